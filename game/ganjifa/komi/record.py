"""komi's ``.ganjifa`` record (GANJIFA.md, "komi"): ``Dealer``, ``Stakes``, three cards a hand, the bets.

The stakes are set before the deal and written in the ``Stakes`` tag (``-`` for the dealer), so a record starts
once the cards are dealt; with ``betting`` one line per non-dealer in turn from the dealer's next seat
(``2: keep``, ``3: double``, ``4: fold``); without it a record has no action lines (one is illegal).
``Result`` is every seat's net chips in seat order, signed (``+5 -5 +10 -10``; ``0`` for none).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from game.engine.envelope import Envelope, IllegalRecord, MalformedRecord
from game.engine.limits import excerpt
from game.engine.protocol import Refusal
from game.engine.results import UNFINISHED, nets_text
from game.ganjifa.actions import Deal
from game.ganjifa.cards import card_text
from game.ganjifa.komi.actions import BETS, Bet, BetWord, Stake
from game.ganjifa.komi.scoring import HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS, TABLE_LIMIT, score_text
from game.ganjifa.komi.state import BETTING, KomiState
from game.ganjifa.record import COMMON_TAGS, check_result, read_header, read_number, read_seat, write_record
from game.ganjifa.variant import GanjifaVariant

GAME_ID = "komi"
KOMI_VARIANT = GanjifaVariant(GAME_ID, tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1)), (BETTING,))
OWN_TAGS = ("Dealer", "Stakes")
_HAND_TAG = re.compile(r"Hand[0-9]+")
_SIGNED = re.compile(r"[+-]?[0-9]+")


@dataclass(frozen=True, slots=True)
class KomiRecord:
    """A record read: the round replayed, and the free-text tags to keep on a round trip."""

    state: KomiState
    free_tags: tuple[tuple[str, str], ...]


def read_komi(envelope: Envelope) -> KomiRecord:
    """Replay a komi record; raises :class:`MalformedRecord` or :class:`IllegalRecord` (a wrong ``Result``)."""
    header = read_header(envelope, KOMI_VARIANT, OWN_TAGS)
    players = header.players
    for seat, hand in enumerate(header.hands):
        if len(hand) != HAND_SIZE:
            name = f"Hand{seat + 1}"
            raise MalformedRecord(f"{name} must hold {HAND_SIZE} cards, not {len(hand)}", envelope.tags[name][1])
    dealer = read_number(envelope, "Dealer", 1, players) - 1
    stakes = read_stakes(envelope, players, dealer)
    state = KomiState(players, dealer, BETTING in header.options)
    for seat in state.order:
        chips = stakes[seat]
        assert chips is not None
        state.apply(Stake(seat, chips))
    state.apply(Deal(header.hands))
    for action in envelope.actions:
        seat = read_seat(action, players)
        word = action.text.strip().lower()
        if word not in BETS:
            raise MalformedRecord(
                f"unknown komi action: {excerpt(action.text.strip())!r} (keep, double or fold)", action.line
            )
        bet: BetWord = BETS[BETS.index(word)]
        try:
            state.apply(Bet(seat, bet))
        except Refusal as refusal:
            raise IllegalRecord(refusal.reason, action.line) from None
    check_result(header, result_text(state), normalise_result)
    return KomiRecord(state, header.free_tags)


def read_stakes(envelope: Envelope, players: int, dealer: int) -> tuple[int | None, ...]:
    """The ``Stakes`` tag: one entry per seat, ``-`` for the dealer, 1 to the table limit for the others."""
    value, line = envelope.need("Stakes")
    words = value.split()
    if len(words) != players:
        raise MalformedRecord(f"Stakes must have one entry for each of the {players} seats, not {len(words)}", line)
    stakes: list[int | None] = []
    for seat, word in enumerate(words):
        if seat == dealer:
            if word != "-":
                raise MalformedRecord(
                    f"the dealer (seat {seat + 1}) stakes nothing: write '-', not {excerpt(word)!r}", line
                )
            stakes.append(None)
        elif not re.fullmatch(r"[0-9]{1,3}", word) or not 1 <= int(word) <= TABLE_LIMIT:
            raise MalformedRecord(
                f"seat {seat + 1}'s stake must be 1 to {TABLE_LIMIT} chips, not {excerpt(word)!r}", line
            )
        else:
            stakes.append(int(word))
    return tuple(stakes)


def stakes_text(stakes: Iterable[int | None]) -> str:
    return " ".join("-" if chips is None else str(chips) for chips in stakes)


def result_text(state: KomiState) -> str:
    """``+5 -5 +10 -10`` (``0`` for none) once the round is over, ``*`` before."""
    nets = state.nets()
    return UNFINISHED if nets is None else nets_text(nets)


def normalise_result(text: str) -> str:
    """A ``Result`` as compared: numbers with their sign (``5`` is ``+5``, ``-0`` is ``0``), other words lower case."""
    return " ".join(str(int(word)) if _SIGNED.fullmatch(word) else word.lower() for word in text.split())


def record_text(state: KomiState, tags: Mapping[str, str] | Iterable[tuple[str, str]] = ()) -> str:
    """The canonical record of ``state`` (dealt already) with the free ``tags`` (the game's own names skipped)."""
    if state.hands is None:
        raise ValueError("a komi record starts once the cards are dealt")
    pairs = tags.items() if isinstance(tags, Mapping) else tags
    reserved = {*COMMON_TAGS, *OWN_TAGS}
    free = [(name, value) for name, value in pairs if name not in reserved and not _HAND_TAG.fullmatch(name)]
    bets = [f"{seat + 1}: {state.bets[seat]}" for seat in state.order if state.bets[seat] is not None]
    return write_record(
        GAME_ID,
        state.players,
        [("Dealer", str(state.dealer + 1)), ("Stakes", stakes_text(state.stakes))],
        state.hands,
        sorted(state.options),
        result_text(state),
        bets,
        free,
    )


def position_json(state: KomiState) -> dict[str, object]:
    """The position as ``replay --json`` prints it: the result, whose turn, and the per-seat figures."""
    to_move = state.current_player()
    nets = state.nets()
    hands = state.hands if state.hands is not None else ((),) * state.players
    return {
        "result": result_text(state),
        "to_move": {"seat": to_move + 1, "phase": state.phase()} if to_move >= 0 else None,
        "dealer": state.dealer + 1,
        "stakes": per_seat(state.stakes),
        "hands": per_seat([card_text(card) for card in hand] for hand in hands),
        "bets": per_seat(state.bets),
        "score": per_seat(score_text(value) for value in state.scores) if state.scores else None,
        "net": per_seat(nets) if nets is not None else None,
        "folded": per_seat(state.folded()),
    }


def per_seat(values: Iterable[object]) -> dict[str, object]:
    """A per-seat figure as ``--json`` writes it: keyed by the seat number as a string."""
    return {str(seat + 1): value for seat, value in enumerate(values)}
