"""Take-back at the table through the event loop: off by default (no Undo button, U does nothing); on, U or Undo
puts the position back where the player moved from (the bots' answers undone too), the store's record follows,
and the finished game is marked in the statistics with its take-backs and hints."""

from __future__ import annotations

import random
from pathlib import Path

import pygame

from game.storage import Store
from game.ui.scenes.dialogs import GameOverScene
from game.ui.scenes.recent import result_cell
from game.ui.scenes.table import TableScene

from .driver import Driver, controller_of
from .test_ganjifa_tables import open_table


def player_moves(d: Driver, table: TableScene, count: int, limit: int = 3000) -> None:
    """Frames until the player has made ``count`` moves (the first legal one each turn) and may move again."""
    made = 0
    for _ in range(limit):
        if table.my_move:
            if made == count:
                return
            table.submit(next(iter(table.view.legal_actions())))
            made += 1
        d.pump()
    raise AssertionError("the player never got the turn back")


def undo_button(table: TableScene) -> tuple[int, int] | None:
    for button, _callback in table.tool_buttons():
        if button.label == "Undo":
            return button.rect.center
    return None


def test_take_back_is_off_by_default() -> None:
    d = Driver()
    table = open_table(d, "ekrang", ("easy", "easy"))
    player_moves(d, table, 1)
    before = len(table.controller.state.history())  # type: ignore[attr-defined]
    assert undo_button(table) is None
    d.key(pygame.K_u)
    d.pump()
    assert len(table.controller.state.history()) == before  # type: ignore[attr-defined]


def test_undo_at_an_ekrang_table_goes_back_to_the_players_last_position_and_plays_on(_data_dir: Path) -> None:
    d = Driver()
    d.app.ctx.settings.take_back = True
    table = open_table(d, "ekrang", ("easy", "easy"))
    player_moves(d, table, 2)
    state = table.controller.state  # type: ignore[attr-defined]
    history = list(state.history())
    mine = [i for i, action in enumerate(history) if getattr(action, "seat", None) == 0]
    d.click(undo_button(table) or (0, 0))
    d.pump(3)
    assert list(state.history()) == history[: mine[-1]], "the player's last play and the answers to it undone"
    assert table.my_move and table.view == table.controller.view(0)
    assert table.toast.message == "Your last move is taken back."
    presenter_hand = [c for c in table.presenter.model.hands[0] if c is not None]  # type: ignore[attr-defined]
    assert sorted(presenter_hand) == sorted(table.view.hand), "the table shows the hand as it was"
    d.key(pygame.K_u)  # and again: the play before
    d.pump(3)
    assert list(state.history()) == history[: mine[-2]]
    with Store.open(_data_dir) as store:
        stored = store.games(1)[0]
    assert stored.actions == len(state.history()) and stored.takebacks == 2, "the record follows the table"


def test_a_panjpar_game_with_a_take_back_and_a_hint_is_marked_in_the_statistics(_data_dir: Path) -> None:
    d = Driver(seed=4)
    d.app.ctx.settings.take_back = True
    d.set_up_with_mouse(2, "panjpar-36", ("easy",))
    table = d.table
    player_moves(d, table, 1)
    state = controller_of(table).state
    before = len(state.history())
    d.key(pygame.K_u)
    d.pump(3)
    assert len(state.history()) < before and table.my_move
    d.key(pygame.K_h)
    for _ in range(200):
        if table.hints.given:
            break
        d.pump()
    rng = random.Random(1)
    for _ in range(20000):  # the game to its end
        if isinstance(d.top, GameOverScene):
            break
        if table.my_move:
            table.submit(rng.choice(list(table.view.legal_actions())))
        d.pump()
    assert isinstance(d.top, GameOverScene)
    with Store.open(_data_dir) as store:
        stored = store.games(1)[0]
    assert (stored.takebacks, stored.hints) == (1, 1) and stored.finished is not None
    assert result_cell(stored).endswith(" · 1 hint · 1 take-back")


def undo_lit(table: TableScene) -> bool:
    lit = [button.enabled for button, _callback in table.tool_buttons() if button.label == "Undo"]
    assert lit, "take-back is on: the Undo button is there"
    return lit[0]


def test_undo_is_lit_only_when_the_player_has_a_move_to_take_back() -> None:
    d = Driver()
    d.app.ctx.settings.take_back = True
    komi = open_table(d, "komi", ("easy", "easy"), frozenset({"betting"}))
    player_moves(d, komi, 0)
    assert komi.my_move and not undo_lit(komi)  # her first word: nothing of hers yet
    player_moves(d, komi, 1)
    # Her stake came before the deal, and a take-back never goes past chance: still nothing to take back.
    assert komi.my_move and not komi.controller.can_take_back(komi.me) and not undo_lit(komi)
    ekrang = open_table(d, "ekrang", ("easy", "easy"))
    player_moves(d, ekrang, 0)
    assert not undo_lit(ekrang)
    player_moves(d, ekrang, 1)
    assert ekrang.my_move and undo_lit(ekrang)
