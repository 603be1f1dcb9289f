"""The one set-up screen of every game, built from what the registry declares of it: how many play, the variant
(when the game has several: Panjpar's pack), each option the rules allow at that player count, an option the
clock may choose (the Ganjifa key suit: day or night), the stake a round when the game's screens offer stakes,
the match's length, and each bot seat's level; then the table.

Which options a player count allows is asked of the game's own rules (``new_game`` refuses what it cannot
play), so this screen knows no game. The choice is remembered in the settings: the next set-up of the same
game offers it again, and Enter starts it at once.
"""

from __future__ import annotations

import datetime
import functools

import pygame

from game.engine import registry
from game.ui.games import game_ui
from game.ui.gameui import ClockOption
from game.ui.i18n import _, ngettext
from game.ui.input import Action, KeyPress, PointerMove
from game.ui.names import bot_name, difficulty_name, game_name, translated
from game.ui.people import PERSON
from game.ui.scenes.base import ButtonGroup, Context, Row, Scene, fixed, row_labels, screen_panel, set_up_buttons
from game.ui.settings import GRACES, KeySuit
from game.ui.setupmemory import remember_options, remember_players, remembered_options, remembered_players
from game.ui.tablesetup import TableSetup
from game.ui.widgets import INK_DIM

#: The digit keys that choose a player count directly (those the game allows).
DIGIT_KEYS = {pygame.K_2: 2, pygame.K_3: 3, pygame.K_4: 4, pygame.K_5: 5, pygame.K_6: 6}
KEY_SUITS: tuple[KeySuit, ...] = ("clock", "day", "night")
#: Day is 06:00 to 17:59 by the local clock.
DAY_HOURS = range(6, 18)
#: The panel's parts, in units: the heading above the rows, the gaps around the notes, Start and Back with the
#: margin under them, the line of keys under the panel; the rows' step at most and at least.
HEADING, NOTES_GAP, BUTTONS, HINT = 5.0, 2.0, 3.6, 1.6
STEP, MIN_STEP = 2.9, 2.5
#: The bot every game has: the seats of a game without levels to choose (nakashth has no choices to make).
ANY_GAME_BOT = "random"


def rounds_name(rounds: int) -> str:
    """A match's length as the set-up says it: ``10 rounds``, or ``No limit``."""
    return ngettext("{n} round", "{n} rounds", rounds).format(n=rounds) if rounds else _("No limit")


def night_now(key_suit: KeySuit, now: datetime.datetime | None = None) -> bool:
    """Whether the clock's option is on (the key suit is Chandra's, night): as chosen, or by the local clock."""
    if key_suit != "clock":
        return key_suit == "night"
    hour = (now or datetime.datetime.now()).hour
    return hour not in DAY_HOURS


@functools.lru_cache(maxsize=256)
def playable(game_id: str, variant_id: str, players: int, option: str) -> bool:
    """Whether the rules of ``game_id`` play ``variant_id`` for ``players`` with ``option`` on (asked once)."""
    game = registry.game_info(game_id)
    if game is None:
        return False
    try:
        game.rules.new_game(variant_id, players, 0, frozenset({option}))
    except ValueError:
        return False
    return True


class SetUpScene(Scene):
    """Rows of choices (a button each that cycles its value), then Start; mouse or keyboard."""

    def __init__(self, ctx: Context, game_id: str, host: bool = False) -> None:
        super().__init__(ctx)
        #: Hosting a network table (game/ui/network/): the seats are for friends, bots play those left open.
        self.host = host
        game = registry.game_info(game_id)
        if game is None:
            raise ValueError(f"no game {game_id!r}")
        self.game = game
        self.ui = game_ui(game_id)
        settings = ctx.settings
        remembered = registry.variant_info(settings.variant)
        mine = remembered is not None and registry.game_of_variant(settings.variant) is game
        self.variant = remembered if mine and remembered is not None else game.variants[0]
        default = (
            settings.players if mine else remembered_players(settings.game_players, game.id) or game.default_players
        )
        self.players = default if default in self.variant.players else min(self.variant.players)
        known = {option.id for option in game.options}
        kept = remembered_options(settings.game_options, game.id)
        suggested = {option.id for option in game.options if option.suggested}
        self.options = suggested if kept is None else {word for word in kept if word in known}
        self.key_suit: KeySuit = settings.key_suit
        self.stake = settings.stake if not self.ui.stakes or settings.stake in self.ui.stakes else self.ui.stakes[0]
        self.rounds = settings.rounds if settings.rounds in game.match_lengths(self.players) else 0
        self.levels = [lv if lv in self.bot_levels() else self.default_level() for lv in settings.seat_difficulties()]
        self.levels += [self.default_level()] * (registry.max_players() - 1 - len(self.levels))
        self.buttons = ButtonGroup()
        self._layout()
        self.buttons.focus = len(self.buttons.items) - 2  # Start: Enter plays the remembered choice

    # ----- the choice --------------------------------------------------------------------------------------
    def bot_levels(self) -> tuple[str, ...]:
        return tuple(level.id for level in self.game.table_levels)

    def default_level(self) -> str:
        levels = self.bot_levels()
        return self.game.default_level if self.game.default_level in levels else (levels[0] if levels else "")

    def player_counts(self) -> tuple[int, ...]:
        """Every player count of the game's variants, fewest first."""
        return tuple(sorted({n for variant in self.game.variants for n in variant.players}))

    @property
    def clock(self) -> ClockOption | None:
        """The option the clock may choose, when the rules allow it at this table."""
        clock = self.ui.clock_option
        return clock if clock is not None and self.allows(clock.option) else None

    def allows(self, option: str) -> bool:
        return playable(self.game.id, self.variant.id, self.players, option)

    def shown_options(self) -> list[registry.OptionInfo]:
        """The options with a row of their own, in the game's order: every option but the clock's."""
        clock = self.ui.clock_option
        return [o for o in self.game.options if clock is None or o.id != clock.option]

    def allowed_options(self) -> list[str]:
        """The options the rules allow at this player count, in the game's order (the clock's apart)."""
        return [o.id for o in self.shown_options() if self.allows(o.id)]

    def chosen_options(self) -> frozenset[str]:
        chosen = {o for o in self.options if o in self.allowed_options()}
        clock = self.clock
        if clock is not None and night_now(self.key_suit):
            chosen.add(clock.option)
        return frozenset(chosen)

    def rows(self) -> list[Row]:
        choose_players = self.next_players if len(self.player_counts()) > 1 else fixed
        rows: list[Row] = [(_("Players"), _("{n} players").format(n=self.players), choose_players)]
        if len(self.game.variants) > 1:
            rows.append((self.ui.variant_label(), translated(self.variant.name), self.next_variant))
        allowed = self.allowed_options()
        for option in self.shown_options():
            if option.id not in allowed:  # kept in its place, so that the rows below never move under the pointer
                value = _("Not for {n} players").format(n=self.players)
                rows.append((translated(option.name), value, fixed))
                continue
            value = _("On") if option.id in self.options else _("Off")
            rows.append((translated(option.name), value, lambda option=option.id: self.toggle(option)))  # type: ignore[misc]
        clock = self.clock
        if clock is not None:
            words = {"clock": _("By the clock"), "day": clock.off(), "night": clock.on()}
            rows.append((clock.label(), words[self.key_suit], self.next_key_suit))
        if self.host:  # friends take the seats; the stake and the match's length are the server's defaults
            return rows + self.open_seats_row()
        if self.ui.stakes:
            stake = ngettext("{n} chip", "{n} chips", self.stake).format(n=self.stake)
            rows.append((_("Stake"), stake, self.next_stake))
        if self.game.match_rounds:
            rows.append((_("Match"), rounds_name(self.rounds), self.next_rounds))
        if self.bot_levels():
            for seat in range(1, self.players):
                spec = self.levels[seat - 1]
                if spec == PERSON:  # pass and play: a person at this computer
                    label, value = _("Seat {n}").format(n=seat + 1), _("A person here")
                else:
                    label, value = bot_name(seat, self.players), difficulty_name(spec)
                rows.append((label, value, lambda seat=seat: self.next_level(seat)))  # type: ignore[misc]
        return rows

    def open_seats_row(self) -> list[Row]:
        """Hosting: the bots' level for the seats no friend takes, and how long a lost friend's seat waits."""
        grace = self.ctx.settings.net_grace
        wait = ngettext("{n} second", "{n} seconds", grace).format(n=grace)
        rows: list[Row] = [(_("Wait for a lost friend"), wait, self.next_grace)]
        if not self.bot_levels():
            return rows
        return [(_("Open seats"), difficulty_name(self.levels[0]), lambda: self.next_level(1, people=False)), *rows]

    def next_grace(self) -> None:
        settings = self.ctx.settings
        settings.net_grace = (
            GRACES[(GRACES.index(settings.net_grace) + 1) % len(GRACES)] if settings.net_grace in GRACES else 30
        )

    def next_players(self) -> None:
        counts = self.player_counts()
        at = counts.index(self.players) + 1 if self.players in counts else 0
        self.set_players(counts[at % len(counts)])

    def set_players(self, players: int) -> None:
        """A player count the variant does not allow takes the first variant that does (three or four players
        of Panjpar take the 36-card pack: the 52-card game is a duel)."""
        before = self.game.match_lengths(self.players)
        self.players = players
        if players not in self.variant.players:
            self.variant = next(v for v in self.game.variants if players in v.players)
        if self.rounds in before:  # the same choice of length, as a multiple of the new count
            self.rounds = self.game.match_lengths(players)[before.index(self.rounds)]

    def next_variant(self) -> None:
        """The next variant; one that does not allow the player count brings the table to its fewest players."""
        offered = self.game.variants
        self.variant = offered[(offered.index(self.variant) + 1) % len(offered)]
        if self.players not in self.variant.players:
            self.players = min(self.variant.players)

    def toggle(self, option: str) -> None:
        self.options ^= {option}

    def next_key_suit(self) -> None:
        self.key_suit = KEY_SUITS[(KEY_SUITS.index(self.key_suit) + 1) % len(KEY_SUITS)]

    def next_stake(self) -> None:
        stakes = self.ui.stakes
        self.stake = stakes[(stakes.index(self.stake) + 1) % len(stakes)]

    def next_rounds(self) -> None:
        offered = self.game.match_lengths(self.players)
        self.rounds = offered[(offered.index(self.rounds) + 1) % len(offered)] if self.rounds in offered else 0

    def next_level(self, seat: int, people: bool = True) -> None:
        """The seat's next bot level, then a person at this computer (pass and play), then the first level."""
        levels = (*self.bot_levels(), PERSON) if people else self.bot_levels()
        current = self.levels[seat - 1]
        self.levels[seat - 1] = levels[(levels.index(current) + 1) % len(levels)] if current in levels else levels[0]

    def setup(self) -> TableSetup:
        """The match chosen (refused by :class:`TableSetup` when the rules cannot play it)."""
        bots = tuple(self.levels[: self.players - 1]) if self.bot_levels() else (ANY_GAME_BOT,) * (self.players - 1)
        return TableSetup(self.variant.variant, bots, self.chosen_options(), stake=self.stake, rounds=self.rounds)

    def pass_by(self, linger: float) -> None:
        self.start()

    def start(self) -> None:
        """Remember the choice and open the table."""
        s = self.ctx.settings
        s.variant, s.players = self.variant.id, self.players
        s.game_players = remember_players(s.game_players, self.game.id, self.players)  # review 11: 6 came back as 4
        if self.game.options:
            s.game_options = remember_options(s.game_options, self.game.id, self.options)
        if self.clock is not None:
            s.key_suit = self.key_suit
        if self.ui.stakes:
            s.stake = self.stake
        if self.game.match_rounds:
            s.rounds = self.rounds
        if self.bot_levels():  # the bots' levels; a person's seat is offered as a bot again next time
            s.set_seat_difficulties([self.default_level() if level == PERSON else level for level in self.levels])
        self.ctx.save_settings()
        if self.host:  # the waiting room over the menu: Leave, or a message of why not, goes back to it
            level = self.levels[0] if self.bot_levels() and self.levels[0] != PERSON else self.default_level()
            self.ctx.replace_all(self.ctx.make("menu"))
            self.ctx.open("host_table", self.setup(), level or ANY_GAME_BOT)
            return
        self.ctx.replace_all(self.ctx.make("table", self.setup(), self.ctx.seed))

    def back(self) -> None:
        self.ctx.pop(self)

    # ----- screen ------------------------------------------------------------------------------------------
    def frame(self) -> tuple[pygame.Rect, float]:
        """The panel and the rows' step in units: the rows close up (down to a small gap between buttons) when
        the rows, the notes under them and Start would not fit the window otherwise."""
        w, h = self.ctx.size
        u = self.ctx.layout.unit
        width = round(min(w * 0.7, u * 44))
        wrap = self.ctx.text.wrap
        notes = max(len(wrap(note, self.note_size(), self.note_width(width))) for note in self.all_notes())
        fixed = u * (HEADING + NOTES_GAP + BUTTONS) + notes * self.ctx.text.line_height(self.note_size())
        room = h * 0.92 - u * HINT
        # Room for the bots' rows of the most players: the panel never moves when the count changes (a click after
        # pressing 6 landed on another row).
        more_seats = max(self.player_counts()) - self.players if self.bot_levels() and not self.host else 0
        rows = len(self.rows()) + more_seats
        step = max(MIN_STEP, min(STEP, (room - fixed) / (rows * u)))
        rect = pygame.Rect(0, 0, width, round(min(room, fixed + rows * step * u)))
        rect.center = (w // 2, round(h / 2 - u * HINT / 2))
        return rect, step

    def box(self) -> pygame.Rect:
        return self.frame()[0]

    def note_size(self) -> int:
        return round(self.ctx.layout.unit * 0.85)

    def note_width(self, box_width: int) -> int:
        return box_width - self.ctx.layout.unit * 4

    def _layout(self) -> None:
        box, step = self.frame()
        label = _("Host") if self.host else None
        self.buttons.set(set_up_buttons(self.ctx, box, self.rows(), self.start, self.back, step, label))

    def handle(self, action: Action) -> None:
        if isinstance(action, PointerMove):
            self.ctx.pointer = action.pos
        if isinstance(action, KeyPress) and action.key == pygame.K_ESCAPE:
            self.back()
            return
        if isinstance(action, KeyPress) and action.key == pygame.K_F1:  # as at the table and in the menu: the rules
            self.ctx.open("rules", self.game.id)
            return
        self._layout()
        count, focus = len(self.buttons.items), self.buttons.focus
        digits = {key: n for key, n in DIGIT_KEYS.items() if n in self.player_counts()}
        if isinstance(action, KeyPress) and action.key in digits:
            self.set_players(digits[action.key])
        elif not self.buttons.handle(action):
            return
        self._layout()
        if len(self.buttons.items) != count and focus is not None and focus >= count - 2:
            self.buttons.focus = len(self.buttons.items) - (count - focus)  # Start and Back keep the focus

    def notes(self) -> str:
        """The line under the rows: the note of the row under the pointer or in focus (an option, the key suit,
        a bot's level), else the variant's."""
        row = self.pointed_row()
        note = self.row_notes().get(row, "") if row is not None else ""
        return note or translated(self.variant.note)

    def all_notes(self) -> list[str]:
        """Every line :meth:`notes` may show (the panel keeps room for the longest, so that it never moves)."""
        return [translated(self.variant.note), *self.row_notes().values()]

    def row_notes(self) -> dict[str, str]:
        """Each explained row's note, by the row's label."""
        notes = {
            translated(o.name): f"{translated(o.name)}: {translated(o.note)}" for o in self.shown_options() if o.note
        }
        clock = self.clock
        if clock is not None and clock.note():
            notes[clock.label()] = clock.note()
        if self.ui.stakes and not self.host:
            notes[_("Stake")] = _("Stake: the chips every player puts into the pot each round.")
        if self.game.match_rounds and not self.host:
            notes[_("Match")] = _(
                "Match: how many rounds are played; the most chips at the end wins. No limit: play as long as you like."
            )
        if self.bot_levels() and not self.host:
            said = {
                "easy": _("Easy plays simply and makes mistakes."),
                "hard": _("Hard plays out many possible deals before each move."),
                "expert": _("Expert plays out more of them, up to two seconds a move."),
            }
            levels = [said[level] for level in self.bot_levels() if level in said]
            bots = " ".join([*levels, _("A person here: someone at this computer takes the seat.")])
            for label, _value, _callback in self.rows()[-(self.players - 1) :]:
                notes[label] = f"{label}: {bots}"
        return notes

    def pointed_row(self) -> str | None:
        """The label of the row under the pointer, or else in focus."""
        rows = self.rows()
        row = self.buttons.pointed(self.ctx.pointer, len(rows))
        return rows[row][0] if row is not None else None

    def draw(self, surface: pygame.Surface) -> None:
        box = self.box()
        u = self.ctx.layout.unit
        text = self.ctx.text
        title = _("Host a table: {game}").format(game=game_name(self.game.id)) if self.host else game_name(self.game.id)
        screen_panel(surface, self.ctx, box, title)
        self._layout()
        rows = self.rows()
        row_labels(surface, self.ctx, box, (label for label, _value, _cb in rows), self.buttons)
        y = self.buttons.items[len(rows) - 1][0].rect.bottom + u
        for line in text.render_lines(self.notes(), self.note_size(), INK_DIM, self.note_width(box.w)):
            surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
            y += line.get_height()
        self.buttons.draw(surface, text, self.ctx.pointer)
        counts = self.player_counts()
        keys = ", ".join(map(str, counts))
        words = (
            _("Arrows and Enter to choose · {keys}: players · F1 rules · Esc back").format(keys=keys)
            if len(counts) > 1
            else _("Arrows and Enter to choose · F1 rules · Esc back")
        )
        hint = text.render(words, round(u * 0.75), INK_DIM)
        if box.bottom + u // 2 + hint.get_height() <= self.ctx.size[1]:
            surface.blit(hint, hint.get_rect(midtop=(box.centerx, box.bottom + u // 2)))
