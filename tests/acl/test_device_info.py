"""aclrtGetDeviceInfo, aclrtGetDeviceCount and the thread's last error (aclrtGetLastError,
aclrtPeekAtLastError, aclGetRecentErrMsg), pyACL style. Expected values are the pages' enum values
and the chip facts the pages and the architecture tables state, written out here."""

from __future__ import annotations

import threading

import pytest

from ascsim import acl, npu_arch

pytestmark = pytest.mark.usefixtures("acl_clean")

OK, INVALID, UNINIT, NOT_SUPPORTED = 0, 100000, 100001, 207000


@pytest.fixture(autouse=True)
def _no_earlier_errors(acl_clean: None) -> None:
    """Each test starts with this thread's error record empty (the fixtures' aclFinalize may fail)."""
    acl.rt.get_last_error(acl.ACL_RT_THREAD_LEVEL)
    acl.get_recent_err_msg()


def test_attribute_and_level_values_are_the_pages() -> None:
    assert (acl.ACL_DEV_ATTR_AICPU_CORE_NUM, acl.ACL_DEV_ATTR_AICORE_CORE_NUM, acl.ACL_DEV_ATTR_CUBE_CORE_NUM,
            acl.ACL_DEV_ATTR_VECTOR_CORE_NUM, acl.ACL_DEV_ATTR_WARP_SIZE) == (1, 101, 102, 201, 202)
    assert (acl.ACL_DEV_ATTR_MAX_THREAD_PER_VECTOR_CORE, acl.ACL_DEV_ATTR_UBUF_PER_VECTOR_CORE,
            acl.ACL_DEV_ATTR_LOCAL_MEM_PER_VECTOR_CORE) == (203, 204, 204)
    assert (acl.ACL_DEV_ATTR_MAX_GRID_DIM_X, acl.ACL_DEV_ATTR_MAX_BLOCK_DIM_Z) == (205, 212)
    assert (acl.ACL_DEV_ATTR_TOTAL_GLOBAL_MEM_SIZE, acl.ACL_DEV_ATTR_NPU_ARCH) == (301, 601)
    assert acl.ACL_RT_THREAD_LEVEL == 0
    assert acl.ACL_ERROR_RT_FEATURE_NOT_SUPPORT == NOT_SUPPORTED


@pytest.mark.parametrize(("attr", "value"), [
    (201, 72),            # vector cores of an Ascend 950
    (101, 36),            # AI Cores, counted by their cube cores
    (102, 36),
    (202, 32),            # threads of a warp
    (203, 2048),
    (204, 256 * 1024),    # the Unified Buffer of a vector core
    (205, 65535), (206, 65535), (207, 65535), (208, 65535),
    (209, 2048), (210, 2048), (211, 2048), (212, 2048),
    (301, 128 << 30),
    (402, 0),
    (501, 0),             # not a virtual instance
    (601, 3510),
])
def test_device_info_of_the_ascend_950(attr: int, value: int) -> None:
    assert acl.init() == OK
    assert acl.rt.get_device_info(0, attr) == (value, OK)


def test_device_info_of_dav_2201_has_its_cores_and_no_simt_limits() -> None:
    assert acl.init() == OK
    with npu_arch("dav-2201"):
        assert acl.rt.get_device_info(0, 201) == (50, OK)
        assert acl.rt.get_device_info(0, 101) == (25, OK)
        # The SIMT attributes read 0 on products without SIMT, as the page says.
        assert acl.rt.get_device_info(0, 202) == (0, OK)
        assert acl.rt.get_device_info(0, 209) == (0, OK)
        assert acl.rt.get_device_info(0, 601) == (2201, OK)


def test_device_info_failures() -> None:
    assert acl.rt.get_device_info(0, 201) == (0, UNINIT)
    assert acl.init() == OK
    assert acl.rt.get_device_info(1, 201)[1] == INVALID  # one device: 0
    assert acl.rt.get_device_info(-1, 201)[1] == INVALID
    assert acl.rt.get_device_info(0, 203_000)[1] == INVALID  # not an aclrtDevAttr
    assert acl.rt.get_device_info(0, 1)[1] == NOT_SUPPORTED  # the AI CPUs are not modelled
    assert acl.rt.get_device_info(0, 302)[1] == NOT_SUPPORTED


def test_device_count() -> None:
    assert acl.rt.get_device_count() == (0, UNINIT)
    assert acl.init() == OK
    assert acl.rt.get_device_count() == (1, OK)


def test_get_last_error_returns_the_last_failure_once_and_peek_keeps_it() -> None:
    assert acl.rt.get_last_error(0) == OK
    assert acl.rt.set_device(0) == UNINIT
    assert acl.init() == OK
    assert acl.rt.set_device(7) == INVALID
    assert acl.rt.set_device(0) == OK  # a success leaves the last failure in place
    assert acl.rt.peek_at_last_error(0) == INVALID
    assert acl.rt.peek_at_last_error(0) == INVALID
    assert acl.rt.get_last_error(0) == INVALID
    assert acl.rt.get_last_error(0) == OK
    assert acl.rt.peek_at_last_error(0) == OK


def test_an_unknown_level_is_an_invalid_parameter() -> None:
    assert acl.rt.set_device(0) == UNINIT
    assert acl.rt.get_last_error(1) == INVALID
    assert acl.rt.peek_at_last_error(1) == INVALID
    assert acl.rt.get_last_error(0) == UNINIT  # the record is untouched by the refused calls


def test_recent_messages_newest_first_then_cleared() -> None:
    assert acl.get_recent_err_msg() is None
    assert acl.rt.malloc(64)[1] == UNINIT
    assert acl.init() == OK
    assert acl.rt.set_device(3) == INVALID
    msg = acl.get_recent_err_msg()
    assert msg is not None
    first, second = msg.splitlines()
    assert "aclrtSetDevice" in first and "ACL_ERROR_INVALID_PARAM" in first and "100000" in first
    assert "aclrtMalloc" in second and "ACL_ERROR_UNINITIALIZE" in second
    assert acl.get_recent_err_msg() is None


def test_a_failed_async_copy_is_recorded_once_under_its_own_name() -> None:
    assert acl.init() == OK
    assert acl.rt.set_device(0) == OK
    assert acl.rt.memcpy_async(0, 16, 0, 16, 1, 0) == INVALID
    assert acl.get_recent_err_msg() == "aclrtMemcpyAsync failed: ACL_ERROR_INVALID_PARAM (100000)"


def test_errors_are_per_thread() -> None:
    assert acl.rt.set_device(0) == UNINIT
    seen: list[int] = []

    def other() -> None:
        seen.append(acl.rt.get_last_error(0))
        assert acl.rt.free(0) == UNINIT
        seen.append(acl.rt.peek_at_last_error(0))

    worker = threading.Thread(target=other)
    worker.start()
    worker.join()
    assert seen == [OK, UNINIT]
    assert acl.rt.get_last_error(0) == UNINIT
    assert acl.rt.get_last_error(0) == OK


def test_unread_messages_keep_the_newest() -> None:
    for _ in range(acl.RECENT_MESSAGES + 5):
        assert acl.rt.set_device(0) == UNINIT
    assert acl.init() == OK
    assert acl.rt.set_device(2) == INVALID
    msg = acl.get_recent_err_msg()
    assert msg is not None
    lines = msg.splitlines()
    assert len(lines) == acl.RECENT_MESSAGES
    assert "ACL_ERROR_INVALID_PARAM" in lines[0]  # the newest, first
