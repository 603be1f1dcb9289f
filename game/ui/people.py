"""Pass and play: seats played by people at this computer, taking turns at one window (issue 23).

A set-up gives a seat to a person by the spec :data:`PERSON` where a bot's level would be (the storage's mark of a
person's seat). The table shows one person's seat at a time, "you"; when another person is to move, a screen that
hides the table entirely asks to pass the computer (``scenes/handover.py``), and only once that person says Ready
does the table show the game again, from that seat: built afresh from the events that seat saw, so nothing of
another's hand is ever drawn face up.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from game.engine.series import SeatController
from game.storage import HUMAN
from game.ui.i18n import _

#: A seat's spec at a table for a person at this computer rather than a bot.
PERSON = HUMAN


def people_of(specs: Iterable[str]) -> frozenset[int]:
    """The seats played by people: the player's (0) and every seat 1, 2, ... whose spec is :data:`PERSON`."""
    return frozenset({0} | {seat for seat, spec in enumerate(specs, start=1) if spec == PERSON})


def person_name(seat: int) -> str:
    """A person's seat as the table names it when that person is not the one at the screen: ``Seat 2``."""
    return _("Seat {n}").format(n=seat + 1)


@dataclass(frozen=True)
class Seating:
    """Who plays where at a table: the seat shown first (``me``), the seats of people at this computer, each bot
    seat's spec, and whether this program keeps the games (a network table's are kept by its server). The seats in
    none of them are played elsewhere (by people at other computers, or the server's bots)."""

    me: int = 0
    people: frozenset[int] = frozenset({0})
    bots: Mapping[int, str] = field(default_factory=dict)
    saved: bool = True

    @classmethod
    def of_specs(cls, specs: Iterable[str]) -> Seating:
        """A table at this computer: the player in seat 0, then each seat 1, 2, ... a person's or a bot's spec."""
        listed = tuple(specs)
        people = people_of(listed)
        return cls(0, people, {seat: spec for seat, spec in enumerate(listed, start=1) if seat not in people})


class PeopleAtTable:
    """The people's seats of a table and whose turn at the screen it is."""

    def __init__(self, seats: frozenset[int]) -> None:
        self.seats = seats
        #: The seat the screen was last handed to (asked once per turn).
        self.asked: int | None = None

    def __contains__(self, seat: object) -> bool:
        return seat in self.seats

    def subscribe(
        self, controller: SeatController, at_screen: Callable[[], int], deliver: Callable[[Any], None]
    ) -> None:
        """Hear each person's events, and pass on those of the person at the screen only (``at_screen()``)."""
        for seat in sorted(self.seats):
            controller.subscribe(_for_seat(seat, at_screen, deliver), seat)

    def next_person(self, to_move: int | None, at_screen: int) -> int | None:
        """The person to pass the computer to now: another person is to move (asked once, until they sit)."""
        if to_move is None or to_move == at_screen or to_move not in self.seats or self.asked == to_move:
            return None
        self.asked = to_move
        return to_move


def _for_seat(seat: int, at_screen: Callable[[], int], deliver: Callable[[Any], None]) -> Callable[[Any], None]:
    def heard(event: Any) -> None:
        if seat == at_screen():
            deliver(event)

    return heard
