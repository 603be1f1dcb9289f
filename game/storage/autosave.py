"""The autosaver: commits the game's record to the store after every action, before the table shows it.

Subscribe it FIRST (before the table and the bots): the controller calls its listeners in subscription order,
so by the time the table starts animating an attack or the end of a battle, that action is already committed
in its own transaction. What can be lost in a crash is only the action in flight:

- per-card kills (:class:`~game.core.events.Beat` intents) inside a battle: the controller keeps them pending
  and commits the whole defence when the battle ends, so a crash mid-defence resumes at the attack (the
  defender makes the kills again);
- the colour guess before the deal (the game row is created at the deal).

A failed commit (disk full, another copy holding the lock too long) does not stop the game: the message goes to
:attr:`Store.problems` and the next action rewrites the whole record, catching up.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Mapping
from datetime import UTC, datetime

from game.core.controller import Controller
from game.core.events import Dealt, Event
from game.storage.store import HUMAN, Store

#: Called after each successful commit with ``(game_id, actions committed)``.
CommitHook = Callable[[int, int], None]


class Autosaver:
    """Keeps one game's record current in ``store``. Build it before :meth:`Controller.start`.

    ``seats`` maps each 0-based seat to ``"human"`` or a bot spec. ``game_id``: resume an existing game
    (from :meth:`Store.unfinished_game`) instead of creating one at the deal. ``tags``: extra record tags
    (``Event``, ``Names``...); ``Date`` and ``Bots`` are filled in.
    """

    def __init__(
        self,
        store: Store,
        controller: Controller,
        seats: Mapping[int, str],
        match_id: int | None = None,
        game_id: int | None = None,
        tags: Mapping[str, str] | None = None,
        on_commit: CommitHook | None = None,
    ) -> None:
        self.store = store
        self.controller = controller
        self.seats = dict(seats)
        self.match_id = match_id
        self.game_id = game_id
        self.on_commit = on_commit
        self.tags = {
            "Date": datetime.now(UTC).strftime("%Y.%m.%d"),
            "Bots": " ".join(f"{seat + 1}:{spec}" for seat, spec in sorted(self.seats.items()) if spec != HUMAN),
            **(tags or {}),
        }
        if not self.tags["Bots"]:
            del self.tags["Bots"]
        state = controller.state
        #: Actions committed so far.
        self.saved = len(state.history) if state is not None and game_id is not None else 0
        controller.subscribe(self, None)
        if game_id is None and state is not None:
            self._begin()

    def __call__(self, event: Event) -> None:
        if isinstance(event, Dealt):
            if self.game_id is None:
                self._begin()
            return
        state = self.controller.state
        if state is None or self.game_id is None:
            return
        if len(state.history) != self.saved:
            self._commit()

    def _begin(self) -> None:
        controller = self.controller
        record = controller.record(self.tags)
        try:
            self.game_id = self.store.begin_game(
                self.match_id, controller.deal.variant, controller.players, self.seats, record, controller.dealer
            )
        except sqlite3.Error as error:
            self.store.problems.append(f"The new game could not be saved ({error}); it will not be kept.")
            return
        self.saved = len(record.actions)
        if self.on_commit is not None:
            self.on_commit(self.game_id, self.saved)

    def _commit(self) -> None:
        game_id = self.game_id
        assert game_id is not None
        record = self.controller.record(self.tags)
        actions = len(record.actions)
        try:
            self.store.record_action(game_id, record.to_text(), actions, record.result)
        except sqlite3.Error as error:
            self.store.problems.append(f"The last move could not be saved ({error}); retrying at the next one.")
            return
        self.saved = actions
        if self.on_commit is not None:
            self.on_commit(game_id, actions)
