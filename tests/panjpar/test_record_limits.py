"""The record's size limits (docs/NOTATION.md), checked before parsing, the short excerpts errors quote, and the
one parser of the ``Bots`` tag (issue 10: memory without bound, echoes, the viewer's Bots)."""

from __future__ import annotations

import tracemalloc

import pytest

from game.engine.limits import ACTIONS, LINE_CHARS, RECORD_BYTES, TAG_VALUE_CHARS, TAGS, excerpt
from game.engine.tags import TagError, parse_bots, parse_tag_line
from game.panjpar.fuzz import fuzz_records
from game.panjpar.record import MalformedRecord, parse_record

from .helpers import RECORDS

SEED000 = (RECORDS / "seed000.panjpar").read_text(encoding="utf-8")
HEADER, _BLANK, ACTIONS_TEXT = SEED000.partition("\n\n")


def with_tags(*lines: str) -> str:
    """seed000 with ``lines`` added after its header tags."""
    return f"{HEADER}\n" + "\n".join(lines) + f"\n\n{ACTIONS_TEXT}"


def refusal(text: str) -> MalformedRecord:
    with pytest.raises(MalformedRecord) as info:
        parse_record(text)
    assert len(info.value.reason) <= 200
    return info.value


def test_a_record_over_1_mib_is_refused_before_it_is_parsed() -> None:
    text = with_tags(f'[Event "{"x" * 16_000_000}"]')
    tracemalloc.start()
    try:
        error = refusal(text)
        _size, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert (error.line, error.reason) == (0, "the record is larger than the 1 MiB a record may have")
    assert peak < 1_000_000, f"{peak:,} bytes traced refusing a 16 MB record"


def test_the_record_limit_counts_utf8_bytes_not_characters() -> None:
    comments = (RECORD_BYTES - len(SEED000) - 200) // 101
    under = with_tags(*["# " + "x" * 98] * comments)
    assert len(under) > RECORD_BYTES - 400 and len(parse_record(under).actions) == 6
    over = with_tags(*["# " + "€" * 3_000] * (RECORD_BYTES // 9_000 + 1))  # three bytes a character
    assert len(over) < RECORD_BYTES // 2
    assert refusal(over).line == 0


def test_a_line_over_the_limit_is_refused_at_its_line() -> None:
    assert parse_record(with_tags("#" * LINE_CHARS)).actions
    error = refusal(with_tags("#" * (LINE_CHARS + 1)))
    assert (error.line, error.reason) == (10, "line longer than 10,000 characters")


def test_a_tag_value_over_the_limit_is_refused_counting_characters_after_unescaping() -> None:
    assert parse_record(with_tags(f'[Event "{"x" * TAG_VALUE_CHARS}"]')).tags["Event"] == "x" * TAG_VALUE_CHARS
    escaped = parse_record(with_tags(f'[Event "{chr(92) * 2 * TAG_VALUE_CHARS}"]'))  # 4,096 backslashes, escaped
    assert escaped.tags["Event"] == "\\" * TAG_VALUE_CHARS
    for value in ("x" * (TAG_VALUE_CHARS + 1), '\\"' * (TAG_VALUE_CHARS + 1)):
        error = refusal(with_tags(f'[Event "{value}"]'))
        assert (error.line, error.reason) == (10, "the value of Event is longer than 4,096 characters")


def test_the_number_of_tags_and_of_actions_is_bounded() -> None:
    extra = [f'[Extra{i} "x"]' for i in range(TAGS - 8)]  # seed000 has 8 tags
    assert len(parse_record(with_tags(*extra)).tags) == TAGS - 8  # Record.tags holds the extra tags
    error = refusal(with_tags(*extra, '[Extra "x"]'))
    assert error.reason == "more than 100 header tags"
    many = f"{HEADER}\n\n" + "1: take\n" * ACTIONS
    assert len(parse_record(many).actions) == ACTIONS
    error = refusal(many + "1: take\n")
    assert (error.line, error.reason) == (len(HEADER.splitlines()) + 2 + ACTIONS, "more than 10,000 actions")


def test_tag_lines_are_read_in_linear_memory() -> None:
    """The old pattern kept about 175 bytes of backtracking state per character of a tag value."""
    line = f'[Event "{"x" * (LINE_CHARS - 20)}"]'
    tracemalloc.start()
    try:
        _name, value = parse_tag_line(line.replace("x" * (LINE_CHARS - 20), "x" * TAG_VALUE_CHARS))
        with pytest.raises(TagError):
            parse_tag_line(line)
        _size, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert len(value) == TAG_VALUE_CHARS
    assert peak < 20 * LINE_CHARS, f"{peak:,} bytes traced reading a {LINE_CHARS:,}-character tag line"


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ("z" * 9_000, "not a tag or an action: " + "z" * 60 + "…"),
        (f'[Variant "{"v" * 4_000}"]', "tag given twice: Variant"),
        ("[Bad tag " + "b" * 5_000, "bad header tag: [Bad tag " + "b" * 51 + "…"),
        ("1: 5D " + "Q" * 5_000, "bad card: '" + "Q" * 49 + "…"),
        ("1" * 5_000 + ": take", "no seat 1111111111…"),
        ("\x1b[2J\x07 \u202e", "not a tag or an action: \\x1b[2J\\x07 \\u202e"),
    ],
)
def test_errors_quote_a_short_excerpt_of_what_they_refuse(line: str, reason: str) -> None:
    text = with_tags(line) if line.startswith("[") else SEED000 + line + "\n"
    assert refusal(text).reason == reason


def test_an_excerpt_is_cut_with_an_ellipsis_and_escapes_control_characters() -> None:
    assert excerpt("short") == "short"
    assert excerpt("y" * 61) == "y" * 60 + "…"
    assert excerpt("a\nb", 10) == "a\\nb"
    assert len(excerpt("\x00" * 1_000)) <= 61


def test_the_bots_tag_names_seats_of_the_game_and_anything_else_is_ignored() -> None:
    assert parse_bots("2:easy 3:hard", 3) == {1: "easy", 2: "hard"}
    assert parse_record(with_tags('[Bots "2:hard"]')).bots == {1: "hard"}
    for value in ("0:easy", "3:easy", "٢:easy", "9" * 4_000 + ":easy", "2:", "easy", "2:" + "n" * 33, "2:a\u200b"):
        assert parse_bots(value, 2) == {}, value
        assert parse_record(with_tags(f'[Bots "{value}"]')).bots == {}, value
    assert parse_bots("2:easy 2:hard 1:x:y", 2) == {1: "easy", 0: "x:y"}


def test_the_record_fuzz_tries_oversize_records_and_every_one_is_refused() -> None:
    report = fuzz_records(2_000, seed=11)
    assert report.escaped == 0, report.examples
    assert report.oversize > 20
    assert report.oversize_accepted == 0, report.examples
