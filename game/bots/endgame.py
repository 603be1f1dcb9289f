"""The exact 2-player endgame: with the stock empty a card-counting player knows both hands.

Memoised minimax with cut-offs (values win 1, draw 0, loss -1 from ``me``'s side) on the ``State`` fast path
(``push``/``pop``). A position is keyed by both hands as bit masks, the attacker and the attack on the table,
which is everything that matters once the stock is empty. Values are exact (a cut-off only happens on a
proven win or loss), so the memo never stores bounds. A node budget (and the deadline) bound the work:
:class:`Unsolved` is raised when it runs out, and the caller falls back to sampling.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from game.bots.heuristics import heuristic_attack, heuristic_defence
from game.bots.protocol import CancelLike, is_cancelled
from game.panjpar.cards import Card
from game.panjpar.moves import Attack, Defence, Move
from game.panjpar.position import State


class Unsolved(Exception):
    """The node budget or the deadline ran out."""


def _mask(cards: Sequence[Card]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def ordered_moves(state: State) -> list[Move]:
    """Every legal move, the heuristic's choice first, then bigger attacks / more beats first."""
    trump = state.trump
    moves: list[Move]
    if state.attack:
        best_d = heuristic_defence(state.hands[state.defender], state.attack, trump, 0)
        defences = list(state.legal_defences())
        defences.sort(key=lambda d: (set(d.beats) != set(best_d), -len(d.beats)))
        moves = list(defences)
    else:
        best_a = set(heuristic_attack(state.hands[state.attacker], len(state.hands[state.defender]), trump, 0))
        attacks = list(state.legal_attacks())
        attacks.sort(key=lambda a: (set(a.cards) != best_a, -len(a.cards)))
        moves = list(attacks)
    return moves


class EndgameSolver:
    """Solves 2-player positions with an empty stock for seat ``me``."""

    def __init__(self, me: int, node_budget: int, deadline: float | None = None,
                 cancel: CancelLike | None = None) -> None:  # fmt: skip
        self.me = me
        self.node_budget = node_budget
        self.deadline = deadline
        self.cancel = cancel
        self.nodes = 0
        self.memo: dict[tuple[int, int, int, tuple[Card, ...]], int] = {}

    def value(self, state: State) -> int:
        """The exact value of ``state`` for ``me``: 1 win, 0 draw, -1 loss."""
        result = state.result
        if result is not None:
            if result.loser is None:
                return 0
            return -1 if result.loser == self.me else 1
        key = (_mask(state.hands[0]), _mask(state.hands[1]), state.attacker, state.attack)
        cached = self.memo.get(key)
        if cached is not None:
            return cached
        self.nodes += 1
        if self.nodes > self.node_budget:
            raise Unsolved("node budget")
        # The clock at every node: one node can be a long list of defences, and a loaded machine makes it longer.
        if (self.deadline is not None and time.monotonic() > self.deadline) or is_cancelled(self.cancel):
            raise Unsolved("deadline")
        maximise = state.to_move == self.me
        goal = 1 if maximise else -1
        best = -2 if maximise else 2
        for move in ordered_moves(state):
            state.push(move)
            try:
                v = self.value(state)
            finally:
                state.pop()
            if (maximise and v > best) or (not maximise and v < best):
                best = v
                if best == goal:
                    break
        self.memo[key] = best
        return best


def solve_move(state: State, me: int, node_budget: int, deadline: float | None = None,
               cancel: CancelLike | None = None) -> Move:  # fmt: skip
    """A best move for ``me`` (to move) in a 2-player ``state`` with an empty stock; raises :class:`Unsolved`."""
    solver = EndgameSolver(me, node_budget, deadline, cancel)
    best: Move | None = None
    best_value = -2
    for move in ordered_moves(state):
        state.push(move)
        try:
            v = solver.value(state)
        finally:
            state.pop()
        if v > best_value:
            best, best_value = move, v
            if v == 1:
                break
    assert best is not None
    return best


def brute_force_value(state: State, me: int) -> int:
    """Plain minimax without memo or pruning (the tests' reference)."""
    result = state.result
    if result is not None:
        return 0 if result.loser is None else (-1 if result.loser == me else 1)
    values = []
    for move in list(state.legal_moves()):
        state.push(move)
        values.append(brute_force_value(state, me))
        state.pop()
    return max(values) if state.to_move == me else min(values)


__all__ = ["Attack", "Defence", "EndgameSolver", "Unsolved", "brute_force_value", "solve_move"]
