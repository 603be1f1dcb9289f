"""Shared helpers for the storage tests: play a game through the controller with the autosaver."""

from __future__ import annotations

import random

from game.core.controller import Controller
from game.core.match import Match
from game.core.variants import PANJPAR_52, Variant
from game.storage import HUMAN, Autosaver, Store
from game.storage.drill import play

SEATS = {0: HUMAN, 1: "easy"}


def play_games(store: Store, games: int, seed: int = 1, variant: Variant = PANJPAR_52) -> list[int]:
    """Play ``games`` random games of one match through the autosaver; returns their ids."""
    rng = random.Random(seed)
    match = Match(variant, 2, rng)
    match_id = store.begin_match(variant, 2, SEATS)
    ids = []
    for _ in range(games):
        controller = match.next_game()
        saver = Autosaver(store, controller, SEATS, match_id)
        controller.start()
        play(controller, rng)
        assert controller.state is not None and controller.state.result is not None
        match.finish(controller.state.result)
        assert saver.game_id is not None
        ids.append(saver.game_id)
    return ids


def half_played(store: Store, seed: int = 7) -> tuple[Controller, Autosaver, int]:
    """A game stopped after a few actions (committed), with its match id."""
    rng = random.Random(seed)
    match = Match(PANJPAR_52, 2, rng)
    match_id = store.begin_match(PANJPAR_52, 2, SEATS)
    controller = match.next_game()
    saver = Autosaver(store, controller, SEATS, match_id)
    controller.start()
    from game.core.events import AttackIntent, Defend, GuessColour
    from game.core.playout import random_attack, random_defence

    assert controller.guesser is not None
    controller.submit(GuessColour(controller.guesser, "red"))
    for _ in range(5):
        state = controller.state
        assert state is not None and state.to_move is not None
        if state.attack:
            assert controller.submit(Defend(state.to_move, tuple(random_defence(state, rng)))) is None
        else:
            assert controller.submit(AttackIntent(state.to_move, random_attack(state, rng))) is None
    return controller, saver, match_id
