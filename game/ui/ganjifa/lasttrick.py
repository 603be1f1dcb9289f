"""A trick game's finished tricks at the table: the pause that keeps a complete trick on the table before it is
gathered (the setting ``trick_pause``: off, short, until a click), and the view of the last trick (the button
Last trick, the key T), drawn over the middle of the table where its cards lay, each by its player's name."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.art.cards import CardArt
from game.ui.ganjifa.layout import RoundLayout
from game.ui.ganjifa.model import FinishedTrick
from game.ui.i18n import _
from game.ui.input import Action, KeyPress, PointerDown
from game.ui.settings import TRICK_PAUSE_SECONDS
from game.ui.text import TextRenderer
from game.ui.widgets import GOLD, INK, PANEL, blit_centered, fit_text, panel

#: The key of the last trick's view, and the keys that end a pause or close the view (besides a click).
LAST_TRICK_KEY = pygame.K_t
GO_ON_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


def place_name_under(
    text: TextRenderer, name: str, cards: pygame.Rect, unit: int, colour: tuple[int, int, int]
) -> tuple[pygame.Surface, pygame.Rect]:
    """A play's player's ``name``, drawn to fit just under its ``cards``, and where it goes."""
    label = fit_text(text, name, round(unit * 0.8), colour, cards.w + unit * 2)
    return label, label.get_rect(center=(cards.centerx, cards.bottom + round(unit * 0.6)))


def goes_on(action: Action) -> bool:
    """A click, Space or Enter: what ends a pause after a trick or closes the last trick's view."""
    return isinstance(action, PointerDown) or (isinstance(action, KeyPress) and action.key in GO_ON_KEYS)


def pause_seconds(setting: str) -> float:
    """How long a finished trick stays on the table, once its last card has landed (infinite: until a click)."""
    return TRICK_PAUSE_SECONDS.get(setting, 0.0)


class LastTrick:
    """The last finished trick of the game at the table, and whether its view is open."""

    def __init__(self) -> None:
        self.trick: FinishedTrick | None = None
        self.open = False

    def remember(self, trick: FinishedTrick) -> None:
        self.trick = trick

    def forget(self) -> None:
        """A new game: no trick yet."""
        self.trick, self.open = None, False

    def toggle(self) -> None:
        self.open = not self.open and self.trick is not None


def draw_last_trick(
    surface: pygame.Surface,
    art: CardArt,
    text: TextRenderer,
    layout: RoundLayout,
    trick: FinishedTrick,
    seat_name: Callable[[int], str],
    player: int | None,
) -> pygame.Rect:
    """The last trick over the middle of the table: a panel, its title (who took it), each card where its seat
    plays with the seat's name under it; the panel's rectangle."""
    u = layout.unit
    spots: list[tuple[int, pygame.Rect]] = []
    per_seat: dict[int, int] = {}
    for seat, card in trick.cards:
        index = per_seat.get(seat, 0)
        per_seat[seat] = index + 1
        spots.append((card, layout.spot(seat, index)))
    why = trick.model.banner  # who took it and why ("Bot 1 takes the trick: the highest Surya.")
    area = spots[0][1].unionall([rect for _card, rect in spots]) if spots else pygame.Rect(layout.centre)
    area = area.inflate(u * 3, u * 5 + (u * 2 if why else 0))
    area.y -= u + (u if why else 0)
    if area.w < u * 18:  # widened about its own middle: every card, two-card plays too, stays inside
        area.inflate_ip(u * 18 - area.w, 0)
    area.clamp_ip(pygame.Rect((0, 0), layout.size))
    surface.blit(panel(area.size, PANEL, 250, u // 2), area)
    pygame.draw.rect(surface, GOLD, area, 2, border_radius=u // 2)
    if trick.winner == player:
        title = _("Last trick: you took it")
    else:
        title = _("Last trick: {name} took it").format(name=seat_name(trick.winner))
    label = fit_text(text, title, round(u * 1.0), GOLD, area.w - u, bold=True)
    blit_centered(surface, label, (area.centerx, area.y + round(u * 1.1)))
    if why:
        line = fit_text(text, why, round(u * 0.85), INK, area.w - u)
        blit_centered(surface, line, (area.centerx, area.y + round(u * 2.4)))
    named: set[int] = set()
    for (seat, card), (_card, rect) in zip(trick.cards, spots, strict=True):
        surface.blit(art.round_face(card, rect.w), rect)
        if seat not in named:
            named.add(seat)
            surface.blit(*place_name_under(text, seat_name(seat), rect, u, INK))
    return area
