"""Why a trick was taken, said with who took it: ekrang's phases, hamrang's highest card or largest sum."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

import pygame

from game.engine import registry
from game.engine.protocol import CHANCE, random_action
from game.ganjifa.cards import parse_card, pips, suit
from game.ganjifa.hamrang.state import HamrangView
from game.ui.ganjifa.ekrang import EkrangAdapter
from game.ui.ganjifa.hamrang import HamrangAdapter
from game.ui.scenes.dialogs import GameOverScene
from game.ui.seatnames import Seats

from .driver import Driver
from .test_ganjifa_trick_tables import open_table, presenter_of


@dataclass
class Host:
    view: Any = None
    outcome: Any = None
    me: int = 0
    player: int | None = 0
    players: int = 3

    def seat_name(self, seat: int) -> str:
        return "You" if seat == 0 else f"Bot {seat}"


def test_every_ekrang_trick_says_why_it_was_taken() -> None:
    adapter, rules = EkrangAdapter(), registry.GAMES["ekrang"].rules
    said: set[str] = set()
    for seed in range(6):
        rng = random.Random(seed)
        state = rules.new_game("ekrang", 3)
        while not state.is_terminal():
            if state.current_player() == CHANCE:
                state.apply(state.sample_chance(rng))
                continue
            before = state.observation(0)
            action = random_action(state, rng)
            state.apply(action)
            trick = adapter.finished_trick(before, action, state.observation(0), Host())
            if trick is None:
                continue
            banner = trick.model.banner
            assert ": " in banner and banner.endswith("."), banner
            reason = banner.split(": ", 1)[1].split(".")[0]
            if before.phase == "cover":
                assert reason == "the opening trick goes to the opener"
            elif before.phase == "follow" and trick.winner != before.active:
                assert reason.startswith("a higher ") and reason.endswith(" beats the lead")
                assert trick.winner == action.seat, "the beater takes the trick at once"
            else:
                assert reason.startswith(("nobody held a higher ", "the highest ")), reason
            said.add(reason.split(" ")[0])
            logged = adapter.log_lines(state.observation(0), before, Seats(3, 0, {1: "easy", 2: "easy"}), Host(), None)
            assert any(line.text.endswith(f"the trick: {reason}") for line in logged), "the log says why too"
    assert said == {"the", "a", "nobody"}, "every kind of trick was met"


def cards(*texts: str) -> tuple[int, ...]:
    return tuple(parse_card(text) for text in texts)


def test_hamrang_with_sum_says_the_winning_total_and_a_broken_tie() -> None:
    adapter = HamrangAdapter()
    led = suit(parse_card("VSu"))
    before = HamrangView(seat=0, key=0, options=("sum",), dealer=0, led=led, phase="follow", turn=1)
    vizier_ten, raja_nine = cards("VSu", "10Su"), cards("RSu", "9Su")
    assert sum(map(pips, vizier_ten)) == sum(map(pips, raja_nine)) == 21
    tied = ((0, vizier_ten[0]), (0, vizier_ten[1]), (1, raja_nine[0]), (1, raja_nine[1]))
    assert adapter.trick_reason(before, tied, 1) == "21 points of Surya, the higher card breaking the tie"
    clear = ((0, vizier_ten[0]), (0, vizier_ten[1]), (1, parse_card("RSu")), (1, parse_card("2Ch")))
    assert adapter.trick_reason(before, clear, 0) == "21 points of Surya"
    plain = HamrangView(seat=0, key=0, options=(), dealer=0, led=led, phase="follow", turn=1)
    assert adapter.trick_reason(plain, clear, 1) == "the highest Surya"


def test_hamrang_tells_a_player_who_is_out_and_why_the_game_ended_with_cards_held() -> None:
    adapter, rules = HamrangAdapter(), registry.GAMES["hamrang"].rules
    told_out = ended = 0
    for seed in range(12):
        rng = random.Random(seed)
        state = rules.new_game("hamrang", 4)
        while not state.is_terminal():
            state.apply(state.sample_chance(rng) if state.current_player() == CHANCE else random_action(state, rng))
            view = state.observation(0)
            if 0 in view.out and view.turn >= 0:
                assert adapter.model(view, Host(view, players=4)).hint.startswith("You are out: no face card left.")
                told_out += 1
        view = state.observation(0)
        _title, sentence = adapter.result_text(Host(view, state.returns(), players=4))
        assert sentence.startswith("Tricks taken (most tricks wins): "), sentence
        if view.out:  # review 7: the result box named the winner only, never who had dropped out
            assert "Out before the end, with no face card left: " in sentence, sentence
        if any(view.counts):
            assert sentence.endswith("so the game ended; cards still held count for nothing."), sentence
            ended += 1
    assert told_out and ended, "random games met both"


def test_a_player_out_of_hamrang_may_finish_the_game_quickly() -> None:
    d = Driver()
    table = open_table(d, "hamrang", 4)
    presenter = presenter_of(table)
    out = False
    for _ in range(40000):  # the player plays her first legal play each turn until she is out
        view = table.view
        if view is not None and presenter.adapter.watching(view):
            out = True
            break
        if isinstance(d.top, GameOverScene):
            d.click(d.top.buttons.items[0][0].rect.center)  # out of luck: never out this game, the next one
            continue
        if table.ready and view is not None and view.legal_actions() and presenter.my_turn():
            table.submit(view.legal_actions()[0])
        d.pump()
    assert out, "the player dropped out of a game"
    shaded: list[int] = []
    shade = presenter.drawer._shade

    def spy(size: int) -> pygame.Surface:
        shaded.append(size)
        return shade(size)

    presenter.drawer._shade = spy  # type: ignore[method-assign]
    table.draw(pygame.Surface(d.app.ctx.size))
    presenter.drawer._shade = shade  # type: ignore[method-assign]
    assert len(shaded) == len(table.view.hand), "her hand, which plays no more, is dimmed"
    labels = [tool.label for tool in presenter.table_tools() if tool.shown]
    assert labels[0] == "Finish quickly" and presenter.pace > 0
    d.key(pygame.K_f)
    assert presenter.pace == 0 and "Finish quickly" not in [tool.label for tool in presenter.table_tools()]
    frames = 0
    while not isinstance(d.top, GameOverScene) and frames < 3000:
        d.pump()
        frames += 1
    assert isinstance(d.top, GameOverScene), "the game ran to its end"
    d.click(d.top.buttons.items[0][0].rect.center)
    d.pump()
    assert presenter_of(table).pace > 0, "the next game at the usual pace"


def test_a_team_game_s_result_says_which_side_won_and_the_sides_tricks() -> None:
    adapter, rules = EkrangAdapter(), registry.GAMES["ekrang"].rules
    titles = set()
    for seed in range(8):
        rng = random.Random(seed)
        state = rules.new_game("ekrang", 4, options=frozenset({"teams", "fast"}))
        while not state.is_terminal():
            state.apply(state.sample_chance(rng) if state.current_player() == CHANCE else random_action(state, rng))
        view = state.observation(0)
        title, sentence = adapter.result_text(Host(view, state.returns(), players=4))
        ours, theirs = view.tricks[0] + view.tricks[2], view.tricks[1] + view.tricks[3]
        expected = "Your side wins" if ours > theirs else "The other side wins" if ours < theirs else "The sides share"
        assert title.startswith(expected) and sentence.startswith(f"Your side: {ours} trick"), (title, sentence)
        titles.add(title)
    assert len(titles) >= 2, "both outcomes met"


def test_hamrang_s_first_lead_asks_for_the_key_raja() -> None:
    adapter = HamrangAdapter()
    first = HamrangView(seat=0, key=0, options=("free",), dealer=3, hand=cards("RSu", "2Su", "VCh"), phase="lead",
                        turn=0)  # fmt: skip
    assert adapter.turn_words(first) == "Lead: the raja of Surya and any other card of Surya."
    plain = HamrangView(seat=0, key=0, options=(), dealer=3, hand=cards("RSu", "2Su"), phase="lead", turn=0)
    assert adapter.turn_words(plain) == "Lead: the raja of Surya and your lowest card of Surya."
    later = HamrangView(seat=0, key=0, options=("free",), dealer=3, hand=cards("RSu", "2Su"), phase="lead", turn=0,
                        leads=(0,))  # fmt: skip
    assert adapter.turn_words(later).startswith("Lead: the highest card of a suit in which you hold a face card")
    faceless = replace(later, options=("free", "noelim"), hand=cards("9Ph", "1Sh", "2Sh"))
    said = adapter.turn_words(faceless)
    assert said == "No face card left: lead the highest card of any suit you hold, and any other of it.", said
    plain_faceless = replace(faceless, options=("noelim",))
    assert adapter.turn_words(plain_faceless).startswith("No face card left: lead the highest and the lowest")


def test_the_log_s_last_line_says_who_won_and_every_seat_s_tricks() -> None:
    from game.ui.seatnames import Seats

    adapter, rules = EkrangAdapter(), registry.GAMES["ekrang"].rules
    rng = random.Random(3)
    state = rules.new_game("ekrang", 3)
    while not state.is_terminal():
        state.apply(state.sample_chance(rng) if state.current_player() == CHANCE else random_action(state, rng))
    view = state.observation(0)
    seats = Seats(3, 0, {1: "easy", 2: "easy"})
    lines = adapter.log_lines(view, None, seats, Host(view, state.returns()), state.returns())
    counts = " · ".join(f"{name}: {n}" for name, n in zip(("You", "Bot 1", "Bot 2"), view.tricks, strict=True))
    assert lines[-1].text.endswith(f" · Tricks: {counts}"), lines[-1].text


def test_a_trick_the_mughal_order_decided_says_so() -> None:
    """Review 11: "the 4 beats the 8" under the Mughal order read as a mistake."""
    from game.ganjifa.cards import SUITS
    from game.ui.ganjifa.legend import MUGHAL_SUITS

    adapter = HamrangAdapter()
    turned = MUGHAL_SUITS[0]
    plain_suit = next(s for s in range(SUITS) if s not in MUGHAL_SUITS)
    for led, said in ((turned, True), (plain_suit, False)):
        four, eight = 3 * SUITS + led, 7 * SUITS + led
        trick = ((0, four), (1, eight))
        before = HamrangView(seat=0, key=0, options=("mughal",), dealer=0, led=led, phase="follow", turn=1)
        reason = adapter.trick_reason(before, trick, 0)
        assert ("Mughal order: the 1 is high" in reason) == said, reason
        without = HamrangView(seat=0, key=0, options=(), dealer=0, led=led, phase="follow", turn=1)
        assert "Mughal" not in adapter.trick_reason(without, trick, 1)
        alone = ((0, 9 * SUITS + led), (1, 3 * SUITS + plain_suit if led != plain_suit else 3 * SUITS + turned))
        assert "Mughal" not in adapter.trick_reason(before, alone, 0), "review 12: one number of the suit, no order"
