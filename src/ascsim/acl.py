"""The host runtime, pyACL style: ``acl.init()``, ``acl.rt.malloc(...)``, ``acl.rt.memcpy(...)`` ...

Like the real runtime, every call returns an error code (0 = ``ACL_SUCCESS``) instead of raising.
Device pointers are plain integers. Host memory is never touched through a raw address: a host
pointer must belong to a registered buffer (``acl.util.numpy_to_ptr`` or ``acl.rt.malloc_host``),
otherwise the call fails with a code.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any, TypeVar

import numpy as np

from . import arch
from .errors import AscError, AscTypeError
from .runtime import check
from .runtime.memory import GM, HOST, MemorySpace
from .runtime.simt import MAX_THREADS_PER_BLOCK, WARP_SIZE
from .spec import acl as _spec
from .spec.acl import (  # noqa: F401  (the codes and enums of acl/acl.h, under the names pyACL programs use)
    ACL_DEV_ATTR_AICORE_CORE_NUM,
    ACL_DEV_ATTR_AICPU_CORE_NUM,
    ACL_DEV_ATTR_CUBE_CORE_NUM,
    ACL_DEV_ATTR_IS_VIRTUAL,
    ACL_DEV_ATTR_L2_CACHE_SIZE,
    ACL_DEV_ATTR_LOCAL_MEM_PER_VECTOR_CORE,
    ACL_DEV_ATTR_MAX_BLOCK_DIM_X,
    ACL_DEV_ATTR_MAX_BLOCK_DIM_Y,
    ACL_DEV_ATTR_MAX_BLOCK_DIM_Z,
    ACL_DEV_ATTR_MAX_BLOCK_PER_GRID,
    ACL_DEV_ATTR_MAX_GRID_DIM_X,
    ACL_DEV_ATTR_MAX_GRID_DIM_Y,
    ACL_DEV_ATTR_MAX_GRID_DIM_Z,
    ACL_DEV_ATTR_MAX_THREAD_PER_VECTOR_CORE,
    ACL_DEV_ATTR_MAX_THREADS_PER_BLOCK,
    ACL_DEV_ATTR_NPU_ARCH,
    ACL_DEV_ATTR_PHY_CHIP_ID,
    ACL_DEV_ATTR_TOTAL_GLOBAL_MEM_SIZE,
    ACL_DEV_ATTR_UBUF_PER_VECTOR_CORE,
    ACL_DEV_ATTR_VECTOR_CORE_NUM,
    ACL_DEV_ATTR_WARP_SIZE,
    ACL_ERROR_BAD_ALLOC,
    ACL_ERROR_INVALID_PARAM,
    ACL_ERROR_REPEAT_INITIALIZE,
    ACL_ERROR_RT_AICORE_EXCEPTION,
    ACL_ERROR_RT_CONTEXT_NULL,
    ACL_ERROR_RT_FEATURE_NOT_SUPPORT,
    ACL_ERROR_RT_MEMORY_ALLOCATION,
    ACL_ERROR_RT_VECTOR_CORE_EXCEPTION,
    ACL_ERROR_UNINITIALIZE,
    ACL_MEM_MALLOC_HUGE_FIRST,
    ACL_MEM_MALLOC_HUGE_FIRST_P2P,
    ACL_MEM_MALLOC_HUGE_ONLY,
    ACL_MEM_MALLOC_HUGE_ONLY_P2P,
    ACL_MEM_MALLOC_NORMAL_ONLY,
    ACL_MEM_MALLOC_NORMAL_ONLY_P2P,
    ACL_MEMCPY_DEVICE_TO_DEVICE,
    ACL_MEMCPY_DEVICE_TO_HOST,
    ACL_MEMCPY_HOST_TO_DEVICE,
    ACL_MEMCPY_HOST_TO_HOST,
    ACL_RT_THREAD_LEVEL,
    ACL_SUCCESS,
    MALLOC_POLICIES,
)

#: Devices the simulator offers (one Ascend 950).
DEVICE_COUNT = 1
#: Device memory (HBM) of the simulated Ascend 950PR: a larger ``aclrtMalloc`` fails with
#: ``ACL_ERROR_RT_MEMORY_ALLOCATION`` as on the card, before the simulator tries to back it.
DEVICE_MEMORY_BYTES = 128 << 30
#: The largest ``aclrtMallocHost`` the simulator backs (host RAM it is willing to use).
HOST_MEMORY_BYTES = 64 << 30


#: What aclrtGetDeviceInfo reports of the selected architecture, by attribute; None: the simulator has
#: no value for it (ACL_ERROR_RT_FEATURE_NOT_SUPPORT): the AI CPUs, the L2 cache, and the identities of
#: a server or cluster it does not model.
_DEVICE_ATTRIBUTES: dict[int, Callable[[arch.Arch], int | None]] = {
    ACL_DEV_ATTR_AICPU_CORE_NUM: lambda chip: None,
    # An AI Core is counted by its cube core (a cube core and its vector cores make one AI Core).
    ACL_DEV_ATTR_AICORE_CORE_NUM: lambda chip: chip.aic_cores,
    ACL_DEV_ATTR_CUBE_CORE_NUM: lambda chip: chip.aic_cores,
    ACL_DEV_ATTR_VECTOR_CORE_NUM: lambda chip: chip.aiv_cores,
    ACL_DEV_ATTR_TOTAL_GLOBAL_MEM_SIZE: lambda chip: DEVICE_MEMORY_BYTES,
    ACL_DEV_ATTR_L2_CACHE_SIZE: lambda chip: None,
    # The one simulated device is its machine's only chip, not a virtual instance.
    ACL_DEV_ATTR_PHY_CHIP_ID: lambda chip: 0,
    ACL_DEV_ATTR_IS_VIRTUAL: lambda chip: 0,
    ACL_DEV_ATTR_NPU_ARCH: lambda chip: chip.macro,
}
#: The SIMT limits: the launch checks' own numbers (only the products of the grid's and of a block's
#: dimensions are limited, so each dimension alone may reach the product's limit); 0 on an
#: architecture without SIMT, as the pages say for products that lack them.
_SIMT_ATTRIBUTES: dict[int, Callable[[arch.Arch], int]] = {
    ACL_DEV_ATTR_WARP_SIZE: lambda chip: WARP_SIZE,
    ACL_DEV_ATTR_MAX_THREAD_PER_VECTOR_CORE: lambda chip: MAX_THREADS_PER_BLOCK,
    ACL_DEV_ATTR_UBUF_PER_VECTOR_CORE: lambda chip: chip.ub_bytes,
    ACL_DEV_ATTR_MAX_GRID_DIM_X: lambda chip: arch.MAX_BLOCKS,
    ACL_DEV_ATTR_MAX_GRID_DIM_Y: lambda chip: arch.MAX_BLOCKS,
    ACL_DEV_ATTR_MAX_GRID_DIM_Z: lambda chip: arch.MAX_BLOCKS,
    ACL_DEV_ATTR_MAX_BLOCK_PER_GRID: lambda chip: arch.MAX_BLOCKS,
    ACL_DEV_ATTR_MAX_THREADS_PER_BLOCK: lambda chip: MAX_THREADS_PER_BLOCK,
    ACL_DEV_ATTR_MAX_BLOCK_DIM_X: lambda chip: MAX_THREADS_PER_BLOCK,
    ACL_DEV_ATTR_MAX_BLOCK_DIM_Y: lambda chip: MAX_THREADS_PER_BLOCK,
    ACL_DEV_ATTR_MAX_BLOCK_DIM_Z: lambda chip: MAX_THREADS_PER_BLOCK,
}
#: The attributes of aclrtDevAttr the simulator knows nothing of (a server's or cluster's identities).
_UNMODELLED_ATTRIBUTES = frozenset(
    value for name, value in vars(_spec).items() if name.startswith("ACL_DEV_ATTR_") and isinstance(value, int)
) - set(_DEVICE_ATTRIBUTES) - set(_SIMT_ATTRIBUTES)
#: The name of each error code, for the messages of aclGetRecentErrMsg.
_CODE_NAMES = {value: name for name, value in vars(_spec).items()
               if name.startswith("ACL_ERROR_") and isinstance(value, int)}


#: The most descriptions of failed calls a thread keeps until aclGetRecentErrMsg reads them.
RECENT_MESSAGES = 64


class _LastErrors(threading.local):
    """The calling thread's runtime errors: the code of its last failed call (aclrtGetLastError) and
    the descriptions of its failures since aclGetRecentErrMsg last read them, newest last."""

    code = ACL_SUCCESS

    def __init__(self) -> None:
        self.messages: list[str] = []


_ERRORS = _LastErrors()

_Call = TypeVar("_Call", bound=Callable[..., Any])


def _noted(c_name: str) -> Callable[[_Call], _Call]:
    """Record a failing code of the ACL function ``c_name`` (its result, or the last item of the
    ``value, code`` pair it returns) as the calling thread's last error, with its description."""

    def wrap(call: _Call) -> _Call:
        @functools.wraps(call)
        def noted(*args: Any, **kwargs: Any) -> Any:
            result = call(*args, **kwargs)
            code = result[-1] if isinstance(result, tuple) else result
            if code != ACL_SUCCESS:
                _ERRORS.code = int(code)
                _ERRORS.messages.append(f"{c_name} failed: {_CODE_NAMES.get(int(code), 'error')} ({int(code)})")
                del _ERRORS.messages[:-RECENT_MESSAGES]  # unread ones pile up, then the oldest are lost
            return result
        return noted  # type: ignore[return-value]
    return wrap


class _State:
    initialized = False
    device: int | None = None
    #: A kernel that stopped (a failed assert) and the synchronisation that has not returned it yet:
    #: (its code, what stopped it).
    kernel_failure: tuple[int, str] | None = None
    #: Host buffers handed out by malloc_host, kept alive until free_host.
    host_buffers: dict[int, np.ndarray] = {}
    #: Live stream handles (create_stream); handles are small integers, never 0.
    streams: set[int] = set()
    next_stream = 0
    #: Live context handles (create_context), never 0.
    contexts: set[int] = set()
    next_context = 0


def kernel_failed(code: int, what: str) -> None:
    """A launch ended with its kernel stopped (``what``): the next synchronisation returns ``code``, as the
    chip's runtime reports a core exception when the host waits for the kernel."""
    if _State.kernel_failure is None:  # the first failure is the one reported
        _State.kernel_failure = (code, what)


def _synchronised(ret: int) -> int:
    """The result of a synchronisation that would return ``ret``: a kernel failure not returned yet wins."""
    if ret != ACL_SUCCESS or _State.kernel_failure is None:
        return ret
    code, what = _State.kernel_failure
    _State.kernel_failure = None
    _ERRORS.messages.append(what)
    return code


def _ready(need_device: bool = True) -> int:
    if not _State.initialized:
        return ACL_ERROR_UNINITIALIZE
    if need_device and _State.device is None:
        return ACL_ERROR_RT_CONTEXT_NULL
    return ACL_SUCCESS


def _is_int(x: Any) -> bool:
    return isinstance(x, (int, np.integer)) and not isinstance(x, bool)


@_noted("aclInit")
def init(config_path: str | None = None) -> int:
    """``aclError aclInit(const char* configPath)``."""
    if _State.initialized:
        return ACL_ERROR_REPEAT_INITIALIZE
    _State.initialized = True
    return ACL_SUCCESS


@_noted("aclFinalize")
def finalize() -> int:
    """``aclError aclFinalize()``: also notes device memory that was never freed."""
    if not _State.initialized:
        return ACL_ERROR_UNINITIALIZE
    if _State.kernel_failure is not None and check.CHECKER.mode != "off":
        check.emit(f"note: a kernel stopped and no synchronisation returned its error: {_State.kernel_failure[1]}")
    _State.kernel_failure = None
    leaks = GM.live()
    if leaks and check.CHECKER.mode != "off":
        total = sum(a.size for a in leaks)
        check.emit(f"note: {len(leaks)} device allocation(s), {total} bytes, never freed with aclrtFree: "
                   + "; ".join(a.describe() for a in leaks[:4]))
    _State.initialized = False
    _State.device = None
    GM.reset()
    return ACL_SUCCESS


def get_recent_err_msg() -> str | None:
    """``const char* aclGetRecentErrMsg()`` as ``msg = acl.get_recent_err_msg()``: the descriptions of
    the calling thread's failed calls since it last asked, newest first, which it forgets; None when
    none failed."""
    if not _ERRORS.messages:
        return None
    text = "\n".join(reversed(_ERRORS.messages))
    _ERRORS.messages.clear()
    return text


class _Rt:
    """``acl.rt``: devices, memory and copies."""

    @staticmethod
    @_noted("aclrtSetDevice")
    def set_device(device_id: int) -> int:
        """``aclError aclrtSetDevice(int32_t deviceId)``."""
        if not _State.initialized:
            return ACL_ERROR_UNINITIALIZE
        if not _is_int(device_id) or not 0 <= device_id < DEVICE_COUNT:
            return ACL_ERROR_INVALID_PARAM
        _State.device = int(device_id)
        return ACL_SUCCESS

    @staticmethod
    @_noted("aclrtResetDevice")
    def reset_device(device_id: int) -> int:
        """``aclError aclrtResetDevice(int32_t deviceId)``."""
        if not _State.initialized:
            return ACL_ERROR_UNINITIALIZE
        if not _is_int(device_id) or device_id != _State.device:
            return ACL_ERROR_INVALID_PARAM
        _State.device = None
        return ACL_SUCCESS

    @staticmethod
    @_noted("aclrtSynchronizeDevice")
    def synchronize_device() -> int:
        """``aclError aclrtSynchronizeDevice()``: kernels run to completion at launch here; a kernel that
        stopped since the last synchronisation makes it return the core's exception code."""
        return _synchronised(_ready())

    @staticmethod
    @_noted("aclrtGetDeviceCount")
    def get_device_count() -> tuple[int, int]:
        """``aclError aclrtGetDeviceCount(uint32_t* count)`` as ``count, ret = acl.rt.get_device_count()``."""
        ret = _ready(need_device=False)
        return (0, ret) if ret else (DEVICE_COUNT, ACL_SUCCESS)

    @staticmethod
    @_noted("aclrtGetDeviceInfo")
    def get_device_info(device_id: int, attr: int) -> tuple[int, int]:
        """``aclError aclrtGetDeviceInfo(uint32_t deviceId, aclrtDevAttr attr, int64_t* value)`` as
        ``value, ret = acl.rt.get_device_info(device_id, attr)``: the selected architecture's value."""
        ret = _ready(need_device=False)
        if ret:
            return 0, ret
        if not (_is_int(device_id) and 0 <= device_id < DEVICE_COUNT and _is_int(attr)):
            return 0, ACL_ERROR_INVALID_PARAM
        chip = arch.current()
        if attr in _SIMT_ATTRIBUTES:
            return (_SIMT_ATTRIBUTES[attr](chip) if chip.simt else 0), ACL_SUCCESS
        if attr not in _DEVICE_ATTRIBUTES and attr not in _UNMODELLED_ATTRIBUTES:
            return 0, ACL_ERROR_INVALID_PARAM  # not a member of aclrtDevAttr
        value = _DEVICE_ATTRIBUTES[attr](chip) if attr in _DEVICE_ATTRIBUTES else None
        return (0, ACL_ERROR_RT_FEATURE_NOT_SUPPORT) if value is None else (value, ACL_SUCCESS)

    @staticmethod
    def get_last_error(level: int = ACL_RT_THREAD_LEVEL) -> int:
        """``aclError aclrtGetLastError(aclrtLastErrLevel level)``: the code of the calling thread's last
        failed call, which it forgets (ACL_SUCCESS until another call fails)."""
        if level != ACL_RT_THREAD_LEVEL:
            return ACL_ERROR_INVALID_PARAM
        code, _ERRORS.code = _ERRORS.code, ACL_SUCCESS
        return code

    @staticmethod
    def peek_at_last_error(level: int = ACL_RT_THREAD_LEVEL) -> int:
        """``aclError aclrtPeekAtLastError(aclrtLastErrLevel level)``: as aclrtGetLastError, but the code stays."""
        return ACL_ERROR_INVALID_PARAM if level != ACL_RT_THREAD_LEVEL else _ERRORS.code

    @staticmethod
    @_noted("aclrtMalloc")
    def malloc(size: int, policy: int = ACL_MEM_MALLOC_HUGE_FIRST) -> tuple[int, int]:
        """``aclError aclrtMalloc(void** devPtr, size_t size, aclrtMemMallocPolicy policy)`` as
        ``ptr, ret = acl.rt.malloc(size, policy)``; the pointer is 64-byte aligned."""
        ret = _ready()
        if ret:
            return 0, ret
        if not _is_int(size) or size <= 0 or policy not in MALLOC_POLICIES:
            return 0, ACL_ERROR_INVALID_PARAM
        if size > DEVICE_MEMORY_BYTES:
            return 0, ACL_ERROR_RT_MEMORY_ALLOCATION
        try:
            return GM.alloc(int(size)), ACL_SUCCESS
        except MemoryError:  # the machine running the simulator cannot back it
            return 0, ACL_ERROR_RT_MEMORY_ALLOCATION

    @staticmethod
    @_noted("aclrtFree")
    def free(ptr: int) -> int:
        """``aclError aclrtFree(void* devPtr)``."""
        ret = _ready()
        if ret:
            return ret
        return ACL_SUCCESS if _is_int(ptr) and GM.free(int(ptr)) else ACL_ERROR_INVALID_PARAM

    @staticmethod
    @_noted("aclrtMallocHost")
    def malloc_host(size: int) -> tuple[int, int]:
        """``aclError aclrtMallocHost(void** hostPtr, size_t size)`` as ``ptr, ret = acl.rt.malloc_host(size)``."""
        ret = _Rt.host_alloc_status(size)
        if ret:
            return 0, ret
        try:
            buf = np.zeros(int(size), np.uint8)
        except MemoryError:
            return 0, ACL_ERROR_RT_MEMORY_ALLOCATION
        addr = HOST.register(buf, f"aclrtMallocHost({size})")
        _State.host_buffers[addr] = buf
        return addr, ACL_SUCCESS

    @staticmethod
    def host_alloc_status(size: int | None) -> int:
        """The code ``aclrtMallocHost`` of ``size`` bytes returns before it allocates (``None``: only
        whether the runtime is ready, as ``aclrtFreeHost`` checks first)."""
        ret = _ready(need_device=False)
        if ret or size is None:
            return ret
        if not _is_int(size) or size <= 0:
            return ACL_ERROR_INVALID_PARAM
        return ACL_ERROR_RT_MEMORY_ALLOCATION if size > HOST_MEMORY_BYTES else ACL_SUCCESS

    @staticmethod
    @_noted("aclrtFreeHost")
    def free_host(ptr: int) -> int:
        """``aclError aclrtFreeHost(void* hostPtr)``."""
        ret = _Rt.host_alloc_status(None)
        if ret:
            return ret
        if not _is_int(ptr) or _State.host_buffers.pop(int(ptr), None) is None:
            return ACL_ERROR_INVALID_PARAM
        HOST.unregister(int(ptr))
        return ACL_SUCCESS

    @staticmethod
    @_noted("aclrtMemcpy")
    def memcpy(dst: int, dest_max: int, src: int, count: int, kind: int) -> int:
        """``aclError aclrtMemcpy(void* dst, size_t destMax, const void* src, size_t count,
        aclrtMemcpyKind kind)``: nothing is copied unless every check passes."""
        ret = _ready(need_device=kind != ACL_MEMCPY_HOST_TO_HOST)
        if ret:
            return ret
        spaces: dict[int, tuple[MemorySpace, MemorySpace]] = {
            ACL_MEMCPY_HOST_TO_HOST: (HOST, HOST),
            ACL_MEMCPY_HOST_TO_DEVICE: (GM, HOST),
            ACL_MEMCPY_DEVICE_TO_HOST: (HOST, GM),
            ACL_MEMCPY_DEVICE_TO_DEVICE: (GM, GM),
        }
        if not (_is_int(dst) and _is_int(src) and _is_int(count) and _is_int(dest_max)) or kind not in spaces:
            return ACL_ERROR_INVALID_PARAM
        if count <= 0 or count > dest_max or dst == 0 or src == 0:
            return ACL_ERROR_INVALID_PARAM
        dst_space, src_space = spaces[kind]
        try:
            dst_space.locate(int(dst), int(count), "aclrtMemcpy dst")
            src_space.locate(int(src), int(count), "aclrtMemcpy src")
        except AscError:
            return ACL_ERROR_INVALID_PARAM
        # Reading device bytes nothing ever wrote (a kernel that left part of its output alone) is a
        # finding like any uninitialised read; the copy itself goes ahead as on the chip.
        data = src_space.read(int(src), int(count), "aclrtMemcpy from device memory").copy()
        dst_space.write(int(dst), data, "aclrtMemcpy")
        return ACL_SUCCESS

    @staticmethod
    @_noted("aclrtMemcpyAsync")
    def memcpy_async(dst: int, dest_max: int, src: int, count: int, kind: int, stream: int) -> int:
        """``aclError aclrtMemcpyAsync(void* dst, size_t destMax, const void* src, size_t count,
        aclrtMemcpyKind kind, aclrtStream stream)``: checked as ``aclrtMemcpy`` and done at once
        (work on a stream is complete when it is queued)."""
        ret = _ready()
        if ret:
            return ret
        if stream != 0 and stream not in _State.streams:
            return ACL_ERROR_INVALID_PARAM
        # The copy's own failure is this call's (one record, under this call's name).
        return _Rt.memcpy.__wrapped__(dst, dest_max, src, count, kind)  # type: ignore[attr-defined]

    @staticmethod
    @_noted("aclrtMemset")
    def memset(dev_ptr: int, max_count: int, value: int, count: int) -> int:
        """``aclError aclrtMemset(void* devPtr, size_t maxCount, int32_t value, size_t count)``: the
        first ``count`` bytes become ``value`` (its low byte); device memory or registered host memory."""
        ret = _ready()
        if ret:
            return ret
        if not (_is_int(dev_ptr) and _is_int(max_count) and _is_int(value) and _is_int(count)):
            return ACL_ERROR_INVALID_PARAM
        if count <= 0 or count > max_count or dev_ptr == 0:
            return ACL_ERROR_INVALID_PARAM
        space = GM if int(dev_ptr) >= GM.BASE else HOST
        try:
            space.locate(int(dev_ptr), int(count), "aclrtMemset")
        except AscError:
            return ACL_ERROR_INVALID_PARAM
        space.write(int(dev_ptr), np.full(int(count), int(value) & 0xFF, np.uint8), "aclrtMemset")
        return ACL_SUCCESS

    @staticmethod
    @_noted("aclrtCreateContext")
    def create_context(device_id: int) -> tuple[int, int]:
        """``aclError aclrtCreateContext(aclrtContext* context, int32_t deviceId)`` as
        ``context, ret = acl.rt.create_context(device_id)``; the device becomes the current one."""
        ret = _ready(need_device=False)
        if ret:
            return 0, ret
        if not _is_int(device_id) or not 0 <= device_id < DEVICE_COUNT:
            return 0, ACL_ERROR_INVALID_PARAM
        _State.device = int(device_id)
        _State.next_context += 1
        _State.contexts.add(_State.next_context)
        return _State.next_context, ACL_SUCCESS

    @staticmethod
    @_noted("aclrtDestroyContext")
    def destroy_context(context: int) -> int:
        """``aclError aclrtDestroyContext(aclrtContext context)``."""
        ret = _ready(need_device=False)
        if ret:
            return ret
        if context not in _State.contexts:
            return ACL_ERROR_INVALID_PARAM
        _State.contexts.discard(context)
        return ACL_SUCCESS

    @staticmethod
    @_noted("aclrtCreateStream")
    def create_stream() -> tuple[int, int]:
        """``aclError aclrtCreateStream(aclrtStream* stream)`` as ``stream, ret = acl.rt.create_stream()``.

        Kernels run to completion at launch, so a stream is only a handle."""
        ret = _ready()
        if ret:
            return 0, ret
        _State.next_stream += 1
        _State.streams.add(_State.next_stream)
        return _State.next_stream, ACL_SUCCESS

    @staticmethod
    @_noted("aclrtDestroyStream")
    def destroy_stream(stream: int) -> int:
        """``aclError aclrtDestroyStream(aclrtStream stream)``."""
        ret = _ready()
        if ret:
            return ret
        if stream not in _State.streams:
            return ACL_ERROR_INVALID_PARAM
        _State.streams.discard(stream)
        return ACL_SUCCESS

    @staticmethod
    @_noted("aclrtSynchronizeStream")
    def synchronize_stream(stream: int) -> int:
        """``aclError aclrtSynchronizeStream(aclrtStream stream)``: work on a stream is already done; a kernel
        that stopped since the last synchronisation makes it return the core's exception code."""
        ret = _ready()
        if ret:
            return ret
        return _synchronised(ACL_SUCCESS) if stream in _State.streams else ACL_ERROR_INVALID_PARAM


class _Util:
    """``acl.util``: numpy arrays as host pointers."""

    @staticmethod
    def numpy_to_ptr(arr: np.ndarray) -> int:
        """The host address of ``arr`` (C-contiguous); the array becomes usable by ``acl.rt.memcpy``."""
        if not isinstance(arr, np.ndarray):
            raise AscTypeError(f"acl.util.numpy_to_ptr takes a numpy array (for example np.asarray(data, "
                               f"dtype=np.float32)); got {type(arr).__name__}")
        return HOST.register(arr, f"numpy array {arr.dtype}{list(arr.shape)}")

    @staticmethod
    def ptr_to_numpy(ptr: int, shape: Any, dtype: Any) -> np.ndarray:
        """A numpy view of ``shape`` and ``dtype`` on registered host memory at ``ptr``."""
        dt = np.dtype(dtype)
        shp = tuple(shape) if isinstance(shape, (tuple, list)) else (int(shape),)
        nbytes = int(np.prod(shp, dtype=np.int64)) * dt.itemsize
        return HOST.view(int(ptr), nbytes, "acl.util.ptr_to_numpy").view(dt).reshape(shp)


rt = _Rt()
util = _Util()

#: The C spelling of the same calls, for programs that prefer it.
c_names = SimpleNamespace(
    aclInit=init, aclFinalize=finalize, aclrtSetDevice=rt.set_device, aclrtResetDevice=rt.reset_device,
    aclrtSynchronizeDevice=rt.synchronize_device, aclrtMalloc=rt.malloc, aclrtFree=rt.free,
    aclrtMallocHost=rt.malloc_host, aclrtFreeHost=rt.free_host, aclrtMemcpy=rt.memcpy,
    aclrtMemcpyAsync=rt.memcpy_async, aclrtMemset=rt.memset, aclrtCreateContext=rt.create_context,
    aclrtDestroyContext=rt.destroy_context, aclrtGetDeviceCount=rt.get_device_count,
    aclrtGetDeviceInfo=rt.get_device_info, aclrtGetLastError=rt.get_last_error,
    aclrtPeekAtLastError=rt.peek_at_last_error, aclGetRecentErrMsg=get_recent_err_msg,
)
