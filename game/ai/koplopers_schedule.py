"""In which of its turns a Koplopers seat's trains deliver what they carry, five points a turn.

Hard's route value (koplopers_route) counts each train's tokens by the action
points its own route still needs, as if every train had all of the seat's points
to itself. A seat has five a turn for all its trains, and a train that calls at a
station (delivering, boarding) rides no further that turn: three trains each two
points from a delivery do not deliver all three in the next turn (in games of
Normal, a token two or three points from home at a turn's start had brought 0.14
to 0.35 of its passengers into the tray by the seat's next turn). This schedule
plays the seat's turns out on the route's legs: each turn the points go to the
call that brings the most passengers per point of what is left of its leg, one
call per train a turn; points left when no call fits bring the most promising
train nearer. A train an obstruction holds where it stands (at its front or its
rear) starts a turn late. Other seats' trains, obstructions to come and new
passengers boarding are not in it: it says when the load aboard can come home
at the earliest.
"""

from __future__ import annotations

from game.ai.koplopers_route import RouteValue, points_left
from game.engine.koplopers import ACTION_POINTS, KoplopersView

# A call's passengers and the seat's turn it comes in (0: its next), or None: never, the
# seat's points run out first.
Delivery = tuple[int, int | None]  # passengers, the seat's turn (0: its next) or None: never


def turn_budgets(view: KoplopersView, seat: int) -> list[int]:
    """The action points of each of `seat`'s turns still to come, the next first."""
    points = points_left(view, seat)
    now = points % ACTION_POINTS or (ACTION_POINTS if points else 0)
    return ([now] if now else []) + [ACTION_POINTS] * ((points - now) // ACTION_POINTS)


def deliveries(view: KoplopersView, seat: int, route: RouteValue) -> list[Delivery]:
    """What each of the seat's calls brings home, and in which of its turns."""
    legs: list[list[tuple[int, int]]] = []  # each train's calls: passengers, points of the leg
    held: set[int] = set()
    obstructed = {station for station in view.obstructions.values() if station is not None}
    board = route.board
    for train in view.seats[seat].trains:
        if train.position is None or not train.tokens:
            continue
        if {board.facing_station(train.position), board.rear_station(train.position)} \
                & obstructed:
            held.add(len(legs))
        before = 0
        calls = []
        for passengers, needed in route.route(train.position, train.tokens):
            calls.append((passengers, needed - before))
            before = needed
        legs.append(calls)
    return schedule(legs, turn_budgets(view, seat), held)


def schedule(legs: list[list[tuple[int, int]]], budgets: list[int],
             held: set[int] | None = None) -> list[Delivery]:
    """Each train's calls (passengers, the leg's points) played out over turns of `budgets`;
    the trains in `held` (by index) sit out the first turn."""
    left = [calls[0][1] for calls in legs]  # points still needed to each train's next call
    nexts = [0] * len(legs)  # each train's next call
    done: list[Delivery] = []
    for turn, budget in enumerate(budgets):
        waiting = {t for t in range(len(legs)) if nexts[t] < len(legs[t])}
        if not waiting:
            break
        if turn == 0 and held:
            waiting -= held
        while waiting:
            fitting = [t for t in waiting if left[t] <= budget]
            if not fitting:
                best = max(waiting, key=lambda t: legs[t][nexts[t]][0] / left[t])
                left[best] -= budget
                break
            best = max(fitting, key=lambda t: legs[t][nexts[t]][0] / (left[t] + 1))
            budget -= left[best]
            done.append((legs[best][nexts[best]][0], turn))
            nexts[best] += 1
            waiting.discard(best)
            if nexts[best] < len(legs[best]):
                left[best] = legs[best][nexts[best]][1]
    for t, calls in enumerate(legs):
        done.extend((passengers, None) for passengers, _ in calls[nexts[t]:])
    return done
