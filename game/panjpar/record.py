"""The ``.panjpar`` game record (NOTATION.md): parse, write, and replay through the rules."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from game.engine.envelope import DEFAULT_GAME, Envelope, IllegalRecord, MalformedRecord, escape, read_envelope
from game.engine.limits import excerpt
from game.engine.tags import parse_bots
from game.panjpar.cards import Card, CardError, format_cards, parse_card, parse_cards
from game.panjpar.game import PanjparState, move_actions
from game.panjpar.moves import Move, parse_move
from game.panjpar.position import IllegalMove, Outcome, State
from game.panjpar.variants import HAND_SIZE, VARIANTS, Deal

_NUMBER = re.compile(r"[0-9]{1,3}")
_KNOWN = {"Game", "Variant", "Players", "Trump", "Stock", "First", "Result"}


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
        out = [f'[Game "{DEFAULT_GAME}"]', f'[Variant "{deal.variant.id}"]', f'[Players "{deal.players}"]']
        out.append(f'[Trump "{deal.trump_card}"]')
        out += [f'[Hand{i + 1} "{format_cards(hand)}"]' for i, hand in enumerate(deal.hands)]
        out.append(f'[Stock "{format_cards(deal.stock)}"]')
        out.append(f'[First "{deal.first + 1}"]')
        out.append(f'[Result "{self.result}"]')
        out += [f'[{name} "{escape(value)}"]' for name, value in self.tags.items()]
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
        position = self.replay_game().position
        assert position is not None, "a record's game is dealt, and has no colour guess to wait for"
        return position

    def replay_game(self) -> PanjparState:
        """The game the record holds, every action checked by the game state (as :meth:`replay`)."""
        game = PanjparState.dealt(self.deal)
        for index, (seat, move) in enumerate(self.actions):
            line = self.lines[index] if index < len(self.lines) else 0
            try:
                for action in move_actions(game, seat, move):
                    game.apply(action)
            except IllegalMove as error:
                raise IllegalRecord(error.reason, line) from None
        if self.result_given:
            outcome = game.outcome()
            actual = str(outcome) if outcome is not None else "*"
            if actual != self.result:
                raise IllegalRecord(f"result is {actual}, record says {self.result}", self._result_line)
        return game


def record_of(state: State, tags: dict[str, str] | None = None) -> Record:
    """The record of a game played so far."""
    result = str(state.result) if state.result is not None else "*"
    return Record(state.deal, list(state.history), result, dict(tags or {}))


def parse_record(text: str) -> Record:
    """Parse a record's text; raises :class:`MalformedRecord` with the line of the first problem.

    The envelope (:func:`~game.engine.envelope.read_envelope`) checks the limits and splits the lines; this
    reads Panjpar's tags and moves from it.
    """
    return record_from_envelope(read_envelope(text))


def record_from_envelope(envelope: Envelope) -> Record:
    """The Panjpar record an envelope holds (its tags and moves; not replayed yet)."""
    record = _build(envelope.tags)
    players = record.deal.players
    for action in envelope.actions:
        try:
            move = parse_move(action.text)
        except CardError as error:
            raise MalformedRecord(excerpt(str(error)), action.line) from None
        if not 1 <= action.seat <= players:
            raise MalformedRecord(f"no seat {action.seat} with {players} players", action.line)
        record.actions.append((action.seat - 1, move))
        record.lines.append(action.line)
    return record


def _build(tags: dict[str, tuple[str, int]]) -> Record:
    def need(name: str) -> tuple[str, int]:
        if name not in tags:
            last = max((line for _, line in tags.values()), default=1)
            raise MalformedRecord(f"missing tag: {name}", last)
        return tags[name]

    game, line = tags.get("Game", (DEFAULT_GAME, 0))
    if game != DEFAULT_GAME:
        raise MalformedRecord(f"not a Panjpar record: the game is {excerpt(game)}", line)
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
    "record_from_envelope",
    "record_of",
]
