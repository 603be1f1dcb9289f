"""Pass and play (issue 23): people at one computer take seats beside the bots. Between two people's turns a
screen hides the table and names the seat to pass to; the table then shows the game from that seat, and no card of
another seat's hand is ever drawn face up."""

from __future__ import annotations

import random

import pygame
import pytest

from game.bots.protocol import uniform_action
from game.ui.ganjifa.presenter import GanjifaPresenter
from game.ui.panjpar.presenter import PanjparPresenter
from game.ui.people import PERSON
from game.ui.scenes.dialogs import GameOverScene
from game.ui.scenes.handover import HandoverScene
from game.ui.scenes.setup import SetUpScene
from game.ui.scenes.table import TableScene

from .driver import Driver


def others_face_up(table: TableScene) -> list[tuple[int, int]]:
    """Each card of another seat's hand the table draws face up, as (seat, card)."""
    presenter = table.presenter
    if isinstance(presenter, PanjparPresenter):
        return [
            (seat, sprite.card)
            for seat, hand in enumerate(presenter.board.hands)
            if seat != table.me
            for sprite in hand
            # face up, or to be turned up when it moves; a card on its way down was public (picked up, the trump)
            if sprite.card is not None and ((sprite.face_up and sprite.reveal is not False) or sprite.reveal is True)
        ]
    assert isinstance(presenter, GanjifaPresenter)
    return [
        (seat, card)
        for seat, hand in enumerate(presenter.model.hands)
        if seat != table.me
        for card in hand
        if card is not None
    ]


def set_up(d: Driver, game: str, players: int, people: set[int]) -> TableScene:
    """The set-up of ``game`` for ``players``, the seats ``people`` given to people here, through its screen."""
    d.pump()
    scene = d.app.ctx.open("set_up", game)
    assert isinstance(scene, SetUpScene)
    scene.set_players(players)
    for seat in range(1, players):
        for _turn in range(4):
            if (scene.levels[seat - 1] == PERSON) == (seat in people):
                break
            scene.next_level(seat)
    labels = [label for label, _value, _callback in scene.rows()]
    assert all(f"Seat {seat + 1}" in labels for seat in people), labels
    scene.start()
    d.pump()
    return d.table


@pytest.mark.parametrize(("game", "players", "people"), [("panjpar", 3, {2}), ("ekrang", 3, {1, 2})])
def test_people_pass_the_computer_and_never_see_another_hand(game: str, players: int, people: set[int]) -> None:
    d = Driver((1280, 800), seed=4)
    try:
        table = set_up(d, game, players, people)
        assert set(table.bots) == set(range(1, players)) - people, "the people's seats have no bot"
        rng = random.Random(5)
        sat: list[int] = []
        for _frame in range(30_000):
            top = d.top
            if isinstance(top, GameOverScene):
                break
            if isinstance(top, HandoverScene):
                assert top.opaque, "the table is hidden while the computer changes hands"
                assert top.seat in people | {0} and top.seat != table.me
                d.key(pygame.K_RETURN)
                assert d.top is table and table.me == top.seat
                sat.append(table.me)
                presenter = table.presenter
                if isinstance(presenter, GanjifaPresenter):  # the person at the screen sits at the bottom
                    bottom = presenter.placed(presenter.model).hands[0]
                    assert presenter.place_name(0) == "You" and bottom and None not in bottom
                    assert presenter.place_name(1) == table.seat_name((table.me + 1) % players)
            if d.top is table and table.outcome is None:  # once over, the cards left are shown to all
                assert others_face_up(table) == [], "another seat's card drawn face up"
                if table.accepting and table.controller.to_move() == table.me and not table.presenter.busy:
                    table.submit(uniform_action(table.controller.view(table.me), rng))
            d.pump()
        else:
            pytest.fail("the game did not end")
        assert len(set(sat)) >= 2, f"the screen went to each person in turn: {sat}"
        assert others_face_up(table) == [] or table.outcome is not None
    finally:
        d.app.close()


def test_the_set_up_offers_a_person_for_a_bot_seat_and_the_table_names_the_seat() -> None:
    d = Driver((1024, 640))
    try:
        table = set_up(d, "panjpar", 2, {1})
        assert table.bots == {} and table.seat_name(1) == "Seat 2"
        assert table.save_hook is not None
        assert d.app.ctx.settings.seat_difficulties()[0] != PERSON, "a person's seat is offered as a bot next time"
    finally:
        d.app.close()
