"""Storage of the games on the protocol (nakashth and komi; ekrang and hamrang go the same way once registered):
a series autosaved action by action and read back, Resume at the last action with the match's totals, the
statistics per game and bot, export, and damaged records refused with a message."""

from __future__ import annotations

import json
import math
import random
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import game.storage.rows as rows
from game.engine import registry
from game.engine.envelope import read_envelope
from game.engine.protocol import GameState, random_action
from game.ganjifa.controller import ActionTaken, GanjifaController
from game.ganjifa.komi.state import KomiState
from game.ganjifa.series import GanjifaSeries, Totals, ganjifa_series
from game.panjpar.game import PanjparState
from game.panjpar.match import panjpar_match
from game.panjpar.variants import VARIANTS
from game.storage import HUMAN, Autosaver, SavedGame, Store
from game.storage.rows import stored_figures
from game.storage.store import DB_NAME

SEATS = {0: HUMAN, 1: "easy", 2: "hard", 3: "easy"}
#: (game, players, options) the tests play: komi with and without betting, nakashth.
BETTING = frozenset({"betting"})
SERIES = [("komi", 4, BETTING), ("komi", 3, frozenset()), ("nakashth", 3, frozenset())]


def series_of(game: str, players: int, options: frozenset[str], seed: int = 1) -> GanjifaSeries:
    return ganjifa_series(registry.GAMES[game].rules, game, players, options, random.Random(seed))


def seats_for(players: int) -> dict[int, str]:
    return {seat: SEATS[seat] for seat in range(players)}


def stored_state(db: Path, game_id: int, game: str) -> GameState[Any, Any]:
    """The game as the database file holds it now, read by a connection of its own (what a crash leaves)."""
    conn = sqlite3.connect(f"{(db / DB_NAME).as_uri()}?mode=ro", uri=True)
    try:
        text = conn.execute("SELECT record FROM games WHERE id = ?", (game_id,)).fetchone()[0]
    finally:
        conn.close()
    return registry.GAMES[game].rules.read_record(read_envelope(text))


class Checker:
    """A listener subscribed after the autosaver: at each action the file already holds the game as it is."""

    def __init__(self, data_dir: Path, saver: Autosaver, controller: GanjifaController) -> None:
        self.data_dir, self.saver, self.controller = data_dir, saver, controller
        self.checked = 0
        self.returns: tuple[float, ...] | None = None

    def __call__(self, event: ActionTaken) -> None:
        state = self.controller.state
        if event.returns is not None:
            self.returns = event.returns
        if not self.saver.rules.recordable(state):
            assert self.saver.game_id is None  # komi's stakes before the deal: no row yet
            return
        assert self.saver.game_id is not None
        on_disk = stored_state(self.data_dir, self.saver.game_id, self.saver.game)
        assert on_disk.history() == state.history()
        assert on_disk.is_terminal() == state.is_terminal()
        self.checked += 1


def play_series(
    store: Store, data_dir: Path, series: GanjifaSeries, games: int, rng: random.Random
) -> tuple[int, list[int]]:
    """``games`` whole games of ``series`` autosaved as one match, each action checked on disk; the match's id
    and its games' ids."""
    seats = seats_for(series.players)
    match_id = store.begin_match(series.variant, series.players, seats, series.options)
    ids: list[int] = []
    for _ in range(games):
        controller = series.next_game()
        saver = Autosaver(store, controller, series.variant, seats, match_id, series.dealer)
        checker = Checker(data_dir, saver, controller)
        controller.subscribe(checker, 0)
        controller.start()
        while not controller.over:
            assert controller.submit(random_action(controller.state, rng)) is None
        assert checker.returns is not None and checker.checked >= 1
        series.finish(checker.returns)
        assert saver.game_id is not None
        ids.append(saver.game_id)
    return match_id, ids


@pytest.mark.parametrize(("game", "players", "options"), SERIES)
def test_a_series_is_saved_action_by_action_and_read_back(
    tmp_path: Path, game: str, players: int, options: frozenset[str]
) -> None:
    rng = random.Random(7)
    series = series_of(game, players, options)
    with Store.open(tmp_path) as store:
        match_id, ids = play_series(store, tmp_path, series, 6, rng)
        assert store.problems == []
        summaries = {summary.id: summary for summary in store.games(20)}
        assert [summaries[game_id].number_in_match for game_id in ids] == [1, 2, 3, 4, 5, 6]
        for game_id in ids:
            summary = summaries[game_id]
            assert (summary.game, summary.variant, summary.players, summary.match_id) == (game, game, players, match_id)
            assert summary.seats == seats_for(players) and summary.human_seat == 0 and summary.finished is not None
            assert summary.result != "*" and summary.actions == len(stored_state(tmp_path, game_id, game).history())
            record = store.record_text(game_id)
            assert f'[Game "{game}"]' in record and '[Bots "2:easy 3:hard' in record
        # The match's totals from the database are the series' own.
        assert store.match_totals(match_id, game, players) == series.totals
        assert store.unfinished() is None


@pytest.mark.parametrize(("game", "players", "options"), [("komi", 4, BETTING), ("komi", 2, BETTING)])
def test_an_unfinished_game_resumes_at_its_last_action_with_its_match(
    tmp_path: Path, game: str, players: int, options: frozenset[str]
) -> None:
    rng = random.Random(3)
    series = series_of(game, players, options)
    seats = seats_for(players)
    rules = registry.GAMES[game].rules
    with Store.open(tmp_path) as store:
        match_id, _ids = play_series(store, tmp_path, series, 3, rng)
        controller = series.next_game()
        dealer = series.dealer
        Autosaver(store, controller, game, seats, match_id, dealer, tags={"Event": "the club"})
        controller.start()
        while not rules.recordable(controller.state):  # the stakes, then the deal
            assert controller.submit(random_action(controller.state, rng)) is None
        if players > 2:  # a bet of the several to make
            assert controller.submit(random_action(controller.state, rng)) is None
        assert not controller.over
        history = controller.state.history()
    with Store.open(tmp_path) as store:
        saved = store.unfinished()
        assert isinstance(saved, SavedGame) and isinstance(saved.state, KomiState)
        assert (saved.game, saved.variant, saved.players, saved.seats, saved.human_seat) == (
            game,
            game,
            players,
            seats,
            0,
        )
        assert saved.state.history() == history and saved.dealer == dealer and saved.options == options
        assert saved.match_id == match_id and saved.totals == series.totals and saved.totals.games == 3
        resumed = GanjifaController(saved.state, random.Random(1))
        saver = Autosaver(store, resumed, game, saved.seats, saved.match_id, saved.dealer, saved.game_id)
        assert saver.saved == len(history)
        resumed.start()
        while not resumed.over:
            assert resumed.submit(random_action(resumed.state, rng)) is None
        record = store.record_text(saved.game_id)
        assert '[Event "the club"]' in record and "[Date " in record  # the stored tags are kept
        assert store.unfinished() is None
        totals = store.match_totals(match_id, game, players)
        assert totals.games == 4
        assert totals.returns == pytest.approx(
            [a + b for a, b in zip(series.totals.returns, resumed.state.returns(), strict=True)]
        )


def test_the_statistics_count_games_wins_shares_and_chips_per_game_and_bot(tmp_path: Path) -> None:
    rng = random.Random(5)
    expected: dict[str, dict[str, float]] = {}
    with Store.open(tmp_path) as store:
        for game, players, options in SERIES:
            series = series_of(game, players, options, seed=players)
            _match, ids = play_series(store, tmp_path, series, 12, rng)
            tally = expected.setdefault(game, {"games": 0, "wins": 0, "losses": 0, "draws": 0, "share": 0, "chips": 0})
            for game_id in ids:
                state = stored_state(tmp_path, game_id, game)
                returns = state.returns()
                chips = registry.GAMES[game].rules.figures(state)["chips"][0]  # type: ignore[attr-defined]
                tally["games"] += 1
                tally["chips"] += chips
                # A round for chips is won or lost by its net chips, even when none or nobody won any (a
                # nakashth share that only gave back the stake, a carried pot); komi's chips are its returns.
                assert game != "komi" or chips == returns[0]
                every = registry.GAMES[game].rules.figures(state)["chips"]  # type: ignore[attr-defined]
                lost = chips < 0 and any(value > 0 for value in every)
                tally["wins" if chips > 0 else "losses" if lost else "draws"] += 1
                tally["share"] += (1 if game == "komi" else returns[0]) if chips > 0 else 0
        stats = store.statistics()
    assert set(stats.by_game) == {"komi", "nakashth"}
    for game, tally in expected.items():
        got = stats.by_game[game]
        assert (got.games, got.wins, got.losses, got.draws) == (
            tally["games"],
            tally["wins"],
            tally["losses"],
            tally["draws"],
        )
        assert got.win_share == pytest.approx(tally["share"]) and got.chips == pytest.approx(tally["chips"])
        assert 0 < got.wins < got.games  # both outcomes seen: the counts are not trivially right
    assert stats.by_game["komi"].games == 24 and stats.by_game["nakashth"].games == 12
    # Per bot: every game here was against easy and hard bots.
    assert stats.by_game_difficulty[("komi", "easy+hard")] == stats.by_game["komi"]
    assert stats.overall.games == 36 and stats.overall.chips == pytest.approx(
        expected["komi"]["chips"] + expected["nakashth"]["chips"]
    )


def test_a_nakashth_loss_is_a_loss_and_a_carried_pot_a_draw(tmp_path: Path) -> None:
    """The win share of nakashth from its results: alone 1, split 1/2, another's pot 0 (a loss), carried 0."""
    with Store.open(tmp_path) as store:
        for result, figures in (
            ("win 1", [2, -1, -1]),
            ("split 1 2", [0.5, 0.5, -1]),
            ("win 3", [-1, -1, 2]),
            ("carry", [-1, -1, -1]),
        ):
            store.conn.execute(
                "INSERT INTO games (started, finished, game, variant, players, seats, human_seat, difficulty, result,"
                " record, figures) VALUES ('s', 'f', 'nakashth', 'nakashth', 3, ?, 0, 'easy', ?, '', ?)",
                (json.dumps({"0": HUMAN, "1": "easy", "2": "easy"}), result, json.dumps({"chips": figures})),
            )
        tally = store.statistics().by_game["nakashth"]
    assert (tally.games, tally.wins, tally.losses, tally.draws) == (4, 2, 1, 1)
    assert tally.win_share == 1.5 and tally.chips == 0.5 and tally.best_streak == 2


def test_a_nakashth_share_that_only_gives_back_the_stake_is_even(tmp_path: Path) -> None:
    """Four players, a pot of 4 shared by two: each takes back 2, her own stake and one other, net +1; three
    players, a pot of 2 shared by two with one chip left in the pot: net 0, neither won nor lost."""
    with Store.open(tmp_path) as store:
        for result, figures in (("split 1 2", [0, 0, -1]), ("split 1 2", [1, 1, -1, -1])):
            players = len(figures)
            seats = {str(seat): HUMAN if seat == 0 else "easy" for seat in range(players)}
            store.conn.execute(
                "INSERT INTO games (started, finished, game, variant, players, seats, human_seat, difficulty, result,"
                " record, figures) VALUES ('s', 'f', 'nakashth', 'nakashth', ?, ?, 0, 'easy', ?, '', ?)",
                (players, json.dumps(seats), result, json.dumps({"chips": figures})),
            )
        tally = store.statistics().by_game["nakashth"]
        recent = store.games()
    assert (tally.games, tally.wins, tally.losses, tally.draws) == (2, 1, 0, 1)
    assert [game.chips for game in recent] == [1, 0], "each round's chips, for the recent list"


def test_a_panjpar_statistic_is_what_it_was(tmp_path: Path) -> None:
    """Panjpar's tallies keep their meaning: its win share is its wins, it has no chips."""
    with Store.open(tmp_path) as store:
        for result in ("loser 2", "loser 1", "draw"):
            store.conn.execute(
                "INSERT INTO games (started, finished, variant, players, seats, human_seat, difficulty, result, record)"
                " VALUES ('s', 'f', 'panjpar-52', 2, '{\"0\": \"human\", \"1\": \"easy\"}', 0, 'easy', ?, '')",
                (result,),
            )
        tally = store.statistics().by_game["panjpar"]
    assert (tally.games, tally.wins, tally.losses, tally.draws, tally.win_share, tally.chips) == (3, 1, 1, 1, 1.0, 0.0)


def unfinished_komi(data_dir: Path) -> tuple[int, str]:
    """A komi game left after its deal, with a seat to bet; its id and record."""
    rng = random.Random(2)
    with Store.open(data_dir) as store:
        series = series_of("komi", 3, frozenset({"betting"}))
        controller = series.next_game()
        saver = Autosaver(store, controller, "komi", seats_for(3), None, series.dealer)
        controller.start()
        while not registry.GAMES["komi"].rules.recordable(controller.state):
            assert controller.submit(random_action(controller.state, rng)) is None
        assert saver.game_id is not None and not controller.over
        return saver.game_id, store.record_text(saver.game_id)


@pytest.mark.parametrize(
    ("damage", "reason"),
    [
        (lambda text: "\n".join(text.splitlines()[:3]), "missing tag"),
        (lambda text: "garbage \x00 [", "1:"),
        (lambda text: text.replace('[Players "3"]', '[Players "9"]'), "Players must be"),
        (lambda text: text.replace('[Game "komi"]', '[Game "nakashth"]'), "its row says komi, its record 'nakashth'"),
        (lambda text: text + "\n9: keep\n", "9"),
        (lambda text: text + "\n2: fold\n2: fold\n", ""),
        (lambda text: text + "#" * 2_000_000, "larger than the 1 MiB"),
    ],
)
def test_a_damaged_ganjifa_record_is_closed_with_a_message_never_a_traceback(
    tmp_path: Path, damage: Any, reason: str
) -> None:
    game_id, text = unfinished_komi(tmp_path)
    conn = sqlite3.connect(tmp_path / DB_NAME, isolation_level=None)
    conn.execute("UPDATE games SET record = ? WHERE id = ?", (damage(text), game_id))
    conn.close()
    with Store.open(tmp_path) as store:
        assert store.unfinished() is None
        assert len(store.problems) == 1, store.problems
        message = store.problems[0]
        assert message.startswith(f"The unfinished game {game_id} could not be restored (") and reason in message
        assert message.endswith("; it was closed.") and len(message) < 400
        assert store.games(5)[0].result == "abandoned" and store.statistics().overall.games == 0
    with Store.open(tmp_path) as store:  # closed once: not refused again
        assert store.unfinished() is None and store.problems == []


def test_a_ganjifa_row_whose_record_is_not_text_is_closed_at_start(tmp_path: Path) -> None:
    game_id, _text = unfinished_komi(tmp_path)
    conn = sqlite3.connect(tmp_path / DB_NAME, isolation_level=None)
    conn.execute("UPDATE games SET record = x'00ff' WHERE id = ?", (game_id,))
    conn.close()
    with Store.open(tmp_path) as store:
        assert store.unfinished() is None  # the Panjpar call at start reads it too, and closes it
        assert store.problems == [
            f"The unfinished game {game_id} could not be restored (its record is a blob, not text); it was closed."
        ]


def test_a_finished_games_unusable_figures_leave_it_out_of_the_statistics(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        play_series(store, tmp_path, series_of("komi", 3, frozenset()), 3, random.Random(1))
        store.conn.execute('UPDATE games SET figures = \'{"chips": [1, "x", 2]}\' WHERE id = 2')
        store.conn.execute("UPDATE games SET figures = '[[[' WHERE id = 3")
        stats = store.statistics()
        assert stats.overall.games == 1 and len(store.problems) == 1 and "left out" in store.problems[0]
        assert store.match_totals(1, "komi", 3).games == 1


def test_a_record_of_the_wrong_game_in_a_row_is_refused(tmp_path: Path) -> None:
    game_id, _text = unfinished_komi(tmp_path)
    conn = sqlite3.connect(tmp_path / DB_NAME, isolation_level=None)
    conn.execute("UPDATE games SET game = 'panjpar' WHERE id = ?", (game_id,))
    conn.close()
    with Store.open(tmp_path) as store:
        assert store.unfinished() is None
        assert store.problems and "the variant 'komi' is not one of the game 'panjpar'" in store.problems[0]


def test_an_unfinished_game_over_on_disk_is_finished_not_offered(tmp_path: Path) -> None:
    """A game whose last action was committed but not its finish (an older row): finished with its figures."""
    rng = random.Random(4)
    with Store.open(tmp_path) as store:
        _match, ids = play_series(store, tmp_path, series_of("komi", 3, frozenset()), 1, rng)
        store.conn.execute("UPDATE games SET finished = NULL, result = '*', figures = NULL WHERE id = ?", (ids[0],))
    with Store.open(tmp_path) as store:
        assert store.unfinished() is None and store.problems == []
        summary = store.games(1)[0]
        assert summary.finished is not None and summary.result != "*" and store.statistics().overall.games == 1


def test_a_panjpar_unfinished_game_is_still_a_saved_game(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        match = panjpar_match(VARIANTS["panjpar-36"], 2, random.Random(1))
        match_id = store.begin_match("panjpar-36", 2, {0: HUMAN, 1: "easy"})
        controller = match.next_game()
        Autosaver(store, controller, "panjpar-36", {0: HUMAN, 1: "easy"}, match_id, controller.dealer)
        controller.start()
    with Store.open(tmp_path) as store:
        saved = store.unfinished()
        assert isinstance(saved, SavedGame) and saved.game == "panjpar" and isinstance(saved.state, PanjparState)


def test_export_writes_the_ganjifa_record_that_replay_reads(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        _match, ids = play_series(store, tmp_path, series_of("komi", 4, BETTING), 2, random.Random(9))
        summary = store.games(1)[0]
        path = store.export_game(ids[-1], tmp_path / "game.ganjifa")
        assert path.read_text(encoding="utf-8") == store.record_text(ids[-1])
    state = registry.GAMES["komi"].rules.read_record(read_envelope(path.read_text(encoding="utf-8")))
    assert state.history() == stored_state(tmp_path, ids[-1], "komi").history()
    # The command line reads it by its Game tag: the result as stored, the position as the rules give it.
    replay = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(path)], capture_output=True, text=True, check=False, timeout=60
    )
    assert replay.returncode == 0, replay.stderr
    assert replay.stdout.strip() == f"result: {summary.result}"
    shown = subprocess.run(
        [sys.executable, "-m", "game", "replay", "--json", str(path)],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert json.loads(shown.stdout) == registry.GAMES["komi"].rules.position_json(state)
    # A record changed after export is refused by replay as illegal (exit 1), not read as another game.
    path.write_text(path.read_text(encoding="utf-8").replace(summary.result, "+1 +1 +1 -3"), encoding="utf-8")
    refused = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(path)], capture_output=True, text=True, check=False, timeout=60
    )
    assert refused.returncode == 1 and "illegal" in refused.stderr


def test_a_truncated_database_salvages_every_whole_ganjifa_game(tmp_path: Path) -> None:
    """Salvage reads a Ganjifa row's record through its rules: every game whose record is whole in the damaged
    file comes back as it was, its figures included, and counts in the statistics."""
    with Store.open(tmp_path) as store:
        play_series(store, tmp_path, series_of("komi", 4, BETTING), 40, random.Random(8))
    path = tmp_path / DB_NAME
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        original = {row[0]: row for row in conn.execute("SELECT * FROM games")}
    conn.close()
    data = path.read_bytes()
    damaged = data[: len(data) * 3 // 4 + 100]  # the games' pages are in the file's second half
    path.write_bytes(damaged)
    readable = sorted(game_id for game_id, row in original.items() if row[10].encode() in damaged)
    assert 0 < len(readable) < len(original)  # some games whole, some cut
    with Store.open(tmp_path) as store:
        salvaged = {row[0]: row for row in store.conn.execute("SELECT * FROM games")}
        assert sorted(salvaged) == readable
        assert all(salvaged[game_id][1:] == original[game_id][1:] for game_id in readable)
        assert f"{len(readable)} games" in store.problems[0] and "recovered" in store.problems[0]
        assert store.statistics().by_game["komi"].games == len(readable)


def test_totals_of_no_finished_game_are_empty(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        match_id = store.begin_match("komi", 3, seats_for(3), {"betting"})
        assert store.match_totals(match_id, "komi", 3) == Totals(3)


def test_a_failed_commit_is_told_once_and_the_game_is_written_whole_at_the_next_action(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The disk refuses the game's first write (as a full disk would): play goes on, and the next action that
    can commit writes the match, the game and every action so far."""
    rng = random.Random(6)
    with Store.open(tmp_path) as store:
        series = series_of("komi", 4, BETTING)
        controller = series.next_game()
        real = store.begin_game
        failures = [sqlite3.OperationalError("database or disk is full")]

        def flaky(*args: Any, **kwargs: Any) -> int:
            if failures:
                raise failures.pop()
            return real(*args, **kwargs)

        monkeypatch.setattr(store, "begin_game", flaky)
        saver = Autosaver(store, controller, "komi", seats_for(4), None, series.dealer)
        controller.start()
        while not registry.GAMES["komi"].rules.recordable(controller.state):
            assert controller.submit(random_action(controller.state, rng)) is None
        assert saver.game_id is None and saver.status.failing
        assert len(store.problems) == 1 and "cannot be saved right now (database or disk is full)" in store.problems[0]
        assert controller.submit(random_action(controller.state, rng)) is None
        assert saver.game_id is not None and not saver.status.failing
        assert store.problems[1] == f"Saving works again; {len(controller.state.history())} moves caught up."
        assert stored_state(tmp_path, saver.game_id, "komi").history() == controller.state.history()


@settings(max_examples=300, deadline=None)
@given(
    st.one_of(
        st.none(),
        st.integers(),
        st.floats(allow_nan=True),
        st.binary(max_size=40),
        st.text(max_size=60),
        st.recursive(
            st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
            lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
            max_leaves=12,
        ).map(json.dumps),
    ),
    st.integers(2, 6),
)
def test_stored_figures_are_numbers_per_seat_or_unusable(value: object, players: int) -> None:
    """Whatever the figures column holds, reading it gives one number per seat for each figure or refuses it."""
    try:
        figures = stored_figures(value, players)
    except rows.Unusable as error:
        assert str(error) and len(str(error)) < 200
        return
    for name, values in figures.items():
        assert (
            isinstance(name, str)
            and len(values) == players
            and all(isinstance(v, float) and math.isfinite(v) for v in values)
        )
