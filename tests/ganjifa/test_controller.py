"""The Ganjifa controller and series: chance deals whenever due (also after komi's stakes), each seat's events
show only its own hand, a refused action changes nothing, and a series adds up each game and passes the deal."""

from __future__ import annotations

import random

import pytest

from game.engine import registry
from game.ganjifa.actions import Deal
from game.ganjifa.controller import ActionTaken, GanjifaController
from game.ganjifa.series import GanjifaSeries, ganjifa_series


def series(game: str, players: int, options: frozenset[str] = frozenset(), seed: int = 1) -> GanjifaSeries:
    rules = registry.GAMES[game].rules
    return ganjifa_series(rules, game, players, options, random.Random(seed))


def play_out(controller: GanjifaController, rng: random.Random) -> None:
    while (seat := controller.to_move()) is not None:
        actions = list(controller.view(seat).legal_actions())
        assert controller.submit(actions[rng.randrange(len(actions))]) is None


@pytest.mark.parametrize(("game", "players", "options"), [("komi", 4, {"betting"}), ("nakashth", 3, set())])
def test_each_seat_sees_only_its_own_hand_of_the_deal(game: str, players: int, options: set[str]) -> None:
    controller = series(game, players, frozenset(options)).next_game()
    seen: dict[int | None, list[ActionTaken]] = {seat: [] for seat in (*range(players), None)}
    for seat in seen:
        controller.subscribe(seen[seat].append, seat)
    controller.start()
    play_out(controller, random.Random(2))
    deals = {seat: [e.action for e in events if isinstance(e.action, Deal)] for seat, events in seen.items()}
    full = deals[None][0]
    assert all(len(hand) > 0 for hand in full.hands)
    for seat in range(players):
        (dealt,) = deals[seat]
        assert dealt.hands[seat] == full.hands[seat]
        assert all(hand == () for other, hand in enumerate(dealt.hands) if other != seat)
        assert all(event.views == () and event.view is not None for event in seen[seat])
    assert seen[0][-1].over and seen[None][-1].returns == controller.state.returns()


def test_komi_deals_after_the_stakes_and_a_refusal_changes_nothing() -> None:
    controller = series("komi", 3, frozenset({"betting"})).next_game()
    controller.start()
    assert controller.state.history() == (), "komi's stakes come before the deal"
    seat = controller.to_move()
    assert seat is not None
    before = controller.view(seat)
    rejection = controller.submit("not an action")
    assert rejection is not None and controller.view(seat) == before
    while not any(isinstance(a, Deal) for a in controller.state.history()):
        seat = controller.to_move()
        assert seat is not None
        controller.submit(controller.view(seat).legal_actions()[0])
    assert controller.to_move() is not None, "after the stakes, the deal, then the bets"


def test_a_series_adds_up_its_games_and_passes_the_deal() -> None:
    table = series("komi", 4)
    rng = random.Random(3)
    dealers = []
    for _ in range(8):
        dealers.append(table.dealer)
        controller = table.next_game()
        events: list[ActionTaken] = []
        controller.subscribe(events.append, 0)
        controller.start()
        play_out(controller, rng)
        outcome = table.outcome_of(events[-1])
        assert outcome is not None and all(table.outcome_of(event) is None for event in events[:-1])
        table.finish(outcome)
    assert table.totals.games == 8
    assert dealers == [(dealers[0] + i) % 4 for i in range(8)]
    assert sum(table.totals.figures["chips"]) == 0 and table.totals.returns == table.totals.figures["chips"]


def test_a_series_refuses_a_player_count_or_option_at_once() -> None:
    with pytest.raises(ValueError, match="komi"):
        series("komi", 7)
    with pytest.raises(ValueError, match="option"):
        series("nakashth", 3, frozenset({"betting"}))
