"""``aclFloatToFloat16`` and ``aclFloat16ToFloat`` from natively compiled host code: every half code widens to
the float numpy's half gives, and floats at and around every rounding boundary narrow as IEEE's round to
nearest, ties to even (numpy's conversion, an independent implementation) does."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from frontend.asc_run import run_asc

PROGRAM = r"""
#include <cstdio>
#include <cstdint>
#include <cstring>
#include "acl/acl.h"

int main() {
    FILE* in = std::fopen("floats.bin", "rb");
    std::fseek(in, 0, SEEK_END);
    long n = std::ftell(in) / 4;
    std::fseek(in, 0, SEEK_SET);
    float* xs = new float[n];
    if (std::fread(xs, 4, n, in) != static_cast<size_t>(n)) return 2;
    std::fclose(in);
    FILE* out = std::fopen("out.bin", "wb");
    for (uint32_t code = 0; code < 65536; ++code) {
        float f = aclFloat16ToFloat(static_cast<aclFloat16>(code));
        std::fwrite(&f, 4, 1, out);
    }
    for (long i = 0; i < n; ++i) {
        aclFloat16 h = aclFloatToFloat16(xs[i]);
        std::fwrite(&h, 2, 1, out);
    }
    std::fclose(out);
    delete[] xs;
    return 0;
}
"""


def test_half_helpers_match_ieee(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("ASCSIM_HOST", "native")
    codes = np.arange(65536, dtype=np.uint32).astype(np.uint16)
    halves = codes.view(np.float16)
    finite = halves[np.isfinite(halves)].astype(np.float32)
    # Each finite half, the midpoints to its neighbours and one float step either side of them.
    mids = ((finite[:-1].astype(np.float64) + np.sort(finite)[1:]) / 2).astype(np.float32)
    around = np.concatenate([finite, mids, np.nextafter(mids, np.float32(np.inf)),
                             np.nextafter(mids, np.float32(-np.inf)),
                             np.array([65519.0, 65520.0, 70000.0, -1e30, np.inf, -np.inf, np.nan, 1e-8, -6e-8, 3e-8],
                                      np.float32)])
    around.tofile(tmp_path / "floats.bin")
    (tmp_path / "prog.asc").write_text(PROGRAM)
    r = run_asc(tmp_path / "prog.asc")
    assert (r.rc, r.err) == (0, ""), r.err
    data = (tmp_path / "out.bin").read_bytes()
    widened = np.frombuffer(data[:65536 * 4], np.float32)
    want = halves.astype(np.float32)
    same = (widened.view(np.uint32) == want.view(np.uint32)) | (np.isnan(widened) & np.isnan(want))
    assert same.all(), codes[~same][:5]
    narrowed = np.frombuffer(data[65536 * 4:], np.uint16)
    with np.errstate(over="ignore"):  # the floats beyond half's range become inf, as they should
        expect = around.astype(np.float16)
    ok = (narrowed == expect.view(np.uint16)) | (np.isnan(narrowed.view(np.float16)) & np.isnan(expect))
    assert ok.all(), (around[~ok][:5], narrowed[~ok][:5], expect.view(np.uint16)[~ok][:5])
