"""The table: a match against one to three bots, game after game, for any game of the registry.

The scene subscribes to the controller for the player's seat (always seat 0; the bots fill seats 1 to 3),
queues its events and hands them to the game's presenter one at a time, each once the presenter is no longer
busy. Only when it is idle does it hand the turn to the player (the presenter's gestures) or to the bot whose
seat is to move (asked off the render loop, polled every frame, each bot seat with its own worker). It never
changes the game itself: intents go to the controller. What the game looks like is the presenter's
(game/ui/presenter.py); this module knows no game's rules or pictures.
"""

from __future__ import annotations

import random
import sys
from collections import deque
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import pygame

from game.engine import registry
from game.engine.series import SeatController, Series
from game.ui import presenter as presenting
from game.ui.botturns import BotTurns
from game.ui.coach import Coach
from game.ui.devaids import autoplay_seconds, log_intents
from game.ui.games import game_ui, presenter_for, series_for
from game.ui.hints import Hints
from game.ui.i18n import _, language
from game.ui.input import Action
from game.ui.log import BattleLog, LogLine
from game.ui.names import seat_name
from game.ui.people import PERSON, PeopleAtTable, Seating, person_name
from game.ui.presenter import Coaching, Holding, Presenter, PresenterFactory, ScoreTable, TableFrame
from game.ui.scenes import table_match
from game.ui.scenes.base import Context, Scene
from game.ui.scenes.table_help import TableHelp
from game.ui.scenes.table_input import TableInput
from game.ui.tablesetup import TableSetup
from game.ui.widgets import Button, Toast

#: A bot seems to think at least this long (times the speed factor), so its move never lands unannounced.
MIN_THINK = 0.6
#: Seconds (times the speed factor) the game's last picture stays in full sight before the result box covers it.
RESULT_PAUSE = 1.2


class TableScene(Scene):
    """The table for ``setup`` (a bare bot spec: the default variant for two players, against that bot).

    ``match`` and ``controller`` resume a match: the controller at its position (no events to come for what
    already happened) and ``shown``, the events the player's seat saw so far, which the presenter shows at once.
    ``presenter`` makes what the table shows (by default the presenter of the setup's game).
    """

    def __init__(
        self,
        ctx: Context,
        setup: TableSetup | str = "easy",
        seed: int | None = None,
        *,
        match: Series | None = None,
        controller: SeatController | None = None,
        shown: Sequence[Any] = (),
        presenter: PresenterFactory | None = None,
        seating: Seating | None = None,
    ) -> None:
        super().__init__(ctx)
        self.setup = setup if isinstance(setup, TableSetup) else TableSetup(bots=(setup,))
        self.players = self.setup.players
        self.rng = random.Random(seed)
        seating = seating or Seating.of_specs(self.setup.bots)
        self.me = seating.me
        #: The games in a row at this table (engine/series.GameSeries): it makes each game's controller.
        self.match: Series = match or series_for(self.setup, random.Random(self.rng.randrange(2**62)))
        #: Each bot seat's spec and its own worker, and the bot's turn in progress.
        game = self.setup.game.id
        bot_factory = partial(ctx.bots, game)
        stand_in = registry.GAMES[game].default_level
        continues = game_ui(game).bot_continues
        #: The seats of people at this computer (pass and play: game/ui/people.py); the others are bots' (or, at a
        #: network table, played at other computers).
        self.people = PeopleAtTable(seating.people)
        self.turns = BotTurns(dict(seating.bots), bot_factory, stand_in, continues)
        #: Hint, take-back and the buttons left of Menu.
        self.help = TableHelp(self, game, bot_factory)
        #: The player's keys and clicks, each routed to the part of the table it is for.
        self.input = TableInput(self)
        self.specs = self.turns.specs
        self.bots = self.turns.bots
        #: Called with each new controller before the table subscribes to it (e.g. an autosaver, whose
        #: subscription must come first).
        self.controller_hooks: list[Callable[[SeatController], None]] = []
        seats = {**self.specs, **{seat: PERSON for seat in self.people.seats - {0}}}
        saves = ctx.saves if seating.saved else None
        hook = saves.series_hook(self.match, self.players, seats) if saves is not None else None
        #: The autosave of this table's games, told of the help the player had (hints, take-backs).
        self.save_hook = hook
        if hook is not None:  # autosave every game of this table (docs/storage.md); resumes a saved game
            self.controller_hooks.append(hook)
        if saves is not None:  # the statistics ask it for a game whose end it has not shown yet
            saves.unshown = self.unshown_game
        self.toast = Toast()
        #: Rounds the player chose nothing in deal on by themselves until she stops them (:attr:`deals_on`).
        self.keep_dealing = True
        self.moves_made = 0
        self.looking_back = False
        #: The language the table's words were made in.
        self.language = language()
        #: The first-game coach (game/ui/coach.py), fed by a presenter that coaches.
        self.coach = Coach(ctx.settings, ctx.save_settings)
        #: What happened at this table, in sentences (the Log button and the key L show it).
        self.log = BattleLog()
        #: The log's lines of the events being shown, kept back until the board has shown them (a luck round's
        #: result is not told before its cards are turned).
        self.unseen_lines: list[LogLine] = []
        self.queue: deque[Any] = deque()
        self.clock = 0.0
        self.controller: SeatController
        #: The player's view as last shown (the game's own type), and the game's outcome once shown.
        self.view: Any = None
        self.outcome: Any = None
        self.make_presenter = presenter or presenter_for(self.setup.variant.id)
        self.presenter: Presenter = self.make_presenter(self)
        self.prewarm()
        if controller is None:
            self.new_game()
        else:
            self.attach(controller, shown)

    @property
    def layout(self) -> TableFrame:
        return self.presenter.layout

    def prewarm(self) -> None:
        """Make this window size's images and the sounds now, so no frame in play pays for making one."""
        self.presenter.prewarm()
        if self.ctx.sounds.enabled:
            self.ctx.sounds.preload()

    # ----- the game --------------------------------------------------------------------------------------
    def new_game(self) -> None:
        """Deal the match's next game."""
        self.attach(self.match.next_game())

    def attach(self, controller: SeatController, shown: Sequence[Any] = ()) -> None:
        """Play ``controller``'s game at this table: the presenter's fresh board, the hooks, then the table's
        subscription.

        Without ``shown`` the controller is started (it deals); with it, the game is under way and the presenter
        shows those events at once.
        """
        self.turns.reset()
        self.help.new_game()
        self.controller = controller
        self.view = None
        self.outcome = None
        self.presenter.new_game()  # after the outcome is cleared: the presenter reads the new game's number
        self._log_seen()
        self.log.begin_game()
        self.queue.clear()
        self.dirty = True
        self.over_shown = False
        #: When the result box opens (the table's clock), once the game's end has been shown; ``None`` before.
        self.result_due: float | None = None
        self.looking_back = False
        #: The player's moves in this game (a resumed game counts as chosen in: it never deals on by itself).
        self.moves_made = len(shown)
        for hook in self.controller_hooks:
            hook(controller)
        self.people.subscribe(controller, lambda: self.me, self.queue.append)
        if shown:
            self._show_at_once(shown)
        else:
            controller.start()

    def show_again(self, events: Sequence[Any]) -> None:
        """The game shown afresh from ``events`` at once, after a take-back: no bot thinks, nothing is queued, the
        log tells the game as it now stands."""
        self.turns.reset()
        self.queue.clear()
        self.presenter.new_game()
        self.unseen_lines.clear()
        self.log.restart_game()
        self._show_at_once(events)
        self.dirty = True

    def take_seat(self, seat: int) -> None:
        """Show the game from ``seat``, a person's at this computer now at the screen: a fresh presenter shows at
        once the events that seat saw (the handover screen hid the table meanwhile)."""
        self.me = seat
        self.queue.clear()
        self.presenter = self.make_presenter(self)
        self.prewarm()
        self.presenter.new_game()
        self.unseen_lines.clear()
        self.log.restart_game()
        self._show_at_once(self.controller.events_so_far(seat))
        self.dirty = True

    def _show_at_once(self, events: Sequence[Any]) -> None:
        for event in events:
            outcome = self.match.outcome_of(event)
            if outcome is not None:
                self.outcome = outcome
        self.log.add_events(events, self.presenter.log_lines)
        self.presenter.show_at_once(events)

    def submit(self, intent: Any) -> str | None:
        """Send an intent to the controller; if it was refused, the reason in the player's language."""
        if log_intents():
            print(f"intent {intent}", file=sys.stderr, flush=True)
        self.hints.drop()
        rejection = self.controller.submit(intent)
        self.dirty = True
        if rejection is None:
            self.moves_made += 1
            return None
        return self.presenter.refusal_text(rejection)

    @property
    def idle(self) -> bool:
        return not self.presenter.busy and not self.queue

    @property
    def deals_on(self) -> bool:
        """The next round may come by itself: the player chose nothing in this one (nakashth's rounds, komi's
        deal), nobody else sits at this computer, the settings let it, and she has not stopped it at this table."""
        if self.ctx.settings.next_round != "auto":
            return False
        return self.moves_made == 0 and not self.people.seats - {0} and self.keep_dealing

    @property
    def thinking_seat(self) -> int | None:
        """The bot seat the table waits for now, if any."""
        if not self.idle or self.outcome is not None:
            return None
        seat = self.controller.to_move()
        return seat if seat in self.bots else None

    @property
    def thinking(self) -> bool:
        return self.thinking_seat is not None

    @property
    def animating(self) -> bool:
        """The presenter is busy or counts down (a forced move about to play itself), events wait to be shown, the
        view is to be read again (one more frame shows it), a toast fades, a bot thinks (polled, its cue pulses),
        or the result box is due (the game's last picture lingers: an idle window would wait for an event)."""
        busy = not self.idle or self.presenter.counting_down
        result_due = self.outcome is not None and not self.over_shown
        return busy or self.dirty or self.toast.visible or self.thinking or self.hints.waiting or result_due

    @property
    def player(self) -> int:
        """The seat called "you": always the player's at a table (a replay may have none)."""
        return self.me

    @property
    def coaching(self) -> bool:
        return self.coach.tip is not None

    @property
    def match_games_under_way(self) -> int:
        return 0 if self.match_over else self.match.games

    @property
    def match_over(self) -> bool:
        return table_match.match_over(self.setup, self.match, self.outcome)

    def next_game_words(self) -> str:
        return table_match.next_game_words(self.setup, self.match)

    def match_leaders(self) -> tuple[int, ...]:
        return table_match.match_leaders(self.match)

    def new_match(self) -> None:
        """A new match of the same set-up, at a new table (its own match in the saved games)."""
        self.ctx.replace_all(self.ctx.make("table", self.setup, self.rng.randrange(2**31)))

    def seat_name(self, seat: int) -> str:
        return person_name(seat) if seat in self.people and seat != self.me else seat_name(seat, self.players, self.me)

    def result_text(self) -> tuple[str, str]:
        """The game-over dialog's title and sentence (the presenter's wording)."""
        return self.presenter.result_text()

    def score_table(self) -> ScoreTable:
        """The match score as the game-over dialog shows it (the presenter's columns)."""
        return self.presenter.score_table()

    def cards_in_sight(self) -> Sequence[presenting.CardPlace]:
        """Where the cards the result is about lie (the presenter's, if its game has any): the result keeps clear."""
        return self.presenter.cards_in_sight() if isinstance(self.presenter, presenting.Revealing) else ()

    # ----- frame -----------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if language() != self.language:  # changed in the settings over the table: its words again
            self.language = language()
            self.presenter.resized()
        if self.ctx.waits(self):  # the menu, the log, the statistics, a question: the game waits, its cards still
            return  # and its clock (a bot's least thinking time, the last picture's linger) with it
        self.clock += dt
        self.presenter.update(dt)
        self.toast.update(dt)
        while not self.presenter.busy and self.queue:
            self._show(self.queue.popleft())
        if not self.presenter.busy or (isinstance(self.presenter, Holding) and self.presenter.trick_held):
            self._log_seen()  # shown, or a finished trick held on the table for the player to see
        for name in self.presenter.take_sounds():
            self.ctx.sounds.play(name)
        if self.idle:
            self._idle()
        self.help.poll_hint()
        if isinstance(self.presenter, Coaching) and (self.ready or self.outcome is not None):  # the position shown
            self.coach.offer(self.presenter.coach_tips() if self.outcome is None else (), self.presenter.coach_place())

    def unshown_game(self) -> int | None:
        """This table's game while it is over but its end not yet shown (a round's hands still turning over): the
        statistics leave it out, or they would give the result away (review 12)."""
        hook = self.save_hook
        return hook.game_id if hook is not None and self.outcome is not None and not self.over_shown else None

    def _log_seen(self) -> None:
        """The lines of the events the board has finished showing, into the log."""
        if self.unseen_lines:
            self.log.add(self.unseen_lines)
            self.unseen_lines = []

    def _show(self, event: Any) -> None:
        self.unseen_lines.extend(self.presenter.log_lines(event))
        self.dirty = True
        outcome = self.match.outcome_of(event)
        if outcome is not None:
            self.outcome = outcome
            self.match.finish(outcome)
        self.presenter.show(event)

    @property
    def accepting(self) -> bool:
        """Whether the player's input counts now: every event shown and no pause running (things may still settle)."""
        return not self.queue and not self.presenter.pausing and self.outcome is None

    @property
    def ready(self) -> bool:
        """Accepting, and the presenter knows the position it shows (not the one before a move)."""
        return self.accepting and not self.dirty

    def refresh(self) -> None:
        if self.dirty and not self.queue:
            self.dirty = False
            self.view = self.controller.view(self.me)
            self.presenter.set_view(self.view)

    def _idle(self) -> None:
        self.refresh()
        if self.outcome is not None:
            if not self.over_shown:
                if self.result_due is None:  # the end shown: its picture is seen before the box covers it
                    self.result_due = self.clock + RESULT_PAUSE * self._speed()
                if self.clock < self.result_due:
                    return
                self.over_shown = True
                if log_intents():
                    print("game over", file=sys.stderr, flush=True)
                self.ctx.sounds.play(self.presenter.game_over_sound())
                self.ctx.open("game_over", self)
            elif self.ctx.stack[-1] is self and not self.presenter.overlay_open:  # the result box put aside
                if self.looking_back:  # for the log, the pack, the last trick: back once they are closed
                    self.looking_back = False
                    self.ctx.open("game_over", self)
                else:
                    self.toast.show(_("Click or press Enter for the result."), 0.5)
            return
        person = self.people.next_person(self.controller.to_move(), self.me)
        if person is not None:  # another person's turn: the table hides until they sit at the screen
            if log_intents():
                print(f"handover {person}", file=sys.stderr, flush=True)
            self.ctx.open("handover", self, person)
            return
        if self._autoplay():
            return
        seat = self.thinking_seat
        if seat is None:
            return
        intent = self.turns.step(seat, self.controller, self.clock, MIN_THINK * self._speed(), self.rng)
        for replaced, notice in self.turns.take_notices():  # a bot that stopped answering: say so
            self.ctx.open("message", _("{name} stopped answering").format(name=self.seat_name(replaced)), [notice])
        if intent is not None:
            reason = self.submit(intent)
            if reason is not None:  # a bot bug must not hang the table: show it and let it try again
                self.toast.show(reason)

    def _speed(self) -> float:
        """The factor of the table's pauses: the presenter's pace (0 once the player asked to finish quickly), else
        the settings' speed."""
        presenter = self.presenter
        return presenter.pace if isinstance(presenter, presenting.Pacing) else self.ctx.settings.speed_factor

    def show_result_now(self) -> None:
        """A click or a key at the game's end: the result box comes at once."""
        if self.result_due is not None and not self.over_shown:  # the end shown, its box not yet
            self.result_due = self.clock

    def _autoplay(self) -> bool:
        """Demo and screenshot aid: ``PANJPAR_AUTOPLAY=<seconds>`` plays the player's seat for that long."""
        if self.clock >= autoplay_seconds() or self.controller.to_move() != self.me:
            return False
        actions = list(self.controller.view(self.me).legal_actions())
        self.submit(actions[self.rng.randrange(len(actions))])
        return True

    # ----- the player's help (game/ui/scenes/table_help.py) ----------------------------------------------
    @property
    def hints(self) -> Hints:
        return self.help.hints

    @property
    def takebacks(self) -> int:
        return self.help.takebacks

    @property
    def my_move(self) -> bool:
        return self.help.my_move

    def ask_hint(self) -> None:
        self.help.ask_hint()

    def take_back(self) -> None:
        self.help.take_back()

    def tool_buttons(self) -> list[tuple[Button, Callable[[], None]]]:
        return self.help.tool_buttons()

    def looking_key(self, key: int) -> Callable[[], None] | None:
        return self.help.looking_key(key)

    @property
    def tools_left(self) -> int:
        return self.help.tools_left

    # ----- input (game/ui/scenes/table_input.py) -------------------------------------------------------
    def handle(self, action: Action) -> None:
        self.input.handle(action)

    def open_log(self) -> None:
        if log_intents():
            print("log opened", file=sys.stderr, flush=True)
        self.ctx.open("battle_log", self)

    def resized(self) -> None:
        self.prewarm()
        self.presenter.resized()

    def closed(self) -> None:
        saves = self.ctx.saves
        if saves is not None and saves.unshown == self.unshown_game:  # left: its game's end is no secret any more
            saves.unshown = None
        self.turns.close()
        self.help.close()
        self.coach.close()

    # ----- drawing ---------------------------------------------------------------------------------------
    def menu_button(self) -> Button:
        return Button(self.layout.menu_button, _("Menu"), primary=False)

    def draw(self, surface: pygame.Surface) -> None:
        self.presenter.draw(surface)
        self.menu_button().draw(surface, self.ctx.text, self.ctx.pointer)
        for button, _callback in self.tool_buttons():
            button.draw(surface, self.ctx.text, self.ctx.pointer)
        self.coach.draw(surface, self.ctx.text, self.layout.unit, self.ctx.pointer)
        layout = self.layout
        self.toast.draw(surface, self.ctx.text, layout.toast, layout.unit)
