"""komi as the parlour plays it (:class:`~game.engine.protocol.GameRules`): new rounds and ``.ganjifa`` records."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from game.engine.envelope import Envelope
from game.engine.protocol import GameState, GameType, RulesOver
from game.engine.results import nets_returns
from game.ganjifa.actions import Deal
from game.ganjifa.cards import CARDS
from game.ganjifa.komi.record import (
    GAME_ID,
    KOMI_VARIANT,
    position_json,
    read_komi,
    record_text,
    result_text,
)
from game.ganjifa.komi.scoring import HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS, random_playout
from game.ganjifa.komi.state import BETTING, KomiState, KomiView

GAME_TYPE = GameType(GAME_ID, "Komi", MIN_PLAYERS, MAX_PLAYERS, utility="zero_sum", record_suffix=".ganjifa")


class KomiRules(RulesOver[KomiState]):
    """The game ``komi`` for the registry: one round, ``dealer`` deals; the option ``betting``."""

    state_class = KomiState
    game_type = GAME_TYPE

    def new_game(self, variant: str, players: int, dealer: int = 0, options: frozenset[str] = frozenset()) -> KomiState:
        """A round before the stakes: the dealer's next seat sets hers first, then the deal is due."""
        if variant != KOMI_VARIANT.id:
            raise ValueError(f"komi has no variant {variant!r}")
        KOMI_VARIANT.check_players(players)
        chosen = KOMI_VARIANT.check_options(options, players)
        return KomiState(players, dealer, BETTING in chosen)

    def recordable(self, state: GameState[Any, Any]) -> bool:
        """Once the cards are dealt: the stakes set before the deal go in the ``Stakes`` tag."""
        return self.state_of(state).hands is not None

    def write_record(self, state: GameState[Any, Any], tags: Mapping[str, str]) -> str:
        return record_text(self.state_of(state), tags)

    def read_record(self, envelope: Envelope) -> KomiState:
        return read_komi(envelope).state

    def result_text(self, state: GameState[Any, Any]) -> str:
        return result_text(self.state_of(state))

    def result_returns(self, result: str, players: int) -> tuple[float, ...] | None:
        """The nets of ``+5 -5 0``, as :meth:`KomiState.returns` gives them (``None`` for ``*`` or nonsense)."""
        return nets_returns(result, players)

    def position_json(self, state: GameState[Any, Any]) -> dict[str, object]:
        return position_json(self.state_of(state))

    def resample_hidden(self, state: GameState[Any, Any], seat: int, rng: random.Random) -> KomiState:
        """The hands ``seat`` has not seen (every other one until the end, the folded ones after) drawn afresh
        from the cards it has not seen; then the same actions again."""
        game = self.state_of(state)
        twin = KomiState(game.players, game.dealer, game.betting)
        for action in game.history():
            twin.apply(_redealt(action, game.observation(seat), rng) if isinstance(action, Deal) else action)
        return twin

    def random_playout(self, players: int, options: frozenset[str], rng: random.Random) -> tuple[float, ...]:
        """A round of random stakes, deal and bets on plain ints (:func:`~game.ganjifa.komi.scoring.random_playout`)."""
        nets = random_playout(rng, players, rng.randrange(players), BETTING in options)
        return tuple(float(net) for net in nets)

    def figures(self, state: GameState[Any, Any]) -> dict[str, tuple[float, ...]]:
        """The arena's figures: each seat's net chips this round."""
        return {"chips": self.state_of(state).returns()}


KOMI_RULES = KomiRules()


def _redealt(deal: Deal, view: KomiView, rng: random.Random) -> Deal:
    """``deal`` with every hand ``view``'s seat has not seen drawn afresh from the cards it has not seen."""
    shown = view.shown or (None,) * view.players
    known = [hand if other == view.seat or shown[other] is not None else None for other, hand in enumerate(deal.hands)]
    seen = {card for hand in known if hand is not None for card in hand}
    hidden = [other for other, hand in enumerate(known) if hand is None]
    drawn = rng.sample([card for card in range(CARDS) if card not in seen], HAND_SIZE * len(hidden))
    hands = list(deal.hands)
    for index, other in enumerate(hidden):
        hands[other] = tuple(drawn[HAND_SIZE * index : HAND_SIZE * index + HAND_SIZE])
    return Deal(tuple(hands))
