"""Batched VF loops: every VF loop of the corpus gives the same output and diagnostics batched and
one iteration at a time; the batched forms (tails, in-place, races, unwritten reads) agree too."""

from __future__ import annotations

from pathlib import Path

import pytest
from asc_run import ASC_DIR, FLOOR_MOD, Result, run_asc, run_floor_mod_cli

from ascsim.frontend import vf_batch
from ascsim.runtime import batch, check

VF_PROGRAMS = sorted(p.name for p in ASC_DIR.glob("*.asc") if "__simd_vf__" in p.read_text())


def both_ways(path: Path, defines: tuple[str, ...] = ()) -> tuple[Result, Result, int]:
    """(batched run, unbatched run, loop runs that went batched)."""
    before = vf_batch.BATCHED[0]
    on = run_asc(path, defines)
    went = vf_batch.BATCHED[0] - before
    previous = batch.set_batching(False)
    try:
        off = run_asc(path, defines)
    finally:
        batch.set_batching(previous)
    return on, off, went


@pytest.mark.parametrize("name", VF_PROGRAMS)
def test_corpus_same_both_ways(name: str) -> None:
    on, off, _ = both_ways(ASC_DIR / name)
    assert (on.rc, on.out, on.err) == (off.rc, off.out, off.err)


def test_floor_mod_benchmark_batches() -> None:
    on, off, went = both_ways(FLOOR_MOD, ("N=65536",))
    assert (on.rc, on.out, on.err) == (off.rc, off.out, off.err) == (0, "0 wrong\n", "")
    assert went == 32  # one batched loop per tile


KERNEL = r"""
#include <cstdint>
#include <cstdio>
#include "c_api/asc_simd.h"
#include "kernel_operator.h"
#include "acl/acl.h"

__simd_vf__ inline void vf(__ubuf__ float* z, __ubuf__ float* x, uint32_t count, uint32_t n)
{
    vector_float a;
    vector_float b;
    vector_bool all = asc_create_mask_b32(PAT_ALL);
    for (uint32_t i = 0; i < n; ++i) {
        vector_bool m = asc_update_mask_b32(count);
        asc_loadalign(a, x + i * 64);
        asc_mul(b, a, a, m);
        asc_add(b, b, a, all);
        asc_storealign(z + i * 64 + OFFSET, b, m);
    }
    AFTER;
    printf("device count %u\n", count);
}

__global__ __vector__ void k(__gm__ float* out)
{
    asc_init();
    __ubuf__ float x[1024];
    __ubuf__ float z[1024 + 64];
    for (int i = 0; i < FILLED; ++i) {
        x[i] = 0.25f * i - 3.0f;
    }
    for (int i = 0; i < 1024 + 64; ++i) {
        z[i] = -1.0f;
    }
    asc_sync_notify(PIPE_S, PIPE_V, 0);
    VWAIT;
    asc_vf_call<vf>(z, x, COUNT, 16);
    asc_sync_notify(PIPE_V, PIPE_MTE3, 0);
    SYNC_WAIT;
    asc_copy_ub2gm_align(out, z, 1024 * 4);
}

int main()
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    float* d = nullptr;
    float h[1024];
    aclrtMalloc(reinterpret_cast<void**>(&d), sizeof h, ACL_MEM_MALLOC_HUGE_FIRST);
    k<<<1, nullptr, nullptr>>>(d);
    aclrtSynchronizeDevice();
    aclrtMemcpy(h, sizeof h, d, sizeof h, ACL_MEMCPY_DEVICE_TO_HOST);
    double s = 0;
    for (int i = 0; i < 1024; ++i) {
        s += h[i] * (i % 7 + 1);
    }
    printf("%.6f %.6f %.6f\n", s, h[0], h[1000]);
    return 0;
}
"""


def kernel(tmp_path: Path, count: int, filled: int, offset: int, sync: str,
           vwait: str = "asc_sync_wait(PIPE_S, PIPE_V, 0)", after: str = "") -> Path:
    """The kernel above with its placeholders filled in, written to ``tmp_path``."""
    prog = tmp_path / "k.asc"
    prog.write_text(KERNEL.replace("COUNT", str(count)).replace("FILLED", str(filled))
                    .replace("OFFSET", str(offset)).replace("SYNC_WAIT", sync).replace("VWAIT", vwait)
                    .replace("AFTER", after))
    return prog


WAIT = "asc_sync_wait(PIPE_V, PIPE_MTE3, 0)"


@pytest.mark.parametrize(("count", "filled", "offset", "sync", "batched"), [
    (1024, 1024, 0, WAIT, True),  # every lane
    (1000, 1024, 0, WAIT, True),  # a partial last mask
    (300, 1024, 0, WAIT, True),  # empty masks after the tail
    (1024, 1024, 0, "", True),  # a race of PIPE_MTE3 with the loop's stores (no wait)
    (1024, 1000, 0, WAIT, False),  # a later iteration reads unwritten bytes: one at a time
    (1024, 1024, 64, WAIT, True),  # shifted store
    (1024, 1024, 4, WAIT, False),  # misaligned store: the error
    (1000, 1024, 0, "", True),  # the race meets the recorded partial mask of the last store
    (300, 1024, 64, "", True),  # ... and stores with no active lane, shifted
])
def test_forms_same_both_ways(tmp_path: Path, count: int, filled: int, offset: int, sync: str,
                              batched: bool) -> None:
    on, off, went = both_ways(kernel(tmp_path, count, filled, offset, sync))
    assert (on.rc, on.out, on.err) == (off.rc, off.out, off.err)
    assert (went > 0) == batched


@pytest.mark.parametrize(("count", "offset", "after"), [
    (1024, 0, "asc_loadalign(a, z + 5 * 64)"),  # the load after the loop needs asc_mem_bar
    (1000, 64, "asc_loadalign(a, z + 15 * 64 + 64)"),  # ... of the masked last store
    (1024, 0, "asc_mem_bar(VST_VLD); asc_loadalign(a, z + 5 * 64)"),  # ordered: no finding
])
def test_mem_bar_after_the_loop_same_both_ways(tmp_path: Path, count: int, offset: int, after: str) -> None:
    """A load after the loop finds the loop's stores recorded as the iterations record them."""
    on, off, went = both_ways(kernel(tmp_path, count, 1024, offset, WAIT, after=after))
    assert (on.rc, on.out, on.err) == (off.rc, off.out, off.err)
    assert went > 0
    assert ("asc_mem_bar" in on.err) == ("VST_VLD" not in after)


def test_findings_printed_again_by_a_later_run(tmp_path: Path) -> None:
    """Each run prints its own findings, as a fresh process would (even ones an earlier run printed)."""
    prog = kernel(tmp_path, 1024, 1024, 0, "")
    first, second = run_asc(prog), run_asc(prog)
    assert first == second
    assert first.err.count("warning:") == 3 and "PIPE_MTE3 reads UB" in first.err


@pytest.mark.parametrize("mode", ["error", "off"])
@pytest.mark.parametrize(("filled", "sync", "vwait"), [
    (1024, "", "asc_sync_wait(PIPE_S, PIPE_V, 0)"),  # a race after the loop
    (1024, WAIT, ""),  # a race inside the loop
    (1000, WAIT, "asc_sync_wait(PIPE_S, PIPE_V, 0)"),  # unwritten bytes read
])
def test_check_modes_same_both_ways(tmp_path: Path, mode: str, filled: int, sync: str, vwait: str) -> None:
    with check.mode(mode):
        on, off, _ = both_ways(kernel(tmp_path, 1024, filled, 0, sync, vwait))
    assert (on.rc, on.out, on.err) == (off.rc, off.out, off.err)
    assert (on.rc == 1) == (mode == "error")


@pytest.mark.parametrize(("argv", "env", "went"), [
    (["run", "-DN=16384"], "", True),
    (["run", "--no-batch", "-DN=16384"], "", False),
    (["run", "-DN=16384"], "1", False),
], ids=["default", "--no-batch", "ASCSIM_NO_BATCH=1"])
def test_run_no_batch(argv: list[str], env: str, went: bool, monkeypatch: pytest.MonkeyPatch,
                      capfd: pytest.CaptureFixture[str]) -> None:
    """``ascsim run --no-batch`` (or ASCSIM_NO_BATCH=1) runs the loops one iteration at a time, same output."""
    monkeypatch.setenv("ASCSIM_NO_BATCH", env)
    rc, grew = run_floor_mod_cli(argv, vf_batch.BATCHED)
    assert (rc, capfd.readouterr()) == (0, ("0 wrong\n", ""))
    assert grew == went


PRESSURE = r"""
#include <cstdint>
#include <cstdio>
#include "c_api/asc_simd.h"
#include "kernel_operator.h"
#include "acl/acl.h"

__simd_vf__ inline void vf(__ubuf__ float* z, __ubuf__ float* x, uint32_t count)
{
    vector_float a;
    EXTRA
    for (uint32_t i = 0; i < 8; ++i) {
        vector_bool m = asc_update_mask_b32(count);
        vector_float t;
        asc_loadalign(a, x + i * 64);
        asc_add(t, a, a, m);
        asc_storealign(z + i * 64, t, m);
    }
}

__global__ __vector__ void k(__gm__ float* out)
{
    asc_init();
    __ubuf__ float x[512];
    __ubuf__ float z[512];
    for (int i = 0; i < 512; ++i) {
        x[i] = 0.5f * i;
    }
    asc_sync_notify(PIPE_S, PIPE_V, 0);
    asc_sync_wait(PIPE_S, PIPE_V, 0);
    asc_vf_call<vf>(z, x, 500);
    asc_sync_notify(PIPE_V, PIPE_MTE3, 0);
    asc_sync_wait(PIPE_V, PIPE_MTE3, 0);
    asc_copy_ub2gm_align(out, z, 512 * 4);
}

int main()
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    float* d = nullptr;
    float h[512];
    aclrtMalloc(reinterpret_cast<void**>(&d), sizeof h, ACL_MEM_MALLOC_HUGE_FIRST);
    k<<<1, nullptr, nullptr>>>(d);
    aclrtSynchronizeDevice();
    aclrtMemcpy(h, sizeof h, d, sizeof h, ACL_MEMCPY_DEVICE_TO_HOST);
    printf("%.1f %.1f %.1f\n", h[3], h[499], h[500]);
    return 0;
}
"""


@pytest.mark.parametrize(("masks", "vectors", "note"), [
    (7, 0, "kept 9 mask registers"),  # 7 + m live, a new m made while the old one lives: one over
    (6, 0, ""),  # 8 at most: no note
    (0, 30, "kept 33 vector registers"),  # a, t and the new t made while the old one lives
    (0, 29, ""),
])
def test_register_peak_same_both_ways(tmp_path: Path, masks: int, vectors: int, note: str) -> None:
    """The registers a batched loop declares count towards a VF's spill note as in its iterations."""
    extra = "".join(f"vector_bool k{j} = asc_create_mask_b32(PAT_ALL);" for j in range(masks))
    extra += "".join(f"vector_float v{j};" for j in range(vectors))
    prog = tmp_path / "p.asc"
    prog.write_text(PRESSURE.replace("EXTRA", extra))
    on, off, went = both_ways(prog)
    assert (on.rc, on.out, on.err) == (off.rc, off.out, off.err)
    assert on.out == "3.0 499.0 0.0\n"
    assert went == 1
    assert (note in on.err) if note else ("note:" not in on.err)


MASKS = r"""
#include <cstdint>
#include <cstdio>
#include "c_api/asc_simd.h"
#include "kernel_operator.h"
#include "acl/acl.h"

__simd_vf__ inline void vf(__ubuf__ int32_t* z, __ubuf__ int32_t* x, uint32_t count, uint32_t n)
{
    vector_int32_t a;
    vector_int32_t b;
    vector_int32_t r;
    vector_bool c1;
    vector_bool c2;
    vector_bool c3;
    vector_bool c4;
    vector_bool h;
    vector_bool all = asc_create_mask_b32(PAT_ALL);
    vector_bool half = asc_create_mask_b16(PAT_ALL);
    asc_duplicate_scalar(b, int32_t(7));
    for (uint32_t i = 0; i < n; ++i) {
        vector_bool m = asc_update_mask_b32(count);
        asc_loadalign(a, x + i * 64);
        asc_lt(c1, a, b, m);
        asc_ne(c2, a, b, all);
        asc_OP(c3, c1, c2, m);
        asc_or(c4, c3, half, all);
        asc_and(h, c3, c1, c2);
        asc_select(r, a, b, h);
        asc_storealign(z + i * 64, r, STORE_MASK);
    }
    asc_select(r, a, b, c3);
    asc_storealign(z + 1024, r, all);
    asc_select(r, a, b, c4);
    asc_storealign(z + 1088, r, all);
}

__global__ __vector__ void k(__gm__ int32_t* out)
{
    asc_init();
    __ubuf__ int32_t x[1024];
    __ubuf__ int32_t z[1024 + 128];
    for (int i = 0; i < 1024; ++i) {
        x[i] = (i * 37) % 23;
    }
    for (int i = 0; i < 1024 + 128; ++i) {
        z[i] = -1;
    }
    asc_sync_notify(PIPE_S, PIPE_V, 0);
    asc_sync_wait(PIPE_S, PIPE_V, 0);
    asc_vf_call<vf>(z, x, COUNT, 16);
    asc_sync_notify(PIPE_V, PIPE_MTE3, 0);
    asc_sync_wait(PIPE_V, PIPE_MTE3, 0);
    asc_copy_ub2gm_align(out, z, (1024 + 128) * 4);
}

int main()
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    int32_t* d = nullptr;
    int32_t h[1024 + 128];
    aclrtMalloc(reinterpret_cast<void**>(&d), sizeof h, ACL_MEM_MALLOC_HUGE_FIRST);
    k<<<1, nullptr, nullptr>>>(d);
    aclrtSynchronizeDevice();
    aclrtMemcpy(h, sizeof h, d, sizeof h, ACL_MEMCPY_DEVICE_TO_HOST);
    for (int i = 0; i < 1024 + 128; ++i) {
        printf("%d%c", h[i], i % 32 == 31 ? '\n' : ' ');
    }
    return 0;
}
"""


@pytest.mark.parametrize("op", ["and", "or", "xor"])
@pytest.mark.parametrize(("count", "store_mask"), [(1024, "c4"), (1000, "m"), (700, "c1")])
def test_compare_masks_same_both_ways(tmp_path: Path, op: str, count: int, store_mask: str) -> None:
    """Compares and mask instructions of their results (under full and partial masks, with a mask of
    another width, as the mask of another instruction and of a store, left in registers after the
    loop): the same output batched and one iteration at a time."""
    prog = tmp_path / "masks.asc"
    prog.write_text(MASKS.replace("asc_OP", f"asc_{op}").replace("COUNT", str(count))
                    .replace("STORE_MASK", store_mask))
    on, off, went = both_ways(prog)
    assert (on.rc, on.out, on.err) == (off.rc, off.out, off.err)
    assert on.rc == 0 and "error" not in on.err and went > 0  # a note on the masks kept live, the same
    assert len(set(on.out.split())) > 8  # the masks select from both sides
