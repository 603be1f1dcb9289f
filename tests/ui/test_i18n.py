"""Translations: every string the screens pass to ``_()`` or ``ngettext()`` has a German translation with the same
placeholders (plural entries with both forms), the compiled catalog the game reads says the same as its source, and
plural forms follow the number."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from game.engine import registry
from game.ui import i18n
from game.ui.names import translated

UI = Path(i18n.__file__).parent
PLACEHOLDER = re.compile(r"{\w+}")


def messages() -> tuple[set[str], set[tuple[str, str]]]:
    """The literal strings of every ``_()`` call, and the (singular, plural) pairs of every ``ngettext()`` call."""
    single: set[str] = set()
    plural: set[tuple[str, str]] = set()
    for path in UI.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            if node.func.id == "_":
                arg = node.args[0]
                assert isinstance(arg, ast.Constant) and isinstance(arg.value, str), f"_() of a non-literal in {path}"
                single.add(arg.value)
            elif node.func.id == "ngettext":
                one, many = node.args[0], node.args[1]
                assert isinstance(one, ast.Constant) and isinstance(many, ast.Constant), f"ngettext in {path}"
                assert isinstance(one.value, str) and isinstance(many.value, str)
                plural.add((one.value, many.value))
    return single, plural


def translation(catalog: Catalog, msgid: str) -> str:
    """The German of a singular entry (empty when missing or untranslated)."""
    entry = catalog.get(msgid)
    text = entry.string if entry is not None else ""
    assert isinstance(text, str), f"{msgid!r} is a plural entry in the catalog but called with _()"
    return text


def plural_forms(catalog: Catalog, one: str, many: str) -> tuple[str, ...]:
    """The German forms of a plural entry; fails when it is missing or its English plural differs."""
    entry = catalog.get(one)
    assert entry is not None and entry.pluralizable, f"no plural entry for {one!r}"
    assert entry.id == (one, many), f"{one!r}: the catalog's plural is {entry.id[1]!r}, the code's {many!r}"
    forms = entry.string
    assert isinstance(forms, (tuple, list))
    return tuple(forms)


def german() -> Catalog:
    with (i18n.LOCALE_DIR / "de" / "LC_MESSAGES" / "panjpar.po").open("rb") as source:
        return read_po(source, abort_invalid=True)


def test_german_catalog_is_complete_and_keeps_placeholders() -> None:
    catalog = german()
    single, plural = messages()
    assert len(single) > 50 and len(plural) >= 5
    missing = sorted(m for m in single if not translation(catalog, m))
    assert not missing, f"untranslated: {missing}"
    for msgid in single:
        assert set(PLACEHOLDER.findall(msgid)) == set(PLACEHOLDER.findall(translation(catalog, msgid))), msgid
    for one, many in plural:
        forms = plural_forms(catalog, one, many)
        assert len(forms) == catalog.num_plurals == 2 and all(forms), f"{one!r}: {forms}"
        for form in forms:
            assert set(PLACEHOLDER.findall(form)) == set(PLACEHOLDER.findall(many)), one


def test_the_german_catalog_states_its_plural_rule() -> None:
    catalog = german()
    assert catalog.plural_expr == "(n != 1)" and catalog.num_plurals == 2


def test_the_compiled_catalog_says_what_its_source_says() -> None:
    catalog = german()
    try:
        assert i18n.set_language("de") is None
        for entry in catalog:
            if not entry.id:
                continue  # the header
            if not isinstance(entry.id, str):
                one, many = entry.id[0], entry.id[1]
                forms = plural_forms(catalog, one, many)
                assert i18n.ngettext(one, many, 1) == forms[0] and i18n.ngettext(one, many, 7) == forms[1]
            else:
                assert i18n._(entry.id) == translation(catalog, entry.id), entry.id
    finally:
        i18n.set_language("en")


def test_set_language_switches_and_falls_back_to_english() -> None:
    try:
        i18n.set_language("de")
        assert i18n._("New game") == "Neues Spiel"
        assert i18n._("not in any catalog") == "not in any catalog"
        assert i18n.ngettext("{n} card", "{n} cards", 1).format(n=1) == "1 Karte"
        assert i18n.ngettext("{n} card", "{n} cards", 0).format(n=0) == "0 Karten"
        i18n.set_language("xx")
        assert i18n._("New game") == "New game"
        assert i18n.ngettext("{n} card", "{n} cards", 1).format(n=1) == "1 card"
        assert i18n.ngettext("{n} card", "{n} cards", 2).format(n=2) == "2 cards"
    finally:
        i18n.set_language("en")


def test_every_name_and_note_of_the_games_registry_is_in_german() -> None:
    texts = set()
    for game in registry.GAMES.values():
        texts |= {level.name for level in game.levels}
        texts |= {v.name for v in game.variants if v.name != game.name} | {v.note for v in game.variants if v.note}
        texts |= {o.name for o in game.options} | {o.note for o in game.options if o.note}
    try:
        assert i18n.set_language("de") is None
        same = sorted(text for text in texts if translated(text) == text and text not in ("Teams",))
    finally:
        i18n.set_language("en")
    assert not same, f"shown in English at a German table: {same}"
