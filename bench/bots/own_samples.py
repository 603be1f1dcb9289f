"""Panjpar's ``hard`` and ``expert`` bots each searching their own number of deals without a clock, whatever
``--samples`` says (it would otherwise give every searching bot the same count), so that a level can be measured
against another, or against the frozen old hard bot, with games that do not depend on the machine's load:

    panjpar arena --a bench/bots/own_samples.py:Hard --b bench/bots/hard_450bdf8.py:HardBefore --samples 96 ...
    panjpar arena --a bench/bots/own_samples.py:Expert --b bench/bots/own_samples.py:Hard --samples 1 ...

(the old hard bot searched 96 deals a decision).
"""

from __future__ import annotations

from game.bots.base import Difficulty
from game.bots.search import EXPERT, HARD, SearchBot


class _OwnSamples(SearchBot):
    params_of_level: Difficulty

    def __init__(self) -> None:
        super().__init__(self.params_of_level)
        self.name = f"{self.params_of_level.name}-own-samples"

    def use_samples(self, samples: int) -> bool:
        """Search the level's own number of deals a decision, not ``samples``, without a clock."""
        self.params = self.params_of_level.with_samples(self.params_of_level.samples)
        return True


class Hard(_OwnSamples):
    """The hard bot with ``HARD.samples`` deals a decision and no clock."""

    params_of_level = HARD


class Expert(_OwnSamples):
    """The expert bot with ``EXPERT.samples`` deals a decision and no clock."""

    params_of_level = EXPERT
