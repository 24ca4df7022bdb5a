"""Short sound effects synthesised at start-up: no audio files of unknown licence.

Samples are computed as raw signed 16-bit PCM in an array('h') (numpy is not a
dependency, so pygame.sndarray is unavailable) and handed to
pygame.mixer.Sound(buffer=...). Sound is optional: with no audio device, or
with sound switched off, play() does nothing and nothing fails.
"""

from __future__ import annotations

import math
import random
from array import array
from collections.abc import Callable, Sequence

import pygame

from game.store.settings import Settings

RATE = 22050
Note = tuple[float, float, float]  # (start seconds, frequency Hz, length seconds)


def _render(length: float, voice: Callable[[float], float], rate: int) -> array[int]:
    samples = array("h")
    for i in range(int(length * rate)):
        value = max(-1.0, min(1.0, voice(i / rate)))
        samples.append(int(value * 32767 * 0.6))
    return samples


def _bell(notes: Sequence[Note], decay: float = 7.0) -> Callable[[float], float]:
    """Sine notes with a quick attack and an exponential fade, plus a soft overtone."""

    def voice(t: float) -> float:
        total = 0.0
        for start, freq, length in notes:
            local = t - start
            if 0 <= local < length:
                envelope = min(1.0, local * 200) * math.exp(-decay * local)
                phase = 2 * math.pi * freq * local
                total += envelope * (math.sin(phase) + 0.3 * math.sin(2 * phase))
        return float(total * 0.7 / len(notes) ** 0.5)  # chords stay below full scale

    return voice


def _sweep(f0: float, f1: float, length: float) -> Callable[[float], float]:
    def voice(t: float) -> float:
        freq = f0 + (f1 - f0) * t / length
        envelope = math.sin(math.pi * min(t / length, 1.0))
        return envelope * math.sin(2 * math.pi * freq * t)

    return voice


def _chuffs(count: int, gap: float, seed: int) -> Callable[[float], float]:
    """Noise bursts, like a locomotive pulling away, under a two-tone whistle."""
    noise = random.Random(seed)

    def voice(t: float) -> float:
        beat = (t % gap) / gap
        puff = math.exp(-9 * beat) * (noise.random() * 2 - 1) if t < count * gap else 0.0
        whistle = (
            0.25
            * math.exp(-2 * t)
            * (math.sin(2 * math.pi * 660 * t) + math.sin(2 * math.pi * 880 * t))
        )
        return 0.8 * puff + whistle

    return voice


EFFECTS: dict[str, tuple[float, Callable[[], Callable[[float], float]]]] = {
    "pick": (0.07, lambda: _sweep(880, 1320, 0.07)),
    "drop": (0.10, lambda: _sweep(240, 130, 0.10)),
    "depart": (0.7, lambda: _chuffs(4, 0.16, 7)),
    "arrive": (0.8, lambda: _bell([(0.0, 784, 0.8), (0.28, 659, 0.52)], 5.0)),
    "deliver": (0.45, lambda: _bell([(0.0, 523, 0.45), (0.08, 659, 0.37), (0.16, 784, 0.29)])),
    "turn": (0.4, lambda: _bell([(0.0, 1046, 0.4)], 9.0)),
    "day_end": (0.9, lambda: _bell([(0.0, 784, 0.9), (0.2, 659, 0.7), (0.4, 523, 0.5)], 4.0)),
}


class Sounds:
    """The effects, or silence when the machine has no audio device."""

    def __init__(self) -> None:
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.enabled = True
        self.volume = 1.0

    def load(self) -> None:
        """Open the audio device and synthesise the effects; quietly skip when impossible."""
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=1)
            device = pygame.mixer.get_init()
        except pygame.error:
            return
        if device is None:
            return
        frequency, size, channels = device
        if size != -16:
            return  # the device forced another sample format; play nothing rather than noise
        for name, (length, make) in EFFECTS.items():
            mono = _render(length, make(), frequency)
            samples = (
                mono if channels == 1 else array("h", (s for s in mono for _ in range(channels)))
            )
            self._sounds[name] = pygame.mixer.Sound(buffer=samples.tobytes())

    def follow(self, settings: Settings) -> None:
        """Sound on or off, and its volume, as the settings say."""
        self.enabled = settings.sound
        self.volume = settings.volume

    def play(self, name: str) -> None:
        sound = self._sounds.get(name)
        if sound is not None and self.enabled and self.volume > 0:
            sound.set_volume(self.volume)
            sound.play()

    @property
    def available(self) -> bool:
        return bool(self._sounds)
