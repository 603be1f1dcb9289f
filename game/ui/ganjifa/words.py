"""Words the Ganjifa tables share: signed chips, the running score of a series, the match under a result."""

from __future__ import annotations

from game.engine.series import GameSeries
from game.ui.ganjifa.cardnames import suit_names
from game.ui.i18n import _
from game.ui.presenter import ScoreTable, TableHost
from game.ui.seatnames import signed


def number(host: TableHost) -> int:
    """The number of the game at the table: the one being played, or the one just over (its result shown)."""
    games = host.match.totals.games
    return games if host.outcome is not None else games + 1


def of_rounds(host: TableHost) -> str:
    """``Round 2`` or, in a match of a set number of rounds, ``Round 2 of 5``."""
    rounds = host.setup.rounds
    if rounds > 0:
        return _("Round {n} of {rounds}").format(n=number(host), rounds=rounds)
    return _("Round {n}").format(n=number(host))


def chips_score(host: TableHost) -> str:
    """``Round 3 · Chips: You +5 · Bot 1 −2 · ...`` from the series' totals."""
    totals = host.match.totals
    chips = totals.figures.get("chips", [0.0] * host.players)
    seats = " · ".join(f"{host.seat_name(seat)}: {signed(chips[seat])}" for seat in range(host.players))
    return of_rounds(host) + " · " + _("Chips") + ": " + seats


def key_words(night: bool) -> str:
    """The key card of a game, said in the header: ``Key card: the raja of Surya (day)`` or ``... of Chandra
    (night)`` (the key suit's raja: who holds it opens)."""
    names = suit_names()
    if night:
        return _("Key card: the raja of {suit} (night)").format(suit=names[1])
    return _("Key card: the raja of {suit} (day)").format(suit=names[0])


def wins_score(host: TableHost) -> str:
    """``Game 2 · Won: You: 1 · Bot 1: 0 · ...`` from the series' totals: the games each seat won or shared (a
    share of 0.33 said nothing a new player could use)."""
    totals = host.match.totals
    game = _("Game {n}").format(n=number(host))
    if "teams" in host.setup.options and host.players == 4:  # partners win together: the sides' games (review 11)
        me = host.me
        won = _("Won: your side {ours} · the other side {theirs}")
        return game + " · " + won.format(ours=totals.wins[me], theirs=totals.wins[(me + 1) % 4])
    seats = " · ".join(f"{host.seat_name(seat)}: {totals.wins[seat]}" for seat in range(host.players))
    return game + " · " + _("Won") + ": " + seats


def series_scores(host: TableHost) -> ScoreTable:
    """The match so far under the result: the games won (or shared) unless the chips are the returns (komi),
    then the chips and tricks the rules count."""
    series = host.match
    if not isinstance(series, GameSeries):
        return ScoreTable((), ())
    totals = series.totals
    names = [name for name in ("chips", "tricks") if name in totals.figures]
    won = totals.figures.get("chips") != totals.returns
    headings = (*((_("Won"),) if won else ()), *(_("Chips") if n == "chips" else _("Tricks") for n in names))
    rows = tuple(
        (*((totals.wins[seat],) if won else ()), *(round(totals.figures[n][seat]) for n in names))
        for seat in range(host.players)
    )
    chips = frozenset(index for index, heading in enumerate(headings) if heading == _("Chips"))
    return ScoreTable(headings, rows, signed=chips)
