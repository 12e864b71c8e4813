// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_ACL_ACL_H
#define __ASCSIM_ACL_ACL_H
#include <cstddef>
#include <cstdint>

typedef int aclError;
typedef void* aclrtStream;
typedef void* aclrtContext;
static const int ACL_SUCCESS = 0;
static const int ACL_ERROR_INVALID_PARAM = 100000;
static const int ACL_ERROR_UNINITIALIZE = 100001;
static const int ACL_ERROR_REPEAT_INITIALIZE = 100002;
static const int ACL_ERROR_BAD_ALLOC = 200000;
static const int ACL_ERROR_RT_CONTEXT_NULL = 107002;
static const int ACL_ERROR_RT_MEMORY_ALLOCATION = 207001;
typedef enum aclrtMemMallocPolicy { ACL_MEM_MALLOC_HUGE_FIRST = 0, ACL_MEM_MALLOC_HUGE_ONLY = 1, ACL_MEM_MALLOC_NORMAL_ONLY = 2, ACL_MEM_MALLOC_HUGE_FIRST_P2P = 3, ACL_MEM_MALLOC_HUGE_ONLY_P2P = 4, ACL_MEM_MALLOC_NORMAL_ONLY_P2P = 5 } aclrtMemMallocPolicy;
typedef enum aclrtMemcpyKind { ACL_MEMCPY_HOST_TO_HOST = 0, ACL_MEMCPY_HOST_TO_DEVICE = 1, ACL_MEMCPY_DEVICE_TO_HOST = 2, ACL_MEMCPY_DEVICE_TO_DEVICE = 3 } aclrtMemcpyKind;
extern "C" {
#ifdef __ASCSIM_HOST__
aclError aclInit(const char* configPath, const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE());
aclError aclFinalize(const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE());
aclError aclrtSetDevice(int32_t deviceId, const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE());
aclError aclrtResetDevice(int32_t deviceId, const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE());
aclError aclrtSynchronizeDevice(const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE());
aclError aclrtMalloc(void** devPtr, size_t size, aclrtMemMallocPolicy policy, const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE());
aclError aclrtFree(void* devPtr, const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE());
aclError aclrtMallocHost(void** hostPtr, size_t size, const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE());
aclError aclrtFreeHost(void* hostPtr, const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE());
aclError aclrtMemcpy(void* dst, size_t destMax, const void* src, size_t count, aclrtMemcpyKind kind, const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE());
aclError aclrtMemcpyAsync(void* dst, size_t destMax, const void* src, size_t count, aclrtMemcpyKind kind, aclrtStream stream, const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE());
aclError aclrtMemset(void* devPtr, size_t maxCount, int32_t value, size_t count, const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE());
aclError aclrtCreateContext(aclrtContext* context, int32_t deviceId, const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE());
aclError aclrtDestroyContext(aclrtContext context, const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE());
aclError aclrtCreateStream(aclrtStream* stream, const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE());
aclError aclrtDestroyStream(aclrtStream stream, const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE());
aclError aclrtSynchronizeStream(aclrtStream stream, const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE());
const char* aclGetRecentErrMsg(const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE());
#else
aclError aclInit(const char* configPath);
aclError aclFinalize();
aclError aclrtSetDevice(int32_t deviceId);
aclError aclrtResetDevice(int32_t deviceId);
aclError aclrtSynchronizeDevice();
aclError aclrtMalloc(void** devPtr, size_t size, aclrtMemMallocPolicy policy);
aclError aclrtFree(void* devPtr);
aclError aclrtMallocHost(void** hostPtr, size_t size);
aclError aclrtFreeHost(void* hostPtr);
aclError aclrtMemcpy(void* dst, size_t destMax, const void* src, size_t count, aclrtMemcpyKind kind);
aclError aclrtMemcpyAsync(void* dst, size_t destMax, const void* src, size_t count, aclrtMemcpyKind kind, aclrtStream stream);
aclError aclrtMemset(void* devPtr, size_t maxCount, int32_t value, size_t count);
aclError aclrtCreateContext(aclrtContext* context, int32_t deviceId);
aclError aclrtDestroyContext(aclrtContext context);
aclError aclrtCreateStream(aclrtStream* stream);
aclError aclrtDestroyStream(aclrtStream stream);
aclError aclrtSynchronizeStream(aclrtStream stream);
const char* aclGetRecentErrMsg();
#endif
}

#endif  // __ASCSIM_ACL_ACL_H
