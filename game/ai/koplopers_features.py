"""What the fitted Koplopers position value reads of a seat's position: numbers per seat.

Hard's route value (koplopers_route) rates a seat by three hand-set constants: a
token aboard counts 0.7 of its passengers, less 1/20 for every action point its
train's route still needs, never below -0.2. Those weights are the same at the
start of the game as in its last round, and a train with room counts nothing for
the passengers waiting near it. These features keep the route's own reckoning
(the points each token still needs, the points the seat has left) but leave the
weights to a fit over whole games (koplopers_fitted, tools/fit_koplopers_value.py):
the passengers aboard are counted in bands of the turns the seat's schedule brings
them home in (koplopers_schedule), the waiting passengers a train with room could
reach in bands of distance, and each feature also times the share of the game
still to play, so a fit can weigh the same load differently early and late.
The trains are counted by those in the box only. Every seat has as many
trains, so the counts on the track, in the box and combined into another move with
the share of the game alone; with the first two as features a fit gave them large
weights that cancel in every table where no train is combined (near 900
passengers each at the start), so combining cost a seat 240 to 380 passengers in
the middle of the game. A count of combined trains fitted the same: in games of
Normal a seat that combines tends to be behind, most likely for what led it there,
not for the combining. A search that rated a Combine by it would never combine;
without it a Combine is worth what it does to the load and the schedule.
"""

from __future__ import annotations

from game.ai.koplopers_route import RouteValue, points_left
from game.ai.koplopers_schedule import deliveries
from game.engine.koplopers import ACTION_POINTS, KoplopersView, Position

# The bands of the seat's turns in which its schedule delivers a load aboard (upper ends,
# inclusive; 0 is its next turn: koplopers_schedule).
TURN_BANDS = (0, 1, 2, 4, 8)
# How near a train with room is to waiting passengers (upper ends, inclusive).
NEAR, FURTHER = 4, 10

BASE_NAMES = (
    "delivered",
    *(f"aboard_by_turn_{upper}" for upper in TURN_BANDS),
    f"aboard_after_turn_{TURN_BANDS[-1]}",
    "aboard_out_of_time",
    "repair_card",
    f"waiting_within_{NEAR}",
    f"waiting_within_{FURTHER}",
    "waiting_nearest",
    "held_up",
    "trains_in_box",
)
# The shares of the game still to play each base feature is given at.
KNOTS = (0.0, 0.25, 0.5, 0.75, 1.0)
FEATURE_NAMES = tuple(f"{name}@{knot}" for knot in KNOTS for name in BASE_NAMES)


def time_left(view: KoplopersView, seat: int) -> float:
    """The share of the game's action points `seat` still has to play (1 at the start)."""
    return points_left(view, seat) / (ACTION_POINTS * (view.max_rounds + 1))


def seat_features(view: KoplopersView, seat: int, route: RouteValue) -> list[float]:
    """`seat`'s features (FEATURE_NAMES), as `view` shows its position."""
    data = view.seats[seat]
    aboard = [0.0] * (len(TURN_BANDS) + 2)  # the bands, after them, out of time
    for passengers, turn in deliveries(view, seat, route):
        aboard[_band(turn)] += passengers
    obstructed = {station for station in view.obstructions.values() if station is not None}
    near = further = held = 0.0
    in_box = 0
    for train in data.trains:
        position = train.position
        if position is None:
            in_box += train.carried_by is None
            continue
        if train.tokens and _held_up(route, position, obstructed):
            held += train.load
        room = train.capacity - train.load
        if room > 0:
            close, far = _waiting_near(view, route, position, room, obstructed)
            near += close
            further += far
    base = [float(view.scores[seat]), *aboard, float(data.repair), near, further,
            _waiting_nearest(view, route, seat, obstructed), held, float(in_box)]
    return _at_knots(base, time_left(view, seat))


def _at_knots(base: list[float], share: float) -> list[float]:
    """`base` split between the two KNOTS either side of `share`, by how near each is."""
    features = [0.0] * (len(base) * len(KNOTS))
    upper = next((k for k in range(1, len(KNOTS)) if share <= KNOTS[k]), len(KNOTS) - 1)
    lower = upper - 1
    high = min(1.0, max(0.0, (share - KNOTS[lower]) / (KNOTS[upper] - KNOTS[lower])))
    for index, value in enumerate(base):
        features[lower * len(base) + index] = value * (1 - high)
        features[upper * len(base) + index] = value * high
    return features


def _band(turn: int | None) -> int:
    if turn is None:
        return len(TURN_BANDS) + 1
    for index, upper in enumerate(TURN_BANDS):
        if turn <= upper:
            return index
    return len(TURN_BANDS)


def _held_up(route: RouteValue, position: Position, obstructed: set[str]) -> bool:
    """An obstruction ahead of the train or at either of its stations holds it where it is."""
    board = route.board
    return bool(obstructed & {board.facing_station(position), board.rear_station(position),
                              board.station_ahead(position)})


def _waiting_nearest(view: KoplopersView, route: RouteValue, seat: int,
                     obstructed: set[str]) -> float:
    """The passengers waiting within FURTHER action points of one of the seat's trains with
    room that no rival's train with room is as near to, the nearer the more (a tie halves)."""
    nearest: list[dict[str, int]] = []
    for data in view.seats:
        by_station: dict[str, int] = {}
        for train in data.trains:
            if train.position is None or train.load >= train.capacity:
                continue
            for station in view.waiting:
                distance = route.distances.to(train.position, station)
                if distance < by_station.get(station, FURTHER + 1):
                    by_station[station] = distance
        nearest.append(by_station)
    faces = route.board.tokens
    total = 0.0
    for station, distance in nearest[seat].items():
        if station in obstructed:
            continue
        rival = min((n.get(station, FURTHER + 1) for s, n in enumerate(nearest) if s != seat),
                    default=FURTHER + 1)
        if distance <= rival:
            share = 0.5 if distance == rival else 1.0
            total += share * (1 - distance / (FURTHER + 1)) * sum(
                faces[token].passengers for token in view.waiting[station])
    return total


def _waiting_near(view: KoplopersView, route: RouteValue, position: Position, room: int,
                  obstructed: set[str]) -> tuple[float, float]:
    """The most passengers (as many as fit) waiting at one station within NEAR action points
    of the train, and at one within FURTHER."""
    faces = route.board.tokens
    close = far = 0.0
    for station, tokens in view.waiting.items():
        if station in obstructed:
            continue
        distance = route.distances.to(position, station)
        if distance > FURTHER:
            continue
        fitting = float(min(room, sum(faces[token].passengers for token in tokens)))
        if distance <= NEAR:
            close = max(close, fitting)
        far = max(far, fitting)
    return close, far
