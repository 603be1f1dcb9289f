"""Replaying a ``.ganjifa`` record as ``panjpar replay`` does, in this process (one subprocess test suffices)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import pytest

from game.commands import replay


@dataclass(frozen=True)
class Replayed:
    code: int
    out: str
    err: str
    path: Path

    @property
    def position(self) -> dict[str, object]:
        value = json.loads(self.out)
        assert isinstance(value, dict)
        return value

    def error(self) -> str:
        """The message after ``FILE:`` (``LINE: illegal: REASON``)."""
        prefix = f"{self.path}:"
        assert self.err.startswith(prefix), self.err
        return self.err[len(prefix) :].rstrip("\n")


def replay_text(tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, as_json: bool = False) -> Replayed:
    """Write ``text`` to a file and replay it; the exit code and what was printed."""
    path = tmp_path / "game.ganjifa"
    path.write_text(text, encoding="utf-8")
    code = replay.run(str(path), as_json)
    captured = capsys.readouterr()
    return Replayed(code, captured.out, captured.err, path)


def record(*lines: str) -> str:
    return "\n".join(lines) + "\n"
