"""Why the rules refuse a move: a stable ``code`` with plain ``args``, and the English text of each code.

The code and its arguments let a screen say the refusal in the player's language (``game/ui/panjpar/refusals``); the
English text, :func:`english`, is what records, the command line and the tests read. Arguments are plain values:
cards as their text (``10H``), seats 1-based, numbers, and the colour as given.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from game.engine.protocol import Refusal, RefusalArgs

#: Every refusal the rules and the controller raise: code -> English template over its arguments.
TEMPLATES: Final[Mapping[str, str]] = MappingProxyType(
    {
        "game_over": "game is over",
        "must_answer": "seat {seat} must answer the attack, not attack",
        "not_attacker_defending": "seat {seat} is not the attacker: seat {defender} defends",
        "not_attacker": "seat {seat} is not the attacker",
        "attack_size": "an attack is 1, 3 or 5 cards, not {size}",
        "card_played_twice": "card played twice: {card}",
        "card_not_in_hand": "card not in hand: {card}",
        "attack_too_large": "defender holds {held} cards: {size}-card attack not allowed",
        "needs_pair": "3-card attack needs a pair",
        "needs_two_pairs": "5-card attack needs two pairs",
        "must_attack": "seat {seat} must attack: there is nothing to defend",
        "not_defender_attacking": "seat {seat} is not the defender: seat {attacker} attacks",
        "not_defender": "seat {seat} is not the defender",
        "not_attack_card": "{card} is not an attack card",
        "attack_card_beaten_twice": "attack card beaten twice: {card}",
        "card_used_twice": "card used twice: {card}",
        "does_not_beat": "{card} does not beat {attack}",
        "guess_first": "the colour guess comes first",
        "already_guessed": "the colour was already guessed",
        "not_guesser": "seat {seat} does not guess: seat {guesser} does",
        "guess_colour": "guess red or black, not {colour}",
        "deal_first": "the cards are not dealt yet",
        "already_dealt": "the cards are already dealt",
        "wrong_deal": "the deal does not fit this game",
        "not_an_action": "not an action of this game",
    }
)


def english(code: str, args: RefusalArgs) -> str:
    """The English text of a refusal (``KeyError`` for a code not in :data:`TEMPLATES`)."""
    return TEMPLATES[code].format(**args)


class IllegalMove(Refusal):
    """A move the rules forbid: ``code`` and ``arguments`` say why (see :data:`TEMPLATES`), ``reason`` in English,
    and ``rule`` names the rule of RULES.md. (``arguments``, since an exception's ``args`` is its own tuple.)"""

    def __init__(self, code: str, rule: int, **arguments: str | int) -> None:
        super().__init__(code, english(code, arguments), arguments, rule)
