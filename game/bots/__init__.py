"""Bots: the protocol of every game's bots (``protocol``), the one table of built-in bots by game and level
(``table``), bot files for the arena (``plugin``) and the out-of-process worker (``worker``); docs/bots.md.

This ``__init__`` imports none of the package's modules: importing ``game.bots.table`` runs it first, and a
table it imported in turn would be an import cycle through the package.
"""
