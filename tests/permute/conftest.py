"""Fixtures of the permute tests: strict checking, and deprecation warnings that fire afresh."""

from collections.abc import Iterator

import pytest
from kernels import strict

from ascsim.c_api import _dispatch


@pytest.fixture(autouse=True)
def strict_checks() -> Iterator[None]:
    """Every finding (uninitialised read, race, unpaired sync) is an error while a test here runs."""
    yield from strict()


@pytest.fixture
def fresh_deprecations() -> Iterator[None]:
    """The deprecated names warn once per process: forget which already did, around the test."""
    saved = set(_dispatch._WARNED)
    _dispatch._WARNED.clear()
    yield
    _dispatch._WARNED.clear()
    _dispatch._WARNED.update(saved)
