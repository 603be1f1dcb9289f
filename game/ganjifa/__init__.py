"""The four games of the round Ganjifa pack: nakashth, komi, ekrang and hamrang (docs/rules/ganjifa.md).

Each game is a subpackage on the game protocol (:mod:`game.engine.protocol`); this package holds what they share:
the pack's value tables (:mod:`~game.ganjifa.cards`), the chance and play actions (:mod:`~game.ganjifa.actions`),
the variants with their options (:mod:`~game.ganjifa.variant`) and the ``.ganjifa`` record lines
(:mod:`~game.ganjifa.record`).
"""
