"""Screenshots of every screen from the real program in a real X window (Xvfb), driven with xdotool.

    python docs/screenshots/take_screenshots.py        # needs Xvfb, xdotool, ImageMagick's import

Writes docs/screenshots/<screen>-<W>x<H>.png for 1280x800 and 1920x1080.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
DISPLAY = ":97"


def sh(*args: str, env: dict[str, str] | None = None) -> str:
    return subprocess.run(args, check=True, capture_output=True, text=True, env=env).stdout


class Session:
    def __init__(self, size: tuple[int, int], autoplay: float = 0.0, language: str = "en") -> None:
        env = dict(os.environ, DISPLAY=DISPLAY, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
                   PANJPAR_WINDOW_SIZE=f"{size[0]}x{size[1]}", PANJPAR_SEED="4", PANJPAR_AUTOPLAY=str(autoplay),
                   PANJPAR_LANGUAGE=language, PANJPAR_LOG_INTENTS="1",
                   PANJPAR_SPEED="fast" if autoplay > 100 else "normal")  # fmt: skip
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

    def shot(self, name: str) -> None:
        geometry = sh("xdotool", "getwindowgeometry", self.wid, env=self.env)
        pos = geometry.split("Position: ")[1].split()[0].split(",")
        x, y = int(pos[0]), int(pos[1])
        w, h = self.size
        out = HERE / f"{name}-{w}x{h}.png"
        sh("import", "-window", "root", "-crop", f"{w}x{h}+{x}+{y}", "+repage", str(out), env=self.env)
        print("wrote", out.relative_to(ROOT))

    def close(self) -> None:
        self.proc.terminate()
        self.proc.wait(5)


def main() -> None:
    xvfb = subprocess.Popen(["Xvfb", DISPLAY, "-screen", "0", "2000x1200x24", "-nolisten", "tcp"])
    time.sleep(1)
    try:
        for size in ((1280, 800), (1920, 1080)):
            s = Session(size)
            s.shot("menu")
            s.key("Down", "Down", "Return")
            time.sleep(0.5)
            s.shot("rules")
            s.key("Escape", "Down", "Return")
            time.sleep(0.5)
            s.shot("settings")
            s.key("Escape", "Up", "Up", "Up", "Return")
            time.sleep(1.5)
            s.shot("colour-guess")
            s.close()

            s = Session(size, autoplay=9)
            s.key("Return")
            time.sleep(12)
            s.key("Right", "space")
            time.sleep(0.6)
            s.shot("table")
            s.key("Escape")
            time.sleep(0.4)
            s.shot("pause-menu")
            s.close()

            s = Session(size, autoplay=400)
            s.key("Return")
            for _ in range(400):
                time.sleep(0.5)
                s.log.seek(0)
                if "game over" in s.log.read():
                    break
            time.sleep(1.0)
            s.shot("game-over")
            s.close()

            s = Session(size, language="de")
            s.key("Down", "Down", "Down", "Return")
            time.sleep(0.4)
            s.shot("settings-de")
            s.close()
    finally:
        xvfb.terminate()


if __name__ == "__main__":
    main()
