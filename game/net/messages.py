"""The network's messages, one schema for the host in a window and for ``panjpar serve`` (docs/NETWORK.md).

Each message is a frozen dataclass sent as one JSON text frame by the codec (game/net/codec.py). A connection
opens with :class:`Hello` and :class:`Welcome`; a peer of another :data:`PROTOCOL` gets a :class:`Refused` with
code ``protocol`` that says in plain words what to do, and is closed. The games' own events, views and actions
travel inside :class:`Update` and :class:`Intent` exactly as the table already uses them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

#: The version of this schema: a peer of another version is told to update and closed (2: players' names).
PROTOCOL: Final = 2


# ----- client to server -------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Hello:
    """The first message of a connection: the schema's version and the program (``panjpar 0.1.0``)."""

    protocol: int
    program: str


@dataclass(frozen=True, slots=True)
class ListTables:
    """Ask for the lobby: the open tables (:class:`Tables`)."""


@dataclass(frozen=True, slots=True)
class CreateTable:
    """A new table of ``variant`` for ``players`` seats; its creator takes seat 0 (answered with :class:`Joined`).
    ``bots``: the level that plays the seats not taken at the start; ``password``: "" for none; ``name``: what the
    others call the creator ("" for none)."""

    variant: str
    players: int
    options: tuple[str, ...] = ()
    bots: str = ""
    password: str = ""
    name: str = ""


@dataclass(frozen=True, slots=True)
class Join:
    """Sit at table ``code``: ``token`` "" takes a free seat, a seat's token takes that seat back; ``name``: what
    the others call the player ("" keeps the seat's name, or none)."""

    code: str
    token: str = ""
    password: str = ""
    name: str = ""


@dataclass(frozen=True, slots=True)
class Start:
    """Seat 0 starts the table: the seats not taken are played by bots."""


@dataclass(frozen=True, slots=True)
class Intent:
    """An action of the sender's own seat; ``seq`` grows by one with each intent, so a replay is refused."""

    seq: int
    action: Any


# ----- server to client -------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Welcome:
    protocol: int
    program: str


@dataclass(frozen=True, slots=True)
class Refused:
    """What the server did not do, with a stable ``code`` (``protocol``, ``rate``, ``not_your_turn``, ``replayed``,
    ``malformed``, a rules refusal's own code...) and the English ``reason``; ``seq``: the intent's, else 0."""

    code: str
    reason: str
    seq: int = 0
    args: tuple[tuple[str, str | int], ...] = ()


@dataclass(frozen=True, slots=True)
class TableInfo:
    code: str
    variant: str
    players: int
    seated: int
    started: bool
    password: bool


@dataclass(frozen=True, slots=True)
class Tables:
    tables: tuple[TableInfo, ...]


@dataclass(frozen=True, slots=True)
class Joined:
    """You sit at ``code`` in ``seat``; keep ``token`` to take the seat back after a lost connection."""

    code: str
    seat: int
    token: str
    variant: str
    players: int
    options: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Seats:
    """Who plays each seat: ``person``, ``away`` (a person whose connection dropped), ``bot`` or ``open``; and each
    seat's person's name ("" for none given)."""

    seats: tuple[str, ...]
    started: bool
    names: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Update:
    """What the receiving seat saw of one action (or, ``fresh``, the whole game so far after a (re)join or a new
    game): its events, its view after them, the seat to move, and ``ack``, the last of its intents carried out.
    ``game``: the number of the table's game (0 first); ``step``: actions so far in this game."""

    game: int
    step: int
    fresh: bool
    events: tuple[Any, ...]
    view: Any
    to_move: int | None
    over: bool
    ack: int
