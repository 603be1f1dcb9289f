"""The toy game for the registry (:class:`~game.engine.protocol.GameRules`): new rounds, records, and what the
contract suite (tests/engine/test_contract.py) and the arena need."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from game.engine.envelope import Envelope
from game.engine.protocol import GameState, GameType, RulesOver
from game.engine.results import nets_returns
from game.ganjifa.actions import Deal
from game.ganjifa.cards import CARDS
from toygame.record import GAME_ID, VARIANT, read_toy, result_text, toy_json, toy_record
from toygame.state import ToyState

GAME_TYPE = GameType(GAME_ID, "Toy", 2, 6, utility="zero_sum", record_suffix=".ganjifa")


class ToyRules(RulesOver[ToyState]):
    """The game ``toy``: one round a game, ``dealer`` deals and speaks last."""

    state_class = ToyState
    game_type = GAME_TYPE

    def new_game(self, variant: str, players: int, dealer: int = 0, options: frozenset[str] = frozenset()) -> ToyState:
        if variant != VARIANT.id:
            raise ValueError(f"the toy game has no variant {variant!r}")
        VARIANT.check_players(players)
        VARIANT.check_options(options, players)
        return ToyState(players, dealer)

    def recordable(self, state: GameState[Any, Any]) -> bool:
        return self.state_of(state).cards is not None

    def write_record(self, state: GameState[Any, Any], tags: Mapping[str, str]) -> str:
        return toy_record(self.state_of(state), tags)

    def read_record(self, envelope: Envelope) -> ToyState:
        return read_toy(envelope)

    def result_text(self, state: GameState[Any, Any]) -> str:
        return result_text(self.state_of(state))

    def result_returns(self, result: str, players: int) -> tuple[float, ...] | None:
        return nets_returns(result, players)

    def position_json(self, state: GameState[Any, Any]) -> dict[str, object]:
        return toy_json(self.state_of(state))

    def figures(self, state: GameState[Any, Any]) -> dict[str, tuple[float, ...]]:
        """The arena's and the table's figures: each seat's net chips (:class:`~game.engine.protocol.SeatFigures`)."""
        return {"chips": self.state_of(state).returns()}

    def resample_hidden(self, state: GameState[Any, Any], seat: int, rng: random.Random) -> ToyState:
        """The cards ``seat`` has not seen (every other one, but those shown at the end) dealt afresh."""
        game = self.state_of(state)
        twin = ToyState(game.players, game.dealer)
        if game.cards is None:
            return twin
        view = game.observation(seat)
        known = [card if other == seat or (view.shown and view.shown[other] is not None) else None
                 for other, card in enumerate(game.cards)]  # fmt: skip
        fresh = iter(rng.sample([c for c in range(CARDS) if c not in known], known.count(None)))
        twin.apply(Deal(tuple((card if card is not None else next(fresh),) for card in known)))
        for action in game.history()[1:]:
            twin.apply(action)
        return twin


TOY_RULES = ToyRules()
