// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_PLATFORM_SOC_SPEC_H
#define __ASCSIM_PLATFORM_SOC_SPEC_H
#include <cstdint>

enum class NpuArch : uint32_t { DAV_1001 = 1001, DAV_2002 = 2002, DAV_2201 = 2201, DAV_3002 = 3002, DAV_3003 = 3003, DAV_3113 = 3113, DAV_3510 = 3510, DAV_5102 = 5102, DAV_RESV = 65535 };

#endif  // __ASCSIM_PLATFORM_SOC_SPEC_H
