"""A whole game of each Ganjifa game in the real program, in a real X window (Xvfb), played with xdotool alone as
a person plays it: the menu's New game, the game chooser and the set-up by keys, then the table by the mouse:
each card pressed, dragged onto the table and released (hamrang's two-card plays one card after the other),
komi's stake and bet buttons clicked. The program says where its cards and buttons are (``PANJPAR_TABLE_LOG``,
game/ui/devaids.py); the test never reads pixels. The game must end by its rules: the stored record is finished,
its result stored, and the player's actions in it are the ones the mouse made. Skipped where Xvfb or xdotool is
missing (``.ci/run`` installs both); the last test checks, without a screen, that the points the program gives
are the ones its own hit test gives to those cards."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from game.engine import registry
from game.engine.envelope import read_envelope
from game.ganjifa.actions import Play
from game.ganjifa.cards import card_text, parse_card
from game.ganjifa.komi.actions import Bet, Stake
from game.ganjifa.nakashth.state import NakashthState
from game.storage import Store
from game.ui.ganjifa.presenter import GanjifaPresenter
from game.ui.scenes.table import TableScene
from game.ui.tablesetup import TableSetup
from game.ui.window import App

from .xwindow import SIZE, Program, State, need_xdotool, write_settings


@dataclass(frozen=True)
class Case:
    game: str
    #: The set-up remembered from last time (the settings), and the deal's seed.
    settings: dict[str, Any]
    seed: str


CASES = [
    Case("nakashth", {"players": 3, "stake": 1}, "5"),
    # With this seed the dealer is seat 2: the player stakes, then bets.
    Case("komi", {"players": 3, "game_options": "betting"}, "5"),
    # Two players with "fast": 12 cards each, the whole game in about 12 plays of the player's.
    Case("ekrang", {"players": 2, "game_options": "fast", "key_suit": "day"}, "5"),
    Case("hamrang", {"players": 4, "key_suit": "night"}, "5"),
]


def _chooser_key(game: str) -> str:
    """The game chooser's digit key for ``game`` (its rows are the registry's games in order)."""
    return str(list(registry.GAMES).index(game) + 1)


def _settled(before: State) -> Any:
    """A test of a later state: the table moved on from ``before`` (an action played, a card lifted)."""
    return lambda state: (state["actions"], state["selected"]) != (before["actions"], before["selected"])


def _my_turn_or_over(program: Program) -> State | None:
    """The table's state once the player may act; ``None`` once the game is over (the game-over dialog)."""

    def found() -> State | bool | None:
        if program.lines("game over"):
            return True
        state = program.state()
        return state if state is not None and state["mine"] else None

    result = program.wait_for(found, 60, "the player's turn or the game's end")
    return None if result is True else result


def _play_cards(program: Program, state: State) -> list[str]:
    """Drag the cards of the first legal play onto the table, one after another; the cards played."""
    play: list[str] = state["legal"][0]
    for card in play:
        if card in state["selected"]:
            continue
        if all(entry["card"] != card for entry in state["hand"]):
            break  # the rules left the first card one partner: one drag played both
        grab = next(entry["grab"] for entry in state["hand"] if entry["card"] == card)
        assert grab is not None, f"the program gives no point to grab {card} by: {state['hand']}"
        program.drag(grab, state["drop"])
        state = program.wait_state(_settled(state), 20, f"the drag of {card} to be taken")
    return play


def _click_choice(program: Program, state: State, label: str) -> str:
    choice = next(c for c in state["choices"] if c["label"] == label)
    program.click(choice["at"])
    program.wait_state(_settled(state), 20, f"the click on {label} to be taken")
    return str(choice["action"])


def _player_actions(history: tuple[Any, ...]) -> list[str]:
    """The stored game's actions of seat 0, as the test names them."""
    out: list[str] = []
    for action in history:
        if isinstance(action, Play) and action.seat == 0:
            out.append(" ".join(card_text(card) for card in action.cards))
        elif isinstance(action, Stake | Bet) and action.seat == 0:
            out.append(str(action))
    return out


@pytest.mark.xvfb
@pytest.mark.parametrize("case", CASES, ids=[case.game for case in CASES])
def test_a_whole_ganjifa_game_played_with_xdotool_in_a_real_window(case: Case, x_display: str, tmp_path: Path) -> None:
    need_xdotool()
    data = tmp_path / "data"
    # Every play made in the window, forced ones too (by itself, a forced play would not be the player's input).
    write_settings(data, variant=case.game, speed="off", forced_moves="key", **case.settings)
    program = Program(data, x_display, "game", PANJPAR_SEED=case.seed)
    try:
        program.find_window()
        # New game (no game to resume: the first entry), the game by its digit, then its set-up.
        program.key("Return")
        program.key(_chooser_key(case.game))
        if case.game == "nakashth":  # the stake row, above the match's length and Start: one chip becomes two
            program.key("Up")
            program.key("Up")
            program.key("Return")
            program.key("Down")
            program.key("Down")
        program.key("Return")
        played: list[str] = []
        while (state := _my_turn_or_over(program)) is not None:
            if case.game == "komi":
                label = "2" if state["view"]["phase"] == "stake" else "Double"
                played.append(_click_choice(program, state, label))
            else:
                played.append(" ".join(_play_cards(program, state)))
        program.alive()
    finally:
        program.stop()

    with Store.open(data) as store:
        games = store.games()
        assert len(games) == 1, games
        game = games[0]
        assert game.game == case.game and game.finished is not None and game.result not in ("*", "abandoned")
        stored = registry.GAMES[case.game].rules.read_record(read_envelope(store.record_text(game.id)))
    assert stored.is_terminal()
    if case.game == "nakashth":
        assert played == []  # nothing to choose at its table
        assert isinstance(stored, NakashthState) and stored.stake == 2  # the stake chosen in the set-up
    else:
        assert played, "the player never had a turn"
        assert _player_actions(stored.history()) == played
    if case.game == "komi":
        assert played == ["1: stake 2", "1: double"]
    if case.game == "hamrang":
        assert any(" " in play for play in played), "no two-card play was dragged"


def test_the_program_reports_points_its_own_hit_test_gives_to_each_card(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ekrang for three: 32 cards in overlapping rows, where a card's centre may lie under the row in front.
    Each state line the table writes has, for every card of the hand, a point that picks that card."""
    log = tmp_path / "table.jsonl"
    monkeypatch.setenv("PANJPAR_TABLE_LOG", str(log))
    app = App(size=SIZE, in_process_bot=True)
    app.ctx.settings.speed = "fast"
    variant = registry.GAMES["ekrang"].variants[0].variant
    table = TableScene(app.ctx, TableSetup(variant, ("easy", "easy")), 5)
    app.ctx.replace_all(table)
    presenter = table.presenter
    assert isinstance(presenter, GanjifaPresenter)
    checked: list[int] = []
    written = 0
    for _ in range(400):
        app.pump(0.05)
        lines = log.read_text().splitlines() if log.exists() else []
        if len(lines) == written:
            continue
        written = len(lines)
        state = json.loads(lines[-1])  # written by the frame just drawn: the board is as it says
        for entry in state["hand"]:
            assert entry["grab"] is not None, entry
            assert presenter.gestures.card_at(tuple(entry["grab"])) == parse_card(entry["card"]), entry
        checked.append(len(state["hand"]))
        if len(checked) >= 5:
            break
    table.closed()
    app.close()
    assert checked and max(checked) == 32, checked
    assert len(presenter.layout.hand_slots(32)) == 32 and len({r.y for r in presenter.layout.hand_slots(32)}) >= 2
