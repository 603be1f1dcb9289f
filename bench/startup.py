"""Start-up benchmark: launch to first drawn frame, and resident memory 3 s after start, of a Panjpar command.

    python bench/startup.py --source                          # python -m game, from this checkout
    python bench/startup.py -- ~/.local/bin/panjpar          # an installed build (one-folder or one-file)
    python bench/startup.py --runs 7 --json --screenshot shot.png -- dist/panjpar/panjpar

Each run starts the command on a private Xvfb server (a real X11 window, no window manager) with a fresh home and
data folder, SDL_VIDEODRIVER=x11 and SDL_AUDIODRIVER=dummy. The first drawn frame is the moment a mapped
top-level window on that server first holds a pixel that is not black (SDL maps a black window; the game's first
flip fills it): the window is read with XGetImage through libX11 every ~2 ms, so the figure includes no screenshot
tool's own start-up. Memory is VmRSS from /proc summed over the process and its descendants (a one-file build is a
bootloader parent plus the program) ``--settle`` seconds after launch. One warm-up run (not counted) fills the disk
cache first. Needs Linux, Xvfb and libX11 (apt-get install xvfb); ``--screenshot`` also needs ImageMagick.
"""

from __future__ import annotations

import argparse
import ctypes
import ctypes.util
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
POLL_S = 0.002
TIMEOUT_S = 30.0


class XWindowAttributes(ctypes.Structure):
    _fields_ = [
        ("x", ctypes.c_int),
        ("y", ctypes.c_int),
        ("width", ctypes.c_int),
        ("height", ctypes.c_int),
        ("border_width", ctypes.c_int),
        ("depth", ctypes.c_int),
        ("visual", ctypes.c_void_p),
        ("root", ctypes.c_ulong),
        ("c_class", ctypes.c_int),
        ("bit_gravity", ctypes.c_int),
        ("win_gravity", ctypes.c_int),
        ("backing_store", ctypes.c_int),
        ("backing_planes", ctypes.c_ulong),
        ("backing_pixel", ctypes.c_ulong),
        ("save_under", ctypes.c_int),
        ("colormap", ctypes.c_ulong),
        ("map_installed", ctypes.c_int),
        ("map_state", ctypes.c_int),
        ("all_event_masks", ctypes.c_long),
        ("your_event_mask", ctypes.c_long),
        ("do_not_propagate_mask", ctypes.c_long),
        ("override_redirect", ctypes.c_int),
        ("screen", ctypes.c_void_p),
    ]


class XImage(ctypes.Structure):
    _fields_ = [
        ("width", ctypes.c_int),
        ("height", ctypes.c_int),
        ("xoffset", ctypes.c_int),
        ("format", ctypes.c_int),
        ("data", ctypes.c_void_p),
        ("byte_order", ctypes.c_int),
        ("bitmap_unit", ctypes.c_int),
        ("bitmap_bit_order", ctypes.c_int),
        ("bitmap_pad", ctypes.c_int),
        ("depth", ctypes.c_int),
        ("bytes_per_line", ctypes.c_int),
        ("bits_per_pixel", ctypes.c_int),
    ]


IS_VIEWABLE = 2
Z_PIXMAP = 2
ERROR_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)


class Screen:
    """A connection to an X server that finds mapped top-level windows and tells whether one has been drawn."""

    def __init__(self, display: str) -> None:
        name = ctypes.util.find_library("X11") or "libX11.so.6"
        x = ctypes.cdll.LoadLibrary(name)
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x.XDefaultRootWindow.restype = ctypes.c_ulong
        x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x.XQueryTree.argtypes = [ctypes.c_void_p, ctypes.c_ulong, *[ctypes.c_void_p] * 4]
        x.XGetWindowAttributes.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_void_p]
        x.XGetImage.restype = ctypes.POINTER(XImage)
        x.XGetImage.argtypes = [
            ctypes.c_void_p,
            ctypes.c_ulong,
            ctypes.c_int,
            ctypes.c_int,
            ctypes.c_uint,
            ctypes.c_uint,
            ctypes.c_ulong,
            ctypes.c_int,
        ]
        x.XDestroyImage.argtypes = [ctypes.POINTER(XImage)]
        x.XFree.argtypes = [ctypes.c_void_p]
        x.XSetErrorHandler.argtypes = [ERROR_HANDLER]
        # A window can vanish between the listing and the read: ignore X errors instead of exiting.
        self._handler = ERROR_HANDLER(lambda _display, _event: 0)
        x.XSetErrorHandler(self._handler)
        self.x = x
        self.display = x.XOpenDisplay(display.encode())
        if not self.display:
            raise SystemExit(f"cannot open X display {display}")
        self.root = x.XDefaultRootWindow(self.display)

    def windows(self) -> list[tuple[int, int, int]]:
        """(window, width, height) of every mapped (viewable) top-level window."""
        root, parent = ctypes.c_ulong(), ctypes.c_ulong()
        children = ctypes.POINTER(ctypes.c_ulong)()
        count = ctypes.c_uint()
        found: list[tuple[int, int, int]] = []
        args = (ctypes.byref(root), ctypes.byref(parent), ctypes.byref(children), ctypes.byref(count))
        if not self.x.XQueryTree(self.display, self.root, *args):
            return found
        try:
            for i in range(count.value):
                attrs = XWindowAttributes()
                if not self.x.XGetWindowAttributes(self.display, children[i], ctypes.byref(attrs)):
                    continue
                if attrs.map_state == IS_VIEWABLE and attrs.width > 1 and attrs.height > 1:
                    found.append((int(children[i]), attrs.width, attrs.height))
        finally:
            if children:
                self.x.XFree(children)
        return found

    def drawn(self, window: int, width: int, height: int) -> bool:
        """Whether the window holds any pixel that is not black."""
        image = self.x.XGetImage(self.display, window, 0, 0, width, height, 0xFFFFFFFF, Z_PIXMAP)
        if not image:
            return False
        try:
            data = ctypes.string_at(image.contents.data, image.contents.bytes_per_line * image.contents.height)
            return bool(data.strip(b"\0"))
        finally:
            self.x.XDestroyImage(image)


def start_xvfb(size: str) -> tuple[subprocess.Popen[bytes], str]:
    """A private Xvfb on the first free display number."""
    if shutil.which("Xvfb") is None:
        raise SystemExit("Xvfb is missing: apt-get install xvfb")
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{size}x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    if not number:
        raise SystemExit("Xvfb did not start")
    return server, f":{number}"


def process_tree(pid: int) -> list[int]:
    """``pid`` and all its descendants, from /proc."""
    parents: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        parents.setdefault(ppid, []).append(int(entry))
    tree, todo = [], [pid]
    while todo:
        current = todo.pop()
        tree.append(current)
        todo.extend(parents.get(current, []))
    return tree


def rss_mb(pid: int) -> float:
    """VmRSS of ``pid`` and its descendants, in MB (10^6 bytes)."""
    total_kb = 0
    for member in process_tree(pid):
        try:
            for line in Path(f"/proc/{member}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total_kb += int(line.split()[1])
        except OSError:
            continue
    return total_kb * 1024 / 1e6


@dataclass
class Run:
    first_frame_s: float
    rss_mb: float
    window: tuple[int, int]


def stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()


def one_run(command: list[str], screen: Screen, display: str, settle: float, screenshot: Path | None) -> Run:
    with tempfile.TemporaryDirectory(prefix="panjpar-startup-") as tmp:
        home = Path(tmp) / "home"
        home.mkdir()
        env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "PANJPAR_"))}
        env.update(
            DISPLAY=display,
            HOME=str(home),
            PANJPAR_DATA_DIR=str(Path(tmp) / "data"),
            SDL_VIDEODRIVER="x11",
            SDL_AUDIODRIVER="dummy",
            PYGAME_HIDE_SUPPORT_PROMPT="1",
        )
        started = time.perf_counter()
        process = subprocess.Popen(
            command, env=env, cwd=tmp, start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
        )
        try:
            first = None
            while first is None:
                now = time.perf_counter()
                if process.poll() is not None:
                    error = process.stderr.read().decode(errors="replace") if process.stderr else ""
                    raise SystemExit(f"{command} exited {process.returncode} before drawing a frame\n{error}")
                if now - started > TIMEOUT_S:
                    raise SystemExit(f"{command}: no drawn window after {TIMEOUT_S} s")
                for window, width, height in screen.windows():
                    if screen.drawn(window, width, height):
                        first = (time.perf_counter() - started, window, width, height)
                        break
                else:
                    time.sleep(POLL_S)
            elapsed, window, width, height = first
            time.sleep(max(0.0, started + settle - time.perf_counter()))
            memory = rss_mb(process.pid)
            if screenshot is not None:
                subprocess.run(["import", "-display", display, "-window", hex(window), str(screenshot)], check=True)
            return Run(elapsed, memory, (width, height))
        finally:
            stop(process)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--source", action="store_true", help="measure `python -m game` from this checkout")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--warmup", type=int, default=1, help="uncounted runs first (disk cache)")
    parser.add_argument("--settle", type=float, default=3.0, help="seconds after launch to read the memory")
    parser.add_argument("--screen", default="1600x1000", help="Xvfb screen size")
    parser.add_argument("--screenshot", type=Path, help="save the window of the last run (ImageMagick import)")
    parser.add_argument("--label", default="", help="name printed with the figures")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("command", nargs="*", help="the command to start (after --)")
    args = parser.parse_args(argv)
    command: list[str] = list(args.command)
    if args.source:
        command = [sys.executable, "-m", "game", *command]
    if not command:
        parser.error("give a command after --, or --source")
    # Each run starts in its own temporary folder: make a relative program path absolute first.
    if os.sep in command[0] or (os.altsep and os.altsep in command[0]):
        command[0] = str(Path(command[0]).absolute())
    if args.source:
        os.environ["PYTHONPATH"] = str(ROOT)

    server, display = start_xvfb(args.screen)
    try:
        screen = Screen(display)
        for _ in range(args.warmup):
            one_run(command, screen, display, 0.0, None)
        runs = []
        for i in range(args.runs):
            last = i == args.runs - 1
            runs.append(one_run(command, screen, display, args.settle, args.screenshot if last else None))
    finally:
        server.terminate()
        server.wait()

    frames = [r.first_frame_s for r in runs]
    memory = [r.rss_mb for r in runs]
    result = {
        "label": args.label or " ".join(command),
        "runs": len(runs),
        "first_frame_s": {
            "median": round(statistics.median(frames), 3),
            "min": round(min(frames), 3),
            "max": round(max(frames), 3),
            "all": [round(f, 3) for f in frames],
        },
        "rss_mb_after_settle": {"median": round(statistics.median(memory), 1), "max": round(max(memory), 1)},
        "settle_s": args.settle,
        "window": list(runs[-1].window),
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(
            f"{result['label']}: first frame median {statistics.median(frames):.3f} s "
            f"(min {min(frames):.3f}, max {max(frames):.3f}, {len(runs)} runs); "
            f"RSS {args.settle:g} s after start median {statistics.median(memory):.1f} MB (max {max(memory):.1f}); "
            f"window {runs[-1].window[0]}x{runs[-1].window[1]}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
