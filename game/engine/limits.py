"""The size limits of a ``.panjpar`` record (docs/NOTATION.md), checked before anything is parsed, and the short
excerpt that error messages quote instead of the offending text.

The largest record of a finished game seen in 240,000 random games is 7,029 bytes and 908 actions
(``python bench/record_sizes.py``); every limit leaves a wide margin above a real game, so only a damaged or
crafted text reaches one.
"""

from __future__ import annotations

#: A whole record, as a file (bytes) and as UTF-8 text: 1 MiB.
RECORD_BYTES = 1_048_576
#: One line of a record, in characters (a tag line, an action or a comment).
LINE_CHARS = 10_000
#: One tag's value, in characters after unescaping.
TAG_VALUE_CHARS = 4_096
#: Header tags in one record (the game writes about a dozen).
TAGS = 100
#: Actions in one record.
ACTIONS = 10_000
#: How much of an offending value a message quotes.
EXCERPT_CHARS = 60
#: The longest reason a record error carries.
REASON_CHARS = 200


class RecordTooLarge(ValueError):
    """A record text over :data:`RECORD_BYTES`; ``reason`` says so in words."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def size_in_words(size: int) -> str:
    """``1 MiB``, ``10.0 MB``, ``4,096 bytes``: a byte count as a message shows it."""
    if size == RECORD_BYTES:
        return "1 MiB"
    if size >= 1_000_000:
        return f"{size / 1_000_000:.1f} MB"
    return f"{size:,} bytes"


def check_record_size(text: str) -> None:
    """Raise :class:`RecordTooLarge` when ``text`` is over :data:`RECORD_BYTES` of UTF-8 (without copying a
    text that is plainly too long)."""
    if len(text) > RECORD_BYTES or (not text.isascii() and len(text.encode("utf-8", "surrogatepass")) > RECORD_BYTES):
        raise RecordTooLarge(f"the record is larger than the {size_in_words(RECORD_BYTES)} a record may have")


def excerpt(text: str, limit: int = EXCERPT_CHARS) -> str:
    """At most ``limit`` characters of ``text`` for a message: cut with ``…``, control characters escaped."""
    out: list[str] = []
    used = 0
    for ch in text[: limit + 1]:
        shown = ch if ch.isprintable() else ch.encode("unicode_escape").decode("ascii")
        if used + len(shown) > limit:
            out.append("…")
            break
        out.append(shown)
        used += len(shown)
    return "".join(out)
