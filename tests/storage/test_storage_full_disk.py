"""A disk that fills up during play: the player is told once when saving starts failing and once when it works
again, and nothing played meanwhile is lost: a match and games begun while the disk was full are kept in memory
and written (match row, game rows, whole records) as soon as a commit succeeds again.

The first test uses a real full disk (a tiny tmpfs, when the tests run as root); the second injects the
failure with an SQLite authorizer that refuses every write, so it runs everywhere."""

from __future__ import annotations

import random
import sqlite3
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from disk_helpers import fill, small_disk

from game.panjpar.actions import AttackIntent, GuessColour, defence_actions
from game.panjpar.controller import Controller
from game.panjpar.match import panjpar_match
from game.panjpar.playout import random_attack, random_defence
from game.panjpar.variants import PANJPAR_52
from game.storage import HUMAN, Store
from game.storage.autosave import Autosaver
from game.storage.savestatus import RETRY_FIRST, RETRY_MOST, MatchRow, SaveStatus

SEATS = {0: HUMAN, 1: "easy"}


def play(controller: Controller, rng: random.Random, actions: int | None = None) -> None:
    """Play ``actions`` more actions (the whole game if ``None``) with random legal intents."""
    if controller.awaiting_guess and controller.guesser is not None:
        assert controller.submit(GuessColour(controller.guesser, "red")) is None
    state = controller.position
    assert state is not None
    target = len(state.history) + (actions if actions is not None else 10**9)
    while state.to_move is not None and len(state.history) < target:
        seat = state.to_move
        if not state.attack:
            assert controller.submit(AttackIntent(seat, random_attack(state, rng))) is None
        else:
            beats = random_defence(state, rng)
            assert controller.submit_all(defence_actions(seat, beats, len(state.attack))) is None


class Table:
    """What the game's table does with storage, without a screen: one match, a shared save status, an
    autosaver per game subscribed before the game starts."""

    def __init__(self, store: Store, seed: int = 3) -> None:
        self.store = store
        self.rng = random.Random(seed)
        self.match = panjpar_match(PANJPAR_52, 2, self.rng)
        self.status = SaveStatus(store.problems)
        self.row = MatchRow(PANJPAR_52, 2, SEATS)
        try:
            self.row.ensure(store)
        except sqlite3.Error as error:
            self.status.failed(error)
        self.games: list[tuple[Controller, Autosaver]] = []

    def new_game(self) -> Controller:
        controller = self.match.next_game()
        saver = Autosaver(self.store, controller, PANJPAR_52, SEATS, self.row, controller.dealer, status=self.status)
        self.games.append((controller, saver))
        controller.start()
        return controller

    def finish(self, controller: Controller) -> None:
        play(controller, self.rng)
        assert controller.position is not None and controller.position.result is not None
        self.match.finish(controller.position.result.returns(controller.players))

    def check_everything_stored(self) -> None:
        """Every game played is in the database, in one match, with its whole record and result."""
        conn = self.store.conn
        matches = conn.execute("SELECT id FROM matches").fetchall()
        assert matches == [(self.row.id,)]
        rows = conn.execute("SELECT id, match_id, record, result, actions, finished FROM games ORDER BY id").fetchall()
        assert len(rows) == len(self.games)
        for (game_id, match_id, record, result, actions, finished), (controller, saver) in zip(
            rows, self.games, strict=True
        ):
            assert saver.game_id == game_id and match_id == self.row.id
            expected = controller.record(saver.tags)
            assert record == expected.to_text() and actions == len(expected.actions)
            assert result == expected.result and (finished is not None) == (expected.result != "*")


def refuse_writes(store: Store) -> Callable[[], None]:
    """Make every write of ``store`` fail (an authorizer denying inserts and updates); returns the undo."""
    denied = {sqlite3.SQLITE_INSERT, sqlite3.SQLITE_UPDATE}
    store.conn.set_authorizer(lambda action, *_: sqlite3.SQLITE_DENY if action in denied else sqlite3.SQLITE_OK)
    return lambda: store.conn.set_authorizer(None)


@pytest.fixture
def mounted(tmp_path: Path) -> Iterator[Path]:
    with small_disk(tmp_path / "disk", "4m") as folder:
        yield folder


def test_a_real_full_disk_is_told_once_and_every_game_played_meanwhile_is_saved(mounted: Path) -> None:
    store = Store.open(mounted)
    try:
        filler = fill(mounted)
        table = Table(store)  # the match begins on a full disk
        first = table.new_game()
        table.finish(first)  # a whole game on a full disk
        second = table.new_game()
        play(second, table.rng, 6)
        assert store.conn.execute("SELECT COUNT(*) FROM games").fetchone() == (0,)
        assert len(store.problems) == 1 and "cannot be saved right now" in store.problems[0], store.problems
        assert "full" in store.problems[0]

        first_actions = len(first.record().actions)
        filler.unlink()
        play(second, table.rng, 1)  # the next action writes the match, both games and their whole records
        assert store.problems[1:] == [f"Saving works again; {first_actions + 6 + 1} moves caught up."]
        table.finish(second)
        play(table.new_game(), table.rng, 3)
        assert len(store.problems) == 2
        table.check_everything_stored()
    finally:
        store.close()


def test_many_failing_actions_give_one_message_and_one_on_recovery(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        table = Table(store)
        first = table.new_game()
        play(first, table.rng, 3)
        allow = refuse_writes(store)
        table.finish(first)  # fails from here: the rest of game 1...
        for _ in range(3):  # ...and three whole games, begun while nothing can be written
            table.finish(table.new_game())
        last = table.new_game()
        play(last, table.rng, 4)
        assert len(store.problems) == 1 and "not authorized" in store.problems[0]
        behind = sum(len(c.position.history) for c, _ in table.games if c.position) - 3
        allow()
        play(last, table.rng, 1)
        assert store.problems[1] == f"Saving works again; {behind + 1} moves caught up."
        table.finish(last)
        table.finish(table.new_game())
        assert len(store.problems) == 2, store.problems
        table.check_everything_stored()
        assert store.statistics().overall.games == 6


def test_the_timer_catches_up_a_finished_game_without_another_action(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = [time.monotonic()]
    monkeypatch.setattr("game.storage.savestatus.time.monotonic", lambda: clock[0])
    with Store.open(tmp_path) as store:
        table = Table(store)
        allow = refuse_writes(store)
        table.finish(table.new_game())  # then the game-over dialog: no more actions will come
        allow()
        clock[0] += RETRY_FIRST / 2
        table.status.retry()  # too soon after the last failure: nothing is tried
        assert store.conn.execute("SELECT COUNT(*) FROM games").fetchone() == (0,) and len(store.problems) == 1
        clock[0] += RETRY_MOST
        table.status.retry()
        assert len(store.problems) == 2 and store.problems[1].startswith("Saving works again; ")
        table.check_everything_stored()
