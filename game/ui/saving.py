"""The game's link to its storage (docs/storage.md): the open :class:`Store`, settings in and out, each table's
autosave hook (made by game/ui/tablesaving.py when a table opens), Resume, statistics and export, and the problems
the player must be told about.

Every call here catches the database's errors (a disk that fills up, another copy holding the lock, a file
made read-only during play): the message goes to :attr:`Store.problems`, which the app shows in a dialog, and
the game goes on. Nothing here draws; the scenes reach it as ``ctx.saves``.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable, Mapping
from dataclasses import fields
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import platformdirs

from game.engine import registry
from game.engine.lazy import Lazy
from game.storage import (
    SETTINGS_SCHEMA,
    GameSummary,
    ReadOnlyReason,
    SavedGame,
    SettingError,
    Statistics,
    Store,
)
from game.storage.savestatus import SaveStatus
from game.ui.settings import SPEED_STORED, Settings

if TYPE_CHECKING:
    from game.engine.controller import Controller
    from game.engine.series import C, GameSeries, Series
    from game.ui.tablesaving import SeriesSaver

#: The settings key that holds :attr:`Settings.speed` as a multiplier (game/ui/settings.py).
SPEED_KEY = "animation_speed"


def settings_to_store(settings: Settings) -> dict[str, object]:
    """The store's keys and values for ``settings``: each field the schema knows, the speed as its multiplier."""
    out: dict[str, object] = {}
    for f in fields(settings):
        value = getattr(settings, f.name)
        if f.name == "speed":
            out[SPEED_KEY] = SPEED_STORED[value]
        elif f.name in SETTINGS_SCHEMA:
            out[f.name] = value
    return out


def settings_from_store(values: Mapping[str, object]) -> dict[str, object]:
    """:class:`Settings` values from the store's: the same keys, the speed as the nearest named speed."""
    out = {key: value for key, value in values.items() if key != SPEED_KEY}
    stored = values.get(SPEED_KEY)
    if isinstance(stored, int | float) and not isinstance(stored, bool):
        out["speed"] = min(SPEED_STORED, key=lambda name: abs(SPEED_STORED[name] - float(stored)))
    return out


#: The tables' side of the saves (game/ui/tablesaving.py): it loads the games' rules and the autosavers, so only
#: once a table opens.
_SERIES_HOOK: Lazy[Callable[..., SeriesSaver]] = Lazy("game.ui.tablesaving", "series_hook")
_RESUME_SERIES: Lazy[Callable[..., Any]] = Lazy("game.ui.tablesaving", "resume_series")


class Saves:
    """The open store, as the screens use it. ``log``: print ``committed <game> <actions>`` and
    ``resumed <game> <actions>`` lines to standard output (``PANJPAR_LOG_INTENTS``, for the crash test)."""

    def __init__(self, store: Store, log: bool = False) -> None:
        self.store = store
        self.log = log
        #: How many of ``store.problems`` the player has been shown.
        self.shown = 0
        self._saved_settings: dict[str, object] = {}
        #: The last settings save failed (the player was told): later failures are not told again, and the changes
        #: wait in memory for the next save that works.
        self._settings_failing = False
        #: The game being resumed, of any game, until its table's autosave hook (:meth:`series_hook`) takes it.
        self.resuming: tuple[Controller[Any, Any, Any], SavedGame] | None = None
        #: Whether saving works, shared by every autosaver: one message when it fails, one when it works again.
        self.status = SaveStatus(store.problems, store)
        #: Asks the open table for the game it has finished (and saved) but not yet shown the end of (a nakashth
        #: round's hands still turning over): the statistics leave it out (review 12: they gave the round away).
        self.unshown: Callable[[], int | None] | None = None

    @classmethod
    def open(cls, data_dir: str | os.PathLike[str] | None, memory: bool = False, log: bool = False) -> Saves:
        """The store in ``data_dir`` (``--data-dir``, else ``PANJPAR_DATA_DIR``, else the platform's folder);
        ``memory``: nothing is written anywhere (``--smoke``)."""
        return cls(Store.memory() if memory else Store.open(data_dir), log)

    @property
    def writable(self) -> bool:
        """Whether games are being saved (false: the store is open read-only; no Resume is offered)."""
        return self.store.writable

    @property
    def in_use(self) -> bool:
        """Another copy of the game owns the data folder (the player chooses: read-only or quit)."""
        return self.store.readonly_reason is ReadOnlyReason.IN_USE

    @property
    def problems(self) -> list[str]:
        return self.store.problems

    def new_problems(self) -> list[str]:
        """The problems not shown yet (and now counted as shown)."""
        fresh = self.store.problems[self.shown :]
        self.shown = len(self.store.problems)
        return fresh

    def _failed(self, what: str, error: Exception) -> None:
        self.store.problems.append(f"{what} ({error}). The game goes on.")

    # ----- settings ------------------------------------------------------------------------------------
    def load_settings(self) -> Mapping[str, object]:
        """The stored settings as :class:`Settings` values (a bad value falls back, with a message)."""
        try:
            values = self.store.load_settings()
        except sqlite3.Error as error:
            self._failed("The settings could not be read; using the defaults", error)
            return {}
        self._saved_settings = dict(values)
        return settings_from_store(values)

    def save_settings(self, settings: Settings) -> None:
        """Store the settings that changed since the last load or save."""
        wanted = settings_to_store(settings)
        changed = {key: value for key, value in wanted.items() if self._saved_settings.get(key) != value}
        if not changed or not self.store.try_reopen_writable():
            return  # read-only: the player was told at start; the changes are saved once the store can write
        try:
            self.store.save_settings(changed)
        except SettingError as error:
            self.store.problems.append(f"A setting could not be saved ({error}).")
            return
        except sqlite3.Error as error:
            if not (self._settings_failing or self.status.failing):  # told once (with the games' failure, once)
                self._failed("The settings could not be saved", error)
            self._settings_failing = True
            return
        self._settings_failing = False
        self._saved_settings.update(changed)

    def retry(self) -> None:
        """Call every frame: while saving fails, the games behind are written again now and then."""
        self.status.retry()

    @property
    def retry_pending(self) -> bool:
        """Whether a timed retry is still to come (saving fails and a game is behind): the idle app wakes for it."""
        return self.status.failing and bool(self.status.behind)

    def series_hook(self, series: Series, players: int, bots: Mapping[int, str]) -> SeriesSaver:
        """The autosave hook of a table playing ``series``, whatever its game: its games are one match
        (game/ui/tablesaving); ``bots``: each bot seat's spec, the player is seat 0."""
        return _SERIES_HOOK.get()(self, series, players, bots)

    def resume_series(self, saved: SavedGame, series: GameSeries[C]) -> C:
        """Go on with the unfinished game ``saved`` in ``series``, a fresh series of its game: its controller at
        the last committed action; the next :meth:`series_hook`'s hook called with it goes on with the stored game
        and its match (game/ui/tablesaving.py)."""
        controller: C = _RESUME_SERIES.get()(self, saved, series)
        return controller

    def unfinished_any(self) -> SavedGame | None:
        """The game left unfinished of any game, for Resume, or ``None``; ``.game`` says which table opens it
        (:meth:`resume_series` goes on with it)."""
        try:
            return self.store.unfinished()
        except sqlite3.Error as error:
            self._failed("The unfinished game could not be read", error)
            return None

    def abandon(self, game_id: int) -> None:
        """Close the unfinished game the player gave up (a loss in the statistics); never from a read-only store
        (it may be another copy's live game)."""
        if not self.store.writable:
            return
        try:
            self.store.give_up_game(game_id)
        except sqlite3.Error as error:
            self._failed("The unfinished game could not be closed", error)

    def statistics(self) -> Statistics | None:
        try:
            return self.store.statistics(self._hidden())
        except sqlite3.Error as error:
            self._failed("The statistics could not be read", error)
            return None

    @property
    def unrevealed(self) -> int | None:
        """The game whose end its table has not shown yet, if any."""
        return self.unshown() if self.unshown is not None else None

    def _hidden(self) -> tuple[int, ...]:
        unrevealed = self.unrevealed
        return () if unrevealed is None else (unrevealed,)

    def games(self, limit: int = 200) -> list[GameSummary]:
        try:
            return self.store.games(limit, self._hidden())
        except sqlite3.Error as error:
            self._failed("The list of games could not be read", error)
            return []

    def record_text(self, game_id: int) -> str | None:
        try:
            return self.store.record_text(game_id)
        except (sqlite3.Error, KeyError) as error:
            self._failed(f"Game {game_id} could not be read", error)
            return None

    # ----- export --------------------------------------------------------------------------------------
    def export_dir(self) -> Path:
        """Where exported games go: ``exports/`` in the data folder, or the Documents folder when the store
        is not kept on disk."""
        if self.store.path is not None:
            return self.store.path.parent / "exports"
        return Path(platformdirs.user_documents_dir()) / "Panjpar"

    def hosted_dir(self) -> Path | None:
        """Where the tables this window hosts are kept (``hosted/`` in the data folder, apart from the window's own
        store, whose lock the window holds); ``None`` when nothing is kept on disk (then neither are they)."""
        return self.store.path.parent / "hosted" if self.store.path is not None else None

    def export(self, summary: GameSummary) -> Path:
        """Write the game's record (``.panjpar``, ``.ganjifa``: its rules' suffix) to :meth:`export_dir`;
        raises ``OSError`` or ``sqlite3.Error`` (the scene tells the player)."""
        folder = self.export_dir()
        folder.mkdir(parents=True, exist_ok=True)
        stamp = summary.started[:10] if len(summary.started) >= 10 else datetime.now().strftime("%Y-%m-%d")
        return self.store.export_game(summary.id, folder / export_name(summary.game, stamp, summary.id))

    def close(self) -> None:
        self.resuming = None
        try:
            self.store.close()
        except sqlite3.Error as error:  # pragma: no cover - closing never fails in practice
            self._failed("The saved games could not be closed", error)


def export_name(game: str, stamp: str, game_id: int) -> str:
    """The file name of an exported game: ``komi-2026-11-23-game7.ganjifa`` (its rules' record suffix)."""
    info = registry.game_info(game)
    suffix = info.rules.type.record_suffix if info is not None and info.rules.type.record_suffix else ".panjpar"
    return f"{game}-{stamp}-game{game_id}{suffix}"
