"""asc_unpack_lower/upper: widen both halves of a uint8 register to uint16 (Python version of the
asc_unpack page's example)."""

import sys

import numpy as np

from ascsim import *  # noqa: F403 - the C API names
from ascsim import acl


def print_data(label: str, values: np.ndarray) -> None:
    count = min(values.size, 8)
    line = label + ":" + "".join(f" {int(v)}" for v in values[:count])
    print(line + (" ..." if values.size > count else ""))


def compare_data(actual: np.ndarray, expected: np.ndarray, tolerance: float = 0.0) -> bool:
    if actual.size != expected.size:
        return False
    diff = np.abs(actual.astype(np.float64) - expected.astype(np.float64))
    return bool(np.all(diff <= tolerance))


SRC_COUNT = 256
DST_COUNT = 128


@simd_vf
def unpack(lower: ub_ptr[uint16_t], upper: ub_ptr[uint16_t], src: ub_ptr[uint8_t]) -> None:
    lower_reg = vector_uint16_t()
    upper_reg = vector_uint16_t()
    src_reg = vector_uint8_t()
    count = Ref(uint32_t, DST_COUNT)
    mask = asc_update_mask_b16(count)
    asc_loadalign(src_reg, src)
    asc_unpack_lower(lower_reg, src_reg)
    asc_unpack_upper(upper_reg, src_reg)
    asc_storealign(lower, lower_reg, mask)
    asc_storealign(upper, upper_reg, mask)


@vector_kernel
def asc_unpack_kernel(lower: gm_ptr[uint16_t], upper: gm_ptr[uint16_t], src: gm_ptr[uint8_t]) -> None:
    asc_init()
    lower_local = ub_array(uint16_t, DST_COUNT)
    upper_local = ub_array(uint16_t, DST_COUNT)
    src_local = ub_array(uint8_t, SRC_COUNT)
    asc_copy_gm2ub_align(src_local, src, SRC_COUNT)
    asc_sync_notify(PIPE_MTE2, PIPE_V, EVENT_ID0)
    asc_sync_wait(PIPE_MTE2, PIPE_V, EVENT_ID0)
    unpack(lower_local, upper_local, src_local)
    asc_sync_notify(PIPE_V, PIPE_MTE3, EVENT_ID0)
    asc_sync_wait(PIPE_V, PIPE_MTE3, EVENT_ID0)
    asc_copy_ub2gm_align(lower, lower_local, DST_COUNT * uint16_t.size)
    asc_copy_ub2gm_align(upper, upper_local, DST_COUNT * uint16_t.size)
    asc_sync()


def main() -> int:
    src = np.arange(SRC_COUNT, dtype=np.uint8)
    lower = np.zeros(DST_COUNT, np.uint16)
    upper = np.zeros(DST_COUNT, np.uint16)
    golden_lower = src[:DST_COUNT].astype(np.uint16)
    golden_upper = src[DST_COUNT:].astype(np.uint16)
    acl.init()
    acl.rt.set_device(0)
    src_device, _ = acl.rt.malloc(SRC_COUNT * uint8_t.size, acl.ACL_MEM_MALLOC_HUGE_FIRST)
    lower_device, _ = acl.rt.malloc(DST_COUNT * uint16_t.size, acl.ACL_MEM_MALLOC_HUGE_FIRST)
    upper_device, _ = acl.rt.malloc(DST_COUNT * uint16_t.size, acl.ACL_MEM_MALLOC_HUGE_FIRST)
    acl.rt.memcpy(src_device, src.nbytes, acl.util.numpy_to_ptr(src), src.nbytes, acl.ACL_MEMCPY_HOST_TO_DEVICE)
    asc_unpack_kernel[1, 0](lower_device, upper_device, src_device)
    acl.rt.synchronize_device()
    acl.rt.memcpy(acl.util.numpy_to_ptr(lower), lower.nbytes, lower_device, lower.nbytes,
                  acl.ACL_MEMCPY_DEVICE_TO_HOST)
    acl.rt.memcpy(acl.util.numpy_to_ptr(upper), upper.nbytes, upper_device, upper.nbytes,
                  acl.ACL_MEMCPY_DEVICE_TO_HOST)
    print_data("Input", src)
    print_data("Lower output", lower)
    print_data("Lower Golden", golden_lower)
    print_data("Upper output", upper)
    print_data("Upper Golden", golden_upper)
    passed = compare_data(lower, golden_lower) and compare_data(upper, golden_upper)
    print("[Success] asc_unpack_lower/asc_unpack_upper passed." if passed
          else "[Failed] asc_unpack_lower/asc_unpack_upper failed.")
    acl.rt.free(lower_device)
    acl.rt.free(src_device)
    acl.rt.free(upper_device)
    acl.rt.reset_device(0)
    acl.finalize()
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
