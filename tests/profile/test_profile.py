"""The estimated-cycles model (ascsim.profile, ascsim run --profile --trace).

Expected figures are computed here by hand from the vendor's published tables (elements per cycle of
one instruction, single/dual issue, port limits), independently of ascsim.spec.costs."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import ascsim
from ascsim import *  # noqa: F403
from ascsim import acl
from ascsim.runtime import check
from ascsim.spec import costs, functions

VL = 256


def _gm(arr: np.ndarray) -> int:
    """A GM allocation holding ``arr`` (its device address)."""
    acl.init()
    acl.rt.set_device(0)
    ptr, ret = acl.rt.malloc(arr.nbytes, acl.ACL_MEM_MALLOC_HUGE_FIRST)
    assert ret == acl.ACL_SUCCESS
    acl.rt.memcpy(ptr, arr.nbytes, acl.util.numpy_to_ptr(arr), arr.nbytes, acl.ACL_MEMCPY_HOST_TO_DEVICE)
    return int(ptr)


@pytest.fixture(autouse=True)
def _quiet() -> Any:
    previous = check.CHECKER.mode if hasattr(check.CHECKER, "mode") else "warn"
    ascsim.set_check_mode("off")
    yield
    acl.finalize()  # the GM this test's kernels used goes with it (checks still off: no leak note)
    ascsim.set_check_mode(previous)


def test_every_function_has_a_cost_entry() -> None:
    e = costs.entries()
    for f in functions():
        c = costs.entry(f)
        assert c.source in ("table", "composed", "default"), f.name
        assert c.pipe in ("V", "S", "MTE2", "MTE3", "M", "MTE1", "FIX", "-"), f.name
        if c.source != "table":
            assert c.note or f.header == "reg_convert", f"{f.name}: a non-table cost must say where it comes from"
        if f.where == "vf":
            for ov in f.overloads:
                assert costs.vf_cost(ov).cycles >= 0
    assert len(e) >= len({f.name for f in functions()})


# -- straight-line VF code -------------------------------------------------------------------------
# (cycles, dual, UB VL reads, UB VL writes, registers written): from the tables, by hand.
#   float Add 64/cycle, 64 lanes -> 1; int32 Add 32/cycle -> 2; Exp float 16/cycle -> 4;
#   Div/Exp half 16/cycle, 128 lanes -> 8; Sqrt float -> 4; ReduceSum float 64 -> 1 (single);
#   aligned load/store b32 64 -> 1 (load dual, store single); Mull uint32 32 -> 2, two results;
#   Squeeze int8 51.2 -> 5 (single); Cast float->half 64, 64 lanes -> 1; Add half 128 -> 1;
#   dual-load (deinterleave) b32 32 -> 2 (single); CreateMask 1 cycle dual.
HAND = {
    "mask": (1, True, 0, 0, 1), "add_f": (1, True, 0, 0, 1), "add_i32": (2, True, 0, 0, 1),
    "exp_f": (4, True, 0, 0, 1), "div_h": (8, True, 0, 0, 1), "exp_h": (8, True, 0, 0, 1),
    "sqrt_f": (4, True, 0, 0, 1), "rsum_f": (1, False, 0, 0, 1), "load": (1, True, 1, 0, 1),
    "store": (1, False, 0, 1, 0), "mull": (2, True, 0, 0, 2), "add_u32": (2, True, 0, 0, 1),
    "sqz_i8": (5, False, 0, 0, 1), "cvt": (1, True, 0, 0, 1), "add_h": (1, True, 0, 0, 1),
    "deintlv": (2, False, 2, 0, 2),
}


def hand_schedule(ops: list[str]) -> int:
    """Issue groups in order: a dual instruction pairs with a lone dual one before it when it does not
    use that one's result, at most two VLs of UB are read (or one read and one written) and at most two
    registers are written. Here each op uses the mask created just before it."""
    total = 0
    open_: tuple[int, int, int, int] | None = None  # cycles, reads, writes, reg writes
    for op in ops:
        cyc, dual, r, w, rw = HAND[op]
        uses_prev = op != "mask"  # every op reads the mask made right before it
        if dual and open_ is not None and not uses_prev and open_[1] + r + open_[2] + w <= 2 \
                and open_[2] + w <= 1 and open_[3] + rw <= 2:
            total += max(0, cyc - open_[0])
            open_ = None
            continue
        total += cyc
        open_ = (cyc, r, w, rw) if dual else None
    return total


def _emit(op: str, ubf: Any, ubi8: Any) -> None:
    m = asc_create_mask_b32(PAT_ALL)
    if op == "add_f":
        asc_add(vector_float(), vector_float(), vector_float(), m)
    elif op == "add_i32":
        asc_add(vector_int32_t(), vector_int32_t(), vector_int32_t(), m)
    elif op == "add_u32":
        asc_add(vector_uint32_t(), vector_uint32_t(), vector_uint32_t(), m)
    elif op == "exp_f":
        asc_exp(vector_float(), vector_float(), m)
    elif op == "div_h":
        asc_div(vector_half(), vector_half(), vector_half(), m)
    elif op == "exp_h":
        asc_exp(vector_half(), vector_half(), m)
    elif op == "sqrt_f":
        asc_sqrt(vector_float(), vector_float(), m)
    elif op == "rsum_f":
        asc_reduce_sum(vector_float(), vector_float(), m)
    elif op == "load":
        asc_loadalign(vector_float(), ubf)
    elif op == "store":
        asc_storealign(ubf, vector_float(), m)
    elif op == "mull":
        asc_mull(vector_uint32_t(), vector_uint32_t(), vector_uint32_t(), vector_uint32_t(), m)
    elif op == "sqz_i8":
        asc_squeeze(vector_int8_t(), vector_int8_t(), m)
    elif op == "cvt":
        asc_float2half_rn(vector_half(), vector_float(), m)
    elif op == "add_h":
        asc_add(vector_half(), vector_half(), vector_half(), m)
    elif op == "deintlv":
        asc_loadalign_deintlv(vector_float(), vector_float(), ubf)
    else:  # pragma: no cover
        raise AssertionError(op)


def _vf_cycles(ops: list[str]) -> int:
    """Run one VF made of ``ops`` (each with the mask it needs created first, as the emitted code
    does) under the profiler and return the VF's estimated length."""

    @simd_vf
    def body(ubf: ub_ptr[float_], ubi8: ub_ptr[int8_t]) -> None:
        for op in ops:
            _emit(op, ubf, ubi8)

    @vector_kernel
    def kern() -> None:
        ubf = ub_array(float_, 128)
        ubi8 = ub_array(int8_t, 256)
        asc_vf_call(body, ubf, ubi8)

    with ascsim.profile() as prof:
        kern[1]()
    (vf,) = [e for e in prof.launches[-1][2][0].events if e.name == "VF"]
    return int(vf.dur)


MIXES = [
    ["add_f", "add_f"], ["add_f", "add_f", "add_f"], ["exp_f", "add_f"], ["add_i32", "add_f"],
    ["load", "load"], ["load", "load", "load"], ["rsum_f", "add_f"], ["add_f", "rsum_f", "add_f"],
    ["mull", "add_u32"], ["store", "store"], ["load", "store"], ["div_h", "exp_h", "sqrt_f"],
    ["sqz_i8"], ["cvt", "add_h"], ["deintlv", "load"],
]


@pytest.mark.parametrize("ops", MIXES, ids=["+".join(m) for m in MIXES])
def test_straight_line_vf_matches_hand_computation(ops: list[str]) -> None:
    seq = [x for op in ops for x in ("mask", op)]
    assert _vf_cycles(ops) == hand_schedule(seq)


# -- double buffering ---------------------------------------------------------------------------------
TILE = 2048  # floats: 8 KiB per copy
TILES = 4
EXPS = 64  # 64 x 4 cycles of Exp float per tile


@simd_vf
def _compute(buf: ub_ptr[float_]) -> None:
    m = asc_create_mask_b32(PAT_ALL)
    x = vector_float()
    asc_loadalign(x, buf)
    for _ in range(EXPS):
        asc_exp(x, x, m)
    asc_storealign(buf, x, m)


def _single(src: Any) -> None:
    buf = ub_array(float_, TILE)
    for i in range(TILES):
        asc_copy_gm2ub_align(buf, src + i * TILE, TILE * 4)
        asc_sync_notify(PIPE_MTE2, PIPE_V, EVENT_ID0)
        asc_sync_wait(PIPE_MTE2, PIPE_V, EVENT_ID0)
        asc_vf_call(_compute, buf)
        if i + 1 < TILES:
            asc_sync_notify(PIPE_V, PIPE_MTE2, EVENT_ID0)
            asc_sync_wait(PIPE_V, PIPE_MTE2, EVENT_ID0)
    asc_sync()


def _double(src: Any) -> None:
    bufs = [ub_array(float_, TILE), ub_array(float_, TILE)]
    ev = [EVENT_ID0, EVENT_ID1]
    asc_copy_gm2ub_align(bufs[0], src, TILE * 4)
    asc_sync_notify(PIPE_MTE2, PIPE_V, ev[0])
    for i in range(TILES):
        b, nb = i % 2, 1 - i % 2
        if i + 1 < TILES:
            if i >= 1:
                asc_sync_wait(PIPE_V, PIPE_MTE2, ev[nb])  # the other buffer's compute is done
            asc_copy_gm2ub_align(bufs[nb], src + (i + 1) * TILE, TILE * 4)
            asc_sync_notify(PIPE_MTE2, PIPE_V, ev[nb])
        asc_sync_wait(PIPE_MTE2, PIPE_V, ev[b])
        asc_vf_call(_compute, bufs[b])
        if i + 2 < TILES:
            asc_sync_notify(PIPE_V, PIPE_MTE2, ev[b])
    asc_sync()


def _run(body: Callable[[Any], None]) -> Any:
    @vector_kernel
    def kern(src: gm_ptr[float_]) -> None:
        body(src)

    data = np.ones(TILE * TILES, np.float32)
    with ascsim.profile() as prof:
        kern[1](_gm(data))
    return prof


def _overlap(events: list[Any], a: str, b: str) -> float:
    out = 0.0
    for x in events:
        for y in events:
            if x.pipe == a and y.pipe == b:
                out += max(0.0, min(x.start + x.dur, y.start + y.dur) - max(x.start, y.start))
    return out


def test_double_buffering_overlaps_and_is_faster() -> None:
    single, double = _run(_single), _run(_double)
    p = single.params
    copy = p.mte_start_cycles + math.ceil(TILE * 4 / p.gm_bytes_per_cycle)
    vf = 1 + 4 * EXPS + 1  # mask+load pair, the exps, the store
    s_ev = single.launches[-1][2][0].events
    d_ev = double.launches[-1][2][0].events
    assert _overlap(s_ev, "MTE2", "V") == 0  # the missing overlap is visible: none
    assert _overlap(d_ev, "MTE2", "V") > 0
    assert single.cycles() > TILES * (copy + vf) - 1
    assert double.cycles() < single.cycles()
    # The steady state of the double-buffered loop is bound by the slower of copy and compute.
    assert double.cycles() <= copy + TILES * max(copy, vf) + 4 * TILES * 8


# -- trace format ---------------------------------------------------------------------------------------
def _check_trace_event_format(doc: Any) -> None:
    """The JSON-object form of the Trace Event Format as Perfetto and chrome://tracing read it."""
    assert isinstance(doc, dict) and isinstance(doc["traceEvents"], list)
    assert doc.get("displayTimeUnit", "ms") in ("ms", "ns")
    for e in doc["traceEvents"]:
        assert isinstance(e, dict)
        assert isinstance(e["name"], str) and isinstance(e["ph"], str) and len(e["ph"]) == 1
        assert isinstance(e["pid"], int) and isinstance(e["tid"], int)
        if e["ph"] == "X":
            assert isinstance(e["ts"], (int, float)) and isinstance(e["dur"], (int, float))
            assert e["ts"] >= 0 and e["dur"] >= 0
        elif e["ph"] == "M":
            assert e["name"] in ("process_name", "thread_name", "process_sort_index", "thread_sort_index")
            assert isinstance(e["args"]["name"], str)
        else:  # pragma: no cover
            raise AssertionError(f"unexpected phase {e['ph']}")
        if "args" in e:
            assert isinstance(e["args"], dict)
    json.dumps(doc)


def test_trace_follows_trace_event_format(tmp_path: Path) -> None:
    prof = _run(_double)
    out = tmp_path / "t.json"
    prof.write_trace(str(out))
    doc = json.loads(out.read_text())
    _check_trace_event_format(doc)
    tracks = {e["args"]["name"] for e in doc["traceEvents"] if e["name"] == "thread_name"}
    assert {"PIPE_S", "PIPE_V", "PIPE_MTE2", "PIPE_MTE3"} <= tracks
    assert "ESTIMATE" in doc["otherData"]["note"].upper()


def test_parameters_override_and_report() -> None:
    with ascsim.profile({"gm_bytes_per_cycle": 64, "mte_start_cycles": 0}) as prof:
        @vector_kernel
        def k(src: gm_ptr[float_]) -> None:
            buf = ub_array(float_, TILE)
            asc_copy_gm2ub_align(buf, src, TILE * 4)
        k[1](_gm(np.ones(TILE, np.float32)))
    (ev,) = [e for e in prof.launches[-1][2][0].events if e.pipe == "MTE2"]
    assert ev.dur == TILE * 4 / 64
    text = prof.report()
    assert "ESTIMATED" in text and "gm_bytes_per_cycle=64" in text and "bound by MTE2" in text
    assert "test_profile.py:" in text
    with pytest.raises(ascsim.errors.AscValueError):
        ascsim.runtime.timeline.Params().with_overrides(["nope=1"])


def test_blocks_wait_for_each_other() -> None:
    @vector_kernel
    def k(src: gm_ptr[float_]) -> None:
        if asc_get_block_idx() == 0:
            buf = ub_array(float_, TILE)
            asc_copy_gm2ub_align(buf, src, TILE * 4)
        asc_sync_inter_arrive(PIPE_MTE2, 1)
        asc_sync_inter_wait(PIPE_S, 1)

    with ascsim.profile() as prof:
        k[2](_gm(np.ones(TILE, np.float32)))
    blocks = prof.launches[-1][2]
    assert blocks[1].end >= blocks[0].free["MTE2"]  # block 1 waited for block 0's copy


def test_cli_profile_and_trace(tmp_path: Path) -> None:
    prog = Path(__file__).parents[1] / "asc" / "load_store_compute.asc"
    out = tmp_path / "trace.json"
    r = subprocess.run([sys.executable, "-m", "ascsim", "run", "--profile", "--trace", str(out),
                        "--profile-param", "gm_bytes_per_cycle=16", str(prog)],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert "ESTIMATED" in r.stderr and "gm_bytes_per_cycle=16" in r.stderr
    assert "load_store_compute.asc:" in r.stderr
    _check_trace_event_format(json.loads(out.read_text()))


def _example_trace(tmp_path: Path, nbuf: int) -> list[dict[str, Any]]:
    """Runs examples/double_buffer_add.asc with NBUF buffer sets; the trace's complete events."""
    prog = Path(__file__).parents[2] / "examples" / "double_buffer_add.asc"
    out = tmp_path / f"nbuf{nbuf}.json"
    r = subprocess.run([sys.executable, "-m", "ascsim", "run", "--trace", str(out), f"-DNBUF={nbuf}", str(prog)],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert f"[Success] 16384 sums in 8 tiles with {nbuf} buffer set(s)." in r.stdout
    doc = json.loads(out.read_text())
    _check_trace_event_format(doc)
    names = {e["tid"]: e["args"]["name"] for e in doc["traceEvents"] if e["name"] == "thread_name"}
    return [dict(e, track=names[e["tid"]]) for e in doc["traceEvents"] if e["ph"] == "X"]


def _overlaps(a: list[dict[str, Any]], b: list[dict[str, Any]]) -> int:
    """How many events of a run at the same time as some event of b."""
    return sum(any(x["ts"] < y["ts"] + y["dur"] and y["ts"] < x["ts"] + x["dur"] for y in b) for x in a)


def test_example_double_buffering_shows_in_the_trace(tmp_path: Path) -> None:
    double, single = _example_trace(tmp_path, 2), _example_trace(tmp_path, 1)

    def track(evs: list[dict[str, Any]], name: str) -> list[dict[str, Any]]:
        return [e for e in evs if e["track"] == name]

    def end(evs: list[dict[str, Any]]) -> float:
        return max(e["ts"] + e["dur"] for e in evs)

    # Double-buffered, every copy-in but the first two runs while the vector pipe or the copy-out works
    # on an earlier tile; single-buffered, a copy-in never overlaps the add, which needs its buffer.
    assert _overlaps(track(double, "PIPE_MTE2"), track(double, "PIPE_V") + track(double, "PIPE_MTE3")) >= 14
    assert _overlaps(track(single, "PIPE_MTE2"), track(single, "PIPE_V")) == 0
    # The copy-in pipe never idles when double-buffered: 16 copies back to back.
    mte2 = sorted(track(double, "PIPE_MTE2"), key=lambda e: e["ts"])
    assert all(b["ts"] == a["ts"] + a["dur"] for a, b in zip(mte2, mte2[1:], strict=False))
    assert end(double) < end(single)
