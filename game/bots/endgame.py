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

from game.bots.heuristics import defence_of_mask, heuristic_attack
from game.bots.protocol import CancelLike, is_cancelled
from game.panjpar.cards import Card
from game.panjpar.handmasks import pairs_in
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


def heuristic_defence_move(state: State) -> Defence:
    """The beginner's defence of the open attack, its pairs in the order :meth:`State.legal_defences` lists them
    (the heuristic's beaters are distinct cards of the hand that beat their cards: it is always legal)."""
    pairs = defence_of_mask(state.hand_masks[state.defender], state.attack, state.trump, 0)
    if len(pairs) > 1:
        index = state.attack.index
        pairs = tuple(sorted(pairs, key=lambda pair: index(pair[0])))
    return Defence(pairs)


def _other_defences(state: State, first: Defence, stop: Callable[[], bool] | None) -> list[Move]:
    """Every legal defence but ``first``, more beats first (in the order the position lists them among equals)."""
    defences = _listed(state.legal_defences(), stop)
    # A stable sort on the number of beats, by buckets: a key function for each of tens of thousands of defences
    # took longer than listing them.
    by_size: list[list[Defence]] = [[] for _ in range(len(state.attack) + 1)]
    skip = first.beats
    for d in defences:
        beats = d.beats
        if beats != skip:
            by_size[len(beats)].append(d)
    if stop is not None and stop():
        raise Unsolved("deadline")
    return [move for bucket in reversed(by_size) for move in bucket]


def heuristic_attack_move(state: State) -> Attack | None:
    """The beginner's attack as :meth:`State.legal_attacks` lists it (its cards sorted), ``None`` if not legal."""
    cards = tuple(
        sorted(heuristic_attack(state.hands[state.attacker], len(state.hands[state.defender]), state.trump, 0))
    )
    size = len(cards)
    if size not in (1, 3, 5) or size > state.max_attack() or len(set(cards)) != size:
        return None
    mask = state.hand_masks[state.attacker]
    if any(not mask >> c & 1 for c in cards) or pairs_in(cards) < size // 2:
        return None
    return Attack(cards)


def _other_attacks(state: State, first: Attack | None, stop: Callable[[], bool] | None) -> list[Move]:
    """Every legal attack but ``first``, bigger attacks first (in the order the position lists them among equals)."""
    attacks = _listed(state.legal_attacks(), stop)
    skip = first.cards if first is not None else None
    by_size: list[list[Attack]] = [[], [], []]
    for a in attacks:
        if a.cards != skip:
            by_size[len(a.cards) // 2].append(a)
    return [move for bucket in reversed(by_size) for move in bucket]


def heuristic_move(state: State) -> Move | None:
    """The heuristic's move, tried first: its defence of the open attack, else its attack (``None`` if not legal)."""
    return heuristic_defence_move(state) if state.attack else heuristic_attack_move(state)


def other_moves(state: State, first: Move | None, stop: Callable[[], bool] | None) -> list[Move]:
    """Every legal move but ``first``, bigger attacks / more beats first (in the order the position lists them
    among equals). ``stop``, when given, is read while they are listed: :class:`Unsolved` is raised once it says
    stop."""
    if state.attack:
        assert isinstance(first, Defence)  # the heuristic's defence is always legal
        return _other_defences(state, first, stop)
    return _other_attacks(state, first if isinstance(first, Attack) else None, stop)


def ordered_moves(state: State, stop: Callable[[], bool] | None = None) -> list[Move]:
    """Every legal move, the heuristic's choice first, then :func:`other_moves`."""
    first = heuristic_move(state)
    rest = other_moves(state, first, stop)
    return rest if first is None else [first, *rest]


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
        stop = self.out_of_time if self.clocked else None
        # The heuristic's move first, before the others are listed: when it proves the goal (a cut-off) the node
        # never lists its moves, most of a solve's work (tens of thousands of defences against a big attack). The
        # moves and their order are the same as :func:`ordered_moves`'s.
        first = heuristic_move(state)
        if first is not None:
            state.push(first)
            try:
                best = self.value(state)
            finally:
                state.pop()
            if best == goal:
                self.memo[key] = best
                return best
        moves = other_moves(state, first, stop)
        for tried, move in enumerate(moves, 1):
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
