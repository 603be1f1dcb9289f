"""Stopping a hosted table (quitting the window included) does not wait for its LAN announcement: zeroconf probes
the network for a second or more before the table is announced, and a window quit soon after hosting lingered that
long. The announcement, once made, is still taken back."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from game.ui.network import hosting

#: How long the fake announcement takes to be made.
PROBING = 1.5
#: Every fake announcement made in the test.
MADE: list[SlowAdvertiser] = []


class SlowAdvertiser:
    def __init__(self, name: str, port: int) -> None:
        time.sleep(PROBING)
        self.closed = threading.Event()
        MADE.append(self)

    def close(self) -> None:
        self.closed.set()


@pytest.fixture(autouse=True)
def _slow_announcement(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hosting, "LISTEN", "127.0.0.1")
    monkeypatch.setattr(hosting, "ANNOUNCE", True)
    monkeypatch.setattr(hosting, "Advertiser", SlowAdvertiser)
    MADE.clear()


def test_stopping_while_the_table_is_being_announced_is_prompt_and_the_announcement_is_taken_back(
    tmp_path: Path,
) -> None:
    host = hosting.Hosting(tmp_path, port=0).start()
    announcing = host._announcing
    assert announcing is not None and announcing.is_alive()
    started = time.monotonic()
    host.stop()
    assert time.monotonic() - started < PROBING / 3, "stop waited for the announcement"
    announcing.join(PROBING * 4)
    assert [advertiser.closed.is_set() for advertiser in MADE] == [True]
    assert host.advertiser is None


def test_an_announcement_made_is_taken_back_by_stop(tmp_path: Path) -> None:
    host = hosting.Hosting(tmp_path, port=0).start()
    assert host._announcing is not None
    host._announcing.join(PROBING * 4)
    assert host.advertiser is not None and not host.advertiser.closed.is_set()  # type: ignore[attr-defined]
    host.stop()
    assert [advertiser.closed.is_set() for advertiser in MADE] == [True]
