"""Checks for the values read from the database before they are used: type, range, length and depth.

A database file can be edited by anyone, so nothing in a row is trusted: a value of the wrong SQLite type, a
number out of range, an over-long string or JSON nested too deep is *unusable*, never a traceback. Every
check here returns the clean value or raises :class:`Unusable` with a short reason that quotes at most a short
excerpt of the value (docs/storage.md, "Rows read from the database").
"""

from __future__ import annotations

import json
import math
import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from game.engine import registry

#: The most characters of a stored value a message quotes.
EXCERPT = 40
#: The longest seats text read (four seats of short specs fit in a tenth of it).
SEATS_LIMIT = 1024
#: The longest bot spec or timestamp read from a row.
NAME_LIMIT = 64
#: The longest difficulty read from a row (the specs of up to three bots joined by ``+``).
DIFFICULTY_LIMIT = 3 * NAME_LIMIT + 2
#: The most actions a row may claim (a game of Panjpar has a few hundred at most).
ACTIONS_LIMIT = 1_000_000
#: Results of a game that are not an outcome: unfinished, abandoned (closed without the player's say: a row that
#: could not be restored, a test's drill), given up (the player chose to start another game instead: a loss).
UNFINISHED, ABANDONED, GIVEN_UP = "*", "abandoned", "given up"


class Unusable(ValueError):
    """A stored value that cannot be used; ``str()`` is the reason, for a message to the player."""


def excerpt(value: object, limit: int = EXCERPT) -> str:
    """``repr(value)``, cut to about ``limit`` characters (a message never repeats a long value whole)."""
    if isinstance(value, str | bytes) and len(value) > limit:
        return f"{value[:limit]!r}... ({len(value):,} {'characters' if isinstance(value, str) else 'bytes'})"
    text = repr(value)
    return text if len(text) <= limit else f"{text[:limit]}..."


def clip(message: str, limit: int = 2 * EXCERPT) -> str:
    """``message`` as it is, or its first ``limit`` characters and an ellipsis."""
    return message if len(message) <= limit else f"{message[:limit]}..."


def sqlite_type(value: object) -> str:
    """The SQLite storage class of a value as read (``integer``, ``real``, ``text``, ``blob``, ``null``)."""
    names = {int: "an integer", float: "a real number", str: "text", bytes: "a blob", type(None): "null"}
    return names.get(type(value), type(value).__name__)


def bounded(column: str, limit: int) -> str:
    """SQL reading ``column`` cut to ``limit + 1`` characters (bytes for a blob): a huge value is never read
    whole, and the checks still see that it is too long. Other SQLite types are read as they are."""
    return f"CASE WHEN typeof({column}) IN ('text', 'blob') THEN substr({column}, 1, {limit + 1}) ELSE {column} END"


def text(value: object, limit: int, what: str) -> str:
    """``value`` if it is text of at most ``limit`` characters without control characters."""
    if not isinstance(value, str):
        raise Unusable(f"{what} is {sqlite_type(value)}, not text")
    if len(value) > limit:
        raise Unusable(f"{what} is longer than {limit:,} characters")
    if not value.isprintable():
        raise Unusable(f"{what} {excerpt(value)} has control characters")
    return value


def integer(value: object, low: int, high: int, what: str) -> int:
    """``value`` if it is an integer from ``low`` to ``high``."""
    if type(value) is not int:
        raise Unusable(f"{what} is {sqlite_type(value)} {excerpt(value)}, not an integer")
    if not low <= value <= high:
        raise Unusable(f"{what} is {value}, not from {low} to {high}")
    return value


def players(value: object) -> int:
    """A row's player count: an integer from 2 to the most players any registered variant allows."""
    return integer(value, 2, registry.max_players(), "the player count")


def seat(value: object, count: int, what: str) -> int:
    """A 0-based seat of a game of ``count`` players."""
    return integer(value, 0, count - 1, what)


def variant(value: object) -> str:
    """A row's variant: the id of a variant in the games' registry."""
    if not isinstance(value, str) or value not in registry.variant_ids():
        raise Unusable(f"the variant {excerpt(value)} is not one this Panjpar knows")
    return value


def game(value: object) -> str:
    """A row's game: the id of a game in the games' registry."""
    if not isinstance(value, str) or registry.game_info(value) is None:
        raise Unusable(f"the game {excerpt(value)} is not one this Panjpar knows")
    return value


def game_and_variant(game_value: object, variant_value: object) -> tuple[str, str]:
    """A row's game and variant, each known, and the variant one of that game's."""
    game_id, variant_id = game(game_value), variant(variant_value)
    info = registry.game_of_variant(variant_id)
    if info is None or info.id != game_id:
        raise Unusable(f"the variant {excerpt(variant_id)} is not one of the game {excerpt(game_id)}")
    return game_id, variant_id


def optional_seat(value: object, count: int, what: str) -> int | None:
    return None if value is None else seat(value, count, what)


def optional_text(value: object, limit: int, what: str) -> str | None:
    return None if value is None else text(value, limit, what)


def seats(value: object, count: int) -> dict[int, str]:
    """Who sat where in a game of ``count`` players: 0-based seat -> ``"human"`` or a bot spec.

    The seats only name the players, so an unusable value never costs the player a game: a seat whose spec is
    not text of at most :data:`NAME_LIMIT` characters reads as a short excerpt of it (a name no bot has, which
    Resume replaces with the easy bot and tells), and seats text that is too long, not JSON or not an object,
    or a seat out of range, reads as no seat at all. The text is measured before it is parsed, so neither its
    size nor its depth can grow without bound."""
    try:
        parsed = json.loads(text(value, SEATS_LIMIT, "the seats text"))
    except (Unusable, ValueError, RecursionError):
        return {}
    if not isinstance(parsed, dict):
        return {}
    out: dict[int, str] = {}
    for key, spec in parsed.items():
        if key not in {str(number) for number in range(count)}:
            continue
        try:
            out[int(key)] = text(spec, NAME_LIMIT, f"seat {key}'s player")
        except Unusable:
            out[int(key)] = excerpt(spec, 24)
    return out


def result(value: object, count: int, game: str) -> str:
    """A stored result of a ``count``-player game of ``game``: ``*``, ``abandoned``, or a finished game's
    result as the game's rules write it (Panjpar: ``draw`` or ``loser N`` with ``1 <= N <= count``)."""
    return result_and_returns(value, count, game)[0]


def result_and_returns(value: object, count: int, game: str) -> tuple[str, tuple[float, ...] | None]:
    """A stored result (as :func:`result`) and each seat's return for it (``None`` for ``*``, ``abandoned`` and
    ``given up``):
    the game's rules say what a result means; one that is not ``game``'s is unusable."""
    if value in (UNFINISHED, ABANDONED, GIVEN_UP):
        return str(value), None
    info = registry.game_info(game)
    returns = info.rules.result_returns(value, count) if info is not None and isinstance(value, str) else None
    if returns is None:
        raise Unusable(f"the result {excerpt(value)} is not one of a {count}-player game")
    return str(value), returns


class UnusableRecord(sqlite3.DatabaseError):
    """A game's ``record`` column that is not text: the row is damaged (callers already handle database
    errors, so this one needs no new handling)."""


def record_text(value: object, game_id: int) -> str:
    """A game's record as stored: text (its size is checked by the record parser)."""
    if not isinstance(value, str):
        raise UnusableRecord(f"game {game_id}'s record is {sqlite_type(value)}, not text")
    return value


def row_id(value: object, what: str) -> int:
    """A row id (a positive SQLite integer)."""
    return integer(value, 1, 2**63 - 1, what)


def optional_row_id(value: object, what: str) -> int | None:
    return None if value is None else row_id(value, what)


@dataclass(frozen=True, slots=True)
class UnfinishedRow:
    """The columns of an unfinished game's row (``games.latest_unfinished`` selects them), each checked."""

    match_id: int | None
    game: str
    variant: str
    players: int
    seats: dict[int, str]
    human_seat: int | None
    dealer: int
    started: str
    record_text: str


def unfinished_row(row: Sequence[object]) -> UnfinishedRow:
    """The checked columns of an unfinished game's row, whatever its game; raises :class:`Unusable`."""
    match_id = optional_row_id(row[1], "the match")
    game_id, variant_id = game_and_variant(row[9], row[2])
    count = players(row[3])
    if not isinstance(row[7], str):
        raise Unusable(f"its record is {sqlite_type(row[7])}, not text")
    return UnfinishedRow(
        match_id=match_id,
        game=game_id,
        variant=variant_id,
        players=count,
        seats=seats(row[4], count),
        human_seat=optional_seat(row[5], count, "the player's seat"),
        dealer=seat(row[6], count, "the dealer"),
        started=text(row[8], NAME_LIMIT, "the start time"),
        record_text=row[7],
    )


#: The seat spec of the player (every other seat holds a bot's spec).
HUMAN = "human"


def seat_columns(seats: Mapping[int, str]) -> tuple[str, int | None, str | None]:
    """A game row's seats columns: the seats as JSON, the player's seat, and its bots' difficulties (``easy+hard``)."""
    humans = [seat for seat, spec in seats.items() if spec == HUMAN]
    bots = sorted({spec for spec in seats.values() if spec != HUMAN})
    seats_text = json.dumps({str(seat): spec for seat, spec in sorted(seats.items())})
    return seats_text, (humans[0] if humans else None), ("+".join(bots) if bots else None)


#: The longest figures text read from a row (a few numbers per seat for each figure).
FIGURES_LIMIT = 1024


def stored_figures(value: object, players: int) -> dict[str, tuple[float, ...]]:
    """A row's figures: ``{}`` for none (``NULL``); raises :class:`Unusable` for text that is not a JSON
    object of lists of ``players`` numbers."""
    if value is None:
        return {}
    try:
        parsed = json.loads(text(value, FIGURES_LIMIT, "the figures"))
    except (ValueError, RecursionError) as error:
        raise Unusable(f"the figures {excerpt(value)} are not JSON") from error
    if not isinstance(parsed, dict):
        raise Unusable(f"the figures {excerpt(value)} are not an object")
    out: dict[str, tuple[float, ...]] = {}
    for name, values in parsed.items():
        if (
            not isinstance(values, list)
            or len(values) != players
            or not all(isinstance(v, int | float) and not isinstance(v, bool) and math.isfinite(v) for v in values)
        ):
            raise Unusable(f"the figure {excerpt(name)} is not {players} finite numbers")
        out[str(name)] = tuple(float(v) for v in values)
    return out
