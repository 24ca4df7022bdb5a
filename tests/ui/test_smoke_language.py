"""The smoke test's screens in Dutch hold no English word, and in English no Dutch one.

Issue 38, "Done means": "with LANGUAGE=nl and no setting chosen, `python -m game
--smoke-test` draws every screen with no English text left (we check this by capturing
what the fonts draw); the same in English." Every text the app's fonts draw (its own
and pygame-gui's, both are Faces) is caught while each smoke-test scene draws a frame. A
word is the other language's when the other language's messages and rules texts use it
and this language's never do: names, station codes and numbers are in neither, and words
both languages write (Expert, Koplopers) are in both.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game import texts
from game.ui import fonts
from game.ui.app import App
from game.ui.smoke import scene_makers
from tests.ui.painted import spy_on_painted

ROOT = Path(__file__).resolve().parents[2]
WORD = re.compile(r"[^\W\d_]{2,}")
GAMES = ["freight", "koplopers"]


def _strings(po: Path, field: str) -> list[str]:
    """Every msgid or msgstr of a catalog or template, continued lines joined."""
    found: list[str] = []
    current: list[str] | None = None
    for line in po.read_text(encoding="utf-8").splitlines():
        if line.startswith(field):
            current = [line.split(" ", 1)[1]]
            found.append("")
        elif line.startswith('"') and current is not None:
            current.append(line)
        else:
            current = None
        if current is not None:
            found[-1] = "".join(eval(part) for part in current)  # noqa: S307 - .po strings
    return found


def vocabulary(language: str) -> set[str]:
    """The words a language's texts use: its messages and its rules texts, lower case."""
    if language == "nl":
        written = _strings(ROOT / "assets/locale/nl/LC_MESSAGES/railway.po", "msgstr")
        rules = sorted((ROOT / "assets/rules/nl").glob("*.md"))
    else:
        written = _strings(ROOT / "assets/locale/railway.pot", "msgid")
        rules = sorted((ROOT / "assets/rules").glob("*.md"))
    written += [path.read_text(encoding="utf-8") for path in rules]
    return {word.lower() for text in written for word in WORD.findall(text)}


def drawn_in(language: str, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text drawn while the smoke test's scenes draw a frame, with the environment
    saying `language` and no language chosen in Settings."""
    monkeypatch.setenv("LANGUAGE", language)
    texts.use_language(None)
    fonts.rendered.cache_clear()  # texts drawn before in another language are drawn again
    painted = spy_on_painted(monkeypatch)
    app = App()
    assert app.settings.language is None and texts.language() == language
    for _, make in scene_makers(GAMES):
        app.stack.scenes.clear()
        make(app)
        app.frame(1 / 60)
    return painted


@pytest.mark.parametrize(("language", "other"), [("nl", "en"), ("en", "nl")])
def test_every_smoke_test_screen_draws_only_its_language(
        language: str, other: str, monkeypatch: pytest.MonkeyPatch) -> None:
    painted = drawn_in(language, monkeypatch)
    assert len(painted) > 500
    foreign = vocabulary(other) - vocabulary(language)
    leaks = sorted({text for text in painted
                    if any(word.lower() in foreign for word in WORD.findall(text))})
    assert leaks == []
