"""``ascsim explain`` for the cube core: the fractal grids and the mmad tiling it prints agree with the layouts
as the pages define them, written here as formulas (NZ: fractals of 16 rows x C0 down the rows first; ZN:
fractals of C0 (k) x 16 (n) along n first, each holding its n columns one after the other)."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from ascsim.explain_cube import explain_cube
from ascsim.opcatalog import ToolError

C0 = {"half": 16, "bfloat16_t": 16, "float": 8, "int8_t": 32, "int4b_t": 64}
BITS = {"half": 16, "bfloat16_t": 16, "float": 32, "int8_t": 8, "int4b_t": 4}


def _up(x: int, to: int) -> int:
    return -(-x // to) * to


def nz_index(r: int, c: int, rows: int, c0: int) -> int:
    """Element (r, c) of an NZ matrix: its index in memory."""
    return (c // c0) * _up(rows, 16) * c0 + r * c0 + c % c0


def zn_index(k: int, n: int, cols: int, c0: int) -> int:
    """Element (k, n) of a ZN matrix (k x cols): its index in memory."""
    n1 = -(-cols // 16)
    return ((k // c0) * n1 + n // 16) * 16 * c0 + (n % 16) * c0 + k % c0


def _grid(text: str, title: str) -> list[list[tuple[int, int]]]:
    """The (fractal, byte offset) cells of the grid that follows the line starting with ``title``."""
    lines = text.splitlines()
    start = next(i for i, ln in enumerate(lines) if ln.startswith(title)) + 2
    rows = []
    for ln in lines[start:]:
        cells = re.findall(r"#(\d+) \+(\d+)", ln)
        if not cells:
            break
        rows.append([(int(f), int(o)) for f, o in cells])
    return rows


@pytest.mark.parametrize(("layout", "rows", "cols", "dtype"), [
    ("nz", 32, 48, "half"), ("nz", 20, 40, "float"), ("nz", 17, 70, "int8_t"),
    ("zn", 64, 48, "half"), ("zn", 40, 20, "int8_t"), ("zn", 24, 33, "float"),
])
def test_layout_grid_and_first_fractal(layout: str, rows: int, cols: int, dtype: str) -> None:
    c0 = C0[dtype]
    text = explain_cube(f"{layout}({rows}, {cols})", dtype)
    grid = _grid(text, "fractal #number")
    if layout == "nz":
        r_step, c_step = 16, c0
        index = lambda r, c: nz_index(r, c, rows, c0)  # noqa: E731
    else:
        r_step, c_step = c0, 16
        index = lambda r, c: zn_index(r, c, cols, c0)  # noqa: E731
    want = [[(index(i, j) // (16 * c0), index(i, j) // (16 * c0) * 512) for j in range(0, cols, c_step)]
            for i in range(0, rows, r_step)]
    assert grid == want
    lines = text.splitlines()
    inside = lines[lines.index(next(ln for ln in lines if ln.startswith("inside fractal #0"))) + 1:]
    first = [[int(x) for x in ln.split()] for ln in inside[:min(r_step, rows)]]
    assert first == [[index(r, c) % (16 * c0) for c in range(min(c_step, cols))] for r in range(min(r_step, rows))]


@pytest.mark.parametrize(("dtype", "m", "k", "n", "acc_bytes"), [
    ("half", 32, 64, 48, 4), ("float", 20, 40, 17, 4), ("int8_t", 16, 96, 40, 4), ("bfloat16_t", 48, 16, 16, 4),
])
def test_mmad_tiling(dtype: str, m: int, k: int, n: int, acc_bytes: int) -> None:
    c0 = C0[dtype]
    m1, k1, n1 = -(-m // 16), -(-k // c0), -(-n // 16)
    text = explain_cube(f"asc_mmad(c, a, b, {m}, {k}, {n})", dtype)
    assert _grid(text, "A in L0A") == [[(kk * m1 + i, (kk * m1 + i) * 512) for kk in range(k1)] for i in range(m1)]
    assert _grid(text, "B in L0B") == [[(kk * n1 + j, (kk * n1 + j) * 512) for j in range(n1)] for kk in range(k1)]
    c_bytes = 256 * acc_bytes
    assert _grid(text, "C in L0C") == [[(j * m1 + i, (j * m1 + i) * c_bytes) for j in range(n1)] for i in range(m1)]
    products = {int(c): ln for c, ln in re.findall(r"^  C#(\d+) = (.*)$", text, re.M)}
    for i in range(m1):
        for j in range(n1):
            want = " + ".join(f"A#{kk * m1 + i} B#{kk * n1 + j}" for kk in range(k1))
            assert products[j * m1 + i] == want
    assert f"A {m1 * k1 * 512} of L0A, B {k1 * n1 * 512} of L0B, C {m1 * n1 * c_bytes} of L0C" in text


def test_int4_operands_halve_the_bytes() -> None:
    """int4b_t packs two elements a byte: C0 = 64, and a fractal of 16 x 64 is still 512 bytes."""
    text = explain_cube("asc_mmad_s4(c, a, b, 16, 128, 16)")
    assert "C0 = 64 int4b_t" in text
    assert _grid(text, "A in L0A") == [[(0, 0), (1, 512)]]


@pytest.mark.parametrize(("request_", "dtype", "message"), [
    ("asc_mmad(c, a, b, 16)", None, "give the three matrices"),
    ("asc_mmad(c, a, b, 16, x, 16)", None, "'x' is not a number"),
    ("asc_mmad(c, a, b, 16, 0, 16)", None, "must be positive"),
    ("asc_mmad(c, a, b, 16, 16, 16)", "uint16_t", "no form with uint16_t operands"),
    ("nz(16)", None, "two positive numbers"),
    ("nz(16, 16)", "bogus", "unknown element type 'bogus'"),
])
def test_bad_requests_say_what_is_valid(request_: str, dtype: str | None, message: str) -> None:
    with pytest.raises(ToolError, match=re.escape(message)):
        explain_cube(request_, dtype)


def test_command_line() -> None:
    done = subprocess.run([sys.executable, "-m", "ascsim", "explain", "asc_mmad(c, a, b, 16, 32, 16)", "--dtype",
                           "half"], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0 and "C#0 = A#0 B#0 + A#1 B#1" in done.stdout, done.stderr
    bad = subprocess.run([sys.executable, "-m", "ascsim", "explain", "nz(16, 16)", "--format", "svg"],
                         capture_output=True, text=True, timeout=120, check=False)
    assert bad.returncode == 2 and "drawn as text" in bad.stderr
