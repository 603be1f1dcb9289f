"""A table's autosave: each game's autosaver subscribed first, the games of one table kept as one match, and a
resumed game going on under its own id (:class:`SeriesSaver`, for a table of any game). It loads the games' rules
and the autosavers, so :class:`game.ui.saving.Saves` reaches it only when a table opens; it sees the saves through
:class:`SaveHost`."""

from __future__ import annotations

import sqlite3
import sys
from collections.abc import Iterable, Mapping
from typing import Any, Protocol

from game.engine.controller import Controller as GameController
from game.engine.registry import VariantSpec
from game.engine.series import C, GameSeries, SeatController, Series
from game.storage import HUMAN, SavedGame, Store
from game.storage.autosave import Autosaver
from game.storage.savestatus import MatchRow, SaveStatus


class SaveHost(Protocol):
    """What a table's autosave uses of the open saves (``game.ui.saving.Saves``)."""

    store: Store
    log: bool
    status: SaveStatus
    resuming: tuple[GameController[Any, Any, Any], SavedGame] | None

    def unfinished_any(self) -> SavedGame | None: ...

    def abandon(self, game_id: int) -> None: ...


def begin_match(
    saves: SaveHost, variant: VariantSpec | str, players: int, seats: Mapping[int, str], options: Iterable[str] = ()
) -> MatchRow:
    """A new match, written now if the disk allows, else kept in memory and written with its first game once
    saving works again."""
    match = MatchRow(variant, players, seats, options=options)
    try:
        match.ensure(saves.store)
    except sqlite3.Error as error:
        saves.status.failed(error)
    return match


def _logged(game_id: int, actions: int) -> None:
    sys.stdout.write(f"committed {game_id} {actions}\n")
    sys.stdout.flush()


def attach(
    saves: SaveHost,
    controller: GameController[Any, Any, Any],
    variant: VariantSpec | str,
    seats: Mapping[int, str],
    match: int | MatchRow | None,
    dealer: int,
    game_id: int | None = None,
) -> Autosaver:
    """Subscribe the autosaver to ``controller``: call it BEFORE any other subscriber (the table's, the bots'),
    so every action is committed before the table shows it. ``game_id``: a resumed game."""
    hook = _logged if saves.log else None
    saver = Autosaver(
        saves.store, controller, variant, seats, match, dealer, game_id, on_commit=hook, status=saves.status
    )
    if saves.log and game_id is not None:
        print(f"resumed {game_id} {saver.saved}", flush=True)
    return saver


def series_hook(saves: SaveHost, series: Series, players: int, bots: Mapping[int, str]) -> SeriesSaver:
    """The autosave hook of a table playing ``series``, whatever its game: its games are one match, with the
    series' options; each game's dealer is the series' dealer when the hook is called. ``bots``: each bot seat's
    spec; the player is seat 0. The table calls the hook with each new controller before subscribing itself."""
    if series.players != players:
        raise ValueError(f"a series of {series.players} players at a table of {players}")
    return SeriesSaver(saves, series, {0: HUMAN, **bots})


def resume_series(saves: SaveHost, saved: SavedGame, series: GameSeries[C]) -> C:
    """Go on with the unfinished game ``saved`` in ``series`` (a fresh series of its game): the returned
    controller is at the last committed action (play it first, instead of ``next_game()``), the series' totals are
    those of the match's finished games and its dealer this game's. The next :func:`series_hook`'s hook called with
    that controller goes on with the stored game and its match."""
    controller = series.resume(saved.state, saved.totals, saved.dealer)
    saves.resuming = (controller, saved)
    return controller


def note_help(saver: Autosaver | None, hints: int, takebacks: int) -> None:
    """Keep the help the player had in the game's record (its ``Hints`` and ``TakeBacks`` tags), written with the
    record from now on (at once after a take-back: the record changed)."""
    if saver is None:
        return
    for tag, count in (("Hints", hints), ("TakeBacks", takebacks)):
        if count > 0:
            saver.tags[tag] = str(count)


class SeriesSaver:
    """Autosaves every game of one table (its :class:`~game.engine.series.Series`, of any game) as one match: begun
    with the table's first game, or the match of the game being resumed (then that game goes on under its own id,
    and the match's next games follow it). It keeps the saves, the seats, the match and the current game's
    autosaver."""

    def __init__(self, saves: SaveHost, series: Series, seats: Mapping[int, str]) -> None:
        self.saves = saves
        self.series = series
        self.seats = dict(seats)
        self.match_id: int | MatchRow | None = None
        self.begun = False
        self.saver: Autosaver | None = None

    def __call__(self, controller: SeatController) -> None:
        if not isinstance(controller, GameController):
            raise TypeError(f"no autosave for a game of {type(controller).__name__}")
        saves, series = self.saves, self.series
        resuming = saves.resuming
        if resuming is not None and resuming[0] is controller:
            saves.resuming = None
            saved = resuming[1]
            self.match_id, self.begun = saved.match_id, True
            self.saver = attach(
                saves, controller, saved.variant, saved.seats, saved.match_id, saved.dealer, saved.game_id
            )
            return
        self.begin(series.variant_id, series.players, series.options)
        self.saver = attach(saves, controller, series.variant_id, self.seats, self.match_id, series.dealer)

    def begin(self, variant: str, players: int, options: Iterable[str] = ()) -> None:
        """A new match, once per table: the game left unfinished, of any game (the player agreed to give it up),
        is closed first."""
        if self.begun:
            return
        unfinished = self.saves.unfinished_any()
        if unfinished is not None:
            self.saves.abandon(unfinished.game_id)
        self.match_id, self.begun = begin_match(self.saves, variant, players, self.seats, options), True

    @property
    def game_id(self) -> int | None:
        """The current game's row, once written."""
        return self.saver.game_id if self.saver is not None else None

    def note_help(self, hints: int, takebacks: int) -> None:
        """The player of the current game has had ``hints`` hints and ``takebacks`` take-backs (written now)."""
        note_help(self.saver, hints, takebacks)
        if self.saver is not None:
            self.saves.status.catch_up(self.saver)
