"""The rules viewer: each text in assets/rules/ in a scrollable panel, one tab each.

The engine authors write the rules of their game there (koplopers.md,
freight.md, each ending with its rulings) and app.md says how the app itself plays
(hand-over, undo, saves, keys); any other .md file appears too. A translation of
them lives in a folder named after its language (assets/rules/nl/), read when the
player reads that language; where a language has no folder, the English texts show.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pygame
import pygame_gui

from game.engine.games import GAMES
from game.texts import language, tr
from game.ui.fonts import font
from game.ui.fronts import info
from game.ui.resources import RULES_DIR
from game.ui.scenes.backdrop import draw_felt
from game.ui.scenes.base import Scene
from game.ui.services import Services
from game.ui.widgets.markdown import markdown_entries
from game.ui.widgets.scroll_list import Entry, ScrollList

ORDER = ("koplopers", "freight", "app")


def rules_folder() -> Path:
    """The rules texts in the player's language: its own folder if there is one, else English."""
    translated = RULES_DIR / language()
    return translated if translated.is_dir() else RULES_DIR


def rule_files() -> list[Path]:
    files = sorted(rules_folder().glob("*.md"))
    return sorted(files, key=lambda p: ORDER.index(p.stem) if p.stem in ORDER else len(ORDER))


def rules_text(path: Path) -> tuple[str, tuple[Entry, ...]]:
    """(tab title, entries) of one rules file, the title in the player's language."""
    entries = _entries(path)
    if path.stem in GAMES:
        return info(path.stem).title, entries
    # A text's tab is its heading as the file's language writes it, whole (the files of a
    # language are written in it, so no words of the code's are put in front or cut off).
    return next((e.text for e in entries if e.style == "h1"), path.stem), entries


@cache
def _entries(path: Path) -> tuple[Entry, ...]:
    """One rules file's entries; read once, the files never change at run time."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        return (Entry(tr("This rules text cannot be read: {reason}").format(reason=error), "dim"),)
    return tuple(markdown_entries(text))


class RulesScene(Scene):
    def __init__(self, services: Services, game: str | None = None) -> None:
        """`game` names the game being played, if any: its rules open first (a player who
        asks for the rules in the middle of Freight Train wants Freight Train's)."""
        stems = [path.stem for path in rule_files()]
        self.tab = stems.index(game) if game in stems else 0
        super().__init__(services)

    def build(self) -> None:
        self.files = rule_files()  # laid out again when the language changes: its own texts
        self.tab = min(self.tab, max(0, len(self.files) - 1))
        u = self.u
        w, h = self.size
        self.tabs: list[pygame_gui.elements.UIButton] = []
        x = u(24)
        for i, path in enumerate(self.files):
            title = rules_text(path)[0]
            width = font(u(16)).size(title)[0] + u(40)
            self.tabs.append(
                pygame_gui.elements.UIButton(
                    pygame.Rect(x, u(20), width, u(42)),
                    title,
                    self.ui,
                    object_id="#on" if i == self.tab else None,
                )
            )
            x += width + u(8)
        self.back = pygame_gui.elements.UIButton(
            pygame.Rect(w - u(144), u(20), u(120), u(42)), tr("Back"), self.ui, tool_tip_text="Esc"
        )
        width = min(w - u(48), u(960))  # long lines are hard to read
        self.text = ScrollList(
            pygame.Rect((w - width) // 2, u(76), width, h - u(96)), self.scale
        )
        if self.files:
            self.text.set_entries(list(rules_text(self.files[self.tab])[1]))
        else:
            self.text.set_entries([Entry(tr("No rules texts are installed."), "dim")])

    def handle_event(self, event: pygame.event.Event) -> None:
        self.text.handle_event(event)
        super().handle_event(event)

    def on_button(self, button: pygame_gui.core.UIElement) -> None:
        if button is self.back:
            self.services.navigator.pop()
        elif button in self.tabs:
            self.tab = self.tabs.index(button)
            self.rebuild()

    def on_key(self, event: pygame.event.Event) -> None:
        page = self.text.rect.height - self.u(40)
        steps = {
            pygame.K_DOWN: self.u(40),
            pygame.K_UP: -self.u(40),
            pygame.K_PAGEDOWN: page,
            pygame.K_PAGEUP: -page,
        }
        if event.key == pygame.K_ESCAPE:
            self.services.navigator.pop()
        elif event.key in steps:
            self.text.scroll(steps[event.key])

    def draw_scene(self, surface: pygame.Surface) -> None:
        draw_felt(surface, self.size)
        self.text.draw(surface)
