"""The two kinds of move, an attack and a defence, as small value types with a text round trip."""

from __future__ import annotations

from dataclasses import dataclass

from game.panjpar.cards import Card, CardError, format_cards, parse_card


@dataclass(frozen=True, slots=True)
class Attack:
    """The attacker throws 1, 3 or 5 cards (rule 4). Text: ``9H 9C 3S``."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return format_cards(self.cards)


@dataclass(frozen=True, slots=True)
class Defence:
    """The defender's whole answer: ``(attack card, beater)`` pairs; the rest is picked up (rule 5, 6).

    Text: ``3S/4S 9C/KC``, or ``take`` when nothing is beaten.
    """

    beats: tuple[tuple[Card, Card], ...] = ()

    def __str__(self) -> str:
        if not self.beats:
            return "take"
        return " ".join(f"{attack}/{beater}" for attack, beater in self.beats)


Move = Attack | Defence

TAKE = Defence(())


def parse_move(text: str) -> Move:
    """Parse a move's text (``5D 5C KC``, ``3S/4S 9C/KC``, ``take``); raises :class:`CardError`."""
    words = text.split()
    if not words:
        raise CardError("empty move")
    if len(words) == 1 and words[0].lower() == "take":
        return TAKE
    if any("/" in word for word in words):
        beats = []
        for word in words:
            parts = word.split("/")
            if len(parts) != 2:
                raise CardError(f"a defence is ATTACK/BEATER, not {word!r}")
            beats.append((parse_card(parts[0]), parse_card(parts[1])))
        return Defence(tuple(beats))
    return Attack(tuple(parse_card(word) for word in words))
