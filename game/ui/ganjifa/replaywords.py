"""The words of the Ganjifa games: the round pack's cards and actions (the deal, a play) as sentences ("Bot 2 plays
the 7 of harps"), a sentence said by a seat, and each seat at a showdown; a game's own actions and log lines are its
adapter's (game/ui/ganjifa/model.py)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from game.ganjifa.actions import Deal, Play
from game.ganjifa.cards import RAJA_RANK, VIZIER_RANK, rank, suit
from game.ui.i18n import _
from game.ui.log import LogLine
from game.ui.seatnames import Seats

#: A seat's plate at a showdown.
P = TypeVar("P")


def suit_words() -> tuple[str, ...]:
    """The eight suits by their symbols, in the pack's order (Surya, Chandra, Barat, Phul, Kumancha, Ghulam,
    Cheng, Shamsher), as the player's language says them after "the 7 of"."""
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


def card_words(card: int) -> str:
    """``the 7 of harps``, ``the vizier of swords``, ``the raja of suns``."""
    name = suit_words()[suit(card)]
    if rank(card) == RAJA_RANK:
        return _("the raja of {suit}").format(suit=name)
    if rank(card) == VIZIER_RANK:
        return _("the vizier of {suit}").format(suit=name)
    return _("the {rank} of {suit}").format(rank=rank(card) + 1, suit=name)


def cards_words(cards: Sequence[int]) -> str:
    """One card, or two: ``the raja of swords and the 2 of swords``."""
    words = [card_words(card) for card in cards]
    if len(words) == 2:
        return _("{first} and {second}").format(first=words[0], second=words[1])
    return ", ".join(words)


def by_whom(seats: Seats, seat: int, mine: Callable[[], str], theirs: Callable[[], str], **words: object) -> str:
    """``mine`` (a sentence of "You") for the player's seat, else ``theirs`` with the seat's ``name``."""
    if seat == seats.me:
        return mine().format(**words)
    return theirs().format(name=seats.name(seat), **words)


def action_words(action: object, seats: Seats) -> str:
    """What one of the pack's actions (the deal, a play) does, in a sentence for the top of the viewer."""
    if isinstance(action, Deal):
        return _("The deal")
    if isinstance(action, Play):
        return by_whom(seats, action.seat, lambda: _("You play {cards}"), lambda: _("{name} plays {cards}"),
                       cards=cards_words(action.cards))  # fmt: skip
    return str(action)


# ----- the table's log --------------------------------------------------------------------------------------
def showdown(plates: Sequence[P], seats: Seats, shown: Callable[[P], str]) -> list[LogLine]:
    """Each seat's hand and chips at a showdown, in the table's words (its plates)."""
    return [LogLine(f"{seats.name(seat)}: {shown(plate)}") for seat, plate in enumerate(plates)]
