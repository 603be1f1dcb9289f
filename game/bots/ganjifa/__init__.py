"""Bots of the Ganjifa games: each plays from its seat's observation alone (never the referee's state)."""
