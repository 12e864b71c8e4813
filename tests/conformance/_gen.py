"""Argument generation for the conformance suite: cases built from the C parameter types of the spec.

A :class:`Case` is one call of one overload with language-neutral inputs: raw bits for registers,
bools for masks, byte arrays for memory, plain numbers for scalars. The Python path and the
``.asc`` path both turn a case into a real call; the references turn it into expected outputs.
Nothing here computes an expected result.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass, field
from typing import Any

import ml_dtypes
import numpy as np

from ascsim import spec
from ascsim.dtypes import ElemType
from ascsim.spec import Overload
from ascsim.spec.impls import Impl

VL = 256  #: bytes of a vector register
MASK_BITS = 256
UB_BLOCK = 32

_UINT: dict[int, np.dtype[Any]] = {
    1: np.dtype(np.uint8), 2: np.dtype(np.uint16), 4: np.dtype(np.uint32), 8: np.dtype(np.uint64),
}

#: Edge values per element type, as raw bits: zeros of both signs, infinities, NaN, extremes.
_EDGES: dict[str, list[int]] = {
    "int8_t": [0, 0x7F, 0x80, 0xFF, 1], "uint8_t": [0, 0xFF, 0x80, 0x7F, 1],
    "int16_t": [0, 0x7FFF, 0x8000, 0xFFFF, 1], "uint16_t": [0, 0xFFFF, 0x8000, 0x7FFF, 1],
    "int32_t": [0, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 1],
    "uint32_t": [0, 0xFFFFFFFF, 0x80000000, 0x7FFFFFFF, 1],
    "int64_t": [0, 0x7FFFFFFFFFFFFFFF, 0x8000000000000000, 0xFFFFFFFFFFFFFFFF, 1],
    "uint64_t": [0, 0xFFFFFFFFFFFFFFFF, 0x8000000000000000, 1],
    # +0, -0, +inf, -inf, quiet NaN, largest finite, smallest subnormal, -1.0
    "half": [0x0000, 0x8000, 0x7C00, 0xFC00, 0x7E00, 0x7BFF, 0x0001, 0xBC00],
    "bfloat16_t": [0x0000, 0x8000, 0x7F80, 0xFF80, 0x7FC0, 0x7F7F, 0x0001, 0xBF80],
    "float": [0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0x7F7FFFFF, 0x00000001, 0xBF800000],
}
_BYTE_EDGES = [0x00, 0x80, 0x7F, 0xFF, 0x01, 0x7E, 0xFE]

#: Numpy dtypes that hold the values of a float element type (the others are handled as raw bits).
VALUE_DTYPES: dict[str, np.dtype[Any]] = {
    "half": np.dtype(np.float16), "float": np.dtype(np.float32), "bfloat16_t": np.dtype(ml_dtypes.bfloat16),
    "int8_t": np.dtype(np.int8), "uint8_t": np.dtype(np.uint8), "int16_t": np.dtype(np.int16),
    "uint16_t": np.dtype(np.uint16), "int32_t": np.dtype(np.int32), "uint32_t": np.dtype(np.uint32),
    "int64_t": np.dtype(np.int64), "uint64_t": np.dtype(np.uint64),
}


def uint_of(elem: ElemType) -> np.dtype[Any]:
    return _UINT[elem.size]


def lanes(elem: ElemType) -> int:
    return VL // elem.size


def edges(elem: ElemType) -> list[int]:
    return _EDGES.get(elem.name, _BYTE_EDGES)


def data_bits(elem: ElemType, rng: np.random.Generator, n: int | None = None) -> np.ndarray:
    """``n`` raw elements (default: one register): edge values first, then a mix of random bits and,
    for float types, ordinary numbers (so arithmetic sees rounding, not only NaNs)."""
    n = lanes(elem) if n is None else n
    u = uint_of(elem)
    out = rng.integers(0, 256, size=n * elem.size, dtype=np.uint8).view(u)
    vd = VALUE_DTYPES.get(elem.name)
    if vd is not None and vd.kind == "f":
        half_n = n // 2
        vals = (rng.standard_normal(half_n) * rng.choice([1e-3, 1.0, 300.0], half_n)).astype(np.float32).astype(vd)
        out[n - half_n:] = vals.view(u)
    e = np.array(edges(elem), dtype=np.uint64).astype(u)
    k = min(len(e), n)
    out[:k] = e[:k]
    # A few more copies of the edges at random places.
    pos = rng.choice(n, size=min(n, 2 * len(e)), replace=False)
    out[pos] = np.resize(e, pos.size)
    return out


def mask_bits(kind: str, rng: np.random.Generator) -> np.ndarray:
    """A 256-bit mask: ``full``, ``random`` (each bit 50%), ``sparse`` (about 1 in 8), ``empty``."""
    if kind == "full":
        return np.ones(MASK_BITS, np.bool_)
    if kind == "empty":
        return np.zeros(MASK_BITS, np.bool_)
    if kind == "sparse":
        return rng.random(MASK_BITS) < 0.125
    return rng.random(MASK_BITS) < 0.5


@dataclass
class Mem:
    """A memory argument: the bytes of its array before the call and where the pointer points."""

    data: np.ndarray  #: uint8, the whole array (UB arrays are 32-byte aligned)
    offset: int = 0  #: bytes from the array start to the pointer
    space: str = "ub"


@dataclass
class Case:
    """One call of ``ov``: inputs by parameter name (see the module doc), and a label."""

    ov: Overload
    args: dict[str, Any]
    label: str = ""
    #: Extra data a reference needs (a mask pattern name, a loop index ...).
    meta: dict[str, Any] = field(default_factory=dict)

    @property
    def id(self) -> str:
        return f"{ov_id(self.ov)}[{self.label}]"


def ov_id(ov: Overload) -> str:
    """A short readable id of an overload: name(type, type, ...)."""
    return f"{ov.name}({', '.join(p.ty.spelling for p in ov.params)})"


def seed_of(text: str) -> int:
    return zlib.crc32(text.encode())


def default_arg(ov: Overload, i: int, rng: np.random.Generator, mask_kind: str) -> Any:
    """The default input of parameter ``i`` from its C type alone."""
    t = ov.params[i].ty
    if t.kind == "reg":
        assert t.elem is not None
        return data_bits(t.elem, rng)
    if t.kind == "mask":
        return mask_bits("random" if t.ref else mask_kind, rng)
    if t.kind == "ptr":
        return Mem(rng.integers(0, 256, 4 * VL, dtype=np.uint8), 0, t.space or "ub")
    if t.kind == "int":
        assert t.elem is not None
        return int(rng.integers(0, 64))
    if t.kind == "float":
        assert t.elem is not None
        return int(data_bits(t.elem, rng, 1)[0])  # float scalars travel as raw bits
    if t.kind == "enum":
        return 0
    return None


def mask_param(ov: Overload) -> bool:
    """Whether the overload takes an input mask (so full and partial masks both make a case)."""
    return any(p.ty.kind == "mask" and not p.ty.ref for p in ov.params)


def default_cases(ov: Overload, n: int = 2) -> list[Case]:
    """Cases with every argument from its type: a full mask and a random one where a mask is taken,
    else ``n`` random draws."""
    kinds = ["full", "random", "sparse"] if mask_param(ov) else ["draw"] * n
    out = []
    for j, kind in enumerate(kinds):
        rng = np.random.default_rng(seed_of(f"{ov_id(ov)}#{j}"))
        args = {p.name: default_arg(ov, i, rng, kind) for i, p in enumerate(ov.params)}
        out.append(Case(ov, args, f"{kind}{j}" if kind == "draw" else kind))
    return out


def by_implementation() -> dict[Impl, list[Overload]]:
    """Implementation object -> its overloads, in spec order."""
    out: dict[Impl, list[Overload]] = {}
    for ov in spec.overloads():
        out.setdefault(ov.impl, []).append(ov)
    return out


def typed(bits: np.ndarray, elem: ElemType) -> np.ndarray:
    """Raw bits viewed as values (for types numpy knows), else the raw bits themselves."""
    vd = VALUE_DTYPES.get(elem.name)
    return bits.view(vd) if vd is not None else bits
