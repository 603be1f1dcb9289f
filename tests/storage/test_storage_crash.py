"""The crash test: a real separate process plays through the Controller with the Autosaver and is killed with
SIGKILL at random moments; every commit it reported must be in the database, and the game must resume."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from game.storage.drill import crash_test

#: The slow runs (200 kills, the big fuzz) only with PANJPAR_SLOW=1: pyproject does not deselect ``slow``.
SLOW = os.environ.get("PANJPAR_SLOW") == "1"

KILLS = int(os.environ.get("PANJPAR_KILLS", "20"))


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
