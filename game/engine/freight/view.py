"""What one seat sees of the table: the JSON `FreightGame.view(seat)` returns.

Hidden information is decided here and nowhere else: face-down Main Yard cars
and the order of the draw pile are left out of every seat's view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.action import JSONDict
from game.engine.freight.cards import CAR_CODES, END_OF_DAY

if TYPE_CHECKING:
    from game.engine.freight.game import FreightGame


def table_view(game: FreightGame, seat: int | None) -> JSONDict:
    """The table as `seat` sees it; None sees everything, the pile order included."""
    state = game.state
    hidden = state.options.face_down and seat is not None
    view: JSONDict = {
        "game": game.NAME,
        "options": game.options,
        "day": state.day,
        "day_ending": state.day_ending,
        "phase": str(state.phase),
        "current_player": game.current_player,
        "marker": state.marker,
        "marker_must_pass": state.marker_must_pass,
        "main_yard": [
            [None if hidden else CAR_CODES[c] for c in line] for line in state.main_yard
        ],
        "pile": len(state.pile),
        "cabooses": state.cabooses,
        "locomotive_reserve": state.locomotive_reserve,
        "discard": [CAR_CODES[c] for c in state.discard],
        "removed_per_type": state.removed_per_type,
        "hand": [CAR_CODES[c] for c in state.hand],
        "hand_source": str(state.hand_source),
        "cars_this_action": state.cars_this_action,
        "filled_this_turn": state.filled_this_turn,
        "passed": sorted(state.passed),
        "switch_hand": sorted(CAR_CODES[c] for c in state.switch_hand),
        "players": [
            {
                "name": p.name,
                "score": p.score,
                "locomotives": p.locomotives,
                "added_locomotive_today": p.added_locomotive_today,
                "rows": [[CAR_CODES[c] for c in row] for row in p.rows],
                "trains": [
                    {
                        "kind": t.kind,
                        "cars": [CAR_CODES[c] for c in t.cars],
                        "caboose": t.caboose,
                    }
                    for t in p.trains
                ],
            }
            for p in state.players
        ],
        "day_results": state.day_results,
        "over": game.is_over,
    }
    if seat is None:
        view["pile_order"] = [
            "end_of_day" if c == END_OF_DAY else CAR_CODES[c] for c in state.pile
        ]
    return view
