"""``simt_api/asc_bf16.h``: the bfloat16_t type's functions in SIMT code, the same family as ``asc_fp16.h``
(:func:`ascsim.spec.simt_half.family`) over ``bfloat16_t``."""

from __future__ import annotations

from . import Function
from .simt_half import conversions, family
from .simt_pairs import pair_family
from .types import BF16

FUNCTIONS: list[Function] = (family(BF16, "simt_bf16", "bfloat16") + conversions(BF16, "simt_bf16", "bfloat16")
                             + pair_family(BF16, "simt_bf16", "bfloat16"))
