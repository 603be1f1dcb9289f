"""The table's top-bar buttons: a long word widens its button (German "Letzter Stich") rather than being shrunk to
a tiny size, up to a limit; short words keep the usual width."""

from __future__ import annotations

import itertools

from pygame import Rect

from game.ui.topbar import MOST_WIDTH, TOOL_WIDTH, tool_rects, tools_left


def test_a_long_label_widens_its_button_and_short_ones_keep_theirs() -> None:
    menu = Rect(900, 5, 120, 30)
    base, most = round(menu.w * TOOL_WIDTH), round(menu.w * MOST_WIDTH)
    plain = tool_rects(menu, 3)
    assert [rect.w for rect in plain] == [base] * 3
    wide = tool_rects(menu, 3, [20, 140, 400])
    assert wide[0].w == base and base < wide[1].w < most and wide[2].w == most
    assert all(a.x > b.right for a, b in itertools.pairwise(wide)), "right to left, apart"
    assert tools_left(menu, 3, [20, 140, 400]) == wide[-1].x < plain[-1].x
