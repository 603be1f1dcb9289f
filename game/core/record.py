"""The ``.panjpar`` game record (NOTATION.md): parse, write, and replay through the rules."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from game.core.cards import Card, CardError, format_cards, parse_card, parse_cards
from game.core.moves import Move, parse_move
from game.core.rules import IllegalMove, Outcome, State
from game.core.variants import HAND_SIZE, VARIANTS, Deal
from game.engine.limits import (
    ACTIONS,
    LINE_CHARS,
    REASON_CHARS,
    TAGS,
    RecordTooLarge,
    check_record_size,
    excerpt,
)
from game.engine.tags import TagError, parse_bots, parse_tag_line

_ACTION = re.compile(r"^([0-9]+)\s*:(.*)$")
_NUMBER = re.compile(r"[0-9]{1,3}")
_KNOWN = {"Variant", "Players", "Trump", "Stock", "First", "Result"}


class MalformedRecord(ValueError):
    """A record that is not a well-formed ``.panjpar`` text; ``line`` is 1-based (0 = the file as a whole).

    ``reason`` is short: at most :data:`~game.engine.limits.REASON_CHARS` characters, whatever the text held.
    """

    def __init__(self, reason: str, line: int) -> None:
        reason = excerpt(reason, REASON_CHARS)
        super().__init__(f"{line}: {reason}")
        self.reason = reason
        self.line = line


class IllegalRecord(ValueError):
    """A well-formed record whose action on ``line`` the rules forbid (``reason`` short, as above)."""

    def __init__(self, reason: str, line: int) -> None:
        reason = excerpt(reason, REASON_CHARS)
        super().__init__(f"{line}: {reason}")
        self.reason = reason
        self.line = line


@dataclass
class Record:
    """A game record: the deal, the actions in order (seat 0-based, move), the stated result, other tags."""

    deal: Deal
    actions: list[tuple[int, Move]] = field(default_factory=list)
    result: str = "*"
    tags: dict[str, str] = field(default_factory=dict)
    #: The source line of each action, when parsed from text (where a record came from is not part of it).
    lines: list[int] = field(default_factory=list, compare=False)
    #: Whether the text had a ``Result`` tag, and on which line.
    result_given: bool = field(default=False, compare=False)
    _result_line: int = field(default=0, compare=False)

    def to_text(self) -> str:
        """The record as canonical text."""
        deal = self.deal
        out = [f'[Variant "{deal.variant.id}"]', f'[Players "{deal.players}"]']
        out.append(f'[Trump "{deal.trump_card}"]')
        out += [f'[Hand{i + 1} "{format_cards(hand)}"]' for i, hand in enumerate(deal.hands)]
        out.append(f'[Stock "{format_cards(deal.stock)}"]')
        out.append(f'[First "{deal.first + 1}"]')
        out.append(f'[Result "{self.result}"]')
        out += [f'[{name} "{_escape(value)}"]' for name, value in self.tags.items()]
        out.append("")
        out += [f"{seat + 1}: {move}" for seat, move in self.actions]
        return "\n".join(out) + "\n"

    @property
    def bots(self) -> dict[int, str]:
        """The bot named for each seat by the ``Bots`` tag (0-based seat: name); words that name no seat of the
        game are ignored (:func:`~game.engine.tags.parse_bots`)."""
        return parse_bots(self.tags.get("Bots", ""), self.deal.players)

    def new_state(self) -> State:
        return State(self.deal)

    def replay(self) -> State:
        """Play every action through the checked rules; raises :class:`IllegalRecord` at the first bad one.

        A ``Result`` tag, when the record has one, must agree with the replay (``*``: not over yet).
        """
        state = State(self.deal)
        for index, (seat, move) in enumerate(self.actions):
            line = self.lines[index] if index < len(self.lines) else 0
            try:
                state.apply(seat, move)
            except IllegalMove as error:
                raise IllegalRecord(error.reason, line) from None
        if self.result_given:
            actual = str(state.result) if state.result is not None else "*"
            if actual != self.result:
                raise IllegalRecord(f"result is {actual}, record says {self.result}", self._result_line)
        return state


def record_of(state: State, tags: dict[str, str] | None = None) -> Record:
    """The record of a game played so far."""
    result = str(state.result) if state.result is not None else "*"
    return Record(state.deal, list(state.history), result, dict(tags or {}))


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def _strip_comment(line: str) -> str:
    """Drop a ``#`` comment, but not a ``#`` inside a quoted tag value."""
    if "#" not in line:
        return line
    in_quotes = False
    escaped = False
    for i, ch in enumerate(line):
        if escaped:
            escaped = False
        elif ch == "\\" and in_quotes:
            escaped = True
        elif ch == '"':
            in_quotes = not in_quotes
        elif ch == "#" and not in_quotes:
            return line[:i]
    return line


def parse_record(text: str) -> Record:
    """Parse a record's text; raises :class:`MalformedRecord` with the line of the first problem.

    The limits of :mod:`game.engine.limits` are checked before what they bound is parsed: the whole text first,
    then each line, each tag value, the number of tags and of actions. Memory stays linear in the text.
    """
    try:
        check_record_size(text)
    except RecordTooLarge as error:
        raise MalformedRecord(error.reason, 0) from None
    tags: dict[str, tuple[str, int]] = {}
    actions: list[tuple[int, Move]] = []
    lines: list[int] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        if len(raw) > LINE_CHARS:
            raise MalformedRecord(f"line longer than {LINE_CHARS:,} characters", number)
        line = _strip_comment(raw).strip()
        if not line:
            continue
        if line.startswith("["):
            if actions:
                raise MalformedRecord("header tag after the first action", number)
            try:
                name, value = parse_tag_line(line)
            except TagError as error:
                raise MalformedRecord(error.reason, number) from None
            if name in tags:
                raise MalformedRecord(f"tag given twice: {excerpt(name)}", number)
            if len(tags) == TAGS:
                raise MalformedRecord(f"more than {TAGS} header tags", number)
            tags[name] = (value, number)
            continue
        match = _ACTION.match(line)
        if not match:
            raise MalformedRecord(f"not a tag or an action: {excerpt(line)}", number)
        if not tags:
            raise MalformedRecord("action before the header tags", number)
        if len(actions) == ACTIONS:
            raise MalformedRecord(f"more than {ACTIONS:,} actions", number)
        try:
            move = parse_move(match.group(2))
        except CardError as error:
            raise MalformedRecord(excerpt(str(error)), number) from None
        if not _NUMBER.fullmatch(match.group(1)):
            raise MalformedRecord(f"no seat {excerpt(match.group(1), 10)}", number)
        seat = int(match.group(1))
        actions.append((seat - 1, move))
        lines.append(number)
    record = _build(tags)
    players = record.deal.players
    for (seat, _), number in zip(actions, lines, strict=True):
        if not 0 <= seat < players:
            raise MalformedRecord(f"no seat {seat + 1} with {players} players", number)
    record.actions = actions
    record.lines = lines
    return record


def _build(tags: dict[str, tuple[str, int]]) -> Record:
    def need(name: str) -> tuple[str, int]:
        if name not in tags:
            last = max((line for _, line in tags.values()), default=1)
            raise MalformedRecord(f"missing tag: {name}", last)
        return tags[name]

    variant_id, line = need("Variant")
    variant = VARIANTS.get(variant_id)
    if variant is None:
        raise MalformedRecord(f"unknown variant: {excerpt(variant_id)}", line)
    players_text, line = need("Players")
    if not _NUMBER.fullmatch(players_text) or int(players_text) not in variant.players:
        allowed = " or ".join(map(str, variant.players))
        raise MalformedRecord(f"{variant.id} is for {allowed} players, not {excerpt(players_text)}", line)
    players = int(players_text)
    hand_tags = {f"Hand{i + 1}" for i in range(players)}
    reserved = {name.lower(): name for name in _KNOWN | hand_tags}
    for name, (_, line) in tags.items():
        if name in _KNOWN or name in hand_tags:
            continue
        if re.fullmatch(r"Hand\d+", name):
            raise MalformedRecord(f"unknown tag: {excerpt(name)} (the game has {players} players)", line)
        if name.lower() in reserved:
            raise MalformedRecord(f"unknown tag: {name} (did you mean {reserved[name.lower()]}?)", line)

    def cards_of(name: str) -> tuple[list[Card], int]:
        text, line = need(name)
        try:
            return parse_cards(text), line
        except CardError as error:
            raise MalformedRecord(f"{name}: {excerpt(str(error))}", line) from None

    trump_text, trump_line = need("Trump")
    try:
        trump_card = parse_card(trump_text)
    except CardError as error:
        raise MalformedRecord(f"Trump: {excerpt(str(error))}", trump_line) from None
    hands = []
    seen: dict[Card, str] = {trump_card: "Trump"}
    pack = set(variant.pack)
    if trump_card not in pack:
        raise MalformedRecord(f"{trump_card} is not in the {variant.id} pack", trump_line)
    for i in range(players):
        cards, line = cards_of(f"Hand{i + 1}")
        if len(cards) != HAND_SIZE:
            raise MalformedRecord(f"Hand{i + 1} has {len(cards)} cards, not {HAND_SIZE}", line)
        _note(cards, f"Hand{i + 1}", seen, pack, variant.id, line)
        hands.append(tuple(cards))
    stock, stock_line = cards_of("Stock")
    _note(stock, "Stock", seen, pack, variant.id, stock_line)
    missing = sorted(pack - seen.keys())
    if missing:
        raise MalformedRecord(f"cards missing: {format_cards(missing)}", stock_line)
    first_text, line = need("First")
    if not _NUMBER.fullmatch(first_text) or not 1 <= int(first_text) <= players:
        raise MalformedRecord(f"First must be a seat from 1 to {players}, not '{excerpt(first_text)}'", line)
    result, result_line = tags.get("Result", ("*", 0))
    if result not in ("*", "draw") and not re.fullmatch(rf"loser [1-{players}]", result):
        raise MalformedRecord(f"Result must be *, draw or loser N, not '{excerpt(result)}'", result_line)
    extra = {name: value for name, (value, _) in tags.items() if name not in _KNOWN and name not in hand_tags}
    deal = Deal(variant, tuple(hands), trump_card, tuple(stock), int(first_text) - 1)
    record = Record(deal, result=result, tags=extra)
    record.result_given = "Result" in tags
    record._result_line = result_line
    return record


def _note(cards: list[Card], where: str, seen: dict[Card, str], pack: set[Card], variant: str, line: int) -> None:
    for c in cards:
        if c not in pack:
            raise MalformedRecord(f"{c} is not in the {variant} pack", line)
        if c in seen:
            raise MalformedRecord(f"card twice: {c} ({seen[c]} and {where})", line)
        seen[c] = where


def position_json(state: State) -> dict[str, object]:
    """The position as the ``replay --json`` object of NOTATION.md."""
    to_move = state.to_move
    return {
        "result": str(state.result) if state.result is not None else "*",
        "to_move": None if to_move is None else {"seat": to_move + 1, "phase": state.phase},
        "hands": {str(i + 1): [str(c) for c in hand] for i, hand in enumerate(state.hands)},
        "stock_count": state.stock_count,
        "discard_count": len(state.discard),
        "trump": str(state.trump_card),
        "out": [s + 1 for s in state.out],
    }


__all__ = [
    "IllegalRecord",
    "MalformedRecord",
    "Outcome",
    "Record",
    "parse_record",
    "position_json",
    "record_of",
]
