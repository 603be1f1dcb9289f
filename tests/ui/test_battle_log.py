"""The table's log through the app's event loop (issue 12 item 1): the key L and the Log button open it over any
game's table, its lines say what the controller's record says happened (Panjpar's attacks, kills, pick-ups and
draws; a trick game's plays and who took each trick; komi's stakes, bets and showdown; nakashth's hands and pot),
a resumed game's log has its earlier actions, it scrolls by wheel, arrows and pages, and Esc, L or the button
close it."""

from __future__ import annotations

import random
import re
import time
from collections.abc import Callable

import pygame
import pytest

from game.engine import registry
from game.ganjifa.controller import ActionTaken
from game.ganjifa.komi.state import KomiView
from game.ganjifa.nakashth.series import nakashth_series
from game.ganjifa.nakashth.state import NakashthView, settle
from game.ganjifa.series import GanjifaSeries, ganjifa_series
from game.panjpar.cards import Card
from game.panjpar.moves import Attack
from game.ui.ganjifa.cardnames import cards_name
from game.ui.names import signed
from game.ui.panjpar.cardtext import card_name
from game.ui.scenes.battle_log import BattleLogScene
from game.ui.scenes.dialogs import GameOverScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.table import TableScene

from .driver import Driver, controller_of, moves_played
from .test_ganjifa_tables import open_table

#: Real seconds a frame lasts while a bot thinks in its worker process.
FRAME_WAIT = 0.004


def log_button(table: TableScene) -> tuple[int, int]:
    for button, _callback in table.tool_buttons():
        if button.label == "Log":
            centre: tuple[int, int] = button.rect.center
            return centre
    raise AssertionError("the table has no Log button")


def play(d: Driver, table: TableScene, until: Callable[[], bool], limit: int = 6000) -> None:
    """Pump frames, the player's seat making the first legal move whenever it is hers, until ``until()``."""
    for _ in range(limit):
        if until():
            return
        if d.top is table and table.my_move:
            view = table.controller.view(table.me)
            assert table.submit(next(iter(view.legal_actions()))) is None
        if table.thinking:
            time.sleep(FRAME_WAIT)
        d.pump()
    raise AssertionError("the table did not get there")


def over(d: Driver) -> Callable[[], bool]:
    return lambda: isinstance(d.top, GameOverScene)


def panjpar_table(d: Driver, players: int = 2) -> TableScene:
    d.set_up_with_mouse(players, "panjpar-36", ("easy",) * (players - 1))
    return d.table


# ----- Panjpar ----------------------------------------------------------------------------------------------
def said(seat: int, mine: str, theirs: str) -> str:
    """The English of a sentence at a two-player table: ``You attack`` for seat 0, ``Bot attacks`` for the bot."""
    return mine if seat == 0 else theirs


def battle_sentences(table: TableScene) -> list[str]:
    """What the record of the table's game says of each battle, as the log should say it (two players)."""
    position = controller_of(table).position
    assert position is not None
    lines: list[str] = []
    attack: tuple[Card, ...] = ()
    for seat, move in position.history:
        if isinstance(move, Attack):
            attack = move.cards
            cards = " ".join(card_name(c) for c in move.cards)
            lines.append(said(seat, f"You attack with {cards}", f"Bot attacks with {cards}"))
            continue
        for killed, beater in move.beats:
            kill = f"{card_name(killed)} with {card_name(beater)}"
            lines.append(said(seat, f"You kill {kill}", f"Bot kills {kill}"))
        rest = [c for c in attack if c not in {killed for killed, _beater in move.beats}]
        if rest:
            cards = " ".join(card_name(c) for c in rest)
            lines.append(said(seat, f"You pick up {cards}", f"Bot picks up {cards}"))
    return lines


def test_the_panjpar_log_says_each_battle_and_every_draw_and_opens_with_l_or_the_button() -> None:
    d = Driver(seed=5)
    table = panjpar_table(d)
    play(d, table, lambda: moves_played(table) >= 12 and table.idle)
    log = table.log
    battle = [line.text for line in log.lines if re.match(r"(You|Bot) (attacks? with|kills? |picks? up)", line.text)]
    assert battle == battle_sentences(table)
    attacks = [line for line in log.lines if re.match(r"(You attack|Bot attacks) with ", line.text)]
    assert attacks and all(line.kind == "group" for line in attacks), "each battle starts a group"
    assert log.lines[0].text == "New game" and log.lines[0].kind == "game"
    # Every card that left the stock is in a draw line: the player's named, the bot's counted.
    drawn = sum(int(n) for n in re.findall(r"^(?:You draw|Bot draws) (\d+) cards?", "\n".join(log.texts), re.M))
    position = controller_of(table).position
    assert position is not None and drawn == position.stock_pos > 0

    d.key(pygame.K_l)
    scene = d.top
    assert isinstance(scene, BattleLogScene)
    assert scene.visible()[-1][0] == log.lines[-1].text, "the newest line shows at the bottom"
    d.key(pygame.K_ESCAPE)
    assert d.top is table
    d.click(log_button(table))
    assert isinstance(d.top, BattleLogScene)
    d.click(log_button(table))
    assert d.top is table, "the Log button closes the log it opened"
    d.key(pygame.K_l)
    d.key(pygame.K_l)
    assert d.top is table


def test_the_table_plays_on_under_the_log_and_new_lines_come_in() -> None:
    d = Driver(seed=6)
    table = panjpar_table(d, players=3)
    play(d, table, lambda: table.my_move)
    d.key(pygame.K_l)
    scene = d.top
    assert isinstance(scene, BattleLogScene)
    before = len(table.log.lines)
    for _ in range(3000):
        if len(table.log.lines) > before + 3:
            break
        if table.my_move:  # the log covers the cards: the player's move goes in as a bot's would
            assert table.submit(next(iter(table.controller.view(table.me).legal_actions()))) is None
        if table.thinking:
            time.sleep(FRAME_WAIT)
        d.pump()
    assert d.top is scene and scene.visible()[-1][0] == table.log.lines[-1].text


def test_the_log_scrolls_by_wheel_arrows_and_pages_and_home_and_end() -> None:
    d = Driver(seed=7)
    table = panjpar_table(d, players=3)
    play(d, table, lambda: len(table.log.lines) >= 70 and table.my_move)
    d.key(pygame.K_l)
    scene = d.top
    assert isinstance(scene, BattleLogScene)
    rows, height = scene.rows()
    area = scene.area()
    assert height > 2 * area.h, "seventy lines fill more than two panels"
    line = d.app.ctx.text.line_height(scene.size("detail"))
    last = table.log.lines[-1].text
    assert scene.offset == 0 and scene.visible()[-1][0] == last
    d.key(pygame.K_UP)
    assert scene.offset == line
    d.post(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0)
    d.pump()
    assert scene.offset == line * 7, "two notches of three lines each"
    d.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    d.pump()
    assert scene.offset == line * 4
    d.key(pygame.K_PAGEUP)
    assert scene.offset == line * 4 + area.h - line
    assert last not in [row[0] for row in scene.visible()], "a page up hides the newest line"
    d.key(pygame.K_HOME)
    assert scene.offset == height - area.h and scene.visible()[0][0] == "New game"
    d.key(pygame.K_UP)
    assert scene.offset == height - area.h, "no further than the first line"
    d.key(pygame.K_PAGEDOWN)
    assert scene.offset == height - area.h - (area.h - line)
    d.key(pygame.K_END)
    assert scene.offset == 0 and scene.visible()[-1][0] == last
    d.key(pygame.K_ESCAPE)
    assert d.top is table
    assert rows[0][0] == "New game"


def test_a_resumed_panjpar_game_has_its_earlier_actions_in_the_log() -> None:
    d = Driver(seed=8)
    table = panjpar_table(d)
    play(d, table, lambda: moves_played(table) >= 6 and table.idle)
    lines = list(table.log.lines)
    assert d.app.saves is not None and d.app.saves.store.lock is not None
    d.app.saves.store.lock.release()  # as after kill -9: nothing closed, the lock gone with the process
    again = Driver(seed=9)
    again.pump()
    menu = again.top
    assert isinstance(menu, MenuScene)
    again.click(next(b.rect.center for b, _cb in menu.buttons.items if b.label == "Resume: Panjpar"))
    assert again.table.log.lines == lines


# ----- the Ganjifa tables -----------------------------------------------------------------------------------
def test_the_ekrang_log_says_every_play_and_who_took_each_trick() -> None:
    d = Driver(seed=3)
    table = open_table(d, "ekrang", ("easy", "easy"))
    play(d, table, lambda: sum(table.view.tricks) >= 4 if table.view is not None else False)
    names = ["You", "Bot 1", "Bot 2"]
    plays = [
        f"You play {cards_name(a.cards)}" if a.seat == 0 else f"{names[a.seat]} plays {cards_name(a.cards)}"
        for a in table.controller.state.history()  # type: ignore[attr-defined]
        if hasattr(a, "seat")
    ]
    texts = table.log.texts
    assert [t for t in texts if re.match(r"(You play|Bot \d plays) ", t)] == plays
    takers = [t.split(":")[0] for t in texts if re.search(r"takes? the trick: ", t)]
    view = table.view
    assert len(takers) == sum(view.tricks), "each trick taken is said with its reason"
    for seat, name in enumerate(names):
        mine = "You take the trick" if seat == 0 else f"{name} takes the trick"
        assert takers.count(mine) == view.tricks[seat], name
    assert texts[0] == "Game 1" and texts[1] == "The deal"


def test_the_komi_log_says_the_stakes_bets_and_each_seat_at_the_showdown() -> None:
    d = Driver(seed=4)
    table = open_table(d, "komi", ("easy", "easy", "easy"), frozenset({"betting"}))
    play(d, table, over(d))
    view = table.view
    assert isinstance(view, KomiView) and view.nets is not None
    names = ["You", "Bot 1", "Bot 2", "Bot 3"]
    texts = table.log.texts
    order = [(view.dealer + k) % 4 for k in range(1, 4)]  # who stakes, in turn from the dealer's left

    def stake(seat: int, n: int) -> str:
        chips = "1 chip" if n == 1 else f"{n} chips"
        return f"You stake {chips}" if seat == 0 else f"{names[seat]} stakes {chips}"

    assert [t for t in texts if re.match(r"(You stake|Bot \d stakes) ", t)] == [
        stake(seat, view.stakes[seat] or 0) for seat in order
    ]
    bets = [t for t in texts if re.search(r"(keeps the stake|keep your stake|doubles|double your|folds$|You fold$)", t)]
    assert len(bets) == sum(bet is not None for bet in view.bets)
    showdown = texts.index("Showdown: each hand against the dealer's.")
    for seat, name in enumerate(names):
        line = texts[showdown + 1 + seat]
        net = view.nets[seat]
        said = f"wins {net}" if net > 0 else f"pays {-net}" if view.bets[seat] == "fold" else f"loses {-net}"
        assert line.startswith(f"{name}: ") and (said if net else "even") in line, line
        assert ("(dealer)" in line) == (seat == view.dealer), line


def test_a_resumed_ekrang_game_has_its_earlier_actions_in_the_log() -> None:
    d = Driver(seed=10)
    table = open_table(d, "ekrang", ("easy", "easy"))
    play(d, table, lambda: len(table.log.lines) > 12 and table.idle and table.my_move)
    lines = list(table.log.lines)
    assert d.app.saves is not None and d.app.saves.store.lock is not None
    d.app.saves.store.lock.release()
    again = Driver(seed=11)
    again.pump()
    menu = again.top
    assert isinstance(menu, MenuScene)
    again.click(next(b.rect.center for b, _cb in menu.buttons.items if b.label == "Resume: Ekrang"))
    assert again.table.log.lines == lines
    again.key(pygame.K_l)
    assert isinstance(again.top, BattleLogScene) and again.top.visible()[-1][0] == lines[-1].text


def test_the_nakashth_log_says_the_stakes_each_hand_and_who_takes_the_pot() -> None:
    d = Driver(seed=5)
    table = open_table(d, "nakashth", ("random", "random"))
    play(d, table, over(d))
    view = table.view
    assert isinstance(view, NakashthView) and view.hands is not None
    settled = settle(view.hands, view.stake, view.pot)
    texts = table.log.texts
    assert texts[:3] == ["Round 1", "The deal", f"Each player stakes {view.stake}."]
    for seat, name in enumerate(["You", "Bot 1", "Bot 2"]):
        line = texts[3 + seat]
        assert line.startswith(f"{name}: ") and line.endswith(signed(settled.payouts[seat] - view.stake)), line
    if settled.winners == (0,):
        assert texts[6].startswith("You take the pot with ")
    elif len(settled.winners) == 1:
        assert texts[6].startswith(f"Bot {settled.winners[0]} takes the pot with ")
    else:
        assert texts[6].startswith(("Every hand loses", "You, ", "Bot ")) and "pot" in texts[6]
    assert len(texts) == 7


def test_the_nakashth_log_keeps_the_result_back_until_the_cards_are_turned() -> None:
    d = Driver(seed=5)
    table = open_table(d, "nakashth", ("random", "random"))
    presenter = table.presenter
    for _ in range(600):
        if presenter.model.awaits_player:  # type: ignore[attr-defined]
            break
        d.pump()
    assert presenter.model.awaits_player, "the player's cards lie face down, waiting for her"  # type: ignore[attr-defined]
    assert table.outcome is not None, "the round is over in the rules already"
    assert not any("pot" in text and "stakes" not in text for text in table.log.texts), table.log.texts
    d.key(pygame.K_SPACE)
    for _ in range(600):
        if isinstance(d.top, GameOverScene):
            break
        d.pump()
    assert any(text.endswith(("the pot.", "next round.")) or " pot with " in text for text in table.log.texts)


@pytest.mark.parametrize(("game", "players"), [("nakashth", 3), ("komi", 4), ("ekrang", 3), ("hamrang", 4)])
def test_a_resumed_game_is_told_by_the_same_events_its_table_saw(game: str, players: int) -> None:
    """What fills a resumed Ganjifa game's log: the events played again from its state's history, the same as
    the table's seat received while the game was played."""
    rng = random.Random(1)
    info = registry.GAMES[game]
    if game == "nakashth":
        series: GanjifaSeries = nakashth_series(players, 2, rng)
    else:
        options = frozenset({"betting"}) if game == "komi" else frozenset()
        series = ganjifa_series(info.rules, info.variants[0].variant.id, players, options, rng)
    controller = series.next_game()
    seen: list[ActionTaken] = []
    controller.subscribe(seen.append, 0)
    controller.start()
    for _ in range(15):
        seat = controller.to_move()
        if seat is None:
            break
        actions = list(controller.view(seat).legal_actions())
        assert controller.submit(actions[rng.randrange(len(actions))]) is None
    history = controller.state.history()
    assert controller.events_so_far(0) == seen and seen
    assert controller.state.history() == history, "the game itself is left as it was"


@pytest.mark.parametrize("game", ["panjpar", "ekrang"])
def test_a_take_back_tells_the_game_again_as_it_now_stands(game: str) -> None:
    d = Driver(seed=12)
    d.app.ctx.settings.take_back = True
    table = panjpar_table(d) if game == "panjpar" else open_table(d, "ekrang", ("easy", "easy"))
    for _ in range(3):  # three moves of the player's, each answered
        play(d, table, lambda: table.my_move)
        assert table.submit(next(iter(table.controller.view(table.me).legal_actions()))) is None
        d.pump()
    play(d, table, lambda: table.my_move)
    before = list(table.log.lines)
    d.key(pygame.K_u)
    after = table.log.lines
    assert len(after) < len(before) and after == before[: len(after)], "the undone moves' lines are gone"
    assert after[0].kind == "game" and len({line.text for line in after if line.kind == "game"}) == 1
