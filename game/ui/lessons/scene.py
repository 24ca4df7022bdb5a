"""The Learn screen: each game's lessons as buttons, and a lesson opened on the real table.

The lessons stand in the order they are best taken (each builds on the ones above
it); a lesson finished before is marked done (game/store/lesson_progress.py), each
game's heading says how many are, and the first one not yet done is marked as the
one to take next. What the lesson under the pointer teaches is written under the
columns (a tooltip there, 170 pixels wide, covered the titles of the next two).

A lesson is played on its game's own table (the table screen with the board its
front names) with a LessonSession (the gate and the scripted seats) and a
LessonGuide drawn over it. A lesson file that cannot be used is listed as such, with the reason, and
never opens: a broken file costs its one button, not the screen.
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.store.lesson_progress import lessons_done
from game.texts import ntr, tr
from game.ui.fonts import font
from game.ui.fronts import info, installed_games
from game.ui.lessons.guide import DONE_GREEN, DONE_MARK, LessonGuide, wrapped
from game.ui.lessons.model import Lesson, lessons_for
from game.ui.lessons.run import LessonRun
from game.ui.lessons.session import LessonSession
from game.ui.palette import ACCENT, TEXT, TEXT_DIM
from game.ui.scenes.backdrop import draw_felt
from game.ui.scenes.base import Scene
from game.ui.scenes.stack import Screen
from game.ui.services import Services

NEXT_MARK = "\u25b6"  # the lesson to take next


def lesson_table(services: Services, lesson: Lesson) -> Screen:
    """`lesson` on its game's table with its guide: the screen "lesson"."""
    session = LessonSession(LessonRun(lesson))
    return services.navigator.make("game", session=session, guide=LessonGuide(session))


class LearnScene(Scene):
    """One column per game, a button per lesson, and under them what the lesson pointed at
    teaches."""

    def __init__(self, services: Services) -> None:
        self.lessons: dict[str, list[Lesson]] = {}
        self.problems: list[str] = []
        for game in installed_games():
            self.lessons[game], problems = lessons_for(game)
            self.problems += problems
        super().__init__(services)

    def resumed(self) -> None:
        """Back from a lesson: its done mark shows."""
        self.rebuild()

    def build(self) -> None:
        u = self.u
        w, h = self.size
        self.back = pygame_gui.elements.UIButton(
            pygame.Rect(w - u(144), u(20), u(120), u(42)), tr("Back"), self.ui,
            tool_tip_text="Esc"
        )
        self.buttons: dict[pygame_gui.elements.UIButton, Lesson] = {}
        self.headings: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self.marks: list[tuple[pygame.Surface, tuple[int, int]]] = []
        done = lessons_done()
        games = [g for g in self.lessons if self.lessons[g]]
        column = min(u(520), (w - u(72)) // max(1, len(games)))
        mark_width = u(34)
        for k, game in enumerate(games):
            x = u(24) + k * (column + u(24))
            lessons = self.lessons[game]
            title = font(u(22), True).render(info(game).title, True, ACCENT)
            self.headings.append((title, (x, u(78))))
            finished = sum(1 for lesson in lessons if lesson.name in done)
            count = ntr("{done} of {count} lesson done", "{done} of {count} lessons done",
                        len(lessons)).format(done=finished, count=len(lessons))
            self.headings.append((font(u(15)).render(count, True, TEXT_DIM), (x, u(108))))
            due = next((lesson for lesson in lessons if lesson.name not in done), None)
            for i, lesson in enumerate(lessons):
                rect = pygame.Rect(x + mark_width, u(136) + i * u(54), column - mark_width, u(46))
                button = pygame_gui.elements.UIButton(
                    rect, f"{i + 1}. {tr(lesson.title)}", self.ui)
                self.buttons[button] = lesson
                if lesson.name in done:
                    self.marks.append((font(u(22)).render(DONE_MARK, True, DONE_GREEN),
                                       (x, rect.centery - u(14))))
                elif lesson is due:
                    self.marks.append((font(u(22), True).render(NEXT_MARK, True, TEXT),
                                       (x + u(4), rect.centery - u(14))))
        bottom = max((b.rect.bottom for b in self.buttons), default=u(136))
        self.about_rect = pygame.Rect(u(24), bottom + u(22), w - u(48), u(80))
        note = font(u(15))
        for i, problem in enumerate(self.problems):
            image = note.render(tr("Not listed: {problem}").format(problem=problem), True,
                                TEXT_DIM)
            self.headings.append((image, (u(24), h - u(30) * (i + 1))))
        self.headings.append(
            (font(u(30), True).render(tr("Learn"), True, ACCENT), (u(24), u(20)))
        )
        order = tr("Take the lessons from the top: each builds on the ones above it.")
        self.headings.append((font(u(15)).render(order, True, TEXT_DIM), (u(150), u(34))))

    def on_button(self, button: pygame_gui.core.UIElement) -> None:
        if button is self.back:
            self.services.navigator.pop()
        elif button in self.buttons:
            self.services.navigator.push("lesson", lesson=self.buttons[button])

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.services.navigator.pop()

    def about_lines(self) -> tuple[list[str], tuple[int, int, int]]:
        """What the lesson under the pointer teaches, as lines for the room under the
        columns; an invitation to point at one while none is."""
        face = font(self.u(17))
        lesson = next((lesson for button, lesson in self.buttons.items() if button.hovered),
                      None)
        if lesson is None or not lesson.about:
            return [tr("Point at a lesson to read what it teaches.")], TEXT_DIM
        return wrapped(tr(lesson.about), face, self.about_rect.w), TEXT

    def draw_scene(self, surface: pygame.Surface) -> None:
        draw_felt(surface, self.size)
        for image, pos in (*self.headings, *self.marks):
            surface.blit(image, pos)
        face = font(self.u(17))
        lines, colour = self.about_lines()
        for i, line in enumerate(lines):
            surface.blit(face.render(line, True, colour),
                         (self.about_rect.x, self.about_rect.y + i * face.get_linesize()))
