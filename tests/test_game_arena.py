"""``panjpar arena --game ID`` for the games on the protocol: duplicate deals with the seats rotated, the JSON
summary, and clear refusals of bad arguments (exit 2)."""

from __future__ import annotations

import json

import pytest

from game.cli import main
from game.commands.arena import DealTask, play_deal
from game.commands.arena_summary import mean_ci


def arena(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["arena", *args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_every_deal_is_played_once_per_seat_with_the_same_cards(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = arena(
        capsys, "--game", "nakashth", "--players", "3", "--a", "random", "--b", "random", "--games", "30", "--json"
    )
    summary = json.loads(out)
    assert code == 0 and summary["games"] == 30 and summary["players"] == 3
    # The same deal in every seat: A's mean over a deal's three games is the deal's total return / 3.
    for index in range(10):
        games = [play_deal(DealTask("random", "random", "nakashth", "nakashth", 3, (), 1, index, s)) for s in range(3)]
        assert len({g.returns for g in games}) == 1 and len({g.digest for g in games}) == 1
    assert {"a_return", "a_return_ci95", "b_return", "figures", "a_ms", "b_ms", "fair_share"} <= set(summary)
    assert set(summary["figures"]) == {"chips"}


def test_the_same_seed_plays_the_same_games(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--game", "nakashth", "--players", "4", "--a", "random", "--b", "random", "--games", "8", "--json")
    first, second = arena(capsys, *args)[1], arena(capsys, *args)[1]
    assert json.loads(first)["digest"] == json.loads(second)["digest"]
    other = arena(capsys, *args, "--seed", "2")[1]
    assert json.loads(other)["digest"] != json.loads(first)["digest"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--a", "hard", "--b", "random"), "bad bot --a: unknown bot 'hard' for nakashth: use random"),
        (("--a", "random", "--b", "random", "--players", "7"), "nakashth is for 2 to 6 players, not 7"),
        (("--a", "random", "--b", "random", "--options", "betting"), "nakashth has no option 'betting'"),
        (("--a", "random", "--b", "random", "--samples", "0"), "--samples must be at least 1"),
    ],
)
def test_bad_arguments_exit_2_with_a_message(
    capsys: pytest.CaptureFixture[str], args: tuple[str, ...], message: str
) -> None:
    code, out, err = arena(capsys, "--game", "nakashth", *args)
    assert (code, out) == (2, "") and message in err


def test_the_interval_is_over_deals() -> None:
    assert mean_ci([1.0, 1.0]) == (1.0, 1.0, 1.0)
    mean, low, high = mean_ci([0.0, 1.0, 0.0, 1.0])
    assert mean == 0.5 and low < 0.5 < high
