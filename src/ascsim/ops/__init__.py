"""Batch semantics: numpy in, numpy out; the last axis is a register's lanes, leading axes a batch.

This is the one place that defines what each instruction does. Raw bits are preserved.
"""

from .permute_sel import (
    deintlv,
    deintlv_mask,
    intlv,
    intlv_mask,
    pack,
    pack_mask,
    select,
    squeeze,
    unpack,
    unpack_mask,
    unsqueeze,
)

__all__ = ["intlv", "intlv_mask", "unpack", "unpack_mask", "deintlv", "deintlv_mask", "pack", "pack_mask",
           "select", "squeeze", "unsqueeze"]
