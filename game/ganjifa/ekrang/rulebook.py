"""ekrang as the parlour plays it (:class:`~game.engine.protocol.GameRules`): new games, records, the hidden-card
twin the contract tests compare, and the figures the arena reports (tricks per seat)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from game.engine.envelope import Envelope
from game.engine.protocol import GameState, GameType, RulesOver
from game.engine.results import tricks_of
from game.ganjifa.actions import Deal, Play
from game.ganjifa.cards import CARDS, SUIT_MASKS, cards_in, mask_of
from game.ganjifa.ekrang import record
from game.ganjifa.ekrang.deal import sort_hand
from game.ganjifa.ekrang.inference import deal_hidden, forbidden_cards
from game.ganjifa.ekrang.playout import random_playout
from game.ganjifa.ekrang.position import win_shares
from game.ganjifa.ekrang.state import EkrangState

GAME_ID = record.GAME_ID
GAME_TYPE = GameType(GAME_ID, "Ekrang", 2, 4, utility="constant_sum", record_suffix=".ganjifa")
#: The one variant, as the registry offers it.
EKRANG_VARIANT = record.VARIANT


class EkrangRules(RulesOver[EkrangState]):
    """The game ``ekrang`` for the registry (one variant, ``ekrang``, for 2 to 4 players)."""

    state_class = EkrangState
    game_type = GAME_TYPE

    def new_game(
        self, variant: str, players: int, dealer: int = 0, options: frozenset[str] = frozenset()
    ) -> EkrangState:
        """A game before the deal; the key card's holder opens, so ``dealer`` changes nothing."""
        if variant != GAME_ID:
            raise ValueError(f"ekrang has no variant {variant!r}")
        record.VARIANT.check_players(players)
        return EkrangState(players, record.VARIANT.check_options(options, players))

    def recordable(self, state: GameState[Any, Any]) -> bool:
        return self.state_of(state).deal is not None

    def write_record(self, state: GameState[Any, Any], tags: Mapping[str, str]) -> str:
        return record.write(self.state_of(state), tags)

    def read_record(self, envelope: Envelope) -> EkrangState:
        return record.read_record(envelope)

    def result_text(self, state: GameState[Any, Any]) -> str:
        return record.result_text(self.state_of(state))

    def result_returns(self, result: str, players: int) -> tuple[float, ...] | None:
        """The win shares of ``tricks T1 T2 ...`` (seat by seat: the text does not say whether teams played); a
        trick takes two cards at least, so the counts of a real game add up to half the pack at most."""
        tricks = tricks_of(result, players, CARDS // 2)
        return win_shares(tricks, teams=False) if tricks is not None else None

    def position_json(self, state: GameState[Any, Any]) -> dict[str, object]:
        return record.position_json(self.state_of(state))

    def figures(self, state: GameState[Any, Any]) -> dict[str, tuple[float, ...]]:
        """Per seat, the tricks taken (the arena's mean tricks)."""
        return {"tricks": tuple(float(count) for count in self.state_of(state).tricks())}

    def random_playout(self, players: int, options: frozenset[str], rng: random.Random) -> tuple[float, ...]:
        """A whole random game through the fast path (:func:`game.ganjifa.ekrang.playout.random_playout`);
        its win shares."""
        return win_shares(random_playout(rng, players, options), "teams" in options)

    def resample_hidden(self, state: GameState[Any, Any], seat: int, rng: random.Random) -> EkrangState:
        """The cards ``seat`` has not seen dealt otherwise, consistent with every play it saw, then the same plays
        (once the game is over, the game itself: its hands are shown).

        The key card stays with its holder (whose turn it is before the opening); the two-player game's put-away
        cards join the hidden ones, from the suits of the deal.
        """
        game = self.state_of(state)
        twin = EkrangState(game.players, game.options)
        if game.deal is None or game.position is None:
            return twin
        if game.is_terminal():  # every hand is shown once the game is over: nothing is hidden
            for action in game.history():
                twin.apply(action)
            return twin
        plays = [action for action in game.history() if isinstance(action, Play)]
        hands = game.deal.hands
        played = [0] * game.players
        for play in plays:
            played[play.seat] |= mask_of(play.cards)
        dealt = [mask_of(hand) for hand in hands]
        suits = {card & 7 for hand in hands for card in hand}
        universe = sum(SUIT_MASKS[s] for s in suits)
        key = game.position.key
        known = dealt[seat] | sum(played) | (1 << key)
        pool = universe & ~known
        view = game.observation(seat)
        forbidden, nobody = forbidden_cards(game.players, view.plays, game.night, game.values)
        others = [s for s in range(game.players) if s != seat]
        room = [(dealt[s] & ~played[s] & ~(1 << key)).bit_count() for s in others]
        put_away = pool.bit_count() - sum(room)
        hidden = deal_hidden(rng, pool, room, [forbidden[s] | nobody for s in others], put_away)
        new_hands = list(dealt)
        for index, other in enumerate(others):
            new_hands[other] = hidden[index] | played[other] | (dealt[other] & (1 << key))
        twin.apply(Deal(tuple(sort_hand(cards_in(mask)) for mask in new_hands)))
        for play in plays:
            twin.apply(play)
        return twin


EKRANG_RULES = EkrangRules()
