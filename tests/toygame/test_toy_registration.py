"""What a new game needs of the existing files: one line in each of three tables, and nothing else. The toy game's
own package (tests/toygame) holds its rules, record, bot and screens; the fixture (conftest.py) and the program
launcher (launch.py) each write the same three lines; no module of the program names the toy; and every part of
the parlour that lists games finds it through those lines."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.bots.table import BOTS, bot_levels, make_bot
from game.engine import registry
from game.ui import i18n
from game.ui.games import GAME_UIS, game_ui, with_ui
from game.ui.names import translated, variant_note
from toygame.bot import ToyBot
from toygame.entry import TOY
from toygame.gameui import NOTE, blurb

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent

#: The existing files a new game touches, each by one line: the table it goes in, as the fixture writes it.
NEEDED = {
    "game/engine/registry.py": "registry.GAMES",
    "game/bots/table.py": "BOTS",
    "game/ui/games.py": "GAME_UIS",
}


def registrations(path: Path) -> list[str]:
    """The tables a file adds the toy to: ``monkeypatch.setitem(TABLE, ...)`` or ``TABLE[...] = ...``."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "setitem":
            found.append(ast.unparse(node.args[0]))
        elif isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Subscript):
            found.append(ast.unparse(node.targets[0].value))
    return found


def test_the_fixture_and_the_launcher_each_add_the_toy_to_the_three_tables_by_one_line() -> None:
    for name in ("conftest.py", "launch.py"):
        assert sorted(registrations(HERE / name)) == sorted(NEEDED.values()), name
    for path, table in NEEDED.items():  # each table is where the doc says
        assert f"\n{table.rpartition('.')[2]}: " in (ROOT / path).read_text(encoding="utf-8"), path


def test_no_module_of_the_program_names_the_toy() -> None:
    """The program needed no change for the toy: no file of game/ names it (its package or its id)."""
    for path in sorted((ROOT / "game").rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        assert "toygame" not in source, path
        strings = {n.value for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Constant)}
        assert "toy" not in strings, path


@pytest.mark.usefixtures("toy")
def test_every_list_of_games_finds_the_toy_through_its_three_lines() -> None:
    assert registry.game_of_variant("toy") is TOY and registry.player_counts("toy") == (2, 3, 4, 5, 6)
    assert [game.id for game in with_ui()][-1] == "toy" and "toy" in GAME_UIS
    assert {level.id for level in TOY.levels} == set(bot_levels("toy")) == {"random", "easy"}
    assert isinstance(make_bot("toy", "easy"), ToyBot) and ("toy", "easy") in BOTS
    assert game_ui("toy").blurb() == blurb() and variant_note("toy") == NOTE


@pytest.mark.usefixtures("toy")
def test_the_toys_words_no_catalog_has_show_in_english() -> None:
    """Its strings are in no catalog (the catalogs are extracted from game/): in German they show in English."""
    try:
        assert i18n.set_language("de") is None
        assert blurb() == "One card each: stay or fold, the highest card takes the pot."
        assert translated(NOTE) == NOTE and i18n._("Stake") != "Stake", "German is on"
    finally:
        i18n.set_language("en")
