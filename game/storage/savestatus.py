"""What the autosavers of every game share: whether saving works (:class:`SaveStatus`, one per store: a failing
disk is told once, and the games behind are written whole once it works again), the match row written with its
first game (:class:`MatchRow`), and the tags each autosaver writes. Nothing here reads a game's rules, so the
window opens the store without loading any."""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable, Iterable, Mapping
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Protocol

from game.storage.opening import ReadOnlyStore
from game.storage.rows import HUMAN, clip

if TYPE_CHECKING:
    from game.engine.registry import VariantSpec
    from game.storage.store import Store


#: Called after each successful commit with ``(game_id, actions committed)``.
CommitHook = Callable[[int, int], None]
#: Seconds before the first timed retry after a failure; each failed retry doubles it, up to the second figure.
RETRY_FIRST, RETRY_MOST = 1.0, 30.0


class MatchRow:
    """A match whose row is written with its first game that can be written (``id`` is ``None`` until then)."""

    def __init__(
        self,
        variant: VariantSpec | str,
        players: int,
        seats: Mapping[int, str],
        match_id: int | None = None,
        options: Iterable[str] = (),
    ):
        self.variant = variant
        self.players = players
        self.seats = dict(seats)
        self.id = match_id
        self.options = frozenset(options)

    def ensure(self, store: Store) -> int:
        """The match's id, writing its row first if needed; raises ``sqlite3.Error``."""
        if self.id is None:
            self.id = store.begin_match(self.variant, self.players, self.seats, self.options)
        return self.id


class GameWriter(Protocol):
    """An autosaver as :class:`SaveStatus` sees it: it writes its game whole when it is behind."""

    def write(self) -> int:
        """Bring the stored game up to its controller; the moves newly on disk (raises ``sqlite3.Error``)."""
        ...


class SaveStatus:
    """Whether saving works, shared by the autosavers of one store (``problems``: the store's messages)."""

    def __init__(self, problems: list[str], store: Store | None = None) -> None:
        self.problems = problems
        #: The store whose read-only state (a full disk, another copy) is retried; ``None``: not watched.
        self.store = store
        #: Saving failed and has not worked since (the player was told once).
        self.failing = False
        #: The autosavers whose game is not wholly on disk, in the order they fell behind.
        self.behind: list[GameWriter] = []
        #: Moves written since saving started failing (told when it works again).
        self.caught_up = 0
        self._delay = RETRY_FIRST
        self._next_retry = 0.0

    def failed(self, error: Exception) -> None:
        """A write failed: tell the player the first time, and retry later."""
        now = time.monotonic()
        if not self.failing:
            self.failing = True
            self._delay = RETRY_FIRST
            self.problems.append(
                f"The game cannot be saved right now ({clip(str(error))}). Play goes on; every move "
                "will be saved as soon as saving works again."
            )
        else:
            self._delay = min(self._delay * 2, RETRY_MOST)
        self._next_retry = now + self._delay

    def catch_up(self, saver: GameWriter | None = None) -> bool:
        """Write every game that is behind (``saver``'s too), oldest first, stopping at the first failure;
        whether everything is on disk. The first success after a failure tells the player."""
        if saver is not None and saver not in self.behind:
            self.behind.append(saver)
        if self.behind and self.store is not None and not self.store.try_reopen_writable():
            self.failed(ReadOnlyStore(self.store.read_only_words()))
            return False
        while self.behind:
            try:
                self.caught_up += self.behind[0].write()
            except sqlite3.Error as error:
                self.failed(error)
                return False
            self.behind.pop(0)
        if self.failing:
            self.failing = False
            self.problems.append(f"Saving works again; {self.caught_up} moves caught up.")
        self.caught_up = 0
        return True

    def retry(self) -> None:
        """The timer's retry (call it often, e.g. every frame): writes what is behind once its delay is up."""
        if self.failing and self.behind and time.monotonic() >= self._next_retry:
            self.catch_up()


def record_tags(seats: Mapping[int, str], stored: Mapping[str, str], given: Mapping[str, str] | None) -> dict[str, str]:
    """The tags an autosaver writes: today's ``Date`` and the ``Bots`` of ``seats``, under the ``stored`` record's
    tags (a resumed game keeps its own), under those ``given``."""
    bots = " ".join(f"{seat + 1}:{spec}" for seat, spec in sorted(seats.items()) if spec != HUMAN)
    return {
        "Date": datetime.now(UTC).strftime("%Y.%m.%d"),
        **({"Bots": bots} if bots else {}),
        **stored,
        **(given or {}),
    }
