"""``python -I -m ascsim.server_process SOCKET``: the run server's process (started by
:func:`ascsim.server.run_served`). It serves the ``ascsim`` command of :mod:`ascsim.cli`, which
itself hands runs to the server: this module joins the two (:mod:`ascsim.server_side` does the
serving), so neither imports the other's caller."""

from __future__ import annotations

import os
import sys

from . import cli, server, server_side


def _warm_up() -> None:
    """Import what a run uses, so that every forked child starts with it."""
    # Dask, for the local cluster of a launch that goes parallel (a third of a second to import);
    # importing it starts no thread, so the children fork from a process that has none.
    import distributed  # noqa: F401

    from . import acl, c_api  # noqa: F401
    from .frontend import clangutil, compiler, driver, runtime  # noqa: F401

    clangutil.cindex()


def main(argv: list[str]) -> int:
    """Serve runs on the socket ``argv[0]`` until the server's idle time passes."""
    if len(argv) != 1:
        print("usage: python -m ascsim.server_process SOCKET", file=sys.stderr)
        return 2
    server_side.detach()
    idle = os.environ.get(server.IDLE_ENV, "")
    server_side.serve(argv[0], float(idle) if idle.replace(".", "", 1).isdigit() else 900.0, cli.main, _warm_up)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
