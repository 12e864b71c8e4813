"""The SIMT engines on a corpus: the lockstep engine and the thread-by-thread fallback give the same
output, and both match the host's own golden (computed in the program with plain loops)."""

from __future__ import annotations

from pathlib import Path

import pytest
from frontend.asc_run import run_asc

from .programs import CORPUS, HEAD, HYBRID, LOCKSTEP_ONLY, source


def _run(tmp_path: Path, name: str, spec: tuple[int, int, str], engine: str, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("ASCSIM_SIMT", engine)
    path = tmp_path / f"{name}_{engine}.asc"
    path.write_text(source(*spec))
    r = run_asc(path)
    assert (r.rc, r.err) == (0, ""), r.out + r.err
    return r.out


@pytest.mark.parametrize("name", sorted(CORPUS))
def test_both_engines_agree(tmp_path: Path, name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    lock = _run(tmp_path, name, CORPUS[name], "lockstep", monkeypatch)
    thread = _run(tmp_path, name, CORPUS[name], "thread", monkeypatch)
    assert lock == thread == "ok\n"


@pytest.mark.parametrize("name", sorted(LOCKSTEP_ONLY))
def test_lockstep_only(tmp_path: Path, name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert _run(tmp_path, name, LOCKSTEP_ONLY[name], "lockstep", monkeypatch) == "ok\n"


_TEMPLATE = r"""
template <typename T, typename I>
__global__ void k(T* out, I* index, T scale)
{
    out[threadIdx.x] = scale * static_cast<T>(index[threadIdx.x]);
}

int main()
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    aclrtStream stream = nullptr;
    aclrtCreateStream(&stream);
    float* out = nullptr;
    uint32_t* index = nullptr;
    uint32_t host[32];
    for (uint32_t i = 0; i < 32; ++i) host[i] = 31 - i;
    aclrtMalloc((void**)&out, 128, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc((void**)&index, 128, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMemcpy(index, 128, host, 128, ACL_MEMCPY_HOST_TO_DEVICE);
    LAUNCH<<<1, 32, 0, stream>>>(out, index, 2.0f);
    aclrtSynchronizeStream(stream);
    float got[32];
    aclrtMemcpy(got, 128, out, 128, ACL_MEMCPY_DEVICE_TO_HOST);
    printf("%g %g\n", got[0], got[31]);
    return 0;
}
"""


@pytest.mark.parametrize("launch", ["k", "k<float, uint32_t>"])
def test_kernel_template_launch(tmp_path: Path, launch: str) -> None:
    """``k<<<...>>>(args)`` of a kernel template takes the instantiation whose parameters have the arguments'
    types; ``k<T, I><<<...>>>`` names it."""
    path = tmp_path / "template.asc"
    path.write_text(HEAD + f"#define LAUNCH {launch}\n" + _TEMPLATE)
    r = run_asc(path)
    assert (r.rc, r.out, r.err) == (0, "62 0\n", "")


def test_simt_vf_in_a_simd_kernel(tmp_path: Path) -> None:
    """``asc_vf_call<f>(dim3(n), args)`` of a ``__simt_vf__`` function in a SIMD kernel: its threads run over
    the block's UB (``blockIdx`` is the block's), and the SIMD code after it sees what they wrote."""
    path = tmp_path / "hybrid.asc"
    path.write_text(HEAD + HYBRID)
    r = run_asc(path)
    assert (r.rc, r.out, r.err) == (0, "ok\n", "")
