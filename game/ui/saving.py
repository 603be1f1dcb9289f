"""The game's link to its storage (docs/storage.md): the open :class:`Store`, settings in and out, the
autosaver of each table, Resume, statistics and export, and the problems the player must be told about.

Every call here catches the database's errors (a disk that fills up, another copy holding the lock, a file
made read-only during play): the message goes to :attr:`Store.problems`, which the app shows in a dialog, and
the game goes on. Nothing here draws; the scenes reach it as ``ctx.saves``.
"""

from __future__ import annotations

import os
import random
import sqlite3
import sys
from collections.abc import Callable, Iterable, Mapping
from dataclasses import fields
from datetime import datetime
from pathlib import Path
from typing import Any

import platformdirs

from game.engine import registry
from game.engine.protocol import GameState
from game.engine.series import SeatController, Series
from game.ganjifa.controller import GanjifaController
from game.ganjifa.series import GanjifaSeries
from game.panjpar.controller import Controller
from game.panjpar.match import Match
from game.panjpar.variants import Variant
from game.storage import (
    HUMAN,
    SETTINGS_SCHEMA,
    Autosaver,
    GameSummary,
    ReadOnlyReason,
    SavedGame,
    SavedState,
    SettingError,
    Statistics,
    Store,
)
from game.storage.autosave import MatchRow, SaveStatus
from game.storage.stateautosave import StateAutosaver
from game.ui.resuming import resumable as resumable
from game.ui.resuming import resume_bots as resume_bots
from game.ui.settings import SPEED_STORED, Settings

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


class Saves:
    """The open store, as the screens use it. ``log``: print ``committed <game> <actions>`` and
    ``resumed <game> <actions>`` lines to standard output (``PANJPAR_LOG_INTENTS``, for the crash test)."""

    def __init__(self, store: Store, log: bool = False) -> None:
        self.store = store
        self.log = log
        #: How many of ``store.problems`` the player has been shown.
        self.shown = 0
        self._saved_settings: dict[str, object] = {}
        #: The game being resumed, until its table's autosave hook takes it (``scenes.resume_table.resume_table``).
        self.resuming: tuple[Controller, SavedGame] | None = None
        #: The protocol game (Ganjifa) being resumed, until its table's hook (:meth:`game_table_hook`) takes it.
        self.resuming_state: tuple[GanjifaController, SavedState] | None = None
        #: Whether saving works, shared by every autosaver: one message when it fails, one when it works again.
        self.status = SaveStatus(store.problems, store)

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
            self._failed("The settings could not be saved", error)
            return
        self._saved_settings.update(changed)

    # ----- games ---------------------------------------------------------------------------------------
    def begin_match(
        self, variant: Variant | str, players: int, seats: Mapping[int, str], options: Iterable[str] = ()
    ) -> MatchRow:
        """A new match, written now if the disk allows, else kept in memory and written with its first game
        once saving works again."""
        match = MatchRow(variant, players, seats, options=options)
        try:
            match.ensure(self.store)
        except sqlite3.Error as error:
            self.status.failed(error)
        return match

    def attach(
        self,
        controller: Controller,
        seats: Mapping[int, str],
        match: int | MatchRow | None,
        game_id: int | None = None,
    ) -> Autosaver:
        """Subscribe the autosaver to ``controller``: call it BEFORE any other subscriber (the table's, the
        bots'), so every action is committed before the table shows it. ``game_id``: a resumed game."""
        hook = self._logged if self.log else None
        saver = Autosaver(self.store, controller, seats, match, game_id, on_commit=hook, status=self.status)
        if self.log and game_id is not None:
            print(f"resumed {game_id} {saver.saved}", flush=True)
        return saver

    def attach_state(
        self,
        controller: GanjifaController,
        variant: str,
        seats: Mapping[int, str],
        match: int | MatchRow | None,
        dealer: int,
        game_id: int | None = None,
    ) -> StateAutosaver:
        """:meth:`attach` for a game of the protocol (a Ganjifa game): subscribe its autosaver FIRST."""
        hook = self._logged if self.log else None
        saver = StateAutosaver(
            self.store, controller, variant, seats, match, dealer, game_id, on_commit=hook, status=self.status
        )
        if self.log and game_id is not None:
            print(f"resumed {game_id} {saver.saved}", flush=True)
        return saver

    def retry(self) -> None:
        """Call every frame: while saving fails, the games behind are written again now and then."""
        self.status.retry()

    @property
    def retry_pending(self) -> bool:
        """Whether a timed retry is still to come (saving fails and a game is behind): the idle app wakes for it."""
        return self.status.failing and bool(self.status.behind)

    @staticmethod
    def _logged(game_id: int, actions: int) -> None:
        sys.stdout.write(f"committed {game_id} {actions}\n")
        sys.stdout.flush()

    def table_hook(self, variant: Variant, players: int, bots: Mapping[int, str]) -> TableSaver:
        """The autosave hook of one table (``bots``: each bot seat's spec; the player is seat 0): the table
        calls it with each new controller before subscribing itself."""
        return TableSaver(self, variant, players, {0: HUMAN, **bots})

    def series_hook(self, series: Series, players: int, bots: Mapping[int, str]) -> TableSaver | SeriesSaver | None:
        """The autosave hook of a table playing ``series``, whatever its game (``None``: a series this store
        does not know how to save)."""
        if isinstance(series, Match):
            return self.table_hook(series.variant, players, bots)
        if isinstance(series, GanjifaSeries):
            return self.game_table_hook(series, bots)
        return None

    def game_table_hook(self, series: GanjifaSeries, bots: Mapping[int, str]) -> SeriesSaver:
        """The autosave hook of a Ganjifa table playing ``series`` (``bots``: each bot seat's spec; the player is
        seat 0): the table calls it with each game's controller before subscribing itself, as with
        :meth:`table_hook`. Its games are one match, with the series' options; each game's dealer is the
        series' dealer when the hook is called."""
        return SeriesSaver(self, series, {0: HUMAN, **bots})

    def unfinished(self) -> SavedGame | None:
        """The Panjpar game left unfinished (for Resume), or ``None`` (:meth:`unfinished_any` for every game)."""
        try:
            return self.store.unfinished_game()
        except sqlite3.Error as error:
            self._failed("The unfinished game could not be read", error)
            return None

    def unfinished_any(self) -> SavedGame | SavedState | None:
        """The game left unfinished of any game, for Resume, or ``None``; ``.game`` says which table opens it:
        ``panjpar`` (a :class:`SavedGame`, as :meth:`unfinished`), else a Ganjifa game (a :class:`SavedState`:
        :meth:`resume_series` gives its series back)."""
        try:
            return self.store.unfinished()
        except sqlite3.Error as error:
            self._failed("The unfinished game could not be read", error)
            return None

    def resume_series(
        self,
        saved: SavedState,
        rng: random.Random,
        new_state: Callable[[int], GameState[Any, Any]] | None = None,
    ) -> GanjifaSeries:
        """The series of the unfinished Ganjifa game ``saved``: its ``current`` controller at the last committed
        action (play it first, instead of ``next_game()``), its ``totals`` those of the match's finished games,
        its ``dealer`` this game's (``new_state``: as for :class:`GanjifaSeries`, how its next games are made).
        The next :meth:`game_table_hook`'s hook called with that controller goes on with the stored game and its
        match."""
        info = registry.game_info(saved.game)
        if info is None:  # the row was checked when read
            raise ValueError(f"no game {saved.game!r}")
        series = GanjifaSeries(info.rules, saved.variant, saved.players, saved.options, rng, new_state)
        series.totals = saved.totals
        series.dealer = saved.dealer
        series.current = GanjifaController(saved.state, random.Random(rng.getrandbits(64)))
        self.resuming_state = (series.current, saved)
        return series

    def abandon(self, game_id: int) -> None:
        """Close the unfinished game the player gave up; never from a read-only store (it may be another
        copy's live game)."""
        if not self.store.writable:
            return
        try:
            self.store.abandon_game(game_id)
        except sqlite3.Error as error:
            self._failed("The unfinished game could not be closed", error)

    def statistics(self) -> Statistics | None:
        try:
            return self.store.statistics()
        except sqlite3.Error as error:
            self._failed("The statistics could not be read", error)
            return None

    def games(self, limit: int = 200) -> list[GameSummary]:
        try:
            return self.store.games(limit)
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

    def export(self, summary: GameSummary) -> Path:
        """Write the game's record (``.panjpar``, ``.ganjifa``: its rules' suffix) to :meth:`export_dir`;
        raises ``OSError`` or ``sqlite3.Error`` (the scene tells the player)."""
        folder = self.export_dir()
        folder.mkdir(parents=True, exist_ok=True)
        stamp = summary.started[:10] if len(summary.started) >= 10 else datetime.now().strftime("%Y-%m-%d")
        return self.store.export_game(summary.id, folder / export_name(summary.game, stamp, summary.id))

    def close(self) -> None:
        self.resuming = None
        self.resuming_state = None
        try:
            self.store.close()
        except sqlite3.Error as error:  # pragma: no cover - closing never fails in practice
            self._failed("The saved games could not be closed", error)


def note_help(saver: Autosaver | StateAutosaver | None, hints: int, takebacks: int) -> None:
    """Keep the help the player had in the game's record (its ``Hints`` and ``TakeBacks`` tags), written with the
    record from now on (at once after a take-back: the record changed)."""
    if saver is None:
        return
    for tag, count in (("Hints", hints), ("TakeBacks", takebacks)):
        if count > 0:
            saver.tags[tag] = str(count)


class TableSaver:
    """Autosaves every game of one table, as one match: begun with the table's first game, or the match of the
    game being resumed (then that game goes on under its own id, and the match's next games follow it)."""

    def __init__(self, saves: Saves, variant: Variant, players: int, seats: Mapping[int, str]) -> None:
        self.saves = saves
        self.variant = variant
        self.players = players
        self.seats = dict(seats)
        self.match_id: int | MatchRow | None = None
        self.begun = False
        self.saver: Autosaver | None = None

    def __call__(self, controller: SeatController) -> None:
        if not isinstance(controller, Controller):
            raise TypeError(f"no autosave for a game of {type(controller).__name__}")
        saves = self.saves
        resuming = saves.resuming
        if resuming is not None and resuming[0] is controller:
            saves.resuming = None
            saved = resuming[1]
            self.match_id, self.begun = saved.match_id, True
            self.saver = saves.attach(controller, saved.seats, saved.match_id, saved.game_id)
            return
        if not self.begun:
            # A new match: the game left unfinished, of any game (the player agreed to give it up), is closed first.
            unfinished = saves.unfinished_any()
            if unfinished is not None:
                saves.abandon(unfinished.game_id)
            self.match_id, self.begun = saves.begin_match(self.variant, self.players, self.seats), True
        self.saver = saves.attach(controller, self.seats, self.match_id)

    def note_help(self, hints: int, takebacks: int) -> None:
        """The player of the current game has had ``hints`` hints and ``takebacks`` take-backs (written now)."""
        note_help(self.saver, hints, takebacks)
        if self.saver is not None:
            self.saves.status.catch_up(self.saver)


class SeriesSaver:
    """Autosaves every game of one Ganjifa table (a :class:`GanjifaSeries`) as one match, as :class:`TableSaver`
    does for Panjpar: begun with the table's first game, or the match of the game being resumed."""

    def __init__(self, saves: Saves, series: GanjifaSeries, seats: Mapping[int, str]) -> None:
        self.saves = saves
        self.series = series
        self.seats = dict(seats)
        self.match_id: int | MatchRow | None = None
        self.begun = False
        self.saver: StateAutosaver | None = None

    def __call__(self, controller: SeatController) -> None:
        if not isinstance(controller, GanjifaController):
            raise TypeError(f"no Ganjifa autosave for a game of {type(controller).__name__}")
        saves, series = self.saves, self.series
        resuming = saves.resuming_state
        if resuming is not None and resuming[0] is controller:
            saves.resuming_state = None
            saved = resuming[1]
            self.match_id, self.begun = saved.match_id, True
            self.saver = saves.attach_state(
                controller, saved.variant, saved.seats, saved.match_id, saved.dealer, saved.game_id
            )
            return
        if not self.begun:
            # A new match: the game left unfinished (the player agreed to give it up) is closed first.
            unfinished = saves.unfinished_any()
            if unfinished is not None:
                saves.abandon(unfinished.game_id)
            match = saves.begin_match(series.variant, series.players, self.seats, series.options)
            self.match_id, self.begun = match, True
        self.saver = saves.attach_state(controller, series.variant, self.seats, self.match_id, series.dealer)

    def note_help(self, hints: int, takebacks: int) -> None:
        """The player of the current game has had ``hints`` hints and ``takebacks`` take-backs (written now)."""
        note_help(self.saver, hints, takebacks)
        if self.saver is not None:
            self.saves.status.catch_up(self.saver)


def export_name(game: str, stamp: str, game_id: int) -> str:
    """The file name of an exported game: ``komi-2026-11-23-game7.ganjifa`` (its rules' record suffix)."""
    info = registry.game_info(game)
    suffix = info.rules.type.record_suffix if info is not None and info.rules.type.record_suffix else ".panjpar"
    return f"{game}-{stamp}-game{game_id}{suffix}"
