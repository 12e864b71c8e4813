"""Fixtures of the store tests: every finding (uninitialised read, race, out of bounds) is an error."""

from collections.abc import Iterator

import pytest
from kernels import strict


@pytest.fixture(autouse=True)
def strict_checks() -> Iterator[None]:
    yield from strict()
