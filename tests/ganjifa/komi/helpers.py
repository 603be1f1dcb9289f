"""Hand-made komi records and their replay through ``panjpar replay``'s own entry point."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import pytest

from game.commands.replay import run

#: Four hands: seat 1 scores 2 (the seed's 5 + 7 + vizier), seat 2 Komi, seat 3 scores 9, seat 4 scores 2.
HANDS4 = ("5Su 7Ba VSh", "VSu RCh VBa", "4Ph 5Gh 10Cg", "1Ku 1Cg RSh")


@dataclass
class Replayed:
    """What replay printed and returned."""

    code: int
    out: str
    err: str

    def json(self) -> dict[str, object]:
        value = json.loads(self.out)
        assert isinstance(value, dict)
        return value


def record(
    *actions: str,
    players: int = 4,
    dealer: str = "1",
    stakes: str | None = "- 5 10 5",
    hands: tuple[str, ...] = HANDS4,
    options: str | None = None,
    result: str | None = None,
    extra: tuple[str, ...] = (),
) -> str:
    """A komi record's text; ``None`` leaves a tag out."""
    lines = ['[Game "komi"]', f'[Players "{players}"]', f'[Dealer "{dealer}"]']
    if stakes is not None:
        lines.append(f'[Stakes "{stakes}"]')
    if options is not None:
        lines.append(f'[Options "{options}"]')
    lines += [f'[Hand{seat} "{hand}"]' for seat, hand in enumerate(hands, start=1)]
    if result is not None:
        lines.append(f'[Result "{result}"]')
    lines += list(extra)
    return "\n".join([*lines, "", *actions]) + "\n"


def replay(tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, as_json: bool = False) -> Replayed:
    path = tmp_path / "round.ganjifa"
    path.write_text(text, encoding="utf-8")
    code = run(str(path), as_json)
    captured = capsys.readouterr()
    return Replayed(code, captured.out, captured.err)
