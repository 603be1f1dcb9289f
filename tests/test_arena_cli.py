"""``panjpar arena`` as a user runs it (a subprocess): ``--samples`` gives the same games twice, progress goes to
standard error, and SIGINT or SIGTERM ends a run with the summary of the games finished so far."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: The per-decision think times: wall-clock, so they differ between two runs of the same games.
TIMES = ("a_ms", "b_ms")


def arena(*args: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "game", "arena", *args]
    return subprocess.run(command, capture_output=True, text=True, cwd=ROOT, timeout=300, check=False)


def without_times(summary: dict[str, object]) -> dict[str, object]:
    return {key: value for key, value in summary.items() if key not in TIMES}


def test_samples_make_a_run_reproducible() -> None:
    runs = [
        arena("--a", "hard", "--b", "hard", "--games", "4", "--seed", "5", "--samples", "12", "--json", *jobs)
        for jobs in ((), (), ("--jobs", "2"))
    ]
    summaries = []
    for done in runs:
        assert done.returncode == 0, done.stderr
        summaries.append(json.loads(done.stdout))
    assert summaries[0]["samples"] == 12 and summaries[0]["games"] == 4
    assert without_times(summaries[0]) == without_times(summaries[1]) == without_times(summaries[2])
    other = arena("--a", "hard", "--b", "hard", "--games", "4", "--seed", "6", "--samples", "12", "--json")
    assert json.loads(other.stdout)["digest"] != summaries[0]["digest"]  # the digest does tell games apart


def test_samples_must_be_positive_and_a_bot_that_does_not_search_is_noted() -> None:
    done = arena("--a", "hard", "--b", "easy", "--games", "2", "--samples", "0")
    assert done.returncode == 2 and "--samples must be at least 1" in done.stderr
    done = arena("--a", "easy", "--b", "random", "--games", "2", "--samples", "4", "--json")
    assert done.returncode == 0, done.stderr
    assert "--a easy does not search" in done.stderr and "--b random does not search" in done.stderr


def test_progress_goes_to_standard_error() -> None:
    done = arena("--a", "easy", "--b", "random", "--games", "6", "--json")
    assert done.returncode == 0, done.stderr
    lines = done.stderr.splitlines()
    assert lines[0].startswith("panjpar arena: 1/6 games, ")
    assert lines[-1].startswith("panjpar arena: 6/6 games, ")
    assert json.loads(done.stdout)["games"] == 6  # standard output keeps the summary alone


@pytest.mark.parametrize(("sig", "jobs"), [(signal.SIGINT, "1"), (signal.SIGTERM, "2")])
def test_an_interrupted_run_prints_the_games_finished_so_far(sig: signal.Signals, jobs: str) -> None:
    command = [sys.executable, "-m", "game", "arena", "--a", "hard", "--b", "hard", "--games", "400"]
    process = subprocess.Popen(
        [*command, "--jobs", jobs, "--json"], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        assert process.stderr is not None
        first = process.stderr.readline()
        assert first.startswith("panjpar arena: 1/400 games"), first
        process.send_signal(sig)
        out, err = process.communicate(timeout=120)
    finally:
        process.kill()
    assert process.returncode == 128 + sig, err
    summary = json.loads(out)
    assert summary["interrupted"] is True and summary["games_planned"] == 400
    assert 1 <= summary["games"] < 400
    assert summary["a_wins"] + summary["b_wins"] + summary["draws"] == summary["games"]
    assert f"interrupted after {summary['games']} of 400 games" in err
    assert "to play the rest, run again with --first-deal " in err
    assert "Traceback" not in err


def test_the_rest_of_a_run_plays_the_same_deals_as_the_whole_run() -> None:
    common = ("--a", "easy", "--b", "random", "--seed", "5", "--json")
    whole = json.loads(arena(*common, "--games", "8").stdout)
    head = json.loads(arena(*common, "--games", "4").stdout)
    rest = arena(*common, "--games", "8", "--first-deal", "2")
    assert rest.returncode == 0, rest.stderr
    tail = json.loads(rest.stdout)
    assert (head["games"], tail["games"], tail["first_deal"], whole["first_deal"]) == (4, 4, 2, 0)
    for count in ("a_wins", "b_wins", "draws"):
        assert head[count] + tail[count] == whole[count]
    assert tail["digest"] not in (head["digest"], whole["digest"])


def test_a_first_deal_past_the_run_is_refused() -> None:
    done = arena("--a", "easy", "--b", "random", "--games", "4", "--first-deal", "2")
    assert done.returncode == 2 and "--first-deal must be from 0 to 1: --games 4 is 2 deals" in done.stderr


def test_the_parts_of_a_run_pooled_give_the_whole_runs_score_and_interval(tmp_path: Path) -> None:
    common = ("--a", "easy", "--b", "random", "--seed", "9", "--json")
    whole = json.loads(arena(*common, "--games", "24").stdout)
    head = arena(*common, "--games", "10")
    rest = arena(*common, "--games", "24", "--first-deal", "5")
    (tmp_path / "head.json").write_text(head.stdout)
    (tmp_path / "rest.json").write_text(rest.stdout)
    pool = [
        sys.executable,
        str(ROOT / "bench" / "pool_arena.py"),
        str(tmp_path / "head.json"),
        str(tmp_path / "rest.json"),
    ]
    done = subprocess.run(pool, capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    pooled = json.loads(done.stdout)
    for key in ("games", "a_wins", "b_wins", "draws"):
        assert pooled[key] == whole[key]
    assert abs(pooled["a_score"] - whole["a_score"]) <= 0.0002  # each part's mean is rounded to four decimals
    for mine, theirs in zip(pooled["a_score_ci95"], whole["a_score_ci95"], strict=True):
        assert abs(mine - theirs) < 0.001  # the parts' intervals are read back from four decimals
    again = subprocess.run([*pool[:2], str(tmp_path / "head.json"), str(tmp_path / "head.json")],
                           capture_output=True, text=True, timeout=60, check=False)  # fmt: skip
    assert again.returncode == 1 and "the same games twice" in again.stderr
