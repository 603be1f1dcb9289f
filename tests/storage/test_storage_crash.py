"""The crash tests of the drill (game/storage/drill.py) and of the real game: a separate process plays through a
controller with the Autosaver and is killed with SIGKILL at random moments; every commit it reported must be in the
database, the file must pass ``integrity_check``, and the unfinished game must resume at (at least) its last
committed action. Panjpar's games through ``crash_test``; the Ganjifa games' (komi, nakashth) through the same drill
with ``--game``, whose restarts must also bring back the match's totals."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from game.engine import registry
from game.engine.envelope import read_envelope
from game.storage import SavedGame, Store
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


# ----- the Ganjifa games through the same drill --------------------------------------------------------------
#: Kills of the komi drill (a third of them fall inside a game, between the deal and the last bet).
GANJIFA_KILLS = int(os.environ.get("PANJPAR_GANJIFA_KILLS", "20"))


@dataclass
class Round:
    """What one run of the drill printed before it was killed."""

    committed: dict[int, int] = field(default_factory=dict)
    resumed: tuple[int, int] | None = None
    totals: str | None = None
    problems: list[str] = field(default_factory=list)


def run_and_kill(data_dir: Path, game: str, options: list[str], seed: int, wait: float) -> Round:
    command = [sys.executable, "-m", "game.storage.drill", "--data-dir", str(data_dir), "--game", game]
    command += ["--players", "4", "--seed", str(seed), "--pause", "0.004", "--options", *options]
    process = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True
    )
    lines: list[str] = []
    first = threading.Event()

    def read() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            lines.append(line)
            if line.startswith("committed "):
                first.set()
        first.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    assert first.wait(60), "the drill committed nothing"
    time.sleep(wait)
    os.killpg(process.pid, signal.SIGKILL)
    process.wait()
    reader.join(10)
    assert process.stderr is not None
    seen = Round()
    if process.returncode != -signal.SIGKILL:
        seen.problems.append(f"the drill exited {process.returncode}: {process.stderr.read()[-500:]}")
    for line in lines:
        words = line.split()
        if not line.endswith("\n"):
            continue  # cut by the kill
        if words[0] == "committed":
            seen.committed[int(words[1])] = max(seen.committed.get(int(words[1]), 0), int(words[2]))
        elif words[0] == "resumed":
            seen.resumed = (int(words[1]), int(words[2]))
        elif words[0] == "totals":
            seen.totals = " ".join(words[1:])
        else:
            seen.problems.append(line.strip())
    return seen


@pytest.mark.parametrize(("game", "options"), [("komi", ["betting"]), ("nakashth", [])])
def test_sigkill_during_a_ganjifa_series_loses_no_action_and_resumes_at_the_last(
    tmp_path: Path, game: str, options: list[str]
) -> None:
    rules = registry.GAMES[game].rules
    rng = random.Random(17)
    expected: tuple[int, int] | None = None
    expected_totals: str | None = None
    resumes = commits = 0
    kills = GANJIFA_KILLS if game == "komi" else 3
    for round_ in range(kills):
        seen = run_and_kill(tmp_path, game, options, seed=round_, wait=rng.uniform(0.0, 0.3))
        assert seen.problems == [], seen.problems
        commits += sum(seen.committed.values())
        # The start after a kill that left a game unfinished resumed it at its saved action, with its match.
        if expected is not None:
            assert seen.resumed == expected and seen.totals == expected_totals
        else:
            assert seen.resumed is None
        with Store.open(tmp_path) as store:
            assert store.problems == []
            assert store.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            for game_id, actions in seen.committed.items():
                state = rules.read_record(read_envelope(store.record_text(game_id)))
                assert len(state.history()) >= actions, f"game {game_id}: {actions} committed, {state.history()}"
            saved = store.unfinished()
            expected = expected_totals = None
            if saved is not None:
                assert isinstance(saved, SavedGame) and saved.game == game
                assert len(saved.state.history()) >= seen.committed.get(saved.game_id, 0)
                assert not saved.state.is_terminal() and saved.match_id is not None
                finished = store.conn.execute(
                    "SELECT count(*) FROM games WHERE match_id = ? AND finished IS NOT NULL AND result != 'abandoned'",
                    (saved.match_id,),
                ).fetchone()[0]
                assert saved.totals.games == finished
                expected = (saved.game_id, len(saved.state.history()))
                expected_totals = f"{saved.totals.games} {' '.join(f'{r:g}' for r in saved.totals.returns)}"
                resumes += 1
    print(f"{game}: {kills} kills, {commits} actions committed, {resumes} unfinished games resumed")
    assert commits > kills
    if game == "komi":
        assert resumes >= 1  # a kill fell inside a game (between the deal and the last bet)
    else:
        assert resumes == 0  # nakashth is over at its deal: nothing is ever left unfinished
