"""Forced moves at the round-pack tables, through the app's event loop: when the player has one legal move only,
the line over her hand names it and Enter (or Space, nothing focused) plays it; with the setting "Play forced
moves: automatically" (the default: the reviews found the trick games a long run of Enter presses) it plays itself
after a moment, and by key it waits for her."""

from __future__ import annotations

import pygame
import pytest

from game.ganjifa.actions import Play
from game.ui.ganjifa.cardnames import cards_name
from game.ui.scenes.dialogs import GameOverScene
from game.ui.scenes.table import TableScene

from .driver import Driver
from .test_ganjifa_trick_tables import open_table, presenter_of, state_of
from .test_themes import values_clicked


def legal(table: TableScene) -> tuple[Play, ...]:
    return tuple(table.view.legal_actions()) if table.view is not None else ()


def until_forced(d: Driver, table: TableScene, limit: int = 20000) -> Play:
    """Play the player's first legal move at each turn that has several, until one has a single legal move."""
    for _ in range(limit):
        if table.my_move and presenter_of(table).my_turn():
            actions = legal(table)
            if len(actions) == 1:
                return actions[0]
            table.submit(actions[0])
        d.pump()
    raise AssertionError("no forced move came")


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_SPACE])
def test_a_forced_move_is_named_over_the_hand_and_played_by_one_key(key: int) -> None:
    d = Driver()
    d.app.ctx.settings.forced_moves = "key"
    table = open_table(d, "hamrang", 4)
    forced = until_forced(d, table)
    presenter = presenter_of(table)
    assert presenter.gestures.forced_line() == f"Your only play: {cards_name(forced.cards)}. Enter plays it."
    before = len(state_of(table).history())
    d.pump(40)  # by key (a setting), it waits for her
    assert len(state_of(table).history()) == before
    d.key(key)
    history = state_of(table).history()
    assert len(history) > before and history[before] == forced


def test_forced_moves_play_themselves_when_the_settings_say_so() -> None:
    d = Driver()
    d.app.ctx.settings.forced_moves = "auto"
    table = open_table(d, "hamrang", 4)
    chosen = waited = told = 0
    for _ in range(30000):
        if isinstance(d.top, GameOverScene):
            break
        if table.coach.tip is not None:  # read, as a player would: a forced move waits for a tip
            table.coach.got_it()
        actions = legal(table)
        if table.my_move and presenter_of(table).my_turn() and actions:
            if len(actions) > 1:
                table.submit(actions[0])
                chosen += 1
            else:
                waited += 1
                assert waited < 60, "a forced move waited three seconds"
                line = presenter_of(table).gestures.forced_line()
                assert line.endswith("It plays itself in a moment."), "no key to press for it"
        if table.toast.visible and table.toast.message.startswith("Played for you, your only play: "):
            told += 1
        else:
            waited = 0
        d.pump()
    else:
        raise AssertionError("the game did not end")
    mine = [action for action in state_of(table).history() if isinstance(action, Play) and action.seat == table.me]
    assert len(mine) > chosen, "some of the player's moves were forced and played themselves"
    assert told, "review 8: a move played for her is said, never gone by unseen"


def test_the_settings_screen_switches_forced_moves() -> None:
    assert values_clicked("Play forced moves", "forced_moves", 2) == ["key", "auto"], "by itself, unless set"


def test_a_forced_move_about_to_play_itself_keeps_the_window_drawing() -> None:
    """An idle window sleeps until an event: the moment before a forced move plays itself must keep frames
    coming, or the move waits for the pointer to stir (a reviewer saw it wait with the setting on)."""
    d = Driver()
    assert d.app.ctx.settings.forced_moves == "auto"
    d.app.ctx.settings.coach = False  # a tip would hold the move (test_a_forced_move_waits_while_a_coach_s_tip_shows)
    table = open_table(d, "hamrang", 4)
    forced = until_forced(d, table)
    assert table.idle and presenter_of(table).counting_down
    assert table.animating and d.app.animating, "frames keep coming while the moment passes"
    before = len(state_of(table).history())
    d.pump(40)
    history = state_of(table).history()
    assert len(history) > before and history[before] == forced


def test_a_forced_move_waits_while_a_coach_s_tip_shows() -> None:
    """Review 8: no coach tip was seen at hamrang's first turn: the move was forced, played itself at once, and the
    tip (shown once, then remembered) went with it."""
    from game.ui.coach import Tip

    d = Driver()
    d.app.ctx.settings.forced_moves = "key"
    d.app.ctx.settings.coach = False  # no tip but the one below
    table = open_table(d, "hamrang", 4)
    forced = until_forced(d, table)
    d.app.ctx.settings.forced_moves = "auto"
    table.coach.tip = Tip("hamrang_pair", "A tip", "Read me first.")  # a key of this turn's tips: it stays
    before = len(state_of(table).history())
    d.pump(100)  # five seconds
    assert len(state_of(table).history()) == before, "the forced move waits for the tip to be read"
    line = presenter_of(table).gestures.forced_line()
    assert line.endswith("It plays itself once you close the tip (G)."), "review 13: it said 'in a moment'"
    table.coach.got_it()
    d.pump(60)
    history = state_of(table).history()
    assert len(history) > before and history[before] == forced
