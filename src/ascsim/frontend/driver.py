"""``run_file``: parse, compile, run, and turn every failure into a message and an exit code."""

from __future__ import annotations

import os
import re
import sys
import time
from typing import Any, BinaryIO

from ..errors import AscError, UnsupportedError, set_location_provider
from ..ops._fp import quiet
from ..runtime import blocks, check
from . import clangutil as cu
from .errors import CompileError, ProgramExit
from .overloads import valid_overloads
from .preprocess import local_includes, rewrite_launches

# A function definition at the start of a line: its name before the parameter list and the body.
_FUNC_DEF_RE = re.compile(r"^[A-Za-z_][\w:<>,*& \t]*?\b(\w+)\s*\([^;{}]*\)\s*(?:const\s*)?\{", re.MULTILINE)
_NATIVE_HELPERS = {"ReadFile", "WriteFile"}


def _is_samples_data_utils(name: str, text: str) -> bool:
    """Whether ``name`` is the samples' data_utils.h: it defines ReadFile (and WriteFile) on top of
    <fstream> and POSIX calls, and nothing else, so the native helpers can stand in for it."""
    if os.path.basename(name) != "data_utils.h":
        return False
    defined = set(_FUNC_DEF_RE.findall(text))
    return "ReadFile" in defined and defined <= _NATIVE_HELPERS


def _sources(path: str, include_dirs: list[str]) -> dict[str, str]:
    """Rewritten texts of the program's own files (only those that need a change)."""
    out: dict[str, str] = {}
    for i, name in enumerate(local_includes(path, include_dirs)):
        with open(name, "rb") as f:
            text = f.read().decode("latin-1")
        if i > 0 and _is_samples_data_utils(name, text):
            # The samples' own data_utils.h implements ReadFile/WriteFile with <fstream>; ascsim's
            # include directory declares the same helpers natively (both ReadFile shapes).
            out[name] = "#include <data_utils.h>\n"
            continue
        new = rewrite_launches(text)
        if new != text or i == 0:
            out[name] = new
    return out


def _message(err: BaseException) -> str:
    return getattr(err, "message", None) or str(err)


def _parse(path: str, sources: dict[str, str], defines: list[str], include_dirs: list[str],
           extra_args: list[str] | None = None) -> tuple[Any, list[str]]:
    """The translation unit and clang's errors, each as a ``FILE:LINE:COL: error: ...`` line."""
    tu, errors, _ = _parse_with_warnings(path, sources, defines, include_dirs, extra_args)
    return tu, errors


def _parse_with_warnings(path: str, sources: dict[str, str], defines: list[str], include_dirs: list[str],
                         extra_args: list[str] | None = None) -> tuple[Any, list[str], list[str]]:
    """The translation unit, clang's errors, and its warnings about the program's use of deprecated
    C-API functions (``FILE:LINE:COL: warning: ...``), which the vendor's compiler gives too."""
    abspath = os.path.abspath(path)
    unsaved = [(path if k == abspath else k, v.encode("latin-1")) for k, v in sources.items()]
    tu = cu.parse(path, unsaved, defines, include_dirs, extra_args)
    errors, warnings = [], []
    for d in tu.diagnostics:
        loc = d.location
        where = f"{loc.file.name}:{loc.line}:{loc.column}" if loc.file is not None else path
        if d.severity >= 3:
            errors.append(str(CompileError(where, d.spelling + valid_overloads(tu, d.spelling))))
        elif d.severity == 2 and "deprecated" in d.spelling:
            warnings.append(f"{where}: warning: {d.spelling}")
    return tu, errors, warnings


def diagnose(path: str, defines: list[str], include_dirs: list[str] | None = None) -> list[str]:
    """Why ``path`` cannot start, without running it: every clang error (no limit on their number),
    or else the first construct the compiler does not interpret; empty when the program would start."""
    dirs = include_dirs or []
    try:
        sources = _sources(path, dirs)
    except OSError as e:
        return [f"{path}: error: {e.strerror}"]
    tu, errors = _parse(path, sources, defines, dirs, ["-ferror-limit=0"])
    if errors:
        return errors
    from .compiler import Compiler
    from .runtime import Runtime

    rt = Runtime(sys.stdout.buffer, sys.stderr.buffer)
    comp = Compiler(tu, rt)
    rt.comp = comp
    try:
        comp.compile_program()
    except UnsupportedError as e:
        return [f"{e.location}: unsupported: {e.message}"]
    except AscError as e:
        return [f"{path}: error: {e.message}"]
    except Exception as e:  # noqa: BLE001 - a bug in ascsim is a finding here, not a crash
        return [f"{path}: error: internal error in ascsim while compiling: {type(e).__name__}: {e}"]
    return []


def run(path: str, defines: list[str], argv: list[str], stdout: BinaryIO | None, stderr: BinaryIO | None,
        include_dirs: list[str], timings: dict[str, float] | None = None) -> int:
    """Run the program; ``timings``, if given, receives the seconds spent in parse, compile and execute."""
    phases = timings if timings is not None else {}
    started = time.perf_counter()
    out = stdout if stdout is not None else sys.stdout.buffer
    err = stderr if stderr is not None else sys.stderr.buffer

    def say(text: str) -> None:
        err.write((text + "\n").encode("utf-8", "replace"))
        err.flush()

    if not os.path.isfile(path):
        say(f"{path}: error: no such file")
        return 2
    # ASCSIM_HOST=native (`ascsim run --host native`): the host part is compiled by the system's C++
    # compiler and runs natively; the default still interprets it.
    if os.environ.get("ASCSIM_HOST", "native") == "native":
        from .native.run import run as run_native

        try:
            return run_native(path, defines, argv, out, err, include_dirs, phases)
        finally:
            _reset_device()
    try:
        sources = _sources(path, include_dirs)
    except OSError as e:
        say(f"{path}: error: {e.strerror}")
        return 2
    tu, errors, warnings = _parse_with_warnings(path, sources, defines, include_dirs)
    phases["parse"] = time.perf_counter() - started
    if errors:
        for line in errors:
            say(line)
        return 2
    for line in warnings:
        say(line)

    from .compiler import DTOR_HELPER, Compiler
    from .runtime import Runtime

    rt = Runtime(out, err)
    comp = Compiler(tu, rt)
    rt.comp = comp
    try:
        main = comp.compile_program()
        if comp.missing_dtors:
            # Class templates whose destructors libclang shows only where they are called: append one
            # call of each (after the program's last line, so its locations do not move) and start over.
            key = next(k for k in sources if os.path.abspath(k) == os.path.abspath(path))
            helpers = [DTOR_HELPER.format(ty=ty, i=i) for i, ty in enumerate(comp.missing_dtors)]
            sources = dict(sources, **{key: sources[key] + "\n" + "\n".join(helpers) + "\n"})
            tu2, errors2, _ = _parse_with_warnings(path, sources, defines, include_dirs)
            if not errors2:
                rt = Runtime(out, err)
                comp = Compiler(tu2, rt)
                rt.comp = comp
                main = comp.compile_program()
            for ty in comp.missing_dtors:
                say(f"{path}: unsupported: the destructor of {ty} (an implicit instantiation of a class template "
                    "whose destructor does something: libclang does not show it)")
            if comp.missing_dtors:
                return 2
    except UnsupportedError as e:
        for p in comp.problems:
            say(f"{p.location}: unsupported: {p.message}")  # type: ignore[attr-defined]
        if e not in comp.problems:
            say(f"{e.location}: unsupported: {e.message}")
        return 2
    except AscError as e:
        say(f"{path}: error: {e.message}")
        return 2
    except RecursionError:
        say(f"{path}: error: the program nests too deeply for the interpreter")
        return 2
    except Exception as e:  # noqa: BLE001 - a bug in ascsim must not end in a traceback
        say(f"{path}: error: internal error in ascsim while compiling: {type(e).__name__}: {e}")
        return 2

    if comp.problems:
        for p in sorted(comp.problems, key=_source_order):
            say(f"{p.location}: unsupported: {p.message}")  # type: ignore[attr-defined]
        return 2
    phases["compile"] = time.perf_counter() - started - phases["parse"]
    previous = set_location_provider(lambda: rt.cur.loc)
    # Blocks that wait take turns: each resumes at its own line.
    forget_loc = blocks.keep_per_block(lambda: rt.cur.loc, lambda loc: setattr(rt.cur, "loc", loc))
    # Each C++ call nests a few Python frames; allow recursive programs a realistic depth.
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 20000))
    status = 0
    try:
        # The checker's findings go where the program's diagnostics go. A C++ program has no numpy
        # of its own, so numpy's floating-point warnings are off for the whole run at once.
        with check.output(say), quiet():
            status = _run_main(comp, main, path, argv)
    except ProgramExit as e:
        status = e.status
    except UnsupportedError as e:
        rt.flush()
        say(f"{e.location}: unsupported: {e.message}")
        status = 2
    except AscError as e:
        rt.flush()
        say(f"{e.location or rt.cur.loc or path}: error: {_message(e)}")
        status = 1
    except RecursionError:
        rt.flush()
        say(f"{rt.cur.loc or path}: error: recursion too deep for the interpreter")
        status = 1
    except MemoryError as e:  # the program asked for more than this machine can simulate
        rt.flush()
        say(f"{rt.cur.loc or path}: error: the simulation ran out of host memory here ({e}); the program's "
            "allocations (and, with checks on, the checker's per-byte record of each GM allocation) must fit "
            "in this machine's memory: use smaller sizes or --check=off")
        status = 1
    except Exception as e:  # noqa: BLE001 - a bug in ascsim must still name the user's line
        rt.flush()
        say(f"{rt.cur.loc or path}: error: internal error in ascsim: {type(e).__name__}: {e}")
        status = 1
    finally:
        rt.flush()
        sys.setrecursionlimit(limit)
        set_location_provider(previous)
        forget_loc()
        _reset_device()
        phases["execute"] = time.perf_counter() - started - phases["parse"] - phases["compile"]
    return status & 0xFF


def _run_main(comp: Any, main: Any, path: str, argv: list[str]) -> int:
    from . import ctype as T
    from .memory import ObjMem, Pointer, string_mem

    for init in comp.global_inits:
        init([None])
    nf: list[Any] = [None] * main.nslots
    if main.params:
        args = [path, *argv]
        if len(main.params) >= 1:
            nf[main.params[0].idx] = len(args)
        if len(main.params) >= 2:
            items: list[Any] = [Pointer(string_mem(a.encode()), 0) for a in args] + [None]
            nf[main.params[1].idx] = Pointer(ObjMem(items, 8, "argv"), 0)
    assert main.body is not None
    try:
        r = main.body(nf)
        status = 0 if r is None or nf[0] is None else int(T.INT.wrap(nf[0]))
    except ProgramExit as e:  # exit(): automatic objects are not destroyed, static ones are
        status = e.status
    try:
        _at_exit(comp)
    except ProgramExit as e:
        status = e.status
    return status


def _at_exit(comp: Any) -> None:
    """What a C++ program does when it ends: destroy its global and static objects (in reverse order),
    then (ascsim's check) report the memory ``new`` allocated that nothing deleted."""
    g = comp.globals
    for idx, destroy in reversed(comp.global_dtors):
        if g[idx] is not None:
            p, g[idx] = g[idx], None
            destroy(p)
    for mem in comp.rt.heap:
        if mem.freed_at is None:
            check.report("memory", f"{mem.label} ({mem.size} bytes) made with new here is never deleted "
                                   f"(delete{'[]' if mem.array else ''} it when done)", mem.where,
                         key=("leak", mem.where))


def _source_order(e: Any) -> tuple[str, int, int]:
    """Sort key of an error at ``FILE:LINE:COL``."""
    parts = str(e.location).rsplit(":", 2)
    if len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit():
        return parts[0], int(parts[1]), int(parts[2])
    return str(e.location), 0, 0


def _reset_device() -> None:
    """Leave the simulated device as a fresh process would find it (for repeated in-process runs)."""
    from .. import acl
    from ..runtime import check
    from .stdlib import RAND

    RAND.seed(1)  # rand() starts over as in a new process
    with check.mode("off"):
        acl.finalize()
