"""The result formats the games share: a finished game's ``Result`` text, and the returns that text states.

A record's ``Result`` tag says how a game ended in one of a few shapes, each written and read here once:

- a loser (Panjpar): ``loser 2``, or ``draw``; the loser returns -1 and the others share 1;
- winners (nakashth): ``win 3``, ``split 1 3``, or ``carry`` (nobody won: the pot stays); the winners share 1;
- chip nets (komi): ``+5 -5 0``, adding up to zero; each seat returns its net;
- tricks (ekrang, hamrang): ``tricks 3 5 4``; the game turns the counts into win shares.

Every reader answers ``None`` for a text that is not a finished game's result of that shape for that many seats,
an impossible one included (more tricks than the pack can make, nets that do not add up to zero, a seat the table
does not have): storage and the statistics then refuse the row rather than count it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: The text of a game that is not over.
UNFINISHED = "*"
_SIGNED = re.compile(r"[+-]?[0-9]{1,9}")
_SEAT = re.compile(r"[1-9][0-9]?")
_COUNT = re.compile(r"[0-9]{1,3}")


def _seat(word: str, players: int) -> int | None:
    """The 0-based seat a 1-based seat number names (ASCII digits, no leading zero), or ``None``."""
    if not _SEAT.fullmatch(word):
        return None
    seat = int(word) - 1
    return seat if 0 <= seat < players else None


# ----- a loser -------------------------------------------------------------------------------------------------
def loser_text(loser: int | None) -> str:
    """``loser N`` (1-based), or ``draw`` when nobody lost."""
    return "draw" if loser is None else f"loser {loser + 1}"


def loser_returns(result: str, players: int) -> tuple[float, ...] | None:
    """``draw``: 0 each; ``loser N``: the loser -1, the others share 1."""
    words = result.lower().split()
    if players < 2:
        return None
    if words == ["draw"]:
        return (0.0,) * players
    loser = _seat(words[1], players) if len(words) == 2 and words[0] == "loser" else None
    if loser is None:
        return None
    return tuple(-1.0 if seat == loser else 1.0 / (players - 1) for seat in range(players))


# ----- winners -------------------------------------------------------------------------------------------------
def winners_returns(result: str, players: int) -> tuple[float, ...] | None:
    """``win S`` or ``split S1 S2 ...`` (two or more, each once): the winners share 1; ``carry``: 0 each."""
    words = result.lower().split()
    if words == ["carry"]:
        return (0.0,) * players
    if len(words) < 2 or words[0] not in ("win", "split") or (words[0] == "win") != (len(words) == 2):
        return None
    seats = [_seat(word, players) for word in words[1:]]
    winners = {seat for seat in seats if seat is not None}
    if len(winners) != len(seats):
        return None
    return tuple(1.0 / len(winners) if seat in winners else 0.0 for seat in range(players))


# ----- chip nets -----------------------------------------------------------------------------------------------
def nets_text(nets: Sequence[int]) -> str:
    """``+5 -5 +10 -10`` (``0`` for none)."""
    return " ".join(f"{net:+d}" if net else "0" for net in nets)


def nets_of(result: str, players: int) -> tuple[int, ...] | None:
    """The nets a finished round's ``Result`` states, or ``None`` when it is not one (wrong count, not zero-sum)."""
    words = result.split()
    if len(words) != players or not all(_SIGNED.fullmatch(word) for word in words):
        return None
    nets = tuple(int(word) for word in words)
    return nets if sum(nets) == 0 else None


def nets_returns(result: str, players: int) -> tuple[float, ...] | None:
    nets = nets_of(result, players)
    return tuple(float(net) for net in nets) if nets is not None else None


# ----- tricks --------------------------------------------------------------------------------------------------
def tricks_text(tricks: Sequence[int]) -> str:
    """``tricks 3 5 4``."""
    return "tricks " + " ".join(str(count) for count in tricks)


def tricks_of(result: str, players: int, most: int) -> tuple[int, ...] | None:
    """The trick counts of ``tricks T1 T2 ...``, or ``None`` when it is not that for ``players`` seats or the
    counts add up to more than ``most``, the tricks a whole game can make."""
    words = result.lower().split()
    if len(words) != players + 1 or words[0] != "tricks" or not all(_COUNT.fullmatch(w) for w in words[1:]):
        return None
    counts = tuple(int(word) for word in words[1:])
    return counts if sum(counts) <= most else None
