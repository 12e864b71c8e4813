"""Fixtures for the whole suite."""

import os
from collections.abc import Iterator

import pytest

from ascsim.c_api import _dispatch
from ascsim.runtime import check

# `ascsim run` in a child process runs the program itself: no test leaves a run server behind
# (tests/test_server.py starts its own, in a private directory, and stops it).
os.environ["ASCSIM_SERVER"] = "0"


@pytest.fixture(autouse=True, scope="session")
def _no_summary_line() -> Iterator[None]:
    """Findings that tests provoke on purpose are not the suite's: drop them before the exit summary."""
    yield
    check.CHECKER.findings.clear()


@pytest.fixture
def fresh_deprecations() -> Iterator[None]:
    """Deprecated names and overloads warn once per process: forget which already did, around the test."""
    saved = set(_dispatch._WARNED)
    _dispatch._WARNED.clear()
    yield
    _dispatch._WARNED.clear()
    _dispatch._WARNED.update(saved)
