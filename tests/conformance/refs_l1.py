"""References of the UB -> L1 copies (``asc_copy_ub2l1``, ``asc_copy_ub2l1_sync``), from the page of
asc_copy_ub2l1 and the dav-3510 implementation: the size form is one burst of size/32 blocks; the
burst form moves n_burst bursts of len_burst 32-byte blocks, src_gap/dst_gap blocks apart (end of one
burst to start of the next). Every other byte of the L1 array keeps its value."""

from __future__ import annotations

from typing import Any

import numpy as np

from ascsim.spec import impls

from ._gen import Case, Mem, default_cases
from ._refs import Expect, Expected, ref

_BLOCK = 32
_NOTE = ("the vector core cannot read the L1 Buffer back (only the cube core, which is not simulated, "
         "reads it): checked in the Python path")


def _ub2l1_cases(ov: Any) -> list[Case]:
    """A size form of 96 or 160 bytes; bursts 3 x 2 blocks with gaps (1, 2) and 2 x 1 block with (0, 3)."""
    out = default_cases(ov, 2)
    names = {p.name for p in ov.params}
    for j, c in enumerate(out):
        rng = np.random.default_rng(1000 + j)
        c.args["src"] = Mem(rng.integers(0, 256, 512, dtype=np.uint8), 32 * j, "ub")
        c.args["dst"] = Mem(rng.integers(0, 256, 512, dtype=np.uint8), 64 * j, "l1")
        if "size" in names:
            c.args["size"] = (96, 160)[j]
        else:
            c.args.update(zip(("n_burst", "len_burst", "src_gap", "dst_gap"), ((3, 2, 1, 2), (2, 1, 0, 3))[j],
                              strict=True))
    return out


@ref(impls.copy.ub2l1, impls.copy.ub2l1_sync, cases=_ub2l1_cases, asc_skip=_NOTE)
def _ub2l1(c: Case) -> Expected:
    a = c.args
    src, dst = a["src"], a["dst"]
    if "size" in a:
        bursts, blocks, sgap, dgap = 1, int(a["size"]) // _BLOCK, 0, 0
    else:
        bursts, blocks = int(a["n_burst"]), int(a["len_burst"])
        sgap, dgap = int(a["src_gap"]), int(a["dst_gap"])
    out = dst.data.copy()
    for i in range(bursts):
        s = src.offset + i * (blocks + sgap) * _BLOCK
        d = dst.offset + i * (blocks + dgap) * _BLOCK
        for b in range(blocks * _BLOCK):
            out[d + b] = src.data[s + b]
    return {"dst": Expect(out, np.ones(out.size, np.bool_))}
