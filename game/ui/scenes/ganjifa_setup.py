"""The set-up of a Ganjifa game: how many play, the game's options (each on or off, shown only for the player
counts it allows), the key suit (by the clock, day or night) for the trick games, the stake for a game whose
GameUI offers stakes (nakashth), the match's length, and each bot seat's level; then the table. The choice is
remembered in the settings."""

from __future__ import annotations

import datetime

import pygame

from game.engine import registry
from game.ganjifa.variant import NIGHT, GanjifaVariant
from game.ui.games import game_ui
from game.ui.i18n import _, ngettext
from game.ui.input import Action, KeyPress, PointerMove
from game.ui.names import bot_name, difficulty_name, game_name, translated
from game.ui.scenes.base import ButtonGroup, Context, Row, Scene, row_labels, screen_panel, set_up_buttons
from game.ui.tablesetup import TableSetup
from game.ui.widgets import INK_DIM


def rounds_name(rounds: int) -> str:
    """A match's length as the set-up says it: ``10 rounds``, or ``No limit``."""
    return ngettext("{n} round", "{n} rounds", rounds).format(n=rounds) if rounds else _("No limit")


KEY_SUITS = ("clock", "day", "night")
#: Day is 06:00 to 17:59 by the local clock.
DAY_HOURS = range(6, 18)


def night_now(key_suit: str, now: datetime.datetime | None = None) -> bool:
    """Whether the key suit is Chandra's (night): as chosen, or by the local clock."""
    if key_suit != "clock":
        return key_suit == "night"
    hour = (now or datetime.datetime.now()).hour
    return hour not in DAY_HOURS


class GanjifaSetupScene(Scene):
    """Rows of choices (a button each that cycles its value), then Start; mouse or keyboard."""

    def __init__(self, ctx: Context, game_id: str) -> None:
        super().__init__(ctx)
        game = registry.game_info(game_id)
        if game is None:
            raise ValueError(f"no game {game_id!r}")
        self.game = game
        #: The stakes the game offers a round (none: no Stake row).
        self.stakes = game_ui(game_id).stakes
        variant = game.variants[0].variant
        assert isinstance(variant, GanjifaVariant), variant
        self.variant = variant
        settings = ctx.settings
        remembered = registry.game_of_variant(settings.variant) is game
        self.players = settings.players if remembered and settings.players in variant.players else game.default_players
        if self.players not in variant.players:
            self.players = min(variant.players)
        self.options = {w for w in settings.game_options.split() if w in variant.options}
        self.key_suit = settings.key_suit
        self.stake = settings.stake if not self.stakes or settings.stake in self.stakes else self.stakes[0]
        self.rounds = settings.rounds if settings.rounds in self.game.match_rounds else 0
        self.levels = [lv if lv in self.bot_levels() else self.default_level() for lv in settings.seat_difficulties()]
        self.levels += [self.default_level()] * (max(variant.players) - 1 - len(self.levels))
        self.buttons = ButtonGroup()
        self._layout()
        self.buttons.focus = len(self.buttons.items) - 2  # Start

    # ----- the choice --------------------------------------------------------------------------------------
    def bot_levels(self) -> tuple[str, ...]:
        return tuple(level.id for level in self.game.levels if level.at_table)

    def default_level(self) -> str:
        levels = self.bot_levels()
        return self.game.default_level if self.game.default_level in levels else (levels[0] if levels else "random")

    def allowed_options(self) -> list[str]:
        """The options the current player count allows, in the game's order."""
        return [o for o in self.variant.options if self.variant.option_error([o], self.players) is None]

    def chosen_options(self) -> frozenset[str]:
        chosen = {o for o in self.options if o in self.allowed_options()}
        if self.variant.keyed and night_now(self.key_suit):
            chosen.add(NIGHT)
        return frozenset(chosen)

    def rows(self) -> list[Row]:
        rows: list[Row] = [(_("Players"), _("{n} players").format(n=self.players), self.next_players)]
        names = {o.id: o for o in self.game.options}
        for option in self.allowed_options():
            info = names.get(option)
            label = translated(info.name) if info is not None else option
            value = _("On") if option in self.options else _("Off")
            rows.append((label, value, lambda option=option: self.toggle(option)))  # type: ignore[misc]
        if self.variant.keyed:
            words = {"clock": _("By the clock"), "day": _("Day: Surya"), "night": _("Night: Chandra")}
            rows.append((_("Key suit"), words[self.key_suit], self.next_key_suit))
        if self.stakes:
            stake = ngettext("{n} chip", "{n} chips", self.stake).format(n=self.stake)
            rows.append((_("Stake"), stake, self.next_stake))
        if self.game.match_rounds:
            rows.append((_("Match"), rounds_name(self.rounds), self.next_rounds))
        if self.bot_levels():
            for seat in range(1, self.players):
                level = difficulty_name(self.levels[seat - 1])
                rows.append((bot_name(seat, self.players), level, lambda seat=seat: self.next_level(seat)))  # type: ignore[misc]
        return rows

    def next_players(self) -> None:
        counts = self.variant.players
        self.players = counts[(counts.index(self.players) + 1) % len(counts)]

    def toggle(self, option: str) -> None:
        self.options ^= {option}

    def next_key_suit(self) -> None:
        self.key_suit = KEY_SUITS[(KEY_SUITS.index(self.key_suit) + 1) % len(KEY_SUITS)]  # type: ignore[assignment]

    def next_stake(self) -> None:
        self.stake = self.stakes[(self.stakes.index(self.stake) + 1) % len(self.stakes)]

    def next_rounds(self) -> None:
        offered = self.game.match_rounds
        self.rounds = offered[(offered.index(self.rounds) + 1) % len(offered)] if self.rounds in offered else 0

    def next_level(self, seat: int) -> None:
        levels = self.bot_levels()
        current = self.levels[seat - 1]
        self.levels[seat - 1] = levels[(levels.index(current) + 1) % len(levels)] if current in levels else levels[0]

    def setup(self) -> TableSetup:
        bots = tuple(self.levels[: self.players - 1]) if self.bot_levels() else ("random",) * (self.players - 1)
        rounds = self.rounds if self.game.match_rounds else 0
        return TableSetup(self.variant, bots, self.chosen_options(), stake=self.stake, rounds=rounds)

    def pass_by(self, linger: float) -> None:
        self.start()

    def start(self) -> None:
        """Remember the choice and open the table."""
        s = self.ctx.settings
        s.variant, s.players = self.variant.id, self.players
        s.game_options = " ".join(sorted(self.options))
        s.key_suit, s.stake = self.key_suit, self.stake
        if self.game.match_rounds:
            s.rounds = self.rounds
        if self.bot_levels():
            s.set_seat_difficulties(self.levels)
        self.ctx.save_settings()
        self.ctx.replace_all(self.ctx.make("table", self.setup(), self.ctx.seed))

    def back(self) -> None:
        self.ctx.pop(self)

    # ----- screen ------------------------------------------------------------------------------------------
    def box(self) -> pygame.Rect:
        w, h = self.ctx.size
        u = self.ctx.layout.unit
        rect = pygame.Rect(0, 0, round(min(w * 0.7, u * 44)), round(min(h * 0.92, u * (12 + 2.9 * len(self.rows())))))
        rect.center = (w // 2, h // 2)
        return rect

    def _layout(self) -> None:
        self.buttons.set(set_up_buttons(self.ctx, self.box(), self.rows(), self.start, self.back))

    def handle(self, action: Action) -> None:
        if isinstance(action, PointerMove):
            self.ctx.pointer = action.pos
        if isinstance(action, KeyPress) and action.key == pygame.K_ESCAPE:
            self.back()
            return
        self._layout()
        count = len(self.buttons.items)
        focus = self.buttons.focus
        if self.buttons.handle(action) and len(self.buttons.items) != count and focus is not None:
            self._layout()
            if focus >= count - 2:  # Start and Back keep the focus where they moved
                self.buttons.focus = len(self.buttons.items) - (count - focus)
        self._layout()

    def draw(self, surface: pygame.Surface) -> None:
        box = self.box()
        u = self.ctx.layout.unit
        screen_panel(surface, self.ctx, box, game_name(self.game.id))
        self._layout()
        rows = self.rows()
        row_labels(surface, self.ctx, box, (label for label, _value, _cb in rows), self.buttons)
        notes = [translated(self.game.variants[0].note)]
        notes += [translated(o.note) for o in self.game.options if o.id in self.options and o.note]
        y = self.buttons.items[len(rows) - 1][0].rect.bottom + u
        for line in self.ctx.text.render_lines(" ".join(notes), round(u * 0.85), INK_DIM, box.w - u * 4):
            surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
            y += line.get_height()
        self.buttons.draw(surface, self.ctx.text, self.ctx.pointer)
