"""The compiler's scalar intrinsics (clz, bcnt1, bcnt0, sflbits, sff0, sff1, sbitset0, sbitset1), through
the facade and in a .asc kernel, against references written here with Python ints."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from frontend.asc_run import run_asc
from hypothesis import given, settings
from hypothesis import strategies as st
from kernels import strict

import ascsim
from ascsim import bcnt0, bcnt1, clz, sbitset0, sbitset1, sff0, sff1, sflbits, vector_kernel
from ascsim.spec import scalar_compute

MASK = (1 << 64) - 1


@pytest.fixture(autouse=True)
def _strict() -> Iterator[None]:
    yield from strict()


def in_kernel(fn: Any) -> Any:
    out: list[Any] = []
    vector_kernel(lambda: out.append(fn()))[1]()
    return out[0]


def signed(v: int) -> int:
    return v - (1 << 64) if v >> 63 else v


def ref_sflbits(v: int) -> int:
    """Bits below the sign bit equal to it, counted from bit 62 down; -1 when all 64 bits are equal."""
    s = signed(v)
    if s in (0, -1):
        return -1
    # Bits equal to the sign form a run from the top: its length less the sign bit itself.
    return 64 - (s if s >= 0 else ~s).bit_length() - 1


def ref_lowest(v: int, bit: int) -> int:
    """Position of the lowest bit equal to ``bit``; -1 when none is."""
    w = v if bit else ~v & MASK
    return (w & -w).bit_length() - 1 if w else -1


@settings(max_examples=40, deadline=None)
@given(values=st.lists(st.integers(0, MASK), min_size=4, max_size=4), index=st.integers(-130, 130))
def test_each_intrinsic_against_python_ints(values: list[int], index: int) -> None:
    cases = values + [0, MASK, 1, 1 << 63, (1 << 63) - 1, 7]

    def run() -> list[tuple[int, ...]]:
        return [tuple(int(x) for x in (clz(v), bcnt1(v), bcnt0(v), sflbits(signed(v)), sff0(v), sff1(v),
                                       sbitset0(v, index), sbitset1(v, index))) for v in cases]

    got = in_kernel(run)
    n = index % 64  # Python's modulo is the pages' ((idx % 64) + 64) % 64
    for v, row in zip(cases, got, strict=True):
        want = (64 - v.bit_length(), bin(v).count("1"), 64 - bin(v).count("1"), ref_sflbits(v),
                ref_lowest(v, 0), ref_lowest(v, 1), v & ~(1 << n) & MASK, v | (1 << n))
        assert row == want, hex(v)


def test_every_intrinsic_of_the_spec_is_a_name_of_the_package() -> None:
    for name in scalar_compute.INTRINSICS:
        assert getattr(ascsim, name).__name__ == name


PROGRAM = r"""
#include <cstdio>
#include "acl/acl.h"
#include "c_api/asc_simd.h"

__aicore__ inline uint32_t shift_for(uint64_t divisor) {
    int64_t top = 64 - clz(divisor);
    return bcnt1(divisor) == 1 ? top - 1 : top;
}

__global__ __vector__ void probe(uint64_t d) {
    printf("device %lld %lld %u %llu\n", (long long)clz(d), (long long)bcnt1(d), shift_for(d),
           (unsigned long long)sbitset1(0, 63));
}

int main() {
    aclInit(nullptr);
    aclrtSetDevice(0);
    probe<<<1, nullptr, nullptr>>>(7);
    probe<<<1, nullptr, nullptr>>>(8);
    aclrtSynchronizeDevice();
    aclrtResetDevice(0);
    aclFinalize();
    return 0;
}
"""


def test_intrinsics_in_a_program(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "prog.asc").write_text(PROGRAM)
    r = run_asc(tmp_path / "prog.asc")
    assert r.rc == 0, r.err
    # 7 = 0b111: 61 leading zeros, 3 ones, shift 3; 8 = 0b1000: 60 leading zeros, one 1, shift 3.
    assert r.out.splitlines() == ["device 61 3 3 9223372036854775808", "device 60 1 3 9223372036854775808"]
