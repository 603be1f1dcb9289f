"""The expert's late stage (issue 25, fifth round): the last few cards of the stock searched exactly in each deal.

With two players and the stock down to a few cards, almost every card is located for a card-counting player: the
face-up trump card is the stock's last, so with one card left everything is known, and with ``k`` left only the
order of ``k - 1`` hidden stock cards among the other hand's unseen cards is not. The stage deals the unseen cards
``late_worlds`` times as the view allows (:mod:`game.bots.world`) and values each candidate move in each deal by
the exact solver of :mod:`game.bots.endgame` run on that deal, its stock order included (at most ``late_nodes``
positions a candidate), where hard's exact leaves play the policy up to the empty stock and solve only from
there. A candidate the solver cannot finish is valued by the bot's leaf (``SearchBot._leaf_score``). A deal cut by
the cancel flag is dropped, as in the sampling.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol

from game.bots.base import Difficulty
from game.bots.dealsum import summed_over_deals
from game.bots.endgame import EndgameSolver, Unsolved
from game.bots.protocol import CancelLike, is_cancelled
from game.panjpar.cards import Card
from game.panjpar.position import State
from game.panjpar.view import SeatView


class Leaf(Protocol):
    """The value (0 to 1) of a state for seat ``me`` when the solver cannot finish it (hard's exact leaf)."""

    def __call__(self, state: State, me: int, deadline: float | None, cancel: CancelLike | None) -> float: ...


def pusher(
    attacking: bool, attacks: Sequence[tuple[Card, ...]], defences: Sequence[tuple[tuple[Card, Card], ...]]
) -> Callable[[State, int], None]:
    """A function playing candidate ``i`` (of ``attacks`` when attacking, else of ``defences``) on a state, its undo
    kept (``state.pop()`` takes it back)."""
    if attacking:
        return lambda state, i: state.push_attack(attacks[i])
    return lambda state, i: state.push_defence(defences[i])


def late_values(
    view: SeatView,
    rng: random.Random,
    candidates: Sequence[int],
    push: Callable[[State, int], None],
    params: Difficulty,
    leaf: Leaf,
    deadline: float | None,
    cancel: CancelLike | None,
) -> dict[int, float]:
    """Each candidate's summed value (win 1, draw 0.5, loss 0, for the view's seat) over the deals the stage
    completed: ``params.late_worlds`` of them, fewer when the deadline or the cancel flag stops it, one when the
    stock holds one card (every deal is the same). ``push(state, i)`` plays candidate ``i`` on a state."""
    me = view.seat

    def valuer(world: State) -> Callable[[int], float | None]:
        solver = EndgameSolver(me, params.late_nodes, deadline, cancel)  # one memo for the deal's candidates

        def value(i: int) -> float | None:
            push(world, i)
            solver.nodes = 0
            try:
                return (solver.value(world) + 1) / 2
            except Unsolved:
                return None if is_cancelled(cancel) else leaf(world.copy(), me, deadline, cancel)
            finally:
                world.pop()

        return value

    deals = 1 if view.stock_count() == 1 else params.late_worlds
    return summed_over_deals(view, rng, candidates, deals, valuer, deadline, cancel)
