"""The round board of the replay viewer: every hand face up. The other seats' hands lie in rows by their plates,
small, each card's rank badge in sight (as the player's own hand at the bottom), so that a card played glides from
where it lay in its hand to the table."""

from __future__ import annotations

from pygame import Rect

from game.ui.ganjifa.board import Key, RoundBoard
from game.ui.ganjifa.layout import RoundLayout, row_slots
from game.ui.ganjifa.model import TableModel

#: The least step between two cards of a row (a share of the card) that leaves each rank badge in sight; each row
#: lies half a card lower than the one behind it, in front of it.
COLUMN_STEP = 0.6
ROW_STEP = 0.5
#: The sizes an open hand's cards may have, as shares of the fans' small card (largest first): a few, so that
#: the art drawn for them stays few as hands shrink.
SIZES = (1.0, 0.86, 0.74, 0.64, 0.56)


def open_hand_area(layout: RoundLayout, seat: int) -> Rect:
    """Where another seat's open hand may lie: from the top of its hand area down, wider than its plate; a seat
    near the top of the table spreads wide and shallow, to keep clear of the cards played in the middle. The seat
    straight across the table may spread across the whole table, between the other seats' plates (one shallow row
    of cards the size of a fan's, not a strip of crumbs); a seat near the top that lies wholly beside the middle
    may reach as deep as a seat lower down, clear of the cards played and above any plate below it."""
    w, h = layout.size
    hand, small, unit = layout.hands[seat], layout.small, layout.unit
    top_seat = layout.anchors[seat][1] < layout.centre.top
    across = abs(hand.centerx - w / 2) < unit
    width = round(min(w * 0.46, hand.w * 2.4)) if top_seat else hand.w + small
    if across:
        width = w - unit
    depth = round(small * 1.7) if top_seat else round(small * 3.6)
    area = Rect(0, hand.y, width, depth)
    area.centerx = hand.centerx
    area = area.clamp(Rect(unit // 2, 0, w - unit, h))
    others = [other for other in range(1, layout.players) if other != seat]
    if across:  # between the plates and hands of the seats beside it
        for other in others:
            for rect in (layout.plates[other], layout.hands[other]):
                block = rect.inflate(unit, unit)
                if area.colliderect(block):
                    if block.centerx > hand.centerx:
                        area.width = block.left - area.left
                    else:
                        area.width, area.left = area.right - block.right, block.right
    spot = layout.spot(seat, 1).union(layout.spot(seat, 0)).inflate(unit, unit)
    if area.colliderect(spot):  # keep clear of the seat's own cards on the table: beside them, or above them
        if spot.centerx > hand.right and spot.left - area.left >= 2 * small:
            area.width = spot.left - area.left
        elif spot.centerx < hand.left and area.right - spot.right >= 2 * small:
            area.width, area.left = area.right - spot.right, spot.right
        else:
            area.height = max(small, spot.top - area.top)
    deep = Rect(area.x, area.y, area.w, round(small * 3.6))
    played = [layout.spot(other, n).inflate(unit, unit) for other in range(layout.players) for n in (0, 1)]
    if top_seat and not across and deep.collidelist(played + list(layout.piles)) < 0:
        for other in others:
            block = layout.plates[other].inflate(unit, unit)
            if deep.colliderect(block) and block.top > deep.top:
                deep.height = block.top - deep.top
        area.height = max(area.height, deep.height)
    return area


def open_hand_slots(layout: RoundLayout, seat: int, count: int) -> list[Rect]:
    """The places of another seat's ``count`` cards face up: rows in :func:`open_hand_area`, the cards of the
    largest of :data:`SIZES` the area holds (the smallest, overflowing it, when none does)."""
    if count <= 0:
        return []
    area = open_hand_area(layout, seat)
    for share in SIZES:
        size = max(16, round(layout.small * share))
        per_row = max(1, int((area.w - size) // (size * COLUMN_STEP)) + 1)
        rows = -(-count // per_row)
        if size + (rows - 1) * size * ROW_STEP <= area.h:
            break
    return row_slots(area, count, -(-count // rows), size, lambda row: area.y + round(row * size * ROW_STEP))


class OpenBoard(RoundBoard):
    """A :class:`RoundBoard` that lays every seat's known cards face up: the bottom seat's as the player's hand,
    the others' by :func:`open_hand_slots`."""

    def places(self, model: TableModel) -> dict[Key, tuple[Rect, int | None, int]]:
        places = super().places(model)
        for seat, hand in enumerate(model.hands):
            if seat == self.me:
                continue
            cards = [card for card in hand if card is not None]
            for rect, card in zip(open_hand_slots(self.layout, seat, len(cards)), cards, strict=True):
                places[("card", card)] = (rect, card, 2)
        return places
