"""Scoring at the end of a day: the train table, cabooses, and private yards."""

from __future__ import annotations

from game.engine.freight.cards import Car
from game.engine.freight.events import DayScored, KindScore, TrainScore
from game.engine.freight.state import FreightState, Train

# "Scoring One Type Of Train": points for the longest and second-longest trains.
SOLE_TRAIN = 3
LONGEST = 3
SECOND = 1
TIED_LONGEST = {2: 2, 3: 1}  # 4 or 5 tied for longest score nothing


def award_kind(lengths: dict[int, int]) -> dict[int, int]:
    """Points per seat for one kind of train, before cabooses, from each seat's length.

    Seats without a train of the kind are simply absent from `lengths`.
    """
    if not lengths:
        return {}
    if len(lengths) == 1:
        return {seat: SOLE_TRAIN for seat in lengths}
    ordered = sorted(set(lengths.values()), reverse=True)
    longest = [seat for seat, length in lengths.items() if length == ordered[0]]
    if len(longest) > 1:
        points = TIED_LONGEST.get(len(longest), 0)
        return {seat: points for seat in longest} if points else {}
    awards = {longest[0]: LONGEST}
    second = [seat for seat, length in lengths.items() if length == ordered[1]]
    if len(second) == 1:
        awards[second[0]] = SECOND
    return awards


def kinds_scored(state: FreightState) -> list[str]:
    regular = [] if state.options.only_mixed else [car.code for car in Car]
    return regular + list(state.options.mixed_kinds_in_play)


def _best_train(trains: list[Train], kind: str) -> Train | None:
    """A seat's train that represents it for a kind: the longest (a caboose breaks a tie).

    Only the option with repeatable Mixed kinds lets a seat have two of one kind.
    """
    own = [train for train in trains if train.kind == kind]
    return max(own, key=lambda t: (len(t.cars), t.caboose), default=None)


def score_day(state: FreightState) -> DayScored:
    """Add the day's points to every score and return the day's score sheet."""
    lines: list[KindScore] = []
    gained = [0] * state.seats
    for kind in kinds_scored(state):
        best = {
            seat: train
            for seat, player in enumerate(state.players)
            if (train := _best_train(player.trains, kind)) is not None
        }
        awards = award_kind({seat: len(train.cars) for seat, train in best.items()})
        entries = []
        for seat, train in best.items():
            points = awards.get(seat, 0) * (2 if train.caboose else 1)
            gained[seat] += points
            entries.append(TrainScore(seat, len(train.cars), train.caboose, points))
        if entries:
            lines.append(KindScore(kind, tuple(entries)))
    yard = [_yard_points(state.day, player.yard_size) for player in state.players]
    for seat, player in enumerate(state.players):
        player.score += gained[seat] + yard[seat]
    return DayScored(
        day=state.day,
        kinds=tuple(lines),
        trains=tuple(gained),
        yard=tuple(yard),
        totals=tuple(player.score for player in state.players),
    )


def _yard_points(day: int, cars: int) -> int:
    """'Scoring Private Yards': half (rounded down) after Day 1, minus all after Day 3."""
    if day == 1:
        return cars // 2
    if day == 3:
        return -cars
    return 0

