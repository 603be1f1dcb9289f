"""Screenshots of the Ganjifa screens: the game chooser, each game's set-up, its table in play and its game-over,
at 1280x800 and 1920x1080, from the real program (the app's own loop and drawing, SDL's offscreen driver).

    python docs/screenshots/ganjifa_screens.py [--out docs/screenshots] [--only ekrang]

The player's seat plays the first legal action each turn (komi: the last, so a stake of ten, then fold); the bots
are the easy ones (quick, and deterministic for a seed). A table is shot at its game's moment (see table_moment),
its game-over at the end of the game it was shot in.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent))  # shots.py beside this script
# A fresh data folder: the default settings (English), no saved game or statistics of whoever runs it.
os.environ["PANJPAR_DATA_DIR"] = tempfile.mkdtemp(prefix="panjpar-shots-")

from shots import save

from game.engine import registry
from game.ganjifa.komi.state import KomiView
from game.ui.ganjifa.presenter import GanjifaPresenter
from game.ui.scenes.dialogs import GameOverScene
from game.ui.scenes.table import TableScene
from game.ui.tablesetup import TableSetup
from game.ui.window import App

SIZES = ((1280, 800), (1920, 1080))
#: (game, players, options, the player's turns before the table's shot)
TABLES: tuple[tuple[str, int, frozenset[str], int], ...] = (
    ("nakashth", 4, frozenset(), 0),
    ("komi", 4, frozenset({"betting"}), 1),
    ("ekrang", 2, frozenset(), 4),
    ("ekrang", 3, frozenset(), 4),
    ("ekrang", 4, frozenset(), 4),
    ("hamrang", 4, frozenset(), 3),
)


def settle(app: App, table: TableScene | None = None, frames: int = 400) -> None:
    """Frames until nothing moves (and, at a table, the player may act or the game is over)."""
    for _ in range(frames):
        app.pump(1 / 30)
        if table is None:
            if not app.animating:
                return
        elif table.idle and (table.ready or isinstance(app.ctx.stack[-1], GameOverScene)):
            return


def table_moment(table: TableScene, game: str, played: int, turns: int) -> bool:
    """The moment a game's table is shot: nakashth's pot flying to the winner, komi's bet with the player's
    cards seen, a trick game after the player's first few turns, once the cards are still."""
    presenter = table.presenter
    assert isinstance(presenter, GanjifaPresenter)
    if game == "nakashth":
        chips = presenter.board.chips
        paid = any(move.target[0] == "plate" for move in presenter.model.moves)
        return paid and bool(chips) and chips[0].progress > 0.5
    if game == "komi":
        view = table.view
        bet = isinstance(view, KomiView) and view.phase == "bet"
        return bet and table.idle and table.ready and bool(presenter.choice_buttons())
    return played >= turns and table.idle and table.ready


def table_shots(out: Path, size: tuple[int, int], game: str, players: int, options: frozenset[str], turns: int) -> None:
    app = App(size=size, in_process_bot=True)
    variant = registry.GAMES[game].variants[0].variant
    bots = ("easy",) * (players - 1) if registry.GAMES[game].levels else ("random",) * (players - 1)
    table = TableScene(app.ctx, TableSetup(variant, bots, options, stake=5), 17)
    app.ctx.replace_all(table)
    played = 0
    name = f"{game}-{players}p" if game in ("ekrang",) else game
    shot = False
    for _ in range(40000):
        app.pump(1 / 30)
        top = app.ctx.stack[-1]
        if isinstance(top, GameOverScene):
            if shot:
                break
            top.buttons.items[0][1]()  # Play again: the moment did not come in this game (komi's player dealt)
            continue
        if not shot and table_moment(table, game, played, turns):
            save(app.screen, out / f"{name}-{size[0]}x{size[1]}.png")
            shot = True
        view = table.view
        if table.ready and view is not None and view.legal_actions():
            table.submit(view.legal_actions()[-1 if game == "komi" else 0])
            played += 1
    settle(app, table, 60)
    save(app.screen, out / f"{name}-over-{size[0]}x{size[1]}.png")
    app.close()


def setup_shots(out: Path, size: tuple[int, int]) -> None:
    app = App(size=size, in_process_bot=True)
    settle(app)
    app.ctx.open("choose_game")
    settle(app)
    save(app.screen, out / f"game-chooser-{size[0]}x{size[1]}.png")
    for game in ("nakashth", "komi", "ekrang", "hamrang"):
        scene = app.ctx.open("set_up", game)
        settle(app)
        save(app.screen, out / f"setup-{game}-{size[0]}x{size[1]}.png")
        app.ctx.pop(scene)
    app.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(Path(__file__).parent))
    parser.add_argument("--only", help="only this game's tables (and no set-up screens)")
    args = parser.parse_args()
    out = Path(args.out)
    for size in SIZES:
        if not args.only:
            setup_shots(out, size)
        for game, players, options, turns in TABLES:
            if args.only in (None, game):
                table_shots(out, size, game, players, options, turns)
                print(f"{game} {players}p {size[0]}x{size[1]}", flush=True)


if __name__ == "__main__":
    main()
