"""Batch semantics: numpy in, numpy out; the last axis is a register's lanes, leading axes a batch.

This is the one place that defines what each instruction does. Raw bits are preserved.
"""

from .permute_sel import intlv, intlv_mask, unpack, unpack_mask

__all__ = ["intlv", "intlv_mask", "unpack", "unpack_mask"]
