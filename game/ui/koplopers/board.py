"""The Koplopers board: keeps the rooms of the board and plays what they decide.

The board the table screen (game/ui/table) plays Koplopers on. Everything shown
is read from the engine; every change goes through the screen's perform. What
may be done lights up from the engine's own list of legal actions: click a train
and the sections it can ride to light with their cost, its other actions appear
in the bar under the map; drag a train from the organizer onto a lit site, a card
onto a lit station, the repair card onto an obstruction. A drop the rules refuse
glides back and shows the engine's reason. The rooms: pointer.py (what a gesture
means), dialog_flow.py (which dialog is open), painting.py (the frame),
glides.py (what moves), texts.py (the words); the first three read the board
through protocols naming what each uses (room.py). This module keeps the
selection and the view, and plays actions.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame
import pygame_gui

from game.engine.action import Action
from game.engine.koplopers import Build, EndTurn, Event, KoplopersGame, KoplopersView
from game.texts import tr
from game.ui.hints import light
from game.ui.koplopers import texts
from game.ui.koplopers.choices import TrainChoices, train_choices
from game.ui.koplopers.dialog_flow import DialogFlow
from game.ui.koplopers.dialogs import Dialog
from game.ui.koplopers.geometry import Viewport, geometry_for
from game.ui.koplopers.glides import EventGlides, TrainKey
from game.ui.koplopers.header import render_header
from game.ui.koplopers.hint_places import hinted_places
from game.ui.koplopers.layout import BoardLayout
from game.ui.koplopers.painting import BoardPainter
from game.ui.koplopers.pointer import ZOOM_STEP, Drag, Gestures
from game.ui.koplopers.screen_map import Point, ScreenMap
from game.ui.palette import SEAT_COLOURS
from game.ui.session import Session
from game.ui.table.board import TableContext
from game.ui.table.controls import Places
from game.ui.table.header import confirm_title
from game.ui.table.pointer import Carried
from game.ui.widgets.under import paint_under


def _seen_at_the_screen(session: Session) -> KoplopersView:
    """The table as the seat at the screen may see it: the engine's view decides."""
    game = session.game
    assert isinstance(game, KoplopersGame)
    return game.view(session.viewer())


class KoplopersBoard:
    def __init__(self, context: TableContext) -> None:
        session = context.session
        assert isinstance(session.game, KoplopersGame)
        self.context = context
        self.gestures = Gestures(self)
        self.dialogs = DialogFlow(self)
        self.painter = BoardPainter(self)
        seat = session.game.current_player
        self.shown = seat if seat is not None else 0  # the seat whose organizer is big
        self.legal: list[Action] = []
        self.choices: TrainChoices | None = None  # the selected own train's actions
        self.building: int | None = None  # a boxed train picked up by a click, not a drag
        self.zoom = 1.0
        self.end_reason = ""  # why the turn cannot end yet ('' when it can)
        self.end_refused = False  # End turn was pressed while it could not end: say so
        self.arriving: TrainKey | None = None  # the train gliding to its stop
        self.points_at_end = 0  # the action points a turn ended with (shown until Confirm)
        self.seen = _seen_at_the_screen(session)

    @property
    def game(self) -> KoplopersGame:
        game = self.context.session.game
        assert isinstance(game, KoplopersGame)
        return game

    @property
    def selected(self) -> int | None:
        return self.choices.number if self.choices else None

    @property
    def dialog(self) -> Dialog | None:
        return self.dialogs.dialog

    @property
    def drag(self) -> Drag | None:
        """The piece the mouse carries (the pointer's)."""
        carried = self.context.pointer.carried
        assert carried is None or isinstance(carried, Drag)
        return carried

    @drag.setter
    def drag(self, drag: Drag | None) -> None:
        self.context.pointer.carried = drag

    # --- layout --------------------------------------------------------------------------------
    def lay_out(self) -> Places:
        """The map, the organizers and the log; Confirm and Results take End turn's place."""
        self.layout = layout = BoardLayout(self.context.size, len(self.context.session.seats),
                                           self.shown)
        area = layout.map_area
        geometry = geometry_for(self.game.board)
        view = Viewport((area.x, area.y, area.w, area.h), (geometry.width, geometry.height),
                        self.zoom)
        self.screen_map = ScreenMap(self.game.board, view, self)
        self.painter.forget_map()
        self.painter.forget_panels()
        undo, redo, menu = layout.small_buttons
        return Places(log=layout.log, undo=undo, redo=redo, menu=menu, confirm=layout.end_turn,
                      results=layout.end_turn)

    def build(self, ui: pygame_gui.UIManager) -> None:
        self.end_button = pygame_gui.elements.UIButton(self.layout.end_turn, tr("End turn"), ui)

    def _render_header(self) -> None:
        """The header; while a finished turn awaits its Confirm, with that turn's title and
        the points it left unspent (not the next seat's five)."""
        session = self.context.session
        heading = confirm_title(session)
        points = self.points_at_end if heading is not None else None
        self.header, self.header_tokens = render_header(self.seen, session.seats, self.layout,
                                                        heading, points)

    def refreshed(self, legal: list[Action]) -> None:
        session = self.context.session
        self.legal = legal
        self.seen = _seen_at_the_screen(session)
        game, human = self.game, session.human_to_move()
        self.end_reason = (game.why_illegal(EndTurn()) or "") if human else ""
        self.end_refused = False  # a refusal is about the press just made, not the next move
        self.end_button.visible = not game.is_over and not session.awaiting_confirm
        playable = human and not self.end_reason  # never a computer's End turn
        self.end_button.enable() if playable else self.end_button.disable()
        self.painter.forget_panels()
        if self.building is not None and not self.build_sites(self.building):
            self.building = None
        self.dialogs.check(legal)
        self.select(self.selected)
        self.dialogs.rebuild()
        self._render_header()

    def show_seat(self, seat: int) -> None:
        """The big organizer goes to the seat to move (the map stays as it is)."""
        self.shown = seat
        self.layout = BoardLayout(self.context.size, len(self.context.session.seats), seat)
        self._render_header()
        self.painter.forget_panels()
        self.select(self.selected)
        self.dialogs.rebuild()

    def hand_face_up(self) -> bool:
        """The big organizer's hand is shown only to its own (human) seat, while it moves,
        once that seat has taken the screen (after the hand-over, when there is one); and
        while its finished turn awaits the Confirm. A table seen by nobody in particular
        (only computers play, or a finished game replayed) shows every hand."""
        session = self.context.session
        viewer = session.viewer()
        if viewer is None:
            return True
        return session.acting_seat == self.shown == viewer and not session.needs_handover()

    # --- the view of the map ----------------------------------------------------------------
    def zoom_by(self, factor: float, around: Point) -> None:
        """Zoom the map round a screen point; the map layer is drawn again at the new size."""
        view = self.screen_map.viewport.zoomed(factor, around)
        if view != self.screen_map.viewport:
            self.zoom = view.zoom
            self.screen_map = ScreenMap(self.game.board, view, self)
            self.painter.forget_map()
            self.select(self.selected)

    def pan_to(self, pan: tuple[int, int]) -> None:
        """Move the map (the map layer is only blitted elsewhere)."""
        self.screen_map = ScreenMap(self.game.board, self.screen_map.viewport.panned(pan), self)

    # --- the selection -----------------------------------------------------------------------
    def select(self, number: int | None) -> None:
        """Show what own train `number` may do (None: nothing selected).

        A train stays selected after each of its actions while it is on the board and
        no dialog is open (after a ride, a reverse, a call without boarding): the bar
        under the map goes on showing "Train n:" with its next buttons and the map its lit
        rides, so the player rides on at once. A click on a train therefore always selects
        it, never toggles it off: after a reverse the picture still shows it selected, and
        a click on it means that train, not "put it down". A click on the open map, or
        Esc, puts it down."""
        train = self.seen.me.train(number) if number is not None else None
        if (train is None or train.position is None or not self.context.session.human_to_move()
                or self.seen.boarding is not None):
            self.choices = None
            return
        self.building = None
        self.choices = train_choices(self.game, self.seen, self.legal, train.number, self.layout)

    def put_down_train(self) -> bool:
        """Esc with a train selected: nothing is selected now; False when none was."""
        if self.choices is None:
            return False
        self.select(None)
        return True

    def next_boxed(self) -> int | None:
        """The train that leaves the box next, when building it is legal now."""
        return next((a.train for a in self.legal if isinstance(a, Build)), None)

    def must_build(self) -> bool:
        return self.seen.round == 1 and not self.seen.built

    def build_sites(self, number: int) -> set[str]:
        return {a.site for a in self.legal if isinstance(a, Build) and a.train == number}

    def hint(self) -> str:
        """The line under the map while no train is selected."""
        waiting = None
        if not self.context.session.human_to_move() and not self.game.is_over:
            name = self.seen.seats[self.game.current_player or 0].name
            waiting = self.context.flow.waiting_line(name)
        carried = self.drag.kind if self.drag is not None and self.drag.held else None
        return texts.hint(self.game.is_over, waiting, self.building, self.must_build(), carried)

    def seat_rgb(self, seat: int) -> tuple[int, int, int]:
        colour = SEAT_COLOURS[self.context.session.seats[seat].colour]
        return colour.rgb(self.context.services.settings.colour_blind)

    # --- where things are, for the tests' clicks ------------------------------------------------
    def train_point(self, seat: int, number: int) -> Point | None:
        return self.screen_map.train_point(self.seen, seat, number)

    def site_point(self, site: str) -> Point:
        return self.screen_map.site_point(site)

    def station_point(self, code: str) -> Point:
        return self.screen_map.station_point(code)

    def ride_point(self, label: str) -> Point:
        return self.screen_map.ride_point(label)

    def label_boxes(self) -> list[pygame.Rect]:
        """Every text the last frame drew on the map (names, chips, tags, marks, badges), inside
        the map's area: a ring round a place passes under them (game/ui/widgets/under.py)."""
        area = self.layout.map_area
        boxes = [*self.screen_map.label_boxes(self.seen), *self.painter.badges]
        return [box.clip(area) for box in boxes if area.colliderect(box)]

    # --- input ---------------------------------------------------------------------------------
    def take_event(self, event: pygame.event.Event) -> bool:
        """The wheel zooms the map; a move of the mouse may start a drag or pan the map."""
        if event.type == pygame.MOUSEWHEEL:
            self.gestures.wheel(event.y > 0)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.gestures.moved(event.pos)
        return self._pressed_end_turn_in_vain(event)

    def _pressed_end_turn_in_vain(self, event: pygame.event.Event) -> bool:
        """A press on End turn while the turn cannot end (the button is disabled, so its
        widget says nothing): the note over it, a plain requirement until now, is said as
        the refusal it has become, until the next press anywhere (or the next move)."""
        if event.type != pygame.MOUSEBUTTONDOWN or getattr(event, "button", 0) != 1:
            return False
        self.end_refused = bool(self.end_reason and self.end_button.visible
                                and self.layout.end_turn.collidepoint(event.pos))
        return self.end_refused

    def press(self, pos: Point) -> bool:
        return self.gestures.press(pos)

    def release(self, pos: Point) -> bool:
        return self.gestures.release(pos)

    def hover_text(self, pos: Point) -> str:
        return self.gestures.hover(pos)

    def button(self, button: pygame_gui.core.UIElement) -> bool:
        if button is not self.end_button:
            return False
        self.play(EndTurn())
        return True

    def key(self, event: pygame.event.Event) -> bool:
        """+ and - zoom round the map's centre, 0 shows the whole map again (no wheel needed);
        Esc puts back a card carried by a click, else puts down the selected train (else it
        opens the menu); F1 opens the rules
        (a refusal names the part of them it follows)."""
        centre = self.layout.map_area.center
        if event.key == pygame.K_ESCAPE:
            return self.gestures.put_back() or self.put_down_train()
        if event.key == pygame.K_F1:
            self.context.services.navigator.push("rules", game="koplopers")
            return True
        if event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.zoom_by(ZOOM_STEP, centre)
        elif event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.zoom_by(1 / ZOOM_STEP, centre)
        elif event.key in (pygame.K_0, pygame.K_KP0):
            self.zoom_by(0.0, centre)
        else:
            return False
        return True

    # --- playing ---------------------------------------------------------------------------------
    def play(self, action: Action, drag: Drag | None = None) -> None:
        """Play `action` for the person to move, from `drag` if a dropped piece meant it."""
        self.context.perform([action], drag)

    def show_played(self, seat: int, action: Action, events: Sequence[Event],
                    carried: Carried | None) -> None:
        """Glide what the events moved, and make their sounds."""
        context = self.context
        if isinstance(action, EndTurn):
            self.points_at_end = self.seen.action_points
        self.seen = _seen_at_the_screen(context.session)
        glides = EventGlides(context.motion, self.screen_map, self.layout, self.seen,
                             self.seat_rgb, self.shown, self.header_tokens.center)
        shown = glides.show(events, carried.corner if carried else None)
        self.arriving = shown.arriving or self.arriving
        for sound in shown.sounds:
            context.services.sounds.play(sound)

    def landed(self) -> None:
        """A ride's last step landed: the train arrives (other landings are silent)."""
        if self.arriving is not None and not self.context.motion.hides(self.arriving):
            self.arriving = None
            self.context.services.sounds.play("arrive")

    def forget_choices(self) -> None:
        self.choices = None
        self.building = None
        self.dialogs.forget()

    def resumed(self) -> None:
        """Nothing waits for the screens over the board."""

    def covered(self) -> None:
        """Under another screen the board's pictures go until it is shown again: its
        backdrop, the map (4 MB at 1920x1080, more zoomed in) and the organizer cards,
        drawn again in a frame's time (10 ms for the map) when it is."""
        self.painter.forget_backdrop()
        self.painter.forget_map()
        self.painter.forget_panels()

    def draw(self, surface: pygame.Surface, keep: bool) -> None:
        self.painter.paint(surface, keep)
        hinted = self.context.hints.lit(self.context.session)
        seat = self.game.current_player
        if hinted is not None and seat is not None:
            u = self.layout.scaled
            places = hinted_places(hinted, self.seen, seat, self.screen_map, u(16))
            paint_under(surface, self.label_boxes(), lambda: light(surface, places, u(3)))
