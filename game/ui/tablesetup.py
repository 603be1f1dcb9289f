"""What a new match is: the variant and each bot seat's bot (the new-game screen makes one, the table plays it)."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.variants import PANJPAR_52, VARIANTS, Variant
from game.ui.settings import Settings


@dataclass(frozen=True)
class TableSetup:
    """What a new match is: the variant and, for each bot seat (1, 2, ...), the bot's spec."""

    variant: Variant = PANJPAR_52
    bots: tuple[str, ...] = ("easy",)

    def __post_init__(self) -> None:
        if self.players not in self.variant.players:
            raise ValueError(f"{self.variant.id} is not for {self.players} players")

    @property
    def players(self) -> int:
        return 1 + len(self.bots)

    @classmethod
    def from_settings(cls, settings: Settings) -> TableSetup:
        """The choice remembered in the settings (a combination the rules do not allow falls back to 2)."""
        variant = VARIANTS.get(settings.variant, PANJPAR_52)
        players = settings.players if settings.players in variant.players else 2
        return cls(variant, tuple(settings.seat_difficulties()[: players - 1]))
