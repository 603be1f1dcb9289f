"""What one seat may know (RULES.md rule 11), and the tracker that keeps it.

A :class:`SeatView` is all a bot or the table gets: its own hand, how many cards the others hold, the trump
card, the table, and what it saw face up (the discarded cards, the cards others picked up). It never holds the
stock order or another seat's unseen cards.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import combinations
from typing import Literal

from game.cards import FRENCH_52
from game.panjpar.actions import Action, AttackIntent, Beat, GuessColour, Take
from game.panjpar.cards import BEATER_MASKS, Card
from game.panjpar.moves import Attack, Move
from game.panjpar.position import Outcome, State, attack_pattern_ok, max_attack_size
from game.panjpar.variants import Variant

ViewPhase = Literal["deal", "guess", "attack", "defend", "over"]


@dataclass(frozen=True, slots=True)
class SeatView:
    """The game as ``seat`` sees it. Seats are 0-based."""

    seat: int
    variant: Variant
    players: int
    phase: ViewPhase
    trump_card: Card | None
    #: Whether the face-up trump card still lies under the stock (the pile itself is visible, not its size).
    trump_in_stock: bool
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    attacker: int
    defender: int
    #: The battle: each attack card with the card that killed it so far, or ``None``.
    table: tuple[tuple[Card, Card | None], ...]
    #: Every card that went face down to the discard heap (each was seen face up in its battle).
    discarded: frozenset[Card]
    #: For each seat, the cards known to be in its hand: one's own hand; for others, cards seen picked up.
    known: tuple[frozenset[Card], ...]
    out: tuple[int, ...]
    outcome: Outcome | None
    #: Every move so far, all of them played face up: (seat, move).
    moves: tuple[tuple[int, Move], ...]

    @property
    def to_move(self) -> int | None:
        if self.phase == "attack":
            return self.attacker
        if self.phase == "defend":
            return self.defender
        return None

    @property
    def trump(self) -> int:
        assert self.trump_card is not None
        return FRENCH_52.suit_position(self.trump_card)

    def stock_count(self) -> int:
        """The stock's size as a card-counting player works it out from this view (never announced)."""
        on_table = sum(1 + (b is not None) for _, b in self.table)
        return len(self.variant.pack) - sum(self.hand_sizes) - len(self.discarded) - on_table

    def unseen(self) -> frozenset[Card]:
        """Cards this seat has not located: in the stock or in other hands, not known to be anywhere."""
        located = set(self.discarded)
        for cards in self.known:
            located |= cards
        for attack, beater in self.table:
            located.add(attack)
            if beater is not None:
                located.add(beater)
        if self.trump_in_stock and self.trump_card is not None:
            located.add(self.trump_card)
        return frozenset(self.variant.pack) - located

    def legal_attacks(self) -> Iterator[Attack]:
        """Every legal attack from this seat's hand, when it is this seat's turn to attack."""
        if self.phase != "attack" or self.attacker != self.seat:
            return
        hand = sorted(self.hand)
        limit = max_attack_size(len(hand), self.hand_sizes[self.defender])
        for c in hand:
            yield Attack((c,))
        for size in (3, 5):
            if size <= limit:
                for combo in combinations(hand, size):
                    if attack_pattern_ok(combo):
                        yield Attack(combo)

    def beaters(self, attack_card: Card) -> list[Card]:
        """This seat's cards that kill ``attack_card``, lowest first."""
        mask = BEATER_MASKS[self.trump][attack_card]
        return sorted(c for c in self.hand if mask >> c & 1)

    def legal_actions(self) -> Iterator[Action]:
        """This seat's legal actions now: a guess, an attack, or a kill of an open attack card or the take.

        Its own hand and the table are all that legality depends on, so the view states it for the game state
        too (:meth:`game.panjpar.game.PanjparState.legal_actions`).
        """
        seat = self.seat
        if self.phase == "guess":
            yield GuessColour(seat, "red")
            yield GuessColour(seat, "black")
        elif self.phase == "attack" and self.attacker == seat:
            for throw in self.legal_attacks():
                yield AttackIntent(seat, throw.cards)
        elif self.phase == "defend" and self.defender == seat:
            for attack, killer in self.table:
                if killer is None:
                    for beater in self.beaters(attack):
                        yield Beat(seat, attack, beater)
            yield Take(seat)


class KnowledgeTracker:
    """Follows the moves of a game and keeps, per seat, the cards everyone knows to be in that hand."""

    def __init__(self, players: int) -> None:
        self.public: list[set[Card]] = [set() for _ in range(players)]

    def snapshot(self) -> tuple[frozenset[Card], ...]:
        return tuple(frozenset(cards) for cards in self.public)

    def restore(self, snapshot: tuple[frozenset[Card], ...]) -> None:
        self.public = [set(cards) for cards in snapshot]

    def after_attack(self, seat: int, cards: tuple[Card, ...]) -> None:
        self.public[seat].difference_update(cards)

    def after_battle(self, state: State, defender: int, beats: tuple[tuple[Card, Card], ...],
                     attack: tuple[Card, ...]) -> None:  # fmt: skip
        killed = {x for x, _ in beats}
        self.public[defender].difference_update(b for _, b in beats)
        self.public[defender].update(c for c in attack if c not in killed)
        for seat, drawn in state.last_draws:
            if state.trump_card in drawn:
                self.public[seat].add(state.trump_card)


def make_view(
    state: State | None, seat: int, tracker: KnowledgeTracker, pending: tuple[tuple[Card, Card], ...],
    variant: Variant, players: int, before: ViewPhase | None = None,
) -> SeatView:  # fmt: skip
    """The view of ``seat``; ``pending`` are kills already made in the battle in progress.

    Before the game is under way (``state`` is ``None``) the phase is ``before`` (``deal``), else ``guess``.
    """
    if state is None:
        return SeatView(seat, variant, players, before or "guess", None, True, (), (0,) * players, 0, 1, (),
                        frozenset(), tuple(frozenset() for _ in range(players)), (), None, ())  # fmt: skip
    used = {b for _, b in pending}
    killers = dict(pending)
    hand = tuple(c for c in state.hands[seat] if c not in used)
    sizes = tuple(len(h) - (len(used) if i == state.defender else 0) for i, h in enumerate(state.hands))
    known = tuple(frozenset(hand) if i == seat else frozenset(tracker.public[i] - used) for i in range(state.players))
    phase: ViewPhase = "over" if state.result is not None else state.phase
    return SeatView(
        seat=seat,
        variant=state.variant,
        players=state.players,
        phase=phase,
        trump_card=state.trump_card,
        trump_in_stock=state.stock_count > 0,
        hand=hand,
        hand_sizes=sizes,
        attacker=state.attacker,
        defender=state.defender,
        table=tuple((a, killers.get(a)) for a in state.attack),
        discarded=frozenset(state.discard),
        known=known,
        out=tuple(state.out),
        outcome=state.result,
        moves=tuple(state.history),
    )
