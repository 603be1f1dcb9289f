"""The ``panjpar replay`` command as a user runs it (a subprocess), and that the rules side never loads pygame."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RECORDS = ROOT / "tests" / "panjpar" / "records"
SEED000 = (RECORDS / "seed000.panjpar").read_text(encoding="utf-8")


def run(*args: str, code: str | None = None) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-c", code] if code is not None else [sys.executable, "-m", "game", *args]
    return subprocess.run(command, capture_output=True, text=True, cwd=ROOT, timeout=60, check=False)


def test_replay_exit_0_prints_the_result() -> None:
    done = run("replay", str(RECORDS / "seed000.panjpar"))
    assert (done.returncode, done.stdout, done.stderr) == (0, "result: *\n", "")
    done = run("replay", str(RECORDS / "p36_4p.panjpar"))
    assert (done.returncode, done.stdout) == (0, "result: loser 2\n")


@pytest.mark.parametrize("name", ["p36_2p.panjpar", "p36_3p_dropout.panjpar", "p36_4p.panjpar"])
def test_replay_json_for_two_three_and_four_players(name: str) -> None:
    done = run("replay", str(RECORDS / name), "--json")
    assert done.returncode == 0, done.stderr
    position = json.loads(done.stdout)
    assert list(position) == ["result", "to_move", "hands", "stock_count", "discard_count", "trump", "out"]
    assert position["to_move"] is None and position["stock_count"] == 0
    assert re.fullmatch(r"loser [1-4]", position["result"])


def test_replay_exit_1_for_an_illegal_action(tmp_path: Path) -> None:
    path = tmp_path / "bad.panjpar"
    path.write_text(SEED000.replace("1: 5D 5C KC", "1: 5D 9H 2H"), encoding="utf-8")
    done = run("replay", str(path))
    assert (done.returncode, done.stdout, done.stderr) == (1, "", f"{path}:11: illegal: 3-card attack needs a pair\n")


def test_replay_exit_1_when_the_result_disagrees(tmp_path: Path) -> None:
    path = tmp_path / "bad.panjpar"
    path.write_text(SEED000.replace('[Result "*"]', '[Result "draw"]'), encoding="utf-8")
    done = run("replay", str(path), "--json")
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == f"{path}:9: illegal: result is *, record says draw\n"


def test_replay_exit_2_for_a_malformed_record(tmp_path: Path) -> None:
    path = tmp_path / "bad.panjpar"
    path.write_text(SEED000.replace("6S 10H", "6S 10X"), encoding="utf-8")
    done = run("replay", str(path))
    assert (done.returncode, done.stderr) == (2, f"{path}:6: malformed: Hand2: bad card: '10X'\n")


def test_replay_exit_2_for_non_utf8_and_unreadable_files(tmp_path: Path) -> None:
    path = tmp_path / "bytes.panjpar"
    path.write_bytes(b"\x80\x81\n")
    done = run("replay", str(path))
    assert (done.returncode, done.stderr) == (2, f"{path}:1: malformed: not UTF-8 text\n")
    missing = tmp_path / "missing.panjpar"
    done = run("replay", str(missing))
    assert done.returncode == 2
    assert done.stderr.startswith(f"{missing}:0: malformed: cannot read the file: ")
    assert "Traceback" not in done.stderr


def test_replay_of_garbage_never_shows_a_traceback(tmp_path: Path) -> None:
    samples = [b"[", b"\x00\x00", b'[Variant "panjpar-52"]\n1: take\n', SEED000.encode()[:300], b"1:\n" * 3]
    for i, data in enumerate(samples):
        path = tmp_path / f"g{i}.panjpar"
        path.write_bytes(data)
        done = run("replay", str(path))
        assert done.returncode in (1, 2)
        assert re.fullmatch(re.escape(str(path)) + r":[0-9]+: (illegal|malformed): [^\n]+\n", done.stderr)


def test_the_rules_core_never_imports_pygame() -> None:
    code = (
        "import game.panjpar.position, game.panjpar.controller, game.panjpar.record, game.panjpar.match, "
        "game.panjpar.playout, game.engine.registry, "
        "game.commands.replay, game.cli; import sys; assert 'pygame' not in sys.modules, 'pygame loaded'"
    )
    done = run(code=code)
    assert done.returncode == 0, done.stderr


def test_the_replay_command_never_loads_pygame() -> None:
    code = (
        "import sys, runpy; sys.argv = ['game', 'replay', {!r}]\n"
        "try:\n    runpy.run_module('game', run_name='__main__')\n"
        "except SystemExit as end:\n    assert end.code == 0, end.code\n"
        "assert 'pygame' not in sys.modules, 'pygame loaded'\n"
    ).format(str(RECORDS / "seed000.panjpar"))
    done = run(code=code)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "result: *\n"


# ----- hostile sizes: answered by size, in bounded memory, with a short message (issue 10) ---------------------
def header_with(line: str) -> str:
    """seed000 with ``line`` added after its header tags."""
    return SEED000.replace('[Result "*"]', '[Result "*"]\n' + line, 1)


def test_replay_of_a_100_mb_record_is_refused_by_its_size_with_a_short_message(tmp_path: Path) -> None:
    path = tmp_path / "huge.panjpar"
    with path.open("wb") as file:  # a valid header, then a 100 MB tag value (sparse: no 100 MB written)
        file.write(header_with('[Event "').encode())
        file.truncate(100_000_000)
    done = run("replay", str(path))
    assert done.returncode == 2
    assert done.stderr == (
        f"{path}:0: malformed: the file is too large for a game record (100.0 MB; a record may have 1 MiB)\n"
    )


def test_replay_of_a_device_reads_no_more_than_the_limit() -> None:
    done = run("replay", "/dev/zero")
    assert done.returncode == 2
    assert (
        done.stderr
        == "/dev/zero:0: malformed: the file is too large for a game record (over 1 MiB; a record may have 1 MiB)\n"
    )


@pytest.mark.parametrize("length", [10_000_000, 900_000, 9_000])
def test_replay_quotes_a_short_excerpt_of_a_long_bad_line(tmp_path: Path, length: int) -> None:
    path = tmp_path / "long.panjpar"
    path.write_text(header_with("z" * length), encoding="utf-8")
    done = run("replay", str(path))
    assert done.returncode == 2
    assert len(done.stderr) < len(str(path)) + 120, done.stderr[:300]
    if length == 9_000:  # under the line limit: the line itself is quoted, cut short
        assert done.stderr == f"{path}:10: malformed: not a tag or an action: {'z' * 60}…\n"


def test_replay_refuses_a_bots_tag_over_the_tag_limit_and_accepts_any_other(tmp_path: Path) -> None:
    """Bots is free text to the format: only the tag limit applies (the viewer ignores what names no seat)."""
    path = tmp_path / "bots.panjpar"
    path.write_text(header_with(f'[Bots "{"9" * 4_301}:easy"]'), encoding="utf-8")  # the reported file
    done = run("replay", str(path))
    too_long = "the value of Bots is longer than 4,096 characters"
    assert (done.returncode, done.stderr) == (2, f"{path}:10: malformed: {too_long}\n")
    for bots in ("9" * 4_000 + ":easy", "3:easy", "2:easy 2:hard", "easy hard"):
        path.write_text(header_with(f'[Bots "{bots}"]'), encoding="utf-8")
        done = run("replay", str(path))
        assert (done.returncode, done.stdout, done.stderr) == (0, "result: *\n", ""), bots


def test_replay_reads_a_ganjifa_record_by_its_game_tag(tmp_path: Path) -> None:
    path = tmp_path / "round.ganjifa"
    hands = '[Hand1 "RSu RBa"]\n[Hand2 "10Su 9Ba"]\n'
    path.write_text(f'[Game "nakashth"]\n[Players "2"]\n[Stake "5"]\n{hands}', encoding="utf-8")
    done = run("replay", str(path), "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["rank"] == {"1": "pair of rajas", "2": "lose"}
    path.write_text(f'[Game "nakashth"]\n[Players "2"]\n{hands}', encoding="utf-8")
    done = run("replay", str(path))
    assert (done.returncode, done.stderr) == (2, f"{path}:4: malformed: missing tag: Stake\n")
