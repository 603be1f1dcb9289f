"""The typed events the controller emits for Panjpar.

Events that carry hidden cards (the deal, a draw) are redacted per seat by :func:`for_seat`: a subscriber
for seat 2 never receives seat 1's cards.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.panjpar.actions import Colour
from game.panjpar.cards import Card
from game.panjpar.position import Outcome

# ----- events: what happened ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ColourGuessNeeded:
    """A ``panjpar-52`` deal waits for ``seat`` to guess the trump colour."""

    seat: int


@dataclass(frozen=True, slots=True)
class ColourGuessed:
    seat: int
    colour: Colour
    correct: bool


@dataclass(frozen=True, slots=True)
class Dealt:
    """Five cards each and the trump card turned up. ``hand`` is the receiving seat's own (empty if hidden)."""

    dealer: int
    trump_card: Card
    hand_sizes: tuple[int, ...]
    first_attacker: int
    hands: tuple[tuple[Card, ...] | None, ...]


@dataclass(frozen=True, slots=True)
class Attacked:
    seat: int
    defender: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Beaten:
    seat: int
    attack_card: Card
    beater: Card


@dataclass(frozen=True, slots=True)
class PickedUp:
    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Discarded:
    """The beaten attack cards and their beaters go face down to the discard heap."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Drawn:
    """``seat`` drew ``count`` cards; ``cards`` only for that seat (``None`` for the others).

    ``took_trump`` is public: everyone sees the face-up trump card leave the table.
    """

    seat: int
    count: int
    cards: tuple[Card, ...] | None
    took_trump: bool


@dataclass(frozen=True, slots=True)
class TurnChanged:
    attacker: int
    defender: int


@dataclass(frozen=True, slots=True)
class PlayerOut:
    seat: int


@dataclass(frozen=True, slots=True)
class GameOver:
    outcome: Outcome
    #: The game's returns (:meth:`Outcome.returns`): what ends a game for the series (engine/series.Ending).
    returns: tuple[float, ...]


Event = (
    ColourGuessNeeded | ColourGuessed | Dealt | Attacked | Beaten | PickedUp | Discarded | Drawn | TurnChanged
    | PlayerOut | GameOver
)  # fmt: skip


def for_seat(event: Event, seat: int | None) -> Event:
    """The event as ``seat`` may see it (``None``: an observer who sees everything, like the recorder)."""
    if seat is None:
        return event
    if isinstance(event, Dealt):
        return replace(event, hands=tuple(h if i == seat else None for i, h in enumerate(event.hands)))
    if isinstance(event, Drawn) and event.seat != seat:
        return replace(event, cards=None)
    return event
