"""Fixtures of the permute tests: strict checking."""

from collections.abc import Iterator

import pytest
from kernels import strict


@pytest.fixture(autouse=True)
def strict_checks() -> Iterator[None]:
    """Every finding (uninitialised read, race, unpaired sync) is an error while a test here runs."""
    yield from strict()
