"""A match of the games played for chips lasts as many rounds as the set-up says: the set-up offers no limit, 5,
10 or 20 rounds, each as a multiple of the players (remembered), the last round's result says the match is over,
and New match starts a fresh one."""

from __future__ import annotations

import pygame

from game.engine import registry
from game.ui.ganjifa.presenter import GanjifaPresenter
from game.ui.scenes.dialogs import GameOverScene
from game.ui.scenes.setup import SetUpScene
from game.ui.scenes.table import TableScene
from game.ui.tablesetup import TableSetup

from .driver import Driver


def setup_scene(d: Driver, game: str) -> SetUpScene:
    d.pump()
    scene = d.app.ctx.open("set_up", game)
    assert isinstance(scene, SetUpScene)
    d.pump()
    return scene


def labels(scene: SetUpScene) -> dict[str, str]:
    return {label: value for label, value, _callback in scene.rows()}


def test_the_chip_games_offer_a_match_length_and_remember_it() -> None:
    d = Driver()
    scene = setup_scene(d, "komi")
    assert labels(scene)["Match"] == "No limit" and scene.players == 4
    # Multiples of the players, nearest 5, 10 and 20: every seat deals as often as the others.
    for expected in ("4 rounds", "12 rounds", "20 rounds", "No limit", "4 rounds"):
        scene.next_rounds()
        assert labels(scene)["Match"] == expected
    scene.set_players(6)
    assert labels(scene)["Match"] == "6 rounds", "the shortest length, for six"
    assert registry.KOMI.match_lengths(6) == (0, 6, 12, 18) and registry.KOMI.match_lengths(5) == (0, 5, 10, 20)
    scene.set_players(4)
    assert scene.setup().rounds == 4
    scene.start()
    d.pump()
    assert d.app.ctx.settings.rounds == 4
    assert isinstance(d.top, TableScene) and d.top.setup.rounds == 4
    again = setup_scene(d, "nakashth")
    assert labels(again)["Match"] == "4 rounds", "the last choice is remembered"


def test_the_trick_games_and_panjpar_offer_no_match_length() -> None:
    for game in ("ekrang", "hamrang", "panjpar"):
        assert "Match" not in labels(setup_scene(Driver(), game))
    assert registry.PANJPAR.match_rounds == ()


def over(d: Driver, limit: int = 2000) -> GameOverScene:
    for _ in range(limit):
        if isinstance(d.top, GameOverScene):
            return d.top
        d.pump()
    raise AssertionError("no game over")


def test_the_last_round_ends_the_match_and_new_match_begins_another() -> None:
    d = Driver()
    variant = registry.GAMES["nakashth"].variants[0].variant
    table = TableScene(d.app.ctx, TableSetup(variant, ("random", "random"), rounds=2), 3)
    d.app.ctx.replace_all(table)
    first = over(d)
    assert not table.match_over and first.buttons.items[0][0].label == "Next round (2 of 2)"
    assert "match" not in first.result_text()[0]
    d.click(first.buttons.items[0][0].rect.center)
    last = over(d)
    assert table.match.games == 2 and table.match_over
    title, sentence = last.result_text()
    round_title, round_sentence = table.result_text()
    assert sentence == f"Last round: {round_title}. {round_sentence}".strip()
    assert round_title != "Round over", "the round's title says what it meant for the player"
    chips = table.match.totals.figures["chips"]
    leaders = [seat for seat, value in enumerate(chips) if value == max(chips)]
    named = [table.seat_name(seat) for seat in leaders]
    names = ", ".join(named[:-1]) + " and " + named[-1] if len(named) > 1 else named[0]
    winner = (
        f"{names} share the match" if len(leaders) > 1
        else "You win the match" if leaders == [0] else f"{names} wins the match"
    )  # fmt: skip
    assert title == winner, "the match's winner is the heading, by the chips"
    scores = table.score_table()
    assert scores.headings == ("Won", "Chips") and scores.signed == frozenset({1})
    assert all(isinstance(row[0], int) for row in scores.rows), "rounds won or shared, never a share like 0.33"
    header = table.presenter.score_line
    assert header.startswith("Round 2 of 2 "), header
    assert last.buttons.items[0][0].label == "New match"
    d.click(last.buttons.items[0][0].rect.center)
    d.pump()
    fresh = d.top
    assert isinstance(fresh, TableScene) and fresh is not table
    assert fresh.setup == table.setup and fresh.match is not table.match
    assert fresh.match.games <= 1, "its count starts again (nakashth's first round may be over at once)"
    d.key(pygame.K_ESCAPE)


def test_komi_says_who_deals_next_only_while_the_match_goes_on() -> None:
    d = Driver()
    variant = registry.GAMES["komi"].variants[0].variant
    table = TableScene(d.app.ctx, TableSetup(variant, ("random", "random"), rounds=2), 3)
    d.app.ctx.replace_all(table)

    def played_over() -> GameOverScene:
        for _ in range(3000):
            if isinstance(d.top, GameOverScene):
                return d.top
            buttons = table.presenter.choice_buttons() if isinstance(table.presenter, GanjifaPresenter) else []
            if buttons and buttons[0].enabled:
                d.click(buttons[0].rect.center)  # the smallest stake, then keep
            d.pump()
        raise AssertionError("no game over")

    first = played_over()
    assert "The deal passes to" in first.result_text()[1]
    d.click(first.buttons.items[0][0].rect.center)
    last = played_over()
    assert table.match_over and "The deal passes" not in last.result_text()[1], "no next round to deal"
