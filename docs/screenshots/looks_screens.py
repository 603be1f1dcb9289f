"""Screenshots of the looks the player chooses (issue 12): the Settings screen with its preview, a Panjpar and an
ekrang table in a non-default theme, and Dari (right to left): the menu, a Panjpar table and its rules; at 1280x800
and 1920x1080, from the real program (SDL's offscreen driver), each in a fresh data folder.

    python docs/screenshots/looks_screens.py [--out docs/screenshots]
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

from shots import save

from game.engine import registry
from game.panjpar.variants import PANJPAR_36
from game.ui import i18n
from game.ui.scenes.table import TableScene
from game.ui.tablesetup import TableSetup
from game.ui.window import App

SIZES = ((1280, 800), (1920, 1080))
#: A theme away from the default: the trellis back, the deep blue cloth, the large index.
THEME = {"card_back": "trellis", "cloth": "blue", "large_index": True}


def app_for(size: tuple[int, int], language: str = "en", **settings: object) -> App:
    os.environ["PANJPAR_DATA_DIR"] = tempfile.mkdtemp(prefix="panjpar-shots-")
    app = App(size=size, in_process_bot=True)
    s = app.ctx.settings
    for name, value in {"coach": False, "speed": "fast", **settings}.items():
        setattr(s, name, value)
    app.ctx.art.theme = s.theme
    if language != "en":
        s.language = language
        i18n.set_language(language)
        app.ctx.text.set_language(language)
    return app


def settle(app: App, frames: int = 30) -> None:
    for _ in range(frames):
        app.pump(1 / 30)


def table_at_my_turn(app: App, setup: TableSetup, turns: int) -> TableScene:
    table = TableScene(app.ctx, setup, 5)
    app.ctx.replace_all(table)
    played = 0
    for _ in range(20000):
        app.pump(1 / 30)
        if table.my_move:
            if played == turns:
                settle(app, 10)
                return table
            table.submit(next(iter(table.view.legal_actions())))
            played += 1
    raise AssertionError("the player's turn never came")


def shoot(out: Path, size: tuple[int, int]) -> None:
    tag = f"{size[0]}x{size[1]}"
    app = app_for(size, **THEME)
    app.ctx.open("settings")
    settle(app, 5)
    save(app.screen, out / f"settings-themes-{tag}.png")
    table_at_my_turn(app, TableSetup(PANJPAR_36, ("easy", "easy")), 2)
    save(app.screen, out / f"theme-panjpar-{tag}.png")
    ekrang = registry.GAMES["ekrang"].variants[0].variant
    table_at_my_turn(app, TableSetup(ekrang, ("easy", "easy")), 2)
    save(app.screen, out / f"theme-ekrang-{tag}.png")
    app.close()
    dari = app_for(size, "fa_AF")
    settle(dari, 5)
    save(dari.screen, out / f"dari-menu-{tag}.png")
    table_at_my_turn(dari, TableSetup(PANJPAR_36, ("easy",)), 2)
    save(dari.screen, out / f"dari-table-{tag}.png")
    dari.ctx.open("rules", "panjpar")
    settle(dari, 5)
    save(dari.screen, out / f"dari-rules-{tag}.png")
    dari.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(Path(__file__).parent))
    out = Path(parser.parse_args().out)
    for size in SIZES:
        shoot(out, size)
        print(f"looks {size[0]}x{size[1]}", flush=True)


if __name__ == "__main__":
    main()
