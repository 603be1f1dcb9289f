"""Bots: the protocol (``base``), the registry (``registry``) and the out-of-process worker (see docs/bots.md).

This ``__init__`` imports none of the package's modules: importing ``game.bots.registry`` runs it first, and a
registry it imported in turn would be an import cycle through the package.
"""
