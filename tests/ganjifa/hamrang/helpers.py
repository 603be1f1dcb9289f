"""Deals, states and records of hamrang made by hand for the tests.

The base deal gives each seat two whole suits: seat 1 Surya and Chandra, seat 2 Barat and Phul, seat 3 Kumancha
and Ghulam, seat 4 Cheng and Shamsher; :func:`deal` moves named cards between seats (each swap keeps 24 a hand).
"""

from __future__ import annotations

from game.ganjifa.actions import Deal, Play
from game.ganjifa.cards import cards_text, parse_card
from game.ganjifa.hamrang.rulebook import HAMRANG_RULES
from game.ganjifa.hamrang.state import HamrangState

SUITS_OF_SEAT = (("Su", "Ch"), ("Ba", "Ph"), ("Ku", "Gh"), ("Cg", "Sh"))
RANK_TEXTS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "R")


def base_hands() -> list[list[int]]:
    return [[parse_card(rank + suit) for suit in suits for rank in RANK_TEXTS] for suits in SUITS_OF_SEAT]


def deal(*swaps: str) -> Deal:
    """The base deal with each ``"A B"`` swap made: cards ``A`` and ``B`` change hands."""
    hands = base_hands()
    for swap in swaps:
        first, second = (parse_card(word) for word in swap.split())
        holder_a = next(seat for seat, hand in enumerate(hands) if first in hand)
        holder_b = next(seat for seat, hand in enumerate(hands) if second in hand)
        hands[holder_a][hands[holder_a].index(first)] = second
        hands[holder_b][hands[holder_b].index(second)] = first
    return Deal(tuple(tuple(hand) for hand in hands))


def new_state(*swaps: str, options: str = "", dealer: int = 0) -> HamrangState:
    state = HAMRANG_RULES.new_game("hamrang", 4, dealer, frozenset(options.split()))
    state.apply(deal(*swaps))
    return state


def play(seat: int, text: str) -> Play:
    """``play(2, "RBa 1Ba")``: seat 2 (1-based) plays those cards."""
    return Play(seat - 1, tuple(parse_card(word) for word in text.split()))


def apply_all(state: HamrangState, *lines: str) -> HamrangState:
    """Apply ``"S: CARDS"`` lines in order."""
    for line in lines:
        seat, cards = line.split(":")
        state.apply(play(int(seat), cards))
    return state


def record(*lines: str, swaps: tuple[str, ...] = (), tags: str = "", time: str = "day", dealer: str = "1") -> str:
    """A record text of the deal ``swaps`` make, with extra tag lines ``tags`` and the action ``lines``."""
    hands = deal(*swaps).hands
    header = ['[Game "hamrang"]', '[Players "4"]', f'[Dealer "{dealer}"]', f'[Time "{time}"]']
    header += [f'[Hand{seat + 1} "{cards_text(hand)}"]' for seat, hand in enumerate(hands)]
    header += [line for line in tags.splitlines() if line.strip()]
    return "\n".join([*header, "", *lines]) + "\n"
