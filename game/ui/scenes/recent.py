"""The recent games list in words: each stored game's row (its game, opponents, result and moves) as the
statistics screen shows it, and a match's rounds for chips folded into one row (:func:`folded`) that opens to show
them (:func:`listed`).

Every string comes from the database, which another program may have written: each is clipped to
:data:`FIELD_CHARS` before it is read (the screen cuts it to its column's width).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime

from game.engine import registry
from game.storage import GameSummary
from game.storage.rows import UNFINISHED
from game.ui import names
from game.ui.i18n import _, ngettext
from game.ui.text import clip

#: The most characters of one database string the screen reads (a name, a result, a date).
FIELD_CHARS = 64


def field(value: object) -> str:
    """A value from the database as text of at most :data:`FIELD_CHARS` characters."""
    return clip(value if isinstance(value, str) else str(value), FIELD_CHARS)


def variant_name(variant: str, players: int | None = None) -> str:
    name = names.pack_name(field(variant))
    if isinstance(players, int) and 2 < players < 100:
        name += " · " + _("{n} players").format(n=players)
    return name


def difficulty_name(difficulty: str | None) -> str:
    """The bots of a game as the statistics name them: each bot's difficulty (``easy+hard``), or no bot."""
    if not difficulty:
        return _("No bot")
    return " + ".join(names.difficulty_name(part) for part in field(difficulty).split("+"))


def game_name(game: GameSummary, rounds: int = 0) -> str:
    """The recent list's game: the pack or variant, the players beyond two, a chips round's number in its match (or
    the number of ``rounds`` a folded match shows), and the options played (``Sum · Free``) by their names at the
    set-up."""
    variant = registry.variant_info(field(game.variant))
    fixed = variant is not None and len(variant.players) == 1  # "4 players" at a game only ever played by four
    name = variant_name(game.variant, None if fixed else game.players)
    info = registry.game_info(field(game.game))
    known = {option.id: option.name for option in info.options} if info is not None else {}
    played = [names.translated(known[option]) for option in game.options if option in known]
    numbered = info is not None and info.for_chips and game.number_in_match > 0  # a match's rounds told apart
    number = [_("round {n}").format(n=game.number_in_match)] if numbered else []
    if rounds:
        number = [ngettext("{n} round", "{n} rounds", rounds).format(n=rounds)]
    return " · ".join([name, *number, *played])


def opponents_name(game: GameSummary) -> str:
    """The recent list's opponents: the bots' levels, or for a game with no levels to choose (nakashth's hands are
    dealt and shown: nobody plays them) how many others sat at the table."""
    info = registry.game_info(field(game.game))
    if info is not None and not info.table_levels:
        others = max(0, game.players - 1)
        return ngettext("{n} other player", "{n} other players", others).format(n=others)
    return difficulty_name(game.difficulty)


def moves_cell(game: GameSummary) -> str:
    """The recent list's moves: the record's count, or a dash for a game where nobody chooses a move (nakashth's
    round is one deal, shown)."""
    info = registry.game_info(field(game.game))
    if info is not None and not info.table_levels:
        return "–"
    return field(game.actions)


def result_name(game: GameSummary) -> str:
    """The game's result from the player's side: Won, Lost, Draw, Unfinished, Abandoned, Given up."""
    result = field(game.result)
    if result == "abandoned":
        return _("Abandoned")
    if result == "given up":
        return _("Given up")
    if result == "draw":
        return _("Draw")
    if result.startswith("loser ") and result[6:].isdecimal() and len(result) <= 9:
        loser = int(result[6:]) - 1
        if game.human_seat is None:
            return _("Seat {n} lost").format(n=loser + 1)
        return _("Lost") if loser == game.human_seat else _("Won")
    info = registry.game_info(game.game)
    returns = info.rules.result_returns(result, game.players) if info is not None and result != "*" else None
    if returns is None or game.human_seat is None or not 0 <= game.human_seat < len(returns):
        return _("Unfinished")
    # Another game's result (komi's chips, a trick game's shares): the player's return says how she did.
    mine = returns[game.human_seat]
    if mine > 0 and sum(1 for value in returns if value > 0) > 1:
        return _("Shared win")  # as the result box said it (review 11: it read as a plain win here)
    return _("Won") if mine > 0 else (_("Lost") if mine < 0 or max(returns) > 0 else _("Draw"))


def help_note(game: GameSummary) -> str:
    """The help the player had in the game, ``2 hints · 1 take-back``, or ``""``."""
    parts = []
    if game.hints:
        parts.append(ngettext("{n} hint", "{n} hints", game.hints).format(n=game.hints))
    if game.takebacks:
        parts.append(ngettext("{n} take-back", "{n} take-backs", game.takebacks).format(n=game.takebacks))
    return " · ".join(parts)


def result_cell(game: GameSummary) -> str:
    """The recent list's result: Won, Lost... with the chips of a round played for them, and the help the player
    had."""
    parts = [result_name(game)]
    if game.chips is not None:  # a round for chips: won or even by the chips, as the tallies count it
        outcome = _("Won") if game.chips > 0 else _("Even") if game.chips == 0 else parts[0]
        parts = [outcome, names.signed(game.chips) if game.chips else "0"]
    note = help_note(game)
    return " · ".join([*parts, note] if note else parts)


def local_time(stamp: str) -> str:
    """``2026-11-22T19:30:00.123456Z`` (UTC) as the player's local ``2026-11-22 20:30``."""
    stamp = field(stamp)
    try:
        when = datetime.strptime(stamp, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC)
    except ValueError:
        return stamp[:16]
    return when.astimezone().strftime("%Y-%m-%d %H:%M")


@dataclass(frozen=True, slots=True)
class MatchRounds:
    """Two or more rounds of one match for chips, next to each other in the recent list, newest first."""

    rounds: tuple[GameSummary, ...]

    @property
    def match_id(self) -> int:
        return self.rounds[0].match_id or 0


#: A row of the recent list: a game, or a match's rounds folded into one.
RecentRow = GameSummary | MatchRounds


def folded(games: Sequence[GameSummary]) -> list[RecentRow]:
    """The recent ``games`` (newest first) with each run of two or more rounds of one match of a game played for
    chips (nakashth, komi) as one row: a long match no longer pushes every other game off the first page."""
    out: list[RecentRow] = []
    run: list[GameSummary] = []

    def close() -> None:
        out.extend(run if len(run) < 2 else [MatchRounds(tuple(run))])
        run.clear()

    for game in games:
        if run and game.match_id != run[0].match_id:
            close()
        info = registry.game_info(field(game.game))
        if game.match_id is not None and info is not None and info.for_chips:
            run.append(game)
        else:
            close()
            out.append(game)
    close()
    return out


def listed(rows: Sequence[RecentRow], opened: Collection[int]) -> list[tuple[RecentRow, bool]]:
    """The rows as the list shows them, each with whether it is a round of an opened match (``opened``: the ids of
    the matches whose rounds are shown, each right below its match's row)."""
    out: list[tuple[RecentRow, bool]] = []
    for row in rows:
        out.append((row, False))
        if isinstance(row, MatchRounds) and row.match_id in opened:
            out.extend((game, True) for game in row.rounds)
    return out


def match_result(match: MatchRounds) -> str:
    """A folded match's result: the player's chips over its rounds (``+3 chips in all``), whether it is still
    under way, and the help she had in all."""
    total = sum(game.chips for game in match.rounds if game.chips is not None)
    count = round(abs(total)) if float(abs(total)).is_integer() else 2  # a half chip (komi's fold) is plural
    parts = [ngettext("{chips} chip in all", "{chips} chips in all", count).format(chips=names.signed(total))]
    if field(match.rounds[0].result) == UNFINISHED:  # its last round is still to be played out
        parts.append(_("Unfinished"))
    helped = replace(
        match.rounds[0],
        hints=sum(game.hints for game in match.rounds),
        takebacks=sum(game.takebacks for game in match.rounds),
    )
    note = help_note(helped)
    return " · ".join([*parts, note] if note else parts)


def row_cells(row: RecentRow) -> list[str]:
    """A row's cells: started, game, opponents, result and moves (a folded match: its first round's start, its
    number of rounds, its chips in all and its moves in all)."""
    if isinstance(row, GameSummary):
        return [local_time(row.started), game_name(row), opponents_name(row), result_cell(row), moves_cell(row)]
    newest, first = row.rounds[0], row.rounds[-1]
    moves = [moves_cell(game) for game in row.rounds]
    total = "–" if "–" in moves else str(sum(game.actions for game in row.rounds))
    return [
        local_time(first.started),
        game_name(newest, rounds=len(row.rounds)),
        opponents_name(newest),
        match_result(row),
        total,
    ]
