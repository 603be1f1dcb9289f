"""The exact 2-player endgame: with the stock empty a card-counting player knows both hands.

Memoised minimax with cut-offs (values win 1, draw 0, loss -1 from ``me``'s side) on the ``State`` fast path
(``push``/``pop``). A position is keyed by both hands as bit masks, the attacker, the attack on the table and
the stock's position, which is everything that matters once the stock is empty, or while it holds cards in a
known order (a deal of the expert's late stage, :mod:`game.bots.late`). Values are exact (a cut-off only happens
on a proven win or loss), so the memo never stores bounds. A node budget (and the deadline) bound the work:
:class:`Unsolved` is raised when it runs out, and the caller falls back to sampling.

The clock (the deadline and the cancel flag) is read at every node, every :data:`CHECK_EVERY` moves while a
node's moves are listed, and every :data:`CHECK_EVERY` moves a node tries: a defender holding 20 cards against a
5-card attack has tens of thousands of defences (48,236 in the test's position, about 0.1 s of processor time to
list and order, several times that in wall-clock time on a loaded machine), and a node's children can all be
known positions, which do not read it. Without a clock (the arena) the moves and their order are the same.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from itertools import islice
from typing import TypeVar

from game.bots.heuristics import heuristic_attack, heuristic_defence
from game.bots.protocol import CancelLike, is_cancelled
from game.panjpar.cards import Card
from game.panjpar.moves import Attack, Defence, Move
from game.panjpar.position import State


class Unsolved(Exception):
    """The node budget or the deadline ran out."""


#: Moves listed, or tried, between two readings of the clock inside one node.
CHECK_EVERY = 256

M = TypeVar("M", Attack, Defence)


def _listed(moves: Iterable[M], stop: Callable[[], bool] | None) -> list[M]:
    """``moves`` as a list, reading ``stop`` every :data:`CHECK_EVERY` moves; raises :class:`Unsolved` once it
    says stop."""
    if stop is None:
        return list(moves)
    it = iter(moves)
    out: list[M] = []
    while chunk := list(islice(it, CHECK_EVERY)):
        out += chunk
        if stop():
            raise Unsolved("deadline")
    return out


def ordered_moves(state: State, stop: Callable[[], bool] | None = None) -> list[Move]:
    """Every legal move, the heuristic's choice first, then bigger attacks / more beats first (in the order the
    position lists them among equals). ``stop``, when given, is read while they are listed: :class:`Unsolved` is
    raised once it says stop."""
    trump = state.trump
    if state.attack:
        best_d = frozenset(heuristic_defence(state.hands[state.defender], state.attack, trump, 0))
        defences = _listed(state.legal_defences(), stop)
        # A stable sort on (not the heuristic's, fewer beats), by buckets: a key function for each of tens of
        # thousands of defences took longer than listing them.
        first: list[Defence] = []
        by_size: list[list[Defence]] = [[] for _ in range(len(state.attack) + 1)]
        size = len(best_d)
        for d in defences:
            beats = d.beats
            if len(beats) == size and not first and frozenset(beats) == best_d:
                first.append(d)
            else:
                by_size[len(beats)].append(d)
        if stop is not None and stop():
            raise Unsolved("deadline")
        return [move for bucket in (first, *reversed(by_size)) for move in bucket]
    best_a = set(heuristic_attack(state.hands[state.attacker], len(state.hands[state.defender]), trump, 0))
    attacks = _listed(state.legal_attacks(), stop)
    attacks.sort(key=lambda a: (set(a.cards) != best_a, -len(a.cards)))
    return list(attacks)


class EndgameSolver:
    """Solves 2-player positions with an empty stock for seat ``me``."""

    def __init__(self, me: int, node_budget: int, deadline: float | None = None,
                 cancel: CancelLike | None = None) -> None:  # fmt: skip
        self.me = me
        self.node_budget = node_budget
        self.deadline = deadline
        self.cancel = cancel
        self.nodes = 0
        self.memo: dict[tuple[int, int, int, tuple[Card, ...], int], int] = {}
        #: Whether there is a clock to read at all (the arena's fixed search has none).
        self.clocked = deadline is not None or cancel is not None

    def out_of_time(self) -> bool:
        """Whether the deadline has passed or the cancel flag is set."""
        return (self.deadline is not None and time.monotonic() > self.deadline) or is_cancelled(self.cancel)

    def value(self, state: State) -> int:
        """The exact value of ``state`` for ``me``: 1 win, 0 draw, -1 loss."""
        result = state.result
        if result is not None:
            if result.loser is None:
                return 0
            return -1 if result.loser == self.me else 1
        masks = state.hand_masks  # the hands' bit-sets, kept by the state as it plays
        key = (masks[0], masks[1], state.attacker, state.attack, state.stock_pos)
        cached = self.memo.get(key)
        if cached is not None:
            return cached
        self.nodes += 1
        if self.nodes > self.node_budget:
            raise Unsolved("node budget")
        # The clock at every node: one node can be a long list of defences, and a loaded machine makes it longer.
        if self.out_of_time():
            raise Unsolved("deadline")
        maximise = state.to_move == self.me
        goal = 1 if maximise else -1
        best = -2 if maximise else 2
        for tried, move in enumerate(ordered_moves(state, self.out_of_time if self.clocked else None), 1):
            # Known children do not read the clock: a long run of them would not either.
            if not tried % CHECK_EVERY and self.out_of_time():
                raise Unsolved("deadline")
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
    for move in ordered_moves(state, solver.out_of_time if solver.clocked else None):
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
