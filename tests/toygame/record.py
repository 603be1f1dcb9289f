"""The toy game's ``.ganjifa`` record, written and read with the shared Ganjifa record helpers
(game/ganjifa/record.py): ``Players``, ``Dealer``, one card a hand, ``Result`` the nets (``+2 -1 -1``), then one
line a seat in turn, ``2: stay`` or ``3: fold``."""

from __future__ import annotations

from collections.abc import Mapping

from game.engine.envelope import Envelope, IllegalRecord, MalformedRecord
from game.engine.limits import excerpt
from game.engine.protocol import Refusal
from game.engine.results import UNFINISHED, nets_text
from game.ganjifa.actions import Deal
from game.ganjifa.cards import card_text
from game.ganjifa.record import check_result, read_header, read_number, read_seat, write_record
from game.ganjifa.variant import GanjifaVariant
from toygame.state import Decide, ToyState

GAME_ID = "toy"
#: The variant the registry names: its id is the record's ``Game`` tag; no options.
VARIANT = GanjifaVariant(GAME_ID, (2, 3, 4, 5, 6), ())
WORDS = {"stay": True, "fold": False}


def read_toy(envelope: Envelope) -> ToyState:
    """The round a record holds, every action checked; raises ``MalformedRecord`` or ``IllegalRecord``."""
    header = read_header(envelope, VARIANT, ("Dealer",))
    for seat, hand in enumerate(header.hands, start=1):
        if len(hand) != 1:
            raise MalformedRecord(f"Hand{seat} must hold one card, not {len(hand)}", envelope.tags[f"Hand{seat}"][1])
    state = ToyState(header.players, read_number(envelope, "Dealer", 1, header.players) - 1)
    state.apply(Deal(header.hands))
    for action in envelope.actions:
        seat = read_seat(action, header.players)
        word = action.text.strip().lower()
        if word not in WORDS:
            raise MalformedRecord(f"unknown toy action: {excerpt(word)!r} (stay or fold)", action.line)
        try:
            state.apply(Decide(seat, WORDS[word]))
        except Refusal as refusal:
            raise IllegalRecord(refusal.reason, action.line) from None
    check_result(header, result_text(state))
    return state


def result_text(state: ToyState) -> str:
    nets = state.nets()
    return UNFINISHED if nets is None else nets_text(nets)


def toy_record(state: ToyState, tags: Mapping[str, str]) -> str:
    if state.cards is None:
        raise ValueError("a toy record starts once the cards are dealt")
    hands = [(card,) for card in state.cards]
    lines = [str(action) for action in state.history() if isinstance(action, Decide)]
    return write_record(GAME_ID, state.players, [("Dealer", str(state.dealer + 1))], hands, (), result_text(state),
                        lines, tags.items())  # fmt: skip


def toy_json(state: ToyState) -> dict[str, object]:
    """``replay --json``: the result, whose turn, the dealer, the cards, the words and the nets."""
    to_move = state.current_player()
    seats = range(state.players)
    nets = state.nets()
    return {
        "result": result_text(state),
        "to_move": to_move + 1 if to_move >= 0 else None,
        "dealer": state.dealer + 1,
        "cards": {str(s + 1): card_text(state.cards[s]) for s in seats} if state.cards is not None else None,
        "said": {str(s + 1): word for s in seats if (word := state.said[s]) is not None},
        "net": {str(s + 1): nets[s] for s in seats} if nets is not None else None,
    }
