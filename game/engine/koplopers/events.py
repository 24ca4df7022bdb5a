"""What happened in Koplopers when an action was played: the events apply() returns.

Each event carries what a front end needs to show the change without looking
at the state before and after: which seat and train, the positions it went
over in order (a ride's whole path, so a train can glide along the track),
which tokens moved where and what they scored. The game log is written from
these events (`log_line`), so the log and the animations tell one story.

Positions are the board's `(section, facing)` pairs; `place` fields are the
readable name of where something happened ("Zwolle", "the track towards
Meppel"), worked out once when the event is made, because the log needs them.
Token ids are the board's; `names` are their faces as players read them
("250 → Zwolle"). Which obstruction card a player drew is hidden, so a draw
says only how many cards were drawn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.engine.event import Event
from game.engine.koplopers.board import Position
from game.texts import and_list, ntr, series, tr


@dataclass(frozen=True)
class TrainBuilt(Event):
    """A train left the box onto a construction site, its rear to the station."""

    seat: int
    train: int
    site: str
    position: Position
    place: str  # the station's name

    def log_line(self, players: Sequence[str]) -> str:
        return tr("{name} builds train {train} at {place}").format(
            name=players[self.seat], train=self.train, place=self.place)


@dataclass(frozen=True)
class TrainRode(Event):
    """A train rode forward over `path`: where it stood, each section passed, where it stops.

    `via` names the stations it went through after leaving where it stood, and `towards`
    the station it heads for at the end: a ride that ends where it began by name (a few
    sections on along one line, or round a loop back to its station) is told by them,
    since "Roosendaal → Roosendaal" says nothing.
    """

    seat: int
    train: int
    path: tuple[Position, ...]
    cost: int  # action points: one per section ridden
    start_place: str
    end_place: str
    via: tuple[str, ...]
    towards: str

    def log_line(self, players: Sequence[str]) -> str:
        name = players[self.seat]
        if self.start_place != self.end_place or not self.cost:
            return tr("{name} rides train {train}: {start} → {end}").format(
                name=name, train=self.train, start=self.start_place, end=self.end_place)
        if self.via:
            return tr("{name} rides train {train} via {stations} back to {place}").format(
                name=name, train=self.train, stations=and_list(self.via), place=self.end_place)
        return ntr("{name} rides train {train} on towards {station} ({n} section)",
                   "{name} rides train {train} on towards {station} ({n} sections)",
                   self.cost).format(name=name, train=self.train, station=self.towards)


@dataclass(frozen=True)
class TrainReversed(Event):
    """A train turned round on its section; `position` is the way it faces now.

    `line` is, for a train between two stations, the one it faced and the one it faces
    now, by name: there it turns on the open track, not "at" a place.
    """

    seat: int
    train: int
    position: Position
    place: str  # where it stood, as it faced before
    line: tuple[str, str] | None

    def log_line(self, players: Sequence[str]) -> str:
        if self.line is not None:
            return tr("{name} reverses train {train} on the track towards {ahead}; "
                      "it now heads for {behind}").format(
                name=players[self.seat], train=self.train, ahead=self.line[0],
                behind=self.line[1])
        return tr("{name} reverses train {train} at {place}").format(
            name=players[self.seat], train=self.train, place=self.place)


@dataclass(frozen=True)
class TrainScrapped(Event):
    """A train (and the train combined into it, `guest`) went back to the box from a site."""

    seat: int
    train: int
    guest: int | None
    site: str
    place: str  # where the train stood before riding into the site

    def log_line(self, players: Sequence[str]) -> str:
        return tr("{name} scraps train {train} at {place}").format(
            name=players[self.seat], train=self.train, place=self.place)


@dataclass(frozen=True)
class TrainCalled(Event):
    """A train called at the station it faces, by choice or automatically at the turn's end.

    The deliveries and boardings that follow are events of their own.
    """

    seat: int
    train: int
    station: str
    place: str
    automatic: bool

    def log_line(self, players: Sequence[str]) -> str:
        if self.automatic:
            return tr("{name}'s train {train} calls automatically at {place}.").format(
                name=players[self.seat], train=self.train, place=self.place)
        return tr("{name} calls with train {train} at {place}").format(
            name=players[self.seat], train=self.train, place=self.place)


@dataclass(frozen=True)
class TokensDelivered(Event):
    """Tokens left a train at their destination for its owner's tray: `passengers` scored.

    The log says how many passengers got off, not the tokens' faces: each face names the
    station they got off at ("300 → Zwolle at Zwolle").
    """

    seat: int
    train: int
    station: str
    place: str
    tokens: tuple[int, ...]
    names: tuple[str, ...]
    passengers: int

    def log_line(self, players: Sequence[str]) -> str:
        return ntr("{name}'s train {train} delivers {n} passenger at {place}",
                   "{name}'s train {train} delivers {n} passengers at {place}",
                   self.passengers).format(
            name=players[self.seat], train=self.train, place=self.place)


@dataclass(frozen=True)
class TokensBoarded(Event):
    """Tokens waiting at a station boarded a train: one the player chose, or all that fit."""

    seat: int
    train: int
    station: str
    place: str
    tokens: tuple[int, ...]
    names: tuple[str, ...]
    chosen: bool

    def log_line(self, players: Sequence[str]) -> str:
        if self.chosen:
            return tr("{name} takes {token} aboard train {train}").format(
                name=players[self.seat], token=self.names[0], train=self.train)
        return tr("{name}'s train {train} picks up {tokens} at {place}").format(
            name=players[self.seat], train=self.train, tokens=series(self.names),
            place=self.place)


@dataclass(frozen=True)
class BoardingStopped(Event):
    """Advanced rules: the other passengers stay on the platform."""

    seat: int

    def log_line(self, players: Sequence[str]) -> str:
        return tr("{name} leaves the other passengers waiting").format(name=players[self.seat])


@dataclass(frozen=True)
class PassengersChanged(Event):
    """Tokens changed between two own trains: `gives` from `train` to `other`, `takes` back."""

    seat: int
    train: int
    other: int
    gives: tuple[int, ...]
    takes: tuple[int, ...]
    gives_names: tuple[str, ...]
    takes_names: tuple[str, ...]

    def log_line(self, players: Sequence[str]) -> str:
        moves = [tr("{tokens} to train {train}").format(tokens=series(names), train=to)
                 for names, to in ((self.gives_names, self.other), (self.takes_names, self.train))
                 if names]
        return tr("{name} lets passengers change trains: {moves}").format(
            name=players[self.seat], moves=and_list(moves))


@dataclass(frozen=True)
class TrainsCombined(Event):
    """Train `other` was combined into `train` (it leaves the track and rides along);
    `came_from` is where `other` stood, so that a board can glide it into `train`."""

    seat: int
    train: int
    other: int
    place: str
    came_from: Position

    def log_line(self, players: Sequence[str]) -> str:
        return tr("{name} combines train {other} into train {train} at {place}").format(
            name=players[self.seat], other=self.other, train=self.train, place=self.place)


@dataclass(frozen=True)
class TrainSplit(Event):
    """Train `other` left combined train `train` for `position`, taking `tokens`."""

    seat: int
    train: int
    other: int
    position: Position
    tokens: tuple[int, ...]
    place: str

    def log_line(self, players: Sequence[str]) -> str:
        return ntr("{name} splits train {other} off train {train} at {place}; "
                   "{n} token goes with it",
                   "{name} splits train {other} off train {train} at {place}; "
                   "{n} tokens go with it",
                   len(self.tokens)).format(
            name=players[self.seat], other=self.other, train=self.train, place=self.place)


@dataclass(frozen=True)
class TokenOffered(Event):
    """A token was added to the exchange offer between `train` and `to_seat`'s train `other`."""

    seat: int
    train: int
    to_seat: int
    other: int
    token: int
    name: str

    def log_line(self, players: Sequence[str]) -> str:
        return tr("{name} offers to exchange {what} with {other}").format(
            name=players[self.seat], what=self.name, other=players[self.to_seat])


@dataclass(frozen=True)
class OfferProposed(Event):
    """The exchange offer was sent: `to_seat` decides now."""

    seat: int
    to_seat: int

    def log_line(self, players: Sequence[str]) -> str:
        return tr("{name} proposes the exchange").format(name=players[self.seat])


@dataclass(frozen=True)
class OfferWithdrawn(Event):
    seat: int

    def log_line(self, players: Sequence[str]) -> str:
        return tr("{name} withdraws the exchange offer").format(name=players[self.seat])


@dataclass(frozen=True)
class OfferAnswered(Event):
    """`seat` answered `offerer`'s offer; when accepted, `gives` went from the offerer's
    train `train` to `seat`'s train `other`, and `takes` the other way."""

    seat: int
    accepted: bool
    offerer: int
    train: int
    other: int
    gives: tuple[int, ...]
    takes: tuple[int, ...]

    def log_line(self, players: Sequence[str]) -> str:
        said = tr("{name} accepts the exchange") if self.accepted else tr(
            "{name} declines the exchange")
        return said.format(name=players[self.seat])


@dataclass(frozen=True)
class ObstructionPlayed(Event):
    """An obstruction card put token `letter` on `station`; `moved_from` is the station it
    lay on before (the tokens are used in turn A, B, C, A...), None when it came from the box."""

    seat: int
    letter: str
    station: str
    place: str
    moved_from: str | None

    def log_line(self, players: Sequence[str]) -> str:
        return tr("{name} obstructs {place} with token {letter}").format(
            name=players[self.seat], place=self.place, letter=self.letter)


@dataclass(frozen=True)
class ObstructionRepaired(Event):
    """The emergency repair card took token `letter` off `station` (`place`: its name)."""

    seat: int
    letter: str
    station: str
    place: str

    def log_line(self, players: Sequence[str]) -> str:
        return tr("{name} repairs obstruction {letter} at {place}").format(
            name=players[self.seat], letter=self.letter, place=self.place)


@dataclass(frozen=True)
class TurnEnded(Event):
    """`seat` ended its turn; automatic calls and the next turn's events follow."""

    seat: int

    def log_line(self, players: Sequence[str]) -> str:
        return tr("{name} ends the turn").format(name=players[self.seat])


@dataclass(frozen=True)
class CardsDrawn(Event):
    """`seat` refilled its hand with `count` cards (which ones only it sees, in its view);
    `reshuffled`: the discard pile became the deck on the way."""

    seat: int
    count: int
    reshuffled: bool


@dataclass(frozen=True)
class LastRoundAnnounced(Event):
    """The early end: few passengers wait and a player's trains are empty."""

    def log_line(self, players: Sequence[str]) -> str:
        return tr("Five or fewer passengers wait and a player's trains are empty: "
                  "this is the last round.")


@dataclass(frozen=True)
class RoundBegan(Event):
    """Round `round` begins with the start player's turn; `final`: the round track ends here."""

    round: int
    final: bool

    def log_line(self, players: Sequence[str]) -> str:
        if self.round == 1:
            return tr("Round 1 begins; {name} is the start player.").format(name=players[0])
        if self.final:
            return tr("Round {round} begins (the last round).").format(round=self.round)
        return tr("Round {round} begins.").format(round=self.round)


@dataclass(frozen=True)
class GameOver(Event):
    """The game ended: `scores` per seat and the `ranking`, best first."""

    scores: tuple[int, ...]
    ranking: tuple[int, ...]

    def log_line(self, players: Sequence[str]) -> str:
        return tr("The game is over.")
