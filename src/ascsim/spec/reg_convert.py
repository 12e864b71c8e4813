"""``c_api/reg_compute/reg_convert.h``: conversions between element types, and rounding to integers.

The conversions are data: :data:`PAIRS` lists each (source, destination) pair with its rounding
modes, whether it has ``_sat`` forms and how many parts ``p`` (``_v2``.. ``_v4`` are p = 1..3) its
narrowing or widening takes. The C names ``asc_<src>2<dst>[_<mode>][_sat][_v<p+1>]`` and their
overloads are generated from it; :func:`parse` reads a name back into its tuple.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .. import dtypes as d
from ..dtypes import ElemType
from . import V920, Function, fn, impls, void
from .types import MASK, out, reg, tag

_H = "reg_convert"

#: Name token of each element type in the C names.
TOKENS: dict[str, ElemType] = {
    "float": d.float_, "half": d.half, "bfloat16": d.bfloat16_t, "hif8": d.hifloat8_t,
    "e4m3": d.fp8_e4m3fn_t, "e5m2": d.fp8_e5m2_t, "e2m1x2": d.fp4x2_e2m1_t, "e1m2x2": d.fp4x2_e1m2_t,
    "int4x2": d.int4b_t, "int8": d.int8_t, "uint8": d.uint8_t, "int16": d.int16_t, "uint16": d.uint16_t,
    "int32": d.int32_t, "uint32": d.uint32_t, "int64": d.int64_t,
}

#: Rounding modes: C suffix -> what it does (the vendor's RoundMode names in brackets).
MODE_DOCS = {
    "rn": "nearest, ties to even (RINT)", "rna": "nearest, ties away from zero (ROUND)",
    "rd": "toward -inf (FLOOR)", "ru": "toward +inf (CEIL)", "rz": "toward zero (TRUNC)",
    "ro": "to odd: toward zero, then the last bit set if inexact (ODD)",
    "rh": "hybrid: hifloat8's threshold rounding (HYBRID)",
}

#: Each pair: source, destination, rounding modes in the vendor's order ("-": none), "sat" if it has
#: _sat forms, and its number of parts. The sources and destinations are name tokens.
PAIRS = """
float     half     rd ru rz rn rna ro  sat 2
bfloat16  half     rd ru rz rn rna     sat 1
uint32    int16    -                   sat 2
half      bfloat16 rd rn rna ru rz     -   1
e4m3      float    -                   -   4
int16     float    -                   -   2
int4x2    int16    -                   -   4
int32     int16    -                   sat 2
half      int32    rd rn rna ru rz     -   2
float     bfloat16 rd rn rna ru rz     sat 2
float     int64    rd rn rna ru rz     sat 2
int4x2    half     -                   -   4
half      float    -                   -   2
half      int16    rd rn rna ru rz     sat 1
int16     int32    -                   -   2
int16     uint32   -                   -   2
int16     uint8    -                   sat 2
int16     half     rd rn rna ru rz     -   1
int32     float    rd rn rna ru rz     -   1
int32     int64    -                   -   2
int32     uint16   -                   sat 2
int32     uint8    -                   sat 4
uint32    uint8    -                   sat 4
uint32    uint16   -                   sat 2
uint16    uint8    -                   sat 2
uint16    uint32   -                   -   2
uint8     half     -                   -   2
uint8     uint16   -                   -   2
uint8     uint32   -                   -   4
int8      half     -                   -   2
int8      int16    -                   -   2
int8      int32    -                   -   4
int64     float    rd rn rna ru rz     -   2
int64     int32    -                   sat 2
float     int16    rd rn rna ru rz     sat 2
float     int32    rd rn rna ru rz     sat 1
float     e4m3     rn                  sat 4
float     e5m2     rn                  sat 4
e5m2      float    -                   -   4
float     hif8     rna rh              sat 4
hif8      float    -                   -   4
half      hif8     rna rh              sat 2
hif8      half     -                   -   2
half      int8     rd rn rna ru rz     sat 2
half      uint8    rd rn rna ru rz     sat 2
half      int4x2   rd rn rna ru rz     sat 4
bfloat16  int32    rd rn rna ru rz     sat 2
bfloat16  float    -                   -   2
bfloat16  e2m1x2   rd rn rna ru rz     -   4
bfloat16  e1m2x2   rd rn rna ru rz     -   4
e2m1x2    bfloat16 -                   -   4
e1m2x2    bfloat16 -                   -   4
int4x2    bfloat16 -                   -   4
"""

#: Conversions whose vendor implementation issues another rounding than its name says: asc_bfloat162half_rn
#: and _rn_sat issue the CEIL rounding (as _ru does). ascsim computes what the implementation issues.
ISSUED_MODE = {("bfloat16", "half", "rn"): "ru"}

#: The tag constants of the position forms, by number of parts: tag i selects part i (the vendor's
#: implementation issues the same instruction as the ``_v(i+1)`` form).
POSITION_TAGS: dict[int, tuple[str, ...]] = {
    2: ("ASC_POSITION_EVEN", "ASC_POSITION_ODD"),
    4: ("ASC_DISPERSE_FIRST_QUARTER", "ASC_DISPERSE_SECOND_QUARTER", "ASC_DISPERSE_THIRD_QUARTER",
        "ASC_DISPERSE_FOURTH_QUARTER"),
}
#: Multi-part pairs whose position (tag) forms the newer headers do not declare.
NO_POSITION_FORMS = {("int4x2", "int16"), ("int4x2", "half"), ("int4x2", "bfloat16"), ("half", "int4x2")}
#: One-part pairs whose newer headers also declare the value-returning form ``vector_T asc_xxx(src, mask)``.
RETURNING_ONE_PART = {("bfloat16", "half"), ("half", "bfloat16"), ("half", "int16")}

#: Rounding to an integral value in the same type: C name -> mode.
INTEGRAL = {"asc_floor": "rd", "asc_ceil": "ru", "asc_round": "rna", "asc_rint": "rn", "asc_trunc": "rz"}
_INTEGRAL_TYPES = (d.half, d.bfloat16_t, d.float_)


@dataclass(frozen=True)
class Conversion:
    """One conversion form: what ``overload.extra`` of its overload holds (as a one-element tuple)."""

    src: ElemType
    dst: ElemType
    mode: str | None  #: the mode in the name (None: none)
    sat: bool
    part: int  #: 0 for no suffix, p for _v(p+1)
    parts: int
    #: The rounding the conversion performs (the named mode, or what the vendor issues instead).
    rounding: str | None

    @property
    def name(self) -> str:
        return _name(_token(self.src), _token(self.dst), self.mode, self.sat, self.part)


def _token(e: ElemType) -> str:
    return next(k for k, v in TOKENS.items() if v is e)


def _name(src: str, dst: str, mode: str | None, sat: bool, part: int) -> str:
    return f"asc_{src}2{dst}" + (f"_{mode}" if mode else "") + ("_sat" if sat else "") + \
        (f"_v{part + 1}" if part else "")


_TOKEN_RE = "|".join(sorted(TOKENS, key=len, reverse=True))
_NAME_RE = re.compile(rf"asc_({_TOKEN_RE})2({_TOKEN_RE})(?:_(rna|rn|rd|ru|rz|ro|rh))?(_sat)?(?:_v([234]))?")


def _pairs() -> list[tuple[str, str, tuple[str, ...], bool, int]]:
    rows = []
    for line in PAIRS.strip().splitlines():
        src, dst, *modes, sat, parts = line.split()
        rows.append((src, dst, tuple(m for m in modes if m != "-"), sat == "sat", int(parts)))
    return rows


def conversions() -> list[Conversion]:
    """Every conversion form, pair by pair."""
    out_: list[Conversion] = []
    for src, dst, modes, sat, parts in _pairs():
        for mode in modes or (None,):
            for s in (False, True) if sat else (False,):
                for p in range(parts):
                    rounding = ISSUED_MODE.get((src, dst, mode or ""), mode)
                    out_.append(Conversion(TOKENS[src], TOKENS[dst], mode, s, p, parts, rounding))
    return out_


def parse(name: str) -> Conversion | None:
    """The conversion a C name stands for, or None when it names no declared conversion."""
    m = _NAME_RE.fullmatch(name)
    if m is None:
        return None
    src, dst, mode, sat, v = m.groups()
    part = int(v) - 1 if v else 0
    for c in conversions():
        if (_token(c.src), _token(c.dst), c.mode, c.sat, c.part) == (src, dst, mode, bool(sat), part):
            return c
    return None


def forms_of(name: str) -> list[str]:
    """The declared conversion names of the pair ``name`` mentions (for an error about a mode or
    part the pair does not have); empty if it names no pair."""
    m = re.match(rf"asc_({_TOKEN_RE})2({_TOKEN_RE})", name)
    if m is None:
        return []
    src, dst = TOKENS[m.group(1)], TOKENS[m.group(2)]
    return [c.name for c in conversions() if c.src is src and c.dst is dst]


_FOUR_BIT = (d.int4b_t, d.fp4x2_e2m1_t, d.fp4x2_e1m2_t)


def _bits(e: ElemType) -> int:
    return 4 if e in _FOUR_BIT else 8 * e.size


def _doc(c: Conversion, parts: int) -> str:
    """The one-line description of a conversion name."""
    what = f"Convert {c.src.name} to {c.dst.name}"
    how = f", rounding {MODE_DOCS[c.mode]}" if c.mode else ""
    sat = (", saturating (out of range: the bounds; NaN: 0)" if c.sat else "")
    k = parts
    if parts == 1:
        lanes = "element i to element i"
    elif _bits(c.src) > _bits(c.dst):
        lanes = f"source element i to destination lane {k}i+p (p = part), other lanes 0"
    else:
        lanes = f"destination element i from source lane {k}i+p (p = part)"
    tags = POSITION_TAGS.get(parts, ())
    pos = (f"; the position forms take p as a tag ({', '.join(f'{t} = {i}' for i, t in enumerate(tags))})"
           if tags and (_token(c.src), _token(c.dst)) not in NO_POSITION_FORMS else "")
    if saturating_only(c.src, c.dst):
        sat = ", always saturating (negative: 0)"
    return f"{what}{how}{sat}: {lanes}{pos}; inactive source elements give 0."


def saturating_only(src: ElemType, dst: ElemType) -> bool:
    """Whether a pair only saturates, whatever its name says: the Cast page has a narrow signed integer
    to a wide unsigned one (int16 to uint32) support only the saturating mode, a negative input giving 0
    (:func:`ascsim.ops.convert.saturates_always` applies the same rule)."""
    return src.kind == "int" and dst.kind == "uint" and dst.size > src.size


def _position_param(c: Conversion) -> str:
    """The vendor's name of the tag parameter: the narrower operand's position."""
    side = "dst" if _bits(c.src) > _bits(c.dst) else "src"
    return f"{side}_quarter_pos" if c.parts == 4 else f"{side}_pos"


def _build() -> list[Function]:
    funcs: dict[str, Function] = {}
    convs = conversions()
    for c in convs:
        f = funcs.get(c.name)
        if f is None:
            f = funcs[c.name] = fn(c.name, _H, _doc(c, c.parts), pipe="V", mask="zeroing")
        pair = (_token(c.src), _token(c.dst))
        f.form(impls.reg_convert.convert, *void(("dst", out(reg(c.dst))), ("src", reg(c.src)), ("mask", MASK)),
               extra=(c,), returning=c.parts == 1 and pair in RETURNING_ONE_PART)
    # Position forms (newer headers): asc_xxx(dst, src, mask, tag) with the tag selecting the part, each
    # with its value-returning twin, on the name without a _vN suffix.
    for c in convs:
        pair = (_token(c.src), _token(c.dst))
        if c.parts == 1 or pair in NO_POSITION_FORMS:
            continue
        base = funcs[_name(*pair, c.mode, c.sat, 0)]
        base.form(impls.reg_convert.convert, *void(("dst", out(reg(c.dst))), ("src", reg(c.src)), ("mask", MASK),
                                              (_position_param(c), tag(POSITION_TAGS[c.parts][c.part]))),
                  extra=(c,), versions=(V920,), returning=True)
    integral = [
        fn(name, _H, f"Round each active element to an integral value of the same type, {MODE_DOCS[mode]}; "
           "inactive elements give 0.", pipe="V", mask="zeroing")
        .forms(impls.reg_convert.round_integral, _INTEGRAL_TYPES,
               lambda t: void(("dst", out(reg(t))), ("src", reg(t)), ("mask", MASK)), extra=(mode,),
               returning=True)
        for name, mode in INTEGRAL.items()]
    return list(funcs.values()) + integral


FUNCTIONS = _build()
