"""Koplopers heuristics: what each action is worth to the seat choosing it, in passengers.

A delivered token is worth its passengers. A token aboard is worth a little
less the further its destination is (in action points, see koplopers_map), and
nothing (advanced rules: minus itself) when the game will end before it can get
there. A train standing at a station it has just reached is worth what calling
there brings: the deliveries and the best-fitting passengers waiting. Each move
is rated by how much it changes the worth of the train that makes it.

Two styles share this code. Easy (`cunning=False`) rides its own trains to
where passengers are and delivers them. Normal (`cunning=True`) also steers
empty trains towards the best waiting passengers, keeps to two trains (action
points spread thin over three), plays obstruction cards in front of other
players' loaded trains and repairs obstructions that block its own. Moves
between trains (combine, split, changing trains, exchange offers and answers)
are rated in koplopers_coupling, by the action points they save.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.ai.koplopers_coupling import Coupling
from game.ai.koplopers_map import Distances, distances
from game.ai.koplopers_table import Table, TableTrain, table
from game.engine.action import Action
from game.engine.base import Game
from game.engine.koplopers import (
    ACTION_POINTS,
    Accept,
    Board,
    Build,
    Call,
    Change,
    Combine,
    Decline,
    Embark,
    EndTurn,
    KoplopersGame,
    KoplopersView,
    Obstruct,
    Offer,
    Position,
    Propose,
    Repair,
    Reverse,
    Ride,
    Scrap,
    Split,
    StopBoarding,
    Withdraw,
    default_board,
)
from game.engine.seat_view import SeatView, narrowed

HORIZON = 40  # action points at which a token aboard is worth nothing more than a tray slot
SEEK = 0.5  # an empty seat is worth this share of the passengers it is heading for
AP_COST = 2.0  # riding for nothing is not free: the points could have gone elsewhere
SECOND_TRAIN = 250.0
THIRD_TRAIN = 60.0
UNWANTED = -30.0  # moves the heuristic does not want (scrapping; cards for Easy)
# A seat's emergency repair card while it holds it, in the searches' position values (this
# module's and koplopers_route's): played once a game, it can free a loaded train later.
# Counted at nothing, a search found playing it on its own fresh obstruction as good as
# keeping it, and did so on its first turn.
REPAIR_CARD = 50.0
# Tables of waiting passengers whose worths a rater keeps (see Worths), about 14 KB each.
# A table's key holds the action points left in the game, so one round's tables are never
# read in the next: Hard's rollouts meet about 60 in 90 decisions, and the 512 once kept
# held 7 MB for three Hard players by a game's end.
MEMO_TABLES = 64

# What a train is worth: its place, its tokens, its capacity and whether it has just arrived.
WorthKey = tuple[Position, tuple[int, ...], int, bool]


class Worths:
    """The worths that depend only on the waiting passengers, the obstructions and the time
    left, for one such table, shared by every reading of it.

    Hard reads thousands of made-up tables a second, and most of them have the same
    passengers waiting (they lie open, and a rollout boards few): a reading of one
    of them finds most worths already worked out.
    """

    def __init__(self) -> None:
        self.pickups: dict[tuple[str, int], float] = {}
        self.seeks: dict[tuple[Position, int], tuple[float, str | None]] = {}
        self.trains: dict[WorthKey, float] = {}
        # A train's moves by where it stands (its position, tokens and capacity): each
        # ride's gain by the label it goes to, reversing's by None.
        self.moves: dict[tuple[Position, tuple[int, ...], int], dict[str | None, float]] = {}


class KoplopersRater:
    def __init__(self, cunning: bool, board: Board | None = None) -> None:
        self.cunning = cunning
        self.board = board or default_board()
        self.distances: Distances = distances(self.board)
        self._worths: dict[tuple[object, ...], Worths] = {}

    def worths(self, reach: int, advanced: bool, obstructed: set[str],
               waiting: Mapping[str, Sequence[int]]) -> Worths:
        """The shared worths of a table with these passengers waiting (see Worths)."""
        key = (reach, advanced, frozenset(obstructed),
               tuple(zip(waiting, map(tuple, waiting.values()), strict=True)))
        worths = self._worths.get(key)
        if worths is None:
            if len(self._worths) >= MEMO_TABLES:
                self._worths.clear()
            worths = self._worths[key] = Worths()
        return worths

    def rate(self, view: SeatView, legal: list[Action]) -> list[float]:
        return self.rate_table(narrowed(view, KoplopersView), legal)

    def rate_in(self, game: Game, legal: list[Action]) -> list[float]:
        """`rate` inside a game Hard made up, read off its own state (koplopers_table)."""
        assert isinstance(game, KoplopersGame)
        return self.rate_table(table(game), legal)

    def rate_table(self, seen: Table, legal: list[Action]) -> list[float]:
        """Rides and reverses first: a call or a move between trains gives up the train's
        best of them (Reading.best_move). Most of a rollout's actions are rides, rated
        here straight from the train's moves worked out so far."""
        reading = Reading(self, seen)
        best_move = reading.best_move
        rated: list[float | None] = []
        for action in legal:
            if isinstance(action, Ride):
                label: str | None = action.to
            elif isinstance(action, Reverse):
                label = None
            else:
                rated.append(None)
                continue
            number = action.train
            gain = reading.moves(number).get(label)
            if gain is None:
                gain = reading.ride_gain(number, label)
            rated.append(gain)
            best_move[number] = max(best_move.get(number, 0.0), gain)
        return [reading.rate(a) if gain is None else gain
                for gain, a in zip(rated, legal, strict=True)]

    def position_value(self, view: SeatView, seat: int) -> float:
        """How far `seat` is ahead of its best rival, counting what its trains carry: the flat
        search's value (Hard's follows each train's route: koplopers_route)."""
        seen = narrowed(view, KoplopersView)
        reading = Reading(self, seen, seat)
        totals = []
        for data, score in zip(seen.seats, seen.scores, strict=True):
            total = float(score)
            if not seen.over:
                total += REPAIR_CARD * data.repair
                total += sum(reading.train_worth(reading.position_of(t), t.tokens, t.capacity,
                                                 False)
                             for t in data.trains if t.position is not None)
            totals.append(total)
        return totals[seat] - max(t for s, t in enumerate(totals) if s != seat)


class Reading:
    """One decision's reading of the table (a view, or a made-up game's own: koplopers_table),
    for `seat` (None: the seat to move)."""

    def __init__(self, rater: KoplopersRater, seen: Table, seat: int | None = None) -> None:
        self.rater = rater
        self.board = rater.board
        self.cunning = rater.cunning
        self.seen = seen
        if seat is None:
            seat = seen.current_player
            if seat is None:
                raise ValueError("nobody is to move: the game is over")
        self.seat = seat
        self.me = seen.seats[seat]
        self.advanced = seen.advanced
        rounds_left = 0 if seen.last_round else seen.max_rounds - seen.round
        self.reach = ACTION_POINTS * (rounds_left + 1)
        self.obstructed = {s for s in seen.obstructions.values() if s is not None}
        self.best_move: dict[int, float] = {}
        self.coupling = Coupling(self)
        self.worths = rater.worths(self.reach, self.advanced, self.obstructed, seen.waiting)
        self._moves: dict[int, dict[str | None, float]] = {}
        self._held: dict[int, dict[str | None, float]] = {}  # see _loads_near

    # --- worth -----------------------------------------------------------------------------
    def distance(self, position: Position, station: str) -> int:
        return self.rater.distances.to(position, station)

    def aboard(self, token: int, distance: int) -> float:
        face = self.board.tokens[token]
        if distance > self.reach:
            return -face.passengers if self.advanced else 0.0
        return face.passengers * (1 - distance / HORIZON)

    def pickup(self, station: str, room: int) -> float:
        """The best the passengers waiting at `station` can be worth to a train with `room`."""
        key = (station, room)
        pickups = self.worths.pickups
        if key not in pickups:
            pickups[key] = self._pickup(station, room)
        return pickups[key]

    def _pickup(self, station: str, room: int) -> float:
        if station in self.obstructed:
            return 0.0
        worth = []
        for token in self.seen.waiting.get(station, ()):
            face = self.board.tokens[token]
            value = self.aboard(token, self.rater.distances.to(self.platform(station),
                                                                face.destination))
            worth.append((value / face.passengers, face.passengers, value))
        total = 0.0
        for _, passengers, value in sorted(worth, reverse=True):
            if passengers <= room and value > 0:
                room -= passengers
                total += value
        return total

    def platform(self, station: str) -> Position:
        return self.board.facing(self.board.platforms[station][0], station)

    def train_worth(self, position: Position, tokens: Sequence[int], capacity: int,
                    arrived: bool) -> float:
        """A train's tokens by how near they are, plus what it may pick up."""
        key = (position, tuple(tokens), capacity, arrived)
        trains = self.worths.trains
        if key not in trains:
            trains[key] = self._train_worth(position, tokens, capacity, arrived)
        return trains[key]

    def _train_worth(self, position: Position, tokens: Sequence[int], capacity: int,
                     arrived: bool) -> float:
        station = self.board.facing_station(position)
        calls = arrived and station is not None and station not in self.obstructed
        worth = 0.0
        load = 0
        for token in tokens:
            face = self.board.tokens[token]
            if calls and face.destination == station:
                worth += face.passengers
            else:
                worth += self.aboard(token, self.distance(position, face.destination))
                load += face.passengers
        room = capacity - load
        if calls:
            assert station is not None
            worth += self.pickup(station, room)
        elif self.cunning and room > 0:
            worth += self.seek(position, room)
        return worth

    def seek(self, position: Position, room: int) -> float:
        """What an empty seat heading for the best waiting passengers is worth now."""
        return SEEK * self.seek_target(position, room)[0]

    def seek_target(self, position: Position, room: int) -> tuple[float, str | None]:
        """The waiting passengers most worth heading for with `room`: their worth, and where."""
        key = (position, room)
        seeks = self.worths.seeks
        if key not in seeks:
            seeks[key] = max(
                ((self.pickup(s, room) * (1 - self.distance(position, s) / HORIZON), s)
                 for s in self.seen.waiting), default=(0.0, None))
        return seeks[key]

    def train(self, number: int, seat: int | None = None) -> TableTrain:
        return self.seen.seats[self.seat if seat is None else seat].trains[number - 1]

    def position_of(self, train: TableTrain) -> Position:
        position = train.position
        assert position is not None
        return position

    def move_gain(self, number: int, to: Position, cost: int) -> float:
        train = self.train(number)
        here = self.position_of(train)
        before = self.train_worth(here, train.tokens, train.capacity, False)
        after = self.train_worth(to, train.tokens, train.capacity, True)
        return after - before - AP_COST * cost

    def moves(self, number: int) -> dict[str | None, float]:
        """The gains of own train `number`'s moves worked out so far, by where the move goes
        (a ride's label; None: reversing), shared by the readings of the same table."""
        if number not in self._moves:
            train = self.train(number)
            key = (self.position_of(train), tuple(train.tokens), train.capacity)
            self._moves[number] = self.worths.moves.setdefault(key, {})
        return self._moves[number]

    def ride_gain(self, number: int, label: str | None) -> float:
        """What riding own train `number` to `label` (None: reversing it) gains."""
        moves = self.moves(number)
        if label not in moves:
            here = self.position_of(self.train(number))
            if label is None:
                moves[label] = self.move_gain(number, (here[0], 1 - here[1]), 1)
            else:
                to = self.board.position(label)
                assert to is not None
                moves[label] = self.move_gain(number, to, self.rater.distances.ride(here, to))
        return moves[label]

    # --- actions ---------------------------------------------------------------------------
    def rate(self, action: Action) -> float:
        if isinstance(action, Ride):
            return self.ride_gain(action.train, action.to)
        if isinstance(action, Reverse):
            return self.ride_gain(action.train, None)
        if isinstance(action, Call):
            return self.call_gain(action.train) - self.best_move.get(action.train, 0.0)
        if isinstance(action, Embark):
            boarding = self.seen.boarding
            assert boarding is not None
            position = self.position_of(self.train(boarding[1]))
            face = self.board.tokens[action.token]
            return self.aboard(action.token, self.distance(position, face.destination))
        if isinstance(action, Build):
            return self.build_gain(action)
        if isinstance(action, Accept):
            return self.coupling.answer()
        if isinstance(action, Combine):
            return self.coupling.combine(action)
        if isinstance(action, Split):
            return self.coupling.split(action)
        if isinstance(action, Change):
            return self.coupling.change(action)
        if isinstance(action, Offer):
            return self.coupling.offer(action)
        if isinstance(action, Propose):
            return self.coupling.propose()
        if isinstance(action, Obstruct):
            return self.obstruct_gain(action.station) if self.cunning else UNWANTED
        if isinstance(action, Repair):
            return self.repair_gain(action.letter) if self.cunning else UNWANTED
        if isinstance(action, Scrap):
            return 2 * UNWANTED
        if isinstance(action, (StopBoarding, Withdraw, Decline, EndTurn)):
            return 0.0
        return UNWANTED

    def call_gain(self, number: int) -> float:
        train = self.train(number)
        here = self.position_of(train)
        return (self.train_worth(here, train.tokens, train.capacity, True)
                - self.train_worth(here, train.tokens, train.capacity, False))

    def build_gain(self, action: Build) -> float:
        in_play = sum(1 for t in self.me.trains if t.position is not None
                      or t.carried_by is not None)
        site = self.board.sites[action.site]
        at = self.platform(site.station)
        worth = self.train_worth(at, [], self.board.capacity, True)
        if in_play == 0:
            return 1000 + worth
        time_left = self.reach / (ACTION_POINTS * self.seen.max_rounds)
        if not self.cunning:
            return SECOND_TRAIN * time_left + worth
        base = SECOND_TRAIN if in_play == 1 else THIRD_TRAIN
        return base * time_left + worth - 3 * AP_COST

    def _trains_near(self, station: str | None, seat: int) -> float:
        """The load of `seat`'s trains that an obstruction at `station` would hold up."""
        if seat not in self._held:
            self._held[seat] = self._loads_near(seat)
        return self._held[seat].get(station, 0.0)

    def _loads_near(self, seat: int) -> dict[str | None, float]:
        """The load of `seat`'s trains by each station an obstruction at would hold them up."""
        held: dict[str | None, float] = {}
        for train in self.seen.seats[seat].trains:
            if train.position is None or not train.tokens:
                continue
            position = self.position_of(train)
            near = {self.board.facing_station(position), self.board.rear_station(position),
                    self.board.station_ahead(position)}
            for station in near:
                held[station] = held.get(station, 0.0) + train.load
        return held

    def obstruct_gain(self, station: str) -> float:
        rivals = sum(self._trains_near(station, seat) for seat in range(len(self.seen.seats))
                     if seat != self.seat)
        return 0.15 * (rivals - 2 * self._trains_near(station, self.seat)) - 3 * AP_COST

    def repair_gain(self, letter: str) -> float:
        station = self.seen.obstructions[letter]
        return 0.2 * self._trains_near(station, self.seat) - 8 * AP_COST
