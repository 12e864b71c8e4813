"""UB vector arithmetic of ``vector_compute.h``: sub/mul/div/max/min, and/or/not, the relu family
(with the narrowing forms of add_relu/sub_relu), fma/mul_add/mul_add_relu/axpy, abs, exp/log/sqrt/
rsqrt/rcp, the ``_scalar`` forms, leakyrelu and the shifts (count and repeat forms, ``_sync``).

The addressing is :mod:`ascsim.ops.vector_addressing` (through the helpers of
:mod:`ascsim.c_api.vector_compute`), the memory side :mod:`ascsim.runtime.ub_vector`, and every
element operation one of :mod:`ascsim.ops` (the register instructions' arithmetic). ``overload.extra`` is
``(sync, op)``.

Operands of two widths (``asc_fma``/``asc_axpy`` float from half, the narrowing add_relu/sub_relu)
process ``256 / sizeof(wider)`` elements per repeat: the wider operand fills its 8 blocks, the
narrower one the first blocks of its own (its element i lies where a same-typed operand's element i
lies); the count forms use repeat stride 8 for the wider operand and 4 for the narrower one, as the
vendor code does.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import numpy as np

from ..dtypes import ElemType
from ..errors import AscValueError
from ..ops import arith, logic
from ..ops import math as fmath
from ..ops import vector_addressing as va
from ..ops.convert import convert_values
from ..runtime import ub_vector
from ..runtime.memory import Ptr
from ..spec import Overload, impls
from ..spec.impls import implements
from ._compute import scalar_bits
from .vector_compute import _c_args, _count_form, _data, _finish, _mask_state, _operands, _vector_core

#: An element operation: (source values by operand name, active flags, scalar bits) -> dst bits.
_Op = Callable[[dict[str, np.ndarray], np.ndarray, Any], np.ndarray]


def _plan(overload: Overload, rest: tuple[Any, ...], first: int,
          ptrs: dict[str, Ptr]) -> tuple[np.ndarray, dict[str, np.ndarray]]:
    """Active flags ``(R, E)`` and the byte offsets ``(R, E)`` of each operand (in ``ptrs`` order) of a
    count form (``rest = (count,)``) or a repeat form (``repeat``, block strides, repeat strides)."""
    sizes = {name: p.elem.size for name, p in ptrs.items()}
    wide = max(sizes.values())
    e = va.elements_per_repeat(wide)
    if len(rest) == 1:
        (count,) = _c_args(overload, first, rest)
        active = va.active_elements(wide, 1, _count_form(count))
        strides = {n: va.Stride(1, va.BLOCKS_PER_REPEAT * s // wide) for n, s in sizes.items()}
    else:
        repeat, *st = _c_args(overload, first, rest)
        k = len(ptrs)
        active = va.active_elements(wide, repeat, _mask_state())
        strides = {n: va.Stride(st[j], st[k + j]) for j, n in enumerate(ptrs)}
    n_rep = active.shape[0]
    offsets = {n: va.element_offsets(sizes[n], n_rep, strides[n])[:, :e] for n in ptrs}
    return active, offsets


def _run(overload: Overload, ptrs: dict[str, Ptr], rest: tuple[Any, ...], first: int, op: _Op, value: Any,
         reads_dst: bool) -> None:
    func = overload.name
    p = _operands(func, **ptrs)
    act, offs = _plan(overload, rest, first, p)
    srcs = [n for n in p if n != "dst"] + (["dst"] if reads_dst else [])
    reads = [_data(n, p[n], offs[n], act) for n in srcs]
    out = _data("dst", p["dst"], offs["dst"], act)

    def compute(s: list[np.ndarray], rows: slice) -> list[np.ndarray]:
        return [op(dict(zip(srcs, s, strict=True)), act[rows], value)]

    ub_vector.run(func, reads, [out], compute)
    _finish(overload)


def _widen(bits: np.ndarray, src: ElemType, dst: ElemType) -> np.ndarray:
    """Source bits as bits of the dst type (half -> float is exact); same types pass through."""
    return bits if src.size == dst.size else convert_values(bits, src.name, dst.name)


@functools.cache  # one table of closures per (instruction, types), not per call
def _binary_op(op: str, d: ElemType, s: ElemType) -> _Op:
    t = d.np
    same: dict[str, Callable[[np.ndarray, np.ndarray, np.ndarray], np.ndarray]] = {
        "sub": lambda a, b, m: arith.sub_raw(a, b, m, t),
        "mul": lambda a, b, m: arith.mul_raw(a, b, m, t),
        "div": lambda a, b, m: arith.div_raw(a, b, m, t),
        "max_": lambda a, b, m: arith.max_raw(a, b, m, t),
        "min_": lambda a, b, m: arith.min_raw(a, b, m, t),
        "and_": lambda a, b, m: logic.bitwise_raw("and", a, b, m),
        "or_": lambda a, b, m: logic.bitwise_raw("or", a, b, m),
    }
    if op in same:
        f2 = same[op]
        return lambda v, m, _x: f2(v["src0"], v["src1"], m)
    if op in ("add_relu", "sub_relu"):
        sub = op == "sub_relu"

        def relu_op(v: dict[str, np.ndarray], m: np.ndarray, _x: Any) -> np.ndarray:
            r = arith.add_relu_raw(v["src0"], v["src1"], m, s.np, sub)
            return r if s == d else arith.relu_cast_raw(r, s.name, d.name)
        return relu_op
    if op == "fma":
        return lambda v, m, _x: fmath.fma_raw(_widen(v["src0"], s, d), _widen(v["src1"], s, d), v["dst"], m, t)
    if op == "mul_add":
        return lambda v, m, _x: fmath.fma_raw(v["src0"], v["dst"], v["src1"], m, t)
    assert op == "mul_add_relu", op
    return lambda v, m, _x: arith.relu_raw(fmath.fma_raw(v["src0"], v["dst"], v["src1"], m, t), m, t)


def binary(overload: Overload, dst: Ptr, src0: Ptr, src1: Ptr, *rest: Any) -> None:
    """The two-source UB instructions (``asc_sub``, ``asc_mul``, ``asc_div``, ``asc_max``, ``asc_min``,
    ``asc_and``, ``asc_or``, ``asc_add_relu``, ``asc_sub_relu``, ``asc_fma``, ``asc_mul_add``,
    ``asc_mul_add_relu`` and their ``_sync`` forms) on the active elements; others keep their value."""
    if not _vector_core():
        return
    op = overload.extra[1]
    d, s = overload.elem(0), overload.elem(1)
    _run(overload, {"dst": dst, "src0": src0, "src1": src1}, rest, 3, _binary_op(op, d, s), None,
         op in ("fma", "mul_add", "mul_add_relu"))


@functools.cache  # one table of closures per (instruction, types), not per call
def _unary_op(op: str, d: ElemType, s: ElemType) -> _Op:
    t = d.np
    plain: dict[str, Callable[[np.ndarray, np.ndarray], np.ndarray]] = {
        "abs_": lambda a, m: arith.abs_raw(a, m, t),
        "relu": lambda a, m: arith.relu_raw(a, m, t),
        "exp": lambda a, m: fmath.exp_raw(a, m, t),
        "log": lambda a, m: fmath.ln_raw(a, m, t),
        "sqrt": lambda a, m: fmath.sqrt_raw(a, m, t),
        "rsqrt": lambda a, m: fmath.rsqrt_raw(a, m, t),
        "rcp": lambda a, m: fmath.rcp_raw(a, m, t),
        "not_": lambda a, m: logic.not_raw(a, m),
    }
    if op in plain:
        f1 = plain[op]
        return lambda v, m, _x: f1(v["src"], m)
    with_value: dict[str, Callable[[np.ndarray, np.ndarray, np.ndarray], np.ndarray]] = {
        "add_scalar": lambda a, x, m: arith.add_raw(a, x, m, t),
        "sub_scalar": lambda a, x, m: arith.sub_raw(a, x, m, t),
        "mul_scalar": lambda a, x, m: arith.mul_raw(a, x, m, t),
        "max_scalar": lambda a, x, m: arith.max_raw(a, x, m, t),
        "min_scalar": lambda a, x, m: arith.min_raw(a, x, m, t),
        "leakyrelu": lambda a, x, m: arith.prelu_raw(a, x, m, t),
    }
    if op in with_value:
        fv = with_value[op]
        return lambda v, m, x: fv(v["src"], np.broadcast_to(x, v["src"].shape), m)
    if op == "axpy":
        return lambda v, m, x: fmath.fma_raw(_widen(v["src"], s, d),
                                             np.broadcast_to(_widen(x, s, d), v["dst"].shape), v["dst"], m, t)
    signed = d.kind == "int"
    if op == "shiftleft":
        return lambda v, m, x: logic.shift_left_raw(v["src"], x, m, signed)
    if op == "shiftright":
        return lambda v, m, x: logic.shift_right_raw(v["src"], x, m, signed)
    assert op == "shiftright_round", op
    return lambda v, m, x: logic.shift_right_round_raw(v["src"], x, m)


def unary(overload: Overload, dst: Ptr, src: Ptr, *rest: Any) -> None:
    """The one-source UB instructions, with or without a scalar (``asc_abs``, ``asc_relu``, ``asc_exp``,
    ``asc_log``, ``asc_sqrt``, ``asc_rsqrt``, ``asc_rcp``, ``asc_not``, ``asc_add_scalar`` ...
    ``asc_min_scalar``, ``asc_leakyrelu``, ``asc_axpy``, ``asc_shiftleft``, ``asc_shiftright``,
    ``asc_shiftright_round`` and their ``_sync`` forms) on the active elements."""
    func = overload.name
    if not _vector_core():
        return
    op = overload.extra[1]
    d, s = overload.elem(0), overload.elem(1)
    has_value = len(overload.params) in (4, 8)
    value: Any = None
    if has_value:
        vt = overload.elem(2)
        if op.startswith("shift"):
            (value,) = _c_args(overload, 2, rest[:1])
            if value < 0:
                raise AscValueError(f"{func}: the shift count must be >= 0 (the vendor page allows no negative "
                                    f"value); got {value}")
        else:
            value = scalar_bits(func, vt, rest[0])
        rest = rest[1:]
    first = 3 if has_value else 2
    _run(overload, {"dst": dst, "src": src}, rest, first, _unary_op(op, d, s), value, op == "axpy")


# One implementation object per operation (``impls.vector_compute_arith.<op>``), so each operation's
# overloads are counted, listed and checked on their own; the forms carry the operation in ``extra``.
_A = impls.vector_compute_arith
implements(_A.sub, _A.mul, _A.div, _A.max_, _A.min_, _A.and_, _A.or_, _A.add_relu, _A.sub_relu, _A.fma, _A.mul_add,
           _A.mul_add_relu)(binary)
implements(_A.abs_, _A.relu, _A.exp, _A.log, _A.sqrt, _A.rsqrt, _A.rcp, _A.not_, _A.add_scalar, _A.sub_scalar,
           _A.mul_scalar, _A.max_scalar, _A.min_scalar, _A.leakyrelu, _A.axpy, _A.shiftleft, _A.shiftright,
           _A.shiftright_round)(unary)
