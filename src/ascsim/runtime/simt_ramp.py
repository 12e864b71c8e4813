"""Thread indices as formulas: a :class:`Ramp` is an integer value over the threads of a batch that is
``base + a * (k % period) + b * (k // period)`` for the thread at position ``k``.

``threadIdx.x`` (``k % blockDim.x``), ``blockIdx.x`` (``first + k // blockDim.x``) and what C makes of
them with additions, subtractions and multiplications by a constant (``blockIdx.x * blockDim.x +
threadIdx.x``, ``i += gridDim.x * blockDim.x``) stay Ramps: no array is made for them, a comparison
whose outcome is the same for every thread is one boolean, and a load or store at consecutive
addresses is a slice of memory (:func:`ascsim.runtime.simt_memory.load`). Any other use sees an
ordinary array: numpy calls :meth:`Ramp.__array__` (once; the array is kept), so every operator and
library function gives exactly what it gives on the materialised values.

A Ramp only represents values that fit its integer type: an operation whose results would wrap
makes the array and lets numpy wrap it, as C does.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Any

import numpy as np

#: The range of each integer type a Ramp has held.
_LIMITS: dict[np.dtype, tuple[int, int]] = {}
#: The ufuncs a Ramp keeps its form under (with another Ramp of the same shape or a constant).
_LINEAR = {np.add: 1, np.subtract: -1}
#: Comparisons a Ramp may answer for every thread at once, from its smallest and largest value.
_COMPARE: dict[Any, Callable[[Any, Any], Any]] = {
    np.less: operator.lt, np.less_equal: operator.le, np.greater: operator.gt, np.greater_equal: operator.ge}


class Ramp:
    """``base + a * (k % period) + b * (k // period)`` for ``k`` in ``0 .. n-1``, as ``dtype``."""

    __slots__ = ("base", "a", "b", "period", "n", "dtype", "_array", "bounds")
    __array_priority__ = 100

    def __init__(self, base: int, a: int, b: int, period: int, n: int, dtype: np.dtype) -> None:
        self.base, self.a, self.b, self.period, self.n = int(base), int(a), int(b), int(period), int(n)
        self.dtype = np.dtype(dtype)
        self._array: np.ndarray | None = None
        # The smallest and largest value over the threads (exact Python integers).
        top_mod = min(self.n, self.period) - 1
        top_div = (self.n - 1) // self.period
        self.bounds = (self.base + min(0, self.a * top_mod) + min(0, self.b * top_div),
                       self.base + max(0, self.a * top_mod) + max(0, self.b * top_div))

    # -- what it is --------------------------------------------------------------------------------
    @property
    def step(self) -> int | None:
        """The difference between neighbouring threads when the value is linear in ``k``, else None."""
        if self.n <= self.period or self.b == self.a * self.period:
            return self.a
        return None

    def _fits(self) -> bool:
        limits = _LIMITS.get(self.dtype)
        if limits is None:
            if self.dtype.kind not in "iu":
                return False
            info = np.iinfo(self.dtype)
            limits = _LIMITS[self.dtype] = (int(info.min), int(info.max))
        lo, hi = self.bounds
        return limits[0] <= lo and hi <= limits[1]

    @staticmethod
    def make(base: int, a: int, b: int, period: int, n: int, dtype: np.dtype) -> Any:
        """The Ramp, or its array when its values do not fit ``dtype`` (numpy then wraps them as C does)."""
        r = Ramp(base, a, b, period, n, dtype)
        if r._fits():
            return r
        k = np.arange(n, dtype=np.int64)
        with np.errstate(over="ignore"):
            vals = (np.int64(base) + np.int64(a) * (k % period) + np.int64(b) * (k // period))
        return vals.astype(np.dtype(dtype))

    # -- as an array -------------------------------------------------------------------------------
    def __array__(self, dtype: Any = None, copy: Any = None) -> np.ndarray:
        arr = self._array
        if arr is None:
            arr = self._array = self._values()
            arr.flags.writeable = False  # shared by every use of this value
        if dtype is not None and np.dtype(dtype) != arr.dtype:
            return arr.astype(dtype)
        return arr.copy() if copy else arr

    def _values(self) -> np.ndarray:
        """The values, made as one array of the Ramp's type: the values fit it, so arithmetic modulo
        ``2**bits`` (how numpy's integer arrays wrap) gives them exactly."""
        dt, n = self.dtype, self.n
        if dt.itemsize < 4:  # too narrow to count the threads in: through int64
            k = np.arange(n, dtype=np.int64)
            return (self.base + self.a * (k % self.period) + self.b * (k // self.period)).astype(dt)
        step = self.step
        if step is not None:
            vals = np.arange(n, dtype=dt)
            vals *= _ring(step, dt)
            vals += _ring(self.base, dt)
            return vals
        # One row per period, summed by broadcasting: no remainder or quotient over every thread.
        col = np.arange(self.period, dtype=dt) * _ring(self.a, dt) + _ring(self.base, dt)
        row = np.arange(-(-n // self.period), dtype=dt) * _ring(self.b, dt)
        return (row[:, None] + col[None, :]).reshape(-1)[:n]

    @property
    def shape(self) -> tuple[int]:
        return (self.n,)

    @property
    def ndim(self) -> int:
        return 1

    @property
    def size(self) -> int:
        return self.n

    def __len__(self) -> int:
        return self.n

    def __getitem__(self, index: Any) -> Any:
        return np.asarray(self)[index]

    def take(self, pos: np.ndarray) -> np.ndarray:
        """The values of the threads at ``pos`` (valid positions), as ``np.asarray(self)[pos]``: from the
        formula when the array is not made (a few active threads need no array over all of them)."""
        arr = self._array
        if arr is not None:
            return arr[pos]
        dt = self.dtype
        if dt.itemsize < 4:
            return np.asarray(self)[pos]
        k = pos.astype(dt)  # modulo 2**bits, as in _values: the values fit the type
        if self.step is not None:
            return k * _ring(self.step, dt) + _ring(self.base, dt)
        period = _ring(self.period, dt)
        return (k % period) * _ring(self.a, dt) + (k // period) * _ring(self.b, dt) + _ring(self.base, dt)

    def astype(self, dtype: Any, copy: bool = True) -> Any:
        """The values as another type: still a Ramp where they fit it."""
        dt = np.dtype(dtype)
        if dt == self.dtype:  # every Ramp's values fit its type, and a Ramp is never changed: itself
            return self
        if dt.kind in "iu":
            r = Ramp(self.base, self.a, self.b, self.period, self.n, dt)
            if r._fits():
                return r
        return np.asarray(self).astype(dt)

    def copy(self) -> np.ndarray:
        return np.array(self)

    def min(self) -> Any:
        return self.dtype.type(self.bounds[0])

    def max(self) -> Any:
        return self.dtype.type(self.bounds[1])

    def __repr__(self) -> str:
        return f"Ramp({self.base} + {self.a}*(k%{self.period}) + {self.b}*(k//{self.period}), n={self.n}, {self.dtype})"

    # -- arithmetic --------------------------------------------------------------------------------
    def __array_ufunc__(self, ufunc: Any, method: str, *inputs: Any, **kwargs: Any) -> Any:
        if method == "__call__" and len(inputs) == 2 and (not kwargs or len(kwargs) == 1 and "dtype" in kwargs):
            done = self._combine(ufunc, inputs[0], inputs[1], kwargs.get("dtype"))
            if done is not NotImplemented:
                return done
        plain = [np.asarray(x) if isinstance(x, Ramp) else x for x in inputs]
        if "out" in kwargs:
            kwargs["out"] = tuple(np.asarray(o) if isinstance(o, Ramp) else o for o in kwargs["out"])
        return getattr(ufunc, method)(*plain, **kwargs)

    def _combine(self, ufunc: Any, x: Any, y: Any, dtype: Any) -> Any:
        # Run for every index computation of every statement: the tests go from the cheapest.
        rx, ry = type(x) is Ramp, type(y) is Ramp
        if rx and ry:
            if x.period != y.period or x.n != y.n:
                return NotImplemented
        elif not _is_int(y if rx else x):  # an integer scalar (a Python int or a numpy integer)
            return NotImplemented
        if ufunc in _COMPARE and not (rx and ry):
            return self._compare(ufunc, x, y)
        if dtype is not None:
            out = np.dtype(dtype)
        else:
            out = _result_type(x.dtype if rx else x, y.dtype if ry else y)
        if out.kind not in "iu":
            return NotImplemented
        if ufunc in _LINEAR:
            sign = _LINEAR[ufunc]
            if rx and ry:
                return Ramp.make(x.base + sign * y.base, x.a + sign * y.a, x.b + sign * y.b, x.period, x.n, out)
            if rx:
                return Ramp.make(x.base + sign * int(y), x.a, x.b, x.period, x.n, out)
            # A constant plus or minus a ramp.
            return Ramp.make(int(x) + sign * y.base, sign * y.a, sign * y.b, y.period, y.n, out)
        if ufunc is np.multiply and not (rx and ry):
            r = x if rx else y
            c = int(y if rx else x)
            return Ramp.make(r.base * c, r.a * c, r.b * c, r.period, r.n, out)
        return NotImplemented

    def _compare(self, ufunc: Any, x: Any, y: Any) -> Any:
        """A comparison with a constant: one boolean when it holds for every thread or for none."""
        r, c = (x, int(y)) if isinstance(x, Ramp) else (y, int(x))
        test = _COMPARE[ufunc]
        lo, hi = r.bounds
        left = isinstance(x, Ramp)
        at_lo = test(lo, c) if left else test(c, lo)
        at_hi = test(hi, c) if left else test(c, hi)
        if at_lo == at_hi:  # a comparison with a constant is monotonic in the value: both ends agree
            return np.bool_(at_lo)
        return NotImplemented

    def __add__(self, other: Any) -> Any:
        return np.add(self, other)

    def __radd__(self, other: Any) -> Any:
        return np.add(other, self)

    def __sub__(self, other: Any) -> Any:
        return np.subtract(self, other)

    def __rsub__(self, other: Any) -> Any:
        return np.subtract(other, self)

    def __mul__(self, other: Any) -> Any:
        return np.multiply(self, other)

    def __rmul__(self, other: Any) -> Any:
        return np.multiply(other, self)

    def __lt__(self, other: Any) -> Any:
        return np.less(self, other)

    def __le__(self, other: Any) -> Any:
        return np.less_equal(self, other)

    def __gt__(self, other: Any) -> Any:
        return np.greater(self, other)

    def __ge__(self, other: Any) -> Any:
        return np.greater_equal(self, other)


def _ring(v: int, dt: np.dtype) -> np.ndarray:
    """The integer ``v`` as a 0-d array of the integer type ``dt``, modulo ``2**bits``."""
    return np.array(v % (1 << (8 * dt.itemsize)), np.uint64).astype(dt)


#: numpy's result type of two operands' types (a Python int: its type, which numpy treats as weak).
_RESULT_TYPES: dict[tuple[Any, Any], np.dtype] = {}


def _result_type(x: Any, y: Any) -> np.dtype:
    """``np.result_type`` of a Ramp's dtype and a Ramp's dtype or an integer scalar, kept per pair of types
    (it depends on the types only: a numpy scalar by its dtype, a Python int as weak whatever its value)."""
    kx = x if isinstance(x, np.dtype) else type(x)
    ky = y if isinstance(y, np.dtype) else type(y)
    got = _RESULT_TYPES.get((kx, ky))
    if got is None:
        got = _RESULT_TYPES[(kx, ky)] = np.result_type(x, y)
    return got


def _is_int(v: Any) -> bool:
    return isinstance(v, (int, np.integer)) and not isinstance(v, (bool, np.bool_))


_INT64 = np.dtype(np.int64)
_INT64_LIMITS = (int(np.iinfo(np.int64).min), int(np.iinfo(np.int64).max))


def offset_by(off: Any, index: Any, size: int) -> Any:
    """``off + index * size`` in int64 (``size`` >= 1): a pointer's offset after indexing. A Ramp index on an
    integer offset gives the Ramp ``off + np.multiply(index, size, dtype=int64)`` gives, made at once (the
    address of every element a grid-stride loop reads)."""
    if type(index) is Ramp and type(off) is int:
        lo, hi = index.bounds
        low, high = _INT64_LIMITS
        # Both steps' values must fit int64, as they must for the two Ramps numpy's operators would make.
        if low <= lo * size and hi * size <= high and low <= off + lo * size and off + hi * size <= high:
            return Ramp(off + index.base * size, index.a * size, index.b * size, index.period, index.n, _INT64)
    return off + np.multiply(index, size, dtype=np.int64)


def plain(v: Any) -> Any:
    """``v`` with a Ramp made an array (for code that needs arrays)."""
    return np.asarray(v) if isinstance(v, Ramp) else v


def thread_index(threads: Any, attr: str, axis: int) -> Any:
    """``threadIdx``/``blockIdx``/... (``attr`` tid, bid, bdim, gdim) along ``axis`` for a batch: a Ramp for
    the x index of one-dimensional blocks (``threadIdx.x``) and grids (``blockIdx.x``), else the array or
    scalar the batch holds. Made once per batch, so a value's array is made at most once."""
    ramps = threads.__dict__.setdefault("ramps", {})
    got = ramps.get((attr, axis))
    if got is None:
        one_dim = threads.block[1] == threads.block[2] == 1
        if axis == 0 and one_dim and attr == "tid":
            got = Ramp(0, 1, 0, threads.block[0], threads.n, np.dtype(np.uint32))
        elif axis == 0 and one_dim and attr == "bid" and threads.grid[1] == threads.grid[2] == 1 \
                and threads.num_blocks > 1:
            got = Ramp(threads.first_block, 0, 1, threads.block[0], threads.n, np.dtype(np.uint32))
        else:  # the batch's array (made at its first use) or scalar
            got = getattr(threads, attr)[axis]
        ramps[(attr, axis)] = got
    return got
