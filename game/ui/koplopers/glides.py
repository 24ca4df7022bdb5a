"""Trains gliding along the track and tokens gliding between station, train and tray.

A ride glides section by section through the stations it passes, one glide
per step, all carrying the train's key so the board hides the train until the
last step lands; a train that reverses turns round in place the same way.
Tokens are followed by comparing where every token was before an action with
where it is after, so calls, boarding, changes of train, exchanges and the
automatic calls at the end of a turn all show.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from game.engine.koplopers.board import Position
from game.engine.koplopers.state import State
from game.ui.koplopers.art import region_colour, token_chip, train_degrees, train_sprite
from game.ui.koplopers.screen_map import Point, ScreenMap, corner
from game.ui.motion import Motion

# Where a token is: ("station", code), ("train", (seat, number)) or ("tray", seat).
Where = tuple[str, str | int | tuple[int, int]]
TOKEN_STAGGER = 0.4  # of a glide's duration, between two tokens
TURN_STEPS = 6  # pictures of a train turning round in place, over one glide's duration


def token_places(state: State) -> dict[int, Where]:
    places: dict[int, Where] = {}
    for code, tokens in state.waiting.items():
        places.update((t, ("station", code)) for t in tokens)
    for number, seat in enumerate(state.seats):
        places.update((t, ("tray", number)) for t in seat.tray)
        for train in seat.trains:
            places.update((t, ("train", (number, train.number))) for t in train.tokens)
    return places


def glide_ride(motion: Motion, screen: ScreenMap, labels: list[str], rgb: tuple[int, int, int],
               combined: bool, key: tuple[str, int, int]) -> None:
    points = screen.waypoints(labels)
    length = screen.px["train"]
    for step, (a, b) in enumerate(zip(points, points[1:], strict=False)):
        angle = math.atan2(b[1] - a[1], b[0] - a[0])
        image = train_sprite(rgb, length, combined, train_degrees(angle))
        motion.glide(image, corner(image, a), corner(image, b), key, delay=step)


def glide_turn(motion: Motion, screen: ScreenMap, position: Position, rgb: tuple[int, int, int],
               combined: bool, key: tuple[str, int, int]) -> None:
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
