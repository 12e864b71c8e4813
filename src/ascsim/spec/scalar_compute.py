"""``c_api/scalar_compute/scalar_compute.h``: scalar helpers of the scalar unit (bit counts and searches,
float -> int32_t with a rounding mode, a store to GM that bypasses the data cache) and GM atomics."""

from __future__ import annotations

from .. import dtypes as d
from . import V920, Function, fn, impls, void
from .types import S32, S64, U64, gm, scalar

_H = "scalar_compute"

_ROUNDING = {"rd": "toward -inf (floor)", "ru": "toward +inf (ceil)", "rn": "to nearest, ties to even",
             "rna": "to nearest, ties away from zero"}
_STORE_DEV = (d.int8_t, d.uint8_t, d.int16_t, d.uint16_t, d.int32_t, d.uint32_t, d.int64_t, d.uint64_t)

#: The non-atomic helpers (bit operations, conversions, asc_store_dev).
SCALAR_FUNCTIONS: list[Function] = [
    fn("asc_sflbits", _H, "How many bits below the sign bit equal it, from bit 62 down (-1 for 0 and -1).",
       where="kernel", pipe="S")
    .form(impls.scalar_compute.bits, S64, [("value", S64)], extra=("sflbits",)),
    fn("asc_ffz", _H, "Position of the lowest 0 bit (0 = least significant); -1 if every bit is 1.",
       where="kernel", pipe="S")
    .form(impls.scalar_compute.bits, S64, [("value", U64)], extra=("ffz",)),
    fn("asc_ffs", _H, "Position of the lowest 1 bit (0 = least significant); -1 for 0.", where="kernel", pipe="S")
    .form(impls.scalar_compute.bits, S64, [("value", U64)], extra=("ffs",)),
    fn("asc_popc", _H, "The number of 1 bits.", where="kernel", pipe="S")
    .form(impls.scalar_compute.bits, S64, [("value", U64)], extra=("popc",)),
    fn("asc_clz", _H, "The number of leading 0 bits from bit 63 down (64 for 0).", where="kernel", pipe="S")
    .form(impls.scalar_compute.bits, S64, [("value_in", U64)], extra=("clz",)),
    fn("asc_zero_bits_cnt", _H, "The number of 0 bits.", where="kernel", pipe="S")
    .form(impls.scalar_compute.bits, S64, [("value", U64)], extra=("zero_bits_cnt",)),
    fn("asc_set_nthbit", _H, "bits with bit idx set (idx taken modulo 64: (idx % 64 + 64) % 64).", where="kernel",
       pipe="S")
    .form(impls.scalar_compute.nthbit, U64, [("bits", U64), ("idx", S64)], extra=("set_nthbit",)),
    fn("asc_clear_nthbit", _H, "bits with bit idx cleared (idx taken modulo 64: (idx % 64 + 64) % 64).",
       where="kernel", pipe="S")
    .form(impls.scalar_compute.nthbit, U64, [("bits", U64), ("idx", S64)], extra=("clear_nthbit",)),
    *[fn(f"asc_float2int32_{m}", _H, f"float to int32_t, rounding {how}; beyond int32_t saturates, NaN gives 0.",
         where="kernel", pipe="S")
      .form(impls.scalar_compute.float2int32, S32, [("value", scalar(d.float_))], extra=(m,))
      for m, how in (("rd", _ROUNDING["rd"]), ("ru", _ROUNDING["ru"]), ("rn", _ROUNDING["rn"]),
                     ("rna", _ROUNDING["rna"]))],
    fn("asc_float2half_ro", _H, "float to half on the scalar unit, rounding to odd (an inexact result takes the "
       "neighbour whose last mantissa bit is 1); an overflow gives the largest finite half, NaN stays NaN.",
       where="kernel", pipe="S")
    .form(impls.scalar_compute.float2half_ro, scalar(d.half), [("value", scalar(d.float_))], versions=(V920,)),
    fn("asc_store_dev", _H, "Store value at the GM address addr directly, bypassing the data cache (no other "
       "difference in ascsim, which keeps GM coherent).", where="kernel", pipe="S")
    .forms(impls.scalar_compute.store_dev, _STORE_DEV, lambda t: void(("addr", gm(t)), ("value", scalar(t)))),
]

_WIDE = (d.int32_t, d.uint32_t, d.float_, d.int64_t, d.uint64_t)
_BITS = (d.int32_t, d.uint32_t, d.int64_t, d.uint64_t)
_COUNTERS = (d.uint32_t, d.uint64_t)
_ATOMIC_DOCS = {
    "add": "add val to *address", "sub": "subtract val from *address", "exch": "set *address to val",
    "max": "set *address to the larger of it and val", "min": "set *address to the smaller of it and val",
    "and": "AND val into *address", "or": "OR val into *address", "xor": "XOR val into *address",
    "inc": "set *address to 0 if it is >= val, else add 1", "dec": "set *address to val if it is 0 or > val, "
    "else subtract 1",
}


def _atomic(op: str, types: tuple[d.ElemType, ...]) -> Function:
    return (fn(f"asc_atomic_{op}", _H, f"Atomically {_ATOMIC_DOCS[op]} (GM); returns the value before.",
               where="kernel", pipe="S")
            .forms(impls.atomic.scalar, types, lambda t: (scalar(t), [("address", gm(t)), ("val", scalar(t))]),
                   extra=(op,)))


#: The GM atomics (asc_atomic_*), in the header's order.
ATOMIC_FUNCTIONS: list[Function] = [
    _atomic("add", _WIDE), _atomic("sub", _WIDE), _atomic("exch", _WIDE), _atomic("max", _WIDE),
    _atomic("min", _WIDE),
    fn("asc_atomic_cas", _H, "Atomically set *address to val if it equals compare (GM); returns the value before.",
       where="kernel", pipe="S")
    .forms(impls.atomic.scalar, _WIDE,
           lambda t: (scalar(t), [("address", gm(t)), ("compare", scalar(t)), ("val", scalar(t))]), extra=("cas",)),
    _atomic("and", _BITS), _atomic("or", _BITS), _atomic("xor", _BITS), _atomic("inc", _COUNTERS),
    _atomic("dec", _COUNTERS),
]

FUNCTIONS: list[Function] = [*SCALAR_FUNCTIONS, *ATOMIC_FUNCTIONS]


# What the newer headers (V920) add: the scalar load that pairs with asc_store_dev.
FUNCTIONS += [
    fn("asc_load_dev", _H, "Load the value at the GM address addr directly, bypassing the data cache (no other "
       "difference in ascsim, which keeps GM coherent).", where="kernel", pipe="S")
    .forms(impls.scalar_compute.load_dev, _STORE_DEV, lambda t: (scalar(t), (("addr", gm(t)),)), versions=(V920,)),
]

#: The compiler's scalar intrinsics the helpers above are made of (the vendor's implementation of each
#: ``asc_`` helper is one call of its intrinsic), which kernels may call by these names too:
#: intrinsic -> the helper it implements.
INTRINSICS = {"clz": "asc_clz", "bcnt1": "asc_popc", "bcnt0": "asc_zero_bits_cnt", "sflbits": "asc_sflbits",
              "sff0": "asc_ffz", "sff1": "asc_ffs", "sbitset0": "asc_clear_nthbit", "sbitset1": "asc_set_nthbit"}


def _intrinsic(name: str, helper: str) -> Function:
    """The entry of intrinsic ``name``: the helper's signature, implementation and semantics."""
    entry = next(f for f in SCALAR_FUNCTIONS if f.name == helper)
    (form,) = entry.overloads
    return (fn(name, _H, f"The compiler's intrinsic behind {helper}: {entry.doc[0].lower()}{entry.doc[1:]}",
               where="kernel", pipe="S")
            .form(form.impl, form.ret, [(p.name, p.ty) for p in form.params], extra=form.extra))


FUNCTIONS += [_intrinsic(name, helper) for name, helper in INTRINSICS.items()]
