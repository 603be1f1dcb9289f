"""No import cycle inside game/ui: every import counts, at the top, inside a function or under TYPE_CHECKING.

Run ``python tests/ui/test_ui_imports.py [package]`` to print the strongly connected components of a package's
import graph (``game.ui`` by default); the test asserts there are none with more than one module.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def module_names(package: str) -> dict[str, Path]:
    """Every module of ``package`` (packages by their ``__init__``), by dotted name."""
    folder = ROOT.joinpath(*package.split("."))
    out: dict[str, Path] = {}
    for path in sorted(folder.rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def imported(path: Path, name: str, known: set[str]) -> set[str]:
    """The modules of ``known`` that the module ``name`` at ``path`` imports anywhere in its body, with the
    packages that importing them runs (``a.b.c`` runs ``a.b`` first)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    is_package = path.name == "__init__.py"
    targets: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".") if is_package else name.split(".")[:-1]
                base = base[: len(base) - node.level + 1]
                module = ".".join([*base, node.module] if node.module else base)
            else:
                module = node.module or ""
            targets.add(module)
            targets.update(f"{module}.{alias.name}" for alias in node.names)  # ``from pkg import module``
    out: set[str] = set()
    for target in targets:
        parts = target.split(".")
        for end in range(1, len(parts) + 1):
            prefix = ".".join(parts[:end])
            if prefix in known and prefix != name:
                out.add(prefix)
    return out


def import_graph(package: str) -> dict[str, set[str]]:
    modules = module_names(package)
    known = set(modules)
    return {name: imported(path, name, known) for name, path in modules.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component: list[str] = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_graph_sees_imports_inside_functions_and_type_checking(tmp_path: Path) -> None:
    """The checker itself: an import inside a function or under TYPE_CHECKING closes a cycle it reports."""
    source = (
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from game.ui.scenes import table\n",
        "def f():\n    from game.ui.scenes.base import Scene\n",
    )
    base, table = tmp_path / "base.py", tmp_path / "table.py"
    base.write_text(source[0], encoding="utf-8")
    table.write_text(source[1], encoding="utf-8")
    known = {"game.ui.scenes.base", "game.ui.scenes.table"}
    graph = {
        "game.ui.scenes.base": imported(base, "game.ui.scenes.base", known),
        "game.ui.scenes.table": imported(table, "game.ui.scenes.table", known),
    }
    assert cycles(graph) == [["game.ui.scenes.base", "game.ui.scenes.table"]]


def test_no_import_cycle_in_game_ui() -> None:
    graph = import_graph("game.ui")
    assert "game.ui.scenes.table" in graph and graph["game.ui.window"], "the graph must hold the real modules"
    assert cycles(graph) == []


if __name__ == "__main__":
    package = sys.argv[1] if len(sys.argv) > 1 else "game.ui"
    graph = import_graph(package)
    components = cycles(graph)
    print(f"{package}: {len(graph)} modules, {sum(map(len, graph.values()))} imports, {len(components)} cycle(s)")
    for component in components:
        print(f"  {len(component)} modules: {', '.join(component)}")
    sys.exit(1 if components else 0)
