"""The loop the exact stages share: each candidate move valued on the same fresh deals, summed per candidate.

A deal is dealt from the seat's view (:func:`game.bots.world.sample_state`); ``valuer(world)`` gives that deal's
value of candidate ``i`` (``None``: cut short, the deal dropped). The loop stops at the deadline (after one deal at
least) or the cancel flag; a deal the flag cuts is dropped, as in the sampling.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from game.bots.base import out_of_time
from game.bots.protocol import CancelLike, is_cancelled
from game.bots.world import sample_state
from game.panjpar.position import State
from game.panjpar.view import SeatView

#: A deal's valuer: given the dealt state, the value of candidate ``i`` there (``None``: cut short).
Valuer = Callable[[State], Callable[[int], float | None]]


def summed_over_deals(
    view: SeatView,
    rng: random.Random,
    candidates: Sequence[int],
    deals: int,
    valuer: Valuer,
    deadline: float | None,
    cancel: CancelLike | None,
) -> dict[int, float]:
    """Each candidate's value summed over the deals completed: ``deals`` of them, fewer when the deadline or the
    cancel flag stops the loop."""
    totals = dict.fromkeys(candidates, 0.0)
    for done in range(deals):
        if is_cancelled(cancel) or (done > 0 and out_of_time(deadline, None)):
            break
        value_of = valuer(sample_state(view, rng))
        values: list[float] = []
        for i in candidates:
            if values and is_cancelled(cancel):
                break
            value = value_of(i)
            if value is None:
                break
            values.append(value)
        if len(values) < len(candidates) or is_cancelled(cancel):
            break
        for i, value in zip(candidates, values, strict=True):
            totals[i] += value
    return totals
