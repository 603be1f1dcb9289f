"""hamrang as the parlour plays it (:class:`~game.engine.protocol.GameRules`): new games, records, figures."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from game.engine.envelope import Envelope
from game.engine.protocol import GameState, RulesOver
from game.engine.results import tricks_of
from game.ganjifa.actions import Deal
from game.ganjifa.cards import CARDS
from game.ganjifa.hamrang.position import PLAYERS, random_playout
from game.ganjifa.hamrang.record import VARIANT, position_json, read_game, record_text, result_text
from game.ganjifa.hamrang.state import GAME_TYPE, HamrangState, win_shares
from game.ganjifa.hamrang.worlds import sample_world


class HamrangRules(RulesOver[HamrangState]):
    """The game ``hamrang`` for the registry."""

    state_class = HamrangState
    game_type = GAME_TYPE

    def new_game(
        self, variant: str, players: int, dealer: int = 0, options: frozenset[str] = frozenset()
    ) -> HamrangState:
        """A game before the deal; ``dealer`` (0-based) is the seat that drew the highest card: it is written in
        the record, and the holder of the key raja leads whoever deals. Options: ``mughal``, ``sum``, ``free``,
        ``noelim`` and ``night``."""
        if variant != VARIANT.id:
            raise ValueError(f"hamrang has no variant {variant!r}")
        VARIANT.check_players(players)
        chosen = VARIANT.check_options(options, players)
        if not 0 <= dealer < PLAYERS:
            raise ValueError(f"no seat {dealer + 1} to deal: hamrang has {PLAYERS} seats")
        return HamrangState(chosen, dealer)

    def recordable(self, state: GameState[Any, Any]) -> bool:
        """Once the cards are dealt (every play is a whole line)."""
        return self.state_of(state).position is not None

    def write_record(self, state: GameState[Any, Any], tags: Mapping[str, str]) -> str:
        return record_text(self.state_of(state), tags)

    def read_record(self, envelope: Envelope) -> HamrangState:
        return read_game(envelope)

    def result_text(self, state: GameState[Any, Any]) -> str:
        return result_text(self.state_of(state))

    def result_returns(self, result: str, players: int) -> tuple[float, ...] | None:
        """``tricks T1 T2 T3 T4``: the seats with the most tricks share the win."""
        tricks = tricks_of(result, players, CARDS // 2) if players == PLAYERS else None
        return win_shares(tricks) if tricks is not None else None

    def position_json(self, state: GameState[Any, Any]) -> dict[str, object]:
        return position_json(self.state_of(state))

    def resample_hidden(self, state: GameState[Any, Any], seat: int, rng: random.Random) -> HamrangState:
        """The cards hidden from ``seat`` dealt again within what it saw (:mod:`~game.ganjifa.hamrang.worlds`),
        then the same plays; if no such deal is found quickly, the deal as it was (and once the game is over: its
        hands are shown)."""
        game = self.state_of(state)
        twin = HamrangState(game.options, game.dealer)
        history = game.history()
        if not history:
            return twin
        if game.is_terminal():  # every hand is shown once the game is over: nothing is hidden
            for action in history:
                twin.apply(action)
            return twin
        world = sample_world(game.observation(seat), rng)
        deal = history[0]
        assert isinstance(deal, Deal)
        twin.apply(Deal(world.deal) if world is not None else deal)
        for action in history[1:]:
            twin.apply(action)
        return twin

    def random_playout(self, players: int, options: frozenset[str], rng: random.Random) -> tuple[float, ...]:
        """A whole random game through the fast position (:func:`~game.ganjifa.hamrang.position.random_playout`);
        its returns (the win share of each seat)."""
        return win_shares(random_playout(rng, players, options))

    def figures(self, state: GameState[Any, Any]) -> dict[str, tuple[float, ...]]:
        """Per seat, for the arena: the tricks taken."""
        position = self.state_of(state).position
        tricks = position.tricks if position is not None else [0] * PLAYERS
        return {"tricks": tuple(float(count) for count in tricks)}


HAMRANG_RULES = HamrangRules()
