"""The real program (``python -m game``) in a real X window, driven with xdotool as a person drives it, for the
Ganjifa window tests (test_xvfb_ganjifa.py, test_crash_resume_ganjifa.py).

Its data folder is the test's own (``--data-dir``), with the settings written beforehand (the set-up's remembered
choice). The program tells where its cards and buttons are through ``PANJPAR_TABLE_LOG`` (game/ui/devaids.py): a
JSON line for each settled state of the table, so the test never reads pixels.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.storage import Store
from game.ui.saving import Saves
from game.ui.settings import Settings

SIZE = (1280, 800)
State = dict[str, Any]


def start_xvfb(size: str) -> tuple[subprocess.Popen[bytes], str]:
    """A private Xvfb server of ``size`` (``1280x800x24``) on a display it picks itself: the process and ``:N``."""
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", size, "-nolisten", "tcp"],
        pass_fds=(write,),
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    assert number, "Xvfb did not start"
    return server, f":{number}"


def need_xdotool() -> None:
    if shutil.which("xdotool") is None:
        pytest.skip("xdotool not installed (apt-get install xdotool)")


def write_settings(data_dir: Path, **values: Any) -> None:
    """Store ``values`` as the settings of ``data_dir`` (the others at their defaults): sound off."""
    saves = Saves.open(data_dir)
    try:
        saves.save_settings(Settings(sound=False, **values))
    finally:
        saves.close()


class Program:
    """``python -m game`` on ``data_dir`` with the dev aids ``env`` adds; its standard error (intents) and output
    (commits, resumes) go to files in ``data_dir``'s parent."""

    def __init__(self, data_dir: Path, display: str | None, name: str, **env: str) -> None:
        self.display = display or ""
        self.folder = data_dir.parent
        self.table_log = self.folder / f"{name}-table.jsonl"
        self.err = self.folder / f"{name}-stderr.log"
        self.out = self.folder / f"{name}-stdout.log"
        variables = dict(
            os.environ,
            SDL_VIDEODRIVER="x11" if display else "dummy",
            SDL_AUDIODRIVER="dummy",
            PANJPAR_WINDOW_SIZE=f"{SIZE[0]}x{SIZE[1]}",
            PANJPAR_LOG_INTENTS="1",
            PANJPAR_TABLE_LOG=str(self.table_log),
            **env,
        )
        if display:
            variables["DISPLAY"] = display
        with self.err.open("w") as err, self.out.open("w") as out:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "game", "--data-dir", str(data_dir)], env=variables, stdout=out, stderr=err
            )
        self.window = ""

    # ----- the process ----------------------------------------------------------------------------------
    def logs(self) -> str:
        return self.err.read_text(errors="replace") + self.out.read_text(errors="replace")

    def alive(self) -> None:
        assert self.process.poll() is None, f"the game exited {self.process.returncode}: {self.logs()[-3000:]}"

    def kill(self) -> None:
        """SIGKILL: no handler runs, nothing is flushed or closed."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(10)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()

    def wait_for(self, found: Callable[[], Any], seconds: float, what: str) -> Any:
        """Poll ``found`` until it gives something true; fail with ``what`` after ``seconds``."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            value = found()
            if value:
                return value
            self.alive()
            time.sleep(0.05)
        raise AssertionError(f"{what} within {seconds} s; the log ends: {self.logs()[-2000:]}")

    def lines(self, prefix: str) -> list[str]:
        return [line for line in self.logs().splitlines() if line.startswith(prefix)]

    # ----- what the table shows -------------------------------------------------------------------------
    def states(self) -> list[State]:
        if not self.table_log.exists():
            return []
        text = self.table_log.read_text(encoding="utf-8")
        return [json.loads(line) for line in text.splitlines()[: text.count("\n")]]  # a line half written waits

    def state(self) -> State | None:
        states = self.states()
        return states[-1] if states else None

    def wait_state(self, wanted: Callable[[State], bool], seconds: float, what: str) -> State:
        """The table's latest state once it is one ``wanted`` accepts."""

        def latest() -> State | None:
            state = self.state()
            return state if state is not None and wanted(state) else None

        result: State = self.wait_for(latest, seconds, what)
        return result

    # ----- the window and xdotool -----------------------------------------------------------------------
    def xdotool(self, *args: str) -> str:
        done = subprocess.run(
            ["xdotool", *args], env=dict(os.environ, DISPLAY=self.display), capture_output=True, text=True, timeout=20
        )
        return done.stdout

    def find_window(self) -> str:
        def search() -> str:
            found = self.xdotool("search", "--onlyvisible", "--pid", str(self.process.pid)).split()
            return found[0] if found else ""

        self.window = self.wait_for(search, 20, "a window appeared")
        time.sleep(0.5)  # mapped and focused
        return self.window

    def key(self, name: str) -> None:
        self.xdotool("key", "--window", self.window, name)
        time.sleep(0.25)

    def move(self, x: int, y: int) -> None:
        self.xdotool("mousemove", "--window", self.window, str(x), str(y))

    def click(self, at: list[int] | tuple[int, int]) -> None:
        self.move(at[0], at[1])
        time.sleep(0.05)
        self.xdotool("click", "1")

    def drag(self, start: list[int] | tuple[int, int], end: list[int] | tuple[int, int], steps: int = 6) -> None:
        """Press on ``start``, move in ``steps`` to ``end``, release: a drag as the hand makes it."""
        self.move(start[0], start[1])
        time.sleep(0.04)
        self.xdotool("mousedown", "1")
        for step in range(1, steps + 1):
            self.move(start[0] + (end[0] - start[0]) * step // steps, start[1] + (end[1] - start[1]) * step // steps)
            time.sleep(0.02)
        self.xdotool("mouseup", "1")

    def screenshot(self, path: Path) -> None:
        subprocess.run(
            ["import", "-window", "root", str(path)], env=dict(os.environ, DISPLAY=self.display), check=False
        )


def open_store(data_dir: Path) -> Store:
    return Store.open(data_dir)
