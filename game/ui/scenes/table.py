"""The table: a match against one to three bots, game after game.

The scene subscribes to the controller for the player's seat (always seat 0; the bots fill seats 1 to 3),
queues its events and lets the board show them one at a time. Only when the board is idle does it hand the
turn to the player (gestures) or to the bot whose seat is to move (asked off the render loop, polled every
frame, each bot seat with its own worker). It never changes the game itself: intents go to the controller.
"""

from __future__ import annotations

import random
import sys
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import replace

import pygame

from game.core.cards import Card
from game.core.controller import Controller
from game.core.events import (
    Attacked,
    ColourGuessed,
    ColourGuessNeeded,
    Dealt,
    Event,
    GameOver,
    GuessColour,
    Intent,
    PickedUp,
    PlayerOut,
    TurnChanged,
)
from game.core.match import Match
from game.core.rules import Outcome
from game.core.variants import PANJPAR_52, VARIANTS
from game.core.view import SeatView
from game.storage import HUMAN, SavedGame
from game.ui.botdriver import random_policy
from game.ui.botturns import BotTurns
from game.ui.devaids import autoplay_seconds, log_intents
from game.ui.i18n import _
from game.ui.input import Action, GestureResult, KeyPress, PointerDown, PointerMove
from game.ui.layout import Layout, compute_layout
from game.ui.names import difficulty_name, object_name, seat_name
from game.ui.panjpar.board import Board
from game.ui.panjpar.gestures import TableGestures
from game.ui.panjpar.refusals import refusal_text
from game.ui.panjpar.tabledraw import SeatPlate, TableDrawer, battle_role, card_count, prewarm_cards
from game.ui.restore import events_by_action, show_instantly
from game.ui.saving import resume_bots
from game.ui.scenes.base import Context, Scene
from game.ui.tablesetup import TableSetup
from game.ui.widgets import FOCUS, HINT, SELECT, TARGET, Button, Toast

#: A bot seems to think at least this long (times the speed factor), so its move never lands unannounced.
MIN_THINK = 0.6


class TableScene(Scene):
    """The table for ``setup`` (a bare bot spec: two players, ``panjpar-52``, against that bot).

    ``match`` and ``controller`` resume a match: the controller at its position (no events to come for what
    already happened) and ``shown``, the events the player's seat saw so far, which the board shows at once.
    """

    def __init__(
        self,
        ctx: Context,
        setup: TableSetup | str = "easy",
        seed: int | None = None,
        *,
        match: Match | None = None,
        controller: Controller | None = None,
        shown: Sequence[Event] = (),
    ) -> None:
        super().__init__(ctx)
        self.setup = setup if isinstance(setup, TableSetup) else TableSetup(PANJPAR_52, (setup,))
        self.players = self.setup.players
        self.rng = random.Random(seed)
        self.me = 0
        self.match = match or Match(
            self.setup.variant, self.players, random.Random(self.rng.randrange(2**62)), guesser=self.me
        )
        #: Each bot seat's spec and its own worker, and the bot's turn in progress.
        self.turns = BotTurns(dict(enumerate(self.setup.bots, start=1)), ctx.bot_factory)
        self.specs = self.turns.specs
        self.bots = self.turns.bots
        #: Called with each new controller before the table subscribes to it (e.g. an autosaver, whose
        #: subscription must come first).
        self.controller_hooks: list[Callable[[Controller], None]] = []
        if ctx.saves is not None:  # autosave every game of this table (docs/storage.md); resumes a saved game
            self.controller_hooks.append(ctx.saves.table_hook(self.setup.variant, self.players, self.specs))
        self.drawer = TableDrawer(ctx.art, ctx.text)
        self.gestures = TableGestures(self.me)
        self.toast = Toast()
        self.queue: deque[Event] = deque()
        self.clock = 0.0
        self.controller: Controller
        self.board: Board
        self.view: SeatView | None = None
        self.outcome: Outcome | None = None
        self.prewarm()
        if controller is None:
            self.new_game()
        else:
            self.attach(controller, shown)

    @property
    def layout(self) -> Layout:
        return compute_layout(self.ctx.size, self.players)

    @property
    def bot_seat(self) -> int:
        """The bot of a two-player table (seat 1)."""
        return 1

    def prewarm(self) -> None:
        """Make every card image of this size now, so no frame in play pays for drawing a new card."""
        art, cw = self.ctx.art, self.layout.card_w
        prewarm_cards(art, self.match.variant.pack, cw)
        for colour in (HINT, SELECT, TARGET, FOCUS):
            art.highlight(cw, colour)
        if self.ctx.sounds.enabled:
            self.ctx.sounds.preload()

    # ----- the game --------------------------------------------------------------------------------------
    def new_game(self) -> None:
        """Deal the match's next game."""
        self.attach(self.match.next_game())

    def attach(self, controller: Controller, shown: Sequence[Event] = ()) -> None:
        """Play ``controller``'s game at this table: a fresh board, the hooks, then the table's subscription.

        Without ``shown`` the controller is started (it deals); with it, the game is under way and the board
        shows those events at once.
        """
        self.turns.reset()
        self.controller = controller
        self.board = Board(
            self.me,
            self.players,
            self.layout,
            self.ctx.settings.speed_factor,
            self.ctx.settings.sort,
            len(self.match.variant.pack),
        )
        self.queue.clear()
        self.view = None
        self.outcome = None
        self.guess_text = ""
        self.dirty = True
        self.over_shown = False
        #: As far as the board has shown: who attacks, who defends, who dealt, who is out.
        self.attacker: int | None = None
        self.defender: int | None = None
        self.dealer: int | None = None
        self.out: set[int] = set()
        for hook in self.controller_hooks:
            hook(controller)
        controller.subscribe(self.queue.append, self.me)
        if shown:
            self._show_at_once(shown)
        else:
            controller.start()

    def _show_at_once(self, events: Sequence[Event]) -> None:
        for event in events:
            self._note(event)
            if isinstance(event, GameOver):
                self.outcome = event.outcome
        show_instantly(self.board, events)

    def submit(self, intent: Intent) -> str | None:
        """Send an intent to the controller; if it was refused, the reason in the player's language."""
        if log_intents():
            print(f"intent {intent}", file=sys.stderr, flush=True)
        rejection = self.controller.submit(intent)
        self.dirty = True
        if rejection is None:
            return None
        return refusal_text(rejection.code, rejection.args, rejection.reason, self.players, self.me)

    @property
    def idle(self) -> bool:
        return not self.board.busy and not self.queue

    @property
    def thinking_seat(self) -> int | None:
        """The bot seat the table waits for now, if any."""
        if not self.idle or self.outcome is not None or self.controller.awaiting_guess:
            return None
        seat = self.controller.to_move()
        return seat if seat in self.bots else None

    @property
    def thinking(self) -> bool:
        return self.thinking_seat is not None

    @property
    def animating(self) -> bool:
        """Cards move or events wait to be shown, a toast fades, or a bot thinks (polled, its dots pulse)."""
        return not self.idle or self.toast.visible or self.thinking

    # ----- names -----------------------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return seat_name(seat, self.players, self.me)

    def object_name(self, seat: int) -> str:
        """The seat's name as the object of a sentence ("attacking you", "against Bot 2")."""
        return object_name(seat, self.players, self.me)

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

    def _note(self, event: Event) -> None:
        """Keep the plates' facts in step with what the board shows."""
        if isinstance(event, Dealt):
            self.dealer = event.dealer
            self.attacker = event.first_attacker
            self.out = set()
        elif isinstance(event, TurnChanged):
            self.attacker, self.defender = event.attacker, event.defender
        elif isinstance(event, Attacked):
            self.attacker, self.defender = event.seat, event.defender
        elif isinstance(event, PlayerOut):
            self.out.add(event.seat)
        elif isinstance(event, GameOver):
            self.attacker = self.defender = None

    def _show(self, event: Event) -> None:
        self.dirty = True
        self._note(event)
        if isinstance(event, ColourGuessNeeded):
            if event.seat == self.me and autoplay_seconds() > self.clock:
                self.submit(GuessColour(self.me, "red"))
            elif event.seat == self.me:
                self.ctx.open("guess", self)
            return
        if isinstance(event, ColourGuessed):
            colour = _("red") if event.colour == "red" else _("black")
            if event.correct:
                self.guess_text = _("You guessed {colour}: right! You attack first.").format(colour=colour)
            else:
                self.guess_text = _("You guessed {colour}: wrong. The bot attacks first.").format(colour=colour)
            return
        if isinstance(event, Dealt):
            if self.guess_text:
                self.toast.show(self.guess_text, 3.2)
            elif event.first_attacker == self.me:
                self.toast.show(_("You attack first"), 2.4)
            else:
                self.toast.show(_("{name} attacks first").format(name=self.seat_name(event.first_attacker)), 2.4)
        if isinstance(event, PickedUp) and event.seat in self.bots:
            if self.players == 2:
                self.toast.show(_("The bot picks up {n}").format(n=len(event.cards)), 1.6)
            else:
                name = self.seat_name(event.seat)
                self.toast.show(_("{name} picks up {n}").format(name=name, n=len(event.cards)), 1.6)
        if isinstance(event, PlayerOut):
            if self.players > 2 and event.seat == self.me:
                self.toast.show(_("You are out of cards: the others play on"), 2.4)
            elif self.players > 2:
                self.toast.show(_("{name} is out").format(name=self.seat_name(event.seat)), 1.8)
            return
        if isinstance(event, TurnChanged):
            return
        if isinstance(event, GameOver):
            self.outcome = event.outcome
            self.match.finish(event.outcome)
        self.board.apply(event)

    @property
    def accepting(self) -> bool:
        """Whether the player's input counts now: every event shown (cards may still be settling)."""
        return not self.queue and not self.board.pause.running and self.outcome is None

    @property
    def ready(self) -> bool:
        """Accepting, and the gestures know the position the board shows (not the one before a move)."""
        return self.accepting and not self.dirty

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
                self.over_shown = True
                if log_intents():
                    print("game over", file=sys.stderr, flush=True)
                self.ctx.sounds.play("lose" if self.outcome.loser == self.me else "win")
                self.ctx.open("game_over", self)
            return
        if self._autoplay():
            return
        seat = self.thinking_seat
        if seat is None:
            return
        intent = self.turns.step(seat, self.controller, self.clock, MIN_THINK * self.board.speed, self.rng)
        for replaced, notice in self.turns.take_notices():  # a bot that stopped answering: say so
            self.ctx.open("message", _("{name} stopped answering").format(name=self.seat_name(replaced)), [notice])
        if intent is not None:
            reason = self.submit(intent)
            if reason is not None:  # a bot bug must not hang the table: show it and let it try again
                self.toast.show(reason)

    def _autoplay(self) -> bool:
        """Demo and screenshot aid: ``PANJPAR_AUTOPLAY=<seconds>`` plays the player's seat for that long."""
        if self.clock >= autoplay_seconds() or self.controller.to_move() != self.me or self.controller.awaiting_guess:
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
        self.ctx.open("menu", in_game=True)

    def resized(self) -> None:
        self.prewarm()
        self.board.set_layout(self.layout)

    def closed(self) -> None:
        self.turns.close()

    # ----- drawing ---------------------------------------------------------------------------------------
    def menu_button(self) -> Button:
        return Button(self.layout.menu_button, _("Menu"), primary=False)

    def action_button(self) -> Button:
        g = self.gestures
        mine = self.accepting
        if g.defending:
            return Button(self.layout.action_button, _("Take"), enabled=mine)
        enabled = mine and g.attacking and g.selection_is_attack()
        return Button(self.layout.action_button, _("Attack"), enabled=enabled)

    def banner_text(self) -> tuple[str, bool]:
        """The line over the battle and whether it asks the player to act."""
        view = self.view
        if self.controller.awaiting_guess or view is None or self.outcome is not None:
            return "", False
        seat = self.thinking_seat
        if seat is not None:
            if self.players == 2:
                return _("Bot is thinking…"), False
            name = self.seat_name(seat)
            state = self.controller.state
            assert state is not None  # a bot thinks only once the cards are dealt
            if state.phase == "attack":
                target = self.object_name(state.defender)
                return _("{name} is thinking… attacking {target}").format(name=name, target=target), False
            target = self.object_name(state.attacker)
            return _("{name} is thinking… defending against {target}").format(name=name, target=target), False
        if not self.ready:
            return "", False
        if self.gestures.attacking:
            if self.players == 2:
                return _("Your attack: select 1, 3 or 5 cards and drag them to the table"), True
            target = self.seat_name(view.defender)
            return _("Your attack on {target}: select 1, 3 or 5 cards, drag them to the table").format(
                target=target
            ), True
        if self.gestures.defending:
            if self.players == 2:
                return _("Defend: drag a card onto an attack card, or Take"), True
            name = self.seat_name(view.attacker)
            return _("{name} attacks you: drag a card onto an attack card, or Take").format(name=name), True
        return "", False

    def score_text(self) -> str:
        """The running match score for the top bar: wins in a duel, the fools of each seat otherwise."""
        s = self.match.score
        draws = "   " + _("Draws {n}").format(n=s.draws[self.me]) if s.draws[self.me] else ""
        if self.players == 2:
            return _("You {won} : {lost} Bot").format(won=s.wins[self.me], lost=s.wins[self.bot_seat]) + draws
        tally = " · ".join(f"{self.seat_name(seat)} {s.losses[seat]}" for seat in range(self.players))
        return _("Fools: {tally}").format(tally=tally) + draws

    def seat_plate(self, seat: int) -> SeatPlate:
        count = card_count(len(self.board.hands[seat]))
        if seat == self.me:
            detail = count
        else:
            detail = _("{level} · {cards}").format(level=difficulty_name(self.specs[seat]), cards=count)
        live = self.outcome is None and seat not in self.out
        to_move = self.controller.to_move() if self.idle else None
        return SeatPlate(
            name=self.seat_name(seat),
            detail=detail,
            role=battle_role(seat, self.attacker, self.defender) if live else "",
            dealer=seat == self.dealer and not self.match.variant.colour_guess,
            out=seat in self.out and self.players > 2,
            active=live and to_move == seat,
            thinking=self.thinking_seat == seat,
        )

    def glow(self) -> dict[int, tuple[int, int, int]]:
        g = self.gestures
        out: dict[int, tuple[int, int, int]] = {}
        if not self.ready or not g.active:
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
        layout = self.layout
        d = self.drawer
        d.felt(surface, layout)
        for seat in range(self.players):
            d.seat_plate(surface, layout.seat_plate(seat), layout, self.seat_plate(seat), self.clock)
        d.zones(surface, self.board, layout)
        d.sprites(surface, self.board, layout, self.glow())
        battle = None
        if self.outcome is None and self.attacker is not None and self.defender is not None:
            battle = (self.seat_name(self.attacker), self.seat_name(self.defender))
        d.top_bar(surface, layout, self.score_text(), self.board.trump, battle)
        message, mine = self.banner_text()
        d.banner(surface, layout, message, mine)
        if self.gestures.active and self.ready:
            self.action_button().draw(surface, self.ctx.text, self.ctx.pointer)
        self.menu_button().draw(surface, self.ctx.text, self.ctx.pointer)
        self.toast.draw(surface, self.ctx.text, layout.toast, layout.unit)


def resume_table(ctx: Context, saved: SavedGame) -> TableScene:
    """The table at ``saved``'s exact position: the board shows what the player saw, the match score and whose
    turn it is come from the store, and the autosaver goes on with the same game (its bots as played now)."""
    variant = VARIANTS[saved.variant]
    bots, messages = resume_bots(saved)
    saved = replace(saved, seats={0: HUMAN, **bots})
    setup = TableSetup(variant, tuple(bots[seat] for seat in range(1, saved.players)))
    controller = saved.controller()
    seed = ctx.seed
    match = Match(variant, saved.players, random.Random(seed), guesser=0)
    match.score = saved.score
    match.dealer = saved.dealer
    shown = [event for step in events_by_action(saved.record, saved.dealer, 0) for event in step]
    if ctx.saves is not None:
        ctx.saves.problems.extend(messages)
        ctx.saves.resuming = (controller, saved)
    try:
        return TableScene(ctx, setup, seed, match=match, controller=controller, shown=shown)
    finally:
        if ctx.saves is not None:
            ctx.saves.resuming = None
