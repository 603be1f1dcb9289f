"""The Ganjifa games at the table: one presenter of round cards for the four games (layout, board, drawing),
and each game's adapter (what its view looks like, what the player's choices mean)."""
