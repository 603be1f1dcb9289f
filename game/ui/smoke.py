"""``panjpar --smoke``: start a game, let both sides play a few moves, draw every frame, write nothing, exit 0."""

from __future__ import annotations

import random

from game.ui.scenes.table import TableScene
from game.ui.window import App


def smoke_test(app: App, frames: int = 90) -> int:
    """Play ``frames`` frames of a game with random bots in ``app`` (its store in memory), then close it."""
    table = TableScene(app.ctx, "random", seed=random.randrange(1 << 30))
    app.ctx.replace_all(table)
    for _ in range(frames):
        if table.idle and len(app.ctx.stack) > 1 and table.controller.to_move() == table.me:
            # a choice the table asks in a screen of its own (Panjpar's trump colour): the first one, "red"
            for scene in list(app.ctx.stack[1:]):
                app.ctx.pop(scene)
            table.submit(next(iter(table.controller.view(table.me).legal_actions())))
        app.pump(1 / 30)
    app.ctx.replace_all(app.ctx.make("menu"))
    app.pump(1 / 30)
    table.closed()
    app.close()
    return 0
