"""The games' registry is the one list of variants, player counts and difficulties: a toy game added to it for a
test's duration is offered by ``panjpar arena``, the settings schema, the new-game screen and the statistics.

The toy game has no rules of its own (its variant borrows the 36-card pack), so the arena is only checked to
offer and accept it, not to play it.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from storage_helpers import play_games

from game import cli
from game.bots.table import BOTS, bot_levels
from game.cards import FRENCH_36
from game.commands import arena
from game.engine import registry
from game.engine.lazy import Lazy
from game.panjpar.rulebook import PANJPAR_RULES
from game.panjpar.variants import Variant
from game.storage import Store
from game.storage.rows import Unusable, variant
from game.storage.settings import SCHEMA, SettingError
from game.ui.games import GAME_UIS
from game.ui.scenes.recent import variant_name
from game.ui.scenes.setup import SetUpScene
from game.ui.scenes.statistics import StatisticsScene
from game.ui.settings import Settings

from .driver import Driver

TOY = registry.GameInfo(
    id="toy",
    name="Toy",
    variants=(
        registry.VariantInfo(
            "toy-20", (2, 5), "Toy pack", "A toy for the tests.", Lazy.of(Variant("toy-20", (2, 5), FRENCH_36))
        ),
    ),
    levels=(registry.Level("wild", "Wild"),),
    rulebook=Lazy.of(PANJPAR_RULES),  # never asked to play: see the module's note
)


@pytest.fixture
def toy_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """The registry with the toy game after Panjpar, for this test only."""
    monkeypatch.setattr(registry, "GAMES", {**registry.GAMES, TOY.id: TOY})


def labels(scene: object) -> list[str]:
    return [b.label for b, _callback in scene.buttons.items]  # type: ignore[attr-defined]


def test_the_registry_lists_panjpar_as_before_and_every_difficulty_has_a_bot() -> None:
    assert registry.variant_ids()[:2] == ("panjpar-52", "panjpar-36") and registry.default_game() is registry.PANJPAR
    assert registry.player_counts("panjpar-52") == (2,) and registry.player_counts("panjpar-36") == (2, 3, 4)
    assert registry.player_counts("nakashth") == (2, 3, 4, 5, 6) and registry.player_counts("nope") == ()
    assert registry.player_counts() == (2, 3, 4, 5, 6)
    assert registry.difficulties() == ("random", "easy", "hard", "expert")
    assert registry.table_difficulties() == ("easy", "hard", "expert")
    assert [level.id for level in registry.PANJPAR.table_levels] == ["easy", "hard", "expert"]
    assert registry.GAMES["nakashth"].table_levels == (), "nobody plays its hands: no level to set"
    for game in registry.GAMES.values():  # each level the registry offers has a bot, and each bot a level
        assert {level.id for level in game.levels} | {"random"} == set(bot_levels(game.id)), game.id
    assert {game for game, _level in BOTS} <= set(registry.GAMES)


@pytest.mark.usefixtures("toy_game")
def test_arena_offers_and_accepts_the_toy_variant(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.build_parser().parse_args(["arena", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert "toy-20" in help_text and "wild" in help_text and "toy-20: 2 or 5" in help_text
    # The toy game has no bot of its own: ``random`` plays every game.
    args = cli.build_parser().parse_args(["arena", "--a", "random", "--b", "random", "--variant", "toy-20"])
    args.players = 5
    assert arena._check_arguments(args) is None
    args.players = 3
    assert arena._check_arguments(args) == "toy-20 is for 2/5 players, not 3"


@pytest.mark.usefixtures("toy_game")
def test_arena_offers_the_toy_game_and_picks_its_variant() -> None:
    """``--game toy`` is a choice while the toy game is registered; its variant is the default, Panjpar's refused."""
    args = cli.build_parser().parse_args(["arena", "--a", "random", "--b", "random", "--game", "toy"])
    assert arena._check_arguments(args) is None and args.variant == "toy-20"
    args.a = "easy"
    assert (
        arena._check_arguments(args)
        == "bad bot --a: unknown bot 'easy' for toy: use random or path/to/file.py:ClassName"
    )
    args = cli.build_parser().parse_args(["arena", "--a", "easy", "--b", "random", "--game", "toy", "--variant",
                                          "panjpar-36"])  # fmt: skip
    assert arena._check_arguments(args) == "panjpar-36 is not a variant of toy (toy-20)"
    args = cli.build_parser().parse_args(["arena", "--a", "easy", "--b", "random", "--variant", "panjpar-36"])
    assert arena._check_arguments(args) is None and args.game == "panjpar"


def test_without_the_toy_game_arena_refuses_its_variant(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.build_parser().parse_args(["arena", "--a", "easy", "--b", "easy", "--variant", "toy-20"])
    assert "invalid choice: 'toy-20'" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        cli.build_parser().parse_args(["arena", "--a", "easy", "--b", "easy", "--game", "toy"])
    assert "invalid choice: 'toy'" in capsys.readouterr().err


@pytest.mark.usefixtures("toy_game")
def test_settings_schemas_allow_the_toy_game() -> None:
    assert SCHEMA["variant"].check("variant", "toy-20") == "toy-20"
    assert SCHEMA["players"].check("players", 5) == 5
    assert SCHEMA["difficulty"].check("difficulty", "wild") == "wild"
    assert SCHEMA["bot_difficulties"].check("bot_difficulties", "wild,easy") == "wild,easy"
    with pytest.raises(SettingError):
        SCHEMA["players"].check("players", 7)  # no game is for seven (nakashth and komi go up to six)
    s = Settings()
    s.update({"variant": "toy-20", "players": 5, "bot_difficulties": "wild,hard,wild"})
    assert (s.variant, s.players, s.bot_difficulties) == ("toy-20", 5, "wild,hard,wild")


def test_settings_schemas_refuse_the_toy_game_when_it_is_not_registered() -> None:
    with pytest.raises(SettingError):
        SCHEMA["variant"].check("variant", "toy-20")
    with pytest.raises(SettingError):
        SCHEMA["players"].check("players", 7)


@pytest.mark.usefixtures("toy_game")
def test_the_set_up_offers_the_toy_game_its_players_and_difficulty(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(GAME_UIS, TOY.id, GAME_UIS[registry.PANJPAR.id])  # shown with Panjpar's screens
    d = Driver()
    d.pump()
    d.click(d.button("New game"))
    d.key(pygame.K_6)  # the chooser's sixth game: the toy
    setup = d.top
    assert isinstance(setup, SetUpScene) and setup.game.id == "toy"
    d.post(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0))  # off the rows, each explains itself
    d.pump()
    setup.buttons.focus = None
    assert setup.variant.id == "toy-20" and setup.notes() == "A toy for the tests."
    assert "52 cards" not in labels(setup), "a game's set-up offers its own variants only"
    d.key(pygame.K_5)
    assert setup.players == 5 and "5 players" in labels(setup)
    assert setup.levels[:4] == ["wild"] * 4 and "Wild" in labels(setup), "the toy's one level"
    d.click(setup.buttons.items[0][0].rect.center)  # Players: 5 -> 2 (2 or 5 in all)
    assert setup.players == 2 and setup.variant.id == "toy-20"


@pytest.mark.usefixtures("toy_game")
def test_the_statistics_name_a_stored_game_of_the_toy_variant(_data_dir: Path) -> None:
    with Store.open(_data_dir) as store:
        (game_id,) = play_games(store, 1)
        with store.transaction():  # as a game of the toy variant would have been stored
            store.conn.execute(
                "UPDATE games SET game = 'toy', variant = 'toy-20', players = 5 WHERE id = ?", (game_id,)
            )
    assert variant("toy-20") == "toy-20"
    d = Driver()
    d.pump()
    d.click(d.button("Statistics"))
    stats = d.top
    assert isinstance(stats, StatisticsScene)
    assert [name for name, _tally in stats.rows()] == ["All games"]
    assert variant_name(stats.recent[0].variant) == "Toy pack", "the recent games name the toy's pack"
    assert [g.variant for g in stats.recent] == ["toy-20"]


def test_a_stored_row_of_an_unregistered_variant_is_unusable() -> None:
    with pytest.raises(Unusable, match="toy-20"):
        variant("toy-20")


def test_a_variant_leads_to_its_game_and_an_unknown_one_to_none() -> None:
    """Storage finds a stored row's game from its variant; the toy game's variant leads to the toy game."""
    assert registry.game_of_variant("panjpar-36") is registry.PANJPAR
    assert registry.game_info("panjpar") is registry.PANJPAR
    assert registry.game_of_variant("toy-3") is None
    assert registry.game_info("toy") is None


def test_panjpar_expert_is_offered_stored_and_resumed() -> None:
    """Panjpar's expert level: a table bot with its 2 s budget, a choice the settings keep, a saved seat that
    resumes as itself; a game without it falls back to its easy bot."""
    from game.bots.table import level_or_default, make_bot, think_budget

    assert [level.id for level in registry.GAMES["panjpar"].levels][-1] == "expert"
    assert make_bot("panjpar", "expert").name == "expert"
    assert think_budget("panjpar", "expert") == 2.0
    assert level_or_default("panjpar", "expert") == "expert"
    assert level_or_default("komi", "expert") == "easy"
    settings = Settings()
    settings.update({"difficulty": "expert", "bot_difficulties": "expert,hard,expert"})
    assert settings.seat_difficulties()[:3] == ["expert", "hard", "expert"]
