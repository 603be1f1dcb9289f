"""The generic table plays the Ganjifa games: a komi and a nakashth series at the table's turn loop (a fake
presenter, the real bots in this process), the deal coming when chance is due, the bots answering from their
seat's view, each round ending in the game-over screen and the series adding it up."""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine import registry
from game.engine.series import GameSeries
from game.ganjifa.controller import ActionTaken, GanjifaController
from game.ui.art.cards import CardArt
from game.ui.scenes.base import Context, Scene
from game.ui.scenes.table import TableScene
from game.ui.settings import Settings, SettingsHooks
from game.ui.sounds import SoundBoard
from game.ui.tablesetup import TableSetup
from game.ui.text import TextRenderer

from .test_table_loop import DT, FakePresenter, opener


def table_for(setup: TableSetup, opened: list[tuple[str, Scene]]) -> TableScene:
    pygame.init()
    text = TextRenderer()
    ctx = Context(
        size=(1280, 800),
        text=text,
        art=CardArt(False, text),
        sounds=SoundBoard(False),
        settings=Settings(),
        hooks=SettingsHooks(),
        scenes={name: opener(name, opened) for name in ("game_over", "message", "menu")},
    )
    ctx.settings.speed = "fast"
    scene = TableScene(ctx, setup, 7, presenter=FakePresenter)
    ctx.push(scene)
    return scene


def play_round(scene: TableScene, rng: random.Random, opened: list[tuple[str, Scene]], limit: int = 5000) -> None:
    """Frames until the round's game-over screen opens, the player's seat playing random legal actions."""
    before = len(opened)
    for _ in range(limit):
        if len(opened) > before:
            return
        if scene.accepting and scene.idle and scene.controller.to_move() == scene.me:
            actions = list(scene.controller.view(scene.me).legal_actions())
            assert scene.submit(actions[rng.randrange(len(actions))]) is None
        scene.update(DT)
    raise AssertionError("the round did not end")


@pytest.mark.parametrize(
    ("game", "bots", "options"),
    [("komi", ("hard", "easy", "random"), frozenset({"betting"})), ("nakashth", ("random", "random"), frozenset())],
)
def test_a_series_of_rounds_plays_at_the_generic_table(
    game: str, bots: tuple[str, ...], options: frozenset[str]
) -> None:
    variant = registry.GAMES[game].variants[0].variant
    opened: list[tuple[str, Scene]] = []
    scene = table_for(TableSetup(variant, bots, options, stake=3), opened)
    series = scene.match
    assert isinstance(series, GameSeries) and isinstance(scene.controller, GanjifaController)
    rng = random.Random(1)
    for round_number in range(1, 4):
        play_round(scene, rng, opened)
        assert opened[-1][0] == "game_over" and scene.outcome is not None
        assert series.totals.games == round_number
        presenter = scene.presenter
        assert isinstance(presenter, FakePresenter)
        shown = [event for event in presenter.shown if isinstance(event, ActionTaken)]
        assert len(shown) == len(presenter.shown) and all(event.views == () for event in shown), "the player's only"
        assert shown[-1].over and scene.outcome == shown[-1].returns
        scene.new_game()
    if game == "komi":
        assert sum(series.totals.figures["chips"]) == 0
    else:
        assert sum(series.totals.figures["chips"]) <= 0, "chips only leave the players for a carried pot"


def test_a_ganjifa_setup_refuses_what_the_game_cannot_play() -> None:
    komi = registry.GAMES["komi"].variants[0].variant
    with pytest.raises(ValueError, match="option"):
        TableSetup(komi, ("easy",), frozenset({"teams"}))
    with pytest.raises(ValueError, match="stake"):
        TableSetup(komi, ("easy",), stake=0)
