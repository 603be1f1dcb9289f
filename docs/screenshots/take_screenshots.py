"""Screenshots of every screen from the real program in a real X window (Xvfb), driven with xdotool.

    python docs/screenshots/take_screenshots.py            # needs Xvfb, xdotool, ImageMagick's import
    python docs/screenshots/take_screenshots.py table-4p   # only these screens

Writes docs/screenshots/<screen>-<W>x<H>.png for 1280x800 and 1920x1080. Every session starts from its own
empty data folder, so a game left unfinished by one never turns up as Resume in the next.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
DISPLAY = ":97"


def sh(*args: str, env: dict[str, str] | None = None) -> str:
    return subprocess.run(args, check=True, capture_output=True, text=True, env=env).stdout


class Session:
    """The program in a window. ``players`` > 2: the new-game choice is set to that many (36-card pack)."""

    def __init__(
        self, size: tuple[int, int], autoplay: float = 0.0, language: str = "en", players: int = 2, seed: int = 4
    ) -> None:
        data = tempfile.mkdtemp(prefix="panjpar-shot-")
        if players > 2:
            sys.path.insert(0, str(ROOT))
            from game.storage import Store

            with Store.open(data) as store:
                store.save_settings({"players": players, "variant": "panjpar-36", "difficulty": "hard"})
        env = dict(os.environ, DISPLAY=DISPLAY, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
                   PANJPAR_WINDOW_SIZE=f"{size[0]}x{size[1]}", PANJPAR_SEED=str(seed),
                   PANJPAR_AUTOPLAY=str(autoplay), PANJPAR_AUTOPLAY_RESULT="60", PANJPAR_LANGUAGE=language,
                   PANJPAR_LOG_INTENTS="1",
                   PANJPAR_DATA_DIR=data, PANJPAR_SPEED="fast" if autoplay > 100 else "normal")  # fmt: skip
        self.env = env
        self.size = size
        self.log = open(f"/tmp/panjpar-shot-{os.getpid()}.log", "w+")  # noqa: SIM115
        self.proc = subprocess.Popen([sys.executable, "-m", "game"], cwd=ROOT, env=env, stderr=self.log)
        self.wid = ""
        for _ in range(100):
            out = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.proc.pid)],
                                 capture_output=True, text=True, env=env).stdout.split()  # fmt: skip
            if out:
                self.wid = out[0]
                break
            time.sleep(0.1)
        assert self.wid, "no window"
        time.sleep(0.8)

    def key(self, *keys: str) -> None:
        for k in keys:
            sh("xdotool", "key", "--window", self.wid, k, env=self.env)
            time.sleep(0.25)

    def click(self, x: int, y: int) -> None:
        sh("xdotool", "mousemove", "--window", self.wid, str(x), str(y), env=self.env)
        time.sleep(0.1)
        sh("xdotool", "click", "1", env=self.env)
        time.sleep(0.3)

    def wait_for_intents(self, count: int, limit: float = 30.0) -> None:
        """Wait until ``count`` moves were made (the program logs each intent)."""
        end = time.monotonic() + limit
        while time.monotonic() < end:
            self.log.seek(0)
            if self.log.read().count("intent ") >= count:
                return
            time.sleep(0.1)

    def shot(self, name: str) -> None:
        if WANTED and name not in WANTED:
            return
        geometry = sh("xdotool", "getwindowgeometry", self.wid, env=self.env)
        pos = geometry.split("Position: ")[1].split()[0].split(",")
        x, y = int(pos[0]), int(pos[1])
        w, h = self.size
        out = HERE / f"{name}-{w}x{h}.png"
        sh("import", "-window", "root", "-crop", f"{w}x{h}+{x}+{y}", "+repage", str(out), env=self.env)
        sh("convert", str(out), "-colors", "256", f"PNG8:{out}")  # as shots.save: a third of the size
        print("wrote", out.relative_to(ROOT))

    def close(self) -> None:
        self.proc.terminate()
        self.proc.wait(5)


#: The screens named on the command line (none: all of them).
WANTED = set(sys.argv[1:])


def want(*names: str) -> bool:
    return not WANTED or bool(WANTED & set(names))


def main() -> None:
    xvfb = subprocess.Popen(["Xvfb", DISPLAY, "-screen", "0", "2000x1200x24", "-nolisten", "tcp"])
    time.sleep(1)
    try:
        for size in ((1280, 800), (1920, 1080)):
            if want("menu", "rules", "settings", "game-chooser", "new-game", "colour-guess"):
                # Menu: New game, Rules, Settings, Statistics, Quit; New game opens the game chooser (Enter: the last
                # game played, Panjpar), then its set-up (Enter: Start).
                s = Session(size)
                s.shot("menu")
                s.key("Down", "Return")
                time.sleep(0.5)
                s.shot("rules")
                s.key("Escape", "Down", "Return")
                time.sleep(0.5)
                s.shot("settings")
                s.key("Escape", "Up", "Up", "Return")
                time.sleep(0.5)
                s.shot("game-chooser")
                s.key("Return")
                time.sleep(0.5)
                s.shot("new-game")
                s.key("Return")
                time.sleep(1.5)
                s.shot("colour-guess")
                s.close()

            if want("table", "pause-menu"):
                s = Session(size, autoplay=9)  # the menu and the set-up pass by themselves
                time.sleep(12)
                s.key("Right", "space")
                time.sleep(0.6)
                s.shot("table")
                s.key("Escape")
                time.sleep(0.4)
                s.shot("pause-menu")
                s.close()

            if want("game-over"):
                s = Session(size, autoplay=400)
                for _ in range(400):
                    time.sleep(0.5)
                    s.log.seek(0)
                    if "game over" in s.log.read():
                        break
                time.sleep(1.0)
                s.shot("game-over")
                s.close()

            for players in (3, 4):
                if want(f"table-{players}p") and (players == 4 or size == (1280, 800)):
                    s = Session(size, autoplay=60, players=players, seed=31)
                    s.wait_for_intents(7)
                    time.sleep(0.5)
                    s.shot(f"table-{players}p")
                    s.close()

            if want("settings-de"):
                s = Session(size, language="de")
                s.key("Down", "Down", "Return")
                time.sleep(0.4)
                s.shot("settings-de")
                s.close()
    finally:
        xvfb.terminate()


if __name__ == "__main__":
    main()
