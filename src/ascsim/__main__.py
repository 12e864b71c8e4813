"""``python -m ascsim``: the same as the ``ascsim`` command."""

import sys

from .cli import entry

sys.exit(entry())
