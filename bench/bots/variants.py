"""Issue 25's screening variants of the Panjpar search, each a parameter set of ``SearchBot`` searching its own
number of deals without a clock (as ``own_samples.py``), for runs such as:

    panjpar arena --a bench/bots/variants.py:Unpruned384 --b bench/bots/hard_450bdf8.py:HardBefore --samples 96 ...
"""

from __future__ import annotations

from dataclasses import replace

from game.bots.base import Difficulty
from game.bots.search import EXPERT, HARD, SearchBot


class _Variant(SearchBot):
    params_of_level: Difficulty

    def __init__(self) -> None:
        super().__init__(self.params_of_level)
        self.name = f"variant-{type(self).__name__}"

    def use_samples(self, samples: int) -> bool:
        """Search the variant's own number of deals a decision, not ``samples``, without a clock."""
        self.params = self.params_of_level.with_samples(self.params_of_level.samples)
        return True


class Unpruned384(_Variant):
    """384 deals, every candidate on every deal, the 0/1 score."""

    params_of_level = replace(HARD, samples=384, prune=False)


class Margin384(_Variant):
    """384 deals unpruned, the finer score (a win by many cards above a narrow one)."""

    params_of_level = replace(HARD, samples=384, prune=False, margin=0.02)


class Leaves384(_Variant):
    """384 deals unpruned, then exact leaves for the best three when the stock holds 1 to 8 cards."""

    params_of_level = replace(
        HARD, samples=384, prune=False, leaf_stock=8, leaf_worlds=32, leaf_candidates=3, leaf_nodes=500
    )


class Margin96(_Variant):
    """The old hard's 96 deals unpruned with the finer score: the score's change alone."""

    params_of_level = replace(HARD, samples=96, prune=False, margin=0.02)


# ----- third round (issue 25): each at the old hard's 96 deals, so the screened change is the only difference ---


class Wide96(_Variant):
    """96 deals unpruned, wider defence candidates (a second same-suit beater and a second trump)."""

    params_of_level = replace(HARD, samples=96, prune=False, leaf_stock=0, leaf_worlds=0, wide=True)


class Policy96(_Variant):
    """96 deals unpruned, playouts by ``policy.playout_v2`` (the tuned policy), no exact leaves."""

    params_of_level = replace(HARD, samples=96, prune=False, leaf_stock=0, leaf_worlds=0, playout="v2")


class PolicyLeaves96(_Variant):
    """96 deals unpruned, v2 playouts, exact leaves as hard's (stock 1-8, 32 deals, best 3, 500 nodes)."""

    params_of_level = replace(HARD, samples=96, prune=False, playout="v2")


class PolicyLeaves384(_Variant):
    """Today's hard (384 deals unpruned, exact leaves) with v2 playouts: the candidate for the new ``hard``."""

    params_of_level = replace(HARD, playout="v2")


class PolicyWide96(_Variant):
    """96 deals unpruned, v2 playouts and wider defence candidates, no exact leaves."""

    params_of_level = replace(HARD, samples=96, prune=False, leaf_stock=0, leaf_worlds=0, playout="v2", wide=True)


class Mixed96(_Variant):
    """96 deals unpruned, playouts with v2 for the searching seat and the beginner's policy for the other."""

    params_of_level = replace(HARD, samples=96, prune=False, leaf_stock=0, leaf_worlds=0, playout="mixed")


class LeavesBig96(_Variant):
    """96 deals unpruned, the beginner's playouts, exact leaves from a larger stock (1-12, 48 deals, best 4, 1,000
    nodes): the leaves alone, more of them."""

    params_of_level = replace(
        HARD, samples=96, prune=False, leaf_stock=12, leaf_worlds=48, leaf_candidates=4, leaf_nodes=1000
    )


class Noisy96(_Variant):
    """96 deals unpruned, the beginner's playouts with slips (10%: a random single thrown, everything taken)."""

    params_of_level = replace(HARD, samples=96, prune=False, leaf_stock=0, leaf_worlds=0, playout="noisy")


class Ensemble96(_Variant):
    """96 deals unpruned, each deal scored by the mean of a beginner's playout and a v2 playout."""

    params_of_level = replace(HARD, samples=96, prune=False, leaf_stock=0, leaf_worlds=0, playout="ensemble")


class MixedLeaves384(_Variant):
    """Today's hard (384 deals unpruned, exact leaves) with mixed playouts (v2 for itself, the beginner's for the
    other seat, also on the way to the leaves)."""

    params_of_level = replace(HARD, playout="mixed")


class Both96(_Variant):
    """96 deals unpruned, each deal scored by the mean of two playouts: v2 for itself and the beginner's for the
    other seat, and v2 for both (two models of the opponent); no exact leaves."""

    params_of_level = replace(HARD, samples=96, prune=False, leaf_stock=0, leaf_worlds=0, playout="both")


class BothLeaves160(_Variant):
    """The candidate for the new hard: 160 deals unpruned, ``both`` playouts, exact leaves as today's hard."""

    params_of_level = replace(HARD, samples=160, prune=False, playout="both")


class ExpertLeafBoth(_Variant):
    """Issue 25, eighth round: the expert whose exact leaves model the other seat both ways (the beginner's policy
    and the second, the mean), on 64 deals instead of 96 so that a decision costs about the same."""

    params_of_level = replace(EXPERT, leaf_both=True, leaf_worlds=64)


class ExpertLeaves256(_Variant):
    """Issue 25, eighth round: the expert with its exact leaves on 256 deals instead of 96 (less noise there)."""

    params_of_level = replace(EXPERT, leaf_worlds=256)


class ExpertLate5(_Variant):
    """Issue 25, seventh round (768c526, taken back): the expert's late stage from a stock of 5 at 3,000 nodes, which
    scored no better against hard (0.582 over 616 games); kept to check screens against a known match result."""

    params_of_level = replace(EXPERT, late_stock=5, late_nodes=3000)
