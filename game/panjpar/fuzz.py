"""Fuzzing the record parser and the controller.

``python -m game.panjpar.fuzz --intents 1000000 --records 100000 [--seed S]`` prints the figures.

- Records: valid records of random games, then mutated (lines dropped, doubled, swapped, truncated; characters
  changed, inserted, deleted; card, seat, tag and digit tokens replaced, Unicode digits and suits included) or
  built from random tokens. :func:`parse_record` and :meth:`Record.replay` may raise only
  :class:`MalformedRecord` or :class:`IllegalRecord`. One case in fifty is oversize: a valid record with one
  thing just past a limit of :mod:`game.engine.limits` (the text, a line, a tag value, the tags, the actions, a
  ``Bots`` seat); it must be refused as malformed. ``Record.bots`` (what the viewer reads) must not raise.
- Intents: random intents, legal and illegal, in any order (any seat, cards from the pack or not, any sizes),
  with a legal one often enough that games finish. :meth:`Controller.submit` must never raise, and after every
  intent the cards in play are a permutation of the pack.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from game.engine.limits import ACTIONS, LINE_CHARS, RECORD_BYTES, TAG_VALUE_CHARS, TAGS
from game.engine.protocol import random_action
from game.panjpar.actions import Action, AttackIntent, Beat, GuessColour, Take
from game.panjpar.cards import CARDS, Card
from game.panjpar.controller import Controller
from game.panjpar.record import IllegalRecord, MalformedRecord, Record, parse_record
from game.panjpar.variants import PANJPAR_36, PANJPAR_52, Deal, Variant, shuffled_deal


@dataclass
class FuzzReport:
    cases: int = 0
    accepted: int = 0
    rejected: int = 0
    escaped: int = 0
    invalid_states: int = 0
    #: Oversize records tried, and those not refused as malformed (each a failure).
    oversize: int = 0
    oversize_accepted: int = 0
    examples: list[str] = field(default_factory=list)
    #: Escaped exceptions by kind: ``"ValueError: invalid literal for int()"`` and the like.
    kinds: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0

    def note(self, example: str) -> None:
        if len(self.examples) < 10:
            self.examples.append(example)

    def count(self, error: Exception) -> None:
        kind = signature(error)
        self.kinds[kind] = self.kinds.get(kind, 0) + 1


def signature(error: Exception) -> str:
    """The kind of an escaped exception, without the variable part of its message."""
    return f"{type(error).__name__}: {str(error).split(':')[0][:60]}"


def _random_game(rng: random.Random) -> Controller:
    variant: Variant = rng.choice((PANJPAR_52, PANJPAR_36))
    players = rng.choice(variant.players)
    dealer = rng.randrange(players)
    deal = shuffled_deal(variant, players, rng, dealer, (dealer + 1) % players)
    controller = Controller(deal, dealer, 0 if variant.colour_guess else None)
    controller.start()
    return controller


def _legal_intent(controller: Controller, rng: random.Random) -> Action:
    """A legal action of the seat to move, by the parlour's one random policy."""
    action = random_action(controller.state, rng)
    assert not isinstance(action, Deal), "the controller has dealt"
    return action


def _random_card(controller: Controller, rng: random.Random) -> Card:
    state = controller.position
    roll = rng.random()
    if state is not None and roll < 0.6:
        pool = [c for hand in state.hands for c in hand] + list(state.attack)
        if pool:
            return rng.choice(pool)
    return rng.choice(CARDS)  # any real card: in no hand, or not in a panjpar-36 pack


def _random_intent(controller: Controller, rng: random.Random) -> Action:
    seat = rng.choice((0, 1, 2, 3, 4, -1, 99)) if rng.random() < 0.2 else rng.randrange(controller.players)
    kind = rng.randrange(4)
    if kind == 0:
        colour = rng.choice(("red", "black", "green", ""))
        return GuessColour(seat, colour)  # type: ignore[arg-type]
    if kind == 1:
        size = rng.choice((0, 1, 1, 2, 3, 3, 4, 5, 5, 6))
        return AttackIntent(seat, tuple(_random_card(controller, rng) for _ in range(size)))
    if kind == 2:
        return Beat(seat, _random_card(controller, rng), _random_card(controller, rng))
    return Take(seat)


def _safe(value: object) -> str:
    try:
        return repr(value)
    except Exception as error:
        return f"<unprintable: {error!r}>"


def fuzz_intents(count: int, seed: int = 1) -> FuzzReport:
    """Submit ``count`` random intents (about one in three legal); see the module's doc."""
    rng = random.Random(seed)
    report = FuzzReport()
    start = time.perf_counter()
    controller = _random_game(rng)
    pack = sorted(controller.deal.variant.pack)
    for _ in range(count):
        state = controller.position
        if state is not None and state.result is not None:
            controller = _random_game(rng)
            pack = sorted(controller.deal.variant.pack)
        intent = _legal_intent(controller, rng) if rng.random() < 0.35 else _random_intent(controller, rng)
        report.cases += 1
        try:
            rejection = controller.submit(intent)
        except Exception as error:
            report.escaped += 1
            report.count(error)
            report.note(f"{type(intent).__name__} {_safe(intent)}: {error!r}")
            controller = _random_game(rng)
            pack = sorted(controller.deal.variant.pack)
            continue
        if rejection is None:
            report.accepted += 1
        else:
            report.rejected += 1
        state = controller.position
        if state is not None and sorted(state.all_cards()) != pack:
            report.invalid_states += 1
            report.note(f"cards lost or doubled after {type(intent).__name__} {_safe(intent)}")
            controller = _random_game(rng)
            pack = sorted(controller.deal.variant.pack)
    report.seconds = time.perf_counter() - start
    return report


_TOKENS = (
    "[", "]", '"', "#", ":", "/", " ", "\n", "\t", "\\", "take", "TAKE", "Variant", "Players", "Trump", "Stock",
    "First", "Result", "Hand1", "Hand2", "Hand3", "hand1", "Hand0", "Hand9", "panjpar-52", "panjpar-36", "loser",
    "draw", "*", "10", "T", "1", "2", "3", "4", "0", "-1", "99", "٣", "²", "١٠", "𝟙", "♠", "♥", "♦", "♣", "S", "H",
    "D", "C", "Q", "K", "A", "J", "X", "\x00", "\ufeff", "\u200f", "é", "9" * 5000, "Bots", "2:easy", "9" * 4301,
)  # fmt: skip


def _valid_record(rng: random.Random) -> Record:
    controller = _random_game(rng)
    if controller.position is None:
        controller.submit(GuessColour(controller.guesser or 0, rng.choice(("red", "black"))))
    moves = rng.randrange(60)
    for _ in range(moves):
        state = controller.position
        if state is None or state.result is not None:
            break
        controller.submit(_legal_intent(controller, rng))
    roll = rng.random()
    return controller.record({"Event": "fuzz"} if roll < 0.3 else {"Bots": "2:easy 3:hard"} if roll < 0.6 else {})


def _mutate(text: str, rng: random.Random) -> str:
    for _ in range(rng.randrange(1, 5)):
        lines = text.split("\n")
        op = rng.randrange(11)
        if op == 9:  # a tag's value replaced
            values = list(re.finditer(r'"[^"\n]*"', text))
            if values:
                hit = rng.choice(values)
                value = rng.choice(_TOKENS) if rng.random() < 0.7 else f"loser {rng.choice(_TOKENS)}"
                text = f'{text[: hit.start()]}"{value}"{text[hit.end() :]}'
            continue
        if op == 10:  # an action's seat replaced
            actions = list(re.finditer(r"(?m)^\d+:", text))
            if actions:
                hit = rng.choice(actions)
                text = f"{text[: hit.start()]}{rng.choice(_TOKENS)}:{text[hit.end() :]}"
            continue
        if op == 0 and lines:
            del lines[rng.randrange(len(lines))]
        elif op == 1 and lines:
            i = rng.randrange(len(lines))
            lines.insert(i, lines[i])
        elif op == 2 and len(lines) > 1:
            i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
        elif op == 3:
            text = text[: rng.randrange(len(text) + 1)]
            continue
        elif op == 4 and text:
            i = rng.randrange(len(text))
            text = text[:i] + rng.choice(_TOKENS) + text[i + 1 :]
            continue
        elif op == 5:
            i = rng.randrange(len(text) + 1)
            text = text[:i] + rng.choice(_TOKENS) + text[i:]
            continue
        elif op == 6 and text:
            i = rng.randrange(len(text))
            text = text[:i] + text[i + rng.randrange(1, 8) :]
            continue
        elif op == 7:
            words = text.split(" ")
            i = rng.randrange(len(words))
            words[i] = rng.choice((str(rng.choice(CARDS)), *_TOKENS))
            text = " ".join(words)
            continue
        else:
            i = rng.randrange(len(text) + 1)
            text = text[:i] + chr(rng.randrange(1, 0x3000)) + text[i:]
            continue
        text = "\n".join(lines)
    return text


def _oversize(text: str, rng: random.Random) -> str:
    """A valid record's text with one thing just past a limit (each kind, padded with a random character)."""
    head, _blank, actions = text.partition("\n\n")
    pad = rng.choice("x\\é€𝟙 #")
    kind = rng.randrange(6)
    if kind == 0:  # the whole text, in characters or in UTF-8 bytes
        width = 4 if pad == "𝟙" else 3 if pad == "€" else 2 if pad == "é" else 1
        return f"{head}\n# {pad * (RECORD_BYTES // width + 1)}\n\n{actions}"
    if kind == 1:  # one line
        return f"{head}\n{'#' if rng.random() < 0.5 else '1: '}{pad * LINE_CHARS}\n\n{actions}"
    if kind == 2:  # one tag value, after unescaping
        value = '\\"' * (TAG_VALUE_CHARS + 1) if pad == "\\" else pad * (TAG_VALUE_CHARS + 1)
        return f'{head}\n[Annotator "{value}"]\n\n{actions}'
    if kind == 3:  # the number of tags
        extra = "\n".join(f'[Extra{i} "{pad}"]' for i in range(TAGS))
        return f"{head}\n{extra}\n\n{actions}"
    if kind == 4:  # the number of actions
        return f"{head}\n\n" + "1: take\n" * (ACTIONS + 1)
    seat = "9" * rng.choice((4_301, 100_000))  # a Bots seat past the tag limit (4,301 digits: past int())
    return f'{head}\n[Bots "{seat}:easy"]\n\n{actions}'


def _random_text(rng: random.Random) -> str:
    return "".join(rng.choice(_TOKENS) for _ in range(rng.randrange(200)))


def fuzz_records(count: int, seed: int = 1) -> FuzzReport:
    """Parse and replay ``count`` random and mutated record texts; see the module's doc."""
    rng = random.Random(seed)
    report = FuzzReport()
    start = time.perf_counter()
    valid = [_valid_record(rng).to_text() for _ in range(50)]
    for index in range(count):
        roll = rng.random()
        if roll < 0.05:
            record = _valid_record(rng)
            valid[index % len(valid)] = text = record.to_text()
        elif roll < 0.15:
            text = _random_text(rng)
        elif roll < 0.17:
            text = _oversize(rng.choice(valid), rng)
            report.oversize += 1
        else:
            text = _mutate(rng.choice(valid), rng)
        oversize = 0.15 <= roll < 0.17
        report.cases += 1
        try:
            record = parse_record(text)
            _ = record.bots
            record.replay()
        except MalformedRecord:
            report.rejected += 1
        except IllegalRecord:
            report.rejected += 1
            if oversize:
                report.oversize_accepted += 1
                report.note(f"oversize record not refused as malformed: {text[:300]!r}")
        except Exception as error:
            report.escaped += 1
            report.count(error)
            report.note(f"{text[:300]!r}: {error!r}")
        else:
            report.accepted += 1
            if oversize:
                report.oversize_accepted += 1
                report.note(f"oversize record accepted: {text[:300]!r}")
    report.seconds = time.perf_counter() - start
    return report


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.panjpar.fuzz", description=__doc__)
    parser.add_argument("--intents", type=int, default=100_000)
    parser.add_argument("--records", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    failed = False
    for name, run, count in (("intents", fuzz_intents, args.intents), ("records", fuzz_records, args.records)):
        if not count:
            continue
        report = run(count, args.seed)
        print(
            f"{name}: {report.cases} cases, {report.accepted} accepted, {report.rejected} rejected, "
            f"{report.escaped} escaped exceptions, {report.invalid_states} invalid states, "
            f"{report.oversize} oversize ({report.oversize_accepted} not refused), {report.seconds:.1f} s",
            flush=True,
        )
        for kind, number in sorted(report.kinds.items()):
            print(f"  {number} x {kind}", flush=True)
        for example in report.examples:
            print(f"  {example}", flush=True)
        failed = failed or bool(report.escaped or report.invalid_states or report.oversize_accepted)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
