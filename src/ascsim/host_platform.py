"""What the host's platform queries (``platform_ascendc::PlatformAscendC``) answer for a chip.

The numbers come from :mod:`ascsim.arch` and agree with what ``aclrtGetDeviceInfo``
(:mod:`ascsim.acl`) reports of the same architecture. Where the simulator has no figure (the L2
cache, every bandwidth but the GM's) the answer is 0; the workspace queries the pages define only for
the A2/A3 products answer ``uint32_t(-1)`` elsewhere, as the vendor's library does
(``docs/host.md``, "Platform queries").
"""

from __future__ import annotations

from . import arch
from .acl import DEVICE_MEMORY_BYTES
from .runtime.timeline import Params as ProfileParams
from .spec import platform as spec

#: What GetLibApiWorkSpaceSize reports on both architectures (16 MiB).
LIB_API_WORKSPACE_BYTES = 16 * 1024 * 1024
#: The workspaces of CreateCubeResGroup and GroupBarrier on the A2/A3 products (1 MiB each).
GROUP_WORKSPACE_BYTES = 1024 * 1024
#: What a workspace query answers on a chip the pages define it for none (``uint32_t(-1)``).
NO_WORKSPACE = 0xFFFFFFFF
#: The A2/A3 products keep this much of the Unified Buffer and of L1 for the library's own messages.
KFC_RESERVED_BYTES_2201 = 256


def processor_arch(name: str) -> arch.Arch | None:
    """The architecture of the AI processor ``name`` (``Ascend950PR_9589`` ...), or None if unknown."""
    key = spec.PROCESSORS.get(name)
    return arch.named(key) if key else None


def _mem_sizes(chip: arch.Arch) -> dict[str, int]:
    reserve = KFC_RESERVED_BYTES_2201 if chip.name == arch.DAV_2201 else 0
    return {"L0_A": chip.l0a_bytes, "L0_B": chip.l0b_bytes, "L0_C": chip.l0c_bytes, "L1": chip.l1_bytes - reserve,
            "L2": 0, "UB": chip.ub_bytes - reserve, "HBM": DEVICE_MEMORY_BYTES, "FB": chip.fb_bytes,
            "BT": chip.bt_bytes}


def _mem_bandwidths() -> dict[str, int]:
    # The pages support only L2 and HBM; the GM bandwidth is the profile model's, the L2's unknown.
    return {m: 0 for m in spec.CORE_MEM_TYPES} | {"HBM": int(ProfileParams().gm_bytes_per_cycle)}


def record(chip: arch.Arch) -> dict[str, int]:
    """Every answer of the platform queries for ``chip``, by the fields of ``spec.RECORD_FIELDS``."""
    socs = dict(spec.SOC_VERSIONS)
    soc = spec.SOC_VERSION_OF_ARCH[chip.name]
    # The A2/A3 products (ASCEND910B) have the group workspaces; other chips answer the error value.
    group = GROUP_WORKSPACE_BYTES if soc == "ASCEND910B" else NO_WORKSPACE
    out = {
        "npu_arch": chip.macro, "soc_version": socs[soc],
        # Both architectures separate cube and vector cores: GetCoreNum counts the vector cores.
        "core_num": chip.aiv_cores, "core_num_aic": chip.aic_cores, "core_num_aiv": chip.aiv_cores,
        # Only the Atlas inference products have stand-alone vector cores.
        "core_num_vector": 0,
        # Bytes of a vector register on a register-based architecture, 0 on the others.
        "vec_reg_len": arch.VL_BYTES if chip.registers else 0,
        "lib_api_workspace": LIB_API_WORKSPACE_BYTES, "cube_group_workspace": group,
        "group_barrier_workspace": group,
    }
    out |= {f"mem_size_{m}": v for m, v in _mem_sizes(chip).items()}
    out |= {f"mem_bw_{m}": v for m, v in _mem_bandwidths().items()}
    assert tuple(out) == spec.RECORD_FIELDS, "the record's fields follow spec.platform.RECORD_FIELDS"
    return out
