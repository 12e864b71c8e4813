"""Fixtures for the whole suite."""

import os
from collections.abc import Iterator

import pytest
from kernels import strict

from ascsim import acl
from ascsim.c_api import _dispatch
from ascsim.runtime import batch, check, jobs

# `ascsim run` in a child process runs the program itself: no test leaves a run server behind
# (tests/test_server.py starts its own, in a private directory, and stops it).
os.environ["ASCSIM_SERVER"] = "0"


@pytest.fixture(autouse=True, scope="session")
def _no_summary_line() -> Iterator[None]:
    """Findings that tests provoke on purpose are not the suite's: drop them before the exit summary."""
    yield
    check.CHECKER.findings.clear()


@pytest.fixture(autouse=True)
def _run_settings_restored() -> Iterator[None]:
    """The process's block processes (``--jobs``) and loop batching as they were before the test: an
    in-process ``ascsim run`` (``ascsim.cli.main``) sets both, and a later test must not inherit them."""
    saved_jobs, saved_batching = list(jobs.JOBS), batch.ENABLED[0]
    yield
    jobs.JOBS[:] = saved_jobs
    batch.ENABLED[0] = saved_batching


@pytest.fixture
def fresh_deprecations() -> Iterator[None]:
    """Deprecated names and overloads warn once per process: forget which already did, around the test."""
    saved = set(_dispatch._WARNED)
    _dispatch._WARNED.clear()
    yield
    _dispatch._WARNED.clear()
    _dispatch._WARNED.update(saved)


@pytest.fixture
def strict_checks() -> Iterator[None]:
    """Every finding (uninitialised read, race, unpaired sync) is an error while the test runs."""
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
