"""game/cards is the bottom layer: importing it loads nothing else of the game, and no pygame."""

from __future__ import annotations

import subprocess
import sys


def test_the_cards_package_imports_nothing_else_of_the_game() -> None:
    code = (
        "import sys, game.cards\n"
        "loaded = sorted(m for m in sys.modules if m == 'pygame' or m.startswith(('pygame.', 'game.')))\n"
        "print(' '.join(m for m in loaded if not m.startswith('game.cards')))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "\n"
