"""A match's running totals per seat (the returns, the games won, lost and drawn, and every figure the game
reports: chips, tricks), kept apart from any game so that the storage reads a match's totals without loading it."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Totals:
    """The match so far: games finished, and per seat the sum of each game's returns and of each figure, and the
    games won (a positive return, or chips won), lost (a negative one) and drawn (nothing)."""

    players: int
    games: int = 0
    returns: list[float] = field(default_factory=list)
    figures: dict[str, list[float]] = field(default_factory=dict)
    wins: list[int] = field(default_factory=list)
    losses: list[int] = field(default_factory=list)
    draws: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.returns.extend([0.0] * (self.players - len(self.returns)))
        for counts in (self.wins, self.losses, self.draws):
            counts.extend([0] * (self.players - len(counts)))

    def add(self, returns: tuple[float, ...], figures: dict[str, tuple[float, ...]]) -> None:
        """One game more. A game played for chips is won, lost or even by the chips each seat took (a pot shared
        three ways can leave a sharer even), as the statistics count it; any other by its returns."""
        self.games += 1
        by = figures.get("chips", returns)
        for seat, value in enumerate(returns):
            self.returns[seat] += value
            counts = self.wins if by[seat] > 0 else self.losses if by[seat] < 0 else self.draws
            counts[seat] += 1
        for name, values in figures.items():
            sums = self.figures.setdefault(name, [0.0] * self.players)
            for seat, value in enumerate(values):
                sums[seat] += value
