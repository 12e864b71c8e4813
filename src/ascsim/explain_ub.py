"""``ascsim explain 'asc_add(dst, a, b, 2, 1, 2, 1, 8, 16, 8)'``: the addresses a UB vector call touches.

The call runs through the facade exactly as a program's call does, with one difference: the memory
accesses of :mod:`ascsim.runtime.ub_vector` are recorded instead of performed. So the drawing shows
the addresses the simulator itself reads and writes for that call, computed by the one addressing
model (:mod:`ascsim.ops.vector_addressing`), not a second description of it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import numpy as np

import ascsim
from ascsim import c_api
from ascsim.runtime.check import set_mode as set_check_mode
from ascsim.runtime.kernel import vector_kernel

from . import spec
from .arch import current
from .arch import using as npu_arch
from .errors import ArchError
from .opcatalog import ToolError
from .runtime import ub_vector
from .runtime.memory import Ptr, UnifiedBuffer
from .runtime.ub_vector import Access

#: Repeats listed in full before the listing is shortened (``--full`` lists all).
_SHOWN_REPEATS = 4
_ROW_BYTES = 32
_MARKS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

_CALL = re.compile(r"\s*(asc_\w+)\s*\((.*)\)\s*;?\s*", re.S)
_POINTER = re.compile(r"([A-Za-z_]\w*)(?:\s*\+\s*(\d+))?")
_INT = re.compile(r"[-+]?(0[xX][0-9a-fA-F]+|\d+)[uUlL]*")
_FLOAT = re.compile(r"[-+]?(\d+\.\d*|\.\d+|\d+)([eE][-+]?\d+)?[fF]?")


@dataclass
class Operand:
    """What one named UB array of the call saw: its accesses in execution order."""

    name: str
    base: Ptr
    kinds: list[str] = field(default_factory=list)
    accesses: list[Access] = field(default_factory=list)


@contextmanager
def _recording() -> Iterator[list[tuple[str, Access]]]:
    records: list[tuple[str, Access]] = []
    previous = ub_vector.RECORD
    ub_vector.RECORD = records
    try:
        yield records
    finally:
        ub_vector.RECORD = previous


def _split_args(text: str) -> list[str]:
    parts = [a.strip() for a in text.split(",")]
    return [] if parts == [""] else parts


def _choose(name: str, args: list[str], dtype: str | None) -> spec.Overload:
    """The overload a call with these arguments names (pointer arguments where the overload has UB pointers)."""
    table = spec.by_name()
    if name not in table:
        raise ToolError(f"{name} is not a C API function; `ascsim api 'asc_*'` lists them")
    forms = table[name]
    if not any(p.ty.kind == "ptr" and p.ty.space == "ub" for overload in forms for p in overload.params):
        raise ToolError(f"{name} has no UB operands; a call drawing is for the UB vector instructions of "
                        "vector_compute.h (asc_add, asc_gt, asc_brcb ...)")

    def fits(overload: spec.Overload) -> bool:
        if len(overload.params) != len(args):
            return False
        for p, a in zip(overload.params, args, strict=True):
            is_ub = p.ty.kind == "ptr" and p.ty.space == "ub"
            if is_ub != bool(_POINTER.fullmatch(a)) or (p.ty.kind == "ptr" and not is_ub):
                return False
        return True

    found = [overload for overload in forms if fits(overload)]
    if dtype is not None:
        found = [overload for overload in found if any(
            p.ty.kind == "ptr" and p.ty.elem is not None and p.ty.elem.name == dtype for p in overload.params)]
    if len(found) == 1:
        return found[0]
    protos = "\n  ".join(overload.prototype() for overload in (found or forms))
    if not found:
        raise ToolError(f"no overload of {name} takes {len(args)} arguments like these"
                        f"{f' with {dtype} operands' if dtype else ''}; name each UB operand and give numbers "
                        f"for the rest. The overloads:\n  {protos}")
    raise ToolError(f"{len(found)} overloads of {name} fit; pick the element type with --dtype T:\n  {protos}")


def _number(text: str) -> int | float | bool:
    if text in ("true", "false"):
        return text == "true"
    if _INT.fullmatch(text):
        return int(text.rstrip("uUlL"), 0)
    if _FLOAT.fullmatch(text):
        return float(text.rstrip("fF"))
    raise ToolError(f"argument {text!r}: give a number (or true/false) for a parameter that is not a UB pointer")


def record_call(call: str, dtype: str | None = None, mask: tuple[int, int] | None = None,
                counter: int | None = None) -> tuple[spec.Overload, list[Operand]]:
    """Run ``call`` (C syntax, UB operands named) once and return the accesses of each named operand.
    ``mask`` is the vector mask ``(mask1, mask0)`` of normal mode (default: every bit);
    ``counter`` switches to counter mode with that element count."""

    m = _CALL.fullmatch(call)
    if not m:
        raise ToolError(f"{call!r} is not a call; write it as in C, e.g. 'asc_add(dst, a, b, 2, 1, 1, 1, 8, 8, 8)'")
    name, args = m.group(1), _split_args(m.group(2))
    overload = _choose(name, args, dtype)
    operands: dict[str, Operand] = {}
    out: list[tuple[spec.Overload, list[Operand]]] = []

    def body() -> None:
        values: list[object] = []
        for p, a in zip(overload.params, args, strict=True):
            pm = _POINTER.fullmatch(a) if p.ty.kind == "ptr" else None
            if pm is None:
                values.append(_number(a))
                continue
            ident, plus = pm.group(1), int(pm.group(2) or 0)
            elem = p.ty.elem if p.ty.elem is not None else ascsim.uint8_t
            if ident not in operands:
                # Each name is an array of its own UB instance, so two names never overlap, however
                # far the strides reach (recorded accesses touch no memory); the same name twice does.
                ub = UnifiedBuffer()
                at = ub.alloc(256, f"__ubuf__ {elem.name} {ident}[]")
                operands[ident] = Operand(ident, Ptr(ub, at, elem, ub.allocation_at(at)))
            base = operands[ident].base
            if base.elem is not elem:
                base = base.cast(elem)
            values.append(base + plus)
        if counter is not None:
            c_api.asc_set_mask_count()
            c_api.asc_set_vector_mask(0, counter)
        else:
            m1, m0 = mask if mask is not None else (2**64 - 1, 2**64 - 1)
            c_api.asc_set_vector_mask(m1, m0)
        with _recording() as records:
            getattr(c_api, name)(*values)
        by_alloc = {op.base.alloc: op for op in operands.values()}
        for kind, acc in records:
            op = by_alloc[acc.ptr.alloc]
            op.kinds.append(kind)
            op.accesses.append(acc)
        out.append((overload, list(operands.values())))

    previous = set_check_mode("off")
    try:
        vector_kernel(body)[1]()
    finally:
        set_check_mode(previous)
    return out[0]


def _mark(repeats: set[int]) -> str:
    if len(repeats) > 1:
        return "*"
    (r,) = repeats
    return _MARKS[r] if r < len(_MARKS) else "#"


def _runs(offsets: np.ndarray, items: np.ndarray, size: int) -> list[tuple[int, int, int, int]]:
    """Runs ``(first offset, last offset, first item, last item)`` of items lying back to back."""
    runs: list[tuple[int, int, int, int]] = []
    for off, i in zip(offsets.tolist(), items.tolist(), strict=True):
        if runs and off == runs[-1][1] + size and i == runs[-1][3] + 1:
            runs[-1] = (runs[-1][0], off, runs[-1][2], i)
        else:
            runs.append((off, off, i, i))
    return runs


def _span_text(a: int, b: int) -> str:
    return f"{a}" if a == b else f"{a}-{b}"


def _operand_text(op: Operand, full: bool) -> list[str]:
    lines: list[str] = []
    start = op.base.addr
    for kind in ("read", "write"):
        accs = [a for k, a in zip(op.kinds, op.accesses, strict=True) if k == kind]
        if not accs:
            continue
        roles = ", ".join(dict.fromkeys(a.name for a in accs))
        size = accs[0].raw.itemsize
        # Repeat-by-repeat execution records one access per repeat: number them in order.
        rows: list[tuple[np.ndarray, np.ndarray]] = []
        for a in accs:
            rel = a.offsets + (a.ptr.addr - start)
            rows.extend(zip(rel, a.active, strict=True))
        touched = [(r, off[act]) for r, (off, act) in enumerate(rows) if act.any()]
        count = sum(int(act.sum()) for _, act in rows)
        if not touched:
            lines.append(f"{op.name} ({kind} as {roles}): no element active")
            continue
        lo = min(int(o.min()) for _, o in touched)
        hi = max(int(o.max()) for _, o in touched) + size
        lines.append(f"{op.name} ({kind} as {roles}): {count} items of {size} bytes in {len(rows)} repeat(s), "
                     f"bytes +{lo} to +{hi} from {op.name}")
        shown = list(range(len(rows)))
        if not full and len(rows) > _SHOWN_REPEATS:
            shown = shown[:_SHOWN_REPEATS - 1] + [len(rows) - 1]
        for r in shown:
            if r == len(rows) - 1 and len(shown) < len(rows):
                lines.append(f"  ... repeats {_SHOWN_REPEATS - 1}-{len(rows) - 2} (--full lists them)")
            off, act = rows[r]
            items = np.flatnonzero(act)
            if items.size == 0:
                lines.append(f"  repeat {r}: no item active")
                continue
            parts = [f"+{a}..+{b + size} items {_span_text(i, j)}" for a, b, i, j in _runs(off[items], items, size)]
            head = f"  repeat {r}: "
            for k, part in enumerate(parts):
                lines.append((head if k == 0 else " " * len(head)) + part)
        lines.extend(_memory_map(rows, size, lo, hi, full))
    return lines


def _memory_map(rows: list[tuple[np.ndarray, np.ndarray]], size: int, lo: int, hi: int, full: bool) -> list[str]:
    """One line per 32 bytes from the operand's first touched row: a mark per item slot, the repeat
    that touches it (``*`` several, ``.`` none); runs of untouched rows are folded unless ``full``."""
    per_row = _ROW_BYTES // size
    first = lo // _ROW_BYTES * _ROW_BYTES
    n_rows = -(-(hi - first) // _ROW_BYTES)
    slots: dict[int, set[int]] = {}
    for r, (off, act) in enumerate(rows):
        for o in off[act].tolist():
            slots.setdefault((o - first) // size, set()).add(r)
    lines = [f"  map from +{first}, {_ROW_BYTES} bytes a row, one mark per item: the repeat that touches it "
             "(0-9a-zA-Z, * several, . none)"]
    empty_run = 0

    def flush() -> None:
        nonlocal empty_run
        if empty_run:
            lines.append(f"    ({empty_run} untouched row{'s' if empty_run > 1 else ''})")
        empty_run = 0

    for row in range(n_rows):
        marks = "".join(_mark(slots[k]) if k in slots else "." for k in range(row * per_row, (row + 1) * per_row))
        if set(marks) == {"."} and not full:
            empty_run += 1
            continue
        if empty_run == 1:  # one row is shown, not folded
            lines.append(f"    +{first + (row - 1) * _ROW_BYTES:<6} {'.' * per_row}")
            empty_run = 0
        flush()
        lines.append(f"    +{first + row * _ROW_BYTES:<6} {marks}")
    flush()
    return lines


def explain_call(call: str, dtype: str | None = None, mask: tuple[int, int] | None = None,
                 counter: int | None = None, full: bool = False, arch: str | None = None) -> str:
    """The text drawing of the UB addresses one call reads and writes, per operand and repeat, run on the
    architecture ``arch`` (the selected one if None)."""
    with npu_arch(arch or current().name) as chip:
        try:
            overload, operands = record_call(call, dtype, mask, counter)
        except ArchError as e:
            raise ToolError(e.message) from None
    if counter is not None:
        mode = f"counter mode, {counter} elements"
    else:
        m1, m0 = mask if mask is not None else (2**64 - 1, 2**64 - 1)
        mode = f"normal mode, vector mask (mask1:mask0) 0x{m1:x}:0x{m0:x}"
    lines = [call.strip().rstrip(";"), f"  {overload.prototype()}",
             f"  {mode} (a count form sets its own); on {chip.name}", ""]
    for op in operands:
        if op.accesses:
            lines.extend(_operand_text(op, full))
            lines.append("")
    if not any(op.accesses for op in operands):
        lines.append("no UB element is read or written by this call")
    lines.append("Offsets are bytes from the named operand; items are elements (bit-packed results count bytes).")
    return "\n".join(lines) + "\n"
