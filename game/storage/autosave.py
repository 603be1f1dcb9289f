"""The autosaver: commits the game's record to the store after every action, before the table shows it.

Subscribe it FIRST (before the table and the bots): the controller calls its listeners in subscription order,
so by the time the table starts animating an attack or the end of a battle, that action is already committed
in its own transaction. What can be lost in a crash is only the action in flight:

- the kills of a defence in progress (:class:`~game.panjpar.actions.Beat` actions): a record line is a whole
  defence, so the game state keeps them until the defender's last kill or take ends the battle, and a crash
  mid-defence resumes at the attack (the defender makes the kills again);
- the colour guess before the deal (the game row is created at the deal).

A failed commit (disk full, another copy holding the lock too long) does not stop the game. The autosavers of
one store share a :class:`SaveStatus`: the player is told once when saving starts failing and once when it
works again; meanwhile every game that is behind (its match, game row or last moves not on disk, including a
game begun while the disk was full) is kept in memory and written, whole and oldest first, at the next action
or timed retry that can commit.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping

from game.panjpar.controller import Controller
from game.panjpar.events import Dealt, Event
from game.panjpar.record import IllegalRecord, MalformedRecord, parse_record
from game.storage.savestatus import RETRY_FIRST as RETRY_FIRST
from game.storage.savestatus import RETRY_MOST as RETRY_MOST
from game.storage.savestatus import CommitHook, MatchRow, SaveStatus, record_tags
from game.storage.store import Store


def stored_tags(store: Store, game_id: int) -> dict[str, str]:
    """The header tags of the game's stored record beyond the deal's (none when it cannot be read)."""
    try:
        return parse_record(store.record_text(game_id)).tags
    except (sqlite3.Error, KeyError, MalformedRecord, IllegalRecord):
        return {}


class Autosaver:
    """Keeps one game's record current in ``store``. Build it before :meth:`Controller.start`.

    ``seats`` maps each 0-based seat to ``"human"`` or a bot spec. ``match``: the match's id, or a
    :class:`MatchRow` not written yet (written with this game). ``game_id``: resume an existing game (from
    :meth:`Store.unfinished_game`) instead of creating one at the deal. ``tags``: extra record tags (``Event``,
    ``Names``...); ``Date`` and ``Bots`` are filled in. A resumed game keeps the tags of its stored record (its
    ``Date``, any tag this version does not know), under those given here. ``status``: shared by the
    autosavers of one store (one message for a failing disk, the games behind caught up together); a private
    one if not given.
    """

    def __init__(
        self,
        store: Store,
        controller: Controller,
        seats: Mapping[int, str],
        match: int | MatchRow | None = None,
        game_id: int | None = None,
        tags: Mapping[str, str] | None = None,
        on_commit: CommitHook | None = None,
        status: SaveStatus | None = None,
    ) -> None:
        self.store = store
        self.controller = controller
        self.seats = dict(seats)
        self.match = match
        self.game_id = game_id
        self.on_commit = on_commit
        self.status = status if status is not None else SaveStatus(store.problems)
        self.tags = record_tags(self.seats, stored_tags(store, game_id) if game_id is not None else {}, tags)
        state = controller.position
        #: Actions committed so far.
        self.saved = len(state.history) if state is not None and game_id is not None else 0
        #: Whether the game's end (its result) is on disk.
        self.finished = False
        #: The number of actions when a write was last tried from an event.
        self._tried = self.saved
        controller.subscribe(self, None)
        if game_id is None and state is not None:
            self.status.catch_up(self)

    @property
    def match_id(self) -> int | None:
        """The match's id (``None``: no match, or its row not written yet)."""
        return self.match.id if isinstance(self.match, MatchRow) else self.match

    def __call__(self, event: Event) -> None:
        state = self.controller.position
        if state is None:
            return
        # Once per action (its first event), not at each of its events: a failing disk is tried again at the
        # next action or by the timer (SaveStatus.retry).
        if isinstance(event, Dealt) or (self.behind() and len(state.history) != self._tried):
            self._tried = len(state.history)
            self.status.catch_up(self)

    def behind(self) -> bool:
        """Whether the game on disk lags the controller (no row yet, moves or the result not written)."""
        state = self.controller.position
        if state is None:
            return False
        return (
            self.game_id is None or len(state.history) != self.saved or (state.result is not None and not self.finished)
        )

    def write(self) -> int:
        """Bring the stored game up to the controller: the match and game rows if not written yet, then the
        whole record. Returns the number of moves newly on disk; raises ``sqlite3.Error``."""
        controller = self.controller
        record = controller.record(self.tags)
        actions = len(record.actions)
        before = self.saved if self.game_id is not None else 0
        if self.game_id is None:
            match_id = self.match.ensure(self.store) if isinstance(self.match, MatchRow) else self.match
            self.game_id = self.store.begin_game(
                match_id, controller.deal.variant, controller.players, self.seats, record, controller.dealer
            )
            self.saved = actions
        if self.saved != actions or (record.result != "*" and not self.finished):
            self.store.record_action(self.game_id, record.to_text(), actions, record.result)
            self.saved = actions
            self.finished = record.result != "*"
        if self.on_commit is not None:
            self.on_commit(self.game_id, self.saved)
        return actions - before
