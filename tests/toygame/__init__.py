"""Toy, a game that lives in the tests (docs/ADDING-A-GAME.md walks through it file by file): 2 to 6 players, one
card each of the round Ganjifa pack, each seat in turn stays (one more chip into the pot) or folds, and the highest
card among those who stayed takes the pot. It is not shipped: the fixture in conftest.py registers it for a test's
duration with one line in each of the three tables a shipped game writes one line in."""
