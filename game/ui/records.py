"""What the replay viewers of every game share: opening a record by the game its ``Game`` tag names (through the
registry, with each game's viewer from the screens' catalog), the message for a record they cannot show (with the
same ``FILE:LINE`` report as ``panjpar replay`` gives for it), and the step buttons and keys."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Protocol

import pygame

from game.commands.replay import game_of
from game.engine.envelope import Envelope, IllegalRecord, MalformedRecord, read_envelope, read_record_file
from game.engine.registry import GameInfo
from game.ui.i18n import _
from game.ui.input import Action, KeyPress, PointerDown, PointerMove
from game.ui.scenes.base import ButtonGroup, Context, Scene
from game.ui.widgets import Button

#: How a game's viewer opens a record (its envelope and game read already): the context, the record's text, its
#: envelope, its game, the source named in a report, the title shown, and the player's seat when known.
RecordOpener = Callable[[Context, str, Envelope, GameInfo, str, str, int | None], Scene]


def open_record_text(
    ctx: Context, viewers: Mapping[str, RecordOpener], text: str, source: str, title: str, me: int | None = None
) -> Scene:
    """The viewer (of ``viewers``, by game id) of the game a record's text holds, or a message saying what is wrong
    with it: ``source`` and the line, as ``panjpar replay`` reports them."""
    try:
        envelope = read_envelope(text)
        game = game_of(envelope)
    except MalformedRecord as error:
        return bad_record(ctx, source, error)
    viewer = viewers.get(game.id)
    if viewer is None:
        return ctx.make("message", _("Cannot open the game record"), [_("The replay viewer cannot show this game.")])
    return viewer(ctx, text, envelope, game, source, title, me)


def open_record_file(ctx: Context, viewers: Mapping[str, RecordOpener], path: str) -> Scene:
    """The viewer for a record file (``panjpar game.panjpar``, ``panjpar game.ganjifa``), or a message saying
    what is wrong: a file that is not there or not a file is said so in plain words (not called malformed, as the
    command line's exit code has it)."""
    where = Path(path)
    if not where.exists():
        return ctx.make("message", _("Cannot open the game record"), [_("There is no file {path}.").format(path=path)])
    if where.is_dir():
        words = _("{path} is a folder, not a game record.").format(path=path)
        return ctx.make("message", _("Cannot open the game record"), [words])
    try:
        text = read_record_file(path)
    except MalformedRecord as error:
        if error.reason.startswith("cannot read the file"):
            words = _("The file {path} could not be read ({reason}).").format(path=path, reason=error.reason[22:])
            return ctx.make("message", _("Cannot open the game record"), [words])
        return bad_record(ctx, path, error)
    return open_record_text(ctx, viewers, text, path, Path(path).name)


def bad_record(ctx: Context, source: str, error: MalformedRecord | IllegalRecord, explain: str = "") -> Scene:
    """A message saying why the record ``source`` cannot be shown: ``explain`` (by default a sentence for its
    kind of fault), then ``SOURCE:LINE: malformed: REASON`` or ``SOURCE:LINE: illegal: REASON``."""
    if isinstance(error, MalformedRecord):
        explain = explain or _("This is not a game record the game can read.")
        report = f"{source}:{error.line}: malformed: {error.reason}"
    else:
        explain = _("An action in this game record breaks the rules, so it cannot be replayed.")
        report = f"{source}:{error.line}: illegal: {error.reason}"
    return ctx.make("message", _("Cannot open the game record"), [explain, report])


class Stepper(Protocol):
    """A replay viewer as its controls see it: the actions shown of the last, and the steps."""

    index: int

    @property
    def last(self) -> int: ...

    def home(self) -> None: ...

    def backward(self) -> None: ...

    def forward(self) -> None: ...

    def end(self) -> None: ...

    def back(self) -> None: ...


def step_buttons(viewer: Stepper) -> list[tuple[str, Callable[[], None], bool]]:
    """The four step buttons of a viewer, each with its label, callback and whether it may be pressed now."""
    return [
        ("|◀", viewer.home, viewer.index > 0),
        ("◀", viewer.backward, viewer.index > 0),
        ("▶", viewer.forward, viewer.index < viewer.last),
        ("▶|", viewer.end, viewer.index < viewer.last),
    ]


def step_key(viewer: Stepper, key: int) -> bool:
    """Step ``viewer`` by ``key`` (arrows, Space, Backspace, Home, End; Escape closes it); whether it was one."""
    keys: dict[int, Callable[[], None]] = {
        pygame.K_RIGHT: viewer.forward,
        pygame.K_SPACE: viewer.forward,
        pygame.K_LEFT: viewer.backward,
        pygame.K_BACKSPACE: viewer.backward,
        pygame.K_HOME: viewer.home,
        pygame.K_END: viewer.end,
        pygame.K_ESCAPE: viewer.back,
    }
    callback = keys.get(key)
    if callback is None:
        return False
    callback()
    return True


class StepperScene(Scene):
    """A replay viewer's screen: the four step buttons along :meth:`step_row` (none for a record with nothing to
    step through, such as a round the deal decides), Back where the table's Menu is, the step keys; a viewer gives
    the row and the steps (:class:`Stepper`)."""

    buttons: ButtonGroup
    index: int

    @property
    def last(self) -> int:
        raise NotImplementedError

    def go(self, index: int) -> None:
        """Show the position after action ``index`` (the viewer's own)."""
        raise NotImplementedError

    def home(self) -> None:
        self.go(0)

    def backward(self) -> None:
        self.go(self.index - 1)

    def forward(self) -> None:
        self.go(self.index + 1)

    def end(self) -> None:
        self.go(self.last)

    @property
    def settled(self) -> bool:
        """Nothing moves on the board and nothing waits to be shown."""
        raise NotImplementedError

    @property
    def animating(self) -> bool:
        return not self.settled

    def step_row(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Where the four step buttons go, side by side, and where Back goes."""
        raise NotImplementedError

    def _layout_buttons(self) -> None:
        row, back = self.step_row()
        gap = max(4, row.h // 7)
        width = (row.w - 3 * gap) // 4
        items: list[tuple[Button, Callable[[], None]]] = []
        for i, (label, callback, enabled) in enumerate(step_buttons(self) if self.last > 0 else []):
            rect = pygame.Rect(row.x + i * (width + gap), row.y, width, row.h)
            items.append((Button(rect, label, primary=i == 2, enabled=enabled), callback))
        items.append((Button(back, _("Back"), primary=False), self.back))
        self.buttons.set(items)

    def back(self) -> None:
        self.ctx.pop(self)

    def handle(self, action: Action) -> None:
        if isinstance(action, PointerMove | PointerDown):
            self.ctx.pointer = action.pos
        self._layout_buttons()
        if isinstance(action, KeyPress) and step_key(self, action.key):
            return
        self.buttons.handle(action)
