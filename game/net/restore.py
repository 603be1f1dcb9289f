"""A restarted server's tables: each one of the book, its seats' token hashes, and its unfinished game read back
from the store at its last committed action (the same reading as the window's Resume). A damaged entry or game
row is left out with a warning; the other tables go on."""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Iterator

import game.storage.rows as rows
from game.engine import registry
from game.net.book import Book, spec_of
from game.net.codec import WireTypes
from game.net.table import NetTable, checked_spec
from game.storage import Store

log = logging.getLogger("panjpar.net")


def restore_tables(book: Book, store: Store, wire: WireTypes, rng: random.Random) -> Iterator[NetTable]:
    for code, entry in book.read().items():
        try:
            spec = spec_of(entry)
            checked_spec(spec.code, spec.variant, spec.players, spec.options, spec.bots, spec.password)
            tokens = [str(token) for token in entry["tokens"]][: spec.players]
            table = NetTable(spec, store, wire, random.Random(rng.getrandbits(64)))
            for seat, token in zip(table.seats, tokens, strict=False):
                # away from now: each person has the grace to come back before a bot plays (or the table goes)
                seat.token_hash, seat.away_since = token, (time.monotonic() if token else None)
            game_id, number = entry.get("game_id"), entry.get("number")
            saved = store.unfinished(game_id) if isinstance(game_id, int) else None
            # the game's number goes on (a client tells a new game by it); resume() counts the resumed one again
            table.number = (int(number) if isinstance(number, int) else 0) - (saved is not None)
            if saved is not None:
                series = registry.new_series(saved.variant, saved.players, saved.options, table.rng)
                controller = series.resume(saved.state, saved.totals, saved.dealer)
                table.resume(saved, series, controller)
            elif entry.get("started"):
                table.started = True
                for seat in table.seats:
                    seat.bot_plays = not seat.token_hash
                match_id = entry.get("match_id")
                table.match = match_id if isinstance(match_id, int) else None
        except (KeyError, TypeError, ValueError, rows.Unusable) as error:
            log.warning("table %s could not be restored (%s); it was left out", code[:16], error)
            continue
        yield table
