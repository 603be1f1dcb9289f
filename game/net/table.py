"""A network table: the one authoritative controller of a match, its autosave, and its seats (people by token,
bots), with no socket in it: the server (game/net/server.py) feeds it messages and hands its bots' turns to a
thread. Each seat is sent only what its own subscription to the controller gives it, encoded once per seat."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.engine import registry
from game.engine.controller import Controller
from game.engine.series import Series
from game.net.codec import WireTypes
from game.net.messages import Refused, Seats, TableInfo, Update
from game.net.seats import Seat, Sink, clean_name, digest, new_token, password_ok
from game.storage import HUMAN, SavedGame, Store
from game.storage.autosave import Autosaver
from game.storage.savestatus import MatchRow


@dataclass(frozen=True, slots=True)
class TableSpec:
    """What a table is, as kept in the server's book: its code, variant, seats, options, bots and password."""

    code: str
    variant: str
    players: int
    options: tuple[str, ...]
    bots: str
    password: str

    @property
    def game(self) -> str:
        """The id of the variant's game; raises ``ValueError`` for a variant no game has."""
        info = registry.game_of_variant(self.variant)
        if info is None:
            raise ValueError(f"no variant {self.variant[:40]!r}")
        return info.id


def checked_spec(code: str, variant: str, players: int, options: tuple[str, ...], bots: str, pw: str) -> TableSpec:
    """A table's spec, or ``ValueError`` saying what the registry does not offer."""
    info = registry.variant_info(variant)
    game = registry.game_of_variant(variant)
    if info is None or game is None:
        raise ValueError(f"no variant {variant[:40]!r}")
    if players not in info.players:
        raise ValueError(f"{variant} is for {', '.join(map(str, info.players))} players")
    known = {option.id for option in game.options}
    if not set(options) <= known or len(options) > len(known):
        raise ValueError(f"{game.id} has the options {sorted(known)}")
    levels = {level.id for level in game.levels}
    if bots and bots not in levels:
        raise ValueError(f"{game.id}'s bots are {sorted(levels)}")
    return TableSpec(code, variant, players, tuple(sorted(set(options))), bots or game.default_level, pw)


#: Any game's controller (the engine's).
AnyController = Controller[Any, Any, Any]


class NetTable:
    """One table: ``spec``, its ``store`` (``None``: not saved), ``wire`` for its messages, ``rng`` for its deals."""

    def __init__(self, spec: TableSpec, store: Store | None, wire: WireTypes, rng: random.Random) -> None:
        self.spec = spec
        self.game = spec.game
        self.store = store
        self.wire = wire
        self.rng = rng
        self.seats = [Seat() for _ in range(spec.players)]
        self.series: Series = registry.new_series(spec.variant, spec.players, frozenset(spec.options), rng)
        self.controller: AnyController | None = None
        self.saver: Autosaver | None = None
        self.match: MatchRow | int | None = None
        self.started = False
        self.number = -1
        self.step = 0
        self._pending: list[list[Any]] = [[] for _ in self.seats]
        self._ended = False
        self._book_game: int | None = None
        #: Called when something the server's book keeps changed (a seat taken, a game's row written).
        self.on_change: Callable[[NetTable], None] = lambda _table: None

    # ----- seats --------------------------------------------------------------------------------------------
    def info(self) -> TableInfo:
        seated = sum(1 for seat in self.seats if seat.token_hash)
        s = self.spec
        return TableInfo(s.code, s.variant, s.players, seated, self.started, bool(s.password))

    def join(self, token: str, password: str, name: str = "") -> tuple[int, str] | Refused:
        """The seat ``token`` owns, or a free one with a new token (before the start); a :class:`Refused` else.
        ``name``: what the others call its person (cleaned; "" keeps the seat's)."""
        name = clean_name(name)
        if token:
            for index, seat in enumerate(self.seats):
                if seat.owns(token):
                    seat.name = name or seat.name
                    return index, token
            return Refused("bad_token", "That seat's token is not known at this table.")
        if not password_ok(self.spec.password, password):
            return Refused("password", "The table's password is not right.")
        free = next((i for i, seat in enumerate(self.seats) if not seat.token_hash), None)
        if self.started or free is None:
            return Refused("table_full", "Every seat at this table is taken.")
        token = new_token()
        self.seats[free].token_hash, self.seats[free].name = digest(token), name
        self.on_change(self)
        return free, token

    def connect(self, seat: int, sink: Sink) -> None:
        """The person of ``seat`` is here (again): the bot standing in hands the seat back; the whole game so far."""
        place = self.seats[seat]
        if place.sink is not None and place.sink != sink:  # bound methods: equal, not the same object
            place.sink(self.wire.dumps(Refused("replaced", "This seat was taken up by another connection.")))
        place.sink, place.away_since, place.bot_plays = sink, None, False
        self._send_seats()
        if self.controller is not None:
            sink(self.wire.dumps(self._fresh(seat)))

    def disconnect(self, seat: int, sink: Sink, now: float) -> None:
        place = self.seats[seat]
        if place.sink == sink:
            place.sink, place.away_since = None, now
            self._send_seats()

    def tick(self, now: float, grace: float) -> None:
        """A person away for longer than ``grace`` seconds: a bot plays the seat until they come back."""
        changed = False
        for seat in self.seats:
            if seat.away_since is not None and not seat.bot_plays and now - seat.away_since >= grace:
                seat.bot_plays, changed = True, True
        if changed:
            self._send_seats()

    def abandoned(self, now: float, grace: float, keep: float) -> bool:
        """Nobody has been at it for ``grace`` seconds before its start, or ``keep`` seconds after: the server
        lets it go (a bounded number of tables, whatever strangers make)."""
        wait = keep if self.started else grace
        return all(
            seat.sink is None and (seat.away_since is None or now - seat.away_since >= wait) for seat in self.seats
        )

    def statuses(self) -> tuple[str, ...]:
        return tuple(seat.status for seat in self.seats)

    # ----- the game -----------------------------------------------------------------------------------------
    def start(self, seat: int) -> Refused | None:
        """Seat 0 starts the table (empty seats go to bots); any person deals the next game once one is over."""
        if not self.started:
            if seat != 0:
                return Refused("not_host", "Only the seat that made the table starts it.")
            self.started = True
            for place in self.seats:
                place.bot_plays = not place.token_hash
            self._send_seats()
            self.on_change(self)
        elif self.controller is not None and not self._ended:
            return Refused("in_play", "The game is still being played.")
        controller = self.series.next_game()
        if not isinstance(controller, Controller):
            raise TypeError(f"{type(controller).__name__} is not the engine's controller")
        self.begin(controller)
        return None

    def begin(self, controller: AnyController) -> None:
        """Play ``controller``'s game at this table now (:meth:`start` gives it the series' next game)."""
        self._attach(controller, None)

    def resume(self, saved: SavedGame, series: Series, controller: AnyController) -> None:
        """Go on with ``saved`` (the server restarted): its match, its game at its last committed action."""
        self.series, self.started, self.match = series, True, saved.match_id
        for place in self.seats:
            place.bot_plays = not place.token_hash
        self._attach(controller, saved)

    def _attach(self, controller: AnyController, saved: SavedGame | None) -> None:
        if self.store is not None and isinstance(controller, Controller):
            seats = {i: HUMAN if place.token_hash else self.spec.bots for i, place in enumerate(self.seats)}
            if saved is not None:
                self.saver = Autosaver(
                    self.store, controller, saved.variant, saved.seats, saved.match_id, saved.dealer, saved.game_id
                )
            else:
                if self.match is None:
                    self.match = MatchRow(self.spec.variant, self.spec.players, seats, options=self.spec.options)
                self.saver = Autosaver(self.store, controller, self.spec.variant, seats, self.match, self.series.dealer)
        self.controller = controller
        self.number += 1
        self.step = 0 if saved is None else len(controller.state.history())
        self._ended = False
        self._pending = [[] for _ in self.seats]
        controller.subscribe(self._observe, None)
        for seat in range(self.spec.players):
            controller.subscribe(self._pending[seat].append, seat)
        if saved is None:
            controller.start()
            for pending in self._pending:  # the fresh updates below carry the deal (the lists stay subscribed)
                pending.clear()
        # Every seat hears of the new game at once, even one whose first action comes before any event (komi's
        # stakes come before the deal), so that each program opens its table.
        for seat, place in enumerate(self.seats):
            if place.sink is not None:
                place.sink(self.wire.dumps(self._fresh(seat)))
        self._note_saved()

    def _observe(self, event: object) -> None:
        outcome = self.series.outcome_of(event)
        if outcome is not None:
            self._ended = True
            self.series.finish(outcome)

    def to_move(self) -> int | None:
        return None if self.controller is None else self.controller.to_move()

    @property
    def over(self) -> bool:
        return self.controller is None or self._ended or self.controller.over

    def submit(self, seat: int, seq: int, action: object) -> Refused | None:
        """``seat``'s intent number ``seq``: refused unless it is new, the seat's own and its turn, and legal."""
        place = self.seats[seat]
        if seq <= place.last_seq:
            return Refused("replayed", f"Intent {seq} was already received.", seq)
        if self.controller is None or self.over:
            return Refused("no_game", "No game is being played at this table.", seq)
        if getattr(action, "seat", None) != seat:
            return Refused("wrong_seat", "You may act only for your own seat.", seq)
        if self.controller.to_move() != seat:
            return Refused("not_your_turn", "It is not your turn.", seq)
        if not self._checkable(seat, action):
            return Refused("illegal", "That is not an action of this game now.", seq)
        place.last_seq = seq
        return self.play(seat, action, seq)

    def _checkable(self, seat: int, action: object) -> bool:
        """Whether ``action`` is one of ``seat``'s legal actions, or at least of their kind (then the rules say
        why not, in their own words); another game's value never reaches the rules."""
        kinds = set()
        for legal in self.view(seat).legal_actions():
            if legal == action:
                return True
            kinds.add(type(legal))
        return type(action) in kinds

    def play(self, seat: int, action: object, seq: int = 0) -> Refused | None:
        """Carry out ``action`` of ``seat`` (a person's checked intent, or its bot's answer) and send each seat
        what it saw of it."""
        assert self.controller is not None
        rejection = self.controller.submit(action)
        if rejection is not None:
            args = tuple(sorted(rejection.args.items()))
            return Refused(rejection.code, rejection.reason, seq, args)
        self.step = len(self.controller.state.history())
        self._flush(seat)
        self._note_saved()
        return None

    def bot_seat(self) -> int | None:
        """The seat to move when a bot plays it now, else ``None``."""
        seat = self.to_move()
        return seat if seat is not None and not self.over and self.seats[seat].bot_plays else None

    def view(self, seat: int) -> Any:
        assert self.controller is not None
        return self.controller.view(seat)

    # ----- what each seat is sent ---------------------------------------------------------------------------
    def update(self, seat: int, events: tuple[Any, ...], fresh: bool) -> Update:
        """``seat``'s message for ``events`` (already as it sees them): its view after them, whose turn."""
        assert self.controller is not None
        view = self.controller.view(seat)
        last = self.seats[seat].last_seq
        return Update(self.number, self.step, fresh, events, view, self.to_move(), self.over, last)

    def _fresh(self, seat: int) -> Update:
        assert self.controller is not None
        return self.update(seat, tuple(self.controller.events_so_far(seat)), True)

    def _flush(self, _actor: int | None) -> None:
        """Tell every seat what it saw of the action just played: each is sent an update, even with no event of
        its own, since the turn (and for the actor the acknowledgement) changes with every action."""
        for seat, place in enumerate(self.seats):
            events, self._pending[seat][:] = tuple(self._pending[seat]), []
            if place.sink is not None:
                place.sink(self.wire.dumps(self.update(seat, events, False)))

    def _send_seats(self) -> None:
        names = tuple(seat.name if seat.token_hash else "" for seat in self.seats)
        text = self.wire.dumps(Seats(self.statuses(), self.started, names))
        for place in self.seats:
            if place.sink is not None:
                place.sink(text)

    def _note_saved(self) -> None:
        if self.saver is not None and self.saver.game_id != self._book_game:
            self._book_game = self.saver.game_id
            self.match = self.saver.match_id if self.saver.match_id is not None else self.match
            self.on_change(self)

    @property
    def game_id(self) -> int | None:
        return None if self.saver is None or self.over else self.saver.game_id
