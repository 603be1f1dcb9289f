"""Panjpar's actions: the one vocabulary of the game state, the controller, the table, the bots and the records.

A seat's action names the seat that plays it. The deal (:class:`~game.panjpar.variants.Deal`) is the chance
player's action. A defence is played kill by kill: each :class:`Beat` kills one attack card, and the battle
ends once every attack card is killed or the defender plays :class:`Take` (pick up the rest); a record line
``2: 3S/4S 9C/KC`` is such a run of actions (:func:`defence_actions`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from game.panjpar.cards import Card

Colour = Literal["red", "black"]


@dataclass(frozen=True, slots=True)
class GuessColour:
    """Guess the colour of the trump suit before a ``panjpar-52`` game begins (rule 2)."""

    seat: int
    colour: Colour


@dataclass(frozen=True, slots=True)
class AttackIntent:
    """Throw 1, 3 or 5 cards (rule 4)."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Beat:
    """Kill one attack card with one card from hand (rule 5); the battle ends once all are killed."""

    seat: int
    attack_card: Card
    beater: Card


@dataclass(frozen=True, slots=True)
class Take:
    """End the defence: pick up every attack card not killed (rule 6)."""

    seat: int


#: What a seat may play.
Action = GuessColour | AttackIntent | Beat | Take


def defence_actions(seat: int, beats: Sequence[tuple[Card, Card]], open_cards: int) -> tuple[Action, ...]:
    """A whole defence as actions: a :class:`Beat` per kill, then :class:`Take` unless all ``open_cards`` die."""
    kills: tuple[Action, ...] = tuple(Beat(seat, attack, beater) for attack, beater in beats)
    return kills if len(beats) == open_cards else (*kills, Take(seat))
