"""Panjpar's controller: the engine's generic controller over :class:`PanjparState`, with Panjpar's events.

:class:`PanjparNarrator` says what each action makes happen (the deal, a guess, an attack, a kill, the end of a
battle: pick-up, discard, draws, players out, the turn or the result), in the typed events of
:mod:`game.panjpar.events`. :class:`Controller` adds what the table and the match ask of a Panjpar game: the deal,
the dealer, the guess, the position, and records.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.controller import Controller as EngineController
from game.engine.controller import Rejection, preset
from game.panjpar.actions import Action, AttackIntent, Beat, GuessColour
from game.panjpar.events import (
    Attacked,
    Beaten,
    ColourGuessed,
    ColourGuessNeeded,
    Dealt,
    Discarded,
    Drawn,
    Event,
    GameOver,
    PickedUp,
    PlayerOut,
    TurnChanged,
    for_seat,
)
from game.panjpar.game import PanjparState, StateAction, move_actions
from game.panjpar.position import State
from game.panjpar.record import Record, record_of
from game.panjpar.variants import Deal
from game.panjpar.view import SeatView


class PanjparNarrator:
    """The events of each Panjpar action (:class:`~game.engine.controller.Narrator`)."""

    def play(self, state: PanjparState, action: StateAction) -> Sequence[Event]:
        state.check(action)
        return self.played(state, action)

    def played(self, state: PanjparState, action: StateAction) -> list[Event]:
        """Play ``action``, already checked, and return its events."""
        if isinstance(action, Deal):
            state.push(action)
            if state.position is None:
                return [ColourGuessNeeded(state.guesser or 0)]
            return _dealt(state, state.position)
        if isinstance(action, GuessColour):
            state.push(action)
            position = state.position
            assert position is not None
            correct = position.attacker == action.seat
            return [ColourGuessed(action.seat, action.colour, correct), *_dealt(state, position)]
        position = state.position
        assert position is not None
        if isinstance(action, AttackIntent):
            state.push(action)
            return [Attacked(action.seat, position.defender, position.attack)]
        defender, attack, out_before = position.defender, position.attack, len(position.out)
        kills = [*state.kills, (action.attack_card, action.beater)] if isinstance(action, Beat) else list(state.kills)
        state.push(action)
        events: list[Event] = []
        if isinstance(action, Beat):
            events.append(Beaten(action.seat, action.attack_card, action.beater))
        if not state.battle_over():
            return events
        killed = {attack_card for attack_card, _ in kills}
        unbeaten = tuple(c for c in attack if c not in killed)
        if unbeaten:
            events.append(PickedUp(defender, unbeaten))
        if kills:
            events.append(Discarded(tuple(c for pair in kills for c in pair)))
        for seat, drawn in position.last_draws:
            events.append(Drawn(seat, len(drawn), tuple(drawn), position.trump_card in drawn))
        events.extend(PlayerOut(seat) for seat in position.out[out_before:])
        if position.result is not None:
            events.append(GameOver(position.result, position.result.returns(state.players)))
        else:
            events.append(TurnChanged(position.attacker, position.defender))
        return events

    def for_seat(self, event: Event, seat: int | None) -> Event:
        return for_seat(event, seat)


def _dealt(state: PanjparState, position: State) -> list[Event]:
    deal = position.deal
    hands = tuple(len(h) for h in deal.hands)
    return [Dealt(state.dealer, deal.trump_card, hands, deal.first, deal.hands),
            TurnChanged(position.attacker, position.defender)]  # fmt: skip


NARRATOR = PanjparNarrator()


class Controller(EngineController[PanjparState, StateAction, Event]):
    """Runs one Panjpar game. Build it for a shuffled deal (then :meth:`start`) or :meth:`from_record`."""

    def __init__(self, deal: Deal, dealer: int, guesser: int | None = None) -> None:
        """``deal``: the shuffle, which chance plays at :meth:`start`; with ``guesser`` set, that seat guesses the
        trump colour before play."""
        super().__init__(PanjparState(deal.variant, deal.players, dealer, guesser), NARRATOR, preset(deal))
        self._shuffle = deal

    def undoable(self, action: StateAction) -> bool:
        """A take-back undoes moves of the play, never the colour guess (asked once, before the play)."""
        return not isinstance(action, GuessColour)

    # ----- what a Panjpar table asks -----------------------------------------------------------------
    @property
    def deal(self) -> Deal:
        """The deal, its first attacker set once the colour is guessed."""
        return self.state.deal or self._shuffle

    @property
    def dealer(self) -> int:
        return self.state.dealer

    @property
    def guesser(self) -> int | None:
        return self.state.guesser

    @property
    def colour_guess(self) -> str | None:
        return self.state.colour_guess

    @property
    def awaiting_guess(self) -> bool:
        return self.state.position is None

    @property
    def position(self) -> State | None:
        """The rules' position once play has begun (after the deal and the guess), else ``None``."""
        return self.state.position

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know now (rule 11)."""
        return self.state.observation(seat)

    def submit_all(self, actions: Sequence[Action]) -> Rejection[StateAction] | None:
        """Submit ``actions`` in order, stopping at the first refusal (a record line's kills and take)."""
        for action in actions:
            rejection = self.submit(action)
            if rejection is not None:
                return rejection
        return None

    # ----- records --------------------------------------------------------------------------------------
    def record(self, tags: dict[str, str] | None = None) -> Record:
        """The game so far as a record (a battle in progress counts up to its attack)."""
        position = self.position
        assert position is not None, "a record starts once the cards are dealt and the colour guessed"
        return record_of(position, tags)

    @classmethod
    def of_state(cls, state: PanjparState) -> Controller:
        """A controller going on with ``state``, a game already dealt (a saved one, read by the rules); no events
        are emitted."""
        if state.deal is None:
            raise ValueError("a Panjpar game goes on once dealt")
        controller = cls(state.deal, state.dealer, state.guesser)
        controller.state = state
        return controller

    @classmethod
    def from_record(cls, record: Record, dealer: int = 0) -> Controller:
        """A controller at the record's last position (replayed through the rules); no events are emitted."""
        controller = cls(record.deal, dealer)
        controller.state.push(record.deal)  # the record's parser checked the deal
        for seat, move in record.actions:
            for action in move_actions(controller.state, seat, move):
                controller.state.apply(action)
        return controller
