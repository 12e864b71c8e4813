// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_TILING_PLATFORM_PLATFORM_ASCENDC_H
#define __ASCSIM_TILING_PLATFORM_PLATFORM_ASCENDC_H
#include <cstdint>
#include "platform/soc_spec.h"

namespace fe { class PlatFormInfos; }
namespace platform_ascendc {
enum class CoreMemType { L0_A = 0, L0_B = 1, L0_C = 2, L1 = 3, L2 = 4, UB = 5, HBM = 6, FB = 7, BT = 8, RESERVED = 9 };
enum class SocVersion { ASCEND910 = 0, ASCEND910B = 1, ASCEND310P = 2, ASCEND310B = 3, ASCEND950 = 4, ASCEND910_55 = 5, ASCEND910_95 = 4, AS31XM1 = 5, ASCEND031 = 6, ASCEND035 = 7, ASCEND310 = 8, ASCEND610 = 9, ASCEND610Lite = 10, ASCEND910_93 = 11, BS9SX1A = 12, BS9SX2A = 13, HI3796CV300CS = 14, HI3796CV300ES = 15, MC61AM21A = 16, MC62 = 17, SD3403 = 18, KIRINX90 = 19, KIRIN9030 = 20, MC32DM11A = 21, ASCEND350 = 22, RESERVED_VERSION = 99999 };
enum class ReservedSize { RESERVED_SIZE_8K = 0, RESERVED_SIZE_16K = 1, RESERVED_SIZE_32K = 2 };
class PlatformAscendC {
public:
    PlatformAscendC() = delete;
    ~PlatformAscendC() = default;
    explicit PlatformAscendC(fe::PlatFormInfos* platformInfo) : platformInfo_(platformInfo) {}
    uint32_t GetCoreNum(void) const;
    uint32_t GetCoreNumAic(void) const;
    uint32_t GetCoreNumAiv(void) const;
    uint32_t GetCoreNumVector(void) const;
    uint32_t GetLibApiWorkSpaceSize(void) const;
    uint32_t GetResCubeGroupWorkSpaceSize(void) const;
    uint32_t GetResGroupBarrierWorkSpaceSize(void) const;
    uint32_t GetVecRegLen(void) const;
    uint32_t CalcTschBlockDim(uint32_t sliceNum, uint32_t aicCoreNum, uint32_t aivCoreNum) const;
    uint32_t CalcTschNumBlocks(uint32_t sliceNum, uint32_t aicCoreNum, uint32_t aivCoreNum) const;
    void GetCoreMemSize(const CoreMemType& memType, uint64_t& size) const;
    void GetCoreMemBw(const CoreMemType& memType, uint64_t& bwSize) const;
    void ReserveLocalMemory(ReservedSize size);
    SocVersion GetSocVersion(void) const;
    NpuArch GetCurNpuArch(void) const;
private:
    fe::PlatFormInfos* platformInfo_;
    uint32_t reservedMemSize_ = 0;
};
class PlatformAscendCManager {
public:
#ifdef __ASCSIM_HOST__
    static PlatformAscendC* GetInstance(unsigned __ascsim_line = __builtin_LINE(), const char* __ascsim_file = __builtin_FILE());
    static PlatformAscendC* GetInstance(const char* customSocVersion, unsigned __ascsim_line = __builtin_LINE(), const char* __ascsim_file = __builtin_FILE());
#else
    static PlatformAscendC* GetInstance();
    static PlatformAscendC* GetInstance(const char* customSocVersion);
#endif
private:
    PlatformAscendCManager();
};
}  // namespace platform_ascendc

#endif  // __ASCSIM_TILING_PLATFORM_PLATFORM_ASCENDC_H
