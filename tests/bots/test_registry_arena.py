"""Bots by game and level and from files (the arena's plug-ins), bad specs, and the arena's JSON on tiny runs."""

from __future__ import annotations

import argparse
import json
import math
import random
import time
from pathlib import Path
from typing import Any

import pytest

from game.bots.plugin import bot_factory
from game.bots.protocol import FixedSamples
from game.bots.search import HARD, SearchBot, attack_candidates
from game.bots.table import BotSpecError, make_bot
from game.bots.world import sample_state
from game.commands import arena

from .faulty import evil_bot_file
from .helpers import random_position

GOOD = """
import random
from game.bots.protocol import RandomBot

class MyBot(RandomBot):
    name = "mine"

class NotABot:
    pass
"""


def test_load_a_bot_from_a_file(tmp_path: Path) -> None:
    path = tmp_path / "mybot.py"
    path.write_text(GOOD)
    assert bot_factory("panjpar", f"{path}:MyBot")().name == "mine"
    assert bot_factory("ekrang", f"{path}:MyBot")().name == "mine"
    with pytest.raises(BotSpecError, match="defines no class 'Missing'"):
        bot_factory("panjpar", f"{path}:Missing")
    with pytest.raises(BotSpecError, match="does not follow the Bot protocol"):
        bot_factory("panjpar", f"{path}:NotABot")
    with pytest.raises(BotSpecError, match="no such file"):
        bot_factory("panjpar", f"{tmp_path / 'nope.py'}:MyBot")
    broken = tmp_path / "broken.py"
    broken.write_text("def (:\n")
    with pytest.raises(BotSpecError, match="loading"):
        bot_factory("panjpar", f"{broken}:MyBot")
    with pytest.raises(BotSpecError, match="unknown bot 'medium'"):
        bot_factory("panjpar", "medium")
    with pytest.raises(BotSpecError, match="unknown bot 'hard' for nakashth: use random"):
        bot_factory("nakashth", "hard")


def test_make_bot_takes_built_in_names_only_and_never_runs_a_file(tmp_path: Path) -> None:
    evil, marker = evil_bot_file(tmp_path)
    assert {make_bot("panjpar", name).name for name in ("random", "easy", "hard")} == {"random", "easy", "hard"}
    for game in ("panjpar", "nakashth", "komi", "ekrang", "hamrang"):
        for spec in (f"{evil}:Evil", "nonsense", " easy", "", "x" * 10_000):
            with pytest.raises(BotSpecError, match="unknown bot") as caught:
                make_bot(game, spec)
            assert len(str(caught.value)) < 120  # a long spec is quoted in part
    assert not marker.exists()
    # The same file through the arena's loader does run (that is what a plug-in is).
    bot_factory("komi", f"{evil}:Evil")
    assert marker.exists()


def args(**kw: object) -> argparse.Namespace:
    base: dict[str, object] = dict(a="easy", b="random", games=4, seed=1, jobs=1, variant="panjpar-52", players=2,
                                   json=True, samples=None, game=None, options="")  # fmt: skip
    base.update(kw)
    return argparse.Namespace(**base)


def test_arena_json_two_players(capsys: pytest.CaptureFixture[str]) -> None:
    assert arena.run(args()) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"games", "a", "b", "a_wins", "b_wins", "draws", "a_score", "a_score_ci95", "a_ms", "b_ms",
                        "digest", "samples", "games_planned", "first_deal", "interrupted", "game", "variant", "players",
                        "options", "a_return", "a_return_ci95", "b_return", "b_return_ci95", "fair_share", "figures",
                        "terminations"}  # fmt: skip
    assert (out["game"], out["variant"], out["players"], out["options"]) == ("panjpar", "panjpar-52", 2, [])
    assert set(out["terminations"]) <= {"fool", "draw"} and math.isclose(sum(out["terminations"].values()), 1.0)
    assert out["interrupted"] is False and out["samples"] is None and out["games_planned"] == 4
    assert out["games"] == 4 and out["a"] == "easy" and out["b"] == "random"
    assert out["a_wins"] + out["b_wins"] + out["draws"] == 4
    lo, hi = out["a_score_ci95"]
    assert 0 <= lo <= out["a_score"] <= hi <= 1
    assert set(out["a_ms"]) == {"mean", "p95", "max"}


def test_arena_duplicate_deals_are_symmetric(capsys: pytest.CaptureFixture[str]) -> None:
    settled = args(games=6)
    assert arena.choose_variant(settled) is None and settled.game == "panjpar"
    tasks = arena.tasks_for(settled, ())
    assert len(tasks) == 6 and {t.a_seat for t in tasks} == {0, 1}
    # The same bot on both sides: each deal's two games are one game, the colour guess included.
    results = [
        arena.play_deal(arena.DealTask("easy", "easy", "panjpar", "panjpar-52", 2, (), 1, i, s))
        for i in range(3)
        for s in (0, 1)
    ]
    for first, second in zip(results[::2], results[1::2], strict=True):
        assert first.returns == second.returns and first.digest == second.digest
    assert len({r.digest for r in results}) == 3  # three deals, three different games


def test_arena_three_players_and_jobs(capsys: pytest.CaptureFixture[str]) -> None:
    assert arena.run(args(games=3, players=3, variant="panjpar-36", jobs=2, a="hard", b="easy")) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 3 and out["players"] == 3
    assert 0 <= out["a_last_rate"] <= 1 and 0 <= out["b_last_rate"] <= 1
    assert arena.run(args(json=False)) == 0
    assert "A score" in capsys.readouterr().out


def test_arena_bad_spec(capsys: pytest.CaptureFixture[str]) -> None:
    assert arena.run(args(a="nonsense")) == 2
    assert "bad bot --a" in capsys.readouterr().err
    assert arena.run(args(players=3)) == 2


COUNTING = """
from pathlib import Path

from game.bots.protocol import RandomBot

LOG = Path({log!r})


class Counting(RandomBot):
    name = "counting"
    made = 0

    def __init__(self):
        Counting.made += 1
        self.serial = Counting.made
        with LOG.open("a") as log:
            log.write(f"new {{self.serial}}\\n")

    def step(self, view, rng, deadline=None, cancel=None):
        with LOG.open("a") as log:
            log.write(f"step {{self.serial}} {{view.seat}}\\n")
        return super().step(view, rng, deadline, cancel)
"""


def test_every_game_and_seat_gets_a_new_bot_instance(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "calls.log"
    path = tmp_path / "counting.py"
    path.write_text(COUNTING.format(log=str(log)))
    spec = f"{path}:Counting"
    assert arena.run(args(a=spec, b=spec, games=4, players=3, variant="panjpar-36")) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 6  # 2 deals x 3 seats
    seats_of: dict[str, set[int]] = {}
    for line in log.read_text().splitlines():
        kind, ident, *seat = line.split()
        if kind == "step":
            seats_of.setdefault(ident, set()).add(int(seat[0]))
    assert len(seats_of) == 6 * 3  # one instance per game and seat played
    assert all(len(seats) == 1 for seats in seats_of.values())


def test_fixed_samples_ignore_the_deadline_and_use_exactly_that_many(monkeypatch: pytest.MonkeyPatch) -> None:
    controller = next(
        c
        for c in (random_position(seed, players=3) for seed in range(50))
        if len(attack_candidates(c.view(c.to_move() or 0), HARD.candidates)) > 1 and c.position is not None
        and c.position.phase == "attack" and c.position.stock_count > 0  # searched: not the exact endgame
    )  # fmt: skip
    seat = controller.to_move()
    assert seat is not None
    view = controller.view(seat)
    drawn: list[int] = []
    real = sample_state

    def counted(*a: Any) -> Any:
        drawn.append(1)
        return real(*a)

    monkeypatch.setattr("game.bots.search.sample_state", counted)
    monkeypatch.setattr("game.bots.dealsum.sample_state", counted)
    past = time.monotonic() - 1.0
    clock = SearchBot(HARD).step(view, random.Random(1), past)
    assert len(drawn) == 1  # on the clock: out of time after the first sample
    drawn.clear()
    fixed = SearchBot(HARD.with_samples(7))
    first = fixed.step(view, random.Random(1), past)
    assert len(drawn) == 7  # the deadline is ignored: exactly 7
    assert fixed.step(view, random.Random(1), None) == first and len(drawn) == 14
    assert clock is not None
    bot = make_bot("panjpar", "hard")
    assert isinstance(bot, FixedSamples) and bot.use_samples(5) and bot.params.samples == 5  # type: ignore[attr-defined]
    easy = make_bot("panjpar", "easy")
    assert isinstance(easy, FixedSamples) and not easy.use_samples(5)
    assert not isinstance(make_bot("panjpar", "random"), FixedSamples)


FIRST_LEGAL = """
class FirstLegal:
    name = "first-legal"

    def step(self, observation, rng, deadline=None, cancel=None):
        return next(iter(observation.legal_actions()))
"""


@pytest.mark.parametrize(
    ("game", "players", "options"),
    [("panjpar", 2, ""), ("komi", 3, "betting"), ("ekrang", 3, "mughal"), ("hamrang", 4, "sum free")],
)
def test_a_bot_file_plays_the_arena_of_every_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], game: str, players: int, options: str
) -> None:
    path = tmp_path / "first.py"
    path.write_text(FIRST_LEGAL)
    spec = f"{path}:FirstLegal"
    run = args(a=spec, b="easy", game=game, variant=None, players=players, games=players, options=options)
    assert arena.run(run) == 0, capsys.readouterr().err
    out = json.loads(capsys.readouterr().out)
    assert (out["game"], out["a"], out["games"], out["options"]) == (game, spec, players, sorted(options.split()))
    assert out["a_wins"] + out["b_wins"] + out["draws"] == players


def test_a_bot_file_that_plays_an_illegal_move_fails_the_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "cheat.py"
    path.write_text(FIRST_LEGAL.replace("next(iter(observation.legal_actions()))", "'an ace from my sleeve'"))
    assert arena.run(args(a=f"{path}:FirstLegal", b="random", game="ekrang", variant=None, players=2)) == 1
    assert "bot A (first-legal) made an illegal move: an ace from my sleeve" in capsys.readouterr().err


def test_the_rest_of_a_run_starts_at_its_first_deal_and_an_unfinished_deal_is_played_again() -> None:
    settled = args(games=6, players=2)
    settled.first_deal = 1
    assert arena.choose_variant(settled) is None
    assert [(t.deal_index, t.a_seat) for t in arena.tasks_for(settled, ())] == [(1, 0), (1, 1), (2, 0), (2, 1)]
    done = [arena.play_deal(arena.DealTask("easy", "random", "panjpar", "panjpar-52", 2, (), 1, i, s)) for i, s in
            ((0, 0), (0, 1), (1, 1), (2, 0), (2, 1))]  # fmt: skip
    assert arena.first_unfinished(done, 2, 0) == 1  # deal 1 lacks a seat: the rest starts there
    assert arena.first_unfinished(done[3:], 2, 2) == 3
    assert arena.first_unfinished([], 2, 4) == 4


def test_a_signal_after_the_last_game_names_no_rest_to_play(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A stop that came as the pool closed, every deal played: no ``--first-deal`` past the run's last deal."""
    import signal

    def every_game_then_stopped(tasks: list[arena.DealTask], _jobs: int, play: Any) -> tuple[list[Any], int]:
        return [play(task) for task in tasks], signal.SIGTERM

    monkeypatch.setattr(arena, "play_tasks", every_game_then_stopped)
    assert arena.run(args(games=4, players=2)) == 128 + signal.SIGTERM
    err = capsys.readouterr().err
    assert "--first-deal" not in err and "every deal was played" in err
