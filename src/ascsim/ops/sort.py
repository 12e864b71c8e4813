"""Sorting of (score, index) structures: ``asc_bitsort`` and ``asc_mrgsort4`` of ``vector_compute.h``.

A structure is 8 bytes, read and written as one little-endian uint64: the score's bits in the low
bytes (a float in bits 0..31; a half in bits 0..15 with bits 16..31 reserved) and the uint32 index
in bits 32..63. Order is by descending score (see docs/semantics.md, "Sorting"):

* +0 and -0 are equal; every NaN ranks above +inf, and all NaNs are equal to each other;
* equal scores keep their order: in a sort the earlier source position first, in a merge the
  lower-numbered list first (and each list's own order).

A sort writes the reserved bytes of a half structure as zero; a merge moves whole structures,
reserved bytes included.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

#: Bits of the score of a structure, per score type.
_SCORE_BITS = {"half": 16, "float": 32}
#: The rank every NaN score takes: above the rank of +inf (the magnitude bits of +inf are below it).
_NAN_RANK = 1 << 40
#: Structures per repeat of asc_bitsort.
SORT_GROUP = 32


def score_rank(bits: np.ndarray, score: str) -> np.ndarray:
    """An int64 per score that orders as the scores do (ascending), from the scores' raw bits.

    Sign and magnitude give the order of the values (both zeros rank 0); a NaN ranks above all."""
    nb = _SCORE_BITS[score]
    b = np.asarray(bits).astype(np.int64) & ((1 << nb) - 1)
    sign = b >> (nb - 1)
    mag = b & ((1 << (nb - 1)) - 1)
    exp_all_ones = ((1 << (nb - 1)) - 1) & ~((1 << (10 if score == "half" else 23)) - 1)
    nan = ((mag & exp_all_ones) == exp_all_ones) & (mag != exp_all_ones)
    return np.where(nan, _NAN_RANK, np.where(sign == 1, -mag, mag))


def pack(score_bits: np.ndarray, index: np.ndarray, score: str) -> np.ndarray:
    """uint64 structures from raw score bits and uint32 indices (a half's reserved bits zero)."""
    mask = np.uint64((1 << _SCORE_BITS[score]) - 1)
    s = np.asarray(score_bits).astype(np.uint64) & mask
    return s | (np.asarray(index).astype(np.uint64) << np.uint64(32))


def bitsort(score_bits: np.ndarray, index: np.ndarray, score: str) -> np.ndarray:
    """``asc_bitsort``: each row's scores with their indices, as structures by descending score.

    ``score_bits`` and ``index`` are ``(..., n)``; ties keep the earlier position first."""
    rank = score_rank(score_bits, score)
    order = np.argsort(-rank, axis=-1, kind="stable")
    s = np.take_along_axis(np.asarray(score_bits), order, axis=-1)
    i = np.take_along_axis(np.asarray(index), order, axis=-1)
    return pack(s, i, score)


@dataclass
class Merged:
    """What one merge of up to 4 lists produced."""

    out: np.ndarray  #: uint64 structures, in output order
    taken: list[int]  #: structures taken from each list


def merge(lists: list[np.ndarray], score: str, stop_when_exhausted: bool) -> Merged:
    """``asc_mrgsort4`` (one repeat): merge the lists (uint64 structures each) by descending score.

    At each step the head with the greatest score goes out (ties: the lowest-numbered list). A list
    whose structures are all taken drops out; with ``stop_when_exhausted`` the merge ends as soon as
    one list has run out (a list that is empty from the start ends it before anything is taken)."""
    heads = [0] * len(lists)
    sizes = [int(a.size) for a in lists]
    ranks = [score_rank(a & np.uint64(0xFFFFFFFF), score).tolist() for a in lists]
    picked: list[tuple[int, int]] = []
    live = [k for k in range(len(lists)) if sizes[k]]
    if stop_when_exhausted and len(live) < len(lists):
        return Merged(np.zeros(0, np.uint64), heads)
    while live:
        best = live[0]
        for k in live[1:]:
            if ranks[k][heads[k]] > ranks[best][heads[best]]:
                best = k
        picked.append((best, heads[best]))
        heads[best] += 1
        if heads[best] == sizes[best]:
            if stop_when_exhausted:
                break
            live.remove(best)
    out = np.array([lists[k][j] for k, j in picked], np.uint64)
    return Merged(out, heads)


def vms4_sr(taken: list[int]) -> int:
    """The VMS4_SR register ``asc_mrgsort4`` leaves (``asc_get_vms4_sr``): the structures taken from
    list j (0 for lists not merged) in bits 16j..16j+15."""
    return sum((t & 0xFFFF) << (16 * j) for j, t in enumerate(taken))


def vms4_counts(register: int) -> list[int]:
    """``asc_get_vms4_sr``: the structures taken from lists 0..3 that the register :func:`vms4_sr` made holds."""
    return [(register >> (16 * j)) & 0xFFFF for j in range(4)]
