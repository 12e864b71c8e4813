"""The load forms the newer headers add: asc_loadalign_datablock_strided and asc_loadalign_mask(_upsample/
_downsample) return what the asc_loadalign forms write; 8-bit gathers by 16-bit indices put each byte at
the low end of its 2-byte slot; the float register gather. Expected values from the pages, by loops."""

from typing import Any

import numpy as np
from kernels import order

from ascsim import (
    PIPE_S,
    PIPE_V,
    asc_create_mask_b16,
    asc_gather,
    asc_loadalign_datablock_strided,
    asc_loadalign_mask,
    asc_loadalign_mask_downsample,
    asc_loadalign_mask_upsample,
    int8_t,
    simd_vf,
    ub_array,
    uint8_t,
    uint16_t,
    uint32_t,
    vector_float,
    vector_int8_t,
    vector_kernel,
    vector_uint16_t,
    vector_uint32_t,
)

PAT_ALL = 0


def _run(body: Any, nbytes: int = 4096) -> Any:
    out: list[Any] = []
    data = (np.arange(nbytes) * 7 % 256).astype(np.uint8)

    @simd_vf
    def vf(src: Any) -> None:
        out.append(body(src))

    @vector_kernel
    def kernel() -> None:
        src = ub_array(uint8_t, nbytes)
        src.write(data)
        order(PIPE_S, PIPE_V)
        vf(src)
        order(PIPE_V, PIPE_S)

    kernel[1]()
    return out[0], data


def test_datablock_strided_value_form() -> None:
    def body(src: Any) -> np.ndarray:
        r = asc_loadalign_datablock_strided(src.cast(uint16_t), uint16_t(3), uint16_t(9),
                                            asc_create_mask_b16(PAT_ALL))
        return np.asarray(r).view(np.uint8).copy()

    got, data = _run(body)
    want = np.concatenate([data[32 * 3 * j: 32 * 3 * j + 32] for j in range(8)])  # block j at j * 3 blocks
    assert np.array_equal(got, want)


def test_mask_value_forms() -> None:
    def body(src: Any) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        p = src.cast(uint32_t)
        return (np.asarray(asc_loadalign_mask(p)).copy(), np.asarray(asc_loadalign_mask_upsample(p)).copy(),
                np.asarray(asc_loadalign_mask_downsample(p)).copy())

    (m, up, down), data = _run(body)
    bits = np.array([(int(data[j // 8]) >> (j % 8)) & 1 for j in range(512)], bool)  # bit j: byte j // 8
    assert np.array_equal(m, bits[:256])
    assert np.array_equal(up, np.repeat(bits[:128], 2))
    assert np.array_equal(down, bits[0:512:2])


def test_gather_8bit_by_16bit_index() -> None:
    idx = (np.arange(128) * 13 % 1000).astype(np.uint16)

    def body(src: Any) -> tuple[np.ndarray, np.ndarray]:
        m = asc_create_mask_b16(PAT_ALL)
        r = asc_gather(src.cast(int8_t), vector_uint16_t(idx), m)
        d = vector_int8_t()
        asc_gather(d, src.cast(int8_t), vector_uint16_t(idx), m)
        return np.asarray(r).view(np.uint8).copy(), np.asarray(d).view(np.uint8).copy()

    (r, d), data = _run(body)
    want = np.zeros(256, np.uint8)
    want[0::2] = data[idx]  # slot i (2 bytes): the byte at src + index[i], zero above
    assert np.array_equal(r, want) and np.array_equal(d, want)


def test_gather_float_registers() -> None:
    src = np.arange(64, dtype=np.float32) * 1.5
    idx = (np.arange(64) * 5 + 70).astype(np.uint32)

    def body(_: Any) -> np.ndarray:
        r = asc_gather(vector_float(src), vector_uint32_t(idx))
        return np.asarray(r).copy()

    got, _ = _run(body)
    assert np.array_equal(got, src[idx % 64])
