"""Properties of random komi rounds, every player count and both settings of ``betting``.

Every card accounted for, every round ends, the nets add up to zero, the legal actions and ``apply`` agree,
``push``/``pop`` restore, a record round trips, and no observation holds a card its seat has not seen (the
checks of tests/engine/test_contract.py, with ``betting`` too, from the first stake on).
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.envelope import read_envelope
from game.engine.protocol import CHANCE, TERMINAL, Refusal, random_action
from game.ganjifa.actions import Deal
from game.ganjifa.komi.actions import Bet, Stake
from game.ganjifa.komi.record import read_komi
from game.ganjifa.komi.rulebook import KOMI_RULES
from game.ganjifa.komi.state import KomiState

ROUNDS = st.tuples(st.integers(2, 6), st.integers(0, 5), st.booleans(), st.integers(0, 2**32 - 1))


def random_round(setup: tuple[int, int, bool, int]) -> list[KomiState]:
    """The states of one random round, each a separate copy (replayed), the last one over."""
    players, dealer, betting, seed = setup
    rng = random.Random(seed)
    state = KOMI_RULES.new_game("komi", players, dealer % players, frozenset({"betting"}) if betting else frozenset())
    states = []
    for _ in range(4 * players):
        states.append(copy_of(state))
        if state.is_terminal():
            return states
        state.apply(random_action(state, rng))
    raise AssertionError("a komi round did not end")


def copy_of(state: KomiState) -> KomiState:
    twin = KomiState(state.players, state.dealer, state.betting)
    for action in state.history():
        twin.apply(action)
    return twin


def fingerprint(state: KomiState) -> tuple[object, ...]:
    views = tuple(state.observation(seat) for seat in range(state.players))
    return state.current_player(), views, state.history(), state.returns()


@given(ROUNDS)
def test_every_round_ends_after_its_stakes_deal_and_bets(setup: tuple[int, int, bool, int]) -> None:
    players, _, betting, _ = setup
    final = random_round(setup)[-1]
    assert final.current_player() == TERMINAL
    kinds = [type(action) for action in final.history()]
    assert kinds == [Stake] * (players - 1) + [Deal] + [Bet] * (players - 1 if betting else 0)


@given(ROUNDS)
def test_every_card_is_accounted_for(setup: tuple[int, int, bool, int]) -> None:
    final = random_round(setup)[-1]
    assert final.hands is not None
    dealt = [card for hand in final.hands for card in hand]
    assert len(dealt) == len(set(dealt)) == 3 * final.players and all(0 <= card < 96 for card in dealt)
    for seat in range(final.players):
        view = final.observation(seat)
        assert view.hand == final.hands[seat] and view.shown is not None
        shown = [hand for hand in view.shown if hand is not None]
        folded = [seat for seat, hand in enumerate(view.shown) if hand is None]
        assert folded == [seat for seat, is_out in enumerate(final.folded()) if is_out]
        assert sorted(card for hand in shown for card in hand) == sorted(
            card for other, hand in enumerate(final.hands) if other not in folded for card in hand
        )


@given(ROUNDS)
def test_nets_add_up_to_zero_and_are_paid_only_at_the_end(setup: tuple[int, int, bool, int]) -> None:
    states = random_round(setup)
    for state in states[:-1]:
        assert state.returns() == (0.0,) * state.players and state.nets() is None
    final = states[-1]
    returns = final.returns()
    assert sum(returns) == 0 and returns[final.dealer] == -sum(r for s, r in enumerate(returns) if s != final.dealer)
    assert KOMI_RULES.result_returns(KOMI_RULES.result_text(final), final.players) == returns
    assert KOMI_RULES.figures(final) == {"chips": returns}


@given(ROUNDS)
def test_legal_actions_apply_unlisted_ones_are_refused_and_pop_restores(setup: tuple[int, int, bool, int]) -> None:
    for state in random_round(setup):
        before = fingerprint(state)
        seat = state.current_player()
        listed = list(state.legal_actions())
        if seat in (CHANCE, TERMINAL):
            assert listed == []
            continue
        for action in listed:
            state.apply(action)
            assert state.pop() == action and fingerprint(state) == before
        candidates: list[Stake | Bet] = [Stake(s, c) for s in range(state.players) for c in range(0, 12)]
        candidates += [Bet(s, word) for s in range(state.players) for word in ("keep", "double", "fold")]
        for action in candidates:
            if action in listed:
                continue
            try:
                state.apply(action)
            except Refusal:
                assert fingerprint(state) == before
            else:
                raise AssertionError(f"{action} is not listed but applied")


@given(ROUNDS)
def test_records_round_trip_from_the_deal_on(setup: tuple[int, int, bool, int]) -> None:
    for state in random_round(setup):
        if not KOMI_RULES.recordable(state):
            assert state.hands is None
            continue
        text = KOMI_RULES.write_record(state, {"Event": "property", "Dealer": "ignored"})
        again = read_komi(read_envelope(text))
        assert again.free_tags == (("Event", "property"),)
        assert fingerprint(again.state) == fingerprint(state)
        assert KOMI_RULES.write_record(again.state, dict(again.free_tags)) == text


@settings(max_examples=50)
@given(ROUNDS, st.integers(0, 2**32 - 1))
def test_no_observation_holds_a_card_its_seat_has_not_seen(setup: tuple[int, int, bool, int], seed: int) -> None:
    rng = random.Random(seed)
    for state in random_round(setup):
        for seat in range(state.players):
            twin = KOMI_RULES.resample_hidden(state, seat, rng)
            assert twin.observation(seat) == state.observation(seat)
            assert twin.current_player() == state.current_player() and twin.returns() == state.returns()


def test_the_resampled_hands_do_differ_so_the_twin_test_could_see_a_leak() -> None:
    rng = random.Random(5)
    states = random_round((4, 0, True, 0))  # seat 4 folds
    dealt, final = states[4], states[-1]
    assert dealt.hands is not None and final.hands is not None and final.folded() == (False, False, False, True)
    twins = [KOMI_RULES.resample_hidden(dealt, 0, rng) for _ in range(5)]
    assert all(twin.hands is not None and twin.hands[0] == dealt.hands[0] for twin in twins)
    assert all(twin.hands is not None and twin.hands[1:] != dealt.hands[1:] for twin in twins)
    twins = [KOMI_RULES.resample_hidden(final, 0, rng) for _ in range(5)]
    assert all(twin.hands is not None and twin.hands[:3] == final.hands[:3] for twin in twins), "shown at the end"
    assert all(twin.hands is not None and twin.hands[3] != final.hands[3] for twin in twins), "folded: never shown"
