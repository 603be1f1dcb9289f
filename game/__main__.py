"""``python -m game``: the same as the ``panjpar`` command."""

import sys

from game.cli import main

sys.exit(main())
