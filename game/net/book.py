"""The server's book of tables: each table's spec, seat token hashes and its game's row, one JSON file in the data
folder (``net-tables.json``) rewritten whole through a temporary file, so a restarted server finds every table and
the storage gives each its game at the last committed action. Only hashes of the seats' tokens are kept."""

from __future__ import annotations

import json
import os
from dataclasses import asdict
from pathlib import Path
from typing import Any

from game.net.table import NetTable, TableSpec

BOOK_NAME = "net-tables.json"
#: The largest book read (a few hundred bytes per table).
BOOK_LIMIT = 8 * 1024 * 1024


class Book:
    """The tables of ``folder``'s server."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / BOOK_NAME
        self.entries: dict[str, dict[str, Any]] = {}

    def read(self) -> dict[str, dict[str, Any]]:
        """The book as last written (empty when there is none or it cannot be read)."""
        try:
            if self.path.stat().st_size > BOOK_LIMIT:
                return {}
            loaded = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        self.entries = {str(code): entry for code, entry in loaded.items() if isinstance(entry, dict)}
        return self.entries

    def note(self, table: NetTable) -> None:
        """Keep ``table`` as it is now, and write the book."""
        self.entries[table.spec.code] = {
            "spec": asdict(table.spec),
            "tokens": [seat.token_hash for seat in table.seats],
            "started": table.started,
            "number": table.number,
            "game_id": table.game_id,
            "match_id": table.match if isinstance(table.match, int) else getattr(table.match, "id", None),
        }
        self.write()

    def drop(self, code: str) -> None:
        if self.entries.pop(code, None) is not None:
            self.write()

    def write(self) -> None:
        temporary = self.path.with_suffix(".tmp")
        temporary.write_text(json.dumps(self.entries, separators=(",", ":")), encoding="utf-8")
        os.replace(temporary, self.path)


def spec_of(entry: dict[str, Any]) -> TableSpec:
    """The spec a book entry holds; raises ``TypeError``/``KeyError``/``ValueError`` for a damaged one."""
    spec = entry["spec"]
    return TableSpec(
        str(spec["code"]),
        str(spec["variant"]),
        int(spec["players"]),
        tuple(str(option) for option in spec["options"]),
        str(spec["bots"]),
        str(spec["password"]),
    )
