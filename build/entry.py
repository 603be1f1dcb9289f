"""The frozen executable's entry point (installer.spec): the same as ``panjpar`` and ``python -m game``.

``multiprocessing.freeze_support()`` must run before the command line is parsed: a frozen program started as a
spawned worker process (the bot) gets multiprocessing's own arguments, which ``panjpar``'s parser would reject.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from game.cli import main

    sys.exit(main())
