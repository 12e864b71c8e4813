"""The system registers of sys_var.h through the facade: values from the pages and the documented model
constants, registers that programs set and read back, and the bad inputs."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from kernels import strict

from ascsim import (
    Ref,
    asc_get_ar_spr,
    asc_get_arch_ver,
    asc_get_block_idx,
    asc_get_core_id,
    asc_get_ctrl,
    asc_get_ffts_base_addr,
    asc_get_overflow_status,
    asc_get_phy_buf_addr,
    asc_get_phy_stack_base,
    asc_get_program_counter,
    asc_get_smmu_tag_version,
    asc_get_squeeze_status,
    asc_get_status,
    asc_get_sub_block_id,
    asc_get_sub_block_num,
    asc_get_sys_virtual_base,
    asc_get_system_cycle,
    asc_set_ctrl,
    asc_set_ffts_base_addr,
    asc_set_gm2l1_nz_para,
    asc_set_l0c2gm_channel_para,
    asc_set_l0c2gm_quant_post,
    asc_set_l0c2gm_relu_alpha,
    asc_set_l3d_rpt_b,
    asc_set_l12l0_padding_val,
    asc_set_l13d_padding,
    asc_set_mask_count,
    asc_set_mask_norm,
    cube_kernel,
    half,
    int16_t,
    uint16_t,
    uint32_t,
    vector_kernel,
)
from ascsim.errors import AscError, AscValueError
from ascsim.runtime.context import CTX


@pytest.fixture(autouse=True)
def _strict() -> Iterator[None]:
    yield from strict()


def per_block(fn: Any, blocks: int = 1, kernel: Any = vector_kernel) -> list[Any]:
    out: list[Any] = []
    kernel(lambda: out.append(fn()))[blocks]()
    return out


def test_ids_and_constants() -> None:
    def run() -> tuple[int, ...]:
        v = Ref(uint32_t, 0)
        asc_get_arch_ver(v)
        return (asc_get_block_idx(), asc_get_sub_block_id(), asc_get_sub_block_num(), asc_get_core_id(), v.value,
                asc_get_phy_stack_base(), asc_get_sys_virtual_base(), asc_get_smmu_tag_version(), asc_get_status(),
                asc_get_overflow_status())
    got = per_block(run, 3)
    for b, g in enumerate(got):
        assert g[:5] == (b, 0, 1, b, 0x351)
        assert g[5] == 0x8000000 + 0x10000 * b
        assert g[6] == 0x1000000000000000
        tag = g[7]  # the page's layout: year 27:14, month 13:8, day 7:2, sub-version 1:0
        assert (tag >> 14 & 0x3FFF, tag >> 8 & 0x3F, tag >> 2 & 0x3F, tag & 3) == (2025, 1, 1, 0)
        assert g[8:] == (0, 0)


def test_cycle_counter_and_pc_grow_with_work() -> None:
    def run() -> list[int]:
        a = asc_get_system_cycle()
        b = asc_get_system_cycle()
        for _ in range(5):
            asc_get_status()
        c = asc_get_system_cycle()
        p1 = asc_get_program_counter()
        p2 = asc_get_program_counter()
        return [a, b, c, p1, p2]
    for a, b, c, p1, p2 in per_block(run, 2):
        assert b == a + 1 and c == b + 6  # one count per instruction, this read included
        assert p2 == p1 + 8
    first = per_block(lambda: asc_get_system_cycle(), 2)
    assert first == [1, 1]  # every block starts from 0


def test_ctrl_round_trip_and_mask_mode() -> None:
    def run() -> list[int]:
        out = [asc_get_ctrl()]
        asc_set_ctrl(asc_get_ctrl() | 1 << 48 | 1 << 53 | 1 << 59)
        out.append(asc_get_ctrl())
        asc_set_mask_count()  # bit 56 is the mask mode
        out.append(asc_get_ctrl())
        asc_set_ctrl(asc_get_ctrl() & ~(1 << 56))
        out.append(int(CTX.regs.mask_counter))
        asc_set_ctrl(asc_get_ctrl() | 1 << 56)
        out.append(int(CTX.regs.mask_counter))
        asc_set_mask_norm()
        out.append(asc_get_ctrl())
        return out
    (got,) = per_block(run)
    sat = 1 << 48 | 1 << 53 | 1 << 59
    assert got == [0, sat, sat | 1 << 56, 0, 1, sat]


def test_ctrl_rejects_other_bits() -> None:
    with pytest.raises(AscValueError, match=r"bit\(s\) \[3, 49\]"):
        per_block(lambda: asc_set_ctrl(1 << 3 | 1 << 49))


def test_squeeze_status_is_ar(fresh_deprecations: None) -> None:
    def run() -> tuple[int, int]:
        CTX.regs.ar = 96
        return asc_get_squeeze_status(), asc_get_ar_spr()
    with pytest.warns(DeprecationWarning):
        assert per_block(run) == [(96, 96)]


def test_ffts_base_and_phy_buf_addr() -> None:
    def run() -> tuple[int, int, int]:
        before = asc_get_ffts_base_addr()
        asc_set_ffts_base_addr(2**48 - 1)
        return before, asc_get_ffts_base_addr(), asc_get_phy_buf_addr(128)
    assert per_block(run) == [(0, 2**48 - 1, 128)]
    with pytest.raises(AscValueError, match="2\\^48"):
        per_block(lambda: asc_set_ffts_base_addr(2**48))
    with pytest.raises(AscValueError, match="Unified Buffer"):
        per_block(lambda: asc_get_phy_buf_addr(300 * 1024))


SETTERS = [asc_set_l0c2gm_channel_para, asc_set_l3d_rpt_b, asc_set_gm2l1_nz_para, asc_set_l12l0_padding_val,
           asc_set_l0c2gm_quant_post, asc_set_l0c2gm_relu_alpha]


def test_cube_registers_kept_on_a_cube_core_only() -> None:
    def run() -> dict[str, int]:
        for i, f in enumerate(SETTERS):
            f(0x1234 + i)
        asc_set_l13d_padding(0x1AB)  # uint64_t: config << 8 | low byte
        return dict(CTX.system().cube)
    (cube,) = per_block(run, kernel=cube_kernel)
    assert {f.__name__: cube[f.__name__] for f in SETTERS} == {f.__name__: 0x1234 + i for i, f in enumerate(SETTERS)}
    assert cube["asc_set_l13d_padding"] == (0x1AB << 8) | 0xAB
    assert per_block(run) == [{}]  # a vector core: no effect (the vendor sets them on the cube core only)

    def forms() -> list[int]:
        out = []
        for v in (half(-2.0), int16_t(-1), uint16_t(0x8001)):
            asc_set_l13d_padding(v)
            out.append(CTX.system().cube["asc_set_l13d_padding"])
        return out
    assert per_block(forms, kernel=cube_kernel) == [[0xC000, 0xFFFF, 0x8001]]


def test_outside_a_kernel() -> None:
    with pytest.raises(AscError, match="kernel"):
        asc_get_system_cycle()
