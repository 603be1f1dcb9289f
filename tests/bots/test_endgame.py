"""The exact 2-player endgame solver agrees with plain minimax on small random positions."""

from __future__ import annotations

import random
import threading
import time

import pytest

from game.bots.endgame import EndgameSolver, Unsolved, brute_force_value, solve_move
from game.panjpar.cards import Card
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
