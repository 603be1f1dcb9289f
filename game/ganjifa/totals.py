"""A series' running totals per seat (the returns, and every figure the game reports: chips, tricks), kept apart
from the series so that the storage reads a match's totals without loading the games."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Totals:
    """The series so far: games finished, and per seat the sum of each game's returns and of each figure."""

    players: int
    games: int = 0
    returns: list[float] = field(default_factory=list)
    figures: dict[str, list[float]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.returns.extend([0.0] * (self.players - len(self.returns)))

    def add(self, returns: tuple[float, ...], figures: dict[str, tuple[float, ...]]) -> None:
        self.games += 1
        for seat, value in enumerate(returns):
            self.returns[seat] += value
        for name, values in figures.items():
            sums = self.figures.setdefault(name, [0.0] * self.players)
            for seat, value in enumerate(values):
                sums[seat] += value
