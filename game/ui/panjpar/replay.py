"""Panjpar's table in the one replay viewer (game/ui/replay.py): a ``.panjpar`` record, every hand face up (a
record is opened by its game: game/ui/records.py).

Forward animates the next action's events on the board as the table would show them; backward, Home and End
rebuild the position from the deal with animation off (records are short). The record is checked before it is
shown: a malformed or illegal one opens a message with the same ``FILE:LINE`` report as ``panjpar replay``.
"""

from __future__ import annotations

from collections import deque

import pygame

from game.engine.envelope import Envelope
from game.engine.registry import GameInfo
from game.panjpar.events import Event, TurnChanged
from game.panjpar.record import IllegalRecord, MalformedRecord, Record, parse_record
from game.ui.i18n import _
from game.ui.layout import Layout, compute_layout
from game.ui.panjpar.board import Board
from game.ui.panjpar.restore import events_by_action, show_instantly
from game.ui.panjpar.tabledraw import SeatPlate, TableDrawer, battle_role, card_count, prewarm_cards
from game.ui.panjpar.wording import Seating, move_text
from game.ui.records import bad_record
from game.ui.replay import ReplayScene
from game.ui.scenes.base import Context, Scene
from game.ui.seatnames import Seats, bot_seats
from game.ui.widgets import GOLD, INK, INK_DIM, fit_text

#: A position as the board shows it: each hand (sorted), the battle, the discard count, the stock, the trump.
Position = tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, int | None], ...], int, int, bool]


def record_seating(record: Record, me: int | None) -> tuple[Seats, Seating]:
    """The record's seats named as at the table: ``You`` (``me``, or the one seat its ``Bots`` tag leaves to a
    person), the bots by that tag (``Bot 1``, on the plates with the level: ``Bot 1 · Hard``); a seat the record
    does not name is ``Seat 3``. The tag is read by :attr:`Record.bots`, the parser ``panjpar replay`` checks it
    with, so a record either opens in both or is refused by both."""
    players = record.deal.players
    seats = bot_seats(record.bots, players, me)
    return seats, Seating(players, seats.me, tuple(seats.name(seat) for seat in range(players)))


def action_text(record: Record, seating: Seating, steps: list[list[Event]], index: int) -> str:
    """What action ``index`` (1-based; 0 is the deal) does, in words (``Bot kills 2♥ with 7♥, picks up the
    rest``), from the events it caused."""
    if index == 0:
        first = record.deal.first
        if first == seating.me:
            return _("The deal: you attack first")
        return _("The deal: {name} attacks first").format(name=seating.name(first))
    return move_text(seating, steps[index])


def open_panjpar_text(
    ctx: Context, text: str, _envelope: Envelope, _game: GameInfo, source: str, title: str, me: int | None = None
) -> Scene:
    """The viewer for a Panjpar record's text, or a message saying what is wrong with it."""
    try:
        record = parse_record(text)
    except MalformedRecord as error:
        return bad_panjpar_record(ctx, source, error)
    return open_record(ctx, record, source, title, me)


def open_record(ctx: Context, record: Record, source: str, title: str, me: int | None = None) -> Scene:
    try:
        record.replay()
        steps = events_by_action(record)
    except IllegalRecord as error:
        return bad_panjpar_record(ctx, source, error)
    return ReplayScene(ctx, PanjparReplayTable(ctx, record, steps, me), title)


def bad_panjpar_record(ctx: Context, source: str, error: MalformedRecord | IllegalRecord) -> Scene:
    return bad_record(ctx, source, error, _("This is not a Panjpar game record the game can read."))


class PanjparReplayTable:
    """A recorded game on Panjpar's table (game/ui/replay.py shows it). ``steps`` are the events of the deal and of
    each action (seat ``None``: every card); position ``index`` is after that many actions. ``me``: the player's
    seat, if known (else the one seat the record's ``Bots`` tag leaves to a person), drawn at the bottom."""

    def __init__(self, ctx: Context, record: Record, steps: list[list[Event]], me: int | None = None) -> None:
        self.ctx = ctx
        self.record = record
        self.steps = steps
        self.players = record.deal.players
        self.seats, self.seating = record_seating(record, me)
        self.me = self.seats.bottom
        self.final = record.replay()
        #: The rules' position shown (whose turn, who is out), for the name plates.
        self.state = record.new_state()
        self.drawer = TableDrawer(ctx.art, ctx.text)
        self.queue: deque[Event] = deque()
        self.board = self._new_board()
        self.prewarm()

    @property
    def last(self) -> int:
        return len(self.steps) - 1

    @property
    def names(self) -> list[str]:
        """Each seat's name on its plate (``You``, ``Bot 1 · Hard``)."""
        return [self.seats.plate_name(seat) for seat in range(self.players)]

    def layout(self) -> Layout:
        return compute_layout(self.ctx.size, self.players)

    def prewarm(self) -> None:
        prewarm_cards(self.ctx.art, self.record.deal.variant.pack, self.layout().card_w)

    def _new_board(self) -> Board:
        s = self.ctx.settings
        pack = len(self.record.deal.variant.pack)
        return Board(self.me, self.players, self.layout(), s.speed_factor, s.sort, pack)

    # ----- stepping ------------------------------------------------------------------------------------
    def show(self, index: int, animate: bool) -> None:
        """Show the position after ``index`` actions: its events played on the board when ``animate``, else the
        board rebuilt at once from the deal."""
        self.state = self.record.new_state()
        for seat, move in self.record.actions[:index]:
            self.state.apply(seat, move)
        if animate:
            self.queue.extend(self.steps[index])
            return
        self.queue.clear()
        self.board = self._new_board()
        show_instantly(self.board, [e for step in self.steps[: index + 1] for e in step])
        for hand in self.board.hands:
            for sprite in hand:
                if sprite.card is not None:
                    sprite.face_up, sprite.reveal = True, None

    def position(self) -> Position:
        """What the board shows once settled (the tests compare positions reached in different ways)."""
        b = self.board
        hands = tuple(tuple(sorted(s.card for s in hand if s.card is not None)) for hand in b.hands)
        table = tuple((a.card or -1, k.card if k is not None else None) for a, k in b.table)
        return hands, table, b.discard_base + len(b.discard), b.stock_left, b.trump_sprite is not None

    @property
    def settled(self) -> bool:
        return not self.queue and not self.board.busy

    # ----- frame ---------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.board.speed = self.ctx.settings.speed_factor
        self.board.update(dt)
        while not self.board.busy and self.queue:
            event = self.queue.popleft()
            if isinstance(event, TurnChanged):
                continue
            self.board.apply(event)
            self._reveal_all()
        for name in self.board.sounds:
            self.ctx.sounds.play(name)
        self.board.sounds.clear()

    def _reveal_all(self) -> None:
        """Every hand face up: it is a replay, nothing is hidden."""
        for hand in self.board.hands:
            for sprite in hand:
                if sprite.card is None:
                    continue
                if sprite.moving:
                    sprite.reveal = True
                else:
                    sprite.face_up, sprite.reveal = True, None

    def resized(self) -> None:
        self.prewarm()
        self.board.set_layout(self.layout())

    def step_row(self) -> tuple[pygame.Rect, pygame.Rect]:
        layout = self.layout()
        u, w = layout.unit, layout.size[0]
        row = pygame.Rect(layout.hand.right + u, layout.hand.y + u, w - layout.hand.right - 2 * u, round(u * 2.4))
        return row, layout.menu_button

    # ----- words ---------------------------------------------------------------------------------------
    def sentence(self, index: int) -> str:
        """The action to position ``index`` in words (over the battle)."""
        return action_text(self.record, self.seating, self.steps, index)

    def result_text(self) -> str:
        state = self.final
        if state.result is None:
            return _("The record ends here: the game was not finished")
        loser = state.result.loser
        if loser is None:
            return _("Game over: a draw")
        if loser == self.seating.me:
            return _("Game over: you are the fool")
        return _("Game over: {name} is the fool").format(name=self.seating.name(loser))

    # ----- drawing -------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, title: str, sentence: str, result: str) -> None:
        layout = self.layout()
        d = self.drawer
        u = layout.unit
        d.felt(surface, layout)
        d.zones(surface, self.board, layout)
        d.sprites(surface, self.board, layout, {})
        d.top_bar(surface, layout, title, self.board.trump)
        state = self.state
        seats = [(self.me + place) % self.players for place in range(self.players)]  # by place, as the board
        for k, seat in enumerate(seats):
            out = seat in state.out
            live = not out and state.result is None
            plate = SeatPlate(
                self.names[seat],
                card_count(len(self.board.hands[seat])),
                role=battle_role(seat, state.attacker, state.defender) if live else "",
                out=out,
                active=seat == state.to_move,
            )
            d.seat_plate(surface, layout.seat_plate(k), layout, plate, 0.0)
        d.banner(surface, layout, sentence, True)
        if result:
            label = self.ctx.text.render(result, round(u * 1.0), GOLD, True)
            surface.blit(label, label.get_rect(midbottom=(layout.size[0] // 2, layout.hand.y - u // 3)))

    def draw_counter(self, surface: pygame.Surface, steps: list[pygame.Rect], counter: str, keys: str) -> None:
        """The counter and the keys centred under the step buttons (no buttons: where they would be)."""
        u, text = self.layout().unit, self.ctx.text
        row = self.step_row()[0]
        if steps:
            centre, top = (steps[0].x + steps[-1].right) // 2, steps[0].bottom + u // 2
        else:
            centre, top = row.centerx, row.y
        room = row.w
        count = fit_text(text, counter, round(u * 0.95), INK, room, bold=True)
        surface.blit(count, count.get_rect(midtop=(centre, top)))
        hint = fit_text(text, keys, round(u * 0.7), INK_DIM, room)
        surface.blit(hint, hint.get_rect(midtop=(centre, top + u * 3 // 2)))
