"""The crash test of the Ganjifa games, as tests/storage/test_storage_crash.py is Panjpar's: a separate process
plays a match through a controller with the autosaver (``python -m game.storage.drill --game komi``) and is
killed with SIGKILL at random moments. After each kill the store is reopened: every commit the process reported is
in the database, the file passes ``integrity_check``, and the unfinished game comes back at (at least) its last
committed action with its match's totals; the next start resumes exactly that game there."""

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

#: Kills of the komi drill (a third of them fall inside a game, between the deal and the last bet).
KILLS = int(os.environ.get("PANJPAR_GANJIFA_KILLS", "20"))


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
    kills = KILLS if game == "komi" else 3
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
