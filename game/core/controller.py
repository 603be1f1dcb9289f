"""The event-driven rules controller: it owns one game's state, checks intents, and emits typed events.

The table and the bots subscribe (each for its own seat, and receive only what that seat may see); they never
change the state themselves. An illegal intent changes nothing: :meth:`Controller.submit` returns a
:class:`Rejection` with the reason.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.cards import Card
from game.core.events import (
    Attacked,
    AttackIntent,
    Beat,
    Beaten,
    ColourGuessed,
    ColourGuessNeeded,
    Dealt,
    Discarded,
    Drawn,
    Event,
    GameOver,
    GuessColour,
    Intent,
    PickedUp,
    PlayerOut,
    Rejection,
    Take,
    TurnChanged,
    for_seat,
)
from game.core.moves import Attack, Defence
from game.core.record import Record
from game.core.rules import IllegalMove, State
from game.core.variants import Deal
from game.core.view import KnowledgeTracker, SeatView, make_view

Listener = Callable[[Event], None]


class Controller:
    """Runs one game. Build it with :meth:`new` (a fresh deal) or :meth:`from_record` (resume a game)."""

    def __init__(self, deal: Deal, dealer: int, guesser: int | None = None) -> None:
        """``deal``: the shuffled deal; with ``guesser`` set, ``deal.first`` waits for that seat's guess."""
        self.deal = deal
        self.dealer = dealer
        self.guesser = guesser
        self.colour_guess: str | None = None
        self.state: State | None = None
        self.tracker = KnowledgeTracker(deal.players)
        self.pending: list[tuple[Card, Card]] = []
        self._listeners: list[tuple[Listener, int | None]] = []

    # ----- subscribing ----------------------------------------------------------------------------------
    def subscribe(self, listener: Listener, seat: int | None) -> None:
        """Call ``listener`` with every event as ``seat`` may see it (``None``: everything)."""
        self._listeners.append((listener, seat))

    def start(self) -> None:
        """Begin: ask for the colour guess, or deal at once when the variant has none."""
        if self.guesser is not None:
            self._emit(ColourGuessNeeded(self.guesser))
        else:
            self._begin(self.deal)

    @property
    def players(self) -> int:
        return self.deal.players

    @property
    def awaiting_guess(self) -> bool:
        return self.state is None

    def to_move(self) -> int | None:
        """The seat whose intent the game waits for (the guesser before the deal), ``None`` when over."""
        if self.state is None:
            return self.guesser
        return self.state.to_move

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know now (rule 11)."""
        return make_view(self.state, seat, self.tracker, tuple(self.pending), self.deal.variant, self.players)

    # ----- intents --------------------------------------------------------------------------------------
    def submit(self, intent: Intent) -> Rejection | None:
        """Check ``intent`` and carry it out; ``None`` when done, else a :class:`Rejection` (nothing changed)."""
        try:
            if isinstance(intent, GuessColour):
                self._guess(intent)
            elif isinstance(intent, AttackIntent):
                self._attack(intent)
            elif isinstance(intent, Beat):
                self._beat(intent)
            elif isinstance(intent, Take):
                self._defend(intent.seat, ())
            else:
                self._defend(intent.seat, intent.beats)
        except IllegalMove as error:
            return Rejection(intent, error.reason, error.code, error.arguments)
        return None

    def _playing(self) -> State:
        if self.state is None:
            raise IllegalMove("guess_first", 2)
        return self.state

    def _guess(self, intent: GuessColour) -> None:
        if self.state is not None:
            raise IllegalMove("already_guessed", 2)
        if intent.seat != self.guesser:
            raise IllegalMove("not_guesser", 2, seat=intent.seat + 1, guesser=(self.guesser or 0) + 1)
        if intent.colour not in ("red", "black"):
            raise IllegalMove("guess_colour", 2, colour=str(intent.colour))
        red = self.deal.trump_card.suit.is_red
        correct = (intent.colour == "red") == red
        first = intent.seat if correct else (intent.seat + 1) % self.players
        self.colour_guess = intent.colour
        self._emit(ColourGuessed(intent.seat, intent.colour, correct))
        self._begin(Deal(self.deal.variant, self.deal.hands, self.deal.trump_card, self.deal.stock, first))

    def _begin(self, deal: Deal) -> None:
        self.deal = deal
        self.state = State(deal)
        self._emit(Dealt(self.dealer, deal.trump_card, tuple(len(h) for h in deal.hands), deal.first, deal.hands))
        self._emit(TurnChanged(self.state.attacker, self.state.defender))

    def _attack(self, intent: AttackIntent) -> None:
        state = self._playing()
        move = Attack(tuple(intent.cards))
        state.check(intent.seat, move)
        state.push_attack(move.cards)
        self.tracker.after_attack(intent.seat, move.cards)
        self._emit(Attacked(intent.seat, state.defender, move.cards))

    def _beat(self, intent: Beat) -> None:
        state = self._playing()
        pair = (intent.attack_card, intent.beater)
        state.check(intent.seat, Defence((*self.pending, pair)))
        self.pending.append(pair)
        self._emit(Beaten(intent.seat, intent.attack_card, intent.beater))
        if len(self.pending) == len(state.attack):
            self._finish_battle(())

    def _defend(self, seat: int, beats: tuple[tuple[Card, Card], ...]) -> None:
        state = self._playing()
        state.check(seat, Defence((*self.pending, *beats)))
        for attack_card, beater in beats:
            self._emit(Beaten(seat, attack_card, beater))
        self._finish_battle(beats)

    def _finish_battle(self, extra: tuple[tuple[Card, Card], ...]) -> None:
        state = self._playing()
        beats = (*self.pending, *extra)
        self.pending = []
        defender, attack = state.defender, state.attack
        out_before = len(state.out)
        state.push_defence(beats)
        self.tracker.after_battle(state, defender, beats, attack)
        killed = {x for x, _ in beats}
        unbeaten = tuple(c for c in attack if c not in killed)
        if unbeaten:
            self._emit(PickedUp(defender, unbeaten))
        if beats:
            self._emit(Discarded(tuple(c for pair in beats for c in pair)))
        for seat, drawn in state.last_draws:
            self._emit(Drawn(seat, len(drawn), tuple(drawn), state.trump_card in drawn))
        for seat in state.out[out_before:]:
            self._emit(PlayerOut(seat))
        if state.result is not None:
            self._emit(GameOver(state.result))
        else:
            self._emit(TurnChanged(state.attacker, state.defender))

    def _emit(self, event: Event) -> None:
        for listener, seat in list(self._listeners):
            listener(for_seat(event, seat))

    # ----- records --------------------------------------------------------------------------------------
    def record(self, tags: dict[str, str] | None = None) -> Record:
        """The game so far as a record (a battle in progress counts up to its attack)."""
        state = self._playing()
        result = str(state.result) if state.result is not None else "*"
        return Record(state.deal, list(state.history), result, dict(tags or {}))

    @classmethod
    def from_record(cls, record: Record, dealer: int = 0) -> Controller:
        """A controller at the record's last position (replayed through the rules); no events are emitted."""
        controller = cls(record.deal, dealer)
        controller.state = State(record.deal)
        for seat, move in record.actions:
            state = controller.state
            if isinstance(move, Attack):
                state.apply(seat, move)
                controller.tracker.after_attack(seat, move.cards)
            else:
                attack = state.attack
                state.apply(seat, move)
                controller.tracker.after_battle(state, seat, move.beats, attack)
        return controller
