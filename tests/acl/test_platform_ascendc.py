"""The host's platform queries (``tiling/platform/platform_ascendc.h``) from a natively compiled host
part, on both architectures. The expected values are written out here from the pages (the enums, what
each product answers) and the architecture tables (cores, storage sizes), not read from ascsim."""

from __future__ import annotations

from pathlib import Path

import pytest
from frontend.asc_run import run_asc

PROGRAM = r"""
#include <cstdio>
#include "acl/acl.h"
#include "tiling/platform/platform_ascendc.h"

using namespace platform_ascendc;

int main() {
#ifdef PROCESSOR
    PlatformAscendC* p = PlatformAscendCManager::GetInstance(PROCESSOR);
#else
    PlatformAscendC* p = PlatformAscendCManager::GetInstance();
#endif
    if (p == nullptr) {
        std::printf("nullptr\n");
        return 0;
    }
    std::printf("same %d\n", PlatformAscendCManager::GetInstance() == p);
    std::printf("arch %u soc %d\n", static_cast<unsigned>(p->GetCurNpuArch()), static_cast<int>(p->GetSocVersion()));
    std::printf("cores %u %u %u %u\n", p->GetCoreNum(), p->GetCoreNumAic(), p->GetCoreNumAiv(), p->GetCoreNumVector());
    std::printf("veclen %u\n", p->GetVecRegLen());
    std::printf("workspace %u %u %u\n", p->GetLibApiWorkSpaceSize(), p->GetResCubeGroupWorkSpaceSize(),
                p->GetResGroupBarrierWorkSpaceSize());
    std::printf("tsch %u %u %u %u\n", p->CalcTschNumBlocks(40, 20, 40), p->CalcTschNumBlocks(7, 0, 40),
                p->CalcTschNumBlocks(41, 20, 40), p->CalcTschBlockDim(9, 4, 12));
    for (int m = 0; m <= static_cast<int>(CoreMemType::RESERVED); ++m) {
        uint64_t size = 12345, bw = 12345;
        p->GetCoreMemSize(static_cast<CoreMemType>(m), size);
        p->GetCoreMemBw(static_cast<CoreMemType>(m), bw);
        std::printf("mem %d %llu %llu\n", m, (unsigned long long)size, (unsigned long long)bw);
    }
    uint64_t ub = 0;
    p->ReserveLocalMemory(ReservedSize::RESERVED_SIZE_32K);
    p->ReserveLocalMemory(ReservedSize::RESERVED_SIZE_8K);  // only the last one counts
    p->GetCoreMemSize(CoreMemType::UB, ub);
    std::printf("reserved ub %llu\n", static_cast<unsigned long long>(ub));
    std::printf("enums %d %d %d %u %u\n", static_cast<int>(SocVersion::ASCEND910B),
                static_cast<int>(SocVersion::ASCEND950), static_cast<int>(CoreMemType::HBM),
                static_cast<unsigned>(NpuArch::DAV_3510),
                static_cast<unsigned>(NpuArch::DAV_2201));
    return 0;
}
"""

KIB = 1024
GM = 128 << 30  # the device memory aclrtGetDeviceInfo reports (ACL_DEV_ATTR_TOTAL_GLOBAL_MEM_SIZE)
FAIL = 0xFFFFFFFF  # a workspace query of a product the pages define it for none: uint32_t(-1)


#: (L0C, fixpipe buffer, bias table) bytes of each architecture's storage table (NPU architecture pages).
CUBE_BUFFERS = {3510: (256 * KIB, 4 * KIB, 4 * KIB), 2201: (128 * KIB, 2 * KIB, 1 * KIB)}


def _mem_lines(arch: int, l1: int, ub: int) -> list[str]:
    """GetCoreMemSize and GetCoreMemBw of L0_A ... BT, then RESERVED (no storage: 0)."""
    l0c, fb, bt = CUBE_BUFFERS[arch]
    sizes = [64 * KIB, 64 * KIB, l0c, l1, 0, ub, GM, fb, bt, 0]
    # Only HBM has a bandwidth figure (the profile's 32 bytes per cycle); L2's is unknown, the others reserved.
    bws = [0, 0, 0, 0, 0, 0, 32, 0, 0, 0]
    return [f"mem {m} {s} {b}" for m, (s, b) in enumerate(zip(sizes, bws, strict=True))]


def _expected(arch: int, soc: int, aiv: int, aic: int, veclen: int, group_ws: int, l1: int, ub: int) -> list[str]:
    return [
        "same 1", f"arch {arch} soc {soc}",
        # Cube and vector cores are separate on both: GetCoreNum counts the vector cores; no stand-alone ones.
        f"cores {aiv} {aic} {aiv} 0", f"veclen {veclen}", f"workspace {16 * KIB * KIB} {group_ws} {group_ws}",
        # 40 slices, 2 vector cores per cube core: 20 groups; no cube cores: the slices; 41 slices: 21 groups
        # (0 with a ratio of 2 when that exceeds the cube cores); 9 slices at a ratio of 3: 3 groups.
        "tsch 20 7 0 3", *_mem_lines(arch, l1, ub), f"reserved ub {ub - 8 * KIB}",
        "enums 1 4 6 3510 2201",
    ]


def _ran_with_the_tsch_message(rc: int, err: str) -> None:
    """The program ended normally; the one message is CalcTschNumBlocks's refusal of 21 groups."""
    assert rc == 0, err
    assert err.count("\n") == 1 and "CalcTschNumBlocks" in err and "21" in err and "20 cube cores" in err


@pytest.fixture(autouse=True)
def _native(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("ASCSIM_HOST", "native")
    (tmp_path / "prog.asc").write_text(PROGRAM)


def test_the_ascend_950_platform(tmp_path: Path) -> None:
    r = run_asc(tmp_path / "prog.asc")
    _ran_with_the_tsch_message(r.rc, r.err)
    # dav-3510: 72 vector and 36 cube cores, a 256-byte vector register, UB 256 KiB, L1 512 KiB; the
    # group workspaces exist only on the A2/A3 products.
    assert r.out.splitlines() == _expected(3510, 4, 72, 36, 256, FAIL, 512 * KIB, 256 * KIB)


def test_the_a2_a3_platform(tmp_path: Path) -> None:
    r = run_asc(tmp_path / "prog.asc", defines=("__NPU_ARCH__=2201",))
    _ran_with_the_tsch_message(r.rc, r.err)
    # dav-2201: 50 and 25 cores, not register-based, 1 MiB group workspaces; 256 bytes of UB and of L1
    # are kept by the library on these products.
    assert r.out.splitlines() == _expected(2201, 1, 50, 25, 0, 1024 * KIB, 512 * KIB - 256, 192 * KIB - 256)


def test_a_named_processor_is_described_by_its_architecture(tmp_path: Path) -> None:
    r = run_asc(tmp_path / "prog.asc", defines=('PROCESSOR="Ascend910B1"',))
    assert r.rc == 0, r.err
    assert r.out.splitlines()[1:3] == ["arch 2201 soc 1", "cores 50 25 50 0"]
    r = run_asc(tmp_path / "prog.asc", defines=('PROCESSOR="Ascend950PR_9589"',))
    assert r.out.splitlines()[1:3] == ["arch 3510 soc 4", "cores 72 36 72 0"]


def test_an_unknown_processor_gets_nullptr_and_a_message_at_its_line(tmp_path: Path) -> None:
    r = run_asc(tmp_path / "prog.asc", defines=('PROCESSOR="Ascend123"',))
    assert r.rc == 0
    assert r.out == "nullptr\n"
    assert "prog.asc:10:" in r.err and "'Ascend123'" in r.err and "Ascend950PR_*" in r.err
