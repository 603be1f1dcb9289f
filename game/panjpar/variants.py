"""The two Panjpar variants of RULES.md, and dealing a shuffled pack."""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.cards import FRENCH_36, FRENCH_52, Pack
from game.panjpar.cards import CARDS, Card

HAND_SIZE = 5

#: The cards of each French pack as :class:`Card` objects, lowest first, by pack id (built once: bots ask often).
_PACK_CARDS: dict[str, tuple[Card, ...]] = {
    deck.id: tuple(CARDS[i] for i in deck.cards()) for deck in (FRENCH_52, FRENCH_36)
}


@dataclass(frozen=True, slots=True)
class Variant:
    """A variant: its id, the player counts it allows, and the French pack it is played with (``deck``)."""

    id: str
    players: tuple[int, ...]
    deck: Pack

    @property
    def pack(self) -> tuple[Card, ...]:
        """Every card of the variant, lowest first (the deck's cards as :class:`Card` objects)."""
        return _PACK_CARDS[self.deck.id]

    def check_players(self, players: int) -> None:
        """Raise ``ValueError`` unless the variant is for ``players`` players."""
        if players not in self.players:
            raise ValueError(f"{self.id} is for {' or '.join(map(str, self.players))} players, not {players}")

    @property
    def colour_guess(self) -> bool:
        """Whether a colour guess decides the first attacker (rule 2) rather than the dealer (rule 3)."""
        return self.id == "panjpar-52"


PANJPAR_52 = Variant("panjpar-52", (2,), FRENCH_52)
PANJPAR_36 = Variant("panjpar-36", (2, 3, 4), FRENCH_36)
VARIANTS = {v.id: v for v in (PANJPAR_52, PANJPAR_36)}


@dataclass(frozen=True, slots=True)
class Deal:
    """Everything a game starts from: the hands, the trump card, the stock (top first), the first attacker.

    Seats are 0-based in code (the record and the screen show ``seat + 1``).
    """

    variant: Variant
    hands: tuple[tuple[Card, ...], ...]
    trump_card: Card
    stock: tuple[Card, ...]
    first: int

    @property
    def players(self) -> int:
        return len(self.hands)


def shuffled_deal(variant: Variant, players: int, rng: random.Random, dealer: int, first: int) -> Deal:
    """Shuffle the pack and deal five cards each, one at a time from the dealer's left (rule 1)."""
    variant.check_players(players)
    pack = list(variant.pack)
    rng.shuffle(pack)
    hands: list[list[Card]] = [[] for _ in range(players)]
    for i in range(HAND_SIZE * players):
        hands[(dealer + 1 + i) % players].append(pack[i])
    rest = pack[HAND_SIZE * players :]
    return Deal(variant, tuple(tuple(h) for h in hands), rest[0], tuple(rest[1:]), first)
