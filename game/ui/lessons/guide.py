"""The lesson drawn over the real table: the step's words in a panel, and rings round what to touch.

The panel takes the place of the game log (a lesson's log says less than its
own words): the lesson's title, how far it has come (counting what the
learner does, not the scripted moves between), what the last move did, and
what to do now. The places the step lights get a ring while the learner is to
move and nothing glides, and the board is asked to bring them into view. The
table itself is untouched: the table screen draws its guide last
(TableScreen.guide), asks it how to word a refusal and lets it follow the game
while the table is at rest; the session's gate refuses moves the rules allow
but the lesson does not. Once the lesson is over it is remembered as done and
the "lesson done" panel covers the table, offering the next lesson.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.store.lesson_progress import mark_lesson_done
from game.texts import tr
from game.ui.fonts import font
from game.ui.lessons.check import lit_targets
from game.ui.lessons.screen_places import bring_into_view, label_boxes, place_rect
from game.ui.lessons.session import LessonSession
from game.ui.palette import ACCENT, PANEL, TEXT, TEXT_DIM
from game.ui.table.screen import TableScreen
from game.ui.widgets.under import paint_under

DONE_GREEN = (150, 220, 140)
DONE_MARK = "\u2714"  # a heavy check mark, drawn by the emoji font (Fira Code's is a root sign)
RING = (90, 210, 255)  # the lesson's own colour, apart from the tables' yellow "may play"
TEXT_SIZES = (15, 14, 13, 12, 11)  # the panel's text, smaller step by step until it all fits
Written = tuple[str, tuple[int, int, int], pygame.font.Font, tuple[int, int]]


def wrapped(text: str, face: pygame.font.Font, width: int) -> list[str]:
    """`text` broken into lines no wider than `width` (a word longer than that stands alone)."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and face.size(trial)[0] > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return [*lines, line] if line else lines


class LessonGuide:
    """Draws one lesson's panel and lit places over the table playing `session`."""

    def __init__(self, session: LessonSession) -> None:
        self.session = session
        self.shown_step: int | None = None  # the step whose places were brought into view
        self.ended = False  # the lesson's end was remembered and its panel opened

    def task_number(self) -> int:
        """Which of the learner's tasks is due (from 1; past the last once it is over)."""
        run = self.session.run
        index = run.index(self.session.game)
        tasks = run.lesson.tasks()
        return next((n for n, task in enumerate(tasks, 1) if task[-1] >= index), len(tasks) + 1)

    def lines(self) -> list[tuple[str, tuple[int, int, int], bool]]:
        """The panel's paragraphs: (text, colour, bold)."""
        run, game = self.session.run, self.session.game
        lesson = run.lesson
        steps = len(lesson.tasks())
        progress = tr("Step {step} of {steps}").format(step=min(self.task_number(), steps),
                                                      steps=steps)
        out = [(tr(lesson.title), ACCENT, True), (progress, TEXT_DIM, False)]
        last = run.last_played(game)
        if last is not None and last.explain:
            out.append((f"{DONE_MARK} {tr(last.explain)}", DONE_GREEN, False))
        step = run.step(game)
        if step is None:
            out.append((tr("Lesson complete!"), ACCENT, True))
        elif step.auto:
            name = self.session.seats[game.current_player or 0].name
            out.append((tr("{name} is playing…").format(name=name), TEXT_DIM, False))
        else:
            out.append((tr(step.say), TEXT, True))
        return out

    def nudge(self, reason: str) -> str:
        """A refused move on the learner's step hears the step's hint, not the rule's words
        (the learner is following the lesson, not exploring the rules); else `reason`."""
        session = self.session
        step = session.run.step(session.game)
        if step is None or step.auto or not session.human_to_move():
            return reason
        return tr(step.hint)

    def lit(self, table: TableScreen) -> list[pygame.Rect]:
        """The rings to draw on `table`: the step's places, while the learner may act on
        them."""
        session, run = self.session, self.session.run
        step = run.step(session.game)
        if step is None or step.auto or not session.human_to_move() or table.motion.busy:
            return []
        index = run.index(session.game)
        targets = lit_targets(session.game, run.lesson, index, step)
        found = (place_rect(session.game.NAME, table.board, t, drop=i > 0)
                 for i, t in enumerate(targets))
        return [rect for rect in found if rect is not None]

    def update(self, table: TableScreen) -> None:
        """The table is at rest and on top: bring a new step's places into view; at the
        lesson's end remember it as done and open the panel that offers the next one."""
        session = self.session
        if session.run.finished(session.game):
            if not self.ended:
                self.ended = True
                lesson = session.run.lesson
                try:
                    mark_lesson_done(lesson.name)
                except OSError:
                    pass  # the lesson was still learnt; the Learn list just will not mark it
                table.services.navigator.push("lesson done", lesson=lesson)
            return
        index = session.run.index(session.game)
        if index != self.shown_step:
            self.shown_step = index
            step = session.run.step(session.game)
            if step is not None and not step.auto:
                targets = lit_targets(session.game, session.run.lesson, index, step)
                bring_into_view(session.game.NAME, table.board, targets)

    def written(self, table: TableScreen) -> list[Written]:
        """The panel's lines and where they go: every word of them, in the largest of
        TEXT_SIZES that holds them all (a long step was cut off mid-sentence, its "click
        ..." unseen); should even the smallest not, what the last move did gives way to
        what to do now."""
        area = table.controls.log_panel.rect
        paragraphs = self.lines()
        for size in TEXT_SIZES:
            out, bottom = _laid_out(paragraphs, table.u, size, area)
            if bottom <= area.bottom - table.u(6):
                return out
        if len(paragraphs) > 3:  # title, step, done: drop what the last move did
            del paragraphs[2]
            out, _ = _laid_out(paragraphs, table.u, TEXT_SIZES[-1], area)
        return [line for line in out if line[3][1] + line[2].get_linesize() <= area.bottom]

    def draw(self, surface: pygame.Surface, table: TableScreen) -> None:
        """The rings, under the labels round the places they light (a ring over Heerlen hid
        its name and its "build" badge), then the lesson's panel where the game log is."""
        u = table.u
        rings = [rect.inflate(u(10), u(10)) for rect in self.lit(table)]
        kept = [box for box in label_boxes(self.session.game.NAME, table.board)
                if box.collidelist(rings) >= 0]

        def draw_rings() -> None:
            for ring in rings:
                pygame.draw.rect(surface, RING, ring, u(4), border_radius=u(8))

        paint_under(surface, kept, draw_rings)
        area = table.controls.log_panel.rect
        pygame.draw.rect(surface, PANEL, area, border_radius=u(8))
        pygame.draw.rect(surface, ACCENT, area, u(2), border_radius=u(8))
        for line, colour, face, pos in self.written(table):
            surface.blit(face.render(line, True, colour), pos)


def _laid_out(paragraphs: list[tuple[str, tuple[int, int, int], bool]], u: Callable[[float], int],
              size: int, area: pygame.Rect) -> tuple[list[Written], int]:
    """`paragraphs` wrapped into `area` at text `size`, and how low they reach."""
    out: list[Written] = []
    y = area.y + u(10)
    for text, colour, bold in paragraphs:
        face = font(u(size), bold)
        for line in wrapped(text, face, area.w - u(24)):
            out.append((line, colour, face, (area.x + u(12), y)))
            y += face.get_linesize()
        y += u(size // 2)
    return out, y - u(size // 2)
