"""Batched tile loops: a kernel's tile loop gives the same GM results and the same diagnostics, line
for line, with its tiles batched and one at a time; the results match numpy's."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest
from asc_run import FLOOR_MOD, Result, run_asc, run_floor_mod_cli

from ascsim import set_jobs
from ascsim.frontend import tile_batch
from ascsim.runtime import batch, check

BLOCKS, TILE, SHARE = 4, 256, 8 * 256

KERNEL = r"""
#include <cstdint>
#include <cstdio>
#include <vector>
#include "c_api/asc_simd.h"
#include "kernel_operator.h"
#include "acl/acl.h"

constexpr uint32_t BLOCKS = 4;
constexpr uint32_t TILE = 256;
constexpr uint32_t SHARE = 8 * 256;

__simd_vf__ inline void madd(__ubuf__ int32_t* z, __ubuf__ int32_t* x, __ubuf__ int32_t* y, uint32_t count)
{
    vector_int32_t a;
    vector_int32_t b;
    vector_int32_t c;
    vector_bool all = asc_create_mask_b32(PAT_ALL);
    for (uint32_t i = 0; i < TILE / 64; ++i) {
        vector_bool m = asc_update_mask_b32(count);
        asc_loadalign(a, x + i * 64);
        asc_loadalign(b, y + i * 64);
        asc_mul(c, a, b, m);
        asc_add(c, c, a, all);
        asc_storealign(z + i * 64, c, m);
    }
}

__global__ __vector__ void k(__gm__ int32_t* z, __gm__ int32_t* x, __gm__ int32_t* y)
{
    asc_init();
    __ubuf__ int32_t buf[3 * TILE];
    __ubuf__ int32_t* xb = buf;
    __ubuf__ int32_t* yb = buf + TILE;
    __ubuf__ int32_t* zb = buf + 2 * TILE;
    const uint32_t block = asc_get_block_idx();
    const uint32_t base = BASE;
    BEFORE;
    for (uint32_t t = 0; t < LIMIT; t += STEP) {
        const uint32_t at = base + t;
        asc_copy_gm2ub_align(xb, x + at, TILE * 4);
        asc_copy_gm2ub_align(yb, YPTR, TILE * 4);
        asc_sync_notify(PIPE_MTE2, PIPE_V, 0);
        asc_sync_wait(PIPE_MTE2, PIPE_V, 0);
        asc_vf_call<madd>(zb, xb, yb, COUNT);
        asc_sync_notify(PIPE_V, PIPE_MTE3, 0);
        WAIT_V;
        asc_copy_ub2gm_align(z + at, zb, OUT_BYTES);
        asc_sync_notify(PIPE_MTE3, PIPE_MTE2, 0);
        asc_sync_wait(PIPE_MTE3, PIPE_MTE2, 0);
        END_SYNC;
    }
    AFTER;
}

int main()
{
    const size_t n = BLOCKS * SHARE + 2 * TILE;
    std::vector<int32_t> x(n);
    std::vector<int32_t> y(n);
    std::vector<int32_t> z(n, -1);
    for (size_t i = 0; i < n; ++i) {
        x[i] = static_cast<int32_t>(i * 7919 % 20011) - 10005;
        y[i] = static_cast<int32_t>(i % 37) - 18;
    }
    aclInit(nullptr);
    aclrtSetDevice(0);
    int32_t* xd = nullptr;
    int32_t* yd = nullptr;
    int32_t* zd = nullptr;
    aclrtMalloc(reinterpret_cast<void**>(&xd), X_ELEMS * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc(reinterpret_cast<void**>(&yd), n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc(reinterpret_cast<void**>(&zd), n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMemcpy(xd, X_FILL * 4, x.data(), X_FILL * 4, ACL_MEMCPY_HOST_TO_DEVICE);
    aclrtMemcpy(yd, n * 4, y.data(), n * 4, ACL_MEMCPY_HOST_TO_DEVICE);
    aclrtMemcpy(zd, n * 4, z.data(), n * 4, ACL_MEMCPY_HOST_TO_DEVICE);
    k<<<BLOCKS, nullptr, nullptr>>>(zd, xd, yd);
    aclrtSynchronizeDevice();
    aclrtMemcpy(z.data(), n * 4, zd, n * 4, ACL_MEMCPY_DEVICE_TO_HOST);
    for (size_t i = 0; i < n; ++i) {
        printf("%d%c", z[i], i % 16 == 15 ? '\n' : ' ');
    }
    return 0;
}
"""

#: The placeholders' values of the plain form: each block its own 8 tiles, every lane, every sync.
PLAIN = {"OUT_BYTES": "TILE * 4", "YPTR": "y + at",
         "BASE": "block * SHARE", "LIMIT": "SHARE", "STEP": "TILE", "COUNT": "TILE", "BEFORE": "",
         "WAIT_V": "asc_sync_wait(PIPE_V, PIPE_MTE3, 0)",
         "END_SYNC": "asc_sync_notify(PIPE_MTE3, PIPE_V, 0); asc_sync_wait(PIPE_MTE3, PIPE_V, 0)",
         "AFTER": "", "X_ELEMS": "n", "X_FILL": "n"}
N = BLOCKS * SHARE + 2 * TILE


def program(tmp_path: Path, **changes: str) -> Path:
    """The kernel above with its placeholders filled in (``PLAIN`` with ``changes``), written out."""
    text = KERNEL
    values = {**PLAIN, **changes}
    for key in ("BEFORE", "AFTER", *values):  # what these two hold may use the others
        text = text.replace(key, values[key])
    prog = tmp_path / "tiles.asc"
    prog.write_text(text)
    return prog


def both_ways(path: Path) -> tuple[Result, Result, int]:
    """(batched run, run with batching off, tile loops that went batched)."""
    before = tile_batch.BATCHED[0]
    on = run_asc(path)
    went = tile_batch.BATCHED[0] - before
    previous = batch.set_batching(False)
    try:
        off = run_asc(path)
    finally:
        batch.set_batching(previous)
    assert tile_batch.BATCHED[0] - before == went  # batching off batches no tile loop
    return on, off, went


def lines(err: str) -> list[str]:
    """The diagnostics' lines with GM addresses from the first one the run names (each in-process run
    allocates GM further on, by the same amount for every allocation)."""
    found = [int(a, 16) for a in re.findall(r"0x(1[0-9a-f]{15})\b", err)]
    first = min(found, default=0)
    return re.sub(r"0x(1[0-9a-f]{15})\b", lambda a: f"GM+{int(a.group(1), 16) - first:#x}", err).splitlines()


def results(out: str) -> np.ndarray:
    """The z values the host part prints (after any device lines)."""
    nums = [int(v) for line in out.splitlines() if not line.startswith("device") for v in line.split()]
    return np.array(nums, np.int64)


def expected(tiles: list[tuple[int, int]], y_at: dict[int, int] | None = None) -> np.ndarray:
    """z as numpy computes it: ``x * y + x`` (int32 wrap-around) over each (offset, count) written;
    ``y_at`` gives the offset of y a tile reads when it is not the tile's own."""
    i = np.arange(N, dtype=np.int64)
    x = (i * 7919 % 20011 - 10005).astype(np.int32)
    y = (i % 37 - 18).astype(np.int32)
    z = np.full(N, -1, np.int32)
    for off, count in tiles:
        at = (y_at or {}).get(off, off)
        with np.errstate(over="ignore"):
            z[off:off + count] = x[off:off + count] * y[at:at + count] + x[off:off + count]
    return z.astype(np.int64)


def plain_tiles(count: int = TILE) -> list[tuple[int, int]]:
    return [(b * SHARE + t, count) for b in range(BLOCKS) for t in range(0, SHARE, TILE)]


def test_plain_tiles_batch_and_match_numpy(tmp_path: Path) -> None:
    on, off, went = both_ways(program(tmp_path))
    assert (on.rc, on.out, on.err) == (off.rc, off.out, off.err)
    assert on.err == "" and went == BLOCKS
    assert np.array_equal(results(on.out), expected(plain_tiles()))


def test_floor_mod_benchmark_batches_its_tiles() -> None:
    before = tile_batch.BATCHED[0]
    on = run_asc(FLOOR_MOD, ("N=131072",))
    assert (on.rc, on.out, on.err) == (0, "0 wrong\n", "")
    assert tile_batch.BATCHED[0] - before == 8  # one batch per block


# What comes after the loop reads what the tiles left: UB (the last tile's values), the pipes'
# clocks and the checker's records of the tiles' accesses.
SCALAR_UB = 'printf("device %d %d\\n", zb[5], xb[TILE - 1])'
ORDERED_UB = "asc_sync_notify(PIPE_MTE3, PIPE_S, 1); asc_sync_wait(PIPE_MTE3, PIPE_S, 1); " \
             "asc_sync_notify(PIPE_V, PIPE_S, 1); asc_sync_wait(PIPE_V, PIPE_S, 1); " \
             "asc_sync_notify(PIPE_MTE2, PIPE_S, 1); asc_sync_wait(PIPE_MTE2, PIPE_S, 1); " + SCALAR_UB
SCALAR_GM = 'printf("device %d %d %d\\n", z[base + 5], z[base + 3 * TILE + 1], z[base + LIMIT - 1])'
MIDDLE_GM = 'printf("device %d\\n", z[base + 3 * TILE + 1])'
COPY_AFTER = "asc_copy_gm2ub_align(xb, z + base + TILE, TILE * 4); " \
             "asc_sync_notify(PIPE_MTE2, PIPE_S, 2); asc_sync_wait(PIPE_MTE2, PIPE_S, 2); " \
             'printf("device %d\\n", xb[3])'
CROSSING = "block == 1 ? 0 : block * SHARE + 2 * TILE"
TAIL = "asc_copy_gm2ub_align(xb, x + base + LIMIT, 64 * 4); asc_copy_gm2ub_align(yb, y + base + LIMIT, 64 * 4); " \
       "asc_sync_notify(PIPE_MTE2, PIPE_V, 0); asc_sync_wait(PIPE_MTE2, PIPE_V, 0); " \
       "asc_vf_call<madd>(zb, xb, yb, 64); asc_sync_notify(PIPE_V, PIPE_MTE3, 0); " \
       "asc_sync_wait(PIPE_V, PIPE_MTE3, 0); asc_copy_ub2gm_align(z + base + LIMIT, zb, 64 * 4)"


@pytest.mark.parametrize(("changes", "batches", "tiles"), [
    ({}, BLOCKS, plain_tiles()),
    ({"AFTER": SCALAR_UB}, BLOCKS, plain_tiles()),  # scalar reads of UB racing with the pipes
    ({"AFTER": ORDERED_UB}, BLOCKS, plain_tiles()),  # ... ordered: no finding
    ({"AFTER": SCALAR_GM}, BLOCKS, plain_tiles()),  # scalar reads of GM the tiles wrote, unordered
    ({"AFTER": MIDDLE_GM}, BLOCKS, plain_tiles()),  # ... of a tile inside the batch
    ({"AFTER": COPY_AFTER}, BLOCKS, plain_tiles()),  # a copy of GM the tiles wrote (ordered)
    # A tail: the loop covers the whole tiles, the part left runs after it.
    ({"BASE": "block * (SHARE + 64)", "LIMIT": "SHARE", "AFTER": TAIL}, BLOCKS,
     [(b * (SHARE + 64) + t, TILE) for b in range(BLOCKS) for t in range(0, SHARE, TILE)]
     + [(b * (SHARE + 64) + SHARE, 64) for b in range(BLOCKS)]),
    # A store-atomic mode: the copies out add to what GM holds (one at a time).
    ({"BEFORE": "asc_set_atomic_add_int32()"}, 0, None),
    # A flag set before the loop: each tile's wait takes the flag the tile before set (one at a time).
    ({"BEFORE": "asc_sync_notify(PIPE_MTE2, PIPE_V, 0)"}, 0, None),
    # The VF's stores masked to 200 lanes, 200 elements copied out: partial stores, batched.
    ({"COUNT": "200", "OUT_BYTES": "200 * 4"}, BLOCKS, plain_tiles(200)),
    ({"COUNT": "200", "OUT_BYTES": "200 * 4", "AFTER": SCALAR_GM}, BLOCKS, plain_tiles(200)),
    # The VF's stores masked to 200 lanes: each tile copies out bytes it did not write (one at a time).
    ({"COUNT": "200"}, 0, None),
    # Half-tile steps: each tile's output overlaps the next tile's (one at a time).
    ({"STEP": "TILE / 2", "LIMIT": "SHARE - TILE / 2"}, 0, None),
    # Block 1's tiles overlap block 0's from its third tile on: a race between blocks.
    ({"BASE": CROSSING}, BLOCKS - 1, None),
    # A tile in the middle of block 2 reads past the end of x.
    ({"X_ELEMS": "(2 * SHARE + 5 * TILE)", "X_FILL": "(2 * SHARE + 5 * TILE)"}, 2, None),
    # From a tile in the middle of block 1 on, the tiles read GM the host never wrote.
    ({"X_FILL": "(SHARE + 4 * TILE + 8)"}, 1, None),
    # No wait between the VF and the copy out: the race is reported by the first tile.
    ({"WAIT_V": ""}, 0, None),
    # No sync from the copy out to the next tile's VF: a race between tiles.
    ({"END_SYNC": ""}, 0, None),
])
def test_forms_same_both_ways(tmp_path: Path, changes: dict[str, str], batches: int,
                              tiles: list[tuple[int, int]] | None) -> None:
    on, off, went = both_ways(program(tmp_path, **changes))
    assert (on.rc, on.out) == (off.rc, off.out)
    assert lines(on.err) == lines(off.err)
    assert went == batches
    if tiles is not None:
        assert on.rc == 0, on.err
        assert np.array_equal(results(on.out), expected(tiles))


@pytest.mark.parametrize("changes", [{}, {"AFTER": SCALAR_UB}, {"AFTER": MIDDLE_GM}, {"AFTER": SCALAR_GM},
                                     {"COUNT": "200", "OUT_BYTES": "200 * 4", "AFTER": SCALAR_GM},
                                     {"YPTR": "y + base"}, {"BASE": CROSSING}])
def test_chunks_same_both_ways(tmp_path: Path, changes: dict[str, str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Batches of two tiles (the 7 tiles after the first in 4 chunks): each chunk starts where the
    one before left the clocks and records."""
    monkeypatch.setattr(tile_batch, "CHUNK_BYTES", 2 * 3 * TILE * 4)
    on, off, went = both_ways(program(tmp_path, **changes))
    assert (on.rc, on.out, lines(on.err)) == (off.rc, off.out, lines(off.err))
    assert went == (BLOCKS - ("BASE" in changes)) * 4


def test_tiles_reading_the_same_gm_batch(tmp_path: Path) -> None:
    """Every tile of a block reads the same y (a GM range read again and again, never written)."""
    on, off, went = both_ways(program(tmp_path, YPTR="y + base"))
    assert (on.rc, on.out, lines(on.err)) == (off.rc, off.out, lines(off.err)) and on.err == ""
    assert went == BLOCKS
    shared = {b * SHARE + t: b * SHARE for b in range(BLOCKS) for t in range(0, SHARE, TILE)}
    assert np.array_equal(results(on.out), expected(plain_tiles(), shared))


def test_findings_of_forms_as_expected(tmp_path: Path) -> None:
    """The corpus's findings are the ones meant (so the comparisons above compare something)."""
    on, _, _ = both_ways(program(tmp_path, AFTER=SCALAR_UB))
    assert "PIPE_S reads UB" in on.err
    on, _, _ = both_ways(program(tmp_path, AFTER=ORDERED_UB))
    assert on.err == ""
    on, _, _ = both_ways(program(tmp_path, AFTER=SCALAR_GM))
    assert "PIPE_S reads GM" in on.err
    on, _, _ = both_ways(program(tmp_path, AFTER=MIDDLE_GM))
    assert "PIPE_S reads GM" in on.err
    on, _, _ = both_ways(program(tmp_path, X_ELEMS="(2 * SHARE + 5 * TILE)", X_FILL="(2 * SHARE + 5 * TILE)"))
    line = next(i for i, t in enumerate(KERNEL.splitlines()) if "asc_copy_gm2ub_align(xb, x + at" in t)
    assert on.rc != 0 and f"tiles.asc:{line + 1}: error" in on.err
    on, _, _ = both_ways(program(tmp_path, X_FILL="(SHARE + 4 * TILE + 8)"))
    assert "uninitialized" in on.err or "never written" in on.err or "unwritten" in on.err
    on, _, _ = both_ways(program(tmp_path, BASE=CROSSING))
    assert "another block" in on.err


@pytest.mark.parametrize("changes", [{}, {"AFTER": SCALAR_GM}, {"BASE": CROSSING}])
def test_parallel_launch_same_both_ways(tmp_path: Path, changes: dict[str, str]) -> None:
    """Blocks in worker processes: their batched tiles' GM accesses reach the parent's check between
    blocks as the tiles one at a time send them."""
    previous = set_jobs(2)
    try:
        on, off, _ = both_ways(program(tmp_path, **changes))
    finally:
        set_jobs(previous)
    assert (on.rc, on.out, lines(on.err)) == (off.rc, off.out, lines(off.err))
    assert ("another block" in on.err) == ("BASE" in changes)


@pytest.mark.parametrize("mode", ["error", "off"])
@pytest.mark.parametrize("changes", [{}, {"AFTER": SCALAR_UB}, {"END_SYNC": ""}, {"X_FILL": "(SHARE + 4 * TILE + 8)"},
                                     {"BEFORE": "asc_set_atomic_add_int32()"}])
def test_check_modes_same_both_ways(tmp_path: Path, mode: str, changes: dict[str, str]) -> None:
    with check.mode(mode):
        on, off, _ = both_ways(program(tmp_path, **changes))
    assert (on.rc, on.out, lines(on.err)) == (off.rc, off.out, lines(off.err))


@pytest.mark.parametrize(("argv", "env", "went"), [
    (["run", "-DN=131072"], "", True),
    (["run", "--no-batch", "-DN=131072"], "", False),
    (["run", "-DN=131072"], "1", False),
], ids=["default", "--no-batch", "ASCSIM_NO_BATCH=1"])
def test_run_no_batch(argv: list[str], env: str, went: bool, monkeypatch: pytest.MonkeyPatch,
                      capfd: pytest.CaptureFixture[str]) -> None:
    """``ascsim run --no-batch`` (or ASCSIM_NO_BATCH=1) runs the tiles one at a time, same output."""
    monkeypatch.setenv("ASCSIM_NO_BATCH", env)
    rc, grew = run_floor_mod_cli(argv, tile_batch.BATCHED)
    assert (rc, capfd.readouterr()) == (0, ("0 wrong\n", ""))
    assert grew == went


#: Many tiles per block: a pipe's records of a GM array grow past the prune count during the batch.
LONG = "SHARE = 64 * 256"
#: Before the loop: 30 copies out of z, then a barrier (every pipe knows them: the first prune of the
#: tiles' records forgets them).
STALE = "asc_copy_gm2ub_align(zb, x + base, TILE * 4); asc_sync(); " \
        "for (uint32_t j = 0; j < 30; ++j) { asc_copy_ub2gm_align(z + base + j * 64, zb, 64 * 4); } asc_sync()"
#: Before the loop: a copy out of z with the range (the record's key) of the loop's 40th tile, which
#: the scalar unit does not know of (no prune forgets it).
SAME_KEY = "asc_copy_gm2ub_align(zb, x + base, TILE * 4); asc_sync(); " \
           "asc_copy_ub2gm_align(z + base + 40 * TILE, zb, TILE * 4); " \
           "asc_sync_notify(PIPE_MTE3, PIPE_MTE2, 0); asc_sync_wait(PIPE_MTE3, PIPE_MTE2, 0); " \
           "asc_sync_notify(PIPE_MTE3, PIPE_V, 0); asc_sync_wait(PIPE_MTE3, PIPE_V, 0)"


@pytest.mark.parametrize("changes", [{}, {"AFTER": SCALAR_GM}, {"AFTER": MIDDLE_GM},
                                     {"BEFORE": STALE, "AFTER": SCALAR_GM}, {"BEFORE": SAME_KEY, "AFTER": SCALAR_GM},
                                     {"BASE": CROSSING}])
@pytest.mark.parametrize("chunk", [None, 5 * 3 * TILE * 4])
def test_long_loops_same_both_ways(tmp_path: Path, changes: dict[str, str], chunk: int | None,
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """64 tiles per block (in one batch, or in chunks of 5): the records of the tiles' GM accesses are
    pruned as the tiles one at a time prune them, so what reads them after the loop finds the same."""
    if chunk is not None:
        monkeypatch.setattr(tile_batch, "CHUNK_BYTES", chunk)
    prog = program(tmp_path, **changes)
    prog.write_text(prog.read_text().replace("SHARE = 8 * 256", LONG))
    on, off, went = both_ways(prog)
    assert (on.rc, on.out, lines(on.err)) == (off.rc, off.out, lines(off.err))
    assert went >= BLOCKS - ("BASE" in changes)
    assert ("PIPE_S reads GM" in on.err) == ("AFTER" in changes)


@pytest.mark.parametrize("changes", [{"AFTER": SCALAR_GM}, {"BASE": CROSSING}])
def test_long_loops_parallel_same_both_ways(tmp_path: Path, changes: dict[str, str]) -> None:
    """The long loops in worker processes."""
    prog = program(tmp_path, **changes)
    prog.write_text(prog.read_text().replace("SHARE = 8 * 256", LONG))
    previous = set_jobs(2)
    try:
        on, off, _ = both_ways(prog)
    finally:
        set_jobs(previous)
    assert (on.rc, on.out, lines(on.err)) == (off.rc, off.out, lines(off.err))


#: After the first VF's result is copied out, a second VF call overwrites the same UB output with ``y * x + y``
#: and copies it to the next TILE of z: tiles of two TILEs each, so no tile writes what another does.
SECOND_VF = ("asc_sync_notify(PIPE_MTE3, PIPE_V, 0); asc_sync_wait(PIPE_MTE3, PIPE_V, 0); "
             "asc_vf_call<madd>(zb, yb, xb, TILE); asc_sync_notify(PIPE_V, PIPE_MTE3, 0); "
             "asc_sync_wait(PIPE_V, PIPE_MTE3, 0); asc_copy_ub2gm_align(z + at + TILE, zb, TILE * 4); "
             "asc_sync_notify(PIPE_MTE3, PIPE_MTE2, 0); asc_sync_wait(PIPE_MTE3, PIPE_MTE2, 0); "
             "asc_sync_notify(PIPE_MTE3, PIPE_V, 0); asc_sync_wait(PIPE_MTE3, PIPE_V, 0)")


def test_two_vf_stores_to_one_ub_range_each_copied_out(tmp_path: Path) -> None:
    """Each copy out takes what the VF call just before it stored, batched as one at a time: the first TILE of
    each pair ``x * y + x``, the second ``y * x + y`` of the same x and y."""
    on, off, went = both_ways(program(tmp_path, STEP="2 * TILE", END_SYNC=SECOND_VF))
    assert (on.rc, on.out, lines(on.err)) == (off.rc, off.out, lines(off.err))
    assert went == BLOCKS
    assert on.rc == 0 and on.err == "", on.err
    i = np.arange(N, dtype=np.int64)
    x = (i * 7919 % 20011 - 10005).astype(np.int32)
    y = (i % 37 - 18).astype(np.int32)
    z = np.full(N, -1, np.int32)
    with np.errstate(over="ignore"):
        for b in range(BLOCKS):
            for t in range(0, SHARE, 2 * TILE):
                at = b * SHARE + t
                z[at:at + TILE] = x[at:at + TILE] * y[at:at + TILE] + x[at:at + TILE]
                z[at + TILE:at + 2 * TILE] = y[at:at + TILE] * x[at:at + TILE] + y[at:at + TILE]
    assert np.array_equal(results(on.out), z.astype(np.int64))
