"""The help a player had, read from a stored record's header for the statistics: the ``Hints`` and ``TakeBacks``
tags; anything unusable counts as none and never makes the game unreadable."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.storage.games import HELP_LIMIT, help_counts


def test_the_tags_of_the_header_are_read() -> None:
    head = '# a comment\n[Game "ekrang"]\n[Hints "3"]\n[TakeBacks "12"]\n\n0: 1Su\n'
    assert help_counts(head) == (3, 12)


@pytest.mark.parametrize(
    "head",
    [
        None,
        42,
        b'[Hints "3"]',
        '[Hints "three"]\n',
        '[Hints "-1"]\n',
        '[Hints "1e9"]\n',
        '[Hints "3"\n',
        '0: 1Su\n[Hints "3"]\n',  # after the header: not a tag of the game
        "",
    ],
)
def test_an_unusable_or_missing_tag_counts_as_none(head: object) -> None:
    assert help_counts(head) == (0, 0)


def test_a_huge_count_is_capped() -> None:
    assert help_counts('[TakeBacks "999999"]\n') == (0, HELP_LIMIT)


@given(st.text(max_size=300))
def test_any_text_gives_two_small_counts(head: str) -> None:
    hints, takebacks = help_counts(head)
    assert 0 <= hints <= HELP_LIMIT and 0 <= takebacks <= HELP_LIMIT


def test_the_options_played_are_read_from_the_header_and_unusable_ones_are_none() -> None:
    from game.storage.games import OPTIONS_LIMIT, header_options

    assert header_options('[Game "hamrang"]\n[Options "sum free"]\n\n0: RSu 1Su\n') == ("sum", "free")
    assert header_options('[Game "ekrang"]\n') == ()
    assert header_options('[Options "sum; DROP"]\n') == (), "a word that is no option's word"
    assert header_options("[Options " + '"' + " ".join(["a"] * (OPTIONS_LIMIT + 1)) + '"]\n') == ()
    assert header_options(None) == ()
