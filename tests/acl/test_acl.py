"""The pyACL-style host API: return codes, never exceptions; failed copies copy nothing."""

import numpy as np
import pytest

from ascsim import acl

#: Every finding (uninitialised read, race, unpaired sync) is an error in these tests.
pytestmark = pytest.mark.usefixtures("strict_checks")

OK = 0
INVALID = 100000
UNINIT = 100001
REPEAT = 100002
H2H, H2D, D2H, D2D = 0, 1, 2, 3

pytestmark = pytest.mark.usefixtures("acl_clean")


def test_codes_and_kinds_have_the_documented_values() -> None:
    assert (acl.ACL_SUCCESS, acl.ACL_ERROR_INVALID_PARAM, acl.ACL_ERROR_UNINITIALIZE,
            acl.ACL_ERROR_REPEAT_INITIALIZE) == (OK, INVALID, UNINIT, REPEAT)
    assert (acl.ACL_MEMCPY_HOST_TO_HOST, acl.ACL_MEMCPY_HOST_TO_DEVICE, acl.ACL_MEMCPY_DEVICE_TO_HOST,
            acl.ACL_MEMCPY_DEVICE_TO_DEVICE) == (H2H, H2D, D2H, D2D)


def test_init_twice_and_finalize_twice() -> None:
    assert acl.init() == OK
    assert acl.init() == REPEAT
    assert acl.finalize() == OK
    assert acl.finalize() == UNINIT
    assert acl.init() == OK  # a finalized runtime can start again


def test_every_call_before_init_says_uninitialised() -> None:
    host = np.zeros(16, np.uint8)
    hp = acl.util.numpy_to_ptr(host)
    assert acl.rt.set_device(0) == UNINIT
    assert acl.rt.reset_device(0) == UNINIT
    assert acl.rt.synchronize_device() == UNINIT
    assert acl.rt.malloc(64, acl.ACL_MEM_MALLOC_HUGE_FIRST)[1] == UNINIT
    assert acl.rt.free(0x1000) == UNINIT
    assert acl.rt.malloc_host(64)[1] == UNINIT
    assert acl.rt.free_host(hp) == UNINIT
    for kind in (H2H, H2D, D2H, D2D):
        assert acl.rt.memcpy(hp, 16, hp, 16, kind) == UNINIT
    assert acl.finalize() == UNINIT


@pytest.fixture
def dev() -> None:
    assert acl.init() == OK
    assert acl.rt.set_device(0) == OK


def malloc(size: int) -> int:
    ptr, ret = acl.rt.malloc(size, acl.ACL_MEM_MALLOC_HUGE_FIRST)
    assert ret == OK
    return ptr


def upload(data: np.ndarray) -> int:
    ptr = malloc(data.nbytes)
    assert acl.rt.memcpy(ptr, data.nbytes, acl.util.numpy_to_ptr(data), data.nbytes, H2D) == OK
    return ptr


def download(ptr: int, nbytes: int) -> np.ndarray:
    out = np.zeros(nbytes, np.uint8)
    assert acl.rt.memcpy(acl.util.numpy_to_ptr(out), nbytes, ptr, nbytes, D2H) == OK
    return out


def test_set_device_ids(dev) -> None:
    for bad in (1, -1, "0", 0.0, None):
        assert acl.rt.set_device(bad) != OK  # type: ignore[arg-type]
    assert acl.rt.synchronize_device() == OK
    assert acl.rt.reset_device(0) == OK
    assert acl.rt.reset_device(0) != OK  # no device is set any more


def test_malloc_alignment_and_bad_requests(dev) -> None:
    ptrs = [malloc(n) for n in (1, 63, 64, 100, 4096)]
    assert all(p % 64 == 0 and p != 0 for p in ptrs)
    assert len(set(ptrs)) == len(ptrs)
    for size, policy in ((0, 0), (-8, 0), (1.5, 0), (None, 0), (64, 99)):
        ptr, ret = acl.rt.malloc(size, policy)  # type: ignore[arg-type]
        assert ret != OK and ptr == 0


def test_memcpy_before_set_device_fails(acl_clean) -> None:
    assert acl.init() == OK
    host = np.arange(8, dtype=np.uint8)
    assert acl.rt.malloc(8, 0)[1] != OK
    assert acl.rt.memcpy(0x1000, 8, acl.util.numpy_to_ptr(host), 8, H2D) != OK


def test_memcpy_round_trips(dev) -> None:
    data = np.random.default_rng(1).integers(0, 256, 300, dtype=np.uint8)
    a = upload(data)
    b = malloc(300)
    assert acl.rt.memcpy(b, 300, a, 300, D2D) == OK
    np.testing.assert_array_equal(download(b, 300), data)
    # into the middle of an allocation, with destMax larger than count
    assert acl.rt.memcpy(b + 100, 200, acl.util.numpy_to_ptr(np.full(50, 7, np.uint8)), 50, H2D) == OK
    expected = data.copy()
    expected[100:150] = 7
    np.testing.assert_array_equal(download(b, 300), expected)
    # host to host
    src, dst = np.arange(10, dtype=np.int32), np.zeros(10, np.int32)
    assert acl.rt.memcpy(acl.util.numpy_to_ptr(dst), 40, acl.util.numpy_to_ptr(src), 40, H2H) == OK
    np.testing.assert_array_equal(dst, src)


def test_malloc_host_buffers(dev) -> None:
    hp, ret = acl.rt.malloc_host(32)
    assert ret == OK and hp != 0
    view = acl.util.ptr_to_numpy(hp, (8,), np.uint32)
    view[:] = np.arange(8, dtype=np.uint32) * 11
    d = malloc(32)
    assert acl.rt.memcpy(d, 32, hp, 32, H2D) == OK
    np.testing.assert_array_equal(download(d, 32).view(np.uint32), np.arange(8, dtype=np.uint32) * 11)
    assert acl.rt.free_host(hp) == OK
    assert acl.rt.free_host(hp) != OK
    assert acl.rt.memcpy(d, 32, hp, 32, H2D) != OK  # freed host buffer
    assert acl.rt.malloc_host(0)[1] != OK


def test_free_rules(dev) -> None:
    p = malloc(128)
    assert acl.rt.free(p + 1) != OK  # not the start of an allocation
    assert acl.rt.free(0) != OK
    assert acl.rt.free(0x42) != OK
    assert acl.rt.free(p) == OK
    assert acl.rt.free(p) != OK


SENTINEL = 0x5C


@pytest.fixture
def buffers(dev):
    """A 64-byte device buffer and a 64-byte host buffer, both filled with a sentinel."""
    d = upload(np.full(64, SENTINEL, np.uint8))
    h = np.full(64, SENTINEL, np.uint8)
    return d, h, acl.util.numpy_to_ptr(h)


def assert_untouched(d: int, h: np.ndarray) -> None:
    assert h.tolist() == [SENTINEL] * 64
    assert download(d, 64).tolist() == [SENTINEL] * 64


def test_memcpy_count_zero(buffers) -> None:
    d, h, hp = buffers
    src = acl.util.numpy_to_ptr(np.zeros(64, np.uint8))
    assert acl.rt.memcpy(d, 64, src, 0, H2D) != OK
    assert acl.rt.memcpy(hp, 64, d, 0, D2H) != OK
    assert_untouched(d, h)


def test_memcpy_null_pointers(buffers) -> None:
    d, h, hp = buffers
    assert acl.rt.memcpy(0, 64, hp, 64, H2D) != OK
    assert acl.rt.memcpy(d, 64, 0, 64, H2D) != OK
    assert acl.rt.memcpy(hp, 64, 0, 64, D2H) != OK
    assert acl.rt.memcpy(0, 64, d, 64, D2H) != OK
    assert_untouched(d, h)


def test_memcpy_count_above_dest_max(buffers) -> None:
    d, h, hp = buffers
    src = np.zeros(64, np.uint8)
    assert acl.rt.memcpy(d, 32, acl.util.numpy_to_ptr(src), 64, H2D) != OK
    assert acl.rt.memcpy(hp, 16, d, 32, D2H) != OK
    assert_untouched(d, h)


def test_memcpy_freed_device_pointer(buffers) -> None:
    d, h, hp = buffers
    gone = upload(np.zeros(64, np.uint8))
    assert acl.rt.free(gone) == OK
    assert acl.rt.memcpy(gone, 64, hp, 64, H2D) != OK
    assert acl.rt.memcpy(hp, 64, gone, 64, D2H) != OK
    assert acl.rt.memcpy(d, 64, gone, 64, D2D) != OK
    assert_untouched(d, h)


def test_memcpy_unknown_host_address(buffers) -> None:
    d, h, hp = buffers
    stranger = np.zeros(64, np.uint8)  # never registered: its address must not be dereferenced
    addr = int(stranger.ctypes.data)
    assert acl.rt.memcpy(d, 64, addr, 64, H2D) != OK
    assert acl.rt.memcpy(addr, 64, d, 64, D2H) != OK
    assert acl.rt.memcpy(addr, 64, hp, 64, H2H) != OK
    assert acl.rt.memcpy(hp, 64, 0x7777, 64, H2H) != OK
    assert_untouched(d, h)
    assert not stranger.any()


@pytest.mark.parametrize("kind", [4, -1, 7, "1", None])
def test_memcpy_bad_kind(buffers, kind) -> None:
    d, h, hp = buffers
    src = acl.util.numpy_to_ptr(np.zeros(64, np.uint8))
    assert acl.rt.memcpy(d, 64, src, 64, kind) != OK
    assert_untouched(d, h)


def test_memcpy_past_the_end_of_an_allocation(buffers) -> None:
    d, h, hp = buffers
    big = np.zeros(128, np.uint8)
    assert acl.rt.memcpy(d, 128, acl.util.numpy_to_ptr(big), 128, H2D) != OK
    assert acl.rt.memcpy(d + 48, 32, acl.util.numpy_to_ptr(big), 32, H2D) != OK
    assert acl.rt.memcpy(hp, 64, d + 8, 64, D2H) != OK
    assert acl.rt.memcpy(acl.util.numpy_to_ptr(big), 128, d, 128, D2H) != OK
    assert_untouched(d, h)
    assert not big.any()


def test_memcpy_kind_that_contradicts_the_pointers(buffers) -> None:
    d, h, hp = buffers
    other = upload(np.zeros(64, np.uint8))
    assert acl.rt.memcpy(hp, 64, other, 64, H2D) != OK  # dst is a host address
    assert acl.rt.memcpy(d, 64, other, 64, D2H) != OK  # dst is a device address
    assert acl.rt.memcpy(d, 64, other, 64, H2H) != OK
    assert_untouched(d, h)


def test_memcpy_non_integer_arguments(buffers) -> None:
    d, h, hp = buffers
    src = acl.util.numpy_to_ptr(np.zeros(64, np.uint8))
    for args in ((d, 64, src, 64.0), (d, "64", src, 64), (float(d), 64, src, 64), (d, 64, None, 64)):
        assert acl.rt.memcpy(*args, H2D) != OK  # type: ignore[call-arg]
    assert_untouched(d, h)


def test_pointer_views_of_host_memory(dev) -> None:
    arr = np.arange(12, dtype=np.float32)
    ptr = acl.util.numpy_to_ptr(arr)
    view = acl.util.ptr_to_numpy(ptr, (3, 4), np.float32)
    np.testing.assert_array_equal(view, arr.reshape(3, 4))
    view[0, 0] = 42.0
    assert arr[0] == 42.0  # a view, not a copy


def test_finalize_forgets_device_memory(dev) -> None:
    d = upload(np.full(16, 3, np.uint8))
    assert acl.finalize() == OK
    assert acl.init() == OK and acl.rt.set_device(0) == OK
    host = np.zeros(16, np.uint8)
    ret = acl.rt.memcpy(acl.util.numpy_to_ptr(host), 16, d, 16, D2H)
    if ret == OK:  # the address may be handed out again only to a new allocation
        pytest.fail("device memory from before aclFinalize is still readable")
    assert not host.any()


def test_c_spellings() -> None:
    names = acl.c_names
    assert names.aclInit is acl.init and names.aclFinalize is acl.finalize
    assert names.aclrtMemcpy is acl.rt.memcpy and names.aclrtMalloc is acl.rt.malloc
    assert names.aclrtFree is acl.rt.free and names.aclrtSetDevice is acl.rt.set_device


@pytest.mark.parametrize("view_first", [False, True])
def test_host_views_and_their_base_are_both_usable(dev, view_first: bool) -> None:
    """Registering a slice of a registered array (or the array after a slice) keeps every byte reachable."""
    base = np.arange(100, dtype=np.uint8)
    if view_first:
        pm = acl.util.numpy_to_ptr(base[10:20])
        pb = acl.util.numpy_to_ptr(base)
    else:
        pb = acl.util.numpy_to_ptr(base)
        pm = acl.util.numpy_to_ptr(base[10:20])
    assert pm == pb + 10
    d = malloc(100)
    assert acl.rt.memcpy(d, 100, pb, 100, H2D) == OK
    assert acl.rt.memcpy(d, 50, pb + 50, 50, H2D) == OK  # the tail, past the slice
    assert acl.rt.memcpy(d + 90, 10, pm, 10, H2D) == OK
    expected = np.concatenate([np.arange(50, 100), np.arange(50, 90), np.arange(10, 20)]).astype(np.uint8)
    np.testing.assert_array_equal(download(d, 100), expected)
    np.testing.assert_array_equal(acl.util.ptr_to_numpy(pb + 60, (4,), np.uint8), [60, 61, 62, 63])
