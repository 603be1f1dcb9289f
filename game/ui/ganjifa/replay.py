"""The round table in the one replay viewer (game/ui/replay.py): a ``.ganjifa`` record of any of the four games.

The record is read and checked by its game's rules (through the registry); the viewer then takes the actions back
to the start and steps through them: forward plays the next action and the board glides to it as at the table,
backward, Home and End rebuild the position at once. Every hand is face up. Each position is drawn from the game's
own :class:`~game.ui.ganjifa.model.Adapter` (plates, pot, tricks) with each seat's hand from that seat's own view;
the seats are turned so that the player (or, when the record names none, seat 1) sits at the bottom.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import pygame

from game.engine.envelope import Envelope, IllegalRecord, MalformedRecord
from game.engine.protocol import GameState
from game.engine.registry import GameInfo
from game.ui.ganjifa.draw import RoundDrawer
from game.ui.ganjifa.layout import RoundLayout, round_layout
from game.ui.ganjifa.model import Adapter, FinishedTrick, TableModel, turned
from game.ui.ganjifa.replayboard import OpenBoard
from game.ui.i18n import _
from game.ui.records import RecordOpener, bad_record
from game.ui.replay import ReplayScene
from game.ui.scenes.base import Context, Scene
from game.ui.seatnames import Seats, record_seats
from game.ui.widgets import INK, INK_DIM, fit_text


def ganjifa_viewer(adapter: Callable[[], Adapter[Any]]) -> RecordOpener:
    """The viewer of a game's records on the round table, its side of the table made by ``adapter``."""

    def open_ganjifa_record(
        ctx: Context, _text: str, envelope: Envelope, game: GameInfo, source: str, title: str, me: int | None = None
    ) -> Scene:
        """The viewer of a record of ``game`` (its ``envelope`` read already), or the message of what is wrong
        with it, with ``source`` and the line as ``panjpar replay`` reports them. ``me``: the player's seat, if
        known."""
        try:
            state = game.rules.read_record(envelope)
        except (MalformedRecord, IllegalRecord) as error:
            return bad_record(ctx, source, error)
        seats = record_seats(envelope.tags, state.players, me)
        seats = replace(seats, show_levels=bool(game.table_levels))  # as its table names them
        return ReplayScene(ctx, GanjifaReplayTable(ctx, game, state, adapter(), seats), title)

    return open_ganjifa_record


@dataclass
class ReplayHost:
    """What an adapter asks of the table it is drawn at: the seats' names, the player's seat, the view of the
    position shown and the returns once the game is over."""

    seats: Seats
    players: int
    me: int
    view: Any = None

    @property
    def player(self) -> int | None:
        """The seat called "you": the record's player, or ``None`` when the record names none."""
        return self.seats.me

    outcome: tuple[float, ...] | None = None

    def seat_name(self, seat: int) -> str:
        return self.seats.name(seat)


class GanjifaReplayTable:
    """A Ganjifa game from its record on the round table (game/ui/replay.py shows it). Position ``index`` is after
    the actions up to and including ``actions[index]`` (the first action is the deal, komi's stakes before it)."""

    def __init__(
        self, ctx: Context, game: GameInfo, state: GameState[Any, Any], adapter: Adapter[Any], seats: Seats
    ) -> None:
        self.ctx = ctx
        self.game = game
        self.adapter = adapter
        self.seats = seats
        self.players = state.players
        self.actions: tuple[Any, ...] = state.history()
        #: The record's result as its rules write it, and the game's returns (``None``: not finished).
        self.result = game.rules.result_text(state)
        self.returns = state.returns() if state.is_terminal() else None
        while state.history():  # back to the start: the viewer steps through the actions again
            state.pop()
        self.state = state
        self.host = ReplayHost(seats, self.players, seats.bottom)
        self.drawer = RoundDrawer(ctx.art, ctx.text)
        self.model = TableModel(hands=((),) * self.players)
        self.board = self._new_board()
        self.index = -1
        self.prewarm()

    @property
    def last(self) -> int:
        return len(self.actions) - 1

    @property
    def layout(self) -> RoundLayout:
        return round_layout(self.ctx.size, self.players)

    def prewarm(self) -> None:
        layout, art = self.layout, self.ctx.art
        for size in (layout.card, layout.small):
            art.round_back(size)
            for card in range(96):
                art.round_face(card, size)

    def _new_board(self) -> OpenBoard:
        return OpenBoard(self.layout, 0, self.ctx.settings.speed_factor)

    # ----- stepping ------------------------------------------------------------------------------------
    def show(self, index: int, animate: bool) -> None:
        """Show the position after action ``index``: the board glides to it when ``animate``, else at once."""
        self._seek(index)
        self.index = index
        self.model = self._model()
        if not animate:
            self.board = self._new_board()
        self.board.sync(turned(self.model, self.seats.bottom), instant=not animate)

    def _seek(self, index: int) -> None:
        """Bring the rules' state to the position after action ``index`` (the record was checked: every action
        is legal)."""
        state = self.state
        while len(state.history()) > index + 1:
            state.pop()
        while len(state.history()) < index + 1:
            state.apply(self.actions[len(state.history())])

    def _model(self) -> TableModel:
        """The table now, by seat: the game's own model for the bottom seat, with every other seat's hand as
        that seat sees it (a viewer sees all); nothing to choose, no banner (the action is said at the top). An
        action that completed a trick shows the trick complete, every card where its player laid it (the view after
        it has the trick gathered already), counted to its taker; the next step gathers it."""
        state, host, me = self.state, self.host, self.seats.bottom
        finished = self._finished_trick()
        host.view = state.observation(me)
        host.outcome = state.returns() if state.is_terminal() else None
        base = self.adapter.model(host.view, host)
        if finished is not None:
            base = replace(base, table=finished.model.table)
        hands = tuple(
            base.hands[seat] if seat == me else self.adapter.model(state.observation(seat), host).hands[seat]
            for seat in range(self.players)
        )
        return replace(base, hands=hands, banner="", mine=False, playable=frozenset(), choices=(), hint="")

    def _finished_trick(self) -> FinishedTrick | None:
        """The trick the last action shown completed, seen from the bottom seat, or ``None``."""
        state, me = self.state, self.seats.bottom
        if not state.history():
            return None
        action = state.pop()
        self.host.view = before = state.observation(me)
        state.push(action)
        return self.adapter.finished_trick(before, action, state.observation(me), self.host)

    @property
    def settled(self) -> bool:
        return not self.board.busy

    # ----- frame ---------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.board.speed = self.ctx.settings.speed_factor
        self.board.update(dt)
        for name in self.board.sounds:
            self.ctx.sounds.play(name)
        self.board.sounds.clear()

    def resized(self) -> None:
        self.prewarm()
        self.board.layout = self.layout
        self.board.sync(turned(self.model, self.seats.bottom), instant=True)

    def step_row(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The step buttons where the table's choices go, or higher, clear of the hand at the bottom (a hand of
        two or three rows reached up to them)."""
        layout = self.layout
        u, area = layout.unit, layout.choices
        gap = max(4, area.h // 7)
        width = 4 * round(u * 3.6) + 3 * gap
        bottom = turned(self.model, self.seats.bottom).hands
        over, _banner = layout.over_hand(len(bottom[0]) if bottom else 0)
        top = min(area.y, over.bottom - area.h)
        return pygame.Rect(area.centerx - width // 2, top, width, area.h), layout.menu_button

    # ----- words ---------------------------------------------------------------------------------------
    def sentence(self, index: int) -> str:
        """The action to position ``index`` in words (``Bot 2 plays the 7 of harps``)."""
        return self.adapter.action_words(self.actions[index], self.seats) if self.actions else ""

    def result_text(self) -> str:
        """How the game ended (the table's own words), or that the record stops short."""
        if self.returns is None:
            return _("The record ends here: the game was not finished")
        if self.seats.me is None:  # nobody to call "you": the result as the record writes it
            return _("Game over: {result}").format(result=self.result)
        title, sentence = self.adapter.result_text(self.host)
        return f"{title} — {sentence}" if sentence else title

    # ----- drawing -------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, title: str, sentence: str, result: str) -> None:
        layout, d, text = self.layout, self.drawer, self.ctx.text
        u = layout.unit
        shown = turned(self.model, self.seats.bottom)
        d.felt(surface, layout, "", layout.menu_button.x)
        bar = layout.top_bar
        heading = fit_text(text, sentence, round(u * 1.0), INK, round(bar.w * 0.55), bold=True)
        surface.blit(heading, heading.get_rect(midleft=(u, bar.centery)))
        room = layout.menu_button.x - u * 2 - heading.get_width() - u * 2
        label = fit_text(text, title, round(u * 0.8), INK_DIM, max(u, room))
        surface.blit(label, label.get_rect(midright=(layout.menu_button.x - u, bar.centery)))
        for place, plate in enumerate(shown.plates):
            seat = (place + self.seats.bottom) % self.players
            d.plate(surface, layout.plates[place], self.seats.plate_name(seat), plate, u)
        d.piles(surface, layout, shown.tricks)
        if shown.pot is not None:
            d.pot(surface, layout, shown.pot)
        d.stakes(surface, layout, shown.stakes)
        d.sprites(surface, self.board, shown, None, False)
        d.flying_chips(surface, self.board)
        banner = pygame.Rect(layout.banner)
        banner.bottom = min(banner.bottom, self.step_row()[0].top - max(2, u // 4))
        d.banner(surface, layout, banner, result, True)

    def draw_counter(self, surface: pygame.Surface, steps: list[pygame.Rect], counter: str, keys: str) -> None:
        """The counter left of the step buttons, the keys right of them (no buttons: both centred on their row)."""
        layout, text = self.layout, self.ctx.text
        u = layout.unit
        if not steps:
            row = self.step_row()[0]
            words = fit_text(text, f"{counter}   {keys}", round(u * 0.9), INK, layout.choices.w - 2 * u, bold=True)
            surface.blit(words, words.get_rect(center=(layout.choices.centerx, row.centery)))
            return
        count = fit_text(text, counter, round(u * 0.9), INK, steps[0].x - layout.choices.x - u, bold=True)
        surface.blit(count, count.get_rect(midright=(steps[0].x - u, steps[0].centery)))
        hint = fit_text(text, keys, round(u * 0.7), INK_DIM, layout.choices.right - steps[3].right - u)
        surface.blit(hint, hint.get_rect(midleft=(steps[3].right + u, steps[3].centery)))
