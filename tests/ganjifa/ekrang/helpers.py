"""Builders for the ekrang tests: records from hands and play lines, replayed through the checked rules."""

from __future__ import annotations

import random

import pytest

from game.engine.envelope import IllegalRecord, MalformedRecord, read_envelope
from game.engine.protocol import random_action
from game.ganjifa.cards import parse_card
from game.ganjifa.ekrang.rulebook import EKRANG_RULES
from game.ganjifa.ekrang.state import EkrangState

#: A three-player ``fast`` deal (Surya, Chandra, Barat): seat 1 holds RSu, so it opens by day.
FAST3 = [
    "RSu VSu 10Su 9Su 1Ch 2Ch 3Ch 4Ch 1Ba 2Ba 3Ba 10Ba",
    "8Su 7Su 6Su 5Su RCh VCh 10Ch 9Ch 4Ba 5Ba 6Ba 7Ba",
    "4Su 3Su 2Su 1Su 8Ch 7Ch 6Ch 5Ch 8Ba 9Ba VBa RBa",
]
#: FAST3's opening and covers, then a round in which seat 2 beats at once.
OPENING = ["1: RSu 10Ba", "2: VCh 4Ba", "3: 1Su 2Su"]


def cards(text: str) -> tuple[int, ...]:
    return tuple(parse_card(word) for word in text.split())


def record(
    hands: list[str],
    lines: list[str],
    *,
    time: str = "day",
    options: str = "",
    result: str | None = None,
    extra: str = "",
) -> str:
    """The text of an ekrang record with these hands (seat 1 first) and play lines."""
    tags = ['[Game "ekrang"]', f'[Players "{len(hands)}"]', f'[Time "{time}"]']
    if options:
        tags.append(f'[Options "{options}"]')
    tags += [f'[Hand{seat + 1} "{hand}"]' for seat, hand in enumerate(hands)]
    if result is not None:
        tags.append(f'[Result "{result}"]')
    if extra:
        tags.append(extra)
    return "\n".join([*tags, "", *lines]) + "\n"


def replay(text: str) -> EkrangState:
    return EKRANG_RULES.read_record(read_envelope(text))


def illegal(text: str) -> IllegalRecord:
    """The :class:`IllegalRecord` that replaying ``text`` raises."""
    with pytest.raises(IllegalRecord) as caught:
        replay(text)
    return caught.value


def malformed(text: str) -> MalformedRecord:
    with pytest.raises(MalformedRecord) as caught:
        replay(text)
    return caught.value


def random_game(players: int, options: frozenset[str], seed: int) -> EkrangState:
    """A whole game with uniformly random legal actions."""
    rng = random.Random(seed)
    state = EKRANG_RULES.new_game("ekrang", players, 0, options)
    while not state.is_terminal():
        state.apply(random_action(state, rng))
    return state


#: Every player count with every option it may be played with (one setting each).
SETUPS = [
    (2, frozenset()),
    (2, frozenset({"fast"})),
    (2, frozenset({"mughal", "night"})),
    (3, frozenset()),
    (3, frozenset({"fast", "night"})),
    (3, frozenset({"mughal"})),
    (4, frozenset()),
    (4, frozenset({"teams"})),
    (4, frozenset({"fast", "mughal", "teams", "night"})),
]
