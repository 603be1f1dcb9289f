"""The round pack explained: its eight suits, each with its colour, its symbol (drawn on its 1), its name as the
rules say it and what the symbol is, and, where the Mughal order is on, the suits whose numbers run the other way.
It is a section of every Ganjifa rules page and, at the table, a panel one key away (K, or the button Pack)."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from game.ganjifa import cards as pack_cards
from game.ganjifa.cards import PACK, SUITS, raja
from game.ui.art.cards import CardArt
from game.ui.ganjifa.cardnames import suit_glosses, suit_names
from game.ui.ganjifa.layout import RoundLayout
from game.ui.i18n import _
from game.ui.rules.page import Picture, Section
from game.ui.text import TextRenderer
from game.ui.widgets import GOLD, INK, INK_DIM, PANEL, Mirror, blit_centered, fit_text, panel

#: How much of a suit's card shows in the Pack panel when the game does not use the suit (of 255).
OUT_OF_PLAY_ALPHA = 70
#: The key of the legend at the table.
LEGEND_KEY = pygame.K_k
#: The suits whose number cards rank the other way round under the Mughal order (1 high, 10 low).
MUGHAL_SUITS: tuple[int, ...] = tuple(index for index, spec in enumerate(PACK.suits) if spec.mughal_reversed)


def colour_names() -> tuple[str, ...]:
    """Each suit's colour, in the pack's order."""
    return (_("green"), _("black"), _("blue"), _("brown"), _("yellow"), _("purple"), _("orange"), _("red"))


def suit_card(suit: int) -> int:
    """The card that shows a suit's symbol largest: its 1."""
    return suit


def suit_line(suit: int) -> str:
    """``suns, green``: what a suit's symbol is and its colour."""
    return _("{gloss}, {colour}").format(gloss=suit_glosses()[suit], colour=colour_names()[suit])


def mughal_note() -> str:
    """What the Mughal order does, naming its suits."""
    names = ", ".join(suit_names()[suit] for suit in MUGHAL_SUITS)
    return _("Mughal order: in {suits} the 1 is high and the 10 low.").format(suits=names)


def mughal_clause(mughal: bool, suit_index: int, cards: Iterable[int]) -> str:
    """`` (Mughal order: the 1 is high, the 10 low)`` after why a trick was taken or a card refused, when the order
    turned the numbers of its suit round and two number cards of it were compared (review 11: "the 4 beats the 8"
    looked wrong); else ``""``."""
    if not mughal or suit_index not in MUGHAL_SUITS:
        return ""
    numbers = [card for card in cards if pack_cards.suit(card) == suit_index and not pack_cards.is_face(card)]
    if len(numbers) < 2:  # no two numbers of the suit compared: the order decided nothing (review 12)
        return ""
    return " " + _("(Mughal order: the 1 is high, the 10 low)")


def mughal_option_note() -> str:
    """The Mughal order where a rules page first tells the pack: an option of the set-up, told as one (the page's
    options explain it), not as the rule of every game."""
    names = ", ".join(suit_names()[suit] for suit in MUGHAL_SUITS)
    return _(
        "Only with the Mughal order option, chosen at the set-up: in {suits} the 1 is high and the 10 low."
    ).format(suits=names)


def pack_section(mughal_option: bool) -> Section:
    """The rules pages' section on the pack: its make-up, the eight suits pictured and named, the Mughal order
    as an option (for a game that has it)."""
    paragraphs = [
        _(
            "The round pack has eight suits of twelve cards: 1 to 10, the vizier (V) and the raja (R). Each suit has "
            "its own colour and symbol; the table names a card when the pointer rests on it, and K shows the suits."
        ),
    ]
    if mughal_option:
        paragraphs.append(mughal_option_note())
    pictures = tuple(
        Picture(f"{suit_names()[suit]}: {suit_line(suit)}", ((suit_card(suit), raja(suit)),)) for suit in range(SUITS)
    )
    return Section(_("The pack"), tuple(paragraphs), pictures)


def draw_legend(
    surface: pygame.Surface,
    art: CardArt,
    text: TextRenderer,
    layout: RoundLayout,
    mughal: bool,
    values: str = "",
    in_play: frozenset[int] = frozenset(range(SUITS)),
) -> pygame.Rect:
    """The eight suits over the middle of the table, two columns of four: each suit's 1, its name, what its
    symbol is and its colour (marked when the Mughal order turns its numbers round), or, faded, that it is not in
    this game (a suit not ``in_play``), then what the cards are worth in this game (``values``); the panel's
    rectangle."""
    u = layout.unit
    w, h = layout.size
    notes = int(mughal) + int(bool(values))
    card = max(32, min(round(u * 3.2), (h - layout.top_bar.bottom - u * (9 + 2 * notes)) // 4))
    row_h = card + u // 2
    area = pygame.Rect(0, 0, min(w - 2 * u, u * 46), row_h * 4 + u * (5 + 2 * notes))
    area.center = (w // 2, (layout.top_bar.bottom + h) // 2)
    surface.blit(panel(area.size, PANEL, 255, u // 2), area)  # solid: nothing of the table reads through
    pygame.draw.rect(surface, GOLD, area, 2, border_radius=u // 2)
    heading = _("The pack: eight suits")
    if len(in_play) < SUITS:  # at least the two key suits: never one
        heading = _("The pack: eight suits, {n} in this game").format(n=len(in_play))
    title = fit_text(text, heading, round(u * 1.1), GOLD, area.w - 2 * u, bold=True)
    blit_centered(surface, title, (area.centerx, area.y + round(u * 1.4)))
    column_w = (area.w - 3 * u) // 2
    flip = Mirror(area, text.rtl)  # right to left: the first column at the right, each card right of its words
    for suit in range(SUITS):
        column, row = divmod(suit, 4)
        x = area.x + u + column * (column_w + u)
        y = area.y + round(u * 2.8) + row * row_h
        face, playing = art.round_face(suit_card(suit), card), suit in in_play
        if not playing:  # review 14: a Fast game's pack showed suits nobody holds as if they were in play
            face = face.copy()
            face.set_alpha(OUT_OF_PLAY_ALPHA)
        surface.blit(face, flip.rect(pygame.Rect(x, y, card, card)))
        name = suit_names()[suit] + (" *" if mughal and suit in MUGHAL_SUITS else "")
        label = fit_text(text, name, round(u * 1.0), INK if playing else INK_DIM, column_w - card - u, bold=True)
        flip.blit(surface, label, bottomleft=(x + card + u // 2, y + card // 2))
        words = suit_line(suit) if playing else _("not in this game")
        line = fit_text(text, words, round(u * 0.85), INK_DIM, column_w - card - u)
        flip.blit(surface, line, topleft=(x + card + u // 2, y + card // 2 + 2))
    bottom = area.bottom - u
    y = bottom - round(u * 1.9)
    if values:
        worth = fit_text(text, values, round(u * 0.85), INK, area.w - 2 * u)
        blit_centered(surface, worth, (area.centerx, y))
        y -= 2 * u
    if mughal:
        note = fit_text(text, "* " + mughal_note(), round(u * 0.85), INK, area.w - 2 * u)
        blit_centered(surface, note, (area.centerx, y))
    close = fit_text(text, _("K or a click closes this."), round(u * 0.8), INK_DIM, area.w - 2 * u)
    blit_centered(surface, close, (area.centerx, bottom - u // 2))
    return area
