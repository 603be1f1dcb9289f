"""hamrang, the four-player trick game of the round pack where every play is two cards (docs/rules/hamrang.md).

- :mod:`~game.ganjifa.hamrang.position`: the fast position on bit-sets (legal two-card plays, play/undo, tricks,
  elimination, the end) and the random playout of the benchmark;
- :mod:`~game.ganjifa.hamrang.checks`: why a two-card play is refused, in the words of the rules page;
- :mod:`~game.ganjifa.hamrang.state`: the protocol's state and each seat's view;
- :mod:`~game.ganjifa.hamrang.worlds`: deals of the hidden cards consistent with what a seat saw;
- :mod:`~game.ganjifa.hamrang.record` and :mod:`~game.ganjifa.hamrang.rulebook`: the ``.ganjifa`` record and the
  game's :class:`~game.engine.protocol.GameRules`.
"""
