"""The panel over a finished lesson's table: what it taught, the next lesson, the way back.

A finished lesson's game is over as a lesson: the panel covers the table so that
nothing more is played on it, and its buttons lead on (the next lesson of the same
game, in the Learn list's order) or back to the Learn list, where the lesson is
now marked done. Esc goes back to the list too.
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.texts import tr
from game.ui.lessons.model import Lesson, lessons_for
from game.ui.scenes.overlay import Overlay
from game.ui.services import Services
from game.ui.widgets.scroll_list import Entry, ScrollList


def next_lesson(lesson: Lesson) -> Lesson | None:
    """The lesson after `lesson` in its game's list, or None after the last."""
    lessons = lessons_for(lesson.game)[0]
    names = [other.name for other in lessons]
    at = names.index(lesson.name) if lesson.name in names else len(names)
    return lessons[at + 1] if at + 1 < len(lessons) else None


def back_to_lessons(services: Services) -> None:
    """The Learn list over the main menu, whatever was open (it marks what is done)."""
    services.navigator.reset_to("menu")
    services.navigator.push("learn")


class LessonDoneScene(Overlay):
    panel_units = (620, 360)

    def __init__(self, services: Services, lesson: Lesson) -> None:
        self.lesson = lesson
        self.following = next_lesson(lesson)
        super().__init__(services)

    def heading_text(self) -> str:
        return tr("Lesson complete!")

    def build_panel(self) -> None:
        p, u = self.panel, self.u
        top = self.content_top()
        body = pygame.Rect(p.x + u(24), top, p.width - u(48), p.bottom - top - u(80))
        self.body = ScrollList(body, self.scale)
        last = next((step.explain for step in reversed(self.lesson.steps) if step.explain), "")
        words = [tr("You have finished “{title}”.").format(title=tr(self.lesson.title))]
        if self.following is not None:
            words.append(tr("Next: “{title}”.").format(title=tr(self.following.title)))
        self.body.set_entries([Entry(tr(last)), Entry(" ".join(words))] if last else
                              [Entry(" ".join(words))])
        self.back = pygame_gui.elements.UIButton(
            pygame.Rect(p.x + u(24), p.bottom - u(64), u(240), u(46)), tr("Back to lessons"),
            self.ui, tool_tip_text="Esc"
        )
        self.next: pygame_gui.elements.UIButton | None = None
        if self.following is not None:
            self.next = pygame_gui.elements.UIButton(
                pygame.Rect(p.right - u(264), p.bottom - u(64), u(240), u(46)),
                tr("Next lesson"), self.ui
            )

    def handle_event(self, event: pygame.event.Event) -> None:
        self.body.handle_event(event)
        super().handle_event(event)

    def on_button(self, button: pygame_gui.core.UIElement) -> None:
        if button is self.back:
            back_to_lessons(self.services)
        elif button is self.next and self.following is not None:
            following = self.following
            back_to_lessons(self.services)
            self.services.navigator.push("lesson", lesson=following)

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            back_to_lessons(self.services)

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        self.body.draw(surface)
