"""Reading a Panjpar game left unfinished, for Resume, as a :class:`SavedGame`: its record replayed, the match's
score derived from its finished games; a game that cannot be restored is closed as abandoned, with a message. This
loads Panjpar's rules, so the store (:class:`~game.storage.store.Store`) reaches it only for a Panjpar row."""

from __future__ import annotations

from typing import Any

import game.storage.rows as rows
from game.panjpar.match import Scoreboard
from game.panjpar.record import IllegalRecord, MalformedRecord, parse_record
from game.panjpar.rules import Outcome
from game.storage.db import Database
from game.storage.games import SavedGame, abandon_game, finish_game, short_column


def unfinished_panjpar(db: Database, row: tuple[Any, ...]) -> SavedGame | None:
    """A Panjpar game left unfinished, or ``None``. A game whose row has an unusable value (a game or
    variant the registry does not have), whose record no longer parses or replays, or whose row disagrees with
    its record (variant, players) is closed as abandoned (with a message; its text is kept) rather than
    offered."""
    game_id = int(row[0])
    try:
        checked = rows.unfinished_row(row)
        match_id, game, variant, players = checked.match_id, checked.game, checked.variant, checked.players
        seats, human_seat, dealer, started = checked.seats, checked.human_seat, checked.dealer, checked.started
        record = parse_record(checked.record_text)
        state = record.replay()
        if (record.deal.variant.id, record.deal.players) != (variant, players):
            raise rows.Unusable(
                f"its row says {variant} for {players} players, its record "
                f"{record.deal.variant.id} for {record.deal.players}"
            )
    except (rows.Unusable, MalformedRecord, IllegalRecord) as error:
        db.problems.append(f"The unfinished game {game_id} could not be restored ({error}); it was closed.")
        abandon_game(db, game_id)
        return None
    if state.result is not None:
        finish_game(db, game_id, state.result)
        return None
    score = match_score(db, match_id, players) if match_id is not None else Scoreboard(players)
    return SavedGame(
        game_id=game_id,
        match_id=match_id,
        variant=variant,
        players=players,
        seats=seats,
        human_seat=human_seat,
        dealer=dealer,
        record=record,
        record_text=checked.record_text,
        score=score,
        started=started,
        game=game,
    )


def match_score(db: Database, match_id: int, players: int) -> Scoreboard:
    """The match's score, derived from its finished games (a result that is not one of a ``players``-player
    game is left out, with a message)."""
    score = Scoreboard(players)
    unusable: list[tuple[int, str]] = []
    for game_id, result in db.conn.execute(
        f"SELECT id, {short_column('result')} FROM games WHERE match_id = ? AND finished IS NOT NULL ORDER BY id",
        (match_id,),
    ):
        try:
            finished = outcome(rows.result(result, players))
        except rows.Unusable as error:
            unusable.append((game_id, str(error)))
            continue
        if finished is not None:
            score.add(finished)
    db.tell_unusable(unusable)
    return score


def outcome(checked_result: str) -> Outcome | None:
    """The outcome of a result already checked by :func:`result` (``None`` for ``*`` and ``abandoned``)."""
    if checked_result == "draw":
        return Outcome(None)
    if checked_result.startswith("loser "):
        return Outcome(int(checked_result[6:]) - 1)
    return None
