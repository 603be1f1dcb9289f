"""The player's keys and clicks at a table, for any game: translated once (game/ui/input.py), then offered in
order to what lies over the game (the presenter's legend or last trick), the table's own keys, the Menu and tool
buttons, the coach, the game-over box put aside, and last the presenter's gestures, whose intents go to the
controller through the table's ``submit``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame

from game.ui.coach import Coach
from game.ui.input import Action, KeyPress, PointerDown, PointerMove
from game.ui.presenter import Interposing, Presenter, TableFrame
from game.ui.scenes.base import Context
from game.ui.scenes.table_help import TableHelp
from game.ui.tablesetup import TableSetup
from game.ui.widgets import Button, Toast

#: What brings back the game-over box once put aside to look at the table (besides a click).
CONTINUE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class InputHost(Protocol):
    """What the input reads of its table (game/ui/scenes/table.py) and asks of it."""

    ctx: Context
    setup: TableSetup
    presenter: Presenter
    help: TableHelp
    coach: Coach
    toast: Toast
    #: The game-over box was shown for the game on the table.
    over_shown: bool
    #: The game's outcome once its end is shown (``None`` while it goes on).
    outcome: object

    def show_result_now(self) -> None: ...

    @property
    def layout(self) -> TableFrame: ...

    @property
    def accepting(self) -> bool: ...

    @property
    def match_games_under_way(self) -> int:
        """The games finished in a match not yet over (0: none, or the match is over)."""
        ...

    def menu_button(self) -> Button: ...

    def refresh(self) -> None:
        """Read the player's view again if a move was made since."""
        ...

    def submit(self, intent: Any) -> str | None: ...

    def open_log(self) -> None: ...


class TableInput:
    """Routes each of the player's actions at ``table`` to the one part of the table it is for."""

    def __init__(self, table: InputHost) -> None:
        self.table = table

    def handle(self, action: Action) -> None:
        table = self.table
        presenter = table.presenter
        if isinstance(action, PointerMove | PointerDown):
            table.ctx.pointer = action.pos
        closes_view = isinstance(action, KeyPress) and action.key == pygame.K_ESCAPE
        if closes_view and isinstance(presenter, Interposing) and presenter.interpose(action):
            return  # Esc closes what the presenter shows over the game (the legend, the last trick) first
        if isinstance(action, KeyPress) and (run := self.keys().get(action.key)) is not None:
            run()
            return
        if isinstance(action, PointerDown) and table.menu_button().hit(action.pos):
            self.open_menu()
            return
        if isinstance(action, KeyPress) and table.help.press(action.key):
            return
        if table.coach.handle(action, table.ctx.text, table.layout.unit):
            return
        if isinstance(action, PointerDown):
            for button, callback in table.help.tool_buttons():
                if button.hit(action.pos):
                    if button.enabled:
                        callback()
                    return
        if isinstance(presenter, Interposing) and presenter.interpose(action):
            return
        if table.outcome is not None and not table.over_shown and continues(action):
            table.show_result_now()  # the game's last picture lingers before the box: a click brings it now
            return
        if table.over_shown and continues(action):  # the game-over box was put aside to look at the table
            box = table.ctx.open("game_over", table)
            if isinstance(action, PointerDown):  # the click that brings it back presses what it lands on
                box.handle(action)
            return
        if table.accepting:
            self._gesture(action)

    def _gesture(self, action: Action) -> None:
        """The presenter's reading of ``action`` on the position shown: a notice, or an intent submitted."""
        table = self.table
        table.refresh()
        result = table.presenter.handle(action)
        if result.notice:
            table.toast.show(result.notice)
        if result.intent is not None:
            reason = table.submit(result.intent)
            if reason is not None:
                table.toast.show(reason)
                table.presenter.rejected()
            else:
                table.toast.clear()  # a hint or a notice about the move just made is stale now

    def keys(self) -> dict[int, Callable[[], None]]:
        """The keys every table binds: Esc the menu, F1 the rules, H a hint, U or Z a take-back, L the log."""
        table = self.table

        def rules() -> None:
            table.ctx.open("rules", table.setup.game.id)

        take_back = table.help.take_back
        runs = (self.open_menu, rules, table.help.ask_hint, take_back, take_back, table.open_log)
        return dict(
            zip((pygame.K_ESCAPE, pygame.K_F1, pygame.K_h, pygame.K_u, pygame.K_z, pygame.K_l), runs, strict=True)
        )

    def open_menu(self) -> None:
        table = self.table  # New game in the menu ends the match under way: it asks first
        table.ctx.open("menu", in_game=True, game=table.setup.game.id, match_games=table.match_games_under_way)


def continues(action: Action) -> bool:
    """A click on the table, Enter or Space: what brings back the game-over box once put aside."""
    return isinstance(action, PointerDown) or (isinstance(action, KeyPress) and action.key in CONTINUE_KEYS)
