"""The scalar helpers of ``scalar_compute.h`` (not the atomics): thin calls into :mod:`ascsim.ops.scalar`,
and ``asc_store_dev``."""

from __future__ import annotations

from typing import Any

import numpy as np

from ..arch import Pipe
from ..ops import convert
from ..ops import scalar as ops
from ..runtime.memory import Ptr
from ..spec import Overload, impls

_OPS = {"popc": ops.popc, "clz": ops.clz, "ffs": ops.ffs, "ffz": ops.ffz, "sflbits": ops.sflbits,
        "zero_bits_cnt": ops.zero_bits_cnt}


def _bits(value: Any, nbytes: int) -> int:
    """The C value of an integer argument as its unsigned bit pattern of ``nbytes`` bytes."""
    return int(value) & ((1 << (8 * nbytes)) - 1)


@impls.scalar_compute.bits.register
def bits(overload: Overload, value: Any) -> int:
    """``asc_popc``, ``asc_clz``, ``asc_ffs``, ``asc_ffz``, ``asc_sflbits``, ``asc_zero_bits_cnt``."""
    (what,) = overload.extra
    return int(_OPS[what](np.uint64(_bits(value, 8))))


@impls.scalar_compute.nthbit.register
def nthbit(overload: Overload, value: Any, idx: Any) -> int:
    """``asc_set_nthbit`` / ``asc_clear_nthbit``."""
    (what,) = overload.extra
    f = ops.set_nthbit if what == "set_nthbit" else ops.clear_nthbit
    i = _bits(idx, 8)
    return int(f(np.uint64(_bits(value, 8)), np.int64(i - (1 << 64) if i >> 63 else i)))


@impls.scalar_compute.float2int32.register
def float2int32(overload: Overload, value: Any) -> int:
    """``asc_float2int32_rd/ru/rn/rna``: the float's bits (a float32 numpy scalar keeps its own)."""
    (mode,) = overload.extra
    raw = np.asarray(value, np.float32).reshape(()).view(np.uint32)
    return int(ops.float2int32(raw, mode))


@impls.scalar_compute.float2half_ro.register
def float2half_ro(overload: Overload, value: Any) -> np.float16:
    """``asc_float2half_ro(value)``: the float's bits converted with round-to-odd."""
    raw = np.asarray(value, np.float32).reshape(()).view(np.uint32)
    bits = np.asarray(convert.convert_values(raw, "float", "half", "ro"), np.uint16).reshape(1)
    return bits.view(np.float16)[0]


@impls.scalar_compute.store_dev.register
def store_dev(overload: Overload, addr: Ptr, value: Any) -> None:
    """``asc_store_dev(addr, value)``: one element to GM by the scalar unit (bypassing the data cache, which
    changes nothing in the model)."""
    e = overload.elem(0)
    raw = np.array(_bits(value, e.size), np.uint64).astype(np.dtype(f"<u{e.size}"))
    addr.mem.write(addr.addr, raw.reshape(1).view(np.uint8), overload.name, Pipe.PIPE_S, within=addr.alloc)


@impls.scalar_compute.load_dev.register
def load_dev(overload: Overload, addr: Ptr) -> Any:
    """``asc_load_dev(addr)``: one element from GM by the scalar unit (bypassing the data cache, which
    changes nothing in the model), as the C integer type."""
    e = overload.elem(0)
    raw = addr.mem.read(addr.addr, e.size, overload.name, Pipe.PIPE_S, within=addr.alloc)
    return e.np.type(raw.view(e.np)[0])
