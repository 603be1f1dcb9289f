"""Hostile rows: every value read from the database is checked (type, range, length, depth) before use.

Each test crafts rows with plain sqlite3, as anyone with the file can, then reads them through the public
``Store.open(...)`` surface: settings fall back to their defaults with a message, games with unusable values
are left out of the statistics and lists with one message, and an unfinished game that cannot be trusted is
closed (kept, not offered for Resume) with a message. Nothing raises.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest
from storage_helpers import SEATS, half_played, play_games

from game.cards import FRENCH_36
from game.engine import registry
from game.engine.lazy import Lazy
from game.panjpar.rulebook import PANJPAR_RULES, PanjparRules
from game.panjpar.variants import Variant
from game.storage import SettingError, Store
from game.storage.rows import UnusableRecord
from game.storage.schema import MIGRATIONS, SCHEMA_VERSION
from game.storage.settings import SCHEMA, decode
from game.storage.store import DB_NAME, UNUSABLE_ROWS


def craft(folder: Path, sql: str, *parameters: object) -> None:
    """Run ``sql`` on the database in ``folder`` with plain sqlite3 (the store closed)."""
    folder.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(folder / DB_NAME) as conn:
        conn.execute(sql, parameters)
    conn.close()


def untyped_database(folder: Path) -> None:
    """A database at the current schema version whose columns have no declared type, so that SQLite keeps an
    INTEGER or a BLOB in ``settings.value`` or ``games.record`` as it is given (a crafted file can do this)."""
    folder.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(folder / DB_NAME, isolation_level=None)
    for migration in MIGRATIONS:
        script = re.sub(r"\b(value|record)\s+TEXT NOT NULL", r"\1", migration)
        for statement in script.split(";"):
            if statement.strip():
                conn.execute(statement)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    conn.close()


def loaded(folder: Path) -> tuple[dict[str, object], list[str]]:
    with Store.open(folder) as store:
        return store.load_settings(), list(store.problems)


# ----- settings ------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "language",
    ["/etc", "../../../../tmp/evil", "de/../../locale/de", "x" * 300, "de/LC_MESSAGES", "", "fr", "DE"],
)
def test_a_language_that_is_not_a_known_code_is_refused_on_load_and_on_save(tmp_path: Path, language: str) -> None:
    with Store.open(tmp_path) as store:
        store.conn.execute("INSERT INTO settings VALUES ('language', json_quote(?))", (language,))
        with pytest.raises(SettingError):
            store.save_setting("language", language)
    settings, problems = loaded(tmp_path)
    assert settings["language"] == "en"
    assert len(problems) == 1 and "The saved setting “language” could not be used" in problems[0]
    assert len(problems[0]) < 300, "the message quotes a short excerpt, not the whole value"


def test_the_known_languages_are_accepted(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        store.save_setting("language", "de")
    assert loaded(tmp_path) == ({**loaded(tmp_path)[0], "language": "de"}, [])


@pytest.mark.parametrize(
    ("key", "value", "reason"),
    [
        ("volume", "[" * 100_000 + "]" * 100_000, "longer than 4,096 characters"),
        ("volume", "[" * 900 + "]" * 900, "a list of values where one value belongs"),
        ("sound", '{"a": ' * 500 + "1" + "}" * 500, "a list of values where one value belongs"),
        ("player_name", '"' + "n" * 5000 + '"', "longer than 4,096 characters"),
        ("player_name", '"' + "n" * 41 + '"', "more than the 40 allowed"),
        ("player_name", '"a\\u0000b"', "control characters"),
        ("volume", "NaN", "which is no number"),
        ("animation_speed", "Infinity", "which is no number"),
        ("window_width", "9" * 5000, "longer than 4,096 characters"),
        ("bot_difficulties", '"easy,/x/evil.py:Evil"', "a list of"),
    ],
)
def test_deep_long_or_odd_json_settings_fall_back_to_the_default(
    tmp_path: Path, key: str, value: str, reason: str
) -> None:
    with Store.open(tmp_path) as store:
        default = store.load_settings()[key]
    craft(tmp_path, "INSERT INTO settings VALUES (?, ?)", key, value)
    settings, problems = loaded(tmp_path)
    assert settings[key] == default
    assert len(problems) == 1 and reason in problems[0] and len(problems[0]) < 300, problems


def test_a_setting_of_the_wrong_sqlite_type_is_unusable_and_the_default_is_used(tmp_path: Path) -> None:
    untyped_database(tmp_path)
    craft(tmp_path, "INSERT INTO settings VALUES ('players', 3)")  # an INTEGER, not JSON text
    craft(tmp_path, "INSERT INTO settings VALUES ('sound', X'66616c7365')")  # a BLOB of b'false'
    craft(tmp_path, "INSERT INTO settings VALUES ('volume', 0.5)")  # a REAL
    craft(tmp_path, "INSERT INTO settings VALUES (X'6c616e6775616765', '\"de\"')")  # a BLOB key: not a setting
    settings, problems = loaded(tmp_path)
    assert (settings["players"], settings["sound"], settings["volume"], settings["language"]) == (2, True, 0.8, "en")
    assert sorted(problems) == [
        "The saved setting “players” could not be used (it is stored as an integer, where text belongs), so it is"
        " back to its default, 2.",
        "The saved setting “sound” could not be used (it is stored as a blob, where text belongs), so it is back to"
        " its default, on.",
        "The saved setting “volume” could not be used (it is stored as a real number, where text belongs), so it is"
        " back to its default, 0.8.",
    ]


def test_save_setting_refuses_what_load_would_refuse(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        for key, value in [
            ("volume", float("nan")),
            ("player_name", "n" * 41),
            ("player_name", "tab\there"),
            ("bot_difficulties", "easy,nonsense"),
            ("language", "../de"),
        ]:
            with pytest.raises(SettingError):
                store.save_setting(key, value)
            with pytest.raises(SettingError):
                store.save_settings({"sound": False, key: value})
        assert store.conn.execute("SELECT COUNT(*) FROM settings").fetchone()[0] == 0
        store.save_settings({"player_name": "Zarghuna", "bot_difficulties": "easy,hard,random"})
    assert loaded(tmp_path)[1] == []


# ----- games ---------------------------------------------------------------------------------------------
def unfinished(folder: Path) -> int:
    with Store.open(folder) as store:
        _controller, saver, _match = half_played(store)
        assert saver.game_id is not None
        return saver.game_id


@pytest.mark.parametrize(
    ("column", "value", "reason"),
    [
        ("players", 7, "the player count is 7"),
        ("players", "two", "the player count is text"),
        ("variant", "chess", "the variant 'chess'"),
        ("game", "chess", "the game 'chess' is not one this Panjpar knows"),
        ("game", b"panjpar", "the game b'panjpar' is not one this Panjpar knows"),
        ("game", "g" * 1000, "the game 'gggggggggggggggggggggggggggggggggggggggg'... (65 characters)"),
        ("variant", "panjpar-36", "its row says panjpar-36 for 2 players, its record panjpar-52 for 2"),
        ("players", 3, "its row says panjpar-52 for 3 players, its record panjpar-52 for 2"),
        ("human_seat", 5, "the player's seat is 5"),
        ("dealer", 9, "the dealer is 9"),
        ("dealer", -1, "the dealer is -1"),
        ("record", 12345, "its record is an integer, not text"),
        ("record", b"\x00\xff", "its record is a blob, not text"),
        ("match_id", "m", "the match is text"),
        ("started", "s" * 1000, "the start time is longer than 64 characters"),
    ],
)
def test_an_unfinished_game_with_an_unusable_row_is_closed_with_a_message(
    tmp_path: Path, column: str, value: object, reason: str
) -> None:
    game_id = unfinished(tmp_path)
    folder = tmp_path
    if column == "record":  # only an untyped column keeps an INTEGER or a BLOB as it is given
        folder = tmp_path / "untyped"
        untyped_database(folder)
        craft(
            folder,
            "INSERT INTO games (id, started, variant, players, seats, human_seat, record) VALUES"
            ' (?, \'s\', \'panjpar-52\', 2, \'{"0": "human", "1": "easy"}\', 0, ?)',
            game_id,
            value,
        )
    else:
        craft(folder, f"UPDATE games SET {column} = ? WHERE id = ?", value, game_id)
    with Store.open(folder) as store:
        assert store.unfinished() is None
        assert len(store.problems) == 1, store.problems
        assert store.problems[0].startswith(f"The unfinished game {game_id} could not be restored (")
        assert reason in store.problems[0] and len(store.problems[0]) < 300, store.problems
        assert store.conn.execute("SELECT result FROM games WHERE id = ?", (game_id,)).fetchone()[0] == "abandoned"
        stored = store.conn.execute(f"SELECT {column} FROM games WHERE id = ?", (game_id,)).fetchone()[0]
        assert stored == value, "the row is kept as it was"
    with Store.open(folder) as store:  # and it is not offered again at the next start
        assert store.unfinished() is None and store.problems == []


@pytest.mark.parametrize(
    ("seats", "bot"),
    [
        ('{"0": "human", "7": "easy"}', None),  # a seat out of range: left out
        ('{"0": "human", "1": "easy", "2": "hard"}', "easy"),  # one seat too many: left out
        ('{"0": "human", "1": "' + "e" * 100 + '"}', "'eeeeeeeeeeeeeeeeeeeeeeee'... (100 characters)"),
        ('{"0": "human", "1": 5}', "5"),
        ("[" * 100_000 + "]" * 100_000, None),  # too long to parse: no seat known
        ("[" * 500 + "]" * 500, None),
        ("{", None),
    ],
)
def test_unusable_seats_leave_the_game_resumable_with_each_bad_seat_unknown(
    tmp_path: Path, seats: str, bot: str | None
) -> None:
    """Seats only name the players: a bad value reads as a bounded unknown name (Resume puts the easy bot
    there and says so, tests/ui/test_resume_specs.py), never as the whole value and never as a lost game."""
    game_id = unfinished(tmp_path)
    craft(tmp_path, "UPDATE games SET seats = ? WHERE id = ?", seats, game_id)
    with Store.open(tmp_path) as store:
        saved = store.unfinished()
        assert saved is not None and saved.game_id == game_id and store.problems == []
        assert saved.seats.get(1) == bot and all(len(spec) <= 64 for spec in saved.seats.values())


def test_a_record_that_is_not_text_is_a_database_error_for_watch_and_export(tmp_path: Path) -> None:
    untyped_database(tmp_path)
    craft(
        tmp_path,
        "INSERT INTO games (id, started, finished, variant, players, seats, human_seat, result, record) VALUES"
        " (1, 's', 'f', 'panjpar-52', 2, '{}', 0, 'draw', 77)",
    )
    with Store.open(tmp_path) as store:
        with pytest.raises(UnusableRecord, match="game 1's record is an integer, not text"):
            store.record_text(1)
        with pytest.raises(sqlite3.DatabaseError):
            store.export_game(1, tmp_path / "out.panjpar")
        assert store.statistics().overall.draws == 1, "the row's other columns are fine"


def _add(folder: Path, result: object, players: object = 2, human: object = 0, match_id: object = None) -> None:
    craft(
        folder,
        "INSERT INTO games (match_id, started, finished, variant, players, seats, human_seat, difficulty, result,"
        " record) VALUES (?, 's', 'f', 'panjpar-36', ?, '{}', ?, 'easy', ?, '')",
        match_id,
        players,
        human,
        result,
    )


def test_results_not_of_the_rows_player_count_are_left_out_of_the_statistics_with_one_message(
    tmp_path: Path,
) -> None:
    Store.open(tmp_path).close()
    _add(tmp_path, "loser 2")  # a win
    _add(tmp_path, "loser 1")  # a loss
    _add(tmp_path, "draw")
    _add(tmp_path, "loser 3", players=3)  # a win in a 3-player game
    for bad in ["loser 99", "loser 3", "loser 0", "loser 02", "loser -1", "winner 1", "loser ٢", 2, b"draw"]:
        _add(tmp_path, bad)
    _add(tmp_path, "loser 2", players=9)
    _add(tmp_path, "loser 2", human=2)
    _add(tmp_path, "loser 2", human="zero")
    with Store.open(tmp_path) as store:
        for _ in range(3):
            stats = store.statistics()
            listed = store.games(100)
        overall = stats.overall
        assert (overall.games, overall.wins, overall.losses, overall.draws) == (4, 2, 1, 1)
        assert [game.result for game in listed] == ["loser 3", "draw", "loser 1", "loser 2"]
        assert len(store.problems) == 1, store.problems
        assert store.problems[0].startswith(UNUSABLE_ROWS) and "12 found" in store.problems[0]


def _add_of_game(folder: Path, game: object, variant: object, result: str = "loser 2") -> None:
    craft(
        folder,
        "INSERT INTO games (started, finished, game, variant, players, seats, human_seat, difficulty, result,"
        " record) VALUES ('s', 'f', ?, ?, 2, '{}', 0, 'easy', ?, '')",
        game,
        variant,
        result,
    )


TOY = registry.GameInfo(
    id="toy",
    name="Toy",
    variants=(registry.VariantInfo("toy-2", (2,), "Toy pack", "", Lazy.of(Variant("toy-2", (2,), FRENCH_36))),),
    levels=(registry.Level("easy", "Easy"),),
    rulebook=Lazy.of(PANJPAR_RULES),  # its rules are never asked: the rows' checks read only the registry's lists
)


def test_a_game_the_registry_does_not_know_is_left_out_with_one_message(tmp_path: Path) -> None:
    Store.open(tmp_path).close()
    _add_of_game(tmp_path, "panjpar", "panjpar-36")
    _add_of_game(tmp_path, "ganjifa", "panjpar-36")
    _add_of_game(tmp_path, b"panjpar", "panjpar-36")  # a blob, not text
    with Store.open(tmp_path) as store:
        stats, listed = store.statistics(), store.games(10)
        assert list(stats.by_game) == ["panjpar"] and stats.overall.games == 1
        assert [game.game for game in listed] == ["panjpar"]
        (message,) = store.problems
        assert message.startswith(UNUSABLE_ROWS) and "2 found" in message
        assert "game 2: the game 'ganjifa' is not one this Panjpar knows" in message


def test_statistics_are_kept_per_game_and_a_variant_must_be_its_rows_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(registry.GAMES, TOY.id, TOY)
    Store.open(tmp_path).close()
    _add_of_game(tmp_path, "panjpar", "panjpar-36")
    _add_of_game(tmp_path, "toy", "toy-2", "loser 1")
    _add_of_game(tmp_path, "toy", "toy-2", "draw")
    _add_of_game(tmp_path, "panjpar", "toy-2")  # a row whose variant is another game's
    with Store.open(tmp_path) as store:
        stats = store.statistics()
        by_game = {game: (tally.games, tally.wins, tally.losses, tally.draws) for game, tally in stats.by_game.items()}
        assert by_game == {"panjpar": (1, 1, 0, 0), "toy": (2, 0, 1, 1)}
        assert stats.by_variant["toy-2"].games == 2
        (message,) = store.problems
        assert "game 4: the variant 'toy-2' is not one of the game 'panjpar'" in message
        match_id = store.begin_match("toy-2", 2, {0: "human", 1: "easy"})
        assert store.conn.execute("SELECT game FROM matches WHERE id = ?", (match_id,)).fetchone()[0] == "toy"


def test_a_variant_of_no_game_is_not_stored(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        with pytest.raises(ValueError, match="the variant 'chess' is not one of any game this Panjpar knows"):
            store.begin_match("chess", 2, {0: "human", 1: "easy"})
        assert store.conn.execute("SELECT count(*) FROM matches").fetchone()[0] == 0


def test_a_matchs_score_leaves_out_results_that_do_not_fit_its_player_count(tmp_path: Path) -> None:
    game_id = unfinished(tmp_path)
    with Store.open(tmp_path) as store:
        (match_id,) = store.conn.execute("SELECT match_id FROM games WHERE id = ?", (game_id,)).fetchone()
    _add(tmp_path, "loser 1", match_id=match_id)
    _add(tmp_path, "loser 99", match_id=match_id)
    _add(tmp_path, "loser 3", match_id=match_id)
    craft(tmp_path, "UPDATE games SET id = id + 100 WHERE id = ?", game_id)  # the unfinished game stays the latest
    with Store.open(tmp_path) as store:
        saved = store.unfinished()
        assert saved is not None and saved.seats == SEATS
        assert saved.totals.losses == [1, 0]  # only "loser 1" counted
        assert len(store.problems) == 1 and store.problems[0].startswith(UNUSABLE_ROWS)


def test_good_rows_read_back_as_written(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        ids = play_games(store, 2)
        assert [game.id for game in store.games(10)] == ids[::-1]
        assert store.statistics().overall.games == 2
        assert store.problems == []


class ChipRules(PanjparRules):
    """A toy game's rules whose results are chips won per seat (``chips +3 -3``), as the Ganjifa luck games'."""

    def result_returns(self, result: str, players: int) -> tuple[float, ...] | None:
        words = result.split()
        if len(words) != players + 1 or words[0] != "chips":
            return None
        try:
            return tuple(float(int(word)) for word in words[1:])
        except ValueError:
            return None


def test_statistics_ask_each_games_rules_what_its_result_is_worth(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Storage knows no game's result format: the toy game's own rules read ``chips +3 -3`` as a win of seat 1,
    and its ``loser 2``, a Panjpar result, is unusable for it (one message; the row is left out)."""
    monkeypatch.setitem(registry.GAMES, TOY.id, replace(TOY, rulebook=Lazy.of(ChipRules())))
    Store.open(tmp_path).close()
    _add_of_game(tmp_path, "toy", "toy-2", "chips +3 -3")
    _add_of_game(tmp_path, "toy", "toy-2", "chips -2 +2")
    _add_of_game(tmp_path, "toy", "toy-2", "chips 0 0")
    _add_of_game(tmp_path, "toy", "toy-2", "loser 2")
    with Store.open(tmp_path) as store:
        tally = store.statistics().by_game["toy"]
        assert (tally.games, tally.wins, tally.losses, tally.draws) == (3, 1, 1, 1)
        (message,) = store.problems
        assert "game 4: the result 'loser 2' is not one of a 2-player game" in message


@pytest.mark.parametrize(
    ("key", "stored", "words"),
    [
        ("language", 42, "it is stored as an integer, where text belongs"),
        ("language", "42", "it holds the number 42 where a word belongs"),
        ("sound", '"yes"', "it holds the text 'yes' where on or off belongs"),
        ("players", "7", "7 is not one of 2, 3, 4, 5, 6"),
        ("sort", "{bad", "it holds a list of values where one value belongs"),
        ("volume", "2.5", "2.5 is above the most allowed, 1"),
        ("sound", "not json", "it is damaged"),
    ],
)
def test_a_setting_that_cannot_be_used_is_told_in_plain_words(key: str, stored: object, words: str) -> None:
    values, problems = decode([(key, stored)])
    assert values[key] == SCHEMA[key].default
    assert len(problems) == 1 and f"“{key.replace('_', ' ')}” could not be used ({words}" in problems[0], problems
    assert "must be" not in problems[0] and "JSON" not in problems[0] and "str" not in problems[0].split()
