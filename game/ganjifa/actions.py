"""The actions the Ganjifa games share: the deal (chance's action) and a play of one or two cards."""

from __future__ import annotations

from dataclasses import dataclass

from game.ganjifa.cards import cards_text


@dataclass(frozen=True, slots=True)
class Deal:
    """Chance's action: each seat's cards as dealt, in the order dealt (seat 0 first)."""

    hands: tuple[tuple[int, ...], ...]

    def __str__(self) -> str:
        return "deal " + " / ".join(cards_text(hand) for hand in self.hands)


@dataclass(frozen=True, slots=True)
class Play:
    """``seat`` (0-based) plays ``cards``: one card, or two (ekrang's opening and covers, hamrang's plays)."""

    seat: int
    cards: tuple[int, ...]

    def __str__(self) -> str:
        return f"{self.seat + 1}: {cards_text(self.cards)}"
