#!/usr/bin/env python3
"""Run the vendor's C-API sample programs with ascsim and print a table of the outcomes.

    python scripts/run_vendor_samples.py /path/to/asc-devkit [--filter PATTERN] [--jobs N] [--markdown]

The samples are the directories under ``examples/02_simd_c_api`` of an asc-devkit checkout (or
under the given directory itself) that hold a ``.asc`` program, and in a checkout those of
``examples/03_simt_api`` and ``examples/05_simd_simt_hybrid`` too, and the SIMT API test programs of
``tests/api/simt_api`` (``simt_api/math`` ...: no data scripts, each checks itself and prints
``[Success]`` or ``[Failed]``). Each sample is copied to a fresh
temporary directory and run the way its README says, from a ``build`` directory beside the sources:
``scripts/gen_data.py`` (inputs and goldens), ``ascsim run --npu-arch ARCH`` with the macros its
CMakeLists.txt defines (one row per value of a scenario macro and per architecture the CMakeLists.txt
builds for), then ``scripts/verify_result.py`` when there is
one, else the program's own verdict (exit code and its pass/fail message). With ``--skip-cube`` the
samples for the cube core (``__cube__``/``__mix__`` kernels, mmad, L1/L0 buffers) are listed as skipped.

Results: pass, fail (the program or the verification script rejected the output), unsupported
(ascsim cannot start the program: a missing C name or construct), error (the run stopped with an
error, or a helper script failed), timeout, skipped. For the samples ascsim cannot start, the last
column lists every missing name (all of clang's errors, not only the first twenty).
"""

from __future__ import annotations

import argparse
import fnmatch
import importlib.util
import itertools
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable, Sequence, Set
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

SAMPLES_SUBDIR = Path("examples") / "02_simd_c_api"
#: The architecture of a sample whose CMakeLists.txt names none (ascsim's default).
DEFAULT_ARCH = "dav-3510"
#: The SIMT samples, the SIMD+SIMT hybrid ones and the SIMT API test programs, run the same way (named
#: with their directory first).
MORE_SUBDIRS = (Path("examples") / "03_simt_api", Path("examples") / "05_simd_simt_hybrid",
                Path("tests") / "api" / "simt_api")
GEN_SCRIPT = "gen_data.py"
VERIFY_SCRIPT = "verify_result.py"

#: Markers of the cube core: kernel kinds, its buffers and the instructions that need them.
_CUBE_RE = re.compile(r"__cube__|__mix__|__cbuf__|__ca__|__cb__|__cc__|__fbuf__"
                      r"|\basc_\w*?(?:mmad|(?<=[_2])l0[abc]?(?=[_2]|\b)|(?<=[_2])l1(?=[_2]|\b))\w*")
_FAIL_RE = re.compile(r"\[fail(?:ed)?\]|\bfail(?:ed|ure)?\b|\bmismatch|\bwrong\b", re.IGNORECASE)
_PASS_RE = re.compile(r"\[success\]|\bpass(?:ed)?\b|\bsuccess", re.IGNORECASE)
_MISMATCH_RE = re.compile(r"\bexpected\b|\bmismatch", re.IGNORECASE)
_MISSING_MODULE_RE = re.compile(r"No module named '([\w.]+)'")


# -- samples ------------------------------------------------------------------------------------
@dataclass
class Sample:
    """One sample directory and how its README runs it."""

    root: Path
    name: str
    program: str
    gen_args: list[str] | None = None
    verify_args: list[str] | None = None
    program_args: list[str] = field(default_factory=list)
    macros: dict[str, list[str]] = field(default_factory=dict)
    cube: str = ""
    #: The architectures its CMakeLists.txt builds for.
    arches: list[str] = field(default_factory=lambda: [DEFAULT_ARCH])
    #: The other source files its CMakeLists.txt builds into the program or the libraries it links.
    sources: list[str] = field(default_factory=list)

    def scenarios(self) -> list[dict[str, str]]:
        """Every combination of the macro values (one empty scenario when there are none)."""
        names = sorted(self.macros)
        combos = itertools.product(*(self.macros[n] for n in names))
        return [dict(zip(names, values, strict=True)) for values in combos]

    def shows_arch(self) -> bool:
        """Whether its rows name their architecture (all but the samples built for the default alone)."""
        return self.arches != [DEFAULT_ARCH]


def samples_root(path: Path) -> Path:
    """The directory holding the samples: a checkout's examples/02_simd_c_api, or ``path`` itself."""
    nested = path / SAMPLES_SUBDIR
    return nested if nested.is_dir() else path


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""


def _program_of(directory: Path, cmake: str) -> str | None:
    """The sample's .asc program: the one CMakeLists.txt builds, else the only one there."""
    programs = sorted(p.name for p in directory.glob("*.asc"))
    for name in programs:
        if re.search(rf"(?<![\w.]){re.escape(name)}\b", cmake):
            return name
    return programs[0] if programs else None


def _sources_of(directory: Path, cmake: str, program: str) -> list[str]:
    """The source files (.asc, .cpp ...) of the sample's executable and libraries besides ``program``,
    in the order CMakeLists.txt names them: ascsim builds them together."""
    text = re.sub(r"#[^\n]*", "", cmake)
    names: list[str] = []
    for block in re.findall(r"\badd_(?:executable|library)\(([^)]*)\)", text):
        names += [w for w in block.split() if w.endswith((".asc", ".cpp", ".cc", ".cxx")) and (directory / w).is_file()]
    return [n for n in dict.fromkeys(names) if n != program]


def discover(root: Path) -> list[Sample]:
    """Every sample directory (one holding a .asc program) under ``root``, in path order."""
    out = []
    for directory in sorted({p.parent for p in root.rglob("*.asc")}):
        cmake = _read(directory / "CMakeLists.txt")
        program = _program_of(directory, cmake)
        if program is None:
            continue
        readme = _read(directory / "README.md") or _read(directory / "README_en.md")
        sample = Sample(directory, directory.relative_to(root).as_posix(), program)
        sample.macros = cmake_macros(cmake, readme)
        sample.arches = cmake_arches(cmake)
        sample.sources = _sources_of(directory, cmake, program)
        sample.gen_args, sample.verify_args, sample.program_args = readme_commands(readme)
        sample.cube = cube_reason(directory, program)
        out.append(sample)
    return out


def cube_reason(directory: Path, program: str) -> str:
    """Why the sample needs the cube core ("" when it runs on the vector core)."""
    text = _read(directory / program) + "".join(_read(h) for h in sorted(directory.glob("*.h")))
    code = re.sub(r"//[^\n]*|/\*.*?\*/", "", text, flags=re.DOTALL)
    found = list(dict.fromkeys(m.group(0) for m in _CUBE_RE.finditer(code)))
    if not found:
        return ""
    return "cube core (" + ", ".join(found[:4]) + (", ..." if len(found) > 4 else "") + ")"


def cmake_arches(cmake: str) -> list[str]:
    """The architectures a CMakeLists.txt builds for: each ``--npu-arch=dav-NNNN`` it passes, the value it
    gives ``CMAKE_ASC_ARCHITECTURES`` (the first ``set(... CACHE ...)``: CMake keeps the first cached value,
    a later ``set`` without FORCE changes nothing) and the values an ``if``/``elseif`` on it accepts without
    a fatal error; the default architecture when it names none."""
    text = re.sub(r"#[^\n]*", "", cmake)
    found = re.findall(r"--npu-arch=(dav-\d+)", text)
    cached = re.search(r'set\(\s*CMAKE_ASC_ARCHITECTURES\s+"?(dav-\d+)"?[^)]*\bCACHE\b', text)
    if cached:
        found.append(cached.group(1))
    found += re.findall(r'\b(?:else)?if\(\s*CMAKE_ASC_ARCHITECTURES\s+STREQUAL\s+"?(dav-\d+)"?\s*\)'
                        r'(?!\s*message\(\s*FATAL_ERROR)', text)
    return list(dict.fromkeys(found)) or [DEFAULT_ARCH]


def _class_members(body: str) -> list[str]:
    """The characters of a regular expression's character class ``[body]`` (``0-9``, ``abc``)."""
    out: list[str] = []
    i = 0
    while i < len(body):
        if i + 2 < len(body) and body[i + 1] == "-":
            out += [chr(c) for c in range(ord(body[i]), ord(body[i + 2]) + 1)]
            i += 3
        else:
            out.append(body[i])
            i += 1
    return out


def _expand_pattern(alternative: str) -> list[str] | None:
    """Every string one alternative of an anchored CMake regex matches, when it is literal characters
    and character classes (``1[0-9]`` -> 10 ... 19); None for anything else (a ``*``, a ``+`` ...)."""
    parts = re.findall(r"\[([^]\[]+)\]|([\w.-])|(.)", alternative)
    if any(other for _, _, other in parts):
        return None
    choices = [_class_members(cls) if cls else [char] for cls, char, _ in parts]
    return ["".join(combo) for combo in itertools.product(*choices)]


def _macro_values(name: str, cmake: str, readme: str) -> list[str]:
    """The values a CMake cache variable may take, from the checks CMakeLists.txt makes on it: an
    anchored ``MATCHES`` is expanded the way the check reads it (``^([1-9]|1[0-9]|20)$`` is 1 to 20)."""
    n = re.escape(name)
    m = re.search(rf'\b{n}\s+MATCHES\s+"\^\(?([^")]*?)\)?\$"', cmake)
    if m:
        alternatives = m.group(1).split("|")
        expanded = [_expand_pattern(a) for a in alternatives]
        if all(e is not None for e in expanded):
            return list(dict.fromkeys(v for e in expanded for v in e or ()))
        return alternatives
    equal = re.findall(rf'\b{n}\s+(?:STR)?EQUAL\s+"?([\w.-]+)"?', cmake)
    if equal:
        return list(dict.fromkeys(equal))
    m = re.search(rf'set\(\s*{n}\s+"?([^"\s)]+)"?', cmake) or re.search(rf"\b{n}=([\w.-]+)", readme)
    return [m.group(1)] if m else []


def cmake_macros(cmake: str, readme: str = "") -> dict[str, list[str]]:
    """Macro name -> the values to build with: ``NAME=${NAME}`` definitions (one value per
    scenario) and constant ``-DNAME=VALUE`` / ``NAME=VALUE`` compile definitions."""
    text = re.sub(r"#[^\n]*", "", cmake)
    macros: dict[str, list[str]] = {}
    for name in dict.fromkeys(re.findall(r"(?<![\w-])(?:-D)?(\w+)=\$\{(\w+)\}", text)):
        if name[0] == name[1]:
            values = _macro_values(name[0], text, readme)
            if values:
                macros[name[0]] = values
    constant = re.findall(r"-D(\w+)(?:=([^\s$)\"]+))?(?![=\w$])", text)
    for block in re.findall(r"(?:target_compile_definitions|add_compile_definitions)\(([^)]*)\)", text):
        constant += re.findall(r"(?<![\w$-])([A-Za-z_]\w*)=([^\s$)\"]+)", block)
    for name, value in constant:
        macros.setdefault(name, [value or "1"])
    return macros


def _commands(readme: str) -> Iterable[list[str]]:
    """The shell commands of the README's code blocks, split into words."""
    for block in re.findall(r"```[^\n]*\n(.*?)```", readme, re.DOTALL):
        for line in block.splitlines():
            for part in re.split(r";|&&", line.split("#", 1)[0]):
                try:
                    words = shlex.split(part)
                except ValueError:
                    continue
                if words:
                    yield words


def readme_commands(readme: str) -> tuple[list[str] | None, list[str] | None, list[str]]:
    """(gen_data.py arguments, verify_result.py arguments, program arguments) as the README gives
    them; None for a script the README does not run."""
    gen: list[str] | None = None
    verify: list[str] | None = None
    program: list[str] = []
    for words in _commands(readme):
        if words[0].startswith("python") and len(words) > 1:
            script = words[1].rsplit("/", 1)[-1]
            if script == GEN_SCRIPT and gen is None:
                gen = words[2:]
            elif script == VERIFY_SCRIPT and verify is None:
                verify = words[2:]
        elif re.fullmatch(r"\./[\w-]+", words[0]) and not program:  # ./demo, or the SIMT samples' own names
            program = words[1:]
    return gen, verify, program


def substitute(words: Sequence[str], macros: dict[str, str]) -> list[str]:
    """The words with ``$NAME`` / ``${NAME}`` replaced by the scenario's values."""
    def one(word: str) -> str:
        return re.sub(r"\$\{?(\w+)\}?", lambda m: macros.get(m.group(1), m.group(0)), word)
    return [one(w) for w in words]


# -- running --------------------------------------------------------------------------------------
@dataclass
class Row:
    """One line of the table."""

    sample: str
    scenario: str
    result: str
    seconds: float
    reason: str = ""
    needs: str = ""
    macros: dict[str, str] = field(default_factory=dict, repr=False)
    arch: str = DEFAULT_ARCH

    @property
    def label(self) -> str:
        return f"{self.sample} [{self.scenario}]" if self.scenario else self.sample


@dataclass
class Proc:
    rc: int | None  # None: timed out
    out: str
    err: str


def _call(cmd: Sequence[str], cwd: Path, timeout: float) -> Proc:
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, errors="replace", timeout=timeout, env=env)
    except subprocess.TimeoutExpired as e:
        def text(x: bytes | str | None) -> str:
            return x.decode("utf-8", "replace") if isinstance(x, bytes) else (x or "")
        return Proc(None, text(e.stdout), text(e.stderr))
    return Proc(p.returncode, p.stdout, p.stderr)


def ascsim_command() -> list[str]:
    """How to start ascsim: the current interpreter's package."""
    return [sys.executable, "-m", "ascsim"]


def _short(line: str, limit: int = 160) -> str:
    """A message line without the temporary directory's path, cut to ``limit`` characters."""
    line = re.sub(r"(?:\.\./|/\S*/)(?=[\w.-]+\.(?:asc|h|cpp|py):)", "", line.strip())
    line = line.split("; valid: ", 1)[0]  # the overloads that exist: too long for a table cell
    return line if len(line) <= limit else line[:limit - 3] + "..."


def first_line(text: str, pattern: re.Pattern[str] | None = None) -> str:
    """The first non-empty line (matching ``pattern`` when given) of ``text``."""
    for line in text.splitlines():
        if line.strip() and (pattern is None or pattern.search(line)):
            return _short(line)
    return ""


def _script_failure(what: str, proc: Proc) -> str:
    missing = _MISSING_MODULE_RE.search(proc.err)
    if missing:
        return f"{what} needs the Python package {missing.group(1).split('.')[0]}"
    tail = [ln for ln in proc.err.splitlines() if ln.strip()]
    return f"{what} failed: " + (_short(tail[-1]) if tail else f"exit {proc.rc}")


def _shown_form(line: str) -> str:
    """A line as a README's expected output and a run's output can both show it: without directories
    (``xxx/``, ``<your_path>/...``) and line numbers after a file name (the README's copy of the source
    may be older)."""
    line = re.sub(r"(?:<[^>]*>|[\w.-]*)(?:/[\w.<>-]+)*/(?=[\w.-]+\.(?:asc|cpp|h):)", "", line.strip())
    return re.sub(r"(\.(?:asc|cpp|h)):\d+:", r"\1:", line)


def readme_output(root: Path) -> set[str]:
    """The lines of the README's code blocks (in the form :func:`_shown_form` gives): what the sample shows
    as its expected output, commands included."""
    readme = root / "README.md"
    if not readme.is_file():
        return set()
    out: set[str] = set()
    inside = False
    for line in readme.read_text(encoding="utf-8", errors="replace").splitlines():
        if line.strip().startswith("```"):  # a fence opens or closes a block only at the start of a line
            inside = not inside
        elif inside and line.strip():
            out.add(_shown_form(line))
    return out


def judge_run(proc: Proc, expected: Set[str] = frozenset()) -> tuple[str, str]:
    """(result, reason) of ``ascsim run``, before any verification script. A line that looks like a failure
    but that the README shows as the expected output (``expected``, from :func:`readme_output`: the
    assertion a sample is about) is not one."""
    if proc.rc is None:
        return "timeout", ""
    unsupported = first_line(proc.err, re.compile(r": unsupported: "))
    if unsupported:
        return "unsupported", unsupported
    error = first_line(proc.err, re.compile(r": error: "))
    if proc.rc == 2 and error:
        return "unsupported", error
    if error:
        return "error", error
    shown = "\n".join(line for line in proc.out.splitlines() if _shown_form(line) not in expected)
    failed = first_line(shown, _FAIL_RE)
    if failed or proc.rc != 0:
        return "fail", failed or first_line(proc.err) or f"exit {proc.rc}"
    return "pass", ""


def run_scenario(sample: Sample, macros: dict[str, str], timeout: float, arch: str = DEFAULT_ARCH) -> Row:
    """Copy the sample to a fresh directory and run it end to end on the architecture ``arch``."""
    shown = [arch] if sample.shows_arch() else []
    scenario = " ".join(shown + [f"{k}={v}" for k, v in macros.items() if len(sample.macros[k]) > 1])
    started = time.perf_counter()

    def row(result: str, reason: str = "") -> Row:
        return Row(sample.name, scenario, result, time.perf_counter() - started, reason, macros=macros, arch=arch)

    with tempfile.TemporaryDirectory(prefix="ascsim-sample-") as tmp:
        work = Path(tmp) / sample.root.name
        shutil.copytree(sample.root, work)
        build = work / "build"
        build.mkdir(exist_ok=True)
        scripts = work / "scripts"
        if (scripts / GEN_SCRIPT).is_file():
            args = substitute(sample.gen_args or [], macros)
            gen = _call([sys.executable, f"../scripts/{GEN_SCRIPT}", *args], build, timeout)
            if gen.rc is None:
                return row("timeout", f"{GEN_SCRIPT} ran longer than {timeout:g} s")
            if gen.rc != 0:
                return row("error", _script_failure(GEN_SCRIPT, gen))
        cmd = [*ascsim_command(), "run", "--npu-arch", arch, f"../{sample.program}",
               *(f"../{name}" for name in sample.sources)]
        cmd += [f"-D{k}={v}" for k, v in macros.items()]
        if sample.program_args:
            cmd += ["--", *substitute(sample.program_args, macros)]
        result, reason = judge_run(_call(cmd, build, timeout), readme_output(sample.root))
        if result != "pass" or not (scripts / VERIFY_SCRIPT).is_file():
            return row(result, reason)
        args = substitute(sample.verify_args or [], macros)
        verify = _call([sys.executable, f"../scripts/{VERIFY_SCRIPT}", *args], build, timeout)
        if verify.rc is None:
            return row("timeout", f"{VERIFY_SCRIPT} ran longer than {timeout:g} s")
        if verify.rc != 0:
            if _MISSING_MODULE_RE.search(verify.err):
                return row("error", _script_failure(VERIFY_SCRIPT, verify))
            said = verify.out + "\n" + verify.err
            return row("fail", first_line(said, _MISMATCH_RE) or first_line(said, _FAIL_RE) or first_line(said)
                       or f"{VERIFY_SCRIPT} exit {verify.rc}")
        return row("pass")


_NEEDS_PATTERNS = [
    (re.compile(r"use of undeclared identifier '([^']+)'"), "{0}"),
    (re.compile(r"no member named '([^']+)' in namespace '([^']+)'"), "{1}::{0}"),
    (re.compile(r"no type named '([^']+)' in namespace '([^']+)'"), "{1}::{0}"),
    (re.compile(r"unknown type name '([^']+)'"), "{0}"),
    (re.compile(r"no matching function for call to '([^']+)'"), "{0} (overload)"),
    (re.compile(r"no matching (?:constructor|member function) for [^']*'([^']+)'"), "{0} (overload)"),
    (re.compile(r"'([^']+)' file not found"), "<{0}>"),
    (re.compile(r"unsupported: (.*)"), "{0}"),
]


def needs_from(messages: Iterable[str]) -> list[str]:
    """The missing names and constructs named by front-end messages, first seen first."""
    found: dict[str, None] = {}
    for message in messages:
        for pattern, fmt in _NEEDS_PATTERNS:
            m = pattern.search(message)
            if m:
                found[fmt.format(*m.groups())] = None
                break
    return list(found)


def diagnose(sample: Sample, macros: dict[str, str], arch: str = DEFAULT_ARCH) -> list[str]:
    """Every reason ascsim cannot start the scenario (needs the ascsim package importable)."""
    try:
        from ascsim.frontend.driver import diagnose as front_end_diagnose
    except ImportError:
        return []
    with tempfile.TemporaryDirectory(prefix="ascsim-sample-") as tmp:
        work = Path(tmp) / sample.root.name
        shutil.copytree(sample.root, work)
        return front_end_diagnose(str(work / sample.program), [f"{k}={v}" for k, v in macros.items()],
                                  npu_arch=arch)


#: Set by ``--skip-cube``: the cube-core samples are listed as skipped instead of run.
SKIP_CUBE = [False]


def run_sample(sample: Sample, timeout: float) -> list[Row]:
    """The rows of one sample: skipped, or one per architecture and scenario."""
    if sample.cube and SKIP_CUBE[0]:
        return [Row(sample.name, "", "skipped", 0.0, sample.cube)]
    return [run_scenario(sample, macros, timeout, arch) for arch in sample.arches for macros in sample.scenarios()]


def run_all(samples: Sequence[Sample], jobs: int, timeout: float) -> list[Row]:
    """Run the samples on ``jobs`` threads (each run is its own process); rows in sample order.
    The samples ascsim cannot start are then parsed once more here, to list everything they need."""
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        rows = [r for rs in pool.map(lambda s: run_sample(s, timeout), samples) for r in rs]
    by_name = {s.name: s for s in samples}
    for r in rows:
        if r.result == "unsupported":
            sample = by_name[r.sample]
            r.needs = ", ".join(needs_from(diagnose(sample, r.macros, r.arch)))
    return rows


# -- the table ------------------------------------------------------------------------------------
COLUMNS = ("sample", "result", "seconds", "reason", "needs")


def _cells(r: Row) -> list[str]:
    return [r.label, r.result, f"{r.seconds:.1f}", r.reason, r.needs]


def summary(rows: Sequence[Row]) -> str:
    counts: dict[str, int] = {}
    for r in rows:
        counts[r.result] = counts.get(r.result, 0) + 1
    order = ("pass", "fail", "unsupported", "error", "timeout", "skipped")
    return f"{len(rows)} runs: " + ", ".join(f"{counts[k]} {k}" for k in order if k in counts)


def format_table(rows: Sequence[Row], markdown: bool = False) -> str:
    """The rows as aligned text, or as a Markdown table; a count per result follows."""
    table = [_cells(r) for r in rows]
    if markdown:
        def md(cells: Sequence[str]) -> str:
            return "| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |"
        lines = [md(COLUMNS), "|" + "|".join(["---"] * len(COLUMNS)) + "|"] + [md(c) for c in table]
    else:
        widths = [max(len(c[i]) for c in [list(COLUMNS), *table]) for i in range(len(COLUMNS))]
        lines = ["  ".join(c.ljust(w) for c, w in zip(cells, widths, strict=True)).rstrip()
                 for cells in [list(COLUMNS), *table]]
    return "\n".join(lines) + "\n\n" + summary(rows) + "\n"


def select(samples: Sequence[Sample], pattern: str | None) -> list[Sample]:
    """The samples whose name matches the glob ``pattern`` (or contains it as a substring)."""
    if not pattern:
        return list(samples)
    return [s for s in samples if fnmatch.fnmatch(s.name, pattern) or pattern in s.name]


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("vendor", type=Path, help="asc-devkit checkout (or a directory of samples)")
    ap.add_argument("--filter", metavar="PATTERN", help="only samples whose path matches (glob or substring)")
    ap.add_argument("--jobs", type=int, default=1, metavar="N", help="samples run at the same time")
    ap.add_argument("--timeout", type=float, default=600.0, metavar="S", help="limit per command, seconds")
    ap.add_argument("--markdown", action="store_true", help="print a Markdown table")
    ap.add_argument("--npu-arch", action="append", metavar="ARCH",
                    help="run every sample on this architecture (repeat for several) instead of those its "
                         "CMakeLists.txt builds for")
    ap.add_argument("--skip-cube", action="store_true", help="list the cube-core samples as skipped")
    args = ap.parse_args(argv)
    if importlib.util.find_spec("ascsim") is None:
        print("ascsim is not importable: run this script with the Python that has ascsim installed", file=sys.stderr)
        return 2
    root = samples_root(args.vendor)
    SKIP_CUBE[0] = args.skip_cube
    found = discover(root)
    for sub in MORE_SUBDIRS:
        if (args.vendor / sub).is_dir():
            for sample in discover(args.vendor / sub):
                sample.name = f"{sub.name}/{sample.name}"
                found.append(sample)
    samples = select(found, args.filter)
    for sample in samples if args.npu_arch else ():
        sample.arches = list(dict.fromkeys(args.npu_arch))
    if not samples:
        print(f"no samples under {root}", file=sys.stderr)
        return 2
    rows = run_all(samples, args.jobs, args.timeout)
    sys.stdout.write(format_table(rows, args.markdown))
    return 0


if __name__ == "__main__":
    sys.exit(main())
