"""The names the screens give players and bots, in one place so that every screen says them alike."""

from __future__ import annotations

from game.engine import registry
from game.ui.i18n import _


def translated(text: str) -> str:
    """A name or note of the games' registry in the player's language (English when there is no translation).

    The catalogue is keyed by the English text, so each text is written out here for the translators' tools.
    """
    known = {
        "Easy": _("Easy"),
        "Hard": _("Hard"),
        "Random": _("Random"),
        "52 cards": _("52 cards"),
        "36 cards": _("36 cards"),
        "The full pack, two players: guess the trump colour to attack first.": _(
            "The full pack, two players: guess the trump colour to attack first."
        ),
        "Six to ace. The player at the dealer's left attacks first; the fool deals the next game.": _(
            "Six to ace. The player at the dealer's left attacks first; the fool deals the next game."
        ),
        "Betting": _("Betting"),
        "Having seen her cards, each player keeps, doubles or folds.": _(
            "Having seen her cards, each player keeps, doubles or folds."
        ),
        "Mughal order": _("Mughal order"),
        "In Phul, Ghulam, Shamsher and Chandra the 1 is high and the 10 low.": _(
            "In Phul, Ghulam, Shamsher and Chandra the 1 is high and the 10 low."
        ),
        "Fast": _("Fast"),
        "As many suits as players, Surya and Chandra among them: 12 cards each.": _(
            "As many suits as players, Surya and Chandra among them: 12 cards each."
        ),
        "Teams": _("Teams"),
        "Four players: seats 1 and 3 against 2 and 4.": _("Four players: seats 1 and 3 against 2 and 4."),
        "Night": _("Night"),
        "The key suit is Chandra rather than Surya.": _("The key suit is Chandra rather than Surya."),
        "Sum": _("Sum"),
        "The largest sum of points of the led suit takes the trick.": _(
            "The largest sum of points of the led suit takes the trick."
        ),
        "Free": _("Free"),
        "The highest card of the suit and any other card of it.": _(
            "The highest card of the suit and any other card of it."
        ),
        "No elimination": _("No elimination"),
        "Nobody drops out; every card is played.": _("Nobody drops out; every card is played."),
        "Two cards each: named pairs, then totals up to 17.": _("Two cards each: named pairs, then totals up to 17."),
        "Each player against the dealer: three cards, the last digit counts.": _(
            "Each player against the dealer: three cards, the last digit counts."
        ),
        "Trick-taking, 2-4 players: a higher card of the suit beats at once.": _(
            "Trick-taking, 2-4 players: a higher card of the suit beats at once."
        ),
        "Trick-taking, 4 players: each play a suit's highest and lowest.": _(
            "Trick-taking, 4 players: each play a suit's highest and lowest."
        ),
    }
    return known.get(text, text)


def difficulty_name(spec: str) -> str:
    """A bot spec as the player reads it (``easy`` is "Easy"; an unknown spec is shown as it is)."""
    name = registry.difficulty_name(spec)
    return spec if name is None else translated(name)


def pack_name(variant: str) -> str:
    """A variant by its pack ("52 cards"); an unknown variant's id is shown as it is."""
    info = registry.variant_info(variant)
    return variant if info is None else translated(info.name)


def variant_note(variant: str) -> str:
    """The registry's one-line note on ``variant`` (empty for an unknown one), translated."""
    info = registry.variant_info(variant)
    return "" if info is None else translated(info.note)


def bot_name(seat: int, players: int) -> str:
    """The bot in ``seat``: "Bot" at a table for two, else "Bot 1", "Bot 2", ... by seat."""
    return _("Bot") if players == 2 else _("Bot {n}").format(n=seat)


def seat_name(seat: int, players: int, me: int = 0) -> str:
    """A seat at the table: "You" for the player's, else the bot's name."""
    return _("You") if seat == me else bot_name(seat, players)


def object_name(seat: int, players: int, me: int = 0) -> str:
    """A seat as the object of a sentence ("attacking you", "against Bot 2")."""
    return _("you") if seat == me else bot_name(seat, players)


def signed(chips: float) -> str:
    """Chips won, net: ``+5``, ``−3`` (a true minus sign), ``0``."""
    value = round(chips)
    return f"+{value}" if value > 0 else (f"−{-value}" if value < 0 else "0")


def game_name(game_id: str) -> str:
    """A game's name (the registry's; the Ganjifa names are names in every language)."""
    info = registry.game_info(game_id)
    return game_id if info is None else info.name


def game_blurb(game_id: str) -> str:
    """One line about a game for the game chooser, in the player's language."""
    blurbs = {
        "panjpar": _("The Afghan shedding game of The Kite Runner: beat every attack, or pick it up."),
        "nakashth": _("Two cards each, turned over together: pairs, then the best total up to 17."),
        "komi": _("Each player against the dealer with three cards; the last digit counts."),
        "ekrang": _("Tricks with the round pack: whoever holds a higher card of the suit must beat at once."),
        "hamrang": _("Four players, two cards a play: the highest and the lowest of a suit."),
    }
    return blurbs.get(game_id, "")
