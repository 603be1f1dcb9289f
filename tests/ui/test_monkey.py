"""The monkey: random clicks, drags and keys through the real event loop for a while, with no exception and a
game that keeps moving.

``PANJPAR_MONKEY_INPUTS`` sets how many inputs (4,000 by default, as in CI, about 20 s on a quiet machine; e.g.
100000 for a long soak) and ``PANJPAR_MONKEY_SEED`` the seed. The run is counted in inputs, not seconds, so a
loaded machine makes it slower, never weaker. The inputs are random, but aimed half of the time at what is on screen
(the buttons of the top screen, the player's cards, the battle area), so that menus are left again and the
games go on; the bots answer in-process.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pygame
import pytest

from game.storage import Store
from game.ui.ganjifa.presenter import GanjifaPresenter
from game.ui.scenes.table import TableScene

from .driver import Driver, panjpar

INPUTS = int(os.environ.get("PANJPAR_MONKEY_INPUTS", "4000"))
SEED = int(os.environ.get("PANJPAR_MONKEY_SEED", "1"))

KEYS = [
    pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB, pygame.K_RETURN, pygame.K_SPACE,
    pygame.K_ESCAPE, pygame.K_t, pygame.K_r, pygame.K_b, pygame.K_HOME, pygame.K_END, pygame.K_PAGEUP,
    pygame.K_PAGEDOWN, pygame.K_BACKSPACE, pygame.K_KP_ENTER, pygame.K_a, pygame.K_1, pygame.K_DELETE,
]  # fmt: skip


@pytest.fixture(autouse=True)
def _pygame() -> object:
    pygame.init()
    yield None
    pygame.quit()


class Monkey:
    def __init__(self, d: Driver, rng: random.Random) -> None:
        self.d = d
        self.rng = rng
        self.inputs = 0
        self.quits = 0

    def random_point(self) -> tuple[int, int]:
        w, h = self.d.app.ctx.size
        return self.rng.randrange(w), self.rng.randrange(h)

    def targets(self) -> list[tuple[int, int]]:
        """Points worth hitting on the top screen: its buttons, and at the table the cards and the battle."""
        top = self.d.top
        points: list[tuple[int, int]] = []
        buttons = getattr(top, "buttons", None)
        if buttons is not None:
            points += [b.rect.center for b, _callback in buttons.items if b.enabled]
        if isinstance(top, TableScene) and isinstance(top.presenter, GanjifaPresenter):
            presenter = top.presenter
            for sprite in presenter.board.ordered():
                x, y = sprite.position()
                points.append((round(x) + sprite.size // 2, round(y) + sprite.size // 2))
            points += [button.rect.center for button in presenter.choice_buttons()]
            points.append(presenter.layout.centre.center)
        elif isinstance(top, TableScene):
            board = panjpar(top).board
            points += [(round(s.pos[0]) + 6, round(s.pos[1]) + board.layout.card_h // 3) for s in board.my_hand()]
            points += [slot.center for slot, _kill in board.table_rects()]
            points.append(board.layout.battle.center)
            points.append(panjpar(top).action_button().rect.center)
        return points

    def point(self) -> tuple[int, int]:
        targets = self.targets()
        if targets and self.rng.random() < 0.6:
            return self.rng.choice(targets)
        return self.random_point()

    def act(self) -> None:
        d, rng = self.d, self.rng
        roll = rng.random()
        if roll < 0.4:
            d.click(self.point())
        elif roll < 0.65:
            d.drag(self.point(), self.point(), steps=rng.randint(1, 6))
        elif roll < 0.9:
            d.key(rng.choice(KEYS))
        elif roll < 0.93:
            d.post(pygame.MOUSEBUTTONDOWN, pos=self.random_point(), button=rng.choice((1, 2, 3)))
            d.post(pygame.MOUSEMOTION, pos=self.random_point(), rel=(0, 0), buttons=(1, 0, 0))
            d.pump()
        elif roll < 0.94:
            d.post(pygame.VIDEORESIZE, w=rng.randint(900, 2000), h=rng.randint(560, 1200), size=(0, 0))
            d.pump()
        else:
            d.pump(rng.randint(1, 30))
        self.inputs += 1
        if d.app.ctx.quit:  # the monkey found Quit: note it and play on
            d.app.ctx.quit = False
            self.quits += 1


def progress(data_dir: Path) -> tuple[int, int]:
    """Actions committed in all games, and games finished, as the database has them."""
    with Store.open(data_dir) as store:
        actions, finished = store.conn.execute(
            "SELECT COALESCE(SUM(actions), 0), COUNT(finished) FROM games"
        ).fetchone()
    return int(actions), int(finished)


def test_monkey_plays_for_a_while_without_an_exception_and_the_games_progress(_data_dir: Path) -> None:
    rng = random.Random(SEED)
    d = Driver(seed=SEED)
    monkey = Monkey(d, rng)
    d.pump()
    checkpoints: list[int] = []
    while monkey.inputs < INPUTS:
        monkey.act()
        if monkey.inputs % 1000 == 0:
            checkpoints.append(progress(_data_dir)[0])
    d.app.close()
    actions, finished = progress(_data_dir)
    print(f"monkey: {monkey.inputs} inputs, {d.frames} frames, {actions} actions committed, {finished} games "
          f"finished or given up, {monkey.quits} quits ignored")  # fmt: skip
    assert actions >= INPUTS // 200, "the games hardly moved"
    # Still moving at the end: actions were committed in the last stretch too.
    checkpoints.append(actions)
    assert len(checkpoints) < 3 or checkpoints[-1] > checkpoints[-3], checkpoints
