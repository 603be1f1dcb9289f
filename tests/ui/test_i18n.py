"""Translations: every string the screens pass to ``_()`` or ``ngettext()`` has a translation in every shipped
language's catalog (German, Dari) with the same placeholders (plural entries with every form the language's plural
rule has, Babel's rule for the language), the compiled catalog the game reads says the same as its source, and
plural forms follow the number."""

from __future__ import annotations

import ast
import importlib
import re
import struct
import sys
import textwrap
from pathlib import Path
from types import ModuleType

import pytest
from babel.messages.catalog import Catalog
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po

from game.engine import registry
from game.languages import SOURCE_LANGUAGE
from game.ui import i18n
from game.ui.names import translated

UI = Path(i18n.__file__).parent
BUILD = Path(__file__).resolve().parents[2] / "build"
PLACEHOLDER = re.compile(r"{\w+}")
#: Every language with a catalog: all but the source language, whose strings are in the code.
TRANSLATED = sorted(code for code in i18n.LANGUAGES if code != SOURCE_LANGUAGE)


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
    """The translation of a singular entry (empty when missing or untranslated)."""
    entry = catalog.get(msgid)
    text = entry.string if entry is not None else ""
    assert isinstance(text, str), f"{msgid!r} is a plural entry in the catalog but called with _()"
    return text


def plural_forms(catalog: Catalog, one: str, many: str) -> tuple[str, ...]:
    """The translated forms of a plural entry; fails when it is missing or its English plural differs."""
    entry = catalog.get(one)
    assert entry is not None and entry.pluralizable, f"no plural entry for {one!r}"
    assert entry.id == (one, many), f"{one!r}: the catalog's plural is {entry.id[1]!r}, the code's {many!r}"
    forms = entry.string
    assert isinstance(forms, (tuple, list))
    return tuple(forms)


def read_catalog(language: str) -> Catalog:
    with (i18n.LOCALE_DIR / language / "LC_MESSAGES" / "panjpar.po").open("rb") as source:
        return read_po(source, abort_invalid=True)


def german() -> Catalog:
    return read_catalog("de")


def test_every_language_but_the_source_has_a_catalog() -> None:
    assert "de" in TRANSLATED and "fa_AF" in TRANSLATED
    assert sorted(path.name for path in i18n.LOCALE_DIR.iterdir() if path.is_dir()) == TRANSLATED


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_catalog_is_complete_and_keeps_placeholders(language: str) -> None:
    catalog = read_catalog(language)
    single, plural = messages()
    assert len(single) > 50 and len(plural) >= 5
    missing = sorted(m for m in single if not translation(catalog, m))
    assert not missing, f"untranslated in {language}: {missing}"
    for msgid in single:
        assert set(PLACEHOLDER.findall(msgid)) == set(PLACEHOLDER.findall(translation(catalog, msgid))), msgid
    for one, many in plural:
        forms = plural_forms(catalog, one, many)
        assert len(forms) == catalog.num_plurals and all(forms), f"{one!r}: {forms}"
        for form in forms:
            assert set(PLACEHOLDER.findall(form)) == set(PLACEHOLDER.findall(many)), one


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_catalog_states_babels_plural_rule_for_its_language(language: str) -> None:
    catalog = read_catalog(language)
    rule = get_plural(language)
    assert (catalog.num_plurals, catalog.plural_expr) == (rule.num_plurals, rule.plural_expr)


def test_the_german_catalog_states_its_plural_rule() -> None:
    catalog = german()
    assert catalog.plural_expr == "(n != 1)" and catalog.num_plurals == 2


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_compiled_catalog_says_what_its_source_says(language: str) -> None:
    catalog = read_catalog(language)
    try:
        assert i18n.set_language(language) is None
        for entry in catalog:
            if not entry.id:
                continue  # the header
            if not isinstance(entry.id, str):
                one, many = entry.id[0], entry.id[1]
                forms = plural_forms(catalog, one, many)
                assert i18n.ngettext(one, many, 1) == forms[0] and i18n.ngettext(one, many, 7) == forms[-1]
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


#: Names a language keeps as they are: the games' names stay in the Latin letters the parlour shows them in.
KEPT_AS_NAMES = {"de": {"Teams"}, "fa_AF": {"Komi"}}


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_name_and_note_of_the_games_registry_is_translated(language: str) -> None:
    texts = set()
    for game in registry.GAMES.values():
        texts |= {level.name for level in game.levels}
        texts |= {v.name for v in game.variants if v.name != game.name} | {v.note for v in game.variants if v.note}
        texts |= {o.name for o in game.options} | {o.note for o in game.options if o.note}
    try:
        assert i18n.set_language(language) is None
        same = sorted(text for text in texts if translated(text) == text and text not in KEPT_AS_NAMES[language])
    finally:
        i18n.set_language("en")
    assert not same, f"shown in English at a table in {language}: {same}"


def test_dari_says_a_number_of_things_with_the_noun_in_the_singular() -> None:
    # Dari (like Persian) keeps the noun singular after a number: one form, Babel's rule nplurals=1.
    try:
        assert i18n.set_language("fa_AF") is None
        assert i18n._("New game") == "بازی نو"
        for n in (0, 1, 2, 7, 21):
            assert i18n.ngettext("{n} card", "{n} cards", n).format(n=n) == f"{n} کارت"
            assert i18n.ngettext("{n} chip", "{n} chips", n).format(n=n) == f"{n} سکه"
        assert i18n._("{n} players").format(n=3) == "3 بازیکن"
    finally:
        i18n.set_language("en")


def build_script(name: str) -> ModuleType:
    """A script of ``build/`` as a module (``build/`` is scripts, not a package: they import each other by name)."""
    if name not in sys.modules:
        sys.path.insert(0, str(BUILD))
        try:
            importlib.import_module(name)
        finally:
            sys.path.remove(str(BUILD))
    return sys.modules[name]


def plural_rule(language: str) -> str:
    """The ``Plural-Forms`` of ``language``: Babel's rule, as the shipped catalogs state it."""
    rule = get_plural(language)
    return f"nplurals={rule.num_plurals}; plural={rule.plural_expr};"


def write_po(locale: Path, language: str, entries: str) -> Path:
    """A ``.po`` catalog of ``language`` under ``locale`` holding ``entries`` (``.po`` text) after the header."""
    po = locale / language / "LC_MESSAGES" / "panjpar.po"
    po.parent.mkdir(parents=True)
    header = f'msgid ""\nmsgstr ""\n"Language: {language}\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
    po.write_text(f'{header}"Plural-Forms: {plural_rule(language)}\\n"\n\n{textwrap.dedent(entries)}', encoding="utf-8")
    return po


@pytest.mark.parametrize("language", TRANSLATED)
def test_what_a_compiled_catalog_lacks_leaves_empty_or_marks_fuzzy_is_shown_in_english(
    language: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    po = write_po(
        tmp_path,
        language,
        """\
        msgid "New game"
        msgstr "NEW GAME"

        msgid "Hint"
        msgstr ""

        #, fuzzy
        msgid "Undo"
        msgstr "UNDO?"

        msgid "{n} card"
        msgid_plural "{n} cards"
        msgstr[0] "{n} CARD"

        msgid "{n} chip"
        msgid_plural "{n} chips"
        msgstr[0] ""
        """,
    )
    if language == "de":  # two forms: one translated, the other left empty
        po.write_text(po.read_text(encoding="utf-8").replace('"{n} CARD"', '"{n} CARD"\nmsgstr[1] ""'), "utf-8")
    build_script("catalogs").compile_catalog(po)
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    try:
        assert i18n.set_language(language) is None
        assert i18n._("New game") == "NEW GAME"  # the catalog is read
        assert i18n._("Resume") == "Resume"  # not in the catalog
        assert i18n._("Hint") == "Hint"  # untranslated
        assert i18n._("Undo") == "Undo"  # fuzzy
        for n in (1, 7):
            english = "{n} chip" if n == 1 else "{n} chips"
            assert i18n.ngettext("{n} chip", "{n} chips", n) == english  # no form translated
        if language == "de":  # half translated: all English, never "1 CARD" beside "7 cards"
            assert [i18n.ngettext("{n} card", "{n} cards", n) for n in (1, 7)] == ["{n} card", "{n} cards"]
        else:
            assert [i18n.ngettext("{n} card", "{n} cards", n) for n in (1, 7)] == ["{n} CARD", "{n} CARD"]
    finally:
        i18n.set_language("en")


def compiled_catalog(plural_rule: str, entries: dict[bytes, bytes]) -> bytes:
    """A ``.mo`` file holding ``entries`` as they are (Babel's compiler would leave the empty ones out)."""
    header = b"Content-Type: text/plain; charset=UTF-8\nPlural-Forms: " + plural_rule.encode() + b"\n"
    pairs = sorted({b"": header, **entries}.items())
    ids = strs = b""
    offsets = []
    for msgid, msgstr in pairs:
        offsets.append((len(ids), len(msgid), len(strs), len(msgstr)))
        ids, strs = ids + msgid + b"\0", strs + msgstr + b"\0"
    start = 28 + 16 * len(pairs)
    table = b"".join(struct.pack("<2I", length, start + at) for at, length, _, _ in offsets)
    table += b"".join(struct.pack("<2I", length, start + len(ids) + at) for _, _, at, length in offsets)
    return struct.pack("<7I", 0x950412DE, 0, len(pairs), 28, 28 + 8 * len(pairs), 0, 0) + table + ids + strs


@pytest.mark.parametrize("language", TRANSLATED)
def test_an_empty_translation_in_a_compiled_catalog_is_shown_in_english(
    language: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    mo = tmp_path / language / "LC_MESSAGES" / "panjpar.mo"
    mo.parent.mkdir(parents=True)
    no_forms = b"\0" * (get_plural(language).num_plurals - 1)  # every form empty
    entries = {b"New game": b"NEW GAME", b"Hint": b"", b"{n} card\0{n} cards": no_forms}
    mo.write_bytes(compiled_catalog(plural_rule(language), entries))
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    try:
        assert i18n.set_language(language) is None
        assert (i18n._("New game"), i18n._("Hint")) == ("NEW GAME", "Hint")
        assert [i18n.ngettext("{n} card", "{n} cards", n) for n in (1, 7)] == ["{n} card", "{n} cards"]
    finally:
        i18n.set_language("en")
