"""load3d (img2col): the window walk of ``asc_copy_l12l0a``/``_l12l0b``'s 3D form and its fractal layout.

The feature map in L1 is NC1HWC0 (one image): ``c1`` blocks of ``height x width`` positions of ``c0``
channels (32 bytes). The img2col matrix has one row per output position (the filter slides along the width
first, then one step down) and one column per (channel block, filter point, channel): channel blocks
outermost, then the filter's points row by row, then the ``c0`` channels. A load copies the
``m_extension x k_extension`` part of it from (``m_start``, ``k_start``); positions outside the feature map
(its padding) hold the pad value. docs/semantics.md ("load3d") says what the pages leave open.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .cube import FRACTAL_ROWS, ceil_div, nd_to_nz


@dataclass(frozen=True)
class Window:
    """The geometry of one load3d: the feature map (``height`` x ``width``, padding left/right/top/bottom),
    the filter (size, dilation, stride) and the part of the img2col matrix to copy."""

    height: int
    width: int
    pad: tuple[int, int, int, int]
    filter_h: int
    filter_w: int
    dilation_h: int
    dilation_w: int
    stride_h: int
    stride_w: int

    def out_width(self) -> int:
        """Output positions along the width: (padded width - dilated filter width) // stride + 1."""
        left, right = self.pad[0], self.pad[1]
        span = (self.filter_w - 1) * self.dilation_w + 1
        return (self.width + left + right - span) // self.stride_w + 1


def source_index(win: Window, c0: int, m_start: int, k_start: int, m_ext: int, k_ext: int
                 ) -> tuple[np.ndarray, np.ndarray]:
    """For each element of the ``m_ext x k_ext`` window of the img2col matrix: its element index in the
    NC1HWC0 feature map (``((c1 x height + h) x width + w) x c0 + channel``) and whether it lies inside the
    map (outside: the pad value). Shapes (m_ext, k_ext)."""
    wo_count = win.out_width()
    rows = m_start + np.arange(m_ext, dtype=np.int64)
    cols = k_start + np.arange(k_ext, dtype=np.int64)
    ho, wo = np.divmod(rows, wo_count)
    points = win.filter_h * win.filter_w
    c1, rest = np.divmod(cols, points * c0)
    point, channel = np.divmod(rest, c0)
    fh, fw = np.divmod(point, win.filter_w)
    h = ho[:, None] * win.stride_h + fh[None, :] * win.dilation_h - win.pad[2]
    w = wo[:, None] * win.stride_w + fw[None, :] * win.dilation_w - win.pad[0]
    inside = (h >= 0) & (h < win.height) & (w >= 0) & (w < win.width)
    index = ((c1[None, :] * win.height + h) * win.width + w) * c0 + channel[None, :]
    return np.where(inside, index, 0), inside


def row_runs(index: np.ndarray, inside: np.ndarray, c0: int) -> list[tuple[int, int]]:
    """The 32-byte channel rows (of ``c0`` elements) the window reads, as runs ``(first row, count)`` of
    consecutive rows, in order."""
    rows = np.unique(index[inside] // c0)
    if not rows.size:
        return []
    breaks = np.flatnonzero(np.diff(rows) != 1) + 1
    return [(int(run[0]), int(run.size)) for run in np.split(rows, breaks)]


def window_codes(fmap_codes: np.ndarray, index: np.ndarray, inside: np.ndarray, pad_code: int) -> np.ndarray:
    """The window's element codes: the feature map's element at ``index`` inside it, ``pad_code`` outside
    (``fmap_codes`` flat, indexed by element; batched over leading axes of ``fmap_codes``)."""
    got = fmap_codes[..., index]
    return np.where(inside, got, np.asarray(pad_code, fmap_codes.dtype))


def stack_repeats(windows: list[np.ndarray], along_rows: bool, unit: int) -> np.ndarray:
    """The windows of a repeated load as one matrix: each padded with zeros to whole ``unit``s on the
    stacking axis (rows for a repeat along the height, columns along the width), then joined on it."""
    axis = 0 if along_rows else 1
    parts = []
    for win in windows:
        size = win.shape[axis]
        pad = [(0, 0), (0, 0)]
        pad[axis] = (0, ceil_div(size, unit) * unit - size)
        parts.append(np.pad(win, pad))
    return np.concatenate(parts, axis=axis)


def fractal_grid(matrix: np.ndarray, c0: int, transposed: bool, zz: bool = False) -> np.ndarray:
    """The fractals a load3d writes, shape (outer, inner, 16, c0): fractal (o, i) lands ``o x dst_stride + i``
    fractals from dst. Not transposed (L0A): the matrix as NZ (outer: column blocks of ``c0``, inner: its
    16-row blocks). Transposed (L0A with ``transpose``, and always L0B): the matrix's transpose as NZ, which is
    the matrix as ZN (outer: blocks of ``c0`` rows, inner: blocks of 16 columns, each fractal 16 columns of
    ``c0`` row values). Zeros fill the fractals past the matrix. ``zz`` (dav-2201's L0A): the matrix (or its
    transpose) as ZZ instead (outer: its 16-row blocks, inner: its column blocks of ``c0``)."""
    src = matrix.T if transposed else matrix
    nz = nd_to_nz(src, c0)  # (column blocks, rows padded to 16, c0)
    grid = nz.reshape(nz.shape[0], nz.shape[1] // FRACTAL_ROWS, FRACTAL_ROWS, c0)
    return np.ascontiguousarray(grid.transpose(1, 0, 2, 3)) if zz else grid


def fractal_offsets(outer: int, inner: int, dst_stride: int) -> np.ndarray:
    """The fractal number of each (outer, inner) fractal: ``o x dst_stride + i`` (dst_stride 0: ``inner``,
    the fractals packed)."""
    stride = dst_stride if dst_stride else inner
    return (np.arange(outer)[:, None] * stride + np.arange(inner)[None, :]).reshape(-1)
