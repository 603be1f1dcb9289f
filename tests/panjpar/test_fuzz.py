"""Fuzzing the record parser and the controller (small runs; ``python -m game.panjpar.fuzz`` for big ones)."""

from __future__ import annotations

import os

import pytest

from game.panjpar.fuzz import fuzz_intents, fuzz_records
from game.panjpar.record import IllegalRecord, MalformedRecord, parse_record

#: The slow runs (200 kills, the big fuzz) only with PANJPAR_SLOW=1: pyproject does not deselect ``slow``.
SLOW = os.environ.get("PANJPAR_SLOW") == "1"


def test_random_intents_never_escape_and_keep_the_pack() -> None:
    report = fuzz_intents(30_000, seed=5)
    assert report.escaped == 0, report.examples
    assert report.invalid_states == 0, report.examples
    assert report.accepted > 5_000 and report.rejected > 5_000


def test_random_and_mutated_records_raise_only_record_errors() -> None:
    report = fuzz_records(5_000, seed=5)
    assert report.escaped == 0, report.examples
    assert report.accepted > 50 and report.rejected > 3_000


SEED000 = """[Variant "panjpar-52"]
[Players "2"]
[Trump "4D"]
[Hand1 "5D 5C KC 9H 2H"]
[Hand2 "7C 4S 8S 6S 10H"]
[Stock "9C 3S JH QC 7H 3C AS 2C 2S 2D 3H 3D 4H 4C 5S 5H 6H 6D 6C 7S 7D 8H 8D 8C 9S 9D 10S 10D 10C JS JD JC QS QH QD KS KH KD AH AD AC"]
[First "1"]

1: 5D 5C KC
"""  # noqa: E501


@pytest.mark.parametrize(
    ("old", "new"),
    [('[Players "2"]', '[Players "²"]'), ('[First "1"]', '[First "²"]'), ("1: 5D", "9" * 5000 + ": 5D")],
)
def test_parser_escapes_found_by_the_fuzzer(old: str, new: str) -> None:
    with pytest.raises((MalformedRecord, IllegalRecord)):
        parse_record(SEED000.replace(old, new)).replay()


@pytest.mark.slow
@pytest.mark.skipif(not SLOW, reason="slow: run with PANJPAR_SLOW=1")
def test_big_fuzz() -> None:
    intents = fuzz_intents(1_000_000, seed=1)
    assert intents.escaped == 0 and intents.invalid_states == 0, intents.examples
    records = fuzz_records(100_000, seed=1)
    assert records.escaped == 0, records.examples
