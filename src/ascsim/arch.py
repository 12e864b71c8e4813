"""Facts of the chips: Ascend 950PR/950DT (NPU arch dav-3510, the default) and the Atlas A2/A3
training and inference products (dav-2201).

Every number the simulator needs about the hardware lives here and nowhere else: one constant per
fact (the module-level names without a suffix are dav-3510's, the ``*_2201`` ones dav-2201's where
the two differ), gathered per architecture in :class:`Arch`. The architecture a program runs on is
chosen once per run (``ascsim run --npu-arch``, :func:`select`, :func:`using`) and read through
:func:`current`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from enum import IntEnum

#: The architectures, as ``--npu-arch`` names them; dav-3510 is the default.
DAV_3510 = "dav-3510"
DAV_2201 = "dav-2201"
NPU_ARCH = DAV_3510

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
#: Most AI cores of one chip: vector (AIV) and cube (AIC) cores, two vector cores per cube core.
AIV_CORES = 72
AIC_CORES = 36
#: The model's architecture version (``asc_get_arch_ver``, 12 bits on the chip): the arch number's digits.
CORE_VERSION = 0x351

# -- dav-2201 (Atlas A2/A3) where it differs ----------------------------------------------------
#: Unified Buffer per core, and what kernels may use by default.
UB_BYTES_2201 = 192 * 1024
UB_USABLE_BYTES_2201 = 184 * 1024
#: The cube core's buffers of the dav-2201 storage table (the architecture guide's NPU arch 2201 page):
#: L1, L0A and L0B and every alignment as dav-3510's; L0C 128 KiB, the bias table 1 KiB, the fixpipe
#: buffer 2 KiB.
L0C_BYTES_2201 = 128 * 1024
BT_BYTES_2201 = 1 * 1024
FB_BYTES_2201 = 2 * 1024
#: Most AI cores of one chip (the A3 products; A2 chips have fewer).
AIV_CORES_2201 = 50
AIC_CORES_2201 = 25
CORE_VERSION_2201 = 0x220


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



#: The pipes of both architectures (``PIPE_ALL`` names them all at once).
PIPES = (Pipe.PIPE_S, Pipe.PIPE_V, Pipe.PIPE_M, Pipe.PIPE_MTE1, Pipe.PIPE_MTE2, Pipe.PIPE_MTE3, Pipe.PIPE_FIX)


@dataclass(frozen=True)
class Arch:
    """One architecture's facts, as the runtime, the checker, the profile and the tools read them."""

    name: str  #: ``dav-3510`` / ``dav-2201``
    macro: int  #: the value of ``__NPU_ARCH__`` the headers test
    products: str
    ub_bytes: int
    ub_usable_bytes: int
    l1_bytes: int
    aiv_cores: int
    aic_cores: int
    #: Register compute (``__simd_vf__`` functions, ``asc_vf_call``, the register headers).
    registers: bool
    #: SIMT kernels (``__global__`` functions run by threads).
    simt: bool
    #: Bytes one repeat of a UB-level vector instruction covers (8 data blocks on both).
    ub_repeat_bytes: int
    #: Units of the plain copies' burst forms (``asc_copy_gm2ub/ub2gm``): ``"bytes"`` (lengths and
    #: strides from burst start to burst start) or ``"blocks"`` (lengths and end-to-start gaps in
    #: 32-byte blocks).
    copy_units: str
    core_version: int  #: what ``asc_get_arch_ver`` writes (a model value)
    pipes: tuple[Pipe, ...] = PIPES
    #: The cube core's buffers (bytes): L0A, L0B, L0C, the bias table and the fixpipe buffer.
    l0a_bytes: int = L0A_BYTES
    l0b_bytes: int = L0B_BYTES
    l0c_bytes: int = L0C_BYTES
    bt_bytes: int = BT_BYTES
    fb_bytes: int = FB_BYTES
    #: Vector cores per AI Core (a ``__mix__`` block runs one cube core and this many vector cores).
    vector_cores_per_aicore: int = VECTOR_CORES_PER_AICORE
    #: The fractal order of L0A (the left matrix of ``asc_mmad``): ``"nz"`` (column blocks of 16-row fractals,
    #: dav-3510: "changed by the hardware") or ``"zz"`` (row blocks of fractals along K, dav-2201).
    l0a_layout: str = "nz"


ARCH_3510 = Arch(DAV_3510, 3510, "Ascend 950PR/950DT", UB_BYTES, UB_USABLE_BYTES, L1_BYTES, AIV_CORES, AIC_CORES,
                 registers=True, simt=True, ub_repeat_bytes=REGISTER_BLOCKS * DATA_BLOCK_BYTES, copy_units="bytes",
                 core_version=CORE_VERSION)
ARCH_2201 = Arch(DAV_2201, 2201, "Atlas A2/A3 training and inference products", UB_BYTES_2201,
                 UB_USABLE_BYTES_2201, L1_BYTES, AIV_CORES_2201, AIC_CORES_2201, registers=False, simt=False,
                 ub_repeat_bytes=REGISTER_BLOCKS * DATA_BLOCK_BYTES, copy_units="blocks",
                 core_version=CORE_VERSION_2201, l0c_bytes=L0C_BYTES_2201, bt_bytes=BT_BYTES_2201,
                 fb_bytes=FB_BYTES_2201, l0a_layout="zz")
#: Every architecture by name, the default first.
ARCHES: dict[str, Arch] = {a.name: a for a in (ARCH_3510, ARCH_2201)}
#: The largest Unified Buffer of any architecture (the storage the blocks share is this big).
MAX_UB_BYTES = max(a.ub_bytes for a in ARCHES.values())

_selected: list[Arch] = [ARCH_3510]
_listeners: list[Callable[[], None]] = []


def named(name: str | int) -> Arch:
    """The architecture ``name`` (``dav-2201``, ``2201`` ...), or a ValueError listing the valid names."""
    key = str(name).strip().lower()
    for a in ARCHES.values():
        if key in (a.name, str(a.macro), a.name.removeprefix("dav-")):
            return a
    raise ValueError(f"unknown NPU architecture {name!r}; use one of {', '.join(ARCHES)}")


def current() -> Arch:
    """The architecture the program runs on (dav-3510 unless :func:`select` chose another)."""
    return _selected[0]


def select(name: str | int) -> Arch:
    """Run what follows on architecture ``name``: the C API it has, its units and its limits."""
    a = named(name)
    if a is not _selected[0]:
        _selected[0] = a
        for listener in _listeners:
            listener()
    return a


@contextmanager
def using(name: str | int) -> Iterator[Arch]:
    """``with ascsim.npu_arch("dav-2201"):`` run the body on that architecture, then the previous one."""
    previous = current()
    try:
        yield select(name)
    finally:
        select(previous.name)


def on_select(listener: Callable[[], None]) -> None:
    """Call ``listener`` whenever another architecture is selected (caches of bound calls drop their
    entries: what a call binds to depends on the architecture)."""
    _listeners.append(listener)


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
