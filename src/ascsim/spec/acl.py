"""``acl/acl.h``: the host runtime's types, codes, enums and functions, as data.

:mod:`ascsim.acl` implements the functions (pyACL style); :mod:`ascsim.spec.gen` writes the header C
programs include from this module: the codes and enums by their prefixes, the typedefs and the
declarations below.
"""

from __future__ import annotations

ACL_SUCCESS = 0
ACL_ERROR_INVALID_PARAM = 100000
ACL_ERROR_UNINITIALIZE = 100001
ACL_ERROR_REPEAT_INITIALIZE = 100002
ACL_ERROR_BAD_ALLOC = 200000
ACL_ERROR_RT_CONTEXT_NULL = 107002
#: The device does not offer what was asked (a device attribute the simulated chip has no value for).
ACL_ERROR_RT_FEATURE_NOT_SUPPORT = 207000
#: The runtime could not allocate the memory asked for (more than the device or host has).
ACL_ERROR_RT_MEMORY_ALLOCATION = 207001
#: A kernel stopped on the cube core or an AI Core's vector core (a failed assert in device code): the
#: synchronisation after the launch returns it.
ACL_ERROR_RT_AICORE_EXCEPTION = 507015
ACL_ERROR_RT_VECTOR_CORE_EXCEPTION = 507035

ACL_MEMCPY_HOST_TO_HOST = 0
ACL_MEMCPY_HOST_TO_DEVICE = 1
ACL_MEMCPY_DEVICE_TO_HOST = 2
ACL_MEMCPY_DEVICE_TO_DEVICE = 3

ACL_MEM_MALLOC_HUGE_FIRST = 0
ACL_MEM_MALLOC_HUGE_ONLY = 1
ACL_MEM_MALLOC_NORMAL_ONLY = 2
ACL_MEM_MALLOC_HUGE_FIRST_P2P = 3
ACL_MEM_MALLOC_HUGE_ONLY_P2P = 4
ACL_MEM_MALLOC_NORMAL_ONLY_P2P = 5
#: Every policy gives the same simulated GM: page sizes and peer access change no data.
MALLOC_POLICIES = (ACL_MEM_MALLOC_HUGE_FIRST, ACL_MEM_MALLOC_HUGE_ONLY, ACL_MEM_MALLOC_NORMAL_ONLY,
             ACL_MEM_MALLOC_HUGE_FIRST_P2P, ACL_MEM_MALLOC_HUGE_ONLY_P2P, ACL_MEM_MALLOC_NORMAL_ONLY_P2P)

#: ``aclrtDevAttr``: what ``aclrtGetDeviceInfo`` reports. 203 and 204 follow 202 implicitly in the C
#: enum; 204 has two names (the older pages call it the local memory, the newer the Unified Buffer).
ACL_DEV_ATTR_AICPU_CORE_NUM = 1
ACL_DEV_ATTR_AICORE_CORE_NUM = 101
ACL_DEV_ATTR_CUBE_CORE_NUM = 102
ACL_DEV_ATTR_VECTOR_CORE_NUM = 201
ACL_DEV_ATTR_WARP_SIZE = 202
ACL_DEV_ATTR_MAX_THREAD_PER_VECTOR_CORE = 203
ACL_DEV_ATTR_UBUF_PER_VECTOR_CORE = 204
ACL_DEV_ATTR_LOCAL_MEM_PER_VECTOR_CORE = 204
ACL_DEV_ATTR_MAX_GRID_DIM_X = 205
ACL_DEV_ATTR_MAX_GRID_DIM_Y = 206
ACL_DEV_ATTR_MAX_GRID_DIM_Z = 207
ACL_DEV_ATTR_MAX_BLOCK_PER_GRID = 208
ACL_DEV_ATTR_MAX_THREADS_PER_BLOCK = 209
ACL_DEV_ATTR_MAX_BLOCK_DIM_X = 210
ACL_DEV_ATTR_MAX_BLOCK_DIM_Y = 211
ACL_DEV_ATTR_MAX_BLOCK_DIM_Z = 212
ACL_DEV_ATTR_TOTAL_GLOBAL_MEM_SIZE = 301
ACL_DEV_ATTR_L2_CACHE_SIZE = 302
ACL_DEV_ATTR_SMP_ID = 401
ACL_DEV_ATTR_PHY_CHIP_ID = 402
ACL_DEV_ATTR_SUPER_POD_DEVICE_ID = 403
ACL_DEV_ATTR_SUPER_POD_SERVER_ID = 404
ACL_DEV_ATTR_SUPER_POD_ID = 405
ACL_DEV_ATTR_CUST_OP_PRIVILEGE = 406
ACL_DEV_ATTR_MAINBOARD_ID = 407
ACL_DEV_ATTR_HD_CONNECT_TYPE = 408
ACL_DEV_ATTR_DEVICE_FORM_FACTOR = 409
ACL_DEV_ATTR_IS_VIRTUAL = 501
ACL_DEV_ATTR_NPU_ARCH = 601

#: ``aclrtLastErrLevel``: whose last error ``aclrtGetLastError`` reads (the calling thread's is the only level).
ACL_RT_THREAD_LEVEL = 0

#: The typedefs, the enums (by the prefix of their members; "" for plain constants) and the functions
#: of the header, as C declares them.
C_TYPEDEFS = (("aclError", "int"), ("aclrtStream", "void*"), ("aclrtContext", "void*"), ("aclFloat16", "uint16_t"))
C_ENUMS = (("ACL_ERROR_", ""), ("ACL_MEM_MALLOC_", "aclrtMemMallocPolicy"), ("ACL_MEMCPY_", "aclrtMemcpyKind"),
           ("ACL_DEV_ATTR_", "aclrtDevAttr"), ("ACL_RT_THREAD_LEVEL", "aclrtLastErrLevel"))
C_FUNCTIONS = (
    "aclError aclInit(const char* configPath)",
    "aclError aclFinalize()",
    "aclError aclrtSetDevice(int32_t deviceId)",
    "aclError aclrtResetDevice(int32_t deviceId)",
    "aclError aclrtSynchronizeDevice()",
    "aclError aclrtGetDeviceCount(uint32_t* count)",
    "aclError aclrtGetDeviceInfo(uint32_t deviceId, aclrtDevAttr attr, int64_t* value)",
    "aclError aclrtGetLastError(aclrtLastErrLevel level)",
    "aclError aclrtPeekAtLastError(aclrtLastErrLevel level)",
    "aclError aclrtMalloc(void** devPtr, size_t size, aclrtMemMallocPolicy policy)",
    "aclError aclrtFree(void* devPtr)",
    "aclError aclrtMallocHost(void** hostPtr, size_t size)",
    "aclError aclrtFreeHost(void* hostPtr)",
    "aclError aclrtMemcpy(void* dst, size_t destMax, const void* src, size_t count, aclrtMemcpyKind kind)",
    "aclError aclrtMemcpyAsync(void* dst, size_t destMax, const void* src, size_t count, aclrtMemcpyKind kind, "
    "aclrtStream stream)",
    "aclError aclrtMemset(void* devPtr, size_t maxCount, int32_t value, size_t count)",
    "aclError aclrtCreateContext(aclrtContext* context, int32_t deviceId)",
    "aclError aclrtDestroyContext(aclrtContext context)",
    "aclError aclrtCreateStream(aclrtStream* stream)",
    "aclError aclrtDestroyStream(aclrtStream stream)",
    "aclError aclrtSynchronizeStream(aclrtStream stream)",
    "const char* aclGetRecentErrMsg()",
    # The host's half-precision helpers: the bits of an IEEE half, to and from float (round to nearest even).
    "float aclFloat16ToFloat(aclFloat16 value)",
    "aclFloat16 aclFloatToFloat16(float value)",
)
