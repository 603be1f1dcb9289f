"""Panjpar's presenter: what the generic table shows of a game of Panjpar, and what the player's input means.

The board moves sprites as the table hands it the events; the plates follow who attacks, defends, dealt and is
out as far as the board has shown; the gestures turn pointer and keys into intents for the table to submit.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.engine.controller import Rejection
from game.panjpar.actions import AttackIntent, Beat, GuessColour, Take
from game.panjpar.cards import Card
from game.panjpar.events import (
    Attacked,
    ColourGuessed,
    ColourGuessNeeded,
    Dealt,
    Event,
    GameOver,
    PlayerOut,
    TurnChanged,
)
from game.panjpar.view import SeatView
from game.ui.coach import CoachPlace, Tip
from game.ui.devaids import autoplay_seconds
from game.ui.i18n import _
from game.ui.input import Action, GestureResult, KeyPress, PointerDown
from game.ui.layout import Layout, compute_layout
from game.ui.log import LogLine
from game.ui.panjpar.board import Board
from game.ui.panjpar.cardtext import card_name
from game.ui.panjpar.coach_tips import coach_place, coach_tips
from game.ui.panjpar.gestures import TableGestures
from game.ui.panjpar.host import fool_of, panjpar_host, variant_of
from game.ui.panjpar.lastbattle import LAST_BATTLE_KEY, BattleMemory, battle_words, draw_last_battle
from game.ui.panjpar.refusals import refusal_text
from game.ui.panjpar.restore import show_instantly
from game.ui.panjpar.tabledraw import CARD_FOCUS, SeatPlate, TableDrawer, battle_role, card_count, prewarm_cards
from game.ui.panjpar.wording import (
    banner_text,
    duel_opponent,
    event_lines,
    event_toast,
    guess_text,
    result_text,
    score_table,
    score_text,
    table_seating,
)
from game.ui.presenter import ScoreTable, TableHost, TableTool
from game.ui.seatnames import difficulty_name
from game.ui.widgets import HINT, SELECT, TARGET, Button


class PanjparPresenter:
    """Panjpar at ``host``'s table: the board, the plates' facts, the gestures and the drawing."""

    def __init__(self, host: TableHost) -> None:
        self.host = panjpar_host(host)
        self.drawer = TableDrawer(host.ctx.art, host.ctx.text)
        self.gestures = TableGestures(host.me)
        self.board: Board
        #: The colour guess's sentence, shown when the cards are dealt.
        self.guess_text = ""
        #: As far as the board has shown: who attacks, who defends, who dealt, who is out.
        self.attacker: int | None = None
        self.defender: int | None = None
        self.dealer: int | None = None
        self.out: set[int] = set()
        #: The last battle finished, to look at again.
        self.battles = BattleMemory()

    @property
    def layout(self) -> Layout:
        return compute_layout(self.host.ctx.size, self.host.players)

    # ----- the table's calls --------------------------------------------------------------------------------
    def prewarm(self) -> None:
        """Make every card image of this size now, so no frame in play pays for drawing a new card."""
        art, cw = self.host.ctx.art, self.layout.card_w
        prewarm_cards(art, variant_of(self.host).pack, cw)
        for colour in (HINT, SELECT, TARGET, CARD_FOCUS):
            art.highlight(cw, colour)

    def new_game(self) -> None:
        host, settings = self.host, self.host.ctx.settings
        pack_size = len(variant_of(host).pack)
        self.board = Board(host.me, host.players, self.layout, settings.speed_factor, settings.sort, pack_size)
        self.guess_text = ""
        self.attacker = self.defender = self.dealer = None
        self.out = set()
        self.battles.forget()

    @property
    def busy(self) -> bool:
        return self.board.busy

    @property
    def pausing(self) -> bool:
        return self.board.pause.running

    def resized(self) -> None:
        self.board.set_layout(self.layout)

    def update(self, dt: float) -> None:
        settings = self.host.ctx.settings
        self.board.speed = settings.speed_factor
        self.board.sort = settings.sort
        self.board.update(dt)

    def take_sounds(self) -> list[str]:
        sounds = list(self.board.sounds)
        self.board.sounds.clear()
        return sounds

    def show(self, event: Event) -> None:
        host = self.host
        self._note(event)
        self.battles.note(event)
        if isinstance(event, ColourGuessNeeded):
            if event.seat == host.me and autoplay_seconds() > host.clock:
                host.submit(GuessColour(host.me, "red"))
            elif event.seat == host.me:
                host.ctx.open("guess", host, duel_opponent(host))
            return
        if isinstance(event, ColourGuessed):
            self.guess_text = guess_text(event, duel_opponent(host))
            return
        toast = event_toast(host, event, self.guess_text)
        if toast is not None:
            host.toast.show(*toast)
        if isinstance(event, PlayerOut | TurnChanged):
            return
        self.board.apply(event)

    def show_at_once(self, events: Sequence[Event]) -> None:
        for event in events:
            self._note(event)
        show_instantly(self.board, events)

    def log_lines(self, event: Event) -> tuple[LogLine, ...]:
        return event_lines(event, table_seating(self.host), self.guess_text)

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

    def table_tools(self) -> list[TableTool]:
        """Last battle (the key B), lit once a battle has ended."""
        return [TableTool(_("Last battle"), LAST_BATTLE_KEY, self.battles.toggle, self.battles.last is not None)]

    def interpose(self, action: Action) -> bool:
        """A click or a key puts the last battle's view away."""
        if self.battles.open and isinstance(action, PointerDown | KeyPress):
            self.battles.open = False
            return True
        return False

    def set_view(self, view: SeatView) -> None:
        self.gestures.set_view(view, self.board)
        self.board.relayout(self.board.duration(0.15))

    def handle(self, action: Action) -> GestureResult:
        button = self.action_button()
        return self.gestures.handle(action, self.board, button.rect if button.enabled else None)

    def show_hint(self, intent: Any) -> str:
        view = self.host.view
        if isinstance(intent, AttackIntent):
            self.gestures.show(list(intent.cards), self.board)
            self.board.relayout(self.board.duration(0.15))
            names = " ".join(card_name(card) for card in intent.cards)
            return _("Hint: attack with {cards}").format(cards=names)
        if isinstance(intent, Beat) and view is not None:
            target = next((i for i, (attack, _kill) in enumerate(view.table) if attack == intent.attack_card), None)
            self.gestures.show([intent.beater], self.board, target)
            self.board.relayout(self.board.duration(0.15))
            return _("Hint: kill {attack} with {beater}").format(
                attack=card_name(intent.attack_card), beater=card_name(intent.beater)
            )
        if isinstance(intent, Take):
            return _("Hint: take the cards")
        if isinstance(intent, GuessColour):
            return _("Hint: guess red") if intent.colour == "red" else _("Hint: guess black")
        return _("No hint for this position.")

    def rejected(self) -> None:
        self.gestures.rejected(self.board)

    def refusal_text(self, rejection: Rejection[Any]) -> str:
        host = self.host
        return refusal_text(rejection.code, rejection.args, rejection.reason, host.players, host.me)

    def game_over_sound(self) -> str:
        return "lose" if fool_of(self.host.outcome) == self.host.me else "win"

    def result_text(self) -> tuple[str, str]:
        return result_text(self.host)

    @property
    def overlay_open(self) -> bool:
        return self.battles.open

    counting_down = False

    def score_table(self) -> ScoreTable:
        return score_table(self.host)

    def coach_tips(self) -> list[Tip]:
        """The first-game coach's tips for the position shown (game/ui/panjpar/coach_tips.py)."""
        view = self.host.view
        return coach_tips(view, self.host.me, self.host.seat_name(view.defender) if view is not None else "")

    def coach_place(self) -> CoachPlace:
        return coach_place(self.layout)

    # ----- what is shown ------------------------------------------------------------------------------------
    def banner_text(self) -> tuple[str, bool]:
        """The line over the battle and whether it asks the player to act."""
        return banner_text(self.host, self.gestures)

    def action_button(self) -> Button:
        g = self.gestures
        mine = self.host.accepting
        if g.defending:
            return Button(self.layout.action_button, _("Take"), enabled=mine)
        enabled = mine and g.attacking and g.selection_is_attack()
        return Button(self.layout.action_button, _("Attack"), enabled=enabled)

    def seat_plate(self, seat: int) -> SeatPlate:
        host = self.host
        count = card_count(len(self.board.hands[seat]))
        level = host.specs.get(seat)  # none: a person's seat (the one at the screen, or another at pass and play)
        detail = count if level is None else _("{level} · {cards}").format(level=difficulty_name(level), cards=count)
        live = host.outcome is None and seat not in self.out
        to_move = host.controller.to_move() if host.idle else None
        return SeatPlate(
            name=host.seat_name(seat),
            detail=detail,
            role=battle_role(seat, self.attacker, self.defender) if live else "",
            dealer=seat == self.dealer and not variant_of(host).colour_guess,
            out=seat in self.out and host.players > 2,
            active=live and to_move == seat,
            thinking=host.thinking_seat == seat,
        )

    def glow(self) -> dict[int, tuple[int, int, int]]:
        """The highlight of each card that has one: hints, the keyboard's focus, the selection, the targets."""
        g = self.gestures
        out: dict[int, tuple[int, int, int]] = {}
        if not self.host.ready or not g.active:
            return out
        for card in g.completing():
            out[card] = HINT
        if g.keyboard:
            focus = g.focus_card(self.board)
            if focus is not None:
                out[focus] = CARD_FOCUS
        for card in g.selected:
            out[card] = SELECT
        view = self.host.view
        if view is not None and g.defending:
            moving: Card | None = g.dragged_card() or (g.selected[0] if g.selected else None)
            if moving is None and g.keyboard:
                moving = g.focus_card(self.board)
            for i in g.legal_targets(moving):
                out[view.table[i][0]] = TARGET
            if g.keyboard and g.target in g.open_targets():
                out.setdefault(view.table[g.target][0], CARD_FOCUS)
        return out

    def draw(self, surface: pygame.Surface) -> None:
        host = self.host
        layout = self.layout
        d = self.drawer
        d.felt(surface, layout)
        for seat in range(host.players):  # by place: the seat at the screen at the bottom (pass and play, network)
            place = (seat - host.me) % host.players
            d.seat_plate(surface, layout.seat_plate(place), layout, self.seat_plate(seat), host.clock)
        d.zones(surface, self.board, layout)
        d.sprites(surface, self.board, layout, self.glow())
        battle = None
        if host.outcome is None and self.attacker is not None and self.defender is not None:
            battle = (host.seat_name(self.attacker), host.seat_name(self.defender))
        d.top_bar(surface, layout, score_text(host), self.board.trump, battle, right=host.tools_left)
        message, mine = self.banner_text()
        d.banner(surface, layout, message, mine)
        if self.gestures.active and host.ready:
            self.action_button().draw(surface, host.ctx.text, host.ctx.pointer)
        last = self.battles.last
        if self.battles.open and last is not None:
            words = battle_words(last, host.seat_name, host.me)
            draw_last_battle(surface, host.ctx.art, host.ctx.text, layout, last, words)
