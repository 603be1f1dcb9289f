"""Only the ``arena`` command line can load a bot from a file: no other module of the game imports the loader."""

from __future__ import annotations

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parents[2] / "game"


def imported_modules(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module is not None:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def test_only_the_arena_imports_the_file_loader() -> None:
    importers = {
        path.relative_to(GAME).as_posix()
        for path in GAME.rglob("*.py")
        if any(name == "game.bots.plugin" or name.startswith("game.bots.plugin.") for name in imported_modules(path))
    }
    assert importers == {"commands/arena.py"}
    for path in GAME.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        if path.name != "plugin.py":  # nothing else executes a file as a module
            assert "spec_from_file_location" not in text and "exec_module" not in text, path
