"""hamrang's bots: legal answers in every option, forced plays at once, the easy bot's leads, the hard bot's
cancel and deadline, and the same answer from the same seed whatever the cards hidden from it."""

from __future__ import annotations

import random
import threading
import time

import pytest
from ganjifa.hamrang.helpers import apply_all, new_state, play

from game.bots.ganjifa.hamrang import EasyHamrangBot
from game.bots.ganjifa.hamrang_hard import HardHamrangBot
from game.bots.ganjifa.hamrang_policy import choose as policy
from game.bots.table import bot_levels, make_bot
from game.engine.protocol import random_action
from game.ganjifa.cards import parse_card
from game.ganjifa.hamrang.position import Position, slots
from game.ganjifa.hamrang.rulebook import HAMRANG_RULES
from game.ganjifa.hamrang.state import HamrangState


def test_the_registry_offers_easy_and_hard() -> None:
    assert bot_levels("hamrang") == ("random", "easy", "hard")
    assert isinstance(make_bot("hamrang", "hard"), HardHamrangBot)


@pytest.mark.parametrize("options", ["", "mughal sum", "free night", "noelim", "free sum"])
@pytest.mark.parametrize("level", ["easy", "hard"])
def test_bots_play_whole_games_legally(level: str, options: str) -> None:
    rng = random.Random(4)
    state = HAMRANG_RULES.new_game("hamrang", 4, 0, frozenset(options.split()))
    state.apply(random_action(state, rng))
    bots = [make_bot("hamrang", level) if seat % 2 == 0 else make_bot("hamrang", "random") for seat in range(4)]
    if isinstance(bots[0], HardHamrangBot):
        bots[0].samples = bots[2].samples = 3  # type: ignore[attr-defined]
    while not state.is_terminal():
        seat = state.current_player()
        view = state.observation(seat)
        action = bots[seat].step(view, rng)
        assert action in view.legal_actions()
        state.apply(action)


def test_a_forced_play_is_answered_at_once() -> None:
    state = new_state()
    view = state.observation(0)
    assert HardHamrangBot(budget=5.0).step(view, random.Random(1)) == play(1, "RSu 1Su")


def test_easy_leads_the_suit_whose_highest_card_no_one_can_beat() -> None:
    state = apply_all(new_state(), "1: RSu 1Su", "2: RBa 1Ba", "3: RKu 1Ku", "4: RCg 1Cg")
    # seat 1 holds VSu (the boss now RSu is gone) and RCh: both leads take the trick; each is a boss.
    view = state.observation(0)
    plays = {EasyHamrangBot().step(view, random.Random(seed)) for seed in range(40)}
    assert plays <= set(view.legal_actions())
    assert play(1, "VSu 2Su") in plays or play(1, "RCh 1Ch") in plays


def test_easy_throws_a_suit_without_a_face_card_when_void() -> None:
    state = apply_all(new_state("VKu 5Ba", "RKu 6Ba"), "1: RSu 1Su", "2: RBa 1Ba")
    view = state.observation(2)
    # seat 3 holds Ghulam with its faces, Kumancha without, 5Ba and 6Ba: easy keeps Ghulam unless it slips.
    chosen = [EasyHamrangBot().step(view, random.Random(seed)) for seed in range(60)]
    ghulam = sum(1 for action in chosen if all(card & 7 == 5 for card in action.cards))
    assert play(3, "RGh 1Gh") in view.legal_actions() and ghulam <= 12


def _decision_state(seed: int, options: frozenset[str] = frozenset()) -> HamrangState:
    rng = random.Random(seed)
    state = HAMRANG_RULES.new_game("hamrang", 4, 0, options)
    state.apply(random_action(state, rng))
    while len(state.observation(state.current_player()).legal) < 2 or len(state.history()) < 12:
        state.apply(random_action(state, rng))
    return state


def test_hard_answers_the_same_whatever_the_hidden_cards() -> None:
    checked = 0
    for seed in range(6):
        state = _decision_state(seed)
        if state.is_terminal():
            continue
        seat = state.current_player()
        twin = HAMRANG_RULES.resample_hidden(state, seat, random.Random(seed + 100))
        assert twin.observation(seat) == state.observation(seat)
        first = HardHamrangBot(samples=12).step(state.observation(seat), random.Random(7))
        second = HardHamrangBot(samples=12).step(twin.observation(seat), random.Random(7))
        assert first == second
        checked += 1
    assert checked >= 3


def test_hard_stops_at_its_deadline_and_at_a_cancel() -> None:
    state = _decision_state(1)
    view = state.observation(state.current_player())
    started = time.monotonic()
    action = HardHamrangBot(budget=30.0).step(view, random.Random(1), deadline=time.monotonic() + 0.05)
    assert time.monotonic() - started < 1.0 and action in view.legal_actions()
    cancel = threading.Event()
    cancel.set()
    started = time.monotonic()
    action = HardHamrangBot(budget=30.0).step(view, random.Random(1), cancel=cancel)
    assert time.monotonic() - started < 1.0 and action in view.legal_actions()


def test_hard_keeps_its_faces_when_void() -> None:
    state = apply_all(new_state("VKu 5Ba", "RKu 6Ba"), "1: RSu 1Su", "2: RBa 1Ba")
    action = HardHamrangBot(samples=30).step(state.observation(2), random.Random(3))
    assert not any(card == parse_card("RGh") for card in action.cards)


@pytest.mark.parametrize("options", ["sum free", "sum free mughal", "free"])
def test_hard_answers_the_same_whatever_the_hidden_cards_with_options(options: str) -> None:
    """The search over the two-card choices (``sum``, ``free``) sees only what its seat saw."""
    checked = 0
    for seed in range(8):
        state = _decision_state(seed, frozenset(options.split()))
        if state.is_terminal():
            continue
        seat = state.current_player()
        for other_seed in (100, 200):
            twin = HAMRANG_RULES.resample_hidden(state, seat, random.Random(seed + other_seed))
            assert twin.observation(seat) == state.observation(seat)
            first = HardHamrangBot(samples=10).step(state.observation(seat), random.Random(7))
            second = HardHamrangBot(samples=10).step(twin.observation(seat), random.Random(7))
            assert first == second
        checked += 1
    assert checked >= 4


def _after_lead(lead: tuple[int, int], *others: tuple[int, ...]) -> Position:
    """Seat 1 holds the key raja (Surya's, slot 11) and leads ``lead``; ``others`` are seats 2 to 4's slots."""
    table = slots(False)
    hands = [(1 << 11) | (1 << lead[1]) | (1 << 23), *(sum(1 << slot for slot in hand) for hand in others)]
    position = Position(hands, 0, table.points, free=True, sum_=True)
    position.play(lead)
    return position


def test_the_rollout_takes_a_trick_with_the_least_sure_sum_and_else_gives_its_lowest_card() -> None:
    # Seat 1 leads RSu 1Su (13 points). Seat 2 holds VSu (11), 5Su, 2Su: VSu 5Su makes 16 and takes the trick,
    # VSu 2Su makes 13 and loses the tie to the raja; seats 3 and 4 hold no Surya.
    position = _after_lead((11, 0), (10, 4, 1, 22), (35, 30), (47, 40))
    assert policy(position, position.legal()) == (10, 4)
    # The raja with 9Su (21 points): nothing of seat 2 beats it, so she gives her lowest, keeping 5Su.
    position = _after_lead((11, 8), (10, 4, 1, 22), (35, 30), (47, 40))
    assert policy(position, position.legal()) == (10, 1)
    # Seat 3 still to play holds 10Su and 8Su (18): seat 2's 16 is not sure, so she keeps 5Su.
    position = _after_lead((11, 0), (10, 4, 1, 22), (9, 7, 35), (47, 40))
    assert policy(position, position.legal()) == (10, 1)
    # Seat 3 then takes it with the least sure pair: 10Su 8Su (18) is the only pair over 13 and seat 4 is void.
    position.play((10, 1))
    assert policy(position, position.legal()) == (9, 7)


def test_the_rollout_leads_a_sure_trick_with_the_least_second_card() -> None:
    table = slots(False)
    # After the first trick seat 1 leads; she holds RBa (slot 23) with 9Ba and 2Ba, nobody else holds Barat:
    # RBa 2Ba is as sure as RBa 9Ba and keeps the 9.
    hands = [sum(1 << slot for slot in (23, 20, 13)), 1 << 35 | 1 << 30, 1 << 47 | 1 << 40, 1 << 59 | 1 << 50]
    position = Position(hands, 0, table.points, free=True, sum_=True)
    position.first_trick, position.leader, position.turn = False, 0, 0
    assert policy(position, position.legal()) == (23, 13)
