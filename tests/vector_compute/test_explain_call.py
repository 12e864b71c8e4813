"""``ascsim explain 'asc_add(...)'``: the drawing of the UB addresses one call reads and writes,
checked against the index formula of the pages (block and repeat strides in 32-byte blocks)."""

from __future__ import annotations

import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ascsim.explain_ub import explain_call, record_call
from ascsim.opcatalog import ToolError
from vector_compute._ref import normal_active, walk


@settings(max_examples=25, deadline=None)
@given(size=st.sampled_from([2, 4]), repeat=st.integers(1, 5),
       blk=st.tuples(st.integers(0, 3), st.integers(0, 3)), rep=st.tuples(st.integers(0, 12), st.integers(0, 12)),
       mask0=st.integers(1, 2**64 - 1))
def test_recorded_offsets_follow_the_index_formula(size: int, repeat: int, blk: tuple[int, int],
                                                   rep: tuple[int, int], mask0: int) -> None:
    dtype = {2: "half", 4: "float"}[size]
    call = f"asc_add(d, a, b, {repeat}, {blk[0]}, {blk[1]}, 1, {rep[0]}, {rep[1]}, 8)"
    _, ops = record_call(call, dtype, mask=(0, mask0))
    active = normal_active(size, 0, mask0)
    for op, (bs, rs) in zip(ops[:2], [(blk[0], rep[0]), (blk[1], rep[1])], strict=True):
        want = [(r, e * size) for r, i, e in walk(size, repeat, bs, rs) if active[i]]
        got: list[tuple[int, int]] = []
        row = 0
        for acc in op.accesses:  # one access for all repeats, or one per repeat when they overlap
            for off, act in zip(acc.offsets, acc.active, strict=True):
                got.extend((row, int(o)) for o in off[act])
                row += 1
        assert got == want


def test_counter_mode_and_count_form_process_the_first_n_elements() -> None:
    _, ops = record_call("asc_add(d, a, b, 2, 1, 1, 1, 8, 8, 8)", "float", counter=100)
    (acc,) = ops[0].accesses
    assert acc.active.sum() == 100 and acc.active.shape == (2, 64)
    _, ops = record_call("asc_add(d, a, b, 70)", "half")
    (acc,) = ops[0].accesses
    assert int(acc.active.sum()) == 70 and acc.active.shape == (1, 128)


def test_text_of_a_strided_call() -> None:
    text = explain_call("asc_add(dst, a, b, 2, 1, 2, 1, 8, 16, 8)", "float", mask=(0, 0xFFFF))
    lines = text.splitlines()
    i = lines.index("a (read as src0): 32 items of 4 bytes in 2 repeat(s), bytes +0 to +608 from a")
    # Source 0 skips every other block: elements 0-7 at +0, 8-15 at +64; repeat 1 starts 16 blocks on.
    assert lines[i + 1:i + 5] == ["  repeat 0: +0..+32 items 0-7", "            +64..+96 items 8-15",
                                  "  repeat 1: +512..+544 items 0-7", "            +576..+608 items 8-15"]
    assert "    +0      00000000" in lines and "    +32     ........" in lines and "    +512    11111111" in lines
    assert "dst (write as dst): 32 items of 4 bytes in 2 repeat(s), bytes +0 to +320 from dst" in lines


def test_accumulating_call_marks_slots_every_repeat_touches() -> None:
    text = explain_call("asc_add(acc, acc, x, 3, 1, 1, 1, 0, 0, 8)", "half")
    assert "acc (write as dst): 384 items of 2 bytes in 3 repeat(s), bytes +0 to +256 from acc" in text
    assert "    +0      " + "*" * 16 in text


@pytest.mark.parametrize(("call", "dtype", "message"), [
    ("asc_nope(d, a, 1)", None, "not a C API function"),
    ("asc_add(d, a, b, 64)", None, "pick the element type with --dtype"),
    ("asc_add(d, a, 64)", "float", "no overload of asc_add takes 3 arguments"),
    ("asc_add(d, a, b, x2)", "float", "no overload"),
    ("asc_get_block_idx()", None, "has no UB operands"),
    ("asc_add d, a", None, "is not a call"),
])
def test_bad_calls_say_what_would_be_right(call: str, dtype: str | None, message: str) -> None:
    with pytest.raises(ToolError, match=message):
        explain_call(call, dtype)


def test_cli_draws_a_call() -> None:
    r = subprocess.run([sys.executable, "-m", "ascsim", "explain", "asc_brcb(d, s, 1, 8, 2)", "--dtype", "uint32_t"],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert "s (read as src)" in r.stdout and "d (write as dst)" in r.stdout
    r = subprocess.run([sys.executable, "-m", "ascsim", "explain", "asc_add(d, a, b, 64)", "--dtype", "float",
                        "--mask", "zz"], capture_output=True, text=True, timeout=60)
    assert r.returncode != 0 and "MASK1:MASK0" in r.stderr and "Traceback" not in r.stderr
