"""What a new match is: the variant and each bot seat's bot (the new-game screen makes one, the table plays it)."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine import registry
from game.panjpar.variants import Variant
from game.ui.settings import Settings


@dataclass(frozen=True)
class TableSetup:
    """What a new match is: the variant and, for each bot seat (1, 2, ...), the bot's spec."""

    variant: Variant = registry.default_variant().variant
    bots: tuple[str, ...] = (registry.default_difficulty(),)

    def __post_init__(self) -> None:
        if self.players not in self.variant.players:
            raise ValueError(f"{self.variant.id} is not for {self.players} players")

    @property
    def players(self) -> int:
        return 1 + len(self.bots)

    @classmethod
    def from_settings(cls, settings: Settings) -> TableSetup:
        """The choice remembered in the settings (an unknown variant falls back to the default one, a player
        count the variant does not allow to its fewest players)."""
        info = registry.variant_info(settings.variant) or registry.default_variant()
        variant = info.variant
        players = settings.players if settings.players in variant.players else min(variant.players)
        return cls(variant, tuple(settings.seat_difficulties()[: players - 1]))
