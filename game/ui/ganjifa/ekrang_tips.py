"""Ekrang's first-game coach: each phase explained the first time the player meets it (the opening, its covers,
a lead, a lead to beat, phase 2), with how "higher" and "lower" work across suits and with the Mughal order."""

from __future__ import annotations

from game.ganjifa.ekrang.state import EkrangView
from game.ui.coach import Tip
from game.ui.i18n import _

#: The keys of ekrang's tips, remembered once shown (game/storage/settings.py lists them).
KEYS = ("ekrang_open", "ekrang_cover", "ekrang_lead", "ekrang_beat", "ekrang_low")


def _values(mughal: bool) -> str:
    """How cards compare, said once in the first tip that needs it."""
    if mughal:
        return _(
            "A card's value decides, whatever its suit: raja, vizier, then the numbers. With the Mughal order, in "
            "Phul, Ghulam, Shamsher and Chandra the 1 is the highest number and the 10 the lowest."
        )
    return _("A card's value decides, whatever its suit: raja, vizier, then 10 down to 1.")


def _phase_tips() -> dict[str, tuple[str, str, str]]:
    """Each phase's tip: its key, title and text, in the player's language."""
    return {
        "opening": (
            "ekrang_open",
            _("You open"),
            _(
                "You hold the key card, so you open: lay it with one of your highest number cards. Every other "
                "player covers both with lower cards, and all of them are yours: the first trick."
            ),
        ),
        "cover": (
            "ekrang_cover",
            _("Cover with lower cards"),
            _(
                "Cover the two cards on the table, the key card first, each with a lower card of any suit (with none "
                "lower, any card). The opener takes them all, so give cards you will not miss, usually your lowest."
            ),
        ),
        "lead": (
            "ekrang_lead",
            _("You lead"),
            _(
                "Pick a suit and play your highest card of it. Whoever holds a higher card of that suit must play it "
                "at once, and takes the cards. A card nobody can beat wins the cards for you. Most tricks wins."
            ),
        ),
        "follow": (
            "ekrang_beat",
            _("Beat it if you can"),
            _(
                "If you hold a higher card of the suit led you must play one: you take the cards at once and lead "
                "next. Otherwise play a card of the suit, or any card if you have none."
            ),
        ),
        "low": (
            "ekrang_low",
            _("Phase 2: the highest takes"),
            _(
                "Nobody beat the lead, so its player took the cards and then played her lowest card of the suit. Now "
                "anyone may play any card: the highest card of that suit takes the trick."
            ),
        ),
    }


def ekrang_tips(view: EkrangView) -> list[Tip]:
    """The tip for the phase the player is to play in (the coach shows each once); the covers' tip says how
    cards compare."""
    tip = _phase_tips().get("low" if view.phase == "play" else view.phase)
    if tip is None:
        return []
    key, title, text = tip
    return [Tip(key, title, f"{text} {_values(view.mughal)}" if key == "ekrang_cover" else text)]


def every_tip() -> list[Tip]:
    """Every tip ekrang may show, in both orders of values (the panel's fit is checked on each)."""
    tips = [Tip(key, title, text) for key, title, text in _phase_tips().values() if key != "ekrang_cover"]
    key, title, text = _phase_tips()["cover"]
    return [*tips, *(Tip(key, title, f"{text} {_values(mughal)}") for mughal in (False, True))]
