"""Translations: ``_()`` for every string the player sees, read from the ``.po`` catalogs in ``game/locale``.

The runtime needs nothing but the standard library: a small ``.po`` reader (plain ``msgid``/``msgstr`` pairs,
multi-line strings, C escapes) instead of compiled ``.mo`` files. English is the source language; a missing
translation falls back to it.
"""

from __future__ import annotations

import ast
from pathlib import Path

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
DOMAIN = "panjpar"

#: The languages offered in the settings: code -> the language's own name (never translated).
LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch"}

_catalog: dict[str, str] = {}
_language = "en"


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
        raise ValueError(f"not a quoted .po string: {text!r}")
    value = ast.literal_eval(text)
    assert isinstance(value, str)
    return value


def catalog_path(language: str) -> Path:
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def set_language(language: str) -> None:
    """Switch every later ``_()`` to ``language`` (unknown languages and English: the source strings)."""
    global _catalog, _language
    path = catalog_path(language)
    _catalog = parse_po(path.read_text(encoding="utf-8")) if language != "en" and path.exists() else {}
    _language = language if language in LANGUAGES else "en"


def language() -> str:
    return _language


def _(message: str) -> str:
    """``message`` in the current language."""
    return _catalog.get(message, message)
