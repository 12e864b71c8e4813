"""The padding modes of the GM->L1 copies: which source bytes a burst reads and what it writes. Pure functions
over bytes; the facade (:mod:`ascsim.c_api.cube_gm2l1`) moves them through the memory model.

Two families. The channel modes of dav-3510 (``asc_copy_gm2l1``'s ``pad_func_mode``, ``asc_channel_pad_mode``):
modes 1-5 (EXPAND_1B ... EXPAND_16B) write one 32-byte block per 1, 2, 4, 8 or 16 source bytes, the data first,
then padding values of 8 bits (mode 1) or 16 bits (modes 2-5) from the padding register. The modes of the
``asc_copy_gm2l1_pad1`` ... ``_pad8`` forms (the dav-2201 page): pad1 writes one data byte then 31 bytes of
padding; pad2-pad5 cut a 32-byte block into two halves of 16 bytes, each 1, 2, 4 or 8 data bytes then padding.
In both, modes 6-8 keep the lowest-addressed 4, 8 or 16 bytes of each 32 source bytes and write them one after
the other, and mode 0 copies the bytes unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..errors import AscValueError

#: A data block of the copies: 32 bytes.
BLOCK = 32


@dataclass(frozen=True)
class PadMode:
    """One padding mode: ``insert`` (1-5) or not (6-8, and 0); ``piece`` data bytes per piece and
    ``pieces`` pieces in a 32-byte destination block, padding values of ``pad_bits`` bits (inserting);
    ``keep`` bytes kept of each 32 (removing)."""

    mode: int
    insert: bool
    piece: int = 0
    pieces: int = 0
    keep: int = BLOCK
    pad_bits: int = 8

    @property
    def src_per_block(self) -> int:
        """Source bytes for one 32-byte block of the wide side (the destination when inserting, the
        source when removing)."""
        return self.piece * self.pieces if self.insert else BLOCK

    @property
    def dst_per_block(self) -> int:
        """Destination bytes for one 32-byte block of the wide side."""
        return BLOCK if self.insert else self.keep


_REMOVE = {0: PadMode(0, False), 6: PadMode(6, False, keep=4), 7: PadMode(7, False, keep=8),
           8: PadMode(8, False, keep=16)}
_CHANNEL = {**_REMOVE, 1: PadMode(1, True, 1, 1), 2: PadMode(2, True, 2, 1, pad_bits=16),
            3: PadMode(3, True, 4, 1, pad_bits=16), 4: PadMode(4, True, 8, 1, pad_bits=16),
            5: PadMode(5, True, 16, 1, pad_bits=16)}
_PAD_FORMS = {**_REMOVE, 1: PadMode(1, True, 1, 1), 2: PadMode(2, True, 1, 2), 3: PadMode(3, True, 2, 2),
              4: PadMode(4, True, 4, 2), 5: PadMode(5, True, 8, 2)}
#: The modes a copy takes (the field is 4 bits; the pages define 0 to 8).
MODES = tuple(sorted(_CHANNEL))


def channel_mode(func: str, value: int) -> PadMode:
    """The dav-3510 channel mode ``value`` (``pad_func_mode`` or an ``asc_channel_pad_mode``, 0-8)."""
    m = _CHANNEL.get(int(value))
    if m is None:
        raise AscValueError(f"{func}: pad mode {int(value)} is no padding mode; the pages define 0 (NONE), 1-5 "
                            "(EXPAND_1B ... EXPAND_16B: padding inserted into each 32-byte block) and 6-8 "
                            "(COMPACT_4B ... COMPACT_16B: 4, 8 or 16 bytes kept of each 32)")
    return m


def pad_form_mode(value: int) -> PadMode:
    """The mode of ``asc_copy_gm2l1_pad<value>`` (1-8)."""
    return _PAD_FORMS[int(value)]


def apply(m: PadMode, data: np.ndarray, pad: int = 0) -> np.ndarray:
    """The destination bytes of ``data`` (uint8, a whole number of source units of the mode) under mode ``m``;
    inserted padding repeats ``pad``'s low ``m.pad_bits`` bits (little-endian)."""
    if m.mode == 0:
        return data
    if m.insert:
        span = BLOCK // m.pieces
        pieces = data.reshape(-1, m.piece)
        pattern = np.frombuffer((pad & ((1 << m.pad_bits) - 1)).to_bytes(m.pad_bits // 8, "little"), np.uint8)
        # The data starts each piece and the padding follows it: a piece of 16-bit padding starts on an even byte.
        out = np.resize(pattern, (pieces.shape[0], span)).copy()
        out[:, :m.piece] = pieces
        return out.reshape(-1)
    return np.ascontiguousarray(data.reshape(-1, BLOCK)[:, :m.keep]).reshape(-1)
