"""ekrang's easy bot: a card player's rules of thumb, with a slip now and then.

- opening: one of its highest number cards, from its longest suit;
- cover: its lowest-valued allowed cards (they only feed the opener's trick);
- lead: the suit whose top card the fewest unseen cards can beat (longest suit on ties);
- follow: the lowest card that beats when it must, else its lowest card of the suit, else its lowest-valued card;
- phase 2: the lowest card that takes the lead in the suit when it is the last to play or holds the suit's top
  unseen card, else its lowest-valued card.
A slip (``slip`` of the time) plays any legal card instead.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.bots.protocol import CancelLike, without_thinking
from game.ganjifa.actions import Play
from game.ganjifa.cards import SUIT_MASKS, Values, mask_of, values
from game.ganjifa.ekrang.state import EkrangView


def unseen_higher(view: EkrangView, card: int, vals: Values) -> int:
    """How many cards of ``card``'s suit above it the seat has not seen (another seat may hold them)."""
    return (vals.higher_in_suit[card] & ~view.seen()).bit_count()


def rule_of_thumb(view: EkrangView, actions: Sequence[Play], rng: random.Random) -> Play:
    """The easy bot's choice among ``actions`` (the view's legal plays), without slips."""
    vals = values(view.mughal)
    hand = mask_of(view.hand)
    phase = view.phase
    if phase == "opening":
        return max(actions, key=lambda play: (hand & SUIT_MASKS[play.cards[1] & 7]).bit_count())
    if phase == "cover":
        return min(actions, key=lambda play: (vals.value[play.cards[0]] + vals.value[play.cards[1]], play.cards))
    if phase == "lead":
        return min(
            actions,
            key=lambda play: (
                unseen_higher(view, play.cards[0], vals),
                -(hand & SUIT_MASKS[play.cards[0] & 7]).bit_count(),
            ),
        )
    cards = [play.cards[0] for play in actions]
    if phase == "play":
        winning = [c for c in cards if c & 7 == view.suit and vals.value[c] > vals.value[view.high]]
        if winning:
            best = min(winning, key=lambda c: vals.value[c])
            if _is_last(view) or unseen_higher(view, best, vals) == 0:
                return Play(view.seat, (best,))
        return Play(view.seat, (min(cards, key=lambda c: (vals.value[c], c)),))
    choices = sorted(cards, key=lambda c: (vals.value[c], c))
    return Play(view.seat, (choices[0],))


def _is_last(view: EkrangView) -> bool:
    """Whether every seat after this one, before the active seat, holds no cards."""
    seat = (view.seat + 1) % view.players
    while seat != view.active:
        if view.counts[seat]:
            return False
        seat = (seat + 1) % view.players
    return True


class EkrangEasyBot:
    """Rules of thumb with slips (``slip``: the share of decisions played at random)."""

    name = "easy"

    def __init__(self, slip: float = 0.12) -> None:
        self.slip = slip

    def step(
        self,
        observation: EkrangView,
        rng: random.Random,
        deadline: float | None = None,
        cancel: CancelLike | None = None,
    ) -> Play:
        found: tuple[Sequence[Play], Play | None] = without_thinking(observation, rng, self.slip)
        actions, chosen = found
        if chosen is not None:
            return chosen
        return rule_of_thumb(observation, actions, rng)
