"""The round table's layout: at every window size and seat count, everything inside the window, the plates
apart, the seats counter-clockwise from the player at the bottom, and a 32-card hand showing every rank."""

from __future__ import annotations

import itertools

import pytest
from pygame import Rect

from game.ui.ganjifa.layout import HAND_HEIGHT, ROW_STEP, round_layout, stake_footprint

SIZES = [(960, 600), (1024, 640), (1280, 800), (1920, 1080), (2560, 1440)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_everything_is_inside_the_window_and_the_plates_apart(size: tuple[int, int], players: int) -> None:
    layout = round_layout(size, players)
    window = Rect(0, 0, *size)
    for rect in (*layout.plates, *layout.hands, *layout.piles, layout.banner, layout.choices, layout.centre):
        assert window.contains(rect), f"{rect} leaves the window {size}"
    for a in range(players):
        for b in range(a + 1, players):
            assert not layout.plates[a].colliderect(layout.plates[b]), f"plates {a + 1} and {b + 1} overlap"
    assert not layout.top_bar.colliderect(layout.plates[0])
    for seat in range(1, players):
        assert not layout.hands[seat].colliderect(layout.banner), f"seat {seat + 1}'s cards under the banner {size}"
    for seat, (x, y) in enumerate(layout.stakes):
        stack = stake_footprint(x, y, layout.unit)
        assert window.contains(stack), f"seat {seat + 1}'s stake leaves the window {size}"
        for other in range(players):
            assert not stack.colliderect(layout.plates[other]), f"seat {seat + 1}'s stake on plate {other + 1}"
            assert not stack.colliderect(layout.hands[other]), f"seat {seat + 1}'s stake on hand {other + 1}"
        for words in (layout.banner, layout.choices, layout.hint):
            assert not stack.colliderect(words), f"seat {seat + 1}'s stake under the banner, buttons or hint"
        assert stack.w >= layout.unit * 2.5 and stack.h >= layout.unit * 2.2, "five chips and a number fit"


@pytest.mark.parametrize("players", [3, 4])
def test_the_seats_follow_each_other_counter_clockwise(players: int) -> None:
    layout = round_layout((1280, 800), players)
    me, nxt = layout.anchors[0], layout.anchors[1]
    assert me[1] > nxt[1] and nxt[0] > me[0], "the next seat sits at the player's right"
    assert layout.anchors[-1][0] < me[0], "the last seat sits at her left"


@pytest.mark.parametrize("size", SIZES)
def test_a_hand_of_32_cards_shows_every_rank_badge(size: tuple[int, int]) -> None:
    layout = round_layout(size, 3)
    slots = layout.hand_slots(32)
    assert len(slots) == 32 and all(Rect(0, 0, *size).contains(s) for s in slots)
    rows: dict[int, list[Rect]] = {}
    for slot in slots:
        rows.setdefault(slot.y, []).append(slot)
    for row in rows.values():
        steps = [b.x - a.x for a, b in itertools.pairwise(row)]
        assert all(step >= row[0].w * ROW_STEP - 1 for step in steps), "the next card hides a rank badge"
        assert row[0].w >= layout.card * 0.75, "the cards keep three quarters of their size at least"
    rows_high = max(slot.bottom for slot in slots) - min(slot.top for slot in slots)
    assert rows_high <= size[1] * HAND_HEIGHT, "the hand does not rise into the table"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_hint_and_banner_stay_clear_of_a_hand_of_any_size(size: tuple[int, int], players: int) -> None:
    layout = round_layout(size, players)
    for n in range(0, 49):
        hint, banner = layout.over_hand(n)
        slots = layout.hand_slots(n)
        assert hint.collidelist(slots) < 0 and banner.collidelist(slots) < 0, f"{n} cards under the words"
        assert not hint.colliderect(banner) and banner.top > layout.top_bar.bottom
        assert not banner.colliderect(layout.spot(0)), f"{n} cards: the banner covers the player's played card"


def test_a_hand_sorted_by_suit_is_never_laid_out_lopsided() -> None:
    """Fourteen cards whose suits would fill one row and leave a single card in the next are laid 7 and 7."""
    from game.ui.ganjifa.layout import round_layout

    layout = round_layout((1280, 800), 4)
    slots = layout.hand_slots(14, groups=(5, 4, 4, 1))
    rows = sorted({slot.y for slot in slots})
    assert [sum(1 for slot in slots if slot.y == y) for y in rows] == [7, 7]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_a_message_lies_just_over_the_banner_where_the_player_looks(size: tuple[int, int]) -> None:
    for players in (2, 3, 4):
        layout = round_layout(size, players)
        assert layout.toast.bottom <= layout.banner.top, (size, players)
        assert layout.banner.top - layout.toast.bottom <= layout.unit * 5, (size, players, layout.toast)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_a_long_hint_fits_the_message_s_place_whole(size: tuple[int, int]) -> None:
    import pygame

    from game.ui.text import TextRenderer
    from game.ui.widgets import INK, fit_lines

    pygame.font.init()
    text = TextRenderer()
    hint = (
        "Hint: play the vizier of Surya and the 3 of Surya. It cannot take the trick, and it spends your lowest "
        "cards. Enter plays it."
    )
    for players in (2, 3, 4):
        layout = round_layout(size, players)
        place = layout.toast
        lines = fit_lines(text, hint, layout.unit, INK, place.w - layout.unit * 2, place.h)
        whole = text.render(hint, layout.unit, INK, bold=True).get_width()
        assert sum(line.get_width() for line in lines) >= whole * 0.6, (size, players, "cut short")


@pytest.mark.parametrize("language", ["en", "de", "fa_AF"])
def test_komi_s_longest_hints_fit_the_message_s_place_whole_in_every_language(language: str) -> None:
    """Review 7: German komi's stake hint was cut to one line ("…kan…") at 1024x640."""
    import pygame

    from game.bots.ganjifa.komi_odds import Odds
    from game.ui import i18n
    from game.ui.ganjifa.komi import bet_reason, stake_reason
    from game.ui.i18n import _
    from game.ui.text import TextRenderer
    from game.ui.widgets import INK, fit_lines

    pygame.font.init()
    text = TextRenderer()
    i18n.set_language(language)
    text.set_language(language)
    try:
        close = Odds(wins=300, losses=380, hands=1000)  # more likely lost than won: the longest reason
        reasons = [
            stake_reason(True),
            stake_reason(False),
            bet_reason("keep", 10, close),
            bet_reason("fold", 10, close),
        ]
        hints = [_("Hint: {choice}. {reason}").format(choice="10", reason=reason) for reason in reasons]
        for size in ((1024, 640), (1280, 800), (1920, 1080)):
            for players in range(2, 7):
                layout = round_layout(size, players)
                place = layout.toast
                room = place.w - layout.unit * 2
                for hint in hints:
                    lines = fit_lines(text, hint, layout.unit, INK, room, place.h)
                    one_line = text.render(hint, round(layout.unit * 0.85), INK, bold=True).get_width() <= room
                    assert len(lines) > 1 or one_line, (language, size, players, hint)  # not cut short
    finally:
        i18n.set_language("en")
        text.set_language("en")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_a_luck_round_s_few_cards_face_up_are_a_third_larger_up_to_four_seats(size: tuple[int, int]) -> None:
    """Review 7: the other players' nakashth cards were tiny (44 px beside the player's 70) on an empty table."""
    for players in range(2, 7):
        layout = round_layout(size, players)
        for seat in range(1, players):
            slots = layout.shown_slots(seat, 2)
            want = round(layout.small * 1.3) if players <= 4 else layout.small
            assert {slot.w for slot in slots} == {min(want, layout.card, layout.hands[seat].w // 2)}, (players, seat)
            assert not slots[0].colliderect(slots[1]) and slots[0].collidelist(layout.plates) == -1


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768), (1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_players_stake_lies_just_above_her_plate_where_the_window_has_room(
    size: tuple[int, int], players: int
) -> None:
    layout = round_layout(size, players)
    plate, (x, y) = layout.plates[0], layout.stakes[0]
    stack = stake_footprint(x, y, layout.unit)
    assert plate.left <= x <= plate.right and 0 <= plate.top - stack.bottom <= layout.unit, "by her plate, as a bot's"
