"""Screenshots of the table's log and of the latest battle left on the table (issue 12 items 1 and 5), at 1280x800
and 1920x1080, from the real program (the app's own loop and drawing, SDL's offscreen driver).

    python docs/screenshots/log_screens.py [--out /tmp/log_shots]

- ``log-panjpar``: the log open at a two-player Panjpar table after a few battles;
- ``log-ekrang``: the log open at a three-player ekrang table after a few tricks;
- ``latest-battle``: a Panjpar table just after a battle, its beaten pairs still on the table;
- ``replay-words``: the replay viewer on a record with a ``Bots`` tag, at a defence in words.

The player's seat plays the first legal action each turn; the bots are the easy ones (deterministic for a seed).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent))  # shots.py beside this script
# A fresh data folder: the default settings (English), no saved game or statistics of whoever runs it.
os.environ["PANJPAR_DATA_DIR"] = tempfile.mkdtemp(prefix="panjpar-shots-")

from shots import save

from game.engine import registry
from game.panjpar.variants import PANJPAR_36
from game.ui.panjpar.presenter import PanjparPresenter
from game.ui.replay import ReplayScene
from game.ui.scenes.table import TableScene
from game.ui.tablesetup import TableSetup
from game.ui.window import App

SIZES = ((1280, 800), (1920, 1080))
RECORD = Path(__file__).resolve().parents[2] / "tests" / "panjpar" / "records" / "seed000.panjpar"


def play_until(app: App, table: TableScene, moment: Callable[[], bool], frames: int = 20_000) -> None:
    """Frames (the player's seat making the first legal move on her turn) until ``moment()``."""
    for _ in range(frames):
        if moment():
            return
        if app.ctx.stack[-1] is table and table.my_move:
            table.submit(next(iter(table.controller.view(table.me).legal_actions())))
        app.pump(1 / 30)
    raise SystemExit("the moment never came")


def shoot(app: App, path: Path) -> None:
    app.pump(1 / 30)
    save(app.screen, Path(path))
    print(path)


def table_of(app: App, game: str, variant: str, bots: tuple[str, ...], seed: int) -> TableScene:
    info = next(info for info in registry.GAMES[game].variants if info.variant.id == variant)
    table = TableScene(app.ctx, TableSetup(info.variant, bots), seed)
    app.ctx.replace_all(table)
    return table


def panjpar_shots(out: Path, size: tuple[int, int], tag: str) -> None:
    """A two-player Panjpar table just after a battle (its pairs still on the table), then its log open."""
    app = App(size=size, in_process_bot=True)
    table = table_of(app, "panjpar", PANJPAR_36.id, ("easy",), 5)
    presenter = table.presenter
    assert isinstance(presenter, PanjparPresenter)
    play_until(app, table, lambda: len(presenter.board.beaten) >= 2 and table.my_move and table.ready)
    shoot(app, out / f"latest-battle-{tag}.png")
    play_until(app, table, lambda: len(table.log.lines) >= 40 and table.my_move and table.ready)
    table.open_log()
    shoot(app, out / f"log-panjpar-{tag}.png")
    app.close()


def ekrang_shot(out: Path, size: tuple[int, int], tag: str) -> None:
    app = App(size=size, in_process_bot=True)
    table = table_of(app, "ekrang", registry.GAMES["ekrang"].variants[0].variant.id, ("easy", "easy"), 7)
    play_until(app, table, lambda: len(table.log.lines) >= 30 and table.my_move and table.ready)
    table.open_log()
    shoot(app, out / f"log-ekrang-{tag}.png")
    app.close()


def replay_shot(out: Path, size: tuple[int, int], tag: str) -> None:
    """The viewer on seed000 with a ``Bots`` tag, at the bot's defence that kills all three cards."""
    record = RECORD.read_text(encoding="utf-8").replace('[Result "*"]', '[Result "*"]\n[Bots "2:hard"]')
    path = out / "seed000-bots.panjpar"
    path.write_text(record, encoding="utf-8")
    app = App(size=size, record=str(path), in_process_bot=True)
    viewer = app.ctx.stack[-1]
    assert isinstance(viewer, ReplayScene)
    for _ in range(4):
        viewer.forward()
        for _frame in range(200):
            app.pump(1 / 30)
    shoot(app, out / f"replay-words-{tag}.png")
    app.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/log_shots"))
    out = parser.parse_args().out
    out.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        tag = f"{size[0]}x{size[1]}"
        panjpar_shots(out, size, tag)
        ekrang_shot(out, size, tag)
        replay_shot(out, size, tag)


if __name__ == "__main__":
    main()
