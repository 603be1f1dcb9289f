"""Generated sounds are valid WAV data, and the sound board is silent-safe without audio."""

from __future__ import annotations

import io
import wave
from array import array

import pygame
import pytest

from game.ui import sounds
from game.ui.sounds import SAMPLE_RATE, SOUND_NAMES, SoundBoard, generate, samples

#: Expected length range of each sound, in seconds.
DURATIONS = {
    "deal": (0.05, 0.2),
    "play": (0.05, 0.2),
    "kill": (0.08, 0.25),
    "take": (0.2, 0.5),
    "shuffle": (0.5, 1.0),
    "win": (0.8, 2.0),
    "lose": (0.5, 1.5),
    "chips": (0.2, 0.5),
}


def test_names_are_the_ones_the_game_uses() -> None:
    assert set(SOUND_NAMES) == {"deal", "play", "kill", "take", "shuffle", "win", "lose", "chips"}


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_generate_gives_valid_mono_16bit_wav_of_expected_length(name: str) -> None:
    data = generate(name)
    assert data[:4] == b"RIFF" and data[8:12] == b"WAVE"
    with wave.open(io.BytesIO(data), "rb") as wav:
        assert wav.getnchannels() == 1
        assert wav.getsampwidth() == 2
        assert wav.getframerate() == SAMPLE_RATE
        frames = wav.getnframes()
        pcm = wav.readframes(frames)
    low, high = DURATIONS[name]
    assert low <= frames / SAMPLE_RATE <= high
    values = array("h", pcm)
    peak = max(abs(v) for v in values)
    assert 0.3 * 32767 < peak < 0.7 * 32767  # audible, never clipping
    assert abs(values[-1]) < 300  # faded out: no click at the end


def test_sounds_are_deterministic_and_distinct() -> None:
    assert samples("deal") == samples("deal")
    assert generate("play") != generate("kill")


def test_unknown_sound_is_a_key_error() -> None:
    with pytest.raises(KeyError):
        generate("explode")
    with pytest.raises(KeyError):
        SoundBoard(enabled=False).play("explode")


def test_disabled_board_does_not_touch_the_mixer(monkeypatch: pytest.MonkeyPatch) -> None:
    def boom() -> None:
        raise AssertionError("mixer touched")

    monkeypatch.setattr(pygame.mixer, "init", boom)
    monkeypatch.setattr(pygame.mixer, "Sound", boom)
    board = SoundBoard(enabled=False)
    for name in SOUND_NAMES:
        board.play(name)
    assert not board.enabled


def test_board_is_silent_when_the_mixer_cannot_start(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_device(*args: object, **kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    board = SoundBoard(enabled=True)
    for name in SOUND_NAMES:
        board.play(name)  # must not raise
    board.preload()
    assert board.available is False


def test_board_survives_sound_errors(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise pygame.error("mixer not initialized")

    monkeypatch.setattr(sounds.SoundBoard, "_start_mixer", staticmethod(lambda: True))
    monkeypatch.setattr(pygame.mixer, "Sound", broken)
    board = SoundBoard(enabled=True)
    board.play("deal")
    assert board.available is False


def test_enabled_is_settable_and_volume_clamped() -> None:
    board = SoundBoard(enabled=True)
    board.enabled = False
    assert board.enabled is False
    board.volume = 3.0
    assert board.volume == 1.0


def test_board_plays_with_the_dummy_driver_when_it_starts() -> None:
    board = SoundBoard(enabled=True)
    board.play("deal")  # with SDL_AUDIODRIVER=dummy the mixer usually starts; either way no exception
    if board.available:
        assert pygame.mixer.get_init()
    pygame.mixer.quit()
    board.play("play")  # the mixer went away under us: still no exception
