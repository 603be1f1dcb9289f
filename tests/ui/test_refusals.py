"""Refusals of the rules in the player's language: a template for every code, cards with suit symbols, seats by
their names at the table, the English reason for an unknown code, and the toast of a refused drag."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pygame
import pytest

from game.panjpar.refusals import TEMPLATES, english
from game.ui import i18n
from game.ui.panjpar import gestures
from game.ui.panjpar.refusals import CARD_ARGS, SEAT_ARGS, refusal_templates, refusal_text

from .driver import Driver, panjpar


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield None
    i18n.set_language("en")


def sample_args(code: str) -> dict[str, str | int]:
    """Arguments for ``code``'s template: seat 2, the ten of hearts, the number 2, the colour green."""
    names = re.findall(r"{(\w+)}", TEMPLATES[code])
    return {n: 2 if n in SEAT_ARGS or n in ("size", "held") else "10H" if n in CARD_ARGS else "green" for n in names}


def test_every_code_of_the_rules_has_a_translatable_template_with_its_placeholders() -> None:
    templates = refusal_templates()
    assert templates.keys() == TEMPLATES.keys()
    for code, template in templates.items():
        assert set(re.findall(r"{(\w+)}", template)) == set(re.findall(r"{(\w+)}", TEMPLATES[code])), code


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_code_reads_with_names_and_suit_symbols(language: str) -> None:
    i18n.set_language(language)
    for code in TEMPLATES:
        args = sample_args(code)
        text = refusal_text(code, args, english(code, args), players=3, me=0)
        assert text != english(code, args), code
        assert "10H" not in text and ("10♥" in text) == any(n in CARD_ARGS for n in args), text
        if any(n in SEAT_ARGS for n in args):
            assert "Bot 1" in text, text  # seat 2 of three is the first bot


def test_the_player_is_named_as_at_the_table() -> None:
    i18n.set_language("de")
    assert refusal_text("not_attacker", {"seat": 1}, "seat 1 is not the attacker", 2, 0) == "Du: jetzt kein Angriff"
    i18n.set_language("en")
    text = refusal_text("not_attacker_defending", {"seat": 1, "defender": 2}, "", 2, 0)
    assert text == "You cannot attack now: Bot must defend"


def test_an_unknown_code_or_arguments_that_do_not_fit_leave_the_english_reason() -> None:
    i18n.set_language("de")
    assert refusal_text("from_a_newer_game", {}, "the English reason", 2, 0) == "the English reason"
    assert refusal_text("does_not_beat", {"card": "ZZ", "attack": "7H"}, "ZZ does not beat 7H", 2, 0) == (
        "ZZ does not beat 7H"
    )
    assert refusal_text("attack_size", {}, "an attack is 1, 3 or 5 cards, not 2", 2, 0) == (
        "an attack is 1, 3 or 5 cards, not 2"
    )


@pytest.mark.parametrize(
    ("language", "shown"),
    [("en", "An attack is 1, 3 or 5 cards, not 2"), ("de", "Ein Angriff hat 1, 3 oder 5 Karten, nicht 2")],
)
def test_a_drag_the_rules_refuse_is_shown_in_the_players_language(
    language: str, shown: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    pygame.init()
    try:
        d = Driver(seed=3)
        d.set_up_with_mouse(2, "panjpar-52")
        i18n.set_language(language)
        # The table's own check of a selection is switched off, so that the drag reaches the rules.
        monkeypatch.setattr(gestures, "attack_problem", lambda cards, view: None)
        for _ in range(100):
            state = d.wait_for_player()
            if state == "guess":
                d.key(pygame.K_r)
                continue
            if state == "defend":
                d.key(pygame.K_t)
                continue
            assert state == "attack"
            table = d.table
            view = table.view
            assert view is not None
            hand = sorted(view.hand)
            if len(hand) < 2 or view.hand_sizes[view.defender] < 2:
                d.key(pygame.K_RETURN)
                continue
            d.click(d.card_point(hand[0]))
            d.click(d.card_point(hand[1]))
            d.drag(d.card_point(hand[0]), panjpar(table).board.layout.battle.center)
            assert table.toast.visible and table.toast.message == shown
            assert len(table.controller.view(table.me).hand) == len(hand), "nothing was played"
            return
        pytest.fail("the player never attacked with two cards in hand")
    finally:
        pygame.quit()
