"""The cube core's estimated cycles (ascsim.profile): mmad from m, n, k and the operand type, the L1->L0 copies,
load3d, the fixpipe and GM->L1 copies by their bandwidths, the cube pipes of a __mix__ launch.

Every expected figure is worked out here by hand from the vendor's appendix "Cube instruction theoretical
performance" (Mmad: cycles = ceil_m x ceil_n x ceil_k / (cube_m x cube_n x cube_k) + the start-up; copies:
bytes / bandwidth + the start-up; the fixpipe: elements / parallelism + the start-up), independently of
ascsim.spec.cost_cube."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import ascsim
from ascsim import acl
from ascsim import c_api as c
from ascsim.arch import CoreType
from ascsim.runtime import check
from ascsim.runtime.context import CTX
from ascsim.spec import cost_cube, costs, functions
from ascsim.spec.unions import classes

#: Start-ups chosen apart from each other so a figure shows which one it carries.
PARAMS = {"cube_start_cycles": 5, "mte1_start_cycles": 7, "fix_start_cycles": 11, "mte_start_cycles": 100,
          "gm_bytes_per_cycle": 32}


@pytest.fixture(autouse=True)
def _quiet() -> Any:
    previous = check.CHECKER.mode if hasattr(check.CHECKER, "mode") else "warn"
    ascsim.set_check_mode("off")  # the operands are never written: their values do not matter here
    yield
    acl.finalize()
    ascsim.set_check_mode(previous)


def _events(body: Callable[[], None], kind: Any = None) -> dict[str, list[tuple[str, float, float]]]:
    """Run ``body`` as a one-block cube kernel (or ``kind``) under a profile: per core label, its events
    (name, start, duration) on the cube pipes."""
    with ascsim.profile(PARAMS) as prof:
        (kind or ascsim.cube_kernel)(body)[1]()
    _, _, cores = prof.launches[-1]
    return {tl.label: [(e.name, e.start, e.dur) for e in tl.events] for tl in cores.values()}


def _durations(body: Callable[[], None], name: str) -> list[float]:
    got = _events(body)
    return [d for evs in got.values() for n, _, d in evs if n == name]


def _mmad(e: Any, acc: Any, m: int, k: int, n: int, hf32: bool = False) -> float:
    def body() -> None:
        a = ascsim.l0a_array(e, 64 * 64)
        b = ascsim.l0b_array(e, 64 * 64)
        cc = ascsim.l0c_array(acc, 64 * 64)
        if hf32:
            c.asc_enable_hf32()
        c.asc_mmad(cc, a, b, m, k, n, 0, False, False, True)

    (d,) = _durations(body, "asc_mmad")
    return d


@pytest.mark.parametrize(("e", "acc", "m", "k", "n", "want"), [
    # half: 16 x 16 x 16 per cycle, k0 16. 17 x 20 x 33 rounds to 32 x 32 x 48: 32*48*32 / 4096 = 12.
    (ascsim.half, ascsim.float_, 17, 20, 33, 12),
    (ascsim.bfloat16_t, ascsim.float_, 16, 16, 16, 1),
    # int8: 16 x 16 x 32 per cycle, k0 32. k 33 rounds to 64: 16*16*64 / 8192 = 2; m 40 -> 48: 3 x that.
    (ascsim.int8_t, ascsim.int32_t, 16, 33, 16, 2),
    (ascsim.int8_t, ascsim.int32_t, 40, 33, 16, 6),
    # float (no hf32): 16 x 16 x 1 per cycle, k0 8. k 9 -> 16: 16*16*16 / 256 = 16.
    (ascsim.float_, ascsim.float_, 16, 9, 16, 16),
])
def test_mmad_cycles_follow_the_shape_formula(e: Any, acc: Any, m: int, k: int, n: int, want: float) -> None:
    assert _mmad(e, acc, m, k, n) == want + PARAMS["cube_start_cycles"]


def test_hf32_raises_the_float_parallelism_to_8_along_k() -> None:
    # hf32 on: 16 x 16 x 8 per cycle; k 9 -> 16: 16*16*16 / 2048 = 2.
    assert _mmad(ascsim.float_, ascsim.float_, 16, 9, 16, hf32=True) == 2 + PARAMS["cube_start_cycles"]


def test_fp8_mmad_uses_the_8_bit_rate() -> None:
    def body() -> None:
        a = ascsim.l0a_array(ascsim.fp8_e4m3fn_t, 64 * 64)
        b = ascsim.l0b_array(ascsim.fp8_e5m2_t, 64 * 64)
        cc = ascsim.l0c_array(ascsim.float_, 64 * 64)
        c.asc_mmad(cc, a, b, 32, 64, 16, 0, True, False, True)

    # 32 x 64 x 16 at 16 x 16 x 32: 32*16*64 / 8192 = 4.
    assert _durations(body, "asc_mmad") == [4 + PARAMS["cube_start_cycles"]]


def test_load2d_moves_256_bytes_per_cycle_and_the_older_transpose_to_l0b_128() -> None:
    def body() -> None:
        src = ascsim.l1_array(ascsim.half, 16 * 256)
        c.asc_copy_l12l0a(ascsim.l0a_array(ascsim.half, 8 * 256), src, 0, 0, 2, 3, 2, 2)
        c.asc_copy_l12l0b(ascsim.l0b_array(ascsim.half, 8 * 256), src, 0, 0, 1, 4, 1, 1)
        src8 = ascsim.l1_array(ascsim.fp8_e4m3fn_t, 16 * 512)  # only the newer form has fp8
        c.asc_copy_l12l0b_trans(ascsim.l0b_array(ascsim.fp8_e4m3fn_t, 8 * 512), src8, 0, 3, 2, 0, 0, 0)

    got = _events(body)["block 0"]
    durs = {n: d for n, _, d in got}
    # 2 x 3 fractals of 512 bytes at 256 B/cycle: 12; 1 x 4: 8; 8-bit square blocks of two fractals, 3 of them,
    # at 128 B/cycle (LoadDataWithTranspose into L0B): 3 * 1024 / 128 = 24.
    assert durs["asc_copy_l12l0a"] == 12 + PARAMS["mte1_start_cycles"]
    assert durs["asc_copy_l12l0b"] == 8 + PARAMS["mte1_start_cycles"]
    assert durs["asc_copy_l12l0b_trans"] == 24 + PARAMS["mte1_start_cycles"]


@pytest.mark.parametrize(("stride_w", "rows", "l0a", "l0b_2201"), [
    (1, 1, 256, 128),
    (1, 3, 512 // 5, 512 // 7),      # 512 / (n + 2); dav-2201's L0B: 512 / (n + 4)
    (1, 40, 32, 512 // 18),          # the least each column allows
    (2, 1, 128, 512 // 6),           # 512 / (2 strideW); dav-2201's L0B adds 2
    (4, 3, 512 // 11, 512 // 13),    # 512 / (2 strideW + n); L0B + 2
    (3, 1, 32, 512 // 18),           # another stride: the least
])
def test_load3d_bandwidth_table(stride_w: int, rows: int, l0a: int, l0b_2201: int) -> None:
    assert cost_cube.load3d_bandwidth(stride_w, rows, "L0A") == l0a
    assert cost_cube.load3d_bandwidth(stride_w, rows, "L0B") == l0a  # dav-3510: both columns alike
    assert cost_cube.load3d_bandwidth(stride_w, rows, "L0B", "dav-2201") == l0b_2201


def test_a_load3d_call_moves_its_window_at_the_table_bandwidth() -> None:
    def body() -> None:
        cfg = classes()["asc_l13d_fmatrix_config"]()
        cfg.config = 8 | 8 << 16
        c.asc_set_l13d_fmatrix(cfg)
        src = ascsim.l1_array(ascsim.half, 8 * 8 * 16)
        dst = ascsim.l0a_array(ascsim.half, 64 * 144)
        # a 3 x 3 filter, stride 2 along W: 512 / (2*2 + 3) = 73 B/cycle; 64 x 144 halves = 18,432 bytes.
        c.asc_copy_l12l0a(dst, src, 144, 64, 0, 0, 2, 1, 3, 3, 1, 1, False, False, False, False, 16)

    (d,) = _durations(body, "asc_copy_l12l0a")
    assert d == -(-18432 // 73) + PARAMS["mte1_start_cycles"]


@pytest.mark.parametrize(("dst", "acc", "mode", "per_cycle"), [
    (ascsim.half, ascsim.float_, "F322F16", 64), (ascsim.float_, ascsim.float_, "NoQuant", 32),
    (ascsim.int8_t, ascsim.int32_t, "REQ8", 64)])
def test_the_fixpipe_moves_its_elements_at_the_result_type_parallelism(dst: Any, acc: Any, mode: str,
                                                                       per_cycle: int) -> None:
    m, n = 32, 48
    quant = int(getattr(ascsim.QuantMode_t, mode))

    def body() -> None:
        out = ascsim.l1_array(dst, m * n)
        cc = ascsim.l0c_array(acc, m * n)
        if mode == "REQ8":
            c.asc_set_l0c_copy_prequant(0x3F800000)  # scale 1.0
        c.asc_copy_l0c2l1(out, cc, n, m, n, m, 0, quant, 0, False, False)

    assert _durations(body, "asc_copy_l0c2l1") == [m * n / per_cycle + PARAMS["fix_start_cycles"]]


def test_nz2dn_with_a_source_c0_stride_runs_at_a_quarter_of_the_rate() -> None:
    acl.init()
    acl.rt.set_device(0)
    ptr, _ = acl.rt.malloc(64 * 1024, acl.ACL_MEM_MALLOC_HUGE_FIRST)

    def body(out: ascsim.gm_ptr[ascsim.float_]) -> None:
        cc = ascsim.l0c_array(ascsim.float_, 64 * 32)
        c.asc_set_l0c2gm_channel_para(2 << 48)  # rows of a fractal two rows apart
        c.asc_set_l0c2gm_nz2nd(1, 0, 0)
        c.asc_copy_l0c2gm(out, cc, 32, 16, 16, 32, 0, 0, 0, 0, 0, False, False, 0, 0, False, 0, False, False, False,
                          True)

    with ascsim.profile(PARAMS) as prof:
        ascsim.cube_kernel(body)[1](ptr)
    (tl,) = prof.launches[-1][2].values()
    # 16 x 32 float results at 8 per cycle (table 8: NZ2DN + srcNzC0Stride > 1, float).
    assert [e.dur for e in tl.events if e.name == "asc_copy_l0c2gm"] == [16 * 32 / 8 + PARAMS["fix_start_cycles"]]


def test_gm_to_l1_copies_pay_the_gm_start_up_and_bandwidth() -> None:
    data = np.zeros(4096, np.uint8)
    acl.init()
    acl.rt.set_device(0)
    ptr, _ = acl.rt.malloc(data.nbytes, acl.ACL_MEM_MALLOC_HUGE_FIRST)
    acl.rt.memcpy(ptr, data.nbytes, acl.util.numpy_to_ptr(data), data.nbytes, acl.ACL_MEMCPY_HOST_TO_DEVICE)

    def body(gm: ascsim.gm_ptr[ascsim.uint16_t]) -> None:
        c.asc_copy_gm2l1(ascsim.l1_array(ascsim.uint16_t, 2048), gm, 1024)
        c.asc_copy_gm2l1(ascsim.l1_array(ascsim.uint16_t, 2048), gm, 2, 3, 0, 0)  # 2 bursts of 3 blocks (void*)

    with ascsim.profile(PARAMS) as prof:
        ascsim.cube_kernel(body)[1](ptr)
    (tl,) = prof.launches[-1][2].values()
    assert [e.dur for e in tl.events if e.name == "asc_copy_gm2l1"] == [100 + 1024 / 32, 100 + 6 * 32 / 32]


def test_a_sync_twin_holds_the_scalar_unit_until_its_result() -> None:
    def body() -> None:
        src = ascsim.l1_array(ascsim.half, 16 * 256)
        c.asc_copy_l12l0a_sync(ascsim.l0a_array(ascsim.half, 8 * 256), src, 0, 0, 2, 2, 2, 2)
        c.asc_set_mmad_direction_m()

    evs = _events(body)["block 0"]
    load = next(e for e in evs if e[0] == "asc_copy_l12l0a_sync")
    assert load[2] == 4 * 512 / 256 + PARAMS["mte1_start_cycles"]
    setter = next(e for e in evs if e[0] == "asc_set_mmad_direction_m")
    assert setter[1] >= load[1] + load[2]


def test_a_vector_core_waiting_on_the_cube_core_starts_after_its_mmad() -> None:
    def body() -> None:
        if CTX.core is CoreType.AIC:
            a = ascsim.l0a_array(ascsim.half, 64 * 64)
            b = ascsim.l0b_array(ascsim.half, 64 * 64)
            cc = ascsim.l0c_array(ascsim.float_, 64 * 64)
            c.asc_mmad(cc, a, b, 64, 64, 64, 0, False, False, True)
            c.asc_sync_block_arrive(ascsim.PIPE_M, 1)
        else:
            c.asc_sync_block_wait(ascsim.PIPE_V, 1)
            x = ascsim.ub_array(ascsim.float_, 64)
            c.asc_duplicate(x, 1.0, 64)

    got = _events(body, ascsim.mix_kernel)
    mmad_end = 64 * 64 * 64 / 4096 + PARAMS["cube_start_cycles"]  # from 1 (one scalar issue slot)
    (mmad,) = [e for e in got["block 0 cube"] if e[0] == "asc_mmad"]
    assert mmad[1] + mmad[2] == pytest.approx(mmad[1] + mmad_end)
    for core in ("block 0 vector 0", "block 0 vector 1"):
        dup = next(e for e in got[core] if e[0] == "asc_duplicate")
        assert dup[1] >= mmad[1] + mmad[2]


def test_every_cube_copy_and_mmad_with_a_table_row_has_a_formula() -> None:
    table_rows = {"asc_mmad", "asc_mmad_mx", "asc_mmad_s4", "asc_copy_l12l0a", "asc_copy_l12l0b", "asc_copy_l0c2gm",
                  "asc_copy_l0c2l1", "asc_copy_l0c2ub", "asc_copy_l12bt", "asc_copy_l12fb",
                  "asc_copy_l12l0a_mx", "asc_copy_l12l0b_trans"}
    names = {f.name: f for f in functions()}
    for name in table_rows:
        for f in (names[name], names[f"{name}_sync"]):
            entry = costs.entry(f)
            assert entry.unit == "formula" and entry.formula is not None and entry.start, name
