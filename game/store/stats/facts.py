"""What a finished game tells about each seat's play, beyond the score: the statistics' inputs.

Each game names its own measures, each averaged over a player's games:
Freight Train the points a seat scored with each train type over the three days
(the rulebook scores every type on its own), Koplopers the passengers a seat
delivered per round played. A game without an entry here has no measures.

The numbers come from the engine's full view (`view(None)`), the same numbers the
score sheets show, so a statistic can be checked against a game's results screen.
No pygame here.
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine.base import Game
from game.engine.seat_view import narrowed
from game.texts import mark, tr

Measures = dict[str, float]
# The measures' names as records keep them (English words, never translated: they are
# keys in the index's files), and as the screen shows them (measure_words).
TRAINS = mark("{kind} trains")
PASSENGERS_PER_ROUND = mark("Passengers per round")


def measure_words(label: str) -> str:
    """A measure's name in the player's language: 'Coil Steel trains'."""
    kind, _, rest = label.rpartition(" ")
    if rest == "trains" and kind:
        return tr(TRAINS).format(kind=tr(kind))
    return tr(label)


def _freight(game: Game) -> list[Measures]:
    from game.engine.freight import FreightView, kind_title

    measures: list[Measures] = [{} for _ in game.players]
    for day in narrowed(game.view(None), FreightView).day_results:
        for line in day.kinds:
            label = TRAINS.format(kind=kind_title(line.kind))
            for train in line.trains:
                seat = measures[train.seat]
                seat[label] = seat.get(label, 0) + train.points
    return measures


def _koplopers(game: Game) -> list[Measures]:
    from game.engine.koplopers import KoplopersView

    view = narrowed(game.view(None), KoplopersView)
    rounds = max(1, view.round)
    return [{PASSENGERS_PER_ROUND: seat.delivered / rounds} for seat in view.seats]


# Each game's measures, by the name its records use (as fronts.FRONT_MODULES).
GAME_MEASURES: dict[str, Callable[[Game], list[Measures]]] = {
    "freight": _freight,
    "koplopers": _koplopers,
}


def measures(game: Game) -> list[Measures]:
    """Each seat's measures in the finished `game` (empty for a game that names none)."""
    found = GAME_MEASURES.get(game.NAME)
    return found(game) if found else [{} for _ in game.players]
