"""hamrang's fast position: hands as bit-sets of *slots*, legal two-card plays, play and undo, the end.

A slot is ``suit * 12 + value - 1``: within a suit the bits run from the lowest value to the highest, whatever
``mughal`` says, so a suit's cards are one 12-bit field of a hand (``hand >> 12 * suit & 0xFFF``), its highest card
is that field's top bit and its lowest the bottom bit. :class:`Slots` maps cards to slots and back for one setting
of ``mughal``; the protocol's state (:mod:`~game.ganjifa.hamrang.state`) speaks cards, this module slots.

A play is a pair ``(first, second)`` of slots, ``second`` being :data:`NO_CARD` when a player holding one card
in all plays it alone. ``first`` is always of the play's suit (the highest card of it, or her only card of it), so
the suit a lead leads is ``first // 12``; when the same two cards are a legal play of two suits, both orders are
listed and the order says which suit is led (GANJIFA.md, "Fine points").
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.ganjifa.cards import CARDS, SUITS, pips, values

NO_CARD = -1
SUIT_BITS = 0xFFF
FACE_BITS = 0xC00
#: The slots of each suit.
SUIT_SLOTS: tuple[int, ...] = tuple(SUIT_BITS << (12 * s) for s in range(SUITS))
#: The slots of every face card (values 11 and 12).
FACE_SLOTS: int = sum(FACE_BITS << (12 * s) for s in range(SUITS))
#: The slots of each value (index 0 is value 1), across the suits.
VALUE_ROWS: tuple[int, ...] = tuple(sum(1 << (12 * s + v) for s in range(SUITS)) for v in range(12))
PLAYERS = 4
HAND_SIZE = 24

Play = tuple[int, int]
#: What a finished trick changed, kept to undo it: leader, led suit, first trick, the trick's plays, seats out.
TrickState = tuple[int, int, bool, list[tuple[int, int, int]], int]


@dataclass(frozen=True, slots=True)
class Slots:
    """The slot of each card and the card of each slot for one setting of ``mughal``; the points of each slot."""

    slot_of: tuple[int, ...]
    card_of: tuple[int, ...]
    points: tuple[int, ...]

    def hand(self, cards: tuple[int, ...] | list[int]) -> int:
        mask = 0
        for card in cards:
            mask |= 1 << self.slot_of[card]
        return mask


def _make_slots(mughal: bool) -> Slots:
    value = values(mughal).value
    slot_of = tuple((card & 7) * 12 + value[card] - 1 for card in range(CARDS))
    card_of = [0] * CARDS
    for card, slot in enumerate(slot_of):
        card_of[slot] = card
    return Slots(slot_of, tuple(card_of), tuple(pips(card_of[slot]) for slot in range(CARDS)))


_SLOTS = (_make_slots(False), _make_slots(True))


def slots(mughal: bool) -> Slots:
    return _SLOTS[mughal]


def bits(mask: int) -> list[int]:
    """The set bits of ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def lowest_valued(hand: int) -> int:
    """The slots of ``hand`` of its lowest value (several when suits tie); 0 for an empty hand."""
    for row in VALUE_ROWS:
        hit = hand & row
        if hit:
            return hit
    return 0


def suit_plays(hand: int, suit: int, free: bool) -> list[Play]:
    """The two-card plays of ``suit`` from ``hand`` (which holds at least one card of it)."""
    base = 12 * suit
    field = (hand >> base) & SUIT_BITS
    high = field.bit_length() - 1
    rest = field ^ (1 << high)
    if rest:
        if free:
            return [(base + high, base + other) for other in bits(rest)]
        return [(base + high, base + (rest & -rest).bit_length() - 1)]
    others = hand & ~SUIT_SLOTS[suit]
    if not others:
        return [(base + high, NO_CARD)]
    return [(base + high, other) for other in bits(lowest_valued(others))]


def is_suit_play(hand: int, play: Play, suit: int, free: bool) -> bool:
    """Whether ``play`` (in this order) is a two-card play of ``suit`` from ``hand``."""
    return play[0] // 12 == suit and play in suit_plays(hand, suit, free)


class Position:
    """A game of hamrang on slots after the deal: whose turn, the trick on the table, tricks, who is out.

    ``turn`` is the seat to play (0-based), or -1 once the game is over; ``led`` the led suit (-1 before the
    lead); ``table`` the current trick's plays as ``(seat, first, second)``; ``out`` a bit-set of the seats out.
    """

    __slots__ = (
        "_undo",
        "first_trick",
        "free",
        "hands",
        "key",
        "leader",
        "led",
        "noelim",
        "out",
        "over",
        "points",
        "sum",
        "table",
        "tricks",
        "turn",
        "winners",
    )

    def __init__(
        self,
        hands: list[int],
        key: int,
        points: tuple[int, ...],
        free: bool = False,
        sum_: bool = False,
        noelim: bool = False,
    ) -> None:
        self.hands = hands
        self.key = key
        self.free = free
        self.sum = sum_
        self.noelim = noelim
        self.points = points
        raja = 1 << (12 * key + 11)
        self.leader = next((seat for seat in range(PLAYERS) if hands[seat] & raja), 0)
        self.turn = self.leader
        self.led = -1
        self.first_trick = True
        self.table: list[tuple[int, int, int]] = []
        self.tricks = [0] * PLAYERS
        self.out = 0
        self.over = False
        #: The winner of each finished trick, in order.
        self.winners: list[int] = []
        self._undo: list[tuple[int, int, int, TrickState | None]] = []

    def copy(self) -> Position:
        """A position to play on without touching this one (its undo history starts empty)."""
        twin = Position.__new__(Position)
        twin.hands = list(self.hands)
        twin.key, twin.free, twin.sum, twin.noelim, twin.points = (
            self.key,
            self.free,
            self.sum,
            self.noelim,
            self.points,
        )
        twin.turn, twin.leader, twin.led, twin.first_trick = self.turn, self.leader, self.led, self.first_trick
        twin.table = list(self.table)
        twin.tricks = list(self.tricks)
        twin.out, twin.over = self.out, self.over
        twin.winners = list(self.winners)
        twin._undo = []
        return twin

    def lead_suits(self, seat: int) -> list[int]:
        """The suits ``seat`` may lead now: the key suit first, then those where she holds a face card (with
        ``noelim`` and no face card, every suit she holds)."""
        hand = self.hands[seat]
        if self.first_trick:
            return [self.key]
        suits = [s for s in range(SUITS) if hand & (FACE_BITS << (12 * s))]
        if not suits and self.noelim:
            suits = [s for s in range(SUITS) if hand & SUIT_SLOTS[s]]
        return suits

    def play_suits(self, seat: int) -> list[int]:
        """The suits whose two-card plays ``seat`` may make now (a lead, or a follow: the led suit if held)."""
        if self.led < 0:
            return self.lead_suits(seat)
        hand = self.hands[seat]
        if hand & SUIT_SLOTS[self.led]:
            return [self.led]
        return [s for s in range(SUITS) if hand & SUIT_SLOTS[s]]

    def legal(self) -> list[Play]:
        """The legal plays of the seat to play (none once over). A follow that fits two suits is listed once."""
        if self.over:
            return []
        hand = self.hands[self.turn]
        plays: list[Play] = []
        for suit in self.play_suits(self.turn):
            plays += suit_plays(hand, suit, self.free)
        if self.led >= 0 and len(plays) > 1:
            seen: set[frozenset[int]] = set()
            unique = []
            for play in plays:
                cards = frozenset(play)
                if cards not in seen:
                    seen.add(cards)
                    unique.append(play)
            plays = unique
        return plays

    def interpret(self, cards: tuple[int, ...]) -> Play | None:
        """The legal play ``cards`` (slots, either order) make for the seat to play, or ``None``: when both
        orders are legal leads, the order given says which suit is led."""
        if self.over or not 1 <= len(cards) <= 2:
            return None
        play = (cards[0], cards[1] if len(cards) == 2 else NO_CARD)
        hand = self.hands[self.turn]
        suits = self.play_suits(self.turn)
        if play[0] // 12 in suits and play in suit_plays(hand, play[0] // 12, self.free):
            return play
        if len(cards) == 2:
            swapped = (cards[1], cards[0])
            if swapped[0] // 12 in suits and swapped in suit_plays(hand, swapped[0] // 12, self.free):
                return swapped
        return None

    def next_in(self, seat: int) -> int:
        """The next seat after ``seat`` in turn that is still in (``seat`` itself if no other)."""
        for step in range(1, PLAYERS + 1):
            other = (seat + step) % PLAYERS
            if not self.out >> other & 1:
                return other
        return seat

    def play(self, play: Play) -> None:
        """Make the legal ``play`` of the seat to play; a trick complete is taken, and who is out leaves."""
        first, second = play
        seat = self.turn
        taken = 1 << first
        if second >= 0:
            taken |= 1 << second
        self.hands[seat] ^= taken
        if not self.table:
            self.led = first // 12
        self.table.append((seat, first, second))
        following = self.next_in(seat)
        resolved: TrickState | None = None
        if following == self.leader:
            resolved = (self.leader, self.led, self.first_trick, self.table, self.out)
            self._finish_trick()
        else:
            self.turn = following
        self._undo.append((seat, first, second, resolved))

    def _finish_trick(self) -> None:
        winner = self.trick_winner()
        self.tricks[winner] += 1
        self.winners.append(winner)
        hands = self.hands
        if self.noelim:
            self.over = not any(hands)
        else:
            for seat in range(PLAYERS):
                if not hands[seat] & FACE_SLOTS:
                    self.out |= 1 << seat
            self.over = (PLAYERS - self.out.bit_count()) < 2
        self.table = []
        self.led = -1
        self.first_trick = False
        if self.over:
            self.turn = -1
        else:
            self.leader = winner if not self.out >> winner & 1 else self.next_in(winner)
            self.turn = self.leader

    def trick_winner(self) -> int:
        """Who takes the trick on the table: the highest card of the led suit, or with ``sum`` the largest sum
        of points of one's led-suit cards (ties among the tied: the highest card of the led suit)."""
        led = self.led
        best_seat, best_key = -1, (-1, -1)
        for seat, first, second in self.table:
            high = -1
            total = 0
            for slot in (first, second):
                if slot >= 0 and slot // 12 == led:
                    total += self.points[slot]
                    high = max(high, slot)
            if high < 0:
                continue
            key = (total, high) if self.sum else (high, 0)
            if key > best_key:
                best_seat, best_key = seat, key
        return best_seat

    def undo(self) -> Play:
        """Take back the latest play and return it."""
        seat, first, second, resolved = self._undo.pop()
        if resolved is not None:
            leader, led, first_trick, table, out = resolved
            winner = self.winners.pop()
            self.tricks[winner] -= 1
            self.leader, self.led, self.first_trick, self.table, self.out = leader, led, first_trick, table, out
            self.over = False
        self.table.pop()
        if not self.table:
            self.led = -1
        self.turn = seat
        self.hands[seat] |= (1 << first) | ((1 << second) if second >= 0 else 0)
        return first, second


def deal_hands(rng: random.Random) -> list[list[int]]:
    """A shuffled pack dealt four ways, 24 cards each (cards, not slots)."""
    pack = list(range(CARDS))
    rng.shuffle(pack)
    return [pack[HAND_SIZE * seat : HAND_SIZE * (seat + 1)] for seat in range(PLAYERS)]


def random_playout(rng: random.Random, players: int = PLAYERS, options: frozenset[str] = frozenset()) -> list[int]:
    """Deal and play one game with uniformly random legal plays; the tricks of each seat (the benchmark's unit)."""
    if players != PLAYERS:
        raise ValueError(f"hamrang is for 4 players, not {players}")
    table = slots("mughal" in options)
    key = 1 if "night" in options else 0
    hands = [table.hand(cards) for cards in deal_hands(rng)]
    position = Position(hands, key, table.points, "free" in options, "sum" in options, "noelim" in options)
    return play_out(position, rng)


def play_out(position: Position, rng: random.Random) -> list[int]:
    """Play ``position`` to its end with uniformly random legal plays; each seat's tricks."""
    choose = rng.randrange
    while not position.over:
        plays = position.legal()
        position.play(plays[choose(len(plays))] if len(plays) > 1 else plays[0])
    return position.tricks
