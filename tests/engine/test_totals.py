"""A match's totals: the returns and figures added up per seat, and the games each seat won, lost and drew."""

from __future__ import annotations

from game.engine.totals import Totals


def test_totals_add_the_returns_and_figures_and_count_each_seats_wins_losses_and_draws() -> None:
    totals = Totals(3)
    totals.add((-1.0, 0.5, 0.5), {})  # Panjpar: seat 0 is the fool
    totals.add((0.0, 0.0, 0.0), {"chips": (0.0, 0.0, 0.0)})  # a draw (nakashth: the pot carried)
    totals.add((2.0, -1.0, -1.0), {"chips": (2.0, -1.0, -1.0)})
    assert totals.games == 3
    assert totals.returns == [1.0, -0.5, -0.5]
    assert totals.figures == {"chips": [2.0, -1.0, -1.0]}
    assert (totals.wins, totals.losses, totals.draws) == ([1, 1, 1], [1, 1, 1], [1, 1, 1])


def test_a_panjpar_fools_seat_loses_and_every_other_seat_wins() -> None:
    totals = Totals(2)
    totals.add((-1.0, 1.0), {})
    totals.add((-1.0, 1.0), {})
    assert (totals.wins, totals.losses, totals.draws) == ([0, 2], [2, 0], [0, 0])


def test_a_round_for_chips_is_won_lost_or_even_by_the_chips_as_the_statistics_count_it() -> None:
    """Review 11: a nakashth pot shared three ways left the sharers even, yet the match table counted it won."""
    totals = Totals(3)
    totals.add((1 / 3, 1 / 3, 1 / 3), {"chips": (0.0, 0.0, 0.0)})  # every hand shares the pot: each even
    totals.add((0.5, 0.5, 0.0), {"chips": (1.0, 1.0, -2.0)})
    assert (totals.wins, totals.losses, totals.draws) == ([1, 1, 0], [0, 0, 1], [1, 1, 1])
