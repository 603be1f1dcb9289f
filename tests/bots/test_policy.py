"""The search's second playout policy (``game.bots.policy``): legal answers that keep its three rules, a fast
playout that plays the same game as the answers step by step, and a search with it that decides from the view
alone."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from game.bots.heuristics import VALUES, playout_two
from game.bots.policy import PARTIAL, TRUMP_RANK, TRUMP_STOCK, attack_v2, defence_v2, playout_mixed, playout_v2
from game.bots.search import HARD
from game.panjpar.cards import BEATER_MASKS, Card
from game.panjpar.handmasks import mask_of
from game.panjpar.moves import TAKE, Attack, Defence
from game.panjpar.position import State, attack_pattern_ok, max_attack_size
from game.panjpar.variants import PANJPAR_36, PANJPAR_52, shuffled_deal

from .helpers import random_position
from .test_bots import leaf_positions, same_answer_without_hidden_cards

CARDS_52 = PANJPAR_52.pack


@st.composite
def hands(draw: Any) -> tuple[list[Card], list[Card], int, int, int]:
    """A hand, attack cards not in it, a trump suit, a defender size and a stock count."""
    cards = draw(st.permutations(CARDS_52))
    size = draw(st.integers(1, 18))
    attack = draw(st.integers(1, 5))
    return (
        cards[:size],
        cards[size : size + attack],
        draw(st.integers(0, 3)),
        draw(st.integers(1, 12)),
        draw(st.sampled_from([0, 1, 5, 6, 7, 30])),
    )


@settings(max_examples=400, deadline=None)
@given(hands())
def test_answers_are_legal_and_keep_the_rules(deal: tuple[list[Card], list[Card], int, int, int]) -> None:
    hand, attack, trump, defender_size, stock_left = deal
    cards = attack_v2(hand, mask_of(hand), defender_size, trump, stock_left)
    assert set(cards) <= set(hand) and len(set(cards)) == len(cards)
    assert attack_pattern_ok(cards) and len(cards) <= max_attack_size(len(hand), defender_size)
    if len(cards) == 1:
        assert cards[0] == min(hand, key=VALUES[trump].__getitem__)
    beats = defence_v2(mask_of(hand), attack, trump, stock_left)
    beaters = [b for _, b in beats]
    assert set(beaters) <= set(hand) and len(set(beaters)) == len(beaters)
    assert len({a for a, _ in beats}) == len(beats) and {a for a, _ in beats} <= set(attack)
    for a, b in beats:
        assert BEATER_MASKS[trump][a] >> b & 1
        if b & 3 == trump and a & 3 != trump:
            assert stock_left <= TRUMP_STOCK or (b >> 2) + 2 <= TRUMP_RANK
        if len(beats) < len(attack) and stock_left > 0:
            assert VALUES[trump][b] <= PARTIAL


@settings(max_examples=150, deadline=None)
@given(st.sampled_from([PANJPAR_52, PANJPAR_36]), st.integers(0, 2**32 - 1), st.integers(0, 40))
def test_the_fast_playout_plays_the_answers_game(variant: Any, seed: int, moves: int) -> None:
    """From a fresh deal or any position reached by random legal moves, :func:`playout_v2` ends as the policy's
    answers played one by one through the checked rules do."""
    rng = random.Random(seed)
    state = State(shuffled_deal(variant, 2, rng, rng.randrange(2), 0))
    for _ in range(moves):
        if state.result is not None:
            break
        state.push(rng.choice(list(state.legal_moves())))
    reference = state.copy()
    while reference.result is None and len(reference.history) < 400 + moves:
        stock_left = reference.stock_count
        d = reference.defender
        if reference.attack:
            reference.apply(d, _defence(reference, stock_left))
        else:
            a = reference.attacker
            hand = reference.hands[a]
            reference.apply(a, _attack(hand, len(reference.hands[d]), reference.trump, stock_left))
    result = reference.result
    assert playout_v2(state.copy()) == (None if result is None else result.loser)
    # Each seat's own policy: the beginner's for both is playout_two's game, one seat each the slow reference's.
    assert playout_v2(state.copy(), (False, False)) == playout_two(state.copy())[0]
    for me in (0, 1):
        assert playout_v2(state.copy(), (me == 0, me == 1)) == playout_mixed(state.copy(), me)


def _attack(hand: list[Card], defender_size: int, trump: int, stock_left: int) -> Attack:
    return Attack(attack_v2(hand, mask_of(hand), defender_size, trump, stock_left))


def _defence(state: State, stock_left: int) -> Defence:
    beats = defence_v2(state.hand_masks[state.defender], state.attack, state.trump, stock_left)
    return Defence(beats) if beats else TAKE


V2 = replace(HARD, samples=3, budget=60.0, endgame_nodes=3000, playout="v2", wide=True)
#: Every 2-player playout mode of ``two_player_score``, with the search's other parameters as V2's.
MODES = [replace(V2, playout=mode) for mode in ("v2", "mixed", "both", "noisy", "ensemble")]


def test_the_search_with_the_second_policy_depends_on_the_view_only() -> None:
    """With each 2-player playout mode and wide defences (sampling, and exact leaves near the stock's end), a
    seat's answer does not change when only cards it cannot see change, and it is legal."""
    positions = [random_position(seed, players=2) for seed in range(40)] + leaf_positions(15)
    checked = same_answer_without_hidden_cards(positions, lambda n: MODES[n % len(MODES)], random.Random(17))
    assert checked >= 25
