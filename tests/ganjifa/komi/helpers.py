"""Hand-made komi records (replayed with ``tests/ganjifa/helpers.replay_text``)."""

from __future__ import annotations

#: Four hands: seat 1 scores 2 (the seed's 5 + 7 + vizier), seat 2 Komi, seat 3 scores 9, seat 4 scores 2.
HANDS4 = ("5Su 7Ba VSh", "VSu RCh VBa", "4Ph 5Gh 10Cg", "1Ku 1Cg RSh")


def record(
    *actions: str,
    players: int = 4,
    dealer: str = "1",
    stakes: str | None = "- 5 10 5",
    hands: tuple[str, ...] = HANDS4,
    options: str | None = None,
    result: str | None = None,
    extra: tuple[str, ...] = (),
) -> str:
    """A komi record's text; ``None`` leaves a tag out."""
    lines = ['[Game "komi"]', f'[Players "{players}"]', f'[Dealer "{dealer}"]']
    if stakes is not None:
        lines.append(f'[Stakes "{stakes}"]')
    if options is not None:
        lines.append(f'[Options "{options}"]')
    lines += [f'[Hand{seat} "{hand}"]' for seat, hand in enumerate(hands, start=1)]
    if result is not None:
        lines.append(f'[Result "{result}"]')
    lines += list(extra)
    return "\n".join([*lines, "", *actions]) + "\n"
