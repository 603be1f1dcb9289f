"""Refusals carry a code and arguments: every code the rules raise has an English template, the English reason is
that template filled in, and random illegal intents in random games reach every code of the table."""

from __future__ import annotations

import random
from typing import Any, cast

import pytest

from game.engine.controller import Rejection
from game.panjpar.actions import Action, AttackIntent, Beat, GuessColour, Take, defence_actions
from game.panjpar.controller import Controller
from game.panjpar.game import StateAction
from game.panjpar.moves import Attack, Defence
from game.panjpar.playout import random_attack, random_defence
from game.panjpar.position import State
from game.panjpar.refusals import TEMPLATES, IllegalMove, english
from game.panjpar.variants import PANJPAR_36, PANJPAR_52, Variant, shuffled_deal

from .helpers import cards, make_deal


def random_intent(controller: Controller, rng: random.Random) -> Action:
    """An intent of a random seat, mostly illegal: cards from its hand and the pack, repeated at times."""
    seat = rng.randrange(controller.players)
    pack = controller.deal.variant.pack
    state = controller.position
    hand = list(state.hands[seat]) if state is not None else []
    pool = hand * 2 + [rng.choice(pack) for _ in range(3)]
    attack = list(state.attack) if state is not None else []
    kind = rng.randrange(5)
    if kind == 0:
        return AttackIntent(seat, tuple(rng.choice(pool) for _ in range(rng.choice((1, 2, 3, 3, 5, 5, 6)))))
    if kind == 1:
        return Beat(seat, rng.choice([*attack, rng.choice(pack)]), rng.choice(pool))
    if kind == 2:
        used = [beater for _, beater in controller.state.kills]  # a killing card used again: refused
        return Beat(seat, rng.choice([*attack, rng.choice(pack)]), rng.choice(used or pack))
    if kind == 3:
        return Take(seat)
    return GuessColour(seat, cast(Any, rng.choice(("red", "black", "green"))))


def progress(controller: Controller, rng: random.Random) -> None:
    """One legal step: the guess, a random attack, or a random defence (a take when kills already pending)."""
    if controller.awaiting_guess:
        assert controller.submit(GuessColour(controller.guesser or 0, "red")) is None
        return
    state = controller.position
    assert state is not None
    if not state.attack:
        assert controller.submit(AttackIntent(state.attacker, random_attack(state, rng))) is None
    elif controller.state.kills:
        assert controller.submit(Take(state.defender)) is None
    else:
        beats = random_defence(state, rng)
        assert controller.submit_all(defence_actions(state.defender, beats, len(state.attack))) is None


def _refused(controller: Controller, action: StateAction) -> Rejection[StateAction]:
    rejection = controller.submit(action)
    assert rejection is not None, action
    return rejection


def refusals_of_random_games(variant: Variant, players: int, games: int, seed: int) -> list[Rejection[StateAction]]:
    rng = random.Random(seed)
    refused: list[Rejection[StateAction]] = []
    for _ in range(games):
        deal = shuffled_deal(variant, players, rng, 0, 1)
        controller = Controller(deal, 0, 1 if variant.colour_guess else None)
        # Before the deal every seat's action is refused, and the chance player deals only its own pack once.
        refused.append(_refused(controller, random_intent(controller, rng)))
        other = PANJPAR_36 if variant is PANJPAR_52 else PANJPAR_52
        refused.append(_refused(controller, shuffled_deal(other, 2, rng, 0, 1)))
        controller.start()
        refused.append(_refused(controller, deal))
        refused.append(_refused(controller, cast(Any, "9C")))
        while True:
            for _ in range(rng.randrange(1, 6)):
                rejection = controller.submit(random_intent(controller, rng))
                if rejection is not None:
                    refused.append(rejection)
            state = controller.position
            if state is not None and state.result is not None:
                break
            progress(controller, rng)
    return refused


def test_every_refusal_of_random_games_has_a_template_and_its_english_reason() -> None:
    refused = refusals_of_random_games(PANJPAR_52, 2, 40, seed=5) + refusals_of_random_games(PANJPAR_36, 4, 40, 6)
    for rejection in refused:
        assert rejection.code in TEMPLATES, rejection
        assert rejection.reason == english(rejection.code, rejection.args)
        for value in rejection.args.values():
            assert isinstance(value, str | int)
    assert {r.code for r in refused} == set(TEMPLATES), "some refusal was never reached"


def test_cards_are_given_as_text_and_seats_from_one() -> None:
    state = State(make_deal(["5D 5C KC 7H 2S", "3H 4H 8S 9S JD"], "AD"))
    with pytest.raises(IllegalMove) as info:
        state.apply(1, Attack(cards("3H")))
    assert (info.value.code, dict(info.value.arguments)) == ("not_attacker", {"seat": 2})
    assert info.value.reason == "seat 2 is not the attacker"
    state.apply(0, Attack(cards("7H")))
    with pytest.raises(IllegalMove) as info:
        state.check(1, Defence(((cards("7H")[0], cards("3H")[0]),)))
    assert (info.value.code, dict(info.value.arguments)) == ("does_not_beat", {"card": "3H", "attack": "7H"})
    assert info.value.reason == "3H does not beat 7H"


def test_an_unknown_code_is_refused_at_once() -> None:
    with pytest.raises(KeyError):
        IllegalMove("no_such_refusal", 4)
