"""The seed instructions through the C-API facade, inside kernels and VFs.

Expected results come from explicit loops over lanes written here from the SPEC formulas.
"""

import re

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from kernels import FAST, UINT_OF_SIZE, from_device, order, raw, run_vf, to_device
from kernels import TYPES as INTLV_TYPES
from kernels import run_blocks as run_kernel

from ascsim import (
    EVENT_ID0,
    PAT_ALL,
    PIPE_MTE2,
    PIPE_MTE3,
    PIPE_V,
    asc_copy_gm2ub_align,
    asc_copy_ub2gm_align,
    asc_create_mask_b8,
    asc_create_mask_b16,
    asc_create_mask_b32,
    asc_init,
    asc_intlv,
    asc_intlv_b8,
    asc_intlv_b16,
    asc_intlv_b32,
    asc_loadalign,
    asc_storealign,
    asc_sync,
    asc_unpack_lower,
    asc_unpack_upper,
    asc_update_mask_b8,
    asc_update_mask_b16,
    gm_ptr,
    simd_vf,
    ub_array,
    uint8_t,
    vector_bool,
    vector_float,
    vector_half,
    vector_int8_t,
    vector_int16_t,
    vector_int32_t,
    vector_kernel,
    vector_uint8_t,
    vector_uint16_t,
    vector_uint32_t,
)
from ascsim.errors import AliasError, AscTypeError, ContextError

RNG = np.random.default_rng(7)
TYPE_IDS = [t[0].name for t in INTLV_TYPES]

# ------------------------------------------------------------------------------------------------
# independent formulas


def expect_intlv(s0: np.ndarray, s1: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """SPEC: dst0[2i]=src0[i], dst0[2i+1]=src1[i], dst1[2i]=src0[H+i], dst1[2i+1]=src1[H+i]."""
    n = len(s0)
    h = n // 2
    d0 = [0] * n
    d1 = [0] * n
    for i in range(h):
        d0[2 * i] = int(s0[i])
        d0[2 * i + 1] = int(s1[i])
        d1[2 * i] = int(s0[h + i])
        d1[2 * i + 1] = int(s1[h + i])
    return np.array(d0, s0.dtype), np.array(d1, s0.dtype)


def expect_intlv_mask(s0: np.ndarray, s1: np.ndarray, group: int) -> tuple[np.ndarray, np.ndarray]:
    """The intlv formula over groups of ``group`` bits; each group moves whole."""
    h = 256 // group // 2
    d0 = np.zeros(256, np.bool_)
    d1 = np.zeros(256, np.bool_)
    for i in range(h):
        for b in range(group):
            d0[2 * i * group + b] = s0[i * group + b]
            d0[(2 * i + 1) * group + b] = s1[i * group + b]
            d1[2 * i * group + b] = s0[(h + i) * group + b]
            d1[(2 * i + 1) * group + b] = s1[(h + i) * group + b]
    return d0, d1


def expect_unpack(src_bits: np.ndarray, signed: bool, part: str) -> np.ndarray:
    """dst[i] = ext(src[i]) (lower) or ext(src[M+i]) (upper), as raw bits of the doubled width."""
    width = 8 * src_bits.dtype.itemsize
    m = len(src_bits) // 2
    out = []
    for i in range(m):
        x = int(src_bits[i if part == "lower" else m + i])
        if signed and x >= 1 << (width - 1):
            x -= 1 << width
        out.append(x & ((1 << (2 * width)) - 1))
    return np.array(out, UINT_OF_SIZE[2 * src_bits.dtype.itemsize])


def expect_unpack_mask(src: np.ndarray, part: str) -> np.ndarray:
    """dst.bit[2j] = src.bit[j] (lower) or src.bit[128+j] (upper); dst.bit[2j+1] = 0."""
    out = np.zeros(256, np.bool_)
    for j in range(128):
        out[2 * j] = src[j if part == "lower" else 128 + j]
        out[2 * j + 1] = False
    return out


#: Bit patterns that must survive a pure permutation: NaN payloads, -0, subnormals, extremes.
SPECIAL_BITS = {
    2: [0x7C01, 0x7E00, 0xFE01, 0xFC00, 0x7C00, 0x8000, 0x0000, 0x0001, 0x03FF, 0x8001, 0x7FFF, 0xFFFF,
        0x7F81, 0x7FC0, 0xFFC1, 0xFF80, 0x7F80, 0x007F],
    4: [0x7F800001, 0x7FC00000, 0xFFC00001, 0x7FBFFFFF, 0xFF800000, 0x7F800000, 0x80000000, 0x00000000,
        0x00000001, 0x007FFFFF, 0x80000001, 0xFFFFFFFF, 0x7FFFFFFF],
}


def sources(size: int) -> tuple[np.ndarray, np.ndarray]:
    """Two registers of raw bits: every byte value for b8, the special patterns among random bits else."""
    udt = UINT_OF_SIZE[size]
    n = 256 // size
    if size == 1:
        return np.arange(256, dtype=udt), RNG.permutation(256).astype(udt)
    out = []
    for _ in range(2):
        bits = RNG.integers(0, 1 << (8 * size), n, dtype=np.uint64).astype(udt)
        special = np.array(SPECIAL_BITS[size], udt)
        bits[RNG.choice(n, special.size, replace=False)] = special
        out.append(bits)
    return out[0], out[1]


# ------------------------------------------------------------------------------------------------
# asc_intlv on every element type


@pytest.mark.parametrize("elem,cls,dtype", INTLV_TYPES, ids=TYPE_IDS)
def test_intlv_every_type_bit_exact(elem, cls, dtype) -> None:
    s0, s1 = sources(dtype.itemsize)
    e0, e1 = expect_intlv(s0, s1)

    def body():
        a, b = cls(s0.view(dtype)), cls(s1.view(dtype))
        d0, d1 = cls(), cls()
        asc_intlv(d0, d1, a, b)
        return d0, d1

    d0, d1 = run_vf(body)
    assert type(d0) is cls and type(d1) is cls
    assert np.asarray(d0).dtype == dtype
    np.testing.assert_array_equal(raw(d0), e0)
    np.testing.assert_array_equal(raw(d1), e1)


@FAST
@given(which=st.sampled_from(INTLV_TYPES), b0=st.binary(min_size=256, max_size=256),
       b1=st.binary(min_size=256, max_size=256))
def test_intlv_random_bytes(which, b0: bytes, b1: bytes) -> None:
    _, cls, dtype = which
    s0 = np.frombuffer(b0, np.uint8).view(UINT_OF_SIZE[dtype.itemsize])
    s1 = np.frombuffer(b1, np.uint8).view(UINT_OF_SIZE[dtype.itemsize])

    def body():
        d0, d1 = cls(), cls()
        asc_intlv(d0, d1, cls(s0.view(dtype)), cls(s1.view(dtype)))
        return d0, d1

    d0, d1 = run_vf(body)
    e0, e1 = expect_intlv(s0, s1)
    np.testing.assert_array_equal(raw(d0), e0)
    np.testing.assert_array_equal(raw(d1), e1)


@pytest.mark.parametrize("elem,cls,dtype", INTLV_TYPES, ids=TYPE_IDS)
def test_intlv_every_type_through_memory(device, elem, cls, dtype) -> None:
    """GM -> UB -> registers -> asc_intlv -> UB -> GM, as the seed program does, for each type."""
    size = dtype.itemsize
    n = 256 // size
    mask_of = {1: asc_create_mask_b8, 2: asc_create_mask_b16, 4: asc_create_mask_b32}[size]
    s0, s1 = sources(size)

    @simd_vf
    def vf(o0, o1, i0, i1) -> None:
        a, b, d0, d1 = cls(), cls(), cls(), cls()
        mask = mask_of(PAT_ALL)
        asc_loadalign(a, i0)
        asc_loadalign(b, i1)
        asc_intlv(d0, d1, a, b)
        asc_storealign(o0, d0, mask)
        asc_storealign(o1, d1, mask)

    @vector_kernel
    def kernel(o0: gm_ptr[elem], o1: gm_ptr[elem], i0: gm_ptr[elem], i1: gm_ptr[elem]) -> None:
        asc_init()
        out0, out1, in0, in1 = (ub_array(elem, n) for _ in range(4))
        # Copies move bytes: through uint8_t pointers for every element type (the copies' own lists are shorter).
        asc_copy_gm2ub_align(in0.cast(uint8_t), i0.cast(uint8_t), 256)
        asc_copy_gm2ub_align(in1.cast(uint8_t), i1.cast(uint8_t), 256)
        order(PIPE_MTE2, PIPE_V, EVENT_ID0)
        vf(out0, out1, in0, in1)
        order(PIPE_V, PIPE_MTE3, EVENT_ID0)
        asc_copy_ub2gm_align(o0.cast(uint8_t), out0.cast(uint8_t), 256)
        asc_copy_ub2gm_align(o1.cast(uint8_t), out1.cast(uint8_t), 256)
        asc_sync()

    g0, g1, gi0, gi1 = to_device(np.zeros(n, s0.dtype)), to_device(np.zeros(n, s0.dtype)), to_device(s0), to_device(s1)
    kernel[1, 0](g0, g1, gi0, gi1)
    e0, e1 = expect_intlv(s0, s1)
    np.testing.assert_array_equal(from_device(g0, n, s0.dtype), e0)
    np.testing.assert_array_equal(from_device(g1, n, s0.dtype), e1)


def test_intlv_aliasing() -> None:
    """In place (a, b, a, b), swapped (b, a, a, b), one source twice, a destination that is a source."""
    s0, s1 = sources(1)
    e0, e1 = expect_intlv(s0, s1)
    same0, same1 = expect_intlv(s0, s0)

    def body():
        a, b = vector_uint8_t(s0), vector_uint8_t(s1)
        asc_intlv(a, b, a, b)
        c, d = vector_uint8_t(s0), vector_uint8_t(s1)
        asc_intlv(d, c, c, d)
        x, y0, y1 = vector_uint8_t(s0), vector_uint8_t(), vector_uint8_t()
        asc_intlv(y0, y1, x, x)
        p, q = vector_uint8_t(s0), vector_uint8_t()
        asc_intlv(p, q, p, p)
        return a, b, c, d, x, y0, y1, p, q

    a, b, c, d, x, y0, y1, p, q = run_vf(body)
    np.testing.assert_array_equal(raw(a), e0)
    np.testing.assert_array_equal(raw(b), e1)
    np.testing.assert_array_equal(raw(d), e0)
    np.testing.assert_array_equal(raw(c), e1)
    np.testing.assert_array_equal(raw(x), s0)  # a source that is not a destination is untouched
    np.testing.assert_array_equal(raw(y0), same0)
    np.testing.assert_array_equal(raw(y1), same1)
    np.testing.assert_array_equal(raw(p), same0)
    np.testing.assert_array_equal(raw(q), same1)


@pytest.mark.parametrize("cls", [vector_uint8_t, vector_half, vector_int32_t])
def test_intlv_dst0_is_dst1_is_an_alias_error(cls) -> None:
    n = 256 // np.dtype(cls.elem.np).itemsize

    def body() -> None:
        d = cls()
        src = cls(np.zeros(n, cls.elem.np))
        asc_intlv(d, d, src, src)

    with pytest.raises(AliasError, match="dst0 and dst1"):
        run_vf(body)


@pytest.mark.parametrize("func", [asc_intlv_b8, asc_intlv_b16, asc_intlv_b32])
def test_intlv_mask_dst0_is_dst1_is_an_alias_error(func) -> None:
    def body() -> None:
        m = vector_bool()
        func(m, m, vector_bool(np.ones(256, np.bool_)), vector_bool(np.zeros(256, np.bool_)))

    with pytest.raises(AliasError):
        run_vf(body)


def _names_all(message: str, names: list[str]) -> bool:
    """The message lists a prototype for each element type (its register type ``vector_<name>``)."""
    return all(re.search(rf"\bvector_{re.escape(n)}\b", message) for n in names)


@pytest.mark.parametrize("args", [
    (vector_uint8_t, vector_uint8_t, vector_uint8_t, vector_int8_t),
    (vector_uint8_t, vector_int8_t, vector_uint8_t, vector_uint8_t),
    (vector_half, vector_half, vector_float, vector_float),
    (vector_bool, vector_bool, vector_bool, vector_bool),
])
def test_intlv_wrong_types_name_the_valid_ones(args) -> None:
    regs = [cls() for cls in args]
    with pytest.raises(AscTypeError) as info:
        run_vf(lambda: asc_intlv(*regs))
    assert _names_all(str(info.value), [t[0].name for t in INTLV_TYPES])


def test_intlv_non_register_argument() -> None:
    with pytest.raises(AscTypeError):
        run_vf(lambda: asc_intlv(vector_uint8_t(), vector_uint8_t(), np.zeros(256, np.uint8), vector_uint8_t()))


@pytest.mark.parametrize("func", [asc_intlv_b8, asc_intlv_b16, asc_intlv_b32])
def test_intlv_mask_wrong_types_name_vector_bool(func) -> None:
    with pytest.raises(AscTypeError, match="vector_bool"):
        run_vf(lambda: func(vector_bool(), vector_bool(), vector_uint8_t(), vector_bool()))


# ------------------------------------------------------------------------------------------------
# asc_intlv_b8/_b16/_b32


@pytest.mark.parametrize("func,group", [(asc_intlv_b8, 1), (asc_intlv_b16, 2), (asc_intlv_b32, 4)])
def test_intlv_mask_groups(func, group: int) -> None:
    for _ in range(3):
        s0 = RNG.integers(0, 2, 256).astype(np.bool_)
        s1 = RNG.integers(0, 2, 256).astype(np.bool_)

        def body(s0=s0, s1=s1):
            d0, d1 = vector_bool(), vector_bool()
            func(d0, d1, vector_bool(s0), vector_bool(s1))
            return d0, d1

        d0, d1 = run_vf(body)
        e0, e1 = expect_intlv_mask(s0, s1, group)
        np.testing.assert_array_equal(np.asarray(d0), e0)
        np.testing.assert_array_equal(np.asarray(d1), e1)


@pytest.mark.parametrize("func,group", [(asc_intlv_b8, 1), (asc_intlv_b16, 2), (asc_intlv_b32, 4)])
def test_intlv_mask_in_place_and_same_source(func, group: int) -> None:
    s0 = RNG.integers(0, 2, 256).astype(np.bool_)
    s1 = RNG.integers(0, 2, 256).astype(np.bool_)

    def body():
        a, b = vector_bool(s0), vector_bool(s1)
        func(a, b, a, b)
        c, d0, d1 = vector_bool(s0), vector_bool(), vector_bool()
        func(d0, d1, c, c)
        return a, b, d0, d1

    a, b, d0, d1 = run_vf(body)
    e0, e1 = expect_intlv_mask(s0, s1, group)
    np.testing.assert_array_equal(np.asarray(a), e0)
    np.testing.assert_array_equal(np.asarray(b), e1)
    f0, f1 = expect_intlv_mask(s0, s0, group)
    np.testing.assert_array_equal(np.asarray(d0), f0)
    np.testing.assert_array_equal(np.asarray(d1), f1)


MASK_INTLV = {1: asc_intlv_b8, 2: asc_intlv_b16, 4: asc_intlv_b32}
VECTOR_OF_SIZE = {1: vector_uint8_t, 2: vector_uint16_t, 4: vector_uint32_t}


@FAST
@given(k=st.sampled_from([1, 2, 4]), data=st.data())
def test_mask_intlv_follows_the_vector_intlv(k: int, data) -> None:
    """A mask holding a per-lane predicate of two K-bit vectors, interleaved with asc_intlv_bK, is
    the predicate of the interleaved vectors (governing bits compared)."""
    n = 256 // k
    udt = UINT_OF_SIZE[k]
    a = np.frombuffer(data.draw(st.binary(min_size=256, max_size=256)), np.uint8).view(udt)
    b = np.frombuffer(data.draw(st.binary(min_size=256, max_size=256)), np.uint8).view(udt)
    threshold = data.draw(st.integers(0, (1 << (8 * k)) - 1))
    noise = np.frombuffer(data.draw(st.binary(min_size=64, max_size=64)), np.uint8)

    def predicate(v: np.ndarray) -> np.ndarray:
        return np.array([int(x) >= threshold for x in v])

    def mask_of(v: np.ndarray, junk: np.ndarray) -> np.ndarray:
        bits = junk.copy()  # the non-governing bits are junk, which reads must ignore
        for i in range(n):
            bits[i * k] = int(v[i]) >= threshold
        return bits

    noise_bits = np.unpackbits(noise).astype(np.bool_)
    ma, mb = mask_of(a, noise_bits[:256]), mask_of(b, noise_bits[256:])
    vcls = VECTOR_OF_SIZE[k]

    def body():
        v0, v1, m0, m1 = vcls(), vcls(), vector_bool(), vector_bool()
        asc_intlv(v0, v1, vcls(a), vcls(b))
        MASK_INTLV[k](m0, m1, vector_bool(ma), vector_bool(mb))
        return v0, v1, m0, m1

    v0, v1, m0, m1 = run_vf(body)
    np.testing.assert_array_equal(np.asarray(m0)[::k], predicate(np.asarray(v0)))
    np.testing.assert_array_equal(np.asarray(m1)[::k], predicate(np.asarray(v1)))


# ------------------------------------------------------------------------------------------------
# asc_unpack_lower / asc_unpack_upper

UNPACK_PAIRS = [
    (vector_uint8_t, vector_uint16_t, False),
    (vector_int8_t, vector_int16_t, True),
    (vector_uint16_t, vector_uint32_t, False),
    (vector_int16_t, vector_int32_t, True),
]
PAIR_IDS = [f"{s.__name__}->{d.__name__}" for s, d, _ in UNPACK_PAIRS]

#: Values at the edges of each source type, placed in both halves of the source.
EXTREMES = {
    vector_uint8_t: [0, 1, 127, 128, 255],
    vector_int8_t: [-128, -127, -1, 0, 1, 127],
    vector_uint16_t: [0, 1, 255, 256, 32767, 32768, 65535],
    vector_int16_t: [-32768, -32767, -129, -128, -1, 0, 1, 127, 128, 32767],
}


def unpack_source(src_cls) -> np.ndarray:
    """A source of src_cls's dtype: its extremes at the start of each half, random lanes elsewhere."""
    dtype = np.dtype(src_cls.elem.np)
    n = 256 // dtype.itemsize
    info = np.iinfo(dtype)
    values = RNG.integers(info.min, info.max + 1, n).astype(dtype)
    ext = np.array(EXTREMES[src_cls], dtype)
    values[:ext.size] = ext
    values[n // 2:n // 2 + ext.size] = ext[::-1]
    return values


@pytest.mark.parametrize("src_cls,dst_cls,signed", UNPACK_PAIRS, ids=PAIR_IDS)
def test_unpack_both_halves(src_cls, dst_cls, signed: bool) -> None:
    values = unpack_source(src_cls)

    def body():
        src = src_cls(values)
        lo, hi = dst_cls(), dst_cls()
        assert asc_unpack_lower(lo, src) is None
        assert asc_unpack_upper(hi, src) is None
        return src, lo, hi

    src, lo, hi = run_vf(body)
    assert type(lo) is dst_cls and type(hi) is dst_cls
    bits = raw(values)
    np.testing.assert_array_equal(raw(lo), expect_unpack(bits, signed, "lower"))
    np.testing.assert_array_equal(raw(hi), expect_unpack(bits, signed, "upper"))
    np.testing.assert_array_equal(np.asarray(src), values)  # the source is left alone


def test_unpack_signed_and_unsigned_extremes_by_value() -> None:
    """The same bytes widen to different values: -128 -> -128 (int16), 255 -> 255 (uint16)."""
    s8 = np.array([-128, 127, -1, 0] * 64, np.int8)
    u8 = s8.view(np.uint8)
    s16 = np.array([-32768, 32767, -1, 0] * 32, np.int16)
    u16 = s16.view(np.uint16)

    def body():
        a, b, c, d = vector_int16_t(), vector_uint16_t(), vector_int32_t(), vector_uint32_t()
        asc_unpack_lower(a, vector_int8_t(s8))
        asc_unpack_lower(b, vector_uint8_t(u8))
        asc_unpack_upper(c, vector_int16_t(s16))
        asc_unpack_upper(d, vector_uint16_t(u16))
        return a, b, c, d

    a, b, c, d = run_vf(body)
    assert np.asarray(a)[:4].tolist() == [-128, 127, -1, 0]
    assert np.asarray(b)[:4].tolist() == [128, 127, 255, 0]
    assert np.asarray(c)[:4].tolist() == [-32768, 32767, -1, 0]
    assert np.asarray(d)[:4].tolist() == [32768, 32767, 65535, 0]
    assert np.asarray(a).dtype == np.int16 and np.asarray(d).dtype == np.uint32


def test_unpack_all_int8_values() -> None:
    values = np.arange(-128, 128).astype(np.int8)

    def body():
        lo, hi = vector_int16_t(), vector_int16_t()
        asc_unpack_lower(lo, vector_int8_t(values))
        asc_unpack_upper(hi, vector_int8_t(values))
        return lo, hi

    lo, hi = run_vf(body)
    assert np.asarray(lo).tolist() == list(range(-128, 0))
    assert np.asarray(hi).tolist() == list(range(0, 128))


def test_unpack_masks() -> None:
    for _ in range(3):
        bits = RNG.integers(0, 2, 256).astype(np.bool_)

        def body(bits=bits):
            src = vector_bool(bits)
            lo, hi = vector_bool(), vector_bool()
            asc_unpack_lower(lo, src)
            asc_unpack_upper(hi, src)
            return lo, hi

        lo, hi = run_vf(body)
        assert type(lo) is vector_bool
        np.testing.assert_array_equal(np.asarray(lo), expect_unpack_mask(bits, "lower"))
        np.testing.assert_array_equal(np.asarray(hi), expect_unpack_mask(bits, "upper"))


def test_unpack_mask_in_place() -> None:
    bits = RNG.integers(0, 2, 256).astype(np.bool_)

    def body():
        lo, hi = vector_bool(bits), vector_bool(bits)
        asc_unpack_lower(lo, lo)
        asc_unpack_upper(hi, hi)
        return lo, hi

    lo, hi = run_vf(body)
    np.testing.assert_array_equal(np.asarray(lo), expect_unpack_mask(bits, "lower"))
    np.testing.assert_array_equal(np.asarray(hi), expect_unpack_mask(bits, "upper"))


def test_unpack_mask_of_created_mask() -> None:
    """A b8 mask of the first 256 lanes, unpacked, is the b16 mask of all 128 lanes."""
    def body():
        all8, lo = asc_create_mask_b8(PAT_ALL), vector_bool()
        asc_unpack_lower(lo, all8)
        return lo, asc_create_mask_b16(PAT_ALL)

    lo, all16 = run_vf(body)
    np.testing.assert_array_equal(np.asarray(lo), np.asarray(all16))


PAIR_PATTERNS = [("uint8_t", "uint16_t"), ("int8_t", "int16_t"), ("uint16_t", "uint32_t"), ("int16_t", "int32_t")]


def _names_pairs(message: str) -> bool:
    """The message lists the valid prototypes, each naming its destination and source types."""
    return all(re.search(rf"\bvector_{d}& dst, vector_{s} src\b", message) for s, d in PAIR_PATTERNS)


@pytest.mark.parametrize("elem,cls,dtype", [t for t in INTLV_TYPES if t[1] not in {p[0] for p in UNPACK_PAIRS}],
                         ids=[t[0].name for t in INTLV_TYPES if t[1] not in {p[0] for p in UNPACK_PAIRS}])
@pytest.mark.parametrize("func", [asc_unpack_lower, asc_unpack_upper])
def test_unpack_unsupported_source_names_the_pairs(elem, cls, dtype, func) -> None:
    src = cls(np.zeros(256 // dtype.itemsize, dtype))
    with pytest.raises(AscTypeError) as info:
        run_vf(lambda: func(vector_uint16_t(), src))
    assert _names_pairs(str(info.value)), str(info.value)


@pytest.mark.parametrize("dst_cls,src_cls", [
    (vector_int16_t, vector_uint8_t), (vector_uint16_t, vector_int8_t), (vector_uint32_t, vector_uint8_t),
    (vector_uint8_t, vector_uint8_t), (vector_bool, vector_uint8_t), (vector_uint16_t, vector_bool),
])
def test_unpack_wrong_destination_names_the_pairs(dst_cls, src_cls) -> None:
    if src_cls is vector_bool:
        src = vector_bool(np.zeros(256, np.bool_))
    else:
        src = src_cls(np.zeros(src_cls._lanes, src_cls.elem.np))
    with pytest.raises(AscTypeError) as info:
        run_vf(lambda: asc_unpack_lower(dst_cls(), src))
    assert _names_pairs(str(info.value)), str(info.value)


def test_unpack_wrong_argument_count() -> None:
    with pytest.raises(AscTypeError):
        run_vf(lambda: asc_unpack_upper(vector_uint16_t(), vector_uint8_t(), vector_uint8_t()))


# ------------------------------------------------------------------------------------------------
# where register instructions may run


def _register_calls():
    """Each register instruction of the seeds, with valid, written operands."""
    u8 = vector_uint8_t(np.zeros(256, np.uint8))
    m = vector_bool(np.ones(256, np.bool_))
    return [
        ("asc_intlv", lambda: asc_intlv(vector_uint8_t(), vector_uint8_t(), u8, u8)),
        ("asc_intlv_b8", lambda: asc_intlv_b8(vector_bool(), vector_bool(), m, m)),
        ("asc_intlv_b16", lambda: asc_intlv_b16(vector_bool(), vector_bool(), m, m)),
        ("asc_intlv_b32", lambda: asc_intlv_b32(vector_bool(), vector_bool(), m, m)),
        ("asc_unpack_lower", lambda: asc_unpack_lower(vector_uint16_t(), u8)),
        ("asc_unpack_upper", lambda: asc_unpack_upper(vector_uint16_t(), u8)),
        ("asc_unpack_lower", lambda: asc_unpack_lower(vector_bool(), m)),
        ("asc_create_mask_b8", lambda: asc_create_mask_b8(PAT_ALL)),
        ("asc_update_mask_b8", lambda: asc_update_mask_b8(np.array(5, np.uint32))),
    ]



@pytest.mark.parametrize("index", range(len(_register_calls())))
def test_register_instruction_outside_a_launch_is_a_context_error(index: int) -> None:
    name, call = _register_calls()[index]
    with pytest.raises(ContextError, match=name):
        call()


@pytest.mark.parametrize("index", range(len(_register_calls())))
def test_register_instruction_in_a_kernel_outside_a_vf_is_a_context_error(index: int) -> None:
    name, call = _register_calls()[index]
    with pytest.raises(ContextError, match="__simd_vf__"):
        run_kernel(call)


def test_cube_kernel_out_parameter_forms_do_nothing() -> None:
    before0 = np.arange(256, dtype=np.uint8)
    d0, d1 = vector_uint8_t(before0), vector_uint8_t()
    wide = vector_uint16_t(np.full(128, 7, np.uint16))
    m0, m1 = vector_bool(np.ones(256, np.bool_)), vector_bool()
    mask_out = vector_bool(np.zeros(256, np.bool_))
    src = vector_uint8_t(np.full(256, 3, np.uint8))
    msrc = vector_bool(np.ones(256, np.bool_))

    def body() -> None:
        asc_intlv(d0, d1, src, src)
        asc_intlv_b16(m0, m1, msrc, msrc)
        asc_unpack_lower(wide, src)
        asc_unpack_upper(mask_out, msrc)

    run_vf(body, core="AIC")
    np.testing.assert_array_equal(np.asarray(d0), before0)
    assert not d1.written
    np.testing.assert_array_equal(np.asarray(wide), np.full(128, 7, np.uint16))
    assert np.asarray(m0).all() and not m1.written
    assert not np.asarray(mask_out).any()


def test_cube_kernel_return_forms_give_never_written_registers() -> None:
    count = np.array(5, np.uint32)

    def body():
        return asc_create_mask_b8(PAT_ALL), asc_update_mask_b16(count)

    made, updated = run_vf(body, core="AIC")
    assert type(made) is vector_bool and type(updated) is vector_bool
    for reg in (made, updated):
        assert not reg.written
    assert count == 5  # nothing ran: the count is not consumed


def test_cube_kernel_without_vf_does_nothing_either() -> None:
    """"Non-AIV calls return directly": no ContextError on the cube core, and no effect."""
    d0, d1 = vector_uint8_t(), vector_uint8_t()
    src = vector_uint8_t(np.ones(256, np.uint8))
    run_kernel(lambda: asc_intlv(d0, d1, src, src), core="AIC")
    assert not d0.written and not d1.written
