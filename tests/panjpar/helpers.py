"""Small builders for the rules tests: explicit deals from card text, and playing moves from text."""

from __future__ import annotations

import random
from pathlib import Path

from game.panjpar.cards import Card, parse_cards
from game.panjpar.moves import Attack, Defence, Move, parse_move
from game.panjpar.playout import random_attack, random_defence
from game.panjpar.position import State
from game.panjpar.variants import PANJPAR_36, PANJPAR_52, Deal, Variant, shuffled_deal

RECORDS = Path(__file__).parent / "records"


def cards(text: str) -> tuple[Card, ...]:
    """``"5D 5C KC"`` as a tuple of cards."""
    return tuple(parse_cards(text))


def make_deal(
    hands: list[str], trump: str, stock: str = "", *, first: int = 0, variant: Variant = PANJPAR_52, full: bool = True
) -> Deal:
    """A deal with these hands (seat 0 first), trump card and top of the stock (top first).

    With ``full`` the rest of the variant's pack follows ``stock`` (lowest card first) so every card is in play;
    without it the stock is exactly ``stock`` and the face-up ``trump`` (an endgame position).
    """
    hand_cards = tuple(cards(h) for h in hands)
    top = cards(stock)
    trump_card = cards(trump)[0]
    rest: tuple[Card, ...] = ()
    if full:
        used = {c for h in hand_cards for c in h} | set(top) | {trump_card}
        rest = tuple(c for c in variant.pack if c not in used)
    return Deal(variant, hand_cards, trump_card, top + rest, first)


def move(text: str) -> Move:
    return parse_move(text)


def play(state: State, *lines: str) -> State:
    """Apply ``"1: 5D 5C KC"``-style lines (1-based seats, as in records) through the checked rules."""
    for line in lines:
        seat, _, what = line.partition(":")
        state.apply(int(seat) - 1, parse_move(what))
    return state


def hand(state: State, seat: int) -> set[str]:
    """Seat's hand (0-based) as a set of card texts."""
    return {str(c) for c in state.hands[seat]}


VARIANT_PLAYERS = [(PANJPAR_52, 2), (PANJPAR_36, 2), (PANJPAR_36, 3), (PANJPAR_36, 4)]


def random_game(variant: Variant, players: int, seed: int, max_moves: int = 5000) -> State:
    """A complete game of random legal play (the playout policy) from a shuffled deal."""
    rng = random.Random(seed)
    dealer = rng.randrange(players)
    state = State(shuffled_deal(variant, players, rng, dealer, (dealer + 1) % players))
    for _ in range(max_moves):
        if state.result is not None:
            break
        random_step(state, rng)
    return state


def random_step(state: State, rng: random.Random) -> tuple[int, Move]:
    """Play one random legal move through the checked ``apply``; return it."""
    seat = state.to_move
    assert seat is not None
    played: Move = Defence(tuple(random_defence(state, rng))) if state.attack else Attack(random_attack(state, rng))
    state.apply(seat, played)
    return seat, played


def new_game(game: tuple[tuple[Variant, int], int]) -> tuple[State, random.Random]:
    """A fresh shuffled game of ``((variant, players), seed)`` (hypothesis draws them) and its random source."""
    (variant, players), seed = game
    rng = random.Random(seed)
    dealer = rng.randrange(players)
    return State(shuffled_deal(variant, players, rng, dealer, (dealer + 1) % players)), rng


__all__ = [
    "PANJPAR_36",
    "PANJPAR_52",
    "RECORDS",
    "VARIANT_PLAYERS",
    "cards",
    "hand",
    "make_deal",
    "move",
    "new_game",
    "play",
]
