"""The 16-bit float forms over a spread of every code of the source type (every 7th bit pattern: normals,
subnormals, both zeros, infinities, NaNs), against the references of refs_float16.py."""

from __future__ import annotations

import math

import ml_dtypes
import numpy as np
import pytest

from ascsim import simt_api  # noqa: F401  (registers the implementations)
from ascsim.spec import Overload, simt_by_name

from .refs_float16 import reference

_CODES = np.arange(0, 1 << 16, 7, dtype=np.uint16)
_FORMS = [ov for name in ("__half2half_rz", "__half2half_rna", "__bfloat162bfloat16_ru", "__half2bfloat16_rn",
                          "__half2bfloat16_rd", "__bfloat162half_rn", "__bfloat162half_ru_sat", "__half2short_rd",
                          "__half2uchar_rz") for ov in simt_by_name()[name]]


@pytest.mark.parametrize("ov", _FORMS, ids=lambda ov: ov.name)
def test_every_7th_code(ov: Overload) -> None:
    src = np.dtype(np.float16) if ov.params[0].ty.c == "half" else np.dtype(ml_dtypes.bfloat16)
    args = [_CODES.view(src)]
    assert ov.impl.function is not None
    with np.errstate(all="ignore"):  # the NaN codes, signalling ones among them
        got = np.asarray(ov.impl.function(ov, None, None, *args)).tolist()
    want = reference(ov, args)
    assert want is not None
    bad = [(args[0][i], g, w) for i, (g, w) in enumerate(zip(got, want, strict=True))
           if not ((isinstance(w, float) and math.isnan(w) and math.isnan(g)) or
                   (g == w and (not isinstance(w, float) or w != 0 or math.copysign(1, g) == math.copysign(1, w))))]
    assert not bad, bad[:5]
