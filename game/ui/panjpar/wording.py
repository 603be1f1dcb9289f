"""What Panjpar's table says: the banner over the battle, the match score, the toasts of events, the result, and
the sentences of what happened, which the table's log and the replay viewer share ("Bot kills 2♥ with 7♥").

Each function returns text in the player's language; nothing here draws. The table's words read the table
(:class:`~game.ui.panjpar.host.PanjparHost`) and the player's gestures; the sentences read a :class:`Seating`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.panjpar.cards import Card
from game.panjpar.events import (
    Attacked,
    Beaten,
    ColourGuessed,
    Dealt,
    Drawn,
    Event,
    GameOver,
    PickedUp,
    PlayerOut,
)
from game.ui.i18n import _, ngettext
from game.ui.log import LogLine
from game.ui.panjpar.cardtext import card_name
from game.ui.panjpar.gestures import TableGestures
from game.ui.panjpar.host import PanjparHost, fool_of
from game.ui.presenter import ScoreTable
from game.ui.seatnames import object_name


def banner_text(host: PanjparHost, gestures: TableGestures) -> tuple[str, bool]:
    """The line over the battle and whether it asks the player to act."""
    view = host.view
    # What the banner says of the others is public: read from the player's own view, never the referee's state.
    if view is None or view.phase in ("deal", "guess") or host.outcome is not None:
        return "", False
    players = host.players
    seat = host.thinking_seat
    if seat is not None:
        if players == 2:
            return _("Bot is thinking…"), False
        name = host.seat_name(seat)
        if view.phase == "attack":
            target = object_name(view.defender, players, host.me)
            return _("{name} is thinking… attacking {target}").format(name=name, target=target), False
        target = object_name(view.attacker, players, host.me)
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
    s = host.match.totals
    me = host.me
    draws = "   " + _("Draws {n}").format(n=s.draws[me]) if s.draws[me] else ""
    if host.players == 2:
        other = 1 - me
        if other in host.specs:  # a bot
            return _("You {won} : {lost} Bot").format(won=s.wins[me], lost=s.wins[other]) + draws
        name = host.seat_name(other)  # a person: at this computer, or at another
        return _("You {won} : {lost} {name}").format(won=s.wins[me], lost=s.wins[other], name=name) + draws
    # "Bot 1: 0", not "Bot 1 0", which reads as "Bot 10".
    tally = " · ".join(
        _("{name}: {fools}").format(name=host.seat_name(seat), fools=s.losses[seat]) for seat in range(host.players)
    )
    return _("Fools: {tally}").format(tally=tally) + draws


def duel_opponent(host: PanjparHost) -> str | None:
    """In a duel against a person (pass and play, or a network table), that person's name; ``None`` against the bot
    (whose sentences say "the bot")."""
    other = 1 - host.me
    return None if host.players != 2 or other in host.specs else host.seat_name(other)


def guess_text(event: ColourGuessed, opponent: str | None = None) -> str:
    """What the player's colour guess decided (shown once the cards are dealt); ``opponent``: a person's name."""
    colour = _("red") if event.colour == "red" else _("black")
    if event.correct:
        return _("You guessed {colour}: right! You attack first.").format(colour=colour)
    if opponent is not None:
        return _("You guessed {colour}: wrong. {name} attacks first.").format(colour=colour, name=opponent)
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
    if isinstance(event, PickedUp) and event.seat != host.me:
        if players == 2 and event.seat in host.specs:
            return _("The bot picks up {n}").format(n=len(event.cards)), 1.6
        return _("{name} picks up {n}").format(name=host.seat_name(event.seat), n=len(event.cards)), 1.6
    if isinstance(event, PlayerOut) and players > 2:
        if event.seat == host.me:
            return _("You are out of cards: the others play on"), 2.4
        return _("{name} is out").format(name=host.seat_name(event.seat)), 1.8
    return None


def result_text(host: PanjparHost) -> tuple[str, str]:
    """The game-over dialog's title and sentence: who is the fool, or a draw."""
    fool = fool_of(host.outcome)
    duel = host.players == 2
    opponent = duel_opponent(host)
    if fool is None:
        if duel:
            return _("A draw"), _("You both ran out of cards in the same battle.")
        return _("A draw"), _("The last two players ran out of cards in the same battle.")
    if fool == host.me:
        if opponent is not None:
            return _("You lost"), _("{name} got rid of their cards first: you are the fool this time.").format(
                name=opponent
            )
        if duel:
            return _("You lost"), _("The bot got rid of its cards first: you are the fool this time.")
        return _("You lost"), _("The others got rid of their cards: you are the fool this time.")
    if opponent is not None:
        return _("You won!"), _("You got rid of all your cards. {name} is the fool.").format(name=opponent)
    if duel:
        return _("You won!"), _("You got rid of all your cards. The bot is the fool.")
    name = host.seat_name(fool)
    return _("{name} is the fool").format(name=name), _("{name} was the last one holding cards.").format(name=name)


def score_table(host: PanjparHost) -> ScoreTable:
    """The match so far: games won, lost (the fool) and drawn per player; this game's fool marked."""
    score = host.match.totals
    rows = tuple((score.wins[s], score.losses[s], score.draws[s]) for s in range(host.players))
    fool = fool_of(host.outcome)
    return ScoreTable((_("Won"), _("Fool"), _("Drawn")), rows, fool)


# ----- what happened, in sentences: the table's log and the replay viewer ---------------------------------------
@dataclass(frozen=True)
class Seating:
    """Who is who in a sentence: how many play, the player's seat (``None``: no seat is hers, every seat is called
    by its name) and each seat's name as the table shows it ("You", "Bot", "Bot 2")."""

    players: int
    me: int | None
    names: tuple[str, ...]

    def name(self, seat: int) -> str:
        return self.names[seat]


def table_seating(host: PanjparHost) -> Seating:
    return Seating(host.players, host.me, tuple(host.seat_name(seat) for seat in range(host.players)))


def cards_text(cards: Sequence[Card]) -> str:
    """``A♥ A♣ 2♥``."""
    return " ".join(card_name(card) for card in cards)


def _said(seating: Seating, seat: int, mine: str, theirs: str, **words: object) -> str:
    """``mine`` (a sentence of "You") for the player's seat, else ``theirs`` with the seat's ``name``."""
    if seat == seating.me:
        return mine.format(**words)
    return theirs.format(name=seating.name(seat), **words)


def attack_text(seating: Seating, seat: int, defender: int, cards: Sequence[Card]) -> str:
    """``You attack with A♥ A♣ 2♥``; at a table of more, whom: ``Bot 1 attacks you with 9♠``."""
    shown = cards_text(cards)
    if seating.players == 2:
        return _said(seating, seat, _("You attack with {cards}"), _("{name} attacks with {cards}"), cards=shown)
    if defender == seating.me:
        return _("{name} attacks you with {cards}").format(name=seating.name(seat), cards=shown)
    mine, theirs = _("You attack {target} with {cards}"), _("{name} attacks {target} with {cards}")
    return _said(seating, seat, mine, theirs, target=seating.name(defender), cards=shown)


def defence_text(seating: Seating, seat: int, kills: Sequence[tuple[Card, Card]], picked: Sequence[Card]) -> str:
    """``Bot kills 2♥ with 7♥ and A♣ with 4♦, picks up the rest``, ``You kill 9♠ with J♠``, ``Bot picks up Q♦``."""
    if not kills:
        return _said(seating, seat, _("You pick up {cards}"), _("{name} picks up {cards}"), cards=cards_text(picked))
    pairs = [_("{attack} with {beater}").format(attack=card_name(a), beater=card_name(b)) for a, b in kills]
    listed = pairs[0]
    if len(pairs) > 1:
        listed = _("{first} and {second}").format(first=", ".join(pairs[:-1]), second=pairs[-1])
    if picked:
        mine, theirs = _("You kill {kills}, pick up the rest"), _("{name} kills {kills}, picks up the rest")
        return _said(seating, seat, mine, theirs, kills=listed)
    return _said(seating, seat, _("You kill {kills}"), _("{name} kills {kills}"), kills=listed)


def drawn_text(seating: Seating, event: Drawn) -> str:
    """Who drew how many: the player's own cards named, another seat's counted (and the trump card said)."""
    n = event.count
    if event.seat == seating.me:
        cards = cards_text(event.cards or ())
        return ngettext("You draw {n} card: {cards}", "You draw {n} cards: {cards}", n).format(n=n, cards=cards)
    name = seating.name(event.seat)
    if event.took_trump and n == 1:
        return _("{name} draws the trump card").format(name=name)
    if event.took_trump:
        return ngettext(
            "{name} draws {n} card, the last the trump card", "{name} draws {n} cards, the last the trump card", n
        ).format(name=name, n=n)
    return ngettext("{name} draws {n} card", "{name} draws {n} cards", n).format(name=name, n=n)


def game_over_text(seating: Seating, loser: int | None) -> str:
    if loser is None:
        return _("A draw")
    return _said(seating, loser, _("You are the fool"), _("{name} is the fool"))


def event_lines(event: Event, seating: Seating, guessed: str) -> tuple[LogLine, ...]:
    """What ``event`` adds to the table's log: a game begins (a heading, the trump card, who attacks first, or
    ``guessed``: what the player's colour guess decided), a battle begins (its attack), then its kills, what was
    picked up, who drew, who went out, and the end."""
    if isinstance(event, Dealt):
        first = _said(seating, event.first_attacker, _("You attack first"), _("{name} attacks first"))
        trump = _("The trump card is {card}").format(card=card_name(event.trump_card))
        return LogLine(_("New game"), "game"), LogLine(trump), LogLine(guessed or first)
    if isinstance(event, Attacked):
        return (LogLine(attack_text(seating, event.seat, event.defender, event.cards), "group"),)
    if isinstance(event, Beaten):
        return (LogLine(defence_text(seating, event.seat, ((event.attack_card, event.beater),), ())),)
    if isinstance(event, PickedUp):
        return (LogLine(defence_text(seating, event.seat, (), event.cards)),)
    if isinstance(event, Drawn) and event.count > 0:
        return (LogLine(drawn_text(seating, event)),)
    if isinstance(event, PlayerOut) and seating.players > 2:
        out = _said(seating, event.seat, _("You are out of cards: the others play on"), _("{name} is out"))
        return (LogLine(out),)
    if isinstance(event, GameOver):
        return (LogLine(game_over_text(seating, event.outcome.loser), "group"),)
    return ()


def move_text(seating: Seating, events: Sequence[Event]) -> str:
    """One recorded move in a sentence, from the events it caused: an attack, or a defence (its kills and what
    was picked up) — ``Bot kills 2♥ with 7♥ and A♣ with 4♦, picks up the rest``."""
    kills: list[tuple[Card, Card]] = []
    picked: tuple[Card, ...] = ()
    seat: int | None = None
    for event in events:
        if isinstance(event, Attacked):
            return attack_text(seating, event.seat, event.defender, event.cards)
        if isinstance(event, Beaten):
            kills.append((event.attack_card, event.beater))
            seat = event.seat
        elif isinstance(event, PickedUp):
            picked, seat = event.cards, event.seat
    return "" if seat is None else defence_text(seating, seat, kills, picked)
