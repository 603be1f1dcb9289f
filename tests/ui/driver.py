"""A headless player for the UI tests: it posts real pygame events into the app's loop and pumps frames."""

from __future__ import annotations

import contextlib
import random
from collections.abc import Iterator
from typing import cast

import pygame

from game.engine.series import GameSeries
from game.panjpar.controller import Controller
from game.panjpar.match import Match
from game.panjpar.rulebook import PANJPAR_RULES
from game.panjpar.view import SeatView
from game.ui import i18n
from game.ui.panjpar.guess import GuessScene
from game.ui.panjpar.presenter import PanjparPresenter
from game.ui.scenes.dialogs import GameOverScene
from game.ui.scenes.setup import SetUpScene
from game.ui.scenes.table import TableScene
from game.ui.window import App

DT = 0.05


def match_of(table: TableScene) -> Match:
    """The table's series of games, which the Panjpar tests read (its score, dealer, variant)."""
    match = table.match
    assert isinstance(match, GameSeries) and match.rules is PANJPAR_RULES, match
    return cast(Match, match)


def controller_of(table: TableScene) -> Controller:
    """The table's game's controller, which the Panjpar tests read (its position, its record)."""
    assert isinstance(table.controller, Controller), table.controller
    return table.controller


def moves_played(table: TableScene) -> int:
    """How many actions the table's game has had since the deal (0 before it)."""
    position = controller_of(table).position
    return len(position.history) if position is not None else 0


def panjpar(table: TableScene) -> PanjparPresenter:
    """The table's presenter, which the Panjpar tests read (its board, gestures, plates)."""
    presenter = table.presenter
    assert isinstance(presenter, PanjparPresenter), presenter
    return presenter


class Driver:
    def __init__(self, size: tuple[int, int] = (1280, 800), seed: int = 1, speed: str = "fast") -> None:
        self.app = App(size=size, in_process_bot=True)
        self.app.ctx.settings.speed = speed  # type: ignore[assignment]
        self.app.ctx.seed = seed
        self.rng = random.Random(seed)
        self.frames = 0

    @classmethod
    def around(cls, app: App, seed: int = 1) -> Driver:
        """A driver for an app made elsewhere (e.g. opened on a record), its settings left as they are."""
        d = cls.__new__(cls)
        d.app, d.rng, d.frames = app, random.Random(seed), 0
        return d

    # ----- posting events ----------------------------------------------------------------------------------
    def post(self, kind: int, **attrs: object) -> None:
        pygame.event.post(pygame.event.Event(kind, attrs))

    def pump(self, frames: int = 1) -> None:
        for _ in range(frames):
            self.app.pump(DT)
            self.frames += 1

    def click(self, pos: tuple[int, int]) -> None:
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        self.pump()

    def drag(self, start: tuple[int, int], end: tuple[int, int], steps: int = 6) -> None:
        self.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        self.pump()
        for i in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * i // steps
            y = start[1] + (end[1] - start[1]) * i // steps
            self.post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
            self.pump()
        self.post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        self.pump()

    def words_drawn(self) -> list[str]:
        """From now on, every text the window's renderer draws, in order (the list grows as frames are drawn)."""
        said: list[str] = []
        render = self.app.ctx.text.render

        def recording(words: str, size: int, colour: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
            said.append(words)
            return render(words, size, colour, bold)

        self.app.ctx.text.render = recording  # type: ignore[method-assign,assignment]
        return said

    @contextlib.contextmanager
    def speaking(self, language: str) -> Iterator[None]:
        """The screens in ``language`` (its translations and its text direction) for the ``with`` block, English
        again after it."""
        i18n.set_language(language)
        self.app.ctx.text.set_language(language)
        try:
            yield
        finally:
            i18n.set_language("en")
            self.app.ctx.text.set_language("en")

    def key(self, key: int) -> None:
        self.post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
        self.pump()

    # ----- what is on screen -------------------------------------------------------------------------------
    @property
    def top(self) -> object:
        return self.app.ctx.stack[-1]

    @property
    def table(self) -> TableScene:
        tables = [scene for scene in self.app.ctx.stack if isinstance(scene, TableScene)]
        assert len(tables) == 1
        return tables[0]

    @property
    def presenter(self) -> PanjparPresenter:
        return panjpar(self.table)

    def button(self, label: str) -> tuple[int, int]:
        """The centre of the top scene's button called ``label``."""
        for button, _callback in self.top.buttons.items:  # type: ignore[attr-defined]
            if button.label == label:
                centre: tuple[int, int] = button.rect.center
                return centre
        raise AssertionError(f"no button {label!r} on {self.top!r}")

    def set_up_with_mouse(self, players: int, variant: str, levels: tuple[str, ...] = ()) -> None:
        """Main menu -> New game -> click the choices until they read ``players``/``variant``/``levels`` -> Start."""
        self.pump()
        self.click(self.button("New game"))
        self.click(self.button("Play"))  # the game chooser: Panjpar, the first game
        setup = self.top
        assert isinstance(setup, SetUpScene)
        for _ in range(4):
            if setup.players == players and setup.variant.id == variant:
                break
            row = 0 if setup.players != players else 1
            self.click(setup.buttons.items[row][0].rect.center)
        assert (setup.players, setup.variant.id) == (players, variant)
        for seat, level in enumerate(levels, start=1):
            if setup.levels[seat - 1] != level:
                self.click(setup.buttons.items[1 + seat][0].rect.center)
            assert setup.levels[seat - 1] == level
        self.click(self.button("Start"))

    def wait_for_player(self, limit: int = 2000) -> str:
        """Pump until the player must act: 'guess', 'attack', 'defend' or 'over'."""
        for _ in range(limit):
            top = self.top
            if isinstance(top, GameOverScene):
                return "over"
            if isinstance(top, GuessScene):
                return "guess"
            table = self.table
            if top is table and table.idle and table.outcome is None:
                if panjpar(table).gestures.attacking:
                    return "attack"
                if panjpar(table).gestures.defending:
                    return "defend"
            self.pump()
        raise AssertionError("the player never got the turn")

    def card_point(self, card: int) -> tuple[int, int]:
        """A point on the visible part of one of the player's cards (the left strip of an overlapped card)."""
        board = self.presenter.board
        for sprite in board.my_hand():
            if sprite.card == card:
                return round(sprite.pos[0]) + 6, round(sprite.pos[1]) + board.layout.card_h // 3
        raise AssertionError(f"card {card} not in hand")

    # ----- playing with the keyboard -----------------------------------------------------------------------
    def cursor_to(self, card: int, order: list[int | None]) -> None:
        """Move the hand's cursor onto ``card`` with the arrow keys (``order``: the hand as shown)."""
        g = self.presenter.gestures
        target = order.index(card)
        while g.cursor > target:
            self.key(pygame.K_LEFT)
        while g.cursor < target:
            self.key(pygame.K_RIGHT)

    def attack_with_keys(self, view: SeatView) -> None:
        """The biggest legal attack: each card picked with the arrows and Space, then Enter."""
        order = [s.card for s in self.presenter.board.my_hand()]
        attack = max(view.legal_attacks(), key=lambda a: len(a.cards))
        for card in attack.cards:
            self.cursor_to(card, order)
            self.key(pygame.K_SPACE)
        self.key(pygame.K_RETURN)

    def defend_with_keys(self, view: SeatView) -> bool:
        """Beat the first open attack card that can be beaten (Tab to it, the arrows to its first beater,
        Enter), else take (T); whether it beat."""
        g = self.presenter.gestures
        order = [s.card for s in self.presenter.board.my_hand()]
        pair = next(
            ((i, view.beaters(view.table[i][0])) for i in g.open_targets() if view.beaters(view.table[i][0])), None
        )
        if pair is None:
            self.key(pygame.K_t)
            return False
        index, beaters = pair
        while g.target != index:
            self.key(pygame.K_TAB)
        self.cursor_to(beaters[0], order)
        self.key(pygame.K_RETURN)
        return True

    def move_with_keys(self, state: str) -> SeatView:
        """The player's move by keyboard when ``state`` (of :meth:`wait_for_player`) is ``attack`` or ``defend``;
        returns the view it was made from."""
        view = self.table.view
        assert isinstance(view, SeatView)
        if state == "attack":
            self.attack_with_keys(view)
        else:
            self.defend_with_keys(view)
        return view

    def attack_point(self, index: int) -> tuple[int, int]:
        slot, _kill = self.presenter.board.table_rects()[index]
        return slot.center
