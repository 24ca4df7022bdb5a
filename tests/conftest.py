"""Every test runs without a screen or a sound card, and reads English.

The recorded games' logs and most assertions are English words, so the tests set the
environment's language to English whatever the machine's is (a Dutch LANG would
otherwise turn the app Dutch: it follows the system language until one is chosen), and
each test that chooses a language has English back for the next.
"""

import os
from collections.abc import Iterator

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["LANGUAGE"] = "en"

from game import texts  # noqa: E402  (after the language is set: it reads it at import)


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    yield
    texts.use_language(None)
