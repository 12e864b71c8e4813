"""References of the cube core's direct copies, written from their pages: asc_copy_gm2l0a/_gm2l0b (512-byte
fractals: iteration i reads fractal base_idx + i x src_stride and writes dst_gap fractals after the previous
one), asc_copy_l12l0c (bursts of 32-byte L1 blocks with gaps in 32-byte blocks; float rounded to half by numpy
and to bfloat16 by ml_dtypes, both to nearest even), and scenarios for asc_copy_l12ub (a __mix__ kernel: the
chosen vector core's UB) and asc_load_image_to_cbuf (argument checks, then the AIPP error). Imports no
ascsim.ops."""

from __future__ import annotations

from typing import Any

import ml_dtypes
import numpy as np

from ascsim.spec import impls

from ._gen import Case, Mem, ov_id, seed_of
from ._refs import REFS, Expect, Expected, Reference, ref
from .refs_cube import _ASC, _kernel

_FRACTAL = 512


def _gm2l0_cases(ov: Any) -> list[Case]:
    space = ov.params[0].ty.space
    out = []
    for j, params in enumerate(((1, 3, 2, 1), (2, 2, 0, 0))):
        rng = np.random.default_rng(seed_of(f"{ov_id(ov)}#{j}"))
        args: dict[str, Any] = {"dst": Mem(rng.integers(0, 256, 8 * _FRACTAL, dtype=np.uint8), 0, space),
                                "src": Mem(rng.integers(0, 256, 8 * _FRACTAL, dtype=np.uint8), 16 * j, "gm")}
        args.update(zip(("base_idx", "repeat", "src_stride", "dst_gap"), params, strict=True))
        out.append(Case(ov, args, f"draw{j}"))
    return out


@ref(impls.cube_direct.gm2l0, cases=_gm2l0_cases, asc_skip=_ASC)
def _gm2l0(c: Case) -> Expected:
    a = c.args
    src, dst = a["src"], a["dst"]
    out = dst.data.copy()
    base, repeat, ss, dg = (int(a[x]) for x in ("base_idx", "repeat", "src_stride", "dst_gap"))
    for i in range(repeat):
        s = src.offset + (base + i * ss) * _FRACTAL
        d = i * (1 + dg) * _FRACTAL
        out[d:d + _FRACTAL] = src.data[s:s + _FRACTAL]
    return {"dst": Expect(out, np.ones(out.size, np.bool_))}


def _floats(rng: np.random.Generator, count: int) -> np.ndarray:
    """Finite float32 values with ties of half and bfloat16 and values past half's range among them."""
    vals = (rng.standard_normal(count) * 2.0 ** rng.integers(-16, 18, count)).astype(np.float32)
    vals[:8] = np.array([1 + 2 ** -11, 1 + 3 * 2 ** -11, 1 + 2 ** -8, -(1 + 3 * 2 ** -8), 65520.0, -7e4, 2.0 ** -25,
                         3e38], np.float32)
    return vals.view(np.uint8)


def _l12l0c_cases(ov: Any) -> list[Case]:
    src_float = ov.params[1].ty.elem.name == "float"
    out = []
    for j, params in enumerate(((3, 2, 1, 2), (2, 1, 0, 0))):
        rng = np.random.default_rng(seed_of(f"{ov_id(ov)}#{j}"))
        data = _floats(rng, 256) if src_float else rng.integers(0, 256, 1024, dtype=np.uint8)
        args: dict[str, Any] = {"dst": Mem(rng.integers(0, 256, 1024, dtype=np.uint8), 64 * j, "l0c"),
                                "src": Mem(data, 32 * j, "l1")}
        args.update(zip(("n_burst", "len_burst", "src_gap", "dst_gap"), params, strict=True))
        out.append(Case(ov, args, f"draw{j}"))
    return out


@ref(impls.cube_direct.l12l0c, cases=_l12l0c_cases, asc_skip=_ASC)
def _l12l0c(c: Case) -> Expected:
    a = c.args
    src, dst = a["src"], a["dst"]
    se, de = c.ov.elem(1).name, c.ov.elem(0).name
    out = dst.data.copy()
    nb, blk, sg, dg = (int(a[x]) for x in ("n_burst", "len_burst", "src_gap", "dst_gap"))
    d = dst.offset
    for i in range(nb):
        s = src.offset + i * (blk + sg) * 32
        chunk = src.data[s:s + blk * 32]
        if se != de:  # float to half (numpy) or bfloat16 (ml_dtypes), to nearest even
            f32 = chunk.view(np.float32)
            with np.errstate(over="ignore"):
                chunk = (f32.astype(np.float16) if de == "half" else f32.astype(ml_dtypes.bfloat16)).view(np.uint8)
        out[d:d + chunk.size] = chunk
        d += chunk.size + dg * 32
    return {"dst": Expect(out, np.ones(out.size, np.bool_))}


def _l12ub(ovs: list[Any]) -> list[str]:
    """asc_copy_l12ub(_sync) in a __mix__ kernel: bursts from L1 into vector core 1's UB (gaps in 32-byte blocks);
    the same call in a __cube__ kernel is an AscValueError."""
    import ascsim
    from ascsim import c_api as c
    from ascsim.arch import CoreType
    from ascsim.runtime.context import CTX

    bad = []
    rng = np.random.default_rng(11)
    src = rng.integers(0, 256, 512, dtype=np.uint8)
    want = np.full(512, 0x5A, np.uint8)
    for i in range(2):  # 2 bursts of 3 blocks, a source gap of 1 and a destination gap of 2
        want[32 + i * 5 * 32:32 + i * 5 * 32 + 96] = src[i * 4 * 32:i * 4 * 32 + 96]
    for ov in ovs:
        fn = getattr(c, ov.name)
        got: list[np.ndarray] = []
        # The 9.2.0 form takes an int8_t sub_blockid: an int8_t argument picks it, True the bool form.
        one, zero = (ascsim.int8_t(1), ascsim.int8_t(0)) if ov.params[2].ty.elem is ascsim.int8_t else (True, False)

        def body() -> None:
            ub = ascsim.ub_array(ascsim.uint8_t, 512)
            if CTX.core is CoreType.AIC:
                l1 = ascsim.l1_array(ascsim.uint8_t, 512)
                l1.write(src)
                c.asc_sync_intra_wait(ascsim.PIPE_MTE1, 17)  # vector core 1 has filled its UB
                c.asc_sync_pipe(ascsim.PIPE_ALL)
                fn(ub + 32, l1, one, 2, 3, 1, 2)  # noqa: B023 - runs within this iteration
                c.asc_sync_pipe(ascsim.PIPE_ALL)
                c.asc_sync_block_arrive(ascsim.PIPE_MTE1, 0)
            elif int(c.asc_get_sub_block_id()) == 1:
                ub.write(np.full(512, 0x5A, np.uint8))
                c.asc_sync_intra_arrive(ascsim.PIPE_S, 1)
                c.asc_sync_block_wait(ascsim.PIPE_S, 0)
                got.append(ub.read(512))  # noqa: B023
            else:
                c.asc_sync_block_wait(ascsim.PIPE_S, 0)

        try:
            ascsim.mix_kernel(body)[1]()
        except Exception as exc:  # noqa: BLE001 - the scenario reports what was raised
            bad.append(f"{ov_id(ov)}: {type(exc).__name__}: {exc}")
            continue
        if not got or not np.array_equal(got[0], want):
            bad.append(f"{ov_id(ov)}: vector core 1's UB is not the bursts")

        def cube_only() -> None:
            fn(ascsim.ub_array(ascsim.uint8_t, 64), ascsim.l1_array(ascsim.uint8_t, 64), zero, 1, 1, 0,  # noqa: B023
               0)

        err = _kernel(cube_only)
        if not err.startswith("AscValueError") or "__mix__" not in err:
            bad.append(f"{ov_id(ov)}: in a __cube__ kernel expected an AscValueError, got {err or 'no error'}")
    return bad


def _load_image(ovs: list[Any]) -> list[str]:
    """asc_load_image_to_cbuf(_sync): a value outside its page's range is an AscValueError naming it; in range,
    an UnsupportedError naming the AIPP registers (SetAippFunctions) the load would read."""
    import ascsim
    from ascsim import c_api as c

    bad = []
    todo: list[Any] = []

    def call() -> None:
        fn, elem, args = todo[-1]
        fn(ascsim.l1_array(elem, 1024), *args)

    for ov in ovs:
        for args, kind, needle in (((16, 8, 0, 0, 16, 0, 0, 0, 0), "UnsupportedError", "SetAippFunctions"),
                                   ((16, 8, 0, 0, 16, 33, 0, 0, 0), "AscValueError", "top_pad_size = 33"),
                                   ((0, 8, 0, 0, 16, 0, 0, 0, 0), "AscValueError", "hor_size = 0")):
            todo.append((getattr(c, ov.name), ov.params[0].ty.elem, args))
            err = _kernel(call)
            if not err.startswith(kind) or needle not in err:
                bad.append(f"{ov_id(ov)}{args}: expected {kind} naming {needle!r}, got {err or 'no error'}")
    return bad


def _nothing(c: Case) -> Expected:
    return {}


def _register_scenarios() -> None:
    from . import _scenarios

    _scenarios.SCENARIOS.update({"cube_l12ub": _l12ub, "cube_load_image": _load_image})
    for impl, what in ((impls.cube_direct.l12ub, "cube_l12ub"), (impls.cube_direct.load_image, "cube_load_image")):
        REFS[impl] = Reference(_nothing, cases=lambda ov: [Case(ov, {}, "scenario")], scenario=what, asc_skip=_ASC)


_register_scenarios()
