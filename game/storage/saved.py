"""The game left unfinished, for Resume, whatever its game: its row checked, its record read by its own rules
(:class:`SavedGame`, the game at its last committed action), and its match so far (:class:`Totals`, from the
match's finished games, so no record is replayed for them). A row or record that cannot be used is closed as
abandoned, with a message; one whose record is already over is finished, not offered."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any

import game.storage.rows as rows
from game.engine import registry
from game.engine.envelope import IllegalRecord, MalformedRecord, read_envelope
from game.engine.protocol import GameRules, GameState
from game.engine.totals import Totals
from game.storage.db import Database
from game.storage.games import abandon_game, record_game, rules_of


@dataclass(frozen=True, slots=True)
class SavedGame(rows.UnfinishedRow):
    """An unfinished game, for Resume: its row's checked columns (``game`` says which table opens it, ``dealer``
    the seat that dealt it), and :attr:`state`, the game rebuilt from its record by its rules at its last committed
    action."""

    game_id: int
    #: The options of the match (those its next games are played with).
    options: frozenset[str]
    state: GameState[Any, Any]
    #: The match so far: its finished games (this one not included), their returns, results and figures per seat.
    totals: Totals

    @property
    def rules(self) -> GameRules:
        return rules_of(self.game)


def match_totals(db: Database, match_id: int, game: str, players: int) -> Totals:
    """The totals of a match, from its finished games (abandoned ones not counted; a row with an unusable result
    or figures is left out, with a message)."""
    totals = Totals(players)
    unusable: list[tuple[int, str]] = []
    for game_id, result, figures in db.conn.execute(
        f"SELECT id, {rows.bounded('result', rows.NAME_LIMIT)}, {rows.bounded('figures', rows.FIGURES_LIMIT)}"
        " FROM games WHERE match_id = ? AND finished IS NOT NULL AND result != ? ORDER BY id",
        (match_id, rows.ABANDONED),
    ):
        try:
            _result, returns = rows.result_and_returns(result, players, game)
            if returns is None:
                continue
            totals.add(returns, rows.stored_figures(figures, players))
        except rows.Unusable as error:
            unusable.append((game_id, str(error)))
    db.tell_unusable(unusable)
    return totals


def match_options(db: Database, match_id: int | None) -> frozenset[str]:
    """The options a match is played with (none for no match, or an unusable value)."""
    if match_id is None:
        return frozenset()
    row = db.conn.execute(
        f"SELECT {rows.bounded('options', rows.NAME_LIMIT)} FROM matches WHERE id = ?", (match_id,)
    ).fetchone()
    try:
        return frozenset(rows.text(row[0], rows.NAME_LIMIT, "the options").split()) if row is not None else frozenset()
    except rows.Unusable:
        return frozenset()


def read_state(game: str, text: str, variant: str, players: int) -> GameState[Any, Any]:
    """The game a stored record holds, replayed by ``game``'s rules; raises :class:`rows.Unusable`,
    :class:`MalformedRecord` or :class:`IllegalRecord` when it is not a game of ``variant`` for ``players`` (a
    record's ``Variant`` tag, when it has one, names its variant)."""
    envelope = read_envelope(text)
    if envelope.game != game:
        raise rows.Unusable(f"its row says {game}, its record {rows.excerpt(envelope.game)}")
    state = rules_of(game).read_record(envelope)
    recorded = envelope.tags.get("Variant", (variant, 0))[0]
    if (recorded, state.players) != (variant, players):
        named = recorded if recorded in registry.variant_ids() else rows.excerpt(recorded)
        raise rows.Unusable(f"its row says {variant} for {players} players, its record {named} for {state.players}")
    return state


def unfinished(db: Database, row: Sequence[object]) -> SavedGame | None:
    """The unfinished game of ``row`` (as :func:`game.storage.games.latest_unfinished` selects it), or ``None``: a
    row or record that cannot be used is closed as abandoned with a message (its text kept), and one whose
    record is already over is finished."""
    game_id = rows.row_id(row[0], "the game")
    try:
        checked = rows.unfinished_row(row)
        state = read_state(checked.game, checked.record_text, checked.variant, checked.players)
    except (rows.Unusable, MalformedRecord, IllegalRecord) as error:
        db.problems.append(f"The unfinished game {game_id} could not be restored ({error}); it was closed.")
        abandon_game(db, game_id)
        return None
    match_id, players = checked.match_id, checked.players
    if state.is_terminal():
        record_game(db, game_id, rules_of(checked.game), state, checked.record_text)
        return None
    return SavedGame(
        **{column.name: getattr(checked, column.name) for column in fields(checked)},  # the checked row
        game_id=game_id,
        options=match_options(db, match_id),
        state=state,
        totals=match_totals(db, match_id, checked.game, players) if match_id is not None else Totals(players),
    )
