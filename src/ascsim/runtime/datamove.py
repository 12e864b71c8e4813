"""The byte layout of the copies between GM and UB (and within UB): which bytes each burst reads,
which it writes, and which of those are padding.

A copy is expanded once into :class:`Burst` records (source offset, destination offset, data bytes,
padding around them), then :func:`run` moves them through the memory model, so the checker sees
exactly the bytes read and written. The C-API functions only translate their arguments into a
:func:`gm2ub`, :func:`ub2gm` or :func:`ub2ub` call.

The copy engines' registers that shape a copy without being an argument of it (the loop counts and
strides of ``asc_set_gm2ub_loop_size`` ..., the pad value of ``asc_set_copy_pad_val``) live in
:class:`DataMoveRegs`, one set per block.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterator
from dataclasses import dataclass, field

import numpy as np

from ..arch import Pipe
from ..errors import AscValueError
from .context import CTX
from .memory import Ptr, UnifiedBuffer

#: UB data blocks: UB addresses, UB strides and the padded size of a burst are counted in them.
BLOCK = 32
#: Most bursts of one copy (the field is 12 bits wide).
MAX_BURSTS = 4095
#: Longest burst of the byte-counted copies (21 bits).
MAX_BURST_BYTES = 2097151
#: Longest loop count of the loop registers (21 bits).
MAX_LOOPS = (1 << 21) - 1


@dataclass(frozen=True)
class Burst:
    """One burst: ``nbytes`` data bytes from ``src`` (bytes from the source pointer) to ``dst + left``
    (bytes from the destination pointer), with ``left`` and ``right`` padding bytes around them and
    ``dummy`` filler bytes after, up to a 32-byte boundary. Padding repeats the element at source
    offset ``pad_from`` unless the pad value register is used."""

    src: int
    dst: int
    nbytes: int
    left: int = 0
    right: int = 0
    dummy: int = 0
    pad_from: int = 0

    @property
    def span(self) -> int:
        """Bytes written at the destination."""
        return self.left + self.nbytes + self.right + self.dummy


@dataclass
class Loops:
    """The two outer loops around a copy (``asc_set_gm2ub_loop_size`` and its strides, in bytes)."""

    size1: int = 1
    size2: int = 1
    src1: int = 0
    dst1: int = 0
    src2: int = 0
    dst2: int = 0

    def offsets(self) -> Iterator[tuple[int, int]]:
        """(source, destination) byte offset of each iteration, inner loop fastest."""
        for j in range(self.size2):
            for i in range(self.size1):
                yield i * self.src1 + j * self.src2, i * self.dst1 + j * self.dst2


@dataclass
class DataMoveRegs:
    """The copy engines' configuration registers of one block (their values at reset)."""

    gm2ub: Loops = field(default_factory=Loops)
    ub2gm: Loops = field(default_factory=Loops)
    #: ``asc_set_copy_pad_val``: the value's bits, zero-extended; a padded element takes its low bytes.
    pad_bits: int = 0


_REGS: weakref.WeakKeyDictionary[UnifiedBuffer, DataMoveRegs] = weakref.WeakKeyDictionary()


def regs() -> DataMoveRegs:
    """The registers of the running block (each block starts with the reset values)."""
    ub = CTX.require_ub("a copy-engine register")
    r = _REGS.get(ub)
    if r is None:
        r = _REGS[ub] = DataMoveRegs()
    return r


def count(func: str, name: str, value: object, limit: int) -> int:
    """A non-negative integer argument no larger than ``limit``."""
    v = int(value)  # type: ignore[call-overload]
    if v < 0 or v > limit:
        raise AscValueError(f"{func}: {name} = {v} is out of range; it must be in [0, {limit}]")
    return v


def _align(n: int) -> int:
    return -(-n // BLOCK) * BLOCK


def _need_block_multiple(func: str, name: str, value: int, compact_value: int | None) -> None:
    if value % BLOCK:
        alt = f" or equal {compact_value} (the bursts packed back to back)" if compact_value is not None else ""
        raise AscValueError(f"{func}: {name} = {value} bytes must be a multiple of {BLOCK}{alt}")


def gm2ub(func: str, elem_size: int, n_burst: int, len_burst: int, left: int, right: int, src_stride: int,
          dst_stride: int, loops: Loops | None = None) -> list[Burst]:
    """A GM->UB copy of ``n_burst`` bursts of ``len_burst`` bytes with ``left``/``right`` padding
    elements around each; burst i reads ``src + i*src_stride`` and writes ``dst + i*dst_stride``.

    A burst with its padding is ``block = left + len_burst + right`` bytes. If ``dst_stride`` equals
    it, the bursts are packed (compact mode) and filler follows the last one up to a 32-byte
    boundary; otherwise ``dst_stride`` must be a multiple of 32 and each burst is filled up to one.
    """
    if len_burst % elem_size:
        raise AscValueError(f"{func}: len_burst = {len_burst} bytes is not a whole number of {elem_size}-byte "
                            f"elements; use a multiple of {elem_size}")
    lb, rb = left * elem_size, right * elem_size
    for name, n in (("left_padding_num", lb), ("right_padding_num", rb)):
        if n > BLOCK:
            raise AscValueError(f"{func}: {name} pads {n} bytes; at most {BLOCK} bytes ({BLOCK // elem_size} "
                                f"elements of {elem_size} bytes) are allowed")
    if n_burst == 0 or len_burst == 0:
        return []
    block = lb + len_burst + rb
    compact = dst_stride == block
    if not compact:
        _need_block_multiple(func, "dst_stride", dst_stride, block)
    out = []
    for l_src, l_dst in (loops or Loops()).offsets():
        for i in range(n_burst):
            last = i == n_burst - 1
            if compact:
                dummy = _align(n_burst * block) - n_burst * block if last else 0
            else:
                dummy = _align(block) - block
            s = l_src + i * src_stride
            out.append(Burst(s, l_dst + i * dst_stride, len_burst, lb, rb, dummy, s))
    return _merge(out)


def ub2gm(func: str, elem_size: int, n_burst: int, len_burst: int, src_stride: int, dst_stride: int,
          loops: Loops | None = None) -> list[Burst]:
    """A UB->GM copy of ``n_burst`` bursts of ``len_burst`` bytes; burst i reads ``src + i*src_stride``
    (UB: equal to ``len_burst`` for packed bursts, else a multiple of 32) and writes ``dst + i*dst_stride``."""
    if len_burst % elem_size:
        raise AscValueError(f"{func}: len_burst = {len_burst} bytes is not a whole number of {elem_size}-byte "
                            f"elements; use a multiple of {elem_size}")
    if n_burst == 0 or len_burst == 0:
        return []
    if src_stride != len_burst:
        _need_block_multiple(func, "src_stride", src_stride, len_burst)
    out = [Burst(l_src + i * src_stride, l_dst + i * dst_stride, len_burst)
           for l_src, l_dst in (loops or Loops()).offsets() for i in range(n_burst)]
    return _merge(out)


def ub2ub(n_burst: int, len_blocks: int, src_gap: int, dst_gap: int) -> list[Burst]:
    """A UB->UB copy of ``n_burst`` bursts of ``len_blocks`` 32-byte blocks, ``src_gap``/``dst_gap``
    blocks between the end of one burst and the start of the next."""
    n = len_blocks * BLOCK
    return _merge([Burst(i * (n + src_gap * BLOCK), i * (n + dst_gap * BLOCK), n) for i in range(n_burst) if n])


def _merge(bursts: list[Burst]) -> list[Burst]:
    """Join bursts that continue each other on both sides with no padding between them (one access
    for the checker instead of many; the bytes are the same)."""
    out: list[Burst] = []
    for b in bursts:
        if out:
            p = out[-1]
            trailing = b.right or b.dummy
            # One padded run has one pad source: join only if one side has no padding.
            if (p.right == p.dummy == b.left == 0 and b.src == p.src + p.nbytes and b.dst == p.dst + p.span
                    and not (p.left and trailing)):
                out[-1] = Burst(p.src, p.dst, p.nbytes + b.nbytes, p.left, b.right, b.dummy,
                                b.pad_from if trailing else p.pad_from)
                continue
        out.append(b)
    return out


def _fill(elem_bytes: bytes, n: int) -> np.ndarray:
    return np.resize(np.frombuffer(elem_bytes, np.uint8), n)


def run(func: str, bursts: list[Burst], dst: Ptr, src: Ptr, pipe: Pipe, pad_size: int = 1,
        constant_pad: bool = False) -> None:
    """Move ``bursts`` from ``src`` to ``dst`` on ``pipe``: every data byte is read and every byte of the
    destination span (padding and filler included) is written through the memory model.

    Padding holds the pad value register (``constant_pad``) or the burst's first element
    (``pad_size`` bytes). Filler that runs past the destination array but stays in the array's
    32-byte slot of UB (which no other array uses) is written there without being an access.
    """
    if not bursts:
        return
    pad_reg = (regs().pad_bits & ((1 << (8 * pad_size)) - 1)).to_bytes(pad_size, "little") if constant_pad else b""
    for b in bursts:
        data = np.array(src.mem.read(src.addr + b.src, b.nbytes, func, pipe, within=src.alloc))
        if not (b.left or b.right or b.dummy):
            dst.mem.write(dst.addr + b.dst, data, func, pipe, within=dst.alloc)
            continue
        pad = pad_reg or data[b.pad_from - b.src:b.pad_from - b.src + pad_size].tobytes()
        block = np.concatenate([_fill(pad, b.left), data, _fill(pad, b.right + b.dummy)])
        _write_padded(func, dst, b.dst, block, b.dummy, pipe)


def _write_padded(func: str, dst: Ptr, off: int, block: np.ndarray, dummy: int, pipe: Pipe) -> None:
    mem = dst.mem
    addr = dst.addr + off
    end = addr + block.size
    if isinstance(mem, UnifiedBuffer) and dummy:
        alloc = dst.alloc or mem.allocation_at(addr)
        if alloc is not None and alloc.base <= addr and end > alloc.base + alloc.size:
            keep = alloc.base + alloc.size - addr
            if keep >= block.size - dummy:
                # Only filler runs past the array; it ends on a 32-byte boundary, so inside the array's
                # 32-byte slot, which no other array uses: written there, but no access of the array.
                mem.write(addr, block[:keep], func, pipe, within=alloc)
                mem.bytes[addr + keep:end] = block[keep:]
                return
    mem.write(addr, block, func, pipe, within=dst.alloc)
