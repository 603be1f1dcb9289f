"""Screenshots of the table's help (issue 12): a hint, a move taken back, the coach's first tip, the statistics
marking the help a game had, and the end of a match of a set number of rounds; at 1280x800 and 1920x1080, from the
real program (the app's own loop and drawing, SDL's offscreen driver), each in a fresh data folder.

    python docs/screenshots/help_screens.py [--out docs/screenshots]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from shots import save

from game.engine import registry
from game.panjpar.variants import PANJPAR_36
from game.ui.scenes.dialogs import GameOverScene
from game.ui.scenes.table import TableScene
from game.ui.tablesetup import TableSetup
from game.ui.window import App

SIZES = ((1280, 800), (1920, 1080))


def fresh_app(size: tuple[int, int], **settings: object) -> App:
    os.environ["PANJPAR_DATA_DIR"] = tempfile.mkdtemp(prefix="panjpar-shots-")
    app = App(size=size, in_process_bot=True)
    for name, value in settings.items():
        setattr(app.ctx.settings, name, value)
    return app


def pump_until(app: App, done: object, frames: int = 3000) -> None:
    for _ in range(frames):
        if callable(done) and done():
            return
        app.pump(1 / 30)
    raise AssertionError("the moment never came")


def panjpar_table(app: App, seed: int = 4) -> TableScene:
    table = TableScene(app.ctx, TableSetup(PANJPAR_36, ("hard",)), seed)
    app.ctx.replace_all(table)
    return table


def hint_and_undo(out: Path, size: tuple[int, int]) -> None:
    app = fresh_app(size, take_back=True, coach=False, speed="fast")
    table = panjpar_table(app, seed=5)  # the player attacks first: the hint lifts an attack
    pump_until(app, lambda: table.my_move)
    table.ask_hint()
    pump_until(app, lambda: table.hints.given == 1)
    for _ in range(12):
        app.pump(1 / 30)
    save(app.screen, out / f"hint-{size[0]}x{size[1]}.png")
    table.submit(next(iter(table.view.legal_actions())))
    pump_until(app, lambda: table.my_move)
    table.take_back()
    for _ in range(6):
        app.pump(1 / 30)
    save(app.screen, out / f"undo-{size[0]}x{size[1]}.png")
    rng = random.Random(2)
    pump_until(
        app,
        lambda: (
            isinstance(app.ctx.stack[-1], GameOverScene)
            or (table.my_move and table.submit(rng.choice(list(table.view.legal_actions()))) is not None)
        ),
        20000,
    )
    app.ctx.replace_all(app.ctx.make("menu"))
    app.ctx.open("statistics")
    for _ in range(4):
        app.pump(1 / 30)
    save(app.screen, out / f"statistics-help-{size[0]}x{size[1]}.png")
    app.close()


def coach(out: Path, size: tuple[int, int]) -> None:
    app = fresh_app(size, speed="fast")
    table = panjpar_table(app, seed=5)
    pump_until(app, lambda: table.my_move)
    for _ in range(10):
        app.pump(1 / 30)
    save(app.screen, out / f"coach-{size[0]}x{size[1]}.png")
    app.close()


def match_over(out: Path, size: tuple[int, int]) -> None:
    app = fresh_app(size, speed="fast")
    variant = registry.GAMES["komi"].variants[0].variant
    table = TableScene(app.ctx, TableSetup(variant, ("easy", "easy", "easy"), rounds=5), 9)
    app.ctx.replace_all(table)
    for _ in range(5):
        pump_until(
            app,
            lambda: (
                isinstance(app.ctx.stack[-1], GameOverScene)
                or (table.my_move and table.submit(next(iter(table.view.legal_actions()))) is not None)
            ),
            20000,
        )
        over = app.ctx.stack[-1]
        assert isinstance(over, GameOverScene)
        if table.match_over:
            break
        over.play_again()
    for _ in range(10):
        app.pump(1 / 30)
    save(app.screen, out / f"match-over-{size[0]}x{size[1]}.png")
    app.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(Path(__file__).parent))
    out = Path(parser.parse_args().out)
    for size in SIZES:
        for shoot in (hint_and_undo, coach, match_over):
            shoot(out, size)
            print(f"{shoot.__name__} {size[0]}x{size[1]}", flush=True)


if __name__ == "__main__":
    main()
