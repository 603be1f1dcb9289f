"""Hand-made komi records through ``panjpar replay``: every rule, legal and not, and every refusal's exit code.

HANDS4 with seat 1 dealing: the dealer scores 2, seat 2 holds Komi, seat 3 scores 9, seat 4 scores 2 (a tie).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from game.engine.envelope import read_envelope
from game.ganjifa.komi.record import read_komi, record_text

from ..helpers import replay_text as replay
from .helpers import record

Capsys = pytest.CaptureFixture[str]


# ----- legal rounds --------------------------------------------------------------------------------------------
def test_without_betting_each_player_settles_with_the_dealer_alone(tmp_path: Path, capsys: Capsys) -> None:
    done = replay(tmp_path, capsys, record())
    assert (done.code, done.out) == (0, "result: -15 +5 +10 0\n")


@pytest.mark.parametrize("stated", ["-15 +5 +10 0", "-15 5 10 0", "  -15   +5 +10   +0 ", "-15 +5 +10 -0"])
def test_a_result_is_read_with_or_without_plus_signs_and_any_spacing(
    tmp_path: Path, capsys: Capsys, stated: str
) -> None:
    assert replay(tmp_path, capsys, record(result=stated)).code == 0


def test_betting_double_settles_twice_and_fold_pays_half_rounded_up(tmp_path: Path, capsys: Capsys) -> None:
    # seat 2 doubles 5 with Komi (+10), seat 3 folds a 9 staked at 10 (pays 5), seat 4 keeps a tie (0)
    text = record("2: double", "3: fold", "4: keep", options="betting", result="-5 +10 -5 0")
    done = replay(tmp_path, capsys, text, as_json=True)
    assert done.code == 0
    position = done.position
    assert position["result"] == "-5 +10 -5 0" and position["to_move"] is None
    assert position["score"] == {"1": 2, "2": "komi", "3": 9, "4": 2}
    assert position["net"] == {"1": -5, "2": 10, "3": -5, "4": 0}
    assert position["folded"] == {"1": False, "2": False, "3": True, "4": False}
    assert position["stakes"] == {"1": None, "2": 5, "3": 10, "4": 5}


def test_an_odd_stake_folded_pays_the_half_rounded_up(tmp_path: Path, capsys: Capsys) -> None:
    text = record("2: keep", "3: keep", "4: fold", stakes="- 5 10 7", options="betting")
    assert replay(tmp_path, capsys, text).out == "result: -11 +5 +10 -4\n"


def test_an_unfinished_betting_round_has_no_result_and_null_nets(tmp_path: Path, capsys: Capsys) -> None:
    done = replay(tmp_path, capsys, record("2: double", options="betting", result="*"), as_json=True)
    assert done.code == 0
    position = done.position
    assert position["result"] == "*" and position["net"] is None
    assert position["to_move"] == {"seat": 3, "phase": "bet"}
    assert position["score"] == {"1": 2, "2": "komi", "3": 9, "4": 2}


def test_a_dealer_in_the_middle_is_followed_by_the_next_seats_in_turn(tmp_path: Path, capsys: Capsys) -> None:
    # seat 3 deals (9): seat 4 then 1 then 2 bet; 1 (2) folds 5 -> pays 3; 2 (Komi) doubles 10 -> +20; 4 keeps 5 -> -5
    text = record("4: keep", "1: fold", "2: double", dealer="3", stakes="5 10 - 5", options="betting")
    done = replay(tmp_path, capsys, text, as_json=True)
    assert done.position["result"] == "-3 +20 -12 -5"


def test_komi_against_a_komi_dealer_keeps_the_stake(tmp_path: Path, capsys: Capsys) -> None:
    text = record(players=2, dealer="2", stakes="7 -", hands=("VSu RCh VBa", "RSu VCh RBa"))
    assert replay(tmp_path, capsys, text).out == "result: 0 0\n"


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_player_count_replays(tmp_path: Path, capsys: Capsys, players: int) -> None:
    hands = tuple(f"{seat + 1}Su {seat + 1}Ch {seat + 1}Ba" for seat in range(players))  # scores 3, 6, 9, 2, 5, 8
    stakes = " ".join(["-", *(str(seat) for seat in range(1, players))])
    bets = [f"{seat}: keep" for seat in range(2, players + 1)]
    done = replay(tmp_path, capsys, record(*bets, players=players, stakes=stakes, hands=hands, options="betting"))
    expected = {2: "-1 +1", 3: "-3 +1 +2", 4: "0 +1 +2 -3", 5: "-4 +1 +2 -3 +4", 6: "-9 +1 +2 -3 +4 +5"}
    assert done.out == f"result: {expected[players]}\n"


def test_a_record_reads_back_to_the_same_text_with_its_free_tags(tmp_path: Path, capsys: Capsys) -> None:
    text = record("2: double", "3: fold", "4: keep", options="betting", extra=('[Event "club night"]',))
    replayed = read_komi(read_envelope(text))
    written = record_text(replayed.state, replayed.free_tags)
    assert '[Event "club night"]' in written and '[Result "-5 +10 -5 0"]' in written
    again = read_komi(read_envelope(written))
    assert record_text(again.state, again.free_tags) == written


# ----- illegal: exit 1 -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("actions", "options", "line", "reason"),
    [
        (("2: keep",), None, 10, "komi without betting has no actions after the deal"),
        (("3: keep",), "betting", 11, "seat 3 is not to play"),
        (("1: keep",), "betting", 11, "seat 1 is not to play"),
        (("2: keep", "2: double"), "betting", 12, "seat 2 is not to play"),
        (("2: keep", "3: keep", "4: keep", "2: fold"), "betting", 14, "game is over"),
    ],
)
def test_an_action_out_of_turn_or_without_betting_is_illegal(
    tmp_path: Path, capsys: Capsys, actions: tuple[str, ...], options: str | None, line: int, reason: str
) -> None:
    done = replay(tmp_path, capsys, record(*actions, options=options))
    assert done.code == 1
    assert done.error() == f"{line}: illegal: {reason}"


@pytest.mark.parametrize(
    ("actions", "stated", "actual"),
    [
        ((), "+15 -5 -10 0", "-15 +5 +10 0"),
        (("2: keep",), "-15 +5 +10 0", "*"),
        (("2: keep", "3: keep", "4: keep"), "*", "-15 +5 +10 0"),
    ],
)
def test_a_result_the_replay_contradicts_is_illegal(
    tmp_path: Path, capsys: Capsys, actions: tuple[str, ...], stated: str, actual: str
) -> None:
    options = "betting" if actions else None
    done = replay(tmp_path, capsys, record(*actions, options=options, result=stated))
    assert done.code == 1
    assert f"illegal: result is {actual}, record says {stated}" in done.err


# ----- malformed: exit 2 ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (record("2: raise", options="betting"), "unknown komi action: 'raise' (keep, double or fold)"),
        (record("2: raise"), "unknown komi action: 'raise'"),
        (record("2: keep 3Su", options="betting"), "unknown komi action"),
        (record("7: keep", options="betting"), "no seat 7: the game has 4 players"),
        (record(dealer="5"), "Dealer must be a whole number from 1 to 4, not '5'"),
        (record(dealer="x"), "Dealer must be a whole number"),
        (record(stakes=None), "missing tag: Stakes"),
        (record(stakes="- 5 10"), "Stakes must have one entry for each of the 4 seats, not 3"),
        (record(stakes="5 - 10 5"), "the dealer (seat 1) stakes nothing: write '-', not '5'"),
        (record(stakes="- - 10 5"), "seat 2's stake must be 1 to 10 chips, not '-'"),
        (record(stakes="- 0 10 5"), "seat 2's stake must be 1 to 10 chips, not '0'"),
        (record(stakes="- 5 11 5"), "seat 3's stake must be 1 to 10 chips, not '11'"),
        (record(stakes="- 5 2.5 5"), "seat 3's stake must be 1 to 10 chips"),
        (record(hands=("5Su 7Ba", "VSu RCh VBa", "4Ph 5Gh 10Cg", "1Ku 1Cg RSh")), "Hand1 must hold 3 cards, not 2"),
        (record(hands=("5Su 7Ba VSh 1Su", "VSu RCh VBa", "4Ph 5Gh 10Cg", "1Ku 1Cg RSh")), "Hand1 must hold 3 cards"),
        (record(hands=("5Su 7Ba VSh", "VSu RCh VBa", "4Ph 5Gh 10Cg", "1Ku 5Su RSh")), "card dealt twice: 5Su"),
        (record(hands=("5Su 7Ba VSh", "VSu RCh VBa", "4Ph 5Gh 11Cg", "1Ku 1Cg RSh")), "bad card"),
        (record(players=7), "Players must be 2 to 6 for komi"),
        (record(players=1, stakes="-", hands=("5Su 7Ba VSh",)), "Players must be 2 to 6 for komi"),
        (record(extra=('[Hand5 "1Sh 2Sh 3Sh"]',)), "Hand5 but the game has 4 players"),
        (record(options="mughal"), "komi has no option 'mughal'"),
        (record(options="night"), "komi has no option 'night'"),
    ],
)
def test_a_malformed_record_exits_2_with_the_reason(tmp_path: Path, capsys: Capsys, text: str, reason: str) -> None:
    done = replay(tmp_path, capsys, text)
    assert done.code == 2, done.err
    assert ": malformed: " in done.err and reason in done.err


def test_a_missing_dealer_tag_is_malformed(tmp_path: Path, capsys: Capsys) -> None:
    text = record().replace('[Dealer "1"]\n', "")
    done = replay(tmp_path, capsys, text)
    assert done.code == 2 and "malformed: missing tag: Dealer" in done.err
