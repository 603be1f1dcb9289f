"""A round of nakashth on the game protocol: chance deals two cards each; then, with no decision to make, the
hands are turned over and the best takes the pot.

Everyone puts ``stake`` into a pot that may already hold ``pot`` chips from earlier rounds. The best hands share
it equally, an odd remainder staying in the pot; when every hand loses, the whole pot stays (the carry).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from game.engine.protocol import CHANCE, TERMINAL, Refusal
from game.ganjifa.actions import Deal
from game.ganjifa.cards import CARDS, cards_text
from game.ganjifa.nakashth.hands import LOSING, strength

HAND_SIZE = 2

NakashthAction = Deal


@dataclass(frozen=True, slots=True)
class NakashthView:
    """What one seat knows: the stake and the pot; once the cards are turned over, every hand (face up)."""

    seat: int
    players: int
    stake: int
    pot: int
    hands: tuple[tuple[int, ...], ...] | None

    def legal_actions(self) -> tuple[NakashthAction, ...]:
        """Nakashth asks nothing of a player once the stake is agreed."""
        return ()


@dataclass(frozen=True, slots=True)
class Settlement:
    """How the pot is shared: the winning seats (none when every hand loses), each seat's payout, the carry."""

    winners: tuple[int, ...]
    payouts: tuple[int, ...]
    carry: int

    @property
    def text(self) -> str:
        """The record's ``Result``: ``win S``, ``split S1 S2 ...`` or ``carry``."""
        if not self.winners:
            return "carry"
        seats = " ".join(str(seat + 1) for seat in self.winners)
        return f"win {seats}" if len(self.winners) == 1 else f"split {seats}"


def settle(hands: tuple[tuple[int, ...], ...], stake: int, pot: int) -> Settlement:
    """The best hands share the pot (``pot`` carried plus everyone's ``stake``); every hand losing carries it."""
    total = pot + stake * len(hands)
    strengths = [strength(hand) for hand in hands]
    best = max(strengths)
    if best == LOSING:
        return Settlement((), (0,) * len(hands), total)
    winners = tuple(seat for seat, value in enumerate(strengths) if value == best)
    share = total // len(winners)
    payouts = tuple(share if seat in winners else 0 for seat in range(len(hands)))
    return Settlement(winners, payouts, total - share * len(winners))


class NakashthState:
    """One round: :data:`CHANCE` until the deal, then :data:`TERMINAL` (the hands are shown and settled)."""

    def __init__(self, players: int, stake: int = 1, pot: int = 0) -> None:
        if stake < 1 or pot < 0:
            raise ValueError("the stake is at least 1 chip and the pot holds none or more")
        self._players, self.stake, self.pot = players, stake, pot
        self.hands: tuple[tuple[int, ...], ...] | None = None

    @property
    def players(self) -> int:
        return self._players

    def current_player(self) -> int:
        return CHANCE if self.hands is None else TERMINAL

    def is_terminal(self) -> bool:
        return self.hands is not None

    def legal_actions(self) -> Iterator[NakashthAction]:
        return iter(())

    def sample_chance(self, rng: random.Random) -> Deal:
        """Two cards each from the shuffled pack."""
        if self.hands is not None:
            raise Refusal("game_over", "game is over")
        cards = rng.sample(range(CARDS), HAND_SIZE * self._players)
        return Deal(tuple(tuple(cards[i : i + HAND_SIZE]) for i in range(0, len(cards), HAND_SIZE)))

    def apply(self, action: NakashthAction) -> None:
        """Only the deal is an action: two distinct cards for each seat."""
        if self.hands is not None:
            raise Refusal("game_over", "game is over")
        if not isinstance(action, Deal):
            raise Refusal("no_decision", "nakashth has no actions: the cards decide")
        hands = action.hands
        cards = [card for hand in hands for card in hand]
        if len(hands) != self._players or any(len(hand) != HAND_SIZE for hand in hands):
            raise Refusal("wrong_deal", f"nakashth deals {HAND_SIZE} cards to each of {self._players} players")
        if len(set(cards)) != len(cards) or not all(0 <= card < CARDS for card in cards):
            raise Refusal("wrong_deal", f"a deal of distinct cards of the pack, not {cards_text(cards)}")
        self.hands = hands

    def push(self, action: NakashthAction) -> None:
        self.hands = action.hands

    def pop(self) -> NakashthAction:
        if self.hands is None:
            raise IndexError("nothing to take back")
        deal, self.hands = Deal(self.hands), None
        return deal

    def observation(self, seat: int) -> NakashthView:
        return NakashthView(seat, self._players, self.stake, self.pot, self.hands)

    def settlement(self) -> Settlement | None:
        return None if self.hands is None else settle(self.hands, self.stake, self.pot)

    def returns(self) -> tuple[float, ...]:
        """The round won: the best hands share 1 (0 each when every hand loses, and before the deal). The chips
        are :meth:`chips`, since the ``Result`` alone does not tell them."""
        settled = self.settlement()
        if settled is None or not settled.winners:
            return (0.0,) * self._players
        return tuple(1.0 / len(settled.winners) if seat in settled.winners else 0.0 for seat in range(self._players))

    def chips(self) -> tuple[int, ...]:
        """Each seat's chips won in the round: its payout less its stake (0 before the deal)."""
        settled = self.settlement()
        if settled is None:
            return (0,) * self._players
        return tuple(payout - self.stake for payout in settled.payouts)

    def history(self) -> tuple[NakashthAction, ...]:
        return () if self.hands is None else (Deal(self.hands),)
