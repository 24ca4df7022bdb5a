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

LAST_ROUND = ("Five or fewer passengers wait and a player's trains are empty: "
              "this is the last round.")


@dataclass(frozen=True)
class TrainBuilt(Event):
    """A train left the box onto a construction site, its rear to the station."""

    seat: int
    train: int
    site: str
    position: Position
    place: str  # the station's name

    def log_line(self, players: Sequence[str]) -> str:
        return f"{players[self.seat]} builds T{self.train} at {self.place}"


@dataclass(frozen=True)
class TrainRode(Event):
    """A train rode forward over `path`: where it stood, each section passed, where it stops."""

    seat: int
    train: int
    path: tuple[Position, ...]
    cost: int  # action points: one per section ridden
    start_place: str
    end_place: str

    def log_line(self, players: Sequence[str]) -> str:
        return f"{players[self.seat]} rides T{self.train} {self.start_place} → {self.end_place}"


@dataclass(frozen=True)
class TrainReversed(Event):
    """A train turned round on its section; `position` is the way it faces now."""

    seat: int
    train: int
    position: Position
    place: str  # where it stood, as it faced before

    def log_line(self, players: Sequence[str]) -> str:
        return f"{players[self.seat]} reverses T{self.train} at {self.place}"


@dataclass(frozen=True)
class TrainScrapped(Event):
    """A train (and the train combined into it, `guest`) went back to the box from a site."""

    seat: int
    train: int
    guest: int | None
    site: str
    place: str  # where the train stood before riding into the site

    def log_line(self, players: Sequence[str]) -> str:
        return f"{players[self.seat]} scraps T{self.train} at {self.place}"


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
            return f"{players[self.seat]}'s train {self.train} calls automatically."
        return f"{players[self.seat]} calls with T{self.train} at {self.place}"


@dataclass(frozen=True)
class TokensDelivered(Event):
    """Tokens left a train at their destination for its owner's tray: `passengers` scored."""

    seat: int
    train: int
    station: str
    place: str
    tokens: tuple[int, ...]
    names: tuple[str, ...]
    passengers: int

    def log_line(self, players: Sequence[str]) -> str:
        return (f"{players[self.seat]}'s train {self.train} delivers {', '.join(self.names)} "
                f"at {self.place}")


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
            return f"{players[self.seat]} takes {self.names[0]} aboard"
        return (f"{players[self.seat]}'s train {self.train} picks up {', '.join(self.names)} "
                f"at {self.place}")


@dataclass(frozen=True)
class BoardingStopped(Event):
    """Advanced rules: the other passengers stay on the platform."""

    seat: int

    def log_line(self, players: Sequence[str]) -> str:
        return f"{players[self.seat]} leaves the other passengers waiting"


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
        moves = [f"{', '.join(names)} to T{to}"
                 for names, to in ((self.gives_names, self.other), (self.takes_names, self.train))
                 if names]
        return f"{players[self.seat]} lets passengers change trains: {' and '.join(moves)}"


@dataclass(frozen=True)
class TrainsCombined(Event):
    """Train `other` was combined into `train` (it leaves the track and rides along)."""

    seat: int
    train: int
    other: int
    place: str

    def log_line(self, players: Sequence[str]) -> str:
        return f"{players[self.seat]} combines T{self.other} into T{self.train} at {self.place}"


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
        return (f"{players[self.seat]} splits T{self.train} at {self.place} "
                f"({len(self.tokens)} tokens off)")


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
        return f"{players[self.seat]} offers to exchange {self.name} with {players[self.to_seat]}"


@dataclass(frozen=True)
class OfferProposed(Event):
    """The exchange offer was sent: `to_seat` decides now."""

    seat: int
    to_seat: int

    def log_line(self, players: Sequence[str]) -> str:
        return f"{players[self.seat]} proposes the exchange"


@dataclass(frozen=True)
class OfferWithdrawn(Event):
    seat: int

    def log_line(self, players: Sequence[str]) -> str:
        return f"{players[self.seat]} withdraws the exchange offer"


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
        verb = "accepts" if self.accepted else "declines"
        return f"{players[self.seat]} {verb} the exchange"


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
        return f"{players[self.seat]} obstructs {self.place} with token {self.letter}"


@dataclass(frozen=True)
class ObstructionRepaired(Event):
    """The emergency repair card took token `letter` off `station`."""

    seat: int
    letter: str
    station: str

    def log_line(self, players: Sequence[str]) -> str:
        return f"{players[self.seat]} repairs obstruction {self.letter}"


@dataclass(frozen=True)
class TurnEnded(Event):
    """`seat` ended its turn; automatic calls and the next turn's events follow."""

    seat: int

    def log_line(self, players: Sequence[str]) -> str:
        return f"{players[self.seat]} ends the turn"


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
        return LAST_ROUND


@dataclass(frozen=True)
class RoundBegan(Event):
    """Round `round` begins with the start player's turn; `final`: the round track ends here."""

    round: int
    final: bool

    def log_line(self, players: Sequence[str]) -> str:
        if self.round == 1:
            return f"Round 1 begins; {players[0]} is the start player."
        return f"Round {self.round} begins{' (the last round)' if self.final else ''}."


@dataclass(frozen=True)
class GameOver(Event):
    """The game ended: `scores` per seat and the `ranking`, best first."""

    scores: tuple[int, ...]
    ranking: tuple[int, ...]

    def log_line(self, players: Sequence[str]) -> str:
        return "The game is over."
