"""The autosaver of a game played on the game protocol (the Ganjifa games, through a
:class:`~game.engine.controller.Controller` such as ``GanjifaController``): after every action the game's record
is rewritten through its rules (``rules.write_record``) and committed in one transaction, before the table shows
the action, as :class:`~game.storage.autosave.Autosaver` does for Panjpar.

Subscribe it FIRST (seat ``None``), before the table and the bots. The row is written at the first action after
which the rules can write a record (the deal; komi's stakes before the deal are in its record from then on), so
a crash loses at most the action in flight, or the stakes set before a deal. It shares
:class:`~game.storage.savestatus.SaveStatus` with Panjpar's autosavers: a failing disk is told once, and the games
behind are written whole once it works again.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from typing import Any

from game.engine import registry
from game.engine.controller import Controller
from game.engine.envelope import MalformedRecord, read_envelope
from game.engine.protocol import GameState
from game.storage.savestatus import CommitHook, MatchRow, SaveStatus, record_tags
from game.storage.stategames import rules_of
from game.storage.store import Store


def stored_free_tags(store: Store, game_id: int, game: str, state: GameState[Any, Any]) -> dict[str, str]:
    """The tags of a game's stored record that its rules do not write themselves (``Date``, ``Bots``, any tag
    this version does not know), to be kept when it is resumed (none when the record cannot be read)."""
    try:
        stored = read_envelope(store.record_text(game_id)).tags
    except (sqlite3.Error, KeyError, MalformedRecord):
        return {}
    own = read_envelope(rules_of(game).write_record(state, {})).tags
    return {name: value for name, (value, _line) in stored.items() if name not in own}


class StateAutosaver:
    """Keeps one protocol game's record current in ``store``. Build it before the controller's ``start()``.

    ``variant``: the variant's id in the registry (its game's rules write the record); ``seats`` maps each
    0-based seat to ``"human"`` or a bot spec; ``match``: the match's id, or a :class:`MatchRow` written with
    this game; ``dealer``: the seat that deals this game (kept in the row for Resume); ``game_id``: resume that
    stored game (its record's free tags are kept) instead of creating one; ``tags``: extra record tags (``Date``
    and ``Bots`` are filled in); ``status``: shared by the autosavers of one store.
    """

    def __init__(
        self,
        store: Store,
        controller: Controller[Any, Any, Any],
        variant: str,
        seats: Mapping[int, str],
        match: int | MatchRow | None = None,
        dealer: int = 0,
        game_id: int | None = None,
        tags: Mapping[str, str] | None = None,
        on_commit: CommitHook | None = None,
        status: SaveStatus | None = None,
    ) -> None:
        info = registry.game_of_variant(variant)
        if info is None:
            raise ValueError(f"no game of the registry has the variant {variant!r}")
        self.store = store
        self.controller = controller
        self.variant = variant
        self.game = info.id
        self.rules = info.rules
        self.seats = dict(seats)
        self.match = match
        self.dealer = dealer
        self.game_id = game_id
        self.on_commit = on_commit
        self.status = status if status is not None else SaveStatus(store.problems)
        stored = stored_free_tags(store, game_id, self.game, controller.state) if game_id is not None else {}
        self.tags = record_tags(self.seats, stored, tags)
        #: Actions committed so far (a resumed game's are on disk).
        self.saved = len(self.state.history()) if game_id is not None else 0
        #: Whether the game's end (its result) is on disk.
        self.finished = False
        controller.subscribe(self, None)

    @property
    def state(self) -> GameState[Any, Any]:
        state: GameState[Any, Any] = self.controller.state
        return state

    @property
    def match_id(self) -> int | None:
        """The match's id (``None``: no match, or its row not written yet)."""
        return self.match.id if isinstance(self.match, MatchRow) else self.match

    def __call__(self, _event: object) -> None:
        if self.behind():
            self.status.catch_up(self)

    def behind(self) -> bool:
        """Whether the game on disk lags the controller (a record can be written and is not wholly on disk)."""
        state = self.state
        if not self.rules.recordable(state):
            return False
        return self.game_id is None or len(state.history()) != self.saved or (state.is_terminal() and not self.finished)

    def write(self) -> int:
        """Bring the stored game up to the controller: the match and game rows if not written yet, then the
        whole record. Returns the number of actions newly on disk; raises ``sqlite3.Error``."""
        state = self.state
        if not self.rules.recordable(state):
            return 0
        text = self.rules.write_record(state, self.tags)
        actions = len(state.history())
        before = self.saved if self.game_id is not None else 0
        if self.game_id is None:
            match_id = self.match.ensure(self.store) if isinstance(self.match, MatchRow) else self.match
            self.game_id = self.store.begin_state_game(match_id, self.variant, self.seats, state, text, self.dealer)
        elif self.saved != actions or (state.is_terminal() and not self.finished):
            self.store.record_state(self.game_id, self.rules, state, text)
        self.saved = actions
        self.finished = state.is_terminal()
        if self.on_commit is not None:
            self.on_commit(self.game_id, self.saved)
        return actions - before
