"""An unfinished game whose record holds a 10 MB tag (issue 10: start-up delayed past 12 s): the store opens,
refuses the record by its size before parsing it, closes the game with a short message and offers no Resume."""

from __future__ import annotations

import sqlite3
import tracemalloc
from pathlib import Path

from storage_helpers import half_played

from game.storage import Store


def test_an_unfinished_game_with_a_10_mb_tag_is_closed_with_a_short_message(tmp_path: Path) -> None:
    store = Store.open(tmp_path)
    _controller, saver, _match_id = half_played(store)
    game_id = saver.game_id
    store.close()
    with sqlite3.connect(tmp_path / "panjpar.db") as conn:
        (text,) = conn.execute("SELECT record FROM games WHERE id = ?", (game_id,)).fetchone()
        huge = text.replace('[Result "*"]', '[Result "*"]\n[Event "' + "x" * 10_000_000 + '"]', 1)
        conn.execute("UPDATE games SET record = ? WHERE id = ?", (huge, game_id))
    conn.close()

    store = Store.open(tmp_path)
    tracemalloc.start()
    try:
        saved = store.unfinished()
        _size, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert saved is None, "a record over the size limit was offered for Resume"
    assert peak < 30_000_000, f"{peak:,} bytes traced reading a record with a 10 MB tag"  # the row itself is 10 MB
    problem = store.problems[-1]
    assert f"The unfinished game {game_id} could not be restored" in problem and "1 MiB" in problem
    assert len(problem) < 300
    finished, result = store.conn.execute("SELECT finished, result FROM games WHERE id = ?", (game_id,)).fetchone()
    assert finished is not None and result == "abandoned"
    assert store.conn.execute("SELECT length(record) FROM games WHERE id = ?", (game_id,)).fetchone()[0] > 10_000_000
    store.close()
