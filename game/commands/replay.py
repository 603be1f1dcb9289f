"""``panjpar replay FILE [--json]``: replay a record of any game, check every action, print the result.

The record's ``Game`` tag (none: Panjpar) picks the game from the registry, whose rules read and replay it.
Exit codes as docs/NOTATION.md says: 0 legal, 1 an illegal action or a wrong ``Result``, 2 malformed.
"""

from __future__ import annotations

import json
import sys

from game.engine import registry
from game.engine.envelope import Envelope, IllegalRecord, MalformedRecord, read_envelope, read_record_file
from game.engine.limits import excerpt
from game.panjpar.record import Record, parse_record

EXIT_OK, EXIT_ILLEGAL, EXIT_MALFORMED = 0, 1, 2


def read_record(path: str) -> Record:
    """Read and parse a Panjpar record file (the replay viewer's); raises :class:`MalformedRecord`."""
    return parse_record(read_record_file(path))


def game_of(envelope: Envelope) -> registry.GameInfo:
    """The game a record's ``Game`` tag names (none: Panjpar); an unknown one is malformed (the replay viewer
    says so alike)."""
    game = registry.game_info(envelope.game)
    if game is None:
        known = ", ".join(registry.GAMES)
        raise MalformedRecord(f"unknown game: {excerpt(envelope.game)} (known: {known})", envelope.need("Game")[1])
    return game


def run(path: str, as_json: bool) -> int:
    """Replay ``path``; print the result or the position; return the exit code."""
    try:
        envelope = read_envelope(read_record_file(path))
        game = game_of(envelope)
        state = game.rules.read_record(envelope)
    except MalformedRecord as error:
        print(f"{path}:{error.line}: malformed: {error.reason}", file=sys.stderr)
        return EXIT_MALFORMED
    except IllegalRecord as error:
        print(f"{path}:{error.line}: illegal: {error.reason}", file=sys.stderr)
        return EXIT_ILLEGAL
    if as_json:
        print(json.dumps(game.rules.position_json(state)))
    else:
        print(f"result: {game.rules.result_text(state)}")
    return EXIT_OK
