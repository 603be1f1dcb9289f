"""The result formats every game shares (game/engine/results.py): each text written is read back to the returns
the game's state gives, and every impossible or malformed result is refused (``None``), whichever game's rules
read it."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.engine import registry
from game.engine.results import (
    loser_returns,
    loser_text,
    nets_of,
    nets_returns,
    nets_text,
    tricks_of,
    tricks_text,
    winners_returns,
)


@given(st.integers(2, 6), st.data())
def test_a_loser_is_read_back(players: int, data: st.DataObject) -> None:
    loser = data.draw(st.none() | st.integers(0, players - 1))
    returns = loser_returns(loser_text(loser), players)
    assert returns is not None and abs(sum(returns)) < 1e-9
    assert returns == ((0.0,) * players if loser is None else tuple(
        -1.0 if seat == loser else 1 / (players - 1) for seat in range(players)))  # fmt: skip


@given(st.lists(st.integers(-500, 500), min_size=1, max_size=5))
def test_chip_nets_are_read_back_when_they_add_up_to_zero(nets: list[int]) -> None:
    nets.append(-sum(nets))
    assert nets_of(nets_text(nets), len(nets)) == tuple(nets)
    assert nets_returns(nets_text(nets), len(nets)) == tuple(float(net) for net in nets)


@given(st.lists(st.integers(0, 24), min_size=2, max_size=4))
def test_trick_counts_are_read_back(tricks: list[int]) -> None:
    assert tricks_of(tricks_text(tricks), len(tricks), 96) == tuple(tricks)


@pytest.mark.parametrize(
    ("result", "players"),
    [("loser 3", 2), ("loser 0", 2), ("loser", 2), ("loser 1 2", 3), ("winner 1", 2), ("draw", 1), ("*", 2),
     ("loser -1", 2), ("loser 01x", 2), ("loser 02", 2), ("loser ٢", 2)],
)  # fmt: skip
def test_a_loser_that_is_not_one_is_refused(result: str, players: int) -> None:
    assert loser_returns(result, players) is None


@pytest.mark.parametrize(
    ("result", "players", "returns"),
    [("win 2", 3, (0.0, 1.0, 0.0)), ("split 1 3", 3, (0.5, 0.0, 0.5)), ("carry", 2, (0.0, 0.0)),
     ("SPLIT 1 2", 2, (0.5, 0.5))],
)  # fmt: skip
def test_winners_share_one(result: str, players: int, returns: tuple[float, ...]) -> None:
    assert winners_returns(result, players) == returns


@pytest.mark.parametrize("result", ["win 4", "win 1 2", "split 1", "split 1 1", "win", "split 0 1", "*", "win x"])
def test_winners_that_are_not_are_refused(result: str) -> None:
    assert winners_returns(result, 3) is None


@pytest.mark.parametrize(("result", "players"), [("+5 -4", 2), ("+5 -5 0", 2), ("5 x", 2), ("*", 2), ("", 2)])
def test_nets_that_do_not_add_up_are_refused(result: str, players: int) -> None:
    assert nets_of(result, players) is None


@pytest.mark.parametrize(
    ("game", "result", "players"),
    [("ekrang", "tricks 99 99 99", 3), ("ekrang", "tricks 30 30", 2), ("hamrang", "tricks 13 13 13 13", 4),
     ("ekrang", "tricks 1 2", 3), ("hamrang", "tricks 1 2 3", 4), ("ekrang", "tricks 1 -2 3", 3),
     ("komi", "+5 -4", 2), ("nakashth", "win 7", 3), ("panjpar", "loser 5", 4)],
)  # fmt: skip
def test_every_game_refuses_an_impossible_result(game: str, result: str, players: int) -> None:
    assert registry.GAMES[game].rules.result_returns(result, players) is None


def test_an_outcome_says_why_a_game_ended() -> None:
    """Panjpar's fool or draw, nakashth's win, split or carry; a game whose rules name none was played out."""
    import random

    from game.engine import registry
    from game.engine.protocol import PLAYED_OUT, outcome, random_action
    from game.ganjifa.nakashth.state import NakashthState
    from game.panjpar.position import Outcome as PanjparOutcome

    seen: dict[str, set[str]] = {}
    for game_id in ("panjpar", "nakashth", "ekrang"):
        info = registry.GAMES[game_id]
        variant = info.variants[-1]
        for seed in range(60):
            rng = random.Random(seed)
            state = info.rules.new_game(variant.id, max(variant.players[0], 3 if game_id == "nakashth" else 2))
            while not state.is_terminal():
                state.apply(random_action(state, rng))
            ended = outcome(info.rules, state)
            assert ended is not None
            seen.setdefault(game_id, set()).add(ended.termination)
            if game_id == "panjpar":
                loser = state.outcome().loser  # type: ignore[attr-defined]
                assert ended.termination == ("draw" if loser is None else "fool")
                assert ended.returns == PanjparOutcome(loser).returns(state.players)
            if game_id == "nakashth":
                assert isinstance(state, NakashthState)
                settled = state.settlement()
                assert settled is not None and (ended.termination == "carry") == (not settled.winners)
    assert "fool" in seen["panjpar"] and seen["nakashth"] <= {"win", "split", "carry"} and "win" in seen["nakashth"]
    assert seen["ekrang"] == {PLAYED_OUT}
