"""What moves on the Koplopers board after a move, read from the engine's events.

Nothing here compares the game before and after: each event says what
happened. A ride glides section by section along the path its event gives,
through the stations it passes, one glide per step, all carrying the train's
key so the board hides the train until the last step lands; a train that
reverses turns round in place the same way; a train built glides from its
organizer box (or where it was let go) to its site, a train scrapped from its
site back to the box, a train split off from the train that carried it to its
own line, an obstruction token that moves on from its old station to its new.
Tokens glide from station to train (boarding), train to tray (delivered),
train to train (changes, exchanges, splits), one after another; cards drawn
glide face down from the deck to the hand of the seat shown.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.engine.koplopers import (
    CardsDrawn,
    Event,
    KoplopersView,
    ObstructionPlayed,
    ObstructionRepaired,
    OfferAnswered,
    PassengersChanged,
    Position,
    TokensBoarded,
    TokensDelivered,
    TrainBuilt,
    TrainReversed,
    TrainRode,
    TrainsCombined,
    TrainScrapped,
    TrainSplit,
)
from game.ui.koplopers.art import (
    card_back,
    obstruction_token,
    region_colour,
    token_chip,
    train_degrees,
    train_sprite,
)
from game.ui.koplopers.header import deck_rect
from game.ui.koplopers.layout import BoardLayout
from game.ui.koplopers.screen_map import Point, ScreenMap, corner
from game.ui.motion import Motion

TOKEN_STAGGER = 0.4  # of a glide's duration, between two tokens
TURN_STEPS = 6  # pictures of a train turning round in place, over one glide's duration
DEAL_STAGGER = 0.5  # of a glide's duration, between two cards dealt
RGB = tuple[int, int, int]
TrainKey = tuple[str, int, int]  # ("train", seat, number): the board hides it while it glides


def train_key(seat: int, number: int) -> TrainKey:
    return ("train", seat, number)


def obstruction_key(letter: str) -> tuple[str, str]:
    """The key of obstruction token `letter` while it glides: the map leaves it out."""
    return ("obstruction", letter)


def gliding_obstructions(motion: Motion) -> frozenset[str]:
    """The letters of the obstruction tokens on their way to a station."""
    return frozenset(key[1] for key in motion.landing()
                     if isinstance(key, tuple) and key[0] == "obstruction")


@dataclass
class Shown:
    """What the glides of one move sound like, and the train still riding to its stop."""

    sounds: list[str]
    arriving: TrainKey | None = None


class EventGlides:
    """Turns one move's events into glides on the table as seen after the move."""

    def __init__(self, motion: Motion, screen: ScreenMap, layout: BoardLayout, table: KoplopersView,
                 rgb: Callable[[int], RGB], shown: int, beside: Point) -> None:
        self.motion, self.screen, self.layout, self.table = motion, screen, layout, table
        self.rgb = rgb  # a seat's train colour
        self.shown = shown  # the seat whose hand is in the big organizer
        self.beside = beside  # where the obstruction tokens off the board lie (the header)
        self.tokens = 0  # token glides started so far, to stagger the next

    def show(self, events: Sequence[Event], lifted: Point | None) -> Shown:
        """Glide what `events` moved; `lifted` is where a dragged piece was let go (its top
        left), None after a click or a computer's move."""
        shown = Shown(["drop"])
        for event in events:
            if isinstance(event, TrainRode):
                key = train_key(event.seat, event.train)
                self._ride(event.path, self._combined(event.seat, event.train), event.seat, key)
                shown.sounds[0], shown.arriving = "depart", key
            elif isinstance(event, TrainReversed):
                self._turn(event.seat, event.train, event.position)
            elif isinstance(event, TrainBuilt):
                self._build(event.seat, event.train, event.position, lifted)
            elif isinstance(event, TokensBoarded):
                self._tokens(event.tokens, self.screen.station_point(event.station),
                             self._train_point(event.seat, event.train))
            elif isinstance(event, TokensDelivered):
                self._tokens(event.tokens, self._train_point(event.seat, event.train),
                             self.layout.title_row(event.seat).midright)
                shown.sounds.append("deliver")
            elif isinstance(event, PassengersChanged):
                self._swap(event.seat, event.train, event.seat, event.other, event.gives,
                           event.takes)
            elif isinstance(event, OfferAnswered) and event.accepted:
                self._swap(event.offerer, event.train, event.seat, event.other, event.gives,
                           event.takes)
            elif isinstance(event, TrainsCombined):
                self._combine(event.seat, event.train, event.other, event.came_from, lifted)
            elif isinstance(event, TrainSplit):
                self._split(event.seat, event.train, event.other, event.position)
                self._tokens(event.tokens, self._train_point(event.seat, event.train),
                             self._train_point(event.seat, event.other))
            elif isinstance(event, TrainScrapped):
                self._scrap(event.seat, event.train, event.site)
            elif isinstance(event, ObstructionPlayed):
                self._obstruction(event.letter, event.moved_from, event.station)
            elif isinstance(event, ObstructionRepaired):
                self._repair(event.letter, event.station)
            elif isinstance(event, CardsDrawn) and event.seat == self.shown:
                self._deal(event.count)
        return shown

    # --- trains ---------------------------------------------------------------------------
    def _combined(self, seat: int, number: int) -> bool:
        return self.table.seats[seat].trains[number - 1].guest is not None

    def _train_point(self, seat: int, number: int) -> Point | None:
        return self.screen.train_point(self.table, seat, number)

    def _ride(self, path: Sequence[Position], combined: bool, seat: int, key: TrainKey) -> None:
        points = self.screen.waypoints(path)
        length = self.screen.px["train"]
        for step, (a, b) in enumerate(zip(points, points[1:], strict=False)):
            angle = math.atan2(b[1] - a[1], b[0] - a[0])
            image = train_sprite(self.rgb(seat), length, combined, train_degrees(angle))
            self.motion.glide(image, corner(image, a), corner(image, b), key, delay=step)

    def _turn(self, seat: int, number: int, position: Position) -> None:
        """A train that reversed to face `position` turns round where it stands."""
        screen = self.screen
        point = screen.position_point(position)
        was = train_degrees(screen.geometry.sections[position[0]].angle(1 - position[1]))
        combined = self._combined(seat, number)
        for step in range(1, TURN_STEPS + 1):
            degrees = train_degrees(math.radians(was + 180 * step / TURN_STEPS))
            image = train_sprite(self.rgb(seat), screen.px["train"], combined, degrees)
            self.motion.glide(image, corner(image, point), corner(image, point),
                              train_key(seat, number), delay=(step - 1) / TURN_STEPS,
                              share=1 / TURN_STEPS)

    def _build(self, seat: int, number: int, position: Position, lifted: Point | None) -> None:
        screen = self.screen
        image = screen.train_image(self.rgb(seat), False, position)
        start = lifted or corner(image, self.layout.train_icon(seat, number).center)
        end = corner(image, screen.position_point(position))
        self.motion.glide(image, start, end, train_key(seat, number))

    def _combine(self, seat: int, number: int, other: int, came_from: Position,
                 lifted: Point | None) -> None:
        """Train `other` glides from where it stood (or where the mouse let it go) into train
        `number`, which carries it on."""
        end = self._train_point(seat, number)
        if end is None or came_from[0] < 0:
            return
        screen = self.screen
        image = screen.train_image(self.rgb(seat), False, came_from)
        start = lifted or corner(image, screen.position_point(came_from))
        self.motion.glide(image, start, corner(image, end), train_key(seat, other))

    def _split(self, seat: int, number: int, other: int, position: Position) -> None:
        """Train `other` leaves train `number` for its own line."""
        start = self._train_point(seat, number)
        if start is None:
            return
        screen = self.screen
        image = screen.train_image(self.rgb(seat), False, position)
        self.motion.glide(image, corner(image, start),
                          corner(image, screen.position_point(position)), train_key(seat, other))

    def _scrap(self, seat: int, number: int, site: str) -> None:
        """A scrapped train goes from its construction site back to its organizer box."""
        image = self.screen.train_image(self.rgb(seat), False, None)
        self.motion.glide(image, corner(image, self.screen.site_point(site)),
                          corner(image, self.layout.train_icon(seat, number).center))

    def _obstruction(self, letter: str, was: str | None, station: str) -> None:
        """Obstruction token `letter` moves on from station `was` (None: from beside the
        board) to `station`."""
        screen = self.screen
        token = obstruction_token(letter, screen.px["obstruction"])
        start = self.beside if was is None else screen.station_point(was)
        self.motion.glide(token, corner(token, start), corner(token, screen.station_point(station)),
                          obstruction_key(letter))

    def _repair(self, letter: str, station: str) -> None:
        """Repaired, token `letter` goes from `station` back beside the board."""
        token = obstruction_token(letter, self.screen.px["obstruction"])
        self.motion.glide(token, corner(token, self.screen.station_point(station)),
                          corner(token, self.beside))

    # --- tokens and cards -----------------------------------------------------------------
    def _swap(self, seat: int, train: int, other_seat: int, other: int,
              gives: Sequence[int], takes: Sequence[int]) -> None:
        """`gives` go from `seat`'s `train` to `other_seat`'s `other`; `takes` come back."""
        here, there = self._train_point(seat, train), self._train_point(other_seat, other)
        self._tokens(gives, here, there)
        self._tokens(takes, there, here)

    def _tokens(self, tokens: Sequence[int], start: Point | None, end: Point | None) -> None:
        if start is None or end is None:
            return
        board = self.screen.board
        for token in tokens:
            face = board.tokens[token]
            chip = token_chip(face.passengers, face.destination,
                              region_colour(board, face.destination), self.screen.px["chip"])
            self.motion.glide(chip, corner(chip, start), corner(chip, end),
                              delay=self.tokens * TOKEN_STAGGER)
            self.tokens += 1

    def _deal(self, count: int) -> None:
        """The last `count` cards of the shown hand glide face down from the deck."""
        layout = self.layout
        deck, back = deck_rect(layout), card_back(layout.card)
        has = self.table.seats[self.shown].hand_size
        for k in range(count):
            slot = layout.hand_card(has - count + k)
            self.motion.glide(back, deck.topleft, slot.topleft, delay=k * DEAL_STAGGER)
