"""Matches and games in the database: begin, keep the record current, finish, abandon, find the unfinished
game for Resume (:class:`SavedGame`), a match's score, the list of games (:class:`GameSummary`) and export.

Each function takes the open :class:`~game.storage.db.Database`; :class:`~game.storage.store.Store` offers them as
methods. Every value read from a row is checked (game/storage/rows.py): an unusable one is never a traceback.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import game.storage.rows as rows
from game.engine import registry
from game.engine.lazy import Lazy
from game.engine.tags import TagError, parse_tag_line
from game.storage.db import Database, now
from game.storage.safefiles import write_file_atomically
from game.storage.stategames import options_text

if TYPE_CHECKING:
    from game.panjpar.controller import Controller
    from game.panjpar.match import Scoreboard
    from game.panjpar.record import Record
    from game.panjpar.rules import Outcome
    from game.panjpar.variants import Variant

#: Panjpar's controller, loaded when a saved game is resumed (listing the games loads no game's rules).
_CONTROLLER: Lazy[type[Controller]] = Lazy("game.panjpar.controller", "Controller")

HUMAN = rows.HUMAN
#: The ``result`` of a game left unfinished when a new one began (not counted in the statistics).
ABANDONED = rows.ABANDONED


@dataclass(frozen=True, slots=True)
class GameSummary:
    """One row of :func:`games`. Seats are 0-based; ``seats`` maps each to ``"human"`` or a bot spec."""

    id: int
    match_id: int | None
    started: str
    finished: str | None
    #: The game's id in the games' registry (``panjpar``).
    game: str
    variant: str
    players: int
    seats: dict[int, str]
    human_seat: int | None
    difficulty: str | None
    result: str
    actions: int
    #: The help the player had: hints shown and moves taken back (the record's ``Hints``/``TakeBacks`` tags).
    hints: int = 0
    takebacks: int = 0


@dataclass(slots=True)
class SavedGame:
    """An unfinished game, for Resume: :meth:`controller` rebuilds it at its last committed position."""

    game_id: int
    match_id: int | None
    variant: str
    players: int
    seats: dict[int, str]
    human_seat: int | None
    dealer: int
    record: Record
    record_text: str
    #: The match's score from its finished games (this one not included).
    score: Scoreboard
    started: str
    #: The game's id in the games' registry (``panjpar``).
    game: str

    def controller(self) -> Controller:
        """A controller at the saved position (whose turn it is follows from the record)."""
        return _CONTROLLER.get().from_record(self.record, self.dealer)


def begin_match(
    db: Database, variant: Variant | str, players: int, seats: Mapping[int, str], options: Iterable[str] = ()
) -> int:
    """A new match; returns its id. ``seats`` maps each 0-based seat to ``"human"`` or a bot spec; ``options``:
    the words its games are played with (a Ganjifa game's ``betting``...)."""
    with db.transaction():
        cursor = db.conn.execute(
            "INSERT INTO matches (started, game, variant, players, seats, options) VALUES (?, ?, ?, ?, ?, ?)",
            (
                now(),
                game_of(variant),
                _variant_id(variant),
                players,
                rows.seat_columns(seats)[0],
                options_text(options),
            ),
        )
    return int(cursor.lastrowid or 0)


def begin_game(
    db: Database,
    match_id: int | None,
    variant: Variant | str,
    players: int,
    seats: Mapping[int, str],
    record: Record,
    dealer: int = 0,
) -> int:
    """A new game (its deal in ``record``); returns its id. ``dealer``: the 0-based seat that dealt.

    An unfinished game the player chose not to resume should be closed first with :func:`abandon_game`.
    """
    seats_text, human_seat, difficulty = rows.seat_columns(seats)
    stamp = now()
    with db.transaction():
        cursor = db.conn.execute(
            "INSERT INTO games (match_id, started, game, variant, players, seats, human_seat, difficulty, dealer,"
            " result, actions, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                match_id,
                stamp,
                game_of(variant),
                _variant_id(variant),
                players,
                seats_text,
                human_seat,
                difficulty,
                dealer,
                record.result,
                len(record.actions),
                record.to_text(),
            ),
        )
    return int(cursor.lastrowid or 0)


def record_action(db: Database, game_id: int, record_text: str, actions: int, result: str = "*") -> None:
    """Keep the game's record current: one transaction, committed before returning (the hot path).

    ``result`` other than ``"*"`` also finishes the game, in the same transaction. A finished (or
    abandoned) game is never changed again.
    """
    finished = None if result == "*" else now()
    with db.transaction():
        db.conn.execute(
            "UPDATE games SET record = ?, actions = ?, result = ?, finished = ? WHERE id = ? AND finished IS NULL",
            (record_text, actions, result, finished, game_id),
        )


def finish_game(db: Database, game_id: int, outcome: Outcome) -> None:
    """Mark the game finished with ``outcome`` (a no-op if it already is)."""
    with db.transaction():
        db.conn.execute(
            "UPDATE games SET finished = ?, result = ? WHERE id = ? AND finished IS NULL",
            (now(), str(outcome), game_id),
        )


def abandon_game(db: Database, game_id: int) -> None:
    """The player chose not to resume: the game is closed and left out of the statistics."""
    with db.transaction():
        db.conn.execute(
            "UPDATE games SET finished = ?, result = ? WHERE id = ? AND finished IS NULL",
            (now(), ABANDONED, game_id),
        )


def of_protocol_game(row: tuple[Any, ...]) -> bool:
    """Whether a row of :func:`latest_unfinished` is a game on the protocol (a Ganjifa game) rather than Panjpar's
    (an unknown game is read as Panjpar's, whose checks close it with a message)."""
    game = row[9]
    return isinstance(game, str) and game != registry.PANJPAR.id and registry.game_info(game) is not None


def latest_unfinished(db: Database) -> tuple[Any, ...] | None:
    """The row of the latest game left unfinished, of any game (the store reads it with its own rules), or None."""
    row = db.conn.execute(
        f"SELECT id, match_id, {short_column('variant')}, players, {SEATS_COLUMN}, human_seat, dealer, record,"
        f" {short_column('started')}, {short_column('game')} FROM games WHERE finished IS NULL"
        " ORDER BY id DESC LIMIT 1"
    ).fetchone()
    return None if row is None else tuple(row)


def record_text(db: Database, game_id: int) -> str:
    """The game's ``.panjpar`` record as last committed; raises ``KeyError`` for an unknown id and
    :class:`~game.storage.rows.UnusableRecord` (an ``sqlite3.DatabaseError``) for a record that is not text."""
    row = db.conn.execute("SELECT record FROM games WHERE id = ?", (game_id,)).fetchone()
    if row is None:
        raise KeyError(game_id)
    return rows.record_text(row[0], game_id)


def export_game(db: Database, game_id: int, path: str | os.PathLike[str]) -> Path:
    """Write the game's record to ``path`` (a ``.panjpar`` file, written whole or not at all, through a
    temporary file made exclusively beside it: a link planted there is never written through)."""
    return write_file_atomically(Path(path), record_text(db, game_id))


def games(db: Database, limit: int = 50) -> list[GameSummary]:
    """The latest ``limit`` games, newest first; a row with an unusable value is left out (with a message)."""
    found: list[GameSummary] = []
    unusable: list[tuple[int, str]] = []
    for row in db.conn.execute(
        f"SELECT id, match_id, {short_column('started')}, {short_column('finished')}, {short_column('game')},"
        f" {short_column('variant')}, players, {SEATS_COLUMN}, human_seat, {_DIFFICULTY}, {short_column('result')},"
        f" actions, {_RECORD_HEAD} FROM games ORDER BY id DESC"
    ):
        if len(found) >= limit:
            break
        try:
            found.append(_summary(row))
        except rows.Unusable as error:
            unusable.append((row[0], str(error)))
    db.tell_unusable(unusable)
    return found


def _variant_id(variant: Variant | str) -> str:  # a Panjpar variant or any game's variant id
    return variant if isinstance(variant, str) else variant.id


def game_of(variant: Variant | str) -> str:
    """The id of the game ``variant`` belongs to, from the games' registry; a variant of no registered game
    cannot be stored (``ValueError``: no screen or command offers one)."""
    game = registry.game_of_variant(_variant_id(variant))
    if game is None:
        raise ValueError(f"the variant {rows.excerpt(_variant_id(variant))} is not one of any game this Panjpar knows")
    return game.id


# Row columns read cut to just over their limit (rows.bounded): a huge value is never read whole.
SEATS_COLUMN = rows.bounded("seats", rows.SEATS_LIMIT)
_DIFFICULTY = rows.bounded("difficulty", rows.DIFFICULTY_LIMIT)
#: The start of a game's record, where its header tags are (the help the player had is read from them).
RECORD_HEAD = 4096
_RECORD_HEAD = rows.bounded("record", RECORD_HEAD)
#: The most hints or take-backs a game's record is believed to count.
HELP_LIMIT = 100_000


def help_counts(head: object) -> tuple[int, int]:
    """The ``Hints`` and ``TakeBacks`` of a record's header (0 for a tag missing or unusable: the help shown in
    the statistics never makes a game unreadable)."""
    if not isinstance(head, str):
        return 0, 0
    counts = {"Hints": 0, "TakeBacks": 0}
    for raw in head.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if not line.startswith("["):
            break  # the header is over
        try:
            tag, value = parse_tag_line(line)
        except TagError:
            continue
        if tag in counts and value.isdecimal() and len(value) <= 6:
            counts[tag] = min(int(value), HELP_LIMIT)
    return counts["Hints"], counts["TakeBacks"]


def short_column(column: str) -> str:
    """SQL reading a short text column (a name, a timestamp, a result) cut to just over its limit."""
    return rows.bounded(column, rows.NAME_LIMIT)


def _summary(row: tuple[object, ...]) -> GameSummary:
    """A :class:`GameSummary` from a row of :func:`games`; raises :class:`rows.Unusable`."""
    (
        game_id,
        match_id,
        started,
        finished,
        game_text,
        variant_text,
        players,
        seats,
        human_seat,
        difficulty,
        result,
        actions,
        head,
    ) = row
    count = rows.players(players)
    game, variant = rows.game_and_variant(game_text, variant_text)
    hints, takebacks = help_counts(head)
    return GameSummary(
        id=rows.row_id(game_id, "the game"),
        match_id=rows.optional_row_id(match_id, "the match"),
        started=rows.text(started, rows.NAME_LIMIT, "the start time"),
        finished=rows.optional_text(finished, rows.NAME_LIMIT, "the finish time"),
        game=game,
        variant=variant,
        players=count,
        seats=rows.seats(seats, count),
        human_seat=rows.optional_seat(human_seat, count, "the player's seat"),
        difficulty=rows.optional_text(difficulty, rows.DIFFICULTY_LIMIT, "the difficulty"),
        result=rows.result(result, count, game),
        actions=rows.integer(actions, 0, rows.ACTIONS_LIMIT, "the action count"),
        hints=hints,
        takebacks=takebacks,
    )
