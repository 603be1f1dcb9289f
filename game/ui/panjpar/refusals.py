"""A refusal of the rules (``code`` and ``args``, :mod:`game.panjpar.refusals`) in the player's language.

Cards are shown as the table shows them (``10♥``), seats by the names the table gives them ("You", "Bot 2").
A code this module does not know, or arguments that do not fit its template, leave the English reason.
"""

from __future__ import annotations

from game.cards import CardError
from game.engine.protocol import RefusalArgs
from game.panjpar.cards import parse_card
from game.ui.i18n import _
from game.ui.panjpar.cardtext import card_name
from game.ui.seatnames import seat_name

#: The arguments that name a seat (1-based) and those that hold a card's text.
SEAT_ARGS = frozenset({"seat", "attacker", "defender", "guesser"})
CARD_ARGS = frozenset({"card", "attack"})


def refusal_templates() -> dict[str, str]:
    """Each refusal code's template in the current language (built per call, so a language switch applies)."""
    return {
        "game_over": _("The game is over"),
        "must_answer": _("{seat} must answer the attack, not attack"),
        "not_attacker_defending": _("{seat} cannot attack now: {defender} must defend"),
        "not_attacker": _("{seat} may not attack now"),
        "attack_size": _("An attack is 1, 3 or 5 cards, not {size}"),
        "card_played_twice": _("{card} is played twice"),
        "card_not_in_hand": _("{card} is not in the hand"),
        "attack_too_large": _("The defender holds {held} cards: no {size}-card attack"),
        "needs_pair": _("Three cards need a pair"),
        "needs_two_pairs": _("Five cards need two pairs"),
        "must_attack": _("{seat} must attack: there is nothing to defend"),
        "not_defender_attacking": _("{seat} cannot defend now: {attacker} must attack"),
        "not_defender": _("{seat} may not defend now"),
        "not_attack_card": _("{card} is not an attack card"),
        "attack_card_beaten_twice": _("{card} is killed twice"),
        "card_used_twice": _("{card} is used twice"),
        "does_not_beat": _("{card} does not beat {attack}"),
        "guess_first": _("The colour guess comes first"),
        "already_guessed": _("The colour was already guessed"),
        "not_guesser": _("{seat} may not guess: {guesser} guesses"),
        "guess_colour": _("Guess red or black, not {colour}"),
        "deal_first": _("The cards are not dealt yet"),
        "already_dealt": _("The cards are already dealt"),
        "wrong_deal": _("The deal does not fit this game"),
        "not_an_action": _("Not an action of this game"),
    }


def _shown(name: str, value: str | int, players: int, me: int) -> str | int:
    if name in SEAT_ARGS and isinstance(value, int):
        return seat_name(value - 1, players, me)
    if name in CARD_ARGS and isinstance(value, str):
        return card_name(parse_card(value))
    return value


def refusal_text(code: str, args: RefusalArgs, reason: str, players: int, me: int) -> str:
    """The refusal ``code`` with ``args`` as the player reads it; ``reason`` (English) for an unknown code."""
    template = refusal_templates().get(code)
    if template is None:
        return reason
    try:
        return template.format(**{name: _shown(name, value, players, me) for name, value in args.items()})
    except (KeyError, IndexError, ValueError, CardError):
        return reason
