"""Numpy's floating-point warnings switched off around a computation, cheaply.

The ops compute IEEE results on purpose (overflow to infinity, NaN from invalid operations), so the
warnings numpy would print mean nothing. ``np.errstate`` costs about a microsecond per use, which
is most of a register instruction's arithmetic; where numpy keeps its error state in a context
variable (numpy 2), :func:`quiet` sets that variable directly. Elsewhere it is ``np.errstate``.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any

import numpy as np

_VAR: Any = None
_IGNORE: Any = None
try:  # numpy 2: the error state is a context variable holding a capsule
    import importlib

    _config = importlib.import_module("numpy._core._ufunc_config")
    _VAR = _config._extobj_contextvar
    _IGNORE = importlib.import_module("numpy._core.umath")._make_extobj(all="ignore")
except (ImportError, AttributeError, TypeError):  # pragma: no cover - numpy 1.x
    _VAR = None


class _Quiet:
    __slots__ = ("_token",)

    def __enter__(self) -> None:
        self._token = _VAR.set(_IGNORE)

    def __exit__(self, *exc: object) -> None:
        _VAR.reset(self._token)


class _AlreadyQuiet:
    __slots__ = ()

    def __enter__(self) -> None:
        pass

    def __exit__(self, *exc: object) -> None:
        pass


_ALREADY = _AlreadyQuiet()


def already_quiet() -> bool:
    """Whether numpy's floating-point warnings are off here already (inside :func:`quiet`): hot
    paths test this and skip the ``with`` statement, whose protocol alone costs 0.2 us."""
    return _VAR is not None and _VAR.get() is _IGNORE


def quiet_probe() -> tuple[Callable[[], Any], Any]:
    """``(get, token)`` with ``get() is token`` exactly when :func:`already_quiet` holds: the same test
    without a function call of ascsim's, for the hottest paths."""
    if _VAR is None:  # pragma: no cover - numpy 1.x: never known to be quiet
        return (lambda: None), object()
    return _VAR.get, _IGNORE


def quiet() -> AbstractContextManager[Any]:
    """``with quiet():`` no numpy floating-point warning (overflow, invalid, divide, underflow).

    Inside another ``quiet()`` (a whole C++ program runs inside one) it costs one look at the state."""
    if _VAR is None:  # pragma: no cover - numpy 1.x
        return np.errstate(all="ignore")
    if _VAR.get() is _IGNORE:
        return _ALREADY
    return _Quiet()
