"""The human player's statistics, derived from the finished games by one query (there are no stored counters):
:class:`Statistics` of :class:`Tally`, overall, per game, per variant, per difficulty, per variant and
difficulty, and per game and difficulty.

What a game's result is worth to the player follows from its rules' returns and :attr:`GameType.utility`: in a
zero-sum game (Panjpar, komi) more than nothing wins and less loses; in the others (nakashth, the trick games)
the returns share out one win, so a share wins, nothing loses while another seat won, and nothing for anyone
is a draw. Chips are the ``chips`` figure the rules reported at the game's end; a round played for chips
(:attr:`GameInfo.for_chips`: nakashth, komi) is won or lost by the player's net chips, and even when they are
none or nobody won any (a share of a nakashth pot that only gave back her stake, a pot carried over).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field

import game.storage.rows as rows
from game.engine import registry
from game.storage.db import Database
from game.storage.games import ABANDONED, short_column

_DIFFICULTY = rows.bounded("difficulty", rows.DIFFICULTY_LIMIT)
_FIGURES = rows.bounded("figures", rows.FIGURES_LIMIT)


@dataclass(frozen=True, slots=True)
class Tally:
    """Games, wins, losses and draws of one group of games, and its win streaks (in the order finished)."""

    games: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    current_streak: int = 0
    best_streak: int = 0
    #: The games the player gave up (counted among the losses, as Aisleriot does).
    given_up: int = 0
    #: The player's shares of the win: a game won alone counts 1, one of nakashth's pots split two ways 0.5
    #: (in a zero-sum game each win counts 1, so it equals ``wins``).
    win_share: float = 0.0
    #: The chips the player won, net (the games whose rules report chips: nakashth, komi; 0 for the others).
    chips: float = 0.0

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
    #: Keyed by ``(game id, difficulty)``: each game against each bot (or set of bots).
    by_game_difficulty: dict[tuple[str, str], Tally] = field(default_factory=dict)
    #: The games apart from the rounds played for chips (:attr:`GameInfo.for_chips`: nakashth, komi), and those
    #: rounds apart: a round of luck is not a game won or lost, and would swamp a win rate or a streak.
    games: Tally = field(default_factory=Tally)
    rounds: Tally = field(default_factory=Tally)


#: One finished game as the player saw it: ``w``/``l``/``d`` (``g``: given up, a loss), her share of the win, her
#: chips.
Mark = tuple[str, float, float]


def statistics(db: Database, hidden: Collection[int] = ()) -> Statistics:
    """The human player's statistics, derived from the games table (there are no stored counters). A
    game whose row has an unusable value (a result that is not one of its player count, a seat out of
    range, figures that are not numbers...) is left out, with a message; so are the ``hidden`` games (a round
    whose end the table has not shown yet)."""
    overall: list[Mark] = []
    by_game: dict[str, list[Mark]] = {}
    by_variant: dict[str, list[Mark]] = {}
    by_difficulty: dict[str, list[Mark]] = {}
    by_both: dict[tuple[str, str], list[Mark]] = {}
    by_game_difficulty: dict[tuple[str, str], list[Mark]] = {}
    by_kind: dict[bool, list[Mark]] = {False: [], True: []}
    unusable: list[tuple[int, str]] = []
    for game_id, game_text, variant_id, difficulty_text, human_seat, result, players, figures_text in db.conn.execute(
        f"SELECT id, {short_column('game')}, {short_column('variant')}, {_DIFFICULTY}, human_seat,"
        f" {short_column('result')}, players, {_FIGURES} FROM games"
        " WHERE finished IS NOT NULL AND human_seat IS NOT NULL AND result NOT IN ('*', ?) ORDER BY finished, id",
        (ABANDONED,),
    ):
        if game_id in hidden:
            continue
        try:
            count = rows.players(players)
            game, variant = rows.game_and_variant(game_text, variant_id)
            difficulty = rows.optional_text(difficulty_text, rows.DIFFICULTY_LIMIT, "the difficulty") or ""
            human = rows.seat(human_seat, count, "the player's seat")
            result, returns = rows.result_and_returns(result, count, game)
            figures = rows.stored_figures(figures_text, count)
        except rows.Unusable as error:
            unusable.append((game_id, str(error)))
            continue
        if result == rows.GIVEN_UP:
            mark: Mark = ("g", 0.0, 0.0)
        elif returns is None:
            continue
        else:
            mark = _mark(game, returns, human, figures.get("chips"))
        overall.append(mark)
        by_game.setdefault(game, []).append(mark)
        by_variant.setdefault(variant, []).append(mark)
        by_difficulty.setdefault(difficulty, []).append(mark)
        by_both.setdefault((variant, difficulty), []).append(mark)
        by_game_difficulty.setdefault((game, difficulty), []).append(mark)
        info = registry.game_info(game)
        by_kind[info is not None and info.for_chips].append(mark)
    db.tell_unusable(unusable)
    return Statistics(
        _tally(overall),
        {key: _tally(marks) for key, marks in by_game.items()},
        {key: _tally(marks) for key, marks in by_variant.items()},
        {key: _tally(marks) for key, marks in by_difficulty.items()},
        {key: _tally(marks) for key, marks in by_both.items()},
        {key: _tally(marks) for key, marks in by_game_difficulty.items()},
        _tally(by_kind[False]),
        _tally(by_kind[True]),
    )


def _mark(game: str, returns: tuple[float, ...], human: int, chips: tuple[float, ...] | None) -> Mark:
    """What a finished game was to the player in ``human``'s seat (see the module's docstring)."""
    info = registry.game_info(game)
    mine = returns[human]
    won_chips = chips[human] if chips is not None else 0.0
    zero_sum = info is None or info.rules.type.utility == "zero_sum"
    if info is not None and info.for_chips and chips is not None:
        outcome = "w" if won_chips > 0 else "l" if won_chips < 0 and any(value > 0 for value in chips) else "d"
        share = (1.0 if zero_sum else mine) if outcome == "w" else 0.0  # a shared pot: her share of the win
        return outcome, share, won_chips
    if zero_sum:
        # The game's rules say what its result is worth to each seat: more than nothing wins, less loses.
        outcome = "w" if mine > 0 else "l" if mine < 0 else "d"
        return outcome, 1.0 if outcome == "w" else 0.0, won_chips
    outcome = "w" if mine > 0 else "l" if any(value > 0 for value in returns) else "d"
    return outcome, mine, won_chips


def _tally(marks: list[Mark]) -> Tally:
    best = run = 0
    for outcome, _share, _chips in marks:
        run = run + 1 if outcome == "w" else 0  # a game given up ends a streak
        best = max(best, run)
    outcomes = [outcome for outcome, _share, _chips in marks]
    return Tally(
        len(marks),
        outcomes.count("w"),
        outcomes.count("l") + outcomes.count("g"),
        outcomes.count("d"),
        run,
        best,
        outcomes.count("g"),
        sum(share for _outcome, share, _chips in marks),
        sum(chips for _outcome, _share, chips in marks),
    )
