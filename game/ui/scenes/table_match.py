"""A table's match in words, for any game: whether a match of set rounds is over, what the button that deals the
next game says, and who leads (by chips where the game counts them, else by the games won)."""

from __future__ import annotations

from typing import Any

from game.engine.series import Series
from game.ui.i18n import _
from game.ui.tablesetup import TableSetup


def match_over(setup: TableSetup, match: Series, outcome: Any) -> bool:
    """A match of a set number of rounds has had them all (``outcome``: the last game's, once over)."""
    return setup.rounds > 0 and outcome is not None and match.games >= setup.rounds


def next_game_words(setup: TableSetup, match: Series) -> str:
    """``Play again``; ``Next round`` for a game of rounds for chips, ``Next round (2 of 5)`` in a match of set
    rounds."""
    if setup.rounds > 0:
        return _("Next round ({n} of {rounds})").format(n=match.games + 1, rounds=setup.rounds)
    return _("Next round") if setup.game.for_chips else _("Play again")


def match_leaders(match: Series) -> tuple[int, ...]:
    """The seats ahead in the match so far: by chips where the game counts them (most chips wins), else by the
    games won."""
    totals = match.totals
    if not totals.games:
        return ()
    score = totals.figures.get("chips", totals.returns)
    return tuple(seat for seat, value in enumerate(score) if value == max(score))
