"""``from ascsim import *`` gives the kernel-side C names unchanged."""

import pytest

import ascsim

NAMES = (
    [f"vector_{t}" for t in ("int8_t", "uint8_t", "hifloat8_t", "fp8_e8m0_t", "fp8_e5m2_t", "fp8_e4m3fn_t",
                             "int16_t", "uint16_t", "half", "bfloat16_t", "int32_t", "uint32_t", "float", "bool")]
    + ["int8_t", "uint8_t", "hifloat8_t", "fp8_e8m0_t", "fp8_e5m2_t", "fp8_e4m3fn_t", "int16_t", "uint16_t",
       "half", "bfloat16_t", "int32_t", "uint32_t", "float_"]
    + ["asc_intlv", "asc_intlv_b8", "asc_intlv_b16", "asc_intlv_b32", "asc_unpack_lower", "asc_unpack_upper",
       "asc_create_mask_b8", "asc_create_mask_b16", "asc_create_mask_b32", "asc_update_mask_b8",
       "asc_update_mask_b16", "asc_update_mask_b32", "asc_loadalign", "asc_storealign", "asc_copy_gm2ub_align",
       "asc_copy_ub2gm_align", "asc_sync_notify", "asc_sync_wait", "asc_sync", "asc_init", "asc_get_vf_len",
       "block_idx", "block_num"]
    + [f"PAT_{p}" for p in ("ALL", "VL1", "VL2", "VL3", "VL4", "VL8", "VL16", "VL32", "VL64", "VL128", "M3", "M4",
                            "H", "Q", "ALLF")]
    + [f"PIPE_{p}" for p in ("S", "V", "M", "MTE1", "MTE2", "MTE3", "ALL", "FIX")]
    + [f"EVENT_ID{i}" for i in range(8)]
    + ["simd_vf", "vector_kernel", "cube_kernel", "gm_ptr", "ub_ptr", "ub_array", "Ref"]
)

#: Every finding (uninitialised read, race, unpaired sync) is an error in these tests.
pytestmark = pytest.mark.usefixtures("strict_checks")


@pytest.mark.parametrize("name", NAMES)
def test_star_import_gives_the_c_name(name: str) -> None:
    namespace: dict = {}
    exec("from ascsim import *", namespace)
    assert name in namespace
    assert namespace[name] is getattr(ascsim, name)


def test_batch_ops_of_the_seeds() -> None:
    for name in ("intlv", "intlv_mask", "unpack", "unpack_mask"):
        assert callable(getattr(ascsim.ops, name))
