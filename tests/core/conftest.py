"""Fixtures of the core tests: strict checking, and a clean host runtime for each test that needs it."""

from collections.abc import Iterator

import pytest
from kernels import strict

from ascsim import acl


@pytest.fixture(autouse=True)
def strict_checks() -> Iterator[None]:
    """Every finding (uninitialised read, race, unpaired sync) is an error while a test here runs."""
    yield from strict()


@pytest.fixture
def acl_clean() -> Iterator[None]:
    """ACL not initialised before the test, and reset again after it, whatever the test left."""
    acl.finalize()
    yield
    acl.finalize()


@pytest.fixture
def device(acl_clean: None) -> Iterator[None]:
    """ACL initialised with device 0 set, for tests that move data through GM."""
    assert acl.init() == acl.ACL_SUCCESS
    assert acl.rt.set_device(0) == acl.ACL_SUCCESS
    yield
