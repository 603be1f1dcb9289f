"""ekrang's fast position: hands as bit-sets, the legal plays of each phase, play and undo, the end and the score.

The phases of a game: ``opening`` (the key card's holder lays it with one of her highest number cards),
``cover`` (each other seat covers both), then rounds of ``lead`` and ``follow`` (phase 1: a higher card of the
suit must beat and takes at once) and, when nobody beat, ``low`` and ``play`` (phase 2). Seats without cards are
skipped; the game is over once fewer than two seats hold cards (checked at the start of each round and before
phase 2). :class:`Position` plays without checking (search's path); :meth:`Position.refusal` says why a play is
illegal, for the checked path of :mod:`game.ganjifa.ekrang.state`.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.ganjifa.cards import PACK, SUIT_MASKS, VIZIER_RANK, Values, card_text, cards_in, suit
from game.ganjifa.ekrang.deal import key_card

OPENING, COVER, LEAD, FOLLOW, LOW, PLAY, OVER = range(7)
#: Each phase's name as ``--json`` prints it (``over`` is never printed: ``to_move`` is null then).
PHASE_NAMES = ("opening", "cover", "lead", "follow", "low", "play", "over")
#: The bit-set of the number cards (ranks 1..10).
NUMBER_MASK = sum(1 << card for card in range(VIZIER_RANK * 8))

Refusal = tuple[str, str, dict[str, str | int]]
#: What :meth:`Position.undo` restores: phase, seat, active, suit, high, winner, number, tricks, table, cards.
_Undo = tuple[
    int, int, int, int, int, int, int, tuple[int, ...], tuple[tuple[int, tuple[int, ...]], ...], tuple[int, ...]
]


def suit_name(suit_index: int) -> str:
    return PACK.suits[suit_index].name


def opening_numbers(hand: int, key: int, values: Values) -> int:
    """The cards the opening may lay beside the key card: her highest-valued number cards (not the key card),
    or with none, her highest-valued other cards."""
    rest = hand & ~(1 << key)
    numbers = rest & NUMBER_MASK
    return values.highest_cards(numbers or rest)


def lower_or_any(hand: int, than: int, values: Values) -> int:
    """The cards a cover may be: those of ``hand`` of lower value than card ``than``, or any when none is."""
    lower = hand & values.below_value[values.value[than]]
    return lower or hand


def follow_cards(hand: int, led_suit: int, high: int, values: Values) -> int:
    """Phase 1's follow: a higher card of the suit if she holds one, else a card of the suit, else any."""
    higher = hand & values.higher_in_suit[high]
    if higher:
        return higher
    return (hand & SUIT_MASKS[led_suit]) or hand


def low_cards(hand: int, phase_suit: int, values: Values) -> int:
    """Phase 2's lead: her lowest card of the suit, else her lowest-valued cards of any suit."""
    of_suit = hand & SUIT_MASKS[phase_suit]
    if of_suit:
        return 1 << values.lowest(of_suit)
    return values.lowest_cards(hand)


def lead_cards(hand: int, values: Values) -> int:
    """Phase 1's lead: the highest card of each suit she holds."""
    cards = 0
    for mask in SUIT_MASKS:
        if hand & mask:
            cards |= 1 << values.highest(hand & mask)
    return cards


def legal_plays(
    phase: int, hand: int, key: int, number: int, phase_suit: int, high: int, values: Values
) -> list[tuple[int, ...]]:
    """The legal plays of the seat to move, each as its cards, in a fixed order (by card index)."""
    if phase == OPENING:
        return [(key, card) for card in cards_in(opening_numbers(hand, key, values))]
    if phase == COVER:
        plays: list[tuple[int, ...]] = []
        for first in cards_in(lower_or_any(hand, key, values)):
            rest = hand & ~(1 << first)
            plays += [(first, second) for second in cards_in(lower_or_any(rest, number, values))]
        return plays
    if phase == LEAD:
        mask = lead_cards(hand, values)
    elif phase == FOLLOW:
        mask = follow_cards(hand, phase_suit, high, values)
    elif phase == LOW:
        mask = low_cards(hand, phase_suit, values)
    elif phase == PLAY:
        mask = hand
    else:
        return []
    return [(card,) for card in cards_in(mask)]


def win_shares(tricks: Sequence[int], teams: bool) -> tuple[float, ...]:
    """The win share of each seat: most tricks wins (with ``teams``, the partners' sums), ties share 1."""
    players = len(tricks)
    score = [tricks[seat] + tricks[(seat + 2) % 4] for seat in range(4)] if teams else list(tricks)
    best = max(score)
    winners = [seat for seat in range(players) if score[seat] == best]
    return tuple(1.0 / len(winners) if seat in winners else 0.0 for seat in range(players))


class Position:
    """An ekrang game after the deal, as the referee sees it; ``hands`` are bit-sets of cards."""

    __slots__ = (
        "_undo",
        "active",
        "hands",
        "high",
        "key",
        "number",
        "phase",
        "players",
        "suit",
        "table",
        "tricks",
        "turn",
        "values",
        "winner",
    )

    def __init__(self, hands: Sequence[int], night: bool, values: Values) -> None:
        self.players = len(hands)
        self.values = values
        self.hands = list(hands)
        self.tricks = [0] * self.players
        dealt = 0
        for hand in hands:
            dealt |= hand
        self.key = key_card(dealt, night, values)
        holder = next(seat for seat, hand in enumerate(hands) if hand >> self.key & 1)
        self.phase = OPENING
        self.turn = self.active = holder
        self.suit = self.high = self.winner = self.number = -1
        #: The plays on the table now: ``(seat, cards)``.
        self.table: list[tuple[int, tuple[int, ...]]] = []
        self._undo: list[_Undo] = []

    @classmethod
    def resume(
        cls,
        hands: Sequence[int],
        values: Values,
        key: int,
        number: int,
        phase: int,
        turn: int,
        active: int,
        phase_suit: int,
        high: int,
        winner: int,
        tricks: Sequence[int],
        table: Sequence[tuple[int, tuple[int, ...]]],
    ) -> Position:
        """A position in the middle of a game (a search's world: hands sampled, the rest as seen)."""
        position = cls.__new__(cls)
        position.players = len(hands)
        position.values = values
        position.hands = list(hands)
        position.tricks = list(tricks)
        position.key, position.number, position.phase = key, number, phase
        position.turn, position.active, position.suit = turn, active, phase_suit
        position.high, position.winner = high, winner
        position.table = list(table)
        position._undo = []
        return position

    # -- reading ------------------------------------------------------------------------------------------
    def legal(self) -> list[tuple[int, ...]]:
        if self.phase == OVER:
            return []
        return legal_plays(self.phase, self.hands[self.turn], self.key, self.number, self.suit, self.high, self.values)

    def holders(self) -> int:
        return sum(1 for hand in self.hands if hand)

    def refusal(self, cards: Sequence[int]) -> Refusal | None:
        """Why the seat to move may not play ``cards`` now, as ``(code, reason, arguments)``; ``None`` if legal."""
        phase, hand, values = self.phase, self.hands[self.turn], self.values
        two = phase in (OPENING, COVER)
        if len(cards) != (2 if two else 1):
            what = "the key card and a number card" if phase == OPENING else "two covers" if two else "one card"
            return "card_count", f"play {what}", {"count": 2 if two else 1}
        if len(set(cards)) != len(cards):
            return "same_card", f"the same card twice: {card_text(cards[0])}", {"card": card_text(cards[0])}
        for card in cards:
            if not hand >> card & 1:
                return "not_in_hand", f"card not in hand: {card_text(card)}", {"card": card_text(card)}
        card = cards[0]
        if phase == OPENING:
            return self._opening_refusal(cards)
        if phase == COVER:
            return self._cover_refusal(cards)
        if phase == LEAD and card != values.highest(hand & SUIT_MASKS[suit(card)]):
            name = suit_name(suit(card))
            return "not_highest", f"not the highest {name} card in hand", {"suit": name}
        if phase == FOLLOW and not follow_cards(hand, self.suit, self.high, values) >> card & 1:
            name = suit_name(self.suit)
            if hand & values.higher_in_suit[self.high]:
                return "must_beat", f"must beat with a higher {name} card", {"suit": name}
            return "must_follow", f"must play a {name} card", {"suit": name}
        if phase == LOW and not low_cards(hand, self.suit, values) >> card & 1:
            name = suit_name(self.suit)
            if hand & SUIT_MASKS[self.suit]:
                return "not_lowest", f"not the lowest {name} card in hand", {"suit": name}
            return "not_lowest_value", f"no {name} card: play a lowest-valued card", {"suit": name}
        return None

    def _opening_refusal(self, cards: Sequence[int]) -> Refusal | None:
        key, other = cards
        if key != self.key:
            text = card_text(self.key)
            return "not_key_card", f"the opening lays the key card {text} first", {"card": text}
        if not opening_numbers(self.hands[self.turn], self.key, self.values) >> other & 1:
            text = card_text(other)
            what = "number card" if self.hands[self.turn] & NUMBER_MASK & ~(1 << key) else "card"
            return "not_highest_number", f"not a highest-valued {what} in hand: {text}", {"card": text}
        return None

    def _cover_refusal(self, cards: Sequence[int]) -> Refusal | None:
        hand = self.hands[self.turn]
        for covered, card in ((self.key, cards[0]), (self.number, cards[1])):
            if not lower_or_any(hand, covered, self.values) >> card & 1:
                text = card_text(covered)
                return "cover_not_lower", f"cover must be lower than {text}", {"card": text}
            hand &= ~(1 << card)
        return None

    # -- playing ------------------------------------------------------------------------------------------
    def play(self, cards: tuple[int, ...]) -> None:
        """The seat to move plays ``cards`` (legal: unchecked); :meth:`undo` takes it back."""
        seat = self.turn
        self._undo.append(
            (
                self.phase,
                seat,
                self.active,
                self.suit,
                self.high,
                self.winner,
                self.number,
                tuple(self.tricks),
                tuple(self.table),
                cards,
            )
        )
        for card in cards:
            self.hands[seat] &= ~(1 << card)
        self.table.append((seat, cards))
        phase, card = self.phase, cards[0]
        value = self.values.value
        if phase == OPENING:
            self.number = cards[1]
            self.phase = COVER
            self.turn = self._next_holder(seat)
        elif phase == COVER:
            self._next_or(seat, self.active)
        elif phase == LEAD:
            self.suit, self.high = card & 7, card
            self.phase = FOLLOW
            self.turn = self._next_holder(seat)
        elif phase == FOLLOW:
            if card & 7 == self.suit and value[card] > value[self.high]:
                self._take(seat)
                return
            following = self._next_holder(seat)
            if following >= 0:
                self.turn = following
            else:
                self._end_phase_one()
        elif phase == LOW:
            self.suit, self.high, self.winner = card & 7, card, seat
            self.phase = PLAY
            self.turn = self._next_holder(seat)
        else:
            if card & 7 == self.suit and value[card] > value[self.high]:
                self.high, self.winner = card, seat
            self._next_or(seat, self.winner)

    def undo(self) -> None:
        """Take back the latest :meth:`play`."""
        phase, seat, active, suit_, high, winner, number, tricks, table, cards = self._undo.pop()
        for card in cards:
            self.hands[seat] |= 1 << card
        self.phase, self.turn, self.active = phase, seat, active
        self.suit, self.high, self.winner, self.number = suit_, high, winner, number
        self.tricks = list(tricks)
        self.table = list(table)

    def _next_holder(self, seat: int) -> int:
        """The next seat after ``seat`` holding cards, before the active seat comes round again; -1 if none."""
        players, active, hands = self.players, self.active, self.hands
        seat = (seat + 1) % players
        while seat != active:
            if hands[seat]:
                return seat
            seat = (seat + 1) % players
        return -1

    def _next_or(self, seat: int, taker: int) -> None:
        following = self._next_holder(seat)
        if following >= 0:
            self.turn = following
        else:
            self._take(taker)

    def _take(self, seat: int) -> None:
        self.tricks[seat] += 1
        self._start_round(seat)

    def _end_phase_one(self) -> None:
        active = self.active
        self.tricks[active] += 1
        if not self.hands[active] or self.holders() < 2:
            self._start_round(active)
            return
        self.table = []
        self.phase, self.turn = LOW, active

    def _start_round(self, active: int) -> None:
        self.table = []
        self.suit = self.high = self.winner = -1
        if self.holders() < 2:
            self.phase, self.turn = OVER, -1
            return
        while not self.hands[active]:
            active = (active + 1) % self.players
        self.phase, self.turn, self.active = LEAD, active, active
