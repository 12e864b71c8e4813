"""SIMT kernels written in Python, run by the lockstep engine of the ``.asc`` programs.

    from ascsim import gm_ptr, float_, uint32_t
    from ascsim.simt import simt_kernel, threadIdx, blockIdx, blockDim, active

    @simt_kernel
    def gather(src: gm_ptr[float_], index: gm_ptr[uint32_t], dst: gm_ptr[float_], n: int) -> None:
        i = blockIdx.x * blockDim.x + threadIdx.x
        with active(i < n):
            dst[i] = src[index[i]]

    gather[blocks, threads_per_block](src, index, dst, n)   # or gather.launch(grid, block, *args, dyn_ub=0)

The kernel body runs once per batch of blocks: every value is a numpy array with one element per thread.
Python's ``if`` cannot split the threads, so divergent code goes under ``with active(condition):``. Every
function of the SIMT API is here under its C name (``asc_syncthreads``, ``asc_shfl_down``, ``sinf`` ...),
its overload picked from the arguments' element types (:mod:`ascsim.simt_python`).
"""

from .simt_python import (
    SimtKernel,
    SimtPtr,
    active,
    api_functions,
    blockDim,
    blockIdx,
    gridDim,
    simt_kernel,
    threadIdx,
    warpSize,
)

_API = api_functions()
globals().update(_API)

__all__ = ["SimtKernel", "SimtPtr", "active", "blockDim", "blockIdx", "gridDim", "simt_kernel", "threadIdx",
           "warpSize", *_API]
