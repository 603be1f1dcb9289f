"""Where everything goes: a pure function of the window size (and seat count) to rectangles.

Nothing here draws or needs a display; the tests check at several sizes that no zone overlaps another and
nothing leaves the window. Sizes scale with the window (card width from the window, text from its height),
so a large or high-density window gets large cards and text instead of a small table in a corner.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from pygame import Rect

from game.ui.cardart import card_height

MIN_SIZE = (960, 600)
#: Height of a card relative to the window height, and the most cards that must fit across its width.
CARD_SHARE_OF_HEIGHT = 0.22
CARDS_ACROSS = 11


@dataclass(frozen=True)
class Layout:
    size: tuple[int, int]
    card_w: int
    card_h: int
    #: Base text size in pixels; headings and labels are multiples of it.
    unit: int
    margin: int
    top_bar: Rect
    score: Rect
    trump_badge: Rect
    menu_button: Rect
    #: One hand area per other seat (clockwise from the left of the player), and its name plate.
    opponents: tuple[Rect, ...]
    plates: tuple[Rect, ...]
    hand: Rect
    #: How far a selected card rises out of the hand.
    raise_px: int
    banner: Rect
    battle: Rect
    trump: Rect
    stock: Rect
    discard: Rect
    action_button: Rect
    toast: Rect

    @property
    def kill_offset(self) -> tuple[int, int]:
        """Where a killing card lies relative to the attack card it beats."""
        return round(self.card_w * 0.16), round(self.card_h * 0.2)

    @property
    def stock_step(self) -> float:
        """Pixels of pile height per card in the stock (the pile thins as it is drawn)."""
        return max(0.25, self.card_w / 260)

    def battle_slots(self, n: int) -> list[Rect]:
        """The rectangles of ``n`` attack cards, side by side in the middle of the battle area."""
        if n <= 0:
            return []
        dx, dy = self.kill_offset
        step = min(self.card_w + dx + self.margin, (self.battle.w - self.card_w - dx) / max(1, n - 1))
        total = step * (n - 1) + self.card_w + dx
        x0 = self.battle.x + (self.battle.w - total) / 2
        y = self.battle.centery - (self.card_h + dy) // 2
        return [Rect(int(x0 + i * step), y, self.card_w, self.card_h) for i in range(n)]

    def kill_slot(self, attack_slot: Rect) -> Rect:
        dx, dy = self.kill_offset
        return attack_slot.move(dx, dy)

    def hand_slots(self, n: int, raised: frozenset[int] = frozenset()) -> list[Rect]:
        """The player's ``n`` cards fanned along the bottom; indices in ``raised`` stand out of the hand."""
        return _row(self.hand, n, self.card_w, self.card_h, raised, self.raise_px, bottom=True)

    def opponent_slots(self, seat_index: int, n: int) -> list[Rect]:
        return _row(self.opponents[seat_index], n, self.card_w, self.card_h, frozenset(), 0, bottom=False)

    def discard_slot(self, i: int) -> Rect:
        """The ``i``-th card on the discard heap: a slightly untidy face-down pile."""
        jitter = ((i * 37) % 9 - 4, (i * 53) % 7 - 3)
        return Rect(self.discard.x + jitter[0], self.discard.y + jitter[1], self.card_w, self.card_h)

    def stock_slot(self, remaining: int) -> Rect:
        """The top card of a stock of ``remaining`` cards (the pile rises up and to the left as it grows)."""
        lift = round(remaining * self.stock_step)
        return self.stock.move(-lift // 2, -lift)

    def zones(self) -> dict[str, Rect]:
        """Every fixed zone by name (the tests check they neither overlap nor leave the window)."""
        named = {
            "top_bar": self.top_bar,
            "hand": self.hand,
            "banner": self.banner,
            "battle": self.battle,
            "stock": self.trump.union(self.stock),
            "discard": self.discard,
            "action_button": self.action_button,
        }
        for i, (area, plate) in enumerate(zip(self.opponents, self.plates, strict=True)):
            named[f"opponent{i}"] = area
            named[f"plate{i}"] = plate
        return named


def _row(area: Rect, n: int, w: int, h: int, raised: frozenset[int], lift: int, bottom: bool) -> list[Rect]:
    if n <= 0:
        return []
    step = min(w * 1.06, (area.w - w) / max(1, n - 1))
    total = step * (n - 1) + w
    x0 = area.x + (area.w - total) / 2
    y = area.bottom - h if bottom else area.y
    return [Rect(int(x0 + i * step), y - (lift if i in raised else 0), w, h) for i in range(n)]


def card_width_for(size: tuple[int, int]) -> int:
    """The card width for a window: large and readable, an even number so that sizes repeat (and cache)."""
    w, h = size
    height = min(h * CARD_SHARE_OF_HEIGHT, w / CARDS_ACROSS * 1.4)
    return max(40, int(height / 1.4) // 2 * 2)


@lru_cache(maxsize=16)
def compute_layout(size: tuple[int, int], players: int = 2) -> Layout:
    """The layout of the table for a window of ``size`` (clamped to :data:`MIN_SIZE`) and ``players`` seats."""
    w, h = max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1])
    cw = card_width_for((w, h))
    ch = card_height(cw)
    unit = max(14, round(h / 40))
    m = max(8, round(unit * 0.6))
    tb = round(unit * 2.3)
    top_bar = Rect(0, 0, w, tb)
    score = Rect(m * 2, 0, round(w * 0.34), tb)
    menu_button = Rect(w - m * 2 - unit * 6, round(tb * 0.15), unit * 6, round(tb * 0.7))
    trump_badge = Rect(0, 0, unit * 10, tb)
    trump_badge.centerx = w // 2

    others = max(1, players - 1)
    opp_y = tb + m
    opp_w = round(w * 0.4 / others) if others > 1 else round(w * 0.4)
    plate_w = round(cw * 1.7)
    opponents: list[Rect] = []
    plates: list[Rect] = []
    span = w - 2 * m
    for i in range(others):
        cx = round(m + span * (i + 0.5) / others) + (plate_w // 2 if others == 1 else 0)
        area = Rect(0, opp_y, min(opp_w, round(span / others) - plate_w - 3 * m), ch)
        area.centerx = cx
        opponents.append(area)
        plate = Rect(area.x - m - plate_w, opp_y + round(ch * 0.2), plate_w, round(ch * 0.6))
        plates.append(plate)

    raise_px = round(ch * 0.16)
    action_w = round(cw * 1.6)
    action_button = Rect(w - m * 3 - action_w, 0, action_w, round(unit * 2.6))
    hand_top = h - m - ch - raise_px
    hand_x = round(w * 0.13)
    hand = Rect(hand_x, hand_top, action_button.x - 2 * m - hand_x, ch + raise_px)
    action_button.centery = h - m - ch // 2

    mid_top = opp_y + ch + m
    mid_bottom = hand_top - m
    banner = Rect(round(w * 0.2), mid_top, round(w * 0.6), round(unit * 2.2))
    trump = Rect(m * 3, 0, ch, cw)
    stock = Rect(trump.x + round(ch * 0.42), 0, cw, ch)
    stock.centery = (banner.bottom + mid_bottom) // 2 + round(ch * 0.05)
    trump.centery = stock.centery
    discard = Rect(w - m * 3 - cw - 8, 0, cw + 8, ch + 6)
    discard.centery = stock.centery
    battle = Rect(stock.right + m * 3, banner.bottom + m // 2, 0, 0)
    battle.w = discard.x - m * 3 - battle.x
    battle.h = mid_bottom - battle.y
    toast = Rect(0, 0, round(w * 0.5), round(unit * 2.4))
    toast.center = (w // 2, battle.centery)
    return Layout(
        size=(w, h),
        card_w=cw,
        card_h=ch,
        unit=unit,
        margin=m,
        top_bar=top_bar,
        score=score,
        trump_badge=trump_badge,
        menu_button=menu_button,
        opponents=tuple(opponents),
        plates=tuple(plates),
        hand=hand,
        raise_px=raise_px,
        banner=banner,
        battle=battle,
        trump=trump,
        stock=stock,
        discard=discard,
        action_button=action_button,
        toast=toast,
    )
