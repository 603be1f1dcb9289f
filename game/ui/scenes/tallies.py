"""What the statistics screen tallies, in two tables kept apart: the games won and lost (Panjpar, the trick games:
wins, losses, draws, win rate, streaks), and the rounds played for chips (nakashth, komi: rounds and chips won),
since a round of luck is not a game and would swamp a win rate or a streak. The rounds' total adds up the chips
of every game played for chips: what the player is up or down at the parlour's luck tables.

Each table has its total, then a row per game once the player has played more than one, per variant of a game
once she has played more than one of its variants, and per bot level of a game once she has played it against
more than one; a row that would only repeat another is left out. The games come in the registry's order, and a
game without levels to choose (nakashth) has no bot rows.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine import registry
from game.storage import Statistics, Tally
from game.ui import names
from game.ui.i18n import _


@dataclass(frozen=True, slots=True)
class TallyTable:
    """One table of the screen: its column heads and its rows (a label and its tally)."""

    heads: tuple[str, ...]
    rows: tuple[tuple[str, Tally], ...]
    #: Rounds for chips (their chips shown) rather than games (their win rate and streaks).
    rounds: bool

    def row_cells(self, row: int) -> list[str]:
        """Row ``row``'s values, column by column."""
        return self.cells(self.rows[row][1])

    def cells(self, tally: Tally) -> list[str]:
        """A tally's values, column by column."""
        given_up = [str(tally.given_up)] if len(self.heads) > (5 if self.rounds else 7) else []
        if self.rounds:
            chips = names.signed(tally.chips) if tally.chips else "0"
            return [str(tally.games), str(tally.wins), str(tally.losses), str(tally.draws), chips, *given_up]
        rate = f"{tally.win_rate:.0%}"
        counts = (tally.games, tally.wins, tally.losses, tally.draws)
        return [*map(str, counts), rate, str(tally.current_streak), str(tally.best_streak), *given_up]


def difficulty_words(difficulty: str) -> str:
    """A game's opponents as a row names them: ``Bot: Hard``, or ``Bots: Easy + Hard`` when they differ."""
    levels = [names.difficulty_name(part) for part in difficulty.split("+")]
    if len(levels) == 1:
        return _("Bot: {level}").format(level=levels[0])
    return _("Bots: {levels}").format(levels=" + ".join(levels))


def _game_rows(stats: Statistics, games: list[registry.GameInfo]) -> list[tuple[str, Tally]]:
    """The rows under a table's total: each game, its variants and its bot levels, where they tell more."""
    rows: list[tuple[str, Tally]] = []
    played = [game for game in games if game.id in stats.by_game]
    for game in played:
        name = names.game_name(game.id)
        if len(played) > 1:
            rows.append((name, stats.by_game[game.id]))
        variants = [v for v in game.variants if v.id in stats.by_variant]
        if len(variants) > 1:
            rows += [(f"{name} · {names.pack_name(v.id)}", stats.by_variant[v.id]) for v in variants]
        if game.table_levels:
            levels = sorted(level for g, level in stats.by_game_difficulty if g == game.id and level)
            if len(levels) > 1:
                rows += [
                    (f"{name} · {difficulty_words(level)}", stats.by_game_difficulty[(game.id, level)])
                    for level in levels
                ]
    return rows


def tally_tables(stats: Statistics) -> list[TallyTable]:
    """The tables the screen shows: the games, then the rounds for chips, each when the player has any."""
    tables: list[TallyTable] = []
    games = [game for game in registry.GAMES.values() if not game.for_chips]
    if stats.games.games or not stats.rounds.games:
        heads = [_("Games"), _("Won"), _("Lost"), _("Drawn"), _("Win rate"), _("Streak"), _("Best streak")]
        rows = ((_("All games"), stats.games), *_game_rows(stats, games))
        given_up = [_("Given up")] if stats.games.given_up else []
        tables.append(TallyTable((*heads, *given_up), rows, rounds=False))
    rounds = [game for game in registry.GAMES.values() if game.for_chips]
    if stats.rounds.games:
        heads = [_("Rounds"), _("Won"), _("Lost"), _("Even"), _("Chips")]
        played = [game for game in rounds if game.id in stats.by_game]
        total = [(_("All rounds"), stats.rounds)] if len(played) > 1 else []
        rows = (*total, *((names.game_name(game.id), stats.by_game[game.id]) for game in played))
        given_up = [_("Given up")] if stats.rounds.given_up else []
        tables.append(TallyTable((*heads, *given_up), tuple(rows), rounds=True))
    return tables
