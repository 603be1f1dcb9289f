"""Where things go at a Ganjifa table: a pure function of the window size and the seat count.

The player sits at the bottom; the other seats follow in the order of play around an ellipse, counter-clockwise
(as the seed deals): the next seat at the right, then across the top, then the left. Each seat has its name
plate, its hand (the player's fanned across the bottom, the others' small face-down fans by their plates), its
pile of tricks and, in the middle, the place where its played card lies.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from pygame import Rect

from game.ui.freeplace import free_place

#: The least overlap step (a share of the card) that leaves each card's rank badge in sight, and the most rows a
#: hand is laid in to keep it (each row half a card above the one in front of it).
ROW_STEP = 0.6
MAX_ROWS = 3
#: The smallest a hand's cards become to lie in two rows rather than three, as a share of their size.
SMALLEST_TWO_ROWS = 0.7
#: The most of the window's height the player's hand takes, its rows and all.
HAND_HEIGHT = 0.235
#: How far a back row rises over the front row, in card diameters, when the hand is laid in two rows: at least
#: this, and up to :data:`MOST_RISE` where the hand's height allows (review 7: half-hidden back rows at 1024x640).
TWO_ROW_RISE = 0.62
MOST_RISE = 0.8
#: The most cards a Ganjifa hand holds (ekrang for three: the whole pack, 32 each).
MOST_IN_HAND = 32


@dataclass(frozen=True)
class RoundLayout:
    size: tuple[int, int]
    players: int
    #: The diameter of a card in the player's hand, on the table, and in the others' fans.
    card: int
    small: int
    unit: int
    top_bar: Rect
    menu_button: Rect
    toast: Rect
    banner: Rect
    #: The middle of the table: played cards, the pot.
    centre: Rect
    #: Per seat: its anchor (middle of its place), plate, hand area, trick pile, and where its played card lies.
    anchors: tuple[tuple[int, int], ...]
    plates: tuple[Rect, ...]
    hands: tuple[Rect, ...]
    piles: tuple[Rect, ...]
    spots: tuple[tuple[int, int], ...]
    #: Per seat, the middle of the chips it has staked (between its card's spot and its plate).
    stakes: tuple[tuple[int, int], ...]
    #: The buttons row (komi's stakes and bets) and the hint line above the player's hand.
    choices: Rect
    hint: Rect
    #: Where the first-game coach's panel may go (game/ui/ganjifa/coach_tips.py).
    coach: Rect

    def hand_slots(self, n: int, lifted: frozenset[int] = frozenset(), groups: Sequence[int] = ()) -> list[Rect]:
        """The player's ``n`` cards, fanned across her hand area, overlapping when they must (``lifted``:
        the indices raised out of the hand). ``groups``: the sizes of the runs of cards that belong together (a
        hand sorted by suit): a row then starts with a run where the rows allow it, so each suit reads as one."""
        area = self.hands[0]
        d = self.card
        if n == 0:
            return []
        rows = rows_needed(area.w, n, d)
        tallest = round(self.size[1] * HAND_HEIGHT)
        whole: list[int] | None = None
        if rows > 2:
            # Two rows of smaller cards read better than three overlapping ones (reviewers at 1024x640): two if
            # the cards keep SMALLEST_TWO_ROWS of their size; else three rows, no taller than the hand may be. The
            # rows split between runs (each suit in one row, review 14) where the cards still keep that much.
            whole = two_whole_rows(groups) if sum(groups) == n else None
            two = math.floor(area.w / (1 + ROW_STEP * (-(-n // 2) - 1)))
            if whole is not None:  # kept only when not lopsided and the cards keep their share of size
                two_whole = math.floor(area.w / (1 + ROW_STEP * (max(whole) - 1)))
                if min(whole) * 3 >= max(whole) and two_whole >= d * SMALLEST_TWO_ROWS:
                    two = two_whole
                else:
                    whole = None
            if two >= d * SMALLEST_TWO_ROWS:
                d = min(d, two)
            elif d * (1 + (rows - 1) * 0.5) > tallest:
                d = min(d, tallest // 2)
            rows = 2 if whole else rows_needed(area.w, n, d)
        lift = round(d * 0.22)
        counts = whole or even_rows(n, -(-n // rows))
        if whole is None and len(counts) > 1 and sum(groups) == n:
            widest = 1 + int((area.w - d) / (d * ROW_STEP))  # the most cards a row holds with every badge in sight
            grouped = grouped_rows(groups, len(counts), widest)
            if grouped and min(grouped) * 3 >= max(grouped):  # not 13 cards over 1: a lopsided hand reads worse
                counts = grouped
        # Each row rises over the one in front of it by half a card; two rows by more where the hand's height
        # allows, so a back-row card shows its emblem and most of its pips too.
        room = tallest / d - 1  # the rise the hand's height allows
        rise = min(MOST_RISE, room) if len(counts) == 2 and room >= TWO_ROW_RISE else 0.5
        slots = rows_of(area, counts, d, lambda row: area.bottom - d - round((len(counts) - 1 - row) * d * rise))
        for index in lifted:
            if index < n:
                slots[index].y -= lift
        return slots

    def over_hand(self, n: int) -> tuple[Rect, Rect]:
        """The hint line and the banner over a hand of ``n`` cards: the hint just above its top row, the
        banner above the hint (both where :attr:`hint` and :attr:`banner` are while the hand fits in one row)."""
        slots = self.hand_slots(n)
        top = min((slot.top for slot in slots), default=self.hint.bottom)
        hint = Rect(self.hint)
        hint.bottom = min(hint.bottom, top - max(2, self.unit // 6))
        banner = Rect(self.banner)
        banner.bottom = min(banner.bottom, hint.top - max(2, self.unit // 4))
        return hint, banner

    def fan_slots(self, seat: int, n: int) -> list[Rect]:
        """Another seat's ``n`` cards, small and overlapping, in its hand area."""
        area = self.hands[seat]
        s = self.small
        if n == 0:
            return []
        step = min(s * 0.35, (area.w - s) / max(1, n - 1)) if n > 1 else 0.0
        left = area.centerx - (s + step * (n - 1)) / 2
        return [Rect(round(left + i * step), area.centery - s // 2, s, s) for i in range(n)]

    def shown_slots(self, seat: int, n: int) -> list[Rect]:
        """Another seat's ``n`` cards face up (a luck round's hand, the cards left when a game ends): side by side
        when they fit its hand area (a third larger if its width allows), else overlapping in rows that leave each
        card's number in sight, the rows going towards the middle of the table."""
        area, s = self.hands[seat], self.small
        if n * s <= area.w:  # a few cards: a third larger where the width allows and the result box has room
            larger = round(s * 1.3) if self.players <= 4 else s  # (five or six seats: the box needs the middle)
            big = max(s, min(self.card, larger, area.w // max(1, n)))
            return [Rect(area.centerx - n * big // 2 + i * big, area.y, big, big) for i in range(n)]
        step = max(1, round(s * 0.7))
        per_row = max(1, (area.w - s) // step + 1)
        down = round(s * 0.8) if area.centery < self.size[1] // 2 else -round(s * 0.8)
        slots = []
        for i in range(n):
            row, col = divmod(i, per_row)
            count = min(per_row, n - row * per_row)
            left = area.centerx - (s + step * (count - 1)) // 2
            slots.append(Rect(left + col * step, area.y + row * down, s, s))
        return slots

    def spot(self, seat: int, index: int = 0) -> Rect:
        """Where ``seat``'s ``index``-th card on the table lies (a second card of a play beside the first)."""
        x, y = self.spots[seat]
        d = self.card
        return Rect(round(x - d / 2 + index * d * 0.55), round(y - d / 2 + index * d * 0.12), d, d)


def _clear_spot(
    middle: tuple[float, float], offset: tuple[float, float], card: int, seat_rects: list[Rect]
) -> tuple[int, int]:
    """The point ``offset`` from ``middle``, drawn in towards it until a card there covers none of ``seat_rects``
    (its plate and hand: large cards in a short window would touch the top seat's fan)."""
    for step in range(10, 4, -1):
        f = step / 10
        point = (round(middle[0] + offset[0] * f), round(middle[1] + offset[1] * f))
        box = Rect(0, 0, card, card)
        box.center = point
        if box.collidelist(seat_rects) < 0:
            return point
    return point


def stake_footprint(x: int, y: int, unit: int) -> Rect:
    """What a seat's staked chips cover around their middle: a short stack and the number beside it."""
    return Rect(round(x - unit * 1.3), round(y - unit * 1.6), round(unit * 2.8), round(unit * 2.4))


def _stake_spot(spot: tuple[int, int], plate: Rect, keep_clear: list[Rect], unit: int) -> tuple[int, int]:
    """The point from ``spot`` towards ``plate`` (at most halfway) nearest the plate whose chips cover nothing in
    ``keep_clear`` (the plates, the hands, the banner, the buttons and the hint line)."""
    x, y = spot
    for step in range(10, -1, -1):
        f = step / 20
        point = (round(x + (plate.centerx - x) * f), round(y + (plate.centery - y) * f))
        if stake_footprint(*point, unit).collidelist(keep_clear) < 0:
            return point
    return spot


def _player_stake_spot(plate: Rect, keep_clear: list[Rect], unit: int, size: tuple[int, int]) -> tuple[int, int] | None:
    """The player's stake just above her plate in the corner, as each bot's stake lies by its own; ``None`` when
    the chips there would cover something (the line over her hand, at a short window) or leave the window."""
    window = Rect(0, 0, *size)
    point = (plate.centerx, plate.top - round(unit * 0.9))
    footprint = stake_footprint(*point, unit)
    return point if window.contains(footprint) and footprint.collidelist(keep_clear) < 0 else None


def rows_needed(width: int, n: int, d: int) -> int:
    """How many rows ``n`` cards of diameter ``d`` take across ``width``: one while each card shows its rank badge
    (at its top, in the middle); else two or three, the lower in front (a hand of 32 cards still shows every rank)."""
    rows = 1
    while rows < MAX_ROWS and -(-n // rows) > 1 and (width - d) / (-(-n // rows) - 1) < d * ROW_STEP:
        rows += 1
    return rows


def grouped_rows(groups: Sequence[int], rows: int, widest: int) -> list[int] | None:
    """How many cards each of at most ``rows`` rows of at most ``widest`` holds, the runs ``groups`` kept whole in
    a row where the rows allow it: each run follows the one before in its row if it fits there, else starts the
    next row (a run longer than a row fills rows of its own). When whole runs take too many rows, the rows are
    filled up in order (splitting fewer runs than even rows would); ``None`` if even that takes too many."""
    counts: list[int] = []
    for size in groups:
        left = size
        if counts and counts[-1] + left <= widest:
            counts[-1] += left
            continue
        while left > 0:
            counts.append(min(left, widest))
            left -= counts[-1]
    if len(counts) <= rows:
        return counts
    filled = even_rows(sum(groups), widest)
    return filled if len(filled) <= rows else None


def two_whole_rows(groups: Sequence[int]) -> list[int] | None:
    """How many cards each of two rows holds when the runs ``groups`` stay whole, the longer row as short as it can
    be; ``None`` for fewer than two runs."""
    total = sum(groups)
    ends = list(itertools.accumulate(groups))[:-1]
    if not ends:
        return None
    front = min(ends, key=lambda end: max(end, total - end))
    return [front, total - front]


def rows_of(area: Rect, counts: Sequence[int], size: int, row_top: Callable[[int], int]) -> list[Rect]:
    """Rows of cards of ``size``, ``counts[row]`` in each, each row centred across ``area``, its cards overlapping
    when they must; ``row_top(row)`` places each row."""
    slots: list[Rect] = []
    for row, count in enumerate(counts):
        step = min(size * 0.92, (area.w - size) / max(1, count - 1)) if count > 1 else 0.0
        left = area.centerx - (size + step * (count - 1)) / 2
        top = row_top(row)
        slots.extend(Rect(round(left + i * step), top, size, size) for i in range(count))
    return slots


def even_rows(n: int, per_row: int) -> list[int]:
    """How many of ``n`` cards each row holds, rows of ``per_row`` and the last one the rest."""
    return [min(per_row, n - start) for start in range(0, n, per_row)]


def row_slots(area: Rect, n: int, per_row: int, size: int, row_top: Callable[[int], int]) -> list[Rect]:
    """``n`` cards of ``size`` in rows of at most ``per_row``, each row centred across ``area``, its cards
    overlapping when they must; ``row_top(row)`` places each row."""
    return rows_of(area, even_rows(n, per_row), size, row_top)


def seat_angle(seat: int, players: int) -> float:
    """The seat's angle on screen (radians, y down): the player at the bottom, then counter-clockwise."""
    return math.pi / 2 - seat * 2 * math.pi / players


@lru_cache(maxsize=32)
def round_layout(size: tuple[int, int], players: int) -> RoundLayout:
    w, h = size
    unit = max(14, round(h / 40))
    m = max(8, round(unit * 0.6))
    bar_h = round(unit * 2.3)
    top_bar = Rect(0, 0, w, bar_h)
    menu_button = Rect(w - m * 2 - unit * 6, round(bar_h * 0.15), unit * 6, round(bar_h * 0.7))
    # The cards grow a little faster than the window past 640 rows: a large window shows them larger, not lost
    # in cloth (at 1024x640 as before, 74; 1280x800, 98; 1920x1080, 146).
    grow = min(max((h - 640) / 440, 0.0), 1.0)
    card = max(44, round(min(w / 13, h * (0.115 + 0.02 * grow))))
    small = max(30, round(card * 0.62))
    hint = Rect(m, h - m - card - round(card * 0.22) - round(unit * 1.6), w - 2 * m, round(unit * 1.4))
    choices = Rect(w // 2 - unit * 20, hint.y - round(unit * 2.8), unit * 40, round(unit * 2.4))
    # The ellipse of the seats: its bottom is the player's hand, its top below the bar.
    cx, cy = w / 2, bar_h + (hint.y - bar_h) * 0.5
    rx, ry = w * 0.5 - m - card * 1.2, (hint.y - bar_h) * 0.5 - small * 0.6
    anchors, plates, hands, piles, spots = [], [], [], [], []
    plate_w, plate_h = round(unit * 10), round(unit * 3.6)
    banner = Rect(0, 0, min(w - 2 * m, unit * 44), round(unit * 2.2))
    banner.midbottom = (w // 2, choices.y - m // 2)
    for seat in range(players):
        a = seat_angle(seat, players)
        if seat == 0:
            hand = Rect(
                m * 2 + plate_w, h - m - card - round(card * 0.22), w - 4 * m - 2 * plate_w, card + round(card * 0.22)
            )
            plate = Rect(m, h - m - plate_h, plate_w, plate_h)
            # Its count's badge hangs below the pile's bottom edge: the pile stands high enough to keep it in sight.
            pile = Rect(w - m - small, h - m - small - round(unit * 0.6), small, small)
            anchor = (w // 2, hand.centery)
        else:
            x, y = cx + rx * math.cos(a), cy + ry * math.sin(a)
            x = min(max(x, m + plate_w / 2), w - m - plate_w / 2)
            anchor = (round(x), round(y))
            plate = Rect(0, 0, plate_w, plate_h)
            plate.center = (anchor[0], anchor[1] - round(small * 0.45))
            plate.clamp_ip(Rect(m, bar_h + m // 2, w - 2 * m, h))
            hand = Rect(0, 0, plate_w + small, small + m)
            hand.midtop = (plate.centerx, plate.bottom + m // 3)
            hand.clamp_ip(Rect(m, 0, w - 2 * m, h))
            pile = Rect(0, 0, small, small)
            pile.midleft = (plate.right + m // 2, plate.centery)
            if pile.right > w - m:
                pile.midright = (plate.left - m // 2, plate.centery)
            # A low side seat (five or six at a short window) moves up off the banner's line.
            rise = hand.bottom - (banner.top - m // 2)
            if rise > 0 and hand.colliderect(banner.inflate(0, m)):
                for rect in (plate, hand, pile):
                    rect.y -= rise
                anchor = (anchor[0], anchor[1] - rise)
        anchors.append(anchor)
        plates.append(plate)
        hands.append(hand)
        piles.append(pile)
        # Each seat's card on the table lies between the middle and the seat, clear of the seat's own cards.
        spots.append(_clear_spot((cx, cy), (rx * 0.34 * math.cos(a), ry * 0.42 * math.sin(a)), card, [plate, hand]))
    clear = [*plates, *hands, banner, choices, hint]
    stakes = (
        _player_stake_spot(plates[0], clear, unit, (w, h)) or _stake_spot(spots[0], plates[0], clear, unit),
        *(_stake_spot(spot, plate, clear, unit) for spot, plate in zip(spots[1:], plates[1:], strict=True)),
    )
    centre = Rect(0, 0, round(rx * 0.9), round(ry * 0.9))
    centre.center = (round(cx), round(cy))
    seats_clear = _seats_clear(unit, card, centre.center, plates, hands, piles, spots, stakes)
    # The first-game coach's panel: nearest the top left corner, below the bar and the options' line, where no
    # seat, hand, card, stake or line over the hand lies.
    below_notes = bar_h + 2 * unit
    coach_area = Rect(0, below_notes, w, h - below_notes)
    # A play's cards (a second beside the first, see RoundLayout.spot) and the name under them, with a margin.
    edge = unit // 2
    fans = [
        Rect(
            round(x - card / 2) - edge,
            round(y - card / 2) - edge,
            round(card * 1.55) + 2 * edge,
            round(card * 1.12 + unit * 1.6) + edge,
        )
        for x, y in spots
    ]
    coach = _coach_place(coach_area, [*seats_clear, *fans, choices, hint, banner], unit, m)
    # A message (a hint, a refusal) goes where the player looks: nearest the banner that asks for her move.
    over_banner = (banner.centerx, banner.top - round(unit * 1.6))
    toast = _toast_place(size, unit, over_banner, seats_clear, [top_bar, coach, choices, hint, banner])
    return RoundLayout(
        size, players, card, small, unit, top_bar, menu_button, toast, banner, centre, tuple(anchors),
        tuple(plates), tuple(hands), tuple(piles), tuple(spots), stakes, choices, hint, coach,
    )  # fmt: skip


def _seats_clear(
    unit: int,
    card: int,
    middle: tuple[int, int],
    plates: list[Rect],
    hands: list[Rect],
    piles: list[Rect],
    spots: list[tuple[int, int]],
    stakes: tuple[tuple[int, int], ...],
) -> list[Rect]:
    """What a panel over the table must not hide: the player's hand at its three rows, the other hands, every
    plate, pile, stake, a two-card play at each spot and the pot (in the middle)."""
    mine = hands[0]
    clear = [*plates, *hands[1:], *piles, Rect(mine.x, mine.y - card, mine.w, mine.h + card)]
    for x, y in spots:  # a play's first card and the second beside it (RoundLayout.spot)
        clear.append(Rect(round(x - card / 2), round(y - card / 2), round(card * 1.55), round(card * 1.12)))
    clear += [stake_footprint(x, y, unit) for x, y in stakes]
    r = max(6, round(unit * 0.75))
    clear.append(Rect(middle[0] - 3 * r, middle[1] - 2 * r, 6 * r, 4 * r + round(unit * 1.5)))  # the pot
    return clear


def _coach_place(area: Rect, keep_clear: list[Rect], unit: int, margin: int) -> Rect:
    """The coach's panel nearest the top left corner: the roomiest of a few sizes the table leaves the space for
    (a long tip stays readable at 1024x640), else the smallest, narrower if need be."""
    for width, height in ((26, 12), (24, 11), (22, 10), (24, 9), (19, 11), (24, 8), (20, 9), (18, 10)):
        size = (min(area.w - 2 * margin, unit * width), unit * height)
        place = free_place(area, size, keep_clear, (margin + size[0] // 2, area.top), unit // 2, size[0])
        if place.size == size and place.collidelist(keep_clear) < 0:
            return place
    usual = (min(area.w - 2 * margin, unit * 20), unit * 8)
    return free_place(area, usual, keep_clear, (margin + usual[0] // 2, area.top), unit // 2, unit * 12)


def _toast_place(
    size: tuple[int, int], unit: int, middle: tuple[int, int], seats_clear: list[Rect], others: list[Rect]
) -> Rect:
    """Where a toast goes: in the band just over the banner (``middle``), narrower if it must be, where it hides
    nothing of the seats (see :func:`_seats_clear`), the coach's panel or the lines over the hand (``others``);
    else nearest it anywhere, with room for four lines if there is any, else for one."""
    w, h = size
    place = (min(w - unit, unit * 36), round(unit * 2.1))
    clear = [*seats_clear, *others]
    band = Rect(0, middle[1] - unit * 7, w, unit * 8)
    # Room there for four lines: a narrower place holds a long hint's reason without cutting it short.
    tall = (place[0], round(unit * 4.4))
    sentence = max(unit * 14, math.ceil(w * 0.3))  # room for a sentence on one line, at least
    near = free_place(band.clip(Rect(0, 0, w, h)), tall, clear, middle, unit // 2, sentence)
    if near.collidelist(clear) < 0:
        return near
    for lines in (4.4, 3.4):  # still room to wrap a long one
        anywhere = free_place(Rect(0, 0, w, h), (place[0], round(unit * lines)), clear, middle, unit // 2, sentence)
        if anywhere.collidelist(clear) < 0:
            return anywhere
    return free_place(Rect(0, 0, w, h), place, clear, middle, unit // 2, unit * 14)
