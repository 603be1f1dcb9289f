"""Matches and games in the database, for every game of the registry: begin, keep the record current, abandon,
the list of games (:class:`GameSummary`) and export. A game's row is written through its own rules
(:class:`~game.engine.protocol.GameRules`): its record as ``rules.write_record`` writes it, its result text, its
action count, and once it is over the figures its rules report per seat (``chips``: the ``figures`` column, JSON),
which the statistics and a resumed match's totals read without replaying every record. Nothing here knows a
game: a new game of the registry needs no line.

Each function takes the open :class:`~game.storage.db.Database`; :class:`~game.storage.store.Store` offers them as
methods. Every value read from a row is checked (game/storage/rows.py): an unusable one is never a traceback.
"""

from __future__ import annotations

import json
import os
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import game.storage.rows as rows
from game.engine import registry
from game.engine.protocol import GameRules, GameState, SeatFigures, record_length
from game.engine.registry import VariantSpec
from game.engine.tags import TagError, parse_tag_line
from game.storage.db import Database, now
from game.storage.safefiles import write_file_atomically

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
    #: The chips the player won or lost, net, in a game played for chips (``None``: none reported, or unusable).
    chips: float | None = None
    #: The options the game was played with (its record's ``Options`` tag).
    options: tuple[str, ...] = ()
    #: Which of its match's games it is, counting from 1 (0: not part of a match).
    number_in_match: int = 0


def rules_of(game: str) -> GameRules:
    """The rules of the registered game ``game`` (``ValueError`` for a game the registry lacks)."""
    info = registry.game_info(game)
    if info is None:
        raise ValueError(f"the game {rows.excerpt(game)} is not one this Panjpar knows")
    return info.rules


def variant_id(variant: VariantSpec | str) -> str:
    """The id of ``variant`` (a game's own variant object, or its id)."""
    return variant if isinstance(variant, str) else variant.id


def game_of(variant: VariantSpec | str) -> str:
    """The id of the game ``variant`` belongs to, from the games' registry; a variant of no registered game
    cannot be stored (``ValueError``: no screen or command offers one)."""
    game = registry.game_of_variant(variant_id(variant))
    if game is None:
        raise ValueError(f"the variant {rows.excerpt(variant_id(variant))} is not one of any game this Panjpar knows")
    return game.id


def figures_of(rules: GameRules, state: GameState[Any, Any]) -> dict[str, list[float]] | None:
    """The figures ``rules`` report for a finished ``state`` (``None``: the game reports none, or is not over)."""
    if not state.is_terminal() or not isinstance(rules, SeatFigures):
        return None
    return {name: [float(value) for value in values] for name, values in rules.figures(state).items()}


def _figures_text(rules: GameRules, state: GameState[Any, Any]) -> str | None:
    figures = figures_of(rules, state)
    return None if figures is None else json.dumps(figures)


def options_text(options: Iterable[str]) -> str:
    return " ".join(sorted(set(options)))


def begin_match(
    db: Database, variant: VariantSpec | str, players: int, seats: Mapping[int, str], options: Iterable[str] = ()
) -> int:
    """A new match; returns its id. ``seats`` maps each 0-based seat to ``"human"`` or a bot spec; ``options``:
    the words its games are played with (komi's ``betting``...)."""
    with db.transaction():
        cursor = db.conn.execute(
            "INSERT INTO matches (started, game, variant, players, seats, options) VALUES (?, ?, ?, ?, ?, ?)",
            (now(), game_of(variant), variant_id(variant), players, rows.seat_columns(seats)[0], options_text(options)),
        )
    return int(cursor.lastrowid or 0)


def begin_game(
    db: Database,
    match_id: int | None,
    variant: str,
    seats: Mapping[int, str],
    state: GameState[Any, Any],
    record_text: str,
    dealer: int = 0,
) -> int:
    """A new game whose record (``record_text``, the deal on) is ``state``'s, written by its rules; finished at
    once when the state is (nakashth is over at its deal). ``dealer``: the 0-based seat that dealt. Returns its id.

    An unfinished game the player chose not to resume should be closed first with :func:`abandon_game`.
    """
    game = game_of(variant)
    rules = rules_of(game)
    result = rules.result_text(state)
    seats_text, human_seat, difficulty = rows.seat_columns(seats)
    stamp = now()
    with db.transaction():
        cursor = db.conn.execute(
            "INSERT INTO games (match_id, started, finished, game, variant, players, seats, human_seat, difficulty,"
            " dealer, result, actions, record, figures) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                match_id,
                stamp,
                None if result == rows.UNFINISHED else stamp,
                game,
                variant,
                state.players,
                seats_text,
                human_seat,
                difficulty,
                dealer,
                result,
                record_length(rules, state),
                record_text,
                _figures_text(rules, state),
            ),
        )
    return int(cursor.lastrowid or 0)


def record_game(db: Database, game_id: int, rules: GameRules, state: GameState[Any, Any], record_text: str) -> None:
    """Keep a game's row current in one committed transaction (the hot path): its record, action count and
    result, and once it is over its figures and finish time. A finished (or abandoned) game is never changed
    again."""
    result = rules.result_text(state)
    with db.transaction():
        db.conn.execute(
            "UPDATE games SET record = ?, actions = ?, result = ?, finished = ?, figures = ?"
            " WHERE id = ? AND finished IS NULL",
            (
                record_text,
                record_length(rules, state),
                result,
                None if result == rows.UNFINISHED else now(),
                _figures_text(rules, state),
                game_id,
            ),
        )


def abandon_game(db: Database, game_id: int) -> None:
    """Close a game without the player's say (its row could not be restored): left out of the statistics."""
    _close(db, game_id, ABANDONED)


def give_up_game(db: Database, game_id: int) -> None:
    """The player gave the game up (declined to resume it, or started another): it counts as a loss."""
    _close(db, game_id, rows.GIVEN_UP)


def _close(db: Database, game_id: int, result: str) -> None:
    with db.transaction():
        db.conn.execute(
            "UPDATE games SET finished = ?, result = ? WHERE id = ? AND finished IS NULL", (now(), result, game_id)
        )


def latest_unfinished(db: Database, game_id: int | None = None) -> tuple[Any, ...] | None:
    """The row of the latest game left unfinished, of any game, or of the unfinished game ``game_id`` (a network
    table's), as game/storage/saved.py reads it; ``None`` when there is none."""
    where, arguments = ("finished IS NULL AND id = ?", (game_id,)) if game_id is not None else ("finished IS NULL", ())
    row = db.conn.execute(
        f"SELECT id, match_id, {short_column('variant')}, players, {SEATS_COLUMN}, human_seat, dealer, record,"
        f" {short_column('started')}, {short_column('game')} FROM games WHERE {where}"
        " ORDER BY id DESC LIMIT 1",
        arguments,
    ).fetchone()
    return None if row is None else tuple(row)


def record_text(db: Database, game_id: int) -> str:
    """The game's record as last committed; raises ``KeyError`` for an unknown id and
    :class:`~game.storage.rows.UnusableRecord` (an ``sqlite3.DatabaseError``) for a record that is not text."""
    row = db.conn.execute("SELECT record FROM games WHERE id = ?", (game_id,)).fetchone()
    if row is None:
        raise KeyError(game_id)
    return rows.record_text(row[0], game_id)


def export_game(db: Database, game_id: int, path: str | os.PathLike[str]) -> Path:
    """Write the game's record to ``path`` (written whole or not at all, through a temporary file made
    exclusively beside it: a link planted there is never written through)."""
    return write_file_atomically(Path(path), record_text(db, game_id))


def games(db: Database, limit: int = 50, hidden: Collection[int] = ()) -> list[GameSummary]:
    """The latest ``limit`` games, newest first; a row with an unusable value is left out (with a message), and
    so are the ``hidden`` games."""
    found: list[GameSummary] = []
    unusable: list[tuple[int, str]] = []
    for row in db.conn.execute(
        f"SELECT id, match_id, {short_column('started')}, {short_column('finished')}, {short_column('game')},"
        f" {short_column('variant')}, players, {SEATS_COLUMN}, human_seat, {_DIFFICULTY}, {short_column('result')},"
        f" actions, {_RECORD_HEAD}, {_FIGURES}, (SELECT COUNT(*) FROM games AS earlier WHERE earlier.match_id ="
        " games.match_id AND earlier.id <= games.id) FROM games ORDER BY id DESC"
    ):
        if len(found) >= limit:
            break
        if row[0] in hidden:
            continue
        try:
            found.append(_summary(row))
        except rows.Unusable as error:
            unusable.append((row[0], str(error)))
    db.tell_unusable(unusable)
    return found


# Row columns read cut to just over their limit (rows.bounded): a huge value is never read whole.
SEATS_COLUMN = rows.bounded("seats", rows.SEATS_LIMIT)
_DIFFICULTY = rows.bounded("difficulty", rows.DIFFICULTY_LIMIT)
#: The start of a game's record, where its header tags are (the help the player had is read from them).
RECORD_HEAD = 4096
_RECORD_HEAD = rows.bounded("record", RECORD_HEAD)
_FIGURES = rows.bounded("figures", rows.FIGURES_LIMIT)
#: The most hints or take-backs a game's record is believed to count.
HELP_LIMIT = 100_000


def _header_tags(head: object) -> dict[str, str]:
    """The readable tags of a record's header (a line that is not a tag is skipped; the header ends at the first
    line that is neither a tag nor a comment)."""
    tags: dict[str, str] = {}
    if not isinstance(head, str):
        return tags
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
        tags.setdefault(tag, value)
    return tags


def help_counts(head: object) -> tuple[int, int]:
    """The ``Hints`` and ``TakeBacks`` of a record's header (0 for a tag missing or unusable: the help shown in
    the statistics never makes a game unreadable)."""
    tags = _header_tags(head)
    counts = [tags.get(tag, "") for tag in ("Hints", "TakeBacks")]
    hints, takebacks = (min(int(value), HELP_LIMIT) if value.isdecimal() and len(value) <= 6 else 0 for value in counts)
    return hints, takebacks


#: The most options a record's ``Options`` tag is believed to list, and the longest option word.
OPTIONS_LIMIT, OPTION_CHARS = 12, 24


def header_options(head: object) -> tuple[str, ...]:
    """The options of a record's ``Options`` tag, as listed (none when missing or unusable: like the help, the
    options shown never make a game unreadable)."""
    words = _header_tags(head).get("Options", "").split()
    if len(words) > OPTIONS_LIMIT or not all(word.isalnum() and len(word) <= OPTION_CHARS for word in words):
        return ()
    return tuple(words)


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
        figures,
        number_in_match,
    ) = row
    count = rows.players(players)
    game, variant = rows.game_and_variant(game_text, variant_text)
    hints, takebacks = help_counts(head)
    human = rows.optional_seat(human_seat, count, "the player's seat")
    return GameSummary(
        id=rows.row_id(game_id, "the game"),
        match_id=rows.optional_row_id(match_id, "the match"),
        started=rows.text(started, rows.NAME_LIMIT, "the start time"),
        finished=rows.optional_text(finished, rows.NAME_LIMIT, "the finish time"),
        game=game,
        variant=variant,
        players=count,
        seats=rows.seats(seats, count),
        human_seat=human,
        difficulty=rows.optional_text(difficulty, rows.DIFFICULTY_LIMIT, "the difficulty"),
        result=rows.result(result, count, game),
        actions=rows.integer(actions, 0, rows.ACTIONS_LIMIT, "the action count"),
        hints=hints,
        takebacks=takebacks,
        chips=_chips_of(figures, count, human),
        options=header_options(head),
        number_in_match=rows.integer(number_in_match, 0, rows.ACTIONS_LIMIT, "the game's number in its match"),
    )


def _chips_of(figures: object, players: int, human: int | None) -> float | None:
    """The player's net chips from a row's figures (``None``: no chips, no player, or figures unusable: the chips
    shown in the recent list never make a game unreadable)."""
    if human is None:
        return None
    try:
        chips = rows.stored_figures(figures, players).get("chips")
    except rows.Unusable:
        return None
    return chips[human] if chips is not None else None
