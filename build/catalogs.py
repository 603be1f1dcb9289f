"""Compile the translation catalogs: each ``game/locale/<language>/LC_MESSAGES/panjpar.po`` (the source, edited by
translators) into the ``.mo`` file beside it that the game reads with the standard library's ``gettext``.

    python build/catalogs.py            # compile every catalog whose .mo is missing or older than its .po
    python build/catalogs.py --check    # exit 1 naming each .mo that is missing or stale; compile nothing

Babel reads the ``.po`` (plural forms from its ``Plural-Forms`` header, ``msgid_plural``/``msgstr[n]`` entries) and
writes the ``.mo``; a malformed ``.po`` stops the compile with Babel's ``FILE:LINE`` message. ``make play``,
``make test``, ``build/build.py`` and the test suite's start run it, so a fresh clone never runs on a stale catalog.
Babel is a development and build dependency only: the game itself needs nothing but ``gettext``.
"""

from __future__ import annotations

import argparse
import copy
import io
import os
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "game" / "locale"


def sources(locale: Path = LOCALE) -> list[Path]:
    """Every ``.po`` catalog under ``locale``, in a stable order."""
    return sorted(locale.glob("*/LC_MESSAGES/*.po"))


def compiled(po: Path) -> Path:
    return po.with_suffix(".mo")


def stale(locale: Path = LOCALE) -> list[Path]:
    """The ``.po`` catalogs whose ``.mo`` is missing or older than they are."""
    out = []
    for po in sources(locale):
        mo = compiled(po)
        if not mo.exists() or mo.stat().st_mtime < po.stat().st_mtime:
            out.append(po)
    return out


def read(po: Path) -> Catalog:
    """The catalog ``po`` as Babel reads it; raises Babel's ``PoFileError`` (``FILE:LINE``) when it is malformed."""
    with po.open("rb") as source:
        return read_po(source, abort_invalid=True)


def compile_bytes(catalog: Catalog) -> bytes:
    """The ``.mo`` of ``catalog``, holding only what is translated: what it lacks, the game shows in English.

    Babel leaves out an empty or fuzzy singular entry, but writes a plural entry with an empty form, filling that
    form with the English singular or plural: Dari, one form for every number, would say "7 card". So a plural
    entry with an empty form is left out whole, and the game says "1 card", "7 cards" until it is translated."""
    kept = copy.deepcopy(catalog)
    for message in catalog:
        if message.id and isinstance(message.string, (tuple, list)) and not all(message.string):
            kept.delete(message.id, message.context)
    with io.BytesIO() as target:
        write_mo(target, kept, use_fuzzy=False)
        return target.getvalue()


def compile_catalog(po: Path) -> Path:
    """Write ``po``'s ``.mo`` (through a temporary file, so a reader never sees half of one); return its path."""
    data = compile_bytes(read(po))
    mo = compiled(po)
    partial = mo.with_suffix(f".mo.{os.getpid()}.part")  # two test runs at once each write their own
    partial.write_bytes(data)
    partial.replace(mo)
    return mo


def compile_stale(locale: Path = LOCALE) -> list[Path]:
    """Compile every stale catalog under ``locale``; return the ``.mo`` files written."""
    return [compile_catalog(po) for po in stale(locale)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say which compiled catalogs are stale")
    args = parser.parse_args(argv)
    if args.check:
        behind = stale()
        for po in behind:
            print(f"{compiled(po).relative_to(ROOT)} is missing or older than {po.name}")
        return 1 if behind else 0
    for mo in compile_stale():
        print(f"compiled {mo.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
