"""Facts of the chip: Ascend 950PR/950DT, NPU arch dav-3510.

Every number the simulator needs about the hardware lives here and nowhere else.
"""

from __future__ import annotations

from enum import IntEnum

NPU_ARCH = "dav-3510"

#: Vector register length in bytes (``asc_get_vf_len()``).
VL_BYTES = 256
#: Mask register width in bits: one bit per byte of a vector register.
MASK_BITS = VL_BYTES
#: Bytes a mask register occupies when stored to UB.
MASK_BYTES = MASK_BITS // 8

#: Vector and mask registers available to one VF; more spill to UB (slower, not wrong).
VECTOR_REGISTERS = 32
MASK_REGISTERS = 8

#: Unified Buffer per core, and what kernels may use by default.
UB_BYTES = 256 * 1024
UB_USABLE_BYTES = 248 * 1024
#: Blocks a launch may have (``<<<block_num, ...>>>`` takes 1 to 65535).
MAX_BLOCKS = 65535
#: A data block, the unit of UB addressing: block strides, the padded size of a copy's burst, the
#: 8 blocks of a register, the blocks a reduction works on.
DATA_BLOCK_BYTES = 32
#: Data blocks of one vector register (and of one repeat of a UB vector instruction).
REGISTER_BLOCKS = VL_BYTES // DATA_BLOCK_BYTES
#: Alignment of UB addresses used by aligned loads/stores and the UB side of ``*_align`` copies.
UB_ALIGN = DATA_BLOCK_BYTES
#: Alignment of ``__ubuf__ T a[n]`` arrays.
UB_ARRAY_ALIGN = DATA_BLOCK_BYTES
#: L1 Buffer per core (``__cbuf__``): the cube core's input buffer, which a vector core fills with
#: ``asc_copy_ub2l1``; its arrays are 32-byte aligned as the copy's blocks are.
L1_BYTES = 512 * 1024
L1_ALIGN = DATA_BLOCK_BYTES
#: The cube core's other buffers (sizes and address alignments of the dav-3510 storage table):
#: L0A/L0B hold the left/right matrices of ``asc_mmad``, L0C its results, the bias table (BT) the
#: bias rows an mmad may start from, the fixpipe buffer (FB) the quantisation parameters of fixpipe.
L0A_BYTES = 64 * 1024
L0A_ALIGN = 512
L0B_BYTES = 64 * 1024
L0B_ALIGN = 512
L0C_BYTES = 256 * 1024
L0C_ALIGN = 64
BT_BYTES = 4 * 1024
BT_ALIGN = 64
FB_BYTES = 4 * 1024
FB_ALIGN = 64
#: Vector cores per AI Core: a ``__mix__`` kernel runs one cube core and this many vector cores per block.
VECTOR_CORES_PER_AICORE = 2
#: Alignment of global memory handed out by ``aclrtMalloc``.
GM_ALIGN = 64


def lanes(elem_size: int) -> int:
    """Elements of ``elem_size`` bytes held by one vector register."""
    return VL_BYTES // elem_size


class Pipe(IntEnum):
    """``pipe_t``: the hardware pipelines."""

    PIPE_S = 0
    PIPE_V = 1
    PIPE_M = 2
    PIPE_MTE1 = 3
    PIPE_MTE2 = 4
    PIPE_MTE3 = 5
    PIPE_ALL = 6
    PIPE_FIX = 10


class Event(IntEnum):
    """``event_t``: the event ids a notify/wait pair names."""

    EVENT_ID0 = 0
    EVENT_ID1 = 1
    EVENT_ID2 = 2
    EVENT_ID3 = 3
    EVENT_ID4 = 4
    EVENT_ID5 = 5
    EVENT_ID6 = 6
    EVENT_ID7 = 7


class Pat(IntEnum):
    """Mask patterns for ``asc_create_mask_b8/_b16/_b32``."""

    PAT_ALL = 0
    PAT_VL1 = 1
    PAT_VL2 = 2
    PAT_VL3 = 3
    PAT_VL4 = 4
    PAT_VL8 = 5
    PAT_VL16 = 6
    PAT_VL32 = 7
    PAT_VL64 = 8
    PAT_VL128 = 9
    PAT_M3 = 10
    PAT_M4 = 11
    PAT_H = 12
    PAT_Q = 13
    PAT_ALLF = 15


class CoreType(IntEnum):
    """The two kinds of AI Core a kernel can run on."""

    AIV = 0  #: vector core: register instructions take effect
    AIC = 1  #: cube core: register instructions do nothing
    MIX = 2  #: a ``__mix__`` launch: each block runs one cube core and two vector cores (never a running core)



# The enum members under their C names, as the headers define them.
PIPE_S = Pipe.PIPE_S
PIPE_V = Pipe.PIPE_V
PIPE_M = Pipe.PIPE_M
PIPE_MTE1 = Pipe.PIPE_MTE1
PIPE_MTE2 = Pipe.PIPE_MTE2
PIPE_MTE3 = Pipe.PIPE_MTE3
PIPE_ALL = Pipe.PIPE_ALL
PIPE_FIX = Pipe.PIPE_FIX
EVENT_ID0 = Event.EVENT_ID0
EVENT_ID1 = Event.EVENT_ID1
EVENT_ID2 = Event.EVENT_ID2
EVENT_ID3 = Event.EVENT_ID3
EVENT_ID4 = Event.EVENT_ID4
EVENT_ID5 = Event.EVENT_ID5
EVENT_ID6 = Event.EVENT_ID6
EVENT_ID7 = Event.EVENT_ID7
PAT_ALL = Pat.PAT_ALL
PAT_VL1 = Pat.PAT_VL1
PAT_VL2 = Pat.PAT_VL2
PAT_VL3 = Pat.PAT_VL3
PAT_VL4 = Pat.PAT_VL4
PAT_VL8 = Pat.PAT_VL8
PAT_VL16 = Pat.PAT_VL16
PAT_VL32 = Pat.PAT_VL32
PAT_VL64 = Pat.PAT_VL64
PAT_VL128 = Pat.PAT_VL128
PAT_M3 = Pat.PAT_M3
PAT_M4 = Pat.PAT_M4
PAT_H = Pat.PAT_H
PAT_Q = Pat.PAT_Q
PAT_ALLF = Pat.PAT_ALLF


class MemBar(IntEnum):
    """Kinds of ``asc_mem_bar``: which earlier accesses are ordered before which later ones.

    V = vector unit, S = scalar unit; ST/LD = store/load, VST/VLD = vector store/load; ``*_ALL`` =
    every load and store of both sides. The values are this simulator's own numbering.
    """

    VV_ALL = 0
    VST_VLD = 1
    VLD_VST = 2
    VST_VST = 3
    VS_ALL = 4
    VST_LD = 5
    VLD_ST = 6
    VST_ST = 7
    SV_ALL = 8
    ST_VLD = 9
    LD_VST = 10
    ST_VST = 11
    SS_ALL = 12
    ST_LD = 13
    LD_ST = 14
    ST_ST = 15


VV_ALL = MemBar.VV_ALL
VST_VLD = MemBar.VST_VLD
VLD_VST = MemBar.VLD_VST
VST_VST = MemBar.VST_VST
VS_ALL = MemBar.VS_ALL
VST_LD = MemBar.VST_LD
VLD_ST = MemBar.VLD_ST
VST_ST = MemBar.VST_ST
SV_ALL = MemBar.SV_ALL
ST_VLD = MemBar.ST_VLD
LD_VST = MemBar.LD_VST
ST_VST = MemBar.ST_VST
SS_ALL = MemBar.SS_ALL
ST_LD = MemBar.ST_LD
LD_ST = MemBar.LD_ST
ST_ST = MemBar.ST_ST
