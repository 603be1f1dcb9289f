"""Card art drawn by code, one module per concern: ``cache`` (the image cache), ``shapes`` (card sizes and
geometry), ``palette`` (colours), ``suits``/``french``/``court`` (the faces of the French pack), ``back`` (the card
backs), ``effects`` (shadow and highlight), ``cloth`` (the table felt), ``theme`` (the player's choice of back, cloth
and large index) and ``cards.CardArt``, what the screens use.

Nothing here is copied from elsewhere: suits, pips, court figures and the tile-work back are geometry. Another
pack's faces (the Ganjifa's) go in a module of their own beside ``french``.
"""
