"""The toy game through the command line, in this process (the fixture registers it here only): ``panjpar replay``
of its records (exit 0 legal, 1 illegal, 2 malformed) and ``panjpar arena --game toy`` with its bot."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game import cli
from game.commands import arena
from toygame.rulebook import TOY_RULES
from toygame.state import Decide, ToyState

pytestmark = pytest.mark.usefixtures("toy")


def played(seed: int, players: int = 4) -> ToyState:
    rng = random.Random(seed)
    state = TOY_RULES.new_game("toy", players, rng.randrange(players))
    while not state.is_terminal():
        actions = list(state.legal_actions())
        state.apply(state.sample_chance(rng) if not actions else rng.choice(actions))
    return state


def test_replay_checks_a_toy_record_and_prints_its_result_and_position(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    state = played(5)
    path = tmp_path / "round.ganjifa"
    path.write_text(TOY_RULES.write_record(state, {"Event": "replay"}), encoding="utf-8")
    assert cli.main(["replay", str(path)]) == 0
    assert capsys.readouterr().out == f"result: {TOY_RULES.result_text(state)}\n"
    assert cli.main(["replay", str(path), "--json"]) == 0
    position = json.loads(capsys.readouterr().out)
    assert position["result"] == TOY_RULES.result_text(state) and position["to_move"] is None
    assert position["net"] == {str(seat + 1): round(net) for seat, net in enumerate(state.returns())}

    text = path.read_text(encoding="utf-8")
    first = state.history()[1]  # the first seat's word: another seat saying it first is illegal
    assert isinstance(first, Decide)
    path.write_text(text.replace(str(first), str(Decide((first.seat + 1) % 4, first.stays)), 1), encoding="utf-8")
    assert cli.main(["replay", str(path)]) == 1
    assert ": illegal: seat" in capsys.readouterr().err
    path.write_text(text.replace('[Dealer "', '[Dealer "9'), encoding="utf-8")
    assert cli.main(["replay", str(path)]) == 2
    assert ": malformed: Dealer must be" in capsys.readouterr().err


def test_arena_plays_the_toy_bot_against_random_on_duplicate_deals(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # The arena keeps each (game, level)'s bot factory for the life of its process (one run on the command line);
    # here, a run among the tests, it must not outlive the toy (tests/ui/test_game_registry.py has a "toy" too).
    monkeypatch.setattr(arena, "_FACTORIES", {})
    argv = ["arena", "--game", "toy", "--a", "easy", "--b", "random", "--players", "3", "--games", "300", "--json"]
    assert cli.main(argv) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["game"] == "toy" and summary["games"] == 300 and summary["players"] == 3
    # The bot wins chips from random players (seed 1: +0.83 a round, the 95% interval above 0), the arena's
    # figures being the rules' (SeatFigures).
    assert summary["a_return_ci95"][0] > 0 and summary["figures"]["chips"]["a"] == summary["a_return"]
    assert cli.main([*argv[:-1], "--a", "nonsense"]) == 2
    assert "unknown bot 'nonsense' for toy: use random, easy" in capsys.readouterr().err
