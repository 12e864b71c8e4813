"""The device memory a test here allocated is freed after it (the tests leave their buffers to the
next aclFinalize, which would report them as a later program's leaks)."""

from collections.abc import Iterator

import pytest
from kernels import free_new_allocations


@pytest.fixture(autouse=True)
def free_device_memory() -> Iterator[None]:
    yield from free_new_allocations()
