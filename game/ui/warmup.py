"""Once the menu is drawn: load in the background what the player's first click will need, so that the window
appears without waiting for it and the first table still opens at once. What is loaded on first use is named by a
:class:`~game.engine.lazy.Lazy` (every screen, each game's rules, the bots, a table's autosave, the painters of card
backs, glows and round cards): the warm-up imports the module of every such name, and of every name those modules
make in turn. It imports through :func:`~game.engine.lazy.import_module`, as every lazy name does, so a screen the
player opens meanwhile waits for the module being imported instead of importing beside it."""

from __future__ import annotations

import sys
import threading
import time

from game.engine.lazy import Lazy, import_module


def load_the_rest() -> None:
    """Import the module of every :class:`Lazy` name made so far, and of those made meanwhile (already imported
    modules cost nothing), but for the names marked not ``warm``. A module that fails is told on stderr and left
    for its first use to report to the player; the others are still loaded."""
    done = 0
    while done < len(Lazy.made):
        lazy = Lazy.made[done]
        module = lazy.module
        try:
            if lazy.warm:
                import_module(module)
        except Exception as error:  # told here, and raised again where the module is first used
            print(f"panjpar: the warm-up could not load {module} ({error!r})", file=sys.stderr, flush=True)
        done += 1
        time.sleep(0)  # lets a window waiting for the import lock take it before the next module


def start() -> threading.Thread:
    """:func:`load_the_rest` in a daemon thread (the window's loop stays responsive: imports hold the interpreter
    only in short slices)."""
    thread = threading.Thread(target=load_the_rest, name="panjpar-warm-up", daemon=True)
    thread.start()
    return thread
