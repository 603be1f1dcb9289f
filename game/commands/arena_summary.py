"""What ``panjpar arena`` reports of a run, for any game: the JSON summary and its lines for people.

Each deal is played once per seat (A in that seat, B in the others), so every figure is taken per deal first and
its 95% interval is over deals, as duplicate play wants:

- ``a_return`` / ``b_return``: A's and one B seat's mean return per game (the game's ``returns()``: the fool's -1
  in Panjpar, the win share in the trick games, chips in komi), and ``fair_share`` where the returns share out
  one win;
- ``a_wins`` / ``b_wins`` / ``draws`` and ``a_score``: the games in which A's return was above, below or equal to
  the mean of the B seats' (ties count half in the score): with two players, who won;
- with more than two players, ``a_last_rate`` and ``b_last_rate``: how often A, and one B seat, came last alone
  (Panjpar's fool);
- ``figures``: each game's own per-seat figures (``tricks``, ``chips``) the same way; the think times;
- ``terminations``: the share of games that ended each way (Panjpar's ``fool`` or ``draw``...).
"""

from __future__ import annotations

import hashlib
import math
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.commands.runs import timing


@dataclass(frozen=True, slots=True)
class DealResult:
    """One game of a run: bot A's seat, each seat's return and figures, and the bots' think times (ms)."""

    deal_index: int
    a_seat: int
    returns: tuple[float, ...]
    figures: dict[str, tuple[float, ...]] = field(default_factory=dict)
    a_times: tuple[float, ...] = ()
    b_times: tuple[float, ...] = ()
    #: A hash of the game's actions: two runs played the same game when their digests agree.
    digest: str = ""
    #: Why the game ended (:class:`~game.engine.protocol.Outcome`'s termination).
    termination: str = ""

    def a_against_b(self) -> float:
        """1 when A's return is above the B seats' mean, 0 below, 0.5 equal."""
        a = self.returns[self.a_seat]
        others = [r for seat, r in enumerate(self.returns) if seat != self.a_seat]
        b = sum(others) / len(others)
        return 1.0 if a > b + 1e-9 else 0.0 if a < b - 1e-9 else 0.5

    def last_alone(self) -> int | None:
        """The seat whose return alone is the lowest, or ``None`` (a tie for last, or everyone equal)."""
        low = min(self.returns)
        lowest = [seat for seat, r in enumerate(self.returns) if r <= low + 1e-9]
        return lowest[0] if len(lowest) == 1 else None


def mean_ci(per_deal: Sequence[float], bounds: tuple[float, float] | None = None) -> tuple[float, float, float]:
    """The mean of per-deal figures and its 95% interval (normal approximation over deals), kept in ``bounds``."""
    n = len(per_deal)
    if n == 0:
        return 0.0, 0.0, 0.0
    mean = sum(per_deal) / n
    if n == 1:
        low, high = bounds if bounds is not None else (mean, mean)
        return mean, low, high
    half = 1.96 * math.sqrt(sum((x - mean) ** 2 for x in per_deal) / (n - 1) / n)
    low, high = mean - half, mean + half
    if bounds is not None:
        low, high = max(bounds[0], low), min(bounds[1], high)
    return mean, low, high


def _per_deal(results: Sequence[DealResult], value: Callable[[DealResult], float]) -> list[float]:
    deals: dict[int, list[float]] = {}
    for result in results:
        deals.setdefault(result.deal_index, []).append(value(result))
    return [sum(values) / len(values) for values in deals.values()]


def _a_and_b(results: Sequence[DealResult], values_of: Callable[[DealResult], Sequence[float]]) -> dict[str, object]:
    """A's and one B seat's mean of ``values_of(result)`` (per seat) with intervals over deals."""

    def a_value(result: DealResult) -> float:
        return values_of(result)[result.a_seat]

    def b_value(result: DealResult) -> float:
        others = [v for seat, v in enumerate(values_of(result)) if seat != result.a_seat]
        return sum(others) / len(others)

    out: dict[str, object] = {}
    for who, value in (("a", a_value), ("b", b_value)):
        mean, low, high = mean_ci(_per_deal(results, value))
        out[who] = round(mean, 4)
        out[f"{who}_ci95"] = [round(low, 4), round(high, 4)]
    return out


def _figure(name: str) -> Callable[[DealResult], Sequence[float]]:
    """Each seat's figure ``name`` of a game."""
    return lambda result: result.figures[name]


@dataclass(frozen=True, slots=True)
class RunInfo:
    """What was played: the bots, the game, and how."""

    a: str
    b: str
    game: str
    variant: str
    players: int
    options: tuple[str, ...]
    #: Whether the game's returns share out one win (a seat with no edge then has ``1 / players``).
    constant_sum: bool
    samples: int | None = None
    #: The run's first deal (``--first-deal``): a run's rest played apart starts past 0.
    first_deal: int = 0


def summarise(run: RunInfo, results: Sequence[DealResult], planned: int, interrupted: bool) -> dict[str, object]:
    """The JSON summary of a run (``results`` in deal order)."""
    games = len(results)
    outcomes = [r.a_against_b() for r in results]
    score, score_low, score_high = mean_ci(_per_deal(results, DealResult.a_against_b), (0.0, 1.0))
    returns = _a_and_b(results, lambda result: result.returns)
    names = sorted({name for r in results for name in r.figures})
    summary: dict[str, object] = {
        "game": run.game,
        "variant": run.variant,
        "players": run.players,
        "options": sorted(run.options),
        "games": games,
        "a": run.a,
        "b": run.b,
        "a_wins": outcomes.count(1.0),
        "b_wins": outcomes.count(0.0),
        "draws": outcomes.count(0.5),
        "a_score": round(score, 4),
        "a_score_ci95": [round(score_low, 4), round(score_high, 4)],
        "a_return": returns["a"],
        "a_return_ci95": returns["a_ci95"],
        "b_return": returns["b"],
        "b_return_ci95": returns["b_ci95"],
        "fair_share": round(1 / run.players, 4) if run.constant_sum else None,
        "figures": {name: _a_and_b(results, _figure(name)) for name in names},
        "terminations": {
            why: round(count / games, 4)
            for why, count in sorted(Counter(r.termination for r in results if r.termination).items())
        },
        "a_ms": timing([t for r in results for t in r.a_times]),
        "b_ms": timing([t for r in results for t in r.b_times]),
        "digest": hashlib.sha256(" ".join(r.digest for r in results).encode()).hexdigest()[:16],
        "samples": run.samples,
        "games_planned": planned,
        "first_deal": run.first_deal,
        "interrupted": interrupted,
    }
    if run.players > 2:
        last = [r.last_alone() for r in results]
        a_last = sum(1 for r, seat in zip(results, last, strict=True) if seat == r.a_seat)
        b_last = sum(1 for r, seat in zip(results, last, strict=True) if seat is not None and seat != r.a_seat)
        summary["a_last_rate"] = round(a_last / games, 4) if games else 0.0
        summary["b_last_rate"] = round(b_last / (games * (run.players - 1)), 4) if games else 0.0
    return summary


def human(summary: Mapping[str, Any]) -> str:
    """The summary as a person reads it."""
    options = " ".join(summary["options"]) or "no options"
    low, high = summary["a_score_ci95"]
    lines = [
        f"{summary['a']} (A) vs {summary['b']} (B): {summary['games']} games of {summary['variant']},"
        f" {summary['players']} players, {options}, duplicate deals (each deal once per seat of A)",
        f"  A ahead {summary['a_wins']}, behind {summary['b_wins']}, level {summary['draws']}:"
        f" A score {summary['a_score']:.3f}  (95% CI {low:.3f} .. {high:.3f})",
        "  mean return per game: A {0:.3f} ({1[0]:.3f} .. {1[1]:.3f}), one B seat {2:.3f} ({3[0]:.3f} .. {3[1]:.3f})"
        "{4}".format(
            summary["a_return"],
            summary["a_return_ci95"],
            summary["b_return"],
            summary["b_return_ci95"],
            "" if summary["fair_share"] is None else f"; fair share {summary['fair_share']:.3f}",
        ),
    ]
    if summary.get("terminations"):
        ended = ", ".join(f"{why} {share:.1%}" for why, share in summary["terminations"].items())
        lines.append(f"  ended: {ended}")
    if "a_last_rate" in summary:
        lines.append(f"  last alone: A {summary['a_last_rate']:.3f}, one B seat {summary['b_last_rate']:.3f}")
    for name, figure in summary["figures"].items():
        lines.append(
            f"  mean {name}: A {figure['a']:.3f} ({figure['a_ci95'][0]:.3f} .. {figure['a_ci95'][1]:.3f}),"
            f" one B seat {figure['b']:.3f} ({figure['b_ci95'][0]:.3f} .. {figure['b_ci95'][1]:.3f})"
        )
    for who in ("a", "b"):
        ms = summary[f"{who}_ms"]
        lines.append(f"  {who.upper()} think ms: mean {ms['mean']:.1f}, p95 {ms['p95']:.1f}, max {ms['max']:.1f}")
    if summary["samples"] is not None:
        lines.append(f"  search: {summary['samples']} samples per decision, no clock")
    if summary["interrupted"]:
        lines.append(f"  INTERRUPTED: {summary['games']} of {summary['games_planned']} games played")
    return "\n".join(lines)
