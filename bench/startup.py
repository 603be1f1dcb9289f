"""Start-up benchmark: launch to first drawn frame, and resident memory 3 s after start, of Panjpar.

    python bench/startup.py --all                            # every figure of a release, in one run (below)
    python bench/startup.py --all --build                    # the same, building both archives afresh first
    python bench/startup.py --source                         # python -m game, from this checkout (both below)
    python bench/startup.py --source --bytecode none         # ... each module compiled at every start
    python bench/startup.py -- ~/.local/bin/panjpar          # one installed build (one-folder or one-file)
    python bench/startup.py --runs 7 --json --screenshot shot.png -- dist/panjpar/panjpar

``--all`` (``make bench-startup``) takes the Linux one-folder and one-file archives from ``dist/`` (building them
with build/build.py when missing, or always with ``--build``), unpacks each and installs it with its install.sh
into a throw-away home, as a user would, then measures the installed one-folder program, the installed one-file
program and ``python -m game`` from source, and prints every figure with the archive sizes against the targets
(first frame <= 0.5 s, RSS <= 120 MB, archive <= 40 MB).

Each run starts the command on a private Xvfb server (a real X11 window, no window manager) with a fresh home, so
a fresh default data folder (no XDG_* or PANJPAR_* variables are passed on), SDL_VIDEODRIVER=x11 and
SDL_AUDIODRIVER=dummy. The first drawn frame is the moment a mapped top-level window on that server first holds a
pixel that is not black (SDL maps a black window; the game's first flip fills it): the window's middle row and
column are read with XGetImage through libX11 every ~2 ms, so the figure includes no screenshot tool's own start-up
and the poller takes little processor time from the program. Memory is VmRSS from /proc summed over the process and
all its descendants (a one-file build is a bootloader parent plus the program) ``--settle`` seconds after launch.
The source is measured twice (``--bytecode``): with the game's modules compiled at each start (a fresh clone's
first start; also every start where PYTHONDONTWRITEBYTECODE is set) and with the compiled modules Python keeps
after the first start (every later start); both run a fresh copy of ``game/`` and ``assets/``, so the checkout's
own __pycache__ is never read.
One warm-up run per command (not counted) fills the disk cache first; the median of ``--runs`` (7) is reported.
Timings depend on what else the machine is doing: the load average is printed with ``--all``. Needs Linux, Xvfb
and libX11 (apt-get install xvfb); ``--screenshot`` also needs ImageMagick.
"""

from __future__ import annotations

import argparse
import ctypes
import ctypes.util
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tarfile
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
        """Whether the window holds a pixel that is not black on its middle row or middle column.

        Only those two lines are read (a few kB, not the whole 4 MB window every 2 ms), so the poller takes little
        processor time from the program it measures on a 2-core machine. A first frame that draws anything at all
        (a background, a menu) crosses at least one of them."""
        for x, y, w, h in ((0, height // 2, width, 1), (width // 2, 0, 1, height)):
            image = self.x.XGetImage(self.display, window, x, y, w, h, 0xFFFFFFFF, Z_PIXMAP)
            if not image:
                continue
            try:
                data = ctypes.string_at(image.contents.data, image.contents.bytes_per_line * image.contents.height)
                if data.strip(b"\0"):
                    return True
            finally:
                self.x.XDestroyImage(image)
        return False


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


#: The environment of each source run, by how Python's bytecode cache is used (``--bytecode``).
BYTECODE_MODES = ("none", "cached")


def bytecode_env(mode: str, scratch: Path) -> dict[str, str]:
    """The environment of a source run from a fresh copy of the checkout's ``game/`` and ``assets/`` under
    ``scratch`` (so the checkout's own __pycache__ is never read). ``none``: the game's modules compiled at each
    start (a fresh clone's first start, or a machine with PYTHONDONTWRITEBYTECODE set); ``cached``: compiled by the
    warm-up run into the copy's __pycache__ and read by the counted ones (every later start, as Python does by
    default). The standard library and the installed packages keep their own compiled modules either way."""
    copy = scratch / mode
    if not copy.exists():
        for part in ("game", "assets"):
            shutil.copytree(ROOT / part, copy / part, ignore=shutil.ignore_patterns("__pycache__"))
    return {"PYTHONPATH": str(copy), "PYTHONDONTWRITEBYTECODE": "1" if mode == "none" else ""}


def one_run(
    command: list[str],
    screen: Screen,
    display: str,
    settle: float,
    screenshot: Path | None,
    extra_env: dict[str, str] | None = None,
) -> Run:
    with tempfile.TemporaryDirectory(prefix="panjpar-startup-") as tmp:
        home = Path(tmp) / "home"
        home.mkdir()
        env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "PANJPAR_"))}
        for key, value in (extra_env or {}).items():
            if value:
                env[key] = value
            else:
                env.pop(key, None)
        env.update(
            DISPLAY=display,
            HOME=str(home),
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


def measure(
    command: list[str],
    screen: Screen,
    display: str,
    args: argparse.Namespace,
    label: str,
    screenshot: Path | None,
    extra_env: dict[str, str] | None = None,
) -> dict[str, object]:
    """Warm-up runs, then ``args.runs`` counted runs of ``command``: the figures as a dictionary."""
    for _ in range(args.warmup):
        one_run(command, screen, display, 0.0, None, extra_env)
    runs = []
    for i in range(args.runs):
        last = i == args.runs - 1
        runs.append(one_run(command, screen, display, args.settle, screenshot if last else None, extra_env))
    frames = [r.first_frame_s for r in runs]
    memory = [r.rss_mb for r in runs]
    return {
        "label": label,
        "command": command,
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


def describe(result: dict[str, object]) -> str:
    frames = result["first_frame_s"]
    memory = result["rss_mb_after_settle"]
    window = result["window"]
    assert isinstance(frames, dict) and isinstance(memory, dict) and isinstance(window, list)
    line = (
        f"{result['label']}: first frame median {frames['median']:.3f} s "
        f"(min {frames['min']:.3f}, max {frames['max']:.3f}, {result['runs']} runs); "
        f"RSS {result['settle_s']:g} s after start median {memory['median']:.1f} MB (max {memory['max']:.1f}); "
        f"window {window[0]}x{window[1]}"
    )
    if "archive_mb" in result:
        line += f"; archive {result['archive_mb']:.1f} MB ({result['unpacked_mb']:.1f} MB installed)"
    return line


# --- every figure of a release in one command (--all) ---------------------------------------------------------


def _version() -> str:
    text = (ROOT / "game" / "__init__.py").read_text("utf-8")
    found = re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)
    if found is None:
        raise SystemExit("no __version__ in game/__init__.py")
    return found.group(1)


def release_archives(dist: Path, rebuild: bool) -> dict[str, Path]:
    """The Linux one-folder and one-file archives in ``dist``, built with build/build.py when missing (or asked)."""
    version = _version()
    found: dict[str, Path] = {}
    for variant, flags in (("one-folder", []), ("one-file", ["--onefile"])):
        suffix = "-onefile" if flags else ""
        pattern = f"panjpar-{version}-linux-*{suffix}.tar.gz"
        matches = [p for p in sorted(dist.glob(pattern)) if flags or not p.name.endswith("-onefile.tar.gz")]
        if rebuild or not matches:
            command = [sys.executable, str(ROOT / "build" / "build.py"), "--dist", str(dist), *flags]
            print(f"startup: building the {variant} archive: {' '.join(command)}", file=sys.stderr, flush=True)
            subprocess.run(command, check=True, cwd=ROOT, stdout=sys.stderr)
            matches = [p for p in sorted(dist.glob(pattern)) if flags or not p.name.endswith("-onefile.tar.gz")]
        if len(matches) != 1:
            raise SystemExit(f"expected one {pattern} in {dist}, found {[p.name for p in matches]}")
        found[variant] = matches[0]
    return found


def install_archive(archive: Path, into: Path) -> Path:
    """Unpack ``archive`` under ``into`` and run its install.sh for a user whose home is ``into/home``: as a user
    installs a release. Returns the installed command (``~/.local/bin/panjpar``)."""
    unpacked = into / "unpacked"
    with tarfile.open(archive) as tar:
        tar.extractall(unpacked, filter="tar")
    (folder,) = unpacked.iterdir()
    home = into / "home"
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "PANJPAR_"))}
    env["HOME"] = str(home)
    subprocess.run(["./install.sh"], cwd=folder, env=env, check=True, stdout=subprocess.DEVNULL)
    installed = home / ".local" / "bin" / "panjpar"
    if not installed.exists():
        raise SystemExit(f"{archive.name}: install.sh did not make {installed}")
    return installed


def folder_mb(path: Path) -> float:
    files = [path] if path.is_file() else [p for p in path.rglob("*") if p.is_file() and not p.is_symlink()]
    return sum(p.stat().st_size for p in files) / 1e6


TARGETS = {"first_frame_s": 0.5, "rss_mb": 120.0, "archive_mb": 40.0}


def summary(results: list[dict[str, object]]) -> str:
    """A table of every figure against the targets of docs/packaging.md."""
    rows = [("", "first frame (median)", "RSS after settle", "archive")]
    verdicts = []
    for result in results:
        frames = result["first_frame_s"]
        memory = result["rss_mb_after_settle"]
        assert isinstance(frames, dict) and isinstance(memory, dict)
        archive = result.get("archive_mb")
        rows.append(
            (
                str(result["label"]),
                f"{frames['median']:.3f} s",
                f"{memory['median']:.1f} MB",
                f"{archive:.1f} MB" if isinstance(archive, float) else "-",
            )
        )
        over = []
        if frames["median"] > TARGETS["first_frame_s"]:
            over.append("first frame")
        if memory["median"] > TARGETS["rss_mb"]:
            over.append("RSS")
        if isinstance(archive, float) and archive > TARGETS["archive_mb"]:
            over.append("archive")
        verdicts.append(f"{result['label']}: " + ("within the targets" if not over else "OVER: " + ", ".join(over)))
    widths = [max(len(row[i]) for row in rows) for i in range(4)]
    lines = ["  ".join(cell.ljust(widths[i]) for i, cell in enumerate(row)).rstrip() for row in rows]
    targets = (
        f"targets: first frame <= {TARGETS['first_frame_s']} s, RSS <= {TARGETS['rss_mb']:g} MB, "
        f"archive <= {TARGETS['archive_mb']:g} MB (1 MB = 10^6 bytes)"
    )
    return "\n".join([*lines, targets, *verdicts])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--source", action="store_true", help="measure `python -m game` from this checkout")
    parser.add_argument(
        "--all",
        action="store_true",
        help="install the one-folder and one-file Linux archives from --dist (built first when missing) and "
        "measure both, and the source: every figure of docs/packaging.md in one run",
    )
    parser.add_argument("--build", action="store_true", help="with --all: build both archives afresh first")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="with --all: where the archives are")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--warmup", type=int, default=1, help="uncounted runs first (disk cache)")
    parser.add_argument("--settle", type=float, default=3.0, help="seconds after launch to read the memory")
    parser.add_argument("--screen", default="1600x1000", help="Xvfb screen size")
    parser.add_argument("--screenshot", type=Path, help="save the window of the last run (ImageMagick import)")
    parser.add_argument("--label", default="", help="name printed with the figures")
    parser.add_argument(
        "--bytecode",
        choices=(*BYTECODE_MODES, "both"),
        default="both",
        help="the source runs: every module compiled at each start (none), compiled once and kept (cached), or both",
    )
    parser.add_argument("--json", action="store_true", help="print JSON (one object, or a list with --all)")
    parser.add_argument("command", nargs="*", help="the command to start (after --)")
    args = parser.parse_args(argv)
    source_command = [sys.executable, "-m", "game"]
    os.environ["PYTHONPATH"] = str(ROOT)  # `python -m game` from this checkout, whatever the environment holds
    if args.all:
        if args.command or args.source:
            parser.error("--all measures its own commands")
        archives = release_archives(args.dist.resolve(), args.build)
    else:
        command: list[str] = list(args.command)
        if args.source:
            command = [*source_command, *command]
        if not command:
            parser.error("give a command after --, or --source, or --all")
        # Each run starts in its own temporary folder: make a relative program path absolute first.
        if os.sep in command[0] or (os.altsep and os.altsep in command[0]):
            command[0] = str(Path(command[0]).absolute())

    results: list[dict[str, object]] = []
    load_before = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    server, display = start_xvfb(args.screen)
    try:
        screen = Screen(display)
        modes = BYTECODE_MODES if args.bytecode == "both" else (args.bytecode,)
        cache = Path(tempfile.mkdtemp(prefix="panjpar-source-"))
        if not args.all and not args.source:
            results.append(measure(command, screen, display, args, args.label or " ".join(command), args.screenshot))
        elif not args.all:
            for mode in modes:
                label = f"{args.label or ' '.join(command)} (bytecode: {mode})"
                env = bytecode_env(mode, cache)
                results.append(measure(command, screen, display, args, label, args.screenshot, env))
                if not args.json and len(modes) > 1:
                    print(describe(results[-1]), flush=True)
        else:
            with tempfile.TemporaryDirectory(prefix="panjpar-release-") as tmp:
                for variant, archive in archives.items():
                    installed = install_archive(archive, Path(tmp) / variant)
                    result = measure([str(installed)], screen, display, args, f"installed {variant}", None)
                    result["archive"] = archive.name
                    result["archive_mb"] = round(archive.stat().st_size / 1e6, 1)
                    result["unpacked_mb"] = round(folder_mb(installed.resolve().parent), 1)
                    results.append(result)
                    if not args.json:
                        print(describe(result), flush=True)
            for mode in modes:
                env = bytecode_env(mode, cache)
                result = measure(source_command, screen, display, args, f"source, bytecode {mode}", None, env)
                results.append(result)
                if not args.json:
                    print(describe(result), flush=True)
    finally:
        server.terminate()
        server.wait()
        shutil.rmtree(cache, ignore_errors=True)

    if args.json:
        print(json.dumps(results if len(results) > 1 else results[0]))
    elif args.all:
        print(summary(results))
        if load_before is not None:
            load = os.getloadavg()[0]
            print(
                f"load average {load_before:.2f} at the start, {load:.2f} at the end, on {os.cpu_count()} cores: "
                "anything else running skews the timings (the minimum is the least disturbed run)"
            )
    elif len(results) == 1:
        print(describe(results[0]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
