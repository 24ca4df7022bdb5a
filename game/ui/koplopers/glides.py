"""Trains gliding along the track, tokens between station, train and tray, cards dealt.

A ride glides section by section through the stations it passes, one glide
per step, all carrying the train's key so the board hides the train until the
last step lands; a train that reverses turns round in place the same way; a
train built glides from its organizer box to its site. Tokens are followed by
comparing where every token was before an action with where it is after, so
calls, boarding, changes of train, exchanges and the automatic calls at the
end of a turn all show. Cards drawn glide face down from the deck to the hand.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from game.engine.action import Action
from game.engine.koplopers.actions import Build, Reverse, Ride
from game.engine.koplopers.board import Position
from game.engine.koplopers.state import State
from game.ui.koplopers.art import (
    card_back,
    region_colour,
    token_chip,
    train_degrees,
    train_sprite,
)
from game.ui.koplopers.header import deck_rect
from game.ui.koplopers.layout import BoardLayout
from game.ui.koplopers.screen_map import Point, ScreenMap, corner
from game.ui.motion import Motion

# Where a token is: ("station", code), ("train", (seat, number)) or ("tray", seat).
Where = tuple[str, str | int | tuple[int, int]]
TOKEN_STAGGER = 0.4  # of a glide's duration, between two tokens
TURN_STEPS = 6  # pictures of a train turning round in place, over one glide's duration
RGB = tuple[int, int, int]
TrainKey = tuple[str, int, int]  # ("train", seat, number): the board hides it while it glides


def train_key(seat: int, number: int) -> TrainKey:
    return ("train", seat, number)


def glide_move(motion: Motion, screen: ScreenMap, layout: BoardLayout, state: State,
               action: Action, seat: int, path: list[str], rgb: RGB,
               lifted: Point | None) -> tuple[str, TrainKey | None]:
    """Glide the train `action` moved (played by `seat`, riding `path`): the sound it
    makes and, for a ride, the key of the train gliding to its stop.

    `lifted` is where a dragged piece was let go (its top-left), None after a click.
    """
    if not isinstance(action, (Ride, Reverse, Build)):
        return "drop", None
    train = state.seats[seat].trains[action.train - 1]
    key = train_key(seat, action.train)
    combined = train.guest is not None
    if isinstance(action, Ride):
        glide_ride(motion, screen, path, rgb, combined, key)
        return "depart", key
    if train.position is None:  # a build that is only a train carried or boxed
        return "drop", None
    if isinstance(action, Reverse):
        glide_turn(motion, screen, train.position, rgb, combined, key)
        return "drop", None
    image = screen.train_image(rgb, False, train.position)
    start = lifted or corner(image, layout.train_icon(seat, action.train).center)
    motion.glide(image, start, corner(image, screen.position_point(train.position)), key)
    return "drop", None


def deal(motion: Motion, layout: BoardLayout, had: int, has: int) -> None:
    """Cards drawn to refill the shown hand (from `had` cards to `has`) glide face down
    from the deck to their places in the organizer."""
    deck = deck_rect(layout)
    back = card_back(layout.card)
    for k in range(has - had):
        motion.glide(back, deck.topleft, layout.hand_card(had + k).topleft, delay=k * 0.5)


def token_places(state: State) -> dict[int, Where]:
    places: dict[int, Where] = {}
    for code, tokens in state.waiting.items():
        places.update((t, ("station", code)) for t in tokens)
    for number, seat in enumerate(state.seats):
        places.update((t, ("tray", number)) for t in seat.tray)
        for train in seat.trains:
            places.update((t, ("train", (number, train.number))) for t in train.tokens)
    return places


def glide_ride(motion: Motion, screen: ScreenMap, labels: list[str], rgb: RGB,
               combined: bool, key: TrainKey) -> None:
    points = screen.waypoints(labels)
    length = screen.px["train"]
    for step, (a, b) in enumerate(zip(points, points[1:], strict=False)):
        angle = math.atan2(b[1] - a[1], b[0] - a[0])
        image = train_sprite(rgb, length, combined, train_degrees(angle))
        motion.glide(image, corner(image, a), corner(image, b), key, delay=step)


def glide_turn(motion: Motion, screen: ScreenMap, position: Position, rgb: RGB,
               combined: bool, key: TrainKey) -> None:
    """A train that reversed at `position` turns round where it stands, half a circle."""
    point = screen.position_point(position)
    shape = screen.geometry.sections[position[0]]
    was = train_degrees(shape.angle(1 - position[1]))
    for step in range(1, TURN_STEPS + 1):
        degrees = train_degrees(math.radians(was + 180 * step / TURN_STEPS))
        image = train_sprite(rgb, screen.px["train"], combined, degrees)
        motion.glide(image, corner(image, point), corner(image, point), key,
                     delay=(step - 1) / TURN_STEPS, share=1 / TURN_STEPS)


def glide_tokens(motion: Motion, screen: ScreenMap, state: State, before: dict[int, Where],
                 tray_point: Callable[[int], Point]) -> bool:
    """Glide every token that moved since `before`; True when one reached a tray."""
    after = token_places(state)

    def point(where: Where) -> Point | None:
        place = where[1]
        if isinstance(place, str):
            return screen.station_point(place)
        if isinstance(place, int):
            return tray_point(place)
        return screen.train_point(state, *place)

    delivered = False
    moved = [t for t, where in after.items() if t in before and before[t] != where]
    for index, token in enumerate(moved):
        start, end = point(before[token]), point(after[token])
        if start is None or end is None:
            continue
        face = screen.board.tokens[token]
        chip = token_chip(face.passengers, face.destination,
                          region_colour(screen.board, face.destination), screen.px["chip"])
        motion.glide(chip, corner(chip, start), corner(chip, end), delay=index * TOKEN_STAGGER)
        delivered = delivered or after[token][0] == "tray"
    return delivered
