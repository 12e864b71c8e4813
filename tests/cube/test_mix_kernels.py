"""Kernels on the cube core from Python: __mix__ launches (cores, ids, shared L1, cross-core flags, deadlocks),
the cube core's buffers and what a vector core may do with them."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import ascsim
from ascsim import c_api as c
from ascsim.arch import CoreType
from ascsim.errors import ContextError, SyncError
from ascsim.runtime.context import CTX


def _run(kind: Any, body: Any, blocks: int = 1) -> None:
    kind(body)[blocks]()


def test_a_mix_launch_runs_one_cube_and_two_vector_cores_per_block() -> None:
    seen: list[tuple[str, int, int, int, int]] = []

    def body() -> None:
        core = "AIC" if CTX.core is CoreType.AIC else "AIV"
        seen.append((core, int(c.asc_get_block_idx()), int(c.asc_get_block_num()), int(c.asc_get_sub_block_id()),
                     int(c.asc_get_sub_block_num())))

    _run(ascsim.mix_kernel, body, 2)
    assert sorted(seen) == [("AIC", 0, 2, 0, 2), ("AIC", 1, 2, 0, 2), ("AIV", 0, 2, 0, 2), ("AIV", 0, 2, 1, 2),
                            ("AIV", 1, 2, 0, 2), ("AIV", 1, 2, 1, 2)]


def test_the_cores_of_an_ai_core_name_the_same_l1_arrays() -> None:
    addrs: dict[str, list[int]] = {}

    def body() -> None:
        core = f"{CTX.core}.{int(c.asc_get_sub_block_id())}"
        addrs[core] = [ascsim.l1_array(ascsim.half, 100).addr, ascsim.l0a_array(ascsim.half, 10).addr,
                       ascsim.l1_array(ascsim.float_, 8).addr]

    _run(ascsim.mix_kernel, body)
    assert len({tuple(v) for v in addrs.values()}) == 1
    assert list(addrs.values())[0] == [0, 0, 224]  # 200 bytes, then the next 32-byte boundary


def test_block_flags_order_the_cube_after_both_vector_cores() -> None:
    """asc_sync_block_* (mode 2): the cube core's wait ends once both vector cores arrived; each vector core's
    wait ends once the cube core arrived."""
    order: list[str] = []

    def body() -> None:
        if CTX.core is CoreType.AIC:
            c.asc_sync_block_wait(ascsim.PIPE_S, 1)
            order.append("cube after both")
            c.asc_sync_block_arrive(ascsim.PIPE_S, 2)
        else:
            order.append(f"vector {int(c.asc_get_sub_block_id())} arrives")
            c.asc_sync_block_arrive(ascsim.PIPE_S, 1)
            c.asc_sync_block_wait(ascsim.PIPE_S, 2)
            order.append(f"vector {int(c.asc_get_sub_block_id())} done")

    _run(ascsim.mix_kernel, body)
    assert order.index("cube after both") > max(order.index("vector 0 arrives"), order.index("vector 1 arrives"))
    assert order.index("cube after both") < min(order.index("vector 0 done"), order.index("vector 1 done"))


def test_intra_flags_pair_the_cube_with_one_vector_core() -> None:
    """asc_sync_intra_* (mode 4): vector core 1's arrival at flag 5 is the cube core's id 21 (5 + 16)."""
    got: list[str] = []

    def body() -> None:
        if CTX.core is CoreType.AIC:
            c.asc_sync_intra_wait(ascsim.PIPE_S, 21)
            got.append("cube")
            c.asc_sync_intra_arrive(ascsim.PIPE_S, 3)  # vector core 0, flag 3
        elif c.asc_get_sub_block_id() == 1:
            c.asc_sync_intra_arrive(ascsim.PIPE_S, 5)
        else:
            c.asc_sync_intra_wait(ascsim.PIPE_S, 3)
            got.append("vector 0")

    _run(ascsim.mix_kernel, body)
    assert got == ["cube", "vector 0"]


def test_a_cube_wait_nobody_satisfies_is_a_deadlock() -> None:
    def body() -> None:
        if CTX.core is CoreType.AIC:
            c.asc_sync_block_wait(ascsim.PIPE_S, 4)
        elif c.asc_get_sub_block_id() == 0:
            c.asc_sync_block_arrive(ascsim.PIPE_S, 4)  # vector core 1 never arrives

    with pytest.raises(SyncError, match=r"(?s)deadlock in kernel body: every core .*\(2 of 3 cores finished\).*"
                                        r"the cube core of block 0 waits in asc_sync_block_wait\(PIPE_S, 4\), until "
                                        r"vector core 1 arrives at flag 4"):
        _run(ascsim.mix_kernel, body)


def test_cube_buffers_exist_only_on_cube_and_mix_launches() -> None:
    with pytest.raises(ContextError, match=r"L0A .*launch a __cube__ or __mix__ kernel"):
        _run(ascsim.vector_kernel, lambda: ascsim.l0a_array(ascsim.half, 16))


def test_cube_instructions_do_nothing_on_a_vector_core() -> None:
    got: list[np.ndarray] = []

    def body() -> None:
        l0c = ascsim.l0c_array(ascsim.float_, 256)
        if CTX.core is CoreType.AIV:
            l0a, l0b = ascsim.l0a_array(ascsim.half, 256), ascsim.l0b_array(ascsim.half, 256)
            c.asc_mmad(l0c, l0a, l0b, 16, 16, 16, 0, False, False, True)  # no effect on a vector core
            got.append(l0c.alloc.data.copy())  # type: ignore[union-attr]

    _run(ascsim.mix_kernel, body)
    assert all(not g.any() for g in got) and len(got) == 2


def test_a_cube_kernel_computes_a_matmul_in_python() -> None:
    """Python cube kernel: A (NZ in L0A) x B (ZN in L0B) into L0C, read back, against integer arithmetic."""
    rng = np.random.default_rng(3)
    a = rng.integers(-100, 100, (32, 64)).astype(np.int8)
    b = rng.integers(-100, 100, (64, 16)).astype(np.int8)
    out: list[np.ndarray] = []

    def body() -> None:
        l0a, l0b = ascsim.l0a_array(ascsim.int8_t, a.size), ascsim.l0b_array(ascsim.int8_t, b.size)
        l0c = ascsim.l0c_array(ascsim.int32_t, 32 * 16)
        # NZ: column blocks of 32 int8, 32 rows each; ZN: one fractal per 32 k, 16 n rows of 32 k values.
        l0a.write(a.reshape(32, 2, 32).transpose(1, 0, 2).reshape(-1))
        l0b.write(b.reshape(2, 32, 16).transpose(0, 2, 1).reshape(-1))
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        c.asc_mmad(l0c, l0a, l0b, 32, 64, 16, 0, False, False, True)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        out.append(l0c.read(32 * 16).reshape(32, 16))  # NZ with one column block: row-major

    _run(ascsim.cube_kernel, body)
    assert np.array_equal(out[0], a.astype(np.int32) @ b.astype(np.int32))


def test_the_fixpipe_writes_the_chosen_vector_cores_ub() -> None:
    """asc_copy_l0c2ub on the cube core of a __mix__ kernel writes the UB of vector core sub_blockid, into the
    array that vector core declares (at the same address), even before it declares it."""
    got: dict[int, np.ndarray] = {}

    def body() -> None:
        ub = ascsim.ub_array(ascsim.float_, 16 * 16)
        if CTX.core is CoreType.AIC:
            l0c = ascsim.l0c_array(ascsim.float_, 256)
            l0c.write(np.arange(256, dtype=np.float32))
            c.asc_sync_pipe(ascsim.PIPE_ALL)
            for sub in (0, 1):  # 16 x 16 NZ (one column block) out as ND rows of 16, to each vector core
                c.asc_copy_l0c2ub(ub, l0c, 16, 16, 16, 16, 0, bool(sub), 0, 0, 0, 0, False, True, 0, 0, False, 0,
                                  False, False, False, False)
            c.asc_sync_block_arrive(ascsim.PIPE_FIX, 0)
        else:
            c.asc_sync_block_wait(ascsim.PIPE_S, 0)
            got[int(c.asc_get_sub_block_id())] = ub.read(256)

    _run(ascsim.mix_kernel, body)
    assert np.array_equal(got[0], np.arange(256, dtype=np.float32)) and np.array_equal(got[1], got[0])
