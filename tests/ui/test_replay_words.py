"""The Panjpar replay viewer in words (issue 12 item 5), through the app opened on a record: each action as the
table's log says it ("Bot kills 5♣ with 7♣, picks up the rest"), the players named as at the table from the
record's ``Bots`` tag (You, Bot, Bot 1 · Easy), suits as symbols, in English and German."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.ui import i18n
from game.ui.panjpar.replay import PanjparReplayTable
from game.ui.replay import ReplayScene
from game.ui.window import App

from .driver import Driver

RECORDS = Path(__file__).resolve().parents[1] / "panjpar" / "records"


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def with_bots(tmp_path: Path, name: str, bots: str) -> Path:
    """The record ``name`` with a ``Bots`` tag, written to a file of its own."""
    text = (RECORDS / name).read_text(encoding="utf-8")
    path = tmp_path / name
    path.write_text(text.replace('[Result "*"]', f'[Result "*"]\n[Bots "{bots}"]'), encoding="utf-8")
    return path


def sentences(path: Path, language: str = "en") -> tuple[list[str], list[str], str]:
    """The viewer's plates, its sentence after each step forward (the deal first), and its last result line, in
    ``language``."""
    app = App(record=str(path), in_process_bot=True)
    assert i18n.set_language(language) is None
    d = Driver.around(app)
    viewer = d.top
    assert isinstance(viewer, ReplayScene) and isinstance(viewer.table, PanjparReplayTable)
    said = [viewer.sentence]
    for _ in range(viewer.last):
        d.key(pygame.K_RIGHT)
        said.append(viewer.sentence)
    names, result = table_of(viewer).names, viewer.result_text()
    app.close()
    return names, said, result


def test_a_duel_is_told_with_you_and_the_bot_and_suit_symbols(tmp_path: Path) -> None:
    names, said, result = sentences(with_bots(tmp_path, "seed000.panjpar", "2:hard"))
    assert names == ["You", "Bot · Hard"]
    assert said == [
        "The deal: you attack first",
        "You attack with 5♦ 5♣ K♣",
        "Bot kills 5♣ with 7♣, picks up the rest",
        "You attack with 9♥ 9♣ 3♠",
        "Bot kills 3♠ with 4♠, 9♣ with K♣ and 9♥ with 5♦",
        "Bot attacks with 6♠",
        "You pick up 6♠",
    ]
    assert result == "The record ends here: the game was not finished"


def test_three_players_are_named_by_the_bots_tag_and_say_whom_they_attack(tmp_path: Path) -> None:
    names, said, _result = sentences(with_bots(tmp_path, "seed003_three_players.panjpar", "2:easy 3:hard"))
    assert names == ["You", "Bot 1 · Easy", "Bot 2 · Hard"]
    assert said == [
        "The deal: you attack first",
        "You attack Bot 1 with J♠ J♦ 9♥",
        "Bot 1 kills 9♥ with Q♥ and J♠ with 6♦, picks up the rest",
        "Bot 2 attacks you with 6♠ 6♣ K♣",
        "You pick up 6♠ 6♣ K♣",
    ]


def test_a_record_without_a_bots_tag_names_seats_and_the_fool(tmp_path: Path) -> None:
    path = tmp_path / "p36_2p.panjpar"
    path.write_text((RECORDS / "p36_2p.panjpar").read_text(encoding="utf-8"), encoding="utf-8")
    names, said, result = sentences(path)
    assert names == ["Seat 1", "Seat 2"]
    assert said[:3] == [
        "The deal: Seat 1 attacks first",
        "Seat 1 attacks with Q♣ 8♦ 8♥",
        "Seat 2 kills Q♣ with A♠, 8♦ with 9♦ and 8♥ with 8♠",
    ]
    assert result == "Game over: Seat 1 is the fool"


def test_the_sentences_are_german_in_german(tmp_path: Path) -> None:
    names, said, _result = sentences(with_bots(tmp_path, "seed000.panjpar", "2:hard"), "de")
    assert names == ["Du", "Bot · Schwer"]
    assert said[1:3] == ["Du greifst mit 5♦ 5♣ K♣ an", "Bot sticht 5♣ mit 7♣ und nimmt den Rest auf"]
    assert said[4] == "Bot sticht 3♠ mit 4♠, 9♣ mit K♣ und 9♥ mit 5♦"


def table_of(viewer: ReplayScene) -> PanjparReplayTable:
    """Panjpar's table the viewer shows."""
    assert isinstance(viewer.table, PanjparReplayTable)
    return viewer.table


def test_a_records_bots_are_numbered_from_the_players_left_or_by_seat_when_nobody_is_you() -> None:
    from game.ui.seatnames import bot_seats

    mine = bot_seats({0: "easy", 1: "hard", 2: "easy"}, 4, None)  # seat 4 is the one no bot holds: "you"
    assert mine.me == 3 and [mine.name(seat) for seat in range(4)] == ["Bot 1", "Bot 2", "Bot 3", "You"]
    nobody = bot_seats({seat: "easy" for seat in range(4)}, 4, None)
    assert nobody.me is None and [nobody.name(seat) for seat in range(4)] == ["Bot 1", "Bot 2", "Bot 3", "Bot 4"]
    table = bot_seats({1: "easy", 2: "hard"}, 3, 0)  # as at the table: the player in seat 1
    assert [table.plate_name(seat) for seat in range(3)] == ["You", "Bot 1 · Easy", "Bot 2 · Hard"]
