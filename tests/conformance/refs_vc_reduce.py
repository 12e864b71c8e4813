"""References of the reduction registers of vector_compute.h (asc_get_reduce_max_cnt,
asc_get_reduce_min_cnt, asc_get_acc_val), written from their pages as plain Python: scenarios that run
a repeat reduction in a small kernel and read the register back. None imports ascsim.ops or ascsim.c_api."""

from __future__ import annotations

from typing import Any

import numpy as np

import ascsim
from ascsim import Ref
from ascsim.spec import Overload, impls

from ._gen import Case
from ._refs import REFS, Reference
from ._scenarios import SCENARIOS, _launch, _ub_bytes

c_api = ascsim.c_api
_ELEM = {2: (np.float16, ascsim.half), 4: (np.float32, ascsim.float_)}


def _tree(x: list[Any], t: Any) -> Any:
    while len(x) > 1:
        x = [t(x[i] + x[i + 1]) for i in range(0, len(x), 2)]
    return x[0]


def _run(vals: np.ndarray, elem: Any) -> tuple[dict[str, Any], str]:
    """Reduce ``vals`` (count forms) and read the registers after each reduction."""
    seen: dict[str, Any] = {}

    def body() -> None:
        src = _ub_bytes(vals.view(np.uint8)).cast(elem)
        dst = _ub_bytes(np.zeros(256, np.uint8)).cast(elem)
        for op in ("max", "min"):
            getattr(c_api, f"asc_repeat_reduce_{op}_value_index")(dst, src, vals.size)
            c_api.asc_sync()
            v, i = Ref(elem, 0), Ref(ascsim.uint32_t, 0)
            getattr(c_api, f"asc_get_reduce_{op}_cnt")(v, i)
            seen[op] = (float(v.value), int(i))
        c_api.asc_repeat_reduce_sum(dst, src, vals.size)
        c_api.asc_sync()
        seen["sum"] = int(c_api.asc_get_acc_val())

    return seen, _launch(body)


def reduce_regs(ovs: list[Overload]) -> list[str]:
    """Three repeats of a count-form repeat reduction, then the register: the max (min) over every
    repeat with the index of its first occurrence counted from element 0 (the page's example: 1..256
    gives 256 at 255); the sum of the repeats' sums in repeat order."""
    bad: list[str] = []
    for size, (npt, elem) in _ELEM.items():
        e = 256 // size
        vals = ((np.arange(3 * e) * 37) % 101 / 4 - 12).astype(npt)
        vals[e + 3] = vals.max()  # a later tie: the first occurrence wins
        seen, err = _run(vals, elem)
        want_max = (float(vals.max()), int(np.flatnonzero(vals == vals.max())[0]))
        want_min = (float(vals.min()), int(np.flatnonzero(vals == vals.min())[0]))
        sums = [_tree(list(vals[r * e:(r + 1) * e]), npt) for r in range(3)]
        total = sums[0]
        for s in sums[1:]:
            total = npt(total + s)
        want_sum = int(np.array([total], npt).view(f"u{size}")[0])
        if err or seen != {"max": want_max, "min": want_min, "sum": want_sum}:
            bad.append(f"reduction registers ({npt.__name__}): {seen} != max {want_max}, min {want_min}, "
                       f"sum bits {want_sum:#x} ({err})")
    return bad


SCENARIOS["reduce_regs"] = reduce_regs
for _impl in (impls.vector_compute_misc.get_reduce_cnt, impls.vector_compute_misc.get_acc_val):
    REFS[_impl] = Reference(lambda c: {}, cases=lambda ov: [Case(ov, {}, "scenario")], scenario="reduce_regs")


# ---------------------------------------------------------------------------------------------
# asc_reduce: the gather by mask (page: src1 bits or built-in patterns 1..7), checked in a kernel.

_U = {2: (np.uint16, ascsim.uint16_t), 4: (np.uint32, ascsim.uint32_t)}


def _gathered(vals: np.ndarray, flags: np.ndarray) -> list[int]:
    return [int(v) for v, f in zip(vals, flags, strict=True) if f]


def _gather_run(size: int, call: Any, src: np.ndarray, mask: np.ndarray) -> tuple[list[int], int, str]:
    npt, elem = _U[size]
    got: list[Any] = []

    def body() -> None:
        s = _ub_bytes(src.view(np.uint8)).cast(elem)
        m = _ub_bytes(mask).cast(elem)
        d = _ub_bytes(np.zeros(src.nbytes, np.uint8)).cast(elem)
        call(d, s, m)
        c_api.asc_sync()
        got.extend([d.read(src.size).view(npt).tolist(), int(c_api.asc_get_rsvd_count())])

    err = _launch(body)
    return (got[0], got[1], err) if got else ([], -1, err)


def _count_call(name: str, n: int) -> Any:
    def call(d: Any, s: Any, m: Any) -> None:
        getattr(c_api, name)(d, s, m, n)
    return call


def reduce_gather(ovs: list[Overload]) -> list[str]:
    """asc_reduce: count form (mask bits of src1 for the first count elements), repeat form with the
    src1 mask (two repeats, src1 repeat stride 1 block) and with built-in pattern 1 (even elements)."""
    bad: list[str] = []
    for size in _U:
        npt = _U[size][0]
        e = 256 // size
        src = (np.arange(2 * e) * 3 + 1).astype(npt)
        mask = np.random.default_rng(size).integers(0, 256, 2 * e // 8 + 64).astype(np.uint8)
        bits = np.unpackbits(mask, bitorder="little").astype(bool)
        count = e + 5
        cases = {
            "count": (_count_call("asc_reduce", count),
                      _gathered(src[:count], bits[:count])),
            "count_sync": (_count_call("asc_reduce_sync", count),
                           _gathered(src[:count], bits[:count])),
            # repeat r's mask starts r * 1 block (32 bytes) after src1
            "mask": (lambda d, s, m: c_api.asc_reduce(d, s, m, 2, 1, 0, 8, 1),
                     _gathered(src[:e], bits[:e]) + _gathered(src[e:], bits[256:256 + e])),
            "even": (lambda d, s, m: c_api.asc_reduce(d, s, m, 2, 1, 1, 8, 0),
                     [int(v) for v in src[0::2]]),
        }
        for label, (call, want) in cases.items():
            out, kept, err = _gather_run(size, call, src, mask)
            if err or kept != len(want) or out[:len(want)] != want:
                bad.append(f"asc_reduce {label} (uint{8 * size}): kept {kept}, {out[:8]}... != {want[:8]}... ({err})")
    return bad


SCENARIOS["reduce_gather"] = reduce_gather
REFS[impls.vector_compute_misc.gather_mask] = Reference(lambda c: {}, cases=lambda ov: [Case(ov, {}, "scenario")],
                                                    scenario="reduce_gather")
