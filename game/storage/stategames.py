"""The games played on the game protocol (the Ganjifa games; every game of the registry but Panjpar, whose rows
game/storage/games.py keeps as it always has): a game row written through the game's rules, the unfinished game
for Resume as a :class:`SavedState`, and a match's running totals.

A row holds the game's record as its rules write it (``rules.write_record``), its result text, and once it is
over, the figures its rules report per seat (``chips``, ``tricks``: the ``figures`` column, JSON), which the
statistics and the totals of a resumed match read without replaying every record.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import game.storage.rows as rows
from game.engine import registry
from game.engine.envelope import IllegalRecord, MalformedRecord, read_envelope
from game.engine.protocol import GameRules, GameState, SeatFigures
from game.engine.totals import Totals
from game.storage.db import Database, now

HUMAN = rows.HUMAN
#: The longest figures text read from a row (a few numbers per seat for each figure).
FIGURES_LIMIT = 1024


@dataclass(slots=True)
class SavedState:
    """An unfinished game of a protocol game (not Panjpar), for Resume: :attr:`state` is the game rebuilt from
    its record by its rules, at its last committed action. ``game`` says which table opens it."""

    game_id: int
    match_id: int | None
    #: The game's id in the games' registry (``komi``).
    game: str
    variant: str
    players: int
    seats: dict[int, str]
    human_seat: int | None
    #: The seat that dealt this game (its series passes the deal on from here).
    dealer: int
    #: The options of the match (those its next games are played with).
    options: frozenset[str]
    state: GameState[Any, Any]
    record_text: str
    #: The match so far: its finished games (this one not included), their returns and figures per seat.
    totals: Totals
    started: str

    @property
    def rules(self) -> GameRules:
        info = registry.game_info(self.game)
        if info is None:  # checked when the row was read
            raise KeyError(self.game)
        return info.rules


def rules_of(game: str) -> GameRules:
    """The rules of the registered game ``game`` (``ValueError`` for a game the registry lacks)."""
    info = registry.game_info(game)
    if info is None:
        raise ValueError(f"the game {rows.excerpt(game)} is not one this Panjpar knows")
    return info.rules


def figures_of(rules: GameRules, state: GameState[Any, Any]) -> dict[str, list[float]] | None:
    """The figures ``rules`` report for a finished ``state`` (``None``: the game reports none, or is not over)."""
    if not isinstance(rules, SeatFigures) or not state.is_terminal():
        return None
    return {name: [float(value) for value in values] for name, values in rules.figures(state).items()}


def options_text(options: Iterable[str]) -> str:
    return " ".join(sorted(set(options)))


def begin_state_game(
    db: Database,
    match_id: int | None,
    variant: str,
    seats: Mapping[int, str],
    state: GameState[Any, Any],
    record_text: str,
    dealer: int = 0,
) -> int:
    """A new row for a protocol game whose record (``record_text``, the deal on) is ``state``'s; finished at
    once when the state is (nakashth is over at its deal). Returns its id."""
    info = registry.game_of_variant(variant)
    if info is None or info.id == registry.PANJPAR.id:
        raise ValueError(f"the variant {rows.excerpt(variant)} is not one of a protocol game this Panjpar knows")
    result = info.rules.result_text(state)
    figures = figures_of(info.rules, state)
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
                info.id,
                variant,
                state.players,
                seats_text,
                human_seat,
                difficulty,
                dealer,
                result,
                len(state.history()),
                record_text,
                None if figures is None else json.dumps(figures),
            ),
        )
    return int(cursor.lastrowid or 0)


def record_state(db: Database, game_id: int, rules: GameRules, state: GameState[Any, Any], record_text: str) -> None:
    """Keep a protocol game's row current in one committed transaction: its record, action count and result,
    and once it is over its figures and finish time. A finished (or abandoned) game is never changed again."""
    result = rules.result_text(state)
    figures = figures_of(rules, state)
    with db.transaction():
        db.conn.execute(
            "UPDATE games SET record = ?, actions = ?, result = ?, finished = ?, figures = ?"
            " WHERE id = ? AND finished IS NULL",
            (
                record_text,
                len(state.history()),
                result,
                None if result == rows.UNFINISHED else now(),
                None if figures is None else json.dumps(figures),
                game_id,
            ),
        )


def stored_figures(value: object, players: int) -> dict[str, tuple[float, ...]]:
    """A row's figures: ``{}`` for none (``NULL``); raises :class:`rows.Unusable` for text that is not a JSON
    object of lists of ``players`` numbers."""
    if value is None:
        return {}
    try:
        parsed = json.loads(rows.text(value, FIGURES_LIMIT, "the figures"))
    except (ValueError, RecursionError) as error:
        raise rows.Unusable(f"the figures {rows.excerpt(value)} are not JSON") from error
    if not isinstance(parsed, dict):
        raise rows.Unusable(f"the figures {rows.excerpt(value)} are not an object")
    out: dict[str, tuple[float, ...]] = {}
    for name, values in parsed.items():
        if (
            not isinstance(values, list)
            or len(values) != players
            or not all(isinstance(v, int | float) and not isinstance(v, bool) and math.isfinite(v) for v in values)
        ):
            raise rows.Unusable(f"the figure {rows.excerpt(name)} is not {players} finite numbers")
        out[str(name)] = tuple(float(v) for v in values)
    return out


def match_totals(db: Database, match_id: int, game: str, players: int) -> Totals:
    """The totals of a match of a protocol game, from its finished games (abandoned ones not counted; a row with
    an unusable result or figures is left out, with a message)."""
    totals = Totals(players)
    unusable: list[tuple[int, str]] = []
    for game_id, result, figures in db.conn.execute(
        f"SELECT id, {rows.bounded('result', rows.NAME_LIMIT)}, {rows.bounded('figures', FIGURES_LIMIT)}"
        " FROM games WHERE match_id = ? AND finished IS NOT NULL AND result != ? ORDER BY id",
        (match_id, rows.ABANDONED),
    ):
        try:
            _result, returns = rows.result_and_returns(result, players, game)
            if returns is None:
                continue
            totals.add(returns, stored_figures(figures, players))
        except rows.Unusable as error:
            unusable.append((game_id, str(error)))
    db.tell_unusable(unusable)
    return totals


def match_options(db: Database, match_id: int | None) -> frozenset[str]:
    """The options a match is played with (none for no match, or an unusable value)."""
    if match_id is None:
        return frozenset()
    row = db.conn.execute(
        f"SELECT {rows.bounded('options', rows.NAME_LIMIT)} FROM matches WHERE id = ?", (match_id,)
    ).fetchone()
    try:
        return frozenset(rows.text(row[0], rows.NAME_LIMIT, "the options").split()) if row is not None else frozenset()
    except rows.Unusable:
        return frozenset()


def read_state(game: str, text: str, variant: str, players: int) -> GameState[Any, Any]:
    """The game a stored record holds, replayed by ``game``'s rules; raises :class:`rows.Unusable`,
    :class:`MalformedRecord` or :class:`IllegalRecord` when it is not a game of ``variant`` for ``players``."""
    envelope = read_envelope(text)
    if envelope.game != game:
        raise rows.Unusable(f"its row says {game}, its record {rows.excerpt(envelope.game)}")
    state = rules_of(game).read_record(envelope)
    if state.players != players:
        raise rows.Unusable(f"its row says {variant} for {players} players, its record {state.players}")
    return state


def unfinished_state(db: Database, row: Sequence[object]) -> SavedState | None:
    """The unfinished protocol game of ``row`` (as :func:`game.storage.games.latest_unfinished` selects it), or
    ``None``: a row or record that cannot be used is closed as abandoned with a message, and one whose record
    is already over is finished."""
    game_id = rows.row_id(row[0], "the game")
    try:
        checked = rows.unfinished_row(row)
        match_id, game, variant, players = checked.match_id, checked.game, checked.variant, checked.players
        seats, human_seat, dealer, started = checked.seats, checked.human_seat, checked.dealer, checked.started
        state = read_state(game, checked.record_text, variant, players)
    except (rows.Unusable, MalformedRecord, IllegalRecord) as error:
        db.problems.append(f"The unfinished game {game_id} could not be restored ({error}); it was closed.")
        with db.transaction():
            db.conn.execute(
                "UPDATE games SET finished = ?, result = ? WHERE id = ? AND finished IS NULL",
                (now(), rows.ABANDONED, game_id),
            )
        return None
    rules = rules_of(game)
    if state.is_terminal():
        record_state(db, game_id, rules, state, checked.record_text)
        return None
    totals = match_totals(db, match_id, game, players) if match_id is not None else Totals(players)
    return SavedState(
        game_id=game_id,
        match_id=match_id,
        game=game,
        variant=variant,
        players=players,
        seats=seats,
        human_seat=human_seat,
        dealer=dealer,
        options=match_options(db, match_id),
        state=state,
        record_text=checked.record_text,
        totals=totals,
        started=started,
    )
