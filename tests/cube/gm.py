"""GM buffers for the cube tests that call the facade from Python: filled with a marker byte, read back."""

from __future__ import annotations

import numpy as np

from ascsim import acl

#: What a GM buffer holds before a copy writes it: a byte no result of the tests has.
MARKER = 0xEE


def gm_filled(nbytes: int) -> int:
    """A new GM buffer of ``nbytes`` bytes, every one :data:`MARKER` (the runtime set up first)."""
    acl.init()
    acl.rt.set_device(0)
    ptr, ret = acl.rt.malloc(nbytes, acl.ACL_MEM_MALLOC_HUGE_FIRST)
    assert ret == acl.ACL_SUCCESS
    fill = np.full(nbytes, MARKER, np.uint8)
    acl.rt.memcpy(ptr, nbytes, acl.util.numpy_to_ptr(fill), nbytes, acl.ACL_MEMCPY_HOST_TO_DEVICE)
    return int(ptr)


def gm_bytes(ptr: int, nbytes: int) -> np.ndarray:
    """The ``nbytes`` bytes at GM ``ptr``."""
    out = np.zeros(nbytes, np.uint8)
    acl.rt.memcpy(acl.util.numpy_to_ptr(out), nbytes, ptr, nbytes, acl.ACL_MEMCPY_DEVICE_TO_HOST)
    return out
