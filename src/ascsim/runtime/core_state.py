"""The architectural registers of one simulated core, as one object: a block starts on a core
whose registers are at their reset values (:class:`CoreState`), and blocks that take turns on the
simulator each keep their own (the block scheduler swaps it with the rest of the context)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..ops.copy_layout import NDIM_LOOPS, Loops

#: The reset value of each 64-bit half of the vector mask.
ALL_ONES_64 = (1 << 64) - 1


@dataclass
class SystemRegs:
    """The system registers of one core (``sys_var.h``).

    The CTRL register is ``ctrl`` plus the mask mode bit 56, which is :attr:`CoreState.mask_counter`
    (``asc_set_mask_count``/``asc_set_mask_norm`` and ``asc_set_ctrl`` change the same bit)."""

    ctrl: int = 0
    #: ``asc_set_ffts_base_addr``.
    ffts_base: int = 0
    #: Registers that configure the cube core, by setter name (and the cube facade's own names: hf32, the
    #: fixpipe's configuration ...), as :mod:`ascsim.c_api` keeps them.
    cube: dict[str, Any] = field(default_factory=dict)


@dataclass
class NDimRegs:
    """The n-dimensional copy's registers: per loop (destination, source) strides in elements
    (``asc_set_ndim_loop<i>_stride``), the padding counts of loops 1-4 (``asc_set_ndim_pad_count``, one
    byte each from loop1_lp_count up) and the constant pad value's bits (``asc_set_ndim_pad_value``)."""

    strides: list[tuple[int, int]] = field(default_factory=lambda: [(0, 0)] * NDIM_LOOPS)
    pad_count: int = 0
    pad_bits: int = 0

    def pads(self, lp0: int, rp0: int) -> tuple[list[int], list[int]]:
        """(left, right) padding counts of loops 0-4, loop 0's from the copy's own arguments."""
        lp, rp = [lp0], [rp0]
        for i in range(1, NDIM_LOOPS):
            lp.append(self.pad_count >> (16 * i - 16) & 0xFF)
            rp.append(self.pad_count >> (16 * i - 8) & 0xFF)
        return lp, rp


@dataclass
class DataMoveRegs:
    """The copy engines' configuration registers of one block (their values at reset)."""

    gm2ub: Loops = field(default_factory=Loops)
    ub2gm: Loops = field(default_factory=Loops)
    #: ``asc_set_copy_pad_val``: the value's bits, zero-extended; a padded element takes its low bytes.
    pad_bits: int = 0
    #: The registers of the n-dimensional copy (``asc_set_ndim_*``).
    ndim: NDimRegs = field(default_factory=NDimRegs)


@dataclass
class CoreState:
    """The registers of one vector core besides its vector and mask registers, at reset values."""

    #: The AR special register: bytes appended so far by ``asc_squeeze_and_storeunalign``.
    ar: int = 0
    #: Bytes the last ``asc_squeeze_with_status`` selected, not yet appended to a stream by the AR
    #: form of ``asc_storeunalign_postupdate`` (None: no squeeze waits for its store).
    sqz_bytes: int | None = None
    #: Control state of the UB vector instructions (vector_compute.h): the vector mask
    #: ``(mask1, mask0)``, counter mode (else normal mode), the 128-bit CMPMASK register (None until
    #: something writes it) and the count the last squeeze kept.
    vmask: tuple[int, int] = (ALL_ONES_64, ALL_ONES_64)
    mask_counter: bool = False
    cmp_mask: np.ndarray | None = None
    rsvd_count: int = 0
    #: The 64-bit DEQSCALE register of the dequantising conversions (``asc_set_deq_scale``).
    deq_scale: int = 0
    #: The reduction registers: value bits (low 32) and index (high 32) of the last UB max/min
    #: reduction over all its repeats, and the raw bits of the last UB sum reduction's total.
    max_min_cnt: int = 0
    acc_val: int = 0
    #: VMS4 status: the structures the last asc_mrgsort4 took from list j, in bits 16j..16j+15.
    vms4_sr: int = 0
    system: SystemRegs = field(default_factory=SystemRegs)
    #: The copy engines' configuration registers.
    datamove: DataMoveRegs = field(default_factory=DataMoveRegs)

    def init_soc_state(self) -> None:
        """The mask part of ``asc_init`` on a vector core, as its dav-3510 implementation does it:
        normal mask mode and every vector mask bit set (nothing else of this state changes)."""
        self.mask_counter = False
        self.vmask = (ALL_ONES_64, ALL_ONES_64)
