"""The crash drill of the games on the protocol (the Ganjifa games): a series of random games played through a
``GanjifaController`` with the :class:`~game.storage.stateautosave.StateAutosaver`, as a table plays them.

``python -m game.storage.statedrill --data-dir D --game komi --players 4 [--options betting] [--seed S]
[--games N] [--pause SECONDS]``

At start it resumes the unfinished game if there is one (``resumed <game_id> <actions>``, then
``totals <games> <returns...>`` of its match so far) and goes on with that match; else it begins one. After every
commit it prints ``committed <game_id> <actions>``, flushed, so a test that kills it with SIGKILL knows what must
be in the database. ``--pause`` waits before each action, so that a kill can fall inside a game.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Sequence

from game.engine import registry
from game.engine.protocol import random_action
from game.ganjifa.controller import GanjifaController
from game.ganjifa.series import GanjifaSeries
from game.storage.drill import open_for_drill
from game.storage.stateautosave import StateAutosaver
from game.storage.stategames import HUMAN, SavedState


def committed(game_id: int, actions: int) -> None:
    sys.stdout.write(f"committed {game_id} {actions}\n")
    sys.stdout.flush()


def play(controller: GanjifaController, rng: random.Random, pause: float) -> tuple[float, ...]:
    """Play the game to its end with the parlour's random policy; its returns."""
    controller.start()
    while not controller.over:
        time.sleep(pause)
        rejection = controller.submit(random_action(controller.state, rng))
        if rejection is not None:
            raise RuntimeError(f"the drill's own action was refused: {rejection.reason}")
    return controller.state.returns()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.storage.statedrill", description=__doc__)
    parser.add_argument("--data-dir", required=True)
    parser.add_argument("--game", default="komi", choices=[g for g in registry.GAMES if g != registry.PANJPAR.id])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--options", nargs="*", default=[])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=0, help="stop after this many games (0: never)")
    parser.add_argument("--pause", type=float, default=0.0, help="seconds before each action")
    args = parser.parse_args(argv)

    rng = random.Random(args.seed)
    store = open_for_drill(args.data_dir)
    if store is None:
        return 3
    info = registry.GAMES[args.game]
    variant = info.variants[0].id
    seats = {0: HUMAN, **{seat: "random" for seat in range(1, args.players)}}
    saved = store.unfinished()
    played = 0
    if isinstance(saved, SavedState) and saved.game == args.game and saved.players == args.players:
        series = GanjifaSeries(info.rules, variant, saved.players, saved.options, rng)
        series.totals, series.dealer = saved.totals, saved.dealer
        controller = series.current = GanjifaController(saved.state, random.Random(rng.getrandbits(64)))
        StateAutosaver(
            store, controller, variant, saved.seats, saved.match_id, saved.dealer, saved.game_id, on_commit=committed
        )
        print(f"resumed {saved.game_id} {len(saved.state.history())}", flush=True)
        print(f"totals {saved.totals.games} {' '.join(f'{r:g}' for r in saved.totals.returns)}", flush=True)
        series.finish(play(controller, rng, args.pause))
        played += 1
        match_id = saved.match_id
    else:
        if saved is not None:
            store.abandon_game(saved.game_id)
        series = GanjifaSeries(info.rules, variant, args.players, frozenset(args.options), rng)
        match_id = store.begin_match(variant, args.players, seats, series.options)
    while not args.games or played < args.games:
        controller = series.next_game()
        StateAutosaver(store, controller, variant, seats, match_id, series.dealer, on_commit=committed)
        series.finish(play(controller, rng, args.pause))
        played += 1
    store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
