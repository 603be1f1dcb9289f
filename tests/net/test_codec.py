"""The wire codec: every registered game's events and views go and come back equal, as the same bytes; anything
that is not a value of the allowed types is refused, never half-built."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import registry
from game.net.codec import MAX_DEPTH, MAX_ITEMS, WireError
from game.net.messages import Hello, Intent, Refused, Update
from game.net.wiretypes import game_packages, wire_types
from game.panjpar.actions import AttackIntent, Take
from game.panjpar.cards import Card

from .helpers import captured_table, every_table, play_randomly

TABLES = list(every_table())


@settings(max_examples=12, deadline=None)
@given(table=st.sampled_from(TABLES), seed=st.integers(0, 2**32))
def test_every_message_of_a_random_game_round_trips_to_the_same_bytes(
    table: tuple[str, str, int, tuple[str, ...]], seed: int
) -> None:
    _game, variant, players, options = table
    net, sent = captured_table(variant, players, seed, options)
    net.start(0)
    play_randomly(net, random.Random(seed))
    wire = wire_types()
    assert all(sent), "every seat was sent its game"
    for text in (text for seat in sent for text in seat):
        message = wire.message(text)
        assert wire.dumps(message) == text


def test_a_view_comes_back_with_its_own_types_and_methods() -> None:
    net, sent = captured_table("panjpar-36", 2, 3)
    net.start(0)
    wire = wire_types()
    update = wire.loads(sent[0][-1], Update)
    assert update.view == net.view(0)
    assert all(type(card) is Card for card in update.view.hand)
    assert list(update.view.legal_actions()) == list(net.view(0).legal_actions())


def test_every_registered_game_package_is_searched_for_wire_types() -> None:
    packages = game_packages()
    for info in registry.GAMES.values():
        assert info.rulebook.module.rsplit(".", 1)[0] in packages
    names = wire_types().classes
    assert {"SeatView", "ActionTaken", "KomiView", "Update", "Intent"} <= set(names)
    assert "panjpar.variants:Deal" in names and "ganjifa.actions:Deal" in names  # a shared name keeps its module


@pytest.mark.parametrize(
    "text",
    [
        "not json",
        "[]",
        '{"Update": [0]}',  # too few fields
        '{"Nope": []}',
        '{"Hello": ["1", "x"]}',  # a string for an int
        '{"Hello": [true, "x"]}',  # a boolean is not an int
        '{"Intent": [1, {"builtins:object": []}]}',
        '{"Intent": [1, {"os:system": ["ls"]}]}',
        '{"Intent": [1, {"$fs": 3}]}',
        '{"Hello": [1, "x"], "Intent": [1, 2]}',
    ],
)
def test_malformed_messages_are_refused(text: str) -> None:
    with pytest.raises(WireError):
        wire_types().message(text)


def test_a_field_is_checked_against_its_annotation() -> None:
    wire = wire_types()
    good = wire.dumps(Intent(1, AttackIntent(0, (Card(3),))))
    assert wire.loads(good, Intent) == Intent(1, AttackIntent(0, (Card(3),)))
    with pytest.raises(WireError):  # a card must be an int
        wire.loads(good.replace("[3]", '["3"]'), Intent)
    with pytest.raises(WireError):  # a Literal's value only
        wire.loads('{"Intent": [1, {"GuessColour": [0, "green"]}]}', Intent)
    with pytest.raises(WireError):  # a message of another type where Hello is expected
        wire.loads(wire.dumps(Refused("x", "y")), Hello)
    assert wire.loads(wire.dumps(Intent(2, Take(1))), Intent) == Intent(2, Take(1))


def test_deep_and_long_values_are_refused() -> None:
    wire = wire_types()
    deep = '{"Intent": [1, ' + "[" * (MAX_DEPTH + 2) + "]" * (MAX_DEPTH + 2) + "]}"
    with pytest.raises(WireError):
        wire.loads(deep, Intent)
    long = '{"Intent": [1, {"AttackIntent": [0, [' + ",".join(["1"] * (MAX_ITEMS + 1)) + "]]}]}"
    with pytest.raises(WireError):
        wire.loads(long, Intent)


def test_a_class_that_is_not_allowed_cannot_travel() -> None:
    @dataclass(frozen=True)
    class Secret:
        seed: int

    with pytest.raises(WireError):
        wire_types().dumps(Secret(7))
