"""Hard's Koplopers position value: what each seat's trains carry, by when it can be delivered.

A search rates the table its made-up games reach by how far the seat is ahead
of its best rival. Delivered passengers count in full. A token aboard counts
by the action points its train still needs to bring it home along a route: the
train calls at its passengers' destinations nearest first, so a token waits
for the calls before it, and the seat's own points run out at the end of the
game. Near tokens count at SHARE of their passengers (delivering still costs
points that could earn elsewhere), each further point takes PER_POINT off, and
a token far round a long route is a burden (FLOOR): it holds seats and points.
One its seat has no points left to deliver counts nothing, and in the advanced
rules minus itself, as the end subtracts it.

Fitted to 1200 games of Normal against Normal (2 seats, about 60,000 turn
starts): this value, measured at a turn's start, explains more of the final
lead than the value the flat search uses (koplopers_rater.position_value) in
every stage of the game: r² 0.14 / 0.36 / 0.61 / 0.80 / 0.90 in rounds 2-6 /
7-12 / 13-18 / 19-22 / 23-25, where that one reaches 0.08 / 0.30 / 0.56 / 0.78 /
0.83. That one counts each token by its own distance as if a train could head
for every destination at once, and ignores the game's end. Neither the waiting
passengers an empty train heads for nor the number of trains in play added
anything. tools/position_values.py measures both values on games it was not
fitted on, at any number of seats.
"""

from __future__ import annotations

from game.ai.koplopers_map import Distances, distances
from game.ai.koplopers_rater import REPAIR_CARD
from game.engine.koplopers import ACTION_POINTS, Board, KoplopersView, Position, default_board
from game.engine.seat_view import SeatView, narrowed

SHARE = 0.7
PER_POINT = 1 / 20
FLOOR = -0.2
MEMO_TRAINS = 4096  # trains' worths kept before they are forgotten all at once

# A train's worth depends on where it stands, what it carries, its seat's points left
# and the rules: the key of RouteValue's memo.
TrainKey = tuple[Position, tuple[int, ...], int, bool]


class RouteValue:
    """The position value `(view, seat) -> float` Hard's Koplopers search rates with."""

    def __init__(self, board: Board | None = None) -> None:
        self.board = board or default_board()
        self.distances: Distances = distances(self.board)
        self._between: dict[tuple[str, str], int] = {}
        self._trains: dict[TrainKey, float] = {}

    def __call__(self, view: SeatView, seat: int) -> float:
        seen = narrowed(view, KoplopersView)
        totals = [self.seat_total(seen, s) for s in range(len(seen.seats))]
        return totals[seat] - max(t for s, t in enumerate(totals) if s != seat)

    def seat_total(self, view: KoplopersView, seat: int) -> float:
        data = view.seats[seat]
        total = float(view.scores[seat])
        if view.over:
            return total
        total += REPAIR_CARD * data.repair
        points = points_left(view, seat)
        advanced = view.advanced
        for train in data.trains:
            if train.position is not None and train.tokens:
                total += self.train_worth(train.position, train.tokens, points, advanced)
        return total

    def train_worth(self, position: Position, tokens: tuple[int, ...], points: int,
                    advanced: bool) -> float:
        key = (position, tokens, points, advanced)
        worth = self._trains.get(key)
        if worth is None:
            if len(self._trains) >= MEMO_TRAINS:
                self._trains.clear()
            worth = self._trains[key] = self._train_worth(position, tokens, points, advanced)
        return worth

    def _train_worth(self, position: Position, tokens: tuple[int, ...], points: int,
                     advanced: bool) -> float:
        worth = 0.0
        for passengers, needed in self.route(position, tokens):
            if needed <= points:
                worth += passengers * max(FLOOR, SHARE - PER_POINT * needed)
            elif advanced:
                worth -= passengers
        return worth

    def route(self, position: Position, tokens: tuple[int, ...]) -> list[tuple[int, int]]:
        """The passengers delivered at each call of a route through the tokens' destinations,
        nearest first, with the action points needed to get there from `position`."""
        due: dict[str, int] = {}
        for token in tokens:
            face = self.board.tokens[token]
            due[face.destination] = due.get(face.destination, 0) + face.passengers
        calls = []
        needed = 0
        here: str | None = None
        while due:
            if here is None:
                step, here = min((self.distances.to(position, s), s) for s in due)
            else:
                start = here
                step, here = min((self.between(start, s), s) for s in due)
            needed += step
            calls.append((due.pop(here), needed))
        return calls

    def between(self, station: str, other: str) -> int:
        """Action points from standing at `station` (its nearest platform) to `other`."""
        key = (station, other)
        if key not in self._between:
            self._between[key] = min(
                self.distances.to(self.board.facing(section, station), other)
                for section in self.board.platforms[station])
        return self._between[key]


def points_left(view: KoplopersView, seat: int) -> int:
    """The action points `seat` has left to play this game: what remains of its turn when
    it is at the table, five for each turn still to come (seats play in number order)."""
    later = 0 if view.last_round else view.max_rounds - view.round
    turn = view.turn
    if seat == turn:
        now = view.action_points
    else:
        now = ACTION_POINTS if seat > turn else 0
    return now + ACTION_POINTS * later
