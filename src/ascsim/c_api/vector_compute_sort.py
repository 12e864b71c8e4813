"""Sorting of ``vector_compute.h``: ``asc_bitsort``, ``asc_mrgsort4`` (and their ``_sync`` forms) and
``asc_get_vms4_sr``.

Structures are 8 bytes, (score, index); the order and layout are :mod:`ascsim.ops.sort`. Memory
goes through :mod:`ascsim.runtime.ub_vector` (PIPE_V accesses of exactly the structures used).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..errors import AscTypeError, AscValueError
from ..ops import sort
from ..ops import vector_addressing as va
from ..runtime import ub_vector
from ..runtime.context import CTX
from ..runtime.memory import Ptr
from ..runtime.ub_vector import Access
from ..spec import Overload, impls
from ._args import ub_ptr_arg
from .vector_compute import _c_args, _finish, _operands, _vector_core

#: Bytes of one (score, index) structure, and of the index array of one asc_bitsort repeat.
_STRUCT = 8
_U64 = np.dtype(np.uint64)
#: Longest source list of asc_mrgsort4, in structures, and the valid_bit values (2, 3 or 4 lists).
_MAX_LIST = 4095
_VALID = {3: 2, 7: 3, 15: 4}
#: Alignment of asc_mrgsort4's source lists (the destination, like every UB vector operand: 32).
_SRC_ALIGN = 8
_LISTS = 4


@impls.vector_compute_sort.bitsort.register
def bitsort(overload: Overload, dst: Ptr, src0: Ptr, src1: Ptr, repeat: Any) -> None:
    """``asc_bitsort``/``asc_bitsort_sync``: per repeat, 32 scores (src0) and their uint32 indices (src1)
    sorted by descending score into 32 structures at dst; the next repeat moves src0 and src1 by 32
    elements and dst by 256 bytes."""
    func = overload.name
    if not _vector_core():
        return
    (rep,) = _c_args(overload, 3, (repeat,))
    if not 0 <= rep <= 255:
        raise AscValueError(f"{func}: repeat = {rep}; it must be in [0, 255]")
    p = _operands(func, dst=dst, src0=src0, src1=src1)
    e = overload.elem(0)
    n = sort.SORT_GROUP
    act = np.ones((rep, n), np.bool_)
    reads = [Access("src0", p["src0"], va.item_offsets(rep, n, e.size, n * e.size), act, np.dtype(e.bits)),
             Access("src1", p["src1"], va.item_offsets(rep, n, 4, n * 4), act, np.dtype(np.uint32))]
    out = Access("dst", p["dst"], va.item_offsets(rep, n, _STRUCT, n * _STRUCT), act, _U64)
    ub_vector.run(func, reads, [out], lambda s, rows: [sort.bitsort(s[0], s[1], e.name)])
    _finish(overload)


def _span(p: Ptr, nbytes: int) -> tuple[Any, int, int]:
    return p.mem, p.addr, p.addr + nbytes


@impls.vector_compute_sort.mrgsort4.register
def mrgsort4(overload: Overload, dst: Ptr, src: Any, repeat: Any, len0: Any, len1: Any, len2: Any, len3: Any,
             if_exhausted_suspension: Any, valid_bit: Any) -> None:
    """``asc_mrgsort4``/``asc_mrgsort4_sync``: merge the first 2, 3 or 4 lists of ``src`` (valid_bit 3, 7,
    15), each sorted by descending score, into dst. With ``repeat > 1`` four equal lists stored back to
    back are merged per repeat, sources and destination moving by the four lists' total length."""
    func = overload.name
    if not _vector_core():
        return
    rep, *lens = _c_args(overload, 2, (repeat, len0, len1, len2, len3))
    (vb,) = _c_args(overload, 8, (valid_bit,))
    stop = bool(if_exhausted_suspension)
    if vb not in _VALID:
        raise AscValueError(f"{func}: valid_bit = {vb}; it must be 3 (lists 0-1), 7 (lists 0-2) or 15 (lists 0-3)")
    n_lists = _VALID[vb]
    for j, n in enumerate(lens):
        if n > _MAX_LIST:
            raise AscValueError(f"{func}: element_length_{j} = {n}; a list holds at most {_MAX_LIST} structures")
    if len(src) < n_lists:
        raise AscValueError(f"{func}: src holds {len(src)} pointers; valid_bit {vb} merges {n_lists} lists")
    d = _operands(func, dst=dst)["dst"]
    srcs = [ub_ptr_arg(func, f"src[{j}]", src[j], _SRC_ALIGN) for j in range(n_lists)]
    lens = lens[:n_lists]
    if rep > 1:
        contiguous = all(s.mem is srcs[0].mem and s.addr == srcs[0].addr + _STRUCT * sum(lens[:j])
                         for j, s in enumerate(srcs))
        if n_lists != _LISTS or stop or len(set(lens)) != 1 or not contiguous:
            raise AscValueError(
                f"{func}: repeat = {rep} needs four lists (valid_bit 15) of one length stored back to back "
                "(src[j] = src[0] + j * element_length_0 structures) and if_exhausted_suspension false; got "
                f"valid_bit {vb}, lengths {lens}, suspension {stop}"
                + ("" if contiguous else ", lists not back to back"))
    if rep == 0:
        _finish(overload)
        return
    total = sum(lens)
    step = total * _STRUCT  # bytes a repeat moves the sources and the destination
    out_span = _span(d, rep * step)
    for j, s in enumerate(srcs):
        mem, lo, hi = _span(s, lens[j] * _STRUCT + (rep - 1) * step)
        if mem is out_span[0] and lo < out_span[2] and out_span[1] < hi:
            raise AscValueError(f"{func}: dst overlaps src[{j}]; the merge reads its lists while it writes dst, so "
                                "the destination must not overlap a source")
    lists = []
    for j, s in enumerate(srcs):
        act = np.ones((rep, lens[j]), np.bool_)
        lists.append(ub_vector.read(func, Access(f"src[{j}]", s, va.item_offsets(rep, lens[j], _STRUCT, step), act,
                                                 _U64)))
    merged = [sort.merge([a[i] for a in lists], overload.elem(0).name, stop) for i in range(rep)]
    out = np.zeros((rep, total), _U64)
    act = np.zeros((rep, total), np.bool_)
    for i, m in enumerate(merged):
        out[i, :m.out.size] = m.out
        act[i, :m.out.size] = True
    ub_vector.write(func, Access("dst", d, va.item_offsets(rep, total, _STRUCT, step), act, _U64), out)
    CTX.regs.vms4_sr = sort.vms4_sr(merged[-1].taken + [0] * (_LISTS - n_lists))
    _finish(overload)


@impls.vector_compute_sort.get_vms4_sr.register
def get_vms4_sr(overload: Overload, sorted_num: Any) -> None:
    """``asc_get_vms4_sr(sorted_num)``: the structures the last asc_mrgsort4 took from lists 0..3."""
    func = overload.name
    if isinstance(sorted_num, tuple) or (isinstance(sorted_num, np.ndarray) and not sorted_num.flags.writeable):
        raise AscTypeError(f"{func}: sorted_num receives 4 counts: pass a list or a writable numpy array")
    if len(sorted_num) < _LISTS:
        raise AscValueError(f"{func}: sorted_num holds {len(sorted_num)} elements; the counts of 4 lists need 4")
    for j, n in enumerate(sort.vms4_counts(CTX.regs.vms4_sr)):
        sorted_num[j] = np.uint16(n)
