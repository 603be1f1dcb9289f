"""The words of the Ganjifa games: the round pack's actions (the deal, a play) as sentences ("Bot 2 plays the 7 of
Cheng", the cards named by game/ui/ganjifa/cardnames.py), a sentence said by a seat, and each seat at a showdown; a
game's own actions and log lines are its adapter's (game/ui/ganjifa/model.py)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from game.ganjifa.actions import Deal, Play
from game.ui.ganjifa.cardnames import cards_name
from game.ui.i18n import _
from game.ui.log import LogLine
from game.ui.seatnames import Seats

#: A seat's plate at a showdown.
P = TypeVar("P")


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
                       cards=cards_name(action.cards))  # fmt: skip
    return str(action)


# ----- the table's log --------------------------------------------------------------------------------------
def showdown(
    plates: Sequence[P], seats: Seats, shown: Callable[[P], str], hands: Sequence[Sequence[int] | None] = ()
) -> list[LogLine]:
    """Each seat's hand and chips at a showdown, in the table's words (its plates), after the hand's cards when
    ``hands`` holds them (a folded hand, ``None``, is not named)."""
    lines = []
    for seat, plate in enumerate(plates):
        cards = hands[seat] if seat < len(hands) else None
        words = shown(plate).strip()
        if cards:
            words = _("{cards} · {score}").format(cards=cards_name(cards), score=words)
        lines.append(LogLine(f"{seats.name(seat)}: {words}"))
    return lines
