"""Edges of the runtime: scalar conversion to hifloat8, GM address reuse, kernel annotations."""

from __future__ import annotations

import numpy as np
import pytest

from ascsim import Ref, acl, errors, gm_ptr, hifloat8_t, uint8_t, vector_kernel


def test_hifloat8_scalars_encode_numbers_and_keep_codes() -> None:
    assert int(hifloat8_t(1.0)) == 0x08  # SPEC: 0x08 is 1.0
    assert int(hifloat8_t(0.5)) == 0x18
    assert int(hifloat8_t(np.uint8(0x09))) == 0x09  # a uint8 is a raw code already
    assert int(Ref(hifloat8_t, 2.0).value) == 0x10


def test_gm_addresses_are_not_reused_after_finalize() -> None:
    acl.init()
    acl.rt.set_device(0)
    old, _ = acl.rt.malloc(64, 0)
    acl.finalize()
    acl.init()
    acl.rt.set_device(0)
    new, _ = acl.rt.malloc(64, 0)
    try:
        assert new >= old + 64, "an old device pointer must never land in a new allocation"
    finally:
        acl.rt.free(new)
        acl.finalize()


def test_unevaluable_pointer_annotations_are_an_error() -> None:
    def make() -> object:
        elem = uint8_t

        def kernel(p: gm_ptr[elem]) -> None:  # noqa: F821 - `elem` is local on purpose
            pass

        kernel.__annotations__ = {"p": "gm_ptr[elem]", "return": "None"}  # as `from __future__` leaves it
        return vector_kernel(kernel)

    with pytest.raises(errors.AscTypeError, match="cannot be evaluated"):
        make()
