"""The heuristic and search bot (placeholder until the search lands: plays uniformly at random)."""

from __future__ import annotations

from game.bots.base import Difficulty
from game.bots.random_bot import RandomBot

EASY = Difficulty("easy", mistake_rate=0.2)
HARD = Difficulty("hard", samples=24, endgame_nodes=200_000)


class SearchBot(RandomBot):
    def __init__(self, params: Difficulty) -> None:
        self.params = params
        self.name = params.name
