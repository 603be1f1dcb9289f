"""Bot specs that come from the database are names only: a crafted saved game or setting never runs code.

A saved game whose row names a file (``/x/evil.py:Evil``), an unknown name or no bot at all for a seat is
resumed with the easy bot in that seat, and the player is told; the real game's worker processes are used.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pygame
import pytest
from bots.faulty import evil_bot_file

from game.panjpar.record import parse_record
from game.storage import Store
from game.ui.botdriver import SeatBot
from game.ui.scenes.menu import MenuScene
from game.ui.window import App

from .driver import Driver
from .test_storage_ui import button, killed, message_text, new_game, play_moves


@pytest.fixture(autouse=True)
def _pygame() -> object:
    pygame.init()
    yield None
    pygame.quit()


def real_driver(seed: int) -> Driver:
    """The game as the player runs it: bots in worker processes."""
    d = Driver.around(App(size=(1280, 800), in_process_bot=False), seed)
    d.app.ctx.settings.speed = "fast"
    d.app.ctx.seed = seed
    return d


def craft_seats(data_dir: Path, seats: dict[str, str]) -> None:
    """Write ``seats`` into the unfinished game's row, as a hostile or damaged database would hold it."""
    conn = sqlite3.connect(data_dir / "panjpar.db")
    with conn:
        done = conn.execute("UPDATE games SET seats = ? WHERE finished IS NULL", (json.dumps(seats),))
        assert done.rowcount == 1
    conn.close()


def worker_sources(d: Driver) -> dict[int, object]:
    """Each bot seat's worker's bot."""
    out: dict[int, object] = {}
    for seat, bot in d.table.bots.items():
        assert isinstance(bot, SeatBot) and bot.worker is not None
        out[seat] = bot.worker.source
    return out


@pytest.mark.parametrize("kind", ["file", "nonsense", "missing", "huge"])
def test_resume_with_an_unknown_bot_runs_nothing_tells_the_player_and_plays_easy(
    _data_dir: Path, tmp_path: Path, kind: str
) -> None:
    evil, marker = evil_bot_file(tmp_path)
    d = Driver(seed=4)
    d.pump()
    new_game(d)
    play_moves(d, 3)
    killed(d)  # the first copy dies mid-game, so the next start owns the data folder and offers Resume
    spec = {"file": f"{evil}:Evil", "nonsense": "nonsense", "missing": None, "huge": "x" * 1_000_000}[kind]
    craft_seats(_data_dir, {"0": "human"} if spec is None else {"0": "human", "1": spec})

    again = real_driver(seed=5)
    again.pump()
    menu = again.top
    assert isinstance(menu, MenuScene) and menu.saved is not None  # Resume is offered
    again.click(button(menu, "Resume: Panjpar"))
    again.pump()
    assert not marker.exists()  # evil.py never ran
    text = message_text(again.top)
    assert "unknown bot for Bot" in text and "The easy bot plays there instead" in text
    assert len(text) < 400  # a huge spec is quoted in part
    assert again.table.specs == {1: "easy"} and worker_sources(again) == {1: ("panjpar", "easy")}
    again.key(pygame.K_RETURN)
    table = play_moves(again, 400)
    assert table.outcome is not None and not marker.exists()
    with Store.open(_data_dir) as store:
        assert store.unfinished() is None  # played to the end: not offered again
        game = store.games(1)[0]
        record = store.record_text(game.id)
    assert parse_record(record).tags["Bots"] == "2:easy"
    again.app.close()


def test_resume_keeps_the_known_bots_and_replaces_only_the_unknown_one(_data_dir: Path, tmp_path: Path) -> None:
    evil, marker = evil_bot_file(tmp_path)
    d = Driver(seed=6)
    d.set_up_with_mouse(3, "panjpar-36", ("hard", "easy"))
    play_moves(d, 2)
    killed(d)
    craft_seats(_data_dir, {"0": "human", "1": "hard", "2": f"{evil}:Evil"})
    again = real_driver(seed=7)
    again.pump()
    again.click(button(again.top, "Resume: Panjpar"))
    again.pump()
    assert "unknown bot for Bot 2" in message_text(again.top)
    assert worker_sources(again) == {1: ("panjpar", "hard"), 2: ("panjpar", "easy")}
    again.key(pygame.K_RETURN)
    play_moves(again, 6)
    assert not marker.exists()
    again.app.close()


def test_a_setting_that_names_a_file_starts_easy_bots_and_runs_nothing(_data_dir: Path, tmp_path: Path) -> None:
    evil, marker = evil_bot_file(tmp_path)
    with Store.open(_data_dir) as store:
        for key, value in (("bot_difficulties", f"{evil}:Evil,nonsense,hard"), ("difficulty", f"{evil}:Evil")):
            store.conn.execute("INSERT INTO settings (key, value) VALUES (?, ?)", (key, json.dumps(value)))
    d = real_driver(seed=8)
    d.pump()
    if not isinstance(d.top, MenuScene):  # the bad difficulty setting is told first
        d.key(pygame.K_RETURN)
    new_game(d)
    assert worker_sources(d) == {1: ("panjpar", "easy")}
    play_moves(d, 4)
    assert not marker.exists()
    d.app.close()
