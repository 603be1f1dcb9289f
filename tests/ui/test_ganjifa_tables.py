"""The nakashth and komi tables through the app's event loop: a whole komi round played with the mouse only
(stake and bet buttons), and with the keyboard only (digit keys), nakashth rounds watched to the game-over
screen; the plates, the pot and the showdown as the model says."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest
from storage_helpers import play_games

from game.engine import registry
from game.engine.protocol import random_action
from game.engine.series import GameSeries
from game.ganjifa.komi.state import KomiView
from game.ganjifa.nakashth.series import carry
from game.ganjifa.series import ganjifa_series
from game.storage import HUMAN, Autosaver, GameSummary, Store
from game.ui.ganjifa.legend import LEGEND_KEY
from game.ui.ganjifa.presenter import GanjifaPresenter
from game.ui.input import PointerMove
from game.ui.scenes.battle_log import BattleLogScene
from game.ui.scenes.chooser import GameChooserScene
from game.ui.scenes.dialogs import DEAL_ON, KEY_GRACE, GameOverScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.message import MessageScene
from game.ui.scenes.recent import MatchRounds
from game.ui.scenes.setup import SetUpScene
from game.ui.scenes.statistics import StatisticsScene
from game.ui.scenes.table import TableScene
from game.ui.tablesetup import TableSetup
from game.ui.topbar import label_size
from game.ui.widgets import INK

from .driver import Driver
from .test_match_rounds import over


def open_table(d: Driver, game: str, bots: tuple[str, ...], options: frozenset[str] = frozenset()) -> TableScene:
    variant = registry.GAMES[game].variants[0].variant
    table = TableScene(d.app.ctx, TableSetup(variant, bots, options, stake=4), 11)
    d.app.ctx.replace_all(table)
    d.pump()
    return table


def presenter_of(table: TableScene) -> GanjifaPresenter:
    presenter = table.presenter
    assert isinstance(presenter, GanjifaPresenter)
    return presenter


def play_until_over(d: Driver, table: TableScene, by: str, limit: int = 3000) -> int:
    """Frames until the game-over screen; the player's choices made with the mouse (``by="mouse"``: the first
    button) or the keyboard (``"keys"``: the key 2, the second button). Returns how many choices she made."""
    made = 0
    for _ in range(limit):
        if isinstance(d.top, GameOverScene):
            return made
        presenter = presenter_of(table)
        buttons = presenter.choice_buttons()
        if d.top is table and buttons and table.ready:
            if by == "mouse":
                d.click(buttons[0].rect.center)
            else:
                d.key(pygame.K_2)
            made += 1
        d.pump()
    raise AssertionError("the round did not end")


@pytest.mark.parametrize("by", ["mouse", "keys"])
def test_a_komi_round_with_betting_by_mouse_or_keyboard(by: str) -> None:
    d = Driver()
    table = open_table(d, "komi", ("hard", "easy", "random"), frozenset({"betting"}))
    made = play_until_over(d, table, by)
    view = table.view
    assert isinstance(view, KomiView) and view.nets is not None
    # A stake and a bet unless the player dealt (then neither: the dealer stakes nothing).
    assert made == (0 if view.dealer == 0 else 2)
    if view.dealer != 0:
        assert view.stakes[0] == (1 if by == "mouse" else 2)
        assert view.bets[0] == ("keep" if by == "mouse" else "double")
        detail = presenter_of(table).model.plates[0].detail
        assert detail == ("stake 1" if by == "mouse" else "stake 4"), "a doubled stake reads as what lies on the felt"
    model = presenter_of(table).model
    assert model.hands[0] == view.hand and all(len(hand) == 3 for hand in model.hands)
    assert sum(view.nets) == 0 and table.outcome == tuple(float(n) for n in view.nets)


def test_nakashth_rounds_are_watched_to_the_end_and_the_pot_carries() -> None:
    d = Driver()
    table = open_table(d, "nakashth", ("random", "random", "random"))
    series = table.match
    assert isinstance(series, GameSeries)
    for played in range(1, 4):
        assert play_until_over(d, table, "mouse") == 0, "nakashth asks nothing of the player"
        assert series.totals.games == played
        model = presenter_of(table).model
        assert all(len(hand) == 2 and None not in hand for hand in model.hands), "every hand turned over"
        assert len(model.plates) == 4 and model.banner
        won = {card for seat, hand in enumerate(model.hands) if model.plates[seat].active for card in hand}
        assert model.marked == won, "the winning hands are haloed"
        top = d.top
        assert isinstance(top, GameOverScene)
        d.click(top.buttons.items[0][0].rect.center)  # play again
        d.pump()
    assert sum(series.totals.figures["chips"]) == -carry(series), "what is not won stays in the pot"


def test_new_game_chooses_the_game_then_its_set_up_and_remembers_it() -> None:
    d = Driver()
    d.pump()
    d.click(d.button("New game"))
    chooser = d.top
    assert isinstance(chooser, GameChooserScene) and [g.id for g in chooser.games][:3] == [
        "panjpar",
        "nakashth",
        "komi",
    ]
    d.key(pygame.K_3)  # komi
    setup = d.top
    assert isinstance(setup, SetUpScene) and setup.game.id == "komi"
    labels = [label for label, _value, _cb in setup.rows()]
    assert labels[:2] == ["Players", "Betting"]
    assert dict((label, value) for label, value, _cb in setup.rows())["Betting"] == "On", "on for a new player"
    d.click(setup.buttons.items[0][0].rect.center)  # Players: 4 -> 5
    d.click(d.button("Start"))
    table = d.table
    assert table.setup.options == frozenset({"betting"}) and table.players == 5
    assert isinstance(table.presenter, GanjifaPresenter)
    settings = d.app.ctx.settings
    assert (settings.variant, settings.players, settings.game_options) == ("komi", 5, "komi:betting")
    d.app.ctx.replace_all(d.app.ctx.make("menu"))  # back at the main menu: New game offers komi first
    d.pump()
    d.click(d.button("New game"))
    again = d.top
    assert isinstance(again, GameChooserScene) and again.buttons.focus == 2


def test_a_komi_round_left_mid_way_is_resumed_at_its_last_action(_data_dir: Path) -> None:
    """Start komi from the chooser, stake, and leave as if killed: the next start offers Resume, and the table
    comes back at the same position (the player's three cards and the stakes), the match going on."""
    d = Driver(seed=4)
    d.pump()
    d.click(d.button("New game"))
    d.key(pygame.K_3)  # komi
    setup = d.top
    assert isinstance(setup, SetUpScene)
    assert setup.options == {"betting"}, "betting is on for a new player: the round waits for her bet"
    d.click(d.button("Start"))
    table = d.table
    for _ in range(3000):  # the player stakes when asked, then waits to bet (next round if she dealt this one)
        view = table.view
        if isinstance(view, KomiView) and view.phase == "bet" and view.to_move == 0 and table.ready:
            break
        top = d.top
        if isinstance(top, GameOverScene):
            d.click(top.buttons.items[0][0].rect.center)  # play again
            continue
        buttons = presenter_of(table).choice_buttons()
        if buttons and table.ready and d.top is table:
            d.click(buttons[2].rect.center)  # a stake of 3
        d.pump()
    else:
        raise AssertionError("the player was never asked to bet")
    before = table.view
    assert isinstance(before, KomiView) and before.hand
    lock = d.app.saves.store.lock
    assert lock is not None
    lock.release()  # as if the process had been killed: nothing closed, nothing written after the last action
    again = Driver(seed=9)
    again.pump()
    again.click(again.button("Resume: Komi"))
    resumed = again.table
    again.pump(3)
    after = resumed.view
    assert isinstance(after, KomiView)
    assert (after.hand, after.stakes, after.dealer, after.to_move) == (before.hand, before.stakes, before.dealer, 0)
    assert resumed.setup.options == frozenset({"betting"})


def test_the_statistics_screen_has_a_row_per_game_and_the_chips_won(_data_dir: Path) -> None:
    """Two Panjpar games and three komi rounds in the store: the screen keeps the games and the rounds for chips
    in two tables, the rounds with their chips won."""
    with Store.open(_data_dir) as store:
        play_games(store, 2, 5)
        series = ganjifa_series(registry.GAMES["komi"].rules, "komi", 3, frozenset(), random.Random(3))
        seats = {0: HUMAN, 1: "easy", 2: "hard"}
        match_id = store.begin_match("komi", 3, seats, frozenset())
        rng = random.Random(4)
        for _round in range(3):
            controller = series.next_game()
            Autosaver(store, controller, "komi", seats, match_id, series.dealer)
            controller.start()
            while not controller.over:
                assert controller.submit(random_action(controller.state, rng)) is None
            series.finish(controller.state.returns())
        expected = store.statistics()
    d = Driver()
    d.pump()
    d.click(d.button("Statistics"))
    stats = d.top
    assert isinstance(stats, StatisticsScene)
    games, rounds = stats.tables()
    assert not games.rounds and rounds.rounds, "the games, then the rounds for chips"
    assert [label for label, _tally in games.rows] == ["All games"], "one game of one pack: no row repeats it"
    assert games.rows[0][1].games == 2 == expected.games.games, "komi's rounds are not counted as games"
    assert [label for label, _tally in rounds.rows] == ["Komi"]
    komi = rounds.rows[0][1]
    assert komi.games == 3 and komi.chips == expected.by_game["komi"].chips
    assert "Chips" in rounds.heads and "Win rate" not in rounds.heads and "Streak" not in rounds.heads
    d.pump(2)  # the screen draws the chips column without trouble
    results = {(game.game, game.result != "*") for game in stats.recent}
    assert results == {("panjpar", True), ("komi", True)}
    (komi_match, _inner), *panjpar_games = stats.page_rows()
    assert isinstance(komi_match, MatchRounds) and len(komi_match.rounds) == 3, "the match's rounds in one row"
    assert [game.game for game, _inner in panjpar_games if isinstance(game, GameSummary)] == ["panjpar"] * 2
    stats.show_rounds(komi_match)
    stats.handle(PointerMove((0, 0)))  # lays the buttons out again
    watch = [
        (row.game, button.label, button.enabled)
        for (row, _inner), (button, _cb) in zip(stats.page_rows()[1:], stats.buttons.items[1::2], strict=False)
        if isinstance(row, GameSummary)
    ]
    assert watch == [("komi", "Watch", True)] * 3 + [("panjpar", "Watch", True)] * 2, "every game's records"


def nakashth_round_over(d: Driver) -> tuple[TableScene, GameOverScene]:
    """A nakashth table for three, its first round watched to the result box."""
    table = open_table(d, "nakashth", ("random", "random"))
    play_until_over(d, table, "mouse")
    box = d.top
    assert isinstance(box, GameOverScene)
    return table, box


def last_round_over(d: Driver, game: str) -> tuple[TableScene, GameOverScene]:
    """A match of one round of ``game`` for three, watched to its result box (the match over)."""
    variant = registry.GAMES[game].variants[0].variant
    table = TableScene(d.app.ctx, TableSetup(variant, ("random", "random"), frozenset(), stake=4, rounds=1), 11)
    d.app.ctx.replace_all(table)
    d.pump()
    play_until_over(d, table, "mouse")
    box = d.top
    assert isinstance(box, GameOverScene) and table.match_over
    return table, box


def test_esc_puts_the_game_over_box_aside_to_look_at_the_table_and_a_click_or_enter_brings_it_back() -> None:
    d = Driver()
    table, _box = nakashth_round_over(d)
    d.key(pygame.K_ESCAPE)
    assert d.top is table and table.outcome is not None  # the round as it ended, every hand turned over
    assert all(None not in hand for hand in presenter_of(table).model.hands)
    d.pump(5)
    assert table.toast.visible and table.toast.message == "Click or press Enter for the result.", "how it comes back"
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, GameOverScene)
    d.key(pygame.K_ESCAPE)
    d.click((d.app.ctx.size[0] // 2, d.app.ctx.size[1] // 2))
    again = d.top
    assert isinstance(again, GameOverScene)
    ended = table.controller
    d.click(again.buttons.items[0][0].rect.center)  # play again: the next round
    d.pump()
    assert table.controller is not ended


def test_the_log_button_opens_over_the_result_box_and_the_box_comes_back_after() -> None:
    d = Driver()
    table, _box = nakashth_round_over(d)
    log_button = next(button for button, _run in table.tool_buttons() if button.label == "Log")
    d.click(log_button.rect.center)
    assert isinstance(d.top, BattleLogScene), "the Log, though the round's result box was up"
    assert not any(isinstance(scene, GameOverScene) for scene in d.app.ctx.stack), "the box put aside"
    d.key(pygame.K_ESCAPE)
    d.pump()
    assert isinstance(d.top, GameOverScene), "the Log closed, the result comes back by itself"
    assert any(scene is table for scene in d.app.ctx.stack)


def test_l_opens_the_log_over_the_result_box_and_one_click_then_presses_the_box_s_button() -> None:
    d = Driver()
    _table, box = nakashth_round_over(d)
    d.pump(30)  # past the box's grace for keys
    menu_at = box.buttons.items[1][0].rect.center  # Main menu
    d.key(pygame.K_l)
    assert isinstance(d.top, BattleLogScene), "L opens the Log though the result box was up"
    d.key(pygame.K_ESCAPE)
    d.pump(20)
    assert isinstance(d.top, GameOverScene), "the Log closed, the box is back"
    d.click(menu_at)
    asked = d.top  # one click presses its Main menu, which asks first: the match would end
    assert isinstance(asked, MessageScene) and "The match under way ends here" in " ".join(asked.paragraphs)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize(("game", "players"), [("komi", 6), ("nakashth", 6), ("nakashth", 2)])
def test_the_round_over_box_leaves_every_hand_turned_over_in_sight(
    size: tuple[int, int], game: str, players: int
) -> None:
    d = Driver(size=size)
    bots = ("random",) * (players - 1)
    table = open_table(d, game, bots, frozenset({"betting"}) if game == "komi" else frozenset())
    play_until_over(d, table, "mouse")
    box = d.top
    assert isinstance(box, GameOverScene)
    cards = [rect for rect, _radius in table.cards_in_sight()]
    assert len(cards) == 2 * players if game == "nakashth" else len(cards) >= 3, "the hands turned over"
    place = box._layout()
    assert place.collidelist(cards) < 0, f"the box {place} hides a card at {size}"
    assert d.app.ctx.layout.top_bar.bottom <= place.top and place.bottom <= size[1]
    for button, _action in box.buttons.items:
        assert place.contains(button.rect), "the buttons move with the box"


@pytest.mark.parametrize("game", ["nakashth", "komi"])
def test_a_luck_round_says_nothing_of_its_result_before_the_cards_are_turned_over(game: str) -> None:
    """A hand turns over with its plate still saying the stake, and the chips in the header stay those of the
    rounds before until every card has turned and the chips have flown."""
    d = Driver()
    table = open_table(d, game, ("random",) * 3, frozenset())
    presenter = presenter_of(table)
    before = presenter.score_line
    seen_turned = False
    for _ in range(3000):
        if isinstance(d.top, GameOverScene):
            break
        model = presenter.model
        if table.outcome is not None and presenter.busy:
            assert presenter.score_line == before, "the header told the round's chips while its cards moved"
        turning = {sprite.card for sprite in presenter.board.sprites.values() if sprite.turn is not None}
        if turning:
            seen_turned = True
            seats = [seat for seat, hand in enumerate(model.hands) if turning & set(hand)]
            tags = " ".join(model.plates[seat].tag + model.plates[seat].detail for seat in seats)
            assert seats and not any(word in tags for word in ("points", "loses", "wins", "scores", "+", "−")), tags
        buttons = presenter.choice_buttons()
        if d.top is table and buttons and table.ready:
            d.click(buttons[0].rect.center)
        d.pump()
    assert seen_turned and isinstance(d.top, GameOverScene)
    assert presenter.score_line != before, "the header tells the round's chips once all is seen"


def test_enter_held_for_the_last_move_does_not_skip_the_result_and_esc_closes_the_legend_before_the_menu() -> None:
    d = Driver()
    table, box = nakashth_round_over(d)
    ended = table.controller
    dealing_on = box.dealing_on
    d.key(pygame.K_RETURN)  # at once: still the result
    assert d.top is box and table.controller is ended
    assert box.dealing_on == dealing_on, "a key meant for the last move does not stop the countdown either"
    d.pump(int(KEY_GRACE * 30) + 2)
    d.key(pygame.K_ESCAPE)  # the box aside; the legend open over the table
    d.key(LEGEND_KEY)
    presenter = presenter_of(table)
    assert presenter.legend
    d.key(pygame.K_RETURN)  # closes the legend, not drawn under the result box
    assert not presenter.legend and d.top is table
    d.key(LEGEND_KEY)
    d.key(pygame.K_ESCAPE)  # closes the legend rather than opening the menu over it
    assert not presenter.legend and d.top is table
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, GameOverScene)
    d.pump(int(KEY_GRACE * 30) + 2)
    d.key(pygame.K_RETURN)  # now Enter plays again
    d.pump()
    assert table.controller is not ended


def komi_bet(d: Driver) -> TableScene:
    """A komi table with betting at the player's bet (her stakes made with the first button)."""
    table = open_table(d, "komi", ("random", "random"), frozenset({"betting"}))
    presenter = presenter_of(table)
    for _ in range(3000):
        view = table.view
        if isinstance(view, KomiView) and view.phase == "bet" and table.ready and presenter.choice_buttons():
            break
        buttons = presenter.choice_buttons()
        if d.top is table and buttons and table.ready:
            d.click(buttons[0].rect.center)  # the stake
        if isinstance(d.top, GameOverScene):
            d.click(d.top.buttons.items[0][0].rect.center)  # the player dealt: the next round
        d.pump()
    return table


def test_komi_s_buttons_say_their_keys_and_a_hint_rings_the_button_it_means() -> None:
    d = Driver()
    presenter = presenter_of(komi_bet(d))
    labels = [button.label for button in presenter.choice_buttons()]
    assert labels == ["Keep (1)", "Double (2)", "Fold (3)"], labels
    d.key(pygame.K_h)
    for _ in range(200):
        if any(button.focused for button in presenter.choice_buttons()):
            break
        d.pump()
    ringed = [button for button in presenter.choice_buttons() if button.focused]
    assert len(ringed) == 1, "the hinted button, and it alone"


def test_komi_s_german_buttons_at_1024x640_each_hold_their_words_at_one_size() -> None:
    d = Driver(size=(1024, 640))
    with d.speaking("de"):
        presenter = presenter_of(komi_bet(d))
        buttons = presenter.choice_buttons()
        assert [button.label for button in buttons] == ["Halten (1)", "Verdoppeln (2)", "Aussteigen (3)"]
        for button in buttons:
            size = label_size(button.rect)
            assert d.app.ctx.text.render(button.label, size, INK, bold=True).get_width() <= button.rect.w - 12


def test_the_bots_wait_while_the_menu_is_open_over_the_table() -> None:
    d = Driver()
    table = open_table(d, "komi", ("random", "random", "random"), frozenset({"betting"}))
    for _ in range(600):  # a bot's turn (the player's own stake or bet made by its first button)
        if table.ready and table.controller.to_move() not in (None, table.me):
            break
        buttons = presenter_of(table).choice_buttons()
        if table.ready and buttons:
            d.click(buttons[0].rect.center)
        d.pump()
    assert table.controller.to_move() not in (None, table.me), "a bot is to move"
    d.key(pygame.K_ESCAPE)
    assert d.top is not table
    mover = table.controller.to_move()
    d.pump(120)  # six seconds of the menu: the bot has not moved
    assert table.controller.to_move() == mover and table.outcome is None
    d.key(pygame.K_ESCAPE)
    assert d.top is table
    for _ in range(600):
        if table.controller.to_move() != mover or table.outcome is not None:
            break
        d.pump()
    assert table.controller.to_move() != mover or table.outcome is not None, "the game goes on once it is closed"


def test_a_language_chosen_over_the_table_rewords_its_plates_and_banner() -> None:
    d = Driver()
    table = open_table(d, "komi", ("random", "random", "random"))
    presenter = presenter_of(table)
    for _ in range(600):
        if table.ready and table.idle and presenter.model.plates and presenter.model.banner:
            break
        d.pump()
    english = (presenter.model.banner, [plate.detail for plate in presenter.model.plates])
    with d.speaking("de"):
        d.pump()
        german = (presenter.model.banner, [plate.detail for plate in presenter.model.plates])
        assert german != english
        assert any("Einsatz" in detail for detail in german[1]) or "Einsatz" in german[0], german


def test_the_player_turns_her_nakashth_cards_over_with_a_click_or_space_or_they_turn_by_themselves() -> None:
    d = Driver()
    table = open_table(d, "nakashth", ("random", "random"))
    presenter = presenter_of(table)
    for _ in range(300):
        if presenter.model.awaits_player and presenter.holding and not presenter.board.busy:
            break
        d.pump()
    assert presenter.model.awaits_player and "turn them now" in presenter.model.hint
    d.pump(10)  # half a second: still face down, waiting for her
    assert all(card is None for hand in presenter.model.hands for card in hand)
    d.key(pygame.K_SPACE)
    d.pump()
    assert not presenter.model.awaits_player and presenter.model.hands[0][0] is not None, "turned over"
    play_until_over(d, table, "mouse")
    box = d.top
    assert isinstance(box, GameOverScene)
    d.click(box.buttons.items[0][0].rect.center)  # the next round, left alone: its cards turn by themselves
    d.pump()
    play_until_over(d, table, "mouse")


def test_the_result_box_draws_frames_until_its_key_grace_is_over_so_an_idle_window_takes_enter() -> None:
    """Its age grows only with frames, and an idle window draws none: it asks for frames until the grace ends."""
    d = Driver()
    table, box = nakashth_round_over(d)
    box.stay()  # the next round not dealt by itself (see below)
    assert box.animating and d.app.animating
    d.pump(int(KEY_GRACE / 0.05) + 2)
    assert not box.animating, "then the window may sleep"
    ended = table.controller
    d.key(pygame.K_RETURN)
    d.pump()
    assert table.controller is not ended


def test_the_line_over_the_hand_waits_for_the_cards_to_land(monkeypatch: pytest.MonkeyPatch) -> None:
    """Komi's "Your hand: scores 7" was said while the player's three cards were still flying to her."""
    d = Driver()
    table = open_table(d, "komi", ("random", "random", "random"), frozenset({"betting"}))
    presenter = presenter_of(table)
    said: list[tuple[bool, str]] = []
    hint = presenter.drawer.hint

    def spy(surface: pygame.Surface, layout: object, rect: pygame.Rect, message: str) -> None:
        said.append((presenter.board.busy, message))
        hint(surface, layout, rect, message)  # type: ignore[arg-type]

    monkeypatch.setattr(presenter.drawer, "hint", spy)
    play_until_over(d, table, "mouse")
    assert any(message.startswith("Your hand") for busy, message in said if not busy), "said once the cards landed"
    assert not [message for busy, message in said if busy and message], "nothing said while cards moved"


def test_komi_s_buttons_come_with_the_prompt_greyed_until_a_click_would_count() -> None:
    d = Driver()
    table = open_table(d, "komi", ("easy", "easy"), frozenset({"betting"}))
    presenter = presenter_of(table)
    greyed_clicks = 0
    for _ in range(4000):
        buttons = presenter.choice_buttons()
        assert bool(buttons) == (presenter.model.mine and bool(presenter.model.choices)), "buttons with the prompt"
        assert all(button.enabled == table.accepting for button in buttons), "greyed while a click would not count"
        if buttons and not buttons[0].enabled:
            before = table.view
            d.click(buttons[-1].rect.center)
            assert table.view == before, "a greyed button does nothing"
            greyed_clicks += 1
        elif buttons:
            d.click(buttons[-1].rect.center)  # the largest stake, or a fold
        if isinstance(d.top, GameOverScene):
            if greyed_clicks >= 2:
                break
            d.click(d.top.buttons.items[0][0].rect.center)
        d.pump()
    assert greyed_clicks >= 2, "the prompt came before the last event had been shown"


def test_the_result_s_reminder_stays_off_the_pack_view_opened_over_the_ended_round() -> None:
    d = Driver()
    table, _box = nakashth_round_over(d)
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_k)  # the pack's legend, over the round as it ended
    assert presenter_of(table).legend
    table.toast.clear()
    d.pump(5)
    assert not table.toast.visible, "nothing said over the legend"
    d.key(pygame.K_k)  # closed again: the reminder comes back (Esc put the box aside, not the legend)
    d.pump(5)
    assert d.top is table and table.toast.visible


def test_the_pack_opened_from_the_result_box_gives_the_box_back_once_closed() -> None:
    d = Driver()
    table, _box = nakashth_round_over(d)
    d.pump(30)
    d.key(pygame.K_k)
    assert d.top is table and presenter_of(table).legend, "the pack over the round as it ended"
    d.pump(5)
    assert d.top is table, "the box waits while the pack is open"
    d.key(pygame.K_k)
    d.pump()
    assert isinstance(d.top, GameOverScene), "back by itself"


def test_a_round_the_player_chose_nothing_in_deals_the_next_by_itself_until_she_stays() -> None:
    from game.ui.scenes.dialogs import DEAL_ON

    d = Driver()
    table, box = nakashth_round_over(d)
    assert box.dealing_on and "The next round comes in 5 seconds" in box.result_text()[1]
    first = table.controller
    d.pump(int(DEAL_ON / 0.05) + 5)
    assert table.controller is not first and d.top is not box, "dealt on by itself"
    box = over(d)
    assert box.dealing_on
    d.key(pygame.K_LEFT)  # any key: she stays on this result, and no round deals itself at this table any more
    assert not box.dealing_on and not table.keep_dealing and "comes in" not in box.result_text()[1]
    assert box.result_text()[1].endswith("The next round waits for you."), "in the countdown's place"
    d.pump(int(DEAL_ON / 0.05) + 5)
    assert d.top is box, "the result stays"
    d.click(box.buttons.items[0][0].rect.center)
    assert not over(d).dealing_on


def test_the_settings_can_make_every_luck_round_wait_for_a_click() -> None:
    """A player who wants to look at each round as long as she likes says so once, in the settings."""
    from game.ui.scenes.dialogs import DEAL_ON

    d = Driver()
    d.app.ctx.settings.next_round = "click"
    table, box = nakashth_round_over(d)
    assert not box.dealing_on and "comes in" not in box.result_text()[1], "no countdown"
    d.pump(int(DEAL_ON / 0.05) + 5)
    assert d.top is box, "the round waits"
    first = table.controller
    d.click(box.buttons.items[0][0].rect.center)
    assert table.controller is not first, "her click deals the next"


def test_the_settings_screen_switches_the_next_luck_round() -> None:
    from .test_themes import values_clicked

    assert values_clicked("Next luck round", "next_round", 2) == ["click", "auto"], "by itself, unless set"


def test_a_round_with_the_player_s_choices_waits_for_her() -> None:
    d = Driver()
    table = open_table(d, "komi", ("random", "random"), frozenset({"betting"}))
    for _ in range(20):
        made = play_until_over(d, table, "mouse")
        box = d.top
        assert isinstance(box, GameOverScene)
        assert box.dealing_on == (made == 0), "only a round she chose nothing in (her deal) goes on by itself"
        if made:
            return
        box.stay()
        d.click(box.buttons.items[0][0].rect.center)
    raise AssertionError("the player never staked")


def test_a_hint_asked_while_the_board_settles_on_the_player_s_turn_comes_once_it_has_settled(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from game.ui.ganjifa.board import RoundBoard

    d = Driver()
    table = komi_bet(d)  # her bet: the prompt and its buttons show
    with monkeypatch.context() as patch:
        patch.setattr(RoundBoard, "busy", property(lambda _board: True))  # the last card still moving
        assert not table.help.my_move and table.help.my_turn
        d.key(pygame.K_h)
        assert table.toast.message != "A hint is for your turn.", "it is her turn: the hint is asked"
        d.pump(60)
        assert not table.toast.message.startswith("Hint: "), "shown once the board has settled"
        assert table.toast.visible and "once the table is ready" in table.toast.message, "what it waits for, still"
    for _ in range(300):
        if table.toast.message.startswith("Hint: "):
            break
        d.pump()
    assert table.toast.message.startswith("Hint: "), table.toast.message


def test_the_result_s_score_table_says_it_counts_the_match_so_far() -> None:
    d = Driver()
    _table, box = nakashth_round_over(d)
    said = d.words_drawn()
    box.draw(pygame.Surface(d.app.ctx.size))
    assert "Match so far" in said, "the columns are the match's, the sentence this round's"
    assert "Final standings" not in said


def test_the_score_table_of_a_match_s_last_round_says_final_standings() -> None:
    d = Driver()
    _table, box = last_round_over(d, "komi")
    said = d.words_drawn()
    box.draw(pygame.Surface(d.app.ctx.size))
    assert "Final standings" in said and "Match so far" not in said


def test_a_long_result_title_fits_its_box() -> None:
    d = Driver(size=(1024, 640))
    with d.speaking("de"):
        _table, box = nakashth_round_over(d)
        frame = box._layout()
        box.result_text = lambda: ("Du verlierst deinen Einsatz", "")  # type: ignore[method-assign]
        head, _lines = box._texts(frame, d.app.ctx.layout.unit)
        assert head.get_width() <= frame.w * 0.9, "the longest German round title"


def test_the_menu_holds_the_round_where_it_is() -> None:
    d = Driver()
    table = open_table(d, "nakashth", ("random", "random"))
    d.pump(3)
    d.key(pygame.K_ESCAPE)  # the menu, over a round whose cards have still to turn
    assert d.top is not table
    shown = presenter_of(table).model
    d.pump(200)
    assert presenter_of(table).model is shown, "nothing moved under the menu"
    d.key(pygame.K_ESCAPE)
    assert d.top is table
    play_until_over(d, table, "mouse")


def test_a_pointer_resting_where_the_result_comes_does_not_stop_the_next_round() -> None:
    """Review 7 read "point at this box" as covering a pointer already there; but then the pointer left on Next
    round stopped every following round (review 8 had to click each away). The box says "move onto this box", and
    only a move does."""
    d = Driver()
    table = open_table(d, "nakashth", ("random", "random"))
    middle = (d.app.ctx.size[0] // 2, d.app.ctx.size[1] // 2)
    d.post(pygame.MOUSEMOTION, pos=middle, rel=(0, 0), buttons=(0, 0, 0))
    play_until_over(d, table, "mouse")
    box = d.top
    assert isinstance(box, GameOverScene) and box._layout().collidepoint(middle)
    d.pump()
    assert box.dealing_on and "move onto this box to stay" in box.result_text()[1]


def test_the_pointer_brought_over_the_result_stays_on_it() -> None:
    d = Driver()
    _table, box = nakashth_round_over(d)
    assert box.dealing_on
    menu = box.buttons.items[1][0].rect.copy()
    d.post(pygame.MOUSEMOTION, pos=menu.center, rel=(0, 0), buttons=(0, 0, 0))
    d.pump()
    assert not box.dealing_on, "on its way to Main menu: no next round comes under the click"
    assert "comes in" not in box.result_text()[1]
    box.draw(pygame.Surface(d.app.ctx.size))
    assert box.buttons.items[1][0].rect == menu, "the countdown's line gone, the buttons stay under the pointer"


def test_new_game_from_the_table_s_menu_asks_before_it_ends_the_match_under_way() -> None:
    """Review 7: Esc, New game dropped a komi match five rounds in without a word."""
    from game.ui.scenes.message import MessageScene

    d = Driver()
    table = open_table(d, "nakashth", ("random", "random"))
    play_until_over(d, table, "mouse")
    d.click(d.top.buttons.items[0][0].rect.center)  # type: ignore[attr-defined]  # the next round
    assert table.match.games >= 1 and d.top is table
    d.key(pygame.K_ESCAPE)
    d.click(d.button("New game"))
    asked = d.top
    assert isinstance(asked, MessageScene) and "The match under way ends here" in " ".join(asked.paragraphs)
    d.click(d.button("Cancel"))
    d.key(pygame.K_ESCAPE)
    assert d.top is table and table.match.games >= 1, "the match goes on"
    d.key(pygame.K_ESCAPE)
    d.click(d.button("New game"))
    d.click(d.button("New game"))  # yes: the chooser comes, and the table is gone (review 8: it played on behind)
    chooser = d.top
    assert table not in d.app.ctx.stack and type(chooser).__name__ == "GameChooserScene", d.app.ctx.stack
    d.pump(200)
    assert d.top is chooser, "no result box of the old round over the chooser"


def test_main_menu_from_the_table_s_menu_leaves_the_table_and_offers_its_game_to_resume() -> None:
    """Review 9: the table's menu had no way back to the main menu but New game, which ends the match."""
    from game.ui.scenes.menu import MenuScene

    d = Driver()
    table = open_table(d, "ekrang", ("easy", "easy"))
    d.pump(30)
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, MenuScene) and d.top.in_game
    d.click(d.button("Main menu"))
    menu = d.top
    assert isinstance(menu, MenuScene) and not menu.in_game and table not in d.app.ctx.stack
    assert d.button("Resume: Ekrang"), "the game left at the table is kept, and offered"


def test_the_result_box_comes_by_itself_though_the_window_waits_for_events_when_nothing_moves() -> None:
    """Review 10: the game's last picture lingered, but an idle window draws (and updates) only while something
    animates, so nakashth's result never came without a click."""
    d = Driver()
    open_table(d, "nakashth", ("random", "random"))
    for _ in range(3000):
        if isinstance(d.top, GameOverScene):
            return
        assert d.app.animating, "the window went quiet before the result box came"
        d.pump()
    raise AssertionError("no result box")


def test_enter_after_the_key_grace_presses_next_round_even_while_the_next_round_counts_down() -> None:
    """Review 10: Enter on a counting-down result only stopped the countdown; a second Enter was needed."""
    d = Driver()
    table, box = nakashth_round_over(d)
    ended = table.controller
    assert box.dealing_on
    d.pump(int(KEY_GRACE * 30) + 2)
    d.key(pygame.K_RETURN)
    d.pump()
    assert table.controller is not ended, "the next round, at one Enter"
    assert table.keep_dealing, "going on at once is no wish to stop the rounds coming by themselves"


def test_main_menu_asks_before_it_ends_a_match_with_nothing_left_to_resume() -> None:
    """Review 10: Main menu left a komi match at once, between rounds, where nothing was kept to resume."""
    from game.ui.scenes.menu import MenuScene
    from game.ui.scenes.message import MessageScene

    d = Driver()
    table = open_table(d, "nakashth", ("random", "random"))
    play_until_over(d, table, "mouse")
    d.click(d.top.buttons.items[0][0].rect.center)  # type: ignore[attr-defined]  # the next round
    play_until_over(d, table, "mouse")
    d.key(pygame.K_ESCAPE)  # the result box aside
    d.key(pygame.K_ESCAPE)  # the table's menu
    d.click(d.button("Main menu"))
    asked = d.top
    assert isinstance(asked, MessageScene) and "The match under way ends here" in " ".join(asked.paragraphs)
    d.click(d.button("Cancel"))
    assert table in d.app.ctx.stack
    d.click(d.button("Main menu"))
    d.click(d.button("Main menu"))  # yes
    assert isinstance(d.top, MenuScene) and not d.top.in_game and table not in d.app.ctx.stack


def test_a_round_waits_under_any_screen_over_its_table_and_its_result_box_never_covers_one() -> None:
    """Review 11: a nakashth round played on under the statistics and under "Leave the table?", and its result
    box came over them."""
    d = Driver()
    table = open_table(d, "nakashth", ("random", "random"))
    for opened in ("statistics", "confirm"):
        args: tuple[object, ...] = ("Leave the table?", "", "Main menu", lambda: None) if opened == "confirm" else ()
        screen = d.app.ctx.open(opened, *args)
        shown, clock = presenter_of(table).model, table.clock
        d.pump(400)  # 20 s: a whole round and more
        assert d.top is screen, f"nothing came over the {opened}"
        assert presenter_of(table).model is shown and table.clock == clock, f"the round waited under the {opened}"
        d.app.ctx.pop(screen)
    table, box = nakashth_round_over(d)
    assert box.dealing_on
    question = d.app.ctx.open("statistics")
    d.pump(400)
    assert d.top is question and box.age < 1.0, "the next round does not deal itself under another screen"


def test_the_statistics_leave_out_a_round_whose_hands_the_table_has_not_turned_over_yet() -> None:
    """Review 12: Statistics listed "Nakashth · round 17 · Won · +5" while the table still showed the hands down."""
    from game.ui.scenes.statistics import StatisticsScene

    d = Driver()
    table = open_table(d, "nakashth", ("random", "random"))
    d.pump(3)
    assert table.outcome is not None and not table.over_shown, "a round is over at its deal, its hands still down"
    saves = d.app.ctx.saves
    assert saves is not None
    hidden = saves.unrevealed
    assert hidden is not None
    screen = d.app.ctx.open("statistics")
    assert isinstance(screen, StatisticsScene)
    assert hidden not in {game.id for game in screen.recent}, "not listed before the table shows it"
    assert screen.stats is not None and not screen.stats.rounds.games, "nor counted"
    d.app.ctx.pop(screen)
    play_until_over(d, table, "mouse")
    assert saves.unrevealed is None
    assert hidden in {game.id for game in d.app.ctx.open("statistics").recent}, "listed once it has been shown"  # type: ignore[attr-defined]


def test_a_nakashth_hand_face_up_and_still_has_its_rank_on_its_plate() -> None:
    """Review 12: a plate still said "stake 1" over a hand turned face up."""
    d = Driver(speed="normal")
    table = open_table(d, "nakashth", ("random",) * 3)
    presenter = presenter_of(table)
    checked = 0
    for _ in range(3000):
        if isinstance(d.top, GameOverScene):
            break
        model, board = presenter.model, presenter.board
        if not board.busy:
            for seat, hand in enumerate(model.hands):
                if hand and None not in hand:
                    plate = model.plates[seat]
                    assert "stake" not in plate.detail + plate.tag, (seat, plate)
                    checked += 1
        d.pump()
    assert checked, "hands were seen face up at rest"


def test_the_result_box_s_main_menu_asks_before_it_ends_a_match_and_not_once_the_match_is_over() -> None:
    """Review 13: the result box's Main menu left a nakashth match at once, where the table's menu asks."""
    d = Driver()
    table, box = nakashth_round_over(d)
    assert table.match_games_under_way >= 1
    d.click(box.buttons.items[1][0].rect.center)  # Main menu
    asked = d.top
    assert isinstance(asked, MessageScene) and "The match under way ends here" in " ".join(asked.paragraphs)
    controller = table.controller
    d.pump(int(DEAL_ON * 30) + 30)
    assert table.controller is controller, "no next round is dealt under the question"
    d.click(d.button("Cancel"))
    assert d.top is box and table.controller is controller
    d.click(box.buttons.items[1][0].rect.center)
    d.click(d.button("Main menu"))  # yes
    assert isinstance(d.top, MenuScene) and not d.top.in_game and table not in d.app.ctx.stack


def test_the_result_box_of_a_match_s_last_round_leaves_for_the_main_menu_without_asking() -> None:
    d = Driver()
    table, box = last_round_over(d, "nakashth")
    assert not table.match_games_under_way
    d.click(box.buttons.items[1][0].rect.center)
    assert isinstance(d.top, MenuScene), "the match is over: nothing to lose, nothing asked"
