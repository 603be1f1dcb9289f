"""The toy game's rules and state on the game protocol (game/engine/protocol.py).

Everyone antes :data:`ANTE` chip; chance deals one card to each seat; then, from the dealer's left and the dealer
last, each seat stays (putting :data:`RAISE` more into the pot) or folds (losing its ante). The highest rank among
those who stayed (the raja high, the suit does not count) takes the pot; equal ranks split it, an odd chip going to
the tied seat nearest the dealer's left. When everyone folds the antes are returned: nobody wins or loses.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from game.engine.protocol import CHANCE, TERMINAL, Refusal
from game.ganjifa.actions import Deal
from game.ganjifa.cards import CARDS, card_text, rank

ANTE = 1
RAISE = 1


@dataclass(frozen=True, slots=True)
class Decide:
    """``seat`` (0-based) stays in (``stays``) or folds; the record writes ``2: stay`` or ``2: fold``."""

    seat: int
    stays: bool

    def __str__(self) -> str:
        return f"{self.seat + 1}: {'stay' if self.stays else 'fold'}"


ToyAction = Deal | Decide


@dataclass(frozen=True, slots=True)
class ToyView:
    """What one seat knows: its own card, who stayed or folded, and at the end the cards of those who stayed."""

    seat: int
    players: int
    dealer: int
    to_move: int | None
    #: This seat's card once dealt.
    card: int | None
    #: Each seat's word so far: ``True`` stayed, ``False`` folded, ``None`` not yet.
    said: tuple[bool | None, ...]
    #: At the end, each seat's card if it stayed (``None`` for a folded one, never shown).
    shown: tuple[int | None, ...] | None
    #: At the end, each seat's net chips.
    nets: tuple[int, ...] | None

    def legal_actions(self) -> tuple[Decide, ...]:
        if self.to_move != self.seat:
            return ()
        return (Decide(self.seat, True), Decide(self.seat, False))

    @property
    def pot(self) -> int:
        """The chips in the pot: every ante, and a raise for each seat that stayed."""
        return ANTE * self.players + RAISE * sum(1 for word in self.said if word)


def settle(cards: Sequence[int], said: Sequence[bool | None], dealer: int) -> tuple[int, ...]:
    """Each seat's net chips once every seat has spoken (they add up to 0)."""
    players = len(cards)
    stayed = [(dealer + k) % players for k in range(1, players + 1) if said[(dealer + k) % players]]
    if not stayed:
        return (0,) * players
    best = max(rank(cards[seat]) for seat in stayed)
    winners = [seat for seat in stayed if rank(cards[seat]) == best]
    pot = ANTE * players + RAISE * len(stayed)
    share, odd = divmod(pot, len(winners))
    paid = {seat: share + (1 if index < odd else 0) for index, seat in enumerate(winners)}
    return tuple(paid.get(seat, 0) - ANTE - (RAISE if said[seat] else 0) for seat in range(players))


class ToyState:
    """One round as the referee sees it: :data:`CHANCE` until the deal, then each seat in turn, then over."""

    def __init__(self, players: int, dealer: int) -> None:
        if not 0 <= dealer < players:
            raise ValueError(f"no seat {dealer + 1} to deal: the game has {players} players")
        self._players, self.dealer = players, dealer
        #: The seats in the order they speak: from the dealer's left, the dealer last.
        self.order = tuple((dealer + k) % players for k in range(1, players + 1))
        self.cards: tuple[int, ...] | None = None
        self.said: list[bool | None] = [None] * players
        self._history: list[ToyAction] = []

    @property
    def players(self) -> int:
        return self._players

    def current_player(self) -> int:
        if self.cards is None:
            return CHANCE
        spoken = len(self._history) - 1
        return self.order[spoken] if spoken < self._players else TERMINAL

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def legal_actions(self) -> Iterator[Decide]:
        seat = self.current_player()
        return iter(() if seat < 0 else (Decide(seat, True), Decide(seat, False)))

    def sample_chance(self, rng: random.Random) -> Deal:
        if self.cards is not None:
            raise Refusal("not_chance", "the cards are dealt already")
        return Deal(tuple((card,) for card in rng.sample(range(CARDS), self._players)))

    def apply(self, action: ToyAction) -> None:
        """Check ``action`` and play it; a :class:`Refusal` says why not, and nothing changes."""
        to_move = self.current_player()
        if to_move == TERMINAL:
            raise Refusal("game_over", "the round is over")
        if isinstance(action, Deal):
            cards = [card for hand in action.hands for card in hand]
            if to_move != CHANCE:
                raise Refusal("not_chance", "the cards are dealt already")
            if len(action.hands) != self._players or any(len(hand) != 1 for hand in action.hands):
                raise Refusal("bad_deal", f"one card to each of {self._players} seats")
            if len(set(cards)) != len(cards) or not all(0 <= card < CARDS for card in cards):
                raise Refusal("bad_deal", "a deal of distinct cards of the pack")
        elif not isinstance(action, Decide):
            raise Refusal("not_an_action", f"not a toy action: {str(action)[:40]!r}")
        elif to_move == CHANCE:
            raise Refusal("deal_due", "the cards are to be dealt first")
        elif action.seat != to_move:
            raise Refusal("not_your_turn", f"seat {action.seat + 1} is not to speak", {"seat": action.seat + 1})
        self.push(action)

    def push(self, action: ToyAction) -> None:
        if isinstance(action, Deal):
            self.cards = tuple(hand[0] for hand in action.hands)
        else:
            self.said[action.seat] = action.stays
        self._history.append(action)

    def pop(self) -> ToyAction:
        action = self._history.pop()
        if isinstance(action, Deal):
            self.cards = None
        else:
            self.said[action.seat] = None
        return action

    def nets(self) -> tuple[int, ...] | None:
        if self.cards is None or not self.is_terminal():
            return None
        return settle(self.cards, self.said, self.dealer)

    def observation(self, seat: int) -> ToyView:
        to_move = self.current_player()
        nets = self.nets()
        shown = None
        if nets is not None and self.cards is not None:
            shown = tuple(card if word else None for card, word in zip(self.cards, self.said, strict=True))
        own = self.cards[seat] if self.cards is not None else None
        return ToyView(seat, self._players, self.dealer, to_move if to_move >= 0 else None, own, tuple(self.said),
                       shown, nets)  # fmt: skip

    def returns(self) -> tuple[float, ...]:
        nets = self.nets()
        return tuple(float(net) for net in nets) if nets is not None else (0.0,) * self._players

    def history(self) -> tuple[ToyAction, ...]:
        return tuple(self._history)

    def __repr__(self) -> str:
        cards = " ".join(card_text(card) for card in self.cards) if self.cards else "-"
        return f"ToyState({self._players} players, dealer {self.dealer + 1}, {cards}, {self.said})"
