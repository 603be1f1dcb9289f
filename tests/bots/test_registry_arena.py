"""Bots by name and from files (the arena's plug-ins), bad specs, and the arena's JSON on tiny runs."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from game.bots.plugin import bot_factory
from game.bots.registry import BotSpecError, make_bot
from game.commands import arena

from .faulty import evil_bot_file

GOOD = """
import random
from game.bots.random_bot import RandomBot

class MyBot(RandomBot):
    name = "mine"

class NotABot:
    pass
"""


def test_load_a_bot_from_a_file(tmp_path: Path) -> None:
    path = tmp_path / "mybot.py"
    path.write_text(GOOD)
    assert bot_factory(f"{path}:MyBot")().name == "mine"
    with pytest.raises(BotSpecError, match="defines no class 'Missing'"):
        bot_factory(f"{path}:Missing")
    with pytest.raises(BotSpecError, match="does not follow the Bot protocol"):
        bot_factory(f"{path}:NotABot")
    with pytest.raises(BotSpecError, match="no such file"):
        bot_factory(f"{tmp_path / 'nope.py'}:MyBot")
    broken = tmp_path / "broken.py"
    broken.write_text("def (:\n")
    with pytest.raises(BotSpecError, match="loading"):
        bot_factory(f"{broken}:MyBot")
    with pytest.raises(BotSpecError, match="unknown bot 'medium'"):
        bot_factory("medium")


def test_make_bot_takes_built_in_names_only_and_never_runs_a_file(tmp_path: Path) -> None:
    evil, marker = evil_bot_file(tmp_path)
    assert {make_bot(name).name for name in ("random", "easy", "hard")} == {"random", "easy", "hard"}
    for spec in (f"{evil}:Evil", "nonsense", " easy", "", "x" * 10_000):
        with pytest.raises(BotSpecError, match="unknown bot") as caught:
            make_bot(spec)
        assert len(str(caught.value)) < 120  # a long spec is quoted in part
    assert not marker.exists()
    # The same file through the arena's loader does run (that is what a plug-in is).
    bot_factory(f"{evil}:Evil")
    assert marker.exists()


def args(**kw: object) -> argparse.Namespace:
    base: dict[str, object] = dict(a="easy", b="random", games=4, seed=1, jobs=1, variant="panjpar-52", players=2,
                                   json=True)  # fmt: skip
    base.update(kw)
    return argparse.Namespace(**base)


def test_arena_json_two_players(capsys: pytest.CaptureFixture[str]) -> None:
    assert arena.run(args()) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"games", "a", "b", "a_wins", "b_wins", "draws", "a_score", "a_score_ci95", "a_ms", "b_ms"}
    assert out["games"] == 4 and out["a"] == "easy" and out["b"] == "random"
    assert out["a_wins"] + out["b_wins"] + out["draws"] == 4
    lo, hi = out["a_score_ci95"]
    assert 0 <= lo <= out["a_score"] <= hi <= 1
    assert set(out["a_ms"]) == {"mean", "p95", "max"}


def test_arena_duplicate_deals_are_symmetric(capsys: pytest.CaptureFixture[str]) -> None:
    tasks = arena.tasks_for(args(games=6))
    assert len(tasks) == 6 and {t[-1] for t in tasks} == {0, 1}
    # The same bot on both sides: each deal's two games mirror each other exactly.
    results = [arena.play_game(("easy", "easy", "panjpar-52", 2, 1, i, s)) for i in range(3) for s in (0, 1)]
    for first, second in zip(results[::2], results[1::2], strict=True):
        assert first.loser == second.loser


def test_arena_three_players_and_jobs(capsys: pytest.CaptureFixture[str]) -> None:
    assert arena.run(args(games=3, players=3, variant="panjpar-36", jobs=2, a="hard", b="easy")) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 3 and out["players"] == 3
    assert 0 <= out["a_fool_rate"] <= 1 and 0 <= out["b_fool_rate"] <= 1
    assert arena.run(args(json=False)) == 0
    assert "A score" in capsys.readouterr().out


def test_arena_bad_spec(capsys: pytest.CaptureFixture[str]) -> None:
    assert arena.run(args(a="nonsense")) == 2
    assert "bad bot --a" in capsys.readouterr().err
    assert arena.run(args(players=3)) == 2
