"""Text from files and the database on screen (issue 10): a message quoting a 1 MB line, a statistics row of
4 MB strings, and the replay viewer and ``panjpar replay`` agreeing on a record's ``Bots`` tag. Every text the
screens hand to the renderer is bounded by what can show, whatever the data held."""

from __future__ import annotations

import math
import sqlite3
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest
from storage_helpers import play_games

from game.storage import HUMAN, Store
from game.ui.panjpar.replay import PanjparReplayTable
from game.ui.replay import ReplayScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.message import MessageScene
from game.ui.scenes.recent import row_cells
from game.ui.scenes.statistics import StatisticsScene
from game.ui.text import RENDER_CHARS, TextRenderer
from game.ui.window import App

from .driver import Driver

ROOT = Path(__file__).resolve().parents[2]
SEED000 = (ROOT / "tests" / "panjpar" / "records" / "seed000.panjpar").read_text(encoding="utf-8")
BIG = 4_000_000


@pytest.fixture(autouse=True)
def _pygame() -> Iterator[None]:
    pygame.init()
    yield None
    pygame.quit()


class TextSpy:
    """Records the length of every text a renderer is asked to render, measure or wrap; refuses (fails the
    test at once, rather than after minutes) any text longer than ``limit``."""

    def __init__(self, renderer: TextRenderer, monkeypatch: pytest.MonkeyPatch, limit: int) -> None:
        self.limit = limit
        #: The texts rendered, each once (a screen renders the same label every frame).
        self.rendered: set[str] = set()
        for name in ("render", "measure", "wrap"):
            monkeypatch.setattr(renderer, name, self._watch(name, getattr(renderer, name)))

    def _watch(self, name: str, method: Callable[..., object]) -> Callable[..., object]:
        def watched(text: str, *args: object, **kwargs: object) -> object:
            assert len(text) <= self.limit, f"{name} was handed {len(text):,} characters"
            if name == "render":
                self.rendered.add(text)
            return method(text, *args, **kwargs)

        return watched


def test_a_message_quoting_a_1_mb_line_draws_only_what_fits(monkeypatch: pytest.MonkeyPatch) -> None:
    app = App(in_process_bot=True)
    d = Driver.around(app)
    d.pump()
    spy = TextSpy(app.ctx.text, monkeypatch, limit=20_000)
    word, words = "w" * 1_000_000, "word " * 200_000
    message = MessageScene(app.ctx, "Cannot open the game record", ["bad.panjpar:10: malformed: " + word, words])
    app.ctx.push(message)
    spy.rendered.clear()
    d.pump(3)
    assert d.top is message
    drawn = sum(map(len, spy.rendered))
    capacity = app.ctx.text.capacity(round(app.ctx.layout.unit * 0.9), message.box().w, 60)  # 60 lines: more than fit
    assert 200 < drawn < capacity, f"{drawn:,} characters drawn"
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, MenuScene)
    app.close()


def test_a_record_with_a_long_line_opens_a_short_message(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "long.panjpar"
    path.write_text(SEED000 + "z" * 900_000 + "\n", encoding="utf-8")
    app = App(record=str(path), in_process_bot=True)
    message = app.top()
    assert isinstance(message, MessageScene)
    assert message.paragraphs[1] == f"{path}:17: malformed: line longer than 10,000 characters"
    spy = TextSpy(app.ctx.text, monkeypatch, limit=RENDER_CHARS)
    app.pump(0.05)
    assert 0 < sum(map(len, spy.rendered)) < 2_000
    app.close()


def insert_hostile_games(data_dir: Path) -> None:
    """A played game, then two rows written by another program: every string 4 MB."""
    store = Store.open(data_dir)
    play_games(store, 1)
    store.close()
    stamp = "2026-11-23T18:00:00.000000Z"
    rows = [  # started, finished, variant, difficulty, result, record
        ("9" * BIG, stamp, "v" * BIG, "easy+" * (BIG // 5), "draw", "r" * BIG),
        ("2026-" * (BIG // 5), stamp, "panjpar-" * (BIG // 8), "h" * BIG, "loser " + "x" * BIG, "#" * BIG),
    ]
    with sqlite3.connect(data_dir / "panjpar.db") as conn:
        conn.executemany(
            "INSERT INTO games (started, finished, variant, players, seats, human_seat, difficulty, result, record,"
            ' dealer, actions) VALUES (?, ?, ?, 2, \'{"0": "human", "1": "easy"}\', 0, ?, ?, ?, 0, 3)',
            rows,
        )
    conn.close()


def test_the_statistics_screen_draws_rows_of_4_mb_strings(_data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    insert_hostile_games(_data_dir)
    app = App(in_process_bot=True)
    d = Driver.around(app)
    d.pump()
    spy = TextSpy(app.ctx.text, monkeypatch, limit=RENDER_CHARS)
    d.click(d.button("Statistics"))
    told = d.top  # the rows are checked when read: the two hostile ones are left out, said once, briefly
    assert isinstance(told, MessageScene)
    assert "unusable value" in " ".join(told.paragraphs) and max(map(len, told.paragraphs)) < 400
    d.pump(2)
    assert max(map(len, spy.rendered)) <= 100
    d.key(pygame.K_RETURN)
    stats = d.top
    assert isinstance(stats, StatisticsScene)
    assert len(stats.recent) == 1 and max(len(game.variant) for game in stats.recent) < 100
    spy.rendered.clear()
    d.post(pygame.WINDOWEXPOSED)  # an idle screen is not redrawn (issue 12 item 8): the expose redraws it
    d.pump(3)
    assert d.top is stats
    longest = max(map(len, spy.rendered))
    assert longest <= 100, f"a text of {longest:,} characters was drawn"
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, MenuScene)
    app.close()


def replay(path: Path) -> tuple[int, str]:
    """``panjpar replay``'s exit code and standard error for ``path``."""
    done = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(path)], capture_output=True, text=True, cwd=ROOT, timeout=60
    )
    return done.returncode, done.stderr.rstrip("\n")


def with_bots(path: Path, bots: str) -> Path:
    path.write_text(SEED000.replace('[Result "*"]', f'[Result "*"]\n[Bots "{bots}"]', 1), encoding="utf-8")
    return path


def test_the_viewer_and_replay_refuse_a_bots_tag_over_the_tag_limit_alike(tmp_path: Path) -> None:
    """The reported file: a seat number of 4,301 digits (the viewer's int() raised ValueError)."""
    path = with_bots(tmp_path / "bots.panjpar", "9" * 4_301 + ":easy")
    code, report = replay(path)
    assert (code, report) == (2, f"{path}:10: malformed: the value of Bots is longer than 4,096 characters")
    app = App(record=str(path), in_process_bot=True)
    message = app.top()
    assert isinstance(message, MessageScene), message
    assert message.paragraphs[1] == report
    app.close()


@pytest.mark.parametrize(
    ("bots", "names"),
    [
        ("2:hard", ["You", "Bot · Hard"]),
        ("9" * 4_000 + ":easy", ["Seat 1", "Seat 2"]),
        ("3:easy 1:random", ["Bot · Random", "You"]),
        ("٢:easy", ["Seat 1", "Seat 2"]),
    ],
)
def test_the_viewer_and_replay_accept_other_bots_tags_alike(tmp_path: Path, bots: str, names: list[str]) -> None:
    """Words of the tag that name no seat of the game are ignored, by both."""
    path = with_bots(tmp_path / "bots.panjpar", bots)
    assert replay(path) == (0, "")
    app = App(record=str(path), in_process_bot=True)
    viewer = app.top()
    assert isinstance(viewer, ReplayScene) and isinstance(viewer.table, PanjparReplayTable), viewer
    assert table_of(viewer).names == names
    app.pump(0.05)
    app.close()


def test_the_viewer_shows_the_start_of_a_long_file_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / ("n" * 240 + ".panjpar")
    path.write_text(SEED000, encoding="utf-8")
    app = App(record=str(path), in_process_bot=True)
    viewer = app.top()
    assert isinstance(viewer, ReplayScene) and isinstance(viewer.table, PanjparReplayTable)
    assert viewer.title == "n" * 39 + "…"
    spy = TextSpy(app.ctx.text, monkeypatch, limit=RENDER_CHARS)
    app.pump(0.05)
    assert max(map(len, spy.rendered)) < 60
    app.close()


def test_a_200_mb_record_opened_in_the_game_is_refused_by_its_size(tmp_path: Path) -> None:
    """It froze the window for two minutes at 4.7 GB: now it is never read."""
    path = tmp_path / "huge.panjpar"
    with path.open("wb") as file:  # a valid header, then a 200 MB tag value (sparse: nothing written)
        file.write(SEED000.replace('[Result "*"]', '[Result "*"]\n[Event "', 1).encode())
        file.truncate(200_000_000)
    app = App(record=str(path), in_process_bot=True)
    message = app.top()
    assert isinstance(message, MessageScene), message
    too_large = "the file is too large for a game record (200.0 MB; a record may have 1 MiB)"
    assert message.paragraphs[1] == f"{path}:0: malformed: {too_large}"
    app.pump(0.05)
    app.close()


def table_of(viewer: ReplayScene) -> PanjparReplayTable:
    """Panjpar's table the viewer shows."""
    assert isinstance(viewer.table, PanjparReplayTable)
    return viewer.table


def test_the_statistics_screen_draws_chips_too_large_to_add_up(_data_dir: Path) -> None:
    """Two komi rounds of one match, each stored with 1e308 chips (finite, so each row is usable): their sum is
    infinite, and the tallies and the folded match say so rather than fail to round it."""
    with Store.open(_data_dir) as store:
        match = store.begin_match("komi", 2, {0: HUMAN, 1: "easy"}, frozenset())
    with sqlite3.connect(_data_dir / "panjpar.db") as conn:
        conn.executemany(
            "INSERT INTO games (match_id, started, finished, game, variant, players, seats, human_seat, difficulty,"
            " result, record, dealer, actions, figures) VALUES (?, ?, ?, 'komi', 'komi', 2,"
            " '{\"0\": \"human\", \"1\": \"easy\"}', 0, 'easy', '+1 -1', '', 0, 1, ?)",
            [(match, "2026-11-23T18:00:00.000000Z", "2026-11-23T18:00:00.000000Z", '{"chips": [1e308, -1e308]}')] * 2,
        )
    conn.close()
    app = App(in_process_bot=True)
    d = Driver.around(app)
    d.pump()
    d.click(d.button("Statistics"))
    stats = d.top
    assert isinstance(stats, StatisticsScene), getattr(stats, "paragraphs", stats)
    d.post(pygame.WINDOWEXPOSED)
    d.pump(2)
    (match_row, _inner), *_rest = stats.page_rows()
    assert row_cells(match_row)[3] == "+∞ chips in all"
    assert stats.rows()[-1][1].chips == math.inf
    app.close()
