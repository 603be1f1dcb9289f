"""Quiet when idle (issue 12 item 8): the app draws only when something changed or moves, and its loop sleeps
until the next event otherwise, yet a bot's answer and a timed save retry still arrive."""

from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest

from game.ui.panjpar.replay import PanjparReplayTable
from game.ui.replay import ReplayScene
from game.ui.saving import Saves
from game.ui.scenes.menu import MenuScene
from game.ui.window import App

from .driver import Driver

RECORDS = Path(__file__).resolve().parents[1] / "panjpar" / "records"


@pytest.fixture(autouse=True)
def _pygame() -> object:
    pygame.init()
    yield None
    pygame.quit()


def settle(d: Driver, limit: int = 2000) -> None:
    """Pump until nothing on screen moves any more."""
    for _ in range(limit):
        if not d.app.animating:
            d.pump()
            return
        d.pump()
    raise AssertionError("the screen never settled")


def table_with_player_to_move(seed: int) -> tuple[Driver, str]:
    """A two-player game started with the mouse, settled with the player to attack or defend."""
    d = Driver(seed=seed)
    d.set_up_with_mouse(2, "panjpar-52")
    state = d.wait_for_player()
    while state == "guess":
        d.key(pygame.K_r)
        state = d.wait_for_player()
    settle(d)
    assert state in ("attack", "defend")
    return d, state


def test_the_idle_menu_draws_nothing_and_an_input_draws_one_frame() -> None:
    d = Driver()
    settle(d)
    assert isinstance(d.top, MenuScene)
    drawn = d.app.draws
    d.pump(60)
    assert d.app.draws == drawn, "the idle menu drew frames"
    d.post(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1), buttons=(0, 0, 0))
    d.pump()
    assert d.app.draws == drawn + 1
    d.pump(30)
    assert d.app.draws == drawn + 1
    d.post(pygame.WINDOWEXPOSED)
    d.pump()
    assert d.app.draws == drawn + 2
    d.app.close()


def test_an_animation_draws_every_frame_until_it_ends_then_the_table_is_quiet() -> None:
    d, state = table_with_player_to_move(3)
    table = d.table
    assert not table.animating
    drawn = d.app.draws
    d.pump(40)
    assert d.app.draws == drawn, "the idle table with the player to move drew frames"
    d.move_with_keys(state)
    frames = 0
    while d.app.animating:  # the cards glide, the bot thinks and answers: each pump draws its frame
        before = d.app.draws
        d.pump()
        frames += 1
        assert d.app.draws == before + 1
        assert frames < 2000
    assert frames > 3, "the move drew no animation"
    drawn = d.app.draws
    d.pump(20)
    assert d.app.draws == drawn
    d.app.close()


def test_the_real_loop_does_not_sleep_through_the_bots_answer() -> None:
    d, state = table_with_player_to_move(5)
    table, app = d.table, d.app
    d.move_with_keys(state)
    me = table.me
    pump = app.pump

    def pump_until_my_turn(dt: float) -> None:
        pump(dt)
        if table.idle and (table.outcome is not None or table.controller.to_move() == me):
            app.ctx.quit = True

    app.pump = pump_until_my_turn  # type: ignore[method-assign]
    pygame.time.set_timer(pygame.QUIT, 20_000, loops=1)  # a loop asleep for good would fail, not hang
    start = time.monotonic()
    app.loop()
    pygame.time.set_timer(pygame.QUIT, 0)
    assert time.monotonic() - start < 15, "the loop slept through the bot's answer"
    assert table.outcome is not None or table.controller.to_move() == me


def test_the_idle_loop_wakes_each_second_while_a_save_retry_is_pending(monkeypatch: pytest.MonkeyPatch) -> None:
    d = Driver()
    settle(d)
    monkeypatch.setattr(Saves, "retry_pending", property(lambda _self: True))
    start = time.monotonic()
    assert d.app.wait_for_events() is False
    assert 0.5 < time.monotonic() - start < 3
    d.app.close()


def test_a_replay_step_draws_until_its_cards_land_then_nothing() -> None:
    app = App(record=str(RECORDS / "seed000.panjpar"), in_process_bot=True)
    d = Driver.around(app)
    viewer = d.top
    assert isinstance(viewer, ReplayScene) and isinstance(viewer.table, PanjparReplayTable)
    settle(d)
    drawn = app.draws
    d.pump(20)
    assert app.draws == drawn, "the settled replay drew frames"
    d.key(pygame.K_RIGHT)
    frames = 1
    while not viewer.settled:
        before = app.draws
        d.pump()
        frames += 1
        assert app.draws == before + 1 and frames < 400
    assert frames > 3, "the step drew no animation"
    drawn = app.draws
    d.pump(20)
    assert app.draws == drawn
    app.close()
