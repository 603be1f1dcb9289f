"""What a new match is: the variant and each bot seat's bot (the new-game screen makes one, the table plays it)."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine import registry
from game.panjpar.variants import VARIANTS, Variant
from game.ui.settings import Settings


def table_variants() -> tuple[Variant, ...]:
    """The variants the new-game screen offers, in the registry's order: those the table can play (Panjpar's, a
    Panjpar :class:`Variant`; the Ganjifa games are played from the command line until their tables come)."""
    return tuple(v.variant for v in registry.variants() if isinstance(v.variant, Variant))


def table_player_counts() -> tuple[int, ...]:
    """The player counts of :func:`table_variants`, fewest first."""
    return tuple(sorted({n for variant in table_variants() for n in variant.players}))


@dataclass(frozen=True)
class TableSetup:
    """What a new match is: the variant and, for each bot seat (1, 2, ...), the bot's spec."""

    variant: Variant = VARIANTS[registry.default_variant().id]
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
        variant = next((v for v in table_variants() if v.id == settings.variant), table_variants()[0])
        players = settings.players if settings.players in variant.players else min(variant.players)
        return cls(variant, tuple(settings.seat_difficulties()[: players - 1]))
