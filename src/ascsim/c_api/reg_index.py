"""Index, copy and histogram instructions of ``reg_vector.h``: ``asc_arange``, ``asc_arange_descend``,
``asc_copy``, ``asc_frequency_histogram_bin0/_bin1``, ``asc_cumulative_histogram_bin0/_bin1``, and
``asc_set_va_reg``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from ..errors import AscValueError, MemoryAccessError
from ..ops import histogram, index, regcopy
from ..regs import VectorRegister, vector_bool
from ..runtime.memory import Ptr
from ..spec import Overload, impls
from ._compute import element_flags, scalar_bits


@impls.reg_index.arange.register
def arange(overload: Overload, dst: VectorRegister, value: Any) -> None:
    """``asc_arange(dst, value)`` (``dst[i] = value + i``) and ``asc_arange_descend`` (``value + N-1-i``)."""
    e = dst.elem
    dst.write(index.arange_raw(scalar_bits(overload.name, e, value), e.np, overload.extra[0] == "descend"))


@impls.reg_index.copy.register
def copy(overload: Overload, dst: VectorRegister, src: VectorRegister, mask: vector_bool) -> None:
    """``asc_copy(dst, src, mask)`` on vector data: active lanes take src, the others keep dst (merging)."""
    func = overload.name
    lanes = element_flags(mask, dst.elem.size, f"{func} mask")
    src_bits = src.read(f"{func} src")
    # Inactive lanes keep dst's value: reading dst only matters (and is checked) if one is inactive.
    old = dst.read(f"{func} dst") if not lanes.all() else src_bits
    dst.write(regcopy.copy_merge_raw(old, src_bits, lanes))


@impls.reg_index.copy_mask.register
def copy_mask(overload: Overload, dst: vector_bool, src: vector_bool, mask: vector_bool | None = None) -> None:
    """``asc_copy(dst, src[, mask])`` on mask registers: bit j of dst is ``src[j] & mask[j]``."""
    func = overload.name
    dst.write(regcopy.copy_mask_raw(src.read(f"{func} src"), None if mask is None else mask.read(f"{func} mask")))


@impls.reg_index.copy_to_mask.register
def copy_to_mask(overload: Overload, dst: vector_bool, src: VectorRegister, part: Any) -> None:
    """``asc_copy(dst, src, part)``: the bits of block ``part`` of src, each repeated per element width."""
    func = overload.name
    k = src.elem.size
    p = int(scalar_bits(func, overload.elem(len(overload.params) - 1), part).view(np.int16))  # part: the last parameter
    blocks = 8 * k  # 256 bytes in blocks of 32 / k bytes
    if not 0 <= p < blocks:
        raise AscValueError(f"{func}: part is {p}; a vector_{src.elem.name} register has {blocks} blocks of "
                            f"{32 // k} bytes, so part must be in [0, {blocks - 1}]")
    dst.write(regcopy.data_to_mask_raw(src.read(f"{func} src").view(np.uint8), k, p))


@impls.reg_index.mask_value.register
def mask_value(overload: Overload, src: VectorRegister | vector_bool, mask: vector_bool | None = None
               ) -> VectorRegister | vector_bool:
    """``asc_mask(src, mask)`` / ``asc_mask(vector_bool src[, mask])``: asc_copy into a new register,
    returned. Vector data: active lanes take src; the vendor copies into an uninitialised register, so
    the inactive lanes are unspecified there; here they are 0 (what a new register holds). Masks:
    ``src[j] & mask[j]`` (src itself without mask)."""
    func = overload.name
    if isinstance(src, vector_bool):
        out_mask = vector_bool()
        copy_mask(overload, out_mask, src, mask)
        return out_mask
    assert mask is not None
    lanes = element_flags(mask, src.elem.size, f"{func} mask")
    bits = src.read(f"{func} src")
    out = type(src)()
    out.write(regcopy.copy_merge_raw(np.zeros(bits.shape, bits.dtype), bits, lanes))
    return out


@impls.reg_index.extract_mask.register
def extract_mask(overload: Overload, src: VectorRegister, part: Any) -> vector_bool:
    """``asc_extract_mask(src, part)``: asc_copy(dst, src, part) into a new mask register, returned."""
    out = vector_bool()
    copy_to_mask(overload, out, src, part)
    return out


@impls.reg_index.hist.register
def hist(overload: Overload, dst: VectorRegister, src: VectorRegister, mask: vector_bool) -> None:
    """``asc_frequency_histogram_bin0/_bin1`` and ``asc_cumulative_histogram_bin0/_bin1(dst, src, mask)``:
    the counts of the active uint8_t elements of src are added to the 128 uint16_t counters of dst."""
    func = overload.name
    kind, bin_ = overload.extra
    op = histogram.frequency_histogram_raw if kind == "frequency" else histogram.cumulative_histogram_raw
    dst.write(op(dst.read(f"{func} dst"), src.read(f"{func} src"), element_flags(mask, 1, f"{func} mask"), bin_))



#: The VA registers: number -> the eight UB pointers ``asc_set_va_reg`` loaded (read by ``asc_transto5hd``).
VA_REGS: dict[int, tuple[Ptr, ...]] = {}


@impls.reg_index.set_va_reg.register
def set_va_reg(overload: Overload, addr: Any, src_array: Sequence[Ptr]) -> None:
    """``asc_set_va_reg(addr, src_array)``: VA register ``addr`` holds the first 8 pointers of src_array.

    Each must be a 32-byte aligned UB address (the data blocks a transpose reads or writes)."""
    func = overload.name
    if len(src_array) < 8:
        raise AscValueError(f"{func}: src_array holds {len(src_array)} pointers; a VA register takes 8 "
                            "(the vendor passes the first and the second 8 of 16 to two registers)")
    ptrs = tuple(src_array[:8])
    for j, p in enumerate(ptrs):
        if p.addr % 32:
            raise MemoryAccessError(f"{func}: src_array[{j}] is UB address 0x{p.addr:x}, not 32-byte aligned; "
                                    "every address of a VA register must be a multiple of 32")
    VA_REGS[int(addr)] = ptrs
