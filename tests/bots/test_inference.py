"""The exclusions a seat's takes imply hold of the real hands when every seat plays the heuristic, and the deals of
the hard bot keep them."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from game.bots.inference import exclusions
from game.bots.search import EASY, SearchBot
from game.bots.world import sample_state
from game.panjpar.moves import Attack, Defence
from game.panjpar.variants import PANJPAR_36, PANJPAR_52

from .helpers import new_controller

#: The easy bot without its slips: the heuristic itself, whose takes the exclusions describe.
STEADY = replace(EASY, mistake_rate=0.0)


def unseen_mask(cards: object, known: frozenset[int]) -> int:
    assert isinstance(cards, list)
    return sum(1 << c for c in cards if c not in known)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 1 << 20), players=st.sampled_from([2, 3, 4]))
@example(seed=1777, players=3)  # a tight seat dealt after another one once failed every shuffle
def test_exclusions_hold_of_heuristic_games_and_of_the_deals(seed: int, players: int) -> None:
    rng = random.Random(seed)
    controller = new_controller(PANJPAR_52 if players == 2 else PANJPAR_36, players, seed)
    bot = SearchBot(STEADY)
    found = 0
    while (seat := controller.to_move()) is not None:
        view = controller.view(seat)
        if view.phase == "attack" and controller.position is not None:
            excluded = exclusions(view)
            world = sample_state(view, rng, excluded, tries=50)
            for e in excluded:
                assert e.seat != seat
                known = view.known[e.seat]
                real = unseen_mask(controller.position.hands[e.seat], known)
                assert (real & e.cards).bit_count() <= e.drawn
                # The real hands keep every exclusion, so a deal that keeps them exists; 50 shuffles find it.
                assert (unseen_mask(world.hands[e.seat], known) & e.cards).bit_count() <= e.drawn
                found += 1
        assert controller.submit(bot.step(view, rng)) is None
    assert found >= 0


def test_a_take_rules_out_the_higher_cards_of_its_suit_and_the_trumps_it_would_have_spent() -> None:
    """The last take of one card by the other seat: the exclusion is exactly its suit's higher cards, and with
    ``trumps`` the trumps the heuristic would have beaten it with."""
    for seed in range(200):
        rng = random.Random(seed)
        controller = new_controller(PANJPAR_52, 2, seed)
        bot = SearchBot(STEADY)
        while (seat := controller.to_move()) is not None:
            view = controller.view(seat)
            if view.phase == "attack" and len(view.moves) >= 2:
                (_, attack), (taker, defence) = view.moves[-2:]
                if isinstance(attack, Attack) and isinstance(defence, Defence) and taker != seat:
                    (card,) = attack.cards if not defence.beats and len(attack.cards) == 1 else (None,)
                    if card is not None and card & 3 != view.trump and view.stock_count() > 12:
                        higher = sum(1 << c for c in range(52) if c & 3 == card & 3 and c > card)
                        plain = exclusions(view, trumps=False)[-1]
                        assert (plain.seat, plain.cards) == (taker, higher)
                        assert exclusions(view)[-1].cards & ~higher == low_or_all_trumps(view.trump, card)
                        return
            assert controller.submit(bot.step(view, rng)) is None
    pytest.fail("no take of one plain card in 200 games")


def low_or_all_trumps(trump: int, card: int) -> int:
    """What a take of ``card`` says of the trumps under the heuristic with a long stock: a high card would have
    been trumped with any trump, a low one with a trump of rank 9 or lower."""
    top = 52 if card >> 2 >= 9 else 32
    return sum(1 << c for c in range(top) if c & 3 == trump)
