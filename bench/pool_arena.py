"""Pool the JSON summaries of one arena run played in parts (``panjpar arena ... --first-deal K``): A's score
over all the deals with its 95% interval, as one run over them would report it.

    python bench/pool_arena.py first.json rest.json

Each part's interval is the normal approximation over its deals (``arena_summary.mean_ci``), so each part's
spread is read back from its interval (from the side not cut at 0 or 1) and the parts' squares are pooled
exactly (up to the summaries' four decimals). The parts must be one run (bots, game, seed, ``--samples``) over
different deals; the summaries do not hold the seed, so that one is the caller's to keep. A part must be whole
deals (a finished run, or one interrupted with ``--jobs 1``).
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path
from typing import Any

#: What must agree for two summaries to be parts of one run.
SAME_RUN = ("game", "variant", "players", "options", "a", "b", "samples")


def pooled(parts: list[dict[str, Any]]) -> dict[str, Any]:
    """The pooled counts, A's score and its interval; raises ``ValueError`` when the parts are not of one run."""
    for key in SAME_RUN:
        if len({json.dumps(part.get(key)) for part in parts}) > 1:
            raise ValueError(f"the parts differ in {key}: not one run")
    starts = [part.get("first_deal", 0) for part in parts]
    if len(set(starts)) < len(starts):
        raise ValueError("two parts start at the same deal: the same games twice")
    players = parts[0]["players"]
    deals = [part["games"] / players for part in parts]
    if any(n != int(n) or n < 2 for n in deals):
        raise ValueError("each part must hold whole deals, at least two")
    total = sum(deals)
    mean = sum(n * part["a_score"] for n, part in zip(deals, parts, strict=True)) / total
    squares = 0.0
    for n, part in zip(deals, parts, strict=True):
        low, high = part["a_score_ci95"]
        # mean_ci's standard deviation over the part's deals, from the side of the interval not cut at 0 or 1
        half = max(part["a_score"] - low, high - part["a_score"])
        spread = half / 1.96 * math.sqrt(n)
        squares += (n - 1) * spread**2 + n * (part["a_score"] - mean) ** 2
    whole = 1.96 * math.sqrt(squares / (total - 1) / total)
    counts = {key: sum(part[key] for part in parts) for key in ("games", "a_wins", "b_wins", "draws")}
    return {
        **counts,
        "deals": int(total),
        "a_score": round(mean, 4),
        "a_score_ci95": [round(max(0.0, mean - whole), 4), round(min(1.0, mean + whole), 4)],
        "digests": [part["digest"] for part in parts],
    }


def main(paths: list[str]) -> int:
    if len(paths) < 2:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    try:
        parts = [json.loads(Path(path).read_text(encoding="utf-8")) for path in paths]
        print(json.dumps(pooled(parts)))
    except (OSError, ValueError, KeyError) as error:
        print(f"pool_arena: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
