"""The cube forms the newer headers (9.2.0) add, against references written from their semantics.

Enum-typed forms of the fixpipe copies and of asc_mmad give the bytes of the integer forms they respell (and of
a value computed here without ascsim); the with-bias asc_mmad is A x B + a bias-table row, summed exactly; each
field form of a register setter leaves the value the packed form gets from the fields packed by hand (the
dav-3510 implementation's shifts).
"""

from __future__ import annotations

import struct
from fractions import Fraction
from pathlib import Path
from typing import Any

import ml_dtypes
import numpy as np
import pytest

import ascsim
from ascsim import c_api as c
from ascsim.c_api import _cube_regs as regs
from ascsim.errors import AscValueError, UnsupportedError
from ascsim.runtime.memory import GM, Ptr
from ascsim.spec.enums import QuantMode_t

M, N = 16, 32  # the fixpipe cases: two column blocks of 16 in L0C
QM, UF, RELU = QuantMode_t, ascsim.asc_unit_flag_mode, ascsim.asc_relu_pre_mode  # asc_quant_mode is QuantMode_t


def _bits(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


def _kernel(body: Any) -> None:
    ascsim.cube_kernel(body)[1]()


_GM_USED: list[int] = []


def _gm_array(elem: Any, count: int) -> Ptr:
    """A fresh GM array of ``count`` elements (inside a kernel), freed after the test."""
    base = GM.alloc(count * max(elem.size, 1))
    _GM_USED.append(base)
    return Ptr(GM, base, elem, GM.allocation_at(base))


@pytest.fixture(autouse=True)
def _free_gm() -> Any:
    yield
    while _GM_USED:
        GM.free(_GM_USED.pop())


def _nz(acc: np.ndarray) -> np.ndarray:
    """An M x N accumulator matrix as L0C holds it (column block, row, column within the block)."""
    return acc.reshape(M, N // 16, 16).transpose(1, 0, 2).reshape(-1)


def _accs(seed: int = 3) -> np.ndarray:
    return (np.random.default_rng(seed).standard_normal((M, N)) * 30).astype(np.float32)


# -- fixpipe copies ------------------------------------------------------------------------------------

def _copy_both(where: str, dst_t: Any, acc: np.ndarray, old: Any, new: Any) -> tuple[np.ndarray, np.ndarray]:
    """The ND result (M rows of N) of ``old(dst, l0c)`` and of ``new(dst, l0c)`` into arrays of ``where``."""
    got: list[np.ndarray] = []
    make = {"GM": _gm_array, "L1": ascsim.l1_array, "UB": ascsim.ub_array}[where]

    def body() -> None:
        l0c = ascsim.l0c_array(ascsim.float_ if acc.dtype == np.float32 else ascsim.int32_t, M * N)
        l0c.write(_nz(acc))
        a, b = make(dst_t, M * N), make(dst_t, M * N)
        c.asc_set_l0c2gm_nz2nd(1, 0, 0)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        old(a, l0c)
        new(b, l0c)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        got.extend([a.read(M * N), b.read(M * N)])

    _kernel(body)
    return got[0], got[1]


def test_l0c2gm_enum_form_writes_what_the_integer_form_does() -> None:
    acc = _accs()
    old, new = _copy_both(
        "GM", ascsim.half, acc,
        lambda d, s: c.asc_copy_l0c2gm(d, s, N, M, N, M, 0, 0, 0, int(QM.F322F16), 1, False, True, 0, 0, False, 0,
                                       False, False, False, False),
        lambda d, s: c.asc_copy_l0c2gm(d, s, N, M, N, M, ascsim.asc_store_l2_cache_mode.NORMAL_FIRST_VICTIM,
                                       UF.DISABLE, QM.F322F16, RELU.NORMAL, False, True, False, False))
    want = np.maximum(acc, 0).astype(np.float16).reshape(-1)  # ReLU, then float -> half (to nearest, even)
    assert np.array_equal(new.view(np.uint16), want.view(np.uint16))
    assert np.array_equal(old.view(np.uint16), new.view(np.uint16))


def test_l0c2l1_enum_form_quantises_as_the_integer_form() -> None:
    acc = (np.random.default_rng(5).integers(-4000, 4000, (M, N))).astype(np.int32)
    scale = 0.125

    def pre() -> None:
        c.asc_set_l0c_copy_prequant(_bits(scale) | (1 << 46))  # REQ8, signed int8 results, offset 0

    def old(d: Any, s: Any) -> None:
        pre()
        c.asc_copy_l0c2l1(d, s, N, M, N, M, 0, int(QM.REQ8), 0, False, True)

    def new(d: Any, s: Any) -> None:
        pre()
        c.asc_copy_l0c2l1(d, s, N, M, N, M, UF.DISABLE, QM.REQ8, RELU.NONE, False, True, False, False)

    a, b = _copy_both("L1", ascsim.int8_t, acc, old, new)
    want = np.clip(np.rint(acc.astype(np.float64) * scale), -128, 127).astype(np.int8).reshape(-1)
    assert np.array_equal(b, want) and np.array_equal(a, b)


def test_l0c2ub_enum_form_with_sub_block_and_dual_mode() -> None:
    acc = _accs(7)
    a, b = _copy_both(
        "UB", ascsim.float_, acc,
        lambda d, s: c.asc_copy_l0c2ub(d, s, N, M, N, M, 0, False, 0, 0, 0, 0, False, True, 0, 0, False, 0, False,
                                       False, False, False),
        lambda d, s: c.asc_copy_l0c2ub(d, s, N, M, N, M, ascsim.int8_t(0),
                                       ascsim.asc_dual_dst_mode.DUAL_DST_DISABLE, UF.DISABLE, QM.NoQuant,
                                       RELU.NONE, False, True, False, False))
    assert np.array_equal(b, acc.reshape(-1)) and np.array_equal(a, b)


def test_l0c2ub_enum_form_refuses_a_third_vector_core() -> None:
    def body() -> None:
        l0c = ascsim.l0c_array(ascsim.float_, M * N)
        c.asc_copy_l0c2ub(ascsim.ub_array(ascsim.float_, M * N), l0c, N, M, N, M, ascsim.int8_t(2),
                          ascsim.asc_dual_dst_mode.DUAL_DST_DISABLE, UF.DISABLE, QM.NoQuant, RELU.NONE, False, True,
                          False, False)

    with pytest.raises(AscValueError, match="sub_blockid = 2"):
        _kernel(body)


def _int4_case(typed: bool, post: str) -> np.ndarray:
    """F322F16 then the post stage's int4 (QF162S4_POST, scale 1, offset 0): into an int4b_t or a void* L1 array."""
    got: list[np.ndarray] = []
    acc = np.clip(_accs(11) / 4, -9, 9).astype(np.float32)

    def body() -> None:
        l0c = ascsim.l0c_array(ascsim.float_, M * N)
        l0c.write(_nz(acc))
        dst = ascsim.l1_array(ascsim.uint8_t, M * N // 2)
        c.asc_set_l0c2gm_nz2nd(1, 0, 0)
        c.asc_set_l0c2gm_quant_post(_bits(1.0) & 0xFFFFE000)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        target = dst.cast(ascsim.int4b_t) if typed else dst.cast(ascsim.uint64_t)
        c.asc_copy_l0c2l1(target, l0c, N, M, N, M, 0, 0, 0, int(QM.F322F16), 0, False, True,
                          int(getattr(ascsim.QuantMode_post, post)), 0, False, 0, False, False, False, False)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        got.append(dst.read(M * N // 2))

    _kernel(body)
    return got[0]


def test_int4b_destination_takes_the_post_stage_int4_codes() -> None:
    typed, void = _int4_case(True, "QF162S4_POST"), _int4_case(False, "QF162S4_POST")
    acc = np.clip(_accs(11) / 4, -9, 9).astype(np.float32)
    q = np.clip(np.rint(acc.astype(np.float16).astype(np.float64)), -8, 7).astype(np.int64).reshape(-1) & 0xF
    want = (q[0::2] | (q[1::2] << 4)).astype(np.uint8)  # two codes a byte, the low nibble first
    assert np.array_equal(typed, want) and np.array_equal(void, typed)


def test_int4b_destination_needs_an_int4_post_mode() -> None:
    with pytest.raises(AscValueError, match="int4b_t destination"):
        _int4_case(True, "NoConv")


def test_int4b_enum_form_is_not_simulated() -> None:
    def body() -> None:
        l0c = ascsim.l0c_array(ascsim.float_, M * N)
        c.asc_copy_l0c2gm(_gm_array(ascsim.uint8_t, M * N).cast(ascsim.int4b_t), l0c, N, M, N, M,
                          ascsim.asc_store_l2_cache_mode.NORMAL_FIRST_VICTIM, UF.DISABLE, QM.NoQuant, RELU.NONE, False,
                          True, False, False)

    with pytest.raises(UnsupportedError, match="int4b_t result"):
        _kernel(body)


# -- asc_mmad -------------------------------------------------------------------------------------------

def _mmad(a_t: Any, c_t: Any, k: int, a: np.ndarray, b_t: np.ndarray, call: Any, bias: np.ndarray | None = None,
          bias_at: int = 0) -> np.ndarray:
    """One 16 x k by k x 16 multiply: A row-major in L0A (one fractal), B as its 16 columns of k in L0B; the
    bias row (if any) copied from L1 to bias-table byte ``bias_at``; the 16 x 16 result (NZ is row-major)."""
    got: list[np.ndarray] = []

    def body() -> None:
        l0a, l0b = ascsim.l0a_array(a_t, 16 * k), ascsim.l0b_array(a_t, 16 * k)
        l0a.write(a.reshape(-1))
        l0b.write(b_t.reshape(-1))
        l0c = ascsim.l0c_array(c_t, 256)
        l0c.write(np.full(256, 77, np.float32 if c_t is ascsim.float_ else np.int32))
        if bias is not None:
            src = ascsim.l1_array(c_t, 64)
            src.write(np.concatenate([bias, np.zeros(64 - bias.size, bias.dtype)]))
            c.asc_sync_pipe(ascsim.PIPE_ALL)
            c.asc_copy_l12bt(bias_at, src, 256)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        call(l0c, l0a, l0b)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        got.append(l0c.read(256).reshape(16, 16))

    _kernel(body)
    return got[0]


def test_mmad_unit_flag_mode_form_is_the_uint8_form() -> None:
    rng = np.random.default_rng(2)
    a = rng.integers(-9, 9, (16, 16)).astype(np.float16)
    b_t = rng.integers(-9, 9, (16, 16)).astype(np.float16)
    old = _mmad(ascsim.half, ascsim.float_, 16, a, b_t, lambda cc, aa, bb: c.asc_mmad(cc, aa, bb, 16, 16, 16, 0, True,
                                                                                          False, True))
    new = _mmad(ascsim.half, ascsim.float_, 16, a, b_t, lambda cc, aa, bb: c.asc_mmad(
        cc, aa, bb, 16, 16, 16, UF.ENABLE_UPDATE, True, False, True))
    assert np.array_equal(new, a.astype(np.float32) @ b_t.astype(np.float32).T) and np.array_equal(old, new)


def test_mmad_with_bias_is_a_times_b_plus_the_bias_row_int8() -> None:
    rng = np.random.default_rng(4)
    a = rng.integers(-128, 128, (16, 32)).astype(np.int8)
    b_t = rng.integers(-128, 128, (16, 32)).astype(np.int8)
    bias = rng.integers(-10 ** 6, 10 ** 6, 16).astype(np.int32)
    got = _mmad(ascsim.int8_t, ascsim.int32_t, 32, a, b_t, lambda cc, aa, bb: c.asc_mmad(
        cc, aa, bb, 64, 16, 32, 16, UF.DISABLE, True), bias, bias_at=64)
    want = [[sum(int(a[r, q]) * int(b_t[j, q]) for q in range(32)) + int(bias[j]) for j in range(16)]
            for r in range(16)]
    assert got.tolist() == want


def test_mmad_with_bias_rounds_the_exact_sum_once_half() -> None:
    rng = np.random.default_rng(6)
    a = (rng.standard_normal((16, 16)) * 3).astype(np.float16)
    b_t = (rng.standard_normal((16, 16)) * 3).astype(np.float16)
    bias = (rng.standard_normal(16) * 1000).astype(np.float32)
    got = _mmad(ascsim.half, ascsim.float_, 16, a, b_t, lambda cc, aa, bb: c.asc_mmad(
        cc, aa, bb, 0, 16, 16, 16, UF.DISABLE, True), bias)
    for r in range(16):
        for j in range(16):
            exact = sum((Fraction(float(a[r, q])) * Fraction(float(b_t[j, q])) for q in range(16)),
                        Fraction(float(bias[j])))
            # float32 nearest to the exact value (ties to even): numpy rounds a float64 once more, so compare the
            # two float32 neighbours of the exact value instead.
            lo = np.float32(float(exact))
            cand = {lo, np.nextafter(lo, np.float32(np.inf)), np.nextafter(lo, np.float32(-np.inf))}
            best = min(cand, key=lambda v: (abs(Fraction(float(v)) - exact), int(np.float32(v).view(np.uint32)) & 1))
            assert got[r, j] == best, (r, j)


def test_mmad_mx_with_bias_starts_from_the_bias_row() -> None:
    """With scales of 1 (e8m0 code 127) the mx multiply of fp8 e4m3 values is their plain product."""
    rng = np.random.default_rng(8)
    a = rng.integers(-4, 5, (16, 64)).astype(np.float32)
    b_t = rng.integers(-4, 5, (16, 64)).astype(np.float32)
    bias = rng.integers(-50, 50, 16).astype(np.float32)
    got: list[np.ndarray] = []

    def body() -> None:
        e4 = ml_dtypes.float8_e4m3fn
        l0a, l0b = ascsim.l0a_array(ascsim.fp8_e4m3fn_t, 16 * 64), ascsim.l0b_array(ascsim.fp8_e4m3fn_t, 16 * 64)
        # k = 64 is two fractal columns of 32: NZ (column block, row, 32 values), and ZN for B likewise.
        for p, x in ((l0a, a), (l0b, b_t)):
            p.cast(ascsim.uint8_t).write(x.reshape(16, 2, 32).transpose(1, 0, 2).reshape(-1).astype(e4).view(np.uint8))
        for space, p in (("l0a_mx", l0a), ("l0b_mx", l0b)):
            buf = ascsim.runtime.context.CTX.aicore.buffer(space)
            buf.bytes[p.addr // 16:p.addr // 16 + 32] = 127
            buf.init[p.addr // 16:p.addr // 16 + 32] = True
        src = ascsim.l1_array(ascsim.float_, 16)
        src.write(bias)
        l0c = ascsim.l0c_array(ascsim.float_, 256)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        c.asc_copy_l12bt(0, src, 64)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        c.asc_mmad_mx(l0c, l0a, l0b, 0, 16, 64, 16, UF.DISABLE, True)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        got.append(l0c.read(256).reshape(16, 16))

    _kernel(body)
    assert np.array_equal(got[0], a @ b_t.T + bias)


def test_mmad_sparse_enum_form_is_the_uint8_form() -> None:
    """The same A, densified B and index (codes 0: each kept pair is the group's first two values)."""
    rng = np.random.default_rng(10)
    got: list[np.ndarray] = []

    def body() -> None:
        l0a, l0b = ascsim.l0a_array(ascsim.int8_t, 512), ascsim.l0b_array(ascsim.int8_t, 512)
        l0a.write(rng.integers(-128, 128, 512).astype(np.int8))
        l0b.write(rng.integers(-128, 128, 512).astype(np.int8))
        buf = ascsim.runtime.context.CTX.aicore.buffer("l0b_sparse")
        buf.bytes[l0b.addr // 4:l0b.addr // 4 + 128] = 0
        buf.init[l0b.addr // 4:l0b.addr // 4 + 128] = True
        for flag in (0, UF.DISABLE):
            cc = ascsim.l0c_array(ascsim.int32_t, 256)
            c.asc_sync_pipe(ascsim.PIPE_ALL)
            c.asc_mmad_sparse(cc, l0a, l0b, 16, 64, 16, flag, False, True)
            c.asc_sync_pipe(ascsim.PIPE_ALL)
            got.append(cc.read(256))

    _kernel(body)
    assert np.array_equal(got[0], got[1]) and got[0].any()


def _hf32_product(setup: Any) -> float:
    """A[0][0] x B[0][0] with A[0][0] = 1 + 2^-11 + 2^-20 rounded to hf32 (10 mantissa bits) under ``setup``."""
    got: list[float] = []

    def body() -> None:
        a, b = ascsim.l0a_array(ascsim.float_, 128), ascsim.l0b_array(ascsim.float_, 128)
        x = np.zeros(128, np.float32)
        x[0] = np.float32(1.0 + 2.0 ** -11)  # a tie between 1 and 1 + 2^-10
        a.write(x)
        y = np.zeros(128, np.float32)
        y[0] = 1.0
        b.write(y)
        cc = ascsim.l0c_array(ascsim.float_, 256)
        setup()
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        c.asc_mmad(cc, a, b, 1, 8, 16, 0, False, False, True)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        got.append(float(cc.read(1)[0]))

    _kernel(body)
    return got[0]


@pytest.mark.parametrize(("mode", "want"), [("NEAREST_AWAY", 1.0 + 2.0 ** -10), ("NEAREST_ZERO", 1.0 + 2.0 ** -10),
                                            ("NEAREST_EVEN", 1.0)])
def test_hf32_round_mode_picks_the_tie_rule(mode: str, want: float) -> None:
    def setup() -> None:
        c.asc_enable_hf32()
        c.asc_set_hf32_round_mode(getattr(ascsim.asc_hf32_round_mode, mode))

    assert _hf32_product(setup) == want


def test_disable_hf32_uses_the_operands_unrounded() -> None:
    def setup() -> None:
        c.asc_enable_hf32()
        c.asc_disable_hf32()

    assert _hf32_product(setup) == float(np.float32(1.0 + 2.0 ** -11))


def test_disable_hif8_is_enable_fp8() -> None:
    seen: list[Any] = []

    def body() -> None:
        c.asc_enable_hif8()
        c.asc_disable_hif8()
        seen.append(regs.get("fp8"))
        c.asc_enable_hif8()
        c.asc_enable_fp8()
        seen.append(regs.get("fp8"))

    _kernel(body)
    assert seen[0] == seen[1] == "fp8"


# -- register setters: field forms against the packed value ------------------------------------------------

def _regs_after(calls: Any, *names: str) -> list[Any]:
    got: list[Any] = []

    def body() -> None:
        calls()
        got.extend(regs.get(n) for n in names)

    _kernel(body)
    return got


def test_load3d_repeat_field_forms() -> None:
    want = 300 | (7 << 16) | (1 << 24) | (45 << 32) | (9 << 48)  # stride, times, K direction, dst stride, start
    k = ascsim.asc_l13d_repeat_direction.K_DIRECTION
    got = _regs_after(lambda: (c.asc_set_l13d_rpt(300, 7, k, 45, 9), c.asc_set_l13d_rpt_b(300, 7, k, 45, 9)),
                      "l13d_rpt", "asc_set_l3d_rpt_b")
    packed = _regs_after(lambda: c.asc_set_l3d_rpt_b(want), "asc_set_l3d_rpt_b")
    assert got == [want, want] and packed == [want]


def test_fmatrix_field_forms() -> None:
    want = 40 | (24 << 16) | (1 << 32) | (2 << 40) | (3 << 48) | (4 << 56)  # w, h, left, right, top, bottom
    got = _regs_after(lambda: (c.asc_set_l13d_fmatrix(40, 24, 1, 2, 3, 4),
                               c.asc_set_l13d_fmatrix_b(40, 24, 1, 2, 3, 4)), "fmatrix", "fmatrix_b")
    cfg = ascsim.spec.unions.classes()["asc_l13d_fmatrix_config"](want)
    packed = _regs_after(lambda: c.asc_set_l13d_fmatrix(cfg), "fmatrix")
    assert got == [want, want] and packed == [want]


def test_field_form_of_a_setter_rejects_a_value_wider_than_its_field() -> None:
    with pytest.raises(AscValueError, match="repeat_times = 300"):
        _regs_after(lambda: c.asc_set_l13d_rpt(1, ascsim.uint16_t(300), ascsim.asc_l13d_repeat_direction.M_DIRECTION,
                                               0, 0))


def test_gm2l1_nz_para_field_form() -> None:
    want = 3 | (5 << 16) | (64 << 32) | (700 << 48)
    got = _regs_after(lambda: c.asc_set_gm2l1_nz_para(3, 5, 64, 700), "asc_set_gm2l1_nz_para")
    packed = _regs_after(lambda: c.asc_set_gm2l1_nz_para(want), "asc_set_gm2l1_nz_para")
    assert got == packed == [want]


def test_l0c_copy_setters() -> None:
    alpha = 0.1  # bits 0x3DCCCCCD: RELU_ALPHA keeps bits 13-31
    got = _regs_after(lambda: (c.asc_set_l0c_copy_channel_para(9), c.asc_set_l0c_copy_relu_alpha(np.float32(alpha)),
                               c.asc_set_l0c_copy_lrelu_alpha(np.float32(-2.5)),
                               c.asc_set_l0c_copy_nz_para(4, 12, 70000), c.asc_set_l0c_copy_config(5, 7, True)),
                      "asc_set_l0c2gm_channel_para", "asc_set_l0c2gm_relu_alpha", "lrelu_alpha", "nz2nd",
                      "relu_pre", "quant_pre", "unit_flag")
    packed = _regs_after(lambda: (c.asc_set_l0c2gm_channel_para(9 << 48),
                                  c.asc_set_l0c2gm_relu_alpha(_bits(alpha) & 0xFFFFE000),
                                  c.asc_set_l0c2gm_lrelu_alpha(ascsim.Ref(ascsim.float_, -2.5)),
                                  c.asc_set_l0c2gm_nz2nd(4, 12, 70000), c.asc_set_l0c2gm_config(5, 7, True)),
                         "asc_set_l0c2gm_channel_para", "asc_set_l0c2gm_relu_alpha", "lrelu_alpha", "nz2nd",
                         "relu_pre", "quant_pre", "unit_flag")
    assert got == packed
    assert got[:3] == [9 << 48, 0x3DCCC000, _bits(-2.5)] and tuple(got[3]) == (4, 12, 70000)


def test_prequant_field_form() -> None:
    want = _bits(0.375) | ((-3 & 0x1FF) << 37) | (1 << 46)  # scale bits, 9-bit offset at 37, sign at 46
    got = _regs_after(lambda: c.asc_set_l0c_copy_prequant(np.float32(0.375), ascsim.uint16_t(0xFFFD), True),
                      "quant_pre_scalar")
    packed = _regs_after(lambda: c.asc_set_l0c_copy_prequant(want), "quant_pre_scalar")
    assert got == packed == [want]


@pytest.mark.parametrize(("value", "want"), [(ascsim.int8_t(-2), 0xFEFE), (ascsim.uint8_t(7), 0x0707),
                                             (ascsim.int16_t(-2), 0xFFFE), (np.float16(1.5), 0x3E00),
                                             (ml_dtypes.bfloat16(1.5), 0x3FC0), (ascsim.int32_t(-1), 0xFFFFFFFF),
                                             (np.float32(1.5), 0x3FC00000), (ascsim.uint64_t(0x1234), 0x1234)])
def test_3d_padding_setters(value: Any, want: int) -> None:
    got = _regs_after(lambda: (c.asc_set_l12l0a_3d_padding(value), c.asc_set_l12l0b_3d_padding(value)),
                      "asc_set_l13d_padding", "asc_set_l12l0_padding_val")
    assert got == [want, want]


PROGRAM = r"""
#include <cstdint>
#include <cstdio>
#include <vector>
#include "acl/acl.h"
#include "c_api/asc_simd.h"
#include "data_utils.h"

// C = A x B + bias (the with-bias asc_mmad, the bias row at bias-table byte 64), out through the enum form of
// the fixpipe copy with a normal ReLU.
__global__ __cube__ void newer(__gm__ half* ab, __gm__ float* bias, __gm__ float* out)
{
    __ca__ half a_l0[256];
    __cb__ half b_l0[256];
    __cbuf__ float bias_l1[16];
    __cc__ float c_l0[256];
    asc_copy_gm2l0a(a_l0, ab, 0, 1, 1, 0);
    asc_copy_gm2l0b(b_l0, ab, 1, 1, 1, 0);
    asc_copy_gm2l1(bias_l1, bias, 16 * sizeof(float));
    asc_sync_pipe(PIPE_ALL);
    asc_copy_l12bt(64, bias_l1, 16 * sizeof(float));
    asc_set_hf32_round_mode(asc_hf32_round_mode::NEAREST_ZERO);
    asc_sync_pipe(PIPE_ALL);
    asc_mmad(c_l0, a_l0, b_l0, 64, 16, 16, 16, asc_unit_flag_mode::DISABLE, true);
    asc_sync_pipe(PIPE_ALL);
    asc_set_l0c_copy_nz_para(1, 0, 0);
    asc_copy_l0c2gm(out, c_l0, 16, 16, 16, 16, asc_store_l2_cache_mode::NORMAL_FIRST_VICTIM,
                    asc_unit_flag_mode::DISABLE, asc_quant_mode::NoQuant, asc_relu_pre_mode::NORMAL, false, true,
                    false, false);
    asc_sync_pipe(PIPE_ALL);
}

int main()
{
    std::vector<half> ab(512);
    std::vector<float> bias(16);
    for (int i = 0; i < 512; ++i) ab[i] = static_cast<half>(static_cast<float>((i * 5) % 7 - 3));
    for (int i = 0; i < 16; ++i) bias[i] = static_cast<float>(i * 3 - 20);
    aclInit(nullptr);
    aclrtSetDevice(0);
    void* ab_dev;
    void* bias_dev;
    void* out_dev;
    aclrtMalloc(&ab_dev, 512 * sizeof(half), ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc(&bias_dev, 16 * sizeof(float), ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc(&out_dev, 256 * sizeof(float), ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMemcpy(ab_dev, 512 * sizeof(half), ab.data(), 512 * sizeof(half), ACL_MEMCPY_HOST_TO_DEVICE);
    aclrtMemcpy(bias_dev, 16 * sizeof(float), bias.data(), 16 * sizeof(float), ACL_MEMCPY_HOST_TO_DEVICE);
    newer<<<1, nullptr, nullptr>>>((__gm__ half*)ab_dev, (__gm__ float*)bias_dev, (__gm__ float*)out_dev);
    aclrtSynchronizeDevice();
    std::vector<float> out(256);
    aclrtMemcpy(out.data(), 256 * sizeof(float), out_dev, 256 * sizeof(float), ACL_MEMCPY_DEVICE_TO_HOST);
    WriteFile("out.bin", out.data(), out.size() * sizeof(float));
    aclrtFree(ab_dev);
    aclrtFree(bias_dev);
    aclrtFree(out_dev);
    aclrtResetDevice(0);
    aclFinalize();
    printf("newer done\n");
    return 0;
}
"""


def test_a_program_with_the_newer_forms(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from frontend.asc_run import run_asc

    (tmp_path / "prog.asc").write_text(PROGRAM)
    monkeypatch.chdir(tmp_path)
    r = run_asc("prog.asc")
    assert (r.rc, r.err, r.out) == (0, "", "newer done\n"), r.err
    ab = np.array([(i * 5) % 7 - 3 for i in range(512)], np.float32)
    a, b_t = ab[:256].reshape(16, 16), ab[256:].reshape(16, 16)
    bias = np.arange(16, dtype=np.float32) * 3 - 20
    out = np.fromfile(tmp_path / "out.bin", np.float32).reshape(16, 16)
    assert np.array_equal(out, np.maximum(a @ b_t.T + bias, 0))
