"""The round pack's names as the rules pages say them: the eight suits (Surya, Chandra, Barat, Phul, Kumancha,
Ghulam, Cheng, Shamsher) with an English gloss of each (suns, moons...), and a card by its name: "the 8 of Cheng"
in a sentence, "8 of Cheng (harps)" as a label."""

from __future__ import annotations

from collections.abc import Sequence

from game.ganjifa.cards import RAJA_RANK, VIZIER_RANK, rank, suit
from game.ui.i18n import _


def suit_names() -> tuple[str, ...]:
    """The suits' names in the pack's order, as the rules say them."""
    return (
        _("Surya"),
        _("Chandra"),
        _("Barat"),
        _("Phul"),
        _("Kumancha"),
        _("Ghulam"),
        _("Cheng"),
        _("Shamsher"),
    )


def suit_glosses() -> tuple[str, ...]:
    """What each suit's symbol is, in the player's language, in the pack's order."""
    return (
        _("suns"),
        _("moons"),
        _("bills"),
        _("crowns"),
        _("goods"),
        _("slaves"),
        _("harps"),
        _("swords"),
    )


def card_name(card: int) -> str:
    """``the 8 of Cheng``, ``the vizier of Surya``, ``the raja of Shamsher`` (as a sentence's object)."""
    name = suit_names()[suit(card)]
    if rank(card) == RAJA_RANK:
        return _("the raja of {suit_name}").format(suit_name=name)
    if rank(card) == VIZIER_RANK:
        return _("the vizier of {suit_name}").format(suit_name=name)
    return _("the {rank} of {suit_name}").format(rank=rank(card) + 1, suit_name=name)


def cards_name(cards: Sequence[int]) -> str:
    """One card, or two: ``the raja of Barat and the 2 of Barat``."""
    names = [card_name(card) for card in cards]
    if len(names) == 2:
        return _("{first} and {second}").format(first=names[0], second=names[1])
    return ", ".join(names)


def cards_or(cards: Sequence[int]) -> str:
    """Cards one of which may be played: ``the 2 of Barat, the 5 of Barat or the 9 of Cheng``."""
    names = [card_name(card) for card in cards]
    if len(names) < 2:
        return "".join(names)
    return _("{first} or {second}").format(first=", ".join(names[:-1]), second=names[-1])


def card_label(card: int) -> str:
    """``8 of Cheng (harps)``, ``Raja of Surya (suns)``: a card's name where it stands alone (over a card)."""
    name, gloss = suit_names()[suit(card)], suit_glosses()[suit(card)]
    if rank(card) == RAJA_RANK:
        return _("Raja of {suit_name} ({gloss})").format(suit_name=name, gloss=gloss)
    if rank(card) == VIZIER_RANK:
        return _("Vizier of {suit_name} ({gloss})").format(suit_name=name, gloss=gloss)
    return _("{rank} of {suit_name} ({gloss})").format(rank=rank(card) + 1, suit_name=name, gloss=gloss)
