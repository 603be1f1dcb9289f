"""A game's rules page as data: sections of a heading, rows of example cards with captions, and paragraphs.

A page is made by a function of its game's UI package (``rules_page()``), called when the screen shows it, so
that every text is in the player's language; each game's page is its GameUI's (``game.ui.games``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from game.ganjifa.cards import parse_card
from game.ui.i18n import _

#: Which art a picture's cards are drawn with: the French faces (a card is ``game.panjpar.cards.Card``, an
#: int) or the round Ganjifa faces (a card is an index of ``game.ganjifa.cards.PACK``).
Pack = Literal["french", "round"]


@dataclass(frozen=True, slots=True)
class Picture:
    """Example cards with a caption under them: ``groups`` of cards, each group fanned, the groups side by side
    (a lead and its answer, a hand against the dealer's)."""

    caption: str
    groups: tuple[tuple[int, ...], ...]
    pack: Pack = "round"

    @property
    def cards(self) -> int:
        return sum(len(group) for group in self.groups)


@dataclass(frozen=True, slots=True)
class Section:
    """A part of a page: an optional heading, paragraphs, then pictures (or pictures first: ``pictures_first``)."""

    heading: str = ""
    paragraphs: tuple[str, ...] = ()
    pictures: tuple[Picture, ...] = ()
    pictures_first: bool = False


@dataclass(frozen=True, slots=True)
class RulesPage:
    """One game's rules: its sections in reading order (the screen splits them into pages that fit)."""

    sections: tuple[Section, ...]

    def paragraphs(self) -> list[str]:
        return [text for section in self.sections for text in section.paragraphs]

    def pictures(self) -> list[Picture]:
        return [picture for section in self.sections for picture in section.pictures]


def round_cards(text: str) -> tuple[int, ...]:
    """Round cards by their texts: ``round_cards("RSu 2Su")``."""
    return tuple(parse_card(word) for word in text.split())


def round_picture(caption: str, *groups: str) -> Picture:
    """A picture of round cards, each group given by its cards' texts."""
    return Picture(caption, tuple(round_cards(group) for group in groups))


#: The key rajas of the trick games: Surya's by day, Chandra's by night.
DAY_KEY, NIGHT_KEY = "RSu", "RCh"


def key_card_pictures() -> tuple[Picture, Picture]:
    """The key card by day and by night, as the pages of ekrang and hamrang show it."""
    return (
        round_picture(_("Day: the raja of Surya"), DAY_KEY),
        round_picture(_("Night: the raja of Chandra"), NIGHT_KEY),
    )
