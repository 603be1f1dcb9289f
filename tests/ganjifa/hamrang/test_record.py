"""hamrang's records through ``panjpar replay``: legal games in every option, either card order, every refusal
as an illegal line (exit 1), a wrong ``Result`` (exit 1), every malformed header or line (exit 2), ``--json``,
and the exact round trip."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.commands.replay import run
from game.engine.envelope import read_envelope
from game.engine.protocol import random_action
from game.ganjifa.hamrang.rulebook import HAMRANG_RULES

from .helpers import new_state, record

FIRST_TRICK = ("1: RSu 1Su", "2: RBa 1Ba", "3: RKu 1Ku", "4: RCg 1Cg")


def replay(tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, as_json: bool = False) -> tuple[int, str]:
    path = tmp_path / "game.ganjifa"
    path.write_text(text, encoding="utf-8")
    code = run(str(path), as_json)
    out, err = capsys.readouterr()
    return code, (out + err).replace(str(path), "FILE").strip()


def test_a_first_trick_replays_and_either_order_is_read(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = record("1: 1Su RSu", "2: RBa 1Ba", "3: 1Ku RKu", "4: RCg 1Cg")
    assert replay(tmp_path, capsys, text) == (0, "result: *")
    code, out = replay(tmp_path, capsys, text, as_json=True)
    position = json.loads(out)
    assert code == 0 and position["to_move"] == {"seat": 1, "phase": "lead"}
    assert position["tricks"] == {"1": 1, "2": 0, "3": 0, "4": 0} and position["out"] == []
    assert position["hands"]["1"][:3] == ["2Su", "3Su", "4Su"] and len(position["hands"]["2"]) == 22


def test_a_whole_game_replays_to_its_result(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    state = new_state()
    while not state.is_terminal():
        state.apply(next(state.legal_actions()))
    text = HAMRANG_RULES.write_record(state, {"Event": "test"})
    result = HAMRANG_RULES.result_text(state)
    assert result.startswith("tricks ")
    assert replay(tmp_path, capsys, text) == (0, f"result: {result}")
    position = json.loads(replay(tmp_path, capsys, text, as_json=True)[1])
    assert position["to_move"] is None and len(position["out"]) >= 3
    for seat in position["out"]:
        assert position["hands"][str(seat)], "an out seat's cards stay (face down)"


@pytest.mark.parametrize(
    ("lines", "line", "reason"),
    [
        (("1: VSu 1Su",), 10, "the first lead is RSu and the lowest Surya card"),
        (("1: RSu 2Su",), 10, "not the lowest Surya card in hand"),
        (("1: RSu",), 10, "a play is two cards while she holds two or more"),
        (("2: RBa 1Ba",), 10, "seat 2 is not to play"),
        (("1: RSu 1Su", "2: RBa 2Ba"), 11, "not the lowest Barat card in hand"),
        (("1: RSu 1Su", "2: RSu 1Ba"), 11, "card not in hand: RSu"),
        ((*FIRST_TRICK, "1: 10Su 2Su"), 14, "not the highest Surya card in hand"),
        ((*FIRST_TRICK, "1: RSu 2Su"), 14, "card not in hand: RSu"),
        ((*FIRST_TRICK, "1: RCh 2Ch"), 14, "not the lowest Chandra card in hand"),
        ((*FIRST_TRICK, "1: 1Ch 1Ch"), 14, "the same card twice: 1Ch"),
        ((*FIRST_TRICK, "1: RCh 1Ch 2Ch"), 14, "a play is two cards while she holds two or more"),
    ],
)
def test_illegal_plays_exit_1_with_the_rule(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], lines: tuple[str, ...], line: int, reason: str
) -> None:
    assert replay(tmp_path, capsys, record(*lines)) == (1, f"FILE:{line}: illegal: {reason}")


def test_no_face_card_of_the_suit_is_illegal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = record("1: RSu 1Su", "2: RBa 1Ba", "3: VSu 1Gh", "4: RCg 1Cg", "1: 10Su 2Su", swaps=("VSu 5Ku",))
    assert replay(tmp_path, capsys, text) == (1, "FILE:14: illegal: no face card of that suit")


def test_a_wrong_result_is_illegal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = record(*FIRST_TRICK, tags='[Result "tricks 0 1 0 0"]')
    assert replay(tmp_path, capsys, text) == (1, "FILE:9: illegal: result is *, record says tricks 0 1 0 0")


@pytest.mark.parametrize(
    ("edit", "reason"),
    [
        (lambda t: t.replace('[Dealer "1"]\n', ""), "missing tag: Dealer"),
        (lambda t: t.replace('[Time "day"]\n', ""), "missing tag: Time"),
        (lambda t: t.replace('[Dealer "1"]', '[Dealer "5"]'), "Dealer must be a whole number from 1 to 4, not '5'"),
        (lambda t: t.replace('[Time "day"]', '[Time "dusk"]'), "Time must be day or night, not 'dusk'"),
        (lambda t: t.replace('[Players "4"]', '[Players "3"]'), "Players must be 4 to 4 for hamrang, not '3'"),
        (lambda t: t.replace("RSh", "", 1), "Hand4 must have 24 cards, not 23"),
        (lambda t: t.replace("1: RSu 1Su", "1: RSu 1Xx"), "bad card: '1Xx'"),
        (lambda t: t.replace("1: RSu 1Su", "5: RSu 1Su"), "no seat 5: the game has 4 players"),
        (lambda t: t.replace("\n\n", '\n[Options "night"]\n\n'), "hamrang has no option 'night' (the key suit"),
        (lambda t: t.replace("\n\n", '\n[Options "teams"]\n\n'), "hamrang has no option 'teams'"),
    ],
)
def test_malformed_records_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], edit: Callable[[str], str], reason: str
) -> None:
    text = edit(record("1: RSu 1Su"))
    code, out = replay(tmp_path, capsys, text)
    assert code == 2 and "malformed: " + reason in out, out


def test_night_and_options_are_read_from_their_tags(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = record("2: RCh 1Ba", swaps=("RCh 5Ba",), time="night", tags='[Options "mughal free"]')
    assert replay(tmp_path, capsys, text)[0] == 0
    state = HAMRANG_RULES.read_record(read_envelope(text))
    assert state.options == frozenset({"mughal", "free", "night"})


def test_free_tags_survive_a_round_trip() -> None:
    text = HAMRANG_RULES.write_record(new_state(dealer=2), {"Event": "club night", "Site": "Kabul"})
    again = HAMRANG_RULES.read_record(read_envelope(text))
    assert '[Dealer "3"]' in text and '[Event "club night"]' in text
    assert HAMRANG_RULES.write_record(again, {}) == text


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), options=st.sets(st.sampled_from(["mughal", "sum", "free", "noelim", "night"])))
def test_random_games_round_trip_in_every_option(seed: int, options: set[str]) -> None:
    rng = random.Random(seed)
    state = HAMRANG_RULES.new_game("hamrang", 4, rng.randrange(4), frozenset(options))
    stop = rng.randrange(60)
    for _ in range(stop):
        if state.is_terminal():
            break
        state.apply(random_action(state, rng))
    if state.position is None:
        state.apply(random_action(state, rng))
    text = HAMRANG_RULES.write_record(state, {})
    again = HAMRANG_RULES.read_record(read_envelope(text))
    assert HAMRANG_RULES.write_record(again, {}) == text
    assert again.observation(0) == state.observation(0) and again.returns() == state.returns()
    assert HAMRANG_RULES.result_text(again) == HAMRANG_RULES.result_text(state)


def test_result_returns_read_the_result_text() -> None:
    assert HAMRANG_RULES.result_returns("tricks 3 1 3 0", 4) == (0.5, 0.0, 0.5, 0.0)
    assert HAMRANG_RULES.result_returns("TRICKS 0 4 1 1", 4) == (0.0, 1.0, 0.0, 0.0)
    assert HAMRANG_RULES.result_returns("tricks 1 2 3", 4) is None
    assert HAMRANG_RULES.result_returns("*", 4) is None
