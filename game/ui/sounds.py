"""Sounds synthesised in code (no recordings, no numpy): soft card clicks and swishes, a riffle, a chime.

``generate(name)`` returns the bytes of a mono 16-bit WAV built with the standard ``wave`` module;
:class:`SoundBoard` loads them lazily into ``pygame.mixer`` and plays them, and stays silent, never raising,
where there is no audio device (the mixer cannot start, or was never started).
"""

from __future__ import annotations

import cmath
import functools
import io
import math
import random
import sys
import wave
from array import array
from collections.abc import Callable

import pygame

SAMPLE_RATE = 22050

#: Every sound the game uses.
SOUND_NAMES: tuple[str, ...] = ("deal", "play", "kill", "take", "shuffle", "win", "lose", "chips")

Samples = list[float]


def _silence(seconds: float) -> Samples:
    return [0.0] * int(seconds * SAMPLE_RATE)


def _mix(into: Samples, other: Samples, at: float, gain: float = 1.0) -> None:
    """Add ``other`` into ``into`` starting ``at`` seconds (``into`` must be long enough)."""
    start = int(at * SAMPLE_RATE)
    for i, v in enumerate(other):
        j = start + i
        if j >= len(into):
            break
        into[j] += v * gain


def _noise_burst(
    rng: random.Random, seconds: float, attack: float, decay: float, cutoff_start: float, cutoff_end: float
) -> Samples:
    """White noise through a swept two-pole low-pass and a one-pole high-pass, with an attack/decay envelope:
    the papery 'fft' of a card sliding or landing."""
    n = int(seconds * SAMPLE_RATE)
    out: Samples = []
    lp1 = lp2 = 0.0
    hp_prev_in = hp_out = 0.0
    hp_a = math.exp(-2 * math.pi * 300 / SAMPLE_RATE)
    for i in range(n):
        t = i / SAMPLE_RATE
        frac = i / max(1, n - 1)
        cutoff = cutoff_start * (cutoff_end / cutoff_start) ** frac
        a = 1 - math.exp(-2 * math.pi * cutoff / SAMPLE_RATE)
        x = rng.uniform(-1.0, 1.0)
        lp1 += a * (x - lp1)
        lp2 += a * (lp1 - lp2)
        hp_out = hp_a * (hp_out + lp2 - hp_prev_in)
        hp_prev_in = lp2
        env = min(1.0, t / attack) * math.exp(-max(0.0, t - attack) / decay)
        out.append(hp_out * env)
    return out


def _thump(seconds: float, freq: float, decay: float) -> Samples:
    """A short, low sine with falling pitch: the body of a card hitting the table."""
    out: Samples = []
    phase = 0.0
    for i in range(int(seconds * SAMPLE_RATE)):
        t = i / SAMPLE_RATE
        f = freq * (1 + 0.6 * math.exp(-t / 0.01))
        phase += 2 * math.pi * f / SAMPLE_RATE
        out.append(math.sin(phase) * math.exp(-t / decay) * min(1.0, t / 0.002))
    return out


def _bell(freq: float, seconds: float, decay: float) -> Samples:
    """A soft bell: a few inharmonic partials, each decaying at its own rate."""
    partials = ((1.0, 1.0, 1.0), (2.0, 0.4, 0.6), (2.76, 0.22, 0.45), (4.07, 0.1, 0.3))
    n = int(seconds * SAMPLE_RATE)
    out: Samples = [0.0] * n
    for ratio, amp, dscale in partials:
        # A decaying rotating phasor: one complex multiply per sample instead of sin() and exp().
        step = cmath.exp(complex(-1 / (decay * dscale * SAMPLE_RATE), 2 * math.pi * freq * ratio / SAMPLE_RATE))
        z = complex(0.0, amp)
        for i in range(n):
            out[i] += z.real
            z *= step
    attack = int(0.004 * SAMPLE_RATE)
    for i in range(min(n, attack)):
        out[i] *= i / attack
    return out


def _soft_tone(freq: float, seconds: float) -> Samples:
    """A mellow tone (fundamental and a quiet octave) with a slow attack and release."""
    n = int(seconds * SAMPLE_RATE)
    out: Samples = []
    for i in range(n):
        t = i / SAMPLE_RATE
        env = min(1.0, t / 0.03) * min(1.0, (n - i) / (0.25 * SAMPLE_RATE))
        v = math.sin(2 * math.pi * freq * t) + 0.25 * math.sin(4 * math.pi * freq * t)
        out.append(v * env * math.exp(-t / 0.9))
    return out


def _deal(rng: random.Random) -> Samples:
    return _noise_burst(rng, 0.09, 0.012, 0.025, 5000, 1800)


def _play(rng: random.Random) -> Samples:
    out = _noise_burst(rng, 0.08, 0.002, 0.018, 6000, 2500)
    _mix(out, _thump(0.06, 170, 0.015), 0.0, 0.5)
    return out


def _kill(rng: random.Random) -> Samples:
    out = _noise_burst(rng, 0.12, 0.001, 0.03, 7000, 2000)
    _mix(out, _thump(0.1, 120, 0.03), 0.0, 0.8)
    _mix(out, _noise_burst(rng, 0.03, 0.0005, 0.004, 9000, 9000), 0.0, 0.6)
    return out


def _take(rng: random.Random) -> Samples:
    out = _silence(0.3)
    for k in range(4):
        _mix(out, _noise_burst(rng, 0.08, 0.01, 0.02, 4500 - k * 400, 1500), 0.045 * k + rng.uniform(0, 0.01), 0.8)
    return out


def _shuffle(rng: random.Random) -> Samples:
    """A riffle: some forty tiny clicks, denser in the middle, then the deck squared with a soft thump."""
    out = _silence(0.75)
    count = 40
    for k in range(count):
        pos = k / count
        at = 0.02 + 0.55 * pos + rng.uniform(-0.004, 0.004)
        gain = 0.35 + 0.4 * math.sin(math.pi * pos)
        _mix(out, _noise_burst(rng, 0.02, 0.0008, 0.004, 8000, 4000), max(0.0, at), gain)
    _mix(out, _noise_burst(rng, 0.1, 0.005, 0.025, 4000, 1200), 0.6, 0.8)
    _mix(out, _thump(0.08, 140, 0.02), 0.61, 0.3)
    return out


def _win(rng: random.Random) -> Samples:
    out = _silence(1.4)
    for k, freq in enumerate((523.25, 659.25, 783.99, 1046.5)):  # C5 E5 G5 C6
        _mix(out, _bell(freq, 1.4 - 0.11 * k, 0.45), 0.11 * k, 0.5)
    return out


def _lose(rng: random.Random) -> Samples:
    out = _silence(0.95)
    _mix(out, _soft_tone(392.0, 0.45), 0.0, 0.45)  # G4
    _mix(out, _soft_tone(311.13, 0.7), 0.25, 0.45)  # E flat 4
    return out


def _chips(rng: random.Random) -> Samples:
    """Three or four clay chips landing on a stack: short bright clicks, each with a quick ring."""
    out = _silence(0.32)
    for k in range(4):
        at = 0.055 * k + rng.uniform(0, 0.012)
        _mix(out, _noise_burst(rng, 0.025, 0.0005, 0.004, 9000, 5000), at, 0.7)
        _mix(out, _bell(2400 + rng.uniform(-200, 200), 0.08, 0.018), at, 0.35)
    return out


_MAKERS: dict[str, Callable[[random.Random], Samples]] = {
    "deal": _deal,
    "play": _play,
    "kill": _kill,
    "take": _take,
    "shuffle": _shuffle,
    "win": _win,
    "lose": _lose,
    "chips": _chips,
}

#: Target peak level of every sound (of full scale), so they sit together at a gentle volume.
PEAK = {"deal": 0.45, "play": 0.5, "kill": 0.6, "take": 0.45, "shuffle": 0.45, "win": 0.5, "lose": 0.45, "chips": 0.45}


def samples(name: str) -> array[int]:
    """The 16-bit samples of sound ``name`` (deterministic: same name, same samples)."""
    if name not in _MAKERS:
        raise KeyError(f"unknown sound {name!r}; known: {', '.join(SOUND_NAMES)}")
    raw = _MAKERS[name](random.Random(name))
    # Fade the last 5 ms to avoid a click, then normalise to the target peak.
    fade = min(len(raw), int(0.005 * SAMPLE_RATE))
    for i in range(fade):
        raw[len(raw) - 1 - i] *= i / fade
    peak = max((abs(v) for v in raw), default=0.0) or 1.0
    scale = PEAK[name] * 32767 / peak
    return array("h", (max(-32768, min(32767, round(v * scale))) for v in raw))


@functools.lru_cache(maxsize=len(SOUND_NAMES))
def generate(name: str) -> bytes:
    """Sound ``name`` as the bytes of a mono 16-bit PCM WAV file at ``SAMPLE_RATE`` (cached)."""
    data = samples(name)
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(SAMPLE_RATE)
        if data.itemsize != 2:  # pragma: no cover - 'h' is 2 bytes on every platform pygame runs on
            raise RuntimeError("unexpected sample size")
        if not _little_endian():  # pragma: no cover
            data.byteswap()
        out.writeframes(data.tobytes())
    return buffer.getvalue()


def _little_endian() -> bool:
    return sys.byteorder == "little"


class SoundBoard:
    """Plays the game's sounds; silent (never raising) when disabled or when there is no audio device.

    Sounds are generated and loaded the first time each is played (or on :meth:`preload`). The mixer is
    started on first use if nobody started it; if that fails the board stays silent for good.
    """

    def __init__(self, enabled: bool = True, volume: float = 0.8) -> None:
        self._enabled = enabled
        self._volume = max(0.0, min(1.0, volume))
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._available: bool | None = None  # None: not yet tried

    @property
    def enabled(self) -> bool:
        """Whether :meth:`play` makes a sound."""
        return self._enabled

    @enabled.setter
    def enabled(self, value: bool) -> None:
        self._enabled = bool(value)

    @property
    def volume(self) -> float:
        """Volume of every sound, 0.0 to 1.0."""
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = max(0.0, min(1.0, float(value)))
        for sound in self._sounds.values():
            sound.set_volume(self._volume)

    @property
    def available(self) -> bool:
        """Whether an audio device could be used (tries to start the mixer once)."""
        if self._available is None:
            self._available = self._start_mixer()
        return self._available

    @staticmethod
    def _start_mixer() -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            return bool(pygame.mixer.get_init())
        except (pygame.error, OSError):
            return False

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        sound = self._sounds.get(name)
        if sound is None:
            data = generate(name)  # raises KeyError for a name that is not a sound: a programming error
            if not self.available:
                return None
            try:
                sound = pygame.mixer.Sound(file=io.BytesIO(data))
            except (pygame.error, OSError):
                self._available = False
                return None
            sound.set_volume(self._volume)
            self._sounds[name] = sound
        return sound

    def preload(self) -> None:
        """Generate and load every sound now (e.g. behind a loading screen) instead of on first play."""
        for name in SOUND_NAMES:
            self._load(name)

    def play(self, name: str) -> None:
        """Play sound ``name`` (one of ``SOUND_NAMES``) if enabled and audio works; otherwise do nothing."""
        if name not in _MAKERS:
            raise KeyError(f"unknown sound {name!r}")
        if not self._enabled:
            return
        sound = self._load(name)
        if sound is None:
            return
        try:
            sound.play()
        except pygame.error:
            self._available = False
