"""Translations: every string the screens pass to _() has a German translation with the same placeholders."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from game.ui import i18n

UI = Path(i18n.__file__).parent


def messages() -> set[str]:
    found: set[str] = set()
    for path in UI.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "_":
                arg = node.args[0]
                assert isinstance(arg, ast.Constant) and isinstance(arg.value, str), f"_() of a non-literal in {path}"
                found.add(arg.value)
    return found


def test_german_catalog_is_complete_and_keeps_placeholders() -> None:
    catalog = i18n.parse_po(i18n.catalog_path("de").read_text(encoding="utf-8"))
    wanted = messages()
    assert len(wanted) > 50
    missing = sorted(wanted - catalog.keys())
    assert not missing, f"untranslated: {missing}"
    for msgid in wanted:
        assert set(re.findall(r"{\w+}", msgid)) == set(re.findall(r"{\w+}", catalog[msgid])), msgid


def test_set_language_switches_and_falls_back_to_english() -> None:
    try:
        i18n.set_language("de")
        assert i18n._("New game") == "Neues Spiel"
        assert i18n._("not in any catalog") == "not in any catalog"
        i18n.set_language("xx")
        assert i18n._("New game") == "New game"
    finally:
        i18n.set_language("en")


def test_po_parser_joins_continued_lines_and_unescapes() -> None:
    text = 'msgid ""\nmsgstr "header"\n\n# c\nmsgid "a"\n"b\\n"\nmsgstr "x"\n"\\"y\\""\n'
    assert i18n.parse_po(text) == {"ab\n": 'x"y"'}
