"""Drawing a Ganjifa table: the felt, the seats' plates, the piles of tricks, the pot, the cards (lit when the
player may play them, dimmed when not), the banner, the hint line and the choice buttons."""

from __future__ import annotations

import itertools

import pygame

from game.ui.art.cards import CardArt
from game.ui.ganjifa.board import RoundBoard, RoundSprite
from game.ui.ganjifa.layout import RoundLayout
from game.ui.ganjifa.model import Plate, TableModel
from game.ui.i18n import _
from game.ui.text import TextRenderer
from game.ui.widgets import (
    FOCUS,
    GOLD,
    HINT,
    INK,
    INK_DIM,
    PANEL,
    SELECT,
    Button,
    blit_centered,
    blit_line_start,
    fit_lines,
    fit_text,
    panel,
)

#: A chip: blue with a white rim and the white edge marks of a casino chip, so that it is never taken for a card
#: (the round cards' backs are red and gold discs; red chips looked like a stack of face-down cards).
CHIP: tuple[int, int, int] = (34, 86, 170)
CHIP_EDGE: tuple[int, int, int] = (246, 246, 240)
#: The veil over a card the player may not play now: a grey that mutes it but keeps its lightness, so that its suit's
#: colour stays its own (under a black veil an orange Cheng looked like a brown Phul).
DIM: tuple[int, int, int, int] = (110, 110, 110, 90)
#: The halo round a card of a winning hand: brighter than the cards' own gold rim, just outside it.
HALO: tuple[int, int, int] = (255, 236, 150)


def pot_chips_drawn(chips: int) -> int:
    """How many chips the pot's stack draws: one a chip up to 8, then one for every 3 more, at most 20."""
    if chips <= 8:
        return max(1, chips)
    return min(20, 8 + (chips - 8) // 3)


class RoundDrawer:
    """Draws a :class:`RoundBoard` and what its model says around the cards."""

    def __init__(self, art: CardArt, text: TextRenderer) -> None:
        self.art = art
        self.text = text
        self._rings: dict[tuple[int, tuple[int, int, int], int], pygame.Surface] = {}
        self._shades: dict[int, pygame.Surface] = {}
        self._fans: dict[tuple[int, int, int, str], pygame.Surface] = {}
        #: The score line's drawn lines (a long one broken in two) and what they were made for.
        self._score: tuple[tuple[str, int, int, int], list[pygame.Surface]] | None = None

    def felt(self, surface: pygame.Surface, layout: RoundLayout, score: str, right: int) -> None:
        """The cloth and the top bar with the score line, which ends before ``right`` (the table's buttons)."""
        surface.blit(self.art.cloth(layout.size), (0, 0))
        bar = layout.top_bar
        surface.blit(panel(bar.size, PANEL, 215, 0), bar)
        u = layout.unit
        key = (score, round(u * 0.95), right - 2 * u, bar.h)
        if self._score is None or self._score[0] != key:  # worked out once per score line, not every frame
            self._score = (key, score_lines(self.text, score, round(u * 0.95), right - 2 * u, bar.h))
        lines = self._score[1]
        y = bar.centery - sum(line.get_height() for line in lines) // 2
        for line in lines:
            blit_line_start(surface, self.text, line, u, right - u, y + line.get_height() // 2)
            y += line.get_height()

    def notes(self, surface: pygame.Surface, layout: RoundLayout, notes: str) -> None:
        """The key card and the options in small type under the header, at the line's start, as wide as the felt
        is free of seats there (review 8 found it shrunk to 10 px in a third of the width)."""
        if notes:
            u = layout.unit
            size = round(u * 0.8)
            top = layout.top_bar.bottom + u
            band = pygame.Rect(u, top, layout.size[0] - 2 * u, self.text.line_height(size))
            seats = [rect for rect in (*layout.plates, *layout.hands) if rect.colliderect(band)]
            room = min((rect.left - 2 * u for rect in seats if rect.left > u), default=layout.size[0] * 3 // 5)
            line = fit_text(self.text, notes, size, INK_DIM, max(layout.size[0] // 3, room))
            blit_line_start(surface, self.text, line, u, layout.size[0] - u, top)

    def plate(self, surface: pygame.Surface, rect: pygame.Rect, name: str, plate: Plate, unit: int) -> None:
        pad = max(4, unit // 3)
        surface.blit(panel(rect.size, PANEL, 120 if plate.out else 215, unit // 2), rect)
        if plate.active:
            pygame.draw.rect(surface, GOLD, rect, 3, border_radius=unit // 2)
        ink = INK_DIM if plate.out else INK
        inner = rect.w - 2 * pad
        title = fit_text(self.text, name, round(unit * 1.0), GOLD if plate.active else ink, inner, bold=True)
        y = rect.y + pad
        surface.blit(title, title.get_rect(midtop=(rect.centerx, y)))
        y += title.get_height()
        parts = [p for p in (plate.detail, _("dealer") if plate.dealer else "", plate.tag) if p]
        for line in plate_lines(self.text, parts, round(unit * 0.8), ink, (inner, rect.bottom - pad // 2 - y)):
            surface.blit(line, line.get_rect(midtop=(rect.centerx, y)))
            y += line.get_height()

    def piles(self, surface: pygame.Surface, layout: RoundLayout, tricks: tuple[int, ...]) -> None:
        for seat, count in enumerate(tricks):
            if count <= 0:
                continue
            rect = layout.piles[seat]
            for layer in range(min(count, 4)):
                surface.blit(self.art.round_back(rect.w), rect.move(-layer * 2, -layer * 2))
            badge = self.text.render(str(count), round(layout.unit * 0.9), INK, bold=True)
            disc = panel((badge.get_width() + layout.unit, badge.get_height() + 4), PANEL, 230, badge.get_height() // 2)
            where = disc.get_rect(center=rect.midbottom)
            surface.blit(disc, where)
            blit_centered(surface, badge, where.center)

    def pot(self, surface: pygame.Surface, layout: RoundLayout, chips: int) -> None:
        """The pot: a stack of chips that grows with it (review 12: six chips and twelve looked the same) and its
        number."""
        u = layout.unit
        centre = layout.centre.center
        r = max(6, round(u * 0.75))
        for i in range(pot_chips_drawn(chips)):
            _chip(surface, (centre[0] + ((i % 4) - 1.5) * r * 1.3, centre[1] - (i // 4) * r * 0.45), r)
        label = self.text.render(_("Pot: {chips}").format(chips=chips), round(u * 1.0), INK, bold=True)
        surface.blit(label, label.get_rect(midtop=(centre[0], centre[1] + r * 2)))

    def stakes(self, surface: pygame.Surface, layout: RoundLayout, stakes: tuple[int, ...]) -> None:
        """Each seat's staked chips on the felt: a short stack and its number beside it."""
        r = max(5, round(layout.unit * 0.6))
        for seat, chips in enumerate(stakes):
            if chips <= 0:
                continue
            x, y = layout.stakes[seat]
            for i in range(min(5, chips)):
                _chip(surface, (x - r, y - i * r * 0.4), r)
            label = self.text.render(str(chips), round(layout.unit * 0.9), INK, bold=True)
            surface.blit(label, label.get_rect(midleft=(x + r // 2, y)))

    def flying_chips(self, surface: pygame.Surface, board: RoundBoard) -> None:
        r = max(5, round(board.layout.unit * 0.6))
        for chip in board.chips:
            if chip.started:
                _chip(surface, chip.position, r)

    def sprites(
        self,
        surface: pygame.Surface,
        board: RoundBoard,
        model: TableModel,
        focus: int | None,
        my_turn: bool,
        hinted: frozenset[int] = frozenset(),
    ) -> None:
        ordered = board.ordered()
        fans = _still_fans(ordered)
        for sprite in ordered:
            fan = fans.get(sprite.key[1]) if sprite.key[0] == "back" else None
            if fan is not None:  # another seat's face-down hand at rest: one cached image, not a blit a card
                if sprite is fan[0]:
                    x0, y0 = sprite.position()
                    span = fan[-1].rect.x - fan[0].rect.x
                    surface.blit(self._fan(len(fan), sprite.size, span), (round(x0), round(y0)))
                continue
            x, y = sprite.position()
            image = self._image(sprite)
            surface.blit(image, (round(x), round(y)))
            card = sprite.card
            if card is None or sprite.leaving:
                continue
            where = pygame.Rect(round(x), round(y), sprite.size, sprite.size)
            if card in model.marked and sprite.turn is None:  # a winning hand, once turned over
                halo = self._halo(sprite.size)
                surface.blit(halo, halo.get_rect(center=where.center))
            if sprite.layer != 1:
                continue
            if card in hinted:  # raised, and ringed twice as wide as a card picked: what the hint means is plain
                surface.blit(self._ring(sprite.size, HINT, 2), where)
            elif card in board.lifted:
                surface.blit(self._ring(sprite.size, SELECT), where)
            elif my_turn and card in model.playable:
                surface.blit(self._ring(sprite.size, GOLD), where)
            elif (my_turn and model.playable) or (model.plates and model.plates[0].out):
                # dimmed beside the lit ones (komi's hand, never played, is not), or all: the player is out
                surface.blit(self._shade(sprite.size), where)
            if focus is not None and card == focus:
                surface.blit(self._ring(sprite.size, FOCUS), where)

    def _fan(self, count: int, size: int, span: int) -> pygame.Surface:
        """``count`` backs from x 0 to ``span`` (the last card's x), each at the whole pixel its slot has."""
        key = (count, size, span, self.art.theme.back)
        fan = self._fans.get(key)
        if fan is None:
            if len(self._fans) > 256:
                self._fans.clear()
            fan = pygame.Surface((size + span, size), pygame.SRCALPHA)
            back = self.art.round_back(size)
            for index in range(count):
                fan.blit(back, (round(index * span / max(1, count - 1)), 0))
            self._fans[key] = fan
        return fan

    def _image(self, sprite: RoundSprite) -> pygame.Surface:
        gathered = sprite.leaving and sprite.tween is not None and sprite.tween.started
        if sprite.turn is not None and sprite.card is not None:  # turning over: the back narrows, the face widens
            progress = sprite.turn.progress
            side = self.art.round_back(sprite.size) if progress < 0.5 else self.art.round_face(sprite.card, sprite.size)
            width = max(1, round(sprite.size * abs(1 - 2 * progress)))
            narrow = pygame.Surface((sprite.size, sprite.size), pygame.SRCALPHA)
            narrow.blit(pygame.transform.scale(side, (width, sprite.size)), ((sprite.size - width) // 2, 0))
            return narrow
        if sprite.card is None or gathered:
            return self.art.round_back(sprite.size)
        return self.art.round_face(sprite.card, sprite.size)

    def _ring(self, size: int, colour: tuple[int, int, int], weight: int = 1) -> pygame.Surface:
        key = (size, colour, weight)
        ring = self._rings.get(key)
        if ring is None:
            ring = pygame.Surface((size, size), pygame.SRCALPHA)
            pygame.draw.circle(ring, colour, (size // 2, size // 2), size // 2, weight * max(3, size // 22))
            self._rings[key] = ring
        return ring

    def _halo(self, size: int) -> pygame.Surface:
        key = (size, HALO, 0)
        halo = self._rings.get(key)
        if halo is None:
            pad = max(4, size // 9)
            halo = pygame.Surface((size + 2 * pad, size + 2 * pad), pygame.SRCALPHA)
            centre = (size // 2 + pad, size // 2 + pad)
            pygame.draw.circle(halo, (*HALO, 150), centre, size // 2 + pad)
            pygame.draw.circle(halo, (0, 0, 0, 0), centre, size // 2 - 1)
            pygame.draw.circle(halo, HALO, centre, size // 2 + pad // 2, max(2, pad // 2))
            self._rings[key] = halo
        return halo

    def _shade(self, size: int) -> pygame.Surface:
        shade = self._shades.get(size)
        if shade is None:
            shade = pygame.Surface((size, size), pygame.SRCALPHA)
            pygame.draw.circle(shade, DIM, (size // 2, size // 2), size // 2)
            self._shades[size] = shade
        return shade

    def banner(self, surface: pygame.Surface, layout: RoundLayout, rect: pygame.Rect, message: str, mine: bool) -> None:
        if not message:
            return
        surface.blit(panel(rect.size, PANEL, 225 if mine else 180, rect.h // 2), rect)
        label = fit_text(self.text, message, round(layout.unit * 1.0), GOLD if mine else INK, rect.w - layout.unit)
        blit_centered(surface, label, rect.center)

    def hint(self, surface: pygame.Surface, layout: RoundLayout, rect: pygame.Rect, message: str) -> None:
        if message:
            label = fit_text(self.text, message, round(layout.unit * 0.9), INK_DIM, rect.w)
            surface.blit(label, label.get_rect(center=rect.center))

    def card_label(
        self,
        surface: pygame.Surface,
        layout: RoundLayout,
        top: tuple[int, int],
        label: str,
        avoid: pygame.Rect | None = None,
    ) -> pygame.Rect:
        """A card's name in a small panel just above ``top`` (the middle of the card's top edge), on screen; above
        ``avoid`` (the line of words over the hand) when it would cover it. The panel's rectangle."""
        u = layout.unit
        image = fit_text(self.text, label, round(u * 0.9), INK, layout.size[0] - 2 * u, bold=True)
        box = pygame.Rect(0, 0, image.get_width() + u, image.get_height() + u // 2)
        box.midbottom = (top[0], top[1] - u // 4)
        if avoid is not None and box.colliderect(avoid):
            box.bottom = avoid.top - u // 4
        box.clamp_ip(pygame.Rect(0, layout.top_bar.bottom, *layout.size))
        surface.blit(panel(box.size, PANEL, 235, box.h // 2), box)
        blit_centered(surface, image, box.center)
        return box

    def choices(self, surface: pygame.Surface, buttons: list[Button], pointer: tuple[int, int] | None) -> None:
        for button in buttons:
            button.draw(surface, self.text, pointer)


#: The smallest text a plate's detail is drawn at.
SMALLEST = 9


def plate_lines(
    text: TextRenderer, parts: list[str], size: int, ink: tuple[int, int, int], room: tuple[int, int]
) -> list[pygame.Surface]:
    """A plate's detail (``stake 10 · scores 5 · even``) in ``room`` (width, height): one line, smaller if need be
    down to seven eighths of ``size``; else broken in two between its parts (a long German line); else one line at
    the smallest."""
    width, height = room
    joined = " · ".join(parts)
    readable = max(SMALLEST, size * 7 // 8)
    for at in range(size, readable - 1, -1):
        line = text.render(joined, at, ink)
        if line.get_width() <= width:
            return [line]
    if len(parts) > 1:  # broken where the wider of the two lines is narrowest
        splits = [[" · ".join(parts[:cut]), " · ".join(parts[cut:])] for cut in range(1, len(parts))]
        words = min(splits, key=lambda pair: max(text.measure(half_line, size)[0] for half_line in pair))
        for at in range(size, SMALLEST - 1, -1):
            lines = [text.render(half_line, at, ink) for half_line in words]
            if max(line.get_width() for line in lines) <= width and sum(line.get_height() for line in lines) <= height:
                return lines
    return [fit_text(text, joined, size, ink, width)]


def _chip(surface: pygame.Surface, centre: tuple[float, float], r: int) -> None:
    """One chip: a blue disc with a white rim, four white edge marks and an inner ring."""
    at = (round(centre[0]), round(centre[1]))
    pygame.draw.circle(surface, CHIP_EDGE, at, r)
    pygame.draw.circle(surface, CHIP, at, r - 2)
    if r >= 6:
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            mark = (round(at[0] + dx * (r - 3)), round(at[1] + dy * (r - 3)))
            pygame.draw.circle(surface, CHIP_EDGE, mark, max(1, r // 5))
    pygame.draw.circle(surface, CHIP_EDGE, at, round(r * 0.55), 1)


def _still_fans(ordered: list[RoundSprite]) -> dict[object, list[RoundSprite]]:
    """Per seat, its face-down cards when none of them moves and they lie evenly in one row (drawn as one
    image); a seat whose fan is changing is left out (its cards are drawn one by one)."""
    fans: dict[object, list[RoundSprite]] = {}
    moving: set[object] = set()
    for sprite in ordered:
        if sprite.key[0] != "back":
            continue
        seat = sprite.key[1]
        if sprite.moving or sprite.leaving:
            moving.add(seat)
        fans.setdefault(seat, []).append(sprite)
    still: dict[object, list[RoundSprite]] = {}
    for seat, fan in fans.items():
        fan.sort(key=lambda s: s.rect.x)
        steps = [b.rect.x - a.rect.x for a, b in itertools.pairwise(fan)]
        even = not steps or max(steps) - min(steps) <= 2  # the slots are rounded to whole pixels
        if seat not in moving and even and len({s.rect.y for s in fan}) == 1:
            still[seat] = fan
    return still


def score_lines(text: TextRenderer, score: str, size: int, width: int, height: int) -> list[pygame.Surface]:
    """The score line as it fits ``width`` x ``height`` (:func:`score_split`), drawn."""
    split = score_split(text, score, size, width, height)
    if split is None:
        return fit_lines(text, score, size, INK, width, height)
    points, lines = split
    return [text.render(line, points, INK, bold=True) for line in lines]


def score_split(text: TextRenderer, score: str, size: int, width: int, height: int) -> tuple[int, list[str]] | None:
    """The size and lines of the score line: one line (down to 85% of ``size``), else two broken between its
    parts (``Round 3 · Chips: You: +2 · Bot 1: −1``: never inside a seat's name and figure), as evenly as the
    parts allow; ``None`` when neither fits (then :func:`fit_lines` cuts it)."""
    for points in range(size, round(size * 0.85) - 1, -1):
        if text.measure(score, points, bold=True)[0] <= width:
            return points, [score]
    parts = score.split(" · ")
    for points in range(round(size * 0.85), max(9, round(size * 0.65)) - 1, -1):
        if 2 * text.line_height(points, bold=True) > height:
            continue
        splits = [[" · ".join(parts[:k]) + " ·", " · ".join(parts[k:])] for k in range(1, len(parts))]
        fitting = [pair for pair in splits if all(text.measure(line, points, bold=True)[0] <= width for line in pair)]
        if fitting:
            return points, min(fitting, key=lambda pair: max(text.measure(line, points, bold=True)[0] for line in pair))
    return None
