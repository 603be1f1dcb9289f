"""komi (docs/rules/komi.md): each player against the dealer, three cards, the last digit of the pips.

:mod:`~game.ganjifa.komi.scoring` scores and settles a round on plain ints (the fast path),
:mod:`~game.ganjifa.komi.state` is the protocol's game state, :mod:`~game.ganjifa.komi.record` its ``.ganjifa``
record, and :mod:`~game.ganjifa.komi.rulebook` the game's entry for the registry.
"""
