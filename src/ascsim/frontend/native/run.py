"""``ascsim run`` with a natively compiled host part: parse once, find the device code, build the host
part with the system's C++ compiler (cached), run it, and serve its launches in the simulator."""

from __future__ import annotations

import io
import itertools
import os
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from typing import Any, BinaryIO

from ... import acl
from ...arch import CoreType
from ...errors import AscError, DeviceTrap, UnsupportedError, set_location_provider
from ...ops._fp import quiet
from ...runtime import blocks as rt_blocks
from ...runtime import check, hazard
from ...runtime.cluster import cluster_address
from ...runtime.kernel import block_runner, launch
from .. import clangutil as cu
from .. import ctype as T
from ..compiler import Compiler
from ..device import check_kernel_pointer, check_launch_config
from ..errors import HOST_LIBRARY, CompileError, RunError
from ..hoststate import digest
from ..overloads import valid_overloads
from ..preprocess import local_includes, rewrite_launches
from ..runtime import Runtime
from ..simt_kernel import SimtKernel, is_simt_kernel
from . import toolchain
from .bridge import HostProcess, decode_argument
from .source import DeviceSplit, host_text

#: Python frames the device code may nest: a native build recurses about 10,000 levels deep, and one
#: C call takes a few frames of the compiled closures (FRAMES_PER_CALL is an upper bound measured on
#: recursive functions), so this allows 25,000 levels. Frames of pure Python calls live on the heap.
RECURSION_LIMIT = 250_000
FRAMES_PER_CALL = 10
#: libclang keeps going after a missing header: the host part's headers are the native compiler's business.
_KEEP_GOING = 0x200


def _device_errors(tu: Any, split: DeviceSplit) -> list[str]:
    """clang's errors inside device code (the native compiler reports those of the host part)."""
    spans: dict[str, list[tuple[int, int]]] = {}
    for c in [split.defs[key].cursor for key in split.device] + split.device_types():
        ext = c.extent
        spans.setdefault(os.path.abspath(ext.start.file.name), []).append((ext.start.offset, ext.end.offset))
    out = []
    for d in tu.diagnostics:
        loc = d.location
        if d.severity < 3 or loc.file is None:
            continue
        name = os.path.abspath(loc.file.name)
        if any(a <= loc.offset <= b for a, b in spans.get(name, ())):
            hint = f" ({HOST_LIBRARY})" if "in namespace 'std'" in d.spelling else valid_overloads(tu, d.spelling)
            out.append(str(CompileError(f"{loc.file.name}:{loc.line}:{loc.column}", d.spelling + hint)))
    return out


def _deprecations(tu: Any, split: DeviceSplit) -> list[str]:
    out = []
    for d in tu.diagnostics:
        loc = d.location
        if d.severity == 2 and "deprecated" in d.spelling and loc.file is not None \
                and os.path.abspath(loc.file.name) in split.user_files:
            out.append(f"{loc.file.name}:{loc.line}:{loc.column}: warning: {d.spelling}")
    return out


class _Kernel:
    """A kernel the program launches, compiled (a SIMT kernel: :class:`~ascsim.frontend.simt_kernel.SimtKernel`)."""

    def __init__(self, comp: Any, fn: Any) -> None:
        self.fn = fn
        self.simt = fn if fn.kernel_core == "SIMT" else None
        if self.simt is None:
            self.body = comp.rt.calls.runner(fn)
            self.body.__name__ = fn.name


def _identifier(symbol: str) -> str:
    """The unqualified name in an Itanium-mangled symbol of a function at namespace scope (``_Z3addPfS_``
    -> ``add``); other symbols (``extern "C"``) as they are."""
    if not symbol.startswith("_Z"):
        return symbol
    digits = "".join(itertools.takewhile(str.isdigit, symbol[2:]))
    return symbol[2 + len(digits):2 + len(digits) + int(digits)] if digits else symbol


def _kernels(comp: Any, split: DeviceSplit) -> dict[str, _Kernel]:
    """Every kernel the program names, by symbol, compiled."""
    return {symbol: _compile_kernel(comp, decl) for symbol, decl in split.kernels.items()}


def _compile_kernel(comp: Any, decl: Any) -> _Kernel:
    """The kernel ``decl``, compiled; the global variables it is the first to use are initialised."""
    first_new = len(comp.global_inits)
    kernel = _Kernel(comp, SimtKernel(comp, decl) if is_simt_kernel(comp, decl) else comp.func(decl))
    for init in comp.global_inits[first_new:]:
        init([None])
    return kernel


def _find_kernel(comp: Any, kernels: dict[str, _Kernel], split: DeviceSplit, symbol: str) -> _Kernel:
    """The compiled kernel a launch of ``symbol`` runs."""
    kernel = kernels.get(symbol)
    if kernel is None and symbol in split.kernel_defs:
        # A launch whose arguments use what device code cannot see (a std::vector's size): the
        # kernel is compiled when it first runs.
        kernel = kernels[symbol] = _compile_kernel(comp, split.kernel_defs[symbol])
    if kernel is None:  # the host compiler spells a type differently (bfloat16_t before GCC 13)
        same = [k for s, k in kernels.items() if _identifier(s) == _identifier(symbol)]
        kernel = same[0] if len(same) == 1 else None
    if kernel is None:
        raise RunError(f"a launch of {symbol or 'a kernel'} that ascsim did not see when it read the program")
    return kernel


def _probe(comp: Any) -> Callable[[], tuple[Any, ...]]:
    """What a kernel may change outside GM: the program's output and the device code's view of the
    program's global variables (:mod:`ascsim.frontend.hoststate`); blocks run elsewhere must leave
    both alone."""
    rt = comp.rt
    return lambda: (rt.stdout.total, rt.stderr.total, digest([comp.globals]))


def _launcher(comp: Any, kernels: dict[str, _Kernel], prog: Program, defines: list[str],
              include_dirs: list[str]) -> Callable[..., None]:
    printed = _probe(comp)
    split = prog.split
    sources = (os.getcwd(), prog.originals)

    def run(file: str, line: int, symbol: str, blocks: int, dyn: int, dyn_is_ptr: bool, stream: int,
            args: list[bytes], simt: tuple[tuple[int, ...], tuple[int, ...]] | None = None) -> None:
        kernel = _find_kernel(comp, kernels, split, symbol)
        try:
            start(kernel, symbol, blocks, dyn, dyn_is_ptr, stream, args, simt)
        except DeviceTrap as trap:  # a failed assert: the launch ends, the host goes on (_stopped)
            _stopped(kernel.fn.name, "AIV" if kernel.simt is not None else kernel.fn.kernel_core or "AIV", trap)

    def start(kernel: _Kernel, symbol: str, blocks: int, dyn: int, dyn_is_ptr: bool, stream: int,
              args: list[bytes], simt: tuple[tuple[int, ...], tuple[int, ...]] | None) -> None:
        fn = kernel.fn
        if dyn_is_ptr:
            raise RunError(f"launch of {fn.name}: the dynamic UB size must be a number of bytes, not a pointer")
        check_launch_config(fn.name, blocks, dyn)
        if stream and stream not in acl._State.streams:
            raise RunError("an aclrtStream argument that does not come from aclrtCreateStream")
        vals = []
        for i, (p, raw) in enumerate(zip(fn.params, args, strict=False)):
            v = decode_argument(fn.name, i + 1, p.ty, raw)
            if isinstance(p.ty, T.PtrType):
                check_kernel_pointer(fn.name, i + 1, p.ty, v)
            vals.append(v)
        if kernel.simt is not None:
            if simt is None:
                raise RunError(f"launch of the SIMT kernel {fn.name} without a thread count: launch it with "
                               f"{fn.name}<<<blocks, threads_per_block, dyn_ub, stream>>>(...)")
            kernel.simt.launch(vals, simt[0], simt[1], dyn, stream or None, probe=printed)
            return
        if simt is not None:
            raise RunError(f"launch of {fn.name} with a thread count: it is not a SIMT kernel (a __global__ function "
                           "with no __vector__, __aicore__ or __cube__); launch it with <<<blocks, dyn_ub, stream>>>")
        core = fn.kernel_core or "AIV"
        # A cluster's worker lays the program's files out as they are here: not for a program named by
        # an absolute path or read with include folders, whose names could not be the same there.
        remote = None if cluster_address() is None or os.path.isabs(prog.path) or include_dirs or prog.linked else \
            RemoteLaunch(prog.path, sources, defines, include_dirs, symbol, args, blocks, dyn, core, fn.name,
                         check.CHECKER.mode, printed()[2])
        launch(kernel.body, vals, blocks, dyn, stream or None, core, fn.name, probe=printed, remote=remote)
    return run


def _stopped(kernel: str, core: str, trap: DeviceTrap) -> None:
    """A kernel its device code stopped (a failed assert): the launch ends there, the host goes on, and its
    next synchronisation returns the core's exception (a vector core's, or the AI Core's for a kernel with
    cube code)."""
    code = acl.ACL_ERROR_RT_VECTOR_CORE_EXCEPTION if core == "AIV" else acl.ACL_ERROR_RT_AICORE_EXCEPTION
    acl.kernel_failed(code, f"kernel {kernel} stopped at {trap.location or '<unknown>'}: {trap.message}")


#: The programs a cluster's worker process has compiled for remote launches, by their sources.
_COMPILED: dict[str, tuple[Any, dict[str, _Kernel], DeviceSplit, str]] = {}


def _under(root: str, path: str) -> str:
    """Where the absolute ``path`` of the machine a program runs on lies in a worker's copy."""
    return os.path.join(root, os.path.relpath(path, os.sep))


class RemoteLaunch:
    """A launch of a program, as a worker of a cluster by address rebuilds it
    (:class:`ascsim.runtime.parallel.Remote`): the program's sources as read here, the kernel's
    symbol and native arguments, the check mode, and the digest of the device code's view of the
    program's globals (a worker whose freshly compiled program differs, because a kernel changed a
    global before, gives the launch back to run here)."""

    def __init__(self, path: str, sources: tuple[str, dict[str, str]], defines: list[str], include_dirs: list[str],
                 symbol: str, args: list[bytes], blocks: int, dyn: int, core: str, name: str, mode: str,
                 globals_digest: object) -> None:
        self.path, self.sources, self.defines, self.include_dirs = path, sources, defines, include_dirs
        self.symbol, self.args, self.blocks, self.dyn, self.core, self.name = symbol, args, blocks, dyn, core, name
        self.mode, self.globals_digest = mode, globals_digest
        self.key = repr((path, sources, defines, include_dirs))

    def prepare(self) -> None:
        """Parse and compile the program once per worker process, from a copy of its files laid out
        as they were where it runs (under a folder of the worker's), so that every name a message
        gives is the one it gives there."""
        if self.key in _COMPILED:
            return

        cwd, originals = self.sources
        if os.path.isabs(self.path) or self.include_dirs or not all(os.path.isabs(k) for k in originals):
            raise RunError("a program named by an absolute path or with include folders runs where it is")
        root = tempfile.mkdtemp(prefix="ascsim-remote-")
        for name, text in originals.items():
            os.makedirs(os.path.dirname(_under(root, name)), exist_ok=True)
            with open(_under(root, name), "wb") as f:
                f.write(text.encode("latin-1"))
        here = _under(root, cwd)
        os.makedirs(here, exist_ok=True)
        previous = os.getcwd()
        os.chdir(here)  # the worker's threads are told so: tasks of a remote launch prepare one at a time
        try:
            prog, errors = read_program(self.path, self.defines, [])
            if prog is None:
                raise RunError(f"{self.path} does not compile on this worker: {'; '.join(errors)}")
            comp, kernels = compile_device(prog, io.BytesIO(), io.BytesIO())
        finally:
            os.chdir(previous)
        _COMPILED[self.key] = (comp, kernels, prog.split, here)

    def runner(self) -> tuple[Callable[[int], None], Any, Callable[[], object] | None]:
        """The launch's blocks in this process (a task's child, with the launch's GM installed)."""

        comp, kernels, split, here = _COMPILED[self.key]
        os.chdir(here)  # names are made absolute as they were where the program runs
        check.set_mode(self.mode)
        set_location_provider(lambda: comp.rt.cur.loc)
        kernel = _find_kernel(comp, kernels, split, self.symbol)
        probe = _probe(comp)
        if probe()[2] != self.globals_digest:
            raise RunError("the program's globals differ from those of the launch")
        vals = [decode_argument(kernel.fn.name, i + 1, p.ty, raw)
                for i, (p, raw) in enumerate(zip(kernel.fn.params, self.args, strict=False))]
        tracker = hazard.Tracker()
        return block_runner(kernel.body, vals, self.blocks, self.dyn, CoreType[self.core], self.name, tracker), \
            tracker, probe


def source_order(e: Any) -> tuple[str, int, int]:
    """Sort key of a report at ``FILE:LINE:COL``: reports are given in the order of the program's text."""
    parts = str(e.location).rsplit(":", 2)
    if len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit():
        return parts[0], int(parts[1]), int(parts[2])
    return str(e.location), 0, 0


class Program:
    """A program read for a run: its files, the translation unit, and which of its code is device code.

    ``linked``: the text appended to the main file that includes the program's other source files (a
    program of several ``.asc``/``.cpp`` files is read, and its host part built, as one translation unit)."""

    def __init__(self, path: str, originals: dict[str, str], tu: Any, split: DeviceSplit, linked: str = "") -> None:
        self.path = path
        self.abspath = os.path.abspath(path)
        self.originals = originals
        self.tu = tu
        self.split = split
        self.linked = linked


def link_text(path: str, sources: Sequence[str]) -> str:
    """``#include`` lines that join ``sources`` to the main file ``path``, each named relative to its folder
    (so that the build's copies of the files include each other's host texts); after the main file's
    last line, so that no line of it moves."""
    here = os.path.dirname(os.path.abspath(path))
    names = [os.path.relpath(os.path.abspath(s), here).replace(os.sep, "/") for s in sources]
    return "".join(f'\n#include "{name}"' for name in names) + ("\n" if names else "")


def read_program(path: str, defines: list[str], include_dirs: list[str],
                 extra_args: tuple[str, ...] = (), sources: Sequence[str] = ()) -> tuple[Program | None, list[str]]:
    """Parse ``path`` (with the program's other source files ``sources``) and find its device code; the
    program, or None and the reasons it cannot start (``FILE:LINE:COL: error: ...``): clang's errors in
    device code and host calls of device functions."""
    originals = {}
    for source in (path, *sources):
        try:
            for name in local_includes(source, include_dirs):
                if name not in originals:
                    with open(name, "rb") as f:
                        originals[name] = f.read().decode("latin-1")
        except OSError as e:
            return None, [f"{source}: error: {e.strerror}"]
    abspath = os.path.abspath(path)
    linked = link_text(path, sources)
    unsaved = [(path if k == abspath else k, rewrite_launches(v + (linked if k == abspath else "")).encode("latin-1"))
               for k, v in originals.items()]
    tu = cu.parse(path, unsaved, defines, include_dirs, ["-ferror-limit=0", *extra_args], options=_KEEP_GOING)
    split = DeviceSplit(tu, set(originals))
    errors = _device_errors(tu, split) + [
        f"{call.location.file.name}:{call.location.line}:{call.location.column}: error: {call.spelling} is device "
        "code: host code cannot call it (call it in a kernel, or in a function that a kernel calls)"
        for call in split.host_api_calls()]
    return (None if errors else Program(path, originals, tu, split, linked)), errors


def compile_device(prog: Program, out: BinaryIO, err: BinaryIO) -> tuple[Any, dict[str, _Kernel]]:
    """The device code's compiler (its runtime attached) and the kernels the program names, compiled;
    raises :class:`AscError` for what cannot be compiled."""
    rt = Runtime(out, err)
    comp = Compiler(prog.tu, rt)
    rt.comp = comp
    return comp, _kernels(comp, prog.split)


def run(path: str, defines: list[str], argv: list[str], out: BinaryIO, err: BinaryIO, include_dirs: list[str],
        phases: dict[str, float], sources: Sequence[str] = ()) -> int:
    """Run ``path`` (and the program's other source files ``sources``) with its host part compiled
    natively; the exit status."""
    started = time.perf_counter()

    def say(text: str) -> None:
        err.write((text + "\n").encode("utf-8", "replace"))
        err.flush()

    prog, errors = read_program(path, defines, include_dirs, sources=sources)
    phases["parse"] = time.perf_counter() - started
    if prog is None:
        for line in errors:
            say(line)
        return 2
    tu, split, originals, abspath = prog.tu, prog.split, prog.originals, prog.abspath
    for line in _deprecations(tu, split):
        say(line)

    empty = split.emptied()
    # Messages name each file as the user (or the include that found it) spelled it, as clang does.
    shown = {os.path.abspath(inc.include.name): inc.include.name for inc in tu.get_includes()}
    shown[abspath] = path
    texts = {name: host_text(shown.get(name, name), text, empty.get(name, [])) for name, text in originals.items()}
    texts[abspath] += prog.linked + split.registrations()
    try:
        built = toolchain.build(abspath, texts, defines, include_dirs, sanitize=check.CHECKER.mode != "off")
    except toolchain.ToolchainError as e:
        say(f"{path}: error: {e}")
        return 2
    phases["build"] = time.perf_counter() - started - phases["parse"]
    if built.executable is None:
        err.write(built.diagnostics.encode("utf-8", "replace"))
        err.flush()
        return 2

    try:
        comp, kernels = compile_device(prog, out, err)
        rt = comp.rt
    except UnsupportedError as e:
        say(f"{e.location}: unsupported: {e.message}")
        return 2
    except AscError as e:
        say(f"{e.location or path}: error: {getattr(e, 'message', None) or e}")
        return 2
    if comp.problems:
        for p in sorted(comp.problems, key=source_order):
            say(f"{p.location}: unsupported: {p.message}")
        return 2
    phases["compile"] = time.perf_counter() - started - phases["parse"] - phases["build"]

    previous = set_location_provider(lambda: rt.cur.loc)
    forget_loc = rt_blocks.keep_per_block(lambda: rt.cur.loc, lambda loc: setattr(rt.cur, "loc", loc))
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, RECURSION_LIMIT))
    def at(file: str, line: int) -> None:
        rt.cur.loc = f"{file}:{line}"

    launcher = _launcher(comp, kernels, prog, defines, include_dirs)
    host = HostProcess(built.executable, argv, out, err, launcher, rt.flush, at)
    status = 1
    try:
        with check.output(say), quiet():
            status = host.run()
    except AscError as e:
        host.kill()
        rt.flush()
        say(f"{e.location or rt.cur.loc or path}: error: {getattr(e, 'message', None) or e}")
        status = 1
    except KeyboardInterrupt:
        host.kill()
        raise
    except RecursionError:
        host.kill()
        rt.flush()
        say(f"{rt.cur.loc or path}: error: device code recursed deeper than ascsim can follow (about "
            f"{RECURSION_LIMIT // FRAMES_PER_CALL} calls); make the recursion a loop")
        status = 1
    except Exception as e:  # noqa: BLE001 - a bug in ascsim must still name the user's line
        host.kill()
        rt.flush()
        say(f"{rt.cur.loc or path}: error: internal error in ascsim: {type(e).__name__}: {e}")
        status = 1
    finally:
        rt.flush()
        sys.setrecursionlimit(limit)
        set_location_provider(previous)
        forget_loc()
        phases["execute"] = time.perf_counter() - started - phases["parse"] - phases["build"] - phases["compile"]
    return status & 0xFF
