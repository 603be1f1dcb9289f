"""The table: a match against the bot, game after game.

The scene subscribes to the controller for the player's seat, queues its events and lets the board show them
one at a time. Only when the board is idle does it hand the turn to the player (gestures) or the bot (asked
off the render loop, polled every frame). It never changes the game itself: intents go to the controller.
"""

from __future__ import annotations

import os
import random
import sys
from collections import deque

import pygame

from game.core.cards import Card
from game.core.controller import Controller
from game.core.events import (
    ColourGuessed,
    ColourGuessNeeded,
    Dealt,
    Event,
    GameOver,
    GuessColour,
    Intent,
    PickedUp,
    PlayerOut,
)
from game.core.match import Match
from game.core.rules import Outcome
from game.core.variants import PANJPAR_52, Variant
from game.core.view import SeatView
from game.ui.board import Board
from game.ui.botdriver import BotLike, random_policy
from game.ui.i18n import _
from game.ui.input import Action, GestureResult, KeyPress, PointerDown, PointerMove, TableGestures
from game.ui.scenes.base import Context, Scene
from game.ui.tabledraw import TableDrawer
from game.ui.widgets import FOCUS, HINT, SELECT, TARGET, Button, Toast

#: The bot seems to think at least this long (times the speed factor), so its move never lands unannounced.
MIN_THINK = 0.6


class TableScene(Scene):
    def __init__(
        self, ctx: Context, difficulty: str = "easy", seed: int | None = None, variant: Variant = PANJPAR_52
    ) -> None:
        super().__init__(ctx)
        self.difficulty = difficulty
        self.rng = random.Random(seed)
        self.me, self.bot_seat = 0, 1
        self.match = Match(variant, 2, random.Random(self.rng.randrange(2**62)), guesser=self.me)
        self.bot: BotLike = ctx.bot_factory(difficulty)
        self.drawer = TableDrawer(ctx.art, ctx.text)
        self.gestures = TableGestures(self.me)
        self.toast = Toast()
        self.queue: deque[Event] = deque()
        self.clock = 0.0
        self.controller: Controller
        self.board: Board
        self.view: SeatView | None = None
        self.outcome: Outcome | None = None
        self.games_shown = 0
        self.prewarm()
        self.new_game()

    def prewarm(self) -> None:
        """Make every card image of this size now, so no frame in play pays for drawing a new card."""
        art, cw = self.ctx.art, self.ctx.layout.card_w
        for c in self.match.variant.pack:
            art.face(c.rank, c.suit.letter, cw)
        art.back(cw)
        art.back_rotated(cw)
        art.shadow(cw)
        for colour in (HINT, SELECT, TARGET, FOCUS):
            art.highlight(cw, colour)
        if self.ctx.sounds.enabled:
            self.ctx.sounds.preload()

    # ----- the game --------------------------------------------------------------------------------------
    def new_game(self) -> None:
        self.bot.cancel()
        self.controller = self.match.next_game()
        self.board = Board(
            self.me,
            2,
            self.ctx.layout,
            self.ctx.settings.speed_factor,
            self.ctx.settings.sort,
            len(self.match.variant.pack),
        )
        self.queue.clear()
        self.view = None
        self.outcome = None
        self.guess_shown = False
        self.guess_text = ""
        self.asked = False
        self.answer: Intent | None = None
        self.think_started = 0.0
        self.dirty = True
        self.over_shown = False
        self.controller.subscribe(self.queue.append, self.me)
        self.controller.start()

    def submit(self, intent: Intent) -> str | None:
        """Send an intent to the controller; the reason if it was refused."""
        if os.environ.get("PANJPAR_LOG_INTENTS"):
            print(f"intent {intent}", file=sys.stderr, flush=True)
        rejection = self.controller.submit(intent)
        self.dirty = True
        return None if rejection is None else rejection.reason

    @property
    def idle(self) -> bool:
        return not self.board.busy and not self.queue

    @property
    def thinking(self) -> bool:
        return self.idle and self.controller.to_move() == self.bot_seat and self.outcome is None

    # ----- frame -----------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self.board.speed = self.ctx.settings.speed_factor
        self.board.sort = self.ctx.settings.sort
        self.board.update(dt)
        self.toast.update(dt)
        while not self.board.busy and self.queue:
            self._show(self.queue.popleft())
        for name in self.board.sounds:
            self.ctx.sounds.play(name)
        self.board.sounds.clear()
        if self.idle:
            self._idle()

    def _show(self, event: Event) -> None:
        self.dirty = True
        if isinstance(event, ColourGuessNeeded):
            if event.seat == self.me and float(os.environ.get("PANJPAR_AUTOPLAY", "0") or 0) > self.clock:
                self.submit(GuessColour(self.me, "red"))
            elif event.seat == self.me:
                from game.ui.scenes.dialogs import GuessScene

                self.guess_shown = True
                self.ctx.push(GuessScene(self.ctx, self))
            return
        if isinstance(event, ColourGuessed):
            colour = _("red") if event.colour == "red" else _("black")
            if event.correct:
                self.guess_text = _("You guessed {colour}: right! You attack first.").format(colour=colour)
            else:
                self.guess_text = _("You guessed {colour}: wrong. The bot attacks first.").format(colour=colour)
            return
        if isinstance(event, Dealt) and self.guess_text:
            self.toast.show(self.guess_text, 3.2)
        if isinstance(event, PickedUp) and event.seat == self.bot_seat:
            self.toast.show(_("The bot picks up {n}").format(n=len(event.cards)), 1.6)
        if isinstance(event, PlayerOut):
            return
        if isinstance(event, GameOver):
            self.outcome = event.outcome
            self.match.finish(event.outcome)
        self.board.apply(event)

    @property
    def accepting(self) -> bool:
        """Whether the player's input counts now: every event shown (cards may still be settling)."""
        return not self.queue and not self.board.pause.running and self.outcome is None

    def _refresh(self) -> None:
        if self.dirty and not self.queue:
            self.dirty = False
            self.view = self.controller.view(self.me)
            self.gestures.set_view(self.view, self.board)
            self.board.relayout(self.board.duration(0.15))

    def _idle(self) -> None:
        self._refresh()
        if self.outcome is not None:
            if not self.over_shown:
                from game.ui.scenes.dialogs import GameOverScene

                self.over_shown = True
                if os.environ.get("PANJPAR_LOG_INTENTS"):
                    print("game over", file=sys.stderr, flush=True)
                won = self.outcome.loser == self.bot_seat
                self.ctx.sounds.play("win" if won or self.outcome.loser is None else "lose")
                self.ctx.push(GameOverScene(self.ctx, self))
            return
        if self._autoplay():
            return
        if self.controller.to_move() != self.bot_seat or self.controller.awaiting_guess:
            return
        if not self.asked:
            self.asked = True
            self.answer = None
            self.think_started = self.clock
            self.bot.ask(self.controller.view(self.bot_seat), self.rng.randrange(2**31))
            return
        if self.answer is None:
            self.answer = self.bot.poll()
        if self.answer is not None and self.clock - self.think_started >= MIN_THINK * self.board.speed:
            intent, self.answer, self.asked = self.answer, None, False
            reason = self.submit(intent)
            if reason is not None:  # a bot bug must not hang the table: show it and let it try again
                self.toast.show(reason)

    def _autoplay(self) -> bool:
        """Demo and screenshot aid: ``PANJPAR_AUTOPLAY=<seconds>`` plays the player's seat for that long."""
        limit = float(os.environ.get("PANJPAR_AUTOPLAY", "0") or 0)
        if self.clock >= limit or self.controller.to_move() != self.me or self.controller.awaiting_guess:
            return False
        self.submit(random_policy(self.controller.view(self.me), self.rng))
        return True

    # ----- input -----------------------------------------------------------------------------------------
    def handle(self, action: Action) -> None:
        if isinstance(action, PointerMove | PointerDown):
            self.ctx.pointer = action.pos
        if isinstance(action, KeyPress) and action.key == pygame.K_ESCAPE:
            self._open_menu()
            return
        if isinstance(action, PointerDown) and self.menu_button().hit(action.pos):
            self._open_menu()
            return
        if not self.accepting:
            return
        self._refresh()
        button = self.action_button()
        result: GestureResult = self.gestures.handle(action, self.board, button.rect if button.enabled else None)
        if result.notice:
            self.toast.show(result.notice)
        if result.intent is not None:
            reason = self.submit(result.intent)
            if reason is not None:
                self.toast.show(reason)
                self.gestures.rejected(self.board)

    def _open_menu(self) -> None:
        from game.ui.scenes.menu import MenuScene

        self.ctx.push(MenuScene(self.ctx, in_game=True))

    def resized(self) -> None:
        self.prewarm()
        self.board.set_layout(self.ctx.layout)

    def closed(self) -> None:
        self.bot.close()

    # ----- drawing ---------------------------------------------------------------------------------------
    def menu_button(self) -> Button:
        return Button(self.ctx.layout.menu_button, _("Menu"), primary=False)

    def action_button(self) -> Button:
        g = self.gestures
        mine = self.accepting
        if g.defending:
            return Button(self.ctx.layout.action_button, _("Take"), enabled=mine)
        enabled = mine and g.attacking and g.selection_is_attack()
        return Button(self.ctx.layout.action_button, _("Attack"), enabled=enabled)

    def banner_text(self) -> tuple[str, bool]:
        view = self.view
        if self.controller.awaiting_guess:
            return "", False
        if view is None or self.outcome is not None:
            return "", False
        if self.thinking:
            return _("Bot is thinking…"), False
        if not self.accepting:
            return "", False
        if self.thinking:
            return _("Bot is thinking…"), False
        if self.gestures.attacking:
            return _("Your attack: select 1, 3 or 5 cards and drag them to the table"), True
        if self.gestures.defending:
            return _("Defend: drag a card onto an attack card, or Take"), True
        return "", False

    def score_text(self) -> str:
        s = self.match.score
        return _("You {won} : {lost} Bot").format(won=s.wins[self.me], lost=s.wins[self.bot_seat]) + (
            "   " + _("Draws {n}").format(n=s.draws[self.me]) if s.draws[self.me] else ""
        )

    def glow(self) -> dict[int, tuple[int, int, int]]:
        g = self.gestures
        out: dict[int, tuple[int, int, int]] = {}
        if not self.accepting or not g.active:
            return out
        for card in g.completing():
            out[card] = HINT
        if g.keyboard:
            focus = g.focus_card(self.board)
            if focus is not None:
                out[focus] = FOCUS
        for card in g.selected:
            out[card] = SELECT
        view = self.view
        if view is not None and g.defending:
            moving: Card | None = g.dragged_card() or (g.selected[0] if g.selected else None)
            if moving is None and g.keyboard:
                moving = g.focus_card(self.board)
            for i in g.legal_targets(moving):
                out[view.table[i][0]] = TARGET
            if g.keyboard and g.target in g.open_targets():
                out.setdefault(view.table[g.target][0], FOCUS)
        return out

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.ctx.layout
        d = self.drawer
        d.felt(surface, layout)
        d.zones(surface, self.board, layout)
        d.sprites(surface, self.board, layout, self.glow())
        trump = self.board.trump
        d.top_bar(surface, layout, self.score_text(), trump)
        name = _("Bot · Hard") if self.difficulty == "hard" else _("Bot · Easy")
        bot_cards = len(self.board.hands[self.bot_seat])
        to_move = self.controller.to_move()
        d.plate(
            surface,
            layout.plates[0],
            layout,
            name,
            bot_cards,
            to_move == self.bot_seat and self.idle,
            self.thinking,
            self.clock,
        )
        message, mine = self.banner_text()
        d.banner(surface, layout, message, mine)
        if self.gestures.active and self.accepting:
            self.action_button().draw(surface, self.ctx.text, self.ctx.pointer)
        self.menu_button().draw(surface, self.ctx.text, self.ctx.pointer)
        self.toast.draw(surface, self.ctx.text, layout.toast, layout.unit)
