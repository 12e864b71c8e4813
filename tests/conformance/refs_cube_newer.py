"""References of the cube forms the newer headers (9.2.0) add beside the older ones: the with-bias asc_mmad and
asc_mmad_mx (A x B summed exactly plus the bias-table row at byte ``bias``, rounded once), a scenario for the
field forms of the register setters (each leaves the value packed here by hand from the dav-3510 field layout,
and the packed form's value), and the enum forms' int4b_t copies (declared, not simulated). Imports no
ascsim.ops."""

from __future__ import annotations

import struct
from fractions import Fraction
from types import SimpleNamespace
from typing import Any

import numpy as np

from ascsim.spec import impls

from ._gen import Case, Mem, ov_id, seed_of
from ._refs import REFS, Expect, Expected, Reference, ref
from .refs_cube import _ASC, _c0, _cdiv, _f32, _finite_codes, _kernel, _mmad_values, _nothing, _pack

#: Where the cases put the bias row in the bias table (bytes): not 0, so the address is used.
_BIAS_AT = 128


def _bias_cases(ov: Any) -> list[Case]:
    """m = 20, k = 1.5 fractal columns of C0, n = 20 from the bias row; the GEMV of a one-row A as well."""
    ce, ae, be = ov.elem(0), ov.elem(1), ov.elem(2)
    names = [p.name for p in ov.params]
    c0 = _c0(ae.name, ae.size)
    out = []
    for j, mode in enumerate(("bias", "gemv")):
        rng = np.random.default_rng(seed_of(f"{ov_id(ov)}#{j}"))
        m, k, n = (1 if mode == "gemv" else 20), c0 + c0 // 2, 20
        m1, k1, n1 = _cdiv(m, 16), _cdiv(k, c0), _cdiv(n, 16)
        c_init = rng.integers(0, 256, m1 * n1 * 256 * ce.size, dtype=np.uint8)
        args: dict[str, Any] = {
            names[0]: Mem(c_init, 0, "l0c"),
            names[1]: Mem(_pack(_finite_codes(ae.name, ae.size, m1 * 16 * k1 * c0, rng), ae.name, ae.size), 0, "l0a"),
            names[2]: Mem(_pack(_finite_codes(be.name, be.size, k1 * c0 * n1 * 16, rng), be.name, be.size), 0, "l0b"),
            "bias": _BIAS_AT, "m": m, "k": k, "n": n, "unit_flag_mode": 0, "disable_gemv": int(mode != "gemv")}
        row = (rng.standard_normal(32) * 5).astype(np.float32) if ce.name == "float" else \
            rng.integers(-1000, 1000, 32).astype(np.int32)
        meta: dict[str, Any] = {"bt": np.concatenate([np.zeros(_BIAS_AT, np.uint8), row.view(np.uint8)]),
                                "row": row}
        if ov.name == "asc_mmad_mx":  # e8m0 scales near 1 (codes 125..129), 16 rows x 2 per unit
            units = _cdiv(k, 64)
            meta["mx"] = (rng.integers(125, 130, m1 * units * 32).astype(np.uint8),
                          rng.integers(125, 130, n1 * units * 32).astype(np.uint8))
        out.append(Case(ov, args, mode, meta))
    return out


@ref(impls.cube.mmad_bias, cases=_bias_cases, asc_skip=_ASC)
def _mmad_bias(c: Case) -> Expected:
    ov = c.ov
    ce = ov.elem(0)
    names = [p.name for p in ov.params]
    # The values of A and B as the asc_mmad reference reads them (its parameters without ``bias``).
    view = SimpleNamespace(ov=SimpleNamespace(params=[p for p in ov.params if p.name != "bias"], elem=ov.elem),
                           args=c.args, meta=c.meta)
    a, b, m, k, n = _mmad_values(view)  # type: ignore[arg-type]
    acc_np = np.float32 if ce.name == "float" else np.int32
    old = c.args[names[0]].data.view(acc_np)
    out = old.copy()
    m1 = _cdiv(m, 16)
    for r in range(m):
        for j in range(n):
            total = sum((a[r][q] * b[q][j] for q in range(k)), Fraction(0))
            start = c.meta["row"][j]
            total += Fraction(float(start)) if ce.name == "float" else Fraction(int(start))
            pos = (j // 16) * m1 * 256 + r * 16 + j % 16
            if ce.name == "float":
                out[pos] = _f32(total)
            else:
                v = int(total) & 0xFFFFFFFF
                out[pos] = v - (1 << 32) if v >> 31 else v
    return {names[0]: Expect(out.view(np.uint8), np.ones(out.size * 4, np.bool_))}


# -- field forms of the register setters --------------------------------------------------------------------

def _bits(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


#: Per function: (arguments of the field form, the register it sets, the value packed by hand from the fields,
#: the packed form's call that sets the same value).
_FIELDS: dict[str, tuple[tuple[Any, ...], str, int, Any]] = {
    "asc_set_l13d_rpt": ((0x1234, 9, 1, 0x5678, 0x9ABC), "l13d_rpt",
                         0x1234 | (9 << 16) | (1 << 24) | (0x5678 << 32) | (0x9ABC << 48), None),
    "asc_set_l13d_rpt_b": ((17, 200, 0, 3, 65535), "asc_set_l3d_rpt_b", 17 | (200 << 16) | (3 << 32) | (65535 << 48),
                           ("asc_set_l3d_rpt_b",)),
    "asc_set_l13d_fmatrix": ((100, 60, 1, 2, 3, 4), "fmatrix",
                             100 | (60 << 16) | (1 << 32) | (2 << 40) | (3 << 48) | (4 << 56), None),
    "asc_set_l13d_fmatrix_b": ((7, 9, 255, 0, 5, 6), "fmatrix_b",
                               7 | (9 << 16) | (255 << 32) | (5 << 48) | (6 << 56), None),
    "asc_set_gm2l1_nz_para": ((2, 40, 80, 1000), "asc_set_gm2l1_nz_para", 2 | (40 << 16) | (80 << 32) | (1000 << 48),
                              ("asc_set_gm2l1_nz_para",)),
    "asc_set_l0c_copy_channel_para": ((321,), "asc_set_l0c2gm_channel_para", 321 << 48,
                                      ("asc_set_l0c2gm_channel_para",)),
    "asc_set_l0c_copy_relu_alpha": ((np.float32(-0.3),), "asc_set_l0c2gm_relu_alpha", _bits(-0.3) & 0xFFFFE000,
                                    ("asc_set_l0c2gm_relu_alpha",)),
    "asc_set_l0c_copy_lrelu_alpha": ((np.float32(0.7),), "lrelu_alpha", _bits(0.7), None),
    "asc_set_l0c_copy_prequant": ((np.float32(2.5), np.uint16(0xFFFE), True), "quant_pre_scalar",
                                  _bits(2.5) | (0x1FE << 37) | (1 << 46), ("asc_set_l0c_copy_prequant",)),
}


def _fields(ovs: list[Any]) -> list[str]:
    """Each field form sets its register to the hand-packed value; the packed form given that value agrees."""
    from ascsim import c_api as c
    from ascsim.c_api import _cube_regs as regs

    bad: list[str] = []
    got: list[Any] = []
    for ov in ovs:
        args, key, want, packed = _FIELDS[ov.name]
        got.clear()

        def body() -> None:
            getattr(c, ov.name)(*args)  # noqa: B023 - run at once
            got.append(regs.get(key))  # noqa: B023
            if packed is not None:  # noqa: B023
                getattr(c, packed[0])(np.uint64(want))  # noqa: B023
                got.append(regs.get(key))  # noqa: B023

        err = _kernel(body)
        if err or any(int(v) != want for v in got):
            bad.append(f"{ov_id(ov)}: register {key} = {[hex(int(v)) for v in got]}, want {hex(want)} {err}")
    return bad


def _register() -> None:
    from . import _scenarios

    _scenarios.SCENARIOS["cube_fields"] = _fields
    for impl, what in ((impls.cube_fields.pack, "cube_fields"), (impls.cube_fields.float_bits, "cube_fields"),
                       (impls.cube_fields.prequant, "cube_fields"),
                       (impls.cube_copy.l0c2out_int4, "cube_unsupported")):
        REFS[impl] = Reference(_nothing, cases=lambda ov: [Case(ov, {}, "scenario")], scenario=what, asc_skip=_ASC)


_register()
