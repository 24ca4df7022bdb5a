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
