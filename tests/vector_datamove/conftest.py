"""Fixtures of the copy tests: strict checking, a clean device, deprecation warnings that fire afresh."""

from collections.abc import Iterator

import pytest
from kernels import strict

from ascsim import acl


@pytest.fixture(autouse=True)
def strict_checks() -> Iterator[None]:
    """Every finding (uninitialised read, race, unpaired sync) is an error while a test here runs."""
    yield from strict()


@pytest.fixture
def device() -> Iterator[None]:
    """ACL initialised with device 0 set, and reset after the test."""
    acl.finalize()
    assert acl.init() == acl.ACL_SUCCESS
    assert acl.rt.set_device(0) == acl.ACL_SUCCESS
    yield
    acl.finalize()


