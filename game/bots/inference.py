"""What a seat's past defences say about the cards it holds: the hard bot's deals of the unseen cards follow it.

A defender who let an attack card through (took it) most likely held no card that beats it cheaply: no higher
card of its suit, and, when the heuristic would have spent one (a high plain card, a low trump at hand, the stock
nearly gone), no trump either. Such a card it does not hold now, unless it drew since: the counts of the hands
and the stock are replayed from the moves (rule 8), so an exclusion carries how many cards the seat drew after it
and a deal may give it at most that many of the excluded cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.bots.heuristics import SUIT_MASKS
from game.panjpar.cards import BEATER_MASKS
from game.panjpar.moves import Attack
from game.panjpar.variants import HAND_SIZE
from game.panjpar.view import SeatView

#: Trumps of rank 9 or lower, by trump suit: the ones the heuristic spends on any plain card (heuristics.py).
_LOW_TRUMPS: tuple[int, ...] = tuple(SUIT_MASKS[t] & ((1 << (8 * 4)) - 1) for t in range(4))


@dataclass(frozen=True, slots=True)
class Exclusion:
    """Seat ``seat`` held none of ``cards`` (a bit-set) when it defended, and has drawn ``drawn`` cards since."""

    seat: int
    cards: int
    drawn: int


def exclusions(view: SeatView, trumps: bool = True) -> list[Exclusion]:
    """The exclusions the moves of ``view`` imply for the other seats' hands, oldest first (none for the view's
    own seat); ``trumps``: also the trumps a taker would have spent on the card it took (see the module)."""
    trump = view.trump
    beaters = BEATER_MASKS[trump]
    players = view.players
    sizes = [HAND_SIZE] * players
    stock = len(view.variant.pack) - HAND_SIZE * players
    drawn = [0] * players
    found: list[tuple[int, int, int]] = []  # seat, cards, drawn by then
    attack: tuple[int, ...] = ()
    attacker = 0
    for seat, move in view.moves:
        if isinstance(move, Attack):
            attack, attacker = move.cards, seat
            continue
        killed = {a for a, _ in move.beats}
        excluded = 0
        for a in attack:
            if a in killed:
                continue
            excluded |= beaters[a] & SUIT_MASKS[a & 3]
            if trumps and a & 3 != trump:
                costly = (a >> 2) + 2 >= 11 or stock <= 6
                excluded |= SUIT_MASKS[trump] if costly else _LOW_TRUMPS[trump]
        if excluded and seat != view.seat:
            found.append((seat, excluded, drawn[seat]))
        sizes[attacker] -= len(attack)
        sizes[seat] += len(attack) - 2 * len(move.beats)
        for each in (attacker, seat):
            need = min(max(HAND_SIZE - sizes[each], 0), stock)
            sizes[each] += need
            stock -= need
            drawn[each] += need
    return [Exclusion(seat, cards, drawn[seat] - then) for seat, cards, then in found]
