"""The frozen Linux program, built as a release is: ``--smoke`` and ``replay`` run from the PyInstaller one-folder
build, and the release archive installs and runs for a user. Slow (a PyInstaller build, ~30 s on 2 cores), so it
runs only when asked: ``pytest -m slow tests/packaging`` (or PANJPAR_SLOW=1); ``.ci/run`` runs it after
``make test``.

``--smoke`` must write nothing to the user's data: every run here has a throw-away HOME (and TMPDIR) and no
XDG_* or PANJPAR_* variables, so the real default data folder (``~/.local/share/Panjpar``) is under that HOME, and
the tests check that nothing in it changed. With Xvfb installed, smoke also runs in a real X11 window.
"""

from __future__ import annotations

import json
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


def _user(tmp_path: Path) -> tuple[Path, Path, dict[str, str]]:
    """A stranger's home holding some data of theirs in the real default data folder, a private TMPDIR, and the
    environment to run the program as that user."""
    home = tmp_path / "home"
    data = home / ".local" / "share" / "Panjpar"  # platformdirs.user_data_dir("Panjpar") under this HOME
    data.mkdir(parents=True)
    (data / "keep.txt").write_text("the player's own file\n")
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    return home, tmp, clean_env(home, TMPDIR=str(tmp))


def _snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    """Every file and folder under ``folder`` with its size and modification time."""
    return {str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime_ns) for p in sorted(folder.rglob("*"))}


def _smoke(program: Path, env: dict[str, str]) -> None:
    done = subprocess.run([str(program), "--smoke"], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr


def test_frozen_smoke_exits_0_and_writes_nothing(dist: Path, tmp_path: Path) -> None:
    home, tmp, env = _user(tmp_path)
    before = _snapshot(home)
    _smoke(_program(dist), env)  # no DISPLAY: the game runs headless (SDL's dummy drivers)
    assert _snapshot(home) == before
    assert files_under(tmp) == []


def test_frozen_smoke_in_a_real_window_writes_nothing(dist: Path, tmp_path: Path, x_display: str) -> None:
    home, tmp, env = _user(tmp_path)
    env.update(DISPLAY=x_display, SDL_VIDEODRIVER="x11")
    before = _snapshot(home)
    _smoke(_program(dist), env)
    assert _snapshot(home) == before
    assert files_under(tmp) == []


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


def test_frozen_worker_processes_start(dist: Path, tmp_path: Path) -> None:
    """``arena --jobs 2`` plays in spawned worker processes, as the bot does in a game: in the frozen program they
    are the program itself started again (build/entry.py calls freeze_support). Same deals, same result."""
    command = ["arena", "--a", "random", "--b", "random", "--games", "6", "--jobs", "2", "--seed", "3", "--json"]
    env = clean_env(tmp_path)
    frozen = subprocess.run([str(_program(dist)), *command], env=env, capture_output=True, text=True, timeout=120)
    source = subprocess.run(
        [sys.executable, "-m", "game", *command], env=env, cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert frozen.returncode == source.returncode == 0, frozen.stderr
    timing = ("a_ms", "b_ms")
    results = [{k: v for k, v in json.loads(done.stdout).items() if k not in timing} for done in (frozen, source)]
    assert results[0] == results[1]
    assert results[0]["games"] == 6


def test_frozen_bundle_has_the_assets_beside_the_game(dist: Path) -> None:
    # game/resources.py: ASSETS_DIR = <folder of the game package>/../assets; frozen, the package is in _internal.
    internal = dist / "panjpar" / "_internal"
    assert (internal / "assets" / "fonts" / "DejaVuSans.ttf").is_file()
    assert (internal / "assets" / "icon" / "panjpar.png").is_file()


def test_frozen_bundle_has_each_compiled_catalog_where_the_game_reads_it(dist: Path) -> None:
    # game/ui/i18n.py: LOCALE_DIR = <folder of the game package>/locale, the .mo files build/catalogs.py compiled.
    internal = dist / "panjpar" / "_internal"
    sources = sorted((ROOT / "game" / "locale").glob("*/LC_MESSAGES/*.po"))
    assert sources
    for po in sources:
        bundled = internal / po.with_suffix(".mo").relative_to(ROOT)
        assert bundled.is_file(), f"{bundled} missing: the frozen game would be in English only"
        assert bundled.read_bytes() == po.with_suffix(".mo").read_bytes()


def test_archive_is_small_and_installs_a_working_program(dist: Path, tmp_path: Path) -> None:
    archives = list(dist.glob(f"panjpar-{build.read_version()}-linux-*.tar.gz"))
    assert len(archives) == 1
    assert archives[0].stat().st_size <= 40 * 1000 * 1000
    with tarfile.open(archives[0]) as tar:
        tar.extractall(tmp_path / "unpacked", filter="tar")
    (unpacked,) = (tmp_path / "unpacked").iterdir()
    home, tmp, env = _user(tmp_path)
    subprocess.run(["./install.sh"], cwd=unpacked, env=env, check=True, capture_output=True)
    installed = home / ".local" / "bin" / "panjpar"
    done = subprocess.run([str(installed), "replay", str(RECORD)], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    before = _snapshot(home)
    _smoke(installed, env)
    assert _snapshot(home) == before
    assert files_under(tmp) == []
    subprocess.run([str(home / ".local/opt/panjpar/uninstall.sh")], env=env, check=True, capture_output=True)
    assert not installed.exists()
    leftovers = [f for f in files_under(home) if "mime/" not in f and not f.endswith("mimeinfo.cache")]
    assert leftovers == [".local/share/Panjpar/keep.txt"]  # the player's data stays; the program is gone
