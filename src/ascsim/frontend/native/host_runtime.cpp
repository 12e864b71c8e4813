// The ACL runtime and the kernel launch of a natively compiled host part: every call goes to the
// ascsim process over two pipes (their descriptors in ASCSIM_BRIDGE), which runs it on the
// simulated device. Host memory stays in this process; device memory is ascsim's.
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <iostream>
#include <map>
#include <mutex>
#include <string>
#include <unistd.h>
#include <vector>

#include "acl/acl.h"
#include "c_api/utils/types.h"
#include "tiling/platform/platform_ascendc.h"

namespace {

// Requests, in the order of ascsim.frontend.native.bridge.Op.
enum Op : uint32_t {
    INIT = 1, FINALIZE, SET_DEVICE, RESET_DEVICE, SYNC_DEVICE, MALLOC, FREE, HOST_READY, MEMCPY, MEMSET,
    CREATE_CONTEXT, DESTROY_CONTEXT, CREATE_STREAM, DESTROY_STREAM, SYNC_STREAM, LAUNCH, BYTE_FLOAT, DEVICE_COUNT,
    DEVICE_INFO, PLATFORM,
};

int to_sim = -1, from_sim = -1;
uint64_t gm_base = 0;
// The user's line of the ACL call in progress (each call passes its caller's line).
const char* site_file = "";
unsigned site_line = 0;
// aclrtMallocHost's buffers. Never destroyed: a buffer the program does not free stays reachable from it at
// exit, as memory the runtime owns (the leak checker would otherwise report the runtime's allocation).
std::map<void*, size_t>& host_buffers = *new std::map<void*, size_t>();
std::map<void*, const char*>& kernel_symbols() {  // registered before main runs
    static std::map<void*, const char*> symbols;
    return symbols;
}

void connect() {
    if (to_sim >= 0) return;
    const char* fds = std::getenv("ASCSIM_BRIDGE");
    if (fds == nullptr || std::sscanf(fds, "%d,%d,%llx", &to_sim, &from_sim,
                                      reinterpret_cast<unsigned long long*>(&gm_base)) != 3) {
        std::fprintf(stderr, "ascsim: this program's host part must be started by `ascsim run`\n");
        std::_Exit(2);
    }
}

void write_all(const void* data, size_t n) {
    const char* p = static_cast<const char*>(data);
    while (n > 0) {
        ssize_t k = ::write(to_sim, p, n);
        if (k < 0 && errno == EINTR) continue;
        if (k <= 0) std::_Exit(1);  // ascsim has gone: it reported why
        p += k;
        n -= static_cast<size_t>(k);
    }
}

void read_all(void* data, size_t n) {
    char* p = static_cast<char*>(data);
    while (n > 0) {
        ssize_t k = ::read(from_sim, p, n);
        if (k < 0 && errno == EINTR) continue;
        if (k <= 0) std::_Exit(1);
        p += k;
        n -= static_cast<size_t>(k);
    }
}

struct Message {
    std::vector<char> bytes;
    template <class T>
    Message& put(T v) {
        const char* p = reinterpret_cast<const char*>(&v);
        bytes.insert(bytes.end(), p, p + sizeof(T));
        return *this;
    }
    Message& put_bytes(const void* data, size_t n) {
        const char* p = static_cast<const char*>(data);
        bytes.insert(bytes.end(), p, p + n);
        return *this;
    }
};

// Sends a request and waits for its answer: the return code, and the answer's bytes in *reply.
int64_t call(Op op, const Message& m, std::vector<char>* reply = nullptr) {
    connect();
    // What the program printed so far comes before whatever the device prints.
    std::cout.flush();
    std::cerr.flush();
    std::fflush(nullptr);
    uint32_t head[4] = {op, static_cast<uint32_t>(m.bytes.size()), site_line,
                        static_cast<uint32_t>(std::strlen(site_file))};
    write_all(head, sizeof head);
    write_all(site_file, head[3]);
    if (!m.bytes.empty()) write_all(m.bytes.data(), m.bytes.size());
    int64_t ret = 0;
    uint64_t n = 0;
    read_all(&ret, sizeof ret);
    read_all(&n, sizeof n);
    std::vector<char> data(n);
    if (n) read_all(data.data(), n);
    if (reply) *reply = std::move(data);
    return ret;
}

uint64_t u64_of(const std::vector<char>& r) {
    uint64_t v = 0;
    if (r.size() >= sizeof v) std::memcpy(&v, r.data(), sizeof v);
    return v;
}

bool on_host(const void* p) { return p != nullptr && reinterpret_cast<uint64_t>(p) < gm_base; }

// Each host thread's runtime errors: the code of its last failed call (aclrtGetLastError) and what
// failed since aclGetRecentErrMsg last read it, newest last.
thread_local aclError last_error = ACL_SUCCESS;
thread_local std::vector<std::string> recent_errors;
thread_local std::string recent_text;  // what the last aclGetRecentErrMsg returned, kept until the next

aclError noted(aclError ret, const char* function) {
    if (ret != ACL_SUCCESS) {
        last_error = ret;
        recent_errors.push_back(std::string(site_file) + ":" + std::to_string(site_line) + ": " + function +
                                " failed with error code " + std::to_string(ret));
        // Unread descriptions pile up, then the oldest are lost (the limit of ascsim.acl.RECENT_MESSAGES).
        if (recent_errors.size() > 64) recent_errors.erase(recent_errors.begin());
    }
    return ret;
}

}  // namespace

// Every ACL function takes its caller's file and line last (acl/acl.h supplies them as default arguments).
#define SITE const char *caller_file, unsigned caller_line
#define AT_SITE() (site_file = caller_file, site_line = caller_line)
#define NOTED(expr) noted(static_cast<aclError>(expr), __func__)

extern "C" {

aclError aclInit(const char* configPath, SITE) {
    AT_SITE();
    Message m;
    if (configPath) m.put_bytes(configPath, std::strlen(configPath));
    return NOTED(call(INIT, m));
}
aclError aclFinalize(SITE) {
    AT_SITE();
    return NOTED(call(FINALIZE, Message())); }
aclError aclrtSetDevice(int32_t deviceId, SITE) {
    AT_SITE();
    return NOTED(call(SET_DEVICE, Message().put(deviceId))); }
aclError aclrtResetDevice(int32_t deviceId, SITE) {
    AT_SITE();
    return NOTED(call(RESET_DEVICE, Message().put(deviceId)));
}
// What failed in this thread since the last call, newest first, forgotten once read; nullptr when
// nothing failed. The text stays valid until this thread's next call.
const char* aclGetRecentErrMsg(SITE) {
    AT_SITE();
    if (recent_errors.empty()) return nullptr;
    recent_text.clear();
    for (auto it = recent_errors.rbegin(); it != recent_errors.rend(); ++it)
        recent_text += (recent_text.empty() ? "" : "\n") + *it;
    recent_errors.clear();
    return recent_text.c_str();
}
aclError aclrtGetLastError(aclrtLastErrLevel level, SITE) {
    AT_SITE();
    if (level != ACL_RT_THREAD_LEVEL) return ACL_ERROR_INVALID_PARAM;
    aclError code = last_error;
    last_error = ACL_SUCCESS;
    return code;
}
aclError aclrtPeekAtLastError(aclrtLastErrLevel level, SITE) {
    AT_SITE();
    return level != ACL_RT_THREAD_LEVEL ? ACL_ERROR_INVALID_PARAM : last_error;
}
// IEEE half <-> float on the host: exact widening; narrowing rounds to nearest, ties to even, overflow
// gives inf, NaN stays a (quiet) NaN with its sign.
float aclFloat16ToFloat(aclFloat16 value, SITE) {
    AT_SITE();
    uint32_t sign = static_cast<uint32_t>(value & 0x8000u) << 16, exp = (value >> 10) & 0x1Fu, frac = value & 0x3FFu;
    uint32_t bits;
    if (exp == 0x1Fu) {
        bits = sign | 0x7F800000u | (frac << 13);
    } else if (exp != 0) {
        bits = sign | ((exp + 112u) << 23) | (frac << 13);
    } else if (frac == 0) {
        bits = sign;
    } else {  // subnormal: normalise the fraction
        int shift = 0;
        while ((frac & 0x400u) == 0) { frac <<= 1; ++shift; }
        bits = sign | (static_cast<uint32_t>(113 - shift) << 23) | ((frac & 0x3FFu) << 13);
    }
    float out;
    std::memcpy(&out, &bits, sizeof(out));
    return out;
}
aclFloat16 aclFloatToFloat16(float value, SITE) {
    AT_SITE();
    uint32_t bits;
    std::memcpy(&bits, &value, sizeof(bits));
    uint16_t sign = static_cast<uint16_t>((bits >> 16) & 0x8000u);
    uint32_t mag = bits & 0x7FFFFFFFu;
    if (mag > 0x7F800000u) return static_cast<aclFloat16>(sign | 0x7E00u | ((mag >> 13) & 0x3FFu));  // NaN
    if (mag >= 0x477FF000u) return static_cast<aclFloat16>(sign | 0x7C00u);  // rounds past 65504: inf
    if (mag < 0x38800000u) {  // below the smallest normal half: a subnormal (or zero), rounded once
        uint32_t m = (mag & 0x7FFFFFu) | 0x800000u;
        int e = static_cast<int>(mag >> 23);
        if (e < 102) return sign;  // below half the smallest subnormal
        int shift = 126 - e;  // value = m * 2^(e-150); a subnormal half counts units of 2^-24
        uint32_t q = m >> shift, rest = m & ((1u << shift) - 1u), half_unit = 1u << (shift - 1);
        if (rest > half_unit || (rest == half_unit && (q & 1u))) ++q;
        return static_cast<aclFloat16>(sign | q);
    }
    uint32_t q = ((mag - 0x38000000u) >> 13), rest = mag & 0x1FFFu;  // rebias the exponent by 112
    if (rest > 0x1000u || (rest == 0x1000u && (q & 1u))) ++q;
    return static_cast<aclFloat16>(sign | q);
}
aclError aclrtGetDeviceCount(uint32_t* count, SITE) {
    AT_SITE();
    if (count == nullptr) return NOTED(ACL_ERROR_INVALID_PARAM);
    std::vector<char> r;
    auto ret = static_cast<aclError>(call(DEVICE_COUNT, Message(), &r));
    if (ret == ACL_SUCCESS) *count = static_cast<uint32_t>(u64_of(r));
    return NOTED(ret);
}
aclError aclrtGetDeviceInfo(uint32_t deviceId, aclrtDevAttr attr, int64_t* value, SITE) {
    AT_SITE();
    if (value == nullptr) return NOTED(ACL_ERROR_INVALID_PARAM);
    std::vector<char> r;
    auto ret = static_cast<aclError>(call(DEVICE_INFO, Message().put(deviceId).put<int32_t>(attr), &r));
    if (ret == ACL_SUCCESS) *value = static_cast<int64_t>(u64_of(r));
    return NOTED(ret);
}
aclError aclrtSynchronizeDevice(SITE) {
    AT_SITE();
    return NOTED(call(SYNC_DEVICE, Message())); }

aclError aclrtMalloc(void** devPtr, size_t size, aclrtMemMallocPolicy policy, SITE) {
    AT_SITE();
    if (devPtr == nullptr) return NOTED(ACL_ERROR_INVALID_PARAM);
    std::vector<char> r;
    auto ret = static_cast<aclError>(call(MALLOC, Message().put<uint64_t>(size).put<int32_t>(policy), &r));
    if (ret == ACL_SUCCESS) *devPtr = reinterpret_cast<void*>(u64_of(r));
    return NOTED(ret);
}
aclError aclrtFree(void* devPtr, SITE) {
    AT_SITE();
    return NOTED(call(FREE, Message().put(reinterpret_cast<uint64_t>(devPtr))));
}

aclError aclrtMallocHost(void** hostPtr, size_t size, SITE) {
    AT_SITE();
    if (hostPtr == nullptr) return NOTED(ACL_ERROR_INVALID_PARAM);
    auto ret = static_cast<aclError>(call(HOST_READY, Message().put<uint64_t>(size)));
    if (ret != ACL_SUCCESS) return NOTED(ret);
    void* p = nullptr;
    if (posix_memalign(&p, 64, size) != 0) return NOTED(ACL_ERROR_RT_MEMORY_ALLOCATION);
    host_buffers[p] = size;
    *hostPtr = p;
    return NOTED(ACL_SUCCESS);
}
aclError aclrtFreeHost(void* hostPtr, SITE) {
    AT_SITE();
    auto ret = static_cast<aclError>(call(HOST_READY, Message().put<uint64_t>(0)));
    if (ret != ACL_SUCCESS) return NOTED(ret);
    auto it = host_buffers.find(hostPtr);
    if (it == host_buffers.end()) return NOTED(ACL_ERROR_INVALID_PARAM);
    host_buffers.erase(it);
    std::free(hostPtr);
    return NOTED(ACL_SUCCESS);
}

static aclError copy(void* dst, size_t destMax, const void* src, size_t count, aclrtMemcpyKind kind, int async,
                     aclrtStream stream) {
    // Host bytes travel with the request when the copy can take place at all; ascsim checks the rest.
    bool plausible = dst != nullptr && src != nullptr && count > 0 && count <= destMax;
    uint8_t dst_host = plausible && on_host(dst), src_host = plausible && on_host(src);
    Message m;
    m.put(reinterpret_cast<uint64_t>(dst)).put<uint64_t>(destMax).put(reinterpret_cast<uint64_t>(src))
        .put<uint64_t>(count).put<int32_t>(kind).put<int32_t>(async).put(reinterpret_cast<uint64_t>(stream))
        .put(dst_host).put(src_host);
    if (src_host) m.put_bytes(src, count);
    std::vector<char> r;
    auto ret = static_cast<aclError>(call(MEMCPY, m, &r));
    if (ret == ACL_SUCCESS && dst_host && r.size() == count) std::memcpy(dst, r.data(), count);
    return ret;
}
aclError aclrtMemcpy(void* dst, size_t destMax, const void* src, size_t count, aclrtMemcpyKind kind, SITE) {
    AT_SITE();
    return NOTED(copy(dst, destMax, src, count, kind, 0, nullptr));
}
aclError aclrtMemcpyAsync(void* dst, size_t destMax, const void* src, size_t count, aclrtMemcpyKind kind,
                          aclrtStream stream, SITE) {
    AT_SITE();
    return NOTED(copy(dst, destMax, src, count, kind, 1, stream));
}
aclError aclrtMemset(void* devPtr, size_t maxCount, int32_t value, size_t count, SITE) {
    AT_SITE();
    bool plausible = devPtr != nullptr && count > 0 && count <= maxCount;
    uint8_t host = plausible && on_host(devPtr);
    std::vector<char> r;
    auto ret = static_cast<aclError>(call(MEMSET, Message().put(reinterpret_cast<uint64_t>(devPtr))
        .put<uint64_t>(maxCount).put(value).put<uint64_t>(count).put(host), &r));
    if (ret == ACL_SUCCESS && host && r.size() == count) std::memcpy(devPtr, r.data(), count);
    return NOTED(ret);
}

aclError aclrtCreateContext(aclrtContext* context, int32_t deviceId, SITE) {
    AT_SITE();
    if (context == nullptr) return NOTED(ACL_ERROR_INVALID_PARAM);
    std::vector<char> r;
    auto ret = static_cast<aclError>(call(CREATE_CONTEXT, Message().put(deviceId), &r));
    if (ret == ACL_SUCCESS) *context = reinterpret_cast<aclrtContext>(u64_of(r));
    return NOTED(ret);
}
aclError aclrtDestroyContext(aclrtContext context, SITE) {
    AT_SITE();
    return NOTED(call(DESTROY_CONTEXT, Message().put(reinterpret_cast<uint64_t>(context))));
}
aclError aclrtCreateStream(aclrtStream* stream, SITE) {
    AT_SITE();
    if (stream == nullptr) return NOTED(ACL_ERROR_INVALID_PARAM);
    std::vector<char> r;
    auto ret = static_cast<aclError>(call(CREATE_STREAM, Message(), &r));
    if (ret == ACL_SUCCESS) *stream = reinterpret_cast<aclrtStream>(u64_of(r));
    return NOTED(ret);
}
aclError aclrtDestroyStream(aclrtStream stream, SITE) {
    AT_SITE();
    return NOTED(call(DESTROY_STREAM, Message().put(reinterpret_cast<uint64_t>(stream))));
}
aclError aclrtSynchronizeStream(aclrtStream stream, SITE) {
    AT_SITE();
    return NOTED(call(SYNC_STREAM, Message().put(reinterpret_cast<uint64_t>(stream))));
}

int __ascsim_register_kernel(void* address, const char* symbol) {
    kernel_symbols()[address] = symbol;
    return 0;
}

// The SIMT shape of the next launch (grid x, y, z, block x, y, z; all 0 for a SIMD launch).
static unsigned next_simt_dims[6] = {0, 0, 0, 0, 0, 0};

void __ascsim_simt_dims(const unsigned* grid, const unsigned* block) {
    for (int i = 0; i < 3; ++i) next_simt_dims[i] = grid[i], next_simt_dims[3 + i] = block[i];
}

void __ascsim_launch_bytes(void* kernel, const char* file, unsigned line, unsigned long long blocks,
                           unsigned long long dyn_ub, int dyn_ub_is_pointer, void* stream, unsigned count,
                           const unsigned* sizes, const void* const* values) {
    Dl_info info{};
    auto known = kernel_symbols().find(kernel);
    const char* symbol = known != kernel_symbols().end() ? known->second
                         : dladdr(kernel, &info) && info.dli_sname ? info.dli_sname : "";
    Message m;
    m.put<uint32_t>(static_cast<uint32_t>(std::strlen(symbol))).put_bytes(symbol, std::strlen(symbol))
        .put<uint64_t>(blocks).put<uint64_t>(dyn_ub)
        .put<int32_t>(dyn_ub_is_pointer).put(reinterpret_cast<uint64_t>(stream)).put<uint32_t>(count);
    for (unsigned i = 0; i < count; ++i) m.put<uint32_t>(sizes[i]).put_bytes(values[i], sizes[i]);
    for (unsigned& d : next_simt_dims) m.put<uint32_t>(d), d = 0;
    site_file = file;
    site_line = line;
    call(LAUNCH, m);
}

}  // extern "C"

// The one-byte float types convert as the simulator converts them (by their index in
// ascsim.frontend.ctype.BYTE_FLOATS): to the byte from float, and back.
#define BYTE_FLOAT(T, INDEX)                                                                           \
    T::T(float value) {                                                                                \
        __raw = static_cast<uint8_t>(call(BYTE_FLOAT, Message().put<uint8_t>(INDEX).put<uint8_t>(0)   \
                                                         .put(value)));                                \
    }                                                                                                  \
    T::operator float() const {                                                                        \
        auto bits = static_cast<uint32_t>(call(BYTE_FLOAT, Message().put<uint8_t>(INDEX).put<uint8_t>(1) \
                                                               .put<float>(__raw)));                   \
        float v;                                                                                       \
        std::memcpy(&v, &bits, sizeof v);                                                              \
        return v;                                                                                      \
    }
BYTE_FLOAT(hifloat8_t, 0)
BYTE_FLOAT(fp8_e8m0_t, 1)
BYTE_FLOAT(fp8_e5m2_t, 2)
BYTE_FLOAT(fp8_e4m3fn_t, 3)
BYTE_FLOAT(fp4x2_e2m1_t, 4)
BYTE_FLOAT(fp4x2_e1m2_t, 5)
BYTE_FLOAT(int4b_t, 6)

// The platform queries (tiling/platform/platform_ascendc.h): ascsim sends the answers for a chip once,
// as a record in the order of ascsim.spec.platform.RECORD_FIELDS; the queries read it.
namespace {
enum PlatformField : unsigned {
    NPU_ARCH, SOC_VERSION, CORE_NUM, CORE_NUM_AIC, CORE_NUM_AIV, CORE_NUM_VECTOR, VEC_REG_LEN, LIB_API_WORKSPACE,
    CUBE_GROUP_WORKSPACE, GROUP_BARRIER_WORKSPACE, MEM_SIZE, MEM_BW = MEM_SIZE + 9, PLATFORM_FIELDS = MEM_BW + 9,
};
constexpr unsigned MEM_TYPES = MEM_BW - MEM_SIZE;
}  // namespace

namespace fe {
class PlatFormInfos {
public:
    uint64_t field[PLATFORM_FIELDS] = {};
};
}  // namespace fe

namespace platform_ascendc {
namespace {
// The vendor's library aborts when a PlatformAscendC was built from no platform information.
const fe::PlatFormInfos& info_of(const fe::PlatFormInfos* info) {
    if (info == nullptr) {
        std::fflush(nullptr);
        std::fprintf(stderr, "ascsim: a platform_ascendc::PlatformAscendC built from a null fe::PlatFormInfos* "
                             "was queried; use PlatformAscendCManager::GetInstance()\n");
        std::abort();
    }
    return *info;
}

// The answers for the simulated device (name nullptr) or the processor `name`; nullptr for an unknown name.
PlatformAscendC* instance(const char* name, const char* file, unsigned line) {
    static std::mutex guard;
    static fe::PlatFormInfos info;
    static PlatformAscendC* made = nullptr;
    std::lock_guard<std::mutex> lock(guard);
    if (made != nullptr) return made;  // only the first call's processor counts, as on the chip
    site_file = file;
    site_line = line;
    Message m;
    if (name != nullptr) m.put_bytes(name, std::strlen(name));
    std::vector<char> r;
    if (call(PLATFORM, m, &r) != 0 || r.size() != sizeof info.field) return nullptr;
    std::memcpy(info.field, r.data(), sizeof info.field);
    static PlatformAscendC platform(&info);
    made = &platform;
    return made;
}
}  // namespace

PlatformAscendC* PlatformAscendCManager::GetInstance(unsigned line, const char* file) {
    return instance(nullptr, file, line);
}
PlatformAscendC* PlatformAscendCManager::GetInstance(const char* customSocVersion, unsigned line,
                                                     const char* file) {
    return instance(customSocVersion == nullptr ? "" : customSocVersion, file, line);
}

#define ASCSIM_QUERY(NAME, FIELD) \
    uint32_t PlatformAscendC::NAME(void) const { \
        return static_cast<uint32_t>(info_of(platformInfo_).field[FIELD]); \
    }
ASCSIM_QUERY(GetCoreNum, CORE_NUM)
ASCSIM_QUERY(GetCoreNumAic, CORE_NUM_AIC)
ASCSIM_QUERY(GetCoreNumAiv, CORE_NUM_AIV)
ASCSIM_QUERY(GetCoreNumVector, CORE_NUM_VECTOR)
ASCSIM_QUERY(GetLibApiWorkSpaceSize, LIB_API_WORKSPACE)
ASCSIM_QUERY(GetResCubeGroupWorkSpaceSize, CUBE_GROUP_WORKSPACE)
ASCSIM_QUERY(GetResGroupBarrierWorkSpaceSize, GROUP_BARRIER_WORKSPACE)
ASCSIM_QUERY(GetVecRegLen, VEC_REG_LEN)
#undef ASCSIM_QUERY

SocVersion PlatformAscendC::GetSocVersion(void) const {
    return static_cast<SocVersion>(info_of(platformInfo_).field[SOC_VERSION]);
}
NpuArch PlatformAscendC::GetCurNpuArch(void) const {
    return static_cast<NpuArch>(info_of(platformInfo_).field[NPU_ARCH]);
}

// Blocks of the given vector-core slices when each block is one cube core and its vector cores: the
// slices rounded up to whole groups; without both kinds of core (or more cube than vector cores) the
// slices themselves. The A2/A3 products (two vector cores per cube core) cannot start more groups
// than they have cube cores: 0 then.
uint32_t PlatformAscendC::CalcTschNumBlocks(uint32_t sliceNum, uint32_t aicCoreNum, uint32_t aivCoreNum) const {
    if (aicCoreNum == 0 || aivCoreNum == 0 || aicCoreNum > aivCoreNum) return sliceNum;
    uint32_t ratio = aivCoreNum / aicCoreNum;
    uint32_t blocks = static_cast<uint32_t>((static_cast<uint64_t>(sliceNum) + ratio - 1) / ratio);
    if (ratio == 2 && blocks > aicCoreNum) {
        std::fprintf(stderr, "ascsim: CalcTschNumBlocks: %u blocks of one cube and two vector cores exceed the "
                             "%u cube cores; it returns 0\n", blocks, aicCoreNum);
        return 0;
    }
    return blocks;
}
uint32_t PlatformAscendC::CalcTschBlockDim(uint32_t sliceNum, uint32_t aicCoreNum, uint32_t aivCoreNum) const {
    return CalcTschNumBlocks(sliceNum, aicCoreNum, aivCoreNum);  // the deprecated name of the same query
}

void PlatformAscendC::GetCoreMemSize(const CoreMemType& memType, uint64_t& size) const {
    auto index = static_cast<unsigned>(memType);
    size = 0;  // no such storage (CoreMemType::RESERVED ...): 0, as for a storage without a figure
    if (index >= MEM_TYPES) return;
    size = info_of(platformInfo_).field[MEM_SIZE + index];
    if (memType == CoreMemType::UB) size -= reservedMemSize_;
}
void PlatformAscendC::GetCoreMemBw(const CoreMemType& memType, uint64_t& bwSize) const {
    auto index = static_cast<unsigned>(memType);
    bwSize = 0;
    if (index >= MEM_TYPES) return;
    bwSize = info_of(platformInfo_).field[MEM_BW + index];
}
// Only the last reservation counts.
void PlatformAscendC::ReserveLocalMemory(ReservedSize size) {
    switch (size) {
        case ReservedSize::RESERVED_SIZE_8K: reservedMemSize_ = 8 * 1024; break;
        case ReservedSize::RESERVED_SIZE_16K: reservedMemSize_ = 16 * 1024; break;
        case ReservedSize::RESERVED_SIZE_32K: reservedMemSize_ = 32 * 1024; break;
        default:
            std::fprintf(stderr, "ascsim: ReserveLocalMemory: %d is no ReservedSize; nothing is reserved\n",
                         static_cast<int>(size));
    }
}
}  // namespace platform_ascendc
