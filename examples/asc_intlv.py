"""asc_intlv: interleave two uint8 registers (Python version of the asc_intlv page's example)."""

import sys

import numpy as np

from ascsim import *  # noqa: F403 - the C API names
from ascsim import acl

ELEMENT_COUNT = 256
HALF_COUNT = ELEMENT_COUNT // 2
BUFFER_BYTES = ELEMENT_COUNT * uint8_t.size


@simd_vf
def intlv_vf(output0: ub_ptr[uint8_t], output1: ub_ptr[uint8_t],
             input0: ub_ptr[uint8_t], input1: ub_ptr[uint8_t]) -> None:
    src0 = vector_uint8_t()
    src1 = vector_uint8_t()
    dst0 = vector_uint8_t()
    dst1 = vector_uint8_t()
    mask = asc_create_mask_b8(PAT_ALL)
    asc_loadalign(src0, input0)
    asc_loadalign(src1, input1)
    asc_intlv(dst0, dst1, src0, src1)
    asc_storealign(output0, dst0, mask)
    asc_storealign(output1, dst1, mask)


@vector_kernel
def asc_intlv_kernel(output0: gm_ptr[uint8_t], output1: gm_ptr[uint8_t],
                     input0: gm_ptr[uint8_t], input1: gm_ptr[uint8_t]) -> None:
    asc_init()
    output0_local = ub_array(uint8_t, ELEMENT_COUNT)
    output1_local = ub_array(uint8_t, ELEMENT_COUNT)
    input0_local = ub_array(uint8_t, ELEMENT_COUNT)
    input1_local = ub_array(uint8_t, ELEMENT_COUNT)
    asc_copy_gm2ub_align(input0_local, input0, BUFFER_BYTES)
    asc_copy_gm2ub_align(input1_local, input1, BUFFER_BYTES)
    asc_sync_notify(PIPE_MTE2, PIPE_V, EVENT_ID0)
    asc_sync_wait(PIPE_MTE2, PIPE_V, EVENT_ID0)
    intlv_vf(output0_local, output1_local, input0_local, input1_local)
    asc_sync_notify(PIPE_V, PIPE_MTE3, EVENT_ID0)
    asc_sync_wait(PIPE_V, PIPE_MTE3, EVENT_ID0)
    asc_copy_ub2gm_align(output0, output0_local, BUFFER_BYTES)
    asc_copy_ub2gm_align(output1, output1_local, BUFFER_BYTES)
    asc_sync()


def main() -> int:
    input0 = np.arange(ELEMENT_COUNT, dtype=np.uint8)
    input1 = (255 - np.arange(ELEMENT_COUNT)).astype(np.uint8)
    output0 = np.zeros(ELEMENT_COUNT, np.uint8)
    output1 = np.zeros(ELEMENT_COUNT, np.uint8)

    acl.init()
    acl.rt.set_device(0)
    input0_device, _ = acl.rt.malloc(BUFFER_BYTES, acl.ACL_MEM_MALLOC_HUGE_FIRST)
    input1_device, _ = acl.rt.malloc(BUFFER_BYTES, acl.ACL_MEM_MALLOC_HUGE_FIRST)
    output0_device, _ = acl.rt.malloc(BUFFER_BYTES, acl.ACL_MEM_MALLOC_HUGE_FIRST)
    output1_device, _ = acl.rt.malloc(BUFFER_BYTES, acl.ACL_MEM_MALLOC_HUGE_FIRST)
    acl.rt.memcpy(input0_device, BUFFER_BYTES, acl.util.numpy_to_ptr(input0), BUFFER_BYTES,
                  acl.ACL_MEMCPY_HOST_TO_DEVICE)
    acl.rt.memcpy(input1_device, BUFFER_BYTES, acl.util.numpy_to_ptr(input1), BUFFER_BYTES,
                  acl.ACL_MEMCPY_HOST_TO_DEVICE)
    asc_intlv_kernel[1, 0](output0_device, output1_device, input0_device, input1_device)
    acl.rt.synchronize_device()
    acl.rt.memcpy(acl.util.numpy_to_ptr(output0), BUFFER_BYTES, output0_device, BUFFER_BYTES,
                  acl.ACL_MEMCPY_DEVICE_TO_HOST)
    acl.rt.memcpy(acl.util.numpy_to_ptr(output1), BUFFER_BYTES, output1_device, BUFFER_BYTES,
                  acl.ACL_MEMCPY_DEVICE_TO_HOST)

    passed = True
    for i in range(HALF_COUNT):
        passed = passed and output0[2 * i] == input0[i] and output0[2 * i + 1] == input1[i]
        passed = passed and output1[2 * i] == input0[i + HALF_COUNT] \
            and output1[2 * i + 1] == input1[i + HALF_COUNT]
    print("[Success] asc_intlv completed." if passed else "[Failed] asc_intlv output mismatch.")
    acl.rt.free(input0_device)
    acl.rt.free(input1_device)
    acl.rt.free(output0_device)
    acl.rt.free(output1_device)
    acl.rt.reset_device(0)
    acl.finalize()
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
