"""The unaligned stream (asc_loadunalign_pre, asc_loadunalign, _postupdate, asc_load): values against
numpy slices, and what the checker says about the load-unalign register's state."""

from typing import Any

import numpy as np
import pytest
from kernels import order

from ascsim import (
    PIPE_S,
    PIPE_V,
    PtrRef,
    asc_create_mask_b16,
    asc_load,
    asc_loadunalign,
    asc_loadunalign_postupdate,
    asc_loadunalign_pre,
    asc_storealign,
    asc_update_addr_reg_b16,
    half,
    simd_vf,
    ub_array,
    uint8_t,
    vector_align,
    vector_half,
    vector_kernel,
    vector_uint8_t,
    vf_range,
)
from ascsim.errors import MemoryAccessError, UninitializedError

PAT_ALL = 0
N = 10_001
LANES = 128  # half elements per register


def test_stream_of_10001_halves_at_every_start_offset() -> None:
    """pre-load once, then 256-byte post-update loads and aligned stores: the copy equals numpy's
    slice for each start offset 0..63 (elements, so every 2-byte address in two 32-byte blocks)."""
    rng = np.random.default_rng(7)
    data = rng.standard_normal(N + 64 + 3 * LANES).astype(np.float16)
    n_vec = -(-N // LANES)
    got: dict[int, np.ndarray] = {}

    @simd_vf
    def vf(src: Any, dst: Any, start: int) -> None:
        ureg = vector_align()
        p = PtrRef(src + start)
        asc_loadunalign_pre(ureg, p.value)
        r = vector_half()
        mask = asc_create_mask_b16(PAT_ALL)
        for i in vf_range(n_vec):
            asc_loadunalign_postupdate(r, ureg, p, LANES)
            asc_storealign(dst + i * LANES, r, mask)

    @vector_kernel
    def kernel() -> None:
        src = ub_array(half, data.size)
        src.write(data)
        dst = ub_array(half, n_vec * LANES)
        order(PIPE_S, PIPE_V)
        for start in range(64):
            vf(src, dst, start)
            order(PIPE_V, PIPE_S)
            got[start] = dst.read(N).copy()
            order(PIPE_S, PIPE_V)

    kernel[1]()
    for start in range(64):
        assert got[start].view(np.uint16).tolist() == data[start:start + N].view(np.uint16).tolist(), start


def _run(body: Any, nbytes: int = 1024, written: int | None = None) -> Any:
    """body(src) in a VF over a uint8 UB array of ``nbytes`` whose first ``written`` bytes hold i % 251."""
    out: list[Any] = []
    n = nbytes if written is None else written

    @simd_vf
    def vf(src: Any) -> None:
        out.append(body(src))

    @vector_kernel
    def kernel() -> None:
        src = ub_array(uint8_t, nbytes)
        src.write(np.arange(n) % 251)
        order(PIPE_S, PIPE_V)
        vf(src)

    kernel[1]()
    return out[0]


def _bytes(r: Any) -> list[int]:
    return np.asarray(r).view(np.uint8).tolist()


def test_plain_form_and_register_state() -> None:
    """asc_loadunalign keeps the pointer; the register carries the block of src + 256 to the next call."""
    def body(src: Any) -> Any:
        ureg, r = vector_align(), vector_uint8_t()
        asc_loadunalign_pre(ureg, src + 45)
        asc_loadunalign(r, ureg, src + 45)
        first = _bytes(r)
        assert ureg.load_block is not None
        carried = (ureg.load_addr, ureg.load_block.tolist())
        asc_loadunalign(r, ureg, src + 45 + 256)
        return first, carried, _bytes(r)

    first, (addr, block), second = _run(body)
    assert first == [(45 + i) % 251 for i in range(256)]
    assert block == [(288 + i) % 251 for i in range(32)] and addr % 32 == 0
    assert second == [(301 + i) % 251 for i in range(256)]


def test_addr_reg_form_and_asc_load() -> None:
    def body(src: Any) -> Any:
        res = []
        for _ in vf_range(3):
            areg = asc_update_addr_reg_b16(37)  # 74 bytes per iteration
            ureg, r = vector_align(), vector_uint8_t()
            asc_loadunalign_pre(ureg, src + 3, areg)
            asc_loadunalign_postupdate(r, ureg, src + 3, areg, 2)
            res.append((_bytes(r), areg.byte_offset))
        a = vector_uint8_t()
        asc_load(a, src + 700)
        return res, _bytes(a)

    res, loaded = _run(body)
    for it, (got, moved) in enumerate(res):
        assert got == [(3 + 74 * it + i) % 251 for i in range(256)]
        assert moved == 74 * it + 2  # inc counts elements of the pointer (uint8_t)
    assert loaded == [(700 + i) % 251 for i in range(256)]


def test_load_without_pre_is_an_uninitialised_register() -> None:
    def body(src: Any) -> None:
        asc_loadunalign(vector_uint8_t(), vector_align(), src + 3)

    with pytest.raises(UninitializedError, match="never loaded"):
        _run(body)


def test_a_stale_block_is_reported() -> None:
    """A post-update step other than 256 bytes leaves the register with a block the next load does not
    start in: the chip uses it anyway, ascsim says so."""
    def body(src: Any) -> None:
        ureg, r = vector_align(), vector_uint8_t()
        p = PtrRef(src + 5)
        asc_loadunalign_pre(ureg, p.value)
        asc_loadunalign_postupdate(r, ureg, p, 100)
        asc_loadunalign_postupdate(r, ureg, p, 100)

    with pytest.raises(MemoryAccessError, match="wrong block"):
        _run(body)


def test_fetch_ahead_is_checked_only_when_used() -> None:
    """The last load of a stream fetches bytes past the data (unwritten, or past the array): no finding
    until such bytes reach a register."""
    def last_only(src: Any) -> list[int]:
        ureg, r = vector_align(), vector_uint8_t()
        asc_loadunalign_pre(ureg, src + 40)
        asc_loadunalign(r, ureg, src + 40)  # fetches up to byte 320, the array has 296 written
        return _bytes(r)

    assert _run(last_only, nbytes=300, written=296) == [(40 + i) % 251 for i in range(256)]

    def one_more(src: Any) -> None:
        ureg, r = vector_align(), vector_uint8_t()
        asc_loadunalign_pre(ureg, src + 40)
        asc_loadunalign(r, ureg, src + 40)
        asc_loadunalign(r, ureg, src + 296)  # now the carried unwritten bytes reach dst

    with pytest.raises(UninitializedError, match="never written"):
        _run(one_more, nbytes=600, written=296)


def test_bytes_fetched_ahead_and_dropped_race_with_nothing() -> None:
    """asc_load fetches the 32-byte block after its data into a register it then drops: a store of
    the same VF to those bytes, with no asc_mem_bar, is no hazard (the data never depends on them)."""
    def body(src: Any) -> list[int]:
        r = vector_uint8_t()
        asc_storealign(src + 256, vector_uint8_t(np.full(256, 7, np.uint8)), asc_create_mask_b16(PAT_ALL))
        asc_load(r, src)  # reads bytes 0..255, fetches 256..287
        return _bytes(r)

    assert _run(body) == [i % 251 for i in range(256)]


def test_a_load_of_stored_bytes_needs_mem_bar_however_it_gets_them() -> None:
    """The same store, then loads whose data includes stored bytes: directly, or through the block a
    stream carries from the load before it. The carried bytes were fetched before the store in
    program order, but without asc_mem_bar the two may run in either order on the chip, so what
    the second load delivers depends on it: the finding is at the load that uses them."""
    from ascsim.errors import HazardError

    store = lambda src: asc_storealign(src + 256, vector_uint8_t(np.full(256, 7, np.uint8)),  # noqa: E731
                                       asc_create_mask_b16(PAT_ALL))

    def direct(src: Any) -> None:
        store(src)
        asc_load(vector_uint8_t(), src + 8)  # bytes 8..263

    def carried(src: Any) -> None:
        ureg, r = vector_align(), vector_uint8_t()
        asc_loadunalign_pre(ureg, src + 8)
        asc_loadunalign(r, ureg, src + 8)  # bytes 8..263: its fetch of 264..287 is not yet used
        store(src)
        asc_loadunalign(r, ureg, src + 264)  # uses the carried 264..287, which the store overwrote

    for body in (direct, carried):
        with pytest.raises(HazardError, match="asc_mem_bar"):
            _run(body)


def test_asc_load_checks_exactly_the_256_bytes_it_delivers() -> None:
    """Bytes 40..295: in a 300-byte array with 296 written, a clean load; with 280 written, an
    uninitialised read; in a 290-byte array, a read past its end."""
    def body(src: Any) -> list[int]:
        r = vector_uint8_t()
        asc_load(r, src + 40)
        return _bytes(r)

    assert _run(body, nbytes=300, written=296) == [(40 + i) % 251 for i in range(256)]
    with pytest.raises(UninitializedError, match="never written"):
        _run(body, nbytes=300, written=280)
    with pytest.raises(MemoryAccessError, match="past the end"):
        _run(body, nbytes=290)
