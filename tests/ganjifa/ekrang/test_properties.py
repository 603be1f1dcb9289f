"""Properties of whole random ekrang games, for every player count and option: every card accounted for, every
game ends, the legal plays are exactly what ``apply`` accepts, records round trip, and the fast playout plays
the same rules as the checked state."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.envelope import read_envelope
from game.engine.protocol import CHANCE, Refusal, random_action
from game.ganjifa.actions import Deal, Play
from game.ganjifa.cards import mask_of
from game.ganjifa.ekrang.playout import random_playout
from game.ganjifa.ekrang.rulebook import EKRANG_RULES
from game.ganjifa.ekrang.state import EkrangState

from .helpers import SETUPS

setup = st.sampled_from(SETUPS)
seeds = st.integers(0, 2**32)


def play_out(players: int, options: frozenset[str], seed: int) -> EkrangState:
    rng = random.Random(seed)
    state = EKRANG_RULES.new_game("ekrang", players, 0, options)
    state.apply(state.sample_chance(rng))
    assert state.deal is not None
    dealt = mask_of(card for hand in state.deal.hands for card in hand)
    for _ in range(1000):
        if state.is_terminal():
            return state
        played = mask_of(card for action in state.history()[1:] if isinstance(action, Play) for card in action.cards)
        held = 0
        for hand in state.hands_now():
            assert not held & mask_of(hand), "a card in two hands"
            held |= mask_of(hand)
        assert held | played == dealt and not held & played, "every card is in a hand or played, once"
        state.apply(random_action(state, rng))
    raise AssertionError("a random game did not end in 1000 plays")


@settings(max_examples=40, deadline=None)
@given(setup, seeds)
def test_every_card_is_accounted_for_and_every_game_ends(chosen: tuple[int, frozenset[str]], seed: int) -> None:
    players, options = chosen
    state = play_out(players, options, seed)
    position = state.position
    assert position is not None
    assert sum(1 for hand in position.hands if hand) < 2, "the game ends when fewer than two seats hold cards"
    assert sum(state.returns()) == 1.0


@settings(max_examples=25, deadline=None)
@given(setup, seeds)
def test_legal_plays_are_exactly_what_apply_accepts(chosen: tuple[int, frozenset[str]], seed: int) -> None:
    players, options = chosen
    rng = random.Random(seed)
    state = EKRANG_RULES.new_game("ekrang", players, 0, options)
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        seat = state.current_player()
        assert state.observation(seat).legal_actions() == tuple(state.legal_actions()), "the view lists them too"
        for other in range(players):
            assert other == seat or state.observation(other).legal_actions() == ()
        legal = set(state.legal_actions())
        hand = state.hands_now()[seat]
        if len(next(iter(legal)).cards) == 1:
            tried = [Play(seat, (card,)) for card in hand]
        else:
            tried = [Play(seat, tuple(rng.sample(hand, 2))) for _ in range(30)] + list(legal)[:5]
        for play in tried:
            try:
                state.apply(play)
            except Refusal:
                assert play not in legal, f"{play} is listed but refused"
            else:
                assert play in legal, f"{play} is accepted but not listed"
                state.pop()
        state.apply(random_action(state, rng))


@settings(max_examples=25, deadline=None)
@given(setup, seeds, st.integers(0, 200))
def test_records_round_trip_at_any_point(chosen: tuple[int, frozenset[str]], seed: int, cut: int) -> None:
    players, options = chosen
    state = play_out(players, options, seed)
    while len(state.history()) > 1 + cut:
        state.pop()
    text = EKRANG_RULES.write_record(state, {"Site": "test"})
    again = EKRANG_RULES.read_record(read_envelope(text))
    assert again.history() == state.history()
    assert EKRANG_RULES.write_record(again, {}) == text


@settings(max_examples=40, deadline=None)
@given(setup, seeds)
def test_the_fast_playout_plays_by_the_checked_rules(chosen: tuple[int, frozenset[str]], seed: int) -> None:
    """Every play the fast playout logs is accepted by the checked state, and both agree on the tricks."""
    players, options = chosen
    log: list[tuple[int, tuple[int, ...]]] = []
    rng = random.Random(seed)
    tricks = random_playout(rng, players, options, log)
    state = EkrangState(players, options)
    again = random.Random(seed)
    deal = EKRANG_RULES.new_game("ekrang", players, 0, options).sample_chance(again)
    assert isinstance(deal, Deal)
    state.apply(deal)
    for seat, cards in log:
        state.apply(Play(seat, cards))
    assert state.is_terminal() and state.tricks() == tricks


@settings(max_examples=20, deadline=None)
@given(setup, seeds)
def test_the_rulebook_playout_returns_win_shares(chosen: tuple[int, frozenset[str]], seed: int) -> None:
    players, options = chosen
    shares = EKRANG_RULES.random_playout(players, options, random.Random(seed))
    assert len(shares) == players and abs(sum(shares) - 1.0) < 1e-9
    if "teams" in options:
        assert shares[0] == shares[2] and shares[1] == shares[3]
