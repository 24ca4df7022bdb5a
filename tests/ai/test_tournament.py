"""The tournament runner swaps seats every game and counts shared wins by share."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.ai.tool_module import tool


def test_match_reports_win_rates_scores_and_decision_times() -> None:
    result = tool("tournament").match("freight", ("easy", "random"), games=2, seed=3, players=2)
    assert result["games"] == 2
    assert sum(result["win_rate"]) == 1.0
    assert result["win_rate"][0] == 1.0  # Easy beats random play from either seat
    assert result["mean_score"][0] > result["mean_score"][1]
    assert set(result["decision_seconds"]) == {"easy", "random"}


def test_games_played_at_once_give_the_same_result() -> None:
    tournament = tool("tournament")
    alone = tournament.match("koplopers", ("easy", "normal"), games=2, seed=5, players=2)
    together = tournament.match("koplopers", ("easy", "normal"), games=2, seed=5, players=2,
                                jobs=2)
    assert together["win_rate"] == alone["win_rate"]
    assert together["mean_score"] == alone["mean_score"]


def test_untimed_searches_stop_at_their_iteration_count_only(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A budget too short for one sample would cut every timed search short; untimed,
    the match is the one the searches play with all the time they want."""
    from game.ai import levels

    tournament = tool("tournament")
    monkeypatch.setitem(levels.FLAT_ITERATIONS, "koplopers", 2)
    patient = tournament.match("koplopers", ("flat", "normal"), games=1, seed=7, players=2,
                               untimed=True)
    monkeypatch.setattr(levels, "FLAT_BUDGET", 1e-9)
    hurried = tournament.match("koplopers", ("flat", "normal"), games=1, seed=7, players=2,
                               untimed=True)
    assert hurried["mean_score"] == patient["mean_score"]
    assert hurried["max_overrun_seconds"] == {}  # no budget, so nothing to be late for


def test_a_match_cut_short_resumes_from_its_log(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    """The games a log holds count and are not played again: resumed, the match's
    table is the table of the whole match played at once."""
    tournament = tool("tournament")
    whole = tournament.match("freight", ("easy", "random"), games=3, seed=11, players=2)
    capsys.readouterr()
    tournament.match("freight", ("easy", "random"), games=2, seed=11, players=2)
    log = tmp_path / "cut_short.log"
    log.write_text(capsys.readouterr().err, encoding="utf-8")
    before = tournament.resumed([str(log)], "freight", ("easy", "random"), 3, 11, 2, False)
    assert sorted(played["number"] for played in before) == [0, 1]
    assert tournament.resumed([str(log)], "freight", ("easy", "random"), 3, 12, 2, False) == []
    assert tournament.resumed([str(log)], "freight", ("easy", "random"), 3, 11, 2, True) == []
    resumed = tournament.match("freight", ("easy", "random"), games=3, seed=11, players=2,
                               played_before=before)
    assert capsys.readouterr().err.count("GAME ") == 1  # only the game not yet logged
    assert resumed["mean_score"] == whole["mean_score"]
    assert resumed["games"] == 3


def test_the_ladder_records_each_level_against_the_one_below_for_setups_words(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """`--ladder GAME --record` plays every step of the levels setup offers and writes each
    match into the table setup's words come from: the number a player reads is the one
    the match gave. (Two quick levels stand in for the four, which take hours.)"""
    from game.ai import level_results
    from game.ai.level_words import level_help

    tournament = tool("tournament")
    table = tmp_path / "level_results.json"
    monkeypatch.setattr(level_results, "TABLE", table)
    monkeypatch.setattr(tournament, "COMPUTER_LEVELS", ("random", "easy"))
    assert tournament.ladder_steps() == [("easy", "random")]
    assert tournament.main(["--ladder", "freight", "--games", "2", "--seed", "3",
                            "--record"]) == 0
    (played,) = level_results.read(table)
    assert (played.game, played.players, played.levels, played.games) == (
        "freight", 2, ("easy", "random"), 2)
    assert played.wins == (2.0, 0.0) and played.seed == 3
    assert "freight 2 easy vs random: 2 of 2 (100% [34-100])" in capsys.readouterr().out

    # A later match of the same levels, recorded from its log, takes the row.
    log = tmp_path / "match.log"
    tournament.main(["freight", "easy", "random", "--games", "1", "--seed", "4"])
    log.write_text(capsys.readouterr().err, encoding="utf-8")
    tournament.main(["--from-log", str(log), "--record", "--commit", "abc1234"])
    (again,) = level_results.read(table)
    assert (again.games, again.seed) == (1, 4)

    level_results.recorded.cache_clear()
    monkeypatch.setattr(level_results, "TABLE", tmp_path / "none_yet.json")
    assert level_help("hard", "freight") == "Hard plays its turn out in made-up games."
    level_results.record(level_results.MatchResult(
        "freight", 2, ("hard", "normal"), 100, (68.0, 32.0), (0.58, 0.76), (80.0, 70.0),
        {"hard": 0.3, "normal": 0.01}, 1, True, "abc1234"))
    level_results.recorded.cache_clear()
    assert level_help("hard", "freight") == (
        "Hard plays its turn out in made-up games. It beat Normal in 68 of 100 games.")
    assert level_help("hard", "koplopers") == "Hard plays its turn out in made-up games."
    # Expert plays each game its own way (levels.EXPERT_TURNS), and says so.
    assert level_help("expert", "freight") == "Expert searches four times as long as Hard."
    assert level_help("expert", "koplopers") == (
        "Expert plays its next two turns out in made-up games.")
    level_results.recorded.cache_clear()


@pytest.mark.parametrize("damage", ["[{\"game\": \"freight\"", "[{\"game\": \"freight\"}]", "{}"])
def test_a_damaged_results_table_costs_setup_only_its_measured_sentences(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        damage: str) -> None:
    from game.ai import level_results
    from game.ai.level_words import level_help

    table = tmp_path / "level_results.json"
    table.write_text(damage, encoding="utf-8")
    monkeypatch.setattr(level_results, "TABLE", table)
    level_results.recorded.cache_clear()
    try:
        assert level_help("normal", "freight") == (
            "Normal weighs each move against the others' positions.")
        assert "level_results.json: not read" in capsys.readouterr().err
    finally:
        level_results.recorded.cache_clear()
