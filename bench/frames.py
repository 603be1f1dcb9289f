"""Render time per frame at the table during busy animation, and while the bot thinks.

    python bench/frames.py [--seconds 20] [--bot hard] [--sizes 1280x800,1920x1080] [--players 2]
    python bench/frames.py --game ekrang --players 3 [--options "mughal"]   # a Ganjifa table

Headless (SDL dummy driver): a game against the bot (a real BotWorker process when available) with the
player's moves made by an autopilot, paced at 60 frames a second like the real loop. Each frame's update and
drawing is timed (``App.step``); frames while the bot thinks are reported apart. Targets: p95 <= 8 ms at
1280x800, no frame over 50 ms while the hard bot thinks. ``--players 3`` or ``4`` plays the 36-card game with that
many seats (every bot seat ``--bot``). ``--game`` plays a Ganjifa table instead (its bots at ``--bot``; nakashth,
which has no bots, with ``random``); targets there: p95 <= 4 ms at 1280x800 and 6 ms at 1920x1080 while its bots
play.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from game.engine import registry
from game.panjpar.actions import GuessColour
from game.panjpar.controller import Controller
from game.panjpar.variants import PANJPAR_36
from game.ui.scenes.table import TableScene
from game.ui.tablesetup import TableSetup
from game.ui.window import App


def summary(times: list[float]) -> str:
    if not times:
        return "no frames"
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return f"frames {len(times):5d}  mean {statistics.mean(times):6.2f} ms  p95 {p95:6.2f} ms  max {max(times):6.2f} ms"


def make_setup(game: str, players: int, bot: str, options: frozenset[str]) -> TableSetup | str:
    """The table's set-up: Panjpar's (two players: a bare bot spec) or a Ganjifa game's with ``options``."""
    if game == registry.PANJPAR.id:
        return bot if players == 2 else TableSetup(PANJPAR_36, (bot,) * (players - 1))
    info = registry.GAMES[game]
    level = bot if any(level.id == bot for level in info.levels) else "random"
    return TableSetup(info.variants[0].variant, (level,) * (players - 1), options)


def run(
    size: tuple[int, int],
    seconds: float,
    bot: str,
    seed: int,
    players: int = 2,
    game: str = "panjpar",
    options: frozenset[str] = frozenset(),
) -> tuple[list[float], list[float], float]:
    app = App(size=size, data_dir=tempfile.mkdtemp(prefix="panjpar-frames-"))  # never the player's saves
    ctx = app.ctx
    ctx.settings.speed = "normal"
    table = TableScene(ctx, make_setup(game, players, bot, options), seed=seed)
    presenter = table.presenter
    ctx.replace_all(table)
    rng = random.Random(seed)
    all_times: list[float] = []
    thinking: list[float] = []
    moving = 0
    frame = 1 / 60
    end = time.perf_counter() + seconds
    app.step(frame)  # first frame: card images are made and cached (start-up cost, not a frame cost)
    while time.perf_counter() < end:
        start = time.perf_counter()
        if table.outcome is not None and table.idle:
            table.new_game()
        for scene in list(ctx.stack):
            if scene is not table:
                ctx.pop(scene)
        if isinstance(table.controller, Controller) and table.controller.awaiting_guess:
            table.submit(GuessColour(table.me, "red"))
        elif table.idle and table.controller.to_move() == table.me:
            actions = list(table.controller.view(table.me).legal_actions())
            table.submit(actions[rng.randrange(len(actions))])
        was_thinking = table.thinking
        t0 = time.perf_counter()
        app.step(frame)
        pygame.display.flip()
        spent = (time.perf_counter() - t0) * 1000
        all_times.append(spent)
        if spent > 40 and os.environ.get("BENCH_DEBUG"):
            print("slow frame", len(all_times), round(spent), flush=True)
        if was_thinking:
            thinking.append(spent)
        if presenter.busy:
            moving += 1
        time.sleep(max(0.0, frame - (time.perf_counter() - start)))
    table.closed()
    return all_times, thinking, moving / max(1, len(all_times))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--bot", default="hard")
    parser.add_argument("--sizes", default="1280x800,1920x1080")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4, 5, 6))
    parser.add_argument("--game", default="panjpar", choices=list(registry.GAMES))
    parser.add_argument("--options", default="", help="the game's options, space or comma separated")
    args = parser.parse_args()
    options = frozenset(args.options.replace(",", " ").split())
    pygame.init()
    for text in args.sizes.split(","):
        w, h = (int(v) for v in text.split("x"))
        times, thinking, busy = run((w, h), args.seconds, args.bot, args.seed, args.players, args.game, options)
        print(f"{w}x{h}  {args.game} {args.players}p all      {summary(times)}  (animating {busy:.0%} of frames)")
        print(f"{w}x{h}  {args.game} {args.players}p thinking {summary(thinking)}  (bot {args.bot})")
    pygame.quit()


if __name__ == "__main__":
    main()
