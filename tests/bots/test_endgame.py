"""The exact 2-player endgame solver agrees with plain minimax on small random positions."""

from __future__ import annotations

import random
import threading
import time
from types import SimpleNamespace

import pytest

from game.bots import endgame as endgame_module
from game.bots.endgame import CHECK_EVERY, EndgameSolver, Unsolved, brute_force_value, ordered_moves, solve_move
from game.bots.heuristics import heuristic_attack, heuristic_defence
from game.panjpar import position
from game.panjpar.cards import Card
from game.panjpar.moves import Defence, Move
from game.panjpar.position import State
from game.panjpar.variants import PANJPAR_36, PANJPAR_52, Deal


def endgame(rng: random.Random) -> State:
    """Two small hands, an empty stock, a random attacker (sometimes with an attack already on the table)."""
    variant = rng.choice([PANJPAR_36, PANJPAR_52])
    pack = list(variant.pack)
    rng.shuffle(pack)
    first = rng.randint(1, 4)
    sizes = (first, rng.randint(1, 7 - first))
    hands = (tuple(pack[: sizes[0]]), tuple(pack[sizes[0] : sizes[0] + sizes[1]]))
    trump: Card = pack[-1]
    state = State(Deal(variant, hands, trump, (), rng.randrange(2)))
    state.stock = ()
    state.discard = pack[sizes[0] + sizes[1] :]
    if rng.random() < 0.4:
        attacks = list(state.legal_attacks())
        state.push_attack(rng.choice(attacks).cards)
        state._undo.clear()
        state.history.clear()
    return state


def test_solver_agrees_with_brute_force() -> None:
    rng = random.Random(3)
    for _ in range(80):
        state = endgame(rng)
        for me in (0, 1):
            exact = brute_force_value(state, me)
            assert EndgameSolver(me, 10**6).value(state) == exact
        mover = state.to_move
        assert mover is not None
        best = solve_move(state, mover, 10**6)
        state.push(best)
        after = brute_force_value(state, mover)
        state.pop()
        assert after == brute_force_value(state, mover)


def test_the_solver_looks_at_the_clock_and_the_cancel_at_every_node() -> None:
    """One node can be a long list of defences: past the deadline, or cancelled, the solver stops at its first
    node, where it used to look only every 1,024 nodes (and so solved these small positions anyway)."""
    rng = random.Random(5)
    cancel = threading.Event()
    cancel.set()
    for _ in range(20):
        state = endgame(rng)
        for solver in (EndgameSolver(0, 10**6, time.monotonic() - 1.0), EndgameSolver(0, 10**6, None, cancel)):
            with pytest.raises(Unsolved):
                solver.value(state)
            assert solver.nodes == 1


def big_defence() -> State:
    """A defender holding 20 cards against a five-card attack of twos and a three, the stock empty: 48,236 legal
    defences at one node."""
    pack = list(PANJPAR_52.pack)
    trump: Card = pack[3 + 4 * 5]
    attacker = [c for c in pack if c >> 2 <= 1][:6]
    defender = sorted((c for c in pack if c not in attacker and c != trump), key=lambda c: -(c >> 2))[:20]
    state = State(Deal(PANJPAR_52, (tuple(attacker), tuple(defender)), trump, (), 0))
    state.stock = ()
    state.discard = [c for c in pack if c not in attacker and c not in defender]
    state.push_attack(max(state.legal_attacks(), key=lambda a: len(a.cards)).cards)
    state._undo.clear()
    state.history.clear()
    return state


class SetAfter:
    """A cancel flag that is set from its ``reads``-th reading on."""

    def __init__(self, reads: int) -> None:
        self.reads = reads
        self.read = 0

    def is_set(self) -> bool:
        self.read += 1
        return self.read >= self.reads


@pytest.mark.parametrize("how", ["cancel", "clock"])
@pytest.mark.parametrize("where", ["node", "root"])
def test_a_node_with_thousands_of_defences_reads_the_clock_while_it_lists_them(
    how: str, where: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The cut comes while a node lists its 48,236 defences (a node of the solver past the entry's reading of the
    clock, or ``solve_move``'s root): the solver stops within a few hundred of them. It used to list them all, and
    order them, before it read the clock again (about 0.1 s of processor time, several times that in wall-clock
    time on a loaded machine: the loaded overruns of issue 25's third round)."""
    built = []
    real = Defence

    def counted(beats: tuple[tuple[Card, Card], ...]) -> Defence:
        built.append(1)
        return real(beats)

    monkeypatch.setattr(position, "Defence", counted)
    state = big_defence()
    reads = 2 if where == "node" else 1  # the node's entry reads it once before it lists its moves
    deadline, cancel = None, None
    if how == "cancel":
        cancel = SetAfter(reads)
    else:  # a patched clock: past the deadline from its reads-th reading on
        clock = SetAfter(reads)
        monkeypatch.setattr(endgame_module, "time", SimpleNamespace(monotonic=lambda: 10.0 if clock.is_set() else 0.0))
        deadline = 5.0
    with pytest.raises(Unsolved):
        if where == "node":
            EndgameSolver(1, 10**6, deadline, cancel).value(state)
        else:
            solve_move(state, 1, 10**6, deadline, cancel)
    assert 0 < len(built) <= 2 * CHECK_EVERY


def reference_order(state: State) -> list[Move]:
    """The solver's move order as it was before the clock was read in the listing (a sort on two keys)."""
    trump = state.trump
    if state.attack:
        best_d = heuristic_defence(state.hands[state.defender], state.attack, trump, 0)
        defences = list(state.legal_defences())
        defences.sort(key=lambda d: (set(d.beats) != set(best_d), -len(d.beats)))
        return list(defences)
    best_a = set(heuristic_attack(state.hands[state.attacker], len(state.hands[state.defender]), trump, 0))
    attacks = list(state.legal_attacks())
    attacks.sort(key=lambda a: (set(a.cards) != best_a, -len(a.cards)))
    return list(attacks)


def test_the_move_order_is_the_same_with_or_without_a_clock() -> None:
    """The arena's games (no clock) do not change: the solver tries the same moves in the same order, with a clock
    that never says stop or none, as the plain sort did, on hands up to 20 cards."""
    rng = random.Random(9)
    for _ in range(300):
        variant = rng.choice([PANJPAR_36, PANJPAR_52])
        pack = list(variant.pack)
        rng.shuffle(pack)
        sizes = (rng.randint(1, 12), rng.randint(1, 20))
        hands = (tuple(pack[: sizes[0]]), tuple(pack[sizes[0] : sum(sizes)]))
        state = State(Deal(variant, hands, pack[-1], (), rng.randrange(2)))
        state.stock = ()
        state.discard = pack[sum(sizes) :]
        if rng.random() < 0.6:
            state.push_attack(rng.choice(list(state.legal_attacks())).cards)
        expected = reference_order(state)
        assert ordered_moves(state) == expected
        assert ordered_moves(state, lambda: False) == expected
    state = big_defence()
    assert ordered_moves(state, lambda: False) == reference_order(state)


def test_the_heuristic_move_tried_before_the_rest_are_listed_searches_as_before() -> None:
    """The solver tries the heuristic's move before it lists a node's other moves: the positions it visits, and so
    its values and its node budget's reach, are those of a search over :func:`ordered_moves`."""

    def reference(state: State, me: int, memo: dict[object, int], nodes: list[int]) -> int:
        result = state.result
        if result is not None:
            return 0 if result.loser is None else (-1 if result.loser == me else 1)
        masks = state.hand_masks
        key = (masks[0], masks[1], state.attacker, state.attack, state.stock_pos)
        if key in memo:
            return memo[key]
        nodes[0] += 1
        maximise = state.to_move == me
        best = -2 if maximise else 2
        for move in ordered_moves(state):
            state.push(move)
            v = reference(state, me, memo, nodes)
            state.pop()
            if (maximise and v > best) or (not maximise and v < best):
                best = v
                if best == (1 if maximise else -1):
                    break
        memo[key] = best
        return best

    rng = random.Random(11)
    for _ in range(60):
        state = endgame(rng)
        for me in (0, 1):
            memo: dict[object, int] = {}
            nodes = [0]
            value = reference(state, me, memo, nodes)
            solver = EndgameSolver(me, 10**6)
            assert solver.value(state) == value
            assert (solver.nodes, solver.memo) == (nodes[0], memo)
