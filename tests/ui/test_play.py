"""Whole games at the table without a screen, driven by posted pygame events only (mouse, then keyboard)."""

from __future__ import annotations

import pygame
import pytest

from game.panjpar.actions import Beat, Take
from game.ui.panjpar.guess import GuessScene
from game.ui.scenes.dialogs import GameOverScene

from .driver import Driver, match_of, panjpar


@pytest.fixture(autouse=True)
def _pygame() -> object:
    pygame.init()
    yield None
    pygame.quit()


def start_game(d: Driver) -> None:
    """Menu -> New game -> Start (two players, the 52-card pack: the remembered default), all by clicks."""
    d.set_up_with_mouse(2, "panjpar-52")


def play_with_mouse(d: Driver) -> None:
    while True:
        state = d.wait_for_player()
        table = d.table
        view = table.view
        assert view is not None
        if state == "over":
            return
        if state == "guess":
            guess = d.top
            assert isinstance(guess, GuessScene)
            d.click(guess.buttons.items[d.rng.randrange(2)][0].rect.center)
            continue
        if state == "attack":
            attacks = list(view.legal_attacks())
            attack = d.rng.choice(attacks)
            for card in attack.cards:  # click to select each card
                d.click(d.card_point(card))
                d.pump(4)
            assert set(panjpar(table).gestures.selected) == set(attack.cards)
            before = len(view.hand)
            d.drag(d.card_point(attack.cards[0]), panjpar(table).board.layout.battle.center)
            assert len(table.controller.view(table.me).hand) == before - len(attack.cards), "the attack was played"
            continue
        # defend: drag a beater onto the first open attack card that can be killed, else press Take
        open_cards = [(i, a) for i, (a, b) in enumerate(view.table) if b is None]
        choice = next(((i, view.beaters(a)[0]) for i, a in open_cards if view.beaters(a)), None)
        if choice is None or d.rng.random() < 0.2:
            d.click(panjpar(table).action_button().rect.center)
            assert table.controller.to_move() != table.me or table.view is not view
            continue
        index, beater = choice
        d.drag(d.card_point(beater), d.attack_point(index))
        assert beater not in table.controller.view(table.me).hand, "the kill landed"


@pytest.mark.parametrize("level", ["easy", "hard"])
def test_full_game_with_the_mouse_reaches_game_over_and_play_again(level: str) -> None:
    d = Driver(seed=7)
    d.app.ctx.settings.difficulty = level
    start_game(d)
    play_with_mouse(d)
    assert d.table.specs[1] == level
    over = d.top
    assert isinstance(over, GameOverScene)
    assert match_of(d.table).games == 1
    d.click(over.buttons.items[0][0].rect.center)  # Play again
    assert d.wait_for_player() == "guess"


def test_illegal_drop_flies_back_with_a_reason() -> None:
    d = Driver(seed=3)
    start_game(d)
    for _ in range(200):
        state = d.wait_for_player()
        table = d.table
        view = table.view
        assert view is not None
        if state == "guess":
            d.key(pygame.K_r)
            continue
        if state == "defend":
            attack = view.table[0][0]
            bad = [c for c in view.hand if c not in view.beaters(attack)]
            if bad:
                d.drag(d.card_point(bad[0]), d.attack_point(0))
                assert table.toast.visible and "does not beat" in table.toast.message
                assert bad[0] in table.controller.view(table.me).hand
                d.pump(20)
                sprite = next(s for s in panjpar(table).board.my_hand() if s.card == bad[0])
                assert not sprite.moving and sprite.pos[1] > panjpar(table).board.layout.hand.y - 1, "it flew back"
                return
            d.key(pygame.K_t)
            continue
        if state == "attack":
            hand = sorted(view.hand)
            if len(hand) >= 2 and view.hand_sizes[view.defender] >= 2:
                d.click(d.card_point(hand[0]))
                d.click(d.card_point(hand[1]))
                d.drag(d.card_point(hand[0]), panjpar(table).board.layout.battle.center)
                assert table.toast.visible, "two cards are no attack"
                d.click(d.card_point(hand[1]))
            d.key(pygame.K_RETURN)
            continue
        break
    pytest.skip("no defence with a card that cannot kill came up")


@pytest.mark.parametrize("level", ["easy", "hard"])
def test_keyboard_only_game(level: str) -> None:
    d = Driver(seed=11)
    d.app.ctx.settings.difficulty = level
    d.pump()
    d.key(pygame.K_RETURN)  # New game has the focus
    d.key(pygame.K_RETURN)  # the game chooser: the last game played (Panjpar) has the focus
    d.key(pygame.K_RETURN)  # and in the set-up, Start
    intents: list[object] = []
    while True:
        state = d.wait_for_player()
        if state == "over":
            break
        table = d.table
        view = table.view
        assert view is not None
        if state == "guess":
            d.key(pygame.K_b)
            continue
        if state == "attack":
            d.attack_with_keys(view)
            continue
        intents.append(Beat if d.defend_with_keys(view) else Take)
    assert isinstance(d.top, GameOverScene)
    assert d.table.specs[1] == level
    assert Beat in intents or Take in intents


def test_an_autoplay_value_that_is_no_number_leaves_the_table_to_the_player(monkeypatch: pytest.MonkeyPatch) -> None:
    """``PANJPAR_AUTOPLAY=yes``: the app reads it as off, and the table must too (it raised ValueError on the
    first frame it looked, so the game crashed at the deal)."""
    monkeypatch.setenv("PANJPAR_AUTOPLAY", "yes")
    d = Driver(seed=3)
    start_game(d)
    assert d.wait_for_player() == "guess"
    d.key(pygame.K_r)
    assert d.wait_for_player() in ("attack", "defend")
