"""The device memory a test here allocated is freed after it (the tests leave their buffers to the
next aclFinalize, which would report them as a later program's leaks)."""

from collections.abc import Iterator

import pytest

from ascsim.runtime.memory import GM


@pytest.fixture(autouse=True)
def free_device_memory() -> Iterator[None]:
    before = {a.base for a in GM.live()}
    yield
    for a in GM.live():
        if a.base not in before:
            GM.free(a.base)
