"""The Python versions of the two seed programs print what the C++ programs print, and exit 0.

The expected lines follow from the example programs of the API pages: the intlv program prints one
success line; the unpack
program prints the first 8 values of each array (src[i] = i, lower = 0..127, upper = 128..255)
followed by " ..." since each array is longer than 8.
"""

import os
import subprocess
import sys
from pathlib import Path

import pytest

#: Every finding (uninitialised read, race, unpaired sync) is an error in these tests.
pytestmark = pytest.mark.usefixtures("strict_checks")

ROOT = Path(__file__).resolve().parents[2]


def _expected_unpack() -> str:
    def line(label: str, start: int) -> str:
        return label + ":" + "".join(f" {start + i}" for i in range(8)) + " ..."

    return "\n".join([
        line("Input", 0), line("Lower output", 0), line("Lower Golden", 0),
        line("Upper output", 128), line("Upper Golden", 128),
        "[Success] asc_unpack_lower/asc_unpack_upper passed.",
    ]) + "\n"


EXPECTED = {
    "asc_intlv.py": "[Success] asc_intlv completed.\n",
    "asc_unpack.py": _expected_unpack(),
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
@pytest.mark.parametrize("mode", ["warn", "error"])
def test_example_program(name: str, mode: str) -> None:
    env = {k: v for k, v in os.environ.items() if k != "ASCSIM_CHECK"}
    env["ASCSIM_CHECK"] = mode
    proc = subprocess.run([sys.executable, str(ROOT / "examples" / name)], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == EXPECTED[name]
    assert proc.stderr == ""  # no warning: the seed programs synchronise correctly and free their memory
