"""The error hierarchy and the user's file:line on every error."""

import sys

import numpy as np
import pytest
from kernels import order
from kernels import run_blocks as run_kernel

from ascsim import (
    PIPE_S,
    PIPE_V,
    asc_intlv,
    asc_intlv_b32,
    asc_loadalign,
    asc_unpack_lower,
    simd_vf,
    ub_array,
    uint8_t,
    vector_bool,
    vector_float,
    vector_kernel,
    vector_uint8_t,
)
from ascsim import errors as E

#: Every finding (uninitialised read, race, unpaired sync) is an error in these tests.
pytestmark = pytest.mark.usefixtures("strict_checks")

HERE = __file__


def test_hierarchy() -> None:
    for cls in (E.AscTypeError, E.AscValueError, E.AliasError, E.ContextError, E.MemoryAccessError,
                E.UBExhaustedError, E.UninitializedError, E.HazardError, E.SyncError, E.UnsupportedError):
        assert issubclass(cls, E.AscError)
    assert issubclass(E.AscTypeError, TypeError)
    assert issubclass(E.AscValueError, ValueError)
    assert issubclass(E.UBExhaustedError, E.MemoryAccessError)


def test_message_and_explicit_location() -> None:
    err = E.AscError("something wrong", "prog.asc:7")
    assert err.message == "something wrong" and err.location == "prog.asc:7"
    assert str(err) == "prog.asc:7: something wrong"


def test_location_defaults_to_the_caller() -> None:
    line = sys._getframe().f_lineno + 1
    err = E.AliasError("x")
    assert err.location == f"{HERE}:{line}"


def test_alias_error_in_a_vf_points_at_the_call() -> None:
    where: dict[str, int] = {}

    @simd_vf
    def vf() -> None:
        d = vector_float()
        src = vector_float(np.zeros(64, np.float32))
        where["line"] = sys._getframe().f_lineno + 1
        asc_intlv(d, d, src, src)

    @vector_kernel
    def kernel() -> None:
        vf()

    with pytest.raises(E.AliasError) as info:
        kernel[1]()
    assert info.value.location == f"{HERE}:{where['line']}"
    assert str(info.value).startswith(f"{HERE}:{where['line']}: ")


def test_mask_alias_error_location() -> None:
    where: dict[str, int] = {}

    @simd_vf
    def vf() -> None:
        m = vector_bool()
        where["line"] = sys._getframe().f_lineno + 1
        asc_intlv_b32(m, m, vector_bool(np.ones(256, np.bool_)), vector_bool(np.ones(256, np.bool_)))

    with pytest.raises(E.AliasError) as info:
        run_kernel(vf)
    assert info.value.location == f"{HERE}:{where['line']}"


def test_type_error_location() -> None:
    where: dict[str, int] = {}

    @simd_vf
    def vf() -> None:
        where["line"] = sys._getframe().f_lineno + 1
        asc_unpack_lower(vector_float(np.zeros(64, np.float32)))

    with pytest.raises(E.AscTypeError) as info:
        run_kernel(vf)
    assert info.value.location == f"{HERE}:{where['line']}"


def test_context_error_location_outside_a_vf() -> None:
    v = vector_uint8_t(np.zeros(256, np.uint8))
    line = sys._getframe().f_lineno + 2
    with pytest.raises(E.ContextError) as info:
        asc_intlv(vector_uint8_t(), vector_uint8_t(), v, v)
    assert info.value.location == f"{HERE}:{line}"


def test_context_error_location_of_a_vf_called_outside_a_kernel() -> None:
    @simd_vf
    def vf() -> None:
        pass

    line = sys._getframe().f_lineno + 2
    with pytest.raises(E.ContextError) as info:
        vf()
    assert info.value.location == f"{HERE}:{line}"


def test_memory_error_location_of_a_misaligned_load() -> None:
    where: dict[str, int] = {}

    @simd_vf
    def vf(p) -> None:
        where["line"] = sys._getframe().f_lineno + 1
        asc_loadalign(vector_uint8_t(), p + 1)

    @vector_kernel
    def kernel() -> None:
        buf = ub_array(uint8_t, 512)
        buf.write(np.zeros(512, np.uint8))
        order(PIPE_S, PIPE_V)
        vf(buf)

    with pytest.raises(E.MemoryAccessError) as info:
        kernel[1]()
    assert info.value.location == f"{HERE}:{where['line']}"


def test_ub_exhausted_location() -> None:
    where: dict[str, int] = {}

    def body() -> None:
        where["line"] = sys._getframe().f_lineno + 1
        ub_array(uint8_t, 300 * 1024)

    with pytest.raises(E.UBExhaustedError) as info:
        run_kernel(body)
    assert info.value.location == f"{HERE}:{where['line']}"


def test_location_provider_of_a_front_end() -> None:
    previous = E.set_location_provider(lambda: "program.asc:42")
    try:
        with pytest.raises(E.ContextError) as info:
            ub_array(uint8_t, 4)
    finally:
        E.set_location_provider(previous)
    assert info.value.location == "program.asc:42"
    assert str(info.value).startswith("program.asc:42: ")


def test_empty_location_provider_falls_back_to_python_frames() -> None:
    previous = E.set_location_provider(lambda: None)
    try:
        line = sys._getframe().f_lineno + 1
        err = E.SyncError("x")
    finally:
        E.set_location_provider(previous)
    assert err.location == f"{HERE}:{line}"
