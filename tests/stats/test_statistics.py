"""Player statistics worked out from the kept finished games, kept in statistics.json."""

from __future__ import annotations

import json
from pathlib import Path

from game.engine.freight import FreightView
from game.engine.games import load_any
from game.engine.seat_view import narrowed
from game.store.library import Library
from game.store.save_index import index_of
from game.store.save_list import Catalogue
from game.store.stats.file import current_statistics, stats_path
from game.store.stats.model import VERSION, Statistics, brought_up_to_date
from tests.replay.kept import keep, recorded


def kept_statistics() -> tuple[Statistics, str]:
    catalogue = Catalogue()
    catalogue.work()
    kept = current_statistics(catalogue.finished_games, catalogue.finished_names())
    return kept.statistics, kept.problem


def test_each_person_has_games_won_scores_and_results_against_each_level(data_dir: Path) -> None:
    keep(data_dir, "freight-2-random-easy", people=1, level="easy", players=["Ann", "Bob"])
    keep(data_dir, "freight-3-face-down", people=2, level="hard", players=["Ann", "Cy", "Bob"])
    keep(data_dir, "koplopers-2-random-normal", people=2, players=["Ann", "Cy"])
    statistics, problem = kept_statistics()
    assert problem == ""
    assert set(statistics.players) == {"Ann", "Cy"}  # computer seats are opponents only
    ann = statistics.players["Ann"]
    freight = ann["freight"]
    assert {seats: t.played for seats, t in freight.by_seats.items()} == {2: 1, 3: 1}
    assert freight.total.played == 2
    first = load_any(recorded("freight-2-random-easy"))
    second = load_any(recorded("freight-3-face-down"))
    assert freight.score.best == max(first.scores()[0], second.scores()[0])
    assert freight.score.mean == (first.scores()[0] + second.scores()[0]) / 2
    assert freight.total.won == (first.ranking()[0] == 0) + (second.ranking()[0] == 0)
    assert {level: t.played for level, t in freight.against.items()} == {"easy": 1, "hard": 1}
    # Freight: "Each type of train is scored separately"; Ann's points per type add up to
    # her train points of the three days.
    days = narrowed(first.view(None), FreightView).day_results
    trains = sum(result.trains[0] for result in days)
    two_seats = [game for game in Catalogue().finished_games()
                 if game[0].game == "freight" and len(game[0].seats) == 2]
    per_type, _ = brought_up_to_date(None, two_seats)
    assert sum(m.total for m in per_type.players["Ann"]["freight"].measures.values()) == trains
    koplopers = ann["koplopers"]
    assert list(koplopers.measures) == ["Passengers per round"]
    assert koplopers.against == {}


def test_statistics_are_kept_and_counted_once(data_dir: Path) -> None:
    keep(data_dir, "freight-2-random-easy", players=["Ann", "Bob"])
    kept_statistics()
    stored = json.loads(stats_path().read_text())
    assert stored["counted"] == "freight-2-random-easy-600.json"
    again, _ = kept_statistics()
    assert again.players["Ann"]["freight"].total.played == 1


def test_a_game_that_ends_is_counted_at_once(data_dir: Path) -> None:
    path = keep(data_dir, "freight-2-random-easy", players=["Ann", "Bob"])
    Library.count_finished(path)
    stored = Statistics.from_json(json.loads(stats_path().read_text()))
    assert stored.players["Ann"]["freight"].total.played == 1
    index = index_of(path.parent)
    index.read()
    assert index.entry(path.name).over


def test_a_damaged_statistics_file_is_reported_and_rebuilt(data_dir: Path) -> None:
    keep(data_dir, "freight-2-random-easy", players=["Ann", "Bob"])
    stats_path().write_text(json.dumps({"version": VERSION, "players": {"Ann": 7},
                                        "counted": ""}))
    statistics, problem = kept_statistics()
    assert "damaged" in problem
    assert statistics.players["Ann"]["freight"].total.played == 1
    assert Statistics.from_json(json.loads(stats_path().read_text())).counted
    stats_path().write_bytes(b"\x00\xff not json")
    statistics, problem = kept_statistics()
    assert "not" in problem and statistics.players["Ann"]["freight"].total.played == 1


def test_a_deleted_game_leaves_the_statistics(data_dir: Path) -> None:
    first = keep(data_dir, "freight-2-random-easy", players=["Ann", "Bob"])
    keep(data_dir, "koplopers-2-random-normal", players=["Ann", "Bob"])
    kept_statistics()
    first.unlink()
    statistics, _ = kept_statistics()
    assert "freight" not in statistics.players["Ann"]
    assert statistics.players["Ann"]["koplopers"].total.played == 1
