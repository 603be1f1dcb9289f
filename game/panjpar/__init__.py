"""The rules of Panjpar: pure Python, no pygame (the game, the bots and the tests all stand on this)."""
