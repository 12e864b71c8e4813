"""Estimated cycles of SIMT code: the counts of a small kernel worked out here by hand (warps with an
active thread per statement, 128-byte GM lines per warp access, 15 cycles per asc_nop, 4 warp
schedulers) against what ``ascsim.profile`` reports."""

from __future__ import annotations

from pathlib import Path

from frontend.asc_run import run_asc
from simt.programs import HEAD, HYBRID

import ascsim

_PROGRAM = r"""
#include <cstdint>
#include "acl/acl.h"
#include "simt_api/asc_simt.h"

__global__ void k(float* out, const float* in)
{
    uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = in[i];
    if (threadIdx.x < 16) {
        asc_nop();
    }
    out[2 * i] = v;
}

int main()
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    aclrtStream stream = nullptr;
    aclrtCreateStream(&stream);
    void *in_raw = nullptr, *out_raw = nullptr;
    aclrtMalloc(&in_raw, 128 * 4 + 128, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc(&out_raw, 256 * 4 + 128, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMemset(in_raw, 128 * 4 + 128, 0, 128 * 4 + 128);
    // Both arrays start on a 128-byte line (allocations are aligned to less).
    float* in = reinterpret_cast<float*>((reinterpret_cast<uintptr_t>(in_raw) + 127) / 128 * 128);
    float* out = reinterpret_cast<float*>((reinterpret_cast<uintptr_t>(out_raw) + 127) / 128 * 128);
    k<<<2, 64, 0, stream>>>(out, in);
    aclrtSynchronizeStream(stream);
    aclrtFree(in_raw);
    aclrtFree(out_raw);
    aclrtDestroyStream(stream);
    aclrtResetDevice(0);
    aclFinalize();
    return 0;
}
"""


def test_counts_and_estimate_of_a_small_kernel(tmp_path: Path) -> None:
    path = tmp_path / "simt_profile.asc"
    path.write_text(_PROGRAM)
    with ascsim.profile() as prof:
        r = run_asc(path)
    assert (r.rc, r.err) == (0, ""), r.err
    warps = 2  # 64 threads a block
    # The declaration, the load, the if and the store run in both warps; asc_nop in the first only.
    instructions = 4 * warps + 1
    nops = 1
    # The load: 32 consecutive floats a warp, one line; the store: every other float, 256 bytes, two lines
    # (the program starts both arrays on a 128-byte line).
    lines = warps * 1 + warps * 2
    issue = (instructions + 14 * nops) / 4
    gm = lines * 128 / 32
    assert prof.cycles() == max(issue, gm) == 24.0
    report = prof.report()
    assert "kernel k (SIMT): 2 blocks, ~24 cycles" in report, report
    assert f"{instructions} warp instructions, {lines} GM lines of 128 bytes, 0 UB bytes, 0 atomics, 1 asc_nop" \
        in report, report
    assert "bound by GM" in report


def test_gm_bandwidth_parameter_moves_the_bound(tmp_path: Path) -> None:
    path = tmp_path / "simt_profile.asc"
    path.write_text(_PROGRAM)
    with ascsim.profile({"gm_bytes_per_cycle": 1024}) as prof:
        assert run_asc(path).rc == 0
    # GM 6 * 128 / 1024 = 0.75 cycles: the issue of 9 instructions and one asc_nop bounds it now.
    assert prof.cycles() == (9 + 14) / 4
    assert "bound by issue" in prof.report()


def test_a_simt_vf_occupies_the_v_pipe_of_its_block(tmp_path: Path) -> None:
    path = tmp_path / "hybrid.asc"
    # The input starts on a 128-byte line (allocations are aligned to less), so each warp's load is one line.
    aligned = HYBRID.replace(
        "aclrtMalloc((void**)&in, sizeof(host), ACL_MEM_MALLOC_HUGE_FIRST);",
        "void* raw = nullptr;\n    aclrtMalloc(&raw, sizeof(host) + 128, ACL_MEM_MALLOC_HUGE_FIRST);\n"
        "    in = reinterpret_cast<int32_t*>((reinterpret_cast<uintptr_t>(raw) + 127) / 128 * 128);").replace(
        "aclrtFree(in);", "aclrtFree(raw);")
    assert aligned.count("raw") == 4  # both replacements made
    path.write_text(HEAD + aligned)
    with ascsim.profile() as prof:
        r = run_asc(path)
    assert (r.rc, r.out) == (0, "ok\n"), r.err
    # 64 threads, 2 warps: the declaration and the store run in both (4 warp instructions, issue 1 cycle);
    # the load of 64 consecutive int32 touches one line a warp (2 lines, 8 cycles at 32 bytes a cycle);
    # the UB store writes 256 bytes (1 cycle at 256 bytes a cycle): the GM lines bound the VF.
    _, _, blocks = prof.launches[-1]
    assert sorted(blocks) == [0, 1, 2, 3]
    for tl in blocks.values():
        spans = [e for e in tl.events if e.name == "SIMT scatter_twice"]
        assert [(e.pipe, e.dur) for e in spans] == [("V", 8.0)]
