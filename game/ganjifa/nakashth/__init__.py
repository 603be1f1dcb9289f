"""Nakashth: two cards each, named pairs and point totals, the best hand takes the pot (docs/rules/nakashth.md)."""
