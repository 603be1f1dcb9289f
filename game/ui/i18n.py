"""Translations: ``_()`` and ``ngettext()`` for every string the player sees, from the compiled catalogs in
``game/locale`` read with the standard library's :mod:`gettext`.

The translators' source is each language's ``.po`` file; ``build/catalogs.py`` (run by ``make``, the build and the
tests) compiles it into the ``.mo`` file beside it, which is what the game reads. English is the source language; a
missing translation falls back to it (as does an empty one, should a compiled catalog hold one; the compiler
leaves out empty and fuzzy entries), and plural forms follow each catalog's ``Plural-Forms`` rule.

The language comes from the settings, so it is never trusted as a path: only the codes of
:data:`game.languages.LANGUAGES` name a catalog, and a catalog that cannot be read (missing, not a regular file,
larger than :data:`CATALOG_LIMIT`, not a compiled catalog, not UTF-8) leaves the game in English with a message.
"""

from __future__ import annotations

import gettext
import io
import os
import stat
import struct
from pathlib import Path

from game.languages import LANGUAGES as LANGUAGES  # re-exported: the settings screen offers these
from game.languages import SOURCE_LANGUAGE

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
DOMAIN = "panjpar"
#: The largest catalog read, in bytes (the German one is about 40 KB).
CATALOG_LIMIT = 1_000_000

_catalog: gettext.NullTranslations = gettext.NullTranslations()
_language = SOURCE_LANGUAGE


class CatalogError(Exception):
    """A translation catalog that cannot be used; the message says why, in plain words."""


def catalog_path(language: str) -> Path:
    """The catalog of one of :data:`LANGUAGES`; raises ``KeyError`` for any other code (never a path)."""
    if language not in LANGUAGES:
        raise KeyError(language)
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.mo"


def read_catalog(language: str) -> gettext.GNUTranslations:
    """The compiled translations of ``language`` (one of :data:`LANGUAGES`); raises :class:`CatalogError`."""
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
        return gettext.GNUTranslations(io.BytesIO(data))
    except UnicodeDecodeError as error:
        raise CatalogError(f"{path} holds text that is not UTF-8") from error
    except (OSError, struct.error, ValueError, IndexError, KeyError, LookupError, SyntaxError, RecursionError) as error:
        raise CatalogError(f"{path} is not a compiled catalog") from error


def set_language(language: str) -> str | None:
    """Switch every later ``_()`` to ``language``; an unknown code means English. Returns a message for the
    player when the language's catalog cannot be read (the game is then in English), else ``None``."""
    global _catalog, _language
    _catalog, _language = gettext.NullTranslations(), SOURCE_LANGUAGE
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
    """``message`` in the current language (English when the catalog lacks it or holds it empty)."""
    return _catalog.gettext(message) or message


def decimal(value: float, places: int = 1) -> str:
    """``value`` with ``places`` decimals and the current language's decimal mark (``9.0``; German ``9,0``)."""
    return f"{value:.{places}f}".replace(".", pgettext("decimal mark", "."))


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language as said in ``context`` (a word as short as a decimal mark needs one)."""
    return _catalog.pgettext(context, message) or message


def named(name: str) -> str:
    """A name held as data (a game's, in the registry) in the current language. The source offers each such name
    for translation as a literal elsewhere (its GameUI's ``texts()``; tests/ui/test_i18n.py checks that every
    registry name is), so this looks it up without loading that code: the menu shows the games' names before
    any game is loaded."""
    return _catalog.gettext(name) or name


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of ``singular``/``plural`` for the number ``n`` in the current language (``{n}`` is left for
    the caller's ``format``): ``ngettext("{n} card", "{n} cards", n).format(n=n)``."""
    return _catalog.ngettext(singular, plural, n) or (singular if n == 1 else plural)
