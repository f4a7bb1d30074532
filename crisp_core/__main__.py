"""``python -m crisp_core``: see :mod:`crisp_core.cli`."""

import sys

from .cli import main

sys.exit(main())
