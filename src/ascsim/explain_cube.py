"""``ascsim explain`` for the cube core: the fractal layouts of a matrix (``'nz(32, 48)'``, ``'zn(64, 48)'``)
and the tiling of one ``asc_mmad`` call (``'asc_mmad(c, a, b, 32, 64, 48)'``).

Every position is computed by running the layout functions of :mod:`ascsim.ops.cube` on a matrix whose
elements are labelled with their (row, column): where a label lands is where the element is in memory. An
NZ matrix (L1, L0A, L0C) is cut into fractals of 16 rows x C0 columns (C0: the elements of 32 bytes; 16 x 16
elements of the accumulator type in L0C) that follow each other down the rows first; a ZN matrix (L0B) into
fractals of C0 (k) x 16 (n) that follow each other along n first, each holding its 16 columns of n one after
the other.
"""

from __future__ import annotations

import re

import numpy as np

from . import dtypes as d
from .c_api.cube import elem_bits
from .opcatalog import ToolError
from .ops import cube as oc
from .spec import by_name

_CALL = re.compile(r"\s*(\w+)\s*\((.*)\)\s*;?\s*", re.S)
#: The multiply forms whose tiling is drawn (each with its _sync twin).
MMAD_NAMES = ("asc_mmad", "asc_mmad_sync", "asc_mmad_s4", "asc_mmad_s4_sync")
_LAYOUTS = ("nz", "zn")
#: Fractals drawn in full in a grid; larger matrices show their first and last block rows and columns.
_GRID_LIMIT = 12


def is_cube_request(text: str) -> bool:
    """Whether ``text`` asks for a cube drawing (a layout or an mmad call)."""
    m = _CALL.fullmatch(text)
    return m is not None and (m.group(1) in _LAYOUTS or m.group(1) in MMAD_NAMES)


def _ints(text: str, what: str) -> list[int]:
    out = []
    for word in (w.strip() for w in text.split(",")):
        try:
            out.append(int(word, 0))
        except ValueError:
            raise ToolError(f"{what}: {word!r} is not a number") from None
    return out


def _elem(dtype: str | None, default: str) -> d.ElemType:
    name = dtype or default
    try:
        return d.by_name(name)
    except KeyError as err:
        raise ToolError(str(err.args[0])) from None


def _positions(layout: str, rows: int, cols: int, c0: int) -> tuple[np.ndarray, int, int]:
    """Each element's index in memory (rows x cols), and the fractal grid (block rows, block columns), by
    running the layout on labels. The fractal holding (r, c) is its index divided by the fractal's size."""
    labels = np.arange(rows * cols, dtype=np.int64).reshape(rows, cols) + 1  # 0 is the padding's label
    if layout == "nz":
        flat = oc.nd_to_nz(labels, c0).reshape(-1)
        grid = (oc.ceil_div(rows, oc.FRACTAL_ROWS), oc.ceil_div(cols, c0))
    else:
        flat = oc.kn_to_zn(labels, c0)
        grid = (oc.ceil_div(rows, c0), oc.ceil_div(cols, oc.FRACTAL_ROWS))
    where = np.zeros(rows * cols, np.int64)
    held = flat > 0
    where[flat[held] - 1] = np.flatnonzero(held)
    return where.reshape(rows, cols), grid[0], grid[1]


def _shown(n: int) -> list[int | None]:
    if n <= _GRID_LIMIT:
        return list(range(n))
    half = _GRID_LIMIT // 2
    return [*range(half), None, *range(n - half, n)]


def _grid(title: str, pos: np.ndarray, rows_per: int, cols_per: int, frac_elems: int, elem_bytes: float,
          row_name: str, col_name: str) -> list[str]:
    """The fractal grid of one matrix: each block's fractal number (its memory order) and byte offset."""
    r1, c1 = oc.ceil_div(pos.shape[0], rows_per), oc.ceil_div(pos.shape[1], cols_per)
    cells: dict[tuple[int, int], str] = {}
    for i in range(r1):
        for j in range(c1):
            p = int(pos[i * rows_per, j * cols_per])
            frac = p // frac_elems
            cells[i, j] = f"#{frac} +{int(frac * frac_elems * elem_bytes)}"
    width = max(len(c) for c in cells.values()) + 2
    heads = [f"{col_name} {j * cols_per}-{min((j + 1) * cols_per, pos.shape[1]) - 1}" if j is not None else "..."
             for j in _shown(c1)]
    width = max(width, *(len(h) + 2 for h in heads))
    label_w = max(len(f"{row_name} {i * rows_per}-{(i + 1) * rows_per - 1}") for i in range(r1)) + 2
    lines = [title, " " * label_w + "".join(h.rjust(width) for h in heads)]
    for bi in _shown(r1):
        if bi is None:
            lines.append(" " * label_w + "".join("...".rjust(width) for _ in heads))
            continue
        label = f"{row_name} {bi * rows_per}-{min((bi + 1) * rows_per, pos.shape[0]) - 1}"
        row = "".join(("..." if j is None else cells[bi, j]).rjust(width) for j in _shown(c1))
        lines.append(label.ljust(label_w) + row)
    return lines


def _inside(pos: np.ndarray, rows_per: int, cols_per: int, frac_elems: int) -> list[str]:
    """The first fractal's elements: each one's index within the fractal (its memory order)."""
    r, c = min(rows_per, pos.shape[0]), min(cols_per, pos.shape[1])
    block = pos[:r, :c] % frac_elems
    width = max(3, len(str(frac_elems - 1)) + 1)
    lines = [f"inside fractal #0 (rows down, columns across): each element's place in the fractal, 0-{frac_elems - 1}"]
    lines += ["  " + "".join(str(int(v)).rjust(width) for v in row) for row in block]
    return lines


def _layout(name: str, args: list[int], dtype: str | None) -> str:
    if len(args) != 2 or min(args) <= 0:
        raise ToolError(f"{name}(ROWS, COLS): two positive numbers, e.g. '{name}(32, 48)'")
    rows, cols = args
    e = _elem(dtype, "half")
    c0 = oc.c0(elem_bits(e))
    pos, r1, c1 = _positions(name, rows, cols, c0)
    frac = oc.FRACTAL_ROWS * c0
    if name == "nz":
        shape = f"fractals of 16 rows x {c0} columns, down the rows first"
        rows_per, cols_per, rn, cn = oc.FRACTAL_ROWS, c0, "row", "col"
    else:
        shape = f"fractals of {c0} (k) rows x 16 (n) columns, along n first; inside one, n by n"
        rows_per, cols_per, rn, cn = c0, oc.FRACTAL_ROWS, "k", "n"
    lines = [f"{name}({rows}, {cols}) of {e.name}: C0 = {c0} elements (32 bytes); {r1} x {c1} {shape}; "
             f"{oc.FRACTAL_BYTES} bytes a fractal, {r1 * c1 * oc.FRACTAL_BYTES} in all (padding included)", ""]
    lines += _grid("fractal #number +byte offset of each block:", pos, rows_per, cols_per, frac, elem_bits(e) / 8,
                   rn, cn)
    lines += ["", *_inside(pos, rows_per, cols_per, frac)]
    return "\n".join(lines) + "\n"


def _mmad(name: str, args_text: str, dtype: str | None) -> str:
    words = [w.strip() for w in args_text.split(",")]
    if len(words) < 6:
        raise ToolError(f"{name}(c, a, b, M, K, N, ...): give the three matrices and left_height (M), n_dim (K) "
                        "and right_width (N), e.g. 'asc_mmad(c, a, b, 32, 64, 48)'")
    m, k, n = _ints(",".join(words[3:6]), name)
    if min(m, k, n) <= 0:
        raise ToolError(f"{name}: M, K and N must be positive (0 in any is no operation)")
    forms = by_name().get(name, [])
    default = "int4b_t" if "_s4" in name else "half"
    e = _elem(dtype, default)
    form = next((f for f in forms if f.elem(1) is e), None)
    if form is None:
        having = sorted({f.elem(1).name for f in forms})
        raise ToolError(f"{name} has no form with {e.name} operands; valid: {', '.join(having)}")
    acc = form.elem(0)
    c0 = oc.c0(elem_bits(e))
    a_pos, m1, k1 = _positions("nz", m, k, c0)
    b_pos, _, n1 = _positions("zn", k, n, c0)
    c_pos, _, _ = _positions("nz", m, n, oc.FRACTAL_ROWS)
    fa, fc = oc.FRACTAL_ROWS * c0, oc.FRACTAL_ROWS * oc.FRACTAL_ROWS
    lines = [f"{name}(c, a, b, {m}, {k}, {n}): C ({m} x {n} {acc.name}, L0C) = A ({m} x {k} {e.name}, L0A) x "
             f"B ({k} x {n} {e.name}, L0B) + the initial C",
             f"  M = left_height {m}, K = n_dim {k}, N = right_width {n}; C0 = {c0} {e.name} (32 bytes); "
             f"padded to {m1 * 16} x {k1 * c0} x {n1 * 16}", ""]
    lines += _grid(f"A in L0A, NZ: {m1} x {k1} fractals of 16 x {c0} ({oc.FRACTAL_BYTES} bytes):", a_pos,
                   oc.FRACTAL_ROWS, c0, fa, elem_bits(e) / 8, "m", "k")
    lines += [""] + _grid(f"B in L0B, ZN: {k1} x {n1} fractals of {c0} (k) x 16 (n) ({oc.FRACTAL_BYTES} bytes):",
                          b_pos, c0, oc.FRACTAL_ROWS, fa, elem_bits(e) / 8, "k", "n")
    lines += [""] + _grid(f"C in L0C, NZ: {m1} x {n1} fractals of 16 x 16 {acc.name} ({fc * acc.size} bytes):",
                          c_pos, oc.FRACTAL_ROWS, oc.FRACTAL_ROWS, fc, acc.size, "m", "n")
    lines += ["", "each C fractal: the initial value plus the products of its A row of fractals and B column "
              "(summed exactly, rounded once: docs/semantics.md)"]
    shown = [(i, j) for i in _shown(m1) for j in _shown(n1) if i is not None and j is not None]
    for i, j in shown[:_GRID_LIMIT]:
        terms = [f"A#{int(a_pos[i * 16, kk * c0]) // fa} B#{int(b_pos[kk * c0, j * 16]) // fa}" for kk in range(k1)]
        more = f" + ... ({k1} products)" if len(terms) > 8 else ""
        lines.append(f"  C#{int(c_pos[i * 16, j * 16]) // fc} = " + " + ".join(terms[:8]) + more)
    if len(shown) > _GRID_LIMIT:
        lines.append(f"  ... ({m1 * n1} C fractals)")
    lines += ["", f"bytes used: A {m1 * k1 * oc.FRACTAL_BYTES} of L0A, B {k1 * n1 * oc.FRACTAL_BYTES} of L0B, "
              f"C {m1 * n1 * fc * acc.size} of L0C"]
    return "\n".join(lines) + "\n"


def explain_cube(text: str, dtype: str | None = None) -> str:
    """The drawing of a layout request or an mmad call (see the module doc)."""
    m = _CALL.fullmatch(text)
    if m is None:
        raise ToolError(f"{text!r}: write a layout, 'nz(32, 48)', or a call, 'asc_mmad(c, a, b, 32, 64, 48)'")
    name, inner = m.group(1), m.group(2)
    if name in _LAYOUTS:
        return _layout(name, _ints(inner, name), dtype)
    if name in MMAD_NAMES:
        return _mmad(name, inner, dtype)
    raise ToolError(f"{name}: the cube drawings are the layouts nz, zn and the calls {', '.join(MMAD_NAMES)}")
