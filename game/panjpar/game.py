"""Panjpar on the game protocol (:mod:`game.engine.protocol`): the deal, the colour guess and each kill as actions.

:class:`PanjparState` is the referee's whole game, from the shuffle to the result: the chance player deals (a
:class:`~game.panjpar.variants.Deal`), the guesser guesses the trump colour in ``panjpar-52`` (rule 2), then the
seats attack and kill card by card. It checks every action with the rules' own checks (``position.State.check``) and
keeps the battle's kills so far, so that neither the controller nor a screen keeps game state of its own. The
position itself is the fast :class:`~game.panjpar.position.State` (:attr:`PanjparState.position`), which search plays
on directly.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from game.engine.protocol import CHANCE, TERMINAL, GameType
from game.panjpar.actions import Action, AttackIntent, Beat, GuessColour, Take, defence_actions
from game.panjpar.cards import Card
from game.panjpar.moves import Attack, Defence, Move
from game.panjpar.position import IllegalMove, Outcome, State
from game.panjpar.variants import Deal, Variant, shuffled_deal
from game.panjpar.view import KnowledgeTracker, SeatView, ViewPhase, make_view

GAME_TYPE = GameType(id="panjpar", name="Panjpar", min_players=2, max_players=4, record_suffix=".panjpar")

#: Any action of the state: the chance player's deal, or a seat's action.
StateAction = Deal | Action


class PanjparState:
    """One Panjpar game. Build it for a fresh shuffle, or with :meth:`dealt` from a known deal (a record)."""

    def __init__(self, variant: Variant, players: int, dealer: int = 0, guesser: int | None = None) -> None:
        """A game before the shuffle; ``guesser``: the seat that guesses the trump colour after it (rule 2)."""
        variant.check_players(players)
        self.variant = variant
        self._players = players
        self.dealer = dealer
        self.guesser = guesser
        self.deal: Deal | None = None
        #: The position once the game is under way (after the deal and the guess), else ``None``.
        self.position: State | None = None
        self.colour_guess: str | None = None
        #: The kills of the battle in progress, in the order made.
        self.kills: list[tuple[Card, Card]] = []
        self.tracker = KnowledgeTracker(players)
        self._actions: list[StateAction] = []
        self._undo: list[tuple[Any, ...]] = []

    @classmethod
    def dealt(cls, deal: Deal, dealer: int = 0) -> PanjparState:
        """A game whose deal (its first attacker included) is known: a record's, or a resumed game's."""
        state = cls(deal.variant, deal.players, dealer)
        state.push(deal)
        return state

    # ----- the protocol ---------------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self._players

    def current_player(self) -> int:
        if self.deal is None:
            return CHANCE
        if self.position is None:
            return self.guesser if self.guesser is not None else CHANCE
        to_move = self.position.to_move
        return TERMINAL if to_move is None else to_move

    def is_terminal(self) -> bool:
        return self.position is not None and self.position.result is not None

    def outcome(self) -> Outcome | None:
        return self.position.result if self.position is not None else None

    def observation(self, seat: int) -> SeatView:
        """What ``seat`` may know (rule 11): its hand, the table, what it saw face up; never a hidden card."""
        before: ViewPhase | None = "deal" if self.deal is None else None
        return make_view(self.position, seat, self.tracker, tuple(self.kills), self.variant, self._players, before)

    def legal_actions(self) -> Iterator[Action]:
        """The legal actions of the seat to move, as its own view states them (legality is said once)."""
        seat = self.current_player()
        if seat < 0:
            return iter(())
        return self.observation(seat).legal_actions()

    def sample_chance(self, rng: random.Random) -> Deal:
        """A shuffled deal (rule 1): five cards each from the dealer's left; the first attacker by rule 3."""
        first = (self.dealer + 1) % self._players
        return shuffled_deal(self.variant, self._players, rng, self.dealer, first)

    def returns(self) -> tuple[float, ...]:
        """The fool loses 1, the others share 1 between them; a draw or an unfinished game scores 0 each."""
        outcome = self.outcome()
        return (0.0,) * self._players if outcome is None else outcome.returns(self._players)

    def history(self) -> tuple[StateAction, ...]:
        return tuple(self._actions)

    # ----- checked play ---------------------------------------------------------------------------------
    def check(self, action: StateAction) -> None:
        """Raise :class:`IllegalMove` (a :class:`~game.engine.protocol.Refusal`) unless ``action`` is legal now."""
        if isinstance(action, Deal):
            self._check_deal(action)
            return
        if self.deal is None:
            raise IllegalMove("deal_first", 1)
        if isinstance(action, GuessColour):
            self._check_guess(action)
            return
        state = self._playing()
        if isinstance(action, AttackIntent):
            state.check(action.seat, Attack(tuple(action.cards)))
        elif isinstance(action, Beat):
            state.check(action.seat, Defence((*self.kills, (action.attack_card, action.beater))))
        elif isinstance(action, Take):
            state.check(action.seat, Defence(tuple(self.kills)))
        else:
            raise IllegalMove("not_an_action", 0)

    def apply(self, action: StateAction) -> None:
        """Check ``action`` and play it; an illegal one raises :class:`Refusal` and changes nothing."""
        self.check(action)
        self.push(action)

    def _check_deal(self, deal: Deal) -> None:
        if self.deal is not None:
            raise IllegalMove("already_dealt", 1)
        if deal.variant != self.variant or deal.players != self._players:
            raise IllegalMove("wrong_deal", 1)
        cards = [c for hand in deal.hands for c in hand] + [deal.trump_card, *deal.stock]
        if sorted(cards) != sorted(self.variant.pack):
            raise IllegalMove("wrong_deal", 1)

    def _check_guess(self, action: GuessColour) -> None:
        if self.position is not None:
            raise IllegalMove("already_guessed", 2)
        if action.seat != self.guesser:
            raise IllegalMove("not_guesser", 2, seat=action.seat + 1, guesser=(self.guesser or 0) + 1)
        if action.colour not in ("red", "black"):
            raise IllegalMove("guess_colour", 2, colour=str(action.colour))

    def _playing(self) -> State:
        if self.position is None:
            raise IllegalMove("guess_first", 2)
        return self.position

    # ----- the fast path --------------------------------------------------------------------------------
    def push(self, action: StateAction) -> None:
        """Play ``action`` without checking it."""
        if isinstance(action, Deal):
            self._undo.append(("deal",))
            self.deal = action
            if self.guesser is None:
                self.position = State(action)
        elif isinstance(action, GuessColour):
            assert self.deal is not None
            self._undo.append(("guess", self.deal))
            red = self.deal.trump_card.suit.is_red
            first = action.seat if (action.colour == "red") == red else (action.seat + 1) % self._players
            deal = self.deal
            self.deal = Deal(deal.variant, deal.hands, deal.trump_card, deal.stock, first)
            self.colour_guess = action.colour
            self.position = State(self.deal)
        elif isinstance(action, AttackIntent):
            state = self._playing()
            self._undo.append(("attack", self.tracker.snapshot()))
            state.push_attack(action.cards)
            self.tracker.after_attack(action.seat, tuple(action.cards))
        else:
            state = self._playing()
            pair = (action.attack_card, action.beater) if isinstance(action, Beat) else None
            if pair is not None and len(self.kills) + 1 < len(state.attack):
                self._undo.append(("kill",))
                self.kills.append(pair)
            else:
                beats = (*self.kills, pair) if pair is not None else tuple(self.kills)
                self._undo.append(("battle", list(self.kills), self.tracker.snapshot()))
                self.kills = []
                defender, attack = state.defender, state.attack
                state.push_defence(beats)
                self.tracker.after_battle(state, defender, beats, attack)
        self._actions.append(action)

    def pop(self) -> StateAction:
        """Take back the latest action and return it."""
        entry = self._undo.pop()
        kind = entry[0]
        if kind == "deal":
            self.deal = None
            self.position = None
        elif kind == "guess":
            self.deal = entry[1]
            self.colour_guess = None
            self.position = None
        elif kind == "attack":
            self._playing().pop()
            self.tracker.restore(entry[1])
        elif kind == "kill":
            self.kills.pop()
        else:
            self._playing().pop()
            self.kills = entry[1]
            self.tracker.restore(entry[2])
        return self._actions.pop()

    def battle_over(self) -> bool:
        """Whether the latest action ended a battle (the defender's kills or take went through)."""
        return bool(self._undo) and self._undo[-1][0] == "battle"


def move_actions(state: PanjparState, seat: int, move: Move) -> tuple[Action, ...]:
    """A record's move as the state's actions: an attack, or a defence's kills and (unless all die) the take."""
    if isinstance(move, Attack):
        return (AttackIntent(seat, move.cards),)
    return defence_actions(seat, move.beats, len(state.position.attack) if state.position is not None else 0)
