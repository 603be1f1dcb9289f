"""game/storage keeps every game the same way (issue 21): no module of it names a game (its id, a variant's id, the
registry's entry for it), so a game is reached through the registry alone. Its imports are held by
tests/test_layers.py (storage imports no game's package)."""

from __future__ import annotations

import ast
from pathlib import Path

from game.engine import registry

STORAGE = Path(__file__).resolve().parents[2] / "game" / "storage"


def named_games(path: Path) -> list[str]:
    """Where the module at ``path`` names a game: a string that is a game's or a variant's id, or one of the
    registry's game entries (``registry.PANJPAR``)."""
    ids = set(registry.GAMES) | set(registry.variant_ids())
    entries = {name for name, value in vars(registry).items() if isinstance(value, registry.GameInfo)}
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and node.value in ids:
            found.append((node.lineno, repr(node.value)))
        elif isinstance(node, ast.Attribute | ast.Name) and getattr(node, "attr", getattr(node, "id", "")) in entries:
            found.append((node.lineno, ast.unparse(node)))
    return [f"{path.name}:{line}: {what}" for line, what in sorted(found)]


def test_no_storage_module_names_a_game() -> None:
    modules = sorted(STORAGE.glob("*.py"))
    assert len(modules) > 10
    assert [place for path in modules for place in named_games(path)] == []


def test_the_check_finds_a_game_named(tmp_path: Path) -> None:
    module = tmp_path / "named.py"
    module.write_text(
        'from game.engine import registry\nA = game == "komi"\nB = registry.PANJPAR.id\nC = "panjpar-36"\n',
        encoding="utf-8",
    )
    assert named_games(module) == ["named.py:2: 'komi'", "named.py:3: registry.PANJPAR", "named.py:4: 'panjpar-36'"]
