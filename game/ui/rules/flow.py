"""A rules page laid out in a rectangle: its sections flowed into as many screen pages as they need.

Pure arithmetic on rectangles, with the text renderer only to measure and wrap: the rules screen draws the items
of the page shown, and the tests check that every item lies inside the area and no text overlaps another item.
A heading is kept with what follows it, and a section no taller than a page is kept whole (a page never
opens in the middle of one that fits, and one taller goes on under its heading marked "continued"); a paragraph
taller than a whole page is split between its lines.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from pygame import Rect

from game.ui.art.shapes import card_height
from game.ui.i18n import _
from game.ui.rules.page import Pack, Picture, RulesPage
from game.ui.text import TextRenderer
from game.ui.widgets import GOLD, INK, RGB

#: Round cards in a fan: each next card this share of a diameter to the right (its rank index stays visible).
ROUND_STEP = 0.7
#: French cards in a fan, as on the Panjpar page.
FRENCH_STEP = 0.55


@dataclass(frozen=True, slots=True)
class TextLine:
    text: str
    size: int
    colour: RGB
    bold: bool
    rect: Rect


@dataclass(frozen=True, slots=True)
class CardSpot:
    card: int
    pack: Pack
    #: The card's width (a round card's diameter).
    width: int
    rect: Rect


@dataclass(frozen=True, slots=True)
class Bullet:
    rect: Rect


Item = TextLine | CardSpot | Bullet


@dataclass
class _Block:
    """Items placed from y = 0, the block's height, the space before it (dropped at a page's top) and after."""

    items: list[Item] = field(default_factory=list)
    height: int = 0
    before: int = 0
    after: int = 0
    keep_with_next: bool = False


@dataclass(frozen=True, slots=True)
class Metrics:
    """The sizes a page is drawn at, from the window's layout unit and card width."""

    unit: int
    card_w: int

    @property
    def text_size(self) -> int:
        return round(self.unit * 0.95)

    @property
    def heading_size(self) -> int:
        return round(self.unit * 1.15)

    @property
    def french_w(self) -> int:
        return max(40, round(self.card_w * 0.62)) // 2 * 2

    @property
    def round_d(self) -> int:
        return max(40, round(self.card_w * 0.66))


def card_size(pack: Pack, metrics: Metrics) -> tuple[int, int]:
    """The width and height of one card of ``pack``."""
    if pack == "french":
        return metrics.french_w, card_height(metrics.french_w)
    return metrics.round_d, metrics.round_d


def picture_width(picture: Picture, width: int) -> int:
    """How wide ``picture``'s cards lie with cards ``width`` wide: each group fanned, a gap between groups."""
    step = FRENCH_STEP if picture.pack == "french" else ROUND_STEP
    fans = sum(width + round(width * step) * (len(group) - 1) for group in picture.groups)
    return fans + round(width * 0.4) * (len(picture.groups) - 1)


def paginate(page: RulesPage, area: Rect, metrics: Metrics, text: TextRenderer) -> list[list[Item]]:
    """``page`` flowed into ``area``: the items of each screen page, in drawing order (at least one page).

    A heading stays with what follows it, and the paragraph just before a row of pictures stays with the row.
    """
    blocks: list[_Block] = []
    #: Each block's section heading ("" for none), repeated as "… (continued)" atop a page the section goes on to.
    headings: list[str] = []
    for section in page.sections:
        if section.heading:
            blocks.append(_heading(section.heading, area, metrics, text))
            headings.append("")  # a heading itself needs no other
        pictures = _picture_rows(section.pictures, area, metrics, text)
        paragraphs = [b for p in section.paragraphs for b in _paragraph(p, area, metrics, text)]
        if paragraphs and pictures and not section.pictures_first:
            paragraphs[-1].keep_with_next = True
        parts = pictures + paragraphs if section.pictures_first else paragraphs + pictures
        if sum(b.before + b.height + b.after for b in parts) <= area.h:  # a section that fits a page stays whole
            for part in parts[:-1]:
                part.keep_with_next = True
        blocks += parts
        headings += [section.heading] * len(parts)
    pages: list[list[Item]] = [[]]
    y = 0
    for index, block in enumerate(blocks):
        need, chained = block.height, index
        while blocks[chained].keep_with_next and chained + 1 < len(blocks):
            following = blocks[chained + 1]
            need += blocks[chained].after + following.before + following.height
            chained += 1
        if y > 0 and y + block.before + need > area.h:
            pages.append([])
            y = 0
            if headings[index]:  # the page opens in the middle of a section taller than a page: say which
                again = _heading(_("{heading} (continued)").format(heading=headings[index]), area, metrics, text)
                pages[-1].extend(_moved(item, area.x, area.y) for item in again.items)
                y = again.height + again.after
        if y > 0:
            y += block.before
        pages[-1].extend(_moved(item, area.x, area.y + y) for item in block.items)
        y += block.height + block.after
    return pages


def _moved(item: Item, dx: int, dy: int) -> Item:
    if isinstance(item, TextLine):
        return TextLine(item.text, item.size, item.colour, item.bold, item.rect.move(dx, dy))
    if isinstance(item, CardSpot):
        return CardSpot(item.card, item.pack, item.width, item.rect.move(dx, dy))
    return Bullet(item.rect.move(dx, dy))


def _heading(heading: str, area: Rect, metrics: Metrics, text: TextRenderer) -> _Block:
    u, size = metrics.unit, metrics.heading_size
    block = _Block(before=round(u * 0.5), after=round(u * 0.35), keep_with_next=True)
    for line in text.wrap(heading, size, area.w, bold=True):
        w, h = text.measure(line, size, bold=True)
        block.items.append(TextLine(line, size, GOLD, True, Rect(0, block.height, w, h)))
        block.height += h
    return block


def _paragraph(paragraph: str, area: Rect, metrics: Metrics, text: TextRenderer) -> list[_Block]:
    """A paragraph with its bullet; split into one block a line when it is taller than the area."""
    u, size = metrics.unit, metrics.text_size
    indent = round(u * 1.5)
    width = area.w - indent - u // 2
    lines = text.wrap(paragraph, size, width)
    rects = []
    y = 0
    for line in lines:
        w, h = text.measure(line, size)
        rects.append((line, Rect(indent, y, w, h)))
        y += h
    bullet = round(size * 0.8)
    mark = Bullet(Rect(0, size // 4, bullet, bullet))
    gap = round(u * 0.45)
    if y <= area.h:
        items: list[Item] = [mark, *(TextLine(line, size, INK, False, rect) for line, rect in rects)]
        return [_Block(items, y, 0, gap)]
    blocks = []
    for number, (line, rect) in enumerate(rects):
        first: list[Item] = [Bullet(mark.rect.move(0, -rect.y))] if number == 0 else []
        blocks.append(_Block([*first, TextLine(line, size, INK, False, rect.move(0, -rect.y))], rect.h))
    blocks[-1].after = gap
    return blocks


def _picture_rows(pictures: Sequence[Picture], area: Rect, metrics: Metrics, text: TextRenderer) -> list[_Block]:
    """The pictures in rows of equal columns, as many to a row as fit at the page's card size."""
    rows: list[list[Picture]] = []
    pad = metrics.unit
    for picture in pictures:
        row = rows[-1] if rows else None
        wanted = picture_width(picture, card_size(picture.pack, metrics)[0]) + pad
        if row is not None:
            widest = max([wanted, *(picture_width(p, card_size(p.pack, metrics)[0]) + pad for p in row)])
            if widest * (len(row) + 1) <= area.w:
                row.append(picture)
                continue
        rows.append([picture])
    columns = max((len(row) for row in rows), default=1)  # a short last row keeps the grid's columns, centred
    return [_picture_row(row, area, metrics, text, columns) for row in rows]


def _picture_row(row: Sequence[Picture], area: Rect, metrics: Metrics, text: TextRenderer, columns: int) -> _Block:
    u, size = metrics.unit, metrics.text_size
    column = area.w // max(columns, len(row))
    left = (area.w - column * len(row)) // 2
    block = _Block(before=round(u * 0.3), after=round(u * 0.9))
    tallest = 0
    fans: list[tuple[int, Picture, int, int]] = []
    for index, picture in enumerate(row):
        width, height = card_size(picture.pack, metrics)
        span = picture_width(picture, width)
        if span > column - u:  # too wide even alone: smaller cards
            width = max(16, width * (column - u) // span)
            height = height * width // max(1, card_size(picture.pack, metrics)[0])
            span = picture_width(picture, width)
        tallest = max(tallest, height)
        fans.append((index, picture, width, height))
    captions_top = tallest + u // 2
    deepest = captions_top
    for index, picture, width, height in fans:
        centre = left + column * index + column // 2
        step = round(width * (FRENCH_STEP if picture.pack == "french" else ROUND_STEP))
        x = centre - picture_width(picture, width) // 2
        for group in picture.groups:
            for card in group:
                block.items.append(CardSpot(card, picture.pack, width, Rect(x, tallest - height, width, height)))
                x += step
            x += width - step + round(width * 0.4)
        y = captions_top
        for line in text.wrap(picture.caption, size, column - u, bold=True):
            w, h = text.measure(line, size, bold=True)
            block.items.append(TextLine(line, size, GOLD, True, Rect(centre - w // 2, y, w, h)))
            y += h
        deepest = max(deepest, y)
    block.height = deepest
    return block
