"""Screens open each other by name (game/ui/scenes/catalog.py): every name the code opens is in the catalog."""

from __future__ import annotations

import ast
from pathlib import Path

from game.ui.scenes.catalog import SCENES

UI = Path(__file__).resolve().parents[2] / "game" / "ui"


def opened_names() -> dict[str, list[str]]:
    """Each screen name passed as a literal to ``ctx.open``/``ctx.make``, with where it is opened."""
    found: dict[str, list[str]] = {}
    for path in sorted(UI.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
                continue
            receiver = node.func.value
            is_ctx = (isinstance(receiver, ast.Name) and receiver.id == "ctx") or (
                isinstance(receiver, ast.Attribute) and receiver.attr == "ctx"
            )
            if is_ctx and node.func.attr in ("open", "make") and node.args:
                first = node.args[0]
                assert isinstance(first, ast.Constant) and isinstance(first.value, str), (
                    f"{path}:{node.lineno}: a screen is opened by a literal name"
                )
                found.setdefault(first.value, []).append(f"{path.name}:{node.lineno}")
    return found


def test_every_screen_opened_by_name_is_in_the_catalog() -> None:
    opened = opened_names()
    assert {"menu", "table", "message", "game_over", "statistics"} <= set(opened), "the scan finds the calls"
    unknown = {name: where for name, where in opened.items() if name not in SCENES}
    assert unknown == {}


def test_every_catalog_entry_is_opened_somewhere() -> None:
    """No dead entry: each name in the catalog is opened by some screen or by the app."""
    assert set(SCENES) - set(opened_names()) == set()


def test_every_catalog_entry_names_a_screen_factory_that_exists() -> None:
    """Each screen is named by module and attribute (loaded when first opened): a typo would fail only then."""
    for name, named in SCENES.items():
        assert callable(named.factory.get()), name
