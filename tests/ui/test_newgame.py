"""The new-game choice as settings: only allowed values are taken, and a stored choice always makes a table."""

from __future__ import annotations

import pygame
import pytest

from game.panjpar.variants import PANJPAR_36, PANJPAR_52
from game.ui.panjpar.newgame import remembered_setup
from game.ui.settings import Settings
from game.ui.tablesetup import TableSetup


def test_update_takes_allowed_choices_and_ignores_the_rest() -> None:
    s = Settings()
    s.update({"variant": "panjpar-36", "players": 4, "bot_difficulties": "hard,easy,hard"})
    assert (s.variant, s.players, s.bot_difficulties) == ("panjpar-36", 4, "hard,easy,hard")
    s.update({"variant": "panjpar-99", "players": 7, "bot_difficulties": "easy,nightmare"})
    s.update({"players": True, "variant": 36, "bot_difficulties": ["hard"], "speed": "warp", "sort": "colour"})
    assert (s.variant, s.players, s.bot_difficulties) == ("panjpar-36", 4, "hard,easy,hard")
    assert (s.speed, s.sort) == ("normal", "suit")


def test_seat_difficulties_keep_seat_one_in_the_stored_difficulty() -> None:
    s = Settings()
    s.set_seat_difficulties(["hard", "easy", "hard"])
    # Five bot seats, as the registry's largest table has six players; the seats not named take the default.
    assert s.difficulty == "hard" and s.seat_difficulties() == ["hard", "easy", "hard", "easy", "easy"]
    s.difficulty = "easy"  # e.g. only 'difficulty' came back from storage
    assert s.seat_difficulties() == ["easy", "easy", "hard", "easy", "easy"]
    s.bot_difficulties = "hard"
    assert s.seat_difficulties() == ["easy"] * 5


@pytest.mark.parametrize(
    ("variant", "players", "expected"),
    [("panjpar-52", 2, (PANJPAR_52, 2)), ("panjpar-36", 3, (PANJPAR_36, 3)), ("panjpar-36", 4, (PANJPAR_36, 4)),
     ("panjpar-52", 4, (PANJPAR_52, 2)), ("panjpar-36", 2, (PANJPAR_36, 2))],
)  # fmt: skip
def test_a_stored_choice_always_makes_a_table(variant: str, players: int, expected: tuple[object, int]) -> None:
    s = Settings(variant=variant, players=players, bot_difficulties="hard,easy,hard")
    setup = remembered_setup(s)
    assert (setup.variant, setup.players) == expected
    assert setup.bots == ("easy", "easy", "hard")[: setup.players - 1], "seat 1 follows 'difficulty' (easy)"


def test_a_setup_the_rules_forbid_is_refused() -> None:
    with pytest.raises(ValueError):
        TableSetup(PANJPAR_52, ("easy", "easy"))
    with pytest.raises(ValueError):
        TableSetup(PANJPAR_36, ("easy",) * 4)


@pytest.mark.parametrize("game", ["panjpar", "nakashth", "komi", "ekrang", "hamrang"])
def test_the_main_menu_offers_every_game_and_opens_its_set_up_at_once(game: str) -> None:
    from game.engine import registry
    from game.ui.panjpar.newgame import NewGameScene
    from game.ui.scenes.ganjifa_setup import GanjifaSetupScene
    from game.ui.scenes.menu import MenuScene

    from .driver import Driver

    d = Driver((1024, 640))
    try:
        d.pump()
        menu = d.top
        assert isinstance(menu, MenuScene)
        d.click(d.button(registry.GAMES[game].name))
        set_up = d.top
        if game == "panjpar":
            assert isinstance(set_up, NewGameScene)
        else:
            assert isinstance(set_up, GanjifaSetupScene) and set_up.game.id == game
        d.key(pygame.K_ESCAPE)
        back: object = d.top
        assert back is menu
    finally:
        d.app.close()
