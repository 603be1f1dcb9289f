"""hamrang's ``.ganjifa`` record (GANJIFA.md, "hamrang"): ``Dealer``, ``Time``, four hands of 24, one line per
two-card play (``2: RSu 2Su``, either order), ``Result`` ``tricks T1 T2 T3 T4``; and its ``--json`` position."""

from __future__ import annotations

from collections.abc import Mapping

from game.engine.envelope import Envelope, IllegalRecord, MalformedRecord
from game.engine.protocol import Refusal
from game.engine.results import UNFINISHED, tricks_text
from game.ganjifa.actions import Deal, Play
from game.ganjifa.cards import card_text, cards_text
from game.ganjifa.hamrang.position import HAND_SIZE, PLAYERS
from game.ganjifa.hamrang.state import HamrangState
from game.ganjifa.record import COMMON_TAGS, check_result, read_cards, read_header, read_number, read_time, write_record
from game.ganjifa.variant import NIGHT, GanjifaVariant

VARIANT = GanjifaVariant("hamrang", (PLAYERS,), ("mughal", "sum", "free", "noelim"), keyed=True)
GAME_TAGS = ("Dealer", "Time")


def result_text(state: HamrangState) -> str:
    """``tricks T1 T2 T3 T4`` once the game is over, ``*`` before."""
    if not state.is_terminal() or state.position is None:
        return UNFINISHED
    return tricks_text(state.position.tricks)


def record_text(state: HamrangState, tags: Mapping[str, str]) -> str:
    """The record of ``state`` (dealt), with the free tags it was read with and ``tags`` (the latter win)."""
    hands = state.dealt()
    if not hands:
        raise ValueError("a hamrang record starts once the cards are dealt")
    own = {*COMMON_TAGS, *GAME_TAGS}
    free = {**dict(state.tags), **{name: value for name, value in tags.items() if name not in own}}
    free = {name: value for name, value in free.items() if not name.startswith("Hand")}
    options = [option for option in VARIANT.options if option in state.options]
    time = "night" if NIGHT in state.options else "day"
    lines = [f"{play.seat + 1}: {cards_text(play.cards)}" for play in state.history()[1:] if isinstance(play, Play)]
    game_tags = [("Dealer", str(state.dealer + 1)), ("Time", time)]
    return write_record(VARIANT.id, PLAYERS, game_tags, hands, options, result_text(state), lines, free.items())


def read_game(envelope: Envelope) -> HamrangState:
    """The game a record holds, replayed through the checked rules (malformed: exit 2; illegal: exit 1)."""
    header = read_header(envelope, VARIANT, GAME_TAGS)
    dealer = read_number(envelope, "Dealer", 1, PLAYERS)
    night = read_time(envelope)
    for seat, hand in enumerate(header.hands):
        if len(hand) != HAND_SIZE:
            line = envelope.tags[f"Hand{seat + 1}"][1]
            raise MalformedRecord(f"Hand{seat + 1} must have {HAND_SIZE} cards, not {len(hand)}", line)
    options = header.options | ({NIGHT} if night else set())
    state = HamrangState(frozenset(options), dealer - 1)
    state.tags = header.free_tags
    state.apply(Deal(header.hands))
    for action in envelope.actions:
        seat, cards = read_cards(action, PLAYERS)
        try:
            state.apply(Play(seat, cards))
        except Refusal as refusal:
            raise IllegalRecord(refusal.reason, action.line) from None
    check_result(header, result_text(state))
    return state


def position_json(state: HamrangState) -> dict[str, object]:
    """``replay --json``: result, to_move, hands in the order dealt (face-down ones kept), tricks, out, leads."""
    position = state.position
    if position is None:
        return {"result": "*", "to_move": None}
    slot_of = state.slots.slot_of
    hands = {
        str(seat + 1): [card_text(card) for card in dealt if position.hands[seat] >> slot_of[card] & 1]
        for seat, dealt in enumerate(state.dealt())
    }
    to_move = None if position.over else {"seat": position.turn + 1, "phase": "lead" if position.led < 0 else "follow"}
    return {
        "result": result_text(state),
        "to_move": to_move,
        "hands": hands,
        "tricks": {str(seat + 1): count for seat, count in enumerate(position.tricks)},
        "out": [seat + 1 for seat in range(PLAYERS) if position.out >> seat & 1],
        "dealer": state.dealer + 1,
        "time": "night" if NIGHT in state.options else "day",
    }
