"""Statistics: the player's games, wins, losses, draws, win rate and streaks (all, per variant, per bot),
and the recent games, each with Watch (the replay viewer) and Export (a ``.panjpar`` or ``.ganjifa`` file).

Every string here comes from the database, which another program may have written: each is clipped before it is
read (game/ui/scenes/recent.py), then cut to its column's width (:meth:`TextRenderer.cut_to_width`).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

import pygame

from game.engine import registry
from game.storage import GameSummary, Statistics, Tally
from game.ui.i18n import _
from game.ui.input import Action, KeyPress, PointerDown, PointerMove
from game.ui.scenes.base import ButtonGroup, Context, Scene, mirror, screen_panel
from game.ui.scenes.recent import MatchRounds, RecentRow, field, folded, listed, local_time, row_cells
from game.ui.scenes.tallies import TallyTable, tally_tables
from game.ui.widgets import GOLD, INK, INK_DIM, Button, fit_text, panel

#: How many games the list reads (newest first); it shows a page of them at a time.
RECENT = 200


def column_widths(natural: list[int], room: int, cut: int) -> list[int]:
    """The columns' widths in ``room``: each its natural width and an equal share of what is left over; short of
    room, column ``cut`` gives up what is missing (never below a tenth of the room), then the widest of the others
    (a result of a 300-digit chip count in a hostile database ran under the buttons and off the screen)."""
    spare = room - sum(natural)
    if spare >= 0:
        share, left_over = divmod(spare, len(natural))
        return [width + share + (1 if i < left_over else 0) for i, width in enumerate(natural)]
    widths = list(natural)
    widths[cut] = max(room // 10, natural[cut] + spare)
    for _column in range(len(widths)):  # each pass takes what it can from the widest: a few passes at most
        over = sum(widths) - room
        widest = max(range(len(widths)), key=widths.__getitem__)
        if over <= 0 or widths[widest] <= room // 10:
            break
        widths[widest] = max(room // 10, widths[widest] - over)
    return widths


class StatisticsScene(Scene):
    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        saves = ctx.saves
        self.stats: Statistics | None = saves.statistics() if saves is not None else None
        self.recent: list[GameSummary] = saves.games(RECENT) if saves is not None else []
        #: The list's rows: the games, a match's rounds for chips folded into one (game/ui/scenes/recent.py).
        self.folded: list[RecentRow] = folded(self.recent)
        #: The matches whose rounds are shown under their row (Show rounds).
        self.opened: set[int] = set()
        #: The tallies as the screen shows them, made once: the statistics do not change while it is open.
        self._tables = tally_tables(self.stats) if self.stats is not None else []
        self.page = 0
        self.buttons = ButtonGroup()
        self.buttons.focus = None

    # ----- content -------------------------------------------------------------------------------------
    def tables(self) -> list[TallyTable]:
        """The tables of tallies shown (game/ui/scenes/tallies.py): the games, then the rounds for chips."""
        return self._tables

    def rows(self) -> list[tuple[str, Tally]]:
        """Every row of the tables, as ``(label, tally)``, in the order shown."""
        return [row for table in self.tables() for row in table.rows]

    def table_lines(self) -> int:
        """The lines the tables take: a line of heads and the rows of each."""
        return sum(1 + len(table.rows) for table in self.tables())

    def box(self) -> pygame.Rect:
        w, h = self.ctx.size
        u = self.ctx.layout.unit
        rect = pygame.Rect(0, 0, round(min(w - 2 * u, u * 62)), h - 2 * u)
        rect.center = (w // 2, h // 2)
        return rect

    def _geometry(self) -> tuple[pygame.Rect, int, int, int]:
        """The box, the top of the games list, its row height and how many rows fit."""
        box = self.box()
        u = self.ctx.layout.unit
        row_h = round(u * 1.35)
        list_top = box.y + round(u * 4.2) + row_h * max(2, self.table_lines()) + u * 2 + round(u * 1.6)
        game_h = round(u * 2.1)
        per_page = max(1, (box.bottom - round(u * 4.6) - list_top) // game_h - 1)
        return box, list_top, game_h, per_page

    def listed(self) -> list[tuple[RecentRow, bool]]:
        """Every row of the list, each with whether it is a round shown under its match's row."""
        return listed(self.folded, self.opened)

    def page_rows(self) -> list[tuple[RecentRow, bool]]:
        """The rows of the page shown."""
        _box, _top, _h, per_page = self._geometry()
        rows = self.listed()
        self.page = max(0, min(self.page, (len(rows) - 1) // per_page if rows else 0))
        return rows[self.page * per_page : (self.page + 1) * per_page]

    def _layout(self) -> None:
        box, top, game_h, per_page = self._geometry()
        u = self.ctx.layout.unit
        bh = round(game_h * 0.8)
        bw = round(u * 5.5)
        items: list[tuple[Button, Callable[[], None]]] = []
        flip = mirror(self.ctx, box)  # right to left: Watch and Export at the left, Newer at the right
        for i, (row, _inner) in enumerate(self.page_rows()):
            y = top + game_h * (i + 1) + (game_h - bh) // 2
            export = pygame.Rect(box.right - round(u * 1.5) - bw, y, bw, bh)
            watch = flip.rect(export.move(-bw - u // 2, 0))
            if isinstance(row, MatchRounds):  # one button across both places: show or hide its rounds
                words = _("Hide rounds") if row.match_id in self.opened else _("Show rounds")
                items.append((Button(watch.union(flip.rect(export)), words, primary=False), self._folder(row)))
                continue
            game, export = row, flip.rect(export)
            # The replay viewer shows a game of any game the registry knows (the viewer opens it by its record).
            watchable = game.actions > 0 and registry.game_info(field(game.game)) is not None
            items.append((Button(watch, _("Watch"), primary=False, enabled=watchable), self._watcher(game)))
            items.append((Button(export, _("Export"), primary=False), self._exporter(game)))
        shown = len(self.listed())
        pages = (shown - 1) // per_page + 1 if shown else 1
        back = pygame.Rect(0, 0, u * 9, round(u * 2.3))
        back.midbottom = (box.centerx, box.bottom - u)
        newer = flip.rect(pygame.Rect(box.x + u, back.y, u * 9, back.h))
        older = flip.rect(pygame.Rect(box.right - u - u * 9, back.y, u * 9, back.h))
        items.append((Button(newer, _("Newer"), primary=False, enabled=self.page > 0), self.newer))
        items.append((Button(back, _("Back")), self.back))
        items.append((Button(older, _("Older"), primary=False, enabled=self.page < pages - 1), self.older))
        self.buttons.set(items)

    def _watcher(self, game: GameSummary) -> Callable[[], None]:
        return lambda: self.watch(game)

    def _exporter(self, game: GameSummary) -> Callable[[], None]:
        return lambda: self.export(game)

    def _folder(self, match: MatchRounds) -> Callable[[], None]:
        return lambda: self.show_rounds(match)

    # ----- actions -------------------------------------------------------------------------------------
    def watch(self, game: GameSummary) -> None:
        saves = self.ctx.saves
        text = saves.record_text(game.id) if saves is not None else None
        if text is None:
            return
        title = _("game {n}").format(n=game.id) + " · " + local_time(game.started)
        self.ctx.open("record_text", text, _("game {n}").format(n=game.id), title, game.human_seat)

    def export(self, game: GameSummary) -> None:
        saves = self.ctx.saves
        if saves is None:
            return
        try:
            path = saves.export(game)
        except (OSError, sqlite3.Error, KeyError) as error:
            self.ctx.open("message", _("Export failed"), [_("The game could not be written:"), str(error)])
            return
        self.ctx.open("message", _("Game exported"), [_("The game record was saved as:"), str(path)])

    def show_rounds(self, match: MatchRounds) -> None:
        """Show the match's rounds under its row, or hide them again."""
        self.opened ^= {match.match_id}

    def newer(self) -> None:
        self.page = max(0, self.page - 1)

    def older(self) -> None:
        self.page += 1
        self.page_rows()

    def back(self) -> None:
        self.ctx.pop(self)

    def handle(self, action: Action) -> None:
        if isinstance(action, PointerMove | PointerDown):
            self.ctx.pointer = action.pos
        self._layout()
        if isinstance(action, KeyPress):
            if action.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.back()
                return
            if action.key == pygame.K_PAGEUP:
                self.newer()
                return
            if action.key == pygame.K_PAGEDOWN:
                self.older()
                return
        self.buttons.handle(action)

    # ----- drawing -------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        box, list_top, game_h, per_page = self._geometry()
        u = self.ctx.layout.unit
        text = self.ctx.text
        screen_panel(surface, self.ctx, box, _("Statistics"), 228)
        flip = mirror(self.ctx, box)  # right to left: every column and label as in a mirror

        # The tallies: a line of heads, then the rows, for each table.
        row_h = round(u * 1.35)
        size = round(u * 0.9)
        left = box.x + u * 2
        label_w = round((box.w - u * 4) * 0.27)
        y = box.y + round(u * 4.2)
        for table in self.tables():
            col_w = (box.w - u * 4 - label_w) // len(table.heads)
            for i, name in enumerate(table.heads):
                label = fit_text(text, name, round(u * 0.8), INK_DIM, col_w - u // 2, bold=True)
                flip.blit(surface, label, midtop=(left + label_w + col_w * i + col_w // 2, y))
            pygame.draw.line(surface, (120, 92, 36), (left, y + row_h - 4), (box.right - u * 2, y + row_h - 4), 1)
            for r, (name, _tally) in enumerate(table.rows):
                y += row_h
                colour = GOLD if r == 0 else INK
                label = text.render(text.cut_to_width(name, size, label_w - u // 2, r == 0), size, colour, r == 0)
                flip.blit(surface, label, topleft=(left, y))
                for i, value in enumerate(table.row_cells(r)):
                    cell = text.render(value, size, colour, bold=r == 0)
                    flip.blit(surface, cell, midtop=(left + label_w + col_w * i + col_w // 2, y))
            y += row_h
        if self.stats is None or self.stats.overall.games == 0:
            empty = text.render(_("No finished games yet."), size, INK_DIM)
            flip.blit(surface, empty, topleft=(left, y))

        # The recent games.
        head = text.render(_("Recent games"), round(u * 1.2), GOLD, bold=True)
        flip.blit(surface, head, topleft=(left, list_top - round(u * 1.6)))
        page = self.page_rows()
        if page:
            first = self.page * per_page + 1  # the page is clamped by page_rows
            shown = _("{first}–{last} of {total}").format(
                first=first, last=first + len(page) - 1, total=len(self.listed())
            )
            label = text.render(shown, round(u * 0.8), INK_DIM)
            flip.blit(
                surface,
                label,
                bottomright=(box.right - round(u * 1.5), head.get_height() + list_top - round(u * 1.6)),
            )
        heads = [_("Started"), _("Game"), _("Opponents"), _("Result"), _("Moves")]
        rows = [row_cells(row) for row, _inner in page]
        buttons = box.right - round(u * 1.5) - 2 * round(u * 5.5) - u // 2  # where the Watch buttons begin
        natural = [  # a column's widest cell or its head (no games yet: the heads alone)
            max([text.measure(head, round(u * 0.8), bold=True)[0], *(text.measure(row[i], size)[0] for row in rows)])
            + u
            for i, head in enumerate(heads)
        ]
        widths = column_widths(natural, buttons - left, cut=1)  # a long game name is what gets cut, if anything
        starts = [left + sum(widths[:i]) for i in range(len(widths))]
        for name, start in zip(heads, starts, strict=True):
            label = text.render(name, round(u * 0.8), INK_DIM, bold=True)
            flip.blit(surface, label, topleft=(start, list_top + u // 2))
        for i, (cells, (_row, inner)) in enumerate(zip(rows, page, strict=True)):
            gy = top = list_top + game_h * (i + 1)
            if i % 2 == 0:
                surface.blit(panel((box.w - u * 2, game_h), (255, 255, 255), 14, u // 3), (box.x + u, top))
            if inner:  # a round of the opened match above: a gold bar down the list's edge ties it to its row
                bar = flip.rect(pygame.Rect(box.x + u + u // 6, top + 2, max(2, u // 5), game_h - 4))
                pygame.draw.rect(surface, GOLD, bar, border_radius=max(1, u // 10))
            for value, start, room in zip(cells, starts, widths, strict=True):
                cell = text.render(text.cut_to_width(value, size, room - u // 2), size, INK)
                flip.blit(surface, cell, midleft=(start, gy + game_h // 2))
        if not self.recent:
            empty = text.render(_("No games played yet."), size, INK_DIM)
            flip.blit(surface, empty, topleft=(left, list_top + game_h + u // 2))
        self._layout()
        self.buttons.draw(surface, text, self.ctx.pointer)
