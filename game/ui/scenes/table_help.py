"""The player's help at a table, for any game: a hint (the game's strongest bot asked for her move, lit by the
presenter, never played), take-back against the bots (a setting), the Log, and the buttons for them left of Menu.
The help reads the table through :class:`HelpHost` and changes the game only by the controller's ``take_back``."""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Sequence
from typing import Any, Protocol

import pygame

from game.engine.series import SeatController
from game.ui.botlike import BotLike
from game.ui.devaids import log_intents
from game.ui.hints import Hints
from game.ui.i18n import _
from game.ui.log import BattleLog
from game.ui.presenter import Presenter, TableFrame, TableTool, Tooled
from game.ui.scenes.base import Context, TableHook
from game.ui.topbar import label_size, tool_rects, tools_left
from game.ui.widgets import INK, Button, Toast

#: Seconds a hint's sentence stays.
HINT_SECONDS = 5.0

Tool = tuple[str, Callable[[], None], bool]


class HelpHost(Protocol):
    """What the help reads of its table (game/ui/scenes/table.py) and the few things it asks of it."""

    ctx: Context
    me: int
    controller: SeatController
    presenter: Presenter
    toast: Toast
    rng: random.Random
    bots: dict[int, BotLike]
    outcome: Any
    log: BattleLog
    save_hook: TableHook | None

    @property
    def layout(self) -> TableFrame: ...

    @property
    def ready(self) -> bool: ...

    @property
    def idle(self) -> bool: ...

    @property
    def accepting(self) -> bool: ...

    def open_log(self) -> None: ...

    def show_again(self, events: Sequence[Any]) -> None:
        """Show the game afresh from ``events`` at once (after a take-back): nothing queued, no bot thinking."""
        ...


class TableHelp:
    """The help of one table: the hint bot (``factory`` makes a worker of ``game``'s strongest level) and the
    hints and take-backs of the game at the table, which its record keeps."""

    def __init__(self, host: HelpHost, game: str, factory: Callable[[str], BotLike]) -> None:
        self.host = host
        self.hints = Hints(game, factory)
        #: Moves taken back in this game.
        self.takebacks = 0

    def new_game(self) -> None:
        self.hints.new_game()
        self.takebacks = 0

    @property
    def my_move(self) -> bool:
        """The player is to move in the position shown, with nothing left to show."""
        host = self.host
        return host.ready and host.idle and host.controller.to_move() == host.me

    @property
    def my_turn(self) -> bool:
        """The game's turn is the player's, though the board may still be showing the moves before it (a hint
        asked then is for that turn: the buttons and the prompt already show)."""
        host = self.host
        return host.outcome is None and host.controller.to_move() == host.me

    # ----- hints -------------------------------------------------------------------------------------------
    def ask_hint(self) -> None:
        """Ask the strongest bot for the player's move; :meth:`poll_hint` shows it once it answers."""
        host = self.host
        if not self.hints.available:  # no bot plays it (nakashth): nobody chooses anything
            host.toast.show(_("No hints in this game: there is nothing to choose."), 2.0)
            return
        if self.hints.waiting:
            return
        if not self.my_turn:
            host.toast.show(_("A hint is for your turn."), 1.2)  # short: it is stale once the turn comes
            return
        self.hints.ask(host.controller.view(host.me), host.rng.randrange(2**31))
        if self.my_move:
            host.toast.show(_("Thinking of a hint…"), 1.2)  # else poll_hint says what it waits for

    def poll_hint(self) -> None:
        """Each frame while a hint is asked for: show the bot's answer for the position it was asked about. (Once
        her turn comes, "a hint is for your turn" goes: it would contradict the prompt.)"""
        host = self.host
        if self.my_turn and host.toast.visible and host.toast.message == _("A hint is for your turn."):
            host.toast.clear()
        if not self.hints.waiting:
            return
        # Her turn, the board still settling (a trick held): the hint waits, and says so.
        if self.my_turn and not self.my_move:
            host.toast.show(_("Your hint comes once the table is ready for your move."), 0.5)
            return
        answer = self.hints.poll(host.controller.view(host.me) if self.my_move else None)
        if answer is not None:
            if log_intents():
                print(f"hint {answer}", file=sys.stderr, flush=True)
            host.toast.show(host.presenter.show_hint(answer), HINT_SECONDS)
            self.note_help()

    def note_help(self) -> None:
        if self.host.save_hook is not None:
            self.host.save_hook.note_help(self.hints.given, self.takebacks)

    # ----- take-back ---------------------------------------------------------------------------------------
    @property
    def may_take_back(self) -> bool:
        """Take-back is on in the settings and the game, against bots, goes on."""
        host = self.host
        return host.ctx.settings.take_back and bool(host.bots) and host.outcome is None

    def take_back(self) -> None:
        """Undo the player's last move and the bots' answers: the position she moved from, shown at once."""
        host = self.host
        if not (self.may_take_back and host.accepting) or host.controller.to_move() is None:
            return  # off, or the game's end is on its way (a finished game is never changed)
        events = host.controller.take_back(host.me)
        if events is None:
            host.toast.show(_("Nothing to take back."))
            return
        self.hints.drop()
        self.takebacks += 1
        host.show_again(events)
        host.toast.show(_("Your last move is taken back."))
        if log_intents():
            print(f"taken back to {len(events)} events", file=sys.stderr, flush=True)
        self.note_help()

    # ----- the buttons ---------------------------------------------------------------------------------------
    def tools(self) -> list[Tool]:
        """The table's buttons left of Menu, right to left: each label, what it does, whether it may now."""
        host = self.host
        tools: list[Tool] = []
        if self.hints.available:
            tools.append((_("Hint"), self.ask_hint, self.my_move and host.outcome is None))
        if host.ctx.settings.take_back and host.bots:
            undo = self.may_take_back and host.accepting and host.controller.can_take_back(host.me)
            tools.append((_("Undo"), self.take_back, undo))
        tools.append((_("Log"), host.open_log, True))
        tools += [(tool.label, tool.run, tool.enabled) for tool in self.presenter_tools() if tool.shown]
        return tools

    def presenter_tools(self) -> list[TableTool]:
        """The presenter's own buttons (a trick game's Last trick), with their keys."""
        presenter = self.host.presenter
        return list(presenter.table_tools()) if isinstance(presenter, Tooled) else []

    def looking_key(self, key: int) -> Callable[[], None] | None:
        """What ``key`` opens to look at the game as it stands, with the result box put aside: L the log, or a
        presenter's tool of that key (the last trick, the pack) when it is enabled."""
        if key == pygame.K_l:
            return self.host.open_log
        tools = self.presenter_tools()
        return next((tool.run for tool in tools if tool.key == key and tool.enabled and tool.shown), None)

    def press(self, key: int) -> bool:
        """Whether ``key`` is one of the presenter's own tools' (run when the tool is enabled)."""
        for tool in self.presenter_tools():
            if tool.key == key:
                if tool.enabled:
                    tool.run()
                return True
        return False

    def label_widths(self, tools: Sequence[tuple[str, object, object]]) -> list[int]:
        """Each tool's label's width at the top bar's size (a long word widens its button)."""
        menu, text = self.host.layout.menu_button, self.host.ctx.text
        return [text.render(label, label_size(menu), INK, bold=True).get_width() for label, _cb, _on in tools]

    def tool_buttons(self) -> list[tuple[Button, Callable[[], None]]]:
        tools = self.tools()
        rects = tool_rects(self.host.layout.menu_button, len(tools), self.label_widths(tools))
        return [
            (Button(rect, label, primary=False, enabled=enabled), callback)
            for rect, (label, callback, enabled) in zip(rects, tools, strict=True)
        ]

    @property
    def tools_left(self) -> int:
        tools = self.tools()
        return tools_left(self.host.layout.menu_button, len(tools), self.label_widths(tools))

    def close(self) -> None:
        self.hints.close()
