"""The record envelope every game shares: ``# comments``, ``[Tag "value"]`` header lines, then ``SEAT: WHAT`` lines.

A game's record module reads its own tags and action words from an :class:`Envelope`; the ``Game`` tag says
which game a record is (none: Panjpar, as every record before the parlour had more than one game). The limits
of :mod:`game.engine.limits` are checked before what they bound is parsed, so memory stays linear in the text.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field

from game.engine.limits import (
    ACTIONS,
    LINE_CHARS,
    REASON_CHARS,
    RECORD_BYTES,
    TAGS,
    RecordTooLarge,
    check_record_size,
    excerpt,
    size_in_words,
)
from game.engine.tags import TagError, parse_tag_line

#: The game of a record without a ``Game`` tag.
DEFAULT_GAME = "panjpar"

_ACTION = re.compile(r"^([0-9]+)\s*:(.*)$")
_NUMBER = re.compile(r"[0-9]{1,3}")


class MalformedRecord(ValueError):
    """A record that is not well formed; ``line`` is 1-based (0 = the file as a whole).

    ``reason`` is short: at most :data:`~game.engine.limits.REASON_CHARS` characters, whatever the text held.
    """

    def __init__(self, reason: str, line: int) -> None:
        reason = excerpt(reason, REASON_CHARS)
        super().__init__(f"{line}: {reason}")
        self.reason = reason
        self.line = line


class IllegalRecord(ValueError):
    """A well-formed record whose action on ``line`` the rules forbid (``reason`` short, as above)."""

    def __init__(self, reason: str, line: int) -> None:
        reason = excerpt(reason, REASON_CHARS)
        super().__init__(f"{line}: {reason}")
        self.reason = reason
        self.line = line


@dataclass
class ActionLine:
    """One ``SEAT: WHAT`` line: the seat as written (1-based), the words after the colon, the line number."""

    seat: int
    text: str
    line: int


@dataclass
class Envelope:
    """A record's lines, before any game reads them: the tags (value and line) and the action lines."""

    tags: dict[str, tuple[str, int]] = field(default_factory=dict)
    actions: list[ActionLine] = field(default_factory=list)

    @property
    def game(self) -> str:
        """The ``Game`` tag's value, or :data:`DEFAULT_GAME` when the record has none."""
        return self.tags.get("Game", (DEFAULT_GAME, 0))[0]

    def need(self, name: str) -> tuple[str, int]:
        """The tag ``name`` (value, line); raises :class:`MalformedRecord` when the record lacks it."""
        if name not in self.tags:
            last = max((line for _, line in self.tags.values()), default=1)
            raise MalformedRecord(f"missing tag: {name}", last)
        return self.tags[name]


def strip_comment(line: str) -> str:
    """``line`` without its ``#`` comment (a ``#`` inside a quoted tag value is text)."""
    if "#" not in line:
        return line
    in_quotes = False
    escaped = False
    for i, ch in enumerate(line):
        if escaped:
            escaped = False
        elif ch == "\\" and in_quotes:
            escaped = True
        elif ch == '"':
            in_quotes = not in_quotes
        elif ch == "#" and not in_quotes:
            return line[:i]
    return line


def read_envelope(text: str) -> Envelope:
    """Split a record's text into tags and action lines; raises :class:`MalformedRecord` at the first problem."""
    try:
        check_record_size(text)
    except RecordTooLarge as error:
        raise MalformedRecord(error.reason, 0) from None
    envelope = Envelope()
    tags, actions = envelope.tags, envelope.actions
    for number, raw in enumerate(text.splitlines(), start=1):
        if len(raw) > LINE_CHARS:
            raise MalformedRecord(f"line longer than {LINE_CHARS:,} characters", number)
        line = strip_comment(raw).strip()
        if not line:
            continue
        if line.startswith("["):
            if actions:
                raise MalformedRecord("header tag after the first action", number)
            try:
                name, value = parse_tag_line(line)
            except TagError as error:
                raise MalformedRecord(error.reason, number) from None
            if name in tags:
                raise MalformedRecord(f"tag given twice: {excerpt(name)}", number)
            if len(tags) == TAGS:
                raise MalformedRecord(f"more than {TAGS} header tags", number)
            tags[name] = (value, number)
            continue
        match = _ACTION.match(line)
        if not match:
            raise MalformedRecord(f"not a tag or an action: {excerpt(line)}", number)
        if not tags:
            raise MalformedRecord("action before the header tags", number)
        if len(actions) == ACTIONS:
            raise MalformedRecord(f"more than {ACTIONS:,} actions", number)
        if not _NUMBER.fullmatch(match.group(1)):
            raise MalformedRecord(f"no seat {excerpt(match.group(1), 10)}", number)
        actions.append(ActionLine(int(match.group(1)), match.group(2), number))
    return envelope


def read_record_file(path: str) -> str:
    """A record file's text; raises :class:`MalformedRecord` for anything unreadable.

    A file over :data:`~game.engine.limits.RECORD_BYTES` is refused by its size before it is read, and at most
    that many bytes and one more are ever read (a device or a file still growing is no different).
    """
    try:
        with open(path, "rb") as file:
            size = os.fstat(file.fileno()).st_size
            if size > RECORD_BYTES:
                raise MalformedRecord(_too_large(f"{size_in_words(size)}"), 0)
            data = file.read(RECORD_BYTES + 1)
    except OSError as error:
        raise MalformedRecord(f"cannot read the file: {error.strerror or error}", 0) from None
    if len(data) > RECORD_BYTES:
        raise MalformedRecord(_too_large(f"over {size_in_words(RECORD_BYTES)}"), 0)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise MalformedRecord("not UTF-8 text", line) from None


def _too_large(size: str) -> str:
    return f"the file is too large for a game record ({size}; a record may have {size_in_words(RECORD_BYTES)})"


def escape(value: str) -> str:
    """A tag value as it is written between quotes."""
    return value.replace("\\", "\\\\").replace('"', '\\"')
