"""The padding modes of the GM->L1 copies (``asc_copy_gm2l1``'s ``pad_func_mode``, ``asc_copy_gm2l1_pad1``
... ``_pad8``): which source bytes a burst reads and what it writes. Pure functions over bytes; the facade
(:mod:`ascsim.c_api.cube_gm2l1`) moves them through the memory model.

Modes 1-5 insert padding: a 32-byte destination block holds ``pieces`` pieces of ``piece`` data bytes, each
followed by padding up to ``32 / pieces`` bytes (mode 1: 1 byte then 31; mode 2: 1 then 15, twice; mode 3:
2 then 14, twice; mode 4: 4 then 12, twice; mode 5: 8 then 8, twice), so a block takes 1, 2, 4, 8 or 16
source bytes. Modes 6-8 remove padding: of each 32 source bytes the lowest-addressed 4, 8 or 16 are kept
and written one after the other. Mode 0 copies the bytes unchanged.
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
    ``pieces`` pieces in a 32-byte destination block (inserting); ``keep`` bytes kept of each 32 (removing)."""

    mode: int
    insert: bool
    piece: int = 0
    pieces: int = 0
    keep: int = BLOCK

    @property
    def src_per_block(self) -> int:
        """Source bytes for one 32-byte block of the wide side (the destination when inserting, the
        source when removing)."""
        return self.piece * self.pieces if self.insert else BLOCK

    @property
    def dst_per_block(self) -> int:
        """Destination bytes for one 32-byte block of the wide side."""
        return BLOCK if self.insert else self.keep


_MODES = {0: PadMode(0, False), 1: PadMode(1, True, 1, 1), 2: PadMode(2, True, 1, 2), 3: PadMode(3, True, 2, 2),
          4: PadMode(4, True, 4, 2), 5: PadMode(5, True, 8, 2), 6: PadMode(6, False, keep=4),
          7: PadMode(7, False, keep=8), 8: PadMode(8, False, keep=16)}
#: The modes a copy takes (the field is 4 bits; the pages define 0 to 8).
MODES = tuple(_MODES)


def mode(func: str, value: int) -> PadMode:
    """The padding mode ``value`` (0-8)."""
    m = _MODES.get(int(value))
    if m is None:
        raise AscValueError(f"{func}: pad_func_mode = {int(value)} is no padding mode; the pages define 0 (none), "
                            "1-5 (insert padding into each 32-byte block) and 6-8 (keep 4, 8 or 16 bytes of each "
                            "32)")
    return m


def apply(m: PadMode, data: np.ndarray, pad_byte: int = 0) -> np.ndarray:
    """The destination bytes of ``data`` (uint8, a whole number of source units of the mode) under mode ``m``;
    inserted padding bytes hold ``pad_byte``."""
    if m.mode == 0:
        return data
    if m.insert:
        span = BLOCK // m.pieces
        pieces = data.reshape(-1, m.piece)
        out = np.full((pieces.shape[0], span), pad_byte, np.uint8)
        out[:, :m.piece] = pieces
        return out.reshape(-1)
    return np.ascontiguousarray(data.reshape(-1, BLOCK)[:, :m.keep]).reshape(-1)
