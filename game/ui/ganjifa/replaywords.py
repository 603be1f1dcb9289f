"""The words of the Ganjifa games: the seats named as at the table (You, the bots by the record's ``Bots`` tag with
their levels), the pack's actions as sentences ("Bot 2 plays the 7 of harps") and the lines every game's log
shares (who took a trick, who went out, the winners); a game's own actions and showdowns are its adapter's."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from game.engine.tags import parse_bots
from game.ganjifa.actions import Deal, Play
from game.ganjifa.cards import RAJA_RANK, VIZIER_RANK, rank, suit
from game.ui.i18n import _
from game.ui.log import LogLine
from game.ui.seatnames import bot_name, difficulty_name

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


@dataclass(frozen=True)
class Seats:
    """The seats of a record as the viewer names them. ``me``: the player's seat (``None``: the record names no
    player, and every seat is called by its number); ``levels``: each bot seat's level, by the ``Bots`` tag."""

    players: int
    me: int | None
    levels: Mapping[int, str]

    @property
    def bottom(self) -> int:
        """The seat drawn at the bottom of the table: the player's, else the first."""
        return self.me if self.me is not None else 0

    def name(self, seat: int) -> str:
        """As in a sentence and at the table: ``You``, ``Bot 2``, or ``Seat 3`` for a seat the record does not name."""
        if seat == self.me:
            return _("You")
        if seat in self.levels:
            return bot_name(seat, self.players)
        return _("Seat {n}").format(n=seat + 1)

    def plate_name(self, seat: int) -> str:
        """On the seat's plate: the name, with a bot's level (``Bot 2 · Easy``)."""
        level = self.levels.get(seat)
        return self.name(seat) + (f" · {difficulty_name(level)}" if level is not None else "")


def record_seats(tags: Mapping[str, tuple[str, int]], players: int, me: int | None) -> Seats:
    """The seats of a record with ``tags``: the bots its ``Bots`` tag names (read as ``panjpar replay`` reads it);
    the player is ``me`` when the caller knows her seat (the statistics), else the one seat no bot holds."""
    return bot_seats(parse_bots(tags["Bots"][0], players) if "Bots" in tags else {}, players, me)


def bot_seats(levels: Mapping[int, str], players: int, me: int | None) -> Seats:
    """The seats of a record whose ``Bots`` tag gives ``levels``, the player's seat ``me`` as for
    :func:`record_seats` (a Panjpar record's tag is read by its own parser)."""
    if me is None or not 0 <= me < players:
        humans = [seat for seat in range(players) if seat not in levels]
        me = humans[0] if levels and len(humans) == 1 else None
    return Seats(players, me, {seat: level for seat, level in levels.items() if seat != me})


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
