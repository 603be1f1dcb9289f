"""What a new match is: the variant and each bot seat's bot (the new-game screen makes one, the table plays it)."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine import registry
from game.engine.registry import VariantSpec
from game.panjpar.variants import VARIANTS, Variant
from game.ui.settings import Settings


def table_variants() -> tuple[Variant, ...]:
    """The variants the new-game screen offers, in the registry's order: those the table can play (Panjpar's, a
    Panjpar :class:`Variant`; the Ganjifa games have their own set-up, game/ui/scenes/ganjifa_setup.py)."""
    return tuple(v.variant for v in registry.variants() if isinstance(v.variant, Variant))


def table_player_counts() -> tuple[int, ...]:
    """The player counts of :func:`table_variants`, fewest first."""
    return tuple(sorted({n for variant in table_variants() for n in variant.players}))


@dataclass(frozen=True)
class TableSetup:
    """What a new match is: the variant (of any game of the registry) and, for each bot seat (1, 2, ...), the
    bot's spec; for the Ganjifa games, the options played (``night`` among them for the key suit) and, in
    nakashth, each player's stake a round."""

    variant: VariantSpec = VARIANTS[registry.default_variant().id]
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

    @property
    def panjpar_variant(self) -> Variant:
        """The Panjpar variant played (raises ``ValueError`` at a table of another game)."""
        if not isinstance(self.variant, Variant):
            raise ValueError(f"{self.variant.id} is not a Panjpar variant")
        return self.variant

    @classmethod
    def from_settings(cls, settings: Settings) -> TableSetup:
        """The choice remembered in the settings (an unknown variant falls back to the default one, a player
        count the variant does not allow to its fewest players)."""
        variant = next((v for v in table_variants() if v.id == settings.variant), table_variants()[0])
        players = settings.players if settings.players in variant.players else min(variant.players)
        return cls(variant, tuple(settings.seat_difficulties()[: players - 1]))
