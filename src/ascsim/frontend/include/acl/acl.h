// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_ACL_ACL_H
#define __ASCSIM_ACL_ACL_H
#include <cstddef>
#include <cstdint>

typedef int aclError;
typedef void* aclrtStream;
typedef void* aclrtContext;
typedef uint16_t aclFloat16;
static const int ACL_SUCCESS = 0;
static const int ACL_ERROR_INVALID_PARAM = 100000;
static const int ACL_ERROR_UNINITIALIZE = 100001;
static const int ACL_ERROR_REPEAT_INITIALIZE = 100002;
static const int ACL_ERROR_BAD_ALLOC = 200000;
static const int ACL_ERROR_RT_CONTEXT_NULL = 107002;
static const int ACL_ERROR_RT_FEATURE_NOT_SUPPORT = 207000;
static const int ACL_ERROR_RT_MEMORY_ALLOCATION = 207001;
static const int ACL_ERROR_RT_AICORE_EXCEPTION = 507015;
static const int ACL_ERROR_RT_VECTOR_CORE_EXCEPTION = 507035;
typedef enum aclrtMemMallocPolicy { ACL_MEM_MALLOC_HUGE_FIRST = 0, ACL_MEM_MALLOC_HUGE_ONLY = 1, ACL_MEM_MALLOC_NORMAL_ONLY = 2, ACL_MEM_MALLOC_HUGE_FIRST_P2P = 3, ACL_MEM_MALLOC_HUGE_ONLY_P2P = 4, ACL_MEM_MALLOC_NORMAL_ONLY_P2P = 5 } aclrtMemMallocPolicy;
typedef enum aclrtMemcpyKind { ACL_MEMCPY_HOST_TO_HOST = 0, ACL_MEMCPY_HOST_TO_DEVICE = 1, ACL_MEMCPY_DEVICE_TO_HOST = 2, ACL_MEMCPY_DEVICE_TO_DEVICE = 3 } aclrtMemcpyKind;
typedef enum aclrtDevAttr { ACL_DEV_ATTR_AICPU_CORE_NUM = 1, ACL_DEV_ATTR_AICORE_CORE_NUM = 101, ACL_DEV_ATTR_CUBE_CORE_NUM = 102, ACL_DEV_ATTR_VECTOR_CORE_NUM = 201, ACL_DEV_ATTR_WARP_SIZE = 202, ACL_DEV_ATTR_MAX_THREAD_PER_VECTOR_CORE = 203, ACL_DEV_ATTR_UBUF_PER_VECTOR_CORE = 204, ACL_DEV_ATTR_LOCAL_MEM_PER_VECTOR_CORE = 204, ACL_DEV_ATTR_MAX_GRID_DIM_X = 205, ACL_DEV_ATTR_MAX_GRID_DIM_Y = 206, ACL_DEV_ATTR_MAX_GRID_DIM_Z = 207, ACL_DEV_ATTR_MAX_BLOCK_PER_GRID = 208, ACL_DEV_ATTR_MAX_THREADS_PER_BLOCK = 209, ACL_DEV_ATTR_MAX_BLOCK_DIM_X = 210, ACL_DEV_ATTR_MAX_BLOCK_DIM_Y = 211, ACL_DEV_ATTR_MAX_BLOCK_DIM_Z = 212, ACL_DEV_ATTR_TOTAL_GLOBAL_MEM_SIZE = 301, ACL_DEV_ATTR_L2_CACHE_SIZE = 302, ACL_DEV_ATTR_SMP_ID = 401, ACL_DEV_ATTR_PHY_CHIP_ID = 402, ACL_DEV_ATTR_SUPER_POD_DEVICE_ID = 403, ACL_DEV_ATTR_SUPER_POD_SERVER_ID = 404, ACL_DEV_ATTR_SUPER_POD_ID = 405, ACL_DEV_ATTR_CUST_OP_PRIVILEGE = 406, ACL_DEV_ATTR_MAINBOARD_ID = 407, ACL_DEV_ATTR_HD_CONNECT_TYPE = 408, ACL_DEV_ATTR_DEVICE_FORM_FACTOR = 409, ACL_DEV_ATTR_IS_VIRTUAL = 501, ACL_DEV_ATTR_NPU_ARCH = 601 } aclrtDevAttr;
typedef enum aclrtLastErrLevel { ACL_RT_THREAD_LEVEL = 0 } aclrtLastErrLevel;
extern "C" {
#ifdef __ASCSIM_HOST__
aclError aclInit(const char* configPath, const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE());
aclError aclFinalize(const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE());
aclError aclrtSetDevice(int32_t deviceId, const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE());
aclError aclrtResetDevice(int32_t deviceId, const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE());
aclError aclrtSynchronizeDevice(const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE());
aclError aclrtGetDeviceCount(uint32_t* count, const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE());
aclError aclrtGetDeviceInfo(uint32_t deviceId, aclrtDevAttr attr, int64_t* value, const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE());
aclError aclrtGetLastError(aclrtLastErrLevel level, const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE());
aclError aclrtPeekAtLastError(aclrtLastErrLevel level, const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE());
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
float aclFloat16ToFloat(aclFloat16 value, const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE());
aclFloat16 aclFloatToFloat16(float value, const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE());
#else
aclError aclInit(const char* configPath);
aclError aclFinalize();
aclError aclrtSetDevice(int32_t deviceId);
aclError aclrtResetDevice(int32_t deviceId);
aclError aclrtSynchronizeDevice();
aclError aclrtGetDeviceCount(uint32_t* count);
aclError aclrtGetDeviceInfo(uint32_t deviceId, aclrtDevAttr attr, int64_t* value);
aclError aclrtGetLastError(aclrtLastErrLevel level);
aclError aclrtPeekAtLastError(aclrtLastErrLevel level);
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
float aclFloat16ToFloat(aclFloat16 value);
aclFloat16 aclFloatToFloat16(float value);
#endif
}

#endif  // __ASCSIM_ACL_ACL_H
