"""The toy game's one bot level, ``easy`` (game/bots/protocol.py): stay when the chance that no seat still in holds
a higher card, times the pot it would take, beats the chip a fold loses."""

from __future__ import annotations

import random

from game.bots.protocol import CancelLike, legal_or_fail
from game.ganjifa.cards import CARDS, SUITS, rank
from toygame.state import ANTE, RAISE, Decide, ToyView


class ToyBot:
    name = "easy"

    def step(
        self, observation: ToyView, rng: random.Random, deadline: float | None = None, cancel: CancelLike | None = None
    ) -> Decide:
        stay, fold = legal_or_fail(observation)
        assert observation.card is not None
        # Each other card in play is below ours with this chance (the suit does not count; ties split).
        below = rank(observation.card) * SUITS / (CARDS - 1)
        to_come = sum(1 for seat, word in enumerate(observation.said) if word is None and seat != stay.seat)
        rivals = to_come + sum(1 for word in observation.said if word)
        pot = observation.pot + RAISE * (1 + to_come)  # if everyone still to speak stays too
        # Staying risks the ante and the raise; folding loses the ante: stay when the pot's share is worth more.
        return stay if below**rivals * pot - (ANTE + RAISE) > -ANTE else fold
