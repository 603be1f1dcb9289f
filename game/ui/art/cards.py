"""What the screens draw cards with: :class:`CardArt`, every card image at the size asked for, cached.

Everything is drawn at its final size (shapes supersampled then smooth-scaled down, text rendered at that
size), so cards are crisp from 50 to 250 px wide; every result is cached, so a frame is mostly blits. The
:class:`Theme` (card back, cloth, large index) is part of each image's key: changing it draws the new images once
and keeps the old ones, so cycling the choices in Settings is quick.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.lazy import Lazy
from game.ui.art.cache import ImageCache
from game.ui.art.cloth import CLOTH_COLOURS, table_cloth
from game.ui.art.french import FrenchFaces
from game.ui.art.palette import RGB
from game.ui.art.theme import DEFAULT_THEME, Theme
from game.ui.text import TextRenderer, default_renderer

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from game.ui.art.ganjifa import RoundFaces

#: The round Ganjifa cards' painter, loaded when a Ganjifa card is first drawn.
_ROUND_FACES: Lazy[type[RoundFaces]] = Lazy("game.ui.art.ganjifa", "RoundFaces")
#: The card backs and the glows and shadows of the table, loaded when a table first draws one (the menu has none).
_BACK: Lazy[Callable[[int, str], pygame.Surface]] = Lazy("game.ui.art.back", "make_back")
_HIGHLIGHT: Lazy[Callable[[int, Sequence[int]], pygame.Surface]] = Lazy("game.ui.art.effects", "make_highlight")
_SHADOW: Lazy[Callable[[int], pygame.Surface]] = Lazy("game.ui.art.effects", "make_shadow")


class CardArt:
    """Renders and caches card images; a frame should be mostly blits.

    All surfaces returned are shared cache entries: blit them, do not draw on them.
    """

    def __init__(
        self, four_colour: bool = False, text: TextRenderer | None = None, theme: Theme = DEFAULT_THEME
    ) -> None:
        self._cache = ImageCache()
        renderer = text if text is not None else default_renderer()
        self._french = FrenchFaces(self._cache, renderer, four_colour)
        self._renderer = renderer
        self._round_faces: RoundFaces | None = None
        #: The player's card back, cloth and large index (Settings); screens that cache what they build from
        #: these images (piles, fans) key it by this too.
        self.theme = theme

    # -- settings ------------------------------------------------------------------------------------------
    @property
    def four_colour(self) -> bool:
        """Four-colour deck (spades black, hearts red, diamonds blue, clubs green) for colour-blind players."""
        return self._french.four_colour

    @four_colour.setter
    def four_colour(self, value: bool) -> None:
        if value != self._french.four_colour:
            self._french.four_colour = value
            self._cache.clear()

    def suit_colour(self, suit: str) -> RGB:
        """Ink colour of ``suit`` in the current colour scheme."""
        return self._french.suit_colour(suit)

    def clear(self) -> None:
        """Drop every cached image (e.g. after the window is resized and old sizes are not needed)."""
        self._cache.clear()

    # -- images --------------------------------------------------------------------------------------------
    def face(self, rank: int, suit: str, width: int, *, picture: bool = False) -> pygame.Surface:
        """The face of a card, ``width`` x ``card_height(width)``, transparent outside its rounded corners (with
        the large index if the theme has it, unless the card is a ``picture``, not a card to read: the menu's fan)."""
        return self._french.face(rank, suit, width, self.theme.large_index and not picture)

    @property
    def _round(self) -> RoundFaces:
        if self._round_faces is None:
            self._round_faces = _ROUND_FACES.get()(self._cache, self._renderer)
        return self._round_faces

    def round_face(self, card: int, diameter: int, *, picture: bool = False) -> pygame.Surface:
        """A round Ganjifa card (0..95, ``rank * 8 + suit``), ``diameter`` wide, drawn the first time it is asked
        for at that size (so the Ganjifa art costs nothing until a Ganjifa table or the menu shows it);
        ``picture``: the plain face whatever the Large index setting."""
        return self._round.face(card, diameter, self.theme.large_index and not picture)

    def round_back(self, diameter: int) -> pygame.Surface:
        """The back of a round Ganjifa card, in the colours of the theme's card back."""
        return self._round.back(diameter, self.theme.back)

    def back(self, width: int) -> pygame.Surface:
        """The theme's card back (the default: eight-pointed-star tile-work in lapis, turquoise and gold, framed
        in deep red)."""
        style = self.theme.back
        return self._cache.get(("back", width, style), lambda: _BACK.get()(width, style))

    def back_rotated(self, width: int) -> pygame.Surface:
        """The back turned 90 degrees."""
        key = ("back90", width, self.theme.back)
        return self._cache.get(key, lambda: pygame.transform.rotate(self.back(width), 90))

    def cloth(self, size: tuple[int, int]) -> pygame.Surface:
        """The table cloth of the theme's colour, ``size`` pixels (cached per size and colour)."""
        return table_cloth(size, CLOTH_COLOURS[self.theme.cloth])

    def suit_symbol(self, suit: str, size: int, colour: RGB | None = None) -> pygame.Surface:
        """The suit symbol alone, ``size`` x ``size``, in the suit's colour (or ``colour``)."""
        return self._french.suit_symbol(suit, size, colour)

    def highlight(self, width: int, colour: tuple[int, int, int]) -> pygame.Surface:
        """A glowing rounded outline the size of a card, to blit over it (selection, legal target)."""
        return self._cache.get(("hl", width, tuple(colour)), lambda: _HIGHLIGHT.get()(width, colour))

    def shadow(self, width: int) -> pygame.Surface:
        """A soft drop shadow; blit it at ``card_pos + shadow_offset(width)`` before the card."""
        return self._cache.get(("shadow", width), lambda: _SHADOW.get()(width))
