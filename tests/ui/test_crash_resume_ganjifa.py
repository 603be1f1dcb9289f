"""kill -9 during a Ganjifa game in the real program, then start it again on the same data folder: Resume puts
the game back at its last stored action (issue 14's Done when; test_xvfb.py's and the storage drills' Panjpar
counterpart is tests/storage/test_storage_crash.py, which kills a bare autosaver, not the program).

The first run plays by itself (``PANJPAR_AUTOPLAY``: the menu starts the remembered game, the player's seat plays
at random, the bots as at any table) without a screen, and is killed with SIGKILL once some actions of the game were
committed. The second run is a real window under Xvfb: Return on the menu must be Resume (its first entry, there
only when a game is unfinished), and the table it opens must show the stored game: the first settled table the
program reports (``PANJPAR_TABLE_LOG``) has the stored game's number of actions and exactly the player's view of the
stored position (her hand, every seat's count, the cards on the table, whose turn), and the next action goes on in
the same stored game. Nakashth is over at its deal, so a kill never leaves one unfinished: there the second start
offers no Resume and Return starts a new game. Skipped where Xvfb or xdotool is missing."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.engine.protocol import GameState
from game.ganjifa.cards import card_text
from game.storage import SavedGame, Store

from .xwindow import Program, State, need_xdotool, write_settings

pytestmark = pytest.mark.xvfb

#: Per game: the remembered set-up (with the animation speed of the killed run), and how many of the first game's
#: actions are committed before the kill, each well before the game's end. Komi's last bet is a bot's, which
#: thinks at least 0.6 s times the speed (game/ui/scenes/table.py), "slow" leaving the kill a second to land.
CASES: dict[str, tuple[dict[str, Any], int]] = {
    "nakashth": ({"players": 3, "speed": "normal"}, 1),
    "komi": ({"players": 3, "game_options": "betting", "speed": "slow"}, 3),
    "ekrang": ({"players": 3, "key_suit": "day", "speed": "normal"}, 8),
    "hamrang": ({"players": 4, "key_suit": "night", "speed": "normal"}, 6),
}
SEED = "5"


def _commits(program: Program) -> list[tuple[int, int]]:
    """The ``committed <game> <actions>`` lines the program printed, whole lines only."""
    text = program.out.read_text(errors="replace")
    lines = text.splitlines()[: text.count("\n")]
    return [(int(w[1]), int(w[2])) for w in (line.split() for line in lines) if w[:1] == ["committed"]]


def _as_json(value: Any) -> Any:
    """``value`` as the program's state log writes it (a view: its dataclass fields)."""
    return json.loads(json.dumps(dataclasses.asdict(value), default=str))


def _kill_mid_game(data: Path, game: str, actions: int) -> list[tuple[int, int]]:
    """Run 1: the program plays ``game`` by itself, without a screen, and is killed by SIGKILL as soon as its first
    game has ``actions`` actions committed (for nakashth: that many games). Its commits, as printed."""
    program = Program(data, None, "killed", PANJPAR_AUTOPLAY="600", PANJPAR_SEED=SEED)
    try:
        if game == "nakashth":
            program.wait_for(lambda: len(_commits(program)) >= actions, 60, f"{actions} games committed")
        else:
            program.wait_for(
                lambda: any(n >= actions for _game, n in _commits(program)), 60, f"{actions} actions committed"
            )
        program.kill()
    finally:
        program.stop()
    assert program.process.returncode == -9
    return _commits(program)


def _first_table(program: Program) -> State:
    return program.wait_for(lambda: next(iter(program.states()), None), 30, "the table shown")  # type: ignore[no-any-return]


@pytest.mark.parametrize("game", list(CASES))
def test_kill_9_mid_game_then_resume_shows_the_last_stored_action(game: str, x_display: str, tmp_path: Path) -> None:
    need_xdotool()
    settings, actions = CASES[game]
    data = tmp_path / "data"
    write_settings(data, variant=game, **settings)
    commits = _kill_mid_game(data, game, actions)

    with Store.open(data) as store:
        assert store.problems == []
        saved = store.unfinished()
        games = store.games()
    if game == "nakashth":
        assert saved is None, "a nakashth game was left unfinished"
        assert [g.id for g in games if g.finished is None] == []
        assert {g.id for g in games} >= {game_id for game_id, _n in commits}
    else:
        assert isinstance(saved, SavedGame) and saved.game == game, saved
        stored: GameState[Any, Any] = saved.state
        # Every commit printed is on disk (a commit may land between its print and the kill: at least).
        last = max(n for game_id, n in commits if game_id == saved.game_id)
        assert len(stored.history()) >= last >= actions
        assert not stored.is_terminal()

    program = Program(data, x_display, "restarted", PANJPAR_SPEED="fast", PANJPAR_SEED=SEED)
    try:
        program.find_window()
        program.key("Return")  # the menu's first entry: Resume if a game is unfinished, else New game
        if saved is None:
            program.key("2")  # nakashth in the game chooser
            program.key("Return")  # its set-up's Start
            first = _first_table(program)
            assert program.lines("resumed") == []
            assert first["game"] == game and first["actions"] == 1  # a new game, at its deal
            program.wait_for(lambda: program.lines("game over"), 30, "the new game's end")
        else:
            first = _first_table(program)
            assert program.lines("resumed") == [f"resumed {saved.game_id} {len(stored.history())}"]
            assert first["game"] == game
            assert first["actions"] == len(stored.history())
            assert first["view"] == _as_json(stored.observation(0))
            assert sorted(entry["card"] for entry in first["hand"]) == sorted(_card_texts(first["view"]["hand"]))
            assert first["to_move"] == stored.current_player()
            _go_on(program, first)
            program.wait_for(
                lambda: (saved.game_id, len(stored.history()) + 1) in _commits(program),
                30,
                "the next action stored in the same game",
            )
        program.alive()
    finally:
        program.stop()


def _card_texts(cards: list[int]) -> list[str]:
    return [card_text(card) for card in cards]


def _go_on(program: Program, state: State) -> None:
    """Make the player's move if it is hers (the first legal one, by mouse); else the bot's comes by itself."""
    if not state["mine"]:
        return
    if state["choices"]:
        program.click(state["choices"][0]["at"])
        return
    for card in state["legal"][0]:
        if card in state["selected"]:
            continue
        grab = next(entry["grab"] for entry in state["hand"] if entry["card"] == card)
        program.drag(grab, state["drop"])
        state = program.wait_state(_taken(card), 20, f"{card} played or lifted")


def _taken(card: str) -> Callable[[State], bool]:
    """A test of a state: ``card`` left the player's hand, or is lifted as a two-card play's first card."""

    def taken(state: State) -> bool:
        return card in state["selected"] or all(entry["card"] != card for entry in state["hand"])

    return taken
