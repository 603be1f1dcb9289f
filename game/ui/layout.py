"""Where everything goes: a pure function of the window size (and seat count) to rectangles.

Nothing here draws or needs a display; the tests check at several sizes that no zone overlaps another and
nothing leaves the window. Sizes scale with the window (card width from the window, text from its height),
so a large or high-density window gets large cards and text instead of a small table in a corner.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from pygame import Rect

from game.ui.art.shapes import card_height
from game.ui.freeplace import free_place

MIN_SIZE = (960, 600)
#: The window opened when the desktop's size is unknown.
DEFAULT_SIZE = (1280, 800)
#: The first window takes at most this share of the desktop's width and height (room for panels and title bar).
DESKTOP_SHARE = (0.8, 0.85)
#: Height of a card relative to the window height, and the most cards that must fit across its width.
CARD_SHARE_OF_HEIGHT = 0.22
CARDS_ACROSS = 11


#: The most face-down cards the stock can hold (52 cards, two hands of five, the trump card): its zone has room
#: for the pile's full thickness.
MAX_STOCK = 41
#: How far the crosswise stock lies down the upright trump card, as a share of the card height: the trump's
#: corner index (rank over suit) stays visible above it (rule 1).
TRUMP_SHOWN = 0.45


@dataclass(frozen=True)
class Layout:
    size: tuple[int, int]
    players: int
    card_w: int
    card_h: int
    #: Base text size in pixels; headings and labels are multiples of it.
    unit: int
    margin: int
    top_bar: Rect
    score: Rect
    trump_badge: Rect
    menu_button: Rect
    #: One hand area per other seat (clockwise from the player: seat 1 first), and its name plate.
    opponents: tuple[Rect, ...]
    plates: tuple[Rect, ...]
    #: Per other seat: whether its cards stack downwards (a seat at the left or right edge) or run across.
    vertical: tuple[bool, ...]
    #: The player's own name plate, left of the hand.
    my_plate: Rect
    hand: Rect
    #: How far a selected card rises out of the hand.
    raise_px: int
    banner: Rect
    battle: Rect
    #: The face-up trump card, upright; the stock's top card lies crosswise over its lower part.
    trump: Rect
    stock: Rect
    discard: Rect
    action_button: Rect
    toast: Rect
    #: Where the coach's panel may go (game/ui/panjpar/coach_tips.py): against the banner.
    coach: Rect

    @property
    def kill_offset(self) -> tuple[int, int]:
        """Where a killing card lies relative to the attack card it beats."""
        return round(self.card_w * 0.16), round(self.card_h * 0.2)

    @property
    def stock_step(self) -> float:
        """Pixels of pile thickness per card in the stock (the pile thins as it is drawn)."""
        return _stock_step(self.card_w)

    @property
    def stock_zone(self) -> Rect:
        """The trump card and the stock at its thickest: nothing else may lie here."""
        lift = round(MAX_STOCK * self.stock_step)
        pile = Rect(self.stock.x, self.stock.y, self.stock.w + lift // 2 + 1, self.stock.h + lift + 1)
        return self.trump.union(pile)

    def seat_plate(self, seat: int) -> Rect:
        """The name plate of ``seat`` (0: the player)."""
        return self.my_plate if seat == 0 else self.plates[seat - 1]

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
        """The ``n`` cards of the ``seat_index``-th other seat (seat ``seat_index + 1`` when the player is 0)."""
        area = self.opponents[seat_index]
        if self.vertical[seat_index]:
            return _column(area, n, self.card_w, self.card_h)
        return _row(area, n, self.card_w, self.card_h, frozenset(), 0, bottom=False)

    def discard_slot(self, i: int) -> Rect:
        """The ``i``-th card on the discard heap: a slightly untidy face-down pile."""
        jitter = ((i * 37) % 9 - 4, (i * 53) % 7 - 3)
        return Rect(self.discard.x + jitter[0], self.discard.y + jitter[1], self.card_w, self.card_h)

    def stock_slot(self, remaining: int = 0) -> Rect:
        """Where a card leaving the stock starts: upright, over the middle of the crosswise top card.

        The top of the pile stays put; its thickness shows below and to the right (``remaining`` is kept for
        callers that place by pile size).
        """
        del remaining
        return Rect(0, 0, self.card_w, self.card_h).move(
            self.stock.centerx - self.card_w // 2, self.stock.centery - self.card_h // 2
        )

    def zones(self) -> dict[str, Rect]:
        """Every fixed zone by name (the tests check they neither overlap nor leave the window)."""
        named = {
            "top_bar": self.top_bar,
            "hand": self.hand,
            "my_plate": self.my_plate,
            "banner": self.banner,
            "battle": self.battle,
            "stock": self.stock_zone,
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


def _stock_step(card_w: int) -> float:
    return max(0.25, card_w / 260)


def _column(area: Rect, n: int, w: int, h: int) -> list[Rect]:
    """Backs stacked downwards from the top of ``area``, each showing a strip of the one under it."""
    if n <= 0:
        return []
    step = min(h * 0.3, (area.h - h) / max(1, n - 1))
    x = area.x + (area.w - w) // 2
    return [Rect(x, int(area.y + i * step), w, h) for i in range(n)]


def initial_window_size(desktop: tuple[int, int] | None, remembered: tuple[int, int] | None = None) -> tuple[int, int]:
    """The size of the first window: the ``remembered`` one (the size the player left it at) where it fits the
    desktop; else 16:10, as large as :data:`DESKTOP_SHARE` of the desktop allows, so that a large or high-density
    screen opens with large cards; never below :data:`MIN_SIZE`."""
    if desktop is not None and (desktop[0] <= 0 or desktop[1] <= 0):
        desktop = None  # a driver that does not know its desktop
    if remembered is not None and remembered[0] >= MIN_SIZE[0] and remembered[1] >= MIN_SIZE[1]:
        if desktop is None:
            return remembered
        return (max(MIN_SIZE[0], min(remembered[0], desktop[0])), max(MIN_SIZE[1], min(remembered[1], desktop[1])))
    if desktop is None:
        return DEFAULT_SIZE
    width = desktop[0] * DESKTOP_SHARE[0]
    height = desktop[1] * DESKTOP_SHARE[1]
    width, height = min(width, height * 1.6), min(height, width / 1.6)
    return max(MIN_SIZE[0], round(width)), max(MIN_SIZE[1], round(height))


def card_width_for(size: tuple[int, int]) -> int:
    """The card width for a window: large and readable, an even number so that sizes repeat (and cache)."""
    w, h = size
    height = min(h * CARD_SHARE_OF_HEIGHT, w / CARDS_ACROSS * 1.4)
    return max(40, int(height / 1.4) // 2 * 2)


def _stock_rects(x: int, centery: int, cw: int, ch: int) -> tuple[Rect, Rect]:
    """The upright trump card and the crosswise stock over it, the pair's left edge at ``x``."""
    trump = Rect(x + (ch - cw) // 2, 0, cw, ch)
    stock = Rect(x, 0, ch, cw)
    height = round(ch * TRUMP_SHOWN) + cw
    trump.y = centery - height // 2
    stock.y = trump.y + round(ch * TRUMP_SHOWN)
    return trump, stock


@lru_cache(maxsize=32)
def compute_layout(size: tuple[int, int], players: int = 2) -> Layout:
    """The layout of the table for a window of ``size`` (clamped to :data:`MIN_SIZE`) and ``players`` seats.

    Two players: the opponent across the table. Three: seat 1 at the left edge, seat 2 at the right. Four:
    left, top and right, clockwise from the player (seat 1 sits at the player's left, as rule 1 deals).
    """
    if players not in (2, 3, 4):
        raise ValueError(f"a table seats 2 to 4 players, not {players}")
    w, h = max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1])
    cw = card_width_for((w, h))
    ch = card_height(cw)
    unit = max(14, round(h / 40))
    m = max(8, round(unit * 0.6))
    tb = round(unit * 2.3)
    top_bar = Rect(0, 0, w, tb)
    menu_button = Rect(w - m * 2 - unit * 6, round(tb * 0.15), unit * 6, round(tb * 0.7))
    trump_badge = Rect(0, 0, unit * 10, tb)
    trump_badge.centerx = w // 2
    score = Rect(m * 2, 0, trump_badge.x - m * 4, tb)

    plate_w = round(cw * 1.7)
    plate_h = max(round(ch * 0.62), round(unit * 4.8))
    raise_px = round(ch * 0.16)
    action_w = round(cw * 1.6)
    action_button = Rect(w - m * 3 - action_w, 0, action_w, round(unit * 2.6))
    action_button.centery = h - m - ch // 2
    hand_top = h - m - ch - raise_px
    my_plate = Rect(m * 2, h - m - plate_h, plate_w, plate_h)
    hand_x = max(round(w * 0.13), my_plate.right + m * 2)
    hand = Rect(hand_x, hand_top, action_button.x - 2 * m - hand_x, ch + raise_px)
    mid_bottom = hand_top - m

    opponents: list[Rect] = []
    plates: list[Rect] = []
    vertical: list[bool] = []
    left, right = 0, w  # the middle of the table between the side seats
    top_seat = players in (2, 4)
    if players > 2:
        side_w = round(cw * 1.3)  # narrower plates at the edges leave the battle room
        for side in (0, 1):
            plate = Rect(m * 2 if side == 0 else w - m * 2 - side_w, tb + m, side_w, plate_h)
            area = Rect(0, plate.bottom + m, cw, mid_bottom - plate.bottom - m)
            area.centerx = plate.centerx
            opponents.append(area)
            plates.append(plate)
            vertical.append(True)
        left, right = plates[0].right + m, plates[1].x - m
    if top_seat:
        span = right - left
        area = Rect(0, tb + m, min(round(w * 0.4), span - plate_w - 6 * m), ch)
        area.centerx = left + span // 2 + plate_w // 2
        plate = Rect(area.x - m - plate_w, tb + m + round(ch * 0.19), plate_w, plate_h)
        # The top seat comes between the left seat (1) and the right one (3).
        opponents.insert(1 if players == 4 else 0, area)
        plates.insert(1 if players == 4 else 0, plate)
        vertical.insert(1 if players == 4 else 0, False)

    mid_top = (tb + m + ch + m) if top_seat else tb + m
    banner = Rect(0, mid_top, right - left - 2 * m, round(unit * 2.2))
    banner.centerx = (left + right) // 2
    centery = (banner.bottom + mid_bottom) // 2
    trump, stock = _stock_rects(left + m * 2, centery, cw, ch)
    discard = Rect(right - m * 2 - cw - 8, 0, cw + 8, ch + 6)
    discard.centery = centery
    lift = round(MAX_STOCK * _stock_step(cw))
    battle = Rect(stock.right + lift // 2 + m * 3, banner.bottom + m // 2, 0, 0)
    battle.w = discard.x - m * 3 - battle.x
    battle.h = mid_bottom - battle.y
    stock_zone = trump.union(Rect(stock.x, stock.y, stock.w + lift // 2 + 1, stock.h + lift + 1))
    dy = round(ch * 0.2)  # the kill offset: a killing card lies this far below the card it beats
    fights = Rect(battle.x, battle.centery - (ch + dy) // 2, battle.w, ch + dy)
    coach = _coach_area(top_bar, banner, m, opponents, vertical, fights)
    keep_clear = [top_bar, *opponents, *plates, my_plate, hand, banner, action_button, discard, stock_zone, fights]
    keep_clear.append(coach)
    toast = free_place(
        Rect(0, 0, w, h), (round(w * 0.5), round(unit * 2.1)), keep_clear, battle.center, m // 2, unit * 16
    )
    return Layout(
        size=(w, h),
        players=players,
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
        vertical=tuple(vertical),
        my_plate=my_plate,
        hand=hand,
        raise_px=raise_px,
        banner=banner,
        battle=battle,
        trump=trump,
        stock=stock,
        discard=discard,
        action_button=action_button,
        toast=toast,
        coach=coach,
    )


def _coach_area(top_bar: Rect, banner: Rect, m: int, opponents: list[Rect], vertical: list[bool], fights: Rect) -> Rect:
    """Where the first-game coach's panel may go: by the banner, above it over the top seat's cards (two and four
    players), else below it down to the battle's cards (three players); never over the hand, the battle or a
    plate."""
    tops = [area for area, down in zip(opponents, vertical, strict=True) if not down]
    if tops:
        y = top_bar.bottom + m // 2
        return Rect(tops[0].x, y, tops[0].w, banner.top - m // 2 - y)
    y = banner.bottom + m // 2
    return Rect(fights.x, y, fights.w, fights.top - m // 2 - y)
