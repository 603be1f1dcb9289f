"""The crash drill: random-bot games played through the Controller with the Autosaver, forever.

``python -m game.storage.drill --data-dir D --seed S [--games N] [--no-resume]``

At start it resumes the unfinished game if there is one (printing ``resumed <game_id> <n_actions>``), then plays
games of a match. After every commit it prints ``committed <game_id> <n_actions>``, flushed, so a test that
kills it with SIGKILL knows what must be in the database. Defences are made card by card (``Beat`` intents)
half of the time, to exercise the kills in flight.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from game.core.controller import Controller
from game.core.events import AttackIntent, Beat, Defend, GuessColour, Take
from game.core.match import Match
from game.core.playout import random_attack, random_defence
from game.core.record import parse_record
from game.core.variants import VARIANTS
from game.storage.autosave import Autosaver
from game.storage.store import HUMAN, Store


def play(controller: Controller, rng: random.Random) -> None:
    """Play ``controller``'s game to the end with the random policy (through checked intents)."""
    if controller.awaiting_guess and controller.guesser is not None:
        _submit(controller, GuessColour(controller.guesser, rng.choice(("red", "black"))))
    while True:
        state = controller.state
        assert state is not None
        seat = state.to_move
        if seat is None:
            return
        if not state.attack:
            _submit(controller, AttackIntent(seat, random_attack(state, rng)))
            continue
        beats = random_defence(state, rng)
        if rng.random() < 0.5:
            for attack_card, beater in beats:
                _submit(controller, Beat(seat, attack_card, beater))
            if len(beats) < len(state.attack):
                _submit(controller, Take(seat))
        else:
            _submit(controller, Defend(seat, tuple(beats)))


def _submit(controller: Controller, intent: AttackIntent | Beat | Defend | GuessColour | Take) -> None:
    rejection = controller.submit(intent)
    if rejection is not None:
        raise RuntimeError(f"the drill's own move was refused: {rejection}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.storage.drill", description=__doc__)
    parser.add_argument("--data-dir", required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=0, help="stop after this many games (0: never)")
    parser.add_argument("--variant", default="panjpar-52", choices=sorted(VARIANTS))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--no-resume", action="store_true", help="do not resume an unfinished game")
    args = parser.parse_args(argv)

    rng = random.Random(args.seed)
    store = Store.open(args.data_dir)
    for problem in store.problems:
        print(f"problem {problem}", flush=True)

    def committed(game_id: int, actions: int) -> None:
        sys.stdout.write(f"committed {game_id} {actions}\n")
        sys.stdout.flush()

    played = 0
    saved = None if args.no_resume else store.unfinished_game()
    if saved is not None:
        print(f"resumed {saved.game_id} {len(saved.record.actions)}", flush=True)
        controller = saved.controller()
        Autosaver(store, controller, saved.seats, saved.match_id, saved.game_id, on_commit=committed)
        play(controller, rng)
        played += 1
    variant = VARIANTS[args.variant]
    seats = {0: HUMAN, **{seat: "random" for seat in range(1, args.players)}}
    match = Match(variant, args.players, rng)
    match_id = store.begin_match(variant, args.players, seats)
    while not args.games or played < args.games:
        controller = match.next_game()
        Autosaver(store, controller, seats, match_id, on_commit=committed)
        controller.start()
        play(controller, rng)
        assert controller.state is not None and controller.state.result is not None
        match.finish(controller.state.result)
        played += 1
    store.close()
    return 0


@dataclass
class CrashReport:
    """The figures of :func:`crash_test`."""

    kills: int = 0
    commits_reported: int = 0
    lost: int = 0
    resumes: int = 0
    resume_failures: int = 0
    problems: list[str] = field(default_factory=list)
    seconds: float = 0.0

    def __str__(self) -> str:
        return (
            f"{self.kills} kills, {self.commits_reported} commits reported, {self.lost} lost, "
            f"{self.resumes} resumes ({self.resume_failures} failed), {len(self.problems)} problems, "
            f"{self.seconds:.1f} s"
        )


def crash_test(data_dir: Path, kills: int, seed: int = 1, max_wait: float = 0.6) -> CrashReport:
    """Run the drill in a separate process and SIGKILL it ``kills`` times at random moments; after each kill
    check that every commit it reported is in the database and that the unfinished game resumes."""
    rng = random.Random(seed)
    report = CrashReport()
    start = time.perf_counter()
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    for round_ in range(kills):
        process = subprocess.Popen(
            [sys.executable, "-m", "game.storage.drill", "--data-dir", str(data_dir), "--seed", str(seed + round_)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
            text=True,
        )
        lines: list[str] = []
        first = threading.Event()

        def read(stream: object = process.stdout, lines: list[str] = lines, first: threading.Event = first) -> None:
            assert stream is not None
            for line in stream:  # type: ignore[attr-defined]
                lines.append(line)
                first.set()
            first.set()

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        first.wait(30)  # the interpreter has started and committed at least once
        time.sleep(rng.uniform(0.0, max_wait))
        process.send_signal(signal.SIGKILL)
        process.wait()
        reader.join(10)
        stderr = process.stderr.read() if process.stderr else ""
        if process.returncode != -signal.SIGKILL:
            report.problems.append(f"round {round_}: drill exited {process.returncode}: {stderr[-500:]}")
        report.kills += 1
        _check_round(data_dir, lines, report, round_)
    report.seconds = time.perf_counter() - start
    return report


def _check_round(data_dir: Path, lines: list[str], report: CrashReport, round_: int) -> None:
    committed: dict[int, int] = {}
    for line in lines:
        words = line.split()
        if len(words) == 3 and words[0] == "committed" and line.endswith("\n"):
            committed[int(words[1])] = max(committed.get(int(words[1]), 0), int(words[2]))
            report.commits_reported += 1
        elif words and words[0] == "problem":
            report.problems.append(f"round {round_}: {line.strip()}")
    store = Store.open(data_dir)
    try:
        report.problems += [f"round {round_} reopen: {p}" for p in store.problems]
        for game_id, actions in committed.items():
            try:
                text = store.record_text(game_id)
            except KeyError:
                report.lost += actions + 1
                continue
            have = len(parse_record(text).actions)
            if have < actions:
                report.lost += actions - have
        saved = store.unfinished_game()
        if saved is not None:
            try:
                controller = saved.controller()
                assert controller.state is not None
                need = committed.get(saved.game_id, 0)
                if len(controller.state.history) < need or controller.state.to_move is None:
                    raise AssertionError(f"resumed at {len(controller.state.history)} actions, committed {need}")
                report.resumes += 1
            except Exception as error:
                report.resume_failures += 1
                report.problems.append(f"round {round_}: resume failed: {error!r}")
        integrity = store.conn.execute("PRAGMA integrity_check").fetchone()[0]
        if integrity != "ok":
            report.problems.append(f"round {round_}: integrity check: {integrity}")
    finally:
        store.close()


if __name__ == "__main__":
    sys.exit(main())
