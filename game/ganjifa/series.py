"""Games in a row at a Ganjifa table (the :class:`~game.engine.series.Series` of the four games): each game's
controller, the dealer moving on to the next seat each game, and the running totals per seat (the returns, and
every figure the game reports: chips, tricks)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.engine.protocol import FollowingGames, GameRules, GameState, SeatFigures
from game.engine.totals import Totals as Totals
from game.ganjifa.controller import Acted, GanjifaController


class GanjifaSeries:
    """A table's games of one Ganjifa game: ``new_state(dealer)`` makes each game before its deal (by default
    the rules' ``new_game`` with the table's options); the first dealer is drawn, then the deal moves on."""

    def __init__(
        self,
        rules: GameRules,
        variant: str,
        players: int,
        options: frozenset[str],
        rng: random.Random,
        new_state: Callable[[int], GameState[Any, Any]] | None = None,
    ) -> None:
        self.rules = rules
        self.variant = variant
        self._players = players
        self.options = options
        self.rng = rng
        self._new_state = new_state or (lambda dealer: rules.new_game(variant, players, dealer, options))
        self._new_state(0)  # a player count or an option the game does not have fails here, not mid-match
        self.totals = Totals(players)
        self.dealer = rng.randrange(players)
        self.current: GanjifaController | None = None

    @property
    def players(self) -> int:
        return self._players

    @property
    def variant_id(self) -> str:
        return self.variant

    def next_game(self) -> GanjifaController:
        """The next game's controller, not started; the dealer moves on after each finished game. A game after a
        finished one follows from it when the rules say how (:class:`FollowingGames`: nakashth's carried pot)."""
        previous = self.current.state if self.current is not None else None
        if previous is not None and previous.is_terminal() and isinstance(self.rules, FollowingGames):
            state = self.rules.following_game(previous, self.dealer)
        else:
            state = self._new_state(self.dealer)
        self.current = GanjifaController(state, random.Random(self.rng.getrandbits(64)))
        return self.current

    def outcome_of(self, event: Any) -> tuple[float, ...] | None:
        """A game's outcome is its returns, carried by the event of its last action."""
        return event.returns if isinstance(event, Acted) else None

    @property
    def games(self) -> int:
        """The games finished so far."""
        return self.totals.games

    def finish(self, outcome: tuple[float, ...]) -> None:
        """Add the finished game to the totals (with the rules' figures) and pass the deal on."""
        figures: dict[str, tuple[float, ...]] = {}
        if self.current is not None and isinstance(self.rules, SeatFigures):
            figures = {name: tuple(v) for name, v in self.rules.figures(self.current.state).items()}
        self.totals.add(outcome, figures)
        self.dealer = (self.dealer + 1) % self._players
