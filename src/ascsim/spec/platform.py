"""``tiling/platform/platform_ascendc.h``: the host's platform queries (``platform_ascendc::
PlatformAscendC``, ``PlatformAscendCManager``), as data.

The enums programs compare with, the processor names ``PlatformAscendCManager::GetInstance(name)``
accepts, and the order of the record of one chip's answers that the simulator sends the host part
(:mod:`ascsim.host_platform` fills it, ``host_runtime.cpp`` reads it). :mod:`ascsim.spec.gen` writes
the header from this module.
"""

from __future__ import annotations

#: ``enum class CoreMemType``: the storages GetCoreMemSize and GetCoreMemBw report, in their order.
CORE_MEM_TYPES = ("L0_A", "L0_B", "L0_C", "L1", "L2", "UB", "HBM", "FB", "BT")

#: ``enum class SocVersion``, with the values its C declaration gives implicitly written out: the
#: deprecated ASCEND910_95 equals ASCEND950, so the member after it counts on from 4 again.
SOC_VERSIONS: tuple[tuple[str, int], ...] = (
    ("ASCEND910", 0), ("ASCEND910B", 1), ("ASCEND310P", 2), ("ASCEND310B", 3), ("ASCEND950", 4),
    ("ASCEND910_55", 5), ("ASCEND910_95", 4), ("AS31XM1", 5), ("ASCEND031", 6), ("ASCEND035", 7),
    ("ASCEND310", 8), ("ASCEND610", 9), ("ASCEND610Lite", 10), ("ASCEND910_93", 11), ("BS9SX1A", 12),
    ("BS9SX2A", 13), ("HI3796CV300CS", 14), ("HI3796CV300ES", 15), ("MC61AM21A", 16), ("MC62", 17),
    ("SD3403", 18), ("KIRINX90", 19), ("KIRIN9030", 20), ("MC32DM11A", 21), ("ASCEND350", 22),
    ("RESERVED_VERSION", 99999),
)

#: ``enum class NpuArch : uint32_t`` (declared by ``platform/soc_spec.h``): an architecture's member
#: is its number; DAV_RESV answers a platform whose architecture is unknown.
NPU_ARCHES: tuple[tuple[str, int], ...] = (
    ("DAV_1001", 1001), ("DAV_2002", 2002), ("DAV_2201", 2201), ("DAV_3002", 3002), ("DAV_3003", 3003),
    ("DAV_3113", 3113), ("DAV_3510", 3510), ("DAV_5102", 5102), ("DAV_RESV", 0xFFFF),
)

#: ``enum class ReservedSize``: what ReserveLocalMemory sets aside of the Unified Buffer, in bytes.
RESERVED_SIZES: tuple[tuple[str, int], ...] = (
    ("RESERVED_SIZE_8K", 8 * 1024), ("RESERVED_SIZE_16K", 16 * 1024), ("RESERVED_SIZE_32K", 32 * 1024),
)

#: The SocVersion of each simulated architecture (the A2 and A3 products share ASCEND910B).
SOC_VERSION_OF_ARCH = {"dav-3510": "ASCEND950", "dav-2201": "ASCEND910B"}

#: The processor names (``npu-smi``'s chip name and NPU name) GetInstance(name) accepts, by the
#: architecture they belong to. Ascend350 is also dav-3510 but another chip: ascsim does not model it.
_NAMES_3510 = tuple(f"Ascend950PR_{n}" for n in (
    "9599", "958a", "9589", "958b", "9579", "957b", "957bx", "957c", "957d", "950z")) + tuple(
    f"Ascend950DT_{n}" for n in ("950x", "950y", "95A1", "95A2", "9591", "9592", "9595", "9596", "9581", "9582",
                                 "9582x", "9583", "9584", "9585", "9586", "9587", "9588", *map(str, range(9571, 9579))))
_NAMES_2201 = ("Ascend910B1", "Ascend910B2", "Ascend910B2C", "Ascend910B3", "Ascend910B4", "Ascend910B4-1",
               "Ascend910_9391", "Ascend910_9381", "Ascend910_9372", "Ascend910_9392", "Ascend910_9382",
               "Ascend910_9362")
PROCESSORS: dict[str, str] = {**{n: "dav-3510" for n in _NAMES_3510}, **{n: "dav-2201" for n in _NAMES_2201}}

#: The fields of the record of one chip's answers, in the order the host runtime reads them: the
#: plain queries, then GetCoreMemSize and GetCoreMemBw of each CoreMemType.
RECORD_FIELDS: tuple[str, ...] = (
    "npu_arch", "soc_version", "core_num", "core_num_aic", "core_num_aiv", "core_num_vector", "vec_reg_len",
    "lib_api_workspace", "cube_group_workspace", "group_barrier_workspace",
    *(f"mem_size_{m}" for m in CORE_MEM_TYPES), *(f"mem_bw_{m}" for m in CORE_MEM_TYPES),
)
