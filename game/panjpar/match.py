"""A match of Panjpar on the one series of every game (:class:`~game.engine.series.GameSeries`): game after game
with the running totals; each game dealt from the series' stream by the dealer, the player at the dealer's left
attacking first unless ``panjpar-52``'s colour guess decides (rules 2, 3, 15); the fool deals the next
(:meth:`PanjparRules.next_dealer`)."""

from __future__ import annotations

import random
from typing import Any

from game.engine.protocol import GameRules, GameState
from game.engine.series import GameMaker, GameSeries
from game.panjpar.controller import Controller
from game.panjpar.game import PanjparState
from game.panjpar.rulebook import PANJPAR_RULES
from game.panjpar.variants import VARIANTS, Variant, shuffled_deal

#: A table's games of Panjpar in a row.
Match = GameSeries[Controller]


def panjpar_games(variant: Variant, players: int, guesser: int = 0) -> GameMaker[Controller]:
    """How a Panjpar table makes each game: shuffled from the series' stream by its dealer; ``guesser`` guesses
    the colour in ``panjpar-52`` (rule 2)."""

    def make(dealer: int, _previous: GameState[Any, Any] | None, rng: random.Random) -> Controller:
        deal = shuffled_deal(variant, players, rng, dealer, (dealer + 1) % players)
        return Controller(deal, dealer, guesser if variant.colour_guess else None)

    return make


def panjpar_match(variant: Variant, players: int, rng: random.Random, guesser: int = 0) -> Match:
    """A match of ``variant`` for ``players``; rule 3: the first dealer is drawn from ``rng``."""
    variant.check_players(players)
    games = panjpar_games(variant, players, guesser)
    return GameSeries(PANJPAR_RULES, variant.id, players, frozenset(), rng, games, resumed_game)


def panjpar_series(
    _rules: GameRules, variant: str, players: int, _options: frozenset[str], rng: random.Random, _stake: int = 1
) -> Match:
    """The registry's maker of Panjpar's series: a match, seat 0 guessing the colour (the player at a table)."""
    return panjpar_match(VARIANTS[variant], players, rng, guesser=0)


def resumed_game(state: GameState[Any, Any], _rng: random.Random) -> Controller:
    """The controller of a saved Panjpar game going on from ``state`` (read by the rules: dealt already)."""
    if not isinstance(state, PanjparState):
        raise TypeError(f"a Panjpar match resumes a Panjpar game, not {type(state).__name__}")
    return Controller.of_state(state)
