"""The game starts whatever the database or the locale folder holds: a hostile ``language`` (a path, a long
name), settings nested deep or of the wrong SQLite type, an unfinished game whose record is not text, and a
translation catalog that cannot be read. Each case is crafted with plain sqlite3 (or files), then the real app
is started headless: it shows one message per problem, uses the default, and the menu works."""

from __future__ import annotations

import os
import re
import sqlite3
import struct
from pathlib import Path

import pygame
import pytest

from game.languages import LANGUAGES
from game.storage import Store
from game.storage.schema import MIGRATIONS, SCHEMA_VERSION
from game.storage.store import DB_NAME
from game.ui import i18n
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.message import MessageScene

from .driver import Driver


@pytest.fixture(autouse=True)
def _pygame() -> object:
    pygame.init()
    yield None
    pygame.quit()
    i18n.set_language("en")


def store_rows(folder: Path, sql: str, *parameters: object, untyped: bool = False) -> None:
    """Run ``sql`` on the game's database with plain sqlite3; ``untyped``: in a database whose ``value`` and
    ``record`` columns have no declared type, so an INTEGER stays an INTEGER."""
    folder.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(folder / DB_NAME, isolation_level=None)
    if untyped:
        for migration in MIGRATIONS:
            for statement in re.sub(r"\b(value|record)\s+TEXT NOT NULL", r"\1", migration).split(";"):
                if statement.strip():
                    conn.execute(statement)
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    conn.execute(sql, parameters)
    conn.close()


def started() -> tuple[Driver, str]:
    """The app started on the data folder, and the text of the message it shows first."""
    d = Driver()
    d.pump()
    top = d.top
    assert isinstance(top, MessageScene), f"no message; the top scene is {top!r}"
    return d, "\n".join([top.title, *top.paragraphs])


def closed_to_the_menu(d: Driver) -> MenuScene:
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, MenuScene)
    return d.top


@pytest.mark.parametrize("language", ["/etc", "../../../../../tmp", "../de", "x" * 300, "de/LC_MESSAGES"])
def test_a_language_setting_that_is_not_a_known_code_starts_in_english_with_a_message(
    _data_dir: Path, language: str
) -> None:
    Store.open(_data_dir).close()
    store_rows(_data_dir, "INSERT INTO settings VALUES ('language', json_quote(?))", language)
    d, text = started()
    assert "The saved setting “language” could not be used" in text and len(text) < 600
    assert d.app.ctx.settings.language == "en" and i18n.language() == "en"
    closed_to_the_menu(d)


@pytest.mark.parametrize(
    ("sql", "reason"),
    [
        (
            "INSERT INTO settings VALUES ('sound', '[' || printf('%.100000c', '[') || ']')",
            "longer than 4,096 characters",
        ),
        ("INSERT INTO settings VALUES ('players', 3)", "stored as an integer"),
        ("INSERT INTO settings VALUES ('language', X'22646522')", "stored as a blob"),
    ],
)
def test_deep_or_wrongly_typed_settings_start_with_the_default_and_a_message(
    _data_dir: Path, sql: str, reason: str
) -> None:
    store_rows(_data_dir, sql, untyped=True)
    d, text = started()
    assert "could not be used" in text and "so it is back to its default" in text and reason in text
    assert d.app.ctx.settings.sound is True and d.app.ctx.settings.players == 2 and i18n.language() == "en"
    closed_to_the_menu(d)


def test_an_unfinished_game_whose_record_is_an_integer_is_closed_and_not_offered(_data_dir: Path) -> None:
    store_rows(
        _data_dir,
        "INSERT INTO games (started, variant, players, seats, human_seat, record) VALUES"
        ' (\'s\', \'panjpar-52\', 2, \'{"0": "human", "1": "easy"}\', 0, 12345)',
        untyped=True,
    )
    d, text = started()
    assert "The unfinished game 1 could not be restored (its record is an integer, not text)" in text
    menu = closed_to_the_menu(d)
    assert menu.saved is None
    assert not any(button.label.startswith("Resume") for button, _callback in menu.buttons.items)


def compiled_catalog(entries: dict[bytes, bytes]) -> bytes:
    """A GNU ``.mo`` file of ``entries`` (msgid -> msgstr; ``b""`` is the header), built by hand so that a test can
    put into it what no compiler would."""
    ids = sorted(entries)
    count = len(ids)
    table = 28
    data_start = table + 16 * count
    blob = b""
    originals, translations = [], []
    for key in ids:
        originals.append((len(key), data_start + len(blob)))
        blob += key + b"\0"
    for key in ids:
        translations.append((len(entries[key]), data_start + len(blob)))
        blob += entries[key] + b"\0"
    head = struct.pack("<7I", 0x950412DE, 0, count, table, table + 8 * count, 0, 0)
    pairs = b"".join(struct.pack("<2I", *p) for p in originals) + b"".join(struct.pack("<2I", *p) for p in translations)
    return head + pairs + blob


HEADER = b"Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=(n != 1);\n"


def broken_catalog(folder: Path, kind: str) -> None:
    """A German compiled catalog in ``folder`` (the locale folder) that cannot be read: ``kind`` says how."""
    catalog = folder / "de" / "LC_MESSAGES" / "panjpar.mo"
    catalog.parent.mkdir(parents=True)
    if kind == "folder":
        catalog.mkdir()
    elif kind == "not utf-8":
        catalog.write_bytes(compiled_catalog({b"": HEADER, b"New game": b"\xff\xfe"}))
    elif kind == "not a catalog":
        catalog.write_text('msgid "New game"\nmsgstr "Neues Spiel"\n', encoding="utf-8")  # a .po, not compiled
    elif kind == "truncated":
        catalog.write_bytes(compiled_catalog({b"": HEADER, b"New game": b"Neues Spiel"})[:40])
    elif kind == "unknown charset":
        catalog.write_bytes(compiled_catalog({b"": b"Content-Type: text/plain; charset=klingon\n", b"a": b"b"}))
    elif kind == "bad plural rule":
        rule = b"Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=(n != 1;\n"
        catalog.write_bytes(compiled_catalog({b"": rule, b"a": b"b"}))
    elif kind == "huge":
        catalog.write_bytes(b"\0" * (i18n.CATALOG_LIMIT + 10))
    elif kind == "pipe":
        os.mkfifo(catalog)
    elif kind == "missing":
        catalog.parent.rmdir()


KINDS = ["folder", "not utf-8", "not a catalog", "truncated", "unknown charset", "bad plural rule", "huge", "pipe"]


def test_a_hand_built_catalog_is_read_as_gettext_reads_a_compiled_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    catalog = tmp_path / "de" / "LC_MESSAGES" / "panjpar.mo"
    catalog.parent.mkdir(parents=True)
    catalog.write_bytes(compiled_catalog({b"": HEADER, b"New game": b"Neues Spielchen"}))
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    try:
        assert i18n.set_language("de") is None and i18n._("New game") == "Neues Spielchen"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("kind", [*KINDS, "missing"])
def test_a_catalog_that_cannot_be_read_starts_in_english_with_a_message(
    _data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    locale = tmp_path / "locale"
    broken_catalog(locale, kind)
    monkeypatch.setattr(i18n, "LOCALE_DIR", locale)
    with Store.open(_data_dir) as store:
        store.save_setting("language", "de")
    d, text = started()
    assert f"The {LANGUAGES['de']} translation could not be read" in text and "the game is in English" in text
    assert i18n.language() == "en" and i18n._("New game") == "New game"
    closed_to_the_menu(d)


def test_switching_to_a_language_whose_catalog_cannot_be_read_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    broken_catalog(tmp_path / "locale", "not utf-8")
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path / "locale")
    d = Driver()
    d.pump()
    d.click(d.button("Settings"))
    d.click(d.button(LANGUAGES["en"]))  # the language row shows the current language; a click moves on
    top = d.top
    assert isinstance(top, MessageScene)
    assert f"The {LANGUAGES['de']} translation could not be read" in "\n".join(top.paragraphs)
    assert i18n.language() == "en" and i18n._("New game") == "New game"


def test_the_real_german_catalog_still_loads(_data_dir: Path) -> None:
    assert i18n.set_language("de") is None and i18n._("New game") == "Neues Spiel"
    assert i18n.set_language("../de") is None and i18n.language() == "en"
