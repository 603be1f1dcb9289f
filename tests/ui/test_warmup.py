"""The window's first frame waits for nothing it does not show: the menu is drawn with no game's rules, table,
bot or autosaver loaded; once it is up, the warm-up loads all of them, and each screen then opens as before."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine import registry
from game.engine.lazy import Lazy
from game.ganjifa.series import ganjifa_series
from game.storage import HUMAN, Autosaver, Store
from game.ui import warmup

#: The packages the menu must not need: the games' rules, the bots, the tables and the autosavers.
HEAVY = (
    "game.panjpar",
    "game.ganjifa.",
    "game.bots",
    "game.ui.scenes.table",
    "game.ui.games",
    "game.ui.panjpar",
    "game.ui.ganjifa",
    "game.ui.tablesaving",
    "game.ui.botdriver",
    "game.storage.autosave",
    "game.ui.art.ganjifa",
    "game.ui.art.back",
    "game.ui.art.effects",
    "game.storage.salvage",
    "game.net",
    "game.ui.network",
    "websockets",
    "zeroconf",
)

SCRIPT = """
import json, sys
import pygame
from game.ui.window import App
pygame.init()
app = App(data_dir=sys.argv[1], size=(1280, 800))
app.pump(1 / 60)
first = sorted(m for m in sys.modules if m.startswith(tuple(json.loads(sys.argv[2]))))
from game.ui import warmup
warmup.load_the_rest()
after = sorted(m for m in sys.modules if m.startswith(tuple(json.loads(sys.argv[2]))))
app.close()
print(json.dumps({"draws": app.draws, "first": first, "after": after}))
"""


def run_app(data_dir: Path) -> tuple[int, set[str], set[str]]:
    """Frames drawn, the heavy modules loaded by the first frame, and those loaded after the warm-up."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(data_dir), json.dumps(HEAVY)],
        capture_output=True,
        text=True,
        env=env,
        check=True,
        timeout=120,
    )
    result = json.loads(done.stdout.strip().splitlines()[-1])
    return int(result["draws"]), set(result["first"]), set(result["after"])


def test_the_menu_is_drawn_before_any_game_table_or_bot_is_loaded_and_the_warm_up_loads_them(tmp_path: Path) -> None:
    draws, first, after = run_app(tmp_path)
    assert draws == 1
    assert first <= {"game.engine.totals"}  # the storage's totals of a match: a dataclass, no rules
    for needed in (
        "game.panjpar.rulebook",
        "game.ganjifa.hamrang.rulebook",
        "game.ui.scenes.table",
        "game.ui.panjpar.gameui",
        "game.ui.ganjifa.hamrang",
        "game.ui.botdriver",
        "game.bots.table",
        "game.bots.ganjifa.ekrang_hard",
        "game.ui.tablesaving",
        "game.storage.autosave",
        "game.ui.art.ganjifa",
    ):
        assert needed in after, needed
    # The network (websockets, zeroconf: some 15 MB) loads when Play with friends is first opened, never before.
    assert not {m for m in after if m.startswith(("game.net", "game.ui.network", "websockets", "zeroconf"))}


def test_a_saved_game_loads_only_its_own_rules_to_offer_resume(tmp_path: Path) -> None:
    """With a Ganjifa game left unfinished, the menu reads it (to offer Resume) with its own rules only."""
    seats = {0: HUMAN, 1: "easy", 2: "easy"}
    with Store.open(tmp_path) as store:
        series = ganjifa_series(registry.GAMES["ekrang"].rules, "ekrang", 3, frozenset(), random.Random(3))
        controller = series.next_game()
        Autosaver(store, controller, "ekrang", seats, store.begin_match("ekrang", 3, seats), series.dealer)
        controller.start()
        assert store.unfinished() is not None
    _draws, first, _after = run_app(tmp_path)
    assert "game.ganjifa.ekrang.rulebook" in first
    assert not any(
        m.startswith(("game.panjpar", "game.ganjifa.komi", "game.bots", "game.ui.scenes.table")) for m in first
    )


RACE = """
import sys, time
import pygame
from game.ui.window import App
from game.ui import warmup
from game.ui.scenes.catalog import SCENES
pygame.init()
app = App(data_dir=sys.argv[1], size=(1280, 800))
app.pump(1 / 60)
warmup.start()
time.sleep(float(sys.argv[2]))
SCENES["table"].factory.get()  # a player's Start while the warm-up imports: the table, its bots, its rules
app.close()
print("opened")
"""


def test_a_table_opened_while_the_warm_up_imports_gets_whole_modules(tmp_path: Path) -> None:
    """The table's screen imported in the window's thread a few milliseconds after the warm-up began: both threads
    once imported the bots' package at the same time and the window got a half-made module (an ImportError that
    closed the game; 23 of 30 such starts before the warm-up and the lazy names shared one import lock)."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    for delay_ms in (4, 8, 12, 16, 20):
        done = subprocess.run(
            [sys.executable, "-c", RACE, str(tmp_path / str(delay_ms)), str(delay_ms / 1000)],
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
        )
        assert done.returncode == 0 and done.stdout.strip().endswith("opened"), (delay_ms, done.stderr[-2000:])


def test_the_warm_up_tells_a_module_that_fails_and_loads_the_others(
    import_folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (import_folder / "lazy_broken.py").write_text("raise RuntimeError('damaged install')\n")
    (import_folder / "lazy_fine.py").write_text("VALUE = 1\n")
    broken, fine = Lazy[int]("lazy_broken", "VALUE"), Lazy[int]("lazy_fine", "VALUE")
    warmup.load_the_rest()
    assert "lazy_fine" in sys.modules and "lazy_broken" not in sys.modules
    assert "could not load lazy_broken (RuntimeError('damaged install'))" in capsys.readouterr().err
    assert fine.get() == 1
    with pytest.raises(RuntimeError, match="damaged install"):
        broken.get()  # the screen that needs it reports it
