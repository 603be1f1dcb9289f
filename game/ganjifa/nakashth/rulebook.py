"""Nakashth for the registry (:class:`~game.engine.protocol.GameRules`)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from game.engine.envelope import Envelope
from game.engine.protocol import GameState, GameType, RulesOver
from game.engine.results import winners_returns
from game.ganjifa.actions import Deal
from game.ganjifa.nakashth.record import NAKASHTH, nakashth_json, nakashth_record, read_nakashth, result_text
from game.ganjifa.nakashth.state import NakashthState

GAME_TYPE = GameType(
    "nakashth",
    "Nakashth",
    2,
    6,
    information="imperfect",
    utility="general_sum",
    record_suffix=".ganjifa",
    decisions=False,
)
#: The stake of a round the parlour starts without saying one.
DEFAULT_STAKE = 1


class NakashthRules(RulesOver[NakashthState]):
    """The game ``nakashth``: one round a game, its records, and what the contract tests need."""

    state_class = NakashthState
    game_type = GAME_TYPE

    def new_game(
        self, variant: str, players: int, dealer: int = 0, options: frozenset[str] = frozenset()
    ) -> NakashthState:
        """A round before the deal, everyone staking :data:`DEFAULT_STAKE` into an empty pot."""
        NAKASHTH.check_players(players)
        NAKASHTH.check_options(options, players)
        return NakashthState(players, DEFAULT_STAKE)

    def termination(self, state: GameState[Any, Any]) -> str:
        """``win``: one best hand took the pot; ``split``: several shared it; ``carry``: every hand lost."""
        settled = self.state_of(state).settlement()
        winners = len(settled.winners) if settled is not None else 0
        return "carry" if winners == 0 else "win" if winners == 1 else "split"

    def following_game(self, previous: GameState[Any, Any], dealer: int = 0) -> NakashthState:
        """The next round at the same stake, into the pot the finished ``previous`` left (every hand lost)."""
        round_ = self.state_of(previous)
        settled = round_.settlement()
        return NakashthState(round_.players, round_.stake, settled.carry if settled is not None else round_.pot)

    def recordable(self, state: GameState[Any, Any]) -> bool:
        return self.state_of(state).hands is not None

    def write_record(self, state: GameState[Any, Any], tags: Mapping[str, str]) -> str:
        return nakashth_record(self.state_of(state), tags)

    def read_record(self, envelope: Envelope) -> NakashthState:
        return read_nakashth(envelope)[0]

    def result_text(self, state: GameState[Any, Any]) -> str:
        return result_text(self.state_of(state))

    def result_returns(self, result: str, players: int) -> tuple[float, ...] | None:
        """``win S``/``split ...``: the winners share 1; ``carry``: 0 each (as :meth:`NakashthState.returns`)."""
        return winners_returns(result, players)

    def position_json(self, state: GameState[Any, Any]) -> dict[str, object]:
        return nakashth_json(self.state_of(state))

    def figures(self, state: GameState[Any, Any]) -> dict[str, tuple[float, ...]]:
        """Per seat, for the arena: the chips won in the round."""
        return {"chips": tuple(float(chips) for chips in self.state_of(state).chips())}

    def random_playout(self, players: int, options: frozenset[str], rng: random.Random) -> tuple[float, ...]:
        """The deal and the settlement, without the state's checks."""
        state = NakashthState(players, DEFAULT_STAKE)
        state.push(state.sample_chance(rng))
        return state.returns()

    def resample_hidden(self, state: GameState[Any, Any], seat: int, rng: random.Random) -> NakashthState:
        """Before the turn-over nobody sees a card: a new deal; after it every hand is face up: the same round."""
        game = self.state_of(state)
        twin = NakashthState(game.players, game.stake, game.pot)
        if game.hands is not None:
            twin.apply(Deal(game.hands))
        return twin


NAKASHTH_RULES = NakashthRules()
