"""The ascsim side of a natively running host part: start it, pass its output on in program order, and
serve its ACL calls and kernel launches on the simulated device (the other side is host_runtime.cpp).

A request is ``u32 op, u32 size, u32 line, u32 file size, file, payload`` (the user's line that made
it); the answer ``i64 code, u64 size, payload``. Before each
request the host part flushes its output, so reading everything it printed before serving the request
keeps host and kernel output in the order the program produced them.
"""

from __future__ import annotations

import ctypes
import enum
import os
import selectors
import signal
import struct
import subprocess
from collections.abc import Callable
from typing import Any, BinaryIO

import numpy as np

from ... import acl, arch, host_platform
from ...runtime import memory as rtmem
from ...spec import platform as platform_spec
from .. import ctype as T
from ..errors import RunError
from ..memory import DevMem, Pointer, RecMem, value_of


class Op(enum.IntEnum):
    """The requests, numbered as in host_runtime.cpp."""

    INIT = 1
    FINALIZE = 2
    SET_DEVICE = 3
    RESET_DEVICE = 4
    SYNC_DEVICE = 5
    MALLOC = 6
    FREE = 7
    HOST_READY = 8
    MEMCPY = 9
    MEMSET = 10
    CREATE_CONTEXT = 11
    DESTROY_CONTEXT = 12
    CREATE_STREAM = 13
    DESTROY_STREAM = 14
    SYNC_STREAM = 15
    LAUNCH = 16
    BYTE_FLOAT = 17
    DEVICE_COUNT = 18
    DEVICE_INFO = 19
    PLATFORM = 20


#: (file and line of the launch, the kernel's symbol, blocks, dynamic UB, whether that was a pointer, stream,
#: the arguments' bytes) -> runs the launch
Launcher = Callable[..., None]


class HostProcess:
    """One run of a compiled host part."""

    def __init__(self, exe: str, argv: list[str], out: BinaryIO, err: BinaryIO, launch: Launcher,
                 flush_device_output: Callable[[], None], at: Callable[[str, int], None]) -> None:
        self.out, self.err = out, err
        self.at = at
        self.launch = launch
        self.flush_device_output = flush_device_output
        req_r, req_w = os.pipe()
        ans_r, ans_w = os.pipe()
        env = dict(os.environ, ASCSIM_BRIDGE=f"{req_w},{ans_r},{rtmem.GM.BASE:x}")
        # Sanitizer reports name the user's lines; a leak check is part of a checked run.
        # A request too large for the host fails as C++ says (std::bad_alloc), not by aborting the program.
        env.setdefault("ASAN_OPTIONS", "detect_leaks=1:allocator_may_return_null=1")
        env.setdefault("UBSAN_OPTIONS", "print_stacktrace=1")
        self.proc = subprocess.Popen([exe, *argv], stdin=None, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                     pass_fds=(req_w, ans_r), env=env, preexec_fn=_die_with_parent)
        os.close(req_w)
        os.close(ans_r)
        self.req = os.fdopen(req_r, "rb", buffering=0)
        self.ans = os.fdopen(ans_w, "wb", buffering=0)

    # -- output ------------------------------------------------------------------------------
    def _forward(self, stream: Any, blocking: bool) -> bool:
        """Pass on what the host part wrote to one of its streams; False at its end."""
        fd = stream.fileno()
        os.set_blocking(fd, blocking)
        try:
            data = os.read(fd, 1 << 16)
        except BlockingIOError:
            return True
        if not data:
            return False
        target = self.out if stream is self.proc.stdout else self.err
        target.write(data)
        target.flush()
        return True

    def _drain(self) -> None:
        for s in (self.proc.stdout, self.proc.stderr):
            while True:
                fd = s.fileno()  # type: ignore[union-attr]
                os.set_blocking(fd, False)
                try:
                    data = os.read(fd, 1 << 16)
                except BlockingIOError:
                    break
                if not data:
                    break
                (self.out if s is self.proc.stdout else self.err).write(data)
        self.out.flush()
        self.err.flush()

    # -- the loop ----------------------------------------------------------------------------
    def run(self) -> int:
        """Serve the host part until it ends; its exit status (128 + N for a signal N)."""
        sel = selectors.DefaultSelector()
        sel.register(self.req, selectors.EVENT_READ, "req")
        sel.register(self.proc.stdout, selectors.EVENT_READ, "out")  # type: ignore[arg-type]
        sel.register(self.proc.stderr, selectors.EVENT_READ, "err")  # type: ignore[arg-type]
        open_streams = 3
        try:
            while open_streams:
                for key, _ in sel.select():
                    if key.data == "req":
                        if not self._serve_one():
                            sel.unregister(self.req)
                            open_streams -= 1
                    elif not self._forward(key.fileobj, False):
                        sel.unregister(key.fileobj)
                        open_streams -= 1
        finally:
            sel.close()
        status = self.proc.wait()
        return 128 - status if status < 0 else status

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait()
        self._drain()

    def _read(self, n: int) -> bytes:
        chunks = []
        while n:
            b = self.req.read(n)
            if not b:
                raise EOFError
            chunks.append(b)
            n -= len(b)
        return b"".join(chunks)

    def _serve_one(self) -> bool:
        head = self.req.read(16)
        if not head:
            return False
        if len(head) < 16:
            head += self._read(16 - len(head))
        op, size, line, name_size = struct.unpack("<IIII", head)
        file = self._read(name_size).decode("utf-8", "surrogateescape") if name_size else ""
        payload = self._read(size) if size else b""
        self.site = (file, line)
        self.at(file, line)
        self._drain()  # what the host part printed before this request
        code, data = self._dispatch(Op(op), payload)
        self.flush_device_output()
        self.ans.write(struct.pack("<qQ", code, len(data)) + data)
        return True

    # -- requests ----------------------------------------------------------------------------
    def _dispatch(self, op: Op, p: bytes) -> tuple[int, bytes]:
        rt = acl.rt
        if op == Op.INIT:
            return acl.init(p.decode("utf-8", "replace") or None), b""
        if op == Op.FINALIZE:
            return acl.finalize(), b""
        if op in (Op.SET_DEVICE, Op.RESET_DEVICE):
            (dev,) = struct.unpack("<i", p)
            return (rt.set_device if op == Op.SET_DEVICE else rt.reset_device)(dev), b""
        if op == Op.SYNC_DEVICE:
            return rt.synchronize_device(), b""
        if op == Op.MALLOC:
            size, policy = struct.unpack("<Qi", p)
            addr, code = rt.malloc(size, policy)
            return code, struct.pack("<Q", addr)
        if op == Op.FREE:
            return rt.free(struct.unpack("<Q", p)[0]), b""
        if op == Op.HOST_READY:
            return rt.host_alloc_status(struct.unpack("<Q", p)[0] or None), b""
        if op == Op.MEMCPY:
            return self._memcpy(p)
        if op == Op.MEMSET:
            return self._memset(p)
        if op == Op.CREATE_CONTEXT:
            handle, code = rt.create_context(struct.unpack("<i", p)[0])
            return code, struct.pack("<Q", handle)
        if op == Op.DESTROY_CONTEXT:
            return rt.destroy_context(struct.unpack("<Q", p)[0]), b""
        if op == Op.CREATE_STREAM:
            handle, code = rt.create_stream()
            return code, struct.pack("<Q", handle)
        if op in (Op.DESTROY_STREAM, Op.SYNC_STREAM):
            handle = struct.unpack("<Q", p)[0]
            return (rt.destroy_stream if op == Op.DESTROY_STREAM else rt.synchronize_stream)(handle), b""
        if op == Op.DEVICE_COUNT:
            count, code = rt.get_device_count()
            return code, struct.pack("<Q", count)
        if op == Op.DEVICE_INFO:
            dev, attr = struct.unpack("<Ii", p)
            value, code = rt.get_device_info(dev, attr)
            return code, struct.pack("<q", value)
        if op == Op.BYTE_FLOAT:
            return _byte_float(p), b""
        if op == Op.PLATFORM:
            return self._platform(p)
        return self._launch(p)

    def _platform(self, p: bytes) -> tuple[int, bytes]:
        """The answers of the platform queries: for the simulated device (no name), or for the AI
        processor named (PlatformAscendCManager::GetInstance(name)); an unknown name gets none."""
        name = p.decode("utf-8", "replace")
        chip = host_platform.processor_arch(name) if p else arch.current()
        if chip is None:
            file, line = self.site
            known = sorted({key.split("_")[0] + "_*" if key.startswith("Ascend950") else key
                            for key in platform_spec.PROCESSORS})
            self.err.write(f"{file}:{line}: PlatformAscendCManager::GetInstance: {name!r} is no AI processor "
                           f"ascsim simulates, so it returns nullptr; use one of {', '.join(known)}, or "
                           f"GetInstance() for the simulated device ({arch.current().name})\n".encode())
            self.err.flush()
            return 1, b""
        values = host_platform.record(chip).values()
        return 0, struct.pack(f"<{len(values)}Q", *values)

    def _memcpy(self, p: bytes) -> tuple[int, bytes]:
        dst, dmax, src, count, kind, is_async, stream, dst_host, src_host = struct.unpack_from("<QQQQiiQBB", p)
        src_bytes = p[struct.calcsize("<QQQQiiQBB"):]
        with _Staged(dst, bool(dst_host), count) as d, _Staged(src, bool(src_host), count, src_bytes) as s:
            if is_async:
                code = acl.rt.memcpy_async(d.address, dmax, s.address, count, kind, stream)
            else:
                code = acl.rt.memcpy(d.address, dmax, s.address, count, kind)
            return code, d.result() if dst_host and code == 0 else b""

    def _memset(self, p: bytes) -> tuple[int, bytes]:
        ptr, pmax, value, count, host = struct.unpack("<QQiQB", p)
        with _Staged(ptr, bool(host), count) as d:
            code = acl.rt.memset(d.address, pmax, value, count)
            return code, d.result() if host and code == 0 else b""

    def _launch(self, p: bytes) -> tuple[int, bytes]:
        (n,) = struct.unpack_from("<I", p)
        symbol = p[4:4 + n].decode("utf-8", "surrogateescape")
        blocks, dyn, dyn_is_ptr, stream, count = struct.unpack_from("<QQiQI", p, 4 + n)
        at = 4 + n + struct.calcsize("<QQiQI")
        args = []
        for _ in range(count):
            (n,) = struct.unpack_from("<I", p, at)
            args.append(p[at + 4:at + 4 + n])
            at += 4 + n
        # A SIMT launch's grid and block shapes follow (all 0 for a SIMD launch).
        dims = struct.unpack_from("<6I", p, at) if len(p) >= at + 24 else (0,) * 6
        simt = (tuple(dims[:3]), tuple(dims[3:])) if dims[3] else None
        self.launch(*self.site, symbol, blocks, dyn, bool(dyn_is_ptr), stream, args, simt)
        return 0, b""


def _die_with_parent() -> None:
    """In the host part's process, before it starts: end it when ascsim ends (killed, or timed out), so
    that no program outlives its run (Linux; elsewhere the closed pipes end it at its next request)."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


class _Staged:
    """A host buffer of the host part, copied into a registered buffer for the duration of one ACL call
    (the address ACL sees); unless ``staged``, the address passes through unchanged."""

    def __init__(self, addr: int, staged: bool, count: int, data: bytes = b"") -> None:
        self.raw = addr
        self.buf: np.ndarray | None = None
        if staged:
            self.buf = np.zeros(count, np.uint8)
            if data:
                self.buf[:len(data)] = np.frombuffer(data, np.uint8)[:count]

    def __enter__(self) -> _Staged:
        self.address = rtmem.HOST.register(self.buf, "host buffer") if self.buf is not None else self.raw
        return self

    def result(self) -> bytes:
        assert self.buf is not None
        return self.buf.tobytes()

    def __exit__(self, *exc: Any) -> None:
        if self.buf is not None:
            rtmem.HOST.unregister(self.address)


def _byte_float(p: bytes) -> int:
    """A one-byte float type's conversion: (type index, 0, float) -> its byte; (type index, 1, byte) ->
    the float's bits."""
    index, back, value = struct.unpack("<BBf", p)
    ty = list(T.BYTE_FLOATS.values())[index]
    if back:
        return int(np.float32(ty.to_float(int(value))).view(np.uint32))
    return int(ty.from_float(value)) & 0xFF


def decode_argument(kernel: str, index: int, ty: T.CType, raw: bytes) -> Any:
    """The interpreter's value of one kernel argument from its native bytes (clang's layout)."""
    if isinstance(ty, T.PtrType):
        return _device_pointer(kernel, index, ty, int.from_bytes(raw[:8], "little"))
    if isinstance(ty, T.StructType):
        mem = RecMem(ty.size, f"{ty.name} argument")
        mem.arr[:len(raw)] = np.frombuffer(raw, np.uint8)[:mem.arr.size]
        for off, member in ty.objects:
            if not isinstance(member, T.PtrType):
                raise RunError(f"kernel {kernel}: parameter {index} of type {ty.name} holds a {member.name}; a "
                               "struct passed to a kernel may hold scalars, arrays and pointers only")
            mem.objs[off] = _device_pointer(kernel, index, member, int.from_bytes(raw[off:off + 8], "little"),
                                            allow_host=True)
        return Pointer(mem, 0)
    if ty.is_scalar:
        return value_of(ty, raw)
    raise RunError(f"kernel {kernel}: parameter {index} of type {ty.name} cannot be passed to a kernel")


def _device_pointer(kernel: str, index: int, ty: T.PtrType, addr: int, allow_host: bool = False) -> Any:
    if addr == 0:
        return None
    if addr < rtmem.GM.BASE:
        if allow_host:  # a host address inside a struct: it becomes an error only when the kernel uses it
            return None
        raise RunError(f"kernel {kernel}: parameter {index} is a host pointer (0x{addr:x}) where a {ty.name} in "
                       "device memory is expected; pass memory from aclrtMalloc")
    try:
        return Pointer(DevMem.at(rtmem.GM, addr), addr)
    except Exception as e:  # noqa: BLE001 - an address aclrtMalloc never gave: say which
        raise RunError(f"kernel {kernel}: parameter {index} is the address 0x{addr:x}, which no aclrtMalloc "
                       f"returned ({e})") from None
