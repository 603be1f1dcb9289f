"""A match: game after game with a running score, and who deals and attacks first in each (rules 2, 3, 15)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from game.panjpar.controller import Controller
from game.panjpar.events import GameOver
from game.panjpar.rules import Outcome
from game.panjpar.variants import Variant, shuffled_deal


@dataclass
class Scoreboard:
    """Games won, lost (the fool) and drawn, per seat."""

    players: int
    wins: list[int] = field(default_factory=list)
    losses: list[int] = field(default_factory=list)
    draws: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        for counts in (self.wins, self.losses, self.draws):
            counts.extend([0] * (self.players - len(counts)))

    def add(self, outcome: Outcome) -> None:
        for seat in range(self.players):
            if outcome.loser is None:
                self.draws[seat] += 1
            elif outcome.loser == seat:
                self.losses[seat] += 1
            else:
                self.wins[seat] += 1

    @property
    def games(self) -> int:
        return self.wins[0] + self.losses[0] + self.draws[0]


class Match:
    """Deals the games of a match. ``guesser``: the seat that guesses the colour in ``panjpar-52`` (rule 2)."""

    def __init__(self, variant: Variant, players: int, rng: random.Random, guesser: int = 0) -> None:
        variant.check_players(players)
        self.variant = variant
        self.players = players
        self.rng = rng
        self.guesser = guesser
        self.score = Scoreboard(players)
        #: Rule 3: the first dealer is chosen at random; then the loser deals (after a draw, the same again).
        self.dealer = rng.randrange(players)
        #: Panjpar has no options.
        self.options: frozenset[str] = frozenset()

    @property
    def variant_id(self) -> str:
        return self.variant.id

    def next_game(self) -> Controller:
        """A controller for the next game (call :meth:`Controller.start` after subscribing)."""
        first = (self.dealer + 1) % self.players
        deal = shuffled_deal(self.variant, self.players, self.rng, self.dealer, first)
        guesser = self.guesser if self.variant.colour_guess else None
        return Controller(deal, self.dealer, guesser)

    def outcome_of(self, event: object) -> Outcome | None:
        """The outcome when ``event`` ends the game (:class:`GameOver`)."""
        return event.outcome if isinstance(event, GameOver) else None

    @property
    def games(self) -> int:
        """The games finished so far."""
        return self.score.games

    def finish(self, outcome: Outcome) -> None:
        """Count a finished game and choose the next dealer."""
        self.score.add(outcome)
        if outcome.loser is not None:
            self.dealer = outcome.loser
