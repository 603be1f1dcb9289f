"""Bots: the protocol, the registry and the out-of-process worker (see docs/bots.md)."""

from game.bots.base import Bot, BotError, Difficulty
from game.bots.registry import BotSpecError, make_bot

__all__ = ["Bot", "BotError", "BotSpecError", "Difficulty", "make_bot"]
