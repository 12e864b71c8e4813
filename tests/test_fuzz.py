"""Fuzzing the Python API and ascsim.ops: any input either works or raises a documented exception."""

from __future__ import annotations

from typing import Any

import ml_dtypes
import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

import ascsim
from ascsim import errors, ops, spec
from ascsim.regs import VECTOR_TYPES, Register, VectorRegister, vector_bool
from ascsim.runtime import check

DTYPES = [np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.float16, np.float32,
          ml_dtypes.bfloat16, ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e5m2, np.float64, np.int64, np.bool_,
          np.complex64]

arrays = st.builds(
    lambda dt, lead, last, seed: np.random.default_rng(seed).integers(0, 255, size=(*lead, last), dtype=np.uint8)
    .repeat(np.dtype(dt).itemsize, axis=-1).view(dt) if np.dtype(dt) != np.bool_
    else np.random.default_rng(seed).integers(0, 2, size=(*lead, last)).astype(np.bool_),
    st.sampled_from(DTYPES),
    st.lists(st.integers(0, 3), max_size=2),
    st.sampled_from([0, 1, 32, 64, 128, 256, 300]),
    st.integers(0, 2**32 - 1),
)


@settings(max_examples=300, deadline=None)
@given(op=st.sampled_from(["intlv", "intlv_mask", "unpack", "unpack_mask"]), a=arrays, b=arrays,
       arg=st.sampled_from(["lower", "upper", "low", 8, 16, 32, 7, None]))
def test_ops_only_documented_errors(op: str, a: np.ndarray, b: np.ndarray, arg: Any) -> None:
    try:
        if op == "intlv":
            d0, d1 = ops.intlv(a, b)
            assert d0.shape == a.shape and d1.shape == a.shape and d0.dtype == a.dtype
        elif op == "intlv_mask":
            d0, d1 = ops.intlv_mask(a, b, arg)
            assert d0.shape == a.shape and d0.dtype == np.bool_
            # Every set bit survives: interleaving only moves bits.
            assert int(d0.sum()) + int(d1.sum()) == int(a.sum()) + int(b.sum())
        elif op == "unpack":
            out = ops.unpack(a, arg)
            assert out.shape == a.shape[:-1] + (a.shape[-1] // 2,)
            assert out.dtype.itemsize == 2 * a.dtype.itemsize
        else:
            out = ops.unpack_mask(a, arg)
            assert out.shape == a.shape and not out[..., 1::2].any()
    except (TypeError, ValueError) as exc:
        assert str(exc), "an error must say what is wrong"


REGISTER_KINDS: list[type[Register]] = [*VECTOR_TYPES, vector_bool]


def _register(kind: type[Register], seed: int, written: bool) -> Any:
    if not written:
        return kind()
    rng = np.random.default_rng(seed)
    if kind is vector_bool:
        return kind(rng.integers(0, 2, 256).astype(np.bool_))
    assert issubclass(kind, VectorRegister)
    raw = rng.integers(0, 256, 256, dtype=np.uint8)
    return kind(raw.view(kind.elem.np))


registers = st.builds(_register, st.sampled_from(REGISTER_KINDS), st.integers(0, 2**32 - 1), st.booleans())

CALLS = ["asc_intlv", "asc_intlv_b8", "asc_intlv_b16", "asc_intlv_b32", "asc_unpack_lower", "asc_unpack_upper"]


def _call_in_vf(name: str, regs: list[Any], alias: bool) -> None:
    """Call ``name(*regs)`` in a VF; only an AscError (with a location) may come out."""
    if alias and len(regs) >= 2:
        regs[1] = regs[0]
    outcome: dict[str, Any] = {}
    fn = getattr(ascsim, name)

    @ascsim.simd_vf
    def vf() -> None:
        try:
            outcome["result"] = fn(*regs)
        except errors.AscError as exc:
            outcome["error"] = exc

    @ascsim.vector_kernel
    def kernel() -> None:
        vf()

    previous = check.set_mode("error")
    try:
        kernel[1]()
    finally:
        check.set_mode(previous)
    if "error" in outcome:
        assert outcome["error"].location, "every error names a place"


@settings(max_examples=200, deadline=None)
@given(name=st.sampled_from(CALLS), regs=st.lists(registers, min_size=1, max_size=4), alias=st.booleans())
def test_facade_only_documented_errors(name: str, regs: list[Any], alias: bool) -> None:
    _call_in_vf(name, regs, alias)

ARGS = st.sampled_from(["lower", "upper", "low", "high", 8, 16, 32, 7, None, np.uint16, "int8", np.float64])


@settings(max_examples=300, deadline=None)
@given(op=st.sampled_from(["deintlv", "deintlv_mask", "pack", "pack_mask", "select", "squeeze", "unsqueeze"]),
       a=arrays, b=arrays, c=arrays, arg=ARGS)
def test_more_ops_only_documented_errors(op: str, a: np.ndarray, b: np.ndarray, c: np.ndarray, arg: Any) -> None:
    calls = {
        "deintlv": lambda: ops.deintlv(a, b),
        "deintlv_mask": lambda: ops.deintlv_mask(a, b, arg),
        "pack": lambda: ops.pack(a, arg),
        "pack_mask": lambda: ops.pack_mask(a, arg),
        "select": lambda: ops.select(a, b, c),
        "squeeze": lambda: ops.squeeze(a, c),
        "unsqueeze": lambda: ops.unsqueeze(c, arg),
    }
    try:
        result = calls[op]()
    except (TypeError, ValueError) as exc:
        assert str(exc), "an error must say what is wrong"
        return
    for out in result if isinstance(result, tuple) else (result,):
        assert isinstance(out, np.ndarray) and out.shape[:-1] == np.shape(c if op == "unsqueeze" else a)[:-1]


#: Every register instruction of the spec: random registers in, only documented errors out.
FACADE_MORE = sorted({ov.name for ov in spec.overloads() if ov.function.where == "vf"})


@settings(max_examples=300, deadline=None)
@given(name=st.sampled_from(FACADE_MORE), regs=st.lists(registers, min_size=0, max_size=5), alias=st.booleans())
def test_more_facade_only_documented_errors(name: str, regs: list[Any], alias: bool) -> None:
    _call_in_vf(name, regs, alias)
