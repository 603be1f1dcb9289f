"""Fast tests of build/build.py's helpers: icon containers, desktop entry, names, and install.sh/uninstall.sh run
on an archive made from a stand-in program (no PyInstaller)."""

from __future__ import annotations

import io
import os
import shutil
import struct
import subprocess
import sys
import tarfile
from pathlib import Path

import pygame
import pytest
from packaging_helpers import ROOT, clean_env, files_under, load_build_script

import game

build = load_build_script()


def _png(size: int) -> bytes:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    surface.fill((10, 20, 30, 255))
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "png")
    return buffer.getvalue()


def test_version_is_the_game_version() -> None:
    assert build.read_version() == game.__version__


def test_arch_and_archive_names() -> None:
    assert build.arch_tag("AMD64") == "x86_64"
    assert build.arch_tag("x86_64") == "x86_64"
    assert build.arch_tag("aarch64") == "aarch64"
    assert build.arch_tag("arm64") == "arm64"
    stem = build.archive_stem("1.2.3", False)
    assert stem.startswith("panjpar-1.2.3-") and not stem.endswith("-onefile")
    assert build.archive_stem("1.2.3", True).endswith("-onefile")


def test_ico_header_and_entries() -> None:
    pngs = [_png(s) for s in (256, 16, 48)]
    data = build.ico_bytes(pngs)
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind, count) == (0, 1, 3)
    sizes = []
    for i in range(count):
        width, height, colours, zero, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        assert (colours, zero, planes, bits) == (0, 0, 1, 32)
        payload = data[offset : offset + length]
        assert payload[:8] == b"\x89PNG\r\n\x1a\n"
        real = build.png_size(payload)[0]
        assert width == height == real % 256  # 256 is written as 0
        sizes.append(real)
    assert sizes == [16, 48, 256]
    assert offset + length == len(data)
    with pytest.raises(ValueError):
        build.ico_bytes([_png(512)])


def test_icns_header_and_elements() -> None:
    elements = [(b"ic07", _png(128)), (b"ic08", _png(256))]
    data = build.icns_bytes(elements)
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    at, seen = 8, []
    while at < len(data):
        kind, length = data[at : at + 4], struct.unpack(">I", data[at + 4 : at + 8])[0]
        assert data[at + 8 : at + 16] == b"\x89PNG\r\n\x1a\n"
        seen.append((kind, build.png_size(data[at + 8 : at + length])[0]))
        at += length
    assert at == len(data)
    assert seen == [(b"ic07", 128), (b"ic08", 256)]


def test_icns_types_have_their_sizes() -> None:
    sizes = dict(build.ICNS_TYPES)
    assert (sizes[b"ic07"], sizes[b"ic08"], sizes[b"ic09"], sizes[b"ic10"]) == (128, 256, 512, 1024)


def test_make_icons_from_the_game_icon(tmp_path: Path) -> None:
    if not (ROOT / "assets" / "icon" / "panjpar.png").exists():
        pytest.skip("assets/icon/panjpar.png not drawn yet")
    pngs = build.make_icons(tmp_path / "icons", source=ROOT / "assets" / "icon" / "panjpar.png")
    for size in build.HICOLOR_SIZES:
        assert build.png_size((tmp_path / "icons" / f"panjpar-{size}.png").read_bytes()) == (size, size)
    assert pngs[1024][:8] == b"\x89PNG\r\n\x1a\n"
    assert (tmp_path / "icons" / "panjpar.ico").read_bytes()[:4] == b"\0\0\1\0"
    assert (tmp_path / "icons" / "panjpar.icns").read_bytes()[:4] == b"icns"


def test_desktop_entry_fields() -> None:
    fields = build.desktop_fields()
    assert fields["Type"] == "Application"
    assert fields["Name"] == "Panjpar"
    assert fields["Exec"].split()[0] == "panjpar" and fields["Exec"].endswith("%f")
    assert fields["Icon"] == "panjpar"
    assert fields["Terminal"] == "false"
    categories = fields["Categories"].split(";")
    assert "Game" in categories and "CardGame" in categories and fields["Categories"].endswith(";")
    assert fields["MimeType"] == "application/x-panjpar;"
    assert 'type="application/x-panjpar"' in build.MIME_XML and "*.panjpar" in build.MIME_XML


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_entry_validates(tmp_path: Path) -> None:
    path = tmp_path / "panjpar.desktop"
    path.write_text(build.DESKTOP_ENTRY, "utf-8")
    subprocess.run(["desktop-file-validate", str(path)], check=True)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX shell scripts")
def test_scripts_parse() -> None:
    for script in ("install.sh", "uninstall.sh"):
        path = ROOT / "build" / "linux" / script
        assert os.access(path, os.X_OK), f"{script} is not executable"
        subprocess.run(["sh", "-n", str(path)], check=True)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX shell scripts")
def test_archive_installs_and_uninstalls_for_the_user(tmp_path: Path) -> None:
    program = tmp_path / "program"
    program.mkdir()
    (program / "panjpar").write_text('#!/bin/sh\necho stand-in "$@"\n')
    (program / "panjpar").chmod(0o755)
    (program / "_internal").mkdir()
    (program / "_internal" / "lib.so").write_bytes(b"x")
    icons = {size: _png(size) for size in build.HICOLOR_SIZES}
    archive = build.linux_archive(program, icons, tmp_path, "panjpar-9.9.9-linux-test")
    with tarfile.open(archive) as tar:
        tar.extractall(tmp_path / "unpacked", filter="tar")
    unpacked = tmp_path / "unpacked" / "panjpar-9.9.9-linux-test"
    home = tmp_path / "home"
    home.mkdir()
    env = clean_env(home)

    subprocess.run(["./install.sh"], cwd=unpacked, env=env, check=True, capture_output=True)
    opt = home / ".local" / "opt" / "panjpar"
    link = home / ".local" / "bin" / "panjpar"
    assert link.is_symlink() and link.resolve() == (opt / "panjpar").resolve()
    ran = subprocess.run([str(link), "x"], env=env, check=True, capture_output=True, text=True)
    assert ran.stdout == "stand-in x\n"
    desktop = home / ".local" / "share" / "applications" / "panjpar.desktop"
    fields = build.desktop_fields(desktop.read_text("utf-8"))
    assert fields["Exec"] == f'"{opt}/panjpar" %f'
    assert fields["TryExec"] == f"{opt}/panjpar"
    if shutil.which("desktop-file-validate"):  # the entry as install.sh rewrote it (Exec quoted, TryExec added)
        subprocess.run(["desktop-file-validate", str(desktop)], check=True)
    for size in build.HICOLOR_SIZES:
        assert (home / f".local/share/icons/hicolor/{size}x{size}/apps/panjpar.png").exists()
    assert (home / ".local/share/mime/packages/panjpar.xml").exists()
    assert (opt / "uninstall.sh").exists() and (opt / "_internal" / "lib.so").exists()

    # Installing again replaces the program cleanly.
    subprocess.run(["./install.sh"], cwd=unpacked, env=env, check=True, capture_output=True)
    assert not (home / ".local" / "opt" / "panjpar.new").exists()

    # Game data elsewhere in the home is kept by the uninstaller.
    kept = home / ".local" / "share" / "panjpar" / "games.sqlite3"
    kept.parent.mkdir(parents=True)
    kept.write_bytes(b"games")
    subprocess.run([str(opt / "uninstall.sh")], env=env, check=True, capture_output=True)
    assert not opt.exists() and not link.exists() and not desktop.exists()
    # update-mime-database and update-desktop-database leave their own caches
    leftovers = [f for f in files_under(home) if "mime/" not in f and not f.endswith("/mimeinfo.cache")]
    assert leftovers == [".local/share/panjpar/games.sqlite3"]
