"""Helpers shared by the storage tests and the UI tests of storage (tests/ is on the path of both): play games
through the controller with the autosaver, hold the database locked from another process."""

from __future__ import annotations

import contextlib
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

from game.panjpar.controller import Controller
from game.panjpar.match import panjpar_match
from game.panjpar.record import parse_record
from game.panjpar.variants import PANJPAR_52, Variant
from game.storage import HUMAN, Autosaver, SavedGame, Store
from game.storage.drill import play

SEATS = {0: HUMAN, 1: "easy"}


def play_games(store: Store, games: int, seed: int = 1, variant: Variant = PANJPAR_52) -> list[int]:
    """Play ``games`` random games of one match through the autosaver; returns their ids."""
    rng = random.Random(seed)
    match = panjpar_match(variant, 2, rng)
    match_id = store.begin_match(variant, 2, SEATS)
    ids = []
    for _ in range(games):
        controller = match.next_game()
        saver = Autosaver(store, controller, variant, SEATS, match_id, controller.dealer)
        controller.start()
        play(controller, rng)
        assert controller.position is not None and controller.position.result is not None
        match.finish(controller.position.result.returns(controller.players))
        assert saver.game_id is not None
        ids.append(saver.game_id)
    return ids


def half_played(store: Store, seed: int = 7) -> tuple[Controller, Autosaver, int]:
    """A game stopped after a few actions (committed), with its match id."""
    rng = random.Random(seed)
    match = panjpar_match(PANJPAR_52, 2, rng)
    match_id = store.begin_match(PANJPAR_52, 2, SEATS)
    controller = match.next_game()
    saver = Autosaver(store, controller, PANJPAR_52, SEATS, match_id, controller.dealer)
    controller.start()
    from game.panjpar.actions import AttackIntent, GuessColour, defence_actions
    from game.panjpar.playout import random_attack, random_defence

    assert controller.guesser is not None
    controller.submit(GuessColour(controller.guesser, "red"))
    for _ in range(5):
        state = controller.position
        assert state is not None and state.to_move is not None
        if state.attack:
            beats = random_defence(state, rng)
            assert controller.submit_all(defence_actions(state.to_move, beats, len(state.attack))) is None
        else:
            assert controller.submit(AttackIntent(state.to_move, random_attack(state, rng))) is None
    return controller, saver, match_id


def resumed_controller(saved: SavedGame) -> Controller:
    """The Panjpar controller of a saved Panjpar game at its last committed action, as its table resumes it."""
    return Controller.from_record(parse_record(saved.record_text), saved.dealer)


@contextlib.contextmanager
def locked_by_another_program(path: Path) -> Iterator[None]:
    """While the block runs, another process holds an exclusive lock on the database ``path`` (for longer than
    any busy timeout)."""
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sqlite3, sys; c = sqlite3.connect(sys.argv[1], isolation_level=None);"
            "c.execute('PRAGMA locking_mode = EXCLUSIVE'); c.execute('BEGIN EXCLUSIVE');"
            "c.execute('UPDATE settings SET value = value'); print('locked', flush=True); sys.stdin.read()",
            str(path),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        yield
    finally:
        assert holder.stdin is not None
        holder.stdin.close()
        holder.wait(10)
