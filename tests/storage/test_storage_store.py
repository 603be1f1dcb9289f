"""Round trips, Resume, statistics (streaks), settings, export, listing, migrations, the data folder."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest
from storage_helpers import SEATS, half_played, play_games, resumed_controller

from game.panjpar.actions import AttackIntent, Take
from game.panjpar.events import Attacked, Event
from game.panjpar.playout import random_attack
from game.panjpar.record import parse_record
from game.panjpar.variants import PANJPAR_36, PANJPAR_52, shuffled_deal
from game.storage import ABANDONED, HUMAN, SettingError, Store, data_dir
from game.storage.drill import play
from game.storage.schema import MIGRATIONS, SCHEMA_VERSION, migrate
from game.storage.store import DB_NAME


def test_data_dir_argument_then_environment_then_platform(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PANJPAR_DATA_DIR", str(tmp_path / "env"))
    assert data_dir(tmp_path / "arg") == tmp_path / "arg"
    assert data_dir(None) == tmp_path / "env"
    monkeypatch.delenv("PANJPAR_DATA_DIR")
    assert "panjpar" in str(data_dir(None)).lower()


def test_fresh_database_is_wal_at_current_version(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        assert store.problems == []
        assert store.path == tmp_path / DB_NAME
        assert store.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert store.conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert store.conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1


def test_games_round_trip_and_finish(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        ids = play_games(store, 3)
        assert store.unfinished() is None
        listed = store.games(10)
        assert [g.id for g in listed] == ids[::-1]
        for summary in listed:
            record = parse_record(store.record_text(summary.id))
            state = record.replay()
            assert state.result is not None and str(state.result) == summary.result
            assert summary.actions == len(record.actions)
            assert summary.finished is not None and summary.seats == SEATS and summary.human_seat == 0
            assert summary.difficulty == "easy" and summary.variant == "panjpar-52"
            assert record.tags["Bots"] == "2:easy"
        assert len(store.games(2)) == 2


def test_every_action_is_committed_before_the_table_sees_it(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        controller, saver, _ = half_played(store)
        seen: list[int] = []

        def table(event: Event) -> None:  # subscribed after the autosaver, as the UI does
            if isinstance(event, Attacked):
                assert saver.game_id is not None
                other = sqlite3.connect(tmp_path / DB_NAME)  # another connection sees only committed data
                (actions,) = other.execute("SELECT actions FROM games WHERE id = ?", (saver.game_id,)).fetchone()
                other.close()
                seen.append(actions)

        controller.subscribe(table, 0)
        state = controller.position
        assert state is not None
        while state.attack:  # finish the battle in progress
            assert state.to_move is not None
            assert controller.submit(Take(state.to_move)) is None
        assert state.to_move is not None
        before = len(state.history)
        assert controller.submit(AttackIntent(state.to_move, random_attack(state, random.Random(3)))) is None
        assert seen == [before + 1]


def test_resume_restores_position_turn_and_match_score(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        play_games(store, 0)
        controller, saver, match_id = half_played(store)
        # two finished games in the same match, then the unfinished one is the latest
        assert saver.game_id is not None
        store.conn.execute(
            "INSERT INTO games (match_id, started, finished, variant, players, seats, human_seat, result, record)"
            " VALUES (?, 'x', 'y', 'panjpar-52', 2, '{}', 0, 'loser 2', ''), (?, 'x', 'y', 'panjpar-52', 2, '{}', 0,"
            " 'draw', '')",
            (match_id, match_id),
        )
        state = controller.position
        assert state is not None
    with Store.open(tmp_path) as store:
        saved = store.unfinished()
        assert saved is not None and saved.game_id == saver.game_id and saved.match_id == match_id
        assert saved.seats == SEATS and saved.human_seat == 0 and saved.dealer == controller.dealer
        assert saved.totals.wins == [1, 0] and saved.totals.losses == [0, 1] and saved.totals.draws == [1, 1]
        resumed = resumed_controller(saved)
        assert resumed.state is not None
        assert resumed.position is not None
        assert resumed.position.history == state.history
        assert resumed.position.hands == state.hands and resumed.position.attack == state.attack
        assert resumed.to_move() == controller.to_move()
        assert resumed.record().to_text().split("\n\n")[1] == controller.record().to_text().split("\n\n")[1]


def test_abandon_and_finish_are_final(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        controller, saver, _ = half_played(store)
        assert saver.game_id is not None
        store.abandon_game(saver.game_id)
        assert store.unfinished() is None
        store.record_game(saver.game_id, saver.rules, controller.state, "changed")
        assert store.record_text(saver.game_id) != "changed"
        assert store.games(1)[0].result == ABANDONED
        play(controller, random.Random(1))  # to its end: its autosaver and a finishing write change nothing
        store.record_game(saver.game_id, saver.rules, controller.state, "finished")
        assert controller.state.is_terminal() and store.games(1)[0].result == ABANDONED


def test_a_game_given_up_counts_as_a_loss_and_ends_the_streak_an_abandoned_one_not_at_all(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        play_games(store, 3)
        before = store.statistics().overall
        _controller, saver, _ = half_played(store)
        assert saver.game_id is not None
        store.give_up_game(saver.game_id)
        after = store.statistics().overall
        assert store.games(1)[0].result == "given up" and store.unfinished() is None
        assert (after.games, after.wins, after.losses, after.draws) == (
            before.games + 1,
            before.wins,
            before.losses + 1,
            before.draws,
        )
        assert after.given_up == 1 and before.given_up == 0 and after.current_streak == 0
        assert after.win_rate == before.wins / (before.games + 1)
        _controller, saver, _ = half_played(store, seed=8)
        assert saver.game_id is not None
        store.abandon_game(saver.game_id)  # closed without the player's say: not counted
        assert store.statistics().overall == after


def test_export_writes_a_replayable_record(tmp_path: Path) -> None:
    with Store.open(tmp_path / "data") as store:
        (game_id,) = play_games(store, 1)
        path = store.export_game(game_id, tmp_path / "game.panjpar")
        assert path.read_text(encoding="utf-8") == store.record_text(game_id)
        parse_record(path.read_text(encoding="utf-8")).replay()
        with pytest.raises(KeyError):
            store.export_game(12345, tmp_path / "none.panjpar")


def _add(store: Store, variant: str, difficulty: str, human: int | None, result: str, finished: str = "t") -> None:
    store.conn.execute(
        "INSERT INTO games (started, finished, variant, players, seats, human_seat, difficulty, result, record)"
        " VALUES ('s', ?, ?, 2, '{}', ?, ?, ?, '')",
        (finished, variant, human, difficulty, result),
    )


def test_statistics_are_derived_with_streaks(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        assert store.statistics().overall.games == 0
        # human at seat 1 (0-based 0): "loser 2" is a win
        for result in ["loser 2", "loser 2", "loser 1", "loser 2", "loser 2", "loser 2", "draw", "loser 2"]:
            _add(store, "panjpar-52", "easy", 0, result)
        _add(store, "panjpar-36", "hard", 1, "loser 1")  # human at seat 2 wins
        _add(store, "panjpar-36", "hard", 1, "loser 2")  # and loses
        _add(store, "panjpar-52", "easy", 0, "*", finished=None)  # type: ignore[arg-type]
        _add(store, "panjpar-52", "easy", 0, ABANDONED)
        _add(store, "panjpar-52", "easy", None, "loser 1")  # bots only
        stats = store.statistics()
        easy = stats.by_variant_difficulty[("panjpar-52", "easy")]
        assert (easy.games, easy.wins, easy.losses, easy.draws) == (8, 6, 1, 1)
        assert (easy.current_streak, easy.best_streak) == (1, 3)
        hard = stats.by_difficulty["hard"]
        assert (hard.games, hard.wins, hard.losses, hard.current_streak, hard.best_streak) == (2, 1, 1, 0, 1)
        assert stats.overall.games == 10 and stats.overall.wins == 7 and stats.overall.current_streak == 0
        assert stats.by_variant["panjpar-36"].games == 2
        assert abs(easy.win_rate - 0.75) < 1e-9


def test_settings_defaults_save_load_and_validation(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        assert store.load_settings()["sound"] is True
        store.save_setting("sound", False)
        store.save_setting("volume", 1)
        store.save_setting("variant", "panjpar-36")
        for key, value in [("sound", "yes"), ("volume", 2.0), ("variant", "chess"), ("nope", 1), ("players", True)]:
            with pytest.raises(SettingError):
                store.save_setting(key, value)
    with Store.open(tmp_path) as store:
        settings = store.load_settings()
        assert settings["sound"] is False and settings["volume"] == 1.0 and settings["variant"] == "panjpar-36"
        assert store.problems == []


def test_wrong_typed_setting_falls_back_with_a_message(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        store.conn.executemany(
            "INSERT INTO settings VALUES (?, ?)",
            [
                ("sound", '"loud"'),
                ("volume", "not json"),
                ("players", "7"),
                ("future_key", "1"),
                ("fullscreen", "true"),
            ],
        )
    with Store.open(tmp_path) as store:
        settings = store.load_settings()
        assert settings["sound"] is True and settings["volume"] == 0.8 and settings["players"] == 2
        assert settings["fullscreen"] is True and "future_key" not in settings
        assert len(store.problems) == 3 and all("default" in p for p in store.problems)
        # the stored values are left as they are (the original is kept)
        assert store.conn.execute("SELECT value FROM settings WHERE key = 'sound'").fetchone()[0] == '"loud"'


def test_migration_from_version_1_keeps_the_games(tmp_path: Path) -> None:
    path = tmp_path / DB_NAME
    conn = sqlite3.connect(path, isolation_level=None)
    migrate(conn, target=1)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    deal = shuffled_deal(PANJPAR_36, 2, __import__("random").Random(1), 0, 1)
    from game.panjpar.record import Record

    text = Record(deal).to_text()
    conn.execute(
        "INSERT INTO games (started, variant, players, seats, human_seat, difficulty, result, record)"
        " VALUES ('s', 'panjpar-36', 2, ?, 0, 'hard', '*', ?)",
        ('{"0": "human", "1": "hard"}', text),
    )
    conn.close()
    with Store.open(tmp_path) as store:
        assert store.problems == []
        assert store.conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == len(MIGRATIONS)
        saved = store.unfinished()
        assert saved is not None and saved.record_text == text and saved.dealer == 0
        assert saved.seats == {0: HUMAN, 1: "hard"}


def test_autosaver_resumes_an_existing_game(tmp_path: Path) -> None:
    from game.storage import Autosaver
    from game.storage.drill import play

    with Store.open(tmp_path) as store:
        half_played(store)
        saved = store.unfinished()
        assert saved is not None
        controller = resumed_controller(saved)
        Autosaver(store, controller, saved.variant, saved.seats, saved.match_id, saved.dealer, saved.game_id)
        play(controller, __import__("random").Random(5))
        assert store.unfinished() is None
        summary = store.games(1)[0]
        assert summary.id == saved.game_id and summary.result != "*"
        assert parse_record(store.record_text(saved.game_id)).replay().result is not None


def test_panjpar_36_game_without_colour_guess(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        (game_id,) = play_games(store, 1, variant=PANJPAR_36)
        assert store.games(1)[0].variant == "panjpar-36"
        assert parse_record(store.record_text(game_id)).replay().result is not None
        assert PANJPAR_52.colour_guess


def test_save_settings_writes_all_or_nothing(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        store.save_settings({"sort": "dealt", "four_colour": True, "animation_speed": 0.5})
        with pytest.raises(SettingError):
            store.save_settings({"sound": False, "sort": "by colour"})
    with Store.open(tmp_path) as store:
        values = store.load_settings()
        assert (values["sort"], values["four_colour"], values["animation_speed"], values["sound"]) == (
            "dealt",
            True,
            0.5,
            True,
        )
        assert store.problems == []


def test_a_memory_store_keeps_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PANJPAR_DATA_DIR", str(tmp_path / "data"))
    with Store.memory() as store:
        assert store.path is None
        store.save_setting("sound", False)
        assert store.load_settings()["sound"] is False
    assert not (tmp_path / "data").exists()
