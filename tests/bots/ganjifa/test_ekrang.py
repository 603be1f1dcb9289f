"""ekrang's bots: legal answers in every setting, deals of the hidden cards that agree with every play seen
(replaying the game on a sampled deal is legal), the hard bot's independence from hidden cards, its deadline
and cancel, and the greedy rollouts obeying the checked rules."""

from __future__ import annotations

import random
import threading
import time

import pytest

from game.bots.ganjifa.ekrang import EkrangEasyBot
from game.bots.ganjifa.ekrang_hard import EkrangHardBot, cover_candidates
from game.bots.ganjifa.ekrang_world import sample_hands, world
from game.bots.table import make_bot
from game.engine.protocol import random_action
from game.ganjifa.actions import Deal, Play
from game.ganjifa.cards import cards_in, mask_of, values
from game.ganjifa.ekrang.deal import deal_hands, sort_hand
from game.ganjifa.ekrang.inference import forbidden_cards
from game.ganjifa.ekrang.playout import CARD_AT, play_rounds, value_masks
from game.ganjifa.ekrang.position import Position
from game.ganjifa.ekrang.rulebook import EKRANG_RULES
from game.ganjifa.ekrang.state import EkrangState, EkrangView

SETUPS = [
    (2, frozenset()),
    (2, frozenset({"fast", "mughal"})),
    (3, frozenset()),
    (3, frozenset({"fast", "night"})),
    (4, frozenset({"teams", "mughal"})),
]


def states_of_a_game(players: int, options: frozenset[str], seed: int) -> list[EkrangState]:
    """Copies of every position of one random game, replayed from its history."""
    rng = random.Random(seed)
    state = EKRANG_RULES.new_game("ekrang", players, 0, options)
    while not state.is_terminal():
        state.apply(random_action(state, rng))
    history = state.history()
    positions = []
    for length in range(1, len(history)):
        copy = EkrangState(players, options)
        for action in history[:length]:
            copy.apply(action)
        positions.append(copy)
    return positions


@pytest.mark.parametrize(("players", "options"), SETUPS)
def test_both_bots_play_whole_games_with_legal_plays(players: int, options: frozenset[str]) -> None:
    rng = random.Random(players)
    bots: list[EkrangEasyBot | EkrangHardBot] = [EkrangEasyBot(), EkrangHardBot(worlds=4, rollouts=40)]
    state = EKRANG_RULES.new_game("ekrang", players, 0, options)
    state.apply(state.sample_chance(rng))
    while not state.is_terminal():
        seat = state.current_player()
        view = state.observation(seat)
        play = bots[seat % 2].step(view, rng)
        assert play in view.legal_actions()
        state.apply(play)


@pytest.mark.parametrize(("players", "options"), SETUPS)
def test_sampled_deals_agree_with_every_play_seen(players: int, options: frozenset[str]) -> None:
    """Each sampled world, with the cards already played given back, is a deal on which the game replays legally."""
    rng = random.Random(7)
    checked = 0
    for index, state in enumerate(states_of_a_game(players, options, seed=players + 10)):
        if index % 2 or len(state.history()) < 2 or state.is_terminal():
            continue
        seat = state.current_player()
        view = state.observation(seat)
        hands = sample_hands(view, rng)
        forbidden, nobody = forbidden_cards(players, view.plays, view.night, values(view.mughal))
        for other in range(players):
            assert hands[other].bit_count() == view.counts[other]
            if other != seat:
                assert not hands[other] & view.seen(), "a seen card dealt to another seat"
                assert not hands[other] & (forbidden[other] | nobody), "a card the plays rule out"
        played = [0] * players
        for action in state.history()[1:]:
            assert isinstance(action, Play)
            played[action.seat] |= mask_of(action.cards)
        deal = Deal(tuple(sort_hand(cards_in(hands[s] | played[s])) for s in range(players)))
        twin = EkrangState(players, options)
        twin.apply(deal)
        for action in state.history()[1:]:
            twin.apply(action)
        assert twin.observation(seat) == view
        checked += 1
    assert checked > 5


def test_the_hard_bot_answers_the_same_whatever_the_hidden_cards() -> None:
    bot = EkrangHardBot(worlds=6)
    rng = random.Random(3)
    compared = 0
    for state in states_of_a_game(3, frozenset(), seed=21)[::9]:
        seat = state.current_player()
        if state.is_terminal() or len(list(state.legal_actions())) < 2:
            continue
        twin = EKRANG_RULES.resample_hidden(state, seat, rng)
        assert twin.observation(seat) == state.observation(seat)
        assert any(twin.observation(s) != state.observation(s) for s in range(3) if s != seat)
        first = bot.step(state.observation(seat), random.Random(11))
        second = bot.step(twin.observation(seat), random.Random(11))
        assert first == second
        compared += 1
    assert compared >= 3


def test_the_hard_bot_answers_at_once_past_its_deadline_or_when_cancelled() -> None:
    states = states_of_a_game(3, frozenset(), seed=4)
    state = next(s for s in states[3:] if len(list(s.legal_actions())) > 3)
    view = state.observation(state.current_player())
    bot = EkrangHardBot(worlds=10_000, rollouts=10**9)
    began = time.monotonic()
    assert bot.step(view, random.Random(1), deadline=time.monotonic()) in view.legal_actions()
    cancel = threading.Event()
    cancel.set()
    assert bot.step(view, random.Random(1), cancel=cancel) in view.legal_actions()
    assert time.monotonic() - began < 1.0


def test_cover_candidates_are_legal_pairs_of_low_cards() -> None:
    rng = random.Random(2)
    state = EKRANG_RULES.new_game("ekrang", 4, 0, frozenset())
    state.apply(state.sample_chance(rng))
    state.apply(random_action(state, rng))
    view = state.observation(state.current_player())
    assert view.phase == "cover"
    legal = view.legal_actions()
    pairs = cover_candidates(view, legal)
    assert 1 <= len(pairs) <= 12 and set(pairs) <= set(legal)


@pytest.mark.parametrize(("players", "options"), SETUPS)
def test_greedy_rollouts_obey_the_checked_rules(players: int, options: frozenset[str]) -> None:
    mughal = "mughal" in options
    for seed in range(5):
        rng = random.Random(seed)
        deal = deal_hands(rng, players, "fast" in options)
        state = EkrangState(players, options)
        state.apply(Deal(deal))
        while state.current_player() != state.position.active or state.observation(0).phase != "lead":  # type: ignore[union-attr]
            state.apply(random_action(state, rng))
        position = state.position
        assert position is not None
        hands = [value_masks(hand, mughal) for hand in position.hands]
        tricks = list(position.tricks)
        log: list[tuple[int, tuple[int, ...]]] = []
        play_rounds(hands, [h.bit_count() for h in position.hands], tricks, position.active, rng.random,
                    CARD_AT[mughal], log, epsilon=0.3)  # fmt: skip
        for seat, cards in log:
            state.apply(Play(seat, cards))
        assert state.is_terminal() and list(state.tricks()) == tricks


def test_the_registry_makes_both_levels() -> None:
    assert isinstance(make_bot("ekrang", "easy"), EkrangEasyBot)
    assert isinstance(make_bot("ekrang", "hard"), EkrangHardBot)


def test_the_hard_bot_deals_no_world_once_cancelled_and_one_past_its_deadline(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Behaviour, not time: a set cancel (the worker's cut at 1.5 times the budget) is answered before any world is
    dealt (by the rule of thumb); a deadline already past after one world."""
    dealt: list[int] = []

    def counted(view: EkrangView, rng: random.Random) -> Position:
        dealt.append(1)
        return world(view, rng)

    monkeypatch.setattr("game.bots.ganjifa.ekrang_hard.world", counted)
    states = states_of_a_game(3, frozenset(), seed=4)
    state = next(s for s in states[3:] if len(list(s.legal_actions())) > 3)
    view = state.observation(state.current_player())
    cancel = threading.Event()
    cancel.set()
    bot = EkrangHardBot(worlds=10_000, rollouts=10**9)
    assert bot.step(view, random.Random(1), cancel=cancel) in view.legal_actions()
    assert len(dealt) == 0
    assert bot.step(view, random.Random(1), deadline=time.monotonic() - 1.0) in view.legal_actions()
    assert len(dealt) == 1
