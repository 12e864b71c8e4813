"""References for the sorting instructions of vector_compute.h (asc_bitsort, asc_mrgsort4, asc_get_vms4_sr)
and the table form of asc_set_deq_scale.

From the pages: a structure is 8 bytes, the score's bits first (a half score in bytes 0-1, bytes 2-3
reserved) and the uint32 index in bytes 4-7. asc_bitsort orders each repeat's 32 scores descending and
writes 256 bytes per repeat; equal scores keep the earlier source first. asc_mrgsort4 merges sorted
lists descending, equal scores from the lower-numbered list first. The modeling choices of
docs/semantics.md ("Sorting"): every NaN ranks above +inf (NaNs equal), -0 equals +0, a sort writes the
reserved half bytes as 0, a merge moves whole structures.

asc_mrgsort4, asc_get_vms4_sr and the table form take C arrays (``src[4]``, ``sorted_num[4]``, the three
parameter arrays): they are scenarios in the Python path; tests/asc/vector_compute_sort.asc and
vector_compute_vdeq.asc call them from C++.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from ascsim.spec import impls

from ._gen import Case, Mem, ov_id, seed_of
from ._refs import REFS, Expect, Expected, Reference, elem_of, ref

_FLOAT = {"half": (np.float16, np.uint16), "float": (np.float32, np.uint32)}
_C_ARRAYS = ("C array arguments: called from C++ by tests/asc/vector_compute_sort.asc and vector_compute_vdeq.asc "
             "where the front end passes them")


def _key(v: float) -> tuple[int, float]:
    """Ascending order of this key is the output order: NaN first, then larger scores first."""
    return (0, 0.0) if math.isnan(v) else (1, -v)


def _score(bits: int, name: str) -> float:
    ft, ut = _FLOAT[name]
    return float(np.array(bits & int(np.iinfo(ut).max), ut).view(ft))


def _struct(score_bits: int, index: int, name: str) -> int:
    return (score_bits & (0xFFFF if name == "half" else 0xFFFFFFFF)) | (index << 32)


# ---------------------------------------------------------------------------------------------
# asc_bitsort

def _sort_cases(ov: Any) -> list[Case]:
    out = []
    name = ov.params[0].ty.elem.name
    for reps in (1, 3):
        rng = np.random.default_rng(seed_of(f"{ov_id(ov)}#{reps}"))
        ft, ut = _FLOAT[name]
        scores = (rng.integers(-12, 12, 32 * reps) / 4).astype(ft)  # many ties
        scores[[2, 5, 9]] = [np.nan, -0.0, np.inf]
        scores[11] = 0.0
        idx = rng.integers(0, 2**32, 32 * reps, dtype=np.uint64).astype(np.uint32)
        dst = rng.integers(0, 256, 256 * reps + 64, dtype=np.uint8)
        out.append(Case(ov, {"dst": Mem(dst), "src0": Mem(scores.view(np.uint8).copy()),
                             "src1": Mem(idx.view(np.uint8).copy()), "repeat": reps}, f"repeat{reps}"))
    return out


@ref(impls.vector_compute_sort.bitsort, cases=_sort_cases)
def _bitsort(c: Case) -> Expected:
    name = elem_of(c, "dst").name
    reps = int(c.args["repeat"])
    ut = _FLOAT[name][1]
    scores = c.args["src0"].data.view(ut)
    idx = c.args["src1"].data.view(np.uint32)
    structs = []
    for g in range(reps):
        pos = sorted(range(32), key=lambda i: _key(_score(int(scores[32 * g + i]), name)))  # stable
        structs += [_struct(int(scores[32 * g + i]), int(idx[32 * g + i]), name) for i in pos]
    out = c.args["dst"].data.copy()
    out[:256 * reps] = np.array(structs, np.uint64).view(np.uint8)
    care = np.ones(out.size, np.bool_)
    return {"dst": Expect(out, care)}


# ---------------------------------------------------------------------------------------------
# asc_mrgsort4 and asc_get_vms4_sr (scenarios: src is a C array of 4 pointers, sorted_num a C array)

def _merge(lists: list[list[int]], name: str, stop: bool) -> tuple[list[int], list[int]]:
    """Take the greatest head each step (the lowest list on a tie); a used-up list drops out, or with
    ``stop`` ends the merge (an empty list ends it at once)."""
    heads = [0] * len(lists)
    out: list[int] = []
    if stop and any(len(x) == 0 for x in lists):
        return out, heads
    while any(heads[k] < len(lists[k]) for k in range(len(lists))):
        best = -1
        for k in range(len(lists)):
            if heads[k] < len(lists[k]) and (best < 0 or _key(_score(lists[k][heads[k]], name))
                                               < _key(_score(lists[best][heads[best]], name))):
                best = k
        out.append(lists[best][heads[best]])
        heads[best] += 1
        if stop and heads[best] == len(lists[best]):
            break
    return out, heads


def _sorted_list(rng: np.random.Generator, n: int, name: str, base: int) -> list[int]:
    ft = _FLOAT[name][0]
    s = (rng.integers(-10, 10, n) / 2).astype(ft)
    if n > 3:
        s[1] = np.nan
    bits = s.view(_FLOAT[name][1])
    order = sorted(range(n), key=lambda i: _key(float(s[i])))
    reserved = 0x5A << 16 if name == "half" else 0  # a merge moves the reserved half bytes along
    return [_struct(int(bits[i]), base + i, name) | reserved for i in order]


#: (valid_bit, lengths, stop when a list runs out)
_MERGES = [(15, (6, 9, 0, 12), False), (7, (5, 3, 4, 1), False), (3, (10, 2, 7, 7), False),
           (15, (7, 20, 4, 9), True), (7, (3, 8, 0, 5), True)]


def _run_merges(ov: Any) -> list[str]:
    import ascsim
    from ascsim import acl, ub_array, vector_kernel

    name = ov.params[0].ty.elem.name
    elem = ov.params[0].ty.elem
    per = 8 // elem.size
    rng = np.random.default_rng(seed_of(ov_id(ov)))
    bad: list[str] = []
    for vb, lens, stop in _MERGES:
        lists = [_sorted_list(rng, lens[k], name, 1000 * k) for k in range(4)]
        n_lists = {3: 2, 7: 3, 15: 4}[vb]
        want, taken = _merge(lists[:n_lists], name, stop)
        got: list[Any] = []
        body = _merge_body(ov, elem, lists, lens, vb, stop, got)
        acl.init()
        acl.rt.set_device(0)
        vector_kernel(body)[1]()
        out, counts = got[0]
        exp = want + [0x77] * (sum(lens) + 4 - len(want))
        if out != exp:
            bad.append(f"{ov_id(ov)} valid_bit {vb} lengths {lens} stop {stop}: dst {out[:12]} expected {exp[:12]}")
        if counts != taken + [0] * (4 - n_lists):
            bad.append(f"{ov_id(ov)} valid_bit {vb} lengths {lens} stop {stop}: asc_get_vms4_sr {counts}, "
                       f"expected {taken}")
    # repeat 3: four lists of 5 back to back per repeat
    lists = [_sorted_list(rng, 5, name, 10 * j) for j in range(12)]
    got2: list[Any] = []

    def body2() -> None:
        src = ub_array(ascsim.uint64_t, 60)
        src.write(np.array(sum(lists, []), np.uint64))
        dst = ub_array(ascsim.uint64_t, 60)
        dst.write(np.zeros(60, np.uint64))
        ascsim.c_api.asc_sync()
        s = src.cast(elem)
        getattr(ascsim.c_api, ov.name)(dst.cast(elem), [s + 5 * per * k for k in range(4)], 3, 5, 5, 5, 5, False, 15)
        ascsim.c_api.asc_sync()
        got2.append(dst.read(60).tolist())

    vector_kernel(body2)[1]()
    exp2 = sum((_merge(lists[4 * r:4 * r + 4], name, False)[0] for r in range(3)), [])
    if got2[0] != exp2:
        bad.append(f"{ov_id(ov)} repeat 3: dst {got2[0][:8]} expected {exp2[:8]}")
    return bad


def _merge_body(ov: Any, elem: Any, lists: list[list[int]], lens: tuple[int, ...], vb: int, stop: bool,
                got: list[Any]) -> Any:
    """A kernel body: the lists in UB, one merge, its destination and asc_get_vms4_sr's counts into ``got``."""
    import ascsim
    from ascsim import ub_array

    def body() -> None:
        srcs = []
        for k in range(4):
            p = ub_array(ascsim.uint64_t, max(lens[k], 1))
            p.write(np.array(lists[k] or [0], np.uint64))
            srcs.append(p.cast(elem))
        dst = ub_array(ascsim.uint64_t, sum(lens) + 4)
        dst.write(np.full(sum(lens) + 4, 0x77, np.uint64))
        ascsim.c_api.asc_sync()
        getattr(ascsim.c_api, ov.name)(dst.cast(elem), srcs, 1, *lens, stop, vb)
        ascsim.c_api.asc_sync()
        counts = [0, 0, 0, 0]
        ascsim.c_api.asc_get_vms4_sr(counts)
        got.append((dst.read(sum(lens) + 4).tolist(), counts))
    return body


def _mrgsort_scenario(ovs: list[Any]) -> list[str]:
    return [msg for ov in ovs for msg in _run_merges(ov)]


def _vms4_scenario(ovs: list[Any]) -> list[str]:
    """asc_get_vms4_sr after each merge of the mrgsort4 scenario (some stop when a list runs out)."""
    from ascsim import spec

    merge = next(ov for ov in spec.overloads("vector_compute") if ov.name == "asc_mrgsort4")
    return _run_merges(merge)


# ---------------------------------------------------------------------------------------------
# The table form of asc_set_deq_scale: 16 DEQSCALE values at tmp (the page's fields: the float scale's
# bits 0..31, the offset's low 9 bits at bit 37, the sign mode at bit 46); its effect on
# asc_vdeq_int162b8_h/_l is the reference of vector_compute_convert.vdeq_b8.

def _table_scenario(ovs: list[Any]) -> list[str]:
    import ascsim
    from ascsim import acl, ub_array, vector_kernel

    scales = [0.5 * j - 3.0 for j in range(16)]
    offsets = [37 * j - 300 for j in range(16)]  # some outside 9 bits: only the low 9 are kept
    signs = [j % 2 == 0 for j in range(16)]
    want = [(int(s) << 46) | ((o & 0x1FF) << 37) | int(np.array(sc, np.float32).view(np.uint32))
            for sc, o, s in zip(scales, offsets, signs, strict=True)]
    got: list[Any] = []

    def body() -> None:
        tmp = ub_array(ascsim.uint64_t, 16)
        ascsim.c_api.asc_set_deq_scale(tmp, scales, np.array(offsets, np.int16), signs)
        got.append(tmp.read(16).tolist())

    acl.init()
    acl.rt.set_device(0)
    vector_kernel(body)[1]()
    return [] if got[0] == want else [f"asc_set_deq_scale table: {got[0][:4]} expected {want[:4]}"]


def _register() -> None:
    from ._scenarios import SCENARIOS

    SCENARIOS["mrgsort4"] = _mrgsort_scenario
    SCENARIOS["vms4_sr"] = _vms4_scenario
    SCENARIOS["deq_table"] = _table_scenario
    for impl, sc in ((impls.vector_compute_sort.mrgsort4, "mrgsort4"), (impls.vector_compute_sort.get_vms4_sr,
                     "vms4_sr"),
                     (impls.vector_compute_convert.set_deq_scale_table, "deq_table")):
        REFS[impl] = Reference(lambda c: {}, cases=lambda ov: [Case(ov, {}, "scenario")], scenario=sc,
                               asc_skip=_C_ARRAYS)


_register()
