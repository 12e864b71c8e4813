"""Fixtures for the whole suite."""

from collections.abc import Iterator

import pytest

from ascsim.runtime import check


@pytest.fixture(autouse=True, scope="session")
def _no_summary_line() -> Iterator[None]:
    """Findings that tests provoke on purpose are not the suite's: drop them before the exit summary."""
    yield
    check.CHECKER.findings.clear()
