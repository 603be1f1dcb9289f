"""Peak memory and time of ``panjpar replay`` on hostile records, and of Resume's look-up of an unfinished game
whose record holds a 10 MB tag (docs/NOTATION.md, "Limits").

Run: ``python bench/record_limits.py``. Each record is written to a temporary folder and replayed in its own
process, started by a fresh wrapper that reports ``getrusage(RUSAGE_CHILDREN).ru_maxrss``: the replay's peak
resident set size, the figure ``/usr/bin/time -v`` calls "Maximum resident set size".
"""

from __future__ import annotations

import random
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from game.engine.limits import ACTIONS, LINE_CHARS, RECORD_BYTES, TAG_VALUE_CHARS, TAGS
from game.panjpar.actions import AttackIntent, GuessColour, Take
from game.panjpar.match import panjpar_match
from game.panjpar.playout import random_attack
from game.panjpar.variants import PANJPAR_52
from game.storage import HUMAN, Autosaver, Store

ROOT = Path(__file__).resolve().parents[1]
SEED000 = (ROOT / "tests" / "panjpar" / "records" / "seed000.panjpar").read_text(encoding="utf-8")
HEADER, _BLANK, ACTIONS_TEXT = SEED000.partition("\n\n")


def with_header(*lines: str) -> str:
    return f"{HEADER}\n" + "\n".join(lines) + f"\n\n{ACTIONS_TEXT}"


def records() -> list[tuple[str, str]]:
    """(what, text): over every limit, and at every limit at once where the parser does the most work."""
    at_limits = [f'[Extra{i} "{chr(92) * 2 * (TAG_VALUE_CHARS // 2)}"]' for i in range(TAGS - 8)]
    comments = ["#" * (LINE_CHARS - 1)] * ((RECORD_BYTES - len(SEED000) - sum(map(len, at_limits)) - 200) // LINE_CHARS)
    return [
        ("tag of 100 MB", with_header(f'[Event "{"x" * 100_000_000}"]')),
        ("tag of 10 MB", with_header(f'[Event "{"x" * 10_000_000}"]')),
        ("tag of 1 MB (under 1 MiB)", with_header(f'[Event "{"x" * 1_000_000}"]')),
        ("line of 10 MB", SEED000 + "z" * 10_000_000 + "\n"),
        (f"{ACTIONS + 1:,} actions", f"{HEADER}\n\n" + "1: take\n" * (ACTIONS + 1)),
        (f"every limit reached, {len(with_header(*at_limits, *comments)):,} B", with_header(*at_limits, *comments)),
    ]


#: Runs ``panjpar replay FILE`` and prints its exit code, peak RSS (KB), seconds and first line of output.
WRAPPER = """
import resource, subprocess, sys, time
start = time.perf_counter()
done = subprocess.run([sys.executable, "-m", "game", "replay", sys.argv[1]], capture_output=True, text=True)
seconds = time.perf_counter() - start
lines = (done.stderr or done.stdout).splitlines()
print(done.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, seconds, lines[0] if lines else "")
"""


def replay_peak(path: Path) -> tuple[int, int, float, str]:
    """(exit code, peak RSS in KB, seconds, first line of output) of ``panjpar replay path``."""
    done = subprocess.run(
        [sys.executable, "-c", WRAPPER, str(path)], capture_output=True, text=True, cwd=ROOT, check=True
    )
    code, peak, seconds, message = done.stdout.rstrip("\n").split(" ", 3)
    return int(code), int(peak), float(seconds), message


def unfinished_seconds(folder: Path) -> tuple[float, str]:
    """Seconds of ``Store.open(folder).unfinished()`` with a 10 MB tag in the unfinished game's record."""
    store = Store.open(folder)
    seats = {0: HUMAN, 1: "easy"}
    controller = panjpar_match(PANJPAR_52, 2, random.Random(1)).next_game()
    saver = Autosaver(store, controller, PANJPAR_52, seats, store.begin_match(PANJPAR_52, 2, seats), controller.dealer)
    controller.start()
    controller.submit(GuessColour(controller.guesser or 0, "red"))
    for _ in range(4):  # two battles, the defender taking: a game in progress
        state = controller.position
        assert state is not None and state.to_move is not None
        seat = state.to_move
        controller.submit(Take(seat) if state.attack else AttackIntent(seat, random_attack(state, random.Random(1))))
    store.close()
    with sqlite3.connect(folder / "panjpar.db") as conn:
        (text,) = conn.execute("SELECT record FROM games WHERE id = ?", (saver.game_id,)).fetchone()
        huge = text.replace('[Result "*"]', '[Result "*"]\n[Event "' + "x" * 10_000_000 + '"]', 1)
        conn.execute("UPDATE games SET record = ? WHERE id = ?", (huge, saver.game_id))
    conn.close()
    start = time.perf_counter()
    store = Store.open(folder)
    saved = store.unfinished()
    seconds = time.perf_counter() - start
    problem = store.problems[-1] if store.problems else ""
    store.close()
    return seconds, f"resumable: {saved is not None}; {problem}"


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        for what, text in records():
            path = Path(folder) / "record.panjpar"
            path.write_text(text, encoding="utf-8")
            del text
            code, peak, seconds, message = replay_peak(path)
            message = message.replace(str(path), "FILE")
            print(f"{what:32} exit {code}  peak RSS {peak / 1024:5.1f} MB  {seconds:4.2f} s  {message}")
        seconds, outcome = unfinished_seconds(Path(folder) / "data")
        print(f"unfinished game with a 10 MB tag: Store.open + unfinished() {seconds:.2f} s; {outcome[:150]}")


if __name__ == "__main__":
    main()
