"""Take-back on the generic controller, for every registered game: it undoes the seat's last move and everything
after it, never the deal (nor Panjpar's colour guess), leaves the seat to move again, and gives back exactly the
events that seat saw up to there; the game then plays on as before."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import registry
from game.ganjifa.controller import GanjifaController
from game.panjpar.actions import GuessColour
from game.panjpar.controller import Controller as PanjparController
from game.panjpar.match import panjpar_match
from game.panjpar.variants import VARIANTS

SEAT = 0


def controller_for(game: str, seed: int) -> PanjparController | GanjifaController:
    """A game of ``game`` not started yet, for its default number of seats (Panjpar's 52 cards, which has the
    colour guess, for two)."""
    if game == registry.PANJPAR.id:
        match = panjpar_match(VARIANTS["panjpar-52"], 2, random.Random(seed), guesser=SEAT)
        return match.next_game()
    info = registry.GAMES[game]
    state = info.rules.new_game(info.variants[0].variant.id, info.default_players, 0, frozenset())
    return GanjifaController(state, random.Random(seed))


def is_chance(action: object) -> bool:
    return getattr(action, "seat", None) is None


@pytest.mark.parametrize("game", list(registry.GAMES))
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), stop=st.integers(1, 60))
def test_take_back_undoes_the_seats_last_move_and_the_answers_and_replays_what_it_saw(
    game: str, seed: int, stop: int
) -> None:
    controller = controller_for(game, seed)
    seen: list[Any] = []
    controller.subscribe(seen.append, SEAT)
    controller.start()
    rng = random.Random(seed)
    #: For each seat action played, by its index in the history, how many events the seat had seen before it.
    seen_before: dict[int, int] = {}
    while controller.to_move() is not None and len(controller.state.history()) < stop:
        seat = controller.to_move()
        assert seat is not None
        action = rng.choice(list(controller.view(seat).legal_actions()))
        seen_before[len(controller.state.history())] = len(seen)
        assert controller.submit(action) is None
    history = list(controller.state.history())
    undoable = [
        index
        for index, action in enumerate(history)
        if not is_chance(action) and action.seat == SEAT and not isinstance(action, GuessColour)
    ]
    last_chance = max((i for i, action in enumerate(history) if is_chance(action)), default=-1)
    wanted = max((i for i in undoable if i > last_chance), default=None)
    events = controller.take_back(SEAT)
    if wanted is None:
        assert events is None and list(controller.state.history()) == history, "nothing of the seat's to undo"
        return
    assert events is not None
    assert list(controller.state.history()) == history[:wanted], "back to the position the seat moved from"
    assert controller.to_move() == SEAT
    assert events == seen[: seen_before[wanted]], "exactly the events the seat had seen before that move"
    # The game goes on: the seat's same move is legal again, and makes the same events as the first time.
    after: list[Any] = []
    controller.subscribe(after.append, SEAT)
    assert controller.submit(history[wanted]) is None
    assert after == seen[seen_before[wanted] : seen_before[wanted] + len(after)]


def test_a_take_back_with_nothing_of_the_seats_to_undo_changes_nothing() -> None:
    controller = controller_for("hamrang", 3)
    controller.start()
    before = list(controller.state.history())
    assert controller.take_back(SEAT) is None and list(controller.state.history()) == before


def test_panjpar_never_takes_back_the_colour_guess() -> None:
    controller = controller_for(registry.PANJPAR.id, 5)
    controller.start()
    assert controller.submit(GuessColour(SEAT, "red")) is None
    assert controller.take_back(SEAT) is None, "the guess stays; the play has not begun"
