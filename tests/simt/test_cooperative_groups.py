"""Cooperative groups (``simt_api/cooperative_groups.h``): programs whose threads print what their groups
gave them, checked against values this file computes from the pages' meaning (ranks, tile sizes, shuffles
within a tile, votes, coalesced lanes), and that the lockstep engine ran them."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from frontend.asc_run import run_asc

from ascsim.frontend.native.run import compile_device, read_program
from ascsim.spec import simt_groups
from ascsim.spec.gen import simt_header
from ascsim.spec.listing import prototypes

from .programs import HEAD

OUT = 8  #: values each thread prints

#: A host main running ``k(int32_t* out, const int32_t* in)`` on one block of THREADS threads over
#: ``in[i] = i * 7 - 50`` and printing the OUT values of each thread.
MAIN = r"""
int main()
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    aclrtStream stream = nullptr;
    aclrtCreateStream(&stream);
    std::vector<int32_t> in(THREADS), out(THREADS * 8, 0);
    for (uint32_t i = 0; i < THREADS; ++i) in[i] = static_cast<int32_t>(i) * 7 - 50;
    int32_t *din = nullptr, *dout = nullptr;
    aclrtMalloc((void**)&din, THREADS * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc((void**)&dout, THREADS * 32, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMemcpy(din, THREADS * 4, in.data(), THREADS * 4, ACL_MEMCPY_HOST_TO_DEVICE);
    aclrtMemcpy(dout, THREADS * 32, out.data(), THREADS * 32, ACL_MEMCPY_HOST_TO_DEVICE);
    k<<<1, THREADS, 0, stream>>>(dout, din);
    aclrtSynchronizeStream(stream);
    aclrtMemcpy(out.data(), THREADS * 32, dout, THREADS * 32, ACL_MEMCPY_DEVICE_TO_HOST);
    for (uint32_t i = 0; i < THREADS * 8; ++i) printf("%d\n", out[i]);
    aclrtFree(din);
    aclrtFree(dout);
    aclrtDestroyStream(stream);
    aclrtResetDevice(0);
    aclFinalize();
    return 0;
}
"""


def _program(tmp_path: Path, name: str, threads: int, device: str) -> Path:
    path = tmp_path / f"{name}.asc"
    path.write_text(HEAD + '#include "simt_api/cooperative_groups.h"\nusing namespace cooperative_groups;\n'
                    f"constexpr uint32_t THREADS = {threads};\n" + device + MAIN)
    return path


def _engines(path: Path) -> set[str]:
    prog, errors = read_program(str(path), ["__NPU_ARCH__=3510"], [])
    assert prog is not None, errors
    _, kernels = compile_device(prog, io.BytesIO(), io.BytesIO())
    return {f"{k.simt.engine} {k.simt.why_thread or ''}".strip() for k in kernels.values() if k.simt is not None}


def _run(path: Path) -> list[list[int]]:
    """Each thread's OUT values, after checking that the kernel runs in lockstep."""
    assert _engines(path) == {"lockstep"}
    r = run_asc(path)
    assert (r.rc, r.err) == (0, ""), r.out + r.err
    vals = [int(v) for v in r.out.split()]
    return [vals[i:i + OUT] for i in range(0, len(vals), OUT)]


def _inputs(n: int) -> list[int]:
    return [i * 7 - 50 for i in range(n)]


def _shfl_down_sum(vals: list[int], size: int) -> list[int]:
    """The tree reduction ``v += shfl_down(v, o)`` for o = size/2 ... 1: a rank past the tile reads its own v."""
    out = list(vals)
    o = size // 2
    while o:
        out = [out[i] + (out[i + o] if i % size + o < size else out[i]) for i in range(len(out))]
        o //= 2
    return out


TILES = r"""
__global__ void k(int32_t* out, const int32_t* in)
{
    thread_block block = this_thread_block();
    const unsigned int r = block.thread_rank();
    int32_t* o = out + r * 8;
    auto tile16 = tiled_partition<16>(block);
    int32_t v = in[r];
    for (unsigned int offset = 8; offset > 0; offset /= 2) {
        v += tile16.shfl_down(v, offset);
    }
    o[0] = v;
    o[1] = static_cast<int32_t>(tile16.thread_rank() * 100 + tile16.meta_group_rank() * 10 + tile16.meta_group_size());
    thread_block_tile<4> tile4 = tiled_partition<4>(tile16);
    o[2] = static_cast<int32_t>(tile4.thread_rank() * 100 + tile4.meta_group_rank() * 10 + tile4.meta_group_size());
    o[3] = static_cast<int32_t>(tile16.ballot(in[r] % 3 == 0));
    o[4] = tile16.any(in[r] == 20) * 10 + tile4.all(in[r] > 0);
    thread_group tile8 = tiled_partition(block, 8);
    tile8.sync();
    o[5] = static_cast<int32_t>(tile8.thread_rank() * 100 + tile8.size());
    o[6] = tile16.shfl_xor(in[r], 5) + tile16.shfl(in[r], 19);
    o[7] = static_cast<int32_t>(block.size() * 1000 + block.num_threads());
}
"""


def test_tiles_of_a_block(tmp_path: Path) -> None:
    """tiled_partition<16>/<4> and tiled_partition(block, 8): ranks, meta ranks, a shfl_down reduction,
    ballot/any/all, shfl/shfl_xor with the tile as the shuffle's width."""
    n = 64
    got = _run(_program(tmp_path, "tiles", n, TILES))
    x = _inputs(n)
    sums = _shfl_down_sum(x, 16)
    for r in range(n):
        base16, base4 = r - r % 16, r - r % 4
        ballot = sum(1 << j for j in range(16) if x[base16 + j] % 3 == 0)  # C's % keeps the sign: 0 either way
        anyv = int(any(x[base16 + j] == 20 for j in range(16)))
        allv = int(all(x[base4 + j] > 0 for j in range(4)))
        want = [sums[r], r % 16 * 100 + r // 16 * 10 + n // 16, r % 4 * 100 + r % 16 // 4 * 10 + 4, ballot,
                anyv * 10 + allv, r % 8 * 100 + 8, x[base16 + (r % 16 ^ 5)] + x[base16 + 19 % 16], n * 1000 + n]
        assert got[r] == want, r


WIDE = r"""
__global__ void k(int32_t* out, const int32_t* in)
{
    __ubuf__ block_tile_memory<128> scratch;
    thread_block block = this_thread_block(scratch);
    const unsigned int r = block.thread_rank();
    int32_t* o = out + r * 8;
    auto tile64 = tiled_partition<64>(block);
    o[0] = tile64.shfl(in[r], 70);
    o[1] = tile64.any(in[r] == 13) * 10 + tile64.all(in[r] > -51);
    o[2] = static_cast<int32_t>(tile64.thread_rank() * 100 + tile64.meta_group_rank() * 10 + tile64.meta_group_size());
    tile64.sync();
    auto tile32 = tiled_partition<32>(tile64);
    o[3] = static_cast<int32_t>(tile32.meta_group_rank() * 10 + tile32.meta_group_size());
    o[4] = static_cast<int32_t>(sizeof(block_tile_memory<128>));
}
"""


def test_a_tile_wider_than_a_warp(tmp_path: Path) -> None:
    """A tile of 64 threads of a block made with a UB scratch: shfl by rank (modulo 64), any/all, ranks."""
    n = 128
    got = _run(_program(tmp_path, "wide", n, WIDE))
    x = _inputs(n)
    for r in range(n):
        base = r - r % 64
        anyv = int(any(x[base + j] == 13 for j in range(64)))  # 7 * 9 - 50
        allv = int(all(x[base + j] > -51 for j in range(64)))
        # The scratch: 5 barrier words and one word per warp of 128 threads, 8 bytes each.
        assert got[r][:5] == [x[base + 70 % 64], anyv * 10 + allv, r % 64 * 100 + r // 64 * 10 + 2,
                              r % 64 // 32 * 10 + 2, (5 + 128 // 32) * 8], r


COALESCED = r"""
__global__ void k(int32_t* out, const int32_t* in)
{
    const unsigned int r = threadIdx.x;
    int32_t* o = out + r * 8;
    const int32_t v = in[r];
    if (r % 3 != 0) {
        coalesced_group g = coalesced_threads();
        o[0] = static_cast<int32_t>(g.thread_rank() * 100 + g.size());
        o[1] = g.shfl_up(v, 2);
        o[2] = g.shfl_down(v, 3);
        o[3] = static_cast<int32_t>(g.ballot(v & 1));
        o[4] = g.any(v == 6) * 10 + g.all(v != 6);
        o[5] = g.shfl(v, 25);
        coalesced_group h = binary_partition(g, (v & 2) != 0);
        h.sync();
        o[6] = static_cast<int32_t>(h.thread_rank() * 1000 + h.size() * 10 + h.meta_group_rank());
        coalesced_group part = tiled_partition(g, 4);
        o[7] = static_cast<int32_t>(part.thread_rank() * 1000 + part.meta_group_rank() * 10 + part.size());
    }
}
"""


def test_coalesced_groups(tmp_path: Path) -> None:
    """coalesced_threads() in a branch: ranks among the active lanes, shuffles by rank (own value out of the
    group), ballot bits by rank, binary_partition and tiled_partition of the group."""
    n = 64
    got = _run(_program(tmp_path, "coalesced", n, COALESCED))
    x = _inputs(n)
    for r in range(n):
        if r % 3 == 0:
            assert got[r] == [0] * OUT
            continue
        warp = range(r - r % 32, r - r % 32 + 32)
        members = [lane for lane in warp if lane % 3 != 0]
        rank, size = members.index(r), len(members)
        up = x[members[rank - 2]] if rank >= 2 else x[r]
        down = x[members[rank + 3]] if rank + 3 < size else x[r]
        ballot = sum(1 << i for i, lane in enumerate(members) if x[lane] & 1)
        anyv, allv = int(any(x[m] == 6 for m in members)), int(all(x[m] != 6 for m in members))
        side = [m for m in members if bool(x[m] & 2) == bool(x[r] & 2)]
        split = len(side) != size
        meta = (1 if x[r] & 2 else 0) if split else 0
        part = [m for m in members if members.index(m) // 4 == rank // 4]
        want = [rank * 100 + size, up, down, ballot, anyv * 10 + allv, x[members[25 % size]],
                side.index(r) * 1000 + len(side) * 10 + meta, part.index(r) * 1000 + rank // 4 * 10 + len(part)]
        assert got[r] == want, r


def _failure(tmp_path: Path, name: str, threads: int, device: str, fails: bool = True) -> str:
    """What the program printed; with ``fails``, after checking that it stopped with an error."""
    path = _program(tmp_path, name, threads, device)
    assert _engines(path) == {"lockstep"}
    r = run_asc(path)
    assert r.rc != 0 or not fails
    return r.out + r.err


def test_divergent_tile_sync_is_reported(tmp_path: Path) -> None:
    """Half of a tile of 16 reaching its sync(): the other half never does (a deadlock on the chip)."""
    text = _failure(tmp_path, "divergent", 32, r"""
__global__ void k(int32_t* out, const int32_t* in)
{
    auto tile = tiled_partition<16>(this_thread_block());
    if (tile.thread_rank() < 8) {
        tile.sync();
    }
    out[threadIdx.x] = 1;
}
""", fails=False)
    assert "divergent thread_block_tile::sync()" in text


def test_tiles_in_step_pass_their_sync(tmp_path: Path) -> None:
    """Whole tiles on different branches each reach their own sync(): no finding."""
    path = _program(tmp_path, "tiles_in_step", 64, r"""
__global__ void k(int32_t* out, const int32_t* in)
{
    auto tile = tiled_partition<16>(this_thread_block());
    if (tile.meta_group_rank() % 2 == 0) {
        tile.sync();
    } else {
        tile.sync();
    }
}
""")
    r = run_asc(path)
    assert (r.rc, r.err) == (0, ""), r.out + r.err


def test_wide_tile_needs_scratch(tmp_path: Path) -> None:
    """A tile of 64 threads of a block made without a block_tile_memory is an error, not a result."""
    text = _failure(tmp_path, "no_scratch", 64, r"""
__global__ void k(int32_t* out, const int32_t* in)
{
    auto tile = tiled_partition<64>(this_thread_block());
    out[threadIdx.x] = tile.shfl(in[threadIdx.x], 0);
}
""")
    assert "this_thread_block(scratch)" in text


@pytest.mark.parametrize("size", [3, 64])
def test_runtime_tile_sizes(tmp_path: Path, size: int) -> None:
    """tiled_partition(block, n) takes powers of two up to 32 only."""
    text = _failure(tmp_path, f"runtime_{size}", 64, r"""
__global__ void k(int32_t* out, const int32_t* in)
{
    thread_group g = tiled_partition(this_thread_block(), SIZE);
    out[threadIdx.x] = static_cast<int32_t>(g.thread_rank());
}
""".replace("SIZE", str(size)))
    assert "power of two from 1 to 32" in text


def _normal(text: str) -> str:
    return " ".join(re.sub(r"\s*([(),&<>])\s*", r"\1", text).split())


def test_members_are_declared_by_the_header() -> None:
    """Every method and function the spec lists is declared in the header's C++ text, as listed."""
    header = _normal(simt_header("simt_groups"))
    for f in simt_groups.MEMBERS:
        for ov in f.overloads:
            params = ",".join(p.ty.declare(p.name) for p in ov.params)
            assert _normal(f"{ov.ret.spelling} {f.name}({params})") in header, ov.prototype()


def test_api_lists_the_header() -> None:
    """``ascsim api --header cooperative_groups.h`` lists the classes' methods by class."""
    listed = prototypes(header="cooperative_groups.h")
    assert any("cooperative_groups::thread_block_tile::shfl_down(T var, unsigned int delta)" in p for p in listed)
    assert any("cooperative_groups::tiled_partition(const ParentT& g)" in p for p in listed)


DIMS = r"""
__global__ void k(int32_t* out, const int32_t* in)
{
    thread_block b = this_thread_block();
    dim3 gi = b.group_index();
    dim3 ti = b.thread_index();
    dim3 dt = b.dim_threads();
    dim3 gd = b.group_dim();
    int32_t* mine = out + (threadIdx.x + threadIdx.y * blockDim.x) * 8;
    mine[0] = gi.x; mine[1] = ti.x; mine[2] = ti.y; mine[3] = dt.x; mine[4] = dt.y; mine[5] = gd.x * 10 + gd.y;
    mine[6] = b.thread_rank(); mine[7] = in[b.thread_rank()];
}
"""


def test_the_dim3_members_of_a_block(tmp_path: Path) -> None:
    """group_index, thread_index, dim_threads and group_dim (dim3 values) on a block of 16x4 threads."""
    path = _program(tmp_path, "dims", 64, DIMS)
    path.write_text(path.read_text().replace("k<<<1, THREADS, 0, stream>>>", "k<<<1, dim3(16, 4), 0, stream>>>"))
    got = _run(path)
    x = _inputs(64)
    for r in range(64):
        tx, ty = r % 16, r // 16
        assert got[r] == [0, tx, ty, 16, 4, 164, r, x[r]], r
