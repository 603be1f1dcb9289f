"""Translations: a string a catalog lacks is shown in English, and listed by the report (``build/i18n_report.py``,
``make i18n-report``), which a test here prints; only the release requires German and Dari to be complete
(``--strict``). What fails here are bugs: a catalog that does not compile, a translation whose format fields differ
from its English, a plural rule that is not Babel's for the language, a compiled catalog that says other than its
source, a registry name no catalog can translate, plural forms that do not follow the number."""

from __future__ import annotations

import importlib
import struct
import subprocess
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
from game.ui.names import game_name, translated

BUILD = Path(__file__).resolve().parents[2] / "build"
#: Every language with a catalog: all but the source language, whose strings are in the code.
TRANSLATED = sorted(code for code in i18n.LANGUAGES if code != SOURCE_LANGUAGE)


def build_script(name: str) -> ModuleType:
    """A script of ``build/`` as a module (``build/`` is scripts, not a package: they import each other by name)."""
    if name not in sys.modules:
        sys.path.insert(0, str(BUILD))
        try:
            importlib.import_module(name)
        finally:
            sys.path.remove(str(BUILD))
    return sys.modules[name]


def source_po(language: str) -> Path:
    return i18n.LOCALE_DIR / language / "LC_MESSAGES" / "panjpar.po"


def read_catalog(language: str) -> Catalog:
    with source_po(language).open("rb") as source:
        return read_po(source, abort_invalid=True)


def german() -> Catalog:
    return read_catalog("de")


def test_every_language_but_the_source_has_a_catalog() -> None:
    assert "de" in TRANSLATED and "fa_AF" in TRANSLATED
    assert sorted(path.name for path in i18n.LOCALE_DIR.iterdir() if path.is_dir()) == TRANSLATED


def test_the_report_finds_every_string_of_the_screens(tmp_path: Path) -> None:
    report = build_script("i18n_report")
    texts = report.source_texts()
    assert len({t for t in texts if isinstance(t, str)}) > 50 and len({t for t in texts if isinstance(t, tuple)}) >= 5
    assert "New game" in texts and ("{n} card", "{n} cards") in texts
    assert "." in texts, "the decimal mark, asked with pgettext: it is no stale string to drop from the catalogs"
    (tmp_path / "screen.py").write_text(
        '_("Deal")\nngettext("{n} card", "{n} cards", 2)\nx.ngettext("a", "b")\npgettext("decimal mark", ".")\n'
    )
    assert report.source_texts(tmp_path) == {"Deal", ("{n} card", "{n} cards"), "."}
    (tmp_path / "computed.py").write_text('_("Deal " + name)\n')
    with pytest.raises(ValueError, match=r"computed\.py:1: _\(\) of a string that is not a literal"):
        report.source_texts(tmp_path)


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_catalog_compiles_keeps_the_format_fields_and_its_gaps_are_reported(language: str) -> None:
    """A string missing from a shipped catalog does not fail here (the release's ``make i18n-report-strict``
    does): the report is printed, and the test is skipped with it when the language lacks a string (``-rs``)."""
    report = build_script("i18n_report")
    checked = report.check(source_po(language), report.source_texts())
    print("\n".join(checked.lines()))
    assert not checked.errors, "\n".join(checked.errors)
    if checked.incomplete:
        pytest.skip("shown in English (listed for the release):\n" + "\n".join(checked.lines()))


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
    """Each entry's translation, or its English when it is untranslated (a form empty) or fuzzy."""
    catalog = read_catalog(language)
    try:
        assert i18n.set_language(language) is None
        for entry in catalog:
            if not entry.id:
                continue  # the header
            forms = [entry.string] if isinstance(entry.string, str) else list(entry.string or ())
            shown = all(forms) and not entry.fuzzy
            if not isinstance(entry.id, str):
                one, many = entry.id[0], entry.id[1]
                expected = [forms[0], forms[-1]] if shown else [one, many]
                assert [i18n.ngettext(one, many, 1), i18n.ngettext(one, many, 7)] == expected, one
            elif entry.context:
                assert i18n.pgettext(entry.context, entry.id) == (forms[0] if shown else entry.id), entry.id
            else:
                assert i18n._(entry.id) == (forms[0] if shown else entry.id), entry.id
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


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_name_and_note_of_the_games_registry_goes_through_the_catalog(language: str) -> None:
    """Each is a string of the source (so the report lists it when a catalog lacks it), and ``translated`` gives
    what the catalog says for it: a name ``names`` does not hold, or holds under another text, would stay English
    in every language."""
    texts = set()
    for game in registry.GAMES.values():
        texts |= {game.name} | {level.name for level in game.levels}
        texts |= {v.name for v in game.variants if v.name != game.name} | {v.note for v in game.variants if v.note}
        texts |= {o.name for o in game.options} | {o.note for o in game.options if o.note}
    offered = build_script("i18n_report").source_texts()
    assert not texts - offered, f"not offered for translation: {sorted(texts - offered)}"
    try:
        assert i18n.set_language(language) is None
        wrong = sorted(text for text in texts if translated(text) != i18n._(text))
        names = {game.id: game_name(game.id) for game in registry.GAMES.values()}
        assert names == {game.id: i18n._(game.name) for game in registry.GAMES.values()}, "the games' own names"
    finally:
        i18n.set_language("en")
    assert not wrong, f"shown otherwise than the {language} catalog says: {wrong}"


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


REPORTED = """\
    msgid "Deal"
    msgstr "Geben"

    msgid "Hint"
    msgstr ""

    #, fuzzy
    msgid "Undo"
    msgstr "Zurück?"

    msgid "{n} card"
    msgid_plural "{n} cards"
    msgstr[0] "{n} Karte"
    msgstr[1] ""

    msgid "Seat {seat} takes"
    msgstr "Platz {seat} nimmt"
    """
#: The strings of the source the catalog above is reported against.
SOURCE = {"Deal", "Hint", "Undo", ("{n} card", "{n} cards"), "Resume", ("{n} chip", "{n} chips")}


def test_the_report_lists_what_a_catalog_lacks_and_what_it_holds_no_longer(tmp_path: Path) -> None:
    report = build_script("i18n_report")
    checked = report.check(write_po(tmp_path, "de", REPORTED), SOURCE)
    assert checked.missing == ["Resume", ("{n} chip", "{n} chips")]
    assert checked.untranslated == ["Hint", ("{n} card", "{n} cards")]
    assert (checked.fuzzy, checked.stale, checked.errors) == (["Undo"], ["Seat {seat} takes"], [])
    assert checked.incomplete
    assert checked.lines() == [
        "de: 2 missing, 2 untranslated, 1 fuzzy, 1 stale",
        "  missing: 'Resume'",
        "  missing: '{n} chip' / '{n} chips'",
        "  untranslated: 'Hint'",
        "  untranslated: '{n} card' / '{n} cards'",
        "  fuzzy: 'Undo'",
        "  stale: 'Seat {seat} takes'",
    ]
    complete = report.check(write_po(tmp_path / "fa", "fa_AF", 'msgid "Deal"\nmsgstr "بده"\n'), {"Deal"})
    assert not complete.incomplete and complete.lines() == ["fa_AF: 0 missing, 0 untranslated, 0 fuzzy, 0 stale"]


@pytest.mark.parametrize(
    "entry",
    [
        'msgid "Seat {seat} takes"\nmsgstr "Platz {platz} nimmt"',  # str.format: KeyError at the table
        'msgid "Seat {seat} takes"\nmsgstr "Platz nimmt"',  # the seat lost
        'msgid "Seat {seat} takes"\nmsgstr "Platz {seat nimmt"',  # str.format: ValueError at the table
        'msgid "{n} card"\nmsgid_plural "{n} cards"\nmsgstr[0] "{n} Karte"\nmsgstr[1] "Karten"',
    ],
)
def test_a_translation_with_other_format_fields_is_an_error_even_when_stale(tmp_path: Path, entry: str) -> None:
    report = build_script("i18n_report")
    checked = report.check(write_po(tmp_path, "de", entry + "\n"), set())
    assert len(checked.errors) == 1 and "has other format fields" in checked.errors[0], checked.errors
    # A fuzzy entry is not compiled, the game shows the English: the translator's to review, not an error.
    fuzzy = report.check(write_po(tmp_path / "fuzzy", "de", "#, fuzzy\n" + entry + "\n"), set())
    assert fuzzy.errors == [] and not fuzzy.incomplete and fuzzy.stale


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            'msgstr[1] "{n} b"\n',
            'msgstr[1] "{n} b"\nmsgstr[2] "{n} c"\n',
        ),  # three forms, the rule says two: Babel refuses it
        ("plural=(n != 1);", "plural=(n != ;"),  # Babel passes it through; gettext cannot read the rule
    ],
)
def test_a_catalog_that_does_not_compile_is_an_error(tmp_path: Path, old: str, new: str) -> None:
    report = build_script("i18n_report")
    entry = 'msgid "{n} card"\nmsgid_plural "{n} cards"\nmsgstr[0] "{n} a"\nmsgstr[1] "{n} b"\n'
    po = write_po(tmp_path, "de", entry)
    assert report.check(po, {("{n} card", "{n} cards")}).errors == []
    po.write_text(po.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")
    checked = report.check(po, {("{n} card", "{n} cards")})
    assert len(checked.errors) == 1 and "panjpar.po does not compile: " in checked.errors[0], checked.errors


GAP = 'msgid "Deal"\nmsgstr "Geben"\n'  # "Resume" missing
COMPLETE = GAP + 'msgid "Resume"\nmsgstr "Weiter"\n'
BROKEN = COMPLETE + 'msgid "Deal {n}"\nmsgstr "Geben"\n'  # a stale entry, but with a field lost


@pytest.mark.parametrize(
    ("catalog", "strict", "status"),
    [(GAP, False, 0), (GAP, True, 1), (COMPLETE, True, 0), (BROKEN, False, 1), (BROKEN, True, 1)],
)
def test_the_report_fails_the_release_on_a_gap_and_every_run_on_an_error(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    catalog: str,
    strict: bool,
    status: int,
) -> None:
    report = build_script("i18n_report")
    (tmp_path / "ui").mkdir()
    (tmp_path / "ui" / "screen.py").write_text('_("Deal")\n_("Resume")\n')
    write_po(tmp_path / "locale", "de", catalog)
    monkeypatch.setattr(report, "UI", tmp_path / "ui")
    monkeypatch.setattr(report, "LOCALE", tmp_path / "locale")
    assert report.main(["--strict"] if strict else []) == status
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "2 strings in the source" and out[1].startswith("de: ")
    assert ("  missing: 'Resume'" in out) == (catalog == GAP)


def test_make_i18n_report_runs_the_script_on_the_shipped_catalogs() -> None:
    root = BUILD.parent
    run = subprocess.run(
        [sys.executable, str(BUILD / "i18n_report.py")], cwd=root, capture_output=True, text=True, check=False
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert [line.split(":")[0] for line in run.stdout.splitlines() if not line.startswith(" ")][1:] == TRANSLATED
    makefile = (root / "Makefile").read_text(encoding="utf-8")
    assert "i18n-report:" in makefile and "build/i18n_report.py --strict" in makefile
