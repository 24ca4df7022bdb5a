"""Settings: the language, full screen, animation speed, sound and volume, colour-blind
palette, UI scale, whether a person's turn waits for their Confirm before the next seat
moves, and whether the tables offer a Hint button.

Every change applies at once and is stored, so there is nothing to confirm.
"""

from __future__ import annotations

from typing import TypeVar

import pygame
import pygame_gui

from game.store.settings import ANIMATION_SPEEDS, UI_SCALES
from game.texts import LANGUAGES, language, on_off, tr
from game.ui.fonts import font
from game.ui.palette import SEAT_COLOURS, TEXT, TEXT_DIM, draw_seat_badge
from game.ui.scenes.overlay import Overlay

# Each animation speed as its button says it (the settings file keeps the English key).
SPEED_WORDS = {"off": lambda: tr("off"), "fast": lambda: tr("fast"), "normal": lambda: tr("normal"),
               "slow": lambda: tr("slow")}
SCALE_CHOICES: tuple[float | None, ...] = (None, *UI_SCALES)  # None: fit the window
Choice = TypeVar("Choice")


def _next(values: tuple[Choice, ...], current: Choice) -> Choice:
    return values[(values.index(current) + 1) % len(values)]


class SettingsScene(Overlay):
    panel_units = (520, 692)

    def heading_text(self) -> str:
        return tr("Settings")

    def build_panel(self) -> None:
        s = self.services.settings
        u = self.u
        p = self.panel
        rows = {
            # Each language named in its own words: a reader finds their own whatever is shown.
            "language": tr("Language: {language}").format(language=LANGUAGES[language()]),
            "fullscreen": tr("Full screen (F11): {state}").format(state=on_off(s.fullscreen)),
            "animation": tr("Animation speed: {speed}").format(speed=SPEED_WORDS[s.animation]()),
            "sound": tr("Sound: {state}").format(state=on_off(s.sound)),
            "colour_blind": tr("Colour-blind-safe palette: {state}").format(
                state=on_off(s.colour_blind)),
            "confirm_end_of_turn": tr("Confirm end of turn: {state}").format(
                state=on_off(s.confirm_end_of_turn)),
            "hints": tr("Hint button: {state}").format(state=on_off(s.hints)),
            "ui_scale": self.scale_line(),
        }
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        y = self.content_top()
        for key, text in rows.items():
            self.buttons[key] = pygame_gui.elements.UIButton(
                pygame.Rect(p.x + u(40), y, p.width - u(80), u(44)), text, self.ui
            )
            y += u(54)
            if key == "sound":
                self.volume_y = y
                self.volume = pygame_gui.elements.UIHorizontalSlider(
                    pygame.Rect(p.x + u(140), y, p.width - u(180), u(32)),
                    round(s.volume * 100),
                    (0, 100),
                    self.ui,
                )
                y += u(46)
        self.swatch_y = y + u(4)
        self.done = pygame_gui.elements.UIButton(
            pygame.Rect(p.centerx - u(80), p.bottom - u(64), u(160), u(46)), tr("Done"), self.ui
        )
        self.volume_label = font(u(16)).render(tr("Volume"), True, TEXT)
        self.note = font(u(13)).render(
            "" if self.services.sounds.available else tr("No audio device found: sound is silent."),
            True,
            TEXT_DIM,
        )

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.volume:
            self.services.settings.volume = self.volume.get_current_value() / 100
            self.services.sounds.follow(self.services.settings)
        super().handle_event(event)

    def close(self) -> None:
        """Leave, storing the volume too (it is not written on every step of a drag)."""
        self.services.navigator.pop()
        self.services.store_settings()

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.close()

    def scale_line(self) -> str:
        """The UI scale chosen, and the one in use where the window has no room for it."""
        setting, used = self.services.settings.ui_scale, round(self.scale * 100)
        if setting is None:
            return tr("UI scale: fit the window ({percent}%)").format(percent=used)
        line = tr("UI scale: {percent}%").format(percent=round(setting * 100))
        if abs(self.scale - setting) > 0.01:
            line += tr(" (this window fits {percent}%)").format(percent=used)
        return line

    def on_button(self, button: pygame_gui.core.UIElement) -> None:
        s = self.services.settings
        key = next((k for k, b in self.buttons.items() if b is button), None)
        if button is self.done:
            self.close()
            return
        if key == "language":
            s.language = _next(tuple(LANGUAGES), language())
        elif key == "animation":
            s.animation = _next(ANIMATION_SPEEDS, s.animation)
        elif key == "ui_scale":
            s.ui_scale = _next(SCALE_CHOICES, s.ui_scale)
        elif key in ("fullscreen", "sound", "colour_blind", "confirm_end_of_turn",
                     "hints"):
            setattr(s, key, not getattr(s, key))
        else:
            return
        self.services.settings_changed()
        self.services.sounds.play("pick")

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        u = self.u
        surface.blit(self.volume_label, (self.panel.x + u(44), self.volume_y + u(4)))
        x = self.panel.x + u(60)
        for colour in SEAT_COLOURS.values():  # a preview of the palette in use
            draw_seat_badge(surface, colour, (x, self.swatch_y + u(16)), u(14),
                            self.services.settings.colour_blind)
            x += u(44)
        surface.blit(self.note, (self.panel.x + u(44), self.swatch_y + u(40)))
