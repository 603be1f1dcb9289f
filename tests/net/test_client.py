"""The client's side of an update, without a socket: events handed out once each, whatever a rejoin sends again;
a table that went back is shown again whole; only its own seat may be asked for."""

from __future__ import annotations

from typing import Any

import pytest

from game.net.client import RemoteTable
from game.net.messages import Joined, Update


def seated(seat: int = 1) -> RemoteTable:
    client = RemoteTable("ws://127.0.0.1:9/")
    client._read(client.wire.dumps(Joined("ABCDEF", seat, "token", "komi", 3, ())))
    return client


def update(game: int, events: tuple[Any, ...], fresh: bool, to_move: int | None = 1) -> Update:
    return Update(game, len(events), fresh, events, None, to_move, False, 0)


def test_a_rejoin_hands_out_only_the_events_not_yet_seen() -> None:
    client = seated()
    shown: list[object] = []
    client.subscribe(shown.append, 1)
    for message in (
        update(0, (1, 2), True),
        update(0, (3,), False),
        update(0, (1, 2, 3, 4), True),  # after a lost connection: the whole game again
        update(1, (5,), False),  # the next game
        update(1, (5, 6), True),
    ):
        client._read(client.wire.dumps(message))
    assert client.poll() == 6  # the Joined too
    assert shown == [1, 2, 3, 4, 5, 6]
    assert (client.game_number, client.to_move(), client.seat, client.token) == (1, 1, 1, "token")


def test_a_table_that_went_back_is_shown_again_whole() -> None:
    client = seated()
    shown: list[object] = []
    again: list[list[Any]] = []
    client.subscribe(shown.append, 1)
    client.subscribe_rewind(again.append)
    client._read(client.wire.dumps(update(0, (1, 2, 3), True)))
    client._read(client.wire.dumps(update(0, (1, 2), True)))  # the server resumed before the last action
    client._read(client.wire.dumps(update(0, (7,), False)))
    client.poll()
    assert (shown, again) == ([1, 2, 3, 7], [[1, 2]])


def test_a_remote_seat_has_only_its_own_events_and_view() -> None:
    client = seated(2)
    with pytest.raises(ValueError):
        client.subscribe(print, 0)
    with pytest.raises(ValueError):
        client.view(1)
    assert client.submit(object()) is not None  # not connected: refused at once, not a hang
    assert not client.can_take_back(2) and client.take_back(2) is None


def test_the_owner_is_woken_for_each_message_and_handed_events_only_when_it_polls() -> None:
    woken: list[int] = []
    client = RemoteTable("ws://127.0.0.1:9/", wake=lambda: woken.append(1))
    client._read(client.wire.dumps(Joined("ABCDEF", 0, "token", "komi", 3, ())))
    shown: list[object] = []
    client.subscribe(shown.append, 0)
    client._read(client.wire.dumps(update(0, (1, 2), False)))
    assert (len(woken), shown) == (2, [])  # the network thread only queues
    client.poll()
    assert shown == [1, 2]


def test_the_events_of_the_game_are_kept_for_a_listener_that_comes_later() -> None:
    client = seated()
    client._read(client.wire.dumps(update(0, (1, 2), True)))
    client._read(client.wire.dumps(update(0, (3,), False)))
    client.poll()  # nobody listens yet (the window's waiting room)
    assert client.events == [1, 2, 3]
    client._read(client.wire.dumps(update(1, (9,), False)))  # the next game begins afresh
    client.poll()
    assert (client.game_number, client.events) == (1, [9])


def test_an_intent_refused_for_its_rate_is_answered_not_left_waiting() -> None:
    from game.net.messages import Refused

    client = seated()
    client._seq = 7  # the intent sent last
    client._read(client.wire.dumps(Refused("rate", "Too many messages: slow down.")))
    refused = client._answers[7]
    assert refused is not None and refused.code == "rate"


def test_a_program_started_again_numbers_its_intents_on_from_the_seat_s_last() -> None:
    client = seated()  # a new program taking back a seat whose last intent was the 4th
    client._read(client.wire.dumps(Update(0, 3, True, (1, 2, 3), None, 1, False, 4)))
    assert client._seq == 4  # the next intent is the 5th, not a replayed 1st
