"""The Replay screen: a kept game watched move by move on its own table.

The table is the game's real table screen (the screen "game", with its game's
board), built on a ReplaySession and used only to draw: it lays itself out for
the window, draws the position into a picture that is scaled into the space
above the controls, and glides each move played forward as it does in play.
Nothing here knows a game by name; a game without a table of its own is drawn
by the generic listing board the same way.

Under the table: step a move or a turn back and forward, jump a day or round,
play at several speeds (glides at the slower ones), choose whose view is shown
while the game is unfinished (a finished game is shown face up), export the
record, and the timeline bar (scrubbed by the mouse) beside the score chart.
Keys: Left/Right a move, Up/Down a turn, Page Up/Down a day or round, Home/End,
Space play or pause, +/- speed, Esc close.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable

import pygame
import pygame_gui

from game.store.save_format import LoadedSave, save_data
from game.store.save_list import stage_words
from game.store.saves import store_named_save
from game.texts import mark, tr
from game.ui.fonts import fitted, font
from game.ui.fronts import info
from game.ui.palette import PANEL, SEAT_COLOURS, TEXT, TEXT_DIM
from game.ui.replay.chart import ScoreChart, TimelineBar
from game.ui.replay.session import ReplaySession
from game.ui.replay.timeline import Timeline
from game.ui.scenes.backdrop import draw_felt
from game.ui.scenes.base import Scene
from game.ui.services import Services
from game.ui.table.screen import TableScreen

SPEEDS = (1, 2, 4, 16)  # times faster than a calm replay
GLIDE_SPEEDS = 4  # above this many times, moves jump instead of gliding
STEP_PAUSE = 0.8  # seconds between moves at x1, once the last glide has landed
BAR = 176  # the controls' height in layout units
CHART_WIDTH = 380
BUTTONS = ("<< Turn", "< Move", "Play", "Move >", "Turn >>", "< Stage", "Stage >", "Speed",
           "View", "Export", "Close")  # the buttons' keys; their words are LABELS
LABELS = {"<< Turn": mark("<< Turn"), "< Move": mark("< Move"), "Play": mark("Play"),
          "Move >": mark("Move >"), "Turn >>": mark("Turn >>"), "< Stage": mark("< {stage}"),
          "Stage >": mark("{stage} >"), "Speed": mark("Speed"), "View": mark("View"),
          "Export": mark("Export"), "Close": mark("Close")}
STAGE_TITLES = {"day": mark("Day"), "round": mark("Round"), "": mark("Stage")}


class ReplayScene(Scene):
    def __init__(self, services: Services, loaded: LoadedSave) -> None:
        self.loaded = loaded
        self.timeline = timeline = Timeline(loaded.game)
        self.seats = loaded.seats
        # Whose views an unfinished game may be watched in: the people's (a computer's
        # hand stays hidden from them), or any seat's in a game of computers only.
        self.lookers = [i for i, s in enumerate(self.seats) if s.is_human] or list(
            range(len(self.seats)))
        self.session = ReplaySession(timeline.game, self.seats,
                                     None if timeline.finished else self.lookers[0])
        timeline.seek(0)
        self.session.game = timeline.game
        table = services.navigator.make("game", session=self.session)
        assert isinstance(table, TableScreen)
        self.table = table
        self.playing = False
        self.speed = 0  # index into SPEEDS
        self.wait = 0.0
        self.scrubbing: pygame.Rect | None = None  # the strip the mouse holds (bar or chart)
        self.message = ""
        self._picture: pygame.Surface | None = None
        self._canvas: pygame.Surface | None = None
        super().__init__(services)

    # --- layout ------------------------------------------------------------------------
    def build(self) -> None:
        u = self.u
        w, h = self.size
        if self.table.laid_out_for != self.size:
            self.table.resized()
        self.table_area = pygame.Rect(0, 0, w, h - u(BAR))
        top = h - u(BAR) + u(10)
        widths = (96, 92, 80, 92, 96, 100, 100, 84, 150, 90, 80)
        stage_name = info(self.timeline.name).stage
        stage = tr(STAGE_TITLES.get(stage_name, STAGE_TITLES[""]))
        labels = [tr(LABELS[key]).format(stage=stage) for key in BUTTONS]
        gap = u(6)
        room = w - u(32) - gap * (len(widths) - 1)
        factor = min(1.0, room / u(sum(widths)))
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        x = u(16)
        for key, label, width in zip(BUTTONS, labels, widths, strict=True):
            rect = pygame.Rect(x, top, round(u(width) * factor), u(40))
            self.buttons[key] = pygame_gui.elements.UIButton(rect, label, self.ui)
            x = rect.right + gap
        if not self.timeline.stage_starts():
            self.buttons["< Stage"].disable()
            self.buttons["Stage >"].disable()
        chart_width = max(u(CHART_WIDTH), w // 3)  # a wide window gives the chart room
        chart = pygame.Rect(w - u(16) - chart_width, top + u(48), chart_width, h - top - u(56))
        colour_blind = self.services.settings.colour_blind
        colours = [SEAT_COLOURS[s.colour].rgb(colour_blind) for s in self.seats]
        self.chart = ScoreChart(chart, self.timeline.scores, colours, self.scale)
        stages = [(str(stage), start) for stage, start in self.timeline.stage_starts()]
        self.bar = TimelineBar(pygame.Rect(u(16), chart.bottom - u(44), chart.x - u(32), u(44)),
                               self.timeline.length, stages, self.scale)
        self.text_at = (u(16), top + u(52))
        self._picture = None
        self.sync()

    def sync(self) -> None:
        """Buttons and texts in line with the cursor, the speed and the view."""
        timeline, at = self.timeline, self.timeline.at
        for key in ("<< Turn", "< Move"):
            self.buttons[key].enable() if at > 0 else self.buttons[key].disable()
        for key in ("Move >", "Turn >>"):
            self.buttons[key].enable() if at < timeline.length else self.buttons[key].disable()
        self.buttons["Play"].set_text(tr("Pause") if self.playing else tr("Play"))
        self.buttons["Speed"].set_text(tr("Speed x{times}").format(times=SPEEDS[self.speed]))
        looker = self.session.looker
        view = (tr("View: all face up") if looker is None else
                tr("View: {name}").format(name=self.seats[looker].name))
        self.buttons["View"].set_text(view)
        if timeline.finished or len(self.lookers) < 2:
            self.buttons["View"].disable()
        self._picture = None

    # --- moving along the timeline -----------------------------------------------------------
    def seek(self, position: int) -> None:
        """Show the position after `position` moves at once (no glides)."""
        self.motion_clear()
        self.timeline.seek(position)
        self.session.game = self.timeline.game
        self.table.resumed()
        self.sync()

    def step(self) -> None:
        """Play the next move, gliding it unless the replay runs fast."""
        played = self.timeline.forward()
        if played is None:
            self.playing = False
            self.sync()
            return
        seat, action, events = played
        self.session.game = self.timeline.game
        if SPEEDS[self.speed] <= GLIDE_SPEEDS:
            self.table.board.show_played(seat, action, events, None)
        self.table.refresh()
        self.sync()

    def motion_clear(self) -> None:
        self.table.motion.clear()

    def moving(self) -> bool:
        return self.table.motion.busy

    def jump_stage(self, direction: int) -> None:
        """To the start of the next day or round, or of this one (again: the one before)."""
        starts = [start for _, start in self.timeline.stage_starts()]
        at = self.timeline.at
        if direction > 0:
            self.seek(next((s for s in starts if s > at), self.timeline.length))
        else:
            self.seek(max((s for s in starts if s < at), default=0))

    def toggle_play(self) -> None:
        if self.timeline.at >= self.timeline.length:
            self.seek(0)
        self.playing = not self.playing
        self.wait = STEP_PAUSE  # the first move follows at once
        self.sync()

    def change_view(self) -> None:
        """The next person's view (an unfinished game only: a finished one is all face up)."""
        looker = self.session.looker
        if self.timeline.finished or looker is None:
            return
        lookers = self.lookers
        self.session.looker = lookers[(lookers.index(looker) + 1) % len(lookers)]
        self.table.resumed()
        self.sync()

    def export(self) -> None:
        """Write the game's record (the save format) into the saves folder, where Load finds it
        and from where it can be copied to another computer."""
        title = info(self.timeline.name).title
        name = tr("{title} replay {when}").format(
            title=title, when=time.strftime("%Y-%m-%d %H-%M"))
        try:
            path = store_named_save(name, save_data(self.loaded.game, self.seats))
        except OSError as error:
            self.message = tr("Not exported: {reason}").format(reason=error.strerror or error)
        else:
            self.message = tr("Exported to {path}").format(path=path)
        self._picture = None

    # --- input -------------------------------------------------------------------------
    def on_button(self, button: pygame_gui.core.UIElement) -> None:
        key = next((k for k, b in self.buttons.items() if b is button), None)
        timeline = self.timeline
        self.playing = self.playing and key in ("Play", "Speed", "View", "Export")
        self.message = ""
        actions: dict[str, Callable[[], None]] = {
            "<< Turn": lambda: self.seek(timeline.previous_turn(timeline.at)),
            "< Move": lambda: self.seek(timeline.at - 1),
            "Play": self.toggle_play,
            "Move >": self.step_now,
            "Turn >>": lambda: self.seek(timeline.next_turn(timeline.at)),
            "< Stage": lambda: self.jump_stage(-1),
            "Stage >": lambda: self.jump_stage(1),
            "Speed": self.faster,
            "View": self.change_view,
            "Export": self.export,
            "Close": self.close,
        }
        if key in actions:
            actions[key]()
        self.sync()

    def close(self) -> None:
        """Back to the list below. The closed replay's table, its widgets and pictures
        (about 30 MB at 1280x800, held in reference cycles) are let go at once, not
        whenever the collector next looks (40-70 ms here, once, as the screen closes):
        a replay opened next would otherwise be made beside them."""
        self.services.navigator.pop()
        self._picture = self._canvas = None
        gc.collect()

    def step_now(self) -> None:
        """One move forward, the glides of the last one landed first."""
        self.motion_clear()
        self.step()

    def faster(self, by: int = 1) -> None:
        self.speed = (self.speed + by) % len(SPEEDS)

    def on_key(self, event: pygame.event.Event) -> None:
        timeline, key = self.timeline, event.key
        self.message = ""
        moves: dict[int, Callable[[], None]] = {
            pygame.K_LEFT: lambda: self.seek(timeline.at - 1),
            pygame.K_RIGHT: self.step_now,
            pygame.K_UP: lambda: self.seek(timeline.previous_turn(timeline.at)),
            pygame.K_DOWN: lambda: self.seek(timeline.next_turn(timeline.at)),
            pygame.K_PAGEUP: lambda: self.jump_stage(-1),
            pygame.K_PAGEDOWN: lambda: self.jump_stage(1),
            pygame.K_HOME: lambda: self.seek(0),
            pygame.K_END: lambda: self.seek(timeline.length),
        }
        if key == pygame.K_ESCAPE:
            self.close()
        elif key == pygame.K_SPACE:
            self.toggle_play()
        elif key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.faster()
        elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.faster(-1)
        elif key in moves:
            self.playing = False
            moves[key]()
        self.sync()

    def handle_event(self, event: pygame.event.Event) -> None:
        """The timeline bar and the chart are scrubbed: pressed, then dragged."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            held = [r for r in (self.bar.rect.inflate(0, self.u(12)), self.chart.rect)
                    if r.collidepoint(event.pos)]
            self.scrubbing = held[0] if held else None
            if self.scrubbing is not None:
                self._scrub(event.pos[0])
        elif event.type == pygame.MOUSEMOTION and self.scrubbing is not None:
            self._scrub(event.pos[0])
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.scrubbing = None
        super().handle_event(event)

    def _scrub(self, x: int) -> None:
        """Seek to the move at `x` on the strip the mouse holds."""
        strip = self.chart if self.scrubbing == self.chart.rect else self.bar
        self.playing = False
        self.seek(strip.position_at(x))

    # --- the frame ---------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        pace = SPEEDS[self.speed]
        table = self.table
        if table.motion.busy:
            if table.motion.update(dt * pace):
                table.board.landed()
            self._picture = None
            return
        shown = table.board.shown
        table.follow_seat_to_move()
        if table.board.shown != shown:
            self._picture = None
        if self.playing:
            self.wait += dt * pace
            if self.wait >= STEP_PAUSE:
                self.wait = 0.0
                self.step()

    def next_frame_in(self) -> float | None:
        if self.moving():
            return 0.0
        if self.playing:
            return max(0.0, (STEP_PAUSE - self.wait) / SPEEDS[self.speed])
        return super().next_frame_in()

    def picture(self) -> pygame.Surface:
        """The table at this position, drawn for the window and scaled into its area."""
        if self._picture is None:
            if self._canvas is None or self._canvas.get_size() != self.size:
                self._canvas = pygame.Surface(self.size)  # one, drawn over for every picture
            canvas = self._canvas
            self.table.covered()  # painted straight from its layers: it keeps no picture
            self.table.draw_scene(canvas)  # of its own (8 MB at 1920x1080) beside this one
            area = self.table_area
            factor = min(area.w / canvas.get_width(), area.h / canvas.get_height())
            size = (round(canvas.get_width() * factor), round(canvas.get_height() * factor))
            self._picture = pygame.transform.smoothscale(canvas, size)
        return self._picture

    def status_line(self) -> str:
        timeline, at = self.timeline, self.timeline.at
        parts = [tr("Move {at} of {moves}").format(at=at, moves=timeline.length)]
        stage = info(timeline.name).stage
        if stage:
            parts.append(stage_words(stage, timeline.stages[at]))
        seat = timeline.mover_at(at)
        if seat is not None and seat >= 0:
            move = timeline.game.describe(timeline.actions[at], seat)
            parts.append(tr("next: {move}").format(move=move))
        elif timeline.finished:
            parts.append(tr("the game is over"))
        return "  ·  ".join(parts)

    def draw_scene(self, surface: pygame.Surface) -> None:
        draw_felt(surface, self.size)
        picture = self.picture()
        surface.blit(picture, picture.get_rect(center=self.table_area.center))
        w, h = self.size
        pygame.draw.rect(surface, PANEL, (0, self.table_area.bottom, w, h - self.table_area.h))
        face = font(self.u(16))
        line = self.message or self.status_line()
        room = self.chart.rect.x - self.text_at[0] - self.u(16)
        colour = TEXT if not self.message else TEXT_DIM
        surface.blit(face.render(fitted(line, face, room), True, colour), self.text_at)
        self.bar.draw(surface, self.timeline.at)
        self.chart.draw(surface, self.timeline.at)
