"""A second copy of the game, started while another process owns the data folder, says so at start and offers
to open the saved games read-only or to quit; read-only, it shows the statistics, offers no Resume, and writes
nothing (the first copy's live game is left alone). Driven through the app's event loop."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
from storage_helpers import half_played, play_games

from game.bots.protocol import uniform_action
from game.storage import Store
from game.ui.panjpar.guess import GuessScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.message import MessageScene
from game.ui.scenes.statistics import StatisticsScene

from .driver import Driver, controller_of
from .test_storage_ui import button, message_text, new_game

_ROOT = str(Path(__file__).resolve().parents[2])
_HOLD = (
    "import sys; from game.storage import Store; s = Store.open(sys.argv[1]);"
    "print(s.writable, flush=True); sys.stdin.read(); s.close()"
)


@contextlib.contextmanager
def first_copy(directory: Path) -> Iterator[None]:
    """While the block runs, another process (the first copy) owns the data folder."""
    holder = subprocess.Popen(
        [sys.executable, "-c", _HOLD, str(directory)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": _ROOT},
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "True"
        yield
    finally:
        assert holder.stdin is not None
        holder.stdin.close()
        holder.wait(30)


def _saved(directory: Path) -> tuple[int, list[tuple[object, ...]]]:
    """Two finished games and the first copy's game in progress; returns its id and every row."""
    with Store.open(directory) as store:
        play_games(store, 2)
        _controller, saver, _match = half_played(store)
        assert saver.game_id is not None
        return saver.game_id, _rows(store)


def _rows(store: Store) -> list[tuple[object, ...]]:
    return [tuple(row) for row in store.conn.execute("SELECT * FROM games ORDER BY id")]


def _play(d: Driver, moves: int, limit: int = 3000) -> list[str]:
    """Play ``moves`` actions of the new game (red at the guess), closing with Enter every message box that
    comes up; returns their texts."""
    texts: list[str] = []
    table = d.table
    for _ in range(limit):
        state = controller_of(table).position
        if state is not None and len(state.history) >= moves and table.idle:
            return texts
        top = d.top
        if isinstance(top, MessageScene):
            texts.append(message_text(top))
            d.key(pygame.K_RETURN)
        elif isinstance(top, GuessScene):
            d.key(pygame.K_r)
        else:
            if top is table and table.idle and table.controller.to_move() == table.me and table.accepting:
                assert table.submit(uniform_action(table.controller.view(table.me), d.rng)) is None
            d.pump()
    raise AssertionError("the game did not move")


def test_the_second_copy_opens_read_only_shows_statistics_and_writes_nothing(_data_dir: Path) -> None:
    live, rows = _saved(_data_dir)
    with first_copy(_data_dir):
        d = Driver()
        d.pump()
        assert "Panjpar is already running" in message_text(d.top)
        assert "Another copy of Panjpar is using the saved games" in message_text(d.top)
        assert not d.app.saves.writable
        d.click(button(d.top, "Open read-only"))
        menu = d.top
        assert isinstance(menu, MenuScene) and menu.saved is None  # no Resume of the first copy's live game
        assert not any(b.label.startswith("Resume") for b, _cb in menu.buttons.items)
        d.click(button(menu, "Statistics"))
        stats = d.top
        assert isinstance(stats, StatisticsScene)
        assert stats.rows()[0][1].games == 2  # the statistics are there
        d.key(pygame.K_ESCAPE)
        assert isinstance(d.top, MenuScene)
        new_game(d)  # a game can be played, and the player is told it is not saved
        told = _play(d, moves=4)
        assert told and all("the saved games are open read-only" in text for text in told), told
        d.app.close()
        with Store.open(_data_dir) as store:  # read-only here too: the first copy still owns the folder
            assert _rows(store) == rows
    with Store.open(_data_dir) as store:
        assert _rows(store) == rows
        saved = store.unfinished()
        assert saved is not None and saved.game_id == live  # the first copy's game was not abandoned


def test_the_second_copy_can_quit_at_once(_data_dir: Path) -> None:
    _live, rows = _saved(_data_dir)
    with first_copy(_data_dir):
        d = Driver()
        d.pump()
        d.click(button(d.top, "Quit"))
        assert d.app.ctx.quit
        d.app.close()
    with Store.open(_data_dir) as store:
        assert _rows(store) == rows


def test_one_copy_alone_is_not_asked(_data_dir: Path) -> None:
    _saved(_data_dir)
    d = Driver()
    d.pump()
    assert isinstance(d.top, MenuScene) and d.top.saved is not None  # Resume, as always
    assert d.app.saves.writable
    d.app.close()


def test_a_game_played_read_only_is_saved_once_the_first_copy_closes(_data_dir: Path) -> None:
    live, rows = _saved(_data_dir)
    with first_copy(_data_dir):
        d = Driver()
        d.pump()
        d.click(button(d.top, "Open read-only"))
        new_game(d)
        told = _play(d, moves=4)
        assert len(told) == 1 and "another copy of Panjpar is using them" in told[0], told  # once, not per move
    # The first copy has quit: the next action takes the folder over and writes the whole game played meanwhile.
    state = controller_of(d.table).position
    assert state is not None
    told = _play(d, moves=len(state.history) + 2)
    assert len(told) == 1 and "Saving works again" in told[0], told
    assert d.app.saves.writable
    played = controller_of(d.table).position
    assert played is not None
    with Store.open(_data_dir) as store:
        assert not store.writable  # the second copy owns the folder now
        now = _rows(store)
    assert now[: len(rows)] == rows  # the first copy's games, its live one included, untouched
    assert len(now) == len(rows) + 1 and now[-1][0] != live
    d.app.close()
    with Store.open(_data_dir) as store:
        (game,) = [g for g in store.games() if g.id == now[-1][0]]
        assert game.actions == len(played.history) and game.result == "*"
