"""``pyinstaller installer.spec`` run as its header documents, but from another folder and by a Python that does not
have the game installed: the spec must put the repository root on the import path itself (the program's ``replay``
died with ``ModuleNotFoundError: game.panjpar.rulebook`` when it did not), and it must stop the build when it finds
none of the game's modules. Slow (a PyInstaller build, ~30 s on 2 cores): ``pytest -m slow tests/packaging``.

"A Python without the game installed" is a throw-away virtual environment whose only link to the project's
``.venv`` is a ``.pth`` line naming its site-packages: PyInstaller and pygame-ce import from there, but the
editable install's finder (a ``.pth`` file of that folder, which a plain path line does not run) does not, so
``import game`` works only when the spec has made the root importable.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
from collections.abc import Iterator
from pathlib import Path

import pytest
from packaging_helpers import RECORD, ROOT, clean_env, load_build_script

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        "'slow' not in (config.getoption('markexpr') or '') and os.environ.get('PANJPAR_SLOW') != '1'",
        reason="slow: run with `pytest -m slow tests/packaging`",
    ),
    pytest.mark.skipif("not sys.platform.startswith('linux')", reason="builds the Linux program"),
]

build = load_build_script()


def _bare_python(folder: Path) -> Path:
    """A virtual environment that sees this one's packages (PyInstaller, pygame-ce) but not its installed game."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(folder)], check=True, timeout=120)
    python = folder / "bin" / "python"
    site = Path(
        subprocess.run(
            [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout.strip()
    )
    (site / "project-packages.pth").write_text(sysconfig.get_path("purelib") + "\n")
    return python


def _pyinstaller(python: Path, spec: Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PANJPAR_ONEFILE")}
    command = [str(python), "-m", "PyInstaller", str(spec), "--noconfirm", "--log-level", "WARN"]
    command += ["--workpath", str(cwd / "work"), "--distpath", str(cwd / "dist")]
    return subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=900)


@pytest.fixture(scope="module")
def python(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    build.ensure_environment([])  # the pinned PyInstaller in this environment, as build/build.py installs it
    bare = _bare_python(tmp_path_factory.mktemp("bare") / "venv")
    found = subprocess.run([str(bare), "-c", "import game"], cwd=tmp_path_factory.mktemp("elsewhere"))
    assert found.returncode != 0, "the game is importable without the spec's help: this test would prove nothing"
    subprocess.run([str(bare), "-c", "import PyInstaller, pygame"], check=True, timeout=60)
    yield bare


def test_spec_run_from_another_folder_builds_a_working_program(python: Path, tmp_path: Path) -> None:
    subprocess.run([sys.executable, str(ROOT / "build" / "catalogs.py")], check=True)
    done = _pyinstaller(python, ROOT / "installer.spec", tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    program = tmp_path / "dist" / "panjpar" / "panjpar"
    env = clean_env(tmp_path / "home")
    replay = subprocess.run([str(program), "replay", str(RECORD)], env=env, capture_output=True, text=True, timeout=60)
    assert replay.returncode == 0, replay.stdout + replay.stderr
    source = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(RECORD)], env=env, cwd=ROOT, capture_output=True, text=True
    )
    assert replay.stdout == source.stdout
    smoke = subprocess.run([str(program), "--smoke"], env=env, capture_output=True, text=True, timeout=120)
    assert smoke.returncode == 0, smoke.stdout + smoke.stderr


def test_spec_stops_the_build_when_it_finds_no_game_modules(python: Path, tmp_path: Path) -> None:
    """A root whose ``game`` package has none of the game's modules: the spec says so and PyInstaller exits
    non-zero before it builds anything."""
    root = tmp_path / "root"
    (root / "game").mkdir(parents=True)
    (root / "game" / "__init__.py").write_text('__version__ = "9.9.9"\n')
    shutil.copy(ROOT / "installer.spec", root / "installer.spec")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    done = _pyinstaller(python, root / "installer.spec", elsewhere)
    assert done.returncode != 0
    assert "collect_submodules('game') found 1 modules" in done.stderr, done.stderr
    assert "game.panjpar.rulebook" in done.stderr
    assert not (elsewhere / "dist" / "panjpar").exists()
