"""Wider defence candidates for the search (issue 25, third round): besides taking an attack card, its cheapest
same-suit beater and its cheapest trump, the next dearer of each, which can keep a pair together for a later
attack (a cheapest beater that breaks a pair is not always the best)."""

from __future__ import annotations

from itertools import product

from game.bots.base import open_attack
from game.bots.heuristics import heuristic_defence, value
from game.panjpar.cards import BEATER_MASKS, Card
from game.panjpar.view import SeatView

Beats = tuple[tuple[Card, Card], ...]


def wide_defence_candidates(view: SeatView, limit_count: int) -> list[Beats]:
    """Sensible defences, the heuristic's first, then by how few attack cards' answers differ from it."""
    trump = view.trump
    attack = open_attack(view)
    hand = sorted(view.hand, key=lambda c: value(c, trump))
    masks = BEATER_MASKS[trump]
    first = heuristic_defence(hand, attack, trump, view.stock_count())
    options: list[list[Card | None]] = []
    for a in attack:
        same = [b for b in hand if masks[a] >> b & 1 and b & 3 == a & 3][:2]
        trumped = [b for b in hand if masks[a] >> b & 1 and b & 3 == trump and b not in same][:2]
        options.append([None, *same, *trumped])
    found: list[Beats] = [first]
    keys = {frozenset(first)}
    combos: list[Beats] = []
    for choice in product(*options):
        beaters = [b for b in choice if b is not None]
        if len(set(beaters)) != len(beaters):
            continue
        combos.append(tuple((a, b) for a, b in zip(attack, choice, strict=True) if b is not None))
    first_set = set(first)
    combos.sort(key=lambda beats: (len(set(beats) ^ first_set), -len(beats)))
    for beats in combos:
        key = frozenset(beats)
        if key not in keys:
            keys.add(key)
            found.append(beats)
    return found[:limit_count]
