"""GM atomics: ``asc_atomic_*`` (scalar_compute.h) and the store-atomic modes of atomic.h
(``asc_set_atomic_add_float`` ...), which make copies into GM combine with what GM holds."""

from __future__ import annotations

from typing import Any

import numpy as np

from ..arch import Pipe
from ..dtypes import ElemType, bfloat16_t, float_, half, int8_t, int16_t, int32_t
from ..errors import AscValueError, MemoryAccessError, UnsupportedError
from ..ops import atomic as ops
from ..runtime import atomics
from ..runtime import sync as rs
from ..runtime.context import CTX
from ..runtime.memory import Ptr
from ..runtime.sync import SyncState
from ..spec import Overload, impls


def _sync() -> SyncState:
    assert CTX.sync is not None  # the facade checked that a kernel runs
    return CTX.sync


def _bits(elem: ElemType, value: Any) -> np.ndarray:
    return np.asarray(elem(value) if elem.kind != "float" else value, dtype=elem.np).reshape(1).view(
        np.dtype(f"<u{elem.size}"))


@impls.atomic.scalar.register
def scalar(overload: Overload, address: Ptr, *vals: Any) -> Any:
    """``asc_atomic_<op>(address, [compare,] val)``: one atomic read-modify-write of ``*address`` in GM;
    returns the value before."""
    op, = overload.extra
    elem = overload.elem(0)
    if address.addr % elem.size:
        raise MemoryAccessError(f"{overload.name}: address GM 0x{address.addr:x} is not {elem.size}-byte aligned; an "
                                f"atomic {elem.name} needs a naturally aligned address")
    rs.atomic_point(overload.name)
    compare = _bits(elem, vals[0]) if op == "cas" else None
    val = _bits(elem, vals[-1])
    old = atomics.update(overload.name, address, elem, lambda o: ops.combine(op, elem, o, val, compare), Pipe.PIPE_S)
    return old.view(elem.np)[0] if elem.kind == "float" else elem(int(old[0]))


#: The element types of the store-atomic modes, by their code in asc_set_store_atomic_config_v2.
_V2_TYPES: dict[int, ElemType] = {1: int32_t, 4: half, 5: float_, 7: bfloat16_t, 9: int16_t, 10: int8_t}
_V2_CODE = {e.name: c for c, e in _V2_TYPES.items()}
#: Operation codes of the configuration register: add is the pages' 2; max and min are ascsim's own numbers.
_OP_CODE = {"add": 2, "max": 1, "min": 3}


@impls.atomic.set_mode.register
def set_mode(overload: Overload) -> None:
    """``asc_set_atomic_<op>_<type>`` / ``asc_set_atomic_none``: the store-atomic mode of later copies into GM."""
    op, elem = overload.extra
    sync = _sync()
    if op is None:
        sync.store_atomic, sync.atomic_cfg = None, 0
        return
    sync.store_atomic = (op, elem)
    sync.atomic_cfg = _V2_CODE[elem.name] | (_OP_CODE[op] << 4)


@impls.atomic.get_config.register
def get_config(overload: Overload, config: Any) -> None:
    """``asc_get_store_atomic_config(config)``: config.config = the configuration register."""
    config.config = _sync().atomic_cfg


@impls.atomic.set_config_v1.register
def set_config_v1(overload: Overload, type_: Any, op: Any) -> None:
    """``asc_set_store_atomic_config_v1``: its page lists the Ascend 950PR/950DT as not supported."""
    raise UnsupportedError(f"{overload.name} is not supported on the Ascend 950PR/950DT (its API page); use "
                           "asc_set_atomic_add_<type> (or asc_set_store_atomic_config_v2)")


@impls.atomic.set_config_v2.register
def set_config_v2(overload: Overload, type_: Any, op: Any) -> None:
    """``asc_set_store_atomic_config_v2(type, op)``: type 1 int32_t, 4 half, 5 float, 7 bfloat16_t, 9 int16_t,
    10 int8_t; op 2 add (the only operation its page names)."""
    t, o = int(type_), int(op)
    elem = _V2_TYPES.get(t)
    if elem is None:
        raise AscValueError(f"{overload.name}: type {t} names no atomic element type; valid: "
                            + ", ".join(f"{c} ({e.name})" for c, e in _V2_TYPES.items()))
    if o != 2:
        raise AscValueError(f"{overload.name}: op {o} names no atomic operation; valid: 2 (add)")
    sync = _sync()
    sync.store_atomic = ("add", elem)
    sync.atomic_cfg = (t & 0xF) | ((o & 0x3) << 4)
