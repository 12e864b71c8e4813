"""The ``api``, ``where``, ``explain`` and ``golden`` subcommands: argument definitions and the glue to their modules.

Kept out of :mod:`ascsim.cli` so that file only registers and dispatches; the work itself is in
:mod:`ascsim.explain` and :mod:`ascsim.golden`, imported when a command runs.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from .arch import ARCHES, NPU_ARCH

COMMANDS = ("api", "explain", "golden", "where")

_OPS_HELP = ("instruction, with or without asc_: the permutes intlv, deintlv, unpack_lower, unpack_upper, unpack, "
             "pack_to_low, pack_to_high, pack, select, squeeze, unsqueeze (masks as asc_intlv_b8/_b16/_b32, "
             "asc_deintlv_b8/_b16/_b32); explain also draws the reductions (reduce_sum, reduce_max_datablock, "
             "pair_reduce_sum ...), arange, arange_descend, the histograms, the loads and stores that move lanes "
             "(loadalign_upsample, loadunalign, storealign_intlv, storeunalign ...) and every conversion by its "
             "C name (asc_float2half_rn_v2); golden covers the permutes. A whole UB vector call in quotes, "
             "'asc_add(dst, a, b, 2, 1, 2, 1, 8, 16, 8)', draws the UB addresses it reads and writes per operand "
             "and repeat (name each UB operand; --mask/--counter set the vector mask). A SIMT warp call in quotes, "
             "'asc_shfl_xor(var, 1, 16)' or 'asc_ballot(lane %% 3 == 0)', draws one warp's 32 lanes (arguments: "
             "numbers or expressions of lane; --active sets the lanes that run it). The cube core: 'nz(32, 48)' or "
             "'zn(64, 48)' draws a matrix's fractals, 'asc_mmad(c, a, b, 32, 64, 48)' one multiply's tiling of L0A, "
             "L0B and L0C (--dtype: the operands' element type)")


def _type_args(p: argparse.ArgumentParser, dtype_help: str) -> None:
    group = p.add_mutually_exclusive_group()
    group.add_argument("--dtype", metavar="T", help=dtype_help)
    group.add_argument("--bits", type=int, choices=(8, 16, 32),
                       help="the mask-register form of intlv/deintlv on groups of bits/8 bits "
                            "(same as asc_intlv_bN)")


def register(sub: Any) -> None:
    """Add the ``api``, ``explain`` and ``golden`` subparsers to ``sub`` (from ``add_subparsers``)."""
    api = sub.add_parser("api", help="list every C prototype ascsim provides",
                         description="Every supported C overload, one prototype per line, read from the spec.")
    api.add_argument("name", nargs="?", help="only this C function (a glob such as 'asc_loadalign*' works too)")
    api.add_argument("--header", metavar="H", help="only this header: reg_load.h, sync, c_api/sync/sync.h ...")
    api.add_argument("--markdown", action="store_true", help="the coverage table of the docs instead")
    api.add_argument("--versions", action="store_true",
                     help="after each prototype, the published versions of the vendor API that declare it "
                          "(9.1.0: the July 2026 headers; 9.2.0: the newer restructured headers)")
    api.add_argument("--only", metavar="VERSION", help="only the forms that this published version declares")
    api.add_argument("--arch", metavar="ARCH", choices=tuple(ARCHES),
                     help="only the forms this NPU architecture has (" + ", ".join(ARCHES) + "); with --versions "
                          "or --markdown, also the architectures of each")
    wh = sub.add_parser("where", help="where a C function is specified, implemented, computed, costed and tested",
                        description="For each C function matching NAME: its spec entry, the facade function of "
                                    "each form, the ascsim.ops functions that compute it, its cost entry and the "
                                    "test files that name it.")
    wh.add_argument("name", help="a C function (asc_add) or a glob (asc_loadalign*)")
    ex = sub.add_parser("explain", help="draw which source lane lands in which destination lane",
                        description="Lane diagram of an instruction, computed by running it (ascsim.ops) "
                                    "on labelled lanes (or one marked lane per run, for conversions and reductions).")
    ex.add_argument("op", help=_OPS_HELP)
    _type_args(ex, "element type in C (uint8_t, half, float, ...; the source type for unpack/pack and the "
                   "reductions, the destination type for unsqueeze and arange, the UB/register type of a load or "
                   "store; bool for the vector_bool form of unpack, pack, select, loadalign_upsample/_downsample, "
                   "storealign_pack; a conversion's name fixes its types). Default: the 32-bit type (64 lanes) "
                   "where the instruction has one")
    ex.add_argument("--format", choices=("text", "svg", "png"), default="text",
                    help="text for the terminal (default), svg, or png (needs the 'png' extra: cairosvg)")
    ex.add_argument("-o", "--output", metavar="FILE", help="write to FILE instead of stdout (required for png)")
    ex.add_argument("--full", action="store_true", help="text: print every lane, not the first and last few")
    ex.add_argument("--arch", metavar="ARCH", choices=tuple(ARCHES), default=NPU_ARCH,
                    help=f"the NPU architecture ({', '.join(ARCHES)}; default {NPU_ARCH}): a UB call runs on it; "
                         "lane diagrams are of register instructions, which only the architectures with register "
                         "compute have")
    ex.add_argument("--active", metavar="LANES",
                    help="a warp call: the lanes that run it, a 32-bit mask (0xffff) or an expression of lane "
                         "('lane < 20'); default all")
    mode = ex.add_mutually_exclusive_group()
    mode.add_argument("--mask", metavar="MASK1:MASK0",
                      help="a UB call: the vector mask of normal mode, two 64-bit numbers (default: all bits)")
    mode.add_argument("--counter", type=int, metavar="N",
                      help="a UB call: counter mode (asc_set_mask_count) with N elements")

    go = sub.add_parser("golden", help="write seeded random inputs and the golden results of an instruction",
                        description="Golden data: DIR/input/*.bin, DIR/output/golden*.bin and DIR/manifest.json "
                                    "(layouts in the manifest and in ascsim.golden's documentation).")
    go.add_argument("op", help=_OPS_HELP)
    _type_args(go, "element type in C (uint8_t, half, float, ...); required unless the name or --bits fixes it")
    go.add_argument("--seed", type=int, default=0, help="seed of the random inputs (default 0)")
    go.add_argument("--registers", "-R", type=int, default=16, metavar="R",
                    help="registers per file (default 16)")
    go.add_argument("--out", required=True, metavar="DIR", help="directory to write (created if missing)")


def run(args: argparse.Namespace) -> int:
    """Run ``explain`` or ``golden``; a bad request prints one line on stderr and returns 2."""
    # Imported on use: the command line starts without loading the simulator.
    from .opcatalog import ToolError

    if args.command == "api":
        return _api(args)
    if args.command == "where":
        return _where(args)
    try:
        if args.command == "explain":
            return _explain(args)
        return _golden(args)
    except ToolError as exc:
        print(f"ascsim {args.command}: error: {exc}", file=sys.stderr)
        return 2


def _api(args: argparse.Namespace) -> int:
    # Imported on use: the command line starts without loading the simulator.
    from .spec import listing

    if args.markdown:
        sys.stdout.write(listing.markdown(args.arch))
        return 0
    try:
        lines = listing.prototypes(args.name, args.header, args.versions, args.only, args.arch)
    except KeyError as exc:
        print(f"ascsim api: error: {exc.args[0]}", file=sys.stderr)
        return 2
    if not lines:
        print(f"ascsim api: error: no C function matches {args.name!r}", file=sys.stderr)
        return 2
    sys.stdout.write("\n".join(lines) + "\n")
    return 0


def _where(args: argparse.Namespace) -> int:
    # Imported on use: the command line starts without loading the simulator.
    from .where import where

    lines = where(args.name)
    if not lines:
        print(f"ascsim where: error: no C function matches {args.name!r}", file=sys.stderr)
        return 2
    sys.stdout.write("\n".join(lines) + "\n")
    return 0


def _explain(args: argparse.Namespace) -> int:
    # Imported on use: the command line starts without loading the simulator.
    from . import explain, explain_cube, explain_svg, explain_warp
    from .opcatalog import ToolError, resolve

    if "(" in args.op and explain_cube.is_cube_request(args.op):
        return _explain_cube(args)
    if "(" in args.op and explain_warp.is_warp_call(args.op):
        return _explain_warp(args)
    if args.active is not None:
        raise ToolError("--active goes with a call of a warp function, e.g. 'asc_shfl_xor(var, 1)'")
    if "(" in args.op:
        return _explain_call(args)
    chip = ARCHES[args.arch]
    if not chip.registers:
        having = ", ".join(a.name for a in ARCHES.values() if a.registers)
        raise ToolError(f"{args.op}: lane diagrams are of register instructions, which exist on {having} only, not "
                        f"on {chip.name}; draw a UB call's addresses instead, e.g. "
                        "'asc_add(dst, a, b, 1, 1, 1, 1, 8, 8, 8)'")
    if args.mask is not None or args.counter is not None:
        raise ToolError("--mask and --counter go with a whole UB call, e.g. 'asc_add(dst, a, b, 1, 1, 1, 1, 8, 8, 8)'")
    if args.format == "png" and not args.output:
        raise ToolError("--format png writes binary data: give the file with -o FILE")
    d = explain.compute(resolve(args.op, args.dtype, args.bits))
    if args.format == "text":
        data: str | bytes = explain.render_text(d, full=args.full)
    elif args.format == "svg":
        data = explain.render_svg(d)
    else:
        data = explain_svg.svg_to_png(explain.render_svg(d))
    if args.output:
        path = Path(args.output)
        if isinstance(data, bytes):
            path.write_bytes(data)
        else:
            path.write_text(data, encoding="utf-8")
    else:
        assert isinstance(data, str)
        sys.stdout.write(data)
    return 0


def _explain_warp(args: argparse.Namespace) -> int:
    # Imported on use: the command line starts without loading the simulator.
    from .explain_warp import explain_warp_call
    from .opcatalog import ToolError

    chip = ARCHES[args.arch]
    if not chip.simt:
        having = ", ".join(a.name for a in ARCHES.values() if a.simt)
        raise ToolError(f"{args.op}: warp functions are SIMT code, which runs on {having} only, not on {chip.name}")
    if args.format != "text" or args.bits is not None or args.mask is not None or args.counter is not None:
        raise ToolError("a warp call is drawn as text for one warp: drop --format, --bits, --mask and --counter")
    text = explain_warp_call(args.op, args.dtype, args.active)
    if args.output:
        Path(args.output).write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0


def _explain_cube(args: argparse.Namespace) -> int:
    # Imported on use: the command line starts without loading the simulator.
    from .explain_cube import explain_cube
    from .opcatalog import ToolError

    if args.format != "text" or args.bits is not None or args.mask is not None or args.counter is not None \
            or args.active is not None:
        raise ToolError("a cube layout or mmad call is drawn as text: drop --format, --bits, --mask, --counter and "
                        "--active")
    text = explain_cube(args.op, args.dtype)
    if args.output:
        Path(args.output).write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0


def _explain_call(args: argparse.Namespace) -> int:
    # Imported on use: the command line starts without loading the simulator.
    from .explain_ub import explain_call
    from .opcatalog import ToolError

    if args.format != "text" or args.bits is not None:
        raise ToolError("a UB call is drawn as text: drop --format and --bits")
    mask = None
    if args.mask is not None:
        try:
            m1, m0 = (int(x, 0) for x in args.mask.split(":"))
        except ValueError:
            raise ToolError(f"--mask {args.mask!r}: give MASK1:MASK0, two numbers such as 0:0xffff") from None
        mask = (m1, m0)
    text = explain_call(args.op, args.dtype, mask, args.counter, full=args.full, arch=args.arch)
    if args.output:
        Path(args.output).write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0


def _golden(args: argparse.Namespace) -> int:
    # Imported on use: the command line starts without loading the simulator.
    from . import golden

    stream = golden.progress_stream(args.registers)
    bar = golden.Progress(f"golden {args.op}", args.registers, stream)
    manifest = golden.generate(args.op, args.dtype, args.out, bits=args.bits, seed=args.seed,
                               registers=args.registers, progress=bar.update)
    files = ", ".join(f["path"] for f in manifest["files"])
    print(f"{manifest['c_name']} ({manifest['dtype']}), {args.registers} registers, seed {args.seed}: "
          f"wrote {files} and manifest.json in {args.out}")
    return 0
