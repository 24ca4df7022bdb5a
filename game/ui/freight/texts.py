"""Every sentence the Freight table says, as pure functions of what the seat sees.

The hint for the person to move, the lines beside the piles, the seat titles,
train labels, the other seats' summaries and the End Of Day banner: no pygame
here, so each is tested on its own. (Why a turn ended early the engine says,
in the event that reports it.)
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.action import Action
from game.engine.freight import (
    LAST_DAY,
    AddLocomotive,
    FreightView,
    Move,
    Pass,
    Phase,
    PlayerView,
    Switch,
    TrainView,
    kind_title,
)
from game.texts import cars, ntr, points, series, tr, turns

TAKE_COUNT = 3


def game_over() -> tuple[str, str]:
    return tr("The game is over."), tr("See the results for the scores.")


def start_hint(legal: Sequence[Action]) -> str:
    """The hint at the start of a human turn, from the actions the rules allow."""
    kinds = {type(a) for a in legal}
    if kinds == {Pass}:
        return tr("Nothing is possible this turn: press Pass.")
    if kinds - {AddLocomotive} == {Switch}:
        if AddLocomotive in kinds:
            return tr("Only Switch yard (−1 point) is possible this turn "
                      "(you may add a locomotive first).")
        return tr("Only Switch yard (−1 point) is possible this turn.")
    return tr("Your turn: drag a line's end car or a private car, or use a button.")


def hint(table: FreightView, legal: Sequence[Action]) -> str:
    """What the person to move does next, from the phase of the turn and the legal actions."""
    if table.phase is Phase.TAKE:
        if table.hand:  # taken back by Undo: it is placed before the next is taken
            return tr("Drag the {kind} car in your hand to a lit train or row.").format(
                kind=kind_title(table.hand[0]))
        left = TAKE_COUNT - table.cars_this_action
        return ntr("Take {n} more car: drag a line's end car to a train or row.",
                   "Take {n} more cars: drag a line's end car to a train or row.", left)
    if table.phase is Phase.MOVE:
        if any(isinstance(a, Move) for a in legal):
            return tr("Take more private cars (up to 4), or drag a car in hand onto a train.")
        return tr("Drag each car in your hand onto a train, in any order.")
    if table.phase is Phase.SWITCH:
        return tr("Drag each lifted car to the end of a row, in the order you want.")
    return start_hint(legal)


def info_lines(table: FreightView, first: str) -> list[str]:
    """The lines beside the piles: `first` (the hint, or who is playing), then the day's facts."""
    if table.over:
        return list(game_over())
    lines = [first, tr("Start player: {name}").format(name=table.players[table.marker].name)]
    if not table.day_ending:  # else the End Of Day banner under these lines says so
        lines.append(ntr("The pile holds {n} card and End Of Day.",
                         "The pile holds {n} cards and End Of Day.", table.pile))
    if table.day == LAST_DAY:
        lines.append(tr("No locomotives can be added on Day 3."))
    return lines


def day_end_banner(table: FreightView) -> str:
    """'' unless End Of Day was drawn: then how many turns the day has left."""
    if not table.day_ending or table.current_player is None:
        return ""
    left = (table.marker - table.current_player) % table.seats or table.seats
    return tr("END OF DAY drawn: day {day} ends in {turns}").format(
        day=table.day, turns=turns(left))


def may_add(table: FreightView, player: PlayerView) -> str:
    """How many locomotives the seat may still add today (one on Days 1 and 2)."""
    if table.day == LAST_DAY or player.added_locomotive_today:
        return ""
    return tr(", may add 1 today")


def yard_cost(table: FreightView, player: PlayerView) -> str:
    """On Day 3, what the private yard will cost: 'After Day 3: lose points equal to the
    count of cars in your Private Yard.' ('' on the other days)."""
    if table.day != LAST_DAY:
        return ""
    count = sum(len(row) for row in player.rows)
    return tr(", yard −{count} at day's end").format(count=count) if count else ""


def seat_title(table: FreightView, seat: int) -> str:
    """The big area's title: name, score, locomotives."""
    player = table.players[seat]
    marker = tr(" — start player") if seat == table.marker else ""
    return ntr("{name} — {points} — {n} locomotive, {free} free",
               "{name} — {points} — {n} locomotives, {free} free", player.locomotives).format(
        name=player.name, points=points(player.score), free=player.free_locomotives,
    ) + f"{may_add(table, player)}{yard_cost(table, player)}{marker}"


def train_label(slot: int, train: TrainView) -> str:
    """'Train 2: Box, 4 cars, caboose' over a train."""
    caboose = tr(", caboose") if train.caboose else ""
    return tr("Train {number}: {kind}, {cars}").format(
        number=slot + 1, kind=kind_title(train.kind), cars=cars(len(train.cars))) + caboose


def fill_line(line: int) -> str:
    """The hover words over an empty Main Yard line a click fills."""
    return tr("Click to deal a row of cars from the pile into line {line}.").format(line=line)


def caboose_pile() -> str:
    """The hover words over the caboose pile: what a caboose is for and how it is added."""
    return tr("Drag a caboose onto one of your trains: it doubles the train's points and "
              "closes it for the day.")


def pile() -> str:
    """The hover words over the pile: what it is for (nothing is taken from it by hand)."""
    return tr("The pile deals the Main Yard: while two or more of its lines are empty, a "
              "click on one deals it a row.")


def into_hand() -> str:
    """The hand as a place to drop on: '→ your hand', "drop it on 'your hand'"."""
    return tr("your hand")


def discard_pile() -> str:
    return tr("discard")


def new_train_band(kind: str) -> str:
    return tr("new {kind} train").format(kind=kind_title(kind))


def not_the_line_end(line: int) -> str:
    """A press on a Main Yard car with cars after it: only a line's end car is taken."""
    return tr("Only the end car of line {line} may be taken: the one at the bottom, farthest "
              "from the bumper").format(line=line)


def not_the_row_end(row: int) -> str:
    """A press on a private row's car with cars after it: only a row's end car is taken."""
    return tr("Only the end car of row {row} may be taken: the one farthest from the "
              "bumper").format(row=row)


def stuck_card() -> str:
    """A card picked up that no rule lets go anywhere, though none forbids touching it."""
    return tr("this card cannot go anywhere now")


def _one_of(labels: Sequence[str]) -> str:
    """"'Row 1', 'Row 2' or 'new Tank train'"."""
    quoted = [f"'{label}'" for label in labels]
    return quoted[0] if len(quoted) == 1 else tr("{some} or {last}").format(
        some=series(quoted[:-1]), last=quoted[-1])


def drop_on(labels: Sequence[str]) -> str:
    """"drop the car on 'new Tank train' or 'new Mixed train'": a drop on the locomotive
    whose bands start a new train."""
    return tr("drop the car on {places}").format(places=_one_of(labels))


def nothing_takes_it(labels: Sequence[str]) -> str:
    """A drop on the felt, a label or another seat's panel: where the card may go instead."""
    return tr("nothing here takes the card: drop it on {places}").format(
        places=_one_of(labels))


def free_locomotive() -> str:
    return tr("free locomotive")


def trains_start_at_the_first(reason: str) -> str:
    """A drop on a free locomotive behind the first free one: the rule's reason, then where
    new trains start."""
    return tr("{reason}: a new train starts behind your first free locomotive, "
              "on its lit band").format(reason=reason)


def train_name(number: int) -> str:
    return tr("Train {number}").format(number=number)


def row_name(number: int) -> str:
    return tr("Row {number}").format(number=number)


def other_header(table: FreightView, seat: int) -> str:
    """After the name in another seat's panel: score and start marker."""
    marker = tr("  (start)") if seat == table.marker else ""
    return tr("  {score} pts").format(score=table.players[seat].score) + marker


def other_summary(table: FreightView, seat: int) -> str:
    """Another seat's yard and locomotives in one line: its rows' lengths, then its
    locomotives as the seat's own title counts them (free ones start a train)."""
    player = table.players[seat]
    rows = " | ".join(str(len(row)) for row in player.rows)
    return (
        tr("Cars per row {rows}   {free} of {locomotives} locos free").format(
            rows=rows, free=player.free_locomotives, locomotives=player.locomotives)
        + may_add(table, player)
        + yard_cost(table, player)
    )


def train_pill(train: TrainView) -> str:
    """A train in another seat's panel: 'Box 4 +C'."""
    kind, count = kind_title(train.kind), len(train.cars)
    if train.caboose:  # C for the caboose, the catalog's letter for it
        return tr("{kind} {count} +C").format(kind=kind, count=count)
    return f"{kind} {count}"


def more_trains(count: int) -> str:
    return tr("+{count} more").format(count=count)


def see_yard(name: str) -> str:
    return tr("Click to see {name}'s whole yard and trains.").format(name=name)


def hand_label(count: int) -> str:
    return tr("In hand") if count == 1 else tr("In hand: {cars}").format(cars=cars(count))
