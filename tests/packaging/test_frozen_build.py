"""The frozen Linux program, built as a release is: ``--smoke`` and ``replay`` run from the PyInstaller one-folder
build, and the release archive installs and runs for a user. Slow (a PyInstaller build, ~30 s on 2 cores), so it
runs only when asked: ``pytest -m slow tests/packaging`` (or PANJPAR_SLOW=1)."""

from __future__ import annotations

import subprocess
import sys
import tarfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from packaging_helpers import RECORD, ROOT, clean_env, files_under, load_build_script

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        "'slow' not in (config.getoption('markexpr') or '') and os.environ.get('PANJPAR_SLOW') != '1'",
        reason="slow: run with `pytest -m slow tests/packaging`",
    ),
    pytest.mark.skipif("not sys.platform.startswith('linux')", reason="builds the Linux archive"),
]

build = load_build_script()
HAS_UI = (ROOT / "game" / "ui" / "app.py").exists()


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The one-folder build and its archive, made by ``build/build.py`` into a fresh folder."""
    out = tmp_path_factory.mktemp("dist")
    subprocess.run([sys.executable, str(ROOT / "build" / "build.py"), "--dist", str(out)], check=True, timeout=900)
    yield out


def _program(dist: Path) -> Path:
    program = dist / "panjpar" / "panjpar"
    assert program.is_file()
    return program


@pytest.mark.skipif(not HAS_UI, reason="game/ui/app.py not written yet")
def test_frozen_smoke_exits_0_and_writes_nothing_to_home(dist: Path, tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    data = tmp_path / "data"
    env = clean_env(home, PANJPAR_DATA_DIR=str(data))
    done = subprocess.run([str(_program(dist)), "--smoke"], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    assert files_under(home) == []


def test_frozen_replay_matches_the_source(dist: Path, tmp_path: Path) -> None:
    env = clean_env(tmp_path)
    for extra in ([], ["--json"]):
        frozen = subprocess.run(
            [str(_program(dist)), "replay", str(RECORD), *extra], env=env, capture_output=True, text=True, timeout=60
        )
        source = subprocess.run(
            [sys.executable, "-m", "game", "replay", str(RECORD), *extra],
            env=env,
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert frozen.returncode == source.returncode == 0, frozen.stderr
        assert frozen.stdout == source.stdout


def test_frozen_bundle_has_the_assets_beside_the_game(dist: Path) -> None:
    # game/resources.py: ASSETS_DIR = <folder of the game package>/../assets; frozen, the package is in _internal.
    internal = dist / "panjpar" / "_internal"
    assert (internal / "assets" / "fonts" / "DejaVuSans.ttf").is_file()
    assert (internal / "assets" / "icon" / "panjpar.png").is_file()


def test_archive_is_small_and_installs_a_working_program(dist: Path, tmp_path: Path) -> None:
    archives = list(dist.glob(f"panjpar-{build.read_version()}-linux-*.tar.gz"))
    assert len(archives) == 1
    assert archives[0].stat().st_size <= 40 * 1000 * 1000
    with tarfile.open(archives[0]) as tar:
        tar.extractall(tmp_path / "unpacked", filter="tar")
    (unpacked,) = (tmp_path / "unpacked").iterdir()
    home = tmp_path / "home"
    home.mkdir()
    env = clean_env(home)
    subprocess.run(["./install.sh"], cwd=unpacked, env=env, check=True, capture_output=True)
    installed = home / ".local" / "bin" / "panjpar"
    done = subprocess.run([str(installed), "replay", str(RECORD)], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    if HAS_UI:
        done = subprocess.run(
            [str(installed), "--smoke"],
            env={**env, "PANJPAR_DATA_DIR": str(tmp_path / "data")},
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == 0, done.stdout + done.stderr
    subprocess.run([str(home / ".local/opt/panjpar/uninstall.sh")], env=env, check=True, capture_output=True)
    assert not installed.exists()
