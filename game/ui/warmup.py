"""Once the menu is drawn: load in the background what the player's first click will need (every screen, the
tables and the games' rules they read, the bots, the tables' autosave, the painters of card backs, glows and round
cards), so that the window appears without waiting for them and the first table still opens at once."""

from __future__ import annotations

import threading

from game.engine import registry
from game.engine.lazy import Lazy
from game.ui.scenes.catalog import load_all

#: What a first table needs besides the screens' own modules.
_FOR_A_TABLE: tuple[Lazy[object], ...] = (
    Lazy("game.ui.botdriver", "make_worker"),
    Lazy("game.ui.tablesaving", "series_hook"),
    Lazy("game.storage.resume_panjpar", "unfinished_panjpar"),
    Lazy("game.storage.autosave", "Autosaver"),
    Lazy("game.ui.art.ganjifa", "RoundFaces"),
    Lazy("game.ui.art.back", "make_back"),
    Lazy("game.ui.art.effects", "make_shadow"),
)


def load_the_rest() -> None:
    """Import every screen, every game's rules and what a table needs (already imported ones cost nothing)."""
    load_all()
    for game in registry.GAMES.values():
        game.rulebook.get()
        for variant in game.variants:
            variant.source.get()
    for lazy in _FOR_A_TABLE:
        lazy.get()


def start() -> threading.Thread:
    """:func:`load_the_rest` in a daemon thread (the window's loop stays responsive: imports hold the interpreter
    only in short slices)."""
    thread = threading.Thread(target=load_the_rest, name="panjpar-warm-up", daemon=True)
    thread.start()
    return thread
