"""The layer contract of ``game/`` (docs/ARCHITECTURE.md), checked on the import graph read from the source.

Every import statement counts: at module level, inside functions, under ``if TYPE_CHECKING:``, and so does a
module named to be imported on first use, ``Lazy("game.x", "NAME")`` (game/engine/lazy.py). ``from P import
name`` depends on the package ``P`` itself (its ``__init__`` runs and the name is read from it) and, when ``P.name``
is a module, on that module too. The graph is built with :mod:`ast` rather than import-linter so that the contract
needs no new dependency and states the rule "imports inside functions count" exactly.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Mapping
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "game"

# ----- the contract, as data --------------------------------------------------------------------------------
#: Each layer of ``game/`` (a package or a module, with everything under it) and the layers it may import, lowest
#: first. A module belongs to the longest layer name that is a prefix of it; ``game`` is only the package's own
#: ``__init__`` (the version), so a new package must be given a line here. ``game.cards`` (the packs as data,
#: issue 11) sits below the rules; ``game.engine`` (the registry of games) just above them.
#: ``game/engine``'s lower half, below every game so that the games build on it: the record envelope with its
#: limits and tag lines, the game protocol, the generic controller, the shared result formats, a match's totals
#: and the one series of games. The rest of ``game.engine`` (the registry, which lists the games) sits above the games.
_ENVELOPE = frozenset({"game.engine.limits", "game.engine.tags", "game.engine.envelope"})
_PROTOCOL = _ENVELOPE | {"game.engine.protocol", "game.engine.controller", "game.engine.results", "game.engine.totals"}
_PROTOCOL |= {"game.engine.series"}
ALLOWED: Mapping[str, frozenset[str]] = {
    "game": frozenset(),
    "game.languages": frozenset(),
    "game.resources": frozenset({"game"}),
    "game.cards": frozenset({"game.cards"}),
    "game.engine.limits": frozenset({"game.engine.limits"}),
    "game.engine.tags": frozenset({"game.engine.limits", "game.engine.tags"}),
    "game.engine.envelope": _ENVELOPE,
    "game.engine.protocol": _ENVELOPE | {"game.engine.protocol"},
    "game.engine.controller": _PROTOCOL,
    "game.engine.results": frozenset({"game.engine.results"}),
    "game.engine.totals": frozenset(),
    "game.engine.series": _PROTOCOL,
    "game.panjpar": _PROTOCOL | {"game.cards", "game.panjpar"},
    "game.ganjifa": _PROTOCOL | {"game.cards", "game.ganjifa"},
    "game.engine": _PROTOCOL | {"game.cards", "game.panjpar", "game.ganjifa", "game.engine"},
    "game.bots": _PROTOCOL | {"game.cards", "game.panjpar", "game.ganjifa", "game.engine", "game.bots"},
    # Storage reaches every game through the registry only: it imports no game's package.
    "game.storage": _PROTOCOL | {"game.engine", "game.storage", "game.languages"},
    "game.commands": _PROTOCOL
    | {"game.cards", "game.panjpar", "game.ganjifa", "game.engine", "game.bots", "game.commands"},
    # The network (issue 23): tables, server and client without a screen; the window will use its client.
    "game.net": _PROTOCOL
    | {"game", "game.cards", "game.panjpar", "game.ganjifa", "game.engine", "game.bots", "game.storage", "game.net"},
    "game.ui": _PROTOCOL
    | {"game", "game.languages", "game.resources", "game.cards", "game.panjpar", "game.ganjifa", "game.engine"}
    | {"game.bots"}
    | {"game.storage", "game.commands", "game.ui"}
    | {"game.net"},  # the window's Host and Join (game/ui/network/) use the network's client and server
    "game.cli": _PROTOCOL | {"game", "game.engine", "game.commands", "game.net", "game.ui"},
    "game.__main__": frozenset({"game.cli"}),
}
#: Layers that may import pygame (and pygame's own modules); every other layer runs without a screen.
PYGAME_ALLOWED: frozenset[str] = frozenset({"game.ui"})
#: Each game's presenter package at the table (game/ui/presenter.py), and the modules of the generic table and the
#: screens that show any game, which so import none of them; only ``game.ui.games``, the map of game id to each
#: game's screens (its GameUI), does.
GAME_PRESENTERS: tuple[str, ...] = ("game.ui.panjpar", "game.ui.ganjifa")
GENERIC_TABLE: tuple[str, ...] = (
    "game.ui.scenes.table",
    "game.ui.presenter",
    "game.ui.botturns",
    "game.ui.input",
    "game.ui.gameui",
    "game.ui.names",
    "game.ui.scenes.chooser",
    "game.ui.scenes.rules",
    "game.ui.scenes.per_game",
    "game.ui.scenes.setup",
    "game.ui.replay",
    "game.ui.records",
)


# ----- the graph --------------------------------------------------------------------------------------------
def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def source_modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def imported_names(name: str, path: Path, modules: Mapping[str, Path]) -> set[str]:
    """Every module ``name`` imports, anywhere in its source (absolute names; relative imports resolved)."""
    found: set[str] = set()
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                source = ".".join([*base, *([node.module] if node.module else [])])
            else:
                source = node.module or ""
            found.add(source)
            found.update(f"{source}.{alias.name}" for alias in node.names if f"{source}.{alias.name}" in modules)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Lazy" and node.args:
            named = node.args[0]
            if isinstance(named, ast.Constant) and isinstance(named.value, str):
                found.add(named.value)
    return found


def import_graph() -> dict[str, set[str]]:
    """Module -> the modules of ``game`` it imports, and ``pygame`` when it imports pygame or a part of it."""
    modules = source_modules()
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        edges = set()
        for imported in imported_names(name, path, modules):
            if imported == "pygame" or imported.startswith("pygame."):
                edges.add("pygame")
            elif imported in modules:
                edges.add(imported)
            elif imported == "game" or imported.startswith("game."):
                raise AssertionError(f"{name} imports {imported}, which is not a module of game/")
        graph[name] = edges
    return graph


def layer_of(module: str) -> str:
    layers = [layer for layer in ALLOWED if module == layer or (layer != "game" and module.startswith(layer + "."))]
    assert layers, f"{module} belongs to no layer: add it to ALLOWED in tests/test_layers.py"
    return max(layers, key=len)


def strongly_connected(graph: Mapping[str, Iterable[str]]) -> list[frozenset[str]]:
    """Tarjan's components of more than one module, or of one module importing itself (iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, edges = work[-1]
            for target in edges:
                if target not in graph:
                    continue
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph[target]))))
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = set()
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.add(member)
                        if member == node:
                            break
                    if len(component) > 1 or node in graph[node]:
                        found.append(frozenset(component))
    return found


def test_no_import_cycle_in_game() -> None:
    cycles = strongly_connected(import_graph())
    assert [sorted(cycle) for cycle in cycles] == [], "import cycles in game/"


def test_each_layer_imports_only_the_layers_below_it() -> None:
    graph = import_graph()
    broken = sorted(
        f"{module} imports {target}"
        for module, targets in graph.items()
        for target in targets
        if target != "pygame" and layer_of(target) not in ALLOWED[layer_of(module)]
    )
    assert broken == []


def test_only_the_ui_imports_pygame() -> None:
    graph = import_graph()
    loaders = sorted(module for module, targets in graph.items() if "pygame" in targets)
    assert loaders, "no module imports pygame: the graph is not being read"
    assert [module for module in loaders if layer_of(module) not in PYGAME_ALLOWED] == []


def test_the_generic_table_imports_no_games_presenter() -> None:
    graph = import_graph()
    assert all(module in graph for module in GENERIC_TABLE), "a generic table module was renamed: update the list"

    def of_a_game(target: str) -> bool:
        return any(target == package or target.startswith(package + ".") for package in GAME_PRESENTERS)

    assert sorted(f"{m} imports {t}" for m in GENERIC_TABLE for t in graph[m] if of_a_game(t)) == []
    importers = {m for m, targets in graph.items() if not of_a_game(m) and any(of_a_game(t) for t in targets)}
    # Besides the map: the screens' catalog (Panjpar's colour guess, set-up and resumed table).
    assert importers - {"game.ui.games", "game.ui.scenes.catalog"} == set()


# ----- the checker itself: it must see what it claims to see ------------------------------------------------
def test_the_graph_counts_imports_inside_functions_and_under_type_checking(tmp_path: Path) -> None:
    source = tmp_path / "scenes.py"
    source.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from game.storage.store import Store\n"
        "def later() -> None:\n    import game.ui.app\n"
        "    from . import menu\n    from game.storage import rows\n"
        "RULES = Lazy('game.panjpar.rulebook', 'PANJPAR_RULES')\n",
        encoding="utf-8",
    )
    modules = {"game.storage": Path(), "game.storage.rows": Path(), "game.ui.scenes.menu": Path()}
    assert imported_names("game.ui.scenes.scenes", source, modules) == {
        "typing",
        "game.storage.store",
        "game.ui.app",
        "game.ui.scenes",
        "game.ui.scenes.menu",
        "game.storage",
        "game.storage.rows",
        "game.panjpar.rulebook",
    }
    assert "game.ui.app" in import_graph()["game.cli"]  # imported inside cli.main()


def test_the_cycle_finder_finds_a_cycle_through_a_package_init() -> None:
    graph = {"p": {"p.a"}, "p.a": {"p.b"}, "p.b": {"p"}, "q": {"p"}}
    assert strongly_connected(graph) == [frozenset({"p", "p.a", "p.b"})]
    assert strongly_connected({"a": {"b"}, "b": set()}) == []


def test_every_module_has_a_layer_and_a_new_package_is_not_taken_for_game() -> None:
    assert {layer_of(module) for module in import_graph()} <= set(ALLOWED)
    assert (layer_of("game"), layer_of("game.cli"), layer_of("game.ui.scenes.menu")) == ("game", "game.cli", "game.ui")
    with pytest.raises(AssertionError, match="belongs to no layer"):
        layer_of("game.hanafuda.rules")
