"""Launch limits of the Python facade: 1 to 65535 blocks, a dynamic UB size the Unified Buffer holds."""

import pytest

from ascsim import vector_kernel
from ascsim.errors import AscValueError


@vector_kernel
def _nothing() -> None:
    pass


@pytest.mark.parametrize("blocks", [0, 65536, 70000, -1])
def test_block_count_outside_1_to_65535_is_rejected_before_running(blocks: int) -> None:
    with pytest.raises(AscValueError, match="from 1 to 65535"):
        _nothing[blocks]()


def test_dynamic_ub_larger_than_the_usable_ub_is_rejected() -> None:
    with pytest.raises(AscValueError, match="from 0 to 253952 bytes"):
        _nothing[1, 248 * 1024 + 1]()
    _nothing[1, 248 * 1024]()  # the whole usable UB is allowed
