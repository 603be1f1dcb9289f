"""The hint's reasons at ekrang and hamrang are true of the whole deal, not only of what the player sees: checked
against every hand over many random games, each kind of sentence met at least once."""

from __future__ import annotations

import random
from collections import Counter

from game.engine.protocol import CHANCE
from game.ganjifa.actions import Play
from game.ganjifa.cards import is_face, suit, values
from game.ganjifa.ekrang.state import EkrangState
from game.ganjifa.hamrang.state import HamrangState
from game.ui.ganjifa.hint_reasons import ekrang_reason, hamrang_reason


def _higher_held(hands: list[tuple[int, ...]], seat: int, card: int, mughal: bool) -> bool:
    """Whether a seat other than ``seat`` holds a card of ``card``'s suit above it."""
    vals = values(mughal)
    return any(
        suit(other) == suit(card) and vals.value[other] > vals.value[card]
        for holder, hand in enumerate(hands)
        if holder != seat
        for other in hand
    )


def test_ekrang_reasons_hold_against_the_hidden_hands() -> None:
    kinds: Counter[str] = Counter()
    for number in range(24):
        rng = random.Random(number)
        players = 2 + number % 3
        state = EkrangState(players, frozenset({"mughal"}) if number % 4 == 0 else frozenset())
        state.apply(state.sample_chance(rng))
        while not state.is_terminal():
            seat = state.current_player()
            view = state.observation(seat)
            hands = [state.observation(other).hand for other in range(players)]
            for play in view.legal_actions():
                reason = ekrang_reason(view, play)
                card = play.cards[-1]
                if reason.startswith(("Nobody can beat", "It takes the trick")):
                    assert not _higher_held(hands, seat, card, view.mughal), (reason, view)
                if reason.startswith("Only"):
                    held = sum(
                        1
                        for other in range(players)
                        if other != seat
                        for c in hands[other]
                        if suit(c) == suit(card) and values(view.mughal).value[c] > values(view.mughal).value[card]
                    )
                    assert int(reason.split()[1]) >= held >= 0, (reason, view)
                if reason.startswith(("Your lowest ", "The lowest of ")) and view.phase == "cover":
                    worth = values(view.mughal).value
                    for given in play.cards:  # each the lowest of its suit in her hand, but for the other given
                        lower = [c for c in view.hand if suit(c) == suit(given) and worth[c] < worth[given]]
                        assert set(lower) <= set(play.cards), (reason, view.hand, play)
                if reason.startswith("The lowest card that beats"):
                    worth = values(view.mughal).value
                    beating = [p.cards[0] for p in view.legal_actions() if worth[p.cards[0]] > worth[view.high]]
                    assert worth[card] == min(worth[c] for c in beating)
                worth = values(view.mughal).value
                beats = suit(card) == view.suit and view.high >= 0 and worth[card] > worth[view.high]
                if reason.startswith("It beats"):
                    assert view.phase == "follow" and beats, (reason, view)
                if reason.startswith("It cannot take the trick"):
                    assert not beats, (reason, view)
                assert reason or len(view.legal_actions()) < 2, ("review 14: a reason with every hint", view, play)
                if reason:
                    kinds[reason.split(":")[0].split(" your")[0]] += 1
            state.apply(rng.choice(list(view.legal_actions())))
    assert sum(1 for kind in kinds if kind.startswith("Nobody can beat")) >= 1
    assert any(kind.startswith("Only") for kind in kinds)
    assert any(kind.startswith("Your lowest cards") for kind in kinds)
    assert any(kind.startswith("The lowest of") or (kind.startswith("Your lowest ") and kind != "Your lowest cards")
               for kind in kinds), "a cover of one or two suits' lowest cards says so"  # fmt: skip
    assert any(kind.startswith("It comes from") for kind in kinds)
    assert any(kind.startswith("The lowest card that beats") for kind in kinds)
    assert any(kind.startswith("It takes the trick") for kind in kinds)
    assert any(kind.startswith("It cannot take the trick") for kind in kinds)
    assert "It cannot take the trick." in kinds and any(kind.startswith("It beats") for kind in kinds)
    assert {"The opening lays the key card with one of", "The opener takes the covers, whatever they are."} <= set(
        kinds
    )


def test_hamrang_reasons_hold_when_the_trick_is_played_out() -> None:
    kinds: Counter[str] = Counter()
    for number in range(16):
        rng = random.Random(number)
        options = (frozenset(), frozenset({"free"}), frozenset({"sum", "free"}), frozenset({"noelim"}))[number % 4]
        state = HamrangState(options)
        state.apply(state.sample_chance(rng))
        while not state.is_terminal():
            seat = state.current_player()
            assert seat != CHANCE
            view = state.observation(seat)
            legal = view.legal_actions()
            chosen: Play = rng.choice(list(legal))
            for play in legal:
                reason = hamrang_reason(view, play)
                if reason:
                    kinds[reason.split(":")[0]] += 1
                if reason.startswith("It keeps your rajas"):
                    assert "noelim" not in options
                    assert not any(is_face(c) for c in play.cards)
                    assert any(is_face(c) for other in legal for c in other.cards)
                if reason.startswith("Nobody can beat"):
                    hands = [state.observation(other).hand for other in range(4)]
                    top = max(play.cards, key=lambda c: values("mughal" in options).value[c])
                    assert not _higher_held(hands, seat, top, "mughal" in options), (reason, view)
                if reason == "You play last and this takes the trick.":
                    chosen = play
                if reason.startswith("You hold no "):
                    assert not any(suit(c) == view.led for other in legal for c in other.cards)
            tricks = len(view.winners)
            last = hamrang_reason(view, chosen) == "You play last and this takes the trick."
            state.apply(chosen)
            if last:
                after = state.observation(seat)
                assert len(after.winners) == tricks + 1 and after.winners[-1] == seat, view
    assert "It keeps your rajas and viziers" in kinds, kinds
    assert any(kind.startswith("Nobody can beat") for kind in kinds), kinds
    assert "You play last and this takes the trick." in kinds, kinds
    assert "It is the best play of the trick so far." in kinds, kinds
    assert "It cannot take the trick, and it spends your lowest cards." in kinds, kinds
    assert any(kind.startswith("You hold no ") for kind in kinds), kinds


def test_hamrang_s_prompt_for_a_void_says_a_single_card_goes_with_the_lowest_of_another_suit() -> None:
    from game.ganjifa.cards import parse_card
    from game.ui.ganjifa.hamrang import HamrangAdapter

    cards = [parse_card(text) for text in ("10Ph", "7Cg", "3Cg", "5Ba")]
    view = HamrangState(frozenset({"free"})).observation(0)
    from dataclasses import replace

    void = replace(
        view, hand=tuple(cards), phase="follow", led=parse_card("2Gh") & 7, turn=0,
        legal=(Play(0, (cards[0], cards[2])), Play(0, (cards[1], cards[2]))),
    )  # fmt: skip
    words = HamrangAdapter().turn_words(void)
    assert "a suit's only card with your lowest card of another suit" in words, words
