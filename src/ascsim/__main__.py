"""``python -m ascsim``: the same as the ``ascsim`` command."""

import sys

from .cli import main

sys.exit(main())
