"""What each translation catalog lacks: a string the game shows in English there, and what the catalog holds that
the game no longer says. A missing string is no error (the game shows it in English); the release checks that the
shipped languages are complete with ``--strict``.

    python build/i18n_report.py            # per language: the counts, then each string; exit 0
    python build/i18n_report.py --strict   # the same, exit 1 when a string is missing, untranslated or fuzzy

The source's strings are the literal arguments of every ``_()``, ``ngettext()`` and ``pgettext()`` call under
``game/ui``. For each ``game/locale/<language>/LC_MESSAGES/panjpar.po`` it lists: *missing* (in the source, not in
the catalog), *untranslated* (an empty translation, or a plural entry with an empty form), *fuzzy* (marked for
review: never shown), *stale* (in the catalog, no longer in the source: listed, not counted as missing). *Errors*
are bugs, not gaps, and exit 1 with or without ``--strict``: a catalog that does not compile into a ``.mo`` that
``gettext`` reads, or a shown translation whose format fields differ from its English (``str.format`` would raise,
or lose a number).
"""

from __future__ import annotations

import argparse
import ast
import gettext
import io
import string
import sys
from dataclasses import dataclass, field
from pathlib import Path

from babel.messages.pofile import PoFileError
from catalogs import LOCALE, ROOT, compile_bytes, read, sources

UI = ROOT / "game" / "ui"

#: A string of the source: a ``_()`` text, or the (singular, plural) of an ``ngettext()``.
Text = str | tuple[str, str]


def source_texts(ui: Path = UI) -> set[Text]:
    """Every literal string passed to ``_()``, every (singular, plural) pair passed to ``ngettext()`` and every
    message passed to ``pgettext()`` in the Python files under ``ui``; raises ``ValueError`` naming the file at
    a call with a computed string, which no catalog could hold."""
    texts: set[Text] = set()
    for path in sorted(ui.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            count = {"_": 1, "ngettext": 2, "pgettext": 2}.get(node.func.id, 0)
            if not count:
                continue
            args = [text for text in map(literal, node.args[:count]) if text is not None]
            if len(args) != count:
                raise ValueError(f"{path}:{node.lineno}: {node.func.id}() of a string that is not a literal")
            if node.func.id == "pgettext":  # (context, message): the catalog holds the message
                texts.add(args[1])
            else:
                texts.add(args[0] if count == 1 else (args[0], args[1]))
    return texts


def literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def fields(text: str) -> frozenset[str] | None:
    """The names of the ``str.format`` fields in ``text``; ``None`` when ``format`` could not read it."""
    try:
        return frozenset(name for _, name, _, _ in string.Formatter().parse(text) if name is not None)
    except ValueError:
        return None


def shown(text: Text) -> str:
    return repr(text) if isinstance(text, str) else f"{text[0]!r} / {text[1]!r}"


@dataclass
class Report:
    """What one language's catalog lacks, holds needlessly, and gets wrong."""

    language: str
    missing: list[Text] = field(default_factory=list)
    untranslated: list[Text] = field(default_factory=list)
    fuzzy: list[Text] = field(default_factory=list)
    stale: list[Text] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    @property
    def incomplete(self) -> bool:
        """Some string of the source is shown in English in this language."""
        return bool(self.missing or self.untranslated or self.fuzzy)

    def lines(self) -> list[str]:
        kinds = {
            "missing": self.missing,
            "untranslated": self.untranslated,
            "fuzzy": self.fuzzy,
            "stale": self.stale,
        }
        out = [f"{self.language}: " + ", ".join(f"{len(texts)} {kind}" for kind, texts in kinds.items())]
        out += [f"  error: {error}" for error in self.errors]
        for kind, texts in kinds.items():
            out += [f"  {kind}: {shown(text)}" for text in sorted(texts, key=shown)]
        return out


def check(po: Path, source: set[Text]) -> Report:
    """The report on the catalog ``po`` (its language is its folder's name) against the strings ``source``."""
    report = Report(po.parent.parent.name)
    try:
        catalog = read(po)
        gettext.GNUTranslations(io.BytesIO(compile_bytes(catalog)))
    except (PoFileError, OSError, ValueError, LookupError, SyntaxError) as error:
        report.errors.append(f"{po.relative_to(ROOT) if po.is_relative_to(ROOT) else po} does not compile: {error}")
        return report
    held: set[Text] = set()
    for message in catalog:
        if not message.id:
            continue  # the header
        text: Text = message.id if isinstance(message.id, str) else (message.id[0], message.id[1])
        held.add(text)
        forms = [message.string] if isinstance(message.string, str) else list(message.string or ())
        if text not in source:
            report.stale.append(text)
        elif not all(forms):
            report.untranslated.append(text)
        elif message.fuzzy:
            report.fuzzy.append(text)
        if message.fuzzy or not all(forms):
            continue  # not compiled: the game shows the English
        english = fields(text if isinstance(text, str) else text[1])
        for form in forms:
            if fields(form) != english:
                report.errors.append(f"{shown(text)}: the translation {form!r} has other format fields")
    report.missing = sorted(source - held, key=shown)
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--strict", action="store_true", help="exit 1 when a language lacks a string (the release)")
    args = parser.parse_args(argv)
    source = source_texts(UI)
    reports = [check(po, source) for po in sources(LOCALE)]
    print(f"{len(source)} strings in the source")
    for report in reports:
        print("\n".join(report.lines()))
    if any(report.errors for report in reports):
        return 1
    return 1 if args.strict and any(report.incomplete for report in reports) else 0


if __name__ == "__main__":
    sys.exit(main())
