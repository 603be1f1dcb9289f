"""The first-game coach: through the app's event loop a first game shows the attack tip at the player's first attack
and never again (not later in the game, not in the next game, not after a restart, not after a crash: it is stored
as it shows, and a disk that refuses it is told once); the keys and the buttons
dismiss it while the game and the bots go on; "Turn the coach off" silences every tip and stays off after a
restart; the Settings row turns it off and on again (forgetting what was shown); the panel never covers the hand,
the battle, the buttons or a plate at any size and player count; each tip says what the rules code says."""

from __future__ import annotations

import itertools
import sqlite3
from pathlib import Path

import pygame
import pytest

from game.engine import registry
from game.ganjifa.cards import suit, values
from game.ganjifa.hamrang.state import HamrangView
from game.panjpar.cards import parse_card, parse_cards
from game.panjpar.position import State, max_attack_size
from game.panjpar.variants import VARIANTS, Deal
from game.panjpar.view import KnowledgeTracker, SeatView, make_view
from game.storage.settings import SCHEMA, SettingError, decode, encode
from game.storage.store import DB_NAME
from game.ui import i18n
from game.ui.coach import Tip, lay_out_panel, seen_tips
from game.ui.ganjifa.coach_tips import ganjifa_coach_place
from game.ui.ganjifa.hamrang import hamrang_tip, out_tip
from game.ui.ganjifa.layout import round_layout
from game.ui.layout import compute_layout
from game.ui.panjpar.coach_tips import (
    attack_tip,
    coach_place,
    coach_tips,
    defend_tip,
    endgame_tip,
    guess_tip,
    trump_tip,
)
from game.ui.panjpar.guess import GuessScene
from game.ui.panjpar.tabledraw import suit_name
from game.ui.scenes.dialogs import GameOverScene
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.scenes.table import TableScene
from game.ui.tablesetup import TableSetup
from game.ui.text import TextRenderer
from game.ui.widgets import HINT, TARGET
from game.ui.window import App

from .driver import Driver, controller_of

SIZES = ((1024, 640), (1280, 800), (1920, 1080))


@pytest.fixture(autouse=True)
def _pygame() -> object:
    pygame.init()
    yield None
    pygame.quit()


def open_table(d: Driver, players: int = 2, variant: str = "panjpar-36", seed: int = 3) -> TableScene:
    setup = TableSetup(VARIANTS[variant], ("easy",) * (players - 1), frozenset())
    table = TableScene(d.app.ctx, setup, seed)
    d.app.ctx.replace_all(table)
    d.pump()
    return table


def shown_key(table: TableScene) -> str | None:
    return table.coach.tip.key if table.coach.tip is not None else None


def play_to_attack(d: Driver, table: TableScene, shown: list[str | None], limit: int = 40) -> bool:
    """Play the player's turns by keyboard (G first when a tip other than the attack's shows) until she is to
    attack; ``shown`` gets the tip showing at each of her turns. Whether she got to attack before the game ended."""
    for _ in range(limit):
        state = d.wait_for_player()
        if state == "guess":
            d.key(pygame.K_r)
            continue
        if state == "over":
            return False
        shown.append(shown_key(table))
        if state == "attack":
            return True
        if table.coach.tip is not None:
            d.key(pygame.K_g)
        d.move_with_keys(state)
    raise AssertionError("the player never attacked")


# ----- through the event loop ------------------------------------------------------------------------------------
def test_the_attack_tip_shows_at_the_first_attack_only_and_never_again() -> None:
    d = Driver((1280, 800))
    try:
        table = open_table(d)
        shown: list[str | None] = []
        assert play_to_attack(d, table, shown)
        assert shown[-1] == "attack", shown
        assert "attack" in seen_tips(d.app.ctx.settings)
        before = len(controller_of(table).position.history)  # type: ignore[union-attr]
        d.move_with_keys("attack")  # the panel takes no Enter: the attack is played under it
        assert len(controller_of(table).position.history) == before + 1  # type: ignore[union-attr]
        later: list[str | None] = []
        for _ in range(3):
            if not play_to_attack(d, table, later):
                break
            d.move_with_keys("attack")
        assert "attack" not in later and later, later
        d.app.close()

        again = Driver((1280, 800))  # a restart: the seen tips come back from the store
        try:
            assert "attack" in seen_tips(again.app.ctx.settings)
            second = open_table(again, seed=8)
            shown = []
            assert play_to_attack(again, second, shown)
            assert "attack" not in shown, shown
        finally:
            again.app.close()
    finally:
        d.app.close()


def test_a_tip_is_stored_as_it_shows_so_that_a_crash_never_shows_it_again(_data_dir: Path) -> None:
    """The table still open (as a kill -9 leaves the database): the tip just shown is already on disk."""
    d = Driver((1280, 800))
    try:
        table = open_table(d)
        shown: list[str | None] = []
        assert play_to_attack(d, table, shown) and shown[-1] == "attack", shown
        with sqlite3.connect(_data_dir / DB_NAME) as conn:
            stored, _problems = decode(conn.execute("SELECT key, value FROM settings").fetchall())
        conn.close()
        assert "attack" in str(stored["coach_seen"]).split(",")
    finally:
        d.app.close()


def test_a_settings_save_that_keeps_failing_is_told_once_and_the_tips_wait_in_memory(_data_dir: Path) -> None:
    d = Driver((1280, 800))
    try:
        saves, settings = d.app.saves, d.app.ctx.settings
        conn = saves.store.conn
        writes = {sqlite3.SQLITE_INSERT, sqlite3.SQLITE_UPDATE}
        conn.set_authorizer(lambda action, *_: sqlite3.SQLITE_DENY if action in writes else sqlite3.SQLITE_OK)
        told = len(saves.problems)
        for key in ("guess", "attack", "defend"):
            settings.coach_seen = ",".join(filter(None, [settings.coach_seen, key]))
            saves.save_settings(settings)
        assert len(saves.problems) == told + 1 and "settings could not be saved" in saves.problems[-1]
        conn.set_authorizer(None)
        saves.save_settings(settings)  # works again: everything waiting is written
        assert len(saves.problems) == told + 1
        assert seen_tips(settings) <= set(str(saves.store.load_settings()["coach_seen"]).split(","))
    finally:
        d.app.close()


def test_the_keys_and_buttons_dismiss_a_tip_and_the_bots_go_on_underneath() -> None:
    d = Driver((1280, 800))
    try:
        table = open_table(d, players=3)
        assert d.wait_for_player() in ("attack", "defend")
        first = shown_key(table)
        assert first in ("attack", "defend")
        d.key(pygame.K_g)
        assert table.coach.tip is None or table.coach.tip.key != first, "G: got it"
        while table.coach.tip is not None:  # the next tip of the same position (the trump), dismissed by mouse
            panel = table.coach.panel_layout(d.app.ctx.text, table.layout.unit)
            assert panel is not None
            d.click(panel.got_it.center)
        assert d.app.ctx.settings.coach, "Got it leaves the coach on"
        moves = len(controller_of(table).position.history)  # type: ignore[union-attr]
        state = d.wait_for_player()
        d.move_with_keys(state)
        assert d.wait_for_player() in ("attack", "defend", "over")
        assert len(controller_of(table).position.history) > moves + 1, "the bots played on"  # type: ignore[union-attr]
    finally:
        d.app.close()


def test_turn_the_coach_off_stops_every_tip_and_stays_off_after_a_restart(_data_dir: Path) -> None:
    d = Driver((1280, 800))
    try:
        table = open_table(d, variant="panjpar-52")
        assert d.wait_for_player() == "guess"
        d.key(pygame.K_r)
        d.wait_for_player()
        assert shown_key(table) == "guess"
        panel = table.coach.panel_layout(d.app.ctx.text, table.layout.unit)
        assert panel is not None
        d.click(panel.off.center)
        assert table.coach.tip is None and not d.app.ctx.settings.coach
        shown: list[str | None] = []
        for _ in range(3):
            if not play_to_attack(d, table, shown):
                break
            d.move_with_keys("attack")
        assert shown and set(shown) == {None}, shown
    finally:
        d.app.close()

    again = App(size=(1280, 800), in_process_bot=True)
    try:
        assert again.ctx.settings.coach is False
        d = Driver.around(again)
        again.ctx.settings.speed = "fast"
        table = open_table(d, seed=11)
        shown = []
        assert play_to_attack(d, table, shown)
        assert set(shown) == {None}, shown
    finally:
        again.close()


def test_the_key_o_turns_the_coach_off() -> None:
    d = Driver((1024, 640))
    try:
        table = open_table(d, players=4)
        d.wait_for_player()
        assert table.coach.tip is not None
        d.key(pygame.K_o)
        assert table.coach.tip is None and not d.app.ctx.settings.coach
    finally:
        d.app.close()


def test_the_settings_row_turns_the_coach_off_and_on_again_from_the_start() -> None:
    d = Driver((1280, 800))
    try:
        d.app.ctx.settings.coach_seen = "attack,defend"
        d.pump()
        d.app.ctx.open("settings")
        d.pump()
        scene = d.top
        assert isinstance(scene, SettingsScene)
        labels = [label for label, _value, _callback in scene.rows()]
        row = labels.index("First-game coach")
        button = scene.buttons.items[row][0]
        assert button.label == "On"
        d.click(button.rect.center)
        assert d.app.ctx.settings.coach is False
        assert scene.buttons.items[row][0].label == "Off"
        d.click(button.rect.center)
        assert d.app.ctx.settings.coach is True and d.app.ctx.settings.coach_seen == "", "on again: from the start"
        d.click(button.rect.center)
        d.app.close()
        again = App(in_process_bot=True)
        assert again.ctx.settings.coach is False, "the row's choice is stored"
        again.close()
    finally:
        d.app.close()


def test_the_stored_list_of_seen_tips_is_checked() -> None:
    assert encode("coach_seen", "attack,trump") == '"attack,trump"'
    with pytest.raises(SettingError):
        encode("coach_seen", "attack,<script>")
    with pytest.raises(SettingError):
        encode("coach", "yes")
    keys = {tip.key for tip in all_tips()}
    assert keys <= set(SCHEMA["coach_seen"].parts), "every tip can be remembered"


# ----- where the panel goes --------------------------------------------------------------------------------------
def all_tips() -> list[Tip]:
    view = endgame_view()
    return [
        guess_tip(view),
        endgame_tip(view, 1, "Bot 3"),
        attack_tip(),
        defend_tip(),
        trump_tip(view),
        hamrang_tip(free=False),
    ]


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_panel_never_covers_the_hand_the_battle_the_buttons_or_a_plate(language: str) -> None:
    pygame.font.init()
    text = TextRenderer()
    i18n.set_language(language)
    try:
        tips = all_tips()
        for size in SIZES:
            for players in (2, 3, 4):
                layout = compute_layout(size, players)
                place = coach_place(layout)
                keep_clear = [
                    *layout.hand_slots(7),
                    *layout.hand_slots(5, frozenset({0, 2, 4})),
                    layout.action_button,
                    layout.banner,
                    layout.my_plate,
                    *layout.plates,
                    layout.menu_button,
                    layout.stock_zone,
                    layout.discard,
                    layout.top_bar,
                ]
                for n in (1, 3, 5):
                    for slot in layout.battle_slots(n):
                        keep_clear += [slot, layout.kill_slot(slot)]
                for tip in tips:
                    panel = lay_out_panel(tip, place, text, layout.unit)
                    where = (language, size, players, tip.key)
                    assert place.area.contains(panel.rect), where
                    assert panel.rect.collidelist(keep_clear) == -1, where
                    for _line, rect, _bold in panel.lines:
                        assert panel.rect.contains(rect) and not rect.colliderect(panel.got_it), where
                    assert panel.rect.contains(panel.got_it) and panel.rect.contains(panel.off), where
                    assert not panel.got_it.colliderect(panel.off), where
                    bottom = panel.lines[-1][1].bottom
                    assert bottom <= panel.got_it.top, ("the text fits above the buttons", where)
    finally:
        i18n.set_language("en")


def test_at_the_table_the_tip_shows_by_the_banner_clear_of_the_hands_cards() -> None:
    for size, players in (((1280, 800), 2), ((1024, 640), 3), ((1920, 1080), 4)):
        d = Driver(size)
        try:
            d.app.ctx.settings.coach_seen = ""  # each table's first turn: the data folder is the test's
            table = open_table(d, players=players)
            d.wait_for_player()
            panel = table.coach.panel_layout(d.app.ctx.text, table.layout.unit)
            assert panel is not None, "the first turn has a tip"
            layout = d.presenter.layout
            hand = [
                pygame.Rect(round(s.pos[0]), round(s.pos[1]), layout.card_w, layout.card_h)
                for s in d.presenter.board.my_hand()
            ]
            assert hand and panel.rect.collidelist(hand) == -1, size
            banner = layout.banner
            assert (
                abs(panel.rect.bottom - banner.top) < layout.unit * 2
                or abs(panel.rect.top - banner.bottom) < layout.unit * 2
            ), "by the banner"
        finally:
            d.app.close()


# ----- the tips say what the rules say ---------------------------------------------------------------------------
def position_view(hands: tuple[str, str], trump: str, attack: str = "", variant: str = "panjpar-36") -> SeatView:
    """Seat 0's view of a two-player game with the stock drawn to the end; seat 1 attacks with ``attack`` if
    given, else seat 0 is to attack."""
    cards = tuple(tuple(parse_cards(hand)) for hand in hands)
    deal = Deal(VARIANTS[variant], cards, parse_card(trump), (), 1 if attack else 0)
    state = State(deal)
    state.stock_pos = state.stock_count
    if attack:
        state.push_attack(parse_cards(attack))
    return make_view(state, 0, KnowledgeTracker(2), (), deal.variant, 2)


def endgame_view() -> SeatView:
    return position_view(("QH QC 7D 7S 9C", "6S 8S"), "AD")


def test_the_endgame_tip_names_the_limit_max_attack_size_gives() -> None:
    view = endgame_view()
    tips = coach_tips(view, 0, "Bot")
    assert [tip.key for tip in tips] == ["endgame", "attack"]
    limit = max_attack_size(len(view.hand), view.hand_sizes[1])
    assert limit == 1 and "at most 1 card." in tips[0].text and "only 2 cards" in tips[0].text
    assert {len(a.cards) for a in view.legal_attacks()} == {limit}

    roomy = position_view(("QH QC 7D 7S 9C", "6S 8S 9S 10S JS"), "AD")
    assert [tip.key for tip in coach_tips(roomy, 0, "Bot")] == ["attack"], "no limit below the hand's own"


def test_the_trump_tip_comes_when_a_trump_can_kill_or_attacks() -> None:
    plain = position_view(("9H 10C", "6H 7C"), "AS", attack="6H")
    assert [tip.key for tip in coach_tips(plain, 0, "You")] == ["defend"], "no trump in play"
    kills = position_view(("6S 10C", "7H 8C"), "AS", attack="7H")
    assert [tip.key for tip in coach_tips(kills, 0, "You")] == ["defend", "trump"]
    assert kills.beaters(parse_card("7H")) == [parse_card("6S")], "the trump kills it"
    attacked = position_view(("9H 10C", "7S 8C"), "AS", attack="7S")
    assert [tip.key for tip in coach_tips(attacked, 0, "You")] == ["defend", "trump"]


def test_the_guess_tip_lasts_until_the_players_own_first_move() -> None:
    attacked = position_view(("9H 10C", "4H 5C"), "AS", attack="4H", variant="panjpar-52")
    assert [tip.key for tip in coach_tips(attacked, 0, "You")] == ["guess", "defend"], "a wrong guess: she defends"
    first = position_view(("9H 10C", "4H 5C"), "AS", variant="panjpar-52")
    assert [tip.key for tip in coach_tips(first, 0, "Bot")][:2] == ["guess", "attack"]
    assert "guess" not in [tip.key for tip in coach_tips(position_view(("9H", "4H"), "AS"), 0, "Bot")], "36 cards"


def test_the_guess_tip_comes_at_the_first_position_of_the_52_card_game() -> None:
    d = Driver((1280, 800))
    try:
        table = open_table(d, variant="panjpar-52")
        assert isinstance(d.top, GuessScene) or d.wait_for_player() == "guess"
        d.key(pygame.K_r)
        d.wait_for_player()
        tip = table.coach.tip
        assert tip is not None and tip.key == "guess"
        view = table.view
        assert isinstance(view, SeatView) and suit_name(view.trump) in tip.text, "it names this game's trumps"
    finally:
        d.app.close()


# ----- hamrang's two-card play -----------------------------------------------------------------------------------
def open_hamrang(d: Driver, seed: int = 5) -> TableScene:
    info = registry.GAMES["hamrang"]
    table = TableScene(d.app.ctx, TableSetup(info.variants[0].variant, ("easy",) * 3, frozenset()), seed)
    d.app.ctx.replace_all(table)
    return table


def hamrang_turn(d: Driver, table: TableScene, limit: int = 3000) -> HamrangView:
    """Pump until the player is to play in the position shown; her view."""
    for _ in range(limit):
        d.pump()
        if table.ready and table.idle and table.controller.to_move() == table.me:
            view = table.view
            assert isinstance(view, HamrangView)
            return view
    raise AssertionError("the player never got the turn")


def test_hamrang_explains_the_two_card_play_at_the_first_turn_only() -> None:
    d = Driver((1280, 800))
    try:
        table = open_hamrang(d)
        view = hamrang_turn(d, table)
        assert shown_key(table) == "hamrang_pair"
        mughal = "mughal" in view.options
        value = values(mughal).value
        for play in view.legal:  # what the tip says is what the rules allow
            same = [c for c in view.hand if suit(c) == suit(play.cards[0])]
            if len(play.cards) == 2 and len(same) >= 2 and all(suit(c) == suit(play.cards[0]) for c in play.cards):
                ranked = sorted(value[c] for c in same)
                assert sorted(value[c] for c in play.cards) == [ranked[0], ranked[-1]], play
        panel = table.coach.panel_layout(d.app.ctx.text, table.presenter.layout.unit)
        assert panel is not None
        d.click(panel.got_it.center)
        d.pump()
        assert shown_key(table) == "hamrang_out", "then why players drop out, before it happens"
        panel = table.coach.panel_layout(d.app.ctx.text, table.presenter.layout.unit)
        assert panel is not None
        d.click(panel.got_it.center)
        assert table.coach.tip is None
        assert table.submit(view.legal[0]) is None
        hamrang_turn(d, table)
        assert table.coach.tip is None, "each shown once"
    finally:
        d.app.close()


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_round_tables_panel_covers_no_seat_hand_or_played_card(language: str) -> None:
    pygame.font.init()
    text = TextRenderer()
    i18n.set_language(language)
    try:
        for size in SIZES:
            layout = round_layout(size, 4)
            place = ganjifa_coach_place(layout)
            u = layout.unit
            # A two-card play as drawn (its second card beside the first), and the name under it.
            plays = [layout.spot(p, 0).union(layout.spot(p, 1)) for p in range(4)]
            played = [pygame.Rect(r.x - u // 2, r.y - u // 2, r.w + u, r.h + u * 2) for r in plays]
            keep_clear = [*layout.plates, *layout.hands, *layout.piles, *played, layout.banner, layout.choices]
            keep_clear += [layout.hint, layout.menu_button, layout.top_bar]
            for free in (False, True):
                panel = lay_out_panel(hamrang_tip(free), place, text, layout.unit)
                assert place.area.contains(panel.rect), (language, size)
                assert panel.rect.collidelist(keep_clear) == -1, (
                    language,
                    size,
                    keep_clear[panel.rect.collidelist(keep_clear)],
                )
                assert panel.lines[-1][1].bottom <= panel.got_it.top, ("the text fits above the buttons", size)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "de", "fa_AF"])
def test_every_round_table_tip_fits_its_panel_with_its_buttons_at_every_size_and_player_count(language: str) -> None:
    """Review 6: komi's long tip ran under the buttons at 1024x640, and German "Turn the coach off (O)" overflowed
    its button. Every Ganjifa tip's text ends above the buttons, the buttons lie inside the panel, side by side or
    one over the other, and each label fits its button at the smallest size a button shrinks to."""
    from game.ui.coach import SMALLEST_TEXT, got_it_label, off_label
    from game.ui.ganjifa import ekrang_tips, komi_tips

    pygame.font.init()
    text = TextRenderer()
    i18n.set_language(language)
    text.set_language(language)
    try:
        tips = {
            "ekrang": ekrang_tips.every_tip(),
            "komi": komi_tips.every_tip(),
            "hamrang": [hamrang_tip(False), hamrang_tip(True), out_tip()],
        }
        for size, (game, game_tips) in itertools.product(SIZES, tips.items()):
            for players in registry.GAMES[game].variants[0].players:
                layout = round_layout(size, players)
                for tip in game_tips:
                    panel = lay_out_panel(tip, ganjifa_coach_place(layout), text, layout.unit)
                    where = (language, size, players, tip.key)
                    assert panel.lines[-1][1].bottom <= min(panel.got_it.top, panel.off.top), where
                    assert panel.rect.contains(panel.got_it) and panel.rect.contains(panel.off), where
                    assert not panel.got_it.colliderect(panel.off), where
                    for rect, label in ((panel.got_it, got_it_label()), (panel.off, off_label())):
                        assert text.measure(label, SMALLEST_TEXT, bold=True)[0] <= rect.w - 12, (*where, label)
    finally:
        i18n.set_language("en")
        text.set_language("en")


def test_the_tips_say_what_the_table_lights_blue_and_green() -> None:
    """The hand's blue (cards completing an attack) and the attack cards' green (what a card can kill) are the
    colours the attack and defence tips name (issue 12: the tints were never explained)."""
    blue, green = HINT, TARGET
    assert blue[2] > max(blue[0], blue[1]) - 40 and green[1] > max(green[0], green[2]), "the colours named"
    assert "glow blue" in attack_tip().text and "glow green" in defend_tip().text


# ----- ekrang's phases ----------------------------------------------------------------------------------------------
def tips_met(d: Driver, game: str, options: frozenset[str], keys: tuple[str, ...], limit: int) -> dict[str, str]:
    """A table of ``game`` for three, its player's first legal move played at each turn (the next round dealt
    when one ends) until every tip of ``keys`` has shown or the game ends: each tip met, with the phase it
    showed in, each clicked away with Got it."""
    info = registry.GAMES[game]
    table = TableScene(d.app.ctx, TableSetup(info.variants[0].variant, ("easy",) * 2, options), 7)
    d.app.ctx.replace_all(table)
    met: dict[str, str] = {}
    for _ in range(limit):
        d.pump()
        if len(met) == len(keys):
            break
        if isinstance(d.top, GameOverScene):
            if info.for_chips:
                d.click(d.top.buttons.items[0][0].rect.center)  # the next round
                continue
            break
        view = table.view
        mine = view is not None and getattr(view, "to_move", None) == getattr(view, "seat", -1)
        if not (table.ready and table.idle and mine):
            continue
        key = shown_key(table)
        if key is not None:
            assert key not in met, "each tip shows once"
            met[key] = view.phase
            panel = table.coach.panel_layout(d.app.ctx.text, table.presenter.layout.unit)
            assert panel is not None
            d.click(panel.got_it.center)
        table.submit(view.legal_actions()[0])
    assert set(met) <= set(d.app.ctx.settings.coach_seen.split(",")), "each remembered"
    return met


def test_ekrang_explains_each_phase_the_first_time_the_player_meets_it() -> None:
    from game.storage.settings import SCHEMA
    from game.ui.ganjifa.ekrang_tips import KEYS

    assert set(KEYS) <= set(SCHEMA["coach_seen"].parts), "the settings keep each key once seen"
    d = Driver((1280, 800))
    try:
        met = tips_met(d, "ekrang", frozenset(), KEYS, 20000)
        expected = {"ekrang_cover": "cover", "ekrang_lead": "lead", "ekrang_beat": "follow"}
        assert {key: met.get(key) for key in expected} == expected, met
        assert met.get("ekrang_low") in ("low", "play"), met
        assert set(met) <= set(KEYS)
    finally:
        d.app.close()


# ----- komi's stake and bet -----------------------------------------------------------------------------------------
def test_komi_explains_the_stake_and_the_bet_the_first_time_the_player_meets_them() -> None:
    """Review 6: komi had no first-game coach. The stake's tip says what a round is; with betting, the bet's tip
    says what keeping, doubling and folding do; each shows once and is remembered."""
    from game.ui.ganjifa.komi_tips import KEYS

    assert set(KEYS) <= set(SCHEMA["coach_seen"].parts), "the settings keep each key once seen"
    d = Driver((1280, 800))
    try:
        met = tips_met(d, "komi", frozenset({"betting"}), KEYS, 5000)
        assert met == {"komi_stake": "stake", "komi_bet": "bet"}, met
    finally:
        d.app.close()
