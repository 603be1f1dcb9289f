"""The server on loopback: people and bots play a game, a dropped person comes back to the same seat at the same
action, a bot plays a seat left empty past the grace and gives it back, and the lobby lists open tables."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from game.net.client import RemoteTable
from game.net.messages import CreateTable, Refused
from game.panjpar.cards import Card
from game.panjpar.events import Attacked, Beaten, Dealt, Discarded, Drawn, PickedUp

from .loopback import new_table, play, running_server, wait_for

pytestmark = pytest.mark.timeout(120)


class Capturing(RemoteTable):
    """A client that keeps every frame it was sent, as it came off the socket."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.frames: list[str | bytes] = []

    def _read(self, text: str | bytes) -> object:
        self.frames.append(text)
        return super()._read(text)


def cards_in(value: object) -> set[Card]:
    """Every Panjpar card anywhere in a decoded message."""
    if isinstance(value, Card):
        return {value}
    if isinstance(value, tuple | frozenset | list):
        return set().union(*(cards_in(item) for item in value)) if value else set()
    slots = getattr(type(value), "__slots__", ())
    return set().union(set(), *(cards_in(getattr(value, name)) for name in slots if hasattr(value, name)))


def knowable_cards(events: list[object], seat: int) -> set[Card]:
    """The cards ``seat`` may know after ``events`` (as the referee saw them): its own, the trump, every card
    played face up."""
    knowable: set[Card] = set()
    for event in events:
        if isinstance(event, Dealt):
            knowable |= {event.trump_card, *(event.hands[seat] or ())}
        elif isinstance(event, Drawn) and event.seat == seat:
            knowable |= set(event.cards or ())
        elif isinstance(event, Attacked | PickedUp | Discarded):
            knowable |= set(event.cards)
        elif isinstance(event, Beaten):
            knowable |= {event.attack_card, event.beater}
    return knowable


def test_every_byte_sent_in_a_whole_game_holds_no_card_the_seat_may_not_know(tmp_path: Path) -> None:
    with running_server(tmp_path) as server:
        first = Capturing(server.url, create=CreateTable("panjpar-36", 3)).connect()
        second = Capturing(server.url, code=first.code).connect()
        clients: list[Capturing] = [first, second]
        first.start()
        assert wait_for(lambda: first.game_number == 0, clients)
        table = server.server.tables[first.code]
        sent: list[set[Card]] = [set(), set()]
        read = [0, 0]
        rng, checks, hidden_seen = random.Random(3), 0, 0
        while not table.over and checks < 300:
            # after each person's action, once the bot has answered and both clients have read everything
            assert wait_for(lambda: table.to_move() != 2 and all(c.step == table.step for c in clients), clients)
            events = table.controller.events_so_far(None)  # type: ignore[arg-type,union-attr]  # the referee's
            for seat, client in enumerate(clients):
                frames = client.frames[read[seat] :]
                read[seat] += len(frames)
                sent[seat] |= set().union(*(cards_in(client.wire.message(frame)) for frame in frames))
                knowable = knowable_cards(events, seat)
                assert sent[seat] <= knowable, f"seat {seat} was sent {sorted(sent[seat] - knowable)}"
                hidden_seen += len(set(table.view(seat).variant.pack) - knowable) > 0
            checks += 1
            play(clients, rng, 1)
        assert table.over and hidden_seen > 0, "cards were hidden while the seats were checked"
        first.close()
        second.close()


def test_a_dropped_player_rejoins_the_same_seat_at_the_same_action(tmp_path: Path) -> None:
    with running_server(tmp_path) as server:
        host = new_table(server.url, players=2)
        guest = RemoteTable(server.url, code=host.code).connect()
        shown: list[object] = []
        guest.subscribe(shown.append, guest.seat)
        host.start()
        rng = random.Random(4)
        play([host, guest], rng, 6)
        assert wait_for(lambda: not host.over, [host, guest])
        token, seat, step_before = guest.token, guest.seat, len(shown)
        assert guest._socket is not None
        guest._socket.close()  # the line drops: the client rejoins by itself with its token
        assert wait_for(lambda: guest.connections == 2 and guest.connected, [host, guest])
        assert (guest.token, guest.seat) == (token, seat)
        table = server.server.tables[host.code]
        assert wait_for(lambda: len(shown) == len(table.controller.events_so_far(1)), [host, guest])  # type: ignore[union-attr]
        assert len(shown) >= step_before  # nothing shown twice, nothing lost
        play([host, guest], rng, 400)
        assert wait_for(lambda: host.over and guest.over, [host, guest])
        host.close()
        guest.close()


def test_a_bot_plays_a_seat_left_past_the_grace_and_hands_it_back(tmp_path: Path) -> None:
    with running_server(tmp_path, grace=1.0) as server:
        host = new_table(server.url, players=2)
        guest = RemoteTable(server.url, code=host.code).connect()
        host.start()
        assert wait_for(lambda: host.game_number == 0 and guest.game_number == 0, [host, guest])
        code, token = guest.code, guest.token
        guest.close()
        assert wait_for(lambda: host.seats == ("person", "away"), [host])
        assert wait_for(lambda: host.seats == ("person", "bot"), [host])
        play([host], random.Random(5), 8)  # the bot answers for the guest's seat
        back = RemoteTable(server.url, code=code, token=token).connect()
        assert back.seat == 1
        assert wait_for(lambda: host.seats == ("person", "person"), [host, back])
        play([host, back], random.Random(6), 400)
        assert wait_for(lambda: host.over, [host, back])
        host.close()
        back.close()


def test_the_lobby_lists_open_tables_and_a_password_keeps_others_out(tmp_path: Path) -> None:
    with running_server(None) as server:
        host = new_table(server.url, variant="komi", players=4, password="sesame")
        wrong = RemoteTable(server.url, code=host.code, password="open").connect()
        assert wrong.fatal is not None and wrong.fatal.code == "password"
        right = RemoteTable(server.url, code=host.code, password="sesame").connect()
        assert right.seat == 1
        unknown = RemoteTable(server.url, code=host.code, token="forged").connect()
        assert unknown.fatal == Refused("bad_token", "That seat's token is not known at this table.")
        info = server.server.tables[host.code].info()
        assert (info.seated, info.password, info.started) == (2, True, False)
        for client in (host, wrong, right, unknown):
            client.close()


def test_a_host_that_quits_hosts_the_table_again_where_it_was(tmp_path: Path) -> None:
    with running_server(tmp_path) as server:
        host = new_table(server.url, variant="hamrang", players=4)
        host.start()  # three bots
        play([host], random.Random(8), 5)
        assert wait_for(lambda: host.to_move() == 0, [host])
        code, token, step, view = host.code, host.token, host.step, host.view(0)
        host.close()
    with running_server(tmp_path) as again:
        table = again.server.tables[code]
        assert (table.step, table.statuses()) == (step, ("away", "bot", "bot", "bot"))
        back = RemoteTable(again.url, code=code, token=token).connect()
        assert wait_for(lambda: back.step == step, [back])
        assert back.view(0) == view and back.seat == 0
        play([back], random.Random(9), 400)
        assert wait_for(lambda: back.over, [back])
        back.close()


def test_a_damaged_book_entry_is_left_out_and_the_other_tables_resume(tmp_path: Path) -> None:
    with running_server(tmp_path) as server:
        kept = new_table(server.url, variant="komi", players=3)
        kept.close()
    book = tmp_path / "net-tables.json"
    entries = json.loads(book.read_text())
    entries["BROKEN"] = {"spec": {"variant": "chess"}, "tokens": 7}
    entries["JUNK"] = [1, 2]
    book.write_text(json.dumps(entries))
    with running_server(tmp_path) as again:
        assert set(again.server.tables) == {kept.code}
