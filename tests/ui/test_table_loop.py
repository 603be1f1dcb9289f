"""The table's turn loop is generic: driven here with a small fake presenter and fake bots, no Panjpar picture.

The fake presenter records what the table hands it and answers actions with whatever the test sets; the fake
bot records what it is asked and answers a legal move when the test lets it. So these tests show the loop on
its own: events reach the presenter in order and only while it is idle, the player's intents go to the
controller (a refusal back to the presenter, in its words), a bot seat's turn goes through its worker, and
a finished game opens the game-over screen by name and the next game starts a fresh board. Last, every game
of the registry has a presenter to be played with.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import pygame
import pytest

from game.bots.protocol import uniform_action
from game.engine import registry
from game.engine.controller import Rejection
from game.panjpar.actions import Action as Intent
from game.panjpar.controller import Controller
from game.panjpar.events import Event, GameOver
from game.panjpar.variants import PANJPAR_36
from game.panjpar.view import SeatView
from game.ui.art.cards import CardArt
from game.ui.games import GAME_UIS, game_ui, presenter_for, with_ui
from game.ui.hints import hint_level
from game.ui.input import Action, GestureResult, KeyPress
from game.ui.log import LogLine
from game.ui.presenter import ScoreTable, TableHost
from game.ui.scenes.base import Context, Scene
from game.ui.scenes.dialogs import GameOverScene
from game.ui.scenes.table import MIN_THINK, RESULT_PAUSE, TableScene
from game.ui.settings import Settings, SettingsHooks
from game.ui.sounds import SoundBoard
from game.ui.tablesetup import TableSetup
from game.ui.text import TextRenderer

from .driver import controller_of, match_of, moves_played

#: Seconds per frame of these tests.
DT = 0.05


class FakeFrame:
    """The two rectangles the table draws in itself."""

    menu_button = pygame.Rect(10, 10, 80, 30)
    toast = pygame.Rect(100, 100, 400, 40)
    unit = 12


class FakePresenter:
    """A presenter that shows nothing: it records the table's calls; ``moving`` is its board's business."""

    def __init__(self, host: TableHost) -> None:
        self.host = host
        self.layout = FakeFrame()
        self.moving = False
        #: Become busy after each event shown, as a board does while the event's cards move.
        self.busy_after_show = False
        self.shown: list[Any] = []
        self.views: list[SeatView] = []
        self.games = 0
        self.rejections = 0
        self.answer = GestureResult()
        self.sounds: list[str] = []
        self.hints: list[Any] = []

    @property
    def busy(self) -> bool:
        return self.moving

    @property
    def pausing(self) -> bool:
        return False

    def new_game(self) -> None:
        self.games += 1
        self.shown = []

    def prewarm(self) -> None:
        pass

    def resized(self) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def take_sounds(self) -> list[str]:
        sounds, self.sounds = self.sounds, []
        return sounds

    def show(self, event: Event) -> None:
        assert not self.moving, "an event reached the presenter while it was busy"
        self.shown.append(event)
        self.moving = self.busy_after_show

    def show_at_once(self, events: Sequence[Event]) -> None:
        self.shown.extend(events)

    def log_lines(self, event: Event) -> tuple[LogLine, ...]:
        return (LogLine(type(event).__name__),)

    def set_view(self, view: SeatView) -> None:
        self.views.append(view)

    def handle(self, action: Action) -> GestureResult:
        return self.answer

    def show_hint(self, intent: Any) -> str:
        self.hints.append(intent)
        return f"hint: {intent}"

    def rejected(self) -> None:
        self.rejections += 1

    def refusal_text(self, rejection: Rejection[Any]) -> str:
        return f"refused: {rejection.code}"

    def game_over_sound(self) -> str:
        return "win"

    def result_text(self) -> tuple[str, str]:
        return "over", ""

    overlay_open = False
    counting_down = False

    def score_table(self) -> ScoreTable:
        return ScoreTable(("Games",), tuple((self.games,) for _seat in range(self.host.players)))

    def draw(self, surface: pygame.Surface) -> None:
        pass


class FakeBot:
    """A bot seat's worker that answers a random legal move once ``ready``; it records every view asked."""

    def __init__(self) -> None:
        self.asked: list[SeatView] = []
        self.ready = False
        self._answer: Intent | None = None

    @property
    def busy(self) -> bool:
        return self._answer is None and bool(self.asked)

    def ask(self, view: SeatView, seed: int) -> None:
        self.asked.append(view)
        self._answer = uniform_action(view, random.Random(seed))

    def poll(self) -> Intent | None:
        if not self.ready:
            return None
        answer, self._answer = self._answer, None
        return answer

    def cancel(self) -> None:
        self._answer = None

    def close(self) -> None:
        pass

    def take_notice(self) -> str | None:
        return None


class Opened(Scene):
    """A screen the table opened by name (recorded, never shown)."""

    def __init__(self, ctx: Context, *args: object, **kwargs: object) -> None:
        super().__init__(ctx)
        self.args = args


def opener(name: str, opened: list[tuple[str, Scene]]) -> Callable[..., Scene]:
    def make(ctx: Context, *args: object, **kwargs: object) -> Scene:
        scene = Opened(ctx, *args, **kwargs)
        scene.pauses_game = name not in ("game_over", "guess")  # as the real ones: the game's own screens
        opened.append((name, scene))
        return scene

    return make


class Table:
    """A two-player table (``panjpar-36``: no colour guess) with the fake presenter, its fake bot and a context
    without a window or a store; ``opened``: the screens the table opened by name."""

    def __init__(self, seed: int = 5) -> None:
        pygame.init()
        self.bot = FakeBot()
        #: The hint's bot (the game's strongest level), and every level a worker was made for.
        self.hint_bot = FakeBot()
        self.made: list[str] = []
        self.opened: list[tuple[str, Scene]] = []
        text = TextRenderer()
        self.ctx = Context(
            size=(1280, 800),
            text=text,
            art=CardArt(False, text),
            sounds=SoundBoard(False),
            settings=Settings(),
            hooks=SettingsHooks(),
            bots=self._bot_for,
            scenes={name: opener(name, self.opened) for name in ("game_over", "message", "menu")},
        )
        self.scene = TableScene(self.ctx, TableSetup(PANJPAR_36, ("easy",)), seed, presenter=FakePresenter)
        self.ctx.push(self.scene)
        presenter = self.scene.presenter
        assert isinstance(presenter, FakePresenter)
        self.presenter = presenter
        #: Every event of the player's seat, as the controller sent it (subscribed after the table).
        self.sent: list[Event] = []
        self.scene.controller.subscribe(self.sent.append, 0)

    def _bot_for(self, _game: str, spec: str) -> FakeBot:
        self.made.append(spec)
        return self.hint_bot if spec == hint_level("panjpar") else self.bot

    @property
    def controller(self) -> Controller:
        return controller_of(self.scene)

    def frame(self, frames: int = 1) -> None:
        for _ in range(frames):
            self.scene.update(DT)

    def until(self, condition: str, limit: int = 400) -> None:
        """Frames until the table is idle and ``condition`` ("mine", "bot") holds."""
        for _ in range(limit):
            to_move = self.controller.to_move()
            if self.scene.idle and to_move == (0 if condition == "mine" else 1):
                return
            self.bot.ready = True
            self.frame()
        raise AssertionError(f"never {condition}")


@pytest.fixture
def table() -> Table:
    return Table()


def test_events_reach_the_presenter_in_order_and_only_while_it_is_idle(table: Table) -> None:
    dealt = list(table.scene.queue)  # the deal, queued by the table's own subscription at start
    assert dealt, "the controller dealt"
    table.presenter.moving = True
    table.frame(5)
    assert table.presenter.shown == [] and list(table.scene.queue) == dealt, "nothing is shown while busy"
    table.presenter.moving = False
    table.presenter.busy_after_show = True
    for shown in range(1, len(dealt) + 1):
        table.frame()
        assert table.presenter.shown == dealt[:shown], "one event per idle moment, in the controller's order"
        table.presenter.moving = False
    table.presenter.busy_after_show = False
    table.frame()
    assert table.presenter.shown == dealt and not table.scene.queue


def test_the_players_intent_goes_to_the_controller_and_a_refusal_back_to_the_presenter(table: Table) -> None:
    table.until("mine")
    table.bot.ready = False
    scene, presenter = table.scene, table.presenter
    assert presenter.views and presenter.views[-1] == table.controller.view(0), "the presenter got the position"
    # The player's legal move: the controller carries it out and its events wait in the table's queue.
    move = uniform_action(table.controller.view(0), random.Random(2))
    presenter.answer = GestureResult(move)
    before = len(table.sent)
    scene.handle(KeyPress(pygame.K_RETURN))
    assert presenter.rejections == 0 and len(table.sent) > before
    assert list(scene.queue) == table.sent[before:], "the move's events wait in the table's queue"
    scene.handle(KeyPress(pygame.K_RETURN))
    assert len(table.sent) > before and list(scene.queue) == table.sent[before:], "no input until they are shown"
    table.frame()
    assert scene.idle and scene.accepting
    # The same move again is stale: the controller refuses it, and the table says so in the presenter's words.
    presenter.answer = GestureResult(move, notice="a hint")
    after = len(table.sent)
    scene.handle(KeyPress(pygame.K_RETURN))
    assert presenter.rejections == 1 and len(table.sent) == after
    assert scene.toast.visible and scene.toast.message.startswith("refused: ")


def test_a_bot_seats_turn_goes_to_its_worker_and_its_answer_to_the_controller(table: Table) -> None:
    bot, scene, presenter = table.bot, table.scene, table.presenter
    rng = random.Random(4)
    for _ in range(20):  # the player moves while the presenter is busy, until the move hands the turn to the bot
        table.until("mine")
        bot.ready = False
        presenter.moving = True
        presenter.answer = GestureResult(uniform_action(table.controller.view(0), rng))
        scene.handle(KeyPress(pygame.K_RETURN))
        if table.controller.to_move() == 1:
            break
        presenter.moving = False
    assert table.controller.to_move() == 1
    asked = len(bot.asked)
    table.frame(3)
    assert len(bot.asked) == asked and scene.thinking_seat is None, "not asked while the presenter is busy"
    presenter.moving = False
    table.frame()
    assert len(bot.asked) == asked + 1 and bot.asked[-1] == table.controller.view(1), "asked once, with its view"
    assert scene.thinking_seat == 1 and scene.animating, "the table polls the thinking bot every frame"
    before = len(table.sent)
    table.frame(3)
    assert len(table.sent) == before and len(bot.asked) == asked + 1, "no answer yet: nothing moves"
    bot.ready = True
    table.frame(round(MIN_THINK * table.ctx.settings.speed_factor / DT) + 2)
    assert len(table.sent) > before, "the bot's answer reached the controller"


def play_to_the_end(table: Table) -> None:
    """The player's moves (uniformly random) and the bot's answers until the game's end is shown."""
    scene, presenter = table.scene, table.presenter
    rng = random.Random(3)
    for _ in range(5000):
        if scene.outcome is not None:
            break
        table.bot.ready = True
        if scene.idle and table.controller.to_move() == 0:
            presenter.answer = GestureResult(uniform_action(table.controller.view(0), rng))
            scene.handle(KeyPress(pygame.K_RETURN))
        table.frame()


def test_a_finished_game_opens_the_game_over_screen_and_the_next_game_gets_a_fresh_board(table: Table) -> None:
    scene, presenter = table.scene, table.presenter
    play_to_the_end(table)
    assert scene.outcome is not None
    table.frame()
    over = [event for event in presenter.shown if isinstance(event, GameOver)]
    assert over and over[0].returns == scene.outcome, "the presenter was shown the game's end"
    assert table.opened == [], "the game's last picture stays in full sight a moment"
    table.frame(round(RESULT_PAUSE * table.ctx.settings.speed_factor / DT) + 2)
    assert [name for name, _scene in table.opened] == ["game_over"]
    screen = table.opened[0][1]
    assert isinstance(screen, Opened) and screen.args == (scene,) and match_of(scene).games == 1
    table.frame(3)
    assert len(table.opened) == 1, "the result is shown once"
    scene.new_game()
    assert presenter.games == 2 and presenter.shown == [] and scene.outcome is None


def test_a_click_at_the_game_s_end_brings_the_result_at_once(table: Table) -> None:
    scene = table.scene
    play_to_the_end(table)
    table.frame()
    assert scene.outcome is not None and table.opened == []
    scene.handle(KeyPress(pygame.K_SPACE))
    table.frame()
    assert [name for name, _scene in table.opened] == ["game_over"], "no wait once she asks for it"


def test_the_game_over_dialog_says_and_counts_what_the_presenter_says(table: Table) -> None:
    table.scene.moves_made = 1  # a game the player played: the next one does not come by itself
    over = GameOverScene(table.ctx, table.scene)
    assert over.result_text() == ("over", "")
    surface = pygame.Surface(table.ctx.size)
    over.draw(surface)  # one column of the fake's counts, a row per seat: drawn without a Panjpar heading
    assert [button.label for button, _action in over.buttons.items] == ["Play again", "Main menu"]
    over.play_again()
    assert table.presenter.games == 2, "Play again deals the match's next game on a fresh board"


def test_every_game_the_chooser_offers_has_a_presenter_at_the_table() -> None:
    assert set(GAME_UIS) <= set(registry.GAMES)
    for variant in (variant for game in with_ui() for variant in game.variants):
        game = registry.game_of_variant(variant.id)
        assert game is not None and presenter_for(variant.id) is game_ui(game.id).presenter
    with pytest.raises(ValueError, match="no table for variant"):
        presenter_for("no-such-variant")


def test_a_hint_asks_the_strongest_bot_for_the_players_move_and_shows_it_without_playing_it(table: Table) -> None:
    table.until("mine")
    table.bot.ready = False
    scene, presenter = table.scene, table.presenter
    assert table.made == ["easy"], "no hint bot until a hint is asked for"
    history = moves_played(table.scene)
    scene.handle(KeyPress(pygame.K_h))
    assert table.made == ["easy", hint_level("panjpar")] and table.hint_bot.asked == [table.controller.view(0)]
    table.frame(3)
    assert presenter.hints == [], "nothing shown before the bot answers"
    table.hint_bot.ready = True
    table.frame()
    move = presenter.hints[-1]
    assert move in table.controller.view(0).legal_actions(), "the hint is a legal move of the player's position"
    assert scene.toast.message == f"hint: {move}" and scene.hints.given == 1
    table.frame(5)
    assert moves_played(table.scene) == history, "a hint never plays the move"
    scene.handle(KeyPress(pygame.K_h))
    table.frame()
    assert table.made == ["easy", hint_level("panjpar")] and scene.hints.given == 2, "the same hint bot, asked again"


def test_a_hint_for_a_position_the_player_left_is_dropped(table: Table) -> None:
    table.until("mine")
    table.bot.ready = False
    scene, presenter = table.scene, table.presenter
    scene.handle(KeyPress(pygame.K_h))
    presenter.answer = GestureResult(uniform_action(table.controller.view(0), random.Random(3)))
    scene.handle(KeyPress(pygame.K_RETURN))  # the player moves before the hint comes
    table.hint_bot.ready = True
    table.frame(3)
    assert presenter.hints == [] and scene.hints.given == 0 and not scene.hints.waiting


def test_a_hint_out_of_turn_says_so_and_asks_no_bot(table: Table) -> None:
    hint = table.scene.tool_buttons()[0][0]
    assert hint.label == "Hint" and not hint.enabled, "the Hint button is off until the player is to move"
    table.until("mine")
    assert table.scene.tool_buttons()[0][0].enabled
    table.presenter.answer = GestureResult(uniform_action(table.controller.view(0), random.Random(1)))
    table.scene.handle(KeyPress(pygame.K_RETURN))  # her move: the bot's turn next
    table.bot.ready = False
    table.frame()
    assert table.controller.to_move() == 1
    made = list(table.made)
    table.scene.handle(KeyPress(pygame.K_h))
    assert table.made == made and table.scene.toast.message == "A hint is for your turn."
    assert table.scene.toast.visible
    table.bot.ready = True
    table.until("mine")
    assert not table.scene.toast.visible, "review 8: gone once her turn comes, not beside her turn's prompt"


def test_a_hint_asked_on_her_turn_while_the_deal_is_shown_comes_once_it_has_been(table: Table) -> None:
    assert table.scene.queue and not table.scene.my_move, "the deal is still to be shown"
    assert table.controller.to_move() == 0, "though the turn is hers"
    table.scene.handle(KeyPress(pygame.K_h))
    assert table.made == ["easy", "expert"] and table.scene.toast.message != "A hint is for your turn."
