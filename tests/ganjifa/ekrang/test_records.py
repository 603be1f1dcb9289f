"""Hand-made ekrang records replayed through the checked rules: every rule, every refusal (illegal, exit 1),
malformed records (exit 2), ``--json`` and the ``Result`` check."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.commands import replay as replay_command
from game.engine.envelope import read_envelope
from game.ganjifa.ekrang.record import position_json, result_text
from game.ganjifa.ekrang.rulebook import EKRANG_RULES

from .helpers import FAST3, OPENING, SETUPS, illegal, malformed, random_game, record, replay

#: A three-player ``fast`` deal whose opener's highest number cards are threes (3Su, 3Ch) by day; seat 2 holds a
#: single card below 3 (1Ba).
LOW3 = [
    "RSu VSu RCh VCh RBa VBa 1Su 2Su 3Su 1Ch 2Ch 3Ch",
    "1Ba 4Su 5Su 6Su 7Su 8Su 4Ch 5Ch 6Ch 7Ch 8Ch 3Ba",
    "2Ba 9Su 10Su 9Ch 10Ch 4Ba 5Ba 6Ba 7Ba 8Ba 9Ba 10Ba",
]
#: After FAST3's opening: seat 1 leads VSu, nobody beats, phase 2 (9Su) is won by seat 1; then 10Su, her last
#: Surya card, leads, nobody beats, and in phase 2 she holds no Surya card.
VOID_IN_PHASE_TWO = [
    *OPENING,
    "1: VSu",
    "2: 5Su",
    "3: 4Su",
    "1: 9Su",
    "2: 7Su",
    "3: RBa",
    "1: 10Su",
    "2: 8Su",
    "3: 3Su",
]


def fast3(*lines: str, options: str = "fast", result: str | None = None) -> str:
    return record(FAST3, list(lines), options=options, result=result)


# -- the opening -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("number", ["10Su", "10Ba"])
def test_the_opening_lays_the_key_card_and_any_of_the_highest_number_cards(number: str) -> None:
    state = replay(fast3(f"1: RSu {number}"))
    assert position_json(state)["to_move"] == {"seat": 2, "phase": "cover"}


def test_the_opening_refuses_a_lower_number_card_the_key_card_second_and_a_face_card() -> None:
    assert illegal(fast3("1: RSu 9Su")).reason == "not a highest-valued number card in hand: 9Su"
    assert illegal(fast3("1: 10Ba RSu")).reason == "the opening lays the key card RSu first"
    assert illegal(fast3("1: RSu VSu")).reason == "not a highest-valued number card in hand: VSu"
    assert illegal(fast3("1: RSu")).reason == "play the key card and a number card"
    assert illegal(fast3("1: RSu 10Ba 9Su")).reason == "play the key card and a number card"
    assert illegal(fast3("2: RSu 10Ba")).reason == "seat 2 is not to play"


def test_by_night_the_holder_of_the_chandra_raja_opens() -> None:
    text = record(FAST3, ["1: RSu 10Ba"], time="night", options="fast")
    assert illegal(text).reason == "seat 1 is not to play"
    state = replay(record(FAST3, ["2: RCh 10Ch"], time="night", options="fast"))
    assert position_json(state)["to_move"] == {"seat": 3, "phase": "cover"}
    assert position_json(state)["key"] == "RCh"


def test_mughal_reverses_chandra_so_the_opener_must_lay_1ch() -> None:
    plain = replay(record(LOW3, ["1: RSu 3Ch"], options="fast"))
    assert plain.current_player() == 1
    assert illegal(record(LOW3, ["1: RSu 3Su"], options="fast mughal")).reason.endswith("in hand: 3Su")
    assert replay(record(LOW3, ["1: RSu 1Ch"], options="fast mughal")).current_player() == 1


# -- the covers --------------------------------------------------------------------------------------------------
def test_a_cover_must_be_lower_than_the_card_it_covers() -> None:
    assert illegal(fast3("1: RSu 10Ba", "2: RCh 4Ba")).reason == "cover must be lower than RSu"
    assert illegal(fast3("1: RSu 10Ba", "2: VCh 10Ch")).reason == "cover must be lower than 10Ba"
    assert illegal(fast3("1: RSu 10Ba", "2: VCh VCh")).reason == "the same card twice: VCh"
    assert illegal(fast3("1: RSu 10Ba", "2: VCh")).reason == "play two covers"
    assert illegal(fast3("1: RSu 10Ba", "2: VCh 1Ba")).reason == "card not in hand: 1Ba"


def test_the_second_cover_is_judged_on_the_hand_after_the_first() -> None:
    """Seat 2's one card below 3Su is 1Ba: covering RSu with it leaves none lower, so any card covers 3Su."""
    state = replay(record(LOW3, ["1: RSu 3Su", "2: 1Ba 5Su"], options="fast"))
    assert state.current_player() == 2
    text = record(LOW3, ["1: RSu 3Su", "2: 5Su 4Su"], options="fast")
    assert illegal(text).reason == "cover must be lower than 3Su"


def test_the_opener_takes_the_opening_trick_and_leads() -> None:
    state = replay(fast3(*OPENING))
    assert state.tricks() == (1, 0, 0)
    assert position_json(state)["to_move"] == {"seat": 1, "phase": "lead"}


# -- phase 1 -----------------------------------------------------------------------------------------------------
def test_a_lead_is_the_highest_card_of_its_suit() -> None:
    assert illegal(fast3(*OPENING, "1: 9Su")).reason == "not the highest Surya card in hand"
    assert illegal(fast3(*OPENING, "1: 9Su 4Ch")).reason == "play one card"


def test_a_higher_card_of_the_suit_must_beat_and_takes_at_once() -> None:
    assert illegal(fast3(*OPENING, "1: 4Ch", "2: 6Su")).reason == "must beat with a higher Chandra card"
    assert illegal(fast3(*OPENING, "1: 4Ch", "2: 5Ba")).reason == "must beat with a higher Chandra card"
    state = replay(fast3(*OPENING, "1: 4Ch", "2: 9Ch"))
    assert state.tricks() == (1, 1, 0)
    assert position_json(state)["to_move"] == {"seat": 2, "phase": "lead"}, "phase 2 is skipped"
    assert illegal(fast3(*OPENING, "1: 4Ch", "2: 9Ch", "3: 8Ch")).reason == "seat 3 is not to play"


def test_a_follower_without_a_higher_card_plays_the_suit_if_she_can() -> None:
    assert illegal(fast3(*OPENING, "1: 4Ch", "2: 9Ch", "2: 8Su", "3: 5Ch")).reason == "must play a Surya card"
    state = replay(fast3(*OPENING, "1: 4Ch", "2: 9Ch", "2: 8Su", "3: 3Su"))
    assert position_json(state)["to_move"] == {"seat": 1, "phase": "follow"}
    state = replay(fast3(*OPENING, "1: 4Ch", "2: 9Ch", "2: 8Su", "3: 3Su", "1: 9Su"))
    assert state.tricks() == (2, 1, 0)


# -- phase 2 -----------------------------------------------------------------------------------------------------
def test_when_nobody_beats_the_leader_takes_and_leads_her_lowest_card_of_the_suit() -> None:
    lines = [*OPENING, "1: VSu", "2: 5Su", "3: 4Su"]
    state = replay(fast3(*lines))
    assert state.tricks() == (2, 0, 0)
    assert position_json(state)["to_move"] == {"seat": 1, "phase": "low"}
    assert illegal(fast3(*lines, "1: 10Su")).reason == "not the lowest Surya card in hand"
    state = replay(fast3(*lines, "1: 9Su", "2: 7Su"))
    assert position_json(state)["to_move"] == {"seat": 3, "phase": "play"}
    state = replay(fast3(*lines, "1: 9Su", "2: 7Su", "3: RBa"))
    assert state.tricks() == (3, 0, 0), "only a card of the phase's suit can take: RBa does not"


def test_phase_two_without_a_card_of_the_suit_leads_a_lowest_valued_card_whose_suit_then_counts() -> None:
    assert replay(fast3(*VOID_IN_PHASE_TWO)).tricks() == (4, 0, 0)
    assert illegal(fast3(*VOID_IN_PHASE_TWO, "1: 2Ch")).reason == "no Surya card: play a lowest-valued card"
    replay(fast3(*VOID_IN_PHASE_TWO, "1: 1Ch"))
    state = replay(fast3(*VOID_IN_PHASE_TWO, "1: 1Ba", "2: 7Ba", "3: 9Ba"))
    assert state.tricks() == (4, 0, 1), "Barat became the phase's suit: 9Ba takes"
    assert position_json(state)["to_move"] == {"seat": 3, "phase": "lead"}


def test_in_phase_two_any_card_may_be_played() -> None:
    state = replay(fast3(*VOID_IN_PHASE_TWO, "1: 1Ba", "2: RCh", "3: 5Ch"))
    assert state.tricks() == (5, 0, 0)


# -- the end, the result, --json ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "options"), SETUPS)
def test_whole_games_replay_with_their_result_and_refuse_a_play_after_the_end(
    players: int, options: frozenset[str]
) -> None:
    state = random_game(players, options, seed=players * 31 + len(options))
    text = EKRANG_RULES.write_record(state, {})
    again = replay(text)
    assert result_text(again) == result_text(state) and result_text(state).startswith("tricks ")
    assert position_json(again)["to_move"] is None
    last_seat = text.rstrip().splitlines()[-1].split(":")[0]
    assert illegal(text + f"{last_seat}: 1Su\n").reason == "game is over"


def test_a_result_the_replay_contradicts_is_illegal_and_spacing_and_case_are_ignored() -> None:
    lines = [*OPENING, "1: 4Ch", "2: 9Ch"]
    assert illegal(fast3(*lines, result="tricks 1 1 0")).reason == "result is *, record says tricks 1 1 0"
    replay(fast3(*lines, result="*"))
    state = random_game(3, frozenset({"fast"}), seed=5)
    text = EKRANG_RULES.write_record(state, {})
    actual = result_text(state)
    replay(text.replace(actual, "TRICKS  " + actual[len("tricks ") :]))
    error = illegal(text.replace(actual, "tricks 0 0 0"))
    assert error.reason == f"result is {actual}, record says tricks 0 0 0"


def test_json_names_every_phase_and_lists_hands_in_the_order_dealt() -> None:
    phases = [
        (fast3(), "opening"),
        (fast3(OPENING[0]), "cover"),
        (fast3(*OPENING), "lead"),
        (fast3(*OPENING, "1: 4Ch"), "follow"),
        (fast3(*OPENING, "1: VSu", "2: 5Su", "3: 4Su"), "low"),
        (fast3(*OPENING, "1: VSu", "2: 5Su", "3: 4Su", "1: 9Su"), "play"),
    ]
    for text, phase in phases:
        assert position_json(replay(text))["to_move"]["phase"] == phase  # type: ignore[index]
    shown = position_json(replay(fast3(*OPENING)))
    assert shown["hands"]["1"] == ["VSu", "10Su", "9Su", "1Ch", "2Ch", "3Ch", "4Ch", "1Ba", "2Ba", "3Ba"]  # type: ignore[index]
    assert shown["tricks"] == {"1": 1, "2": 0, "3": 0} and shown["result"] == "*"


def test_the_replay_command_exit_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cases = [
        (fast3(*OPENING), 0, "result: *"),
        (fast3(*OPENING, "1: 9Su"), 1, ":12: illegal: not the highest Surya card in hand"),
        (fast3(*OPENING, "1: 9Xx"), 2, ":12: malformed: bad card"),
    ]
    for index, (text, code, said) in enumerate(cases):
        path = tmp_path / f"game{index}.ganjifa"
        path.write_text(text, encoding="utf-8")
        assert replay_command.run(str(path), as_json=False) == code
        captured = capsys.readouterr()
        assert said in captured.out + captured.err
    path = tmp_path / "game0.ganjifa"
    assert replay_command.run(str(path), as_json=True) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["to_move"] == {"seat": 1, "phase": "lead"} and shown["tricks"]["1"] == 1


# -- malformed records -------------------------------------------------------------------------------------------
def test_malformed_deals_and_tags() -> None:
    short = [FAST3[0].replace(" 10Ba", ""), FAST3[1], FAST3[2]]
    assert malformed(record(short, [], options="fast")).reason == "Hand1 must have 12 cards, not 11"
    assert malformed(record(FAST3, [])).reason == "Hand1 must have 32 cards, not 12"
    no_key = [hand.replace("Su", "Ku") for hand in FAST3]
    assert (
        malformed(record(no_key, [], options="fast")).reason
        == "a fast deal is 3 whole suits, Surya and Chandra among them"
    )
    assert "Time" in malformed(record(FAST3, [], options="fast").replace('[Time "day"]\n', "")).reason
    assert "Time must be day or night" in malformed(record(FAST3, [], time="dusk", options="fast")).reason
    assert "no option 'sum'" in malformed(record(FAST3, [], options="fast sum")).reason
    assert "option teams is for 4 players" in malformed(record(FAST3, [], options="fast teams")).reason
    assert "no seat 4" in malformed(fast3("4: RSu 10Ba")).reason
    assert "bad card" in malformed(fast3("1: RSu 11Ba")).reason
    twice = [FAST3[0], FAST3[1].replace("8Su", "RSu"), FAST3[2]]
    assert "card dealt twice: RSu" in malformed(record(twice, [], options="fast")).reason


def test_two_players_deal_from_surya_chandra_and_at_most_four_other_suits() -> None:
    suits = ["Su", "Ch", "Ba", "Ph", "Ku", "Gh", "Cg", "Sh"]
    ranks = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "R"]

    def hands_from(used: list[str]) -> list[str]:
        cards = [rank + suit for suit in used for rank in ranks][:34]
        return [" ".join(cards[:17]), " ".join(cards[17:])]

    replay(record(hands_from(suits[:4]), []))
    replay(record(hands_from(["Su", "Ba", "Ph", "Ch"]), []))  # Chandra need not be dealt at all
    four_others = [rank + suit for suit in suits[:6] for rank in ranks[:6]][:34]
    replay(record([" ".join(four_others[:17]), " ".join(four_others[17:])], []))
    spread = [rank + suit for suit in suits for rank in ranks[:5]][:34]
    five_others = [" ".join(spread[:17]), " ".join(spread[17:])]
    assert "at most four other suits, not 5" in malformed(record(five_others, [])).reason
    no_key = [rank + suit for suit in suits[2:] for rank in ranks][:34]
    assert "Surya or Chandra" in malformed(record([" ".join(no_key[:17]), " ".join(no_key[17:])], [])).reason


def test_a_two_player_deal_without_the_surya_raja_opens_with_the_highest_surya_card_dealt() -> None:
    ranks = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "V"]
    cards = [rank + suit for suit in ("Su", "Ch", "Ba") for rank in ranks] + ["RCh"]
    hands = [" ".join(cards[:17]), " ".join(cards[17:34])]
    state = replay(record(hands, []))
    assert state.key_text() == "VSu" and state.current_player() == 0
    no_surya = [rank + suit for suit in ("Ch", "Ba", "Ph") for rank in [*ranks, "R"]][:34]
    state = replay(record([" ".join(no_surya[:17]), " ".join(no_surya[17:])], []))
    assert state.key_text() == "RCh", "no Surya card dealt: the highest Chandra card is the key card"


def test_free_tags_are_kept_and_the_record_round_trips() -> None:
    text = record(FAST3, OPENING, options="fast", result="*", extra='[Event "club night"]')
    again = EKRANG_RULES.write_record(replay(text), {})
    assert '[Event "club night"]' in again
    assert EKRANG_RULES.write_record(replay(again), {}) == again
    assert read_envelope(again).game == "ekrang"
