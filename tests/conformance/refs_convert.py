"""References for reg_convert.h: the conversions and asc_floor/ceil/round/rint/trunc.

Element values come from the exact rational reference (tests/reg_convert/fraction_ref.py); the lane
placement is the vendor's RegLayout pseudo-code restated: narrowing by k puts source i in destination
lane ``p + k*i`` (4-bit pairs: byte ``p + 4*j`` from sources 2j, 2j+1), widening by k reads source
lane ``p + k*i``; each source element is governed by the mask bit of its first byte (a narrowed
4-bit pair by its even element's bit); everything else is 0.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from reg_convert.fraction_ref import expected_register, integral

from ascsim.spec import impls

from ._gen import Case
from ._refs import Expected, elem_of, ref

_RAW = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}


@ref(impls.reg_convert.convert, compare="bits")
def _convert(c: Case) -> Expected:
    (conv,) = c.ov.extra
    se, de = elem_of(c, "src"), elem_of(c, "dst")
    src = [int(v) for v in np.asarray(c.args["src"])]
    out = expected_register(src, list(c.args["mask"]), se.name, de.name, conv.rounding, conv.sat, conv.part)
    return {"dst": np.array(out, dtype=np.uint64).astype(_RAW[de.size])}


@ref(impls.reg_convert.round_integral, compare="bits")
def _round_integral(c: Case) -> Expected:
    (mode,) = c.ov.extra
    e = elem_of(c, "src")
    src: Any = c.args["src"]
    mask = c.args["mask"]
    vals = [integral(int(v), e.name, mode) if mask[i * e.size] else 0 for i, v in enumerate(src)]
    return {"dst": np.array(vals, dtype=np.uint64).astype(_RAW[e.size])}
