"""The newer headers' position forms and value-returning forms of reg_convert.h, through the Python facade.

A position form ``asc_xxx(dst, src, mask, tag)`` takes the part as a tag: ASC_POSITION_EVEN/ODD select
the even/odd lanes of the narrower operand (the Cast page's RegLayout ZERO/ONE), ASC_DISPERSE_FIRST ..
FOURTH_QUARTER lanes 4i, 4i+1, 4i+2, 4i+3 (RegLayout ZERO .. THREE). Expected registers come from the
exact rational reference (fraction_ref.py) and its restatement of the page's lane layout; the value-
returning twin ``vector_T asc_xxx(src, mask[, tag])`` must give the same register.
"""

from __future__ import annotations

import zlib

import numpy as np
import pytest
from kernels import run_vf

import ascsim
import ascsim.c_api as c
from ascsim import spec
from ascsim.errors import AscTypeError
from ascsim.regs import vector_bool, vector_float, vector_half, vector_type

from .fraction_ref import WIDTH, expected_register, integral

_RAW = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}
#: The tag constants in part order, as the page numbers the layouts.
_TAG_NAMES = {2: ["ASC_POSITION_EVEN", "ASC_POSITION_ODD"],
              4: ["ASC_DISPERSE_FIRST_QUARTER", "ASC_DISPERSE_SECOND_QUARTER", "ASC_DISPERSE_THIRD_QUARTER",
                  "ASC_DISPERSE_FOURTH_QUARTER"]}


def _tagged() -> list[spec.Overload]:
    return [ov for ov in spec.overloads("reg_convert") if ov.result_of is None and ov.params[-1].ty.kind == "tag"]


TAGGED = _tagged()


def _part_of(ov: spec.Overload) -> int:
    """The part a tag stands for, from its C spelling alone (EVEN/FIRST 0, ODD/SECOND 1 ...)."""
    spelling = ov.params[-1].ty.c
    for names in _TAG_NAMES.values():
        for i, n in enumerate(names):
            if type(getattr(ascsim, n)).spelling() == spelling:
                return i
    raise AssertionError(spelling)


def _elem_bits(e: spec.Overload, i: int) -> int:
    return WIDTH[e.params[i].ty.elem.name]  # type: ignore[union-attr]


def test_declarations_follow_the_vendor() -> None:
    """Every multi-part conversion but the int4x2 ones has one position form per part, each followed
    by its value-returning twin; the tag parameter is named after the narrower operand."""
    by_name: dict[str, list[spec.Overload]] = {}
    for ov in spec.overloads("reg_convert"):
        by_name.setdefault(ov.name, []).append(ov)
    assert len(TAGGED) == 340
    for ov in TAGGED:
        ovs = by_name[ov.name]
        twin = ovs[ovs.index(ov) + 1]
        assert twin.result_of is ov and twin.ret.c == ov.params[0].ty.c and twin.params == ov.params[1:]
        assert [p.ty.kind for p in ov.params] == ["reg", "reg", "mask", "tag"] and ov.versions == ("9.2.0",)
        narrowing = _elem_bits(ov, 1) > _elem_bits(ov, 0)
        quarter = "quarter_" if "quarter" in ov.params[3].ty.c else ""
        assert ov.params[3].name == f"{'dst' if narrowing else 'src'}_{quarter}pos"
        assert not any(t in ov.name for t in ("int4x2",))


def _inputs(ov: spec.Overload) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(zlib.crc32(ov.prototype().encode()))
    se = ov.params[1].ty.elem
    assert se is not None
    bits = WIDTH[se.name]
    raw = rng.integers(0, 1 << min(bits, 63), 2048 // max(bits, 8), dtype=np.uint64)
    if bits == 64:
        raw |= rng.integers(0, 2, raw.size, dtype=np.uint64) << np.uint64(63)
    mask = rng.random(256) < 0.7
    return raw.astype(_RAW[max(bits, 8)]), mask


@pytest.mark.parametrize("ov", TAGGED, ids=[f"{ov.name}:{ov.params[3].ty.c.rsplit('::', 1)[1][:-1]}"
                                            for ov in TAGGED])
def test_position_form_and_twin(ov: spec.Overload) -> None:
    (conv,) = ov.extra
    se, de = ov.params[1].ty.elem, ov.params[0].ty.elem
    assert se is not None and de is not None
    part = _part_of(ov)
    raw, mask = _inputs(ov)
    tag = next(getattr(ascsim, n) for names in _TAG_NAMES.values() for n in names
               if type(getattr(ascsim, n)).spelling() == ov.params[3].ty.c)

    def body() -> tuple[np.ndarray, np.ndarray]:
        cls = vector_type(se)
        src, m = cls(raw.view(cls.elem.np)), vector_bool(mask)
        dst = vector_type(de)()
        getattr(c, ov.name)(dst, src, m, tag)
        ret = getattr(c, ov.name)(src, m, tag)
        return dst.read("dst").copy(), ret.read("ret").copy()

    got, got_ret = run_vf(body)
    want = np.array(expected_register([int(v) for v in raw], list(mask), se.name, de.name, conv.rounding,
                                      conv.sat, part), np.uint64)
    want = want.astype(got.dtype)
    bad = np.flatnonzero(got != want)
    assert bad.size == 0, f"{bad.size} lanes differ, first {bad[:5]}: got {got[bad[:5]]}, want {want[bad[:5]]}"
    assert np.array_equal(got_ret, got)


_ONE_PART_RETURNING = [ov for ov in spec.overloads("reg_convert") if ov.result_of is not None
                       and ov.params[-1].ty.kind != "tag"]


def test_one_part_returning_forms() -> None:
    """asc_bfloat162half_*, asc_half2bfloat16_*, asc_half2int16_* and asc_floor .. asc_trunc return."""
    names = sorted({ov.name for ov in _ONE_PART_RETURNING})
    assert len(_ONE_PART_RETURNING) == 40 and names[:3] == ["asc_bfloat162half_rd", "asc_bfloat162half_rd_sat",
                                                           "asc_bfloat162half_rn"]
    rng = np.random.default_rng(7)
    h = rng.integers(0, 1 << 16, 128, dtype=np.uint64).astype(np.uint16)
    mask = rng.random(256) < 0.6

    def body() -> list[np.ndarray]:
        m = vector_bool(mask)
        src = vector_half(h.view(np.float16))
        return [c.asc_half2int16_rna_sat(src, m).read("r").copy(),
                c.asc_half2bfloat16_rz(src, m).read("r").copy(),
                c.asc_floor(src, m).read("r").copy(),
                c.asc_trunc(vector_float(np.arange(64, dtype=np.float32) - 31.5), m).read("r").copy()]
    i16, bf, fl, tr = run_vf(body)
    hv = [int(v) for v in h]
    assert np.array_equal(i16, np.array(expected_register(hv, list(mask), "half", "int16_t", "rna", True, 0),
                                        np.uint64).astype(np.uint16))
    assert np.array_equal(bf, np.array(expected_register(hv, list(mask), "half", "bfloat16_t", "rz", False, 0),
                                       np.uint64).astype(np.uint16))
    assert np.array_equal(fl, np.array([integral(v, "half", "rd") if mask[2 * i] else 0 for i, v in enumerate(hv)],
                                       np.uint16))
    want_tr = np.where(mask[::4], np.trunc(np.arange(64, dtype=np.float32) - 31.5), 0).astype(np.float32)
    assert np.array_equal(tr, want_tr.view(np.uint32))


def test_twins_only_where_the_vendor_declares_them() -> None:
    """No returning form of a _vN name, nor of the one-part pairs the newer headers give none."""
    for ov in spec.overloads("reg_convert"):
        if ov.result_of is not None:
            assert "_v" not in ov.name.rsplit("_", 1)[-1]
    for name in ("asc_float2int32_rn", "asc_int322float_rn", "asc_int162half_rn", "asc_half2float_v2"):
        assert all(ov.result_of is None for ov in spec.by_name()[name])


def test_wrong_tag_names_the_valid_forms() -> None:
    def body() -> None:
        c.asc_float2half_rn(vector_float(np.zeros(64, np.float32)), vector_bool(np.ones(256, np.bool_)),
                            ascsim.ASC_DISPERSE_FIRST_QUARTER)
    with pytest.raises(AscTypeError, match=r"asc_float2half_rn.*asc_position_mode::EVEN"):
        run_vf(body)


def test_tags_are_distinct_and_importable() -> None:
    tags = [getattr(ascsim, n) for names in _TAG_NAMES.values() for n in names]
    assert len({type(t) for t in tags}) == 6
    assert [t.value for t in tags] == [0, 1, 0, 1, 2, 3]
    assert repr(ascsim.ASC_POSITION_ODD) == "ASC_POSITION_ODD"
    assert ascsim.asc_position_mode.ODD == 1 and ascsim.asc_position_quarter_mode.DISPERSE_FOURTH_QUARTER == 3
