"""What the UB-level vector instructions cost on dav-2201 (Atlas A2/A3), as data.

The rates are the vendor's published theoretical parallelism of the vector instructions for the
Atlas A2/A3 products (appendix "Vector instruction theoretical performance", the tables for those
products), in elements per cycle, keyed by the C-API name (``_sync`` forms share their entry) and by
element type or width. dav-2201 runs these instructions itself: one repeat (8 data blocks) takes
``ceil(elements / rate)`` cycles, with no register loads or stores around it (the dav-3510 model
composes them from register instructions: :mod:`ascsim.spec.costs`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from .cost import Cost, width_rates

_ARITH = {"half": 128, "int16_t": 128, "int32_t": 64, "float": 64}
_HALF_FLOAT = {"half": 128, "float": 64}
_SLOW = {"half": 32, "float": 32}
_W16_W32 = width_rates(256, 128, 64)
_COMPARE = {"half": 128, "float": 64, "int32_t": 64}

#: C name -> rates (elements per cycle) from the dav-2201 tables.
RATES: dict[str, Mapping[str, float]] = {
    **dict.fromkeys(("asc_add", "asc_sub", "asc_mul", "asc_max", "asc_min", "asc_add_scalar", "asc_sub_scalar",
                     "asc_mul_scalar", "asc_max_scalar", "asc_min_scalar"), _ARITH),
    **dict.fromkeys(("asc_exp", "asc_log", "asc_sqrt", "asc_div"), _SLOW),
    **dict.fromkeys(("asc_abs", "asc_rcp", "asc_rsqrt", "asc_leakyrelu"), _HALF_FLOAT),
    "asc_relu": {"half": 128, "float": 64, "int32_t": 64},
    **dict.fromkeys(("asc_not", "asc_and", "asc_or"), width_rates(256, 128, 64)),
    **dict.fromkeys(("asc_shiftleft", "asc_shiftright"), width_rates(256, 128, 64)),
    "asc_axpy": {"half": 128, "float": 64},
    "asc_mul_add": {"half": 64, "float": 32},
    **dict.fromkeys(("asc_fma", "asc_mul_add_relu"), _HALF_FLOAT),
    **dict.fromkeys(("asc_add_relu", "asc_sub_relu"), {"int16_t": 128, "half": 128, "float": 64}),
    **dict.fromkeys(("asc_mul_cast_half2int8", "asc_mul_cast_half2uint8"), {"int8_t": 128, "uint8_t": 128}),
    **dict.fromkeys(("asc_eq", "asc_ne", "asc_lt", "asc_le", "asc_gt", "asc_ge", "asc_eq_scalar", "asc_ne_scalar",
                     "asc_lt_scalar", "asc_le_scalar", "asc_gt_scalar", "asc_ge_scalar"), _COMPARE),
    "asc_select": _HALF_FLOAT,
    **dict.fromkeys(("asc_squeeze", "asc_reduce"), width_rates(128, 64, 32)),
    **dict.fromkeys(("asc_deq_int162b8_h", "asc_deq_int162b8_l", "asc_vdeq_int162b8_h", "asc_vdeq_int162b8_l"),
                    {"int8_t": 128, "uint8_t": 128}),
    "asc_deq_int322half": {"half": 64},
    **dict.fromkeys(("asc_datablock_reduce_max", "asc_datablock_reduce_min", "asc_datablock_reduce_sum"),
                    {"half": 128 / 7, "float": 64}),
    **dict.fromkeys(("asc_repeat_reduce_sum", "asc_repeat_reduce_max_index_value", "asc_repeat_reduce_max_only_index",
                     "asc_repeat_reduce_max_only_value", "asc_repeat_reduce_max_value_index",
                     "asc_repeat_reduce_min_index_value", "asc_repeat_reduce_min_only_index",
                     "asc_repeat_reduce_min_only_value", "asc_repeat_reduce_min_value_index"),
                    {"half": 128 / 7, "float": 64 / 7}),
    "asc_pair_reduce_sum": _HALF_FLOAT,
    **dict.fromkeys(("asc_transpose", "asc_transto5hd_b8", "asc_transto5hd_b16", "asc_transto5hd_b32"), _W16_W32),
    "asc_brcb": width_rates(256, 128, 64),  # the output side: 128 16-bit / 64 32-bit elements per cycle
    "asc_duplicate": width_rates(256, 128, 64),
    **dict.fromkeys(("asc_bitsort", "asc_mrgsort4"), {"half": 2, "float": 2}),
    "asc_gather": width_rates(5, 5, 5),
    "asc_gather_datablock": {"uint16_t": 42, "uint32_t": 21},
}

#: Element types of the conversion names' tokens (``asc_half2int8`` ...).
_TOKENS = {"half": "half", "float": "float", "bfloat16": "bfloat16_t", "int4": "int4b_t", "int8": "int8_t",
           "uint8": "uint8_t", "int16": "int16_t", "int32": "int32_t", "int64": "int64_t"}
#: (source, destination) -> elements per cycle of the conversions (the Cast rows of the tables).
CAST: dict[tuple[str, str], float] = {
    **dict.fromkeys([("int4b_t", "half"), ("uint8_t", "half"), ("int8_t", "half"), ("int16_t", "half")], 128),
    ("int16_t", "float"): 64,
    **dict.fromkeys([("half", d) for d in ("int4b_t", "int8_t", "uint8_t", "int16_t")], 128),
    **dict.fromkeys([("half", "int32_t"), ("half", "float"), ("bfloat16_t", "int32_t"), ("bfloat16_t", "float")], 64),
    **dict.fromkeys([("int32_t", "int16_t"), ("int32_t", "half"), ("int32_t", "float")], 64),
    ("int32_t", "int64_t"): 32,
    **dict.fromkeys([("float", d) for d in ("half", "int16_t", "bfloat16_t", "int32_t", "float")], 64),
    ("float", "int64_t"): 32,
}
_CONVERSION = re.compile(r"^asc_([a-z0-9]+?)2([a-z0-9]+?)(?:_r(?:n|na|d|u|z|o))?$")

#: Cycles of the mask and CMPMASK moves (one instruction each in the tables).
FIXED = {"asc_get_cmp_mask": 1, "asc_set_cmp_mask": 1, "asc_set_mask_count": 1, "asc_set_mask_norm": 1,
         "asc_set_vector_mask": 1}

_NOTE = "dav-2201 table (Atlas A2/A3): per repeat, its elements at the published rate"


def entry(name: str, pipe: str | None) -> Cost | None:
    """The dav-2201 cost of the UB-level vector instruction ``name`` (or its ``_sync`` form), or None
    when the tables do not list it."""
    base = name.removesuffix("_sync")
    if base in FIXED:
        return Cost(pipe or "V", "scalar", "fixed", {}, FIXED[base], "table", _NOTE)
    rates = RATES.get(base)
    if rates is None:
        m = _CONVERSION.match(base)
        pair = (_TOKENS.get(m.group(1), ""), _TOKENS.get(m.group(2), "")) if m else None
        if pair is None or pair not in CAST:
            return None
        rates = {pair[1]: CAST[pair]}
    return Cost("V", "scalar", "elem", rates, source="table", note=_NOTE, native=True)


def default(pipe: str | None) -> Cost:
    """A UB-level vector instruction the dav-2201 tables leave out: one repeat (256 bytes) per cycle."""
    return Cost(pipe or "V", "scalar", "elem", width_rates(256, 128, 64, 32), source="default",
                note="not in the dav-2201 tables: one repeat per cycle", native=True)
