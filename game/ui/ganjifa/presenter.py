"""A Ganjifa game at the generic table: the board of round cards, the plates, the player's gestures.

One presenter serves the four games; each game's :class:`~game.ui.ganjifa.model.Adapter` says what its view
looks like on the table (a :class:`TableModel`), which cards and buttons mean which action, and the words of its
end; :mod:`game.ui.ganjifa.picture` draws the table from the presenter's state each frame. The player's input is
:class:`~game.ui.ganjifa.gestures.HandGestures`' (drag, click, keys; Enter plays a hinted or forced move, and a
forced move may play itself). A trick game's finished trick stays on the table for the pause the settings ask,
and can be looked at again (game/ui/ganjifa/lasttrick.py).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

import pygame

from game.engine.controller import Rejection
from game.engine.series import GameSeries
from game.ui import devaids
from game.ui.coach import CoachPlace, Tip
from game.ui.ganjifa.board import RoundBoard
from game.ui.ganjifa.cardnames import cards_name
from game.ui.ganjifa.coach_tips import ganjifa_coach_place
from game.ui.ganjifa.devstate import table_state
from game.ui.ganjifa.draw import RoundDrawer
from game.ui.ganjifa.gestures import HandGestures
from game.ui.ganjifa.handorder import HandOrder, suit_runs, with_hand
from game.ui.ganjifa.lasttrick import LAST_TRICK_KEY, LastTrick, goes_on, pause_seconds
from game.ui.ganjifa.layout import MOST_IN_HAND, RoundLayout, round_layout
from game.ui.ganjifa.legend import LEGEND_KEY
from game.ui.ganjifa.model import Adapter, TableModel, turned
from game.ui.ganjifa.picture import draw_table
from game.ui.ganjifa.tablelog import event_lines
from game.ui.ganjifa.words import series_scores
from game.ui.i18n import _
from game.ui.input import Action, GestureResult, KeyPress
from game.ui.log import LogLine
from game.ui.presenter import CardPlace, ScoreTable, TableHost, TableTool
from game.ui.seatnames import Seats
from game.ui.text import TextRenderer
from game.ui.widgets import Button

#: Seconds between the stages of one action's showing (the deal, the cards turned over, the pot paid out), at
#: normal speed, once the cards and chips of the stage before have landed.
STAGE_PAUSE = 0.55
#: The key that finishes quickly a game the player can no longer move in.
FINISH_KEY = pygame.K_f
#: Seconds at normal speed before a forced move plays itself (when the settings say so), so it is seen coming.
FORCED_PAUSE = 0.6
#: Seconds a stage that awaits the player waits at most (at normal speed) before going on by itself.
PLAYER_WAIT = 3.0
#: The key that sorts the hand by suit or by value.
SORT_KEY = pygame.K_s


class GanjifaPresenter:
    """A Ganjifa game's face at ``host``'s table, with ``adapter`` for the game's own pictures and words."""

    def __init__(self, host: TableHost, adapter: Adapter[Any], score_text: Callable[[TableHost], str]) -> None:
        self.host = host
        self.adapter = adapter
        self._score_text = score_text
        self.drawer = RoundDrawer(host.ctx.art, host.ctx.text)
        #: The player asked to finish quickly a game she can no longer move in: no pauses until it is over.
        self.hurry = False
        # The board lays out places, the player's at the bottom: each model goes to it turned (placed()).
        self.board = RoundBoard(self.layout, 0, host.ctx.settings.speed_factor)
        self.model = TableModel(hands=((),) * host.players)
        self.view: Any = None
        self.gestures = HandGestures(self)
        self.order = HandOrder()
        #: Seconds before a forced move plays itself (the setting ``forced_moves``: automatically).
        self.forced_wait = 0.0
        #: The stages of the latest action still to be shown, and the seconds before the next one is.
        self.pending: list[TableModel] = []
        self.stage_wait = 0.0
        #: The score line as of the last stage shown (the series already counts the action being shown).
        self.score_line = ""
        #: The cards face up of the model shown, and that model (cards_in_sight works them out once for it).
        self._in_sight: tuple[TableModel, list[CardPlace]] | None = None
        #: ``PANJPAR_TABLE_LOG``: what the table shows, for the tests that drive a real window.
        self.state_log = devaids.table_log()
        #: The player's view after the last event the table's log was given (``None``: none yet this game).
        self.logged: Any = None
        #: A finished trick waits on the table (its pause runs, or it waits for a click); the last one, to look at.
        self.holding = False
        #: The held trick's picture with who took it (its banner, its cards haloed), shown once its last card has
        #: landed: until then the banner says what it said (review 11: "takes the trick" came with the card in flight).
        self.landing: TableModel | None = None
        self.last = LastTrick()
        #: The pack's legend is shown over the table.
        self.legend = False

    @property
    def layout(self) -> RoundLayout:
        return round_layout(self.host.ctx.size, self.host.players)

    # ----- the table's calls --------------------------------------------------------------------------------
    def prewarm(self) -> None:
        layout, art = self.layout, self.host.ctx.art
        hand_sizes = {slots[0].w for slots in (layout.hand_slots(n) for n in range(1, MOST_IN_HAND + 1))}
        for size in {layout.card, layout.small, *hand_sizes}:  # a big hand's cards are a little smaller
            art.round_back(size)
            for card in range(96):
                art.round_face(card, size)

    def new_game(self) -> None:
        self.hurry = False
        self.board = RoundBoard(self.layout, 0, self.pace)
        self.model = TableModel(hands=((),) * self.host.players)
        self.view = None
        self.gestures.reset()
        self.order.forget()
        self.pending = []
        self.logged = None
        self.holding = False
        self.landing = None
        self.last.forget()
        # The header as the new game begins: a luck round's chips are told once its cards are seen, not at its deal.
        self.score_line = self._score_text(self.host)

    @property
    def busy(self) -> bool:
        return self.board.busy or bool(self.pending) or self.landing is not None

    @property
    def pausing(self) -> bool:
        return self.holding

    @property
    def trick_held(self) -> bool:
        return self.holding and self.last.trick is not None and not self.board.busy and bool(self.pending)

    def resized(self) -> None:
        """A new window size, or a new language: the places again, and (at rest) the plates' and banner's words."""
        self.board.layout = self.layout
        if self.view is not None and not self.busy:
            self.model = self._arranged(self.adapter.stages(self.view, self.host)[-1])
        self.board.sync(self.placed(self.model), instant=True)

    def update(self, dt: float) -> None:
        self.board.speed = self.pace
        self.board.update(dt)
        if self.landing is not None and not self.board.busy:
            self.model, self.landing = self._arranged(self.landing), None
        if self.pending and not self.board.busy:
            self.stage_wait -= dt
            if self.stage_wait <= 0:
                self.holding = False
                self._show_stage(self.pending.pop(0))
        self._play_forced(dt)

    def take_sounds(self) -> list[str]:
        sounds = list(self.board.sounds)
        self.board.sounds.clear()
        return sounds

    def show(self, event: Any) -> None:
        if event.view is None:
            return
        if event.seat is not None and event.seat != self.host.me:
            self.board.sounds.append("play")
        instant = self.pace <= 0
        finished = self.adapter.finished_trick(self.view, event.action, event.view, self.host)
        if finished is None:
            self._show_view(event.view, instant)
            return
        # The trick complete on the table first, every card where its player laid it; gathered after the pause.
        self.last.remember(finished)
        self.view = event.view
        self.pending = list(self.adapter.stages(event.view, self.host))
        setting = self.host.ctx.settings.trick_pause
        taken = frozenset(card for seat, card in finished.cards if seat == finished.winner)
        model = replace(finished.model, marked=taken)  # the play that took it, haloed once it has turned
        if setting == "click":
            model = replace(model, hint=_("Click or press Space to go on."))
        if instant:
            self._show_model(model, instant)
        else:
            self._show_model(replace(model, banner=self.model.banner, hint=""), instant)
            self.landing = model
        # She leads next when she took it: the trick stays twice as long, for her to see what was played.
        leads = 2.0 if finished.winner == self.host.me else 1.0
        self.stage_wait = pause_seconds(setting) * leads if not self.hurry else 0.0
        self.holding = True

    def show_at_once(self, events: Sequence[Any]) -> None:
        views = [event.view for event in events if getattr(event, "view", None) is not None]
        if views:
            self._show_view(views[-1], instant=True)

    def log_lines(self, event: Any) -> tuple[LogLine, ...]:
        host = self.host
        number = host.match.totals.games + 1 if isinstance(host.match, GameSeries) else 1
        seats = Seats(host.players, host.me, host.specs)
        lines = event_lines(event, self.logged, seats, self.adapter, host, number)
        self.logged = event.view if event.view is not None else self.logged
        return lines

    def interpose(self, action: Action) -> bool:
        """A click or a key closes the legend or the last trick's view; a click, Space or Enter ends the pause after
        a trick."""
        if self.legend and (goes_on(action) or isinstance(action, KeyPress)):
            self.legend = False
            return True
        if self.last.open:
            if goes_on(action) or isinstance(action, KeyPress):
                self.last.open = False
                return True
            return False
        if self.holding and goes_on(action):
            self.stage_wait = 0.0
            return True
        return False

    def table_tools(self) -> list[TableTool]:
        """The pack's legend (K); a trick game's Last trick (T), lit once a trick has been taken; S sorts the hand."""
        legend = TableTool(_("Pack"), LEGEND_KEY, self.toggle_legend)
        if not self.adapter.has_tricks:
            return [legend]
        watching = self.view is not None and self.adapter.watching(self.view) and not self.hurry
        finish = [TableTool(_("Finish quickly"), FINISH_KEY, self.finish_quickly)] if watching else []
        return [
            *finish,
            legend,
            TableTool(_("Last trick"), LAST_TRICK_KEY, self.toggle_last_trick, self.last.trick is not None),
            TableTool(_("Sort"), SORT_KEY, self.sort_hand, shown=False),
        ]

    @property
    def pace(self) -> float:
        """The factor of the table's pauses and animations: the settings' speed, or 0 once the player asked to
        finish quickly."""
        return 0.0 if self.hurry else self.host.ctx.settings.speed_factor

    def finish_quickly(self) -> None:
        """The rest of the game without pauses: the player can make no more moves in it."""
        if self.view is not None and self.adapter.watching(self.view):
            self.hurry = True

    def toggle_legend(self) -> None:
        self.legend = not self.legend
        self.last.open = False

    def toggle_last_trick(self) -> None:
        self.last.toggle()
        self.legend = False

    # ----- the hand's order -----------------------------------------------------------------------------
    def _arranged(self, model: TableModel) -> TableModel:
        """``model`` with the player's hand in her order (sorted as the settings say, or as she arranged it)."""
        if not model.hands or self.view is None:
            return model
        by = self.host.ctx.settings.round_sort
        key = self.adapter.card_key(self.view, by)
        hand = self.order.arrange(model.hands[self.me], key)
        grouped = key is not None and by == "suit" and self.order.custom is None
        self.board.hand_groups = suit_runs(hand) if grouped else ()
        return with_hand(model, self.me, hand)

    def _rearranged(self) -> None:
        self.model = self._arranged(self.model)
        self.board.sync(self.placed(self.model))

    def sort_hand(self) -> None:
        """The key S: the hand sorted by value if it was by suit, else by suit (the setting follows)."""
        settings = self.host.ctx.settings
        settings.round_sort = "value" if settings.round_sort == "suit" else "suit"
        self.host.ctx.save_settings()
        self.order.forget()
        self._rearranged()
        sorted_by = _("Your hand by value.") if settings.round_sort == "value" else _("Your hand by suit.")
        self.host.toast.show(sorted_by, 1.5)

    def rearrange(self, card: int, pos: tuple[int, int]) -> None:
        """``card`` dropped at ``pos`` over the hand: it takes the place of the slot nearest there."""
        hand = self.model.hands[self.me] if self.model.hands else ()
        slots = self.board.hand_slots(len(hand))
        if card not in hand or not slots:
            return
        index = min(range(len(slots)), key=lambda i: _distance(slots[i].center, pos))
        self.order.move(hand, card, index)
        self._rearranged()

    def set_view(self, view: Any) -> None:
        if view != self.view:
            self._show_view(view, instant=False)

    def _show_view(self, view: Any, instant: bool) -> None:
        self.view = view
        stages = self.adapter.stages(view, self.host)
        self.pending = [] if instant else list(stages[1:])
        self._show_model(stages[-1] if instant else stages[0], instant)

    def _show_stage(self, model: TableModel) -> None:
        """The next stage of an action. One that turns hands over says what they are (the plates' ranks, the
        banner, the halo) once they have turned, not as they start to (review 12: a plate said "stake 1" over a
        hand face up, had it said the rank at once it would have told it before the cards)."""
        shown = self.model
        if self.pace > 0 and _turns_hands(shown, model):
            self._show_model(replace(model, banner=shown.banner, plates=shown.plates, marked=frozenset()), False)
            self.landing = model
        else:
            self._show_model(model, instant=False)

    def _show_model(self, model: TableModel, instant: bool) -> None:
        self.landing = None
        self.model = model = self._arranged(model)
        self.stage_wait = STAGE_PAUSE * self.pace * model.linger
        self.forced_wait = FORCED_PAUSE * self.pace
        if model.awaits_player and self.pending and not instant:  # a click, Space or Enter goes on (interpose)
            self.stage_wait = PLAYER_WAIT * self.pace
            self.holding = True
        self.gestures.follow()
        self.board.sync(self.placed(model), instant)

    # ----- input ----------------------------------------------------------------------------------------
    @property
    def me(self) -> int:
        return self.host.me

    @property
    def text(self) -> TextRenderer:
        return self.host.ctx.text

    def my_turn(self) -> bool:
        """The player may act now: her turn in the model shown (worked out once per view, not per frame)."""
        return self.model.mine and self.host.ready and not self.pending

    def can_choose(self) -> bool:
        """Her turn in the model shown, every event shown (the board may still settle: a click refreshes)."""
        return self.model.mine and self.host.accepting and not self.pending

    def choice_buttons(self) -> list[Button]:
        return self.gestures.choice_buttons()

    def handle(self, action: Action) -> GestureResult:
        return self.gestures.handle(action)

    def show_hint(self, intent: Any) -> str:
        return self.gestures.show_hint(intent)

    def rejected(self) -> None:
        self.gestures.rejected()

    @property
    def plays_forced(self) -> bool:
        return self.host.ctx.settings.forced_moves == "auto"

    @property
    def tip_open(self) -> bool:
        return self.host.coaching

    @property
    def counting_down(self) -> bool:
        return self.plays_forced and self.my_turn() and not self.tip_open and self.gestures.forced() is not None

    def _play_forced(self, dt: float) -> None:
        """With forced moves played by themselves (a setting), the player's only legal move, after a moment."""
        if not self.plays_forced or not self.my_turn() or self.board.busy or self.host.coaching:
            return
        forced = self.gestures.forced()
        if forced is None:
            return
        self.forced_wait -= dt
        if self.forced_wait <= 0 and self.host.submit(forced) is None:  # said, so no move goes by unseen
            played = cards_name(tuple(getattr(forced, "cards", ())))
            self.host.toast.show(_("Played for you, your only play: {cards}.").format(cards=played), 2.4)

    def refusal_text(self, rejection: Rejection[Any]) -> str:
        return rejection.reason

    # ----- the end --------------------------------------------------------------------------------------
    def game_over_sound(self) -> str:
        outcome = self.host.outcome
        mine = outcome[self.host.me] if outcome is not None else 0.0
        return "win" if mine > 0 and mine >= max(outcome or (0.0,)) else "lose"

    @property
    def overlay_open(self) -> bool:
        return self.legend or self.last.open

    def result_text(self) -> tuple[str, str]:
        """The game's words; what comes next (komi's next dealer) only while the match goes on."""
        title, sentence = self.adapter.result_text(self.host)
        following = "" if self.host.match_over else self.adapter.next_round_words(self.host)
        return title, f"{sentence} {following}".strip()

    def cards_in_sight(self) -> list[CardPlace]:
        """Where the round cards face up lie once everything has moved (a showdown's hands): the result keeps
        clear of them."""
        model = self.model
        if self._in_sight is None or self._in_sight[0] is not model:  # asked every frame the result box is up
            places = self.board.places(model).values()
            self._in_sight = (model, [(rect, rect.w // 2) for rect, card, _layer in places if card is not None])
        return self._in_sight[1]

    def coach_tips(self) -> list[Tip]:
        """The first-game coach's tips at the player's turn (game/ui/ganjifa/coach_tips.py)."""
        return self.adapter.coach_tips(self.view, self.host.me) if self.my_turn() else []

    def coach_place(self) -> CoachPlace:
        return ganjifa_coach_place(self.layout)

    def score_table(self) -> ScoreTable:
        return series_scores(self.host)

    # ----- drawing --------------------------------------------------------------------------------------
    def place_name(self, place: int) -> str:
        """The name of the seat at ``place`` (0: the bottom, the player at the screen)."""
        return self.host.seat_name((place + self.host.me) % self.host.players)

    def placed(self, model: TableModel) -> TableModel:
        """``model`` (by seat) by place at the table: the player at the screen at the bottom (place 0), as the
        layout and the board have it (at pass and play, the player at the screen is any person's seat)."""
        return turned(model, self.host.me)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.busy or not self.score_line:  # the round's chips once its cards are seen, not before
            self.score_line = self._score_text(self.host)
        draw_table(self, surface)
        if self.state_log is not None and not self.busy and self.gestures.drag is None:
            buttons = list(zip(self.choice_buttons(), self.model.choices, strict=False))
            gestures = self.gestures
            self.state_log.write(
                table_state(
                    self.host, self.view, self.board, self.layout, self.my_turn(), buttons, gestures.card_at,
                    gestures.selected,
                )
            )  # fmt: skip


def _turns_hands(shown: TableModel, model: TableModel) -> bool:
    """Whether ``model`` shows face up a card of a hand that ``shown`` has face down."""
    if len(shown.hands) != len(model.hands):
        return False
    return any(
        None in before and any(card is not None for card in after)
        for before, after in zip(shown.hands, model.hands, strict=True)
    )


def _distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2
