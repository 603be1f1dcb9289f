"""What the plays of an ekrang game reveal about the hands, and deals of the hidden cards consistent with it.

Every play is face up, so each seat can tell which cards another seat could not have held: a follower who did
not beat holds no higher card of the suit, one who played off suit holds none of it, a lead is the highest of
its suit, phase 2's lead the lowest, a cover that is not lower means no lower card was held, the opening's
number card is a highest one, and no card of the key suit above the key card was dealt. Each is a card a seat
cannot hold (:func:`forbidden_cards`), so a consistent deal of the hidden cards is an assignment of cards to
seats with room (:func:`deal_hidden`); the two-player game's put-away cards are one more place with room.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.ganjifa.cards import FULL_MASK, RANKS, SUIT_MASKS, Values, cards_in, suit
from game.ganjifa.ekrang.deal import key_suit
from game.ganjifa.ekrang.position import COVER, FOLLOW, LEAD, LOW, NUMBER_MASK, OPENING
from game.ganjifa.ekrang.state import Seen


class NoConsistentDeal(ValueError):
    """No deal of the hidden cards agrees with what was seen (the constraints contradict each other)."""


def forbidden_cards(players: int, plays: Sequence[Seen], night: bool, values: Values) -> tuple[list[int], int]:
    """Per seat, the cards the plays show it cannot hold now; and the cards no seat holds (put away)."""
    forbidden = [0] * players
    nobody = 0
    key = number = -1
    value = values.value
    for seen in plays:
        seat, cards, phase = seen.play.seat, seen.play.cards, seen.phase
        card = cards[0]
        if phase == OPENING:
            key, number = cards
            nobody |= values.higher_in_suit[key]
            if suit(key) != key_suit(night):
                nobody |= SUIT_MASKS[key_suit(night)]
            above = _above(values, value[number])
            forbidden[seat] |= NUMBER_MASK & above if 1 << number & NUMBER_MASK else NUMBER_MASK | above
        elif phase == COVER:
            if value[cards[0]] >= value[key]:
                forbidden[seat] |= values.below_value[value[key]]
            if value[cards[1]] >= value[number]:
                forbidden[seat] |= values.below_value[value[number]]
        elif phase == LEAD:
            forbidden[seat] |= values.higher_in_suit[card]
        elif phase == FOLLOW:
            if suit(card) != seen.suit:
                forbidden[seat] |= SUIT_MASKS[seen.suit]
            elif value[card] < value[seen.high]:
                forbidden[seat] |= values.higher_in_suit[seen.high]
        elif phase == LOW:
            if suit(card) == seen.suit:
                forbidden[seat] |= values.lower_in_suit[card]
            else:
                forbidden[seat] |= SUIT_MASKS[seen.suit] | values.below_value[value[card]]
    return forbidden, nobody


def _above(values: Values, value: int) -> int:
    """The cards of a value strictly above ``value``."""
    return FULL_MASK & ~values.below_value[value + 1] if value < RANKS else 0


def deal_hidden(
    rng: random.Random, pool: int, room: Sequence[int], forbidden: Sequence[int], put_away: int
) -> list[int]:
    """The cards of ``pool`` dealt at random: seat ``i`` gets ``room[i]`` cards none of ``forbidden[i]``, the
    rest (``put_away`` of them) go aside. Raises :class:`NoConsistentDeal` when no such deal exists."""
    places = len(room)
    capacity = [*room, put_away]
    allowed: dict[int, list[int]] = {}
    cards = list(cards_in(pool))
    if len(cards) != sum(capacity):
        raise NoConsistentDeal(f"{len(cards)} hidden cards for {sum(capacity)} places")
    for card in cards:
        allowed[card] = [p for p in range(places) if room[p] and not forbidden[p] >> card & 1]
        if put_away:
            allowed[card].append(places)
    rng.shuffle(cards)
    cards.sort(key=lambda c: len(allowed[c]))
    held: list[list[int]] = [[] for _ in capacity]
    for card in cards:
        open_places = [p for p in allowed[card] if len(held[p]) < capacity[p]]
        if open_places:
            weights = [capacity[p] - len(held[p]) for p in open_places]
            place = rng.choices(open_places, weights)[0]
            held[place].append(card)
        elif not _augment(card, allowed, held, capacity, set()):
            raise NoConsistentDeal("the seen plays leave no consistent deal")
    hands = [0] * places
    for place in range(places):
        for card in held[place]:
            hands[place] |= 1 << card
    return hands


def _augment(
    card: int, allowed: dict[int, list[int]], held: list[list[int]], capacity: list[int], seen: set[int]
) -> bool:
    """Place ``card``, moving others along a path of places with room (Kuhn's augmenting path)."""
    for place in allowed[card]:
        if place in seen:
            continue
        seen.add(place)
        if len(held[place]) < capacity[place]:
            held[place].append(card)
            return True
        for other in list(held[place]):
            held[place].remove(other)
            if _augment(other, allowed, held, capacity, seen):
                held[place].append(card)
                return True
            held[place].append(other)
    return False
