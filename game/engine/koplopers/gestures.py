"""Places on the Koplopers table, and what pressing one and dropping it on another means.

A front end names what was pressed and where it was dropped with typed places,
`Target(kind, index)`, never strings: a train (seat and number in one index),
a track section or construction site, a station, a passenger token, a card in
the hand of the seat to move, the emergency repair card. The helpers below
turn a station code, site id, section or train into its Target and back.

`meanings(source, target)` is every action a gesture could mean, the likeliest
first; the game keeps those the rules allow (the same `why_illegal` that
`legal_actions` uses), and when none is left it says the first one's reason.

The gestures, each the one spelling of its action:
  train   -> section  ride there (a section reachable facing either way: both, cheaper first)
  train   -> site     build there (a boxed train) or scrap there
  train   -> train    combine the dragged train into the one it is dropped on (own trains)
  token   -> train    board it (waiting, while boarding), change it to another own train,
                      or add it to an exchange offer with another player's train
  card    -> station  play the obstruction card on the station it names
  repair  -> station  repair the obstruction on that station
  train   (a click)   its actions without a place: reverse, call, split (a dialog)
  card    (a click)   play it (the card names its station)
Change of several tokens at once, splits, and the offer's propose, withdraw,
accept and decline are dialog choices, with no gesture of their own.
"""

from __future__ import annotations

from game.engine.action import Action
from game.engine.errors import IllegalAction
from game.engine.koplopers.actions import (
    Build,
    Call,
    Change,
    Combine,
    Embark,
    Obstruct,
    Offer,
    Repair,
    Reverse,
    Ride,
    Scrap,
    Split,
    token_text,
)
from game.engine.koplopers.board import Board
from game.engine.koplopers.listing import train_candidates
from game.engine.koplopers.rules import Rules
from game.engine.koplopers.state import LETTERS, TRAINS_PER_SEAT, Train
from game.engine.target import Target
from game.texts import series, tr

STATION = "station"
SECTION = "section"
SITE = "site"
TRAIN = "train"
TOKEN = "token"
CARD = "card"
REPAIR = "repair"
KINDS = (STATION, SECTION, SITE, TRAIN, TOKEN, CARD, REPAIR)
REPAIR_CARD = Target(REPAIR, 0)


class Ambiguous(IllegalAction):
    """A gesture that means several different actions: the player must choose one."""

    def __init__(self, actions: list[Action]) -> None:
        listed = series(a.to_text() for a in actions)
        super().__init__(tr("that could mean several actions ({actions}): choose one").format(
            actions=listed))
        self.actions = actions


def train_target(seat: int, number: int) -> Target:
    return Target(TRAIN, seat * TRAINS_PER_SEAT + number - 1)


def train_of(target: Target) -> tuple[int, int]:
    """The (seat, number) of a train target."""
    seat, rest = divmod(target.index, TRAINS_PER_SEAT)
    return seat, rest + 1


def station_target(board: Board, code: str) -> Target:
    return Target(STATION, board.station_number[code])


def station_of(board: Board, target: Target) -> str:
    return board.station_codes[target.index]


def site_target(board: Board, site: str) -> Target:
    return Target(SITE, board.site_number[site])


def site_of(board: Board, target: Target) -> str:
    return board.site_ids[target.index]


def section_target(section: int) -> Target:
    return Target(SECTION, section)


def token_target(token: int) -> Target:
    return Target(TOKEN, token)


def card_target(index: int) -> Target:
    """The `index`th card in the hand of the seat to move."""
    return Target(CARD, index)


class Gestures:
    """What gestures mean in one game, asked of its rules."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.state = rules.state
        self.board = rules.state.board

    def actions_for(self, source: Target, target: Target | None = None) -> list[Action]:
        """Every legal action the gesture means, the likeliest first (may be none)."""
        verdict = self.rules.verdict
        return [a for a in self.meanings(source, target) if verdict(a) is None]

    def action_for(self, source: Target, target: Target | None = None) -> Action:
        """The action the gesture means, or IllegalAction(the rule's reason).

        A ride to a section reachable facing either way is the cheaper ride;
        a gesture meaning different actions raises Ambiguous, listing them.
        """
        meant = self.meanings(source, target)
        if not meant:
            raise IllegalAction(self._nothing(source, target))
        verdict = self.rules.verdict
        found = [a for a in meant if verdict(a) is None]
        if not found:
            raise IllegalAction(self.rules.why_illegal(meant[0]) or tr("that is not possible now"))
        if len(found) > 1 and not all(isinstance(a, Ride) for a in found):
            raise Ambiguous(found)
        return found[0]

    def targets_for(self, source: Target, legal: list[Action]) -> set[Target | None]:
        """Where `source` may be dropped now (None: a click will do), from `legal`."""
        return {target for action in legal
                for s, target in [self.gesture_of(action)] if s == source}

    def gesture_of(self, action: Action) -> tuple[Target | None, Target | None]:
        """The gesture that means `action`: (what is pressed, where it is dropped).

        (None, None) for an action with no gesture (a dialog's choice or a button).
        """
        s, board = self.state, self.board
        if isinstance(action, Embark):
            assert s.boarding is not None
            return token_target(action.token), train_target(*s.boarding)
        number = getattr(action, "train", None)
        if isinstance(action, Offer):
            mine = s.me.trains[action.train - 1]
            theirs = train_target(action.seat, action.other)
            if action.token in mine.tokens:
                return token_target(action.token), theirs
            return token_target(action.token), train_target(s.turn, action.train)
        if isinstance(action, Change):
            moving = [t for t in (action.gives, action.takes) if t != "-"]
            if len(moving) != 1 or "," in moving[0]:
                return None, None
            to = action.other if action.gives != "-" else action.train
            return token_target(int(moving[0])), train_target(s.turn, to)
        if isinstance(action, Obstruct):
            return card_target(s.me.hand.index(action.station)), station_target(board,
                                                                                 action.station)
        if isinstance(action, Repair):
            station = s.obstructions[action.letter]
            assert station is not None
            return REPAIR_CARD, station_target(board, station)
        if not isinstance(number, int):
            return None, None
        train = train_target(s.turn, number)
        if isinstance(action, Ride):
            position = board.position(action.to)
            assert position is not None
            return train, section_target(position[0])
        if isinstance(action, (Build, Scrap)):
            return train, site_target(board, action.site)
        if isinstance(action, Combine):
            return train_target(s.turn, action.other), train
        if isinstance(action, (Reverse, Call, Split)):
            return train, None
        return None, None

    # --- the actions a gesture could mean -----------------------------------------------
    def meanings(self, source: Target, target: Target | None) -> list[Action]:
        """Every action the gesture could mean, legal or not, the likeliest first."""
        s = self.state
        kind = target.kind if target is not None else None
        if source.kind == TRAIN:
            seat, number = train_of(source)
            if seat != s.turn or not 1 <= number <= TRAINS_PER_SEAT:
                return []
            return self._train(s.me.trains[number - 1], target)
        if source.kind == TOKEN and kind == TRAIN:
            assert target is not None
            return self._token(source.index, *train_of(target))
        if source.kind == CARD and 0 <= source.index < len(s.me.hand):
            code = s.me.hand[source.index]
            if target is None or target == station_target(self.board, code):
                return [Obstruct(code)]
            return []
        if source == REPAIR_CARD and kind == STATION:
            assert target is not None
            station = station_of(self.board, target)
            return [Repair(x) for x in LETTERS if s.obstructions[x] == station]
        return []

    def _train(self, train: Train, target: Target | None) -> list[Action]:
        board = self.board
        n = train.number
        if target is None:
            if train.position is None:  # in the box: only dragging it to a site means anything
                return []
            return [a for a in train_candidates(self.rules, train)
                    if isinstance(a, (Reverse, Call, Split))]
        if target.kind == SECTION and 0 <= target.index < len(board.sections):
            site = board.sections[target.index].site
            if site is not None:
                target = site_target(board, site)
            else:
                return self._rides(train, target.index)
        if target.kind == SITE and 0 <= target.index < len(board.site_ids):
            site = site_of(board, target)
            boxed = train.position is None and train.carried_by is None
            return [Build(n, site) if boxed else Scrap(n, site)]
        if target.kind == TRAIN:
            seat, other = train_of(target)
            if seat == self.state.turn and other != n:
                return [Combine(other, n)]
        return []

    def _rides(self, train: Train, section: int) -> list[Action]:
        """Rides onto `section` facing either way: reachable ones first, cheaper first; then
        one that stops before an obstructed station (its reason says so)."""
        if train.position is None:
            return []
        reach = self.rules.rides.reach(train)
        label = self.board.label

        def order(position: tuple[int, int]) -> tuple[int, int, bool]:
            cost = reach.get(position)
            return (cost is None, cost or 0, self.rules.may_enter(position))

        ends = sorted(((section, 0), (section, 1)), key=order)
        return [Ride(train.number, label(p)) for p in ends]

    def _token(self, token: int, seat: int, number: int) -> list[Action]:
        """A token dropped on train `number` of `seat`: board, change or offer it."""
        s = self.state
        if s.boarding is not None:
            return [Embark(token)] if (seat, number) == s.boarding else []
        for mine in s.me.on_board():
            if token in mine.tokens:
                if seat == s.turn:
                    return [_change(mine.number, number, token)] if number != mine.number else []
                return [Offer(mine.number, seat, number, token)]
        for owner, place in enumerate(s.seats):
            for theirs in place.on_board():
                if token in theirs.tokens and owner != s.turn and seat == s.turn:
                    return [Offer(number, owner, theirs.number, token)]
        return []

    def _nothing(self, source: Target, target: Target | None) -> str:
        if target is None:
            return tr("a click on {source} does nothing here").format(source=source)
        return tr("dropping {source} on {target} means nothing").format(
            source=source, target=target)


def _change(giver: int, taker: int, token: int) -> Change:
    """One token changing from own train `giver` to `taker`, the lower number written first."""
    if giver < taker:
        return Change(giver, taker, token_text([token]), "-")
    return Change(taker, giver, "-", token_text([token]))
