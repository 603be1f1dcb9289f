"""The table never waits for ever on a bot: through the real app and real worker processes, a bot that dies
twice on one move, is stopped (SIGSTOP), hangs or raises once is restarted and the game goes on; a bot that
raises every time is replaced by the easy bot after three failures, the player is told, and the game finishes.

The misbehaving bot is a plug-in class the test hands to the table's bot factory, never a spec from the database.
"""

from __future__ import annotations

import time
from functools import partial
from pathlib import Path

import pygame
import pytest
from bots.faulty import Fault, FaultyBot

from game.bots.worker import BotWorker
from game.ui.botdriver import LocalBot, SeatBot
from game.ui.botlike import BotLike
from game.ui.panjpar.guess import GuessScene
from game.ui.scenes.dialogs import GameOverScene
from game.ui.window import App

from .driver import Driver
from .test_storage_ui import button, message_text, new_game, play_moves


@pytest.fixture(autouse=True)
def _pygame() -> object:
    pygame.init()
    yield None
    pygame.quit()


def faulty_table(tmp_path: Path, fault: Fault, times: int) -> tuple[Driver, list[SeatBot]]:
    """The game with real worker processes, each bot seat's bot a :class:`FaultyBot`."""
    d = Driver.around(App(size=(1280, 800), in_process_bot=False), seed=3)
    d.app.ctx.settings.speed = "fast"
    d.app.ctx.seed = 3
    made: list[SeatBot] = []

    def factory(game: str, _spec: str) -> BotLike:
        faulty = partial(FaultyBot, fault, times, str(tmp_path / "faults"))
        made.append(SeatBot(BotWorker(faulty, budget=0.1, grace=1.0), stand_in=lambda: LocalBot(game, "easy")))
        return made[-1]

    d.app.ctx.bots = factory
    d.pump()
    new_game(d)
    return d, made


def play_to_the_end(d: Driver) -> None:
    """Play the player's seat until the game is over (any message box is closed, as the player would)."""
    for _ in range(40):
        top = d.top
        if isinstance(top, GameOverScene):
            return
        if top is not d.table and not isinstance(top, GameOverScene) and hasattr(top, "paragraphs"):
            d.key(pygame.K_RETURN)
        table = play_moves(d, 400, limit=3000)
        if table.outcome is not None:
            return
    raise AssertionError("the game did not finish")


@pytest.mark.parametrize(("fault", "times"), [("die", 2), ("stop", 1), ("hang", 1), ("raise", 1)])
def test_the_table_recovers_from_a_bot_that_failed_and_the_game_finishes(
    tmp_path: Path, fault: Fault, times: int
) -> None:
    d, made = faulty_table(tmp_path, fault, times)
    play_to_the_end(d)
    assert d.table.outcome is not None
    assert len((tmp_path / "faults").read_text()) == times  # it did fail, that many times
    [bot] = made
    assert bot.worker is not None and bot.stand_in is None  # recovered: still the worker, no take-over
    assert d.table.specs == {1: "easy"}
    d.app.close()


def test_a_bot_that_raises_every_time_is_replaced_by_the_easy_bot_and_the_game_finishes(tmp_path: Path) -> None:
    d, made = faulty_table(tmp_path, "raise", 10**6)
    end = time.monotonic() + 120
    while not (made and made[0].stand_in is not None):  # until the bot's first move has failed three times
        assert time.monotonic() < end, "the worker never gave up"
        if isinstance(d.top, GuessScene):
            d.key(pygame.K_r)
        elif d.top is d.table and d.table.controller.to_move() == 0 and d.table.accepting:
            play_moves(d, 1)
        d.pump()
    [bot] = made
    assert bot.stand_in is not None and bot.worker is None
    d.pump()
    text = message_text(d.top)
    assert "Bot stopped answering" in text and "The easy bot plays this seat from now on" in text
    d.click(button(d.top, "OK"))
    play_to_the_end(d)
    assert d.table.outcome is not None
    assert len((tmp_path / "faults").read_text()) == 3  # three tries, then no more
    assert d.table.specs == {1: "easy"}
    d.app.close()
