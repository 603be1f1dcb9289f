"""What Panjpar's table says: the banner over the battle, the match score, the toasts of events, the result.

Each function reads the table (:class:`~game.ui.panjpar.host.PanjparHost`) and the player's gestures and returns
text in the player's language; nothing here draws.
"""

from __future__ import annotations

from game.panjpar.events import ColourGuessed, Dealt, Event, PickedUp, PlayerOut
from game.ui.i18n import _
from game.ui.names import object_name
from game.ui.panjpar.gestures import TableGestures
from game.ui.panjpar.host import PanjparHost
from game.ui.presenter import ScoreTable


def banner_text(host: PanjparHost, gestures: TableGestures) -> tuple[str, bool]:
    """The line over the battle and whether it asks the player to act."""
    view = host.view
    if host.controller.awaiting_guess or view is None or host.outcome is not None:
        return "", False
    players = host.players
    seat = host.thinking_seat
    if seat is not None:
        if players == 2:
            return _("Bot is thinking…"), False
        name = host.seat_name(seat)
        state = host.controller.position
        assert state is not None  # a bot thinks only once the cards are dealt
        if state.phase == "attack":
            target = object_name(state.defender, players, host.me)
            return _("{name} is thinking… attacking {target}").format(name=name, target=target), False
        target = object_name(state.attacker, players, host.me)
        return _("{name} is thinking… defending against {target}").format(name=name, target=target), False
    if not host.ready:
        return "", False
    if gestures.attacking:
        if players == 2:
            return _("Your attack: select 1, 3 or 5 cards and drag them to the table"), True
        target = host.seat_name(view.defender)
        return _("Your attack on {target}: select 1, 3 or 5 cards, drag them to the table").format(target=target), True
    if gestures.defending:
        if players == 2:
            return _("Defend: drag a card onto an attack card, or Take"), True
        name = host.seat_name(view.attacker)
        return _("{name} attacks you: drag a card onto an attack card, or Take").format(name=name), True
    return "", False


def score_text(host: PanjparHost) -> str:
    """The running match score for the top bar: wins in a duel, the fools of each seat otherwise."""
    s = host.match.score
    me = host.me
    draws = "   " + _("Draws {n}").format(n=s.draws[me]) if s.draws[me] else ""
    if host.players == 2:
        bot = 1  # the bot of a two-player table
        return _("You {won} : {lost} Bot").format(won=s.wins[me], lost=s.wins[bot]) + draws
    # "Bot 1: 0", not "Bot 1 0", which reads as "Bot 10".
    tally = " · ".join(
        _("{name}: {fools}").format(name=host.seat_name(seat), fools=s.losses[seat]) for seat in range(host.players)
    )
    return _("Fools: {tally}").format(tally=tally) + draws


def guess_text(event: ColourGuessed) -> str:
    """What the player's colour guess decided (shown once the cards are dealt)."""
    colour = _("red") if event.colour == "red" else _("black")
    if event.correct:
        return _("You guessed {colour}: right! You attack first.").format(colour=colour)
    return _("You guessed {colour}: wrong. The bot attacks first.").format(colour=colour)


def event_toast(host: PanjparHost, event: Event, guessed: str) -> tuple[str, float] | None:
    """The toast an event shows, with its seconds, if any (``guessed``: the colour guess's sentence, or "")."""
    players = host.players
    if isinstance(event, Dealt):
        if guessed:
            return guessed, 3.2
        if event.first_attacker == host.me:
            return _("You attack first"), 2.4
        return _("{name} attacks first").format(name=host.seat_name(event.first_attacker)), 2.4
    if isinstance(event, PickedUp) and event.seat in host.specs:
        if players == 2:
            return _("The bot picks up {n}").format(n=len(event.cards)), 1.6
        return _("{name} picks up {n}").format(name=host.seat_name(event.seat), n=len(event.cards)), 1.6
    if isinstance(event, PlayerOut) and players > 2:
        if event.seat == host.me:
            return _("You are out of cards: the others play on"), 2.4
        return _("{name} is out").format(name=host.seat_name(event.seat)), 1.8
    return None


def result_text(host: PanjparHost) -> tuple[str, str]:
    """The game-over dialog's title and sentence: who is the fool, or a draw."""
    outcome = host.outcome
    duel = host.players == 2
    if outcome is None or outcome.loser is None:
        if duel:
            return _("A draw"), _("You both ran out of cards in the same battle.")
        return _("A draw"), _("The last two players ran out of cards in the same battle.")
    if outcome.loser == host.me:
        if duel:
            return _("You lost"), _("The bot got rid of its cards first: you are the fool this time.")
        return _("You lost"), _("The others got rid of their cards: you are the fool this time.")
    if duel:
        return _("You won!"), _("You got rid of all your cards. The bot is the fool.")
    name = host.seat_name(outcome.loser)
    return _("{name} is the fool").format(name=name), _("{name} was the last one holding cards.").format(name=name)


def score_table(host: PanjparHost) -> ScoreTable:
    """The match so far: games won, lost (the fool) and drawn per player; this game's fool marked."""
    score = host.match.score
    rows = tuple((score.wins[s], score.losses[s], score.draws[s]) for s in range(host.players))
    fool = host.outcome.loser if host.outcome is not None else None
    return ScoreTable((_("Won"), _("Fool"), _("Drawn")), rows, fool)
