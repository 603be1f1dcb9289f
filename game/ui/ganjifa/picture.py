"""What a Ganjifa table draws each frame, from its presenter's state: the felt and header, the plates, piles, pot
and stakes, the cards, the banner and the line over the hand, the choice buttons, and over them the pack's
legend, the last trick, or the name of the card pointed at."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from game.ganjifa.cards import SUITS
from game.ui.ganjifa.board import RoundBoard
from game.ui.ganjifa.cardnames import card_label
from game.ui.ganjifa.draw import RoundDrawer
from game.ui.ganjifa.gestures import HandGestures
from game.ui.ganjifa.lasttrick import LastTrick, draw_last_trick, place_name_under
from game.ui.ganjifa.layout import RoundLayout
from game.ui.ganjifa.legend import draw_legend
from game.ui.ganjifa.model import Adapter, TableModel, turned_trick
from game.ui.presenter import TableHost
from game.ui.widgets import INK_DIM, Button


class ShownTable(Protocol):
    """What the picture reads of a Ganjifa table's presenter."""

    host: TableHost
    adapter: Adapter[Any]
    drawer: RoundDrawer
    board: RoundBoard
    gestures: HandGestures
    model: TableModel
    view: Any
    score_line: str
    legend: bool
    last: LastTrick

    @property
    def layout(self) -> RoundLayout: ...

    def my_turn(self) -> bool: ...

    def choice_buttons(self) -> list[Button]: ...

    def placed(self, model: TableModel) -> TableModel: ...

    def place_name(self, place: int) -> str: ...


def draw_table(table: ShownTable, surface: pygame.Surface) -> None:
    """The whole table, the player at the screen at the bottom."""
    layout, host, drawer, gestures = table.layout, table.host, table.drawer, table.gestures
    model = table.placed(table.model)
    drawer.felt(surface, layout, table.score_line, host.tools_left)
    if table.view is not None:
        drawer.notes(surface, layout, table.adapter.notes(table.view))
    for place in range(host.players):
        plate = model.plates[place] if place < len(model.plates) else None
        if plate is not None:
            seat = (place + host.me) % host.players
            drawer.plate(surface, layout.plates[place], host.seat_name(seat), plate, layout.unit)
    drawer.piles(surface, layout, model.tricks)
    if model.pot is not None:
        drawer.pot(surface, layout, model.pot)
    drawer.stakes(surface, layout, model.stakes)
    drawer.sprites(surface, table.board, model, gestures.focus, table.my_turn(), gestures.hinted)
    _name_the_plays(table, surface, model)
    drawer.flying_chips(surface, table.board)
    hint, banner = layout.over_hand(len(model.hands[0]) if model.hands else 0)
    drawer.banner(surface, layout, banner, model.banner, model.mine)
    # The line over the hand once the cards have landed (komi's score said while her cards were still flying).
    words = "" if table.board.busy else model.hint or gestures.forced_line()
    drawer.hint(surface, layout, hint, words)
    drawer.choices(surface, table.choice_buttons(), host.ctx.pointer)
    if table.legend:
        view = table.view
        mughal, values = (table.adapter.mughal(view), table.adapter.values_note(view)) if view else (False, "")
        in_play = table.adapter.suits_in_play(view) if view else frozenset(range(SUITS))
        draw_legend(surface, host.ctx.art, host.ctx.text, layout, mughal, values, in_play)
    elif table.last.open and table.last.trick is not None:
        placed = turned_trick(table.last.trick, host.me, host.players)  # by place, as the layout's spots are
        draw_last_trick(surface, host.ctx.art, host.ctx.text, layout, placed, table.place_name, 0)
    elif gestures.drag is None:  # over the hand's line of words, the banner and the choice buttons, never on them
        lines = (hint if words else None, banner if model.banner else None)  # review 11: it hid the banner's rule
        above = [rect for rect in (*lines, *(b.rect for b in table.choice_buttons())) if rect]
        name_pointed_at(table, surface, host.ctx.pointer, above[0].unionall(above[1:]) if above else None)


def _name_the_plays(table: ShownTable, surface: pygame.Surface, model: TableModel) -> None:
    """Under each play on the table once it has landed, who played it (review 9: nothing on the table said who
    had played which card)."""
    layout, board, text = table.layout, table.board, table.host.ctx.text
    plays: dict[int, list[int]] = {}
    for place, card in model.table:
        plays.setdefault(place, []).append(card)
    places = {place: [layout.spot(place, index) for index in range(len(cards))] for place, cards in plays.items()}
    for place, cards in plays.items():
        sprites = [board.sprites.get(("card", card)) for card in cards]
        if any(sprite is None or sprite.moving for sprite in sprites):
            continue
        spots = places[place]
        under = spots[0].unionall(spots[1:])
        name, at = place_name_under(text, table.place_name(place), under, layout.unit, INK_DIM)
        if at.colliderect(layout.banner):  # the banner's words come first: the name goes over the cards (review 14)
            at = name.get_rect(center=(under.centerx, under.top - round(layout.unit * 0.6)))
            others = [spot for other, rects in places.items() if other != place for spot in rects]
            if at.collidelist(others) >= 0:
                continue
        if not at.colliderect(layout.banner):
            surface.blit(name, at)


def name_pointed_at(
    table: ShownTable, surface: pygame.Surface, pointer: tuple[int, int] | None, words: pygame.Rect | None = None
) -> None:
    """The name of the face-up card under the pointer, else of the card the keyboard focuses, over that card
    (and over ``words``, the line of words over the hand, rather than on it)."""
    gestures, board = table.gestures, table.board
    hovering = pointer is not None and pointer != gestures.quiet_at
    card = gestures.card_at(pointer, hand_only=False) if hovering and pointer is not None else None
    if card is None:
        card = gestures.focus
    sprite = board.sprites.get(("card", card)) if card is not None else None
    if card is None or sprite is None or sprite.moving:  # a card still flying or turning is named once it lands
        return
    x, y = sprite.position()
    hand = table.model.hands[table.host.me] if table.model.hands else ()
    if card in hand:  # over the hand's back row: a front-row card's name would hide a number behind it
        tops = [board.sprites[("card", c)].position()[1] for c in hand if ("card", c) in board.sprites]
        y = min([y, *tops])
    at = (round(x + sprite.size / 2), round(y))
    table.drawer.card_label(surface, table.layout, at, card_label(card), words)
