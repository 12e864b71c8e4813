"""The forms the seed API pages (asc_intlv, asc_unpack) document are declared, and none is ever removed.

The pages give their prototypes with placeholders (``vector_<dtype>``) and a table of the types each
placeholder takes; the expansion is written out here, so the check needs no page. Where the seed pages
lie beside the checkout (``../shared/seeds``), their prototype lines are also read and expanded.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ascsim.spec import overloads

_INTLV_TYPES = ("int8_t", "uint8_t", "hifloat8_t", "fp8_e8m0_t", "fp8_e5m2_t", "fp8_e4m3fn_t", "int16_t",
                "uint16_t", "half", "bfloat16_t", "int32_t", "uint32_t", "float")
_UNPACK_PAIRS = (("uint8_t", "uint16_t"), ("int8_t", "int16_t"), ("uint16_t", "uint32_t"), ("int16_t", "int32_t"))


def _reg(t: str) -> str:
    return "vector_bool" if t == "bool" else f"vector_{t}"


def _seed_forms() -> set[str]:
    """The seed pages' prototypes, expanded: 'ret name(param types)'."""
    forms = {f"void asc_intlv({_reg(t)}&, {_reg(t)}&, {_reg(t)}, {_reg(t)})" for t in _INTLV_TYPES}
    forms |= {f"void asc_intlv_b{b}(vector_bool&, vector_bool&, vector_bool, vector_bool)" for b in (8, 16, 32)}
    for part in ("lower", "upper"):
        for src, dst in (*_UNPACK_PAIRS, ("bool", "bool")):
            forms.add(f"{_reg(dst)} asc_unpack_{part}({_reg(src)})")
            forms.add(f"void asc_unpack_{part}({_reg(dst)}&, {_reg(src)})")
    return forms


def _normalise(prototype: str) -> str:
    """'ret name(type, type)' of a C prototype: qualifiers and parameter names dropped."""
    text = " ".join(re.sub(r"\b(__simd_callee__|__aicore__|inline)\b", " ", prototype).split())
    m = re.match(r"(.*?)\s*\b(asc_\w+)\((.*)\)$", text)
    assert m, prototype
    params = [re.sub(r"\s*&\s*", "&", re.sub(r"\s+\w+$", "", p.strip())) for p in m.group(3).split(",") if p.strip()]
    return f"{m.group(1)} {m.group(2)}({', '.join(params)})"


def _ours() -> set[str]:
    # The seed pages are asc_ functions; the intrinsics without the prefix (clz ...) are no page's forms.
    return {_normalise(ov.prototype()) for ov in overloads() if ov.name.startswith("asc_")}


def test_every_seed_page_form_is_declared() -> None:
    missing = sorted(_seed_forms() - _ours())
    assert not missing, "seed-page forms missing from the spec:\n" + "\n".join(missing)


def test_the_seed_forms_count_as_the_pages_list_them() -> None:
    # 13 + 3 intlv forms; 2 parts x 5 pairs x 2 forms of unpack.
    assert len(_seed_forms()) == 16 + 20


_SEEDS = Path(__file__).resolve().parents[3] / "shared" / "seeds"


@pytest.mark.skipif(not _SEEDS.is_dir(), reason="the seed pages are not beside this checkout")
def test_the_pages_beside_the_checkout_list_no_other_form() -> None:
    """Every prototype the seed pages print (placeholders expanded by the pages' own type tables) is in
    the list above, so the list cannot fall behind the pages."""
    listed = _seed_forms()
    found: set[str] = set()
    for page in sorted(_SEEDS.glob("*.txt")):
        text = page.read_text(encoding="utf-8")
        for m in re.finditer(r"__simd_callee__\s+inline\s+[^;{]*?\)", text, flags=re.S):
            proto = " ".join(m.group(0).split())
            if "<dtype>" in proto:
                found |= {_normalise(proto.replace("<dtype>", f"_{t}").replace("vector__", "vector_"))
                          for t in _INTLV_TYPES}
            elif "<dtype_src>" in proto:
                found |= {_normalise(proto.replace("vector_<dtype_src>", _reg(src)).replace("vector_<dtype_dst>",
                                                                                              _reg(dst)))
                          for src, dst in _UNPACK_PAIRS}
            else:
                found.add(_normalise(proto))
    assert found, "no prototype found on the seed pages"
    assert found <= listed, "forms on the seed pages but not in this test:\n" + "\n".join(sorted(found - listed))
    assert found <= _ours()
