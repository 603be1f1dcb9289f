"""hamrang's rollout policy for the hard bot's search: every hand in sight, take a trick only when it is sure and
as cheaply as it can be taken, else give the least, so that high cards are kept for later tricks.

With ``sum`` and ``free`` the second card of a pair is a real choice: a high one makes a sum that takes the trick,
a low one keeps the high cards of the suit for the tricks to come. A player of the rollout (seeing every hand):

- leading: a pair that no later player can beat (each answers with her strongest pair of the suit), with the least
  second card that still makes it sure; if none is sure, her weakest pair (the trick is lost: lose little);
- following the led suit: the least pair that beats the table and every player still to play, if one does; else
  her least pair (with ``free`` the lowest second card);
- void: a pair of a suit without a face card, the least valuable first.

A trick's strength is the rules' own (:meth:`~game.ganjifa.hamrang.position.Position.trick_winner`): the highest
led-suit card, or with ``sum`` the sum of one's led-suit points, ties to the higher card.
"""

from __future__ import annotations

from game.ganjifa.hamrang.position import FACE_SLOTS, SUIT_BITS, Position

Key = tuple[int, int]
Pair = tuple[int, int]
#: A key below every real one: no card of the led suit.
NOTHING: Key = (-1, -1)


def pair_key(position: Position, suit: int, first: int, second: int) -> Key:
    """How strong the pair ``(first, second)`` is in a trick led in ``suit``."""
    high, total = -1, 0
    points = position.points
    for slot in (first, second):
        if slot >= 0 and slot // 12 == suit:
            total += points[slot]
            if slot > high:
                high = slot
    if high < 0:
        return NOTHING
    return (total, high) if position.sum else (high, 0)


def strongest(position: Position, hand: int, suit: int) -> Key:
    """The strongest pair of ``suit`` ``hand`` can make (:data:`NOTHING` when it holds none of the suit)."""
    base = 12 * suit
    field = hand >> base & SUIT_BITS
    if not field:
        return NOTHING
    high = field.bit_length() - 1
    rest = field ^ (1 << high)
    top = base + high
    if not position.sum:
        return (top, 0)
    points = position.points
    if not rest:
        return (points[top], top)
    if not position.free:
        return (points[top] + points[base + (rest & -rest).bit_length() - 1], top)
    best = 0
    while rest:
        low = rest & -rest
        best = max(best, points[base + low.bit_length() - 1])
        rest ^= low
    return (points[top] + best, top)


def _still_to_play(position: Position, seat: int) -> list[int]:
    """The seats that play after ``seat`` in the trick on the table."""
    later = []
    other = position.next_in(seat)
    while other != position.leader and other != seat:
        later.append(other)
        other = position.next_in(other)
    return later


def _second_rank(pair: Pair) -> int:
    return pair[1] % 12 if pair[1] >= 0 else -1


def choose(position: Position, plays: list[Pair]) -> Pair:
    """The rollout's play for the seat to play (module docstring); ``plays`` is ``position.legal()``."""
    seat = position.turn
    hands = position.hands
    if position.led < 0:
        others = [hands[other] for other in range(4) if other != seat and not position.out >> other & 1]
        threats: dict[int, Key] = {}
        sure: list[tuple[Key, Pair]] = []
        for pair in plays:
            suit = pair[0] // 12
            threat = threats.get(suit)
            if threat is None:
                threat = threats[suit] = max(strongest(position, hand, suit) for hand in others)
            key = pair_key(position, suit, *pair)
            if key > threat:
                sure.append((key, pair))
        if sure:
            return min(sure, key=lambda found: (found[0], _second_rank(found[1])))[1]
        return min(plays, key=lambda pair: (pair_key(position, pair[0] // 12, *pair), _second_rank(pair)))
    led = position.led
    if hands[seat] >> 12 * led & SUIT_BITS:
        beat = max(pair_key(position, led, first, second) for _, first, second in position.table)
        for other in _still_to_play(position, seat):
            beat = max(beat, strongest(position, hands[other], led))
        keyed = [(pair_key(position, led, *pair), pair) for pair in plays]
        winning = [found for found in keyed if found[0] > beat]
        pool = winning or keyed
        return min(pool, key=lambda found: (found[0], _second_rank(found[1])))[1]

    def cost(pair: Pair) -> tuple[int, int]:
        faces = sum(1 for slot in pair if slot >= 0 and FACE_SLOTS >> slot & 1)
        return (faces, pair[0] % 12 + (pair[1] % 12 if pair[1] >= 0 else 0))

    return min(plays, key=cost)
