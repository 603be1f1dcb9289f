"""The crash drill of every game: random games of one match played through a controller with the
:class:`~game.storage.autosave.Autosaver`, as a table plays them, forever.

``python -m game.storage.drill --data-dir D [--game G] [--variant V] [--players N] [--options W...] [--seed S]
[--games N] [--pause SECONDS] [--no-resume]`` (the first game of the registry, Panjpar, by default)

At start it resumes the unfinished game of that game and player count if there is one (printing ``resumed
<game_id> <actions>``, then ``totals <games> <returns...>`` of its match so far) and goes on with that match;
else it closes it and begins a match. After every commit it prints ``committed <game_id> <actions>``, flushed, so
a test that kills it with SIGKILL knows what must be in the database (``actions`` as the record counts them).
Every seat plays the parlour's one random policy, so a Panjpar defence is made kill by kill, with kills in flight;
``--pause`` waits before each action, so that a kill can fall inside a game.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.engine import registry
from game.engine.controller import Controller
from game.engine.envelope import read_envelope
from game.engine.protocol import GameState, random_action, record_length
from game.storage.autosave import Autosaver
from game.storage.store import HUMAN, Store


class ActionNarrator:
    """The drill's events: each action itself (the autosaver needs no more than to hear that one was played)."""

    def play(self, state: GameState[Any, Any], action: object) -> Sequence[object]:
        state.apply(action)
        return (action,)

    def for_seat(self, event: object, seat: int | None) -> object:
        return event


def play(controller: Controller[Any, Any, Any], rng: random.Random, pause: float = 0.0) -> tuple[float, ...]:
    """Play ``controller``'s game to the end with the parlour's random policy (through checked actions, the deal
    too when it is due); its returns. ``pause``: seconds before each action."""
    while not controller.state.is_terminal():
        time.sleep(pause)
        rejection = controller.submit(random_action(controller.state, rng))
        if rejection is not None:
            raise RuntimeError(f"the drill's own action was refused: {rejection.reason}")
    returns: tuple[float, ...] = controller.state.returns()
    return returns


def open_for_drill(data_dir: str) -> Store | None:
    """The drill's store, its problems printed; ``None`` (and ``read-only`` printed) when it cannot be written:
    another copy owns the folder or the disk is full, and a drill only plays games it can save."""
    store = Store.open(data_dir)
    for problem in store.problems:
        print(f"problem {problem}", flush=True)
    if not store.writable:
        print(f"read-only {store.readonly_message}", flush=True)
        store.close()
        return None
    return store


def committed(game_id: int, actions: int) -> None:
    sys.stdout.write(f"committed {game_id} {actions}\n")
    sys.stdout.flush()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.storage.drill", description=__doc__)
    parser.add_argument("--data-dir", required=True)
    parser.add_argument("--game", default=next(iter(registry.GAMES)), choices=sorted(registry.GAMES))
    parser.add_argument("--variant", help="the variant's id (the game's first by default)")
    parser.add_argument("--players", type=int, help="the game's default player count if not given")
    parser.add_argument("--options", nargs="*", default=[])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=0, help="stop after this many games (0: never)")
    parser.add_argument("--pause", type=float, default=0.0, help="seconds before each action")
    parser.add_argument("--no-resume", action="store_true", help="do not resume an unfinished game")
    args = parser.parse_args(argv)
    info = registry.GAMES[args.game]
    variant = args.variant or info.variants[0].id
    if variant not in [v.id for v in info.variants]:
        parser.error(f"{args.game} has no variant {variant}")
    players = args.players or info.default_players

    rng = random.Random(args.seed)
    store = open_for_drill(args.data_dir)
    if store is None:
        return 3
    seats = {0: HUMAN, **{seat: "random" for seat in range(1, players)}}
    options, dealer, match_id, played = frozenset(args.options), 0, None, 0
    saved = None if args.no_resume else store.unfinished()
    if saved is not None and (saved.game, saved.variant, saved.players) == (args.game, variant, players):
        controller: Controller[Any, Any, Any] = Controller(saved.state, ActionNarrator())
        saver = Autosaver(
            store, controller, variant, saved.seats, saved.match_id, saved.dealer, saved.game_id, on_commit=committed
        )
        print(f"resumed {saved.game_id} {saver.saved}", flush=True)
        print(f"totals {saved.totals.games} {' '.join(f'{r:g}' for r in saved.totals.returns)}", flush=True)
        play(controller, rng, args.pause)
        played += 1
        options, dealer, match_id = saved.options, (saved.dealer + 1) % players, saved.match_id
    elif saved is not None:
        store.abandon_game(saved.game_id)
    if match_id is None:
        match_id = store.begin_match(variant, players, seats, options)
    while not args.games or played < args.games:
        controller = Controller(info.rules.new_game(variant, players, dealer, options), ActionNarrator())
        Autosaver(store, controller, variant, seats, match_id, dealer, on_commit=committed)
        play(controller, rng, args.pause)
        played += 1
        dealer = (dealer + 1) % players
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
    #: Starts that resumed the unfinished game themselves (``resumed`` lines), checked against the database.
    restarts_resumed: int = 0
    problems: list[str] = field(default_factory=list)
    seconds: float = 0.0

    def __str__(self) -> str:
        return (
            f"{self.kills} kills, {self.commits_reported} commits reported, {self.lost} lost, "
            f"{self.resumes} resumes ({self.resume_failures} failed), {self.restarts_resumed} restarts resumed, "
            f"{len(self.problems)} problems, {self.seconds:.1f} s"
        )


#: Builds the command of one round: ``(data_dir, seed) -> argv``.
Command = Callable[[Path, int], list[str]]


def drill_command(data_dir: Path, seed: int) -> list[str]:
    """The drill of this module, as a separate process."""
    return [sys.executable, "-m", "game.storage.drill", "--data-dir", str(data_dir), "--seed", str(seed)]


def game_command(data_dir: Path, seed: int) -> list[str]:
    """The real game program (``python -m game``); run it with :func:`game_environment`."""
    return [sys.executable, "-m", "game", "--data-dir", str(data_dir)]


def game_environment(seed: int) -> dict[str, str]:
    """The game without a screen, playing by itself as fast as it can and reporting its commits: it resumes
    the unfinished game at start (printing ``resumed``), plays the player's seat (``PANJPAR_AUTOPLAY``), and
    prints ``committed <game> <actions>`` after each commit (``PANJPAR_LOG_INTENTS``)."""
    return {
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PANJPAR_AUTOPLAY": "1000000",
        "PANJPAR_LOG_INTENTS": "1",
        "PANJPAR_SPEED": "off",
        "PANJPAR_SEED": str(seed),
    }


def crash_test(
    data_dir: Path,
    kills: int,
    seed: int = 1,
    max_wait: float = 0.6,
    command: Command = drill_command,
    env: dict[str, str] | None = None,
    start_timeout: float = 30.0,
) -> CrashReport:
    """Run ``command`` (the drill, or the real game with :func:`game_command`) in a separate process and
    SIGKILL it (and its children: the bot worker) ``kills`` times at random moments; after each kill check that
    every commit it reported is in the database and that the unfinished game resumes. A start that prints
    ``resumed <game> <actions>`` must have resumed at least at the position the database held."""
    rng = random.Random(seed)
    report = CrashReport()
    start = time.perf_counter()
    expected: tuple[int, int] | None = None
    for round_ in range(kills):
        round_env = {**os.environ, "PYTHONUNBUFFERED": "1", **(env or {})}
        if env is not None and "PANJPAR_SEED" in env:
            round_env["PANJPAR_SEED"] = str(seed + round_)
        with tempfile.TemporaryFile("w+") as errors:
            process = subprocess.Popen(
                command(data_dir, seed + round_),
                stdout=subprocess.PIPE,
                stderr=errors,
                env=round_env,
                text=True,
                start_new_session=True,
            )
            lines: list[str] = []
            first = threading.Event()

            def read(stream: object = process.stdout, lines: list[str] = lines, first: threading.Event = first) -> None:
                assert stream is not None
                for line in stream:  # type: ignore[attr-defined]
                    lines.append(line)
                    if line.startswith("committed "):
                        first.set()
                first.set()

            reader = threading.Thread(target=read, daemon=True)
            reader.start()
            if not first.wait(start_timeout):  # the program has started and committed at least once
                report.problems.append(f"round {round_}: no commit within {start_timeout:g} s")
            time.sleep(rng.uniform(0.0, max_wait))
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)
            process.wait()
            reader.join(10)
            errors.seek(0)
            stderr = errors.read()
        if process.returncode != -signal.SIGKILL:
            report.problems.append(f"round {round_}: program exited {process.returncode}: {stderr[-500:]}")
        report.kills += 1
        resumed = [line.split() for line in lines if line.startswith("resumed ") and line.endswith("\n")]
        if expected is not None and resumed:
            game_id, actions = int(resumed[0][1]), int(resumed[0][2])
            if (game_id, actions) < expected or game_id != expected[0]:
                report.problems.append(f"round {round_}: resumed game {game_id} at {actions}, saved {expected}")
            else:
                report.restarts_resumed += 1
        elif expected is not None:
            report.problems.append(f"round {round_}: game {expected[0]} was not resumed")
        expected = _check_round(data_dir, lines, report, round_)
    report.seconds = time.perf_counter() - start
    return report


def stored_length(text: str) -> int:
    """How many actions a stored record holds, read by its game's rules (``ValueError`` for an unknown game)."""
    envelope = read_envelope(text)
    info = registry.game_info(envelope.game)
    if info is None:
        raise ValueError(f"a record of no known game: {envelope.game!r}")
    return record_length(info.rules, info.rules.read_record(envelope))


def _check_round(data_dir: Path, lines: list[str], report: CrashReport, round_: int) -> tuple[int, int] | None:
    """Check one round; returns the unfinished game and its saved actions (the next start must resume it)."""
    position = None
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
            have = stored_length(text)
            if have < actions:
                report.lost += actions - have
        saved = store.unfinished()
        if saved is not None:
            try:
                have, need = record_length(saved.rules, saved.state), committed.get(saved.game_id, 0)
                if have < need or saved.state.is_terminal():
                    raise AssertionError(f"resumed at {have} actions, committed {need}")
                report.resumes += 1
                position = (saved.game_id, have)
            except Exception as error:
                report.resume_failures += 1
                report.problems.append(f"round {round_}: resume failed: {error!r}")
        integrity = store.conn.execute("PRAGMA integrity_check").fetchone()[0]
        if integrity != "ok":
            report.problems.append(f"round {round_}: integrity check: {integrity}")
    finally:
        store.close()
    return position


if __name__ == "__main__":
    sys.exit(main())
