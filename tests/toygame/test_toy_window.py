"""The toy game played in the window, through the real event loop (tests/ui/driver.py posts pygame events into
the app): New game, the chooser, the set-up built from the registry, the table with its bot, Hint, Undo, the Log,
the rules page (F1), rounds autosaved as one match, the statistics, and the replay viewer on a stored round. Its
screens are only its GameUI: no existing file of the window knows the toy."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from ui.driver import Driver

from game.engine.series import GameSeries
from game.ganjifa.actions import Deal
from game.ganjifa.cards import parse_card
from game.ganjifa.controller import GanjifaController
from game.storage import GameSummary, Store
from game.ui.ganjifa.presenter import GanjifaPresenter
from game.ui.ganjifa.replay import GanjifaReplayTable, ReplayHost
from game.ui.replay import ReplayScene
from game.ui.rules.flow import TextLine
from game.ui.scenes.battle_log import BattleLogScene
from game.ui.scenes.chooser import GameChooserScene
from game.ui.scenes.dialogs import GameOverScene
from game.ui.scenes.recent import MatchRounds
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.setup import SetUpScene
from game.ui.scenes.statistics import StatisticsScene
from game.ui.scenes.table import TableScene
from game.ui.seatnames import Seats
from game.ui.widgets import Button
from toygame.gameui import ToyAdapter
from toygame.state import Decide, ToyState

pytestmark = pytest.mark.usefixtures("toy")


def pump_until(d: Driver, done: Callable[[], bool], what: str, limit: int = 3000) -> None:
    for _ in range(limit):
        if done():
            return
        d.pump()
    raise AssertionError(f"{what} within {limit} frames")


def presenter(table: TableScene) -> GanjifaPresenter:
    found = table.presenter
    assert isinstance(found, GanjifaPresenter) and isinstance(found.adapter, ToyAdapter), found
    return found


def my_turn(d: Driver) -> bool:
    """The player may speak: the table shows her turn and waits for her."""
    table = d.table
    shown = presenter(table)
    return d.top is table and table.ready and table.idle and shown.model.mine and not shown.pending


def state_of(table: TableScene) -> ToyState:
    controller = table.controller
    assert isinstance(controller, GanjifaController) and isinstance(controller.state, ToyState), controller
    return controller.state


def button(items: list[tuple[Button, Callable[[], None]]], label: str) -> tuple[int, int]:
    centre: tuple[int, int] = next(found.rect.center for found, _callback in items if found.label == label)
    return centre


def choose(d: Driver, label: str) -> None:
    """Click the table's Stay or Fold button under the player's card."""
    buttons = presenter(d.table).choice_buttons()
    d.click(next(b.rect.center for b in buttons if b.label.split(" (")[0] == label))  # "Fold (2)": its key beside


def test_the_toy_is_chosen_set_up_played_hinted_undone_logged_explained_stored_and_replayed(data_dir: Path) -> None:
    d = Driver(seed=3)
    d.app.ctx.settings.take_back = True
    try:
        d.pump()
        d.click(d.button("New game"))
        chooser = d.top
        assert isinstance(chooser, GameChooserScene) and [game.id for game in chooser.games][-1] == "toy"
        d.key(pygame.K_1 + len(chooser.games) - 1)  # its number: the set-up the registry's entry makes
        setup = d.top
        assert isinstance(setup, SetUpScene) and setup.game.id == "toy" and setup.players == 3
        assert [label for label, _value, _cb in setup.rows()] == ["Players", "Match", "Bot 1", "Bot 2"]
        d.click(d.button("Start"))
        table = d.table
        assert isinstance(table.match, GameSeries) and table.setup.game.id == "toy"
        assert [label for label, _cb, _on in table.help.tools()] == ["Hint", "Undo", "Log", "Pack"]

        hinted = undone = False
        for round_number in range(1, 5):
            table = d.table
            first = state_of(table).dealer == (table.me - 1) % table.players  # the player speaks first
            pump_until(d, lambda: my_turn(d) or isinstance(d.top, GameOverScene), "the player's turn or the end")
            if my_turn(d):
                if not hinted:  # Hint: the easy bot's move, named on its button
                    d.click(button(table.tool_buttons(), "Hint"))
                    pump_until(d, lambda: d.table.toast.message.startswith("Hint: "), "the hint")
                    assert table.toast.message in ("Hint: Stay", "Hint: Fold") and table.hints.given == 1
                    hinted = True
                spoken = len(state_of(table).history())
                choose(d, "Stay")
                assert state_of(table).history()[spoken] == Decide(table.me, True)
                if first and not undone:  # Undo, before the bots after her have all spoken
                    d.click(button(table.tool_buttons(), "Undo"))
                    assert len(state_of(table).history()) == spoken and table.takebacks == 1
                    assert table.toast.message == "Your last move is taken back."
                    pump_until(d, lambda: my_turn(d), "the player's turn again")
                    choose(d, "Fold")
                    assert state_of(table).history()[spoken] == Decide(table.me, False)
                    undone = True
            pump_until(d, lambda: isinstance(d.top, GameOverScene), f"round {round_number}'s end")
            assert table.outcome == state_of(table).returns() and table.match.games == round_number
            d.click(d.button("Next round"))  # a game of rounds for chips
        assert hinted and undone, "the player spoke first in one of four rounds (the deal goes round)"

        table = d.table
        d.key(pygame.K_l)
        log = d.top
        assert isinstance(log, BattleLogScene)
        texts = table.log.texts
        assert texts.count("The deal") >= 4 and "Round 1" in texts and "You stay" in texts and "You fold" in texts
        assert any(text.startswith("Bot 1 ") for text in texts)
        showdowns = [
            text for text in texts if (" the pot" in text and " with the " in text) or text.startswith("Everyone")
        ]
        assert len(showdowns) >= 4, "each round's showdown: who took the pot, with which card"
        d.key(pygame.K_ESCAPE)
        assert d.top is table

        d.key(pygame.K_F1)  # the rules page of the table's game
        rules = d.top
        assert isinstance(rules, RulesScene) and rules.game == "toy"
        words = " ".join(item.text for page in rules.pages() for item in page if isinstance(item, TextLine))
        assert "The toy game" in words and "antes are returned" in words
        d.key(pygame.K_ESCAPE)
        assert d.top is table
    finally:
        d.app.close()

    # Every round was autosaved as it went: four finished rounds and the fifth begun, one match.
    with Store.open(data_dir) as store:
        games = store.games()
        toy = [game for game in games if game.game == "toy"]
        assert len(toy) == 5 and len({game.match_id for game in toy}) == 1
        finished = [game for game in toy if game.finished is not None]
        assert len(finished) == 4
        stats = store.statistics()
        assert stats.overall.games == 4 and "toy" in stats.by_variant
        records = {game.id: store.record_text(game.id) for game in finished}

    # The statistics count them, and Watch opens the replay viewer on a stored round.
    d = Driver(seed=3)
    try:
        d.pump()
        d.click(d.button("Statistics"))
        statistics = d.top
        assert isinstance(statistics, StatisticsScene)
        (rounds,) = statistics.tables()  # a game for chips: its rounds in the rounds' table, not among games
        label, tally = rounds.rows[0]
        assert rounds.rounds and label == "Toy" and tally.games == 4
        (match, inner), *others = statistics.page_rows()
        assert isinstance(match, MatchRounds) and not inner and not others, "the match's five rounds: one row"
        show, _callback = statistics.buttons.items[0]
        assert show.label == "Show rounds"
        d.click(show.rect.center)
        d.pump()
        assert statistics.buttons.items[0][0].label == "Hide rounds"
        listed = [row for row, inner in statistics.page_rows()[1:] if inner and isinstance(row, GameSummary)]
        assert [game.id for game in listed] == [game.id for game in match.rounds] and len(listed) == 5
        index = next(i for i, game in enumerate(listed) if game.finished is not None)
        watch, _callback = statistics.buttons.items[1 + 2 * index]
        assert watch.label == "Watch" and watch.enabled
        d.click(watch.rect.center)
        viewer = d.top
        assert isinstance(viewer, ReplayScene) and isinstance(viewer.table, GanjifaReplayTable)
        assert isinstance(viewer.table.adapter, ToyAdapter)
        record = records[listed[index].id]
        assert record is not None and viewer.table.players == 3 and viewer.last == 3  # the deal and three words
        assert viewer.sentence == "The deal"
        sentences = []
        for _step in range(viewer.last):
            d.key(pygame.K_RIGHT)
            sentences.append(viewer.sentence)
        assert all(s in ("You stay", "You fold") or s.startswith("Bot ") for s in sentences), sentences
        assert viewer.result_text().startswith(("You win", "You lose", "You break even"))
        d.pump(20)  # its last position drawn, chips flown
    finally:
        d.app.close()


def test_the_showdown_says_who_took_the_pot_with_which_card() -> None:
    host = ReplayHost(Seats(3, 0, {1: "easy", 2: "easy"}), 3, 0)
    adapter = ToyAdapter()

    def said(cards: str, words: tuple[bool, bool, bool]) -> str:
        state = ToyState(3, dealer=2)
        state.apply(Deal(tuple((parse_card(card),) for card in cards.split())))
        for seat, word in enumerate(words):
            state.apply(Decide(seat, word))
        return adapter.sentence(state.observation(0), host)

    assert said("RSu 9Ch 9Ba", (True, True, True)) == "You take the pot with the raja of Surya."
    assert said("RSu 9Ch 9Ba", (False, True, False)) == "Bot 1 takes the pot with the 9 of Chandra."
    assert said("RSu 9Ch 9Ba", (False, True, True)) == "Bot 1, Bot 2 share the pot, each with the 9 of Chandra."
    assert said("RSu 9Ch 9Ba", (False, False, False)) == "Everyone folded: the antes are returned."
