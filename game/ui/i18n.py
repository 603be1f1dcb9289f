"""Translations: ``_()`` for every string the player sees, read from the ``.po`` catalogs in ``game/locale``.

The runtime needs nothing but the standard library: a small ``.po`` reader (plain ``msgid``/``msgstr`` pairs,
multi-line strings, C escapes) instead of compiled ``.mo`` files. English is the source language; a missing
translation falls back to it.

The language comes from the settings, so it is never trusted as a path: only the codes of
:data:`game.languages.LANGUAGES` name a catalog, and a catalog that cannot be read (missing, not a regular file,
larger than :data:`CATALOG_LIMIT`, not UTF-8, malformed) leaves the game in English with a message.
"""

from __future__ import annotations

import ast
import os
import stat
from pathlib import Path

from game.languages import LANGUAGES as LANGUAGES  # re-exported: the settings screen offers these
from game.languages import SOURCE_LANGUAGE

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
DOMAIN = "panjpar"
#: The largest catalog read, in bytes (the German one is about 12 KB).
CATALOG_LIMIT = 1_000_000

_catalog: dict[str, str] = {}
_language = SOURCE_LANGUAGE


class CatalogError(Exception):
    """A translation catalog that cannot be used; the message says why, in plain words."""


def parse_po(text: str) -> dict[str, str]:
    """The ``msgid -> msgstr`` pairs of a ``.po`` file (the header and untranslated entries left out)."""
    entries: dict[str, str] = {}
    msgid: list[str] | None = None
    msgstr: list[str] | None = None
    current: list[str] | None = None

    def flush() -> None:
        if msgid is not None and msgstr is not None:
            key, value = "".join(msgid), "".join(msgstr)
            if key and value:
                entries[key] = value

    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("msgid "):
            flush()
            msgid, msgstr = [_unquote(line[6:])], None
            current = msgid
        elif line.startswith("msgstr "):
            msgstr = [_unquote(line[7:])]
            current = msgstr
        elif line.startswith('"') and current is not None:
            current.append(_unquote(line))
    flush()
    return entries


def _unquote(text: str) -> str:
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise ValueError(f"not a quoted .po string: {text[:40]!r}")
    value = ast.literal_eval(text)
    if not isinstance(value, str):
        raise ValueError(f"not a quoted .po string: {text[:40]!r}")
    return value


def catalog_path(language: str) -> Path:
    """The catalog of one of :data:`LANGUAGES`; raises ``KeyError`` for any other code (never a path)."""
    if language not in LANGUAGES:
        raise KeyError(language)
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def read_catalog(language: str) -> dict[str, str]:
    """The translations of ``language`` (one of :data:`LANGUAGES`); raises :class:`CatalogError`."""
    path = catalog_path(language)
    try:
        # Non-blocking, so that a named pipe in its place cannot hang the start.
        with os.fdopen(os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)), "rb") as file:
            if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):
                raise CatalogError(f"{path} is not a file")
            data = file.read(CATALOG_LIMIT + 1)
    except OSError as error:
        raise CatalogError(f"{path}: {error.strerror or error}") from error
    if len(data) > CATALOG_LIMIT:
        raise CatalogError(f"{path} is larger than {CATALOG_LIMIT:,} bytes")
    try:
        return parse_po(data.decode("utf-8"))
    except UnicodeDecodeError as error:
        raise CatalogError(f"{path} is not UTF-8 text") from error
    except (ValueError, SyntaxError, RecursionError, MemoryError) as error:
        raise CatalogError(f"{path} is malformed") from error


def set_language(language: str) -> str | None:
    """Switch every later ``_()`` to ``language``; an unknown code means English. Returns a message for the
    player when the language's catalog cannot be read (the game is then in English), else ``None``."""
    global _catalog, _language
    _catalog, _language = {}, SOURCE_LANGUAGE
    if language not in LANGUAGES or language == SOURCE_LANGUAGE:
        return None
    try:
        _catalog = read_catalog(language)
    except CatalogError as error:
        return f"The {LANGUAGES[language]} translation could not be read ({error}); the game is in English."
    _language = language
    return None


def language() -> str:
    return _language


def _(message: str) -> str:
    """``message`` in the current language."""
    return _catalog.get(message, message)
