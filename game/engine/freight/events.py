"""What happened at the Freight Train table: the events `apply()` returns, in order.

Each event names its places by Target (kinds in notation.py) and its cars by
code ('box'), so a front end can glide a card from where it was to where it
went, and the game log is written from these same events (`log_line`). Cars
dealt face down are None: events tell everyone what the log tells everyone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.engine.action import JSONDict
from game.engine.event import Event
from game.engine.freight.cards import CARS_BY_CODE, a_car, car_name
from game.engine.freight.notation import DISCARD, LINE, ROW
from game.engine.freight.patterns import kind_title
from game.engine.target import Target
from game.texts import and_list, cars, ntr, points, series, tr

Face = str | None  # a car's code, or None while it lies face down


def _car(code: str) -> str:
    """'Box car': a car as the log names it, in the language of the moment (the player may
    choose another after this module is loaded, so it is not looked up once at import)."""
    return car_name(CARS_BY_CODE[code])


@dataclass(frozen=True)
class GameBegun(Event):
    """The table is dealt for Day 1 and `starter` holds the start-player marker."""

    starter: int
    main_yard: tuple[tuple[Face, ...], ...]

    def log_line(self, players: Sequence[str]) -> str:
        return tr("Day 1 begins; {name} starts.").format(name=players[self.starter])


@dataclass(frozen=True)
class LineFilled(Event):
    """Step 2: cars dealt from the draw pile into the empty Main Yard line `line`."""

    seat: int
    line: Target
    cars: tuple[Face, ...]

    def log_line(self, players: Sequence[str]) -> str:
        return ntr("{name} adds {n} car to Main Yard line {line}.",
                   "{name} adds {n} cars to Main Yard line {line}.", len(self.cars)).format(
            name=players[self.seat], line=self.line.index + 1)


@dataclass(frozen=True)
class EndOfDayDrawn(Event):
    """Ruling 2: the End Of Day card came up while a line was filled; the day is ending."""

    def log_line(self, players: Sequence[str]) -> str:
        return tr("The End Of Day card is drawn!")


@dataclass(frozen=True)
class CarTaken(Event):
    """A car picked up into the hand (its place `Target(HAND, hand)`): the end car of a
    Main Yard line (a take) or of a private row (a move)."""

    seat: int
    car: str
    source: Target  # LINE or ROW
    hand: int

    def log_line(self, players: Sequence[str]) -> str:
        number = self.source.index + 1
        where = tr("line {number}") if self.source.kind == LINE else tr("private row {number}")
        return tr("{name} takes {a_car} from {where}.").format(
            name=players[self.seat], a_car=a_car(CARS_BY_CODE[self.car]),
            where=where.format(number=number)
        )


@dataclass(frozen=True)
class CarPlaced(Event):
    """A car put down from the hand: onto a row, a train or the discard pile.

    `to` is where the car now lies; a car that starts a train lies on the new
    train `to` and `new_kind` names its kind (else it is "").
    """

    seat: int
    car: str
    source: Target  # HAND
    to: Target  # ROW, TRAIN or DISCARD
    new_kind: str = ""

    def log_line(self, players: Sequence[str]) -> str:
        number = self.to.index + 1
        if self.to.kind == ROW:
            said = tr("private row {number}").format(number=number)
        elif self.new_kind:
            said = tr("a new {kind} train").format(kind=kind_title(self.new_kind))
        elif self.to.kind == DISCARD:
            said = tr("the discard (it fits nowhere)")
        else:
            said = tr("train {number}").format(number=number)
        return tr("{name} puts the {car} on {where}.").format(
            name=players[self.seat], car=_car(self.car), where=said
        )


@dataclass(frozen=True)
class TakeCutShort(Event):
    """Ruling 4: a take ends before its third car when no end car could be placed."""

    seat: int
    taken: int
    main_yard_empty: bool

    def log_line(self, players: Sequence[str]) -> str:
        why = tr("The Main Yard is empty") if self.main_yard_empty else tr(
            "No end car can be placed anywhere")
        return tr("{why}: {name}'s turn ends after {cars}.").format(
            why=why, name=players[self.seat], cars=cars(self.taken)
        )


@dataclass(frozen=True)
class YardLifted(Event):
    """Main action c: one point paid, the whole private yard lifted into the tray.

    `rows` are the cars as they lay, row by row, end car last.
    """

    seat: int
    rows: tuple[tuple[str, ...], ...]

    def log_line(self, players: Sequence[str]) -> str:
        return tr("{name} pays 1 point to switch their private yard.").format(
            name=players[self.seat])


@dataclass(frozen=True)
class CarPutBack(Event):
    """A car of the tray put at the end of a private row while switching."""

    seat: int
    car: str
    source: Target  # TRAY
    to: Target  # ROW


@dataclass(frozen=True)
class YardSwitched(Event):
    """The last car of the tray is back: the switch is done."""

    seat: int

    def log_line(self, players: Sequence[str]) -> str:
        return tr("{name} has switched their private yard.").format(name=players[self.seat])


@dataclass(frozen=True)
class LocomotiveAdded(Event):
    """Main action d: a locomotive from the reserve."""

    seat: int

    def log_line(self, players: Sequence[str]) -> str:
        return tr("{name} adds a locomotive.").format(name=players[self.seat])


@dataclass(frozen=True)
class CabooseAdded(Event):
    """Main action e: a caboose from the pile closes the train `train`."""

    seat: int
    train: Target

    def log_line(self, players: Sequence[str]) -> str:
        return tr("{name} adds a caboose to train {number}.").format(
            name=players[self.seat], number=self.train.index + 1)


@dataclass(frozen=True)
class Passed(Event):
    """Ruling 8: no main action was possible, so the seat passed."""

    seat: int

    def log_line(self, players: Sequence[str]) -> str:
        return tr("{name} can do nothing and passes.").format(name=players[self.seat])


@dataclass(frozen=True)
class NobodyCanAct(Event):
    """Ruling 8: every seat passed since anyone last acted; the day ends as if End Of
    Day had been drawn."""

    def log_line(self, players: Sequence[str]) -> str:
        return tr("Nobody can act: the day is ending.")


@dataclass(frozen=True)
class TurnBegun(Event):
    """`seat` is to move: no line of its own, it marks where the seat's turn begins in
    the log (Game.log_turns)."""

    seat: int


@dataclass(frozen=True)
class MarkerPassed(Event):
    """Ruling 1: the marker holder's second turn only passes the marker on."""

    seat: int
    to_seat: int

    def log_line(self, players: Sequence[str]) -> str:
        return tr("{name} passes the start-player marker to {other}.").format(
            name=players[self.seat], other=players[self.to_seat])


@dataclass(frozen=True)
class TrainScore:
    """One seat's best train of a kind on the score sheet, and what it scored."""

    seat: int
    length: int
    caboose: bool
    points: int


@dataclass(frozen=True)
class KindScore:
    """One row of the score sheet: a kind of train and each seat's best train of it."""

    kind: str
    trains: tuple[TrainScore, ...]


@dataclass(frozen=True)
class DayScored(Event):
    """The end of a day: each seat's train points, yard points and new total. It is the
    day's score sheet too, kept on the table (`FreightState.day_results`)."""

    day: int
    kinds: tuple[KindScore, ...]
    trains: tuple[int, ...]
    yard: tuple[int, ...]
    totals: tuple[int, ...]

    def to_json(self) -> JSONDict:
        """The score sheet as plain JSON (the view's `day_results`)."""
        return {
            "day": self.day,
            "kinds": [
                {
                    "kind": line.kind,
                    "trains": [
                        {"seat": t.seat, "length": t.length, "caboose": t.caboose,
                         "points": t.points}
                        for t in line.trains
                    ],
                }
                for line in self.kinds
            ],
            "trains": list(self.trains),
            "yard": list(self.yard),
            "totals": list(self.totals),
        }

    def log_line(self, players: Sequence[str]) -> str:
        scores = zip(players, self.totals, strict=True)
        totals = series(f"{name} {score}" for name, score in scores)
        return tr("Day {day} is scored: {totals}.").format(day=self.day, totals=totals)


@dataclass(frozen=True)
class GameOver(Event):
    """Day 3 is scored: the seats with the most points win."""

    winners: tuple[int, ...]
    points: int

    def log_line(self, players: Sequence[str]) -> str:
        names = and_list(players[seat] for seat in self.winners)
        won = ntr("{names} wins with {points}.", "{names} win with {points}.", len(self.winners))
        return tr("The game is over.") + " " + won.format(names=names, points=points(self.points))


@dataclass(frozen=True)
class DayBegun(Event):
    """Ruling 3: a new day dealt; trains are gone, the Main Yard is dealt afresh."""

    day: int
    main_yard: tuple[tuple[Face, ...], ...]

    def log_line(self, players: Sequence[str]) -> str:
        return tr("Day {day} begins.").format(day=self.day)
