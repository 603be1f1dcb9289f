"""Idle benchmark: processor time of Panjpar doing nothing, at the main menu and at the table with the player to
move, as a percentage of one core.

    python bench/idle.py                       # this checkout only
    python bench/idle.py --before d522d03      # also a commit of this repository (e.g. the one before the change)
    python bench/idle.py --seconds 10 --settle 5 --json

Each figure comes from a fresh game process on a private Xvfb server (a real X11 window; the dummy video driver
when Xvfb is not installed, which is said in the output) with a throw-away data folder and SDL_AUDIODRIVER=dummy.
The process builds the real app (``game.ui.window.App``, its bots in their own worker processes as when played),
goes to the screen measured (the table: a new two-player game, played by the app until the player is to attack or
defend, the colour guessed red), prints ``ready`` and runs the app's own event loop (``App.loop``). After
``--settle`` seconds (toasts fade, cards land) the user+system time of the process and all its descendants is read
from /proc, again ``--seconds`` later, and the difference over the wall time is the share of a core. ``--before``
unpacks that commit with ``git archive`` into a temporary folder and measures it the same way in the same run.
The third screen, ``network`` (issue 23), is a network table this window hosts on loopback, a friend (a client in
the same process, so counted too) at the other seat, the player to move: nothing happens there either. Needs Linux
(/proc). Target (issues 12 and 23): at most 1% of a core at each screen.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tarfile
import tempfile
import time
from io import BytesIO
from pathlib import Path

from startup import process_tree, start_xvfb

ROOT = Path(__file__).resolve().parent.parent
TICKS = os.sysconf("SC_CLK_TCK")

#: Run inside the measured process (its working folder is the checkout measured): the screen, then the loop.
CHILD = """
import sys, time, pygame
from game.panjpar.actions import GuessColour
from game.ui.scenes.chooser import GameChooserScene
from game.ui.scenes.setup import SetUpScene
from game.ui.scenes.table import TableScene
from game.ui.window import App

screen, data_dir = sys.argv[1], sys.argv[2]
pygame.init()
app = App(data_dir=data_dir, size=(1280, 800))
app.ctx.seed = 7
app.pump(1 / 60)
if screen == "table":
    app.ctx.stack[-1].start_new_game()
    if isinstance(app.ctx.stack[-1], GameChooserScene):  # the last game played: Panjpar
        app.ctx.stack[-1].choose_focused()
    if isinstance(app.ctx.stack[-1], SetUpScene):  # the setup screen as remembered: two players
        app.ctx.stack[-1].start()
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        tables = [s for s in app.ctx.stack if isinstance(s, TableScene)]
        table = tables[0] if tables else None
        if table is not None and table.idle and table.controller.awaiting_guess:
            for scene in list(app.ctx.stack[app.ctx.stack.index(table) + 1:]):
                app.ctx.pop(scene)
            table.submit(GuessColour(table.me, "red"))
        elif (table is not None and app.ctx.stack[-1] is table and table.idle and table.outcome is None
              and table.controller.to_move() == table.me):
            break
        app.pump(1 / 60)
        time.sleep(1 / 120)
    else:
        sys.exit("the player never got the turn")
if screen == "network":  # this window hosts Panjpar on loopback; a friend (a client in this process) sits at seat 1
    from game.net.client import RemoteTable
    from game.panjpar.actions import GuessColour
    from game.ui.network import hosting
    from game.ui.network.lobby import LobbyScene
    from game.ui.network.table import NetTableScene
    from game.ui.tablesetup import TableSetup
    from game.engine import registry
    hosting.LISTEN, hosting.ANNOUNCE = "127.0.0.1", False
    app.ctx.open("host_table", TableSetup(registry.variant_info("panjpar-52").variant, ("easy",)), "easy")
    friend = None
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        top = app.ctx.stack[-1]
        table = app.ctx.stack[0] if isinstance(app.ctx.stack[0], NetTableScene) else None
        if friend is None and isinstance(top, LobbyScene) and top.session.seated:
            friend = RemoteTable(top.session.hosting.local_url, code=top.client.code).connect(10)
        elif isinstance(top, LobbyScene) and friend is not None and top.client.seats[1:] == ("person",):
            top.start()
        if friend is not None:
            friend.poll()
            if friend.to_move() == friend.seat:
                view = friend.view(friend.seat)
                guess = [a for a in view.legal_actions() if isinstance(a, GuessColour)]
                friend.submit(guess[0] if guess else list(view.legal_actions())[0])
        if table is not None and type(top).__name__ == "GuessScene":
            top.choose("red")
        elif table is not None and top is table and table.ready and table.controller.to_move() == table.me:
            break
        app.pump(1 / 60)
        time.sleep(1 / 120)
    else:
        sys.exit("the player never got the turn at the network table")
print("ready", flush=True)
app.loop()
pygame.quit()
"""


def cpu_seconds(root: int) -> float:
    """User+system seconds of ``root`` and every live descendant."""
    total = 0.0
    for pid in process_tree(root):
        try:
            stat = Path(f"/proc/{pid}/stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2 :].split()
        total += (int(fields[11]) + int(fields[12])) / TICKS
    return total


def measure(source: Path, screen: str, display: str | None, settle: float, seconds: float) -> float:
    """Percent of a core used by the game from ``source`` idle at ``screen`` ("menu" or "table")."""
    env = {
        "PATH": os.environ.get("PATH", ""),
        "PYTHONPATH": str(source),
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        "SDL_AUDIODRIVER": "dummy",
    }
    with tempfile.TemporaryDirectory() as home:
        env["HOME"] = home
        if display is None:
            env["SDL_VIDEODRIVER"] = "dummy"
        else:
            env["DISPLAY"], env["SDL_VIDEODRIVER"] = display, "x11"
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, screen, str(Path(home) / "data")],
            cwd=source,
            env=env,
            stdout=subprocess.PIPE,
            start_new_session=True,
        )
        try:
            assert child.stdout is not None
            line = child.stdout.readline().decode().strip()
            if line != "ready":
                raise SystemExit(f"{source} at {screen}: the game did not get ready ({line!r})")
            time.sleep(settle)
            cpu0, wall0 = cpu_seconds(child.pid), time.monotonic()
            time.sleep(seconds)
            cpu1, wall1 = cpu_seconds(child.pid), time.monotonic()
        finally:
            os.killpg(child.pid, signal.SIGKILL)
            child.wait()
    return 100.0 * (cpu1 - cpu0) / (wall1 - wall0)


def unpack(commit: str, into: Path) -> Path:
    """The tree of ``commit`` of this repository, unpacked under ``into``."""
    archive = subprocess.run(["git", "archive", commit], cwd=ROOT, check=True, capture_output=True).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", metavar="COMMIT", help="also measure this commit (git archive of it)")
    parser.add_argument("--seconds", type=float, default=10.0, help="measured seconds per screen (10)")
    parser.add_argument("--settle", type=float, default=5.0, help="seconds left idle before measuring (5)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    xvfb = start_xvfb("1600x1000") if shutil.which("Xvfb") else None
    display = xvfb[1] if xvfb is not None else None
    results: dict[str, dict[str, float]] = {}
    try:
        with tempfile.TemporaryDirectory() as scratch:
            sources = {"this checkout": ROOT}
            if args.before:
                sources = {f"before ({args.before})": unpack(args.before, Path(scratch)), **sources}
            for name, source in sources.items():
                screens = (
                    ("menu", "table", "network") if (source / "game" / "ui" / "network").is_dir() else ("menu", "table")
                )
                results[name] = {
                    screen: measure(source, screen, display, args.settle, args.seconds) for screen in screens
                }
    finally:
        if xvfb is not None:
            xvfb[0].terminate()
            xvfb[0].wait(10)
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    where = "Xvfb (x11)" if display is not None else "dummy video driver (no Xvfb)"
    print(f"idle processor time, % of one core over {args.seconds:g} s after {args.settle:g} s idle, on {where}:")
    for name, figures in results.items():
        network = f"   network table (player to move) {figures['network']:6.2f} %" if "network" in figures else ""
        print(f"  {name:24} menu {figures['menu']:6.2f} %   table (player to move) {figures['table']:6.2f} %{network}")
    print("target: at most 1 % at each")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
