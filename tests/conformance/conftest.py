"""Fixtures of the conformance suite: strict checking (every finding is an error), and the device
memory a test allocated freed after it (references and scenarios do not free theirs, and a later
program's aclFinalize would report them as its own leaks)."""

from collections.abc import Iterator

import pytest
from kernels import free_new_allocations, strict


@pytest.fixture(autouse=True)
def strict_checks() -> Iterator[None]:
    yield from strict()


@pytest.fixture(autouse=True)
def free_device_memory() -> Iterator[None]:
    yield from free_new_allocations()
