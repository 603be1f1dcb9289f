"""The crash test: a real separate process plays through the Controller with the Autosaver and is killed with
SIGKILL at random moments; every commit it reported must be in the database, and the game must resume."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from game.storage.drill import crash_test, game_command, game_environment

#: The slow runs (200 drill kills, 1,000 game kills) only with PANJPAR_SLOW=1: pyproject does not deselect ``slow``.
SLOW = os.environ.get("PANJPAR_SLOW") == "1"

KILLS = int(os.environ.get("PANJPAR_KILLS", "20"))
#: Kills of the real game program in the normal suite (each start costs about a second).
GAME_KILLS = int(os.environ.get("PANJPAR_GAME_KILLS", "12"))
#: Kills of the real game program in the slow drill (run by hand: 31 s for 12 kills here, so about 45 minutes).
SLOW_GAME_KILLS = 1000


def test_sigkill_loses_no_committed_action(tmp_path: Path) -> None:
    report = crash_test(tmp_path, kills=KILLS, seed=11, max_wait=0.4)
    print(report)
    assert report.problems == []
    assert report.kills == KILLS and report.commits_reported > KILLS
    assert report.lost == 0
    assert report.resume_failures == 0 and report.resumes >= KILLS * 3 // 4


@pytest.mark.slow
@pytest.mark.skipif(not SLOW, reason="slow: run with PANJPAR_SLOW=1")
def test_sigkill_200_times(tmp_path: Path) -> None:
    report = crash_test(tmp_path, kills=200, seed=200)
    print(report)
    assert report.problems == [] and report.lost == 0 and report.resume_failures == 0


def game_crash_test(data_dir: Path, kills: int, seed: int) -> None:
    """The real game program (``python -m game``, headless, playing by itself), killed ``kills`` times."""
    report = crash_test(
        data_dir, kills=kills, seed=seed, max_wait=2.5, command=game_command, env=game_environment(seed)
    )
    print(report)
    assert report.problems == []
    assert report.kills == kills and report.commits_reported > kills
    assert report.lost == 0
    assert report.resume_failures == 0 and report.resumes >= kills * 3 // 4
    # Every start after a kill that left a game unfinished resumed it, at least at the saved position: the
    # restarted game owned the data folder (a killed copy's lock is released), or it could not have resumed.
    assert report.restarts_resumed >= (kills - 1) * 3 // 4


def test_sigkill_the_real_game_loses_no_committed_action_and_it_resumes(tmp_path: Path) -> None:
    game_crash_test(tmp_path, GAME_KILLS, seed=31)


@pytest.mark.slow
@pytest.mark.skipif(not SLOW, reason="slow: run with PANJPAR_SLOW=1")
def test_sigkill_the_real_game_1000_times(tmp_path: Path) -> None:
    """Each restart must also get the data folder's lock back: the OS releases a killed process's lock."""
    game_crash_test(tmp_path, SLOW_GAME_KILLS, seed=400)
