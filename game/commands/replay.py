"""``panjpar replay FILE [--json]``: replay a record, check every action, print the result (NOTATION.md)."""

from __future__ import annotations

import json
import os
import sys

from game.core.record import IllegalRecord, MalformedRecord, Record, parse_record, position_json
from game.engine.limits import RECORD_BYTES, size_in_words

EXIT_OK, EXIT_ILLEGAL, EXIT_MALFORMED = 0, 1, 2


def read_record(path: str) -> Record:
    """Read and parse a record file; raises :class:`MalformedRecord` for anything unreadable.

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
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise MalformedRecord("not UTF-8 text", line) from None
    return parse_record(text)


def _too_large(size: str) -> str:
    return f"the file is too large for a game record ({size}; a record may have {size_in_words(RECORD_BYTES)})"


def run(path: str, as_json: bool) -> int:
    """Replay ``path``; print the result or the position; return the exit code."""
    try:
        record = read_record(path)
        state = record.replay()
    except MalformedRecord as error:
        print(f"{path}:{error.line}: malformed: {error.reason}", file=sys.stderr)
        return EXIT_MALFORMED
    except IllegalRecord as error:
        print(f"{path}:{error.line}: illegal: {error.reason}", file=sys.stderr)
        return EXIT_ILLEGAL
    if as_json:
        print(json.dumps(position_json(state)))
    else:
        print(f"result: {state.result if state.result is not None else '*'}")
    return EXIT_OK
