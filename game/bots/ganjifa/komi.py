"""The komi bots: the stake before the deal and, with ``betting``, keep / double / fold (docs/bots.md, "komi").

- ``hard`` bets by the exact expected value of each choice given its three cards, over every dealer hand of the
  93 cards it has not seen (:mod:`~game.bots.ganjifa.komi_odds`), and stakes what makes the round's expected
  value highest under that betting (computed once: before the deal it knows nothing).
- ``easy`` plays by a threshold on its own score, as a beginner would, and now and then slips.
"""

from __future__ import annotations

import random
from typing import Final

from game.bots.ganjifa.komi_odds import best_bet, best_stake, hand_odds
from game.bots.protocol import CancelLike, legal_or_fail
from game.ganjifa.komi.actions import DOUBLE, FOLD, KEEP, Bet, BetWord, Stake
from game.ganjifa.komi.scoring import KOMI, score
from game.ganjifa.komi.state import KomiView

#: easy's stakes, drawn at random: a beginner's middling amounts.
EASY_STAKES: Final = (3, 4, 5, 5, 6, 7)
#: easy doubles at this score or more, folds at this score or less.
EASY_DOUBLE_AT: Final = 7
EASY_FOLD_AT: Final = 2
#: How often easy slips: keeps where it meant to double or fold, or the reverse.
EASY_SLIP: Final = 0.15


def _stake_of(observation: KomiView) -> int:
    stake = observation.stakes[observation.seat]
    if stake is None:
        raise ValueError(f"seat {observation.seat + 1} has no stake to bet")
    return stake


class HardKomiBot:
    """Maximises the expected chips: exact odds of its hand against every possible dealer hand."""

    name = "hard"

    def step(
        self, observation: KomiView, rng: random.Random, deadline: float | None = None, cancel: CancelLike | None = None
    ) -> Stake | Bet:
        legal_or_fail(observation)
        if observation.phase == "stake":
            return Stake(observation.seat, best_stake(observation.betting))
        word, _ = best_bet(_stake_of(observation), hand_odds(observation.hand))
        return Bet(observation.seat, word)


class EasyKomiBot:
    """A beginner: a middling stake; doubles a high score, folds a low one, keeps the rest, with slips."""

    name = "easy"

    def step(
        self, observation: KomiView, rng: random.Random, deadline: float | None = None, cancel: CancelLike | None = None
    ) -> Stake | Bet:
        legal_or_fail(observation)
        if observation.phase == "stake":
            return Stake(observation.seat, rng.choice(EASY_STAKES))
        return Bet(observation.seat, easy_bet(score(observation.hand), rng))


def easy_bet(own_score: int, rng: random.Random) -> BetWord:
    """easy's bet for a hand of ``own_score``: the threshold's choice, or now and then a slip to a neighbour."""
    if own_score == KOMI or own_score >= EASY_DOUBLE_AT:
        meant: BetWord = DOUBLE
    elif own_score <= EASY_FOLD_AT:
        meant = FOLD
    else:
        meant = KEEP
    if rng.random() >= EASY_SLIP:
        return meant
    if meant != KEEP:
        return KEEP
    return DOUBLE if rng.random() < 0.5 else FOLD
