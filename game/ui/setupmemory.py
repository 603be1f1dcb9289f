"""What the set-up remembers of each game between sessions, kept in plain settings strings: the options each game
was last set up with (``komi:betting hamrang:sum``) and its player count (``komi:6 nakashth:3``)."""

from __future__ import annotations


def remembered_options(kept: str, game: str) -> set[str] | None:
    """The options ``game`` was last set up with, from the setting that keeps every game's (``komi:betting
    hamrang:sum``; ``ekrang:`` for none chosen); ``None`` if it was never set up. A setting of before (bare words,
    one game's) is read as this game's."""
    words = kept.split()
    if words and not any(":" in word for word in words):
        return set(words)
    mine = [word.partition(":")[2] for word in words if word.startswith(game + ":")]
    return {option for option in mine if option} if mine else None


def remember_options(kept: str, game: str, chosen: set[str]) -> str:
    """The setting with ``game``'s options now ``chosen`` (``game:`` alone for none, so a suggested option the
    player turned off stays off), every other game's kept as they were."""
    others = [word for word in kept.split() if ":" in word and not word.startswith(game + ":")]
    mine = [f"{game}:{option}" for option in chosen] or [f"{game}:"]
    return " ".join(sorted([*others, *mine]))


def remembered_players(kept: str, game: str) -> int | None:
    """The player count ``game`` was last set up with, from the setting that keeps every game's (``komi:6
    nakashth:3``); ``None`` if it was never set up (or the word is not a number)."""
    for word in kept.split():
        name, _colon, count = word.partition(":")
        if name == game and count.isdigit():
            return int(count)
    return None


def remember_players(kept: str, game: str, players: int) -> str:
    """The setting with ``game``'s player count now ``players``, every other game's kept as it was."""
    others = [word for word in kept.split() if ":" in word and not word.startswith(game + ":")]
    return " ".join(sorted([*others, f"{game}:{players}"]))
