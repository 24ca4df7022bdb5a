"""Painting the Koplopers board each frame, from layers drawn only when they change.

Three cached layers: the map (once per window size and zoom, and zoomed in once
per pan past the part of it kept: map_layer.shown_part), the organizer
cards (once per change of the game), and the backdrop that joins them and the
table's header with the felt, the waiting tokens and the obstructions (once per
change of any of those, a pan, or an obstruction token setting off or
landing). A frame blits the backdrop, then what follows the mouse or the
selection: lit targets, trains, the hand, the bar under the map, the dialog,
the map's hover card, the glides, the piece being dragged and the status line.
Painting never changes the game or the board's choices.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from game.engine.koplopers import Obstruct, Repair
from game.texts import tr
from game.ui.koplopers import board_draw, dialogs, map_help, texts
from game.ui.koplopers.art import LIT, REASON, SCRAP_LIT, draw_lines, fitted_lines
from game.ui.koplopers.choices import draw_bar
from game.ui.koplopers.country import draw_around
from game.ui.koplopers.dialog_flow import DialogFlow
from game.ui.koplopers.glides import gliding_obstructions, train_key
from game.ui.koplopers.labels import Badge
from game.ui.koplopers.map_layer import render_map, shown_part
from game.ui.koplopers.organizer import draw_hand, render_panels
from game.ui.koplopers.pointer import Drag, Gestures
from game.ui.koplopers.room import ShownBoard
from game.ui.koplopers.texts import end_turn_note
from game.ui.palette import PANEL, PANEL_EDGE, SEAT_COLOURS, TEXT
from game.ui.scenes.backdrop import draw_felt, opaque
from game.ui.table.board import state_key
from game.ui.table.pointer import draw_carried
from game.ui.widgets.callout import draw_callout

Layer = tuple[pygame.Surface, tuple[int, int]]


class PaintedBoard(ShownBoard, Protocol):
    """What the painter reads of the board besides what it shows: the piece the mouse
    carries, the header, the hint under the map, why the turn cannot end, the dialogs (a
    token dragged off its place) and the pointer (a piece just put down)."""

    @property
    def drag(self) -> Drag | None: ...
    @property
    def header(self) -> pygame.Surface: ...
    @property
    def end_reason(self) -> str: ...
    @property
    def end_refused(self) -> bool: ...
    @property
    def dialogs(self) -> DialogFlow: ...
    @property
    def gestures(self) -> Gestures: ...
    def hint(self) -> str: ...
    def must_build(self) -> bool: ...
    def next_boxed(self) -> int | None: ...


class BoardPainter:
    def __init__(self, board: PaintedBoard) -> None:
        self.board = board
        self._map: tuple[pygame.Surface, pygame.Rect] | None = None  # a part of the layer
        self._panels: Layer | None = None
        self._backdrop: pygame.Surface | None = None
        self._backdrop_key: tuple[object, ...] = ()
        self.badges: list[pygame.Rect] = []  # where the last frame drew the lit badges
        self.lit: list[Badge] = []  # what they were: the places lit, their words

    # --- the cached layers --------------------------------------------------------------------
    def forget_map(self) -> None:
        """The window size or the zoom changed: the map is drawn again."""
        self._map = None

    def forget_panels(self) -> None:
        """The game or the seat shown changed: the organizers are drawn again."""
        self._panels = None

    def forget_backdrop(self) -> None:
        """The board is under another screen: its backdrop goes (8 MB at 1920x1080) until
        the board is shown again."""
        self._backdrop = None

    def map_layer(self) -> tuple[pygame.Surface, pygame.Rect]:
        """The part of the map layer the map area shows and where it lies in the layer,
        drawn once per size and zoom, and again when a pan leaves that part."""
        screen = self.board.screen_map
        part = shown_part(screen.viewport, self._map[1] if self._map is not None else None)
        if self._map is None or self._map[1] != part:
            self._map = None  # the old part's pixels go before the new part's come
            self._map = (render_map(screen.board, screen.geometry, screen.viewport, part), part)
        return self._map

    def _panel_layer(self) -> Layer:
        if self._panels is None:
            board = self.board
            self._panels = render_panels(board.game.board, board.seen, board.layout,
                                         board.context.session.seats,
                                         board.context.services.settings.colour_blind,
                                         board.hand_face_up(), board.game.current_player)
        return self._panels

    def _backdrop_layer(self) -> pygame.Surface:
        """The backdrop as one opaque picture, so a frame starts with a single blit. It is
        drawn over the same picture each time (a new one only for a new size)."""
        board = self.board
        key = (state_key(board.context.session), board.screen_map.viewport, id(self.map_layer()[0]),
               id(self._panel_layer()[0]), id(board.header),
               gliding_obstructions(board.context.motion))
        if self._backdrop_key != key or self._backdrop is None:
            if self._backdrop is None or self._backdrop.get_size() != board.context.size:
                self._backdrop = opaque(board.context.size)
            self._paint_backdrop(self._backdrop)
            self._backdrop_key = key
        return self._backdrop

    def _paint_backdrop(self, image: pygame.Surface) -> None:
        """Felt, header, map with its waiting tokens and obstructions, organizer cards."""
        board = self.board
        screen, layout = board.screen_map, board.layout
        draw_felt(image, board.context.size)
        pygame.draw.rect(image, PANEL, (0, 0, board.context.size[0], layout.header))
        image.blit(board.header, (0, 0))
        image.set_clip(layout.map_area)
        draw_around(image, screen.geometry, screen.viewport, layout.map_area)
        layer, part = self.map_layer()
        image.blit(layer, part.move(screen.viewport.origin))
        board_draw.draw_labels(image, screen, board.seen)
        board_draw.draw_obstructions(image, screen, board.seen,
                                     gliding_obstructions(board.context.motion))
        image.set_clip(None)
        pygame.draw.rect(image, PANEL_EDGE, layout.map_area, 1)
        image.blit(*self._panel_layer())

    # --- the frame ----------------------------------------------------------------------------
    def paint(self, surface: pygame.Surface, keep: bool) -> None:
        """The frame; `keep`: the backdrop is kept for the next frames (not while covered)."""
        board = self.board
        context, layout, drag = board.context, board.layout, board.drag
        if keep:
            surface.blit(self._backdrop_layer(), (0, 0))
        else:  # drawn once, into an overlay's backdrop: no picture kept
            self._paint_backdrop(surface)
        surface.set_clip(layout.map_area)
        self._board(surface)
        surface.set_clip(None)
        self._hand(surface)
        draw_bar(surface, layout, board.choices, board.hint())
        context.controls.log_panel.draw(surface)
        if board.end_reason and not board.game.is_over:
            self._end_reason(surface)
        if board.dialog is not None:
            dialogs.draw(surface, board.dialog, layout, board.game, board.dialogs.away)
        quiet = (board.dialog is not None or drag is not None
                 or board.gestures.dropped_at is not None)
        mouse = None if quiet else context.pointer.mouse
        map_help.draw(surface, board.screen_map, board.seen, mouse, layout.map_area)
        context.motion.draw(surface)
        refused = context.pointer.refusal_shown()
        if refused is not None:  # why, beside the place refused
            near = refused[1]
            room = layout.map_area if layout.map_area.collidepoint(near) else surface.get_rect()
            draw_callout(surface, *refused, layout.scaled, room)
        if drag is not None and drag.shown:
            draw_carried(surface, drag)
        context.status.draw(surface, layout.status, layout.scaled(15), context.pointer.hover)

    def _board(self, surface: pygame.Surface) -> None:
        """What lights up on the map for the piece in hand or the selected train; trains."""
        board = self.board
        screen, state, drag = board.screen_map, board.seen, board.drag
        badges = self._light(surface)
        self.lit = [badge for badge, _ in badges]
        self.badges = board_draw.draw_badges(surface, screen, state, badges)
        carried = drag.subject if drag and drag.kind == "train" and drag.moved else None
        turn = state.turn

        def hidden(seat: int, number: int) -> bool:
            return board.context.motion.hides(train_key(seat, number)) or (
                seat == turn and number == carried)

        looks = [(board.seat_rgb(i), SEAT_COLOURS[s.colour].letter)
                 for i, s in enumerate(board.context.session.seats)]
        selected = (turn, board.selected) if board.selected is not None else None
        board_draw.draw_trains(surface, screen, state, looks, hidden, selected)

    def _light(self, surface: pygame.Surface) -> list[board_draw.LitBadge]:
        """Light the targets of the piece the mouse carries, and only its: the sites for a
        train from the box, the station for an obstruction card, the obstructions for the
        repair card (the selected train's rides stayed lit under a box train). With no piece
        from the hand or the box carried: the selected (or dragged) train's rides and scraps,
        else the sites of a train picked up by a click, or of the first train to build."""
        board = self.board
        screen, state, drag = board.screen_map, board.seen, board.drag
        piece, subject = (drag.kind, drag.subject) if drag and drag.kind != "train" else (None, "")
        if piece == "repair":
            for letter in {a.letter for a in board.legal if isinstance(a, Repair)}:
                station = state.obstructions[letter]
                assert station is not None
                board_draw.draw_station_ring(surface, screen, station)
        if piece == "card" and Obstruct(str(subject)) in board.legal:
            board_draw.draw_station_ring(surface, screen, str(subject))
        if piece == "build":
            return board_draw.light_sites(surface, screen, state, board.build_sites(int(subject)),
                                          tr(texts.BUILD_BADGE), LIT)
        if piece is not None:
            return []
        choices = board.choices
        if choices is not None:
            rides = {p: cost for p, (_, cost) in choices.rides.items()}
            return [*board_draw.light_rides(surface, screen, state, rides),
                    *board_draw.light_sites(surface, screen, state, choices.scraps,
                                            tr(texts.SCRAP_BADGE), SCRAP_LIT)]
        building = board.building
        if building is None and board.must_build():
            building = board.next_boxed()
        if building is None:
            return []
        return board_draw.light_sites(surface, screen, state, board.build_sites(building),
                                      tr(texts.BUILD_BADGE), LIT)

    def _hand(self, surface: pygame.Surface) -> None:
        """The shown seat's hand (face down to other eyes), the boxed train to build lit."""
        board = self.board
        layout, shown, drag = board.layout, board.shown, board.drag
        seat = board.seen.seats[shown]
        dragged = str(drag.subject) if drag and drag.kind in ("card", "repair") else None
        playable = {a.station for a in board.legal if isinstance(a, Obstruct)}
        repair_lit = any(isinstance(a, Repair) for a in board.legal)
        draw_hand(surface, layout, (seat.hand or ()) if board.hand_face_up() else (), seat.repair,
                  playable, repair_lit, dragged)
        if drag is not None and drag.kind == "build":  # the train is out of its box
            icon = layout.train_icon(shown, int(drag.subject))
            pygame.draw.rect(surface, (24, 28, 34), icon, border_radius=layout.scaled(5))
        boxed = board.next_boxed()
        if boxed is not None and shown == board.seen.turn:
            icon = layout.train_icon(shown, boxed)
            pygame.draw.rect(surface, LIT, icon, 2, border_radius=layout.scaled(5))

    def _end_reason(self, surface: pygame.Surface) -> None:
        """Why the turn cannot end yet, in the band kept for it over the End turn button
        (smaller type when it is long: it never runs up over the log): a plain note while it
        is only a requirement, in the refusal's colour once End turn was pressed in vain."""
        layout = self.board.layout
        s = layout.scaled
        box = layout.end_turn
        room = pygame.Rect(box.x, layout.log.bottom + s(2), box.w, box.y - layout.log.bottom - s(4))
        size, lines = fitted_lines(end_turn_note(self.board.end_reason), room.w, room.h,
                                   (s(13), s(12), s(11), s(10)))
        pygame.draw.rect(surface, PANEL, room)
        colour = REASON if self.board.end_refused else TEXT
        draw_lines(surface, lines, size, colour, room.topleft)
