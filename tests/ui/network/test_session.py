"""What the settings keep of a network seat, read back whatever the settings file holds, and the addresses a
player types: a kept seat goes round trip, anything else reads as no seat; a typed address is a URL or a plain
refusal, never an exception of another kind."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.net.messages import Refused
from game.ui import i18n
from game.ui.network.hosting import DEFAULT_PORT
from game.ui.network.session import SeatRecord, refusal_words, server_url

words = st.text(alphabet=st.characters(blacklist_categories=("Z", "C")), min_size=1, max_size=30)


@given(st.booleans(), st.integers(1, 65535), words, words)
def test_a_kept_seat_reads_back_as_it_was(hosted: bool, port: int, code: str, token: str) -> None:
    where = str(port) if hosted else f"ws://192.168.1.20:{port}/"
    record = SeatRecord(hosted, where, code, token)
    assert SeatRecord.parse(record.text()) == record


@given(st.text(max_size=300))
def test_any_setting_text_reads_as_a_seat_or_as_none(text: str) -> None:
    record = SeatRecord.parse(text)
    assert record is None or SeatRecord.parse(record.text()) == record


@pytest.mark.parametrize(
    "text", ["", "host", "host abc CODE TOKEN", "join http://x/ CODE TOKEN", "visit 8765 CODE TOKEN", "host 1 2 3 4"]
)
def test_a_hand_edited_seat_is_no_seat(text: str) -> None:
    assert SeatRecord.parse(text) is None


@pytest.mark.parametrize(
    ("typed", "url"),
    [
        ("192.168.1.20", f"ws://192.168.1.20:{DEFAULT_PORT}/"),
        (" 192.168.1.20:9000 ", "ws://192.168.1.20:9000/"),
        ("hamid-pc.local", f"ws://hamid-pc.local:{DEFAULT_PORT}/"),
        ("ws://example.org:8765", "ws://example.org:8765/"),
        ("wss://example.org/", "wss://example.org/"),
    ],
)
def test_a_typed_address_becomes_the_server_s_url(typed: str, url: str) -> None:
    assert server_url(typed) == url


@pytest.mark.parametrize("typed", ["", "   ", ":8765", "host:0", "host:99999", "host:http", "a b", "x/y", "u@h"])
def test_a_wrong_address_is_refused_in_words(typed: str) -> None:
    with pytest.raises(ValueError, match=r"\w"):
        server_url(typed)


@given(st.text(max_size=200))
def test_no_typed_text_raises_anything_but_a_plain_refusal(typed: str) -> None:
    try:
        url = server_url(typed)
    except ValueError as refusal:
        assert str(refusal)
    else:
        assert url.startswith(("ws://", "wss://")) and url.endswith("/")


@pytest.mark.parametrize("code", ["no_table", "password", "table_full", "bad_token", "server_full", "protocol"])
def test_a_refusal_that_ends_the_seat_is_said_in_the_players_language(code: str) -> None:
    refused = Refused(code, "the server's English words")
    assert refusal_words(refused) != refused.reason
    assert i18n.set_language("de") is None
    try:
        german = refusal_words(refused)
    finally:
        i18n.set_language("en")
    assert german != refusal_words(refused), "translated"
    assert refusal_words(Refused("newer_code", "words of a newer server")) == "words of a newer server"
