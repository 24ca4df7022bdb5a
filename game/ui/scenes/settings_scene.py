"""Settings: the language, full screen, animation speed, sound and volume, colour-blind
palette, UI scale, whether a person's turn waits for their Confirm before the next seat
moves, and whether the tables offer a Hint button.

Every change applies at once and is stored, so there is nothing to confirm. A choice
among a few values shows them all (a segmented choice, game/ui/widgets/segmented.py),
in their natural order; an on/off setting is one button saying its state. The panel
is laid out anew after a change of UI scale, and moved so that the value just clicked
stays under the pointer: a second click lands where the first did.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game.store.settings import ANIMATION_SPEEDS, UI_SCALES
from game.texts import LANGUAGES, language, on_off, tr
from game.ui.fonts import font
from game.ui.palette import SEAT_COLOURS, TEXT, TEXT_DIM, draw_seat_badge
from game.ui.scenes.overlay import Overlay
from game.ui.services import Services
from game.ui.widgets.segmented import Segmented, segment_rects

# Each animation speed as its button says it (the settings file keeps the English key).
SPEED_WORDS = {"off": lambda: tr("off"), "fast": lambda: tr("fast"), "normal": lambda: tr("normal"),
               "slow": lambda: tr("slow")}
SCALE_CHOICES: tuple[float | None, ...] = (None, *UI_SCALES)  # None: fit the window
TOGGLES = ("fullscreen", "sound", "colour_blind", "confirm_end_of_turn", "hints")
# The rows from the top: a choice of several values, an on/off setting or the volume.
ROWS = ("language", "fullscreen", "animation", "sound", "volume", "colour_blind",
        "confirm_end_of_turn", "hints", "ui_scale")
ROW, GAP, LABEL = 44, 10, 144  # layout units: a row's height, the gap below it, a label's width


class SettingsScene(Overlay):
    panel_units = (584, 724)

    def __init__(self, services: Services) -> None:
        # (row, value, pointer): the value just chosen, to keep under the pointer once the
        # panel is laid out again at the new UI scale.
        self.keep_under: tuple[str, object, tuple[int, int]] | None = None
        super().__init__(services)

    def heading_text(self) -> str:
        return tr("Settings")

    # --- layout ------------------------------------------------------------------------
    def rows(self) -> dict[str, pygame.Rect]:
        """Where each row lies in the panel as it is now."""
        u, p = self.u, self.panel
        rects, y = {}, self.content_top()
        for key in ROWS:
            height = 32 if key == "volume" else ROW
            rects[key] = pygame.Rect(p.x + u(40), y, p.width - u(80), u(height))
            y += u(height + GAP) + (u(22) if key == "ui_scale" else 0)
        return rects

    def choice_row(self, key: str) -> pygame.Rect:
        """The part of a row its segments take: right of the row's label."""
        row = self.rows()[key]
        return pygame.Rect(row.x + self.u(LABEL), row.y, row.w - self.u(LABEL), row.h)

    def choices(self) -> dict[str, tuple[tuple[Any, ...], list[str], Any]]:
        """Each segmented row's values, their words and the value chosen."""
        s = self.services.settings
        scales = [tr("Fit"), *(f"{round(scale * 100)}%" for scale in UI_SCALES)]
        return {
            # Each language named in its own words: a reader finds their own whatever is shown.
            "language": (tuple(LANGUAGES), list(LANGUAGES.values()), language()),
            "animation": (ANIMATION_SPEEDS, [SPEED_WORDS[v]() for v in ANIMATION_SPEEDS],
                          s.animation),
            "ui_scale": (SCALE_CHOICES, scales, s.ui_scale),
        }

    def keep_pointer_on_choice(self) -> None:
        """Move the panel so the value just chosen lies under the pointer again (within the
        window): a change of UI scale lays the whole panel out anew."""
        if self.keep_under is None:
            return
        key, value, (x, y) = self.keep_under
        self.keep_under = None
        values = self.choices()[key][0]
        segment = segment_rects(self.choice_row(key), len(values))[values.index(value)]
        w, h = self.size
        dx = max(-self.panel.x, min(w - self.panel.right, x - segment.centerx))
        dy = max(-self.panel.y, min(h - self.panel.bottom, y - segment.centery))
        self.panel.move_ip(dx, dy)

    def build_panel(self) -> None:
        self.keep_pointer_on_choice()
        s, u, p = self.services.settings, self.u, self.panel
        rows = self.rows()
        toggles = {
            "fullscreen": tr("Full screen (F11): {state}").format(state=on_off(s.fullscreen)),
            "sound": tr("Sound: {state}").format(state=on_off(s.sound)),
            "colour_blind": tr("Colour-blind-safe palette: {state}").format(
                state=on_off(s.colour_blind)),
            "confirm_end_of_turn": tr("Confirm end of turn: {state}").format(
                state=on_off(s.confirm_end_of_turn)),
            "hints": tr("Hint button: {state}").format(state=on_off(s.hints)),
        }
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {
            key: pygame_gui.elements.UIButton(rows[key], text, self.ui)
            for key, text in toggles.items()
        }
        self.segments: dict[str, Segmented[Any]] = {
            key: Segmented(self.choice_row(key), values, words, chosen, self.ui)
            for key, (values, words, chosen) in self.choices().items()
        }
        label = font(u(16))
        names = {"language": tr("Language"), "animation": tr("Animation speed"),
                 "ui_scale": tr("UI scale")}
        self.labels = [(label.render(text, True, TEXT), (rows[key].x + u(4),
                                                          rows[key].centery - u(11)))
                       for key, text in names.items()]
        volume = rows["volume"]
        self.volume = pygame_gui.elements.UIHorizontalSlider(
            pygame.Rect(volume.x + u(LABEL), volume.y, volume.w - u(LABEL), volume.h),
            round(s.volume * 100), (0, 100), self.ui,
        )
        self.render_volume_label()
        scale_note = rows["ui_scale"].bottom + u(4)
        self.labels.append((font(u(13)).render(self.scale_line(), True, TEXT_DIM),
                            (rows["ui_scale"].x + u(LABEL), scale_note)))
        self.swatch_y = scale_note + u(30)
        # The palette's preview is named like every other row, or it reads as five stray
        # buttons; it shows what the colour-blind-safe palette changes.
        self.labels.append((label.render(tr("Players' colours"), True, TEXT),
                            (rows["ui_scale"].x + u(4), self.swatch_y + u(5))))
        self.done = pygame_gui.elements.UIButton(
            pygame.Rect(p.centerx - u(80), p.bottom - u(64), u(160), u(46)), tr("Done"), self.ui
        )
        self.note = font(u(13)).render(
            "" if self.services.sounds.available else tr("No audio device found: sound is silent."),
            True,
            TEXT_DIM,
        )

    def render_volume_label(self) -> None:
        """"Volume: 70%", as the slider stands."""
        percent = round(self.volume.get_current_value())
        self.volume_label = font(self.u(16)).render(
            tr("Volume: {percent}%").format(percent=percent), True, TEXT)

    def scale_line(self) -> str:
        """The UI scale chosen, and the one in use where the window has no room for it."""
        setting, used = self.services.settings.ui_scale, round(self.scale * 100)
        if setting is None:
            return tr("UI scale: fit the window ({percent}%)").format(percent=used)
        line = tr("UI scale: {percent}%").format(percent=round(setting * 100))
        if abs(self.scale - setting) > 0.01:
            line += tr(" (this window fits {percent}%)").format(percent=used)
        return line

    # --- input -------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.volume:
            self.services.settings.volume = self.volume.get_current_value() / 100
            self.services.sounds.follow(self.services.settings)
            self.render_volume_label()
        super().handle_event(event)

    def close(self) -> None:
        """Leave, storing the volume too (it is not written on every step of a drag)."""
        self.services.navigator.pop()
        self.services.store_settings()

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.close()

    def on_button(self, button: pygame_gui.core.UIElement) -> None:
        s = self.services.settings
        if button is self.done:
            self.close()
            return
        key = next((k for k, b in self.buttons.items() if b is button), None)
        if key in TOGGLES:
            setattr(s, key, not getattr(s, key))
        else:
            chosen = next(((k, found[1]) for k, seg in self.segments.items()
                           if (found := seg.value_of(button))[0]), None)
            if chosen is None or chosen[1] == self.segments[chosen[0]].chosen:
                return
            key, value = chosen
            setattr(s, key, value)
            self.keep_under = (key, value, pygame.mouse.get_pos())
        self.services.settings_changed()
        self.services.sounds.play("pick")

    # --- drawing -----------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        u = self.u
        for image, pos in self.labels:
            surface.blit(image, pos)
        volume = self.volume.rect
        surface.blit(self.volume_label, (self.panel.x + u(44), volume.centery - u(11)))
        x = self.panel.x + u(40 + LABEL + 16)
        for colour in SEAT_COLOURS.values():  # a preview of the palette in use
            draw_seat_badge(surface, colour, (x, self.swatch_y + u(16)), u(14),
                            self.services.settings.colour_blind)
            x += u(44)
        surface.blit(self.note, (self.panel.x + u(44), self.swatch_y + u(40)))
