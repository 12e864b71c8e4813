"""``<random>``: the engines (``std::mt19937``, ``std::mt19937_64``, ``std::minstd_rand0``/``minstd_rand``,
``std::random_device``) and the distributions ``uniform_int_distribution``, ``uniform_real_distribution``,
``normal_distribution`` and ``bernoulli_distribution``, giving exactly the numbers a program built
with g++ (libstdc++) gets.

The engines are the C++ standard's algorithms (bit-exact by definition). The distributions are not
specified by the standard; these follow libstdc++ (GCC 11 and later): ``uniform_int_distribution``
scales down with Lemire's nearly-divisionless method when the engine's range is exactly 32 or 64
bits (two divisions otherwise) and scales up by combining draws; the real distributions draw through
``generate_canonical`` (as many engine calls as the type's digits need: two for a double from
``mt19937``); ``normal_distribution`` is Marsaglia's polar method, keeping the second value of each
pair; ``bernoulli_distribution`` is ``canonical < p``. ``float`` results are computed with float
rounding at each step as the C++ code does (``logf`` is the C library's own, when it can be loaded).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import math
import os
import struct
from collections.abc import Callable
from typing import Any

import numpy as np

from . import ctype as T
from .calls import NativeCall
from .compiler import E, Frame
from .errors import RunError

_F32 = struct.Struct("f")


def f32(v: float) -> float:
    """``v`` rounded to float (overflow to infinity, as the FPU does)."""
    try:
        return float(_F32.unpack(_F32.pack(v))[0])
    except OverflowError:
        return math.copysign(math.inf, v)


def f32_of_int(n: int) -> float:
    """The non-negative integer ``n`` converted to float with one rounding (as C converts it)."""
    if n < 1 << 53:
        return f32(float(n))  # exact in double: one rounding
    return float(np.float32(np.uint64(n)))


def _load_logf() -> Callable[[float], float]:
    """The C library's ``logf`` (what ``std::log(float)`` calls), else log rounded to float."""
    try:
        lib = ctypes.CDLL(ctypes.util.find_library("m") or "libm.so.6")
        fn = lib.logf
        fn.argtypes, fn.restype = [ctypes.c_float], ctypes.c_float
        return lambda v: float(fn(v))
    except (OSError, AttributeError):  # pragma: no cover - a platform without a loadable libm
        return lambda v: f32(math.log(v))


_LOGF = _load_logf()


# -- engines -----------------------------------------------------------------------------------
class Engine:
    """A random number engine: ``next()`` gives values in ``[min, max]``; ``bits`` is the width of its
    ``result_type``."""

    name = "engine"
    min = 0
    max = 0
    bits = 64
    default_seed = 0

    def next(self) -> int:
        raise NotImplementedError

    def seed(self, value: int) -> None:
        raise NotImplementedError

    def discard(self, z: int) -> None:
        for _ in range(z):
            self.next()

    def copy(self) -> Engine:
        raise NotImplementedError

    def same(self, other: Engine) -> bool:
        return False


class MersenneTwister(Engine):
    """``std::mersenne_twister_engine`` with the parameters of ``mt19937`` or ``mt19937_64``."""

    def __init__(self, wide: bool, seed: int = 5489) -> None:
        self.wide = wide
        if wide:
            self.name, self.w, self.n, self.m, self.r = "std::mt19937_64", 64, 312, 156, 31
            self.a, self.u, self.d, self.s = 0xB5026F5AA96619E9, 29, 0x5555555555555555, 17
            self.b, self.t, self.c, self.l, self.f = 0x71D67FFFEDA60000, 37, 0xFFF7EEE000000000, 43, 6364136223846793005
        else:
            self.name, self.w, self.n, self.m, self.r = "std::mt19937", 32, 624, 397, 31
            self.a, self.u, self.d, self.s = 0x9908B0DF, 11, 0xFFFFFFFF, 7
            self.b, self.t, self.c, self.l, self.f = 0x9D2C5680, 15, 0xEFC60000, 18, 1812433253
        self.mask = (1 << self.w) - 1
        self.max = self.mask
        self.upper = (self.mask << self.r) & self.mask
        self.lower = (1 << self.r) - 1
        self.x: list[int] = []
        self.p = 0
        self.default_seed = 5489
        self.seed(seed)

    def seed(self, value: int) -> None:
        mask, w, f = self.mask, self.w, self.f
        x = [value & mask]
        for i in range(1, self.n):
            prev = x[-1]
            x.append((f * (prev ^ (prev >> (w - 2))) + i) & mask)
        self.x = x
        self.p = self.n

    def _twist(self) -> None:
        x, n, m, a, upper, lower = self.x, self.n, self.m, self.a, self.upper, self.lower
        for k in range(n):
            y = (x[k] & upper) | (x[(k + 1) % n] & lower)
            x[k] = x[(k + m) % n] ^ (y >> 1) ^ (a if y & 1 else 0)
        self.p = 0

    def next(self) -> int:
        if self.p >= self.n:
            self._twist()
        z = self.x[self.p]
        self.p += 1
        z ^= (z >> self.u) & self.d
        z ^= (z << self.s) & self.b
        z ^= (z << self.t) & self.c
        z ^= z >> self.l
        return z & self.mask

    def discard(self, z: int) -> None:
        while z > self.n - self.p:
            z -= self.n - self.p
            self._twist()
        self.p += z

    def copy(self) -> MersenneTwister:
        other = MersenneTwister.__new__(MersenneTwister)
        other.__dict__.update(self.__dict__)
        other.x = list(self.x)
        return other

    def same(self, other: Engine) -> bool:
        if not isinstance(other, MersenneTwister) or other.wide != self.wide:
            return False
        # Equal when they will produce the same numbers: compare the states after bringing both to a twist.
        a, b = self.copy(), other.copy()
        a.discard(a.n - a.p)
        b.discard(b.n - b.p)
        return a.x == b.x


class MinStd(Engine):
    """``std::minstd_rand0`` (multiplier 16807) or ``std::minstd_rand`` (48271): x = a * x mod (2^31 - 1)."""

    M = 2147483647

    def __init__(self, mult: int, seed: int = 1) -> None:
        self.mult = mult
        self.name = "std::minstd_rand0" if mult == 16807 else "std::minstd_rand"
        self.min, self.max = 1, self.M - 1
        self.default_seed = 1
        self.x = 1
        self.seed(seed)

    def seed(self, value: int) -> None:
        s = value % self.M
        self.x = s if s else 1

    def next(self) -> int:
        self.x = self.x * self.mult % self.M
        return self.x

    def copy(self) -> MinStd:
        other = MinStd(self.mult)
        other.x = self.x
        return other

    def same(self, other: Engine) -> bool:
        return isinstance(other, MinStd) and other.mult == self.mult and other.x == self.x


class RandomDevice(Engine):
    """``std::random_device``: the operating system's randomness (not reproducible, as on a real system)."""

    name = "std::random_device"
    min, max, bits = 0, 0xFFFFFFFF, 32

    def next(self) -> int:
        return int.from_bytes(os.urandom(4), "little")

    def seed(self, value: int) -> None:
        raise RunError("std::random_device cannot be seeded")

    def copy(self) -> RandomDevice:
        raise RunError("std::random_device cannot be copied")


_ENGINES: dict[str, Callable[[], Engine]] = {
    "std::mt19937": lambda: MersenneTwister(False),
    "std::mt19937_64": lambda: MersenneTwister(True),
    "std::minstd_rand0": lambda: MinStd(16807),
    "std::minstd_rand": lambda: MinStd(48271),
    "std::random_device": RandomDevice,
}
ENGINE_NAMES = frozenset(_ENGINES)
DIST_NAMES = {"std::uniform_int_distribution": "uniform_int", "std::uniform_real_distribution": "uniform_real",
              "std::normal_distribution": "normal", "std::bernoulli_distribution": "bernoulli"}


# -- libstdc++'s algorithms --------------------------------------------------------------------
def _nd(g: Engine, rng: int, bits: int) -> int:
    """libstdc++'s ``_S_nd``: Lemire's nearly-divisionless draw in [0, rng) from a full ``bits``-wide engine."""
    mask = (1 << bits) - 1
    product = g.next() * rng
    low = product & mask
    if low < rng:
        threshold = ((-rng) & mask) % rng
        while low < threshold:
            product = g.next() * rng
            low = product & mask
    return product >> bits


def uniform_int(g: Engine, a: int, b: int, bits: int) -> int:
    """``uniform_int_distribution(a, b)(g)`` as libstdc++ computes it; ``bits`` is the width of the common
    unsigned type of the engine's and the distribution's result types. The result is ``a + offset``."""
    mask = (1 << bits) - 1
    urngrange = (g.max - g.min) & mask
    urange = (b - a) & mask
    if urngrange > urange:
        uerange = urange + 1
        if urngrange == (1 << 64) - 1:
            ret = _nd(g, uerange & ((1 << 64) - 1), 64)
        elif urngrange == 0xFFFFFFFF:
            ret = _nd(g, uerange & 0xFFFFFFFF, 32)
        else:
            scaling = urngrange // uerange
            past = uerange * scaling
            while True:
                ret = (g.next() - g.min) & mask
                if ret < past:
                    break
            ret //= scaling
    elif urngrange < urange:
        while True:
            uerngrange = urngrange + 1
            tmp = (uerngrange * uniform_int(g, 0, urange // uerngrange, bits)) & mask
            ret = (tmp + ((g.next() - g.min) & mask)) & mask
            if not (ret > urange or ret < tmp):
                break
    else:
        ret = (g.next() - g.min) & mask
    return (ret + a) & mask


def _log2_floor(r: int) -> int:
    """``size_t(log(r) / log(2))`` as libstdc++ computes it in long double: ``r`` is a power of two for
    the 32 and 64-bit engines (exact), else it is not and the floor is exact too."""
    return r.bit_length() - 1


def canonical(g: Engine, digits: int, as_float: bool) -> float:
    """``generate_canonical<RealType, digits>(g)`` of libstdc++: in [0, 1)."""
    r = g.max - g.min + 1
    log2r = _log2_floor(r)
    m = max(1, (digits + log2r - 1) // log2r)
    rnd = f32 if as_float else float
    of_int = f32_of_int if as_float else float
    total = 0.0
    tmp = 1.0
    for _ in range(m):
        total = rnd(total + rnd(of_int(g.next() - g.min) * tmp))
        tmp = rnd(tmp * r)  # r is a long double in libstdc++: tmp * r is exact before the rounding here
    ret = rnd(total / tmp)
    if ret >= 1.0:
        ret = math.nextafter(1.0, 0.0) if not as_float else 1.0 - 2.0 ** -24
    return ret


class UniformInt:
    """``std::uniform_int_distribution<IntType>``."""

    __slots__ = ("a", "b", "ty")

    def __init__(self, ty: T.IntType, a: int = 0, b: int | None = None) -> None:
        self.ty = ty
        self.a = a
        self.b = ty.max if b is None else b

    def draw(self, g: Engine) -> int:
        if self.a > self.b:
            raise RunError(f"std::uniform_int_distribution({self.a}, {self.b}): a must not exceed b")
        bits = max(g.bits, self.ty.bits)
        return self.ty.wrap(uniform_int(g, self.a, self.b, bits))

    def copy(self) -> UniformInt:
        return UniformInt(self.ty, self.a, self.b)


class UniformReal:
    """``std::uniform_real_distribution<RealType>``: ``canonical * (b - a) + a``."""

    __slots__ = ("a", "b", "ty")

    def __init__(self, ty: T.FloatType, a: float = 0.0, b: float = 1.0) -> None:
        self.ty, self.a, self.b = ty, a, b

    def draw(self, g: Engine) -> float:
        if self.ty is T.FLOAT:
            u = canonical(g, 24, True)
            return f32(f32(u * f32(self.b - self.a)) + self.a)
        u = canonical(g, 53, False)
        return u * (self.b - self.a) + self.a

    def copy(self) -> UniformReal:
        return UniformReal(self.ty, self.a, self.b)


class Normal:
    """``std::normal_distribution<RealType>``: Marsaglia's polar method; the second value of each pair is
    kept for the next call (``reset()`` forgets it)."""

    __slots__ = ("mean", "stddev", "ty", "saved")

    def __init__(self, ty: T.FloatType, mean: float = 0.0, stddev: float = 1.0) -> None:
        self.ty, self.mean, self.stddev = ty, mean, stddev
        self.saved: float | None = None

    def draw(self, g: Engine) -> float:
        fl = self.ty is T.FLOAT
        if self.saved is not None:
            ret, self.saved = self.saved, None
        elif fl:
            while True:
                x = f32(2.0 * canonical(g, 24, True) - 1.0)
                y = f32(2.0 * canonical(g, 24, True) - 1.0)
                r2 = f32(f32(x * x) + f32(y * y))
                if not (r2 > 1.0 or r2 == 0.0):
                    break
            mult = f32(math.sqrt(f32(f32(-2.0 * _LOGF(r2)) / r2)))
            self.saved = f32(x * mult)
            ret = f32(y * mult)
        else:
            while True:
                x = 2.0 * canonical(g, 53, False) - 1.0
                y = 2.0 * canonical(g, 53, False) - 1.0
                r2 = x * x + y * y
                if not (r2 > 1.0 or r2 == 0.0):
                    break
            mult = math.sqrt(-2 * math.log(r2) / r2)
            self.saved = x * mult
            ret = y * mult
        if fl:
            return f32(f32(ret * self.stddev) + self.mean)
        return ret * self.stddev + self.mean

    def copy(self) -> Normal:
        out = Normal(self.ty, self.mean, self.stddev)
        out.saved = self.saved
        return out


class Bernoulli:
    """``std::bernoulli_distribution``: ``generate_canonical<double, 53>(g) < p``."""

    __slots__ = ("p",)

    def __init__(self, p: float = 0.5) -> None:
        self.p = p

    def draw(self, g: Engine) -> int:
        return 1 if canonical(g, 53, False) < self.p else 0

    def copy(self) -> Bernoulli:
        return Bernoulli(self.p)


def dist_type_arg(kind: str, elem: T.CType) -> tuple[str, T.CType]:
    return kind, elem


def default_object(ty: T.ClassType) -> Callable[[], Any]:
    """A default-constructed engine or distribution of the class ``ty``."""
    if ty.role == "rng":
        return _ENGINES[ty.arg]
    kind, elem = ty.arg
    if kind == "uniform_int":
        return lambda: UniformInt(elem)
    if kind == "uniform_real":
        return lambda: UniformReal(elem)
    if kind == "normal":
        return lambda: Normal(elem)
    return Bernoulli


def construct(nc: NativeCall, ty: T.ClassType) -> E:
    """An engine seeded with a value, or a distribution with parameters."""
    evs = nc.evs()
    if ty.role == "rng":
        make = _ENGINES[ty.arg]
        if ty.arg == "std::random_device":
            return E(ty, lambda f: make())
        (seed,) = evs

        def seeded(f: Frame) -> Engine:
            g = make()
            g.seed(seed(f))
            return g
        return E(ty, seeded)
    kind, elem = ty.arg
    cls: Callable[..., Any] = {"uniform_int": UniformInt, "uniform_real": UniformReal, "normal": Normal}.get(
        kind, Bernoulli)
    if cls is Bernoulli:
        (p,) = evs
        return E(ty, lambda f: Bernoulli(p(f)))
    return E(ty, lambda f: cls(elem, *[e(f) for e in evs]))


def method(nc: NativeCall) -> E:
    """A member function of an engine or a distribution."""
    obj = nc.obj
    assert obj is not None
    ty = obj.ty
    assert isinstance(ty, T.ClassType)
    get, name, evs = obj.ev, nc.name, nc.evs()
    if ty.role == "rng":
        if name == "operator()":
            return E(nc.ret, lambda f: get(f).next())
        if name == "seed":
            seed = evs[0] if evs else None

            def reseed(f: Frame) -> None:
                g = get(f)
                g.seed(seed(f) if seed is not None else g.default_seed)
            return E(T.VOID, reseed)
        if name == "discard":
            (z,) = evs
            return E(T.VOID, lambda f: get(f).discard(z(f)))
        if name in ("min", "max"):
            return E(nc.ret, lambda f: getattr(get(f), name))
        if name == "entropy":
            return E(T.DOUBLE, lambda f: 32.0)
        raise nc.fail(f"{ty.name}::{name}")
    if name == "operator()":
        if len(evs) != 1:
            raise nc.fail(f"{ty.name}::operator() with a param_type")
        gt = nc.params[0].target if isinstance(nc.params[0], T.RefType) else nc.params[0]
        if not isinstance(gt, T.ClassType) or gt.role != "rng":
            raise nc.fail(f"{ty.name} drawing from a {gt.name} (use a standard engine)")
        (g,) = evs
        return E(nc.ret, lambda f: get(f).draw(g(f)))
    if name == "reset":
        def reset(f: Frame) -> None:
            d = get(f)
            if isinstance(d, Normal):
                d.saved = None
        return E(T.VOID, reset)
    kind = ty.arg[0]
    fields = {"a": "a", "b": "b", "mean": "mean", "stddev": "stddev", "p": "p"}
    if name in fields:
        attr = fields[name]
        return E(nc.ret, lambda f: getattr(get(f), attr))
    if name in ("min", "max"):
        if kind in ("uniform_int", "uniform_real"):
            attr = "a" if name == "min" else "b"
            return E(nc.ret, lambda f: getattr(get(f), attr))
        if kind == "bernoulli":
            v = 0 if name == "min" else 1
            return E(nc.ret, lambda f: v)
        inf = -math.inf if name == "min" else math.inf
        return E(nc.ret, lambda f: inf)
    raise nc.fail(f"{ty.name}::{name}")


def compare(nc: NativeCall) -> E:
    """``g1 == g2`` / ``g1 != g2`` on engines: equal states."""
    a, b = nc.evs()
    eq = nc.name == "operator=="
    return E(T.BOOL, lambda f: a(f).same(b(f)) is eq)


def shuffle(nc: NativeCall) -> E:
    """``std::shuffle(first, last, g)``: libstdc++'s algorithm (two swap positions per draw when the
    engine's range allows it), so the same engine state gives the same order as g++."""
    first, last, gen = nc.evs()
    pt = nc.params[0]
    if not isinstance(pt, T.PtrType):
        raise nc.fail("std::shuffle with iterators that are not pointers")
    gt = nc.params[2].target if isinstance(nc.params[2], T.RefType) else nc.params[2]
    if not isinstance(gt, T.ClassType) or gt.role != "rng":
        raise nc.fail(f"std::shuffle with a {gt.name} (use a standard engine)")
    elem = pt.pointee
    size = max(elem.size, 1)

    def run(f: Frame) -> None:
        p, q, g = first(f), last(f), gen(f)
        if p is None or q is None or p == q:
            return
        if p.mem is not q.mem:
            raise RunError("std::shuffle: the iterators point into different containers")
        n = (q.off - p.off) // size
        bits = max(g.bits, 64)  # common type of the engine's result and unsigned long
        mask = (1 << bits) - 1

        def swap(i: int, j: int) -> None:
            if i != j:
                x, y = p.mem.load(p.off + i * size, elem), p.mem.load(p.off + j * size, elem)
                p.mem.store(p.off + i * size, elem, y)
                p.mem.store(p.off + j * size, elem, x)

        urngrange = (g.max - g.min) & mask
        if urngrange // n >= n:
            i = 1
            if n % 2 == 0:
                swap(i, uniform_int(g, 0, 1, bits))
                i += 1
            while i != n:
                swap_range = i + 1
                x = uniform_int(g, 0, swap_range * (swap_range + 1) - 1, bits)
                swap(i, x // (swap_range + 1))
                i += 1
                swap(i, x % (swap_range + 1))
                i += 1
            return
        for i in range(1, n):
            swap(i, uniform_int(g, 0, i, bits))
    return E(T.VOID, run)
