"""Deals of the cards hidden from one seat that agree with everything that seat saw (the hard bot's worlds, the
rulebook's ``resample_hidden``).

What a seat learns of another's hidden hand, from each of her plays and from the trick ends:

- she played no card of the led suit: she holds none of it;
- she played the highest and the lowest of a suit: she holds nothing of it outside them (with ``free``: nothing
  above the highest);
- she played her only card of a suit with another card: she holds no more of that suit, and nothing of lower
  value than that other card (a void player's pair of two suits may be read either way: each deal picks one
  reading that her later plays allow);
- she is out: she holds no face card; she is still in after a trick: she held a face card then;
- she leads the first trick: she holds the key raja; she leads a suit without its face card (``noelim``): she
  holds no face card.

:func:`sample_world` deals the unseen cards within these limits, then replays every play of the view on the deal
and keeps it only if the replay shows the same leads and the same seats out: so a world it returns is one the
seat cannot tell from the real game.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.ganjifa.cards import CARDS
from game.ganjifa.hamrang.position import FACE_SLOTS, PLAYERS, SUIT_SLOTS, Position, Slots, bits, slots
from game.ganjifa.hamrang.state import HamrangView

ALL_SLOTS = (1 << CARDS) - 1
#: For each value index 0..11, the slots of that value or higher.
AT_LEAST: tuple[int, ...] = tuple(
    sum(1 << (12 * s + v) for s in range(8) for v in range(floor, 12)) for floor in range(12)
)


@dataclass(frozen=True, slots=True)
class World:
    """A deal consistent with a view (cards, each seat's as dealt) and the position it has reached."""

    deal: tuple[tuple[int, ...], ...]
    position: Position


def _play_limit(cards: tuple[int, ...], suit: int, free: bool) -> int:
    """The slots a hidden hand may hold after ``cards`` (slots) were a two-card play of ``suit`` from it."""
    mine = [slot for slot in cards if slot // 12 == suit]
    if len(mine) == 2:
        low, high = min(mine), max(mine)
        field = SUIT_SLOTS[suit]
        below_high = field & ((1 << high) - 1)
        inside = below_high if free else below_high & ~((1 << (low + 1)) - 1)
        return (ALL_SLOTS & ~field) | inside
    if len(cards) == 2 and len(mine) == 1:
        other = cards[0] if cards[1] == mine[0] else cards[1]
        return AT_LEAST[other % 12] & ~SUIT_SLOTS[suit]
    return 0


@dataclass(slots=True)
class Limits:
    """What a seat knows of the others' hidden hands: the slots each may hold, their sizes, who holds a face."""

    unseen: int
    allowed: list[int]
    need: list[int]
    need_face: list[bool]
    own: int
    #: A void player's pair of two suits: ``(seat, limit, other limit)``, one of which holds (each deal picks).
    either: list[tuple[int, int, int]]


def limits_of(view: HamrangView, table: Slots) -> Limits:
    """The limits :func:`sample_world` deals within, read from ``view``."""
    free = "free" in view.options
    slot_of = table.slot_of
    allowed = [ALL_SLOTS] * PLAYERS
    played = 0
    own = 0
    for card in view.hand:
        own |= 1 << slot_of[card]
    played_by = [0] * PLAYERS
    for play in view.plays:
        for card in play.cards:
            played_by[play.seat] |= 1 << slot_of[card]
    either: list[tuple[int, int, int]] = []
    trick_start = 0
    trick = 0
    led = -1
    seated = PLAYERS
    for index, play in enumerate(view.plays):
        cards = tuple(slot_of[card] for card in play.cards)
        mask = 0
        for slot in cards:
            mask |= 1 << slot
        played |= mask
        if play.seat == view.seat:
            own |= mask
        later = played_by[play.seat] & ~played
        if index == trick_start:
            led = view.leads[trick]
            limit = _play_limit(cards, led, free)
            if not any(FACE_SLOTS >> slot & 1 for slot in cards if slot // 12 == led):
                limit &= ~FACE_SLOTS  # a lead without a face card (noelim): she has none left
        elif any(slot // 12 == led for slot in cards):
            limit = _play_limit(cards, led, free)
        else:
            limits = [~SUIT_SLOTS[led] & _play_limit(cards, slot // 12, free) for slot in dict.fromkeys(cards)]
            possible = [limit for limit in limits if not later & ~limit] or limits
            limit = possible[0]
            if len(possible) == 2 and cards[0] // 12 != cards[1] // 12:
                either.append((play.seat, possible[0], possible[1]))
                limit = possible[0] | possible[1]
        allowed[play.seat] &= limit
        if index == trick_start + seated - 1:
            seated = PLAYERS - len(view.outs[trick]) if trick < len(view.outs) else seated
            trick += 1
            trick_start = index + 1
    if not view.plays and view.turn >= 0:
        raja = 1 << (12 * view.key + 11)
        for seat in range(PLAYERS):
            if seat != view.turn:
                allowed[seat] &= ~raja
    need_face = [False] * PLAYERS
    for seat in range(PLAYERS):
        if seat in view.out:
            allowed[seat] &= ~FACE_SLOTS
        elif view.outs and "noelim" not in view.options:
            current = [p for p in view.table if p.seat == seat]
            need_face[seat] = not any(FACE_SLOTS >> slot_of[card] & 1 for p in current for card in p.cards)
    need = [0 if seat == view.seat else view.counts[seat] for seat in range(PLAYERS)]
    return Limits(ALL_SLOTS & ~own & ~played, allowed, need, need_face, own, either)


def sample_world(view: HamrangView, rng: random.Random, tries: int = 50) -> World | None:
    """A deal of the cards hidden from ``view.seat`` within its limits that replays to the same view, or
    ``None`` when ``tries`` deals all failed (the caller falls back on another)."""
    table = slots("mughal" in view.options)
    limits = limits_of(view, table)
    if view.left:  # the game is over and every hand is shown: the one world there is
        shown = [table.hand(cards) if seat != view.seat else 0 for seat, cards in enumerate(view.left)]
        return _replay(view, table, limits, shown)
    for _ in range(tries):
        hidden = _deal_within(limits, rng)
        if hidden is None:
            continue
        world = _replay(view, table, limits, hidden)
        if world is not None:
            return world
    return None


def _deal_within(limits: Limits, rng: random.Random) -> list[int] | None:
    """Each other seat's hidden slots, drawn within the limits (``None`` if the draw runs into a dead end)."""
    hidden = [0] * PLAYERS
    need = list(limits.need)
    left = limits.unseen
    allowed = list(limits.allowed)
    for seat, limit, other in limits.either:
        allowed[seat] &= limit if rng.random() < 0.5 else other
    seats = [seat for seat in range(PLAYERS) if need[seat]]
    rng.shuffle(seats)
    for seat in seats:
        if limits.need_face[seat]:
            faces = bits(left & allowed[seat] & FACE_SLOTS)
            if not faces:
                return None
            slot = faces[rng.randrange(len(faces))]
            hidden[seat] |= 1 << slot
            left ^= 1 << slot
            need[seat] -= 1
    cards = bits(left)
    rng.shuffle(cards)
    cards.sort(key=lambda slot: sum(allowed[seat] >> slot & 1 for seat in seats))
    for slot in cards:
        takers = [seat for seat in seats if need[seat] and allowed[seat] >> slot & 1]
        if not takers:
            return None
        pick = rng.randrange(sum(need[seat] for seat in takers))
        for seat in takers:
            pick -= need[seat]
            if pick < 0:
                break
        hidden[seat] |= 1 << slot
        need[seat] -= 1
    return hidden


def _replay(view: HamrangView, table: Slots, limits: Limits, hidden: list[int]) -> World | None:
    """The position the view's plays reach on this deal, or ``None`` if a play is illegal there or a lead or
    an elimination differs from the view's."""
    slot_of = table.slot_of
    hands = list(hidden)
    hands[view.seat] = limits.own
    for play in view.plays:
        if play.seat != view.seat:
            for card in play.cards:
                hands[play.seat] |= 1 << slot_of[card]
    deal = tuple(tuple(sorted(table.card_of[slot] for slot in bits(hand))) for hand in hands)
    options = view.options
    position = Position(list(hands), view.key, table.points, "free" in options, "sum" in options, "noelim" in options)
    for play in view.plays:
        if position.turn != play.seat:
            return None
        leading = position.led < 0
        chosen = position.interpret(tuple(slot_of[card] for card in play.cards))
        if chosen is None or (leading and chosen[0] // 12 != view.leads[len(position.winners)]):
            return None
        tricks = len(position.winners)
        position.play(chosen)
        if len(position.winners) > tricks:
            out = tuple(seat for seat in range(PLAYERS) if position.out >> seat & 1)
            if out != view.outs[tricks]:
                return None
    return World(deal, position)
