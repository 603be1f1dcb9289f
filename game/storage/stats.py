"""The human player's statistics, derived from the finished games by one query (there are no stored counters):
:class:`Statistics` of :class:`Tally`, overall, per game, per variant, per difficulty and per variant and
difficulty."""

from __future__ import annotations

from dataclasses import dataclass

import game.storage.rows as rows
from game.storage.db import Database
from game.storage.games import ABANDONED, short_column

_DIFFICULTY = rows.bounded("difficulty", rows.DIFFICULTY_LIMIT)


@dataclass(frozen=True, slots=True)
class Tally:
    """Games, wins, losses and draws of one group of games, and its win streaks (in the order finished)."""

    games: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    current_streak: int = 0
    best_streak: int = 0

    @property
    def win_rate(self) -> float:
        """Wins over games (0.0 with no games)."""
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True, slots=True)
class Statistics:
    """The human player's record, derived from the finished games that had a human seat.

    ``by_game`` is keyed by the game's id in the games' registry (``panjpar``), ``by_variant`` by the variant's,
    ``by_variant_difficulty`` by ``(variant id, difficulty)``; the difficulty of a game is its opponents' bot
    specs (``"easy"``, or ``"easy+hard"`` when they differ).
    """

    overall: Tally
    by_game: dict[str, Tally]
    by_variant: dict[str, Tally]
    by_difficulty: dict[str, Tally]
    by_variant_difficulty: dict[tuple[str, str], Tally]


def statistics(db: Database) -> Statistics:
    """The human player's statistics, derived from the games table (there are no stored counters). A
    game whose row has an unusable value (a result that is not one of its player count, a seat out of
    range...) is left out, with a message."""
    overall: list[str] = []
    by_game: dict[str, list[str]] = {}
    by_variant: dict[str, list[str]] = {}
    by_difficulty: dict[str, list[str]] = {}
    by_both: dict[tuple[str, str], list[str]] = {}
    unusable: list[tuple[int, str]] = []
    for game_id, game_text, variant_id, difficulty_text, human_seat, result, players in db.conn.execute(
        f"SELECT id, {short_column('game')}, {short_column('variant')}, {_DIFFICULTY}, human_seat,"
        f" {short_column('result')}, players FROM games"
        " WHERE finished IS NOT NULL AND human_seat IS NOT NULL AND result NOT IN ('*', ?) ORDER BY finished, id",
        (ABANDONED,),
    ):
        try:
            count = rows.players(players)
            game, variant = rows.game_and_variant(game_text, variant_id)
            difficulty = rows.optional_text(difficulty_text, rows.DIFFICULTY_LIMIT, "the difficulty") or ""
            human = rows.seat(human_seat, count, "the player's seat")
            _result, returns = rows.result_and_returns(result, count, game)
        except rows.Unusable as error:
            unusable.append((game_id, str(error)))
            continue
        if returns is None:
            continue
        # The game's rules say what its result is worth to each seat: more than nothing wins, less loses.
        mark = "w" if returns[human] > 0 else "l" if returns[human] < 0 else "d"
        overall.append(mark)
        by_game.setdefault(game, []).append(mark)
        by_variant.setdefault(variant, []).append(mark)
        by_difficulty.setdefault(difficulty, []).append(mark)
        by_both.setdefault((variant, difficulty), []).append(mark)
    db.tell_unusable(unusable)
    return Statistics(
        _tally(overall),
        {key: _tally(marks) for key, marks in by_game.items()},
        {key: _tally(marks) for key, marks in by_variant.items()},
        {key: _tally(marks) for key, marks in by_difficulty.items()},
        {key: _tally(marks) for key, marks in by_both.items()},
    )


def _tally(marks: list[str]) -> Tally:
    best = run = 0
    for mark in marks:
        run = run + 1 if mark == "w" else 0
        best = max(best, run)
    return Tally(len(marks), marks.count("w"), marks.count("l"), marks.count("d"), run, best)
