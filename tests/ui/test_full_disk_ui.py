"""The disk fills up during play, in the real game driven through its event loop: one message when saving
starts failing, none for the many actions after it (the game over and a new game included), one message when
saving works again, and then every game played meanwhile is in the database, whole.

Once on a real full disk (a tiny tmpfs as the data folder, when the tests run as root), once with the writes
refused by an SQLite authorizer (runs everywhere)."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from disk_helpers import fill, small_disk

from game.bots.protocol import uniform_action
from game.panjpar.controller import Controller
from game.storage.store import DB_NAME
from game.ui.panjpar.guess import GuessScene
from game.ui.scenes.dialogs import GameOverScene
from game.ui.scenes.message import MessageScene
from game.ui.scenes.table import TableScene

from .driver import Driver, controller_of


@pytest.fixture(autouse=True)
def _pygame() -> object:
    pygame.init()
    yield None
    pygame.quit()


class Player:
    """Plays the player's seat through the table (the bot answers), closing and noting every message."""

    def __init__(self, d: Driver) -> None:
        self.d = d
        self.rng = random.Random(11)
        #: The text of each message box shown, in order.
        self.messages: list[str] = []
        #: Every game's controller, in the order played.
        self.controllers: list[Controller] = []

    def play(self, until: Callable[[], bool], limit: int = 6000) -> None:
        d = self.d
        for _ in range(limit):
            top = d.top
            if isinstance(top, MessageScene):
                self.messages.append("\n".join([top.title, *top.paragraphs]))
                d.key(pygame.K_RETURN)
                continue
            if until():
                return
            if isinstance(top, GuessScene):
                d.key(pygame.K_r)
                continue
            table = d.table
            if not self.controllers or self.controllers[-1] is not table.controller:
                self.controllers.append(controller_of(table))
            if top is table and table.idle and table.controller.to_move() == table.me and table.accepting:
                assert table.submit(uniform_action(table.controller.view(table.me), self.rng)) is None
            d.pump()
        raise AssertionError("the game did not get there")

    def actions(self) -> int:
        state = controller_of(self.d.table).position
        return len(state.history) if state is not None else 0

    def moves(self, count: int) -> None:
        target = self.actions() + count
        self.play(lambda: isinstance(self.d.top, TableScene) and self.actions() >= target and self.d.table.idle)


def a_game_on_a_failing_disk(
    d: Driver, folder: Path, break_saving: Callable[[], object], mend: Callable[[], object]
) -> None:
    player = Player(d)
    d.pump()
    d.click(d.button("New game"))
    d.click(d.button("Play"))  # Panjpar
    d.click(d.button("Start"))
    player.moves(3)
    break_saving()
    player.play(lambda: isinstance(d.top, GameOverScene))  # the rest of the first game, many failed saves
    d.click(d.button("Play again"))  # a new game begun while nothing can be saved
    player.moves(5)
    assert len(player.messages) == 1, player.messages
    assert "The game cannot be saved right now" in player.messages[0]

    mend()
    player.play(lambda: len(player.messages) == 2)  # the next action catches up
    assert player.messages[1].splitlines()[-2].startswith("Saving works again; ")
    player.moves(2)
    assert len(player.messages) == 2, player.messages

    first, second = player.controllers
    with sqlite3.connect(folder / DB_NAME) as conn:
        assert conn.execute("SELECT COUNT(*) FROM matches").fetchone() == (1,)
        rows = conn.execute("SELECT match_id, actions, result, finished FROM games ORDER BY id").fetchall()
    conn.close()
    assert len(rows) == 2 and rows[0][0] == rows[1][0] is not None
    assert first.position is not None and first.position.result is not None and second.position is not None
    assert rows[0][1:3] == (len(first.position.history), str(first.position.result)) and rows[0][3] is not None
    assert rows[1][1:] == (len(second.position.history), "*", None)


def test_many_refused_saves_give_one_message_and_one_when_saving_works_again(_data_dir: Path) -> None:
    d = Driver()
    conn = d.app.saves.store.conn
    denied = {sqlite3.SQLITE_INSERT, sqlite3.SQLITE_UPDATE}

    def refuse() -> None:
        conn.set_authorizer(lambda action, *_: sqlite3.SQLITE_DENY if action in denied else sqlite3.SQLITE_OK)

    a_game_on_a_failing_disk(d, _data_dir, refuse, lambda: conn.set_authorizer(None))
    d.app.close()


def test_a_real_full_disk_during_play_loses_no_game(_data_dir: Path) -> None:
    with small_disk(_data_dir, "4m"):
        d = Driver()
        fillers: list[Path] = []
        try:
            a_game_on_a_failing_disk(d, _data_dir, lambda: fillers.append(fill(_data_dir)), lambda: fillers[0].unlink())
        finally:
            d.app.close()
