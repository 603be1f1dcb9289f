"""Properties of the rules core over random games of both variants and 2, 3 and 4 players (hypothesis)."""

from __future__ import annotations

import random
from itertools import islice
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from game.panjpar.actions import AttackIntent, Beat, Take, defence_actions
from game.panjpar.cards import Card
from game.panjpar.controller import Controller
from game.panjpar.events import Dealt, Drawn, Event
from game.panjpar.moves import Attack, Defence, Move
from game.panjpar.playout import random_attack, random_defence
from game.panjpar.position import IllegalMove, State
from game.panjpar.record import parse_record, record_of
from game.panjpar.variants import shuffled_deal

from .helpers import VARIANT_PLAYERS, new_game, random_step

GAMES = st.tuples(st.sampled_from(VARIANT_PLAYERS), st.integers(0, 2**32 - 1))
SETTINGS = settings(max_examples=150, deadline=None)
MAX_MOVES = 3000


def snapshot(state: State) -> tuple[Any, ...]:
    return (
        [list(h) for h in state.hands],
        state.stock_pos,
        list(state.discard),
        state.attacker,
        state.defender,
        state.attack,
        list(state.out),
        state.result,
        list(state.history),
        list(state.last_draws),
        state.to_move,
        state.phase,
    )


def play_out(state: State, rng: random.Random) -> list[tuple[int, Move]]:
    moves = []
    for _ in range(MAX_MOVES):
        if state.result is not None:
            break
        moves.append(random_step(state, rng))
    return moves


@SETTINGS
@given(GAMES)
def test_every_card_is_accounted_for_after_every_action(game: Any) -> None:
    state, rng = new_game(game)
    pack = sorted(state.variant.pack)
    assert sorted(state.all_cards()) == pack
    while state.result is None:
        random_step(state, rng)
        assert sorted(state.all_cards()) == pack


@settings(max_examples=300, deadline=None)
@given(GAMES)
def test_every_game_ends(game: Any) -> None:
    state, rng = new_game(game)
    moves = play_out(state, rng)
    assert state.result is not None, f"not over after {len(moves)} moves"
    assert state.to_move is None
    players = state.players
    assert len(state.out) in (players - 1, players)
    if state.result.loser is not None:
        assert state.result.loser not in state.out
        assert state.hands[state.result.loser]
    assert sum(len(h) for h in state.hands) == (
        len(state.hands[state.result.loser]) if state.result.loser is not None else 0
    )


def _random_candidate_attack(state: State, rng: random.Random) -> Attack:
    hand = state.hands[state.attacker]
    others = [c for c in state.variant.pack if c not in hand]
    size = rng.choice([1, 2, 3, 3, 4, 5, 5])
    pool = list(hand) + rng.sample(others, 1)
    return Attack(tuple(rng.sample(pool, min(size, len(pool)))))


def _random_candidate_defence(state: State, rng: random.Random) -> Defence:
    hand = state.hands[state.defender]
    beats = []
    for attack_card in state.attack:
        if rng.random() < 0.7 and hand:
            beats.append((attack_card, rng.choice(hand)))
    rng.shuffle(beats)
    return Defence(tuple(beats))


def _defence_key(defence: Defence) -> frozenset[tuple[Card, Card]]:
    return frozenset(defence.beats)


@SETTINGS
@given(GAMES)
def test_generated_moves_agree_with_check(game: Any) -> None:
    state, rng = new_game(game)
    while state.result is None:
        seat = state.to_move
        assert seat is not None
        if state.attack:
            legal = {_defence_key(d) for d in islice(state.legal_defences(), 3000)}
            for d in islice(state.legal_defences(), 300):
                state.check(seat, d)
            for _ in range(20):
                candidate = _random_candidate_defence(state, rng)
                try:
                    state.check(seat, candidate)
                except IllegalMove:
                    continue
                assert len(legal) == 3000 or _defence_key(candidate) in legal
            # The defence the random policy plays is one of them too.
            assert len(legal) == 3000 or frozenset(random_defence(state, rng)) in legal
        else:
            attacks = {frozenset(a.cards) for a in state.legal_attacks()}
            for a in state.legal_attacks():
                state.check(seat, a)
            for _ in range(20):
                tried = _random_candidate_attack(state, rng)
                try:
                    state.check(seat, tried)
                except IllegalMove:
                    continue
                assert frozenset(tried.cards) in attacks
            assert frozenset(random_attack(state, rng)) in attacks
        # Nobody else may move.
        for other in range(state.players):
            if other != seat:
                for move in islice(state.legal_moves(), 3):
                    try:
                        state.check(other, move)
                    except IllegalMove:
                        pass
                    else:
                        raise AssertionError(f"seat {other + 1} may play {move} for seat {seat + 1}")
        random_step(state, rng)
    assert list(state.legal_moves()) == []


@SETTINGS
@given(GAMES)
def test_push_then_pop_restores_the_exact_position(game: Any) -> None:
    state, rng = new_game(game)
    start = snapshot(state)
    path = []
    while state.result is None:
        before = snapshot(state)
        moves = list(islice(state.legal_moves(), 8))
        for move in rng.sample(moves, min(3, len(moves))):
            state.push(move)
            assert state.pop() == move
            assert snapshot(state) == before
        path.append(random_step(state, rng))
    for seat, move in reversed(path):
        assert state.history[-1] == (seat, move)
        state.pop()
    assert snapshot(state) == start


@SETTINGS
@given(GAMES)
def test_copy_is_independent(game: Any) -> None:
    state, rng = new_game(game)
    for _ in range(rng.randrange(60)):
        if state.result is not None:
            break
        random_step(state, rng)
    before = snapshot(state)
    other = state.copy()
    assert snapshot(other) == before
    play_out(other, random.Random(rng.random()))
    assert snapshot(state) == before
    other2 = state.copy()
    play_out(state, rng)
    assert snapshot(other2) == before


@SETTINGS
@given(GAMES)
def test_record_round_trip_of_random_games(game: Any) -> None:
    state, rng = new_game(game)
    play_out(state, rng)
    record = record_of(state, {"Event": "property"})
    text = record.to_text()
    again = parse_record(text)
    assert again == record
    assert again.to_text() == text
    assert snapshot(again.replay()) == snapshot(state)


def _check_views(controller: Controller, seen_face_up: set[Card], events: list[list[Event]]) -> None:
    state = controller.position
    assert state is not None
    pending_beaters = {b for _, b in controller.state.kills}
    for seat in range(state.players):
        view = controller.view(seat)
        real = set(state.hands[seat]) - pending_beaters
        assert set(view.hand) == real and len(view.hand) == len(real)
        visible = set(view.hand) | set(view.discarded) | {c for pair in view.table for c in pair if c is not None}
        for other in range(state.players):
            other_hand = set(state.hands[other]) - pending_beaters
            assert view.hand_sizes[other] == len(other_hand)
            if other == seat:
                continue
            assert view.known[other] <= other_hand
            assert view.known[other] <= seen_face_up
            leaked = (visible | set().union(*view.known)) & other_hand
            assert leaked <= seen_face_up
        for event in events[seat]:
            if isinstance(event, Dealt):
                assert all(h is None for i, h in enumerate(event.hands) if i != seat)
            if isinstance(event, Drawn) and event.seat != seat:
                assert event.cards is None


@settings(max_examples=100, deadline=None)
@given(GAMES)
def test_views_never_show_another_seats_unseen_cards(game: Any) -> None:
    (variant, players), seed = game
    rng = random.Random(seed)
    dealer = rng.randrange(players)
    deal = shuffled_deal(variant, players, rng, dealer, (dealer + 1) % players)
    controller = Controller(deal, dealer)
    events: list[list[Event]] = [[] for _ in range(players)]
    for seat in range(players):
        controller.subscribe(events[seat].append, seat)
    controller.start()
    state = controller.position
    assert state is not None
    seen_face_up: set[Card] = {deal.trump_card}
    _check_views(controller, seen_face_up, events)
    for _ in range(MAX_MOVES):
        if state.result is not None:
            break
        mover = state.to_move
        assert mover is not None
        if not state.attack:
            cards = random_attack(state, rng)
            seen_face_up.update(cards)
            assert controller.submit(AttackIntent(mover, cards)) is None
        else:
            beats = random_defence(state, rng)
            seen_face_up.update(c for pair in beats for c in pair)
            style = rng.randrange(3)
            if style == 0:
                assert controller.submit_all(defence_actions(mover, beats, len(state.attack))) is None
            else:
                for attack_card, beater in beats:
                    assert controller.submit(Beat(mover, attack_card, beater)) is None
                    _check_views(controller, seen_face_up, events)
                # Beating every card one by one ends the battle; otherwise the defender takes the rest.
                if len(beats) < len(state.attack):
                    assert controller.submit(Take(mover)) is None
        _check_views(controller, seen_face_up, events)
    assert state.result is not None
