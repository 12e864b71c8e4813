"""``c_api/reg_compute/reg_store.h``: stores from registers into UB, inside a VF."""

from __future__ import annotations

from .. import dtypes as d
from . import fn, void
from .types import MASK, MOVABLE, S32, reg, ub, ub_ref

_H = "reg_store"
_STORE = tuple(t for t in MOVABLE if t.size < 8)
_MASK_PTRS = (d.uint32_t, d.uint16_t, d.uint8_t)

FUNCTIONS = [
    fn("asc_storealign", _H, "Store the active elements of a register to a 32-byte aligned UB address; the other "
       "bytes keep their value. A mask register stores 32 bytes.", pipe="V", mask="merging")
    .forms("reg_load_store.storealign", _STORE,
           lambda t: void(("dst_align32b", ub(t)), ("src", reg(t)), ("mask", MASK)))
    .forms("reg_load_store.storealign_mask", _MASK_PTRS, lambda t: void(("dst", ub(t)), ("src", MASK))),
    fn("asc_storealign_postupdate", _H, "asc_storealign to dst, then dst += offset (elements).", pipe="V",
       mask="merging")
    .forms("reg_load_store.storealign_postupdate",
           (d.int8_t, d.uint8_t, d.int16_t, d.uint16_t, d.int32_t, d.uint32_t, d.half, d.float_, d.bfloat16_t),
           lambda t: void(("dst_align32b", ub_ref(t)), ("src", reg(t)), ("offset", S32), ("mask", MASK))),
    fn("asc_storealign_intlv", _H, "Interleave two registers and store the 512 bytes: dst[2i] = src0[i], "
       "dst[2i+1] = src1[i].", pipe="V")
    .forms("reg_load_store.storealign_intlv", tuple(t for t in _STORE if t is not d.float_),
           lambda t: void(("dst_align32b", ub(t)), ("src0", reg(t)), ("src1", reg(t)))),
]
