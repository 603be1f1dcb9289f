"""ekrang's ``.ganjifa`` records (GANJIFA.md, "ekrang"): read with the shared helpers, replayed through the
checked rules, written back exactly.

Tags: ``Game "ekrang"``, ``Players``, ``Time`` (``day`` or ``night``), ``Options`` (``mughal``, ``fast``,
``teams``), ``Hand1`` .. ``HandN``, ``Result`` (``tricks T1 T2 ...``); then one line a play: ``S: KEY NUMBER``
for the opening, ``S: COVER1 COVER2`` for a cover, ``S: CARD`` for every other play.
"""

from __future__ import annotations

from collections.abc import Mapping

from game.engine.envelope import Envelope, IllegalRecord, MalformedRecord
from game.engine.protocol import Refusal
from game.engine.results import UNFINISHED, tricks_text
from game.ganjifa.actions import Deal, Play
from game.ganjifa.cards import card_text, cards_text
from game.ganjifa.ekrang.deal import deal_error
from game.ganjifa.ekrang.position import PHASE_NAMES
from game.ganjifa.ekrang.state import EkrangState
from game.ganjifa.record import check_result, read_cards, read_header, read_time, write_record
from game.ganjifa.variant import NIGHT, GanjifaVariant

GAME_ID = "ekrang"
VARIANT = GanjifaVariant(GAME_ID, (2, 3, 4), ("mughal", "fast", "teams"), keyed=True, option_players={"teams": (4,)})
#: The tags this game writes itself; any other tag is free text, kept on a round trip.
OWN_TAGS = ("Game", "Players", "Time", "Options", "Result")


def result_text(state: EkrangState) -> str:
    """``tricks T1 T2 ...`` once the game is over, ``*`` before."""
    if not state.is_terminal():
        return UNFINISHED
    return tricks_text(state.tricks())


def read_record(envelope: Envelope) -> EkrangState:
    """The game a record holds, every play checked; malformed or illegal records raise."""
    header = read_header(envelope, VARIANT, own_tags=("Time",))
    night = read_time(envelope)
    options = header.options | ({NIGHT} if night else set())
    state = EkrangState(header.players, frozenset(options))
    error = deal_error(header.hands, header.players, state.fast)
    if error is not None:
        seat, reason = error
        raise MalformedRecord(reason, envelope.tags[f"Hand{max(seat, 0) + 1}"][1])
    state.apply(Deal(header.hands))
    for action in envelope.actions:
        seat, cards = read_cards(action, header.players)
        try:
            state.apply(Play(seat, cards))
        except Refusal as refusal:
            raise IllegalRecord(refusal.reason, action.line) from None
    check_result(header, result_text(state))
    state.tags = dict(header.free_tags)
    return state


def write(state: EkrangState, tags: Mapping[str, str]) -> str:
    """The record of ``state``: its own tags, then the free ones (those it was read with, then ``tags``)."""
    if state.deal is None:
        raise ValueError("an ekrang record starts once the cards are dealt")
    free = {**state.tags, **{name: value for name, value in tags.items() if not _reserved(name)}}
    options = [option for option in VARIANT.options if option in state.options]
    actions = [f"{play.seat + 1}: {cards_text(play.cards)}" for play in state.history() if isinstance(play, Play)]
    return write_record(
        GAME_ID,
        state.players,
        [("Time", "night" if state.night else "day")],
        state.deal.hands,
        options,
        result_text(state),
        actions,
        free.items(),
    )


def _reserved(name: str) -> bool:
    return name in OWN_TAGS or (name.startswith("Hand") and name[4:].isdigit())


def position_json(state: EkrangState) -> dict[str, object]:
    """The position as ``replay --json`` prints it."""
    position = state.position
    seats = range(state.players)
    hands = state.hands_now()
    turn = state.current_player()
    return {
        "game": GAME_ID,
        "result": result_text(state),
        "to_move": None if position is None or turn < 0 else {"seat": turn + 1, "phase": PHASE_NAMES[position.phase]},
        "hands": {str(seat + 1): [card_text(card) for card in hands[seat]] for seat in seats} if hands else {},
        "tricks": {str(seat + 1): state.tricks()[seat] for seat in seats},
        "time": "night" if state.night else "day",
        "options": [option for option in VARIANT.options if option in state.options],
        "key": state.key_text(),
        "active": position.active + 1 if position is not None and turn >= 0 else None,
        "table": [f"{play.seat + 1}: {cards_text(play.cards)}" for play in state.observation(0).table],
    }
