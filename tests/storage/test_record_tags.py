"""Header tags of a stored record are the record's own: storage neither refuses a tag it does not know nor drops
one (docs/NOTATION.md: free-text tags are written back unchanged). Records of issue 11 carry ``[Game "panjpar"]``;
the records here have it, and others, written in by hand."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

from storage_helpers import half_played, resumed_controller

from game.storage import Autosaver, Store
from game.storage.connection import DB_NAME, memory_connection
from game.storage.drill import play
from game.storage.salvage import salvage

HAND_WRITTEN = ['[Game "panjpar"]', '[Event "Club night, table 2"]', '[Date "1999.01.02"]', '[Mood "sunny"]']


def game_with_hand_written_tags(folder: Path) -> tuple[int, str]:
    """An unfinished game whose stored record has :data:`HAND_WRITTEN` tags in place of the autosaver's."""
    with Store.open(folder) as store:
        _controller, saver, _match = half_played(store)
        assert saver.game_id is not None
        lines = store.record_text(saver.game_id).splitlines()
    header = [line for line in lines if line.startswith("[") and not line.startswith(("[Game ", "[Date ", "[Bots "))]
    body = lines[len([line for line in lines if line.startswith("[")]) :]
    text = "\n".join([*header, *HAND_WRITTEN, '[Bots "2:easy"]', *body]) + "\n"
    with sqlite3.connect(folder / DB_NAME) as conn:
        conn.execute("UPDATE games SET record = ? WHERE id = ?", (text, saver.game_id))
    conn.close()
    return saver.game_id, text


def test_a_record_with_a_game_tag_is_offered_for_resume_and_exported_as_it_is(tmp_path: Path) -> None:
    game_id, text = game_with_hand_written_tags(tmp_path)
    with Store.open(tmp_path) as store:
        saved = store.unfinished()
        assert saved is not None and saved.game_id == game_id and store.problems == []
        assert saved.record_text == text and saved.game == "panjpar"
        exported = store.export_game(game_id, tmp_path / "out.panjpar")
        assert exported.read_text(encoding="utf-8") == text


def test_resuming_keeps_the_stored_records_tags(tmp_path: Path) -> None:
    """The autosaver rewrites the record at each action: a resumed game keeps the tags it was stored with (its
    Date is the day it began), rather than the autosaver's fresh ones."""
    game_id, _text = game_with_hand_written_tags(tmp_path)
    with Store.open(tmp_path) as store:
        saved = store.unfinished()
        assert saved is not None
        controller = resumed_controller(saved)
        Autosaver(store, controller, saved.variant, saved.seats, saved.match_id, saved.dealer, saved.game_id)
        play(controller, random.Random(2))
        finished = store.record_text(game_id)
        assert store.unfinished() is None and store.statistics().overall.games == 1
    for tag in [*HAND_WRITTEN, '[Bots "2:easy"]']:
        assert finished.count(tag) == 1, f"{tag} was lost or doubled:\n{finished}"
    assert '[Result "*"]' not in finished


def test_salvage_keeps_a_record_with_a_game_tag(tmp_path: Path) -> None:
    game_id, text = game_with_hand_written_tags(tmp_path)
    fresh = memory_connection()
    found = salvage(tmp_path / DB_NAME, None, fresh)
    assert (found.games, found.matches) == (1, 1)
    assert fresh.execute("SELECT record, game FROM games WHERE id = ?", (game_id,)).fetchone() == (text, "panjpar")
