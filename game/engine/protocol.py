"""The game protocol every game of the parlour implements, in the spirit of OpenSpiel's ``GameType`` and ``State``.

A game is declared as data (:class:`GameType`) and played through a :class:`GameState`:

- the player to move is a seat (0-based), :data:`CHANCE` while a chance event (the shuffle) is due, or
  :data:`TERMINAL` once the game is over, so that a record's deal and actions replay the whole game;
- :meth:`GameState.legal_actions` lists a seat's legal actions lazily; a chance node samples its outcome;
- :meth:`GameState.apply` checks an action and raises :class:`Refusal` (a stable code with arguments, so that a
  screen can translate it) and changes nothing when it is illegal; :meth:`GameState.push` and
  :meth:`GameState.pop` are the unchecked fast path of search;
- :meth:`GameState.observation` is what one seat may know, never a hidden card of another;
- :meth:`GameState.returns` scores each seat once the game is over (a loser, tricks, chips, shared scores).

This module imports nothing from the games: they import it.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Final, Generic, Literal, Protocol, TypeVar, cast, runtime_checkable

from game.engine.envelope import Envelope

#: :meth:`GameState.current_player` while a chance event is due (the shuffle and deal).
CHANCE: Final = -1
#: :meth:`GameState.current_player` once the game is over.
TERMINAL: Final = -4

RefusalArgs = Mapping[str, str | int]


class Refusal(ValueError):
    """An action the rules refuse: ``code`` and ``arguments`` say why, ``reason`` is the English sentence.

    ``arguments`` are plain values (cards as text, seats 1-based, numbers), so that a screen can say the refusal
    in the player's language from the code; ``rule`` names the rule of the game's rules page when known.
    """

    def __init__(self, code: str, reason: str, arguments: RefusalArgs | None = None, rule: int = 0) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason
        self.arguments: RefusalArgs = MappingProxyType(dict(arguments or {}))
        self.rule = rule


@dataclass(frozen=True, slots=True)
class GameType:
    """What kind of game it is, as data: the parlour reads it, never the game's code."""

    id: str
    name: str
    min_players: int
    max_players: int
    #: ``sampled``: chance events are drawn (a shuffle), their outcome is an action the record holds.
    chance: Literal["deterministic", "sampled"] = "sampled"
    information: Literal["perfect", "imperfect"] = "imperfect"
    #: ``zero_sum``: the returns of a finished game add up to 0.
    utility: Literal["zero_sum", "constant_sum", "general_sum"] = "zero_sum"
    #: The suffix of the game's record files (``.panjpar``, ``.ganjifa``).
    record_suffix: str = ""
    #: Whether a seat ever chooses an action (nakashth: the cards alone decide, once the stake is agreed).
    decisions: bool = True


Action = TypeVar("Action")
Action_co = TypeVar("Action_co", covariant=True)
Observation_co = TypeVar("Observation_co", covariant=True)


class GameState(Protocol[Action, Observation_co]):
    """One game in progress, as the referee sees it (everything, hidden cards included)."""

    @property
    def players(self) -> int: ...

    def current_player(self) -> int:
        """The seat to move, :data:`CHANCE` or :data:`TERMINAL`."""
        ...

    def is_terminal(self) -> bool: ...

    def legal_actions(self) -> Iterator[Action]:
        """The legal actions of the seat to move, lazily (none at a chance node or once over)."""
        ...

    def sample_chance(self, rng: random.Random) -> Action:
        """The outcome of the chance event due now, drawn with ``rng`` (only when the player is :data:`CHANCE`)."""
        ...

    def apply(self, action: Action) -> None:
        """Check ``action`` and play it; raise :class:`Refusal` and change nothing when it is illegal."""
        ...

    def push(self, action: Action) -> None:
        """Play a legal ``action`` without checking it (search's fast path); :meth:`pop` takes it back."""
        ...

    def pop(self) -> Action:
        """Take back the latest pushed or applied action and return it."""
        ...

    def observation(self, seat: int) -> Observation_co:
        """What ``seat`` may know now: the same whatever the cards hidden from it are."""
        ...

    def returns(self) -> tuple[float, ...]:
        """Each seat's score once the game is over (all zero before)."""
        ...

    def history(self) -> tuple[Action, ...]:
        """Every action so far, chance included, in order: a record replays them."""
        ...


def random_action(state: GameState[Action, object], rng: random.Random) -> Action:
    """A uniformly random legal action of the seat to move, or the chance outcome at a chance node.

    The one random policy of the parlour: the random bot, the fuzzers and the contract tests use it.
    """
    if state.current_player() == CHANCE:
        return state.sample_chance(rng)
    actions = list(state.legal_actions())
    if not actions:
        raise Refusal("no_legal_action", "no legal action: the game is over")
    return actions[rng.randrange(len(actions))]


class GameRules(Protocol):
    """A game as the parlour plays it: new games, records, and what the contract tests need.

    The registry holds one per game; the command line, storage and the tests reach a game only through it.
    """

    @property
    def type(self) -> GameType: ...

    def new_game(
        self, variant: str, players: int, dealer: int = 0, options: frozenset[str] = frozenset()
    ) -> GameState[Any, Any]:
        """A game of ``variant`` for ``players`` seats before the shuffle (the player is :data:`CHANCE`), played
        with ``options`` (the variant's words, :attr:`~game.engine.registry.GameInfo.options`); raises
        ``ValueError`` for a player count or an option the variant does not have."""
        ...

    def recordable(self, state: GameState[Any, Any]) -> bool:
        """Whether ``state`` can be written as a record (once the deal, and any pre-play choice, is made)."""
        ...

    def write_record(self, state: GameState[Any, Any], tags: Mapping[str, str]) -> str:
        """The record of ``state`` with its ``Game`` tag and ``tags``; :meth:`read_record` reads it back."""
        ...

    def read_record(self, envelope: Envelope) -> GameState[Any, Any]:
        """The game a record holds, every action replayed through the checked rules.

        Raises :class:`~game.engine.envelope.MalformedRecord` or :class:`~game.engine.envelope.IllegalRecord`
        (a ``Result`` tag that the replay contradicts is illegal).
        """
        ...

    def result_text(self, state: GameState[Any, Any]) -> str:
        """The result as records write it (``*`` while the game goes on)."""
        ...

    def result_returns(self, result: str, players: int) -> tuple[float, ...] | None:
        """Each seat's return for a finished game's ``Result`` text (as :meth:`GameState.returns` would give),
        or ``None`` when the text is not a result of a finished game of ``players`` seats."""
        ...

    def position_json(self, state: GameState[Any, Any]) -> dict[str, object]:
        """The position as ``replay --json`` prints it."""
        ...

    def resample_hidden(self, state: GameState[Any, Any], seat: int, rng: random.Random) -> GameState[Any, Any]:
        """The same game with the cards hidden from ``seat`` dealt otherwise, the same actions played: every
        observation of ``seat`` is unchanged (the contract tests check that no observation leaks a card)."""
        ...


State = TypeVar("State")


class RulesOver(Generic[State]):
    """The base of a game's rules over its own state class: :meth:`state_of` narrows a state the parlour hands
    over (typed as any game's) to the game's own, and refuses another game's."""

    #: The game's state class.
    state_class: type[State]
    #: What the game is, as data (the rules' :attr:`GameRules.type`).
    game_type: GameType

    @property
    def type(self) -> GameType:
        return self.game_type

    def state_of(self, state: object) -> State:
        """``state`` as the game's own state; raises ``TypeError`` for any other game's."""
        if not isinstance(state, self.state_class):
            raise TypeError(f"not a {self.game_type.id} game: {type(state).__name__}")
        return state


@runtime_checkable
class FastPlayout(Protocol):
    """Rules with a fast path for search and the benchmark (``bench/playouts.py --game ID``)."""

    def random_playout(self, players: int, options: frozenset[str], rng: random.Random) -> tuple[float, ...]:
        """A whole game from a new shuffle to its end, every seat playing uniformly at random among its legal
        actions, through the game's fast path (no checks, no history, no observation); its returns."""
        ...


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended, as python-chess's ``Outcome`` says it: why (``termination``, a word of the
    game's own: Panjpar's ``fool`` or ``draw``, nakashth's ``win``, ``split`` or ``carry``) and each seat's
    returns."""

    termination: str
    returns: tuple[float, ...]


#: The termination of a game whose rules name none: it was played to its end.
PLAYED_OUT = "played out"


@runtime_checkable
class Terminations(Protocol):
    """Rules that say why a finished game ended (:class:`Outcome`); others' games are :data:`PLAYED_OUT`."""

    def termination(self, state: GameState[Any, Any]) -> str:
        """Why the finished ``state`` ended, in one word of the game's."""
        ...


def outcome(rules: GameRules, state: GameState[Any, Any]) -> Outcome | None:
    """How ``state`` ended, or ``None`` while it goes on."""
    if not state.is_terminal():
        return None
    why = rules.termination(state) if isinstance(rules, Terminations) else PLAYED_OUT
    return Outcome(why, tuple(state.returns()))


@runtime_checkable
class FollowingGames(Protocol):
    """Rules whose next game at a table follows from the last one (nakashth: the same stake, and the pot nobody
    won carried over). A table's series, a resumed one included, makes each game after the first so."""

    def following_game(self, previous: GameState[Any, Any], dealer: int) -> GameState[Any, Any]:
        """The game after the finished ``previous``, dealt by ``dealer``, before its deal."""
        ...


@runtime_checkable
class RecordLength(Protocol):
    """Rules whose records count their actions otherwise than :meth:`GameState.history` (a Panjpar record line is
    a whole move, without the deal): the storage keeps this count with each game."""

    def record_length(self, state: GameState[Any, Any]) -> int:
        """How many actions the record of ``state`` holds."""
        ...


def record_length(rules: GameRules, state: GameState[Any, Any]) -> int:
    """How many actions the record of ``state`` holds: as ``rules`` count them (:class:`RecordLength`), else the
    length of its history."""
    if _counts_records(type(rules)):
        return cast(RecordLength, rules).record_length(state)
    return len(state.history())


@functools.cache
def _counts_records(kind: type) -> bool:
    """Whether rules of ``kind`` count their records (:class:`RecordLength`), asked once per kind: the autosaver
    asks at every action, and a protocol's ``isinstance`` costs microseconds."""
    return issubclass(kind, RecordLength)


@runtime_checkable
class SeatFigures(Protocol):
    """Rules that report per-seat figures of a finished game (``{"tricks": (...)}``, ``{"chips": (...)}``): the
    arena averages them, a table's series adds them up."""

    def figures(self, state: GameState[Any, Any]) -> Mapping[str, Sequence[float]]: ...
