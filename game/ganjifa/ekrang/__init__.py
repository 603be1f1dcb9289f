"""ekrang: the trick game of the round pack for 2-4 players (docs/rules/ekrang.md)."""
