"""Reference layouts of the copies, written from the vector_datamove pages as plain byte loops, and
the helpers that move arrays through GM. Nothing here imports the simulator's copy code.

Conventions the references follow (docs/semantics.md, "Copies between GM and UB"):

* burst i of a GM->UB copy reads ``len_burst`` bytes at ``src + i*src_stride`` and writes, at
  ``dst + i*dst_stride``, ``left`` pad elements, the data, ``right`` pad elements, then filler up to
  the next 32-byte boundary; when ``dst_stride`` equals the padded burst (``left + len + right``
  bytes) the bursts are packed and only the last one is followed by filler;
* pad elements and filler hold the pad value (constant pad) or the burst's first element;
* the loop registers repeat the whole copy, inner loop first, adding their strides.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ascsim import acl

BLOCK = 32


def loop_offsets(loops: Sequence[int] | None) -> list[tuple[int, int]]:
    """(source, destination) offsets of the loop iterations: loops = (n1, n2, src1, dst1, src2, dst2)."""
    if loops is None:
        return [(0, 0)]
    n1, n2, s1, d1, s2, d2 = loops
    return [(i * s1 + j * s2, i * d1 + j * d2) for j in range(n2) for i in range(n1)]


def gm2ub(gm: np.ndarray, ub: np.ndarray, es: int, n_burst: int, len_burst: int, left: int = 0, right: int = 0,
          src_stride: int = 0, dst_stride: int = 0, pad: bytes | None = None,
          loops: Sequence[int] | None = None) -> np.ndarray:
    """The UB bytes after a GM->UB copy from byte 0 of ``gm`` to byte 0 of ``ub``."""
    out = ub.copy()
    block = (left + right) * es + len_burst
    packed = dst_stride == block
    for ls, ld in loop_offsets(loops):
        for i in range(n_burst):
            s = ls + i * src_stride
            data = gm[s:s + len_burst]
            value = pad if pad is not None else bytes(data[:es])
            pos = ld + i * dst_stride
            for _ in range(left):
                out[pos:pos + es] = list(value)
                pos += es
            out[pos:pos + len_burst] = data
            pos += len_burst
            for _ in range(right):
                out[pos:pos + es] = list(value)
                pos += es
            if not packed or i == n_burst - 1:
                while pos % BLOCK:
                    out[pos:pos + es] = list(value)
                    pos += es
    return out


def ub2gm(ub: np.ndarray, gm: np.ndarray, n_burst: int, len_burst: int, src_stride: int, dst_stride: int,
          loops: Sequence[int] | None = None) -> np.ndarray:
    """The GM bytes after a UB->GM copy from byte 0 of ``ub`` to byte 0 of ``gm``."""
    out = gm.copy()
    for ls, ld in loop_offsets(loops):
        for i in range(n_burst):
            s, d = ls + i * src_stride, ld + i * dst_stride
            out[d:d + len_burst] = ub[s:s + len_burst]
    return out


def ub2ub(src: np.ndarray, dst: np.ndarray, n_burst: int, len_blocks: int, src_gap: int,
          dst_gap: int) -> np.ndarray:
    """The destination bytes after a UB->UB copy (lengths and gaps in 32-byte blocks)."""
    out = dst.copy()
    n = len_blocks * BLOCK
    for i in range(n_burst):
        s, d = i * (n + src_gap * BLOCK), i * (n + dst_gap * BLOCK)
        out[d:d + n] = src[s:s + n]
    return out


def to_device(arr: np.ndarray) -> int:
    """A fresh GM allocation holding a copy of ``arr``'s bytes."""
    host = np.ascontiguousarray(arr)
    ptr, ret = acl.rt.malloc(host.nbytes, acl.ACL_MEM_MALLOC_HUGE_FIRST)
    assert ret == acl.ACL_SUCCESS
    assert acl.rt.memcpy(ptr, host.nbytes, acl.util.numpy_to_ptr(host), host.nbytes,
                         acl.ACL_MEMCPY_HOST_TO_DEVICE) == acl.ACL_SUCCESS
    return int(ptr)


def from_device(ptr: int, nbytes: int) -> np.ndarray:
    """``nbytes`` bytes copied back from GM."""
    host = np.zeros(nbytes, np.uint8)
    assert acl.rt.memcpy(acl.util.numpy_to_ptr(host), nbytes, ptr, nbytes,
                         acl.ACL_MEMCPY_DEVICE_TO_HOST) == acl.ACL_SUCCESS
    return host
