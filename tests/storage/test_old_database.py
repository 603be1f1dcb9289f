"""A database written by an old release opens with today's code: migrated, its unfinished game resumed, its
statistics, listings and settings exactly as that release showed them.

The database and its figures were made by tests/storage/fixtures/make_old_database.py through the release's own
code (the commit is in the JSON file beside it). Never regenerate them: they stand for a file a player has on disk,
so this test must keep passing, unchanged in what it expects, through every later schema change.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import random
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from storage_helpers import play_games, resumed_controller

from game.panjpar.variants import PANJPAR_36
from game.storage import Autosaver, ReadOnlyReason, Store, Tally
from game.storage.connection import DB_NAME
from game.storage.drill import play
from game.storage.lock import FolderLock
from game.storage.schema import SCHEMA_VERSION, migrate

FIXTURES = Path(__file__).parent / "fixtures"
OLD_DATABASE = FIXTURES / "release-9cf21d4.sqlite3"
EXPECTED: dict[str, Any] = json.loads((FIXTURES / "release-9cf21d4.json").read_text(encoding="utf-8"))


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    """A data folder holding a copy of the old release's database (the fixture itself is never opened)."""
    shutil.copyfile(OLD_DATABASE, tmp_path / DB_NAME)
    return tmp_path


def figures(tally: Tally) -> dict[str, int]:
    names = ("games", "wins", "losses", "draws", "current_streak", "best_streak")
    return {name: getattr(tally, name) for name in names}


def test_the_fixture_is_the_old_releases_schema() -> None:
    # immutable: the fixture is read without a -shm file or a lock, and never changed.
    with contextlib.closing(sqlite3.connect(f"{OLD_DATABASE.as_uri()}?immutable=1", uri=True)) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == EXPECTED["schema_version"] == 2
    assert EXPECTED["made_by"] == "9cf21d4"
    assert hashlib.sha256(OLD_DATABASE.read_bytes()).hexdigest() == EXPECTED["sha256"], "the fixture was changed"


def test_it_opens_writable_without_a_message_and_is_migrated(data_dir: Path) -> None:
    with Store.open(data_dir) as store:
        assert store.problems == [] and store.writable
        assert store.conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert store.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert not list(data_dir.glob(f"{DB_NAME}.*-*")), "nothing may be moved aside"


def test_the_statistics_are_exactly_the_old_releases(data_dir: Path) -> None:
    expected = EXPECTED["statistics"]
    with Store.open(data_dir) as store:
        stats = store.statistics()
        assert store.problems == []
    assert figures(stats.overall) == expected["overall"]
    assert {key: figures(tally) for key, tally in stats.by_variant.items()} == expected["by_variant"]
    assert {key: figures(tally) for key, tally in stats.by_difficulty.items()} == expected["by_difficulty"]
    assert {
        f"{variant} {level}": figures(tally) for (variant, level), tally in stats.by_variant_difficulty.items()
    } == expected["by_variant_difficulty"]
    assert (stats.overall.games, stats.overall.wins, stats.overall.draws) == (18, 12, 1)


def test_the_list_of_games_and_the_settings_are_kept(data_dir: Path) -> None:
    with Store.open(data_dir) as store:
        summaries = store.games(100)
        settings = store.load_settings()
        assert store.problems == []
    listed = [
        {
            "id": game.id,
            "match_id": game.match_id,
            "variant": game.variant,
            "players": game.players,
            "human_seat": game.human_seat,
            "difficulty": game.difficulty,
            "result": game.result,
            "actions": game.actions,
            "seats": {str(seat): spec for seat, spec in game.seats.items()},
        }
        for game in summaries
    ]
    assert listed == EXPECTED["games"]
    assert {key: settings[key] for key in EXPECTED["settings"]} == EXPECTED["settings"]


def test_the_unfinished_game_resumes_at_its_last_committed_action(data_dir: Path) -> None:
    expected = EXPECTED["unfinished"]
    with Store.open(data_dir) as store:
        saved = store.unfinished()
        assert saved is not None and store.problems == []
        assert (saved.game_id, saved.match_id, saved.variant, saved.players) == (
            expected["game_id"],
            expected["match_id"],
            expected["variant"],
            expected["players"],
        )
        assert (
            {str(seat): spec for seat, spec in saved.seats.items()}
            == expected["seats"]
            == {
                "0": "human",
                "1": "hard",
                "2": "easy",
            }
        )
        assert saved.human_seat == expected["human_seat"] == 0
        assert saved.dealer == expected["dealer"] == 2
        score = {"wins": saved.totals.wins, "losses": saved.totals.losses, "draws": saved.totals.draws}
        assert score == expected["score"]
        controller = resumed_controller(saved)
        state = controller.position
        assert state is not None and state.result is None
        # At the attack, without the kill that was in flight (the release never committed it).
        assert len(state.history) == expected["actions"] == 11 and not controller.state.kills
        assert saved.record_text.rstrip("\n").splitlines()[-1] == expected["last_action"]
        assert [str(card) for card in state.attack] == expected["attack"]
        assert state.to_move == expected["to_move"]
        assert controller.dealer == expected["dealer"]


def test_the_resumed_game_plays_to_its_end_and_is_counted(data_dir: Path) -> None:
    overall = EXPECTED["statistics"]["overall"]
    with Store.open(data_dir) as store:
        saved = store.unfinished()
        assert saved is not None
        controller = resumed_controller(saved)
        Autosaver(store, controller, saved.variant, saved.seats, saved.match_id, saved.dealer, saved.game_id)
        play(controller, random.Random(3))
        assert controller.position is not None and controller.position.result is not None
        assert store.problems == []
    with Store.open(data_dir) as store:
        assert store.unfinished() is None
        (latest,) = store.games(1)
        assert latest.id == saved.game_id and latest.result == str(controller.position.result)
        assert latest.actions == len(controller.position.history) > EXPECTED["unfinished"]["actions"]
        assert store.statistics().overall.games == overall["games"] + 1
        assert store.match_totals(saved.match_id or 0, saved.game, saved.players).games == 3


# ----- migration 3: the game of each row -------------------------------------------------------------------
def test_migration_2_to_3_makes_every_old_match_and_game_panjpar(data_dir: Path) -> None:
    conn = sqlite3.connect(data_dir / DB_NAME, isolation_level=None)
    try:
        games, matches = (conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0] for table in ("games", "matches"))
        assert migrate(conn, target=3) == 2
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 3
        for table, count in (("games", games), ("matches", matches)):
            column = {row[1]: row for row in conn.execute(f"PRAGMA table_info({table})")}["game"]
            assert (column[2], column[3], column[4]) == ("TEXT", 1, "'panjpar'")  # type, NOT NULL, default
            assert conn.execute(f"SELECT game, count(*) FROM {table} GROUP BY game").fetchall() == [("panjpar", count)]
        assert (games, matches) == (20, 7)
    finally:
        conn.close()


def test_the_old_rows_read_as_panjpar_and_count_per_game(data_dir: Path) -> None:
    with Store.open(data_dir) as store:
        stats = store.statistics()
        summaries = store.games(100)
        saved = store.unfinished()
        assert store.problems == []
    assert {key: figures(tally) for key, tally in stats.by_game.items()} == {
        "panjpar": EXPECTED["statistics"]["overall"]
    }
    assert {game.game for game in summaries} == {"panjpar"} and len(summaries) == len(EXPECTED["games"])
    assert saved is not None and saved.game == "panjpar"


def test_a_game_played_after_the_migration_stores_its_game(data_dir: Path) -> None:
    with Store.open(data_dir) as store:
        (game_id,) = play_games(store, 1, seed=4, variant=PANJPAR_36)
        row = store.conn.execute(
            "SELECT games.game, matches.game FROM games JOIN matches ON matches.id = games.match_id WHERE games.id = ?",
            (game_id,),
        ).fetchone()
        assert row == ("panjpar", "panjpar")
        assert store.games(1)[0].game == "panjpar"
        assert store.statistics().by_game["panjpar"].games == EXPECTED["statistics"]["overall"]["games"] + 1


def test_a_newer_schema_than_this_one_is_still_moved_aside_with_its_message(data_dir: Path) -> None:
    path = data_dir / DB_NAME
    with contextlib.closing(sqlite3.connect(path)) as conn:
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    written = path.read_bytes()
    with Store.open(data_dir) as store:
        (message,) = store.problems
        assert message.startswith(
            "The saved games were written by a newer Panjpar "
            f"(schema version {SCHEMA_VERSION + 1}, this Panjpar knows up to {SCHEMA_VERSION}). It was kept as "
            f"{DB_NAME}.newer-"
        )
        assert store.statistics().overall.games == 0 and store.unfinished() is None
    (aside,) = data_dir.glob(f"{DB_NAME}.newer-*")
    assert aside.read_bytes() == written


def test_an_old_database_owned_by_another_copy_opens_read_only_unchanged(data_dir: Path) -> None:
    """The old release still running holds the folder: today's copy reads the old file through a migrated copy in
    memory (its queries name the new column), changes nothing, and migrates the file once it can write."""
    path = data_dir / DB_NAME
    written = path.read_bytes()
    other_copy = FolderLock.acquire(data_dir)
    try:
        with Store.open(data_dir) as store:
            assert store.readonly_reason is ReadOnlyReason.IN_USE
            assert figures(store.statistics().overall) == EXPECTED["statistics"]["overall"]
            assert len(store.games(100)) == len(EXPECTED["games"])
            saved = store.unfinished()
            assert saved is not None and saved.game_id == EXPECTED["unfinished"]["game_id"]
            assert store.problems == []
            assert path.read_bytes() == written
            other_copy.release()
            assert store.try_reopen_writable()
            assert store.conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
            assert figures(store.statistics().by_game["panjpar"]) == EXPECTED["statistics"]["overall"]
    finally:
        other_copy.release()


def test_a_damaged_old_database_is_salvaged_into_the_new_schema_as_panjpar(data_dir: Path) -> None:
    path = data_dir / DB_NAME
    data = path.read_bytes()
    path.write_bytes(data[: len(data) * 2 // 3])
    with Store.open(data_dir) as store:
        (message,) = store.problems
        assert "is damaged" in message and "were recovered from it" in message, message
        recovered = store.conn.execute("SELECT game, count(*) FROM games GROUP BY game").fetchall()
        assert len(recovered) == 1 and recovered[0][0] == "panjpar" and 0 < recovered[0][1] < 20
        assert f"{recovered[0][1]} games" in message
        stats = store.statistics()
        assert (
            list(stats.by_game) == ["panjpar"] and 0 < stats.overall.games <= EXPECTED["statistics"]["overall"]["games"]
        )
        assert store.conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
