"""The nakashth record: ``Stake``, ``Pot``, two cards a hand, no actions; ``Result`` ``win S``, ``split ...`` or
``carry``; and what ``replay --json`` prints (docs/NOTATION.md)."""

from __future__ import annotations

from collections.abc import Mapping

from game.engine.envelope import Envelope, IllegalRecord, MalformedRecord
from game.ganjifa.actions import Deal
from game.ganjifa.cards import card_text
from game.ganjifa.nakashth.hands import rank_name
from game.ganjifa.nakashth.state import HAND_SIZE, NakashthState
from game.ganjifa.record import check_result, read_header, read_number, read_seat, write_record
from game.ganjifa.variant import GanjifaVariant

NAKASHTH = GanjifaVariant("nakashth", (2, 3, 4, 5, 6), ())
#: The largest stake or pot a record may hold (chips).
MAX_CHIPS = 1_000_000_000


def read_nakashth(envelope: Envelope) -> tuple[NakashthState, tuple[tuple[str, str], ...]]:
    """The round a record holds, and its free tags; raises ``MalformedRecord`` or ``IllegalRecord``."""
    header = read_header(envelope, NAKASHTH, ("Stake", "Pot"))
    stake = read_number(envelope, "Stake", 1, MAX_CHIPS)
    pot = read_number(envelope, "Pot", 0, MAX_CHIPS) if "Pot" in envelope.tags else 0
    for seat, hand in enumerate(header.hands, start=1):
        if len(hand) != HAND_SIZE:
            line = envelope.tags[f"Hand{seat}"][1]
            raise MalformedRecord(f"Hand{seat} must hold {HAND_SIZE} cards, not {len(hand)}", line)
    state = NakashthState(header.players, stake, pot)
    state.apply(Deal(header.hands))
    for action in envelope.actions:
        read_seat(action, header.players)
        raise IllegalRecord("nakashth has no actions: the cards decide", action.line)
    check_result(header, result_text(state))
    return state, header.free_tags


def result_text(state: NakashthState) -> str:
    settled = state.settlement()
    return "*" if settled is None else settled.text


def nakashth_record(state: NakashthState, tags: Mapping[str, str]) -> str:
    """The record of a dealt round, with ``tags`` as free text."""
    if state.hands is None:
        raise ValueError("a nakashth record starts once the cards are dealt")
    game_tags = [("Stake", str(state.stake)), ("Pot", str(state.pot))]
    return write_record("nakashth", state.players, game_tags, state.hands, (), result_text(state), (), tags.items())


def nakashth_json(state: NakashthState) -> dict[str, object]:
    """``replay --json``: the result, each seat's cards and rank, the payouts and the carry."""
    settled = state.settlement()
    if state.hands is None or settled is None:
        return {"result": "*", "to_move": None}
    seats = range(state.players)
    return {
        "result": settled.text,
        "to_move": None,
        "hands": {str(s + 1): [card_text(c) for c in state.hands[s]] for s in seats},
        "rank": {str(s + 1): rank_name(state.hands[s]) for s in seats},
        "payout": {str(s + 1): settled.payouts[s] for s in seats},
        "carry": settled.carry,
    }
