"""`ascsim run`: options before or after the file, program arguments after `--`, exit status."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

PROGRAM = """#include <iostream>
#include <cstdlib>
int main(int argc, char** argv)
{
    std::cout << argc;
    for (int i = 1; i < argc; ++i) std::cout << " " << argv[i];
#ifdef GREETING
    std::cout << " " << GREETING;
#endif
    std::cout << std::endl;
    return argc > 2 ? std::atoi(argv[2]) : 0;
}
"""


@pytest.mark.parametrize("argv, out, code", [
    (["run", "p.asc"], "1\n", 0),
    (["run", "p.asc", "-D", "GREETING=42", "--", "x", "7"], "3 x 7 42\n", 7),
    (["run", "-D", "GREETING=1", "p.asc", "x", "--", "-5"], "3 x -5 1\n", 251),  # exit status is 8 bits
    (["run", "--check=off", "p.asc", "--", "--check=error"], "2 --check=error\n", 0),
    (["run", "p.asc", "--jobs", "2", "-DGREETING=3"], "1 3\n", 0),
], ids=["plain", "options after the file", "negative status", "program options after --", "joined -D"])
def test_run_arguments(argv: list[str], out: str, code: int, tmp_path: Path) -> None:
    (tmp_path / "p.asc").write_text(PROGRAM)
    done = subprocess.run([sys.executable, "-m", "ascsim", *argv], cwd=tmp_path, capture_output=True, text=True,
                          timeout=120)
    assert (done.stdout, done.returncode) == (out, code), done.stderr
    assert done.stderr == ""


@pytest.mark.parametrize("argv, message", [
    (["run", "--trace", "/nonexistent/dir/t.json", "p.asc"],
     "ascsim run: --trace /nonexistent/dir/t.json: the directory /nonexistent/dir does not exist"),
    (["run", "--trace", ".", "p.asc"], "ascsim run: --trace .: is a directory"),
    (["run", "--profile-param", "bogus=1", "p.asc"],
     "ascsim run: --profile-param bogus=1: unknown profile parameter 'bogus'; known: gm_bytes_per_cycle"),
    (["run", "--profile-param", "gm_bytes_per_cycle=64", "--profile-param", "ub_bytes_per_cycle=x", "p.asc"],
     "ascsim run: --profile-param ub_bytes_per_cycle=x: profile parameter ub_bytes_per_cycle='x' is not a number"),
    (["golden", "intlv", "--dtype", "half", "--out", "/proc/nope/"],
     "ascsim golden: error: --out /proc/nope/: cannot write there (No such file or directory)"),
], ids=["trace in a missing directory", "trace to a directory", "unknown profile parameter",
        "profile parameter not a number", "golden into /proc"])
def test_bad_output_and_parameters_fail_before_the_run(argv: list[str], message: str, tmp_path: Path) -> None:
    (tmp_path / "p.asc").write_text(PROGRAM)
    done = subprocess.run([sys.executable, "-m", "ascsim", *argv], cwd=tmp_path, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 2 and done.stdout == "", done.stderr  # the program never ran
    assert done.stderr.startswith(message), done.stderr
    assert len(done.stderr.splitlines()) == 1  # one line: no traceback, no file of ascsim's


def test_every_command_prints_its_help() -> None:
    """`ascsim COMMAND --help` prints the command's usage for every command (a help text is formatted by
    argparse: a stray percent sign in one would stop it with a traceback)."""
    import argparse

    from ascsim.cli import _parser

    commands = next(a for a in _parser()._actions if isinstance(a, argparse._SubParsersAction))
    assert {"run", "explain", "golden", "api"} <= set(commands.choices)
    for name, sub in commands.choices.items():
        text = sub.format_help()
        assert text.startswith(f"usage: ascsim {name}"), (name, text[:80])
