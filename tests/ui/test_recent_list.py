"""The recent list folds a match's rounds for chips into one row that opens to show them
(game/ui/scenes/recent.py); other games keep a row each."""

from __future__ import annotations

from dataclasses import replace

from game.storage import HUMAN, GameSummary
from game.ui.scenes.recent import MatchRounds, folded, listed, row_cells


def game(id: int, game: str, match: int | None, number: int = 0, chips: float | None = None) -> GameSummary:
    return GameSummary(
        id=id, match_id=match, started=f"2026-11-29T05:0{id % 10}:00.000000Z", finished="f", game=game,
        variant=game if game != "panjpar" else "panjpar-36", players=3, seats={0: HUMAN, 1: "easy", 2: "easy"},
        human_seat=0, difficulty="easy", result="win 1", actions=0 if game == "nakashth" else 7, chips=chips,
        number_in_match=number,
    )  # fmt: skip


def test_a_run_of_a_chips_match_s_rounds_is_one_row_and_every_other_game_its_own() -> None:
    newest_first = [
        game(12, "nakashth", 7, 2, chips=2), game(11, "nakashth", 7, 1, chips=-1),
        game(10, "panjpar", 5), game(9, "panjpar", 5),  # a Panjpar match: games, not rounds for chips
        game(8, "komi", 4, 1, chips=3),  # a match of one round so far
        game(7, "ekrang", 3),
        game(6, "komi", 2, 3, chips=1), game(5, "hamrang", 1), game(4, "komi", 2, 2), game(3, "komi", 2, 1),
        game(2, "komi", None, chips=1), game(1, "komi", None, chips=1),  # no match: never folded together
    ]  # fmt: skip
    rows = folded(newest_first)
    assert [row.match_id if isinstance(row, MatchRounds) else row.id for row in rows] == [7, 10, 9, 8, 7, 6, 5, 2, 2, 1]
    assert isinstance(rows[0], MatchRounds) and [g.id for g in rows[0].rounds] == [12, 11]
    assert isinstance(rows[7], MatchRounds) and [g.id for g in rows[7].rounds] == [4, 3], "a run broken by a game"
    assert all(isinstance(row, GameSummary) for row in rows[1:7]), "a single round stays a round"
    assert folded([]) == []


def test_an_opened_match_lists_its_rounds_under_its_row() -> None:
    rows = folded([game(3, "komi", 2, 2), game(2, "komi", 2, 1), game(1, "panjpar", 1)])
    assert [(getattr(row, "id", None), inner) for row, inner in listed(rows, ())] == [(None, False), (1, False)]
    opened = listed(rows, {2})
    assert [(getattr(row, "id", None), inner) for row, inner in opened] == [
        (None, False), (3, True), (2, True), (1, False),
    ]  # fmt: skip
    assert listed(rows, {99}) == listed(rows, ()), "a match not on the list opens nothing"


def test_a_folded_match_says_its_rounds_its_chips_in_all_and_the_help_had() -> None:
    (match,) = folded([game(12, "nakashth", 7, 2, chips=2), game(11, "nakashth", 7, 1, chips=-1)])
    assert isinstance(match, MatchRounds)
    started, name, opponents, result, moves = row_cells(match)
    assert started == row_cells(match.rounds[-1])[0], "the match began with its first round"
    assert (name, opponents, result, moves) == ("Nakashth · 3 players · 2 rounds", "2 other players",
                                                "+1 chip in all", "–")  # fmt: skip
    komi = MatchRounds((
        replace(game(3, "komi", 2, 3, chips=None), result="*", hints=1),
        replace(game(2, "komi", 2, 2, chips=-2.5), takebacks=1), game(1, "komi", 2, 1, chips=-1),
    ))  # fmt: skip
    assert row_cells(komi)[1:] == [
        "Komi · 3 players · 3 rounds", "Easy", "−4 chips in all · Unfinished · 1 hint · 1 take-back", "21",
    ]  # fmt: skip
    even = MatchRounds((game(2, "komi", 2, 2, chips=1), game(1, "komi", 2, 1, chips=-1)))
    assert row_cells(even)[3] == "0 chips in all"
    assert row_cells(match.rounds[0])[1] == "Nakashth · 3 players · round 2", "a round keeps its own row's words"
