"""The link between a Ganjifa table and its storage (game/ui/saving.py): the hook autosaves every game of a
series as one match, Resume gives back the series (its controller at the last action, its totals and dealer), the
game left unfinished is offered whatever game it is, export names the file by the game, and a damaged Ganjifa
record is told at the app's start and never offered."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pygame
import pytest

from game.engine import registry
from game.engine.protocol import random_action
from game.ganjifa.controller import GanjifaController
from game.ganjifa.series import GanjifaSeries, ganjifa_series
from game.storage import SavedGame
from game.storage.store import DB_NAME
from game.ui import i18n
from game.ui.saving import Saves, export_name
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.message import MessageScene

from .driver import Driver

BOTS = {1: "easy", 2: "hard", 3: "easy"}


@pytest.fixture(autouse=True)
def _pygame() -> object:
    pygame.init()
    yield None
    pygame.quit()
    i18n.set_language("en")


def komi_series(seed: int = 1) -> GanjifaSeries:
    return ganjifa_series(registry.GAMES["komi"].rules, "komi", 4, frozenset({"betting"}), random.Random(seed))


def play_out(controller: GanjifaController, rng: random.Random, stop_after_deal: bool = False) -> None:
    """Play with the random policy to the end, or (``stop_after_deal``) to the first bet after the deal."""
    rules = registry.GAMES["komi"].rules
    controller.start()
    while not controller.over:
        if stop_after_deal and rules.recordable(controller.state):
            return
        assert controller.submit(random_action(controller.state, rng)) is None


def test_the_hook_saves_a_series_as_one_match_and_resume_gives_it_back(_data_dir: Path) -> None:
    rng = random.Random(4)
    saves = Saves.open(_data_dir)
    series = komi_series()
    hook = saves.series_hook(series, series.players, BOTS)
    for _ in range(3):
        controller = series.next_game()
        hook(controller)  # before the table subscribes: the autosaver is the first listener
        play_out(controller, rng)
        series.finish(controller.state.returns())
    last = series.next_game()
    dealer = series.dealer
    hook(last)
    play_out(last, rng, stop_after_deal=True)
    history = last.state.history()
    saves.close()

    saves = Saves.open(_data_dir)
    saved = saves.unfinished_any()
    assert isinstance(saved, SavedGame) and saved.game == "komi" and saved.seats == {0: "human", **BOTS}
    resumed = komi_series(seed=2)  # a fresh series of the game, as the table's GameUI makes it
    controller = saves.resume_series(saved, resumed)
    assert resumed.current is controller and controller.state.history() == history
    assert resumed.totals == series.totals and resumed.totals.games == 3
    assert resumed.dealer == dealer and resumed.options == frozenset({"betting"}) and resumed.players == 4
    # The table of the resumed series: its hook takes the resumed game on under its own id, then the next games.
    hook = saves.series_hook(resumed, resumed.players, BOTS)
    hook(resumed.current)
    assert saves.resuming is None
    play_out(resumed.current, rng)
    resumed.finish(resumed.current.state.returns())
    following = resumed.next_game()
    hook(following)
    play_out(following, rng)
    games = saves.games(10)
    assert len(games) == 5 and {g.match_id for g in games} == {games[0].match_id}
    assert games[1].id == saved.game_id and all(g.result != "*" for g in games)
    assert saves.store.match_totals(games[0].match_id or 0, "komi", 4).games == 5
    # Export: named by the game, with its rules' suffix.
    path = saves.export(games[0])
    assert path.name == f"komi-{games[0].started[:10]}-game{games[0].id}.ganjifa"
    assert path.read_text(encoding="utf-8") == saves.store.record_text(games[0].id)
    stats = saves.statistics()
    assert stats is not None and stats.by_game["komi"].games == 5
    saves.close()


def test_a_new_table_closes_the_game_left_unfinished_of_another_game(_data_dir: Path) -> None:
    rng = random.Random(1)
    saves = Saves.open(_data_dir)
    first = komi_series()
    hook = saves.series_hook(first, first.players, BOTS)
    controller = first.next_game()
    hook(controller)
    play_out(controller, rng, stop_after_deal=True)
    left = saves.unfinished_any()
    assert left is not None
    nakashth = ganjifa_series(registry.GAMES["nakashth"].rules, "nakashth", 3, frozenset(), random.Random(2))
    other = saves.series_hook(nakashth, nakashth.players, {1: "easy", 2: "easy"})
    game = nakashth.next_game()
    other(game)
    game.start()
    assert saves.unfinished_any() is None
    assert [g.result for g in saves.games(5)][1] == "given up"
    saves.close()


def test_export_names_follow_the_game() -> None:
    assert export_name("panjpar", "2026-11-23", 3) == "panjpar-2026-11-23-game3.panjpar"
    assert export_name("nakashth", "2026-11-23", 4) == "nakashth-2026-11-23-game4.ganjifa"


def test_a_damaged_ganjifa_game_is_told_at_start_and_not_offered(_data_dir: Path) -> None:
    rng = random.Random(3)
    saves = Saves.open(_data_dir)
    series = komi_series()
    hook = saves.series_hook(series, series.players, BOTS)
    controller = series.next_game()
    hook(controller)
    play_out(controller, rng, stop_after_deal=True)
    saves.close()
    conn = sqlite3.connect(_data_dir / DB_NAME, isolation_level=None)
    conn.execute("UPDATE games SET record = replace(record, '[Hand1', '[Hand9')")
    conn.close()

    d = Driver()
    d.pump()
    top = d.top
    assert isinstance(top, MessageScene), f"no message; the top scene is {top!r}"
    text = "\n".join([top.title, *top.paragraphs])
    assert "The unfinished game 1 could not be restored (" in text and "it was closed" in text
    d.key(pygame.K_RETURN)
    menu = d.top
    assert isinstance(menu, MenuScene) and menu.saved is None
    assert not any(button.label.startswith("Resume") for button, _callback in menu.buttons.items)
    conn = sqlite3.connect(f"{(_data_dir / DB_NAME).as_uri()}?mode=ro", uri=True)
    assert conn.execute("SELECT result, finished IS NOT NULL FROM games").fetchall() == [("abandoned", 1)]
    conn.close()
