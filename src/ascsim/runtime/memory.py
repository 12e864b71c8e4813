"""Memory of the simulated system: global memory (GM), each block's Unified Buffer (UB) and L1 Buffer,
and the host buffers the host API may copy from and to.

Every access names an address range that must lie inside one live allocation; anything else is an
error, never a clamp. Each byte of GM and UB remembers whether it was ever written, so reading
bytes nobody wrote is reported.
"""

from __future__ import annotations

import bisect
import weakref
from collections.abc import Callable
from typing import Any

import numpy as np

from .. import arch
from ..dtypes import ElemType
from ..errors import AscTypeError, AscValueError, ContextError, MemoryAccessError, UBExhaustedError, user_location
from . import check
from .context import CTX

#: Called as hook(allocation, offset, nbytes, is_write, pipe, what, lanes) on every checked access,
#: when set (a kernel launch installs the pipe hazard tracker). ``lanes`` flags the bytes really
#: accessed (masked stores), None for all.
AccessHook = Callable[["Allocation", int, int, bool, "arch.Pipe", str, "np.ndarray | None"], None]


#: How many writes the SIMD code (stores, copies, vector instructions) has made: a loop that waits for memory
#: knows by it whether anything moved (:mod:`ascsim.runtime.simt_tasks`).
WRITES = [0]


class Allocation:
    """One live (or freed) region: a GM allocation, a UB array or a registered host buffer."""

    __slots__ = ("space", "base", "size", "capacity", "data", "init", "origin", "label", "freed", "init_full",
                 "_clean_reads")

    def __init__(self, space: str, base: int, data: np.ndarray, label: str, track_init: bool,
                 size: int | None = None) -> None:
        self.space = space
        self.base = base
        #: The bytes asked for; ``capacity`` (the bytes of ``data``) may be more: the runtime's padding, which
        #: an access may reach (reported, :meth:`MemorySpace.locate`).
        self.size = int(data.nbytes) if size is None else size
        self.capacity = int(data.nbytes)
        self.data = data  #: uint8 view of the bytes
        #: Per-byte "was written" flags; None where every byte counts as written (host buffers).
        self.init: np.ndarray | None = np.zeros(self.capacity, np.bool_) if track_init else None
        #: Every byte was written (seen once, then never looked at again: no write makes a byte of a
        #: live allocation unwritten), and the reads that found their bytes written since the last look.
        self.init_full = False
        self._clean_reads = 0
        self.origin = user_location()
        self.label = label
        self.freed = False

    def clean_reads(self, count: int = 1) -> None:
        """``count`` checked reads found their bytes written. Every 64 of them, one look at the whole
        allocation (amortised: a buffer read over and over once filled stops costing a look per read)."""
        before = self._clean_reads
        self._clean_reads = before + count
        if (before >> 6) != (self._clean_reads >> 6) and self.init is not None and self.init[:self.size].all():
            # The bytes asked for: a read of the padding is reported anyway (MemorySpace.locate).
            self.init_full = True

    def describe(self) -> str:
        where = f", allocated at {self.origin}" if self.origin else ""
        return f"{self.label} at {self.space.upper()} 0x{self.base:x}{where}"


class MemorySpace:
    """A set of allocations in one address space, looked up by address."""

    def __init__(self, name: str) -> None:
        self.name = name
        self._bases: list[int] = []
        self._allocs: dict[int, Allocation] = {}
        self.hook: AccessHook | None = None
        #: When a list: every write appends (allocation, offset, bytes, lanes or None) to it. A worker
        #: of a parallel launch ships exactly the bytes its blocks wrote (:mod:`ascsim.runtime.parallel`).
        self.journal: list[tuple[Allocation, int, int, np.ndarray | None]] | None = None
        #: Objects that wrap this memory for a caller (the front end's typed views), keyed as the
        #: caller likes; they live as long as the memory and are dropped by :meth:`release`.
        self.views: dict[Any, Any] = {}

    def release(self) -> None:
        """Forget the views: a block's UB is released when the block ends."""
        self.views.clear()

    def _insert(self, alloc: Allocation) -> None:
        bisect.insort(self._bases, alloc.base)
        self._allocs[alloc.base] = alloc

    def _remove(self, alloc: Allocation) -> None:
        self._bases.remove(alloc.base)
        del self._allocs[alloc.base]

    def allocation_at(self, addr: int) -> Allocation | None:
        """The allocation containing ``addr`` (live or not), if any."""
        i = bisect.bisect_right(self._bases, addr) - 1
        if i < 0:
            return None
        alloc = self._allocs[self._bases[i]]
        return alloc if addr < alloc.base + max(alloc.capacity, 1) else None

    def locate(self, addr: int, nbytes: int, what: str, within: Allocation | None = None) -> tuple[Allocation, int]:
        """The allocation holding all of ``[addr, addr+nbytes)`` and the offset of ``addr`` in it.

        ``within`` is the allocation the pointer was derived from: landing in another one, even
        entirely, is an error too (a pointer may not walk from one array into its neighbour).
        """
        if within is not None and not within.freed and self._allocs.get(within.base) is within:
            off = addr - within.base
            if 0 <= off < within.size and off + nbytes <= within.size:  # the common case: in its own array
                return within, off
        alloc = self.allocation_at(addr)
        if within is not None and alloc is not within:
            side = "before the start" if addr < within.base else "past the end"
            raise MemoryAccessError(
                f"{what}: the pointer belongs to {within.describe()} but accesses {self.name.upper()} 0x{addr:x}, "
                f"{side} of it" + (f", inside {alloc.describe()}" if alloc is not None else "")
            )
        if alloc is None:
            raise MemoryAccessError(
                f"{what}: address 0x{addr:x} is not inside any {self.name.upper()} allocation"
                + self._nearest_hint(addr)
            )
        if alloc.freed:
            raise MemoryAccessError(f"{what}: {self.name.upper()} 0x{addr:x} is in {alloc.describe()}, already freed")
        off = addr - alloc.base
        # Device code may reach the runtime's padding (the chip has the bytes); the host API may not (its
        # copies are checked against the size asked for).
        if off + nbytes > alloc.size and off + nbytes <= alloc.capacity and CTX.core is not None:
            check.report("memory", f"{what}: accesses {nbytes} bytes at {self.name.upper()} 0x{addr:x}, "
                         f"{off + nbytes - alloc.size} bytes past the {alloc.size} bytes asked of {alloc.describe()}: "
                         f"inside the padding the runtime adds ({alloc.capacity} bytes are allocated), which the "
                         "chip allows, but no data of the program is there", key=("padding", alloc.base, what))
            return alloc, off
        if off + nbytes > alloc.size:
            raise MemoryAccessError(
                f"{what}: accesses {nbytes} bytes at {self.name.upper()} 0x{addr:x}, "
                f"{off + nbytes - alloc.size} bytes past the end of {alloc.describe()}; "
                f"at most {alloc.size - off} bytes fit from there"
            )
        return alloc, off

    def _nearest_hint(self, addr: int) -> str:
        i = bisect.bisect_right(self._bases, addr) - 1
        if i >= 0:
            alloc = self._allocs[self._bases[i]]
            return f" (it is {addr - alloc.base - alloc.size} bytes past the end of {alloc.describe()})"
        return ""

    def read(self, addr: int, nbytes: int, what: str, pipe: arch.Pipe = arch.Pipe.PIPE_S,
             lanes: np.ndarray | None = None, within: Allocation | None = None) -> np.ndarray:
        """The bytes ``[addr, addr+nbytes)`` (a read-only view: copy before keeping it).

        ``lanes`` (bool per byte) limits the uninitialised-data check to the bytes really used.
        """
        alloc, off = self.locate(addr, nbytes, what, within)
        init = alloc.init
        if init is not None and not alloc.init_full and check.CHECKER.mode != "off":  # checks off: no finding wanted
            written = init[off:off + nbytes]
            if not written.all() and (lanes is None or not written[lanes].all()):
                missing = np.flatnonzero(~written if lanes is None else (~written & lanes))
                check.report(
                    "uninitialized",
                    f"{what}: reads {missing.size} byte(s) of {alloc.describe()} that were never written "
                    f"(first at offset {off + int(missing[0])}); copy or store data there first",
                )
            else:
                alloc.clean_reads()
        if self.hook is not None:
            self.hook(alloc, off, nbytes, False, pipe, what, lanes)
        view = alloc.data[off:off + nbytes]
        view.flags.writeable = False  # a reader must copy what it keeps, and can never write through it
        return view

    def write(self, addr: int, data: np.ndarray, what: str, pipe: arch.Pipe = arch.Pipe.PIPE_S,
              lanes: np.ndarray | None = None, within: Allocation | None = None) -> None:
        """Write the bytes of ``data`` at ``addr``; with ``lanes`` (bool per byte) only those bytes."""
        raw = data.view(np.uint8).reshape(-1)
        if lanes is not None:
            # Masked-off lanes are no access at all: only the span of active lanes must be valid.
            active = np.flatnonzero(lanes)
            if active.size == 0:
                return
            lo, hi = int(active[0]), int(active[-1]) + 1
            addr, raw, lanes = addr + lo, raw[lo:hi], lanes[lo:hi]
        alloc, off = self.locate(addr, raw.size, what, within)
        if self.hook is not None:
            self.hook(alloc, off, raw.size, True, pipe, what, lanes)
        WRITES[0] += 1
        journal = self.journal
        if journal is not None:
            last = journal[-1] if journal else None
            if last is not None and lanes is None and last[0] is alloc and last[3] is None and last[1] + last[2] == off:
                journal[-1] = (alloc, last[1], last[2] + raw.size, None)  # a run of writes, one after another
            else:
                journal.append((alloc, off, raw.size, lanes))
        if lanes is None:
            alloc.data[off:off + raw.size] = raw
            if alloc.init is not None:
                alloc.init[off:off + raw.size] = True
                if raw.size == alloc.size:  # the whole allocation (a copy of its input): no read need look again
                    alloc.init_full = True
        else:
            np.copyto(alloc.data[off:off + raw.size], raw, where=lanes)
            if alloc.init is not None:
                alloc.init[off:off + raw.size] |= lanes

    def live(self) -> list[Allocation]:
        return [a for a in self._allocs.values() if not a.freed]


class GlobalMemory(MemorySpace):
    """Device global memory: what ``aclrtMalloc`` hands out, addressed by plain integers."""

    #: GM addresses start far from 0 (so 0 stays null) and from host addresses.
    BASE = 0x1000_0000_0000_0000
    #: Unused bytes between allocations, so an overrun never lands in a neighbour.
    GUARD = 4096

    def __init__(self) -> None:
        super().__init__("gm")
        self._next = self.BASE

    def alloc(self, size: int) -> int:
        """``aclrtMalloc``: ``size`` bytes, and the runtime's padding its page gives (the size rounded up to 32
        bytes, then 32 more), never written by anyone until the program does."""
        base = self._next
        padded = (size + 31) // 32 * 32 + 32
        self._insert(Allocation("gm", base, np.zeros(padded, np.uint8), f"aclrtMalloc({size})", track_init=True,
                                size=size))
        self._next = base + (size + self.GUARD + arch.GM_ALIGN - 1) // arch.GM_ALIGN * arch.GM_ALIGN
        return base

    def free(self, addr: int) -> bool:
        alloc = self._allocs.get(addr)
        if alloc is None or alloc.freed:
            return False
        alloc.freed = True  # kept, so a later access says "already freed"
        alloc.data = np.zeros(0, np.uint8)
        return True

    def reset(self) -> None:
        """Forget every allocation. Addresses keep growing, so a pointer kept from before can never
        land in a later allocation."""
        next_addr = self._next
        self.__init__()  # type: ignore[misc]
        self._next = next_addr


class HostMemory(MemorySpace):
    """Host buffers the simulator may touch: numpy arrays registered by address.

    An address that no registered buffer covers is never dereferenced.
    """

    def __init__(self) -> None:
        super().__init__("host")
        self._owners: dict[int, np.ndarray] = {}

    def register(self, arr: np.ndarray, label: str = "host buffer") -> int:
        """Make ``arr`` (C-contiguous) reachable by its address; returns that address."""
        if not isinstance(arr, np.ndarray) or not arr.flags.c_contiguous:
            raise AscTypeError("a host buffer must be a C-contiguous numpy array")
        addr = int(arr.ctypes.data)
        end = addr + arr.nbytes
        covering = self.allocation_at(addr)
        if covering is not None and end <= covering.base + covering.size:
            return addr  # a view into a buffer already registered: that buffer covers it
        # Buffers inside the new one (views registered earlier) are absorbed: a nested entry would
        # hide the rest of the new buffer from address lookups.
        for base in [b for b in self._bases if addr <= b and b + self._allocs[b].size <= end]:
            self._remove(self._allocs[base])
            self._owners.pop(base, None)
        self._owners[addr] = arr
        self._insert(Allocation("host", addr, arr.reshape(-1).view(np.uint8), label, track_init=False))
        return addr

    def unregister(self, addr: int) -> bool:
        alloc = self._allocs.get(addr)
        if alloc is None:
            return False
        self._remove(alloc)
        self._owners.pop(addr, None)
        return True

    def view(self, addr: int, nbytes: int, what: str = "host access") -> np.ndarray:
        """A writable uint8 view of registered host bytes."""
        alloc, off = self.locate(addr, nbytes, what)
        return alloc.data[off:off + nbytes]

    def array(self, addr: int) -> np.ndarray | None:
        """The numpy array registered at exactly ``addr``, if any."""
        return self._owners.get(addr)


class _OnChipBuffer(MemorySpace):
    """A buffer of the core (UB, L1) whose arrays are carved from one region, ``whole``."""

    whole: Allocation

    def locate(self, addr: int, nbytes: int, what: str, within: Allocation | None = None) -> tuple[Allocation, int]:
        """As for any memory space, except that an access outside its array but inside the buffer is a
        finding, not an error: the chip performs it (on whatever else those bytes hold), so ascsim
        reports it with the user's line and performs it too (``--check=error`` stops there)."""
        try:
            return super().locate(addr, nbytes, what, within)
        except MemoryAccessError as exc:
            if addr < 0 or addr + nbytes > self.whole.size:
                raise
            check.report("memory", f"{exc.message}; those bytes are in {self.whole.label}, so the access "
                                   "goes ahead there as on the chip")
            return self.whole, addr


class UnifiedBuffer(_OnChipBuffer):
    """One block's Unified Buffer: ``__ubuf__`` arrays are carved from it, 32-byte aligned."""

    #: The storage, shared by the blocks (they run one after another, each as if on its own core):
    #: an array starts zeroed and "never written" when it is allocated, so nothing carries over.
    _storage: tuple[np.ndarray, np.ndarray] | None = None

    def __init__(self, dyn_bytes: int = 0) -> None:
        super().__init__("ub")
        if UnifiedBuffer._storage is None:
            UnifiedBuffer._storage = (np.zeros(arch.MAX_UB_BYTES, np.uint8), np.zeros(arch.MAX_UB_BYTES, np.bool_))
        chip = arch.current()
        # The selected architecture's Unified Buffer: the first ub_bytes of the shared storage.
        self.bytes, self.init = (a[:chip.ub_bytes] for a in UnifiedBuffer._storage)
        self._next = 0
        #: C-API instructions this block's core issued: the simulated cycle counter. It lives here,
        #: with the block, because the facade counts every instruction (one attribute to bump).
        self.issued = 0
        #: The launch's dynamic UB (``kernel<<<blocks, dyn_ub>>>``, named by ``extern __ubuf__ T a[]``):
        #: ``dyn_bytes`` at the top of the usable UB, from a 32-byte aligned start; the static arrays
        #: are carved below it, so the two never overlap (docs/semantics.md, "Dynamic UB").
        self.dyn_bytes = dyn_bytes
        self.dyn_base = (chip.ub_usable_bytes - dyn_bytes) // arch.UB_ARRAY_ALIGN * arch.UB_ARRAY_ALIGN
        self._dynamic: Allocation | None = None
        self.capacity = self.dyn_base
        #: All of UB as one region: accesses that leave their array land here (see :meth:`locate`).
        self.whole = Allocation("ub", 0, self.bytes, "the Unified Buffer", track_init=False)
        self.whole.init = self.init
        #: Arrays the cube core wrote before this core declared them (:meth:`preset`), by base.
        self._preset: dict[int, Allocation] = {}

    def dynamic(self) -> Allocation:
        """The block's dynamic UB as one array, the same for every use in the block: made on first use
        (zeroed, never written). With a launch of 0 dynamic bytes it is empty, so any access to it is
        out of bounds."""
        alloc = self._dynamic
        if alloc is None:
            base, end = self.dyn_base, self.dyn_base + self.dyn_bytes
            alloc = Allocation("ub", base, self.bytes[base:end],
                               f"the dynamic UB of {self.dyn_bytes} bytes (extern __ubuf__, sized by the launch's "
                               "kernel<<<blocks, dyn_ub_bytes>>>)", track_init=False)
            alloc.init = self.init[base:end]
            alloc.init[...] = False
            self.whole.init_full = False
            alloc.data[...] = 0
            self._insert(alloc)
            self._dynamic = alloc
        return alloc

    def alloc(self, nbytes: int, label: str) -> int:
        base = self._next
        end = base + nbytes
        pre = self._preset.pop(base, None)
        if pre is not None and pre.size == nbytes:  # the cube core of a __mix__ kernel wrote it first
            self._next = (end + arch.UB_ARRAY_ALIGN - 1) // arch.UB_ARRAY_ALIGN * arch.UB_ARRAY_ALIGN
            return base
        if end > self.capacity:
            raise UBExhaustedError(
                f"{label}: needs {nbytes} bytes of UB but only {self.capacity - base} of "
                f"{self.capacity} usable bytes are left (on {arch.current().name})"
                + (f" (the launch's {self.dyn_bytes} bytes of dynamic UB sit above them)" if self.dyn_bytes else "")
                + "; make the arrays smaller or reuse one"
            )
        alloc = Allocation("ub", base, self.bytes[base:end], label, track_init=False)
        alloc.init = self.init[base:end]
        alloc.init[...] = False
        self.whole.init_full = False  # those bytes of the whole UB are unwritten again
        alloc.data[...] = 0
        self._insert(alloc)
        self._next = (end + arch.UB_ARRAY_ALIGN - 1) // arch.UB_ARRAY_ALIGN * arch.UB_ARRAY_ALIGN
        return base

    def preset(self, base: int, nbytes: int, label: str) -> Allocation:
        """The array at ``base`` before this core declared it: the cube core's fixpipe writes a vector core's
        UB array (the same declaration of a __mix__ kernel, at the same address) before the vector core
        reaches it; its later declaration keeps what was written."""
        alloc = self._allocs.get(base)
        if alloc is not None:
            return alloc
        alloc = Allocation("ub", base, self.bytes[base:base + nbytes], label, track_init=False)
        alloc.init = self.init[base:base + nbytes]
        alloc.init[...] = False
        alloc.data[...] = 0
        self.whole.init_full = False
        self._insert(alloc)
        self._preset[base] = alloc
        return alloc

    def slot_end(self, alloc: Allocation) -> int:
        """End of the 32-byte slot an array occupies (copy padding may fill up to here)."""
        size = alloc.size
        return alloc.base + (size + arch.UB_ARRAY_ALIGN - 1) // arch.UB_ARRAY_ALIGN * arch.UB_ARRAY_ALIGN


class L1Buffer(_OnChipBuffer):
    """One block's L1 Buffer (``__cbuf__``) in a launch of vector cores only: arrays carved from it 32-byte
    aligned, checked as UB arrays are. A vector core only fills it (``asc_copy_ub2l1``), and the hazard
    tracker watching its block's UB watches it too. A cube or mixed launch uses the AI Core's L1
    (:mod:`ascsim.runtime.aicore`) instead."""

    def __init__(self, ub: UnifiedBuffer) -> None:
        self._ub = weakref.ref(ub)
        super().__init__("l1")
        self.bytes = np.zeros(arch.L1_BYTES, np.uint8)  # zero pages until touched
        self.init = np.zeros(arch.L1_BYTES, np.bool_)
        self._next = 0
        #: All of L1 as one region: accesses that leave their array land here (see :meth:`locate`).
        self.whole = Allocation("l1", 0, self.bytes, "the L1 Buffer", track_init=False)
        self.whole.init = self.init

    @property
    def hook(self) -> AccessHook | None:
        """The access hook of the block's UB: one tracker sees the block's UB and L1 accesses."""
        ub = self._ub()
        return ub.hook if ub is not None else None

    @hook.setter
    def hook(self, value: AccessHook | None) -> None:
        pass  # follows the UB's (MemorySpace.__init__ sets None)

    def alloc(self, nbytes: int, label: str) -> int:
        base = self._next
        end = base + nbytes
        if end > arch.L1_BYTES:
            raise MemoryAccessError(
                f"{label}: needs {nbytes} bytes of L1 but only {arch.L1_BYTES - base} of {arch.L1_BYTES} bytes "
                "are left; make the __cbuf__ arrays smaller or reuse one")
        alloc = Allocation("l1", base, self.bytes[base:end], label, track_init=False)
        alloc.init = self.init[base:end]
        self._insert(alloc)
        self._next = (end + arch.L1_ALIGN - 1) // arch.L1_ALIGN * arch.L1_ALIGN
        return base



_L1: weakref.WeakKeyDictionary[UnifiedBuffer, L1Buffer] = weakref.WeakKeyDictionary()


def block_l1(what: str) -> L1Buffer:
    """The running block's L1 Buffer (empty when the block starts), or an error naming ``what`` needed it."""
    if CTX.aicore is not None:  # a cube or mixed launch: the AI Core's L1, shared by its cores
        return CTX.aicore.buffer("l1")
    if CTX.ub is None:
        raise ContextError(f"{what} needs the L1 Buffer, which exists only inside a kernel launch")
    l1 = _L1.get(CTX.ub)
    if l1 is None:
        l1 = _L1[CTX.ub] = L1Buffer(CTX.ub)
    return l1


GM = GlobalMemory()
HOST = HostMemory()


def _space(name: str) -> MemorySpace:
    if name == "gm":
        return GM
    if name == "host":
        return HOST
    if name == "l1":
        return block_l1("a __cbuf__ pointer")
    if name in _CUBE_QUALIFIERS:
        if CTX.aicore is None:
            raise ContextError(f"a {_CUBE_QUALIFIERS[name]} pointer needs the cube core's buffers: use it inside "
                               "a __cube__ or __mix__ kernel")
        return CTX.aicore.buffer(name)
    return CTX.require_ub("a __ubuf__ pointer")


#: The cube core's other spaces and their C qualifiers (:mod:`ascsim.runtime.aicore` holds them).
_CUBE_QUALIFIERS = {"l0a": "__ca__", "l0b": "__cb__", "l0c": "__cc__", "fb": "__fbuf__", "bt": "__biasbuf__"}


class Ptr:
    """A typed pointer ``T*`` into GM, UB or a host buffer.

    ``p + n`` moves ``n`` elements, ``p[i]`` reads or writes one element, ``p.cast(T)``
    reinterprets (``reinterpret_cast<T*>``).
    """

    __slots__ = ("mem", "addr", "elem", "alloc")

    def __init__(self, mem: MemorySpace, addr: int, elem: ElemType, alloc: Allocation | None = None) -> None:
        self.mem = mem
        self.addr = int(addr)
        self.elem = elem
        #: The array or allocation this pointer was derived from (None: unknown, checked by address only).
        self.alloc = alloc

    @property
    def space(self) -> str:
        return self.mem.name

    def __add__(self, n: int) -> Ptr:
        return Ptr(self.mem, self.addr + int(n) * self.elem.size, self.elem, self.alloc)

    __radd__ = __add__

    def __sub__(self, other: Any) -> Any:
        if isinstance(other, Ptr):
            if other.mem is not self.mem or other.elem is not self.elem:
                raise AscTypeError("pointer difference needs two pointers of the same type and space")
            return (self.addr - other.addr) // self.elem.size
        return Ptr(self.mem, self.addr - int(other) * self.elem.size, self.elem, self.alloc)

    def cast(self, elem: ElemType) -> Ptr:
        """``reinterpret_cast<elem*>(p)``."""
        return Ptr(self.mem, self.addr, elem, self.alloc)

    def __getitem__(self, i: int) -> Any:
        raw = self.mem.read(self.addr + int(i) * self.elem.size, self.elem.size, f"{self!r}[{i}]", within=self.alloc)
        return raw.view(self.elem.np)[0]

    def __setitem__(self, i: int, value: Any) -> None:
        data = np.asarray(self.elem(value) if self.elem.kind in ("int", "uint") else value, self.elem.np)
        self.mem.write(self.addr + int(i) * self.elem.size, data.reshape(1), f"{self!r}[{i}] = ...", within=self.alloc)

    def read(self, count: int) -> np.ndarray:
        """A copy of ``count`` elements from here."""
        return self.mem.read(self.addr, count * self.elem.size, f"read of {count} {self.elem.name}",
                             within=self.alloc).view(
            self.elem.np).copy()

    def write(self, values: Any) -> None:
        """Store ``values`` (converted to this pointer's type) from here on."""
        self.mem.write(self.addr, np.ascontiguousarray(values, self.elem.np), f"write through {self!r}",
                       within=self.alloc)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Ptr) and other.mem is self.mem and other.addr == self.addr

    def __hash__(self) -> int:
        return hash((id(self.mem), self.addr))

    def __int__(self) -> int:
        return self.addr

    def __repr__(self) -> str:
        qual = {"gm": "__gm__ ", "ub": "__ubuf__ ", "l1": "__cbuf__ "}.get(self.mem.name, "") \
            or (_CUBE_QUALIFIERS[self.mem.name] + " " if self.mem.name in _CUBE_QUALIFIERS else "")
        return f"({qual}{self.elem.name}*)0x{self.addr:x}"


#: Annotation names of the spaces whose name differs (``cbuf_ptr`` points into L1).
_PTR_NAMES = {"l1": "cbuf", "l0a": "ca", "l0b": "cb", "l0c": "cc", "fb": "fbuf", "bt": "biasbuf"}


class PtrType:
    """The annotation ``gm_ptr[T]`` / ``ub_ptr[T]``: a pointer type of one space and element."""

    __slots__ = ("space", "elem")

    def __init__(self, space: str, elem: ElemType) -> None:
        self.space = space
        self.elem = elem

    def __repr__(self) -> str:
        return f"{_PTR_NAMES.get(self.space, self.space)}_ptr[{self.elem.name}]"

    def adopt(self, value: Any, what: str) -> Ptr:
        """Turn a kernel argument into a pointer of this type (an int is a device address)."""
        if isinstance(value, Ptr):
            if value.space != self.space:
                raise AscTypeError(f"{what}: expects a {self!r}; got a {value.space.upper()} pointer {value!r}")
            return value if value.elem is self.elem else value.cast(self.elem)
        if isinstance(value, (int, np.integer)) and not isinstance(value, bool):
            mem = _space(self.space)
            return Ptr(mem, int(value), self.elem, mem.allocation_at(int(value)))
        raise AscTypeError(f"{what}: expects a {self!r} (a device address int or a pointer); "
                           f"got {type(value).__name__}")


class _PtrFactory:
    def __init__(self, space: str) -> None:
        self.space = space

    def __getitem__(self, elem: ElemType) -> PtrType:
        if not isinstance(elem, ElemType):
            name = _PTR_NAMES.get(self.space, self.space)
            raise AscTypeError(f"{name}_ptr[...] takes an element type such as uint8_t; got {elem!r}")
        return PtrType(self.space, elem)


#: ``__gm__ T*`` annotation: ``gm_ptr[uint8_t]``.
gm_ptr = _PtrFactory("gm")
#: ``__ubuf__ T*`` annotation: ``ub_ptr[uint8_t]``.
ub_ptr = _PtrFactory("ub")
#: ``__cbuf__ T*`` annotation (the L1 Buffer): ``cbuf_ptr[uint8_t]``.
cbuf_ptr = _PtrFactory("l1")
#: ``__ca__``/``__cb__``/``__cc__``/``__fbuf__`` T* annotations (L0A, L0B, L0C, the fixpipe buffer).
ca_ptr = _PtrFactory("l0a")
cb_ptr = _PtrFactory("l0b")
cc_ptr = _PtrFactory("l0c")
fbuf_ptr = _PtrFactory("fb")


def ub_array(elem: ElemType, count: int) -> Ptr:
    """``__ubuf__ T a[count]``: a fresh 32-byte aligned array in the current block's UB."""
    if not isinstance(elem, ElemType):
        raise AscTypeError(f"ub_array: the first argument is an element type such as uint8_t; got {elem!r}")
    if isinstance(count, bool) or not isinstance(count, (int, np.integer)) or count <= 0:
        raise AscValueError(f"ub_array: the element count must be a positive integer; got {count!r}")
    ub = CTX.require_ub("ub_array")
    base = ub.alloc(int(count) * elem.size, f"__ubuf__ {elem.name} [{count}]")
    return Ptr(ub, base, elem, ub.allocation_at(base))


def dynamic_ub(elem: ElemType) -> Ptr:
    """``extern __ubuf__ T a[]``: the launch's dynamic UB (``kernel[num_blocks, dyn_ub]``) as an array of
    ``elem``; every call in a block names the same bytes, and accesses past ``dyn_ub`` are out of bounds."""
    if not isinstance(elem, ElemType):
        raise AscTypeError(f"dynamic_ub: the argument is an element type such as uint8_t; got {elem!r}")
    ub = CTX.require_ub("dynamic_ub")
    alloc = ub.dynamic()
    return Ptr(ub, alloc.base, elem, alloc)


def l1_array(elem: ElemType, count: int) -> Ptr:
    """``__cbuf__ T a[count]``: a fresh 32-byte aligned array in the current block's L1 Buffer. Only
    ``asc_copy_ub2l1`` writes it on a vector core; Python code may read it as a UB array."""
    if not isinstance(elem, ElemType):
        raise AscTypeError(f"l1_array: the first argument is an element type such as uint8_t; got {elem!r}")
    if isinstance(count, bool) or not isinstance(count, (int, np.integer)) or count <= 0:
        raise AscValueError(f"l1_array: the element count must be a positive integer; got {count!r}")
    l1 = block_l1("l1_array")
    base = l1.alloc(int(count) * elem.size, f"__cbuf__ {elem.name} [{count}]")
    return Ptr(l1, base, elem, l1.allocation_at(base))


class Ref:
    """A scalar lvalue for ``T&`` in/out parameters: ``n = Ref(uint32_t, 128)``; read ``n.value``."""

    __slots__ = ("elem", "_value")

    def __init__(self, elem: ElemType, value: Any = 0) -> None:
        if not isinstance(elem, ElemType):
            raise AscTypeError(f"Ref: the first argument is an element type such as uint32_t; got {elem!r}")
        self.elem = elem
        self._value = self._convert(value)

    def _convert(self, v: Any) -> Any:
        try:
            return self.elem(v)
        except (TypeError, ValueError, OverflowError):
            raise AscValueError(f"Ref({self.elem.name}, ...): the value must be a number; got {v!r}") from None

    @property
    def value(self) -> Any:
        return self._value

    @value.setter
    def value(self, v: Any) -> None:
        self._value = self._convert(v)

    def __int__(self) -> int:
        return int(self._value)

    def __index__(self) -> int:
        return int(self._value)

    def __repr__(self) -> str:
        return f"Ref({self.elem.name}, {self._value!r})"


class PtrRef:
    """A pointer lvalue for ``T*&`` parameters (``asc_loadalign_postupdate``): ``p = PtrRef(ptr)``.

    Python cannot pass a pointer variable by reference, so functions that advance a pointer
    return the new pointer and, given a ``PtrRef``, also store it in ``.value``.
    """

    __slots__ = ("value",)

    def __init__(self, value: Ptr) -> None:
        if not isinstance(value, Ptr):
            raise AscTypeError(f"PtrRef holds a pointer; got {type(value).__name__}")
        self.value = value

    def __repr__(self) -> str:
        return f"PtrRef({self.value!r})"
