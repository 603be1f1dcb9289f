"""The game with its storage: settings kept across restarts, damage told in the game, autosave and Resume,
the statistics screen, export, and the replay viewer (all headless, through the real app and its events)."""

from __future__ import annotations

import socket
import sqlite3
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from storage_helpers import half_played, locked_by_another_program, play_games

from game.bots.protocol import uniform_action
from game.panjpar.record import parse_record
from game.storage import HUMAN, Store, Tally
from game.ui.panjpar.guess import GuessScene
from game.ui.panjpar.replay import PanjparReplayTable
from game.ui.replay import ReplayScene
from game.ui.scenes.dialogs import GameOverScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.message import MessageScene
from game.ui.scenes.recent import result_name
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.scenes.statistics import StatisticsScene
from game.ui.scenes.table import TableScene
from game.ui.window import App

from .driver import Driver, controller_of, match_of, moves_played, panjpar

ROOT = Path(__file__).resolve().parents[2]
RECORDS = ROOT / "tests" / "panjpar" / "records"


@pytest.fixture(autouse=True)
def _pygame() -> object:
    pygame.init()
    yield None
    pygame.quit()


def button(scene: object, label: str) -> tuple[int, int]:
    """The centre of the scene's button called ``label``."""
    for b, _callback in scene.buttons.items:  # type: ignore[attr-defined]
        if b.label == label:
            assert b.enabled, f"{label} is disabled"
            centre: tuple[int, int] = b.rect.center
            return centre
    raise AssertionError(f"no button {label!r} in {[b.label for b, _ in scene.buttons.items]}")  # type: ignore[attr-defined]


def new_game(d: Driver) -> None:
    """Main menu -> New game -> Panjpar -> Start (the setup screen as remembered: two players, 52 cards, easy)."""
    d.click(button(d.top, "New game"))
    d.click(button(d.top, "Play"))
    d.click(button(d.top, "Start"))
    # A notice about the saved games (read-only, say) comes over the table first; the game waits under it.
    assert isinstance(d.top, TableScene | GuessScene | MessageScene), d.top
    assert any(isinstance(scene, TableScene) for scene in d.app.ctx.stack)


#: Real seconds a frame lasts while a bot thinks (see :func:`play_moves`).
FRAME_WAIT = 0.004


def play_moves(d: Driver, moves: int, limit: int = 3000) -> TableScene:
    """Play the player's seat (as the player would: only when the table accepts input) until the game has
    ``moves`` more actions, the bot answering; the colour guess is red.

    ``limit`` counts frames. A bot thinks in real time in its worker process (a hung one is restarted after
    its deadline), so while it thinks a frame also lasts a few real milliseconds, as on a screen, rather than
    the frames running out on a fast or a loaded machine before the bot could answer."""
    table = d.table
    state = controller_of(table).position
    target = (len(state.history) if state is not None else 0) + moves
    for _ in range(limit):
        top = d.top
        if isinstance(top, GuessScene):
            d.key(pygame.K_r)
            continue
        state = controller_of(table).position
        if state is not None and (len(state.history) >= target or state.result is not None) and table.idle:
            return table
        if top is table and table.idle and table.controller.to_move() == table.me and table.accepting:
            assert table.submit(uniform_action(table.controller.view(table.me), d.rng)) is None
        if table.thinking:
            time.sleep(FRAME_WAIT)
        d.pump()
    raise AssertionError("the game did not move")


def message_text(scene: object) -> str:
    assert isinstance(scene, MessageScene), f"expected a message, the top scene is {scene!r}"
    return "\n".join([scene.title, *scene.paragraphs])


def killed(d: Driver) -> None:
    """As if the app's process had been killed: the OS releases its lock on the data folder, nothing is closed."""
    lock = d.app.saves.store.lock
    assert lock is not None
    lock.release()


def played_games(data_dir: Path, games: int, seed: int = 5) -> list[int]:
    """``games`` finished games against the easy bot, stored as the game stores them (the autosaver)."""
    with Store.open(data_dir) as store:
        return play_games(store, games, seed)


# ----- settings -------------------------------------------------------------------------------------------
def test_settings_survive_a_restart(_data_dir: Path) -> None:
    d = Driver()
    d.pump()
    d.click(button(d.top, "Settings"))
    settings = d.top
    assert isinstance(settings, SettingsScene)
    before = d.app.ctx.settings.as_dict()
    for label in ("By suit, trumps last", "Fast", "Off"):  # sort, speed (fast -> normal), four-colour deck
        d.click(button(settings, label))
    changed = d.app.ctx.settings.as_dict()
    assert changed != before and changed["sort"] == "dealt" and changed["speed"] == "normal"
    assert changed["four_colour"] is True
    d.app.close()
    left = d.app.ctx.settings.as_dict()  # closing also keeps the window's size
    assert left == {**changed, "window_width": 1280, "window_height": 800}

    again = App(in_process_bot=True)
    assert again.ctx.settings.as_dict() == left
    assert not again.saves.problems
    again.close()


def test_a_damaged_setting_is_told_in_the_game_and_the_game_goes_on(_data_dir: Path) -> None:
    with Store.open(_data_dir) as store:
        store.conn.execute("INSERT INTO settings (key, value) VALUES ('sound', '\"loud\"')")
        store.conn.execute("INSERT INTO settings (key, value) VALUES ('animation_speed', 'not json')")
    d = Driver()
    d.pump()
    text = message_text(d.top)
    assert "The saved setting “sound” could not be used (it holds the text 'loud' where on or off belongs)" in text
    assert "“animation speed” could not be used (it is damaged" in text
    assert d.app.ctx.settings.sound is True and d.app.ctx.settings.speed == "fast"  # defaults (driver: fast)
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, MenuScene)
    new_game(d)
    assert d.wait_for_player() == "guess"


@pytest.mark.parametrize("damage", ["garbage", "truncated"])
def test_a_damaged_database_is_kept_aside_with_a_message_and_a_fresh_one_is_used(_data_dir: Path, damage: str) -> None:
    path = _data_dir / "panjpar.db"
    if damage == "garbage":
        _data_dir.mkdir(parents=True)
        path.write_bytes(b"this is not a database at all" * 100)
    else:
        played_games(_data_dir, 4)
        with sqlite3.connect(path) as conn:
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        data = path.read_bytes()
        path.write_bytes(data[: len(data) // 2])
    damaged = path.read_bytes()
    d = Driver()
    d.pump()
    text = message_text(d.top)
    assert "is damaged" in text and "It was kept as panjpar.db.damaged-" in text
    aside = list(_data_dir.glob("panjpar.db.damaged-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == damaged
    d.click(button(d.top, "OK"))
    new_game(d)
    table = play_moves(d, 2)
    assert moves_played(table) >= 2
    with Store.open(_data_dir) as store:
        saved = store.unfinished()
        assert saved is not None and len(parse_record(saved.record_text).actions) >= 2


def test_a_locked_database_is_told_and_the_game_goes_on_without_saving(_data_dir: Path) -> None:
    played_games(_data_dir, 1)
    path = _data_dir / "panjpar.db"
    with locked_by_another_program(path):  # for longer than the busy timeout
        before = path.read_bytes()
        d = Driver()
        d.pump()
        assert "in use by another program" in message_text(d.top)
        d.key(pygame.K_RETURN)
        new_game(d)
        table = play_moves(d, 3)
        assert moves_played(table) >= 3
        assert d.app.saves.store.path is None and path.read_bytes() == before
        assert not list(_data_dir.glob("panjpar.db.*-*")), "a locked file is never moved"


def test_a_save_failing_during_play_is_told_and_play_goes_on(_data_dir: Path) -> None:
    d = Driver()
    d.pump()
    new_game(d)
    d.key(pygame.K_r)
    store = d.app.saves.store

    def broken(*_args: object) -> None:
        raise sqlite3.OperationalError("disk I/O error")

    store.record_game = broken  # type: ignore[method-assign,assignment]
    table = d.table
    for _ in range(600):
        if isinstance(d.top, MessageScene):
            break
        if table.idle and table.controller.to_move() == table.me and table.accepting:
            table.submit(uniform_action(table.controller.view(table.me), d.rng))
        d.pump()
    assert "The game cannot be saved right now (disk I/O error)" in message_text(d.top)
    assert d.table is table
    moves = moves_played(table)
    d.key(pygame.K_RETURN)
    for _ in range(600):
        if table.outcome is not None or (moves_played(table) > moves + 2):
            break
        assert not isinstance(d.top, MessageScene), "a failing disk is told once, not at every action"
        if table.idle and table.controller.to_move() == table.me and table.accepting:
            table.submit(uniform_action(table.controller.view(table.me), d.rng))
        d.pump()
    assert table.outcome is not None or moves_played(table) > moves + 2


def test_smoke_writes_nothing(tmp_path: Path) -> None:
    from game.cli import main

    folder = tmp_path / "never"
    assert main(["--smoke", "--data-dir", str(folder)]) == 0
    assert not folder.exists()


# ----- autosave and Resume ---------------------------------------------------------------------------------
def test_autosave_then_a_new_app_resumes_the_exact_position_score_and_turn(_data_dir: Path) -> None:
    d = Driver(seed=21)
    d.pump()
    new_game(d)
    table = play_moves(d, 400)  # a whole game, to have a match score
    assert table.outcome is not None
    for _ in range(200):
        if isinstance(d.top, GameOverScene):
            break
        d.pump()
    d.click(button(d.top, "Play again"))
    table = play_moves(d, 7)
    controller = controller_of(table)
    assert controller.position is not None and not controller.state.kills
    record = controller.record().to_text().split("\n\n", 1)[1]  # the actions (tags hold the date)
    to_move, score = controller.to_move(), match_of(table).totals
    hand = sorted(controller.view(table.me).hand)
    # The process ends without closing anything (as after kill -9, whose lock on the data folder the OS releases).
    killed(d)
    again = Driver(seed=99)
    again.pump()
    menu = again.top
    assert isinstance(menu, MenuScene) and menu.saved is not None
    assert [b.label for b, _cb in menu.buttons.items][:2] == ["Resume: Panjpar", "New game"]
    again.click(button(menu, "Resume: Panjpar"))
    resumed = again.table
    state = controller_of(resumed).position
    assert state is not None
    assert controller_of(resumed).record().to_text().split("\n\n", 1)[1] == record
    assert resumed.controller.to_move() == to_move
    assert match_of(resumed).totals == score and score.games == 1
    assert sorted(resumed.controller.view(resumed.me).hand) == hand
    assert sorted(s.card for s in panjpar(resumed).board.hands[resumed.me] if s.card is not None) == hand
    assert [len(h) for h in panjpar(resumed).board.hands] == [len(h) for h in state.hands]
    assert [(a.card, k.card if k else None) for a, k in panjpar(resumed).board.table] == [
        (c, None) for c in state.attack
    ]
    # It goes on: the resumed game keeps its id and reaches its end.
    saved_id = again.app.saves.unfinished_any()
    assert saved_id is not None
    play_moves(again, 400)
    assert resumed.outcome is not None
    with Store.open(_data_dir) as store:
        games = store.games(10)
        assert [g.id for g in games if g.result == "*"] == []
        assert any(g.id == saved_id.game_id and g.finished for g in games)


def test_new_game_asks_before_giving_up_the_unfinished_one(_data_dir: Path) -> None:
    d = Driver(seed=4)
    d.pump()
    new_game(d)
    play_moves(d, 3)
    killed(d)  # the first copy is gone without closing anything
    again = Driver(seed=5)
    again.pump()
    assert again.top.saved is not None  # type: ignore[attr-defined]
    again.click(button(again.top, "New game"))
    assert "will be given up" in message_text(again.top)
    again.key(pygame.K_ESCAPE)  # no: nothing changes
    assert isinstance(again.top, MenuScene) and again.top.saved is not None
    again.click(button(again.top, "New game"))
    again.click(button(again.top, "New game"))  # yes
    again.click(button(again.top, "Play"))  # Panjpar
    again.click(button(again.top, "Start"))
    play_moves(again, 1)
    with Store.open(_data_dir) as store:
        results = [g.result for g in store.games(10)]
    assert results == ["*", "given up"]


# ----- statistics, export, replay ---------------------------------------------------------------------------
def test_statistics_screen_shows_the_counts_and_exports_a_record_replay_accepts(_data_dir: Path) -> None:
    ids = played_games(_data_dir, 3)
    with Store.open(_data_dir) as store:
        expected = store.statistics().overall
    d = Driver()
    d.pump()
    d.click(button(d.top, "Statistics"))
    stats = d.top
    assert isinstance(stats, StatisticsScene)
    name, overall = stats.rows()[0]
    assert name == "All games"
    assert overall == expected and overall.games == 3
    assert overall.wins + overall.losses + overall.draws == 3
    assert [g.id for g in stats.recent] == sorted(ids, reverse=True)
    labels = [label for label, _tally in stats.rows()]
    assert labels == ["All games"], "one game, one pack, one level: no row repeats the total"
    d.pump(2)
    d.click(button(stats, "Export"))  # the newest game's
    text = message_text(d.top)
    exported = Path(text.splitlines()[-1])
    assert exported.parent == _data_dir / "exports" and exported.suffix == ".panjpar"
    assert parse_record(exported.read_text(encoding="utf-8")).to_text() == exported.read_text(encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(exported)], capture_output=True, text=True, cwd=ROOT, timeout=60
    )
    assert done.returncode == 0 and done.stdout.startswith("result: "), done.stderr
    d.key(pygame.K_RETURN)
    d.click(button(stats, "Watch"))
    assert isinstance(d.top, ReplayScene) and isinstance(d.top.table, PanjparReplayTable)
    d.key(pygame.K_ESCAPE)
    assert d.app.top() is stats


def settle(d: Driver, viewer: ReplayScene) -> None:
    for _ in range(400):
        if viewer.settled:
            return
        d.pump()
    raise AssertionError("the replay never settled")


@pytest.mark.parametrize("name", ["seed000.panjpar", "p36_4p.panjpar"])
def test_replay_viewer_steps_forward_and_back_to_the_same_positions(name: str) -> None:
    path = RECORDS / name
    record = parse_record(path.read_text(encoding="utf-8"))
    app = App(record=str(path), in_process_bot=True)
    d = Driver.around(app)
    viewer = d.top
    assert isinstance(viewer, ReplayScene) and isinstance(viewer.table, PanjparReplayTable)
    settle(d, viewer)
    forward = [table_of(viewer).position()]
    for _ in range(viewer.last):
        d.key(pygame.K_RIGHT)
        settle(d, viewer)
        forward.append(table_of(viewer).position())
    assert viewer.index == viewer.last == len(record.actions)
    # The board agrees with the rules after every action.
    state = record.new_state()
    for index, position in enumerate(forward):
        if index:
            state.apply(*record.actions[index - 1])
        assert position[0] == tuple(tuple(sorted(hand)) for hand in state.hands), index
    for index in range(viewer.last - 1, -1, -1):
        d.key(pygame.K_LEFT)
        settle(d, viewer)
        assert viewer.index == index and table_of(viewer).position() == forward[index], index
    d.key(pygame.K_END)
    assert table_of(viewer).position() == forward[-1]
    d.key(pygame.K_HOME)
    assert table_of(viewer).position() == forward[0]
    d.click(button(viewer, "▶|"))
    assert table_of(viewer).position() == forward[-1]
    assert all(s.face_up for hand in table_of(viewer).board.hands for s in hand), "a replay shows every hand"
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, MenuScene)
    app.close()


@pytest.mark.parametrize(
    ("text", "report"),
    [
        ('[Variant "panjpar-99"]\n', ":1: malformed: unknown variant: panjpar-99"),
        ("garbage\n", ":1: malformed: not a tag or an action: garbage"),
        (None, ": illegal: "),
    ],
)
def test_a_bad_record_on_the_command_line_gives_a_message(tmp_path: Path, text: str | None, report: str) -> None:
    path = tmp_path / "bad.panjpar"
    if text is None:  # an illegal action: seat 2 attacks first in a game seat 1 opens
        lines = (RECORDS / "seed000.panjpar").read_text(encoding="utf-8").splitlines()
        first_action = next(i for i, line in enumerate(lines) if line.startswith("1:"))
        lines[first_action] = "2: " + lines[first_action][3:]
        text = "\n".join(lines) + "\n"
    path.write_text(text, encoding="utf-8")
    app = App(record=str(path), in_process_bot=True)
    shown = message_text(app.top())
    assert f"{path}" in shown and report in shown
    app.pump(0.05)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.pump(0.05)
    assert isinstance(app.top(), MenuScene)
    app.close()


def test_a_record_file_that_is_not_there_or_not_a_file_is_said_so_not_called_malformed(tmp_path: Path) -> None:
    missing = tmp_path / "missing.panjpar"
    app = App(record=str(missing), in_process_bot=True)
    shown = message_text(app.top())
    assert f"There is no file {missing}." in shown and "malformed" not in shown
    app.close()
    app = App(record=str(tmp_path), in_process_bot=True)
    shown = message_text(app.top())
    assert f"{tmp_path} is a folder, not a game record." in shown and "malformed" not in shown
    app.close()


def test_a_record_file_that_cannot_be_read_says_why(tmp_path: Path) -> None:
    path = tmp_path / "socket.panjpar"
    with socket.socket(socket.AF_UNIX) as listener:
        listener.bind(str(path))  # there, not a folder, and no one (root neither) can open it to read
        app = App(record=str(path), in_process_bot=True)
        shown = message_text(app.top())
        assert f"The file {path} could not be read (No such device or address)." in shown
        assert "malformed" not in shown
        app.close()


def table_of(viewer: ReplayScene) -> PanjparReplayTable:
    """Panjpar's table the viewer shows."""
    assert isinstance(viewer.table, PanjparReplayTable)
    return viewer.table


def test_the_statistics_show_a_game_given_up_as_given_up_and_count_it_lost(_data_dir: Path) -> None:
    played_games(_data_dir, 2)
    with Store.open(_data_dir) as store:
        _controller, saver, _match = half_played(store)
        assert saver.game_id is not None
        store.give_up_game(saver.game_id)
    d = Driver()
    d.pump()
    d.click(button(d.top, "Statistics"))
    stats = d.top
    assert isinstance(stats, StatisticsScene)
    assert result_name(stats.recent[0]) == "Given up"
    _name, overall = stats.rows()[0]
    assert overall.games == 3 and overall.given_up == 1 and overall.wins + overall.losses + overall.draws == 3
    d.pump(2)  # drawn, with its Given up column


def test_the_statistics_name_each_game_pack_and_level_only_where_they_tell_more() -> None:
    """Rows per game, per pack of a game and per level of a game appear once the player has played more than one;
    the rounds for chips (nakashth, komi) have their own table; nakashth, which has no bots to choose, no bot row."""
    from game.storage.stats import Statistics
    from game.ui.scenes.tallies import tally_tables

    def tally(games: int) -> Tally:
        return Tally(games=games, wins=games)

    stats = Statistics(
        overall=tally(9),
        by_game={"panjpar": tally(3), "ekrang": tally(2), "nakashth": tally(4)},
        by_variant={"panjpar-52": tally(1), "panjpar-36": tally(2), "ekrang": tally(2), "nakashth": tally(4)},
        by_difficulty={},
        by_variant_difficulty={},
        by_game_difficulty={
            ("panjpar", "easy"): tally(2),
            ("panjpar", "easy+hard"): tally(1),
            ("ekrang", "hard"): tally(2),
            ("nakashth", "random"): tally(4),
        },
        games=tally(5),
        rounds=tally(4),
    )
    games, rounds = tally_tables(stats)
    assert [label for label, _tally in games.rows] == [
        "All games", "Panjpar", "Panjpar · 52 cards", "Panjpar · 36 cards", "Panjpar · Bot: Easy",
        "Panjpar · Bots: Easy + Hard", "Ekrang",
    ]  # fmt: skip
    assert [label for label, _tally in rounds.rows] == ["Nakashth"] and rounds.rows[0][1].games == 4
    assert games.cells(games.rows[0][1])[:2] == ["5", "5"] and len(rounds.cells(rounds.rows[0][1])) == 5


def test_the_rounds_total_adds_up_the_chips_of_every_game_played_for_chips() -> None:
    """Review 6 found the total's chips shown as "–": the total row says what the player is up or down."""
    from game.storage.stats import Statistics
    from game.ui.scenes.tallies import tally_tables

    nakashth, komi = Tally(games=4, wins=1, losses=3, chips=12), Tally(games=2, wins=1, losses=1, chips=-5)
    stats = Statistics(
        overall=Tally(games=6), by_game={"nakashth": nakashth, "komi": komi}, by_variant={}, by_difficulty={},
        by_variant_difficulty={}, by_game_difficulty={}, games=Tally(),
        rounds=Tally(games=6, wins=2, losses=4, chips=7),
    )  # fmt: skip
    (rounds,) = tally_tables(stats)
    assert [label for label, _tally in rounds.rows] == ["All rounds", "Nakashth", "Komi"]
    assert rounds.row_cells(0) == ["6", "2", "4", "0", "+7"]
    assert rounds.row_cells(1)[4] == "+12" and rounds.row_cells(2)[4] == "−5"
    (alone,) = tally_tables(replace(stats, by_game={"komi": komi}, rounds=komi))
    assert alone.row_cells(0)[4] == "−5", "one game's rounds keep their chips"


def test_the_recent_list_says_a_round_s_chips_and_counts_an_even_share_as_even() -> None:
    from game.storage.games import GameSummary
    from game.ui.scenes.recent import result_cell

    def row(result: str, chips: float | None, game: str = "nakashth") -> GameSummary:
        return GameSummary(
            id=1, match_id=None, started="s", finished="f", game=game, variant=game, players=3,
            seats={0: HUMAN, 1: "easy", 2: "easy"}, human_seat=0, difficulty="easy", result=result, actions=0,
            chips=chips,
        )  # fmt: skip

    assert result_cell(row("win 1", 2)) == "Won · +2"
    assert result_cell(row("split 1 2", 0)) == "Even · 0"
    assert result_cell(row("win 2", -1)) == "Lost · −1"
    assert result_cell(row("carry", -1)) == "Draw · −1", "nobody took the pot: the stake waits in it"
    assert result_cell(replace(row("tricks 10 11 11", None, "ekrang"), hints=2)) == "Lost · 2 hints"
    assert result_cell(row("tricks 11 11 10", None, "ekrang")) == "Shared win", "review 11: as the result box says"
    assert result_cell(row("tricks 12 10 10", None, "ekrang")) == "Won"


def test_the_recent_list_names_the_options_played_and_nakashth_s_other_players() -> None:
    from game.storage.games import GameSummary
    from game.ui.scenes.recent import game_name, moves_cell, opponents_name

    def row(game: str, players: int, options: tuple[str, ...] = ()) -> GameSummary:
        return GameSummary(
            id=1, match_id=None, started="s", finished="f", game=game, variant=game, players=players,
            seats={0: HUMAN, **{seat: "easy" for seat in range(1, players)}}, human_seat=0, difficulty="easy",
            result="*", actions=0, options=options,
        )  # fmt: skip

    assert game_name(row("hamrang", 4, ("sum", "free"))) == "Hamrang · Sum · Free", "four players, as always"
    assert game_name(row("ekrang", 3)) == "Ekrang · 3 players"
    assert game_name(row("hamrang", 4, ("unknown",))) == "Hamrang", "a word no option has is left out"
    assert game_name(replace(row("komi", 3, ("betting",)), match_id=4, number_in_match=2)) == (
        "Komi · 3 players · round 2 · Betting"
    ), "a chips round says which of its match's rounds it is"
    assert game_name(replace(row("ekrang", 3), match_id=4, number_in_match=2)) == "Ekrang · 3 players"
    assert opponents_name(row("nakashth", 3)) == "2 other players"
    assert opponents_name(row("nakashth", 2)) == "1 other player"
    assert opponents_name(row("ekrang", 3)) == "Easy"
    assert moves_cell(row("nakashth", 3)) == "–", "a round is one deal: no moves to count"
    assert moves_cell(replace(row("ekrang", 3), actions=90)) == "90"


def test_the_recent_list_s_columns_take_their_natural_widths_and_a_long_game_name_is_cut_last() -> None:
    """Review 6: long game names were cut at 1024x640 while the Result column stood half empty."""
    from game.ui.scenes.statistics import column_widths

    assert column_widths([100, 200, 80, 60, 40], 500, cut=1) == [104, 204, 84, 64, 44], "the spare shared"
    assert column_widths([100, 300, 80, 60, 40], 500, cut=1) == [100, 220, 80, 60, 40], "the game name gives way"
    assert column_widths([100, 900, 300, 60, 40], 500, cut=1)[1] == 50, "never below a tenth of the room"
    assert column_widths([100, 900, 300, 60, 40], 500, cut=1) == [100, 50, 250, 60, 40], "then the widest gives way"
    assert column_widths([100, 200, 9000, 60, 40], 500, cut=1) == [100, 50, 250, 60, 40], "a huge result fits"
