"""``ascsim explain`` of warp calls: the drawn results of one warp against the shuffle, vote and reduction
rules written here from the pages (segments of ``width`` lanes; a source outside the segment leaves the
lane its own value)."""

from __future__ import annotations

import re

import pytest

from ascsim.cli import main
from ascsim.explain_warp import explain_warp_call
from ascsim.opcatalog import ToolError


def _row(text: str, name: str) -> list[str]:
    """The 32 cells of one drawn row (two lines of 16 lanes)."""
    cells: list[str] = []
    for line in text.splitlines():
        m = re.match(rf"\s+{name}\s+\|(.*)$", line)
        if m:
            cells += m.group(1).split()
    assert len(cells) == 32, text
    return cells


def _sources(text: str) -> list[int | None]:
    return [None if c == "." else int(c[1:]) for c in _row(text, "result")]


def _segment(k: int, width: int) -> tuple[int, int]:
    start = k // width * width
    return start, start + width


@pytest.mark.parametrize("width", [32, 16, 8, 4, 2, 1])
@pytest.mark.parametrize("lane_mask", [1, 3, 6, 17, 31])
def test_shfl_xor(width: int, lane_mask: int) -> None:
    got = _sources(explain_warp_call(f"asc_shfl_xor(var, {lane_mask}, {width})"))
    for k in range(32):
        lo, hi = _segment(k, width)
        want = k ^ lane_mask if lo <= k ^ lane_mask < hi else k
        assert got[k] == want, (k, got)


@pytest.mark.parametrize(("kind", "sign"), [("down", 1), ("up", -1)])
@pytest.mark.parametrize("delta", [0, 1, 2, 5, 16])
@pytest.mark.parametrize("width", [32, 8])
def test_shfl_up_down(kind: str, sign: int, delta: int, width: int) -> None:
    got = _sources(explain_warp_call(f"asc_shfl_{kind}(v, {delta}, {width})", "float"))
    for k in range(32):
        lo, hi = _segment(k, width)
        src = k + sign * delta
        assert got[k] == (src if lo <= src < hi else k)


@pytest.mark.parametrize(("src_lane", "width"), [(5, 8), (0, 32), (33, 16), (7, 4)])
def test_shfl_by_lane(src_lane: int, width: int) -> None:
    got = _sources(explain_warp_call(f"asc_shfl(v, {src_lane}, {width})"))
    assert got == [k // width * width + src_lane % width for k in range(32)]


def test_per_lane_arguments_and_inactive_lanes() -> None:
    text = explain_warp_call("asc_shfl_up(v, lane / 8)", active="0x0000ffff")
    got = _sources(text)
    assert got == [k - k // 8 if k < 16 else None for k in range(32)]
    assert _row(text, "delta") == [str(k // 8) for k in range(32)]
    assert "result[k] <- var[k - 1]   k = 8..15" in text


@pytest.mark.parametrize(("pred", "active"), [("lane % 3 == 0", "lane < 20"), ("1", None), ("lane > 40", None),
                                              ("lane & 1 && lane < 9", "0xffff")])
def test_votes(pred: str, active: str | None) -> None:
    lanes = range(32)
    on = [eval(active.replace("lane", str(k))) if active and "lane" in active else  # noqa: S307
          (int(active, 0) >> k & 1 if active else True) for k in lanes]
    truth = [bool(eval(pred.replace("&&", " and ").replace("lane", str(k)))) for k in lanes]  # noqa: S307
    word = sum(1 << k for k in lanes if on[k] and truth[k])
    assert f"every active lane gets 0x{word:08x}" in explain_warp_call(f"asc_ballot({pred})", active=active)
    every = all(t for t, a in zip(truth, on, strict=True) if a)
    some = any(t for t, a in zip(truth, on, strict=True) if a)
    assert f"every active lane gets {int(every)}" in explain_warp_call(f"asc_all({pred})", active=active)
    assert f"every active lane gets {int(some)}" in explain_warp_call(f"asc_any({pred})", active=active)


def test_reductions() -> None:
    on = [k % 4 != 1 for k in range(32)]
    vals = [(7 * k) % 23 - 11 for k in range(32)]
    active = "lane % 4 != 1"
    for op, want in (("add", sum(v for v, a in zip(vals, on, strict=True) if a)),
                     ("max", max(v for v, a in zip(vals, on, strict=True) if a)),
                     ("min", min(v for v, a in zip(vals, on, strict=True) if a))):
        text = explain_warp_call(f"asc_reduce_{op}((7 * lane) % 23 - 11)", "int32_t", active)
        assert f"every active lane gets {want}" in text
        assert _row(text, "result") == [str(want) if a else "." for a in on]


def test_activemask() -> None:
    assert "every active lane gets 0x0000f0f0: bits 4..7, 12..15" in explain_warp_call(
        "asc_activemask()", active="0xf0f0")


@pytest.mark.parametrize(("call", "dtype", "active", "message"), [
    ("asc_shfl(v)", None, None, "takes 2 to 3 arguments"),
    ("asc_shfl(v, 1)", "uint8_t", None, "has no uint8_t form"),
    ("asc_all(foo)", None, None, "only numbers, lane and C's integer operators"),
    ("asc_all(lane +)", None, None, "is not an expression of lane"),
    ("asc_all(1)", None, "0x1ffffffff", "a number from 0 to 0xffffffff"),
    ("asc_all(lane / 0)", None, None, "divides by zero"),
    ("asc_add(a, b)", None, None, "is not a call of a warp function"),
])
def test_bad_requests(call: str, dtype: str | None, active: str | None, message: str) -> None:
    with pytest.raises(ToolError, match=re.escape(message)):
        explain_warp_call(call, dtype, active)


def test_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", "asc_shfl_xor(var, 1)", "--active", "lane < 4"]) == 0
    out = capsys.readouterr().out
    assert _sources(out)[:5] == [1, 0, 3, 2, None]
    assert main(["explain", "asc_shfl_xor(var, 1)", "--arch", "dav-2201"]) == 2
    assert "runs on dav-3510 only" in capsys.readouterr().err
    assert main(["explain", "intlv", "--active", "3"]) == 2
    assert "--active goes with a call of a warp function" in capsys.readouterr().err
