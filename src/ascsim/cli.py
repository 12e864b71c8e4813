"""The ``ascsim`` command: ``run`` an Ascend C program, ``sweep`` programs over a grid of cases, ``demo`` the
seed programs, ``api``, ``explain``, ``golden``."""

from __future__ import annotations

import argparse
import gc
import hashlib
import os
import subprocess
import sys
from pathlib import Path

from . import _tools_cli
from .arch import ARCHES, NPU_ARCH
from .errors import AscError
from .runtime.cluster import set_cluster

#: The ``--check`` modes (the same as :data:`ascsim.runtime.check.MODES`, which a test compares);
#: written here so that parsing the command line imports nothing of the simulator.
CHECK_MODES = ("error", "warn", "off")

#: The Python versions of the seed programs live in the source checkout's examples/ folder.
EXAMPLES_DIR = Path(__file__).resolve().parents[2] / "examples"
DEMO_PROGRAMS = ("asc_intlv.py", "asc_unpack.py")


def _add_run_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--check", choices=CHECK_MODES, default="warn",
                   help="what to do with findings (races, uninitialised reads...): stop at the first "
                        "(error), print each once and go on (warn, the default), or ignore them (off)")
    p.add_argument("--jobs", type=_jobs, default="auto", metavar="N",
                   help="run the blocks of each launch on up to N processes (same results and diagnostics); "
                        "auto, the default: the machine's processors, for a launch whose blocks take a while")
    p.add_argument("--no-batch", action="store_true",
                   help="run every VF loop one iteration at a time and every tile loop one tile at a time "
                        "(default: a loop of independent element-wise iterations, or of tiles, runs as one "
                        "computation, same results and diagnostics; also ASCSIM_NO_BATCH=1)")
    p.add_argument("--schedule-seed", type=_seed, default=None, metavar="N",
                   help="shuffle the order in which the blocks of a launch take turns with seed N (default: "
                        "round robin in block order, each block running until it waits or finishes)")


def _jobs(text: str) -> int | str:
    if text == "auto":
        return text
    value = int(text) if text.isdigit() else 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected auto or a whole number >= 1, got {text!r}")
    return value


def _seed(text: str) -> int:
    if not text.isdigit():
        raise argparse.ArgumentTypeError(f"expected a whole number >= 0, got {text!r}")
    return int(text)


def _version() -> str:
    # Imported on use: the command line starts without loading the simulator.
    from . import __version__

    return __version__


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="ascsim", description="Bit-exact simulator of the Ascend C "
                                     "C API (Ascend 950, dav-3510; Atlas A2/A3, dav-2201).")
    parser.add_argument("--version", action="version", version=f"%(prog)s {_version()}")
    sub = parser.add_subparsers(dest="command", required=True)

    run = sub.add_parser("run", help="run an unmodified Ascend C program (.asc)")
    run.add_argument("file", help="the .asc program (its other source files, .asc or .cpp, may follow it)")
    run.add_argument("-D", dest="defines", action="append", default=[], metavar="NAME[=VALUE]",
                     help="define a preprocessor macro, as for the compiler")
    run.add_argument("--npu-arch", choices=tuple(ARCHES), default=None, metavar="ARCH",
                     help=f"the NPU architecture to run on: {', '.join(ARCHES)} (default {NPU_ARCH}, or what "
                          "-D__NPU_ARCH__=2201/3510 says); it decides the C API the program may call, the units of "
                          "the copies and the chip's limits, and defines __NPU_ARCH__ for the program")
    _add_run_options(run)
    run.add_argument("--cluster", default=None, metavar="ADDRESS",
                     help="run the blocks of parallel launches on the Dask cluster whose scheduler is at ADDRESS, "
                          "e.g. tcp://host:8786 (default: ASCSIM_CLUSTER, else the local cluster); docs/cluster.md")
    run.add_argument("--profile", action="store_true",
                     help="print ESTIMATED cycles per kernel and block from the vendor's published throughput "
                          "(a model, not a measurement): pipe use, the bounding pipe, the costliest lines")
    run.add_argument("--trace", metavar="OUT.json", default=None,
                     help="write the estimated pipe timeline as a Chrome/Perfetto trace (implies --profile)")
    run.add_argument("--profile-param", action="append", default=[], metavar="NAME=VALUE",
                     help="override a profile parameter (e.g. gm_bytes_per_cycle=64); see docs/profile.md")
    run.add_argument("args", nargs="*", help="arguments passed to main (put them after --)")

    sw = sub.add_parser("sweep", help="run programs over a grid of macro values and schedule seeds on a Dask "
                                      "cluster; a table of the results",
                        description="Each case (a program, one value of each -D macro, one seed) is a fresh "
                                    "`ascsim run --profile` on a worker of the Dask cluster, in a copy of the "
                                    "program's folder. Prints a progress bar and a result table; failures keep "
                                    "their whole output.")
    sw.add_argument("programs", nargs="+", metavar="PROGRAM", help="the .asc programs")
    sw.add_argument("-D", dest="defines", action="append", default=[], metavar="NAME=V1,V2,...",
                    help="a macro and the values to sweep it over (every combination of the -D options runs)")
    sw.add_argument("--schedule-seed", default=None, metavar="SEEDS",
                    help="block schedule seeds, each a case: N, A..B (both included) or N,M,...")
    sw.add_argument("--inputs", metavar="COMMAND", default=None,
                    help="a shell command run in each case's folder on its worker before the program, to make "
                         "its input files; it sees each macro as an environment variable (N, DTYPE, ...) and "
                         "ASCSIM_CASE, ASCSIM_SEED")
    sw.add_argument("--check", choices=CHECK_MODES, default="warn", help="the --check mode of every run")
    sw.add_argument("--cluster", default=None, metavar="ADDRESS",
                    help="the Dask scheduler to run the cases on, e.g. tcp://host:8786 (default: ASCSIM_CLUSTER, "
                         "else a local cluster on this machine's processors)")
    sw.add_argument("--timeout", type=float, default=600.0, metavar="SECONDS",
                    help="stop a case that runs longer (default 600)")
    sw.add_argument("--json", metavar="OUT.json", default=None,
                    help="also write the results as JSON (with the output of each failed case)")
    sw.add_argument("--csv", metavar="OUT.csv", default=None, help="also write the table as CSV")

    demo = sub.add_parser("demo", help="run the seed programs: the Python examples, then the given .asc files")
    demo.add_argument("asc_files", nargs="*", help=".asc programs to run after the Python examples")
    _add_run_options(demo)
    server = sub.add_parser("server", help="the resident process that starts `ascsim run` quickly: its state, "
                                           "or stop it (ASCSIM_SERVER=0 turns it off)")
    server.add_argument("action", choices=("status", "stop"))
    _tools_cli.register(sub)  # explain, golden
    return parser


#: The endings of source files: ``ascsim run a.asc b.asc main.cpp`` builds them as one program.
SOURCE_ENDINGS = (".asc", ".cpp", ".cc", ".cxx")


def split_sources(args: list[str]) -> tuple[list[str], list[str]]:
    """(the program's other source files, its arguments): the existing files with a source ending that
    follow the program's name, before its first other argument (after ``--`` everything is the program's)."""
    count = 0
    while count < len(args) and args[count].endswith(SOURCE_ENDINGS) and os.path.isfile(args[count]):
        count += 1
    return args[:count], args[count:]


def _run_asc(path: str, defines: list[str], argv: list[str], npu_arch: str | None = None,
             sources: list[str] | None = None) -> int:
    # Libclang loads only when a program is run.
    from .frontend import run_file
    from .frontend.native.toolchain import cache_dir
    from .runtime import cluster

    # Which runs of this program went parallel is noted under the cache folder, per program and arguments.
    key = hashlib.sha256(repr((os.path.abspath(path), defines, argv, npu_arch, sources)).encode()).hexdigest()[:32]
    try:
        note: str | None = os.path.join(os.path.dirname(cache_dir()), "parallel", key)
    except OSError:  # no cache folder: the build reports that
        note = None
    cluster.before_run(note)
    status = run_file(path, defines=defines, argv=argv, npu_arch=npu_arch, sources=sources or [])
    cluster.after_run(note)
    return status


def _run_profiled(args: argparse.Namespace, program_args: list[str]) -> int:
    """``ascsim run --profile/--trace``: run the program under :func:`ascsim.profile`, then report."""
    # Imported on use: the command line starts without loading the simulator.
    from .errors import AscError
    from .runtime.timeline import Params, profile

    params = Params()
    for item in args.profile_param:  # one at a time, so that the message names the one that is wrong
        try:
            params = params.with_overrides([item])
        except AscError as e:
            print(f"ascsim run: --profile-param {item}: {e.message}", file=sys.stderr)
            return 2
    if args.trace:
        problem = _unwritable(args.trace)
        if problem:
            print(f"ascsim run: --trace {args.trace}: {problem}", file=sys.stderr)
            return 2
    with profile(params) as prof:
        sources, argv = split_sources(args.args)
        rc = _run_asc(args.file, args.defines, argv + program_args, args.npu_arch, sources)
    print(prof.report(), file=sys.stderr)
    if args.trace:
        try:
            prof.write_trace(args.trace)
        except OSError as e:  # the directory went away during the run
            print(f"ascsim run: --trace {args.trace}: cannot write it ({e.strerror or e})", file=sys.stderr)
            return rc or 1
        print(f"ascsim: estimated pipe timeline written to {args.trace} (open it in ui.perfetto.dev)",
              file=sys.stderr)
    return rc


def _unwritable(path: str) -> str | None:
    """Why the file ``path`` cannot be written (checked before the run, which may be long), or None."""
    where = os.path.dirname(os.path.abspath(path))
    if os.path.isdir(path):
        return "is a directory; name a file such as trace.json"
    if not os.path.isdir(where):
        return f"the directory {where} does not exist; create it or name a file in an existing one"
    if not os.access(where, os.W_OK) or (os.path.exists(path) and not os.access(path, os.W_OK)):
        return "this user may not write it; name a file in a directory you can write"
    return None


def _demo(asc_files: list[str], mode: str, jobs: int | str, seed: int | None = None) -> int:
    failures = 0
    for name in DEMO_PROGRAMS:
        program = EXAMPLES_DIR / name
        if not program.is_file():
            print(f"ascsim demo: {program} not found (the demo runs from a source checkout)", file=sys.stderr)
            return 2
        print(f"== python {program.relative_to(EXAMPLES_DIR.parent)}", flush=True)
        env = dict(os.environ, ASCSIM_CHECK=mode)
        if jobs != "auto":  # Python kernels keep their own default (one process) unless told
            env["ASCSIM_JOBS"] = str(jobs)
        if seed is not None:
            env["ASCSIM_SCHEDULE_SEED"] = str(seed)
        failures += subprocess.call([sys.executable, str(program)], env=env) != 0
    for path in asc_files:
        print(f"== ascsim run {path}", flush=True)
        failures += _run_asc(path, [], []) != 0
    return 1 if failures else 0


#: The exit status of a run stopped by Ctrl-C (SIGINT), as a shell reports a process it interrupted.
INTERRUPTED = 130


def entry() -> int:
    """The ``ascsim`` command as installed: ``ascsim run`` goes to the resident run server when one
    is up (:mod:`ascsim.server`), every other command and a run without a server runs here."""
    argv = sys.argv[1:]
    if argv[:1] == ["run"]:
        # Standard library only: a served run never imports the simulator.
        from . import server

        if server.enabled():
            try:
                status = server.run_served(argv)
            except KeyboardInterrupt:  # before the run reached the server: as main would end
                print("ascsim: interrupted", file=sys.stderr)
                return INTERRUPTED
            if status is not None:
                return status
    status = main(argv)
    # The process ends now: its teardown need not search every object the run made (and Dask's, when
    # a launch went parallel) for reference cycles: a tenth of a second and more, for nothing.
    gc.freeze()
    return status


def main(argv: list[str] | None = None) -> int:
    """The ``ascsim`` command; Ctrl-C stops it with status 130 and a one-line message (no traceback)."""
    try:
        return _main(argv)
    except KeyboardInterrupt:
        try:
            sys.stdout.flush()
        except (OSError, ValueError):
            pass
        print("ascsim: interrupted", file=sys.stderr)
        return INTERRUPTED


def _main(argv: list[str] | None = None) -> int:
    words = list(sys.argv[1:] if argv is None else argv)
    # Everything after `--` belongs to the program; argparse would otherwise refuse it once the
    # options of `run` follow the file name.
    program_args: list[str] = []
    if words[:1] in (["run"], ["sweep"]) and "--" in words:
        cut = words.index("--")
        words, program_args = words[:cut], words[cut + 1:]
    args = _parser().parse_args(words)
    if args.command in _tools_cli.COMMANDS:  # no kernels run: no --check mode to set
        return _tools_cli.run(args)
    if args.command == "server":
        # Standard library only: a served run never imports the simulator.
        from . import server

        return server.command(args.action)
    if args.command == "sweep":
        # Imported on use: the command line starts without loading the simulator.
        from . import sweep

        return sweep.command(args, program_args)
    # Imported on use: the command line starts without loading the simulator.
    from .runtime import batch, check
    from .runtime.kernel import set_jobs, set_schedule_seed

    check.set_mode(args.check)
    # Read now, not at import: a served run's process imported the simulator before its environment came.
    batch.set_batching(not args.no_batch and batch.wanted_by_environment())
    set_jobs(args.jobs)
    set_schedule_seed(args.schedule_seed)
    if args.command == "run":
        if args.cluster is not None:

            try:
                set_cluster(args.cluster)
            except AscError as e:
                print(f"ascsim run: {e}", file=sys.stderr)
                return 2
        if args.profile or args.trace or args.profile_param:
            return _run_profiled(args, program_args)
        sources, argv = split_sources(args.args)
        return _run_asc(args.file, args.defines, argv + program_args, args.npu_arch, sources)
    if args.command == "demo":
        return _demo(args.asc_files, args.check, args.jobs, args.schedule_seed)
    return 2  # pragma: no cover - argparse rejects unknown commands


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

