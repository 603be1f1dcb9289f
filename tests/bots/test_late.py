"""The expert's late stage: the solver with cards in the stock, and answers that depend on the view alone."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

import pytest

from game.bots import late as late_module
from game.bots.endgame import EndgameSolver, brute_force_value
from game.bots.protocol import CancelLike, RandomBot
from game.bots.search import EXPERT, HARD, SearchBot
from game.panjpar.cards import Card
from game.panjpar.controller import Controller
from game.panjpar.position import State
from game.panjpar.variants import PANJPAR_36, PANJPAR_52, Deal
from game.panjpar.view import SeatView

from .helpers import new_controller
from .test_bots import TINY_EXPERT, SetWhen, same_answer_without_hidden_cards

#: The late stage on every 2-player position with 1 to 40 cards in the stock, small enough to test.
LATE = replace(TINY_EXPERT, budget=60.0, late_stock=40, late_worlds=3, late_candidates=3, late_nodes=300)


def small_game(rng: random.Random) -> State:
    """Two hands of 1 or 2 cards and a stock of 1 or 2 (the trump card last), in a known order."""
    variant = rng.choice([PANJPAR_36, PANJPAR_52])
    pack = list(variant.pack)
    rng.shuffle(pack)
    sizes = (rng.randint(1, 2), rng.randint(1, 2))
    stock = tuple(pack[sizes[0] + sizes[1] : sizes[0] + sizes[1] + rng.randint(1, 2)])
    hands = (tuple(pack[: sizes[0]]), tuple(pack[sizes[0] : sizes[0] + sizes[1]]))
    trump: Card = stock[-1]
    state = State(Deal(variant, hands, trump, stock[:-1], rng.randrange(2)))
    state.stock = stock
    state.stock_pos = 0
    state.discard = [c for c in pack if c not in (*hands[0], *hands[1], *stock)]
    return state


def test_the_solver_with_a_known_stock_agrees_with_brute_force() -> None:
    """The memo tells positions apart by the stock's position too: with cards still to draw in a known order the
    solver's values are plain minimax's."""
    rng = random.Random(7)
    with_stock = 0
    for _ in range(120):
        state = small_game(rng)
        with_stock += state.stock_count > 0
        for me in (0, 1):
            assert EndgameSolver(me, 10**6).value(state) == brute_force_value(state, me)
    assert with_stock == 120


def late_positions(count: int, seed: int) -> list[Controller]:
    """2-player positions played at random until the stock holds 2 to 12 cards, the searcher to move."""
    rng = random.Random(seed)
    found: list[Controller] = []
    while len(found) < count:
        controller = new_controller(rng.choice([PANJPAR_36, PANJPAR_52]), 2, rng.randrange(1 << 30))
        bot = RandomBot()
        target = rng.randint(2, 12)
        for _ in range(400):
            seat = controller.to_move()
            state = controller.position
            if seat is None or state is None:
                break
            if state.phase in ("attack", "defend") and 2 <= state.stock_count <= target:
                found.append(controller)
                break
            assert controller.submit(bot.step(controller.view(seat), rng)) is None
    return found


def test_the_late_stage_depends_on_the_view_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """With the late stage on, a seat's answer does not change when only cards it cannot see change (one hidden
    card of the other hand swapped with one of the stock), and it is legal."""
    stages = [0]
    real = late_module.late_values

    def counted(*args: object, **kwargs: object) -> dict[int, float]:
        stages[0] += 1
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr("game.bots.search.late_values", counted)
    checked = same_answer_without_hidden_cards(late_positions(30, 3), lambda _n: LATE, random.Random(13))
    assert checked >= 20
    assert stages[0] >= 20  # the stage ran (every position had more than one candidate)


def test_only_the_expert_has_the_late_stage() -> None:
    """Hard's games stay as they were (the arena's digest in docs/bots.md): the stage is the expert's alone."""
    assert HARD.late_worlds == 0 and HARD.late_stock == 0
    assert EXPERT.late_worlds > 0 and EXPERT.late_stock > 0


def test_a_cut_within_a_late_deal_solves_no_further_candidate(monkeypatch: pytest.MonkeyPatch) -> None:
    """Cancelled once the late stage has played its first candidate, the solver stops at once, no other candidate
    is played nor any leaf valued, and the answer is the sampling's best (the cut deal dropped)."""
    controller = late_positions(1, 5)[0]
    seat = controller.to_move()
    assert seat is not None
    view = controller.view(seat)
    pushed: list[int] = []
    leaves: list[State] = []
    real = late_module.late_values

    def counted(
        view: SeatView, rng: random.Random, candidates: Sequence[int], push: Callable[[State, int], None], *rest: Any
    ) -> dict[int, float]:
        def play(state: State, i: int) -> None:  # the late stage's pushes, not the sampling's
            pushed.append(i)
            push(state, i)

        return real(view, rng, candidates, play, *rest)

    def leaf(bot: SearchBot, state: State, me: int, deadline: float | None, flag: CancelLike | None) -> float:
        leaves.append(state)
        return 0.5

    monkeypatch.setattr("game.bots.search.late_values", counted)
    monkeypatch.setattr(SearchBot, "_leaf_score", leaf)
    params = replace(LATE, samples=5)
    intent = SearchBot(params).step(view, random.Random(3), None, SetWhen(lambda: len(pushed) >= 1))
    assert len(pushed) == 1 and not leaves
    sampled = SearchBot(replace(params, late_worlds=0, leaf_worlds=0)).step(view, random.Random(3))
    assert intent == sampled
    assert copy.deepcopy(controller).submit(intent) is None, intent
