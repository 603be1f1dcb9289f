"""Dialogs: the result of a game, and (at start) another copy running. (A game's own dialogs, such as
Panjpar's colour guess, live with its presenter.)"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Protocol

import pygame

from game.ui.freeplace import free_place, least_hidden_place
from game.ui.i18n import _, ngettext
from game.ui.input import Action, KeyPress, PointerDown, PointerMove
from game.ui.presenter import CardPlace, ScoreTable
from game.ui.scenes.base import ButtonGroup, Context, Scene, ask_to_leave_match, mirror
from game.ui.seatnames import join_names, signed
from game.ui.widgets import GOLD, INK, INK_DIM, PANEL, Button, fit_text, panel


class Table(Protocol):
    """What the game-over dialog uses of the table under it (``game.ui.scenes.table.TableScene``)."""

    players: int
    #: The seat called "you".
    me: int

    @property
    def match_over(self) -> bool:
        """The match has had all its rounds (then the way on is a new match)."""
        ...

    @property
    def match_games_under_way(self) -> int:
        """The games of a match that goes on (0 once it is over): leaving ends it."""
        ...

    def tool_buttons(self) -> list[tuple[Button, Callable[[], None]]]:
        """The table's buttons left of Menu (Log, Last trick, ...) and what each does."""
        ...

    def looking_key(self, key: int) -> Callable[[], None] | None:
        """What a key opens to look at the game (L the log, T the last trick...), if anything."""
        ...

    def new_game(self) -> None: ...

    def new_match(self) -> None: ...

    def seat_name(self, seat: int) -> str: ...

    def result_text(self) -> tuple[str, str]: ...

    def score_table(self) -> ScoreTable: ...

    def match_leaders(self) -> tuple[int, ...]:
        """The seats ahead in the match so far."""
        ...

    def next_game_words(self) -> str:
        """What the button that deals the next game says."""
        ...

    @property
    def deals_on(self) -> bool:
        """The next round may come by itself (the player chose nothing in this one)."""
        ...

    keep_dealing: bool
    #: The box was put aside to look at something (the log, the pack): it comes back once that is closed.
    looking_back: bool

    def cards_in_sight(self) -> Sequence[CardPlace]:
        """Where the cards the result is about lie: the box keeps clear of them."""
        ...


def another_copy_running(ctx: Context, reason: str) -> Scene:
    """At start, when another copy of the game owns the data folder: go on read-only (statistics, watching
    games; no Resume, games saved only once the other copy closes) or quit. ``reason``: the store's sentence
    saying where."""

    def quit_game() -> None:
        ctx.quit = True

    return ctx.make(
        "message",
        _("Panjpar is already running"),
        [
            reason,
            _(
                "You can open the saved games read-only: look at the statistics and watch games. Resume is not "
                "offered, and games played in this window are saved only once the other copy is closed."
            ),
        ],
        [(_("Open read-only"), None), (_("Quit"), quit_game)],
    )


def dim(surface: pygame.Surface, alpha: int = 120, spared: Sequence[CardPlace] = ()) -> None:
    """Darken ``surface``, all but the cards ``spared`` (the cards a result is about)."""
    shade = panel(surface.get_size(), (0, 0, 0), alpha, 0)
    if spared:
        shade = shade.copy()
        for rect, radius in spared:
            pygame.draw.rect(shade, (0, 0, 0, 0), rect, border_radius=radius)
    surface.blit(shade, (0, 0))


def dialog_rect(ctx: Context, w_share: float, h_share: float) -> pygame.Rect:
    w, h = ctx.size
    rect = pygame.Rect(0, 0, round(w * w_share), round(h * h_share))
    rect.center = (w // 2, h // 2)
    return rect


#: Height of a score-table row, in layout units.
ROW = 1.45
#: Seconds the result box lets pass before Enter or Space plays again: a key pressed for the game's last (forced)
#: move must not skip the result unread.
KEY_GRACE = 0.8
#: Seconds a round the player chose nothing in stays up before the next is dealt by itself (a key or click stays).
DEAL_ON = 5.0


CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class GameOverScene(Scene):
    """The result of a game in its presenter's words, the match score of every player, and the way on."""

    opaque = False
    pauses_game = False  # the table's own: what is left of the game's last picture finishes under it

    def __init__(self, ctx: Context, table: Table) -> None:
        super().__init__(ctx)
        self.table = table
        self.buttons = ButtonGroup()
        self.buttons.focus = 0
        #: Seconds on screen (the autoplay demo leaves the result up a moment before playing again).
        self.age = 0.0
        #: The box's place for a window size and the cards in sight (free_place searches once for them).
        self._placed: tuple[object, pygame.Rect] | None = None
        #: The next round comes by itself after :data:`DEAL_ON` seconds (a round the player chose nothing in).
        self.dealing_on = table.deals_on and not table.match_over
        #: The box's greatest height at each window size so far.
        self._tallest: dict[tuple[int, int], int] = {}
        #: The player stopped the countdown on this box.
        self.stayed = False

    def update(self, dt: float) -> None:
        if self.ctx.waits(self):  # the next round does not deal itself under another screen
            return
        self.age += dt
        if self.dealing_on and self.age >= DEAL_ON:
            self.play_again()

    @property
    def animating(self) -> bool:
        """Frames until the key grace has passed, or while the next round counts down: the age grows only while
        frames are drawn, and an idle window draws none (Enter and Space would never be taken)."""
        return self.age < KEY_GRACE or self.dealing_on

    def look(self, run: Callable[[], None]) -> None:
        """Put the box aside for what ``run`` opens; the table brings it back once that is closed."""
        self.ctx.pop(self)
        self.table.looking_back = True
        run()

    def stay(self) -> None:
        """The player stays on the result: no round deals by itself at this table any more."""
        self.stayed = self.dealing_on
        self.dealing_on = False
        self.table.keep_dealing = False

    def _texts(self, box: pygame.Rect, u: int) -> tuple[pygame.Surface, list[pygame.Surface]]:
        """The title and the detail lines, as drawn (the renderer caches them)."""
        title, detail = self.result_text()
        text = self.ctx.text
        head = fit_text(text, title, round(u * 2.0), GOLD, round(box.w * 0.9), bold=True)  # a long German title
        return head, text.render_lines(detail, round(u * 0.95), INK, round(box.w * 0.86))

    def _layout(self) -> pygame.Rect:
        players = self.table.players
        u = self.ctx.layout.unit
        box = dialog_rect(self.ctx, 0.48, 0.4)
        bw, bh = round(box.w * 0.4), round(u * 2.8)
        head, lines = self._texts(box, u)
        # As tall as what it holds: title, detail, the score table (a heading row and a row per player), buttons.
        content = u * 1.4 + head.get_height() + sum(line.get_height() for line in lines) + u // 2
        box.h = round(content + ROW * u * (players + 1) + u * 1.5 + bh + u * 1.5)
        # Never shorter than it has been (at this size): its buttons stay under the pointer when the countdown's
        # line goes.
        tallest = self._tallest.get(self.ctx.size, 0)
        box.h = self._tallest[self.ctx.size] = max(box.h, tallest)
        box.centery = self.ctx.size[1] // 2
        box = self._clear_of_cards(box, u)
        again = pygame.Rect(0, 0, bw, bh)
        menu = pygame.Rect(0, 0, bw, bh)
        again.midbottom = (box.centerx - bw // 2 - u // 2, box.bottom - u * 1.5)
        menu.midbottom = (box.centerx + bw // 2 + u // 2, box.bottom - u * 1.5)
        table = self.table
        again_label, again_action = (
            (_("New match"), table.new_match) if table.match_over else (table.next_game_words(), self.play_again)
        )
        self.buttons.set(
            [
                (Button(mirror(self.ctx, box).rect(again), again_label), again_action),
                (Button(mirror(self.ctx, box).rect(menu), _("Main menu"), primary=False), self.main_menu),
            ]
        )
        return box

    def _clear_of_cards(self, box: pygame.Rect, u: int) -> pygame.Rect:
        """``box`` moved, nearest the middle, where it hides none of the cards in sight (every hand turned over);
        where it is when no place is free (worked out once per window size and cards)."""
        cards = tuple(tuple(rect) for rect, _radius in self.table.cards_in_sight())
        key = (self.ctx.size, box.size, cards)
        if self._placed is None or self._placed[0] != key:
            if not cards:
                place = box
            else:
                w, h = self.ctx.size
                bounds = pygame.Rect(0, self.ctx.layout.top_bar.bottom, w, h - self.ctx.layout.top_bar.bottom)
                margin = max(2, u // 3)
                clear = [pygame.Rect(rect).inflate(margin * 2, margin * 2) for rect in cards]
                if box.collidelist(clear) < 0:
                    place = box  # the middle is free: no search (it costs tens of milliseconds)
                else:
                    place = free_place(bounds, box.size, clear, box.center, max(4, u), box.w)
                    if place.collidelist(clear) >= 0:  # no free place: hide the least of the hands (review 11)
                        place = least_hidden_place(bounds, box.size, clear, box.center, max(4, u * 2))
            self._placed = (key, place)
        return pygame.Rect(self._placed[1])

    def pass_by(self, linger: float) -> None:
        if self.age >= linger:
            self.play_again()

    def play_again(self) -> None:
        self.ctx.pop(self)
        self.table.new_game()

    def main_menu(self) -> None:
        """Leave for the main menu; a match with rounds still to come ends there: asked first, as the table's menu
        asks (review 13: the result box's Main menu left at once)."""
        if self.table.match_games_under_way:
            ask_to_leave_match(self.ctx, self._leave)
            return
        self._leave()

    def _leave(self) -> None:
        self.ctx.replace_all(self.ctx.make("menu"))

    def handle(self, action: Action) -> None:
        # A key, a click, or the pointer brought over the box (on its way to a button) stays on this result.
        over = isinstance(action, PointerMove) and self._layout().collidepoint(action.pos)
        # Enter or Space in the key grace is no key at all (it was meant for the last move): it neither stays nor
        # plays on; after it, it presses the focused button (review 10: it had stopped the countdown instead).
        if isinstance(action, KeyPress) and action.key in CONFIRM_KEYS and self.age < KEY_GRACE:
            return
        staying = self.dealing_on and (over or isinstance(action, KeyPress | PointerDown))
        try:
            self._handle(action)
        finally:
            # A key or a click stops the rounds dealing on by themselves, after it was taken, as the box then stood
            # (its countdown's line gone, the buttons move up); not one that went on at once (Enter: Next round).
            if staying and self in self.ctx.stack:
                self.stay()

    def _handle(self, action: Action) -> None:
        if isinstance(action, PointerMove):
            self.ctx.pointer = action.pos
        if isinstance(action, KeyPress) and action.key == pygame.K_ESCAPE:
            self.ctx.pop(self)  # the table as the game ended (every hand turned over); it brings the box back
            return
        if isinstance(action, PointerDown):
            for button, run in self.table.tool_buttons():
                if button.enabled and button.hit(action.pos):
                    self.look(run)  # the Log, the pack or the last trick over the game as it ended
                    return
        if isinstance(action, KeyPress) and (look := self.table.looking_key(action.key)) is not None:
            self.look(look)
            return
        self._layout()
        self.buttons.handle(action)

    def result_text(self) -> tuple[str, str]:
        """The title and the sentence: the game's own wording (its presenter's); at a match's last round, the
        match is over and the round's title goes into the sentence."""
        title, sentence = self.table.result_text()
        if self.dealing_on:
            left = max(1, math.ceil(DEAL_ON - self.age))
            note = ngettext(
                "The next round comes in {n} second: press a key or move onto this box to stay.",
                "The next round comes in {n} seconds: press a key or move onto this box to stay.",
                left,
            ).format(n=left)
            return title, f"{sentence} {note}".strip()
        if not self.table.match_over:
            if self.stayed:  # in the countdown's place (the box keeps its height): what happens now
                return title, f"{sentence} {_('The next round waits for you.')}".strip()
            return title, sentence
        last = _("Last round: {title}. {sentence}").format(title=title, sentence=sentence).strip()
        return self._match_winner(), last

    def _match_winner(self) -> str:
        """Who won the match: the box's heading once it is over."""
        leaders = self.table.match_leaders()
        if not leaders:
            return _("Match over")
        if len(leaders) > 1:
            names = join_names([self.table.seat_name(seat) for seat in leaders])
            return _("{names} share the match").format(names=names)
        if leaders[0] == self.table.me:
            return _("You win the match")
        return _("{name} wins the match").format(name=self.table.seat_name(leaders[0]))

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 140, self.table.cards_in_sight())
        box = self._layout()
        u = self.ctx.layout.unit
        text = self.ctx.text
        surface.blit(panel(box.size, PANEL, 240, u, border=3), box)
        head, lines = self._texts(box, u)
        surface.blit(head, head.get_rect(midtop=(box.centerx, box.y + u)))
        y = box.y + u * 1.4 + head.get_height()
        for line in lines:
            surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
            y += line.get_height()
        self._score_table(surface, box, round(y + u // 2), u)
        self.buttons.draw(surface, text, self.ctx.pointer)

    def _score_table(self, surface: pygame.Surface, box: pygame.Rect, top: int, u: int) -> None:
        """The match so far, as the game counts it (a number per column and player); the marked player in gold."""
        text = self.ctx.text
        table = self.table.score_table()
        marked = table.marked
        size = round(u * 0.95)
        row_h = round(u * ROW)
        labels = table.headings
        # The number columns from the right edge, each as wide as its heading: long (German) headings never meet.
        headings = [text.render(label, size, INK_DIM, bold=True) for label in labels]
        gap = u
        widths = [max(image.get_width(), u * 3) for image in headings]
        right = box.right - round(box.w * 0.08)
        centres: list[int] = []
        for width in reversed(widths):
            centres.insert(0, right - width // 2)
            right -= width + gap
        columns = [box.x + round(box.w * 0.1), *centres]
        flip = mirror(self.ctx, box)  # right to left: names at the right, the numbers' columns leftwards
        # The columns count the whole match (the sentence above tells this game): said in the heading, which tells
        # a match's end from a match going on (review 13).
        said = _("Final standings") if self.table.match_over else _("Match so far")
        heading = text.render(said, size, INK_DIM, bold=True)
        flip.blit(surface, heading, midleft=(columns[0], top + row_h // 2))
        for x, image in zip(columns[1:], headings, strict=True):
            flip.blit(surface, image, center=(x, top + row_h // 2))
        for seat in range(self.table.players):
            y = top + row_h * (seat + 1)
            colour = GOLD if seat == marked else INK
            name = text.render(self.table.seat_name(seat), size, colour, bold=seat == marked)
            flip.blit(surface, name, midleft=(columns[0], y + row_h // 2))
            values = table.rows[seat]
            for column, (x, value) in enumerate(zip(columns[1:], values, strict=True)):
                shown = signed(value) if column in table.signed else f"{value:g}".replace("-", "\u2212")
                image = text.render(shown, size, colour, bold=seat == marked)
                flip.blit(surface, image, center=(x, y + row_h // 2))
