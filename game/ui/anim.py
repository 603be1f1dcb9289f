"""Animation as plain objects advanced by elapsed time: easing curves, tweens and card sprites.

Nothing here touches the screen, so the tests drive it with ``update(dt)`` alone.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

Point = tuple[float, float]
Easing = Callable[[float], float]


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_out_back(t: float) -> float:
    """Overshoots a little and settles: a card landing with some life in it."""
    c1 = 1.2
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


@dataclass
class Tween:
    """Moves a point from ``start`` to ``end`` in ``duration`` seconds after ``delay`` seconds."""

    start: Point
    end: Point
    duration: float
    delay: float = 0.0
    easing: Easing = ease_out_cubic
    elapsed: float = 0.0

    def update(self, dt: float) -> None:
        self.elapsed += max(0.0, dt)

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0 if self.started else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def position(self) -> Point:
        k = self.easing(self.progress)
        return (self.start[0] + (self.end[0] - self.start[0]) * k, self.start[1] + (self.end[1] - self.start[1]) * k)


@dataclass(eq=False)
class Sprite:
    """One card on the table. ``card`` is ``None`` for a card whose face this seat may not see.

    ``face_up`` says how it is drawn; a pending ``reveal`` turns it face up (or down) when its move starts, so
    a card flips as it leaves a hand or the stock rather than before.
    """

    card: int | None
    pos: Point
    face_up: bool = False
    tween: Tween | None = None
    reveal: bool | None = None
    z: int = 0

    @property
    def moving(self) -> bool:
        return self.tween is not None

    def move_to(self, end: Point, duration: float, delay: float = 0.0, easing: Easing = ease_out_cubic) -> None:
        """Glide from where it is now to ``end``; a zero duration (animation off) jumps at once."""
        if duration <= 0 and delay <= 0:
            self.pos = end
            self.tween = None
            self._land()
            return
        if self.tween is not None and self.tween.end == end and not self.reveal:
            return
        self.tween = Tween(self.pos, end, duration, delay, easing)

    def update(self, dt: float) -> None:
        if self.tween is None:
            return
        self.tween.update(dt)
        if self.tween.started and self.reveal is not None:
            self.face_up, self.reveal = self.reveal, None
        self.pos = self.tween.position
        if self.tween.done:
            self.pos = self.tween.end
            self.tween = None
            self._land()

    def _land(self) -> None:
        if self.reveal is not None:
            self.face_up, self.reveal = self.reveal, None


class Timer:
    """Counts down a pause (e.g. after the bot's move, so that a person can follow it)."""

    def __init__(self) -> None:
        self.left = 0.0

    def start(self, seconds: float) -> None:
        self.left = max(self.left, seconds)

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    @property
    def running(self) -> bool:
        return self.left > 0
