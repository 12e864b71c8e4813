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
#: The runtime could not allocate the memory asked for (more than the device or host has).
ACL_ERROR_RT_MEMORY_ALLOCATION = 207001

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

#: The typedefs, the enums (by the prefix of their members; "" for plain constants) and the functions
#: of the header, as C declares them.
C_TYPEDEFS = (("aclError", "int"), ("aclrtStream", "void*"), ("aclrtContext", "void*"))
C_ENUMS = (("ACL_ERROR_", ""), ("ACL_MEM_MALLOC_", "aclrtMemMallocPolicy"), ("ACL_MEMCPY_", "aclrtMemcpyKind"))
C_FUNCTIONS = (
    "aclError aclInit(const char* configPath)",
    "aclError aclFinalize()",
    "aclError aclrtSetDevice(int32_t deviceId)",
    "aclError aclrtResetDevice(int32_t deviceId)",
    "aclError aclrtSynchronizeDevice()",
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
)
