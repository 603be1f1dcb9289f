"""Lazy names: imported on first use and kept, one importing thread at a time."""

from __future__ import annotations

import sys
import threading
from pathlib import Path
from types import SimpleNamespace

import pytest

from game.engine.lazy import Lazy, import_module


def test_a_name_is_imported_on_first_use_and_kept(import_folder: Path) -> None:
    (import_folder / "lazy_plain.py").write_text("VALUE = [1, 2]\n")
    name: Lazy[list[int]] = Lazy("lazy_plain", "VALUE")
    assert not name.loaded and "lazy_plain" not in sys.modules
    assert name.get() == [1, 2]
    assert name.loaded and name.get() is sys.modules["lazy_plain"].VALUE
    assert name in Lazy.made


def test_a_value_at_hand_is_loaded_already() -> None:
    value = SimpleNamespace(x=1)
    assert Lazy.of(value).loaded and Lazy.of(value).get() is value


def test_a_name_asked_for_while_another_thread_imports_waits_for_that_import(
    import_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The window's Start must not import beside the warm-up (a package half made in one thread is seen by the
    other): the second import begins only once the first has finished."""
    gate = SimpleNamespace(started=threading.Event(), release=threading.Event(), order=[])
    monkeypatch.setitem(sys.modules, "lazy_gate", gate)
    (import_folder / "lazy_slow.py").write_text(
        "import lazy_gate\nlazy_gate.started.set()\nlazy_gate.release.wait(10)\nlazy_gate.order.append('slow')\n"
    )
    (import_folder / "lazy_other.py").write_text("import lazy_gate\nlazy_gate.order.append('other')\nVALUE = 7\n")
    warm_up = threading.Thread(target=import_module, args=("lazy_slow",))
    warm_up.start()
    assert gate.started.wait(10)
    got: list[int] = []
    window = threading.Thread(target=lambda: got.append(Lazy[int]("lazy_other", "VALUE").get()))
    window.start()
    window.join(0.3)
    assert window.is_alive() and gate.order == []  # waiting for the lock, not importing
    gate.release.set()
    warm_up.join(10)
    window.join(10)
    assert gate.order == ["slow", "other"] and got == [7]
