"""Panjpar as the parlour plays it (:class:`~game.engine.protocol.GameRules`): new games and ``.panjpar`` records."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from game.engine.envelope import Envelope
from game.engine.protocol import GameState, RulesOver
from game.engine.results import loser_returns
from game.panjpar.game import GAME_TYPE, PanjparState
from game.panjpar.record import position_json, record_from_envelope, record_of
from game.panjpar.variants import VARIANTS, Deal


class PanjparRules(RulesOver[PanjparState]):
    """The game ``panjpar`` for the registry."""

    state_class = PanjparState
    game_type = GAME_TYPE

    def new_game(
        self, variant: str, players: int, dealer: int = 0, options: frozenset[str] = frozenset()
    ) -> PanjparState:
        """A game before the shuffle; in ``panjpar-52`` seat 1 guesses the trump colour, as at the table.
        Panjpar has no options."""
        if options:
            raise ValueError(f"Panjpar has no options, not {' '.join(sorted(options))}")
        rules = VARIANTS.get(variant)
        if rules is None:
            raise ValueError(f"Panjpar has no variant {variant!r} ({', '.join(VARIANTS)})")
        return PanjparState(rules, players, dealer, 0 if rules.colour_guess else None)

    def termination(self, state: GameState[Any, Any]) -> str:
        """``fool``: one player was left holding cards; ``draw``: the last two ran out in the same battle."""
        outcome = self.state_of(state).outcome()
        return "fool" if outcome is not None and outcome.loser is not None else "draw"

    def next_dealer(self, returns: tuple[float, ...], dealer: int) -> int:
        """Rule 3: the fool (the one seat that lost) deals the next game; after a draw the same dealer again."""
        return next((seat for seat, value in enumerate(returns) if value < 0), dealer)

    def recordable(self, state: GameState[Any, Any]) -> bool:
        """After the deal and the guess, between whole moves: a record line holds a whole defence (its kills
        and the take), so a defence half made is not written (a saved game goes back to its attack)."""
        game = self.state_of(state)
        return game.position is not None and not game.kills

    def write_record(self, state: GameState[Any, Any], tags: Mapping[str, str]) -> str:
        position = self.state_of(state).position
        if position is None:
            raise ValueError("a Panjpar record starts once the cards are dealt and the colour guessed")
        return record_of(position, dict(tags)).to_text()

    def record_length(self, state: GameState[Any, Any]) -> int:
        """The moves of the record (a whole defence is one; the deal, the guess and a defence in progress none)."""
        position = self.state_of(state).position
        return 0 if position is None else len(position.history)

    def read_record(self, envelope: Envelope) -> PanjparState:
        return record_from_envelope(envelope).replay_game()

    def result_text(self, state: GameState[Any, Any]) -> str:
        outcome = self.state_of(state).outcome()
        return str(outcome) if outcome is not None else "*"

    def result_returns(self, result: str, players: int) -> tuple[float, ...] | None:
        """``draw``: 0 each; ``loser N``: the fool loses 1 and the others share 1 (``PanjparState.returns``)."""
        return loser_returns(result, players)

    def position_json(self, state: GameState[Any, Any]) -> dict[str, object]:
        position = self.state_of(state).position
        if position is None:
            return {"result": "*", "to_move": None}
        return position_json(position)

    def resample_hidden(self, state: GameState[Any, Any], seat: int, rng: random.Random) -> PanjparState:
        """The cards ``seat`` has not located, dealt to each other's places; then the same actions again."""
        game = self.state_of(state)
        twin = PanjparState(game.variant, game.players, game.dealer, game.guesser)
        history = game.history()
        if not history:
            return twin
        unseen = sorted(game.observation(seat).unseen())
        shuffled = list(unseen)
        rng.shuffle(shuffled)
        relabel = dict(zip(unseen, shuffled, strict=True))
        deal = history[0]
        assert isinstance(deal, Deal)
        twin.apply(
            Deal(
                deal.variant,
                tuple(tuple(relabel.get(c, c) for c in hand) for hand in deal.hands),
                relabel.get(deal.trump_card, deal.trump_card),
                tuple(relabel.get(c, c) for c in deal.stock),
                deal.first,
            )
        )
        for action in history[1:]:
            twin.apply(action)
        return twin


PANJPAR_RULES = PanjparRules()
