"""The order of the player's hand at a trick table: by suit or by value (the setting ``round_sort``, the key S),
or as she arranged it by dragging cards within the hand (kept for the game, until she sorts again)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from game.ganjifa.cards import suit
from game.ui.ganjifa.model import TableModel

#: A sort key of a card, by the game's card values.
CardKey = Callable[[int], tuple[int, ...]]


class HandOrder:
    """The player's arrangement of her hand: ``None`` until she moves a card (the hand is then sorted)."""

    def __init__(self) -> None:
        self.custom: list[int] | None = None

    def forget(self) -> None:
        """Sorted again (a new game, or the player asked for a sort)."""
        self.custom = None

    def arrange(self, hand: Sequence[int | None], key: CardKey | None) -> tuple[int | None, ...]:
        """``hand`` in the player's order: the cards she arranged in her order, the others after them sorted by
        ``key`` (``None``: as the game gives them). A hand with a face-down card is left as it is."""
        if key is None or any(card is None for card in hand):
            return tuple(hand)
        cards = [card for card in hand if card is not None]
        if self.custom is None:
            return tuple(sorted(cards, key=key))
        placed = [card for card in self.custom if card in cards]
        rest = sorted((card for card in cards if card not in placed), key=key)
        return (*placed, *rest)

    def move(self, hand: Sequence[int | None], card: int, index: int) -> None:
        """Put ``card`` at ``index`` of ``hand`` (the hand as shown), the others keeping their order."""
        cards = [c for c in hand if c is not None and c != card]
        cards.insert(max(0, min(index, len(cards))), card)
        self.custom = cards


def suit_runs(hand: Sequence[int | None]) -> tuple[int, ...]:
    """The lengths of the runs of cards of one suit in ``hand``, in order (``()`` for a hand with a face-down
    card)."""
    if any(card is None for card in hand):
        return ()
    runs: list[int] = []
    last = -1
    for card in hand:
        assert card is not None
        if runs and suit(card) == last:
            runs[-1] += 1
        else:
            runs.append(1)
        last = suit(card)
    return tuple(runs)


def with_hand(model: TableModel, seat: int, hand: tuple[int | None, ...]) -> TableModel:
    """``model`` with ``seat``'s hand in the order ``hand``."""
    if not model.hands or model.hands[seat] == hand:
        return model
    hands = list(model.hands)
    hands[seat] = hand
    return replace(model, hands=tuple(hands))
