"""Header tags of a ``.panjpar`` record: the tag line (``[Name "value"]``) read in linear time and memory, and the
one reader of the ``Bots`` tag (:attr:`game.panjpar.record.Record.bots`, what the replay viewer shows), which
ignores what it cannot use exactly as ``panjpar replay`` does (docs/NOTATION.md)."""

from __future__ import annotations

import re

from game.engine.limits import TAG_VALUE_CHARS, excerpt

_OPENING = re.compile(r'\[([A-Za-z][A-Za-z0-9_]*)\s+"')
_QUOTE_OR_ESCAPE = re.compile(r'["\\]')
_SEAT = re.compile(r"[0-9]{1,3}")
#: The longest bot name a ``Bots`` tag may give.
BOT_NAME_CHARS = 32


class TagError(ValueError):
    """A tag that is not well formed; ``reason`` says why, quoting at most a short excerpt."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def parse_tag_line(line: str) -> tuple[str, str]:
    """``[Name "value"]`` (``\\"`` and ``\\\\`` escaped in the value) as ``(name, value)``; raises :class:`TagError`.

    A scan from quote to escape, never a backtracking pattern over the value, so a long value costs its length.
    """
    opening = _OPENING.match(line)
    if opening is None:
        raise TagError(f"bad header tag: {excerpt(line)}")
    name = opening.group(1)
    pieces: list[str] = []
    length = 0
    at = opening.end()
    while length <= TAG_VALUE_CHARS:
        special = _QUOTE_OR_ESCAPE.search(line, at)
        if special is None or special.end() == len(line):
            raise TagError(f"bad header tag: {excerpt(line)}")
        pieces.append(line[at : special.start()])
        length += special.start() - at
        if special.group() == '"':
            if line[special.end() :] != "]":
                raise TagError(f"bad header tag: {excerpt(line)}")
            if length <= TAG_VALUE_CHARS:
                return name, "".join(pieces)
            break
        pieces.append(line[special.end()])
        length += 1
        at = special.end() + 1
    raise TagError(f"the value of {excerpt(name)} is longer than {TAG_VALUE_CHARS:,} characters")


def parse_bots(value: str, players: int) -> dict[int, str]:
    """The bots a ``Bots`` tag (``2:easy 3:hard``) names, as ``{0-based seat: bot name}``.

    The format leaves the tag free text, so this never refuses one: each word ``SEAT:NAME`` with SEAT a seat of
    the game (1 to ``players``, at most three ASCII digits) and NAME up to :data:`BOT_NAME_CHARS` printable
    characters counts, the first naming of a seat wins, and any other word is ignored.
    """
    bots: dict[int, str] = {}
    for word in value.split():
        number, _colon, name = word.partition(":")
        if not _SEAT.fullmatch(number) or not name or len(name) > BOT_NAME_CHARS or not name.isprintable():
            continue
        seat = int(number) - 1
        if 0 <= seat < players:
            bots.setdefault(seat, name)
    return bots
