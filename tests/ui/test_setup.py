"""The new-game choice as settings: only allowed values are taken, and a stored choice always makes a table."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.panjpar.variants import PANJPAR_36, PANJPAR_52
from game.ui.scenes.setup import SetUpScene
from game.ui.settings import Settings
from game.ui.setupmemory import remember_options, remember_players, remembered_options, remembered_players
from game.ui.tablesetup import TableSetup

from .driver import Driver


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
    d = Driver((1024, 640))
    try:
        d.app.ctx.settings = Settings(variant=variant, players=players, bot_difficulties="hard,easy,hard")
        scene = d.app.ctx.open("set_up", "panjpar")
        assert isinstance(scene, SetUpScene)
        setup = scene.setup()
        assert (setup.variant, setup.players) == expected
        assert setup.bots == ("easy", "easy", "hard")[: setup.players - 1], "seat 1 follows 'difficulty' (easy)"
    finally:
        d.app.close()


@pytest.mark.parametrize("game", ["nakashth", "komi", "ekrang", "hamrang"])
def test_a_choice_remembered_for_another_game_gives_this_one_its_defaults(game: str) -> None:
    from game.engine import registry

    d = Driver((1024, 640))
    try:
        d.app.ctx.settings = Settings(variant="panjpar-52", players=2)
        scene = d.app.ctx.open("set_up", game)
        assert isinstance(scene, SetUpScene)
        info = registry.GAMES[game]
        assert (scene.variant.id, scene.players) == (info.variants[0].id, info.default_players)
    finally:
        d.app.close()


def test_a_setup_the_rules_forbid_is_refused() -> None:
    with pytest.raises(ValueError):
        TableSetup(PANJPAR_52, ("easy", "easy"))
    with pytest.raises(ValueError):
        TableSetup(PANJPAR_36, ("easy",) * 4)


@pytest.mark.parametrize("game", ["panjpar", "nakashth", "komi", "ekrang", "hamrang"])
def test_the_main_menu_offers_every_game_and_opens_its_set_up_at_once(game: str) -> None:

    from game.engine import registry
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
            assert isinstance(set_up, SetUpScene)
        else:
            assert isinstance(set_up, SetUpScene) and set_up.game.id == game
        d.key(pygame.K_ESCAPE)
        back: object = d.top
        assert back is menu
    finally:
        d.app.close()


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("game", ["panjpar", "nakashth", "komi", "ekrang", "hamrang"])
def test_every_row_the_notes_and_start_fit_the_panel_with_every_option_on(game: str, size: tuple[int, int]) -> None:
    d = Driver(size)
    try:
        scene = d.app.ctx.open("set_up", game)
        assert isinstance(scene, SetUpScene)
        scene.set_players(max(scene.player_counts()))
        scene.options = {option.id for option in scene.shown_options()}
        scene.key_suit = "night"
        scene._layout()
        box, u = scene.box(), d.app.ctx.layout.unit
        rects = [button.rect for button, _callback in scene.buttons.items]
        rows, start = rects[:-2], rects[-2]
        assert box.top >= 0 and box.bottom <= size[1] and all(box.contains(rect) for rect in rects)
        assert all(a.bottom <= b.top for a, b in itertools.pairwise(rows)), "rows never overlap"
        for note in scene.all_notes():
            lines = d.app.ctx.text.wrap(note, scene.note_size(), scene.note_width(box.w))
            notes_bottom = rows[-1].bottom + u + len(lines) * d.app.ctx.text.line_height(scene.note_size())
            assert notes_bottom <= start.top, f"the note {note!r} ends above Start"
    finally:
        d.app.close()


def test_an_option_the_player_count_forbids_keeps_its_row_and_says_so() -> None:
    d = Driver((1280, 800))
    try:
        scene = d.app.ctx.open("set_up", "ekrang")
        assert isinstance(scene, SetUpScene)
        scene.set_players(4)
        scene.options = {"teams"}
        before = [label for label, _value, _callback in scene.rows()]
        assert dict((label, value) for label, value, _cb in scene.rows())["Teams"] == "On"
        assert "teams" in scene.setup().options
        scene.next_players()  # 4 -> 2
        after = scene.rows()
        assert [label for label, _value, _callback in after][: len(before) - 3] == before[: len(before) - 3]
        assert dict((label, value) for label, value, _cb in after)["Teams"] == "Not for 2 players"
        assert "teams" not in scene.setup().options and "Four players" not in scene.notes()
        scene.buttons.focus = [label for label, _value, _cb in after].index("Teams")
        assert scene.notes() == "Teams: Four players: seats 1 and 3 against 2 and 4.", "the focused row's note"
    finally:
        d.app.close()


def test_each_game_remembers_its_own_options_and_an_older_setting_still_reads() -> None:
    kept = remember_options("", "komi", {"betting"})
    kept = remember_options(kept, "hamrang", {"sum", "free"})
    assert remembered_options(kept, "komi") == {"betting"}, "setting up hamrang kept komi's betting"
    assert remembered_options(kept, "hamrang") == {"sum", "free"}
    kept = remember_options(kept, "komi", set())
    assert remembered_options(kept, "komi") == set() and remembered_options(kept, "hamrang") == {"sum", "free"}
    assert remembered_options("betting", "komi") == {"betting"}, "a setting written before: one game's bare words"
    assert remembered_options(kept, "ekrang") is None, "never set up: the suggested options apply"
    assert remembered_options("", "komi") is None


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_the_rows_above_the_bots_stay_put_when_the_player_count_changes(size: tuple[int, int]) -> None:
    d = Driver(size=size)
    scene = SetUpScene(d.app.ctx, "komi")
    d.app.ctx.replace_all(scene)
    d.pump()
    before = [button.rect for button, _callback in scene.buttons.items[:4]]
    for players in (2, 6, 3):
        scene.set_players(players)
        scene._layout()
        assert [button.rect for button, _callback in scene.buttons.items[:4]] == before, players


def test_komi_s_betting_is_on_for_a_new_player_and_stays_off_once_turned_off() -> None:
    d = Driver()
    try:
        fresh = d.app.ctx.open("set_up", "komi")
        assert isinstance(fresh, SetUpScene) and fresh.options == {"betting"}, "suggested: the game with a choice"
        d.app.ctx.pop(fresh)
        d.app.ctx.settings.game_options = remember_options("", "komi", set())
        again = d.app.ctx.open("set_up", "komi")
        assert isinstance(again, SetUpScene) and again.options == set(), "the player's own choice is kept"
        ekrang = d.app.ctx.open("set_up", "ekrang")
        assert isinstance(ekrang, SetUpScene) and ekrang.options == {"fast"}, "a short first game"
        hamrang = d.app.ctx.open("set_up", "hamrang")
        assert isinstance(hamrang, SetUpScene) and hamrang.options == {"free", "noelim"}, "choices, to the end"
    finally:
        d.app.close()


def test_a_row_with_nothing_to_choose_is_not_a_button() -> None:
    """Hamrang is for four: its Players row is shown, not pressable; ekrang's Teams at three players likewise."""
    d = Driver()
    try:
        hamrang = d.app.ctx.open("set_up", "hamrang")
        assert isinstance(hamrang, SetUpScene)
        d.pump()
        players = hamrang.buttons.items[0][0]
        assert players.label == "4 players" and not players.enabled
        d.app.ctx.pop(hamrang)
        ekrang = d.app.ctx.open("set_up", "ekrang")
        assert isinstance(ekrang, SetUpScene)
        ekrang.set_players(3)
        d.pump()
        labels = [label for label, _value, _cb in ekrang.rows()]
        teams = ekrang.buttons.items[labels.index("Teams")][0]
        assert teams.label == "Not for 3 players" and not teams.enabled
        assert ekrang.buttons.items[0][0].enabled, "ekrang's player count is a choice"
    finally:
        d.app.close()


def notes_under_pointer(game: str) -> tuple[dict[str, str], str]:
    """The note under each row of ``game``'s set-up with the pointer on it (at 1024x640), by the row's label, and
    the variant's own note."""
    d = Driver((1024, 640))
    try:
        scene = d.app.ctx.open("set_up", game)
        assert isinstance(scene, SetUpScene)
        scene._layout()
        said = {}
        for index, (label, _value, _callback) in enumerate(scene.rows()):
            d.post(pygame.MOUSEMOTION, pos=scene.buttons.items[index][0].rect.center, rel=(0, 0), buttons=(0, 0, 0))
            d.pump()
            said[label] = scene.notes()
        return said, scene.variant.note
    finally:
        d.app.close()


def test_the_key_suit_and_each_bot_s_row_explain_themselves_under_the_pointer() -> None:
    """Review 7: hovering "Key suit: By the clock" or a bot's difficulty explained nothing, though the options did."""
    said, variant_note = notes_under_pointer("ekrang")
    explained = [label for label in said if label == "Key suit" or label.startswith("Bot")]
    assert "Key suit" in explained and any(label.startswith("Bot") for label in explained), said
    for label in explained:
        assert said[label].startswith(f"{label}: ") and said[label] != variant_note, (label, said[label])


def test_nakashth_s_stake_and_match_rows_explain_themselves_under_the_pointer() -> None:
    """Review 8: nakashth's Stake and Match rows explained nothing, while the other games' rows did."""
    said, _variant_note = notes_under_pointer("nakashth")
    assert said["Stake"].startswith("Stake: ") and said["Match"].startswith("Match: "), said


def test_each_game_set_up_again_comes_back_with_its_own_player_count() -> None:
    """Review 11: nakashth set up for six came back for four once another game had been played."""
    d = Driver((1280, 800))
    try:
        for game, players in (("nakashth", 6), ("komi", 5), ("ekrang", 2)):
            scene = SetUpScene(d.app.ctx, game)
            scene.set_players(players)
            scene.setup()
            d.app.ctx.replace_all(scene)
            scene.start()
        for game, players in (("nakashth", 6), ("komi", 5), ("ekrang", 2)):
            assert SetUpScene(d.app.ctx, game).players == players, game
        assert remembered_players(d.app.ctx.settings.game_players, "hamrang") is None
        assert (
            remembered_players("nakashth:x komi:4", "nakashth") is None and remember_players("", "komi", 3) == "komi:3"
        )
    finally:
        d.app.close()


@pytest.mark.parametrize("game", ["panjpar", "hamrang"])
def test_f1_on_the_set_up_opens_that_game_s_rules_and_esc_comes_back(game: str) -> None:
    """Review 13: F1, the rules' key at the table and in the menu, did nothing on the set-up screen."""
    from game.ui.scenes.rules import RulesScene

    d = Driver()
    scene = SetUpScene(d.app.ctx, game)
    d.app.ctx.replace_all(scene)
    d.pump()
    d.key(pygame.K_F1)
    rules = d.top
    assert isinstance(rules, RulesScene) and rules.game == game
    d.key(pygame.K_ESCAPE)
    assert d.top is scene
