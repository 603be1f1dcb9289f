"""The main menu: new game (set up in its own screen), rules, settings, quit; in a game also Resume and Main menu
(the table left, its game kept), and on the main menu Resume naming the unfinished game it opens. Under the title,
the parlour's games, each a button that opens its set-up at once (New game asks which first).

Rules opens the rules of the game at the table (in a game), else of the last game played; the rules screen has
a tab for every game."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import registry
from game.ui.i18n import _, named
from game.ui.input import Action, KeyPress, PointerMove
from game.ui.resuming import resumable
from game.ui.scenes.base import ButtonGroup, Context, Scene, ask_to_leave_match, mirror
from game.ui.widgets import GOLD, INK, INK_DIM, PANEL, Button, panel

#: The five cards of the title fan ("panj par": five cards).
#: The cards fanned beside the main menu: (rank, suit letter), ace of spades to ten of hearts.
FAN = ((14, "S"), (13, "H"), (12, "C"), (11, "D"), (10, "H"))
#: The round Ganjifa cards beside them (``rank * 8 + suit``): the raja of Surya, a vizier and a 10 of two other
#: suits, so the menu shows both packs the parlour plays with.
ROUND_FAN = (88, 83, 77)


def resume_label(game_id: str) -> str:
    """The main menu's Resume, naming the game it resumes (``Resume: Ekrang``): a player back after a while sees
    which table the button opens."""
    game = registry.GAMES.get(game_id)
    return _("Resume: {game}").format(game=named(game.name)) if game is not None else _("Resume")


class MenuScene(Scene):
    def __init__(self, ctx: Context, in_game: bool = False, game: str | None = None, match_games: int = 0) -> None:
        super().__init__(ctx)
        self.in_game = in_game
        #: The games (or rounds) finished in the match under way at the table under this menu: New game asks
        #: before it ends the match.
        self.match_games = match_games
        #: The game at the table under this menu, whose rules Rules opens (``None``: the last game played).
        self.game = game
        self.opaque = not in_game
        self.buttons = ButtonGroup()
        self.buttons.focus = 0
        #: The game left unfinished last time, offered as Resume (main menu only; not when the saved games are
        #: open read-only: another copy may be playing it, and its moves could not be saved here).
        offer = ctx.saves is not None and ctx.saves.writable and not in_game
        self.saved = ctx.saves.unfinished_any() if ctx.saves is not None and offer else None
        if self.saved is not None and not resumable(self.saved):
            self.saved = None
        #: A network seat kept in the settings (the window closed or crashed at a table): offered as Rejoin.
        self.rejoin = not in_game and self.saved is None and bool(ctx.settings.net_seat)
        #: The player agreed to give up the unfinished game for a new one.
        self.asked = False
        #: What the player chose once she agreed: the chooser (New game), or a game's set-up (its button).
        self._then: Callable[[], object] = lambda: self.ctx.open("choose_game")
        #: The title fan's images, made for the window size, theme and colours in the key (the first item).
        self._fan: tuple[tuple[object, ...], list[tuple[pygame.Surface, tuple[int, int]]]] | None = None
        #: Frames drawn: the round cards join the fan from the second (the first frame waits for no Ganjifa art,
        #: game/ui/warmup.py).
        self.frames = 0

    @property
    def animating(self) -> bool:
        """Until a second frame, which draws the round cards (only while on top: a menu covered by another screen
        is not drawn, and must not keep the window drawing)."""
        return not self.in_game and self.frames < 2 and bool(self.ctx.stack) and self.ctx.stack[-1] is self

    def _layout(self) -> None:
        w, h = self.ctx.size
        u = self.ctx.layout.unit
        bw, bh, gap = round(max(u * 14, w * 0.24)), round(u * 2.6), round(u * 0.7)
        entries: list[tuple[str, bool, object]] = []
        if self.in_game:
            entries.append((_("Resume"), True, self.resume))
        elif self.saved is not None:
            entries.append((resume_label(self.saved.game), True, self.resume_saved))
        elif self.rejoin:
            entries.append((_("Rejoin the table"), True, self.rejoin_table))
        entries += [
            (_("New game"), not self.in_game and not self.rejoin, self.new_game),
            *([(_("Main menu"), False, self.main_menu)] if self.in_game else []),
            *([] if self.in_game else [(_("Play with friends"), False, self.play_with_friends)]),
            (_("Rules"), False, self.rules),
            (_("Settings"), False, self.settings),
            (_("Statistics"), False, self.statistics),
            (_("Quit"), False, self.quit),
        ]
        if self.saved is not None:  # Resume is the one primary entry
            entries = [(label, callback == self.resume_saved, callback) for label, _primary, callback in entries]
        top = round(h * 0.34) if not self.in_game else (h - len(entries) * (bh + gap)) // 2 + u
        x = round(w * 0.6) if not self.in_game else (w - bw) // 2
        items = []
        for i, (label, primary, callback) in enumerate(entries):
            rect = pygame.Rect(x, top + i * (bh + gap), bw, bh)
            items.append((Button(rect, label, primary=primary), callback))
        if not self.in_game:
            items += self._game_buttons(top)
        self.buttons.set(items)  # type: ignore[arg-type]

    def _game_buttons(self, column_top: int) -> list[tuple[Button, object]]:
        """The parlour's games in a row under the subtitle, each opening its set-up (after the title's height)."""
        w, h = self.ctx.size
        u = self.ctx.layout.unit
        text = self.ctx.text
        size = round(u * 0.95)
        names = [(game.id, named(game.name)) for game in registry.GAMES.values()]  # before any game is loaded
        widths = [max(round(u * 6.5), text.render(name, size, INK).get_width() + u * 2) for _id, name in names]
        gap, bh = round(u * 0.6), round(u * 1.9)
        total = sum(widths) + gap * (len(widths) - 1)
        x, y = (w - total) // 2, column_top - bh - round(u * 1.4)
        buttons: list[tuple[Button, object]] = []
        for (game_id, name), width in zip(names, widths, strict=True):
            rect = mirror(self.ctx, pygame.Rect(0, 0, w, h)).rect(pygame.Rect(x, y, width, bh))
            buttons.append((Button(rect, name, primary=False), lambda game_id=game_id: self.play(game_id)))
            x += width + gap
        return buttons

    def play(self, game_id: str) -> None:
        """Open ``game_id``'s set-up (after the player agreed to give up the unfinished game, if there is one)."""
        self._then = lambda: self.ctx.open("set_up", game_id)
        if self._ask_to_abandon():
            return
        self._then()

    def resume(self) -> None:
        self.ctx.pop(self)

    def pass_by(self, linger: float) -> None:
        if self.in_game:
            return
        if self.saved is not None:
            self.resume_saved()
        else:
            self.start_new_game()

    def resume_saved(self) -> None:
        """Open the table at the unfinished game's exact position, score and turn."""
        saved, self.saved = self.saved, None
        if saved is not None:
            self.ctx.replace_all(self.ctx.make("resumed_table", saved))

    def start_new_game(self) -> None:
        """New game without asking (autoplay): the unfinished game, if any, is given up."""
        self._abandon_unfinished()
        self.new_game()

    def _abandon_unfinished(self) -> None:
        saves = self.ctx.saves
        saved = saves.unfinished_any() if saves is not None else None
        if saves is not None and saved is not None:
            saves.abandon(saved.game_id)
        self.saved = None

    def _ask_to_abandon(self) -> bool:
        """Whether the player must first agree to give up the unfinished game, or to end the match under way at
        the table: then ask, and go on to the new game on yes (the new table gives the old game up when it starts;
        backing out keeps it resumable)."""
        if self.asked:
            return False
        unfinished = (self.saved is not None or self.in_game) and self._unfinished()
        if not unfinished and not self.match_games:
            return False
        said = [_("The unfinished game will be given up: it counts as a loss in the statistics.")] if unfinished else []
        if self.match_games:
            said.append(_("The match under way ends here; what was finished stays in the statistics."))
        self.ctx.open("confirm", _("Start a new game?"), " ".join(said), _("New game"), self._agreed)
        return True

    def _agreed(self) -> None:
        self.asked = True
        self._then()

    def statistics(self) -> None:
        self.ctx.open("statistics")

    def play_with_friends(self) -> None:
        """Join a table (found on the LAN, or by address and code), or host one."""
        self.ctx.open("join_table")

    def rejoin_table(self) -> None:
        """Take back the network seat this window had (hosting its table again if it was the host)."""
        self.ctx.open("rejoin_table")

    def new_game(self) -> None:
        self._then = self._choose_game
        if self._ask_to_abandon():
            return
        self._then()

    def _choose_game(self) -> None:
        """The chooser; from a table's menu, the table goes first (its round must not play on behind the chooser;
        its unfinished game stays resumable until a new game starts, as the question said)."""
        if self.in_game:
            self._leave_table()
        self.ctx.open("choose_game")

    def main_menu(self) -> None:
        """Leave the table for the main menu: its unfinished game stays saved, offered there as Resume. With none,
        a match under way (rounds played) would end: the player is asked first."""
        if self.match_games and not self._unfinished():
            ask_to_leave_match(self.ctx, self._leave_table)
            return
        self._leave_table()

    def _unfinished(self) -> bool:
        """A game is left unfinished in the saved games (it would be resumed, or given up for a new one)."""
        saves = self.ctx.saves
        return saves is not None and saves.unfinished_any() is not None

    def _leave_table(self) -> None:
        self.ctx.replace_all(self.ctx.make("menu"))

    def rules(self) -> None:
        self.ctx.open("rules", self.game)

    def settings(self) -> None:
        self.ctx.open("settings")

    def quit(self) -> None:
        self.ctx.quit = True

    def handle(self, action: Action) -> None:
        if isinstance(action, PointerMove):
            self.ctx.pointer = action.pos
        self._layout()
        if isinstance(action, KeyPress) and action.key == pygame.K_ESCAPE:
            if self.in_game:
                self.resume()
            return
        if isinstance(action, KeyPress) and action.key == pygame.K_F1:  # as at the table: the rules
            self.rules()
            return
        self.buttons.handle(action)

    def _fan_images(self) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        w, h = self.ctx.size
        rounds = self.frames > 0
        key = (w, h, self.ctx.art.theme, self.ctx.art.four_colour, rounds)
        if self._fan is not None and self._fan[0] == key:
            return self._fan[1]
        cw = self.ctx.layout.card_w * 12 // 10
        cx, cy = round(w * 0.3), round(h * 0.56)
        out = []
        for i, (rank, suit) in enumerate(FAN):
            angle = (2 - i) * 11
            # A picture, not cards to read: the court cards' figures, whatever the Large index setting (whose
            # faces, fanned, showed only white beside their big indices).
            image = pygame.transform.rotozoom(self.ctx.art.face(rank, suit, cw, picture=True), angle, 1.0)
            dx = (i - 2) * cw * 0.42
            dy = abs(i - 2) ** 1.6 * cw * 0.08
            rect = image.get_rect(center=(round(cx + dx), round(cy + dy)))
            out.append((image, rect.topleft))
        diameter = cw * 4 // 5
        for i, card in enumerate(ROUND_FAN if rounds else ()):  # in a low arc under the fan's right side
            image = self.ctx.art.round_face(card, diameter, picture=True)
            centre = (round(cx + cw * 0.5 + i * diameter * 0.62), round(cy + cw * 0.95 - (i == 1) * diameter * 0.12))
            out.append((image, image.get_rect(center=centre).topleft))
        self._fan = (key, out)
        return out

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.ctx.size
        u = self.ctx.layout.unit
        text = self.ctx.text
        if self.in_game:
            surface.blit(panel((w, h), (0, 0, 0), 150, 0), (0, 0))
        else:
            surface.blit(self.ctx.art.cloth((w, h)), (0, 0))
            for image, pos in self._fan_images():
                surface.blit(image, pos)
            self.frames += 1
        self._layout()
        title = text.render("Panjpar", round(u * (4.2 if not self.in_game else 3)), GOLD, bold=True)
        title_y = round(h * 0.07) if not self.in_game else self.buttons.items[0][0].rect.y - u * 6
        sub = text.render(_("Panjpar and the four games of the Ganjifa round pack"), round(u * 1.2), INK)
        if self.in_game:  # a panel under the title and the buttons, so the table behind never shows through them
            buttons = [button.rect for button, _callback in self.buttons.items]
            box = buttons[0].unionall(buttons[1:]).inflate(u * 4, u * 2)
            box.top, box.height = title_y - u, box.bottom - title_y + u
            box.width = max(box.width, sub.get_width() + u * 2)
            box.centerx = w // 2
            surface.blit(panel(box.size, PANEL, 240, u, border=2), box)
        tx = w // 2
        shadow = text.render("Panjpar", round(u * (4.2 if not self.in_game else 3)), (0, 0, 0), bold=True)
        surface.blit(shadow, shadow.get_rect(midtop=(tx + 3, title_y + 4)))
        surface.blit(title, title.get_rect(midtop=(tx, title_y)))
        surface.blit(sub, sub.get_rect(midtop=(tx, title_y + title.get_height())))
        self.buttons.draw(surface, text, self.ctx.pointer)
        if not self.in_game:
            hint = text.render(_("Arrows and Enter work everywhere · F11 full screen"), round(u * 0.75), INK_DIM)
            surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - u)))
