"""The ``.ganjifa`` record lines every Ganjifa game shares (docs/NOTATION.md, "Ganjifa records").

A game's own record module reads its tags and actions with these helpers and writes its record with
:func:`write_record`, so that the four games agree on what is malformed (exit 2) and what is illegal (exit 1):

- :func:`read_header`: ``Players`` within the game's range, ``Hand1`` .. ``HandN`` (distinct cards, no ``HandK``
  above ``Players``), ``Options`` from the game's list, ``Result`` kept to be checked, every other tag kept as
  free text (those the game reads itself are named in ``own_tags``);
- :func:`read_cards`: an action line's cards (a bad card is malformed) and its seat (one that does not exist is
  malformed);
- :func:`check_result`: a ``Result`` tag the replay contradicts is illegal (spacing and letter case ignored).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from game.cards import CardError
from game.engine.envelope import ActionLine, Envelope, IllegalRecord, MalformedRecord, escape
from game.engine.limits import excerpt
from game.ganjifa.cards import card_text, cards_text, parse_card
from game.ganjifa.variant import GanjifaVariant

#: The tags :func:`read_header` reads; a game names its own further ones.
COMMON_TAGS = ("Game", "Players", "Options", "Result")
_HAND = re.compile(r"Hand([0-9]{1,3})")
_PLAYERS = re.compile(r"[0-9]{1,2}")


@dataclass(frozen=True, slots=True)
class Header:
    """A record's header as the shared rules read it."""

    players: int
    hands: tuple[tuple[int, ...], ...]
    options: frozenset[str]
    #: The ``Result`` tag's value and line, when the record has one.
    result: tuple[str, int] | None
    #: Free-text tags (none the game reads), in the order read: kept on a round trip.
    free_tags: tuple[tuple[str, str], ...]


def read_header(envelope: Envelope, variant: GanjifaVariant, own_tags: Iterable[str] = ()) -> Header:
    """The header of a record of ``variant``; raises :class:`MalformedRecord` for anything ill-formed."""
    text, line = envelope.need("Players")
    if not _PLAYERS.fullmatch(text.strip()) or int(text) not in variant.players:
        seats = f"{min(variant.players)} to {max(variant.players)}"
        raise MalformedRecord(f"Players must be {seats} for {variant.id}, not {excerpt(text)!r}", line)
    players = int(text)
    hands: list[tuple[int, ...]] = []
    seen: set[int] = set()
    for seat in range(1, players + 1):
        value, hand_line = envelope.need(f"Hand{seat}")
        hand = tuple(_card(word, hand_line) for word in value.split())
        for card in hand:
            if card in seen:
                raise MalformedRecord(f"card dealt twice: {card_text(card)}", hand_line)
            seen.add(card)
        hands.append(hand)
    known = {*COMMON_TAGS, *own_tags}
    free: list[tuple[str, str]] = []
    for name, (value, tag_line) in envelope.tags.items():
        match = _HAND.fullmatch(name)
        if match:
            if not 1 <= int(match.group(1)) <= players:
                raise MalformedRecord(f"{name} but the game has {players} players", tag_line)
        elif name not in known:
            free.append((name, value))
    options = read_options(envelope, variant, players)
    return Header(players, tuple(hands), options, envelope.tags.get("Result"), tuple(free))


def read_options(envelope: Envelope, variant: GanjifaVariant, players: int) -> frozenset[str]:
    """The ``Options`` tag's words (none when absent); an option the game or the player count lacks is malformed."""
    if "Options" not in envelope.tags:
        return frozenset()
    value, line = envelope.tags["Options"]
    words = [word.lower() for word in value.split()]
    if "night" in words:
        error: str | None = f"{variant.id} has no option 'night' (the key suit is the Time tag)"
    else:
        error = variant.option_error(words, players)
    if error is not None:
        raise MalformedRecord(error, line)
    return frozenset(words)


def read_seat(action: ActionLine, players: int) -> int:
    """The 0-based seat of an action line; a seat the game does not have is malformed."""
    if not 1 <= action.seat <= players:
        raise MalformedRecord(f"no seat {action.seat}: the game has {players} players", action.line)
    return action.seat - 1


def read_cards(action: ActionLine, players: int) -> tuple[int, tuple[int, ...]]:
    """The seat (0-based) and the cards of a play line such as ``2: RSu 3Ba``; malformed if unreadable."""
    seat = read_seat(action, players)
    words = action.text.split()
    if not words:
        raise MalformedRecord("an action with no cards", action.line)
    return seat, tuple(_card(word, action.line) for word in words)


def _card(word: str, line: int) -> int:
    try:
        return parse_card(word)
    except CardError as error:
        raise MalformedRecord(str(error), line) from None


def read_number(envelope: Envelope, name: str, low: int, high: int | None = None) -> int:
    """A whole-number tag within ``low`` .. ``high``; malformed when missing or out of range."""
    value, line = envelope.need(name)
    text = value.strip()
    if not re.fullmatch(r"[0-9]{1,9}", text) or int(text) < low or (high is not None and int(text) > high):
        bound = f"from {low} to {high}" if high is not None else f"at least {low}"
        raise MalformedRecord(f"{name} must be a whole number {bound}, not {excerpt(value)!r}", line)
    return int(text)


def read_time(envelope: Envelope) -> bool:
    """The ``Time`` tag: ``True`` for ``night`` (the key suit Chandra), ``False`` for ``day``."""
    value, line = envelope.need("Time")
    word = value.strip().lower()
    if word not in ("day", "night"):
        raise MalformedRecord(f"Time must be day or night, not {excerpt(value)!r}", line)
    return word == "night"


def normalise_result(text: str) -> str:
    """A ``Result`` as compared: lower case, single spaces."""
    return " ".join(text.lower().split())


def check_result(header: Header, actual: str, normalise: Callable[[str], str] = normalise_result) -> None:
    """Raise :class:`IllegalRecord` when the record's ``Result`` disagrees with ``actual`` (the replay's),
    compared after ``normalise`` (by default: letter case and spacing ignored)."""
    if header.result is None:
        return
    stated, line = header.result
    if normalise(stated) != normalise(actual):
        raise IllegalRecord(f"result is {actual}, record says {excerpt(stated)}", line)


def write_record(
    game: str,
    players: int,
    game_tags: Sequence[tuple[str, str]],
    hands: Sequence[Sequence[int]],
    options: Iterable[str],
    result: str,
    actions: Sequence[str],
    free_tags: Iterable[tuple[str, str]] = (),
) -> str:
    """The canonical text of a record: ``Game``, ``Players``, the game's tags, ``Options`` (when any, in the
    game's order as given), the hands, ``Result``, the free tags, a blank line, then one action a line."""
    lines = [f'[Game "{game}"]', f'[Players "{players}"]']
    lines += [f'[{name} "{escape(value)}"]' for name, value in game_tags]
    chosen = list(options)
    if chosen:
        lines.append(f'[Options "{" ".join(chosen)}"]')
    lines += [f'[Hand{seat + 1} "{cards_text(hand)}"]' for seat, hand in enumerate(hands)]
    lines.append(f'[Result "{result}"]')
    lines += [f'[{name} "{escape(value)}"]' for name, value in free_tags]
    lines.append("")
    lines += list(actions)
    return "\n".join(lines) + "\n"
