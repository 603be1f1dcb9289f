"""A toast and the coach's panel never cover the cards they talk about: for every game, at every player count, at
1024x640, 1280x800 and 1920x1080, the toast's place (inside which it is drawn, its text shrunk to fit) meets no
card of the player's hand (in every row it may take, cards raised or not), of the battle or trick on the table, or
of another seat's hand, and the coach's panel meets no card of the player's hand or the table's play."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame
import pytest
from pygame import Rect

from game.engine import registry
from game.ui import i18n
from game.ui.coach import CoachPlace, Tip, lay_out_panel
from game.ui.ganjifa.coach_tips import ganjifa_coach_place
from game.ui.ganjifa.hamrang import hamrang_tip
from game.ui.ganjifa.layout import round_layout
from game.ui.layout import compute_layout
from game.ui.panjpar.coach_tips import coach_place
from game.ui.text import TextRenderer
from game.ui.widgets import Toast

from .test_coach import all_tips

SIZES = ((1024, 640), (1280, 800), (1920, 1080))


class Places:
    """Of one table: where the toast and the coach go, and the cards each must leave in sight."""

    def __init__(self, toast: Rect, coach: CoachPlace, hand: list[Rect], table: list[Rect], others: list[Rect]):
        self.toast, self.coach, self.hand, self.table, self.others = toast, coach, hand, table, others


def panjpar_places(size: tuple[int, int], players: int) -> Places:
    layout = compute_layout(size, players)
    hand = [slot for n in range(1, 13) for slot in layout.hand_slots(n, frozenset(range(0, n, 2)))]
    hand += [slot for n in range(1, 13) for slot in layout.hand_slots(n)]
    table = [rect for n in range(1, 7) for slot in layout.battle_slots(n) for rect in (slot, layout.kill_slot(slot))]
    others = [slot for seat in range(players - 1) for n in range(1, 13) for slot in layout.opponent_slots(seat, n)]
    return Places(layout.toast, coach_place(layout), hand, table, others)


def ganjifa_places(size: tuple[int, int], players: int) -> Places:
    layout = round_layout(size, players)
    most = min(32, 96 // players)
    hand = [slot for n in range(1, most + 1) for slot in layout.hand_slots(n, frozenset(range(0, n, 3)))]
    table = [layout.spot(seat, index) for seat in range(players) for index in (0, 1)]
    others = [slot for seat in range(1, players) for n in range(1, most + 1) for slot in layout.fan_slots(seat, n)]
    return Places(layout.toast, ganjifa_coach_place(layout), hand, table, others)


#: Each game's table layout (a game added to the registry fails here until its layout is checked too).
LAYOUTS: dict[str, Callable[[tuple[int, int], int], Places]] = {
    "panjpar": panjpar_places,
    "nakashth": ganjifa_places,
    "komi": ganjifa_places,
    "ekrang": ganjifa_places,
    "hamrang": ganjifa_places,
}


def tables() -> Iterator[tuple[str, int]]:
    for game in registry.GAMES.values():
        for players in sorted({n for variant in game.variants for n in variant.players}):
            yield game.id, players


def tips_of(game: str) -> list[Tip]:
    return all_tips() if game == "panjpar" else [hamrang_tip(free=False), hamrang_tip(free=True)]


@pytest.fixture(autouse=True)
def _fonts() -> Iterator[None]:
    pygame.font.init()
    yield
    i18n.set_language("en")


def test_every_game_is_checked() -> None:
    assert set(LAYOUTS) == set(registry.GAMES)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("game", "players"), list(tables()))
def test_the_toast_covers_no_card(game: str, players: int, size: tuple[int, int]) -> None:
    places = LAYOUTS[game](size, players)
    window = Rect(0, 0, *size)
    assert window.contains(places.toast)
    for what, cards in (("hand", places.hand), ("table", places.table), ("others", places.others)):
        hit = places.toast.collidelist(cards)
        assert hit < 0, (what, places.toast, cards[hit])
    assert places.toast.w >= size[0] * 0.3, "room for a sentence"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("game", "players"), list(tables()))
@pytest.mark.parametrize("language", ["en", "de", "fa_AF"])
def test_the_coach_covers_no_card_of_the_hand_or_the_play(
    game: str, players: int, size: tuple[int, int], language: str
) -> None:
    i18n.set_language(language)
    text = TextRenderer()
    places = LAYOUTS[game](size, players)
    unit = max(14, round(size[1] / 40))
    for tip in tips_of(game):
        panel = lay_out_panel(tip, places.coach, text, unit).rect
        for what, cards in (("hand", places.hand), ("table", places.table)):
            hit = panel.collidelist(cards)
            assert hit < 0, (what, tip.key, panel, cards[hit])
        assert not panel.colliderect(places.toast), "the toast and the coach meet"


def test_a_long_toast_stays_inside_its_place() -> None:
    """The toast is drawn inside the place the layout gave it: a long message shrinks rather than spreads."""
    surface = pygame.Surface((1024, 640), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    place = Rect(300, 200, 400, 34)
    toast = Toast()
    toast.show("A very long message that would run right across the cards of the battle and the hand " * 2)
    toast.draw(surface, TextRenderer(), place, 16)
    drawn = surface.get_bounding_rect()
    assert drawn.w and place.contains(drawn), drawn
