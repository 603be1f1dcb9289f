"""What a new match is: the variant and each bot seat's bot (the new-game screen makes one, the table plays it)."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine import registry
from game.engine.registry import VariantSpec


@dataclass(frozen=True)
class TableSetup:
    """What a new match is: the variant (of any game of the registry) and, for each bot seat (1, 2, ...), the
    bot's spec; for the Ganjifa games, the options played (``night`` among them for the key suit) and, in
    nakashth, each player's stake a round."""

    variant: VariantSpec = registry.default_variant().variant
    bots: tuple[str, ...] = (registry.default_difficulty(),)
    options: frozenset[str] = frozenset()
    stake: int = 1
    #: The match's length in rounds, for the games played for chips (0: no limit).
    rounds: int = 0

    def __post_init__(self) -> None:
        if self.players not in self.variant.players:
            raise ValueError(f"{self.variant.id} is not for {self.players} players")
        if self.stake < 1:
            raise ValueError("the stake is at least one chip")
        if self.rounds < 0:
            raise ValueError("a match lasts no rounds (no limit) or some")
        self.game.rules.new_game(self.variant.id, self.players, 0, self.options)  # refuses what it cannot play

    @property
    def players(self) -> int:
        return 1 + len(self.bots)

    @property
    def game(self) -> registry.GameInfo:
        """The game of the variant."""
        game = registry.game_of_variant(self.variant.id)
        if game is None:
            raise ValueError(f"no game has the variant {self.variant.id}")
        return game
