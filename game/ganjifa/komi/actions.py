"""komi's own actions: a stake before the deal and, with ``betting``, keep / double / fold after it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

BetWord = Literal["keep", "double", "fold"]
KEEP: Final = "keep"
DOUBLE: Final = "double"
FOLD: Final = "fold"
#: The bets in the order a seat's legal actions list them.
BETS: Final[tuple[BetWord, ...]] = (KEEP, DOUBLE, FOLD)


@dataclass(frozen=True, slots=True)
class Stake:
    """``seat`` (0-based, not the dealer) sets her stake of ``chips`` before the deal."""

    seat: int
    chips: int

    def __str__(self) -> str:
        return f"{self.seat + 1}: stake {self.chips}"


@dataclass(frozen=True, slots=True)
class Bet:
    """With ``betting``: ``seat`` keeps her stake, doubles it or folds, having looked at her cards."""

    seat: int
    choice: BetWord

    def __str__(self) -> str:
        return f"{self.seat + 1}: {self.choice}"
