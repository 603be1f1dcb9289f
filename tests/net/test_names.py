"""Players' names at a network table: given when a table is made or joined, cleaned by the server (no control or
format characters, no right-to-left override, at most 20 characters), told to every seat, kept across a rejoin."""

from __future__ import annotations

import unicodedata
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from game.net.client import RemoteTable
from game.net.messages import CreateTable
from game.net.seats import NAME_LENGTH, clean_name

from .loopback import running_server, wait_for


@given(st.text(max_size=300))
def test_a_cleaned_name_is_short_single_spaced_and_has_no_control_or_format_character(text: str) -> None:
    name = clean_name(text)
    assert len(name) <= NAME_LENGTH and name == name.strip() and "  " not in name
    assert not any(unicodedata.category(c)[0] == "C" for c in name)
    assert clean_name(name) == name


def test_a_name_in_any_script_is_kept_and_an_override_is_dropped() -> None:
    assert clean_name("  Babak   Karimi ") == "Babak Karimi"
    assert clean_name("بابک") == "بابک"
    assert clean_name("Ana\u202emoc.liam") == "Anamoc.liam"  # the override that would turn others' text around
    assert clean_name("x" * 500) == "x" * NAME_LENGTH
    assert clean_name("\x00\x1b[31m") == "[31m"


def test_every_seat_is_told_the_names_and_a_rejoin_keeps_its_name(tmp_path: Path) -> None:
    with running_server(tmp_path) as server:
        host = RemoteTable(server.url, create=CreateTable("ekrang", 3, name="Ana\u202e")).connect()
        guest = RemoteTable(server.url, code=host.code, name="  بابک  ").connect()
        clients = [host, guest]
        try:
            assert wait_for(lambda: all(c.names[:2] == ("Ana", "بابک") for c in clients), clients)
            assert host.names[2] == "" and host.seats[2] == "open"
            token = guest.token
            guest.close()
            back = RemoteTable(server.url, code=host.code, token=token).connect()  # no name given: the seat's kept
            clients = [host, back]
            assert wait_for(lambda: back.names[:2] == ("Ana", "بابک") and host.seats[1] == "person", clients)
            renamed = RemoteTable(server.url, code=host.code, token=token, name="Babak").connect()
            clients = [host, renamed]
            assert wait_for(lambda: host.names[1] == "Babak", clients)
            back.close()
        finally:
            for client in clients:
                client.close()
