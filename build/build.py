"""Build Panjpar's release archive for the platform this runs on (docs/packaging.md).

    python build/build.py [--onefile] [--check]

From a fresh clone this is the only command: run by a Python outside any virtual environment it makes ``.venv``
(or reuses it), installs the game's dependencies and the pinned PyInstaller there, and runs itself again inside.
It then draws the icons, runs PyInstaller on ``installer.spec`` (work files in ``.pyinstaller/``, never in
``./build``, which holds these packaging resources) and packs ``dist/``:

- Linux: ``panjpar-<version>-linux-<arch>.tar.gz``: the program folder, a ``.desktop`` entry, hicolor icons
  (16..512), a MIME type for ``.panjpar`` records, and ``install.sh``/``uninstall.sh`` (per user, no root).
- Windows: ``panjpar-<version>-windows-<arch>.zip`` (the program folder) and, when Inno Setup's ``iscc`` is
  found, ``panjpar-<version>-windows-<arch>-setup.exe`` from ``build/windows/panjpar.iss``.
- macOS: ``panjpar-<version>-macos-<arch>.zip`` holding ``Panjpar.app``.

``--onefile`` builds a single executable instead (archives named ``...-onefile``). ``--check`` runs the result:
``replay`` of a test record, then ``--smoke`` with SDL's dummy drivers and a throw-away home and data folder.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import io
import os
import platform
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"
WORK = ROOT / ".pyinstaller"
DIST = ROOT / "dist"
PYINSTALLER = "pyinstaller==6.22.3"
NAME = "panjpar"

#: Sizes of the Linux hicolor theme icons, of the Windows .ico entries and of the macOS .icns entries.
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 128, 256)
#: icns element types with PNG payloads and their pixel sizes (the @2x types are the Retina ones).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),  # 16@2x
    (b"ic12", 64),  # 32@2x
    (b"ic07", 128),
    (b"ic13", 256),  # 128@2x
    (b"ic08", 256),
    (b"ic14", 512),  # 256@2x
    (b"ic09", 512),
    (b"ic10", 1024),  # 512@2x
)
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

DESKTOP_ENTRY = """\
[Desktop Entry]
Type=Application
Version=1.4
Name=Panjpar
GenericName=Card Game
Comment=The Afghan five-card shedding game of The Kite Runner
Comment[fa]=بازی پنج‌پر
Exec=panjpar %f
Icon=panjpar
Terminal=false
Categories=Game;CardGame;
Keywords=cards;card game;durak;panjpar;
MimeType=application/x-panjpar;
StartupNotify=true
StartupWMClass=panjpar
"""

MIME_XML = """\
<?xml version="1.0" encoding="UTF-8"?>
<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
  <mime-type type="application/x-panjpar">
    <comment>Panjpar game record</comment>
    <sub-class-of type="text/plain"/>
    <glob pattern="*.panjpar"/>
  </mime-type>
</mime-info>
"""


# --- versions and names ----------------------------------------------------------------------------------------


def read_version(root: Path = ROOT) -> str:
    """``__version__`` from ``game/__init__.py``, read as text (the build must not import the game)."""
    text = (root / "game" / "__init__.py").read_text("utf-8")
    found = re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)
    if found is None:
        raise SystemExit("no __version__ in game/__init__.py")
    return found.group(1)


def platform_tag() -> str:
    """``linux``, ``windows`` or ``macos``."""
    if sys.platform == "win32":
        return "windows"
    return "macos" if sys.platform == "darwin" else "linux"


def arch_tag(machine: str | None = None) -> str:
    """The processor as archive names spell it: ``x86_64``, ``aarch64`` (Linux) or ``arm64`` (macOS, Windows)."""
    machine = (machine or platform.machine()).lower()
    return {"amd64": "x86_64", "x64": "x86_64", "i686": "x86", "i386": "x86"}.get(machine, machine)


def archive_stem(version: str, onefile: bool) -> str:
    return f"{NAME}-{version}-{platform_tag()}-{arch_tag()}" + ("-onefile" if onefile else "")


# --- icons ------------------------------------------------------------------------------------------------------


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    if data[:8] != PNG_SIGNATURE or data[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def ico_bytes(pngs: Iterable[bytes]) -> bytes:
    """A Windows .ico holding the given square PNGs (PNG-compressed entries are valid since Windows Vista)."""
    images = sorted(pngs, key=lambda png: png_size(png)[0])
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, payload = [], []
    for png in images:
        width, height = png_size(png)
        if width > 256 or height > 256:
            raise ValueError(f"an .ico entry is at most 256 pixels, not {width}x{height}")
        # A width or height of 256 is written as 0; 32 bits per pixel; no palette.
        entries.append(struct.pack("<BBBBHHII", width % 256, height % 256, 0, 0, 1, 32, len(png), offset))
        payload.append(png)
        offset += len(png)
    return header + b"".join(entries) + b"".join(payload)


def icns_bytes(elements: Iterable[tuple[bytes, bytes]]) -> bytes:
    """A macOS .icns from (four-byte type, PNG) pairs: ``icns``, total length, then type, length, data each."""
    body = b"".join(kind + struct.pack(">I", 8 + len(data)) + data for kind, data in elements)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def render_pngs(source: Path, sizes: Iterable[int]) -> dict[int, bytes]:
    """The icon at each size as PNG bytes: smooth-scaled down from ``source``; sizes above it are drawn afresh by
    the game's icon painter (``game.ui.make_icon``) when it can be imported, else smooth-scaled up."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    pygame.init()
    image = pygame.image.load(str(source))
    out: dict[int, bytes] = {}
    for size in sorted(set(sizes)):
        surface = None
        if size > image.get_width():
            try:
                sys.path.insert(0, str(ROOT))
                from game.ui.make_icon import render_icon

                surface = render_icon(size)
            except Exception:  # the painter is a nicety; scaling up still gives an icon
                surface = None
        if surface is None:
            surface = pygame.transform.smoothscale(image, (size, size))
        buffer = io.BytesIO()
        pygame.image.save(surface, buffer, "png")
        out[size] = buffer.getvalue()
    return out


def make_icons(out_dir: Path, source: Path | None = None) -> dict[int, bytes]:
    """Write ``panjpar-<size>.png``, ``panjpar.ico`` and ``panjpar.icns`` to ``out_dir``; return the PNGs."""
    source = source or ROOT / "assets" / "icon" / "panjpar.png"
    if not source.exists():
        raise SystemExit(f"{source} is missing: draw it with `python -m game.ui.make_icon`")
    sizes = set(HICOLOR_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES}
    pngs = render_pngs(source, sizes)
    out_dir.mkdir(parents=True, exist_ok=True)
    for size in HICOLOR_SIZES:
        (out_dir / f"{NAME}-{size}.png").write_bytes(pngs[size])
    (out_dir / f"{NAME}.ico").write_bytes(ico_bytes(pngs[size] for size in ICO_SIZES))
    (out_dir / f"{NAME}.icns").write_bytes(icns_bytes((kind, pngs[size]) for kind, size in ICNS_TYPES))
    return pngs


# --- desktop entry ----------------------------------------------------------------------------------------------


def desktop_fields(text: str = DESKTOP_ENTRY) -> dict[str, str]:
    """The ``key=value`` fields of the ``[Desktop Entry]`` group."""
    fields: dict[str, str] = {}
    group = ""
    for line in text.splitlines():
        if line.startswith("[") and line.endswith("]"):
            group = line[1:-1]
        elif "=" in line and not line.startswith("#") and group == "Desktop Entry":
            key, value = line.split("=", 1)
            fields[key.strip()] = value.strip()
    return fields


# --- environment --------------------------------------------------------------------------------------------------


def venv_python(venv: Path) -> Path:
    return venv / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")


def project_dependencies() -> list[str]:
    import tomllib

    with open(ROOT / "pyproject.toml", "rb") as file:
        return list(tomllib.load(file)["project"]["dependencies"])


def catalog_compiler() -> str:
    """The pinned Babel of the ``catalogs`` extra (a build tool), which compiles the translation catalogs."""
    import tomllib

    with open(ROOT / "pyproject.toml", "rb") as file:
        catalogs = tomllib.load(file)["project"]["optional-dependencies"]["catalogs"]
    return next(spec for spec in catalogs if spec.startswith("babel"))


def ensure_environment(argv: Sequence[str]) -> int | None:
    """Make sure the game's dependencies and the pinned PyInstaller are importable, in a virtual environment.

    Returns an exit code when the build was run again in ``.venv`` (outside any environment), else None."""
    if sys.prefix == sys.base_prefix and not os.environ.get("PANJPAR_BUILD_NO_VENV"):
        venv = ROOT / ".venv"
        python = venv_python(venv)
        if not python.exists():
            print(f"build: making {venv}", flush=True)
            subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        return subprocess.call([str(python), str(Path(__file__).resolve()), *argv])
    wanted = []
    try:
        import platformdirs  # noqa: F401
        import pygame  # noqa: F401
    except ImportError:
        wanted += project_dependencies()
    try:
        if importlib.metadata.version("pyinstaller") != PYINSTALLER.split("==")[1]:
            wanted.append(PYINSTALLER)
    except importlib.metadata.PackageNotFoundError:
        wanted.append(PYINSTALLER)
    try:
        import babel  # noqa: F401
    except ImportError:
        wanted.append(catalog_compiler())
    if wanted:
        print(f"build: installing {' '.join(wanted)}", flush=True)
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", *wanted], check=True)
    return None


# --- PyInstaller --------------------------------------------------------------------------------------------------


def run_pyinstaller(onefile: bool, dist: Path, work: Path, icons: Path, clean: bool) -> None:
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        str(ROOT / "installer.spec"),
        "--noconfirm",
        "--log-level",
        "WARN",
        "--workpath",
        str(work),
        "--distpath",
        str(dist),
    ]
    if clean:
        command.append("--clean")
    if onefile:
        command += ["--", "--onefile"]
    env = {**os.environ, "PANJPAR_ICON_DIR": str(icons), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    env.pop("PANJPAR_ONEFILE", None)
    print("build: " + " ".join(command), flush=True)
    subprocess.run(command, check=True, cwd=ROOT, env=env)


def executable_path(dist: Path, onefile: bool) -> Path:
    """The program PyInstaller made in ``dist``."""
    exe = NAME + (".exe" if sys.platform == "win32" else "")
    if sys.platform == "darwin":
        return dist / "Panjpar.app" / "Contents" / "MacOS" / NAME
    return dist / exe if onefile else dist / NAME / exe


# --- archives -----------------------------------------------------------------------------------------------------


def _add_bytes(tar: tarfile.TarFile, name: str, data: bytes, mode: int = 0o644) -> None:
    info = tarfile.TarInfo(name)
    info.size = len(data)
    info.mode = mode
    info.mtime = int(time.time())
    tar.addfile(info, io.BytesIO(data))


def linux_archive(program: Path, icons: Mapping[int, bytes], out: Path, stem: str) -> Path:
    """``out/<stem>.tar.gz``: ``<stem>/panjpar/`` (the program folder, or the one file inside a folder of its own,
    so that the installer is the same for both), ``share/`` (desktop entry, icons, MIME type), the scripts."""
    archive = out / f"{stem}.tar.gz"
    with tarfile.open(archive, "w:gz", compresslevel=9) as tar:
        if program.is_dir():
            tar.add(program, arcname=f"{stem}/{NAME}")
        else:
            tar.add(program, arcname=f"{stem}/{NAME}/{NAME}")
        _add_bytes(tar, f"{stem}/share/applications/{NAME}.desktop", DESKTOP_ENTRY.encode())
        _add_bytes(tar, f"{stem}/share/mime/packages/{NAME}.xml", MIME_XML.encode())
        for size in HICOLOR_SIZES:
            _add_bytes(tar, f"{stem}/share/icons/hicolor/{size}x{size}/apps/{NAME}.png", icons[size])
        for script in ("install.sh", "uninstall.sh"):
            _add_bytes(tar, f"{stem}/{script}", (BUILD / "linux" / script).read_bytes(), 0o755)
        _add_bytes(tar, f"{stem}/LICENSE", (ROOT / "LICENSE").read_bytes())
        _add_bytes(tar, f"{stem}/README.txt", (BUILD / "linux" / "README.txt").read_bytes())
    return archive


def zip_folder(folder: Path, archive: Path, arcroot: str) -> Path:
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                zf.write(path, f"{arcroot}/{path.relative_to(folder).as_posix()}")
    return archive


def find_iscc() -> str | None:
    """Inno Setup's compiler: on PATH, else in the usual install folders (version 6 first, then any other)."""
    found = shutil.which("iscc") or shutil.which("ISCC")
    if found is not None:
        return found
    # Windows environment variables are case-insensitive; os.environ upper-cases them there.
    for folder in (os.environ.get("PROGRAMFILES(X86)", r"C:\Program Files (x86)"), os.environ.get("PROGRAMFILES")):
        if not folder:
            continue
        candidates = [Path(folder) / "Inno Setup 6" / "ISCC.exe", *sorted(Path(folder).glob("Inno Setup */ISCC.exe"))]
        for candidate in candidates:
            if candidate.exists():
                return str(candidate)
    return None


def windows_archives(program: Path, icons: Path, out: Path, stem: str, version: str, onefile: bool) -> list[Path]:
    archive = out / f"{stem}.zip"
    if onefile:
        with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
            zf.write(program, f"{NAME}/{program.name}")
        return [archive]
    made = [zip_folder(program, archive, NAME)]
    iscc = find_iscc()
    if iscc is None:
        print("build: Inno Setup (iscc) not found: no setup.exe", flush=True)
        return made
    subprocess.run(
        [
            iscc,
            "/Q",
            f"/DAppVersion={version}",
            f"/DSourceDir={program}",
            f"/DIconFile={icons / (NAME + '.ico')}",
            f"/DOutputDir={out}",
            f"/DOutputBase={stem}-setup",
            str(BUILD / "windows" / "panjpar.iss"),
        ],
        check=True,
    )
    return [*made, out / f"{stem}-setup.exe"]


def macos_archive(app: Path, out: Path, stem: str) -> Path:
    archive = out / f"{stem}.zip"
    archive.unlink(missing_ok=True)
    # ditto keeps the bundle's symbolic links and extended attributes, which the code signature depends on.
    subprocess.run(["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", str(app), str(archive)], check=True)
    return archive


# --- checks -------------------------------------------------------------------------------------------------------


def check(executable: Path, timeout: float = 120) -> None:
    """Run the frozen program: replay a record, then ``--smoke`` with dummy SDL drivers in a throw-away home."""
    record = ROOT / "tests" / "panjpar" / "records" / "seed000.panjpar"
    with tempfile.TemporaryDirectory(prefix="panjpar-check-") as tmp:
        home = Path(tmp)
        env = {
            **os.environ,
            "HOME": str(home),
            "USERPROFILE": str(home),
            "APPDATA": str(home / "AppData" / "Roaming"),
            "LOCALAPPDATA": str(home / "AppData" / "Local"),
            "XDG_DATA_HOME": str(home / ".local" / "share"),
            "XDG_CONFIG_HOME": str(home / ".config"),
            "XDG_STATE_HOME": str(home / ".local" / "state"),
            "XDG_CACHE_HOME": str(home / ".cache"),
            "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy",
        }
        env.pop("PANJPAR_DATA_DIR", None)
        commands = [[str(executable), "replay", str(record)]]
        if (ROOT / "game" / "ui" / "app.py").exists():
            commands.append([str(executable), "--smoke", "--data-dir", str(home / "data")])
        for command in commands:
            started = time.perf_counter()
            done = subprocess.run(command, env=env, timeout=timeout, capture_output=True, text=True)
            took = time.perf_counter() - started
            print(f"check: {' '.join(command[1:2])} exit {done.returncode} in {took:.2f} s", flush=True)
            if done.returncode != 0:
                raise SystemExit(f"check failed: {command}\n{done.stdout}\n{done.stderr}")


# --- main ---------------------------------------------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(description="Build Panjpar's release archive for this platform.")
    parser.add_argument("--onefile", action="store_true", help="one executable file instead of a folder")
    parser.add_argument("--check", action="store_true", help="run the built program (replay, --smoke)")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    parser.add_argument("--dist", type=Path, default=DIST, help="where the program and archives go (dist/)")
    parser.add_argument("--no-archive", action="store_true", help="build the program only")
    args = parser.parse_args(argv)

    rerun = ensure_environment(argv)
    if rerun is not None:
        return rerun

    version = read_version()
    mode = "onefile" if args.onefile else "onedir"
    out: Path = args.dist.resolve()
    dist = out / "onefile" if args.onefile else out
    # One work folder per platform: the Windows build made under Wine from this same checkout
    # (build/windows_under_wine.py) must not reuse the Linux build's analysis.
    work = WORK / f"{platform_tag()}-{mode}"
    icons_dir = WORK / "icons"
    started = time.perf_counter()
    pngs = make_icons(icons_dir)
    # The compiled translation catalogs (game/locale/*/LC_MESSAGES/*.mo) that installer.spec bundles.
    subprocess.run([sys.executable, str(ROOT / "build" / "catalogs.py")], check=True)
    run_pyinstaller(args.onefile, dist, work, icons_dir, args.clean)
    executable = executable_path(dist, args.onefile)
    print(f"build: {executable} in {time.perf_counter() - started:.0f} s", flush=True)
    if args.check:
        check(executable)
    if args.no_archive:
        return 0

    stem = archive_stem(version, args.onefile)
    if sys.platform == "win32":
        program = executable if args.onefile else executable.parent
        archives = windows_archives(program, icons_dir, out, stem, version, args.onefile)
    elif sys.platform == "darwin":
        archives = [macos_archive(dist / "Panjpar.app", out, stem)]
    else:
        archives = [linux_archive(executable if args.onefile else executable.parent, pngs, out, stem)]
    for archive in archives:
        print(f"build: {archive} ({archive.stat().st_size / 1e6:.1f} MB)", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
