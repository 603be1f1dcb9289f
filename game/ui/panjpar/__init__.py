"""Panjpar at the table: its presenter, board, gestures, drawing and wording.

The generic table (game/ui/scenes/table.py) knows none of this; it reaches it through the presenter.
"""
