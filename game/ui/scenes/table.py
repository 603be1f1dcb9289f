"""The table: a match against one to three bots, game after game, for any game of the registry.

The scene subscribes to the controller for the player's seat (always seat 0; the bots fill seats 1 to 3),
queues its events and hands them to the game's presenter one at a time, each once the presenter is no longer
busy. Only when it is idle does it hand the turn to the player (the presenter's gestures) or to the bot whose
seat is to move (asked off the render loop, polled every frame, each bot seat with its own worker). It never
changes the game itself: intents go to the controller. What the game looks like is the presenter's
(game/ui/presenter.py); this module knows no game's rules or pictures.
"""

from __future__ import annotations

import random
import sys
from collections import deque
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import pygame

from game.engine import registry
from game.engine.series import SeatController, Series
from game.ui.botturns import BotTurns
from game.ui.devaids import autoplay_seconds, log_intents
from game.ui.hints import Hints
from game.ui.i18n import _
from game.ui.input import Action, KeyPress, PointerDown, PointerMove
from game.ui.names import seat_name
from game.ui.presenter import Presenter, PresenterFactory, ScoreTable, TableFrame
from game.ui.presenters import presenter_for, series_for
from game.ui.scenes.base import Context, Scene
from game.ui.tablesetup import TableSetup
from game.ui.topbar import tool_rects, tools_left
from game.ui.widgets import Button, Toast

#: A bot seems to think at least this long (times the speed factor), so its move never lands unannounced.
MIN_THINK = 0.6
#: Seconds a hint's sentence stays.
HINT_SECONDS = 5.0


class TableScene(Scene):
    """The table for ``setup`` (a bare bot spec: the default variant for two players, against that bot).

    ``match`` and ``controller`` resume a match: the controller at its position (no events to come for what
    already happened) and ``shown``, the events the player's seat saw so far, which the presenter shows at once.
    ``presenter`` makes what the table shows (by default the presenter of the setup's game).
    """

    def __init__(
        self,
        ctx: Context,
        setup: TableSetup | str = "easy",
        seed: int | None = None,
        *,
        match: Series | None = None,
        controller: SeatController | None = None,
        shown: Sequence[Any] = (),
        presenter: PresenterFactory | None = None,
    ) -> None:
        super().__init__(ctx)
        self.setup = setup if isinstance(setup, TableSetup) else TableSetup(bots=(setup,))
        self.players = self.setup.players
        self.rng = random.Random(seed)
        self.me = 0
        #: The games in a row at this table (Panjpar's ``Match``): it makes each game's controller.
        self.match: Series = match or series_for(self.setup, random.Random(self.rng.randrange(2**62)), self.me)
        #: Each bot seat's spec and its own worker, and the bot's turn in progress.
        game = self.setup.game.id
        bot_factory = ctx.bot_factory if game == registry.PANJPAR.id else partial(ctx.game_bots, game)
        self.turns = BotTurns(dict(enumerate(self.setup.bots, start=1)), bot_factory)
        #: The strongest bot, asked for the player's move when she wants a hint.
        self.hints = Hints(game, bot_factory)
        self.specs = self.turns.specs
        self.bots = self.turns.bots
        #: Called with each new controller before the table subscribes to it (e.g. an autosaver, whose
        #: subscription must come first).
        self.controller_hooks: list[Callable[[SeatController], None]] = []
        hook = ctx.saves.series_hook(self.match, self.players, self.specs) if ctx.saves is not None else None
        #: The autosave of this table's games, told of the help the player had (hints, take-backs).
        self.save_hook = hook
        if hook is not None:  # autosave every game of this table (docs/storage.md); resumes a saved game
            self.controller_hooks.append(hook)
        #: Moves taken back in this game.
        self.takebacks = 0
        self.toast = Toast()
        self.queue: deque[Any] = deque()
        self.clock = 0.0
        self.controller: SeatController
        #: The player's view as last shown (the game's own type), and the game's outcome once shown.
        self.view: Any = None
        self.outcome: Any = None
        make_presenter = presenter or presenter_for(self.setup.variant.id)
        self.presenter: Presenter = make_presenter(self)
        self.prewarm()
        if controller is None:
            self.new_game()
        else:
            self.attach(controller, shown)

    @property
    def layout(self) -> TableFrame:
        return self.presenter.layout

    def prewarm(self) -> None:
        """Make this window size's images and the sounds now, so no frame in play pays for making one."""
        self.presenter.prewarm()
        if self.ctx.sounds.enabled:
            self.ctx.sounds.preload()

    # ----- the game --------------------------------------------------------------------------------------
    def new_game(self) -> None:
        """Deal the match's next game."""
        self.attach(self.match.next_game())

    def attach(self, controller: SeatController, shown: Sequence[Any] = ()) -> None:
        """Play ``controller``'s game at this table: the presenter's fresh board, the hooks, then the table's
        subscription.

        Without ``shown`` the controller is started (it deals); with it, the game is under way and the presenter
        shows those events at once.
        """
        self.turns.reset()
        self.hints.new_game()
        self.takebacks = 0
        self.controller = controller
        self.presenter.new_game()
        self.queue.clear()
        self.view = None
        self.outcome = None
        self.dirty = True
        self.over_shown = False
        for hook in self.controller_hooks:
            hook(controller)
        controller.subscribe(self.queue.append, self.me)
        if shown:
            self._show_at_once(shown)
        else:
            controller.start()

    def _show_at_once(self, events: Sequence[Any]) -> None:
        for event in events:
            outcome = self.match.outcome_of(event)
            if outcome is not None:
                self.outcome = outcome
        self.presenter.show_at_once(events)

    def submit(self, intent: Any) -> str | None:
        """Send an intent to the controller; if it was refused, the reason in the player's language."""
        if log_intents():
            print(f"intent {intent}", file=sys.stderr, flush=True)
        self.hints.drop()
        rejection = self.controller.submit(intent)
        self.dirty = True
        if rejection is None:
            return None
        return self.presenter.refusal_text(rejection)

    @property
    def idle(self) -> bool:
        return not self.presenter.busy and not self.queue

    @property
    def thinking_seat(self) -> int | None:
        """The bot seat the table waits for now, if any."""
        if not self.idle or self.outcome is not None:
            return None
        seat = self.controller.to_move()
        return seat if seat in self.bots else None

    @property
    def thinking(self) -> bool:
        return self.thinking_seat is not None

    @property
    def animating(self) -> bool:
        """The presenter is busy or events wait to be shown, a toast fades, or a bot thinks (polled, its cue pulses)."""
        return not self.idle or self.toast.visible or self.thinking or self.hints.waiting

    def seat_name(self, seat: int) -> str:
        return seat_name(seat, self.players, self.me)

    def result_text(self) -> tuple[str, str]:
        """The game-over dialog's title and sentence (the presenter's wording)."""
        return self.presenter.result_text()

    def score_table(self) -> ScoreTable:
        """The match score as the game-over dialog shows it (the presenter's columns)."""
        return self.presenter.score_table()

    # ----- frame -----------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self.presenter.update(dt)
        self.toast.update(dt)
        while not self.presenter.busy and self.queue:
            self._show(self.queue.popleft())
        for name in self.presenter.take_sounds():
            self.ctx.sounds.play(name)
        if self.idle:
            self._idle()
        self._poll_hint()

    def _show(self, event: Any) -> None:
        self.dirty = True
        outcome = self.match.outcome_of(event)
        if outcome is not None:
            self.outcome = outcome
            self.match.finish(outcome)
        self.presenter.show(event)

    @property
    def accepting(self) -> bool:
        """Whether the player's input counts now: every event shown and no pause running (things may still settle)."""
        return not self.queue and not self.presenter.pausing and self.outcome is None

    @property
    def ready(self) -> bool:
        """Accepting, and the presenter knows the position it shows (not the one before a move)."""
        return self.accepting and not self.dirty

    def _refresh(self) -> None:
        if self.dirty and not self.queue:
            self.dirty = False
            self.view = self.controller.view(self.me)
            self.presenter.set_view(self.view)

    def _idle(self) -> None:
        self._refresh()
        if self.outcome is not None:
            if not self.over_shown:
                self.over_shown = True
                if log_intents():
                    print("game over", file=sys.stderr, flush=True)
                self.ctx.sounds.play(self.presenter.game_over_sound())
                self.ctx.open("game_over", self)
            return
        if self._autoplay():
            return
        seat = self.thinking_seat
        if seat is None:
            return
        speed = self.ctx.settings.speed_factor
        intent = self.turns.step(seat, self.controller, self.clock, MIN_THINK * speed, self.rng)
        for replaced, notice in self.turns.take_notices():  # a bot that stopped answering: say so
            self.ctx.open("message", _("{name} stopped answering").format(name=self.seat_name(replaced)), [notice])
        if intent is not None:
            reason = self.submit(intent)
            if reason is not None:  # a bot bug must not hang the table: show it and let it try again
                self.toast.show(reason)

    def _autoplay(self) -> bool:
        """Demo and screenshot aid: ``PANJPAR_AUTOPLAY=<seconds>`` plays the player's seat for that long."""
        if self.clock >= autoplay_seconds() or self.controller.to_move() != self.me:
            return False
        actions = list(self.controller.view(self.me).legal_actions())
        self.submit(actions[self.rng.randrange(len(actions))])
        return True

    # ----- hints -----------------------------------------------------------------------------------------
    @property
    def my_move(self) -> bool:
        """The player is to move in the position shown, with nothing left to show."""
        return self.ready and self.idle and self.controller.to_move() == self.me

    def ask_hint(self) -> None:
        """Ask the strongest bot for the player's move; :meth:`_poll_hint` shows it once it answers."""
        if not self.hints.available or self.hints.waiting:
            return
        if not self.my_move:
            self.toast.show(_("A hint is for your turn."))
            return
        self.hints.ask(self.controller.view(self.me), self.rng.randrange(2**31))
        self.toast.show(_("Thinking of a hint…"), 1.2)

    def _poll_hint(self) -> None:
        if not self.hints.waiting:
            return
        answer = self.hints.poll(self.controller.view(self.me) if self.my_move else None)
        if answer is not None:
            self.toast.show(self.presenter.show_hint(answer), HINT_SECONDS)
            self._note_help()

    def _note_help(self) -> None:
        if self.save_hook is not None:
            self.save_hook.note_help(self.hints.given, self.takebacks)

    # ----- take-back -------------------------------------------------------------------------------------
    @property
    def may_take_back(self) -> bool:
        """Take-back is on in the settings and the game, against bots, goes on."""
        return self.ctx.settings.take_back and bool(self.bots) and self.outcome is None

    def take_back(self) -> None:
        """Undo the player's last move and the bots' answers: the position she moved from, shown at once."""
        if not (self.may_take_back and self.accepting) or self.controller.to_move() is None:
            return  # off, or the game's end is on its way (a finished game is never changed)
        events = self.controller.take_back(self.me)
        if events is None:
            self.toast.show(_("Nothing to take back."))
            return
        self.turns.reset()
        self.hints.drop()
        self.queue.clear()
        self.takebacks += 1
        self.presenter.new_game()
        self._show_at_once(events)
        self.dirty = True
        self.toast.show(_("Your last move is taken back."))
        self._note_help()

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
        if isinstance(action, KeyPress) and action.key == pygame.K_F1:
            self.ctx.open("rules", self.setup.game.id)
            return
        if isinstance(action, KeyPress) and action.key == pygame.K_h:
            self.ask_hint()
            return
        if isinstance(action, KeyPress) and action.key in (pygame.K_u, pygame.K_z):
            self.take_back()
            return
        if isinstance(action, PointerDown):
            for button, callback in self.tool_buttons():
                if button.hit(action.pos):
                    if button.enabled:
                        callback()
                    return
        if not self.accepting:
            return
        self._refresh()
        result = self.presenter.handle(action)
        if result.notice:
            self.toast.show(result.notice)
        if result.intent is not None:
            reason = self.submit(result.intent)
            if reason is not None:
                self.toast.show(reason)
                self.presenter.rejected()

    def _open_menu(self) -> None:
        self.ctx.open("menu", in_game=True, game=self.setup.game.id)

    def resized(self) -> None:
        self.prewarm()
        self.presenter.resized()

    def closed(self) -> None:
        self.turns.close()
        self.hints.close()

    # ----- drawing ---------------------------------------------------------------------------------------
    def menu_button(self) -> Button:
        return Button(self.layout.menu_button, _("Menu"), primary=False)

    def _tools(self) -> list[tuple[str, Callable[[], None], bool]]:
        """The table's buttons left of Menu, right to left: each label, what it does, whether it may now."""
        tools: list[tuple[str, Callable[[], None], bool]] = []
        if self.hints.available:
            tools.append((_("Hint"), self.ask_hint, self.my_move and self.outcome is None))
        if self.ctx.settings.take_back and self.bots:
            tools.append((_("Undo"), self.take_back, self.may_take_back and self.accepting))
        return tools

    def tool_buttons(self) -> list[tuple[Button, Callable[[], None]]]:
        tools = self._tools()
        rects = tool_rects(self.layout.menu_button, len(tools))
        return [
            (Button(rect, label, primary=False, enabled=enabled), callback)
            for rect, (label, callback, enabled) in zip(rects, tools, strict=True)
        ]

    @property
    def tools_left(self) -> int:
        return tools_left(self.layout.menu_button, len(self._tools()))

    def draw(self, surface: pygame.Surface) -> None:
        self.presenter.draw(surface)
        self.menu_button().draw(surface, self.ctx.text, self.ctx.pointer)
        for button, _callback in self.tool_buttons():
            button.draw(surface, self.ctx.text, self.ctx.pointer)
        layout = self.layout
        self.toast.draw(surface, self.ctx.text, layout.toast, layout.unit)
