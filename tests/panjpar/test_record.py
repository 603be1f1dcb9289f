"""The ``.panjpar`` record: exact round trip, aliases, comments, tags, and every error of ``replay`` in-process."""

from __future__ import annotations

import io
import json
import random
import re
import tempfile
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.commands.replay import run
from game.engine import registry
from game.engine.envelope import read_envelope
from game.engine.protocol import random_action, record_length
from game.panjpar.position import State, pairs_in
from game.panjpar.record import MalformedRecord, Record, parse_record, record_of
from game.panjpar.rulebook import PANJPAR_RULES
from game.panjpar.variants import PANJPAR_36, PANJPAR_52

from .helpers import RECORDS, VARIANT_PLAYERS, make_deal, random_game

SEED000 = (RECORDS / "seed000.panjpar").read_text(encoding="utf-8")

CANONICAL = """\
[Game "panjpar"]
[Variant "panjpar-52"]
[Players "2"]
[Trump "4D"]
[Hand1 "5D 5C KC 9H 2H"]
[Hand2 "7C 4S 8S 6S 10H"]
[Stock "9C 3S JH QC 7H 3C AS 2C 2S 2D 3H 3D 4H 4C 5S 5H 6H 6D 6C 7S 7D 8H 8D 8C 9S 9D 10S 10D 10C JS JD JC QS QH \
QD KS KH KD AH AD AC"]
[First "1"]
[Result "*"]
[Event "Kabul \\"Wazir Akbar Khan\\" # not a comment"]
[Names "Amir, Hassan"]

1: 5D 5C KC
2: 5C/7C
1: 9H 9C 3S
2: 3S/4S 9C/KC 9H/5D
2: 6S
1: take
"""


def replay_text(text: str | bytes, as_json: bool = False) -> tuple[int, str, str, str]:
    """Run ``replay`` in-process on a temporary file; return (exit code, stdout, stderr, the file's name)."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.panjpar"
        if isinstance(text, str):
            path.write_text(text, encoding="utf-8")
        else:
            path.write_bytes(text)
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            code = run(str(path), as_json)
        return code, out.getvalue(), err.getvalue(), str(path)


def error_of(text: str | bytes) -> tuple[int, str]:
    """(exit code, stderr without the file name) of replaying ``text``."""
    code, _, err, path = replay_text(text)
    assert err.startswith(path + ":"), err
    return code, err[len(path) + 1 :]


def with_line(text: str, old: str, new: str) -> str:
    assert old in text
    return text.replace(old, new, 1)


# ----- round trips --------------------------------------------------------------------------------------------
def test_canonical_text_round_trips_exactly() -> None:
    assert parse_record(CANONICAL).to_text() == CANONICAL


def test_a_record_without_a_game_tag_is_panjpar_and_is_written_with_one() -> None:
    """Records written before the parlour had a second game have no ``Game`` tag: they read as Panjpar."""
    old = CANONICAL.replace('[Game "panjpar"]\n', "")
    assert parse_record(old) == parse_record(CANONICAL)
    assert parse_record(old).to_text() == CANONICAL
    assert replay_text(old)[:2] == replay_text(CANONICAL)[:2] == (0, "result: *\n")


def test_a_record_of_an_unknown_game_is_malformed_and_names_the_known_games() -> None:
    text = CANONICAL.replace('[Game "panjpar"]', '[Game "tarot"]')
    known = ", ".join(registry.GAMES)
    assert known.startswith("panjpar, nakashth")
    assert error_of(text) == (2, f"1: malformed: unknown game: tarot (known: {known})\n")


def test_parse_of_written_record_is_the_record() -> None:
    for variant, players in VARIANT_PLAYERS:
        record = record_of(random_game(variant, players, seed=players), {"Event": 'a "quoted" #1', "Round": "3"})
        again = parse_record(record.to_text())
        assert again == record
        assert again.to_text() == record.to_text()


def test_record_files_replay_to_their_stated_results() -> None:
    for path in sorted(RECORDS.glob("*.panjpar")):
        record = parse_record(path.read_text(encoding="utf-8"))
        state = record.replay()
        assert (str(state.result) if state.result else "*") == record.result
        assert parse_record(record.to_text()) == record


def test_free_tags_are_kept_in_order() -> None:
    record = parse_record(CANONICAL)
    assert record.tags == {"Event": 'Kabul "Wazir Akbar Khan" # not a comment', "Names": "Amir, Hassan"}


# ----- aliases and comments -----------------------------------------------------------------------------------
def test_aliases_t_for_ten_suit_symbols_and_lower_case_read_as_canonical() -> None:
    text = SEED000
    text = with_line(text, '[Hand1 "5D 5C KC 9H 2H"]', '[hand1 "5♦ 5c k♣ 9♥ 2h"]'.replace("hand1", "Hand1"))
    text = with_line(text, '[Hand2 "7C 4S 8S 6S 10H"]', '[Hand2 "7♣ 4♠ 8s 6S TH"]')
    text = with_line(text, "2: 3S/4S 9C/KC 9H/5D", "2: 3s/4♠ 9♣/kc 9h/5D")
    text = with_line(text, "1: take", "1: TAKE")
    record = parse_record(text)
    assert record == parse_record(SEED000)
    assert "10H" in record.to_text() and "♠" not in record.to_text() and "TAKE" not in record.to_text()


def test_ten_is_read_as_10_or_t_in_any_case() -> None:
    text = with_line(SEED000, '[Hand2 "7C 4S 8S 6S 10H"]', '[Hand2 "7C 4S 8S 6S tH"]')
    assert parse_record(text) == parse_record(SEED000)


def test_comments_and_blank_lines_are_ignored() -> None:
    text = "# opening comment\n\n" + SEED000.replace("1: take", "1: take   # A has no spades\n\n# the end\n")
    assert parse_record(text) == parse_record(SEED000)


def test_a_hash_inside_a_tag_value_is_not_a_comment() -> None:
    record = parse_record(with_line(SEED000, '[Result "*"]', '[Result "*"]\n[Event "game #3"]  # a comment'))
    assert record.tags == {"Event": "game #3"}


def test_a_utf8_byte_order_mark_is_accepted() -> None:
    code, out, _, _ = replay_text(b"\xef\xbb\xbf" + SEED000.encode())
    assert (code, out) == (0, "result: *\n")


# ----- replay: success ----------------------------------------------------------------------------------------
def test_replay_prints_the_result() -> None:
    assert replay_text(SEED000)[:2] == (0, "result: *\n")
    assert replay_text((RECORDS / "p36_4p.panjpar").read_text())[:2] == (0, "result: loser 2\n")
    assert replay_text((RECORDS / "p52_draw.panjpar").read_text())[:2] == (0, "result: draw\n")


def test_replay_json_has_exactly_the_fields_of_the_notation() -> None:
    code, out, err, _ = replay_text(SEED000, as_json=True)
    assert code == 0 and err == ""
    position = json.loads(out)
    assert position == {
        "result": "*",
        "to_move": {"seat": 2, "phase": "attack"},
        "hands": {"1": ["2H", "JH", "QC", "7H", "3C", "6S"], "2": ["8S", "10H", "AS", "2C", "2S"]},
        "stock_count": 33,
        "discard_count": 8,
        "trump": "4D",
        "out": [],
    }


def test_replay_json_in_the_middle_of_a_battle_and_after_the_end() -> None:
    code, out, _, _ = replay_text(SEED000.replace("1: take\n", ""), as_json=True)
    assert json.loads(out)["to_move"] == {"seat": 1, "phase": "defend"}
    code, out, _, _ = replay_text((RECORDS / "p36_3p_draw.panjpar").read_text(), as_json=True)
    position = json.loads(out)
    assert code == 0
    assert position["result"] == "draw" and position["to_move"] is None
    assert sorted(position["out"]) == [1, 2, 3] and position["stock_count"] == 0
    assert position["hands"] == {"1": [], "2": [], "3": []}


@pytest.mark.parametrize("name", ["p36_2p.panjpar", "p36_3p_dropout.panjpar", "p36_4p.panjpar"])
def test_replay_panjpar_36_for_two_three_and_four_players(name: str) -> None:
    text = (RECORDS / name).read_text()
    record = parse_record(text)
    code, out, _, _ = replay_text(text, as_json=True)
    position = json.loads(out)
    assert code == 0
    assert position["result"] == record.result
    assert len(position["hands"]) == record.deal.players
    assert len(position["out"]) == record.deal.players - 1
    assert position["discard_count"] + sum(map(len, position["hands"].values())) == 36


# ----- replay: malformed records (exit 2) ---------------------------------------------------------------------
MALFORMED = [
    ('[Result "*"]', '[Result "*"]\n[Hand3 "AS"]', "10: malformed: unknown tag: Hand3 (the game has 2 players)"),
    ('[Result "*"]', '[Result "*"]\n[stock "AS"]', "10: malformed: unknown tag: stock (did you mean Stock?)"),
    ('[First "1"]\n', "", "8: malformed: missing tag: First"),
    ('[Variant "panjpar-52"]\n', "", "8: malformed: missing tag: Variant"),
    ('[Variant "panjpar-52"]', '[Variant "panjpar-40"]', "2: malformed: unknown variant: panjpar-40"),
    ('[Hand1 "5D 5C KC 9H 2H"]', '[Hand1 "5D 5C KC 9H 1H"]', "5: malformed: Hand1: bad card: '1H'"),
    ('[Trump "4D"]', '[Trump "4X"]', "4: malformed: Trump: bad card: '4X'"),
    ('[Hand2 "7C 4S 8S 6S 10H"]', '[Hand2 "7C 4S 8S 6S 5D"]', "6: malformed: card twice: 5D (Hand1 and Hand2)"),
    (' AD AC"]', ' AD"]', "7: malformed: cards missing: AC"),
    (' AD AC"]', ' AD AC AC"]', "7: malformed: card twice: AC (Stock and Stock)"),
    ('[Hand1 "5D 5C KC 9H 2H"]', '[Hand1 "5D 5C KC 9H"]', "5: malformed: Hand1 has 4 cards, not 5"),
    ('[Players "2"]', '[Players "3"]', "3: malformed: panjpar-52 is for 2 players, not 3"),
    ('[Players "2"]', '[Players "two"]', "3: malformed: panjpar-52 is for 2 players, not two"),
    ('[First "1"]', '[First "3"]', "8: malformed: First must be a seat from 1 to 2, not '3'"),
    ('[Result "*"]', '[Result "won"]', "9: malformed: Result must be *, draw or loser N, not 'won'"),
    ("1: take", "3: take", "16: malformed: no seat 3 with 2 players"),
    ("1: take", "0: take", "16: malformed: no seat 0 with 2 players"),
    ("1: take", "1: 5Z", "16: malformed: bad card: '5Z'"),
    ("1: take", "1: 6S/", "16: malformed: bad card: ''"),
    ("1: take", "1 take", "16: malformed: not a tag or an action: 1 take"),
    ("1: take", '1: take\n[Event "late"]', "17: malformed: header tag after the first action"),
    ('[Result "*"]', '[Result "*"]\n[Result "*"]', "10: malformed: tag given twice: Result"),
    ('[Result "*"]', "[Result *]", "9: malformed: bad header tag: [Result *]"),
]


@pytest.mark.parametrize(("old", "new", "expected"), MALFORMED)
def test_malformed_records_exit_2_with_file_line_and_reason(old: str, new: str, expected: str) -> None:
    assert error_of(with_line(SEED000, old, new)) == (2, expected + "\n")


def test_wrong_player_count_for_panjpar_36() -> None:
    text = (RECORDS / "p36_2p.panjpar").read_text().replace('[Players "2"]', '[Players "5"]')
    assert error_of(text) == (2, "4: malformed: panjpar-36 is for 2 or 3 or 4 players, not 5\n")


def test_a_card_outside_the_variants_pack() -> None:
    text = (RECORDS / "p36_2p.panjpar").read_text()
    record = parse_record(text)
    five = str(record.deal.stock[0])
    assert error_of(text.replace(f'[Stock "{five}', '[Stock "5S', 1))[1].endswith("5S is not in the panjpar-36 pack\n")


def test_an_empty_file_is_malformed() -> None:
    assert error_of("") == (2, "1: malformed: missing tag: Variant\n")
    assert error_of("# only a comment\n") == (2, "1: malformed: missing tag: Variant\n")


def test_an_action_before_the_tags_is_malformed() -> None:
    assert error_of("1: 5D\n") == (2, "1: malformed: action before the header tags\n")


def test_an_unreadable_file_is_malformed() -> None:
    with tempfile.TemporaryDirectory() as folder:
        for path in (str(Path(folder) / "missing.panjpar"), folder):
            err = io.StringIO()
            with redirect_stderr(err), redirect_stdout(io.StringIO()):
                assert run(path, False) == 2
            assert re.fullmatch(re.escape(path) + r":0: malformed: cannot read the file: .+\n", err.getvalue())


def test_non_utf8_bytes_are_malformed_on_their_line() -> None:
    data = SEED000.encode().replace(b'[Trump "4D"]', b'[Trump "4\xff"]')
    assert error_of(data) == (2, "4: malformed: not UTF-8 text\n")


def test_seat_and_count_numbers_must_be_plain_ascii_digits() -> None:
    assert error_of(with_line(SEED000, '[Players "2"]', '[Players "²"]'))[0] == 2
    assert error_of(with_line(SEED000, '[First "1"]', '[First "²"]'))[0] == 2
    assert error_of(with_line(SEED000, '[Players "2"]', '[Players "٢"]'))[0] == 2
    code, message = error_of(with_line(SEED000, "1: take", "9" * 5000 + ": take"))
    assert code == 2 and len(message) < 100


def test_nothing_is_written_back_to_the_file() -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "g.panjpar"
        text = SEED000.replace("1: take", "1: TAKE # x")
        path.write_text(text, encoding="utf-8")
        with redirect_stdout(io.StringIO()):
            run(str(path), True)
        assert path.read_text(encoding="utf-8") == text


# ----- replay: illegal actions (exit 1) -----------------------------------------------------------------------
ILLEGAL = [
    ("1: 5D 5C KC", "2: 5D", "11: illegal: seat 2 is not the attacker"),
    ("1: 5D 5C KC", "1: KC 9H 2H", "11: illegal: 3-card attack needs a pair"),
    ("1: 5D 5C KC", "1: QS", "11: illegal: card not in hand: QS"),
    ("1: 5D 5C KC", "1: 5D 5C", "11: illegal: an attack is 1, 3 or 5 cards, not 2"),
    ("2: 5C/7C", "2: 5C/4S", "12: illegal: 4S does not beat 5C"),
    ("2: 5C/7C", "2: KC/QS", "12: illegal: card not in hand: QS"),
    ("2: 5C/7C", "1: 5C/7C", "12: illegal: seat 1 is not the defender"),
    ("1: 9H 9C 3S", "2: 9H", "13: illegal: seat 2 is not the attacker"),
    ('[Result "*"]', '[Result "loser 1"]', "9: illegal: result is *, record says loser 1"),
    ('[Result "*"]', '[Result "draw"]', "9: illegal: result is *, record says draw"),
]


@pytest.mark.parametrize(("old", "new", "expected"), ILLEGAL)
def test_illegal_actions_exit_1_with_file_line_and_reason(old: str, new: str, expected: str) -> None:
    assert error_of(with_line(SEED000, old, new)) == (1, expected + "\n")


def test_seven_of_clubs_does_not_beat_nine_of_clubs() -> None:
    deal = make_deal(["9C 5C KC 9H 2H", "7C 4S 8S 6S 10H"], "4D", "9S 3S JH")
    text = Record(deal).to_text() + "1: 9C\n2: 9C/7C\n"
    assert error_of(text) == (1, "12: illegal: 7C does not beat 9C\n")


def test_game_is_over() -> None:
    text = (RECORDS / "p52_draw.panjpar").read_text()
    record = parse_record(text)
    last_attacker = record.actions[-2][0] + 1
    lines = text.count("\n")
    code, message = error_of(text + f"{last_attacker}: 2C\n")
    assert (code, message) == (1, f"{lines + 1}: illegal: game is over\n")


def test_the_result_of_a_finished_game_must_agree() -> None:
    text = (RECORDS / "p36_4p.panjpar").read_text()
    line = text.splitlines().index('[Result "loser 2"]') + 1
    assert error_of(text.replace('"loser 2"', '"loser 3"')) == (
        1,
        f"{line}: illegal: result is loser 2, record says loser 3\n",
    )


def _five_card_attack_on_four() -> tuple[str, str]:
    """A real game's record up to a position where the defender holds 4 cards and the attacker two pairs."""
    for seed in range(200):
        game = random_game(PANJPAR_36, 2, seed)
        state = State(game.deal)
        for index, (seat, move) in enumerate(game.history):
            hand = sorted(state.hands[state.attacker])
            if not state.attack and len(state.hands[state.defender]) == 4 and len(hand) >= 5:
                for i in range(len(hand) - 4):
                    five = hand[i : i + 5]
                    if pairs_in(five) >= 2:
                        record = record_of(state)
                        record.actions = list(game.history[:index])
                        attack = " ".join(map(str, five))
                        return record.to_text(), f"{state.attacker + 1}: {attack}\n"
            state.apply(seat, move)
    raise AssertionError("no such position in 200 random games")


def test_defender_holds_four_cards_five_card_attack_not_allowed() -> None:
    text, line = _five_card_attack_on_four()
    code, message = error_of(text + line)
    assert (code, message) == (
        1,
        f"{text.count(chr(10)) + 1}: illegal: defender holds 4 cards: 5-card attack not allowed\n",
    )


# ----- no input makes replay crash ----------------------------------------------------------------------------
REPORT = re.compile(r"[^\n]*:[0-9]+: (illegal|malformed): [^\n]+\n")
VALID = [SEED000] + [(RECORDS / name).read_text() for name in ("p36_3p_dropout.panjpar", "p36_4p.panjpar")]


def check_replay_never_crashes(data: str | bytes) -> None:
    for as_json in (False, True):
        code, out, err, path = replay_text(data, as_json)
        assert code in (0, 1, 2)
        if code == 0:
            assert err == ""
            if as_json:
                assert set(json.loads(out)) == {"result", "to_move", "hands", "stock_count", "discard_count",
                                                "trump", "out"}  # fmt: skip
            else:
                assert re.fullmatch(r"result: (\*|draw|loser [1-4])\n", out)
        else:
            assert out == ""
            assert err.startswith(path + ":") and REPORT.fullmatch(err), err
            assert ("illegal" in err) == (code == 1)


@st.composite
def mutated_records(draw: st.DrawFn) -> str:
    text = draw(st.sampled_from(VALID))
    lines = text.splitlines(keepends=True)
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(["delete line", "duplicate line", "swap lines", "edit", "insert", "cut"]))
        i = draw(st.integers(0, len(lines) - 1))
        j = draw(st.integers(0, len(lines) - 1))
        if kind == "delete line" and len(lines) > 1:
            del lines[i]
        elif kind == "duplicate line":
            lines.insert(j, lines[i])
        elif kind == "swap lines":
            lines[i], lines[j] = lines[j], lines[i]
        elif kind in ("edit", "insert"):
            line = lines[i]
            at = draw(st.integers(0, len(line)))
            piece = draw(st.text(alphabet='0123456789 :/#"[]\\ASHDCTKQJtake♠♥♦♣\n²٢', max_size=4))
            end = at + (kind == "edit") * draw(st.integers(0, 3))
            lines[i] = line[:at] + piece + line[end:]
        elif kind == "cut":
            lines = lines[: i + 1]
    return "".join(lines)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_records())
def test_replay_of_mutated_records_never_crashes(text: str) -> None:
    check_replay_never_crashes(text)


@settings(max_examples=100, deadline=None)
@given(st.one_of(st.binary(max_size=300), st.text(max_size=300)))
def test_replay_of_garbage_never_crashes(data: str | bytes) -> None:
    check_replay_never_crashes(data)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.text(alphabet=st.characters(blacklist_categories=["Cs"]), max_size=12), max_size=12))
def test_replay_of_garbage_after_a_valid_header_never_crashes(words: list[str]) -> None:
    header = SEED000.split("\n1: ")[0]
    check_replay_never_crashes(header + "\n" + "\n".join(words) + "\n")


def test_random_records_with_tags_round_trip() -> None:
    rng = random.Random(4)
    for _ in range(20):
        variant, players = rng.choice([(PANJPAR_52, 2), (PANJPAR_36, rng.choice([2, 3, 4]))])
        game = random_game(variant, players, rng.randrange(10**6))
        record = record_of(game, {"Event": "x # y", "Bots": "easy hard"})
        assert parse_record(record.to_text()) == record


def test_parse_errors_are_malformed_record_with_a_line() -> None:
    with pytest.raises(MalformedRecord) as info:
        parse_record(with_line(SEED000, '[Trump "4D"]', '[Trump "4X"]'))
    assert info.value.line == 4


def test_the_rules_count_a_record_by_its_moves_not_its_deal_guess_or_kills() -> None:
    """The storage keeps this count with each game (the ``actions`` of a saved Panjpar game are its moves)."""
    rng = random.Random(12)
    state = PANJPAR_RULES.new_game("panjpar-52", 2)
    counted = 0
    while not state.is_terminal():
        if PANJPAR_RULES.recordable(state):
            envelope = read_envelope(PANJPAR_RULES.write_record(state, {}))
            assert record_length(PANJPAR_RULES, state) == len(envelope.actions) < len(state.history())
            counted += 1
        state.apply(random_action(state, rng))
    assert state.position is not None and counted > 5
    assert record_length(PANJPAR_RULES, state) == len(state.position.history)
