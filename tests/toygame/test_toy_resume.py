"""kill -9 in the middle of a toy round, then Resume: the real program (toygame/launch.py: ``game.cli.main`` with
the toy registered) plays the remembered toy set-up by itself without a screen (``PANJPAR_AUTOPLAY``: the player's
seat at random, the bots in their worker processes) and is killed with SIGKILL once the round has actions
committed; then the window, in this process on the same data folder, offers Resume, opens the round at its last
stored action and plays it to its end under the same game id. (The second start is in this process, with the
fixture's registration, so that the test drives it through tests/ui/driver.py; the killed one is a real process.)"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest
from ui.driver import Driver
from ui.xwindow import write_settings

from game.ganjifa.controller import GanjifaController
from game.storage import SavedGame, Store
from game.ui.scenes.dialogs import GameOverScene
from toygame.state import ToyState

pytestmark = pytest.mark.usefixtures("toy")

TESTS = Path(__file__).resolve().parents[1]


def commits(out: Path) -> list[tuple[int, int]]:
    """The ``committed <game> <actions>`` lines the program printed, whole lines only."""
    text = out.read_text(errors="replace")
    lines = text.splitlines()[: text.count("\n")]
    return [(int(w[1]), int(w[2])) for w in (line.split() for line in lines) if w[:1] == ["committed"]]


def kill_mid_round(data: Path, out: Path) -> list[tuple[int, int]]:
    """Run the program on ``data`` until its first round has three actions committed (the deal and two words, one
    at least a bot's: three seats, one player), then SIGKILL it; its commits."""
    path = os.pathsep.join([str(TESTS), os.environ.get("PYTHONPATH", "")])
    aids = {"PANJPAR_AUTOPLAY": "600", "PANJPAR_SEED": "5", "PANJPAR_LOG_INTENTS": "1"}
    env = dict(os.environ, PYTHONPATH=path, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", **aids)
    with out.open("w") as stdout, (out.parent / "killed-stderr.log").open("w") as stderr:
        process = subprocess.Popen([sys.executable, "-m", "toygame.launch", "--data-dir", str(data)], env=env,
                                   stdout=stdout, stderr=stderr)  # fmt: skip
    try:
        end = time.monotonic() + 60
        while not any(actions >= 3 for _game, actions in commits(out)):
            assert process.poll() is None, (out.parent / "killed-stderr.log").read_text()[-2000:]
            assert time.monotonic() < end, "three actions committed within 60 s"
            time.sleep(0.02)
        process.send_signal(signal.SIGKILL)
        process.wait(10)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(10)
    assert process.returncode == -9
    errors = (out.parent / "killed-stderr.log").read_text()
    assert "a bot seat failed" not in errors, "the bots' worker processes know the toy (launch.py)"
    return commits(out)


def test_kill_9_mid_round_then_resume_goes_on_with_the_stored_round(data_dir: Path, tmp_path: Path) -> None:
    write_settings(data_dir, variant="toy", players=3, speed="slow")
    printed = kill_mid_round(data_dir, tmp_path / "killed-stdout.log")
    with Store.open(data_dir) as store:
        assert store.problems == []
        saved = store.unfinished()
    assert isinstance(saved, SavedGame) and saved.game == "toy", saved
    stored = saved.state
    assert isinstance(stored, ToyState) and not stored.is_terminal()
    last = max(actions for game_id, actions in printed if game_id == saved.game_id)
    assert len(stored.history()) >= last >= 3, "every commit printed is on disk"

    d = Driver(seed=5)
    try:
        d.pump()
        d.click(d.button("Resume: Toy"))
        table = d.table
        controller = table.controller
        assert isinstance(controller, GanjifaController) and isinstance(controller.state, ToyState)
        assert controller.state.history() == stored.history()
        d.pump()
        assert table.view == stored.observation(table.me), "the player sees the stored position"
        for _ in range(3000):
            if isinstance(d.top, GameOverScene):
                break
            if d.top is table and table.ready and table.idle and controller.to_move() == table.me:
                d.key(pygame.K_1)  # the first button under her card: Stay
            d.pump()
        assert isinstance(d.top, GameOverScene) and controller.state.is_terminal()
        assert controller.state.history()[: len(stored.history())] == stored.history()
    finally:
        d.app.close()
    with Store.open(data_dir) as store:
        again = [game for game in store.games() if game.id == saved.game_id]
        assert len(again) == 1 and again[0].finished is not None and store.unfinished() is None
        assert again[0].actions == len(controller.state.history())
