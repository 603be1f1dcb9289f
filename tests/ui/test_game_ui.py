"""Each game's screens are its GameUI, registered by one line in game/ui/games.py: the shared modules of the window
compare no game id and chain no ``isinstance`` over a game's classes (read from the source here), every game of the
registry has its screens, and each writes out its registry texts for the translators."""

from __future__ import annotations

import ast
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game.engine import registry
from game.engine.lazy import Lazy
from game.ui.games import GAME_UIS, game_ui
from game.ui.gameui import GameUI
from game.ui.names import pack_name
from game.ui.rules.page import RulesPage, Section
from game.ui.scenes.chooser import GameChooserScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.setup import SetUpScene
from game.ui.seatnames import level_words

from .driver import Driver
from .test_game_registry import TOY

ROOT = Path(__file__).resolve().parents[2]
#: The registration itself: the one place a game's id is written in the window's shared code.
REGISTRATION = "game.ui.games"
#: Shared modules still to move onto the generic path (issue 21, point 1); each names why. The list only shrinks:
#: it is empty now.
PENDING: dict[str, str] = {}

#: A game's id written for another reason: the catalogs' gettext domain is the program's name.
NOT_A_GAME = {"game.ui.i18n": "game id 'panjpar'"}

CLASS_TESTS = ("isinstance", "issubclass")


def game_ids() -> set[str]:
    return set(registry.GAMES)


def own_module(module: str, games: set[str]) -> bool:
    """A module of one game (or of one game's package): a part of its name, split at ``_``, is a game's id
    (``game.ui.panjpar.board``, ``game.ui.ganjifa.rules_komi``, ``game.ganjifa.komi.state``)."""
    return any(word in games for part in module.split(".") for word in part.split("_"))


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def docstrings(tree: ast.AST) -> set[int]:
    """The ids of the docstring nodes of ``tree`` (a game's name in a sentence is no comparison)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def game_id_uses(source: str, games: set[str], constants: set[str]) -> list[str]:
    """Where ``source`` (a shared module) asks which game it is: a registry game by name (``PANJPAR.id``), a
    string equal to a game's id, or ``isinstance`` (or a ``match`` class) over a class of one game's modules."""
    tree = ast.parse(source)
    own_classes = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and own_module(node.module, games):
            own_classes |= {alias.asname or alias.name for alias in node.names}
    skip = docstrings(tree)
    found = []
    for node in ast.walk(tree):
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Attribute) and node.attr in constants:
            found.append(f"{line}: registry game {node.attr}")
        elif isinstance(node, ast.Name) and node.id in constants:
            found.append(f"{line}: registry game {node.id}")
        elif isinstance(node, ast.Constant) and node.value in games and id(node) not in skip:
            found.append(f"{line}: game id {node.value!r}")
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("isinstance", "issubclass")
        ):
            names = {n.id for arg in node.args[1:] for n in ast.walk(arg) if isinstance(n, ast.Name)}
            found += [f"{line}: isinstance over {name}" for name in sorted(names & own_classes)]
        elif isinstance(node, ast.MatchClass):
            names = {n.id for n in ast.walk(node.cls) if isinstance(n, ast.Name)}
            found += [f"{line}: case over {name}" for name in sorted(names & own_classes)]
    return found


def shared_modules(root: Path) -> dict[str, Path]:
    """The window's modules that show any game: all of ``game/ui`` but each game's own and the registration."""
    games = game_ids()
    modules = {module_name(path, root): path for path in sorted((root / "game" / "ui").rglob("*.py"))}
    return {m: p for m, p in modules.items() if not own_module(m, games) and m != REGISTRATION and m not in PENDING}


def uses_in(root: Path) -> dict[str, list[str]]:
    games = game_ids()
    constants = {name for name, value in vars(registry).items() if isinstance(value, registry.GameInfo)}
    found = {}
    for module, path in shared_modules(root).items():
        uses = game_id_uses(path.read_text(encoding="utf-8"), games, constants)
        uses = [use for use in uses if use.partition(": ")[2] != NOT_A_GAME.get(module)]
        if uses:
            found[module] = uses
    return found


def test_no_shared_module_of_the_window_compares_a_game_id_or_a_games_class() -> None:
    assert "game.ui.scenes.table" in shared_modules(ROOT) and "game.ui.ganjifa.presenter" in shared_modules(ROOT)
    assert uses_in(ROOT) == {}, "ask the game's GameUI (game/ui/games.py) instead"


def test_the_checker_finds_each_way_of_asking_which_game_it_is() -> None:
    source = (
        '"""About panjpar."""\n'
        "from game.engine import registry\n"
        "from game.engine.registry import KOMI\n"
        "from game.ganjifa.komi.state import KomiView\n"
        "from game.ganjifa.actions import Play\n"
        "def f(game, view):\n"
        '    """Not for nakashth."""\n'
        "    if game == registry.PANJPAR.id or game is KOMI:\n"
        "        return 1\n"
        "    if isinstance(view, Play) or isinstance(view, Play | KomiView):\n"
        "        return 2\n"
        "    match view:\n"
        "        case KomiView():\n"
        "            return 3\n"
        '    return {"ekrang": 4}.get(game)\n'
    )
    games = game_ids()
    constants = {"PANJPAR", "KOMI"}
    assert sorted(game_id_uses(source, games, constants)) == [
        "10: isinstance over KomiView",  # not over Play: the round pack's, every Ganjifa game's
        "13: case over KomiView",
        "15: game id 'ekrang'",
        "8: registry game KOMI",
        "8: registry game PANJPAR",
    ], "the docstrings name games and are no comparison"


def test_every_game_of_the_registry_has_its_screens_registered_by_one_line() -> None:
    assert list(GAME_UIS) == list(registry.GAMES)
    source = (ROOT / "game" / "ui" / "games.py").read_text(encoding="utf-8")
    for game in registry.GAMES:
        assert source.count(f'"{game}"') == 1, game
        assert GAME_UIS[game].module.startswith(("game.ui.panjpar.", "game.ui.ganjifa.")), game


def test_each_game_writes_out_its_registry_names_and_notes_for_the_translators() -> None:
    """names.translated reads each game's texts: a game's name or note left out would show in English."""
    shared = set(level_words())
    for game in registry.GAMES.values():
        texts = {v.name for v in game.variants if v.name != game.name} | {v.note for v in game.variants if v.note}
        texts |= {o.name for o in game.options} | {o.note for o in game.options if o.note}
        texts |= {level.name for level in game.levels} - shared
        assert texts <= set(game_ui(game.id).texts()), game.id


LOADS = """
import json, sys
from game.ui import games, names, seatnames
from game.ui.scenes import chooser, rules, table
print(json.dumps(sorted(m for m in sys.modules if m.startswith(("game.ui.panjpar", "game.ui.ganjifa")))))
"""


def test_the_registration_loads_no_games_screens_until_one_is_asked_for() -> None:
    done = subprocess.run([sys.executable, "-c", LOADS], capture_output=True, text=True, check=True, timeout=120)
    assert done.stdout.strip().splitlines()[-1] == "[]"


# ----- a new game: its GameUI and one line ---------------------------------------------------------------------
def toy_ui() -> GameUI:
    """The toy game's screens: Panjpar's table (its variant is a Panjpar one), a page, a card and a line."""
    panjpar = game_ui(registry.PANJPAR.id)
    page = RulesPage((Section("The toy", ("A toy for the tests.",)),))
    texts = {"Toy pack": "Toy pack", "A toy for the tests.": "A toy for the tests.", "Wild": "Wild"}
    return replace(panjpar, rules_page=lambda: page, miniature=(12, "H"), blurb=lambda: "A toy line.",
                   texts=lambda: texts)  # fmt: skip


@pytest.fixture
def toy_with_screens(monkeypatch: pytest.MonkeyPatch) -> None:
    """The toy game of tests/ui/test_game_registry.py registered with its screens: one line in each registry."""
    monkeypatch.setattr(registry, "GAMES", {**registry.GAMES, TOY.id: TOY})
    monkeypatch.setitem(GAME_UIS, TOY.id, Lazy.of(toy_ui()))


@pytest.mark.usefixtures("toy_with_screens")
def test_a_game_registered_with_its_screens_is_chosen_set_up_explained_and_named() -> None:
    d = Driver()
    try:
        d.pump()
        d.click(d.button("New game"))
        chooser = d.top
        assert isinstance(chooser, GameChooserScene) and [game.id for game in chooser.games][-1] == "toy"
        d.key(pygame.K_6)  # the sixth game: the toy's set-up (the one set-up screen)
        assert isinstance(d.top, SetUpScene) and d.top.game.id == "toy"
        rules = d.app.ctx.open("rules", "toy")
        assert isinstance(rules, RulesScene) and rules.game == "toy"
        assert "Toy" in [button.label for button, _action in rules.buttons.items]
        d.pump()  # its page drawn
        assert pack_name("toy-20") == "Toy pack"
    finally:
        d.app.close()
