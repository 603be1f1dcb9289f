"""The autosaver of every game: after every action the game's record is rewritten through its rules
(``rules.write_record``) and committed in one transaction, before the table shows the action.

Subscribe it FIRST (seat ``None``), before the table and the bots: the controller calls its listeners in
subscription order, so by the time the table shows an action it is already committed. The row is written at the
first action after which the rules can write a record (``rules.recordable``: the deal, or the deal and Panjpar's
colour guess; komi's stakes before the deal are in its record from then on). What a crash can lose is only the
action in flight, or what comes before a record can be written:

- the kills of a Panjpar defence in progress: a record line is a whole defence, so its rules cannot write a
  record until the defender's last kill or take ends the battle, and a crash mid-defence resumes at the attack;
- the colour guess, or komi's stakes, before the deal.

A failed commit (disk full, another copy holding the lock too long) does not stop the game. The autosavers of
one store share a :class:`~game.storage.savestatus.SaveStatus`: the player is told once when saving starts failing
and once when it works again; meanwhile every game that is behind (its match, game row or last actions not on
disk, including a game begun while the disk was full) is kept in memory and written, whole and oldest first, at
the next action or timed retry that can commit.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from typing import Any

from game.engine.controller import Controller
from game.engine.envelope import MalformedRecord, read_envelope
from game.engine.protocol import GameRules, GameState, record_length
from game.engine.registry import VariantSpec
from game.storage.games import game_of, rules_of, variant_id
from game.storage.savestatus import RETRY_FIRST as RETRY_FIRST
from game.storage.savestatus import RETRY_MOST as RETRY_MOST
from game.storage.savestatus import CommitHook, MatchRow, SaveStatus, record_tags
from game.storage.store import Store


def stored_free_tags(store: Store, game_id: int, rules: GameRules, state: GameState[Any, Any]) -> dict[str, str]:
    """The tags of a game's stored record that its rules do not write themselves (``Date``, ``Bots``, any tag
    this version does not know), to be kept when it is resumed (none when the record cannot be read)."""
    try:
        stored = read_envelope(store.record_text(game_id)).tags
    except (sqlite3.Error, KeyError, MalformedRecord):
        return {}
    own = read_envelope(rules.write_record(state, {})).tags if rules.recordable(state) else {}
    return {name: value for name, (value, _line) in stored.items() if name not in own}


class Autosaver:
    """Keeps one game's record current in ``store``. Build it before the controller's ``start()``.

    ``variant``: the variant (or its id) of the registry (its game's rules write the record); ``seats`` maps each
    0-based seat to ``"human"`` or a bot spec; ``match``: the match's id, or a :class:`MatchRow` written with this
    game; ``dealer``: the seat that deals this game (kept in the row for Resume); ``game_id``: resume that stored
    game (its record's tags are kept) instead of creating one; ``tags``: extra record tags (``Date`` and ``Bots``
    are filled in); ``on_commit``: called after each commit; ``status``: shared by the autosavers of one store
    (one message for a failing disk, the games behind caught up together), a private one if not given.
    """

    def __init__(
        self,
        store: Store,
        controller: Controller[Any, Any, Any],
        variant: VariantSpec | str,
        seats: Mapping[int, str],
        match: int | MatchRow | None = None,
        dealer: int = 0,
        game_id: int | None = None,
        tags: Mapping[str, str] | None = None,
        on_commit: CommitHook | None = None,
        status: SaveStatus | None = None,
    ) -> None:
        self.store = store
        self.controller = controller
        self.variant = variant_id(variant)
        self.game = game_of(self.variant)
        self.rules = rules_of(self.game)
        self.seats = dict(seats)
        self.match = match
        self.dealer = dealer
        self.game_id = game_id
        self.on_commit = on_commit
        self.status = status if status is not None else SaveStatus(store.problems)
        stored = stored_free_tags(store, game_id, self.rules, self.state) if game_id is not None else {}
        self.tags = record_tags(self.seats, stored, tags)
        #: Actions committed so far, as the record counts them (a resumed game's are on disk).
        self.saved = record_length(self.rules, self.state) if game_id is not None else 0
        #: Whether the game's end (its result) is on disk.
        self.finished = False
        #: The length of the game's history when a write was last tried from an event.
        self._tried = len(self.state.history())
        controller.subscribe(self, None)
        if game_id is None and self.rules.recordable(self.state):
            self.status.catch_up(self)

    @property
    def state(self) -> GameState[Any, Any]:
        state: GameState[Any, Any] = self.controller.state
        return state

    @property
    def match_id(self) -> int | None:
        """The match's id (``None``: no match, or its row not written yet)."""
        return self.match.id if isinstance(self.match, MatchRow) else self.match

    def __call__(self, _event: object) -> None:
        # Once per action (at its first event), not at each of its events: a failing disk is tried again at the
        # next action or by the timer (SaveStatus.retry).
        played = len(self.state.history())
        if played != self._tried and self.behind():
            self._tried = played
            self.status.catch_up(self)

    def behind(self) -> bool:
        """Whether the game on disk lags the controller (a record can be written and is not wholly on disk)."""
        state = self.state
        if not self.rules.recordable(state):
            return False
        return (
            self.game_id is None
            or record_length(self.rules, state) != self.saved
            or (state.is_terminal() and not self.finished)
        )

    def write(self) -> int:
        """Bring the stored game up to the controller: the match and game rows if not written yet, then the
        whole record. Returns the number of actions newly on disk; raises ``sqlite3.Error``."""
        state = self.state
        self._tried = len(state.history())
        if not self.rules.recordable(state):
            return 0
        text = self.rules.write_record(state, self.tags)
        actions = record_length(self.rules, state)
        before = self.saved if self.game_id is not None else 0
        if self.game_id is None:
            match_id = self.match.ensure(self.store) if isinstance(self.match, MatchRow) else self.match
            self.game_id = self.store.begin_game(match_id, self.variant, self.seats, state, text, self.dealer)
        elif self.saved != actions or (state.is_terminal() and not self.finished):
            self.store.record_game(self.game_id, self.rules, state, text)
        self.saved = actions
        self.finished = state.is_terminal()
        if self.on_commit is not None:
            self.on_commit(self.game_id, self.saved)
        return actions - before
