"""hamrang's easy bot: a table player's rules of thumb, with a slip now and then.

- Leading: the suit where her highest card is the highest still out (a raja, or a vizier whose raja is gone), so
  that the trick is hers; else the suit whose highest card is highest. With ``free`` the second card is her lowest
  of the suit (under ``sum``, when the trick looks hers, her highest other, to make the sum safe).
- Following the led suit: the rules leave no choice but a tie (or with ``free`` the second card: her lowest, or
  under ``sum`` her highest when that can take the trick).
- Void: throw away a suit without a face card (faces keep her in the game and take tricks), the least valuable
  play first.
- A slip: with probability :data:`SLIP` any legal play.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.bots.protocol import CancelLike, without_thinking
from game.ganjifa.actions import Play
from game.ganjifa.cards import FACE_MASK, Values, values
from game.ganjifa.hamrang.position import bits
from game.ganjifa.hamrang.state import HamrangView

SLIP = 0.12


def played_cards(view: HamrangView) -> set[int]:
    """Every card played so far (face up)."""
    return {card for play in view.plays for card in play.cards}


def is_boss(card: int, view: HamrangView, table: Values, seen: set[int]) -> bool:
    """Whether no card of ``card``'s suit above it is still out of sight (in another hand)."""
    mine = set(view.hand)
    above = table.higher_in_suit[card]
    return all(other in seen or other in mine for other in bits(above))


def play_value(play: Play, table: Values) -> int:
    return sum(table.value[card] for card in play.cards)


def lead_score(play: Play, view: HamrangView, table: Values, seen: set[int]) -> tuple[int, int, int]:
    """How good a lead is: its highest card a boss, then that card's value, then keeping value back."""
    high = max(play.cards, key=lambda card: table.value[card])
    return (is_boss(high, view, table, seen), table.value[high], -play_value(play, table))


def follow_score(play: Play, view: HamrangView, table: Values, seen: set[int]) -> tuple[int, int, int]:
    """How good a follow is: winning chances first when she can follow; void, keeping faces and value back."""
    led = view.led
    of_led = [card for card in play.cards if card & 7 == led]
    if of_led:
        high = max(of_led, key=lambda card: table.value[card])
        on_table = [c for p in view.table for c in p.cards if c & 7 == led]
        beats = all(table.value[high] > table.value[c] for c in on_table) and is_boss(high, view, table, seen)
        total = sum(table.value[card] for card in of_led)
        return (1, int(beats), total if ("sum" in view.options and beats) else -total)
    faces = sum(1 for card in play.cards if FACE_MASK >> card & 1)
    return (0, -faces, -play_value(play, table))


def choose(view: HamrangView, actions: Sequence[Play], rng: random.Random) -> Play:
    """The easy bot's play (before any slip)."""
    table = values("mughal" in view.options)
    seen = played_cards(view)
    score = lead_score if view.phase == "lead" else follow_score
    best = max(score(play, view, table, seen) for play in actions)
    top = [play for play in actions if score(play, view, table, seen) == best]
    return top[rng.randrange(len(top))]


class EasyHamrangBot:
    """Rules of thumb (module docstring), with a slip with probability :data:`SLIP`."""

    name = "easy"

    def step(
        self,
        observation: HamrangView,
        rng: random.Random,
        deadline: float | None = None,
        cancel: CancelLike | None = None,
    ) -> Play:
        found: tuple[Sequence[Play], Play | None] = without_thinking(observation, rng, SLIP)
        actions, chosen = found
        if chosen is not None:
            return chosen
        return choose(observation, actions, rng)
