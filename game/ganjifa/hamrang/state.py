"""hamrang on the game protocol: :class:`HamrangState` (the referee's game) and :class:`HamrangView` (one seat's).

The deal is chance's action (:class:`~game.ganjifa.actions.Deal`), every two-card play a
:class:`~game.ganjifa.actions.Play`; the position itself is :class:`~game.ganjifa.hamrang.position.Position` on slots.
A play's cards are kept as given (a record may write them in either order); the suit it leads is told to all.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from game.engine.protocol import CHANCE, TERMINAL, GameType, Refusal
from game.ganjifa.actions import Deal, Play
from game.ganjifa.cards import CARDS, CHANDRA, SURYA, card_text
from game.ganjifa.hamrang.checks import refusal
from game.ganjifa.hamrang.position import HAND_SIZE, NO_CARD, PLAYERS, Position, bits, deal_hands, slots

GAME_TYPE = GameType("hamrang", "hamrang", PLAYERS, PLAYERS, utility="constant_sum", record_suffix=".ganjifa")
Action = Deal | Play


@dataclass(frozen=True, slots=True)
class HamrangView:
    """What one seat may know: its own hand, every card played face up, tricks, who is out; never a hidden card.

    ``plays`` is every play so far with the cards as played; ``leads`` the suit led in each trick begun,
    ``winners`` who took each finished trick and ``outs`` the seats out after it (out seats' cards are face down:
    only their count shows). ``turn`` is the seat to play, -1 before the deal and once over.
    """

    seat: int
    key: int
    options: tuple[str, ...]
    dealer: int
    hand: tuple[int, ...] = ()
    counts: tuple[int, ...] = (0,) * PLAYERS
    tricks: tuple[int, ...] = (0,) * PLAYERS
    out: tuple[int, ...] = ()
    turn: int = -1
    phase: str = ""
    led: int = -1
    table: tuple[Play, ...] = ()
    plays: tuple[Play, ...] = ()
    leads: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
    outs: tuple[tuple[int, ...], ...] = ()
    legal: tuple[Play, ...] = ()
    #: Every seat's cards still held once the game is over (shown then, an out seat's too); empty before.
    left: tuple[tuple[int, ...], ...] = ()

    def legal_actions(self) -> tuple[Play, ...]:
        return self.legal


class HamrangState:
    """A game of hamrang as the referee sees it; ``dealer`` is written in the record (the key raja leads)."""

    def __init__(self, options: frozenset[str] = frozenset(), dealer: int = 0) -> None:
        self.options = options
        self.dealer = dealer
        self.key = CHANDRA if "night" in options else SURYA
        self.slots = slots("mughal" in options)
        self.position: Position | None = None
        self._history: list[Action] = []
        self._plays: list[Play] = []
        self._leads: list[int] = []
        self._outs: list[tuple[int, ...]] = []
        #: The free-text tags of the record it was read from (kept on a round trip).
        self.tags: tuple[tuple[str, str], ...] = ()

    @property
    def players(self) -> int:
        return PLAYERS

    def current_player(self) -> int:
        if self.position is None:
            return CHANCE
        return TERMINAL if self.position.over else self.position.turn

    def is_terminal(self) -> bool:
        return self.position is not None and self.position.over

    def legal_actions(self) -> Iterator[Play]:
        return iter(self._legal())

    def _legal(self) -> tuple[Play, ...]:
        position = self.position
        if position is None or position.over:
            return ()
        card_of = self.slots.card_of
        seat = position.turn
        return tuple(
            Play(seat, (card_of[first],) if second == NO_CARD else (card_of[first], card_of[second]))
            for first, second in position.legal()
        )

    def sample_chance(self, rng: random.Random) -> Deal:
        if self.position is not None:
            raise Refusal("not_chance", "the cards are already dealt")
        return Deal(tuple(tuple(hand) for hand in deal_hands(rng)))

    def apply(self, action: Action) -> None:
        if isinstance(action, Deal):
            self._check_deal(action)
        elif isinstance(action, Play):
            self._check_play(action)
        else:
            raise Refusal("not_an_action", f"not a hamrang action: {action!r}")
        self.push(action)

    def _check_deal(self, deal: Deal) -> None:
        if self.position is not None:
            raise Refusal("not_chance", "the cards are already dealt")
        sizes_ok = len(deal.hands) == PLAYERS and all(len(hand) == HAND_SIZE for hand in deal.hands)
        cards = [card for hand in deal.hands for card in hand]
        if not sizes_ok or sorted(cards) != list(range(CARDS)):
            raise Refusal("bad_deal", f"a deal is the whole pack, {HAND_SIZE} cards to each of {PLAYERS} seats")

    def _check_play(self, play: Play) -> None:
        position = self.position
        if position is None:
            raise Refusal("not_dealt", "the cards are not dealt yet")
        if position.over:
            raise Refusal("game_over", "game is over")
        if play.seat != position.turn:
            raise Refusal("not_to_play", f"seat {play.seat + 1} is not to play", {"seat": play.seat + 1})
        if not 1 <= len(play.cards) <= 2:
            raise Refusal("two_cards", "a play is two cards while she holds two or more", {"seat": play.seat + 1})
        hand = position.hands[play.seat]
        for card in play.cards:
            if not 0 <= card < CARDS or not hand >> self.slots.slot_of[card] & 1:
                text = card_text(card) if 0 <= card < CARDS else str(card)
                raise Refusal("not_in_hand", f"card not in hand: {text}", {"card": text})
        if len(set(play.cards)) != len(play.cards):
            text = card_text(play.cards[0])
            raise Refusal("twice", f"the same card twice: {text}", {"card": text})
        cards = tuple(self.slots.slot_of[card] for card in play.cards)
        if position.interpret(cards) is None:
            raise refusal(position, play.seat, cards, self.slots)

    def push(self, action: Action) -> None:
        if isinstance(action, Deal):
            hands = [self.slots.hand(hand) for hand in action.hands]
            self.position = Position(
                hands,
                self.key,
                self.slots.points,
                "free" in self.options,
                "sum" in self.options,
                "noelim" in self.options,
            )
            self._history.append(action)
            return
        position = self.position
        assert position is not None
        cards = tuple(self.slots.slot_of[card] for card in action.cards)
        play = position.interpret(cards)
        assert play is not None, f"not a legal play: {action}"
        if position.led < 0:
            self._leads.append(play[0] // 12)
        tricks = len(position.winners)
        position.play(play)
        if len(position.winners) > tricks:
            self._outs.append(tuple(seat for seat in range(PLAYERS) if position.out >> seat & 1))
        self._plays.append(action)
        self._history.append(action)

    def pop(self) -> Action:
        action = self._history.pop()
        if isinstance(action, Deal):
            self.position = None
            return action
        position = self.position
        assert position is not None
        tricks = len(position.winners)
        position.undo()
        if len(position.winners) < tricks:
            self._outs.pop()
        if position.led < 0:
            self._leads.pop()
        self._plays.pop()
        return action

    def observation(self, seat: int) -> HamrangView:
        position = self.position
        options = tuple(sorted(self.options))
        if position is None:
            return HamrangView(seat, self.key, options, self.dealer)
        card_of = self.slots.card_of
        hand = position.hands[seat]
        own = tuple(sorted(card_of[slot] for slot in bits(hand)))
        table = tuple(self._plays[len(self._plays) - len(position.table) :])
        turn = -1 if position.over else position.turn
        phase = "" if position.over else ("lead" if position.led < 0 else "follow")
        return HamrangView(
            seat,
            self.key,
            options,
            self.dealer,
            hand=own,
            counts=tuple(h.bit_count() for h in position.hands),
            tricks=tuple(position.tricks),
            out=tuple(s for s in range(PLAYERS) if position.out >> s & 1),
            turn=turn,
            phase=phase,
            led=position.led,
            table=table,
            plays=tuple(self._plays),
            leads=tuple(self._leads),
            winners=tuple(position.winners),
            outs=tuple(self._outs),
            legal=self._legal() if turn == seat else (),
            left=self._held() if position.over else (),
        )

    def _held(self) -> tuple[tuple[int, ...], ...]:
        """Each seat's cards in hand, sorted."""
        assert self.position is not None
        card_of = self.slots.card_of
        return tuple(tuple(sorted(card_of[slot] for slot in bits(hand))) for hand in self.position.hands)

    def returns(self) -> tuple[float, ...]:
        """The win: the seats with the most tricks share 1; all 0 before the end."""
        if not self.is_terminal():
            return (0.0,) * PLAYERS
        assert self.position is not None
        return win_shares(self.position.tricks)

    def history(self) -> tuple[Action, ...]:
        return tuple(self._history)

    def dealt(self) -> tuple[tuple[int, ...], ...]:
        """Each seat's cards as dealt (none before the deal)."""
        deal = self._history[0] if self._history else None
        return deal.hands if isinstance(deal, Deal) else ()


def win_shares(tricks: list[int] | tuple[int, ...]) -> tuple[float, ...]:
    """Most tricks wins; equal most share the win."""
    best = max(tricks)
    winners = sum(1 for count in tricks if count == best)
    return tuple(1.0 / winners if count == best else 0.0 for count in tricks)
