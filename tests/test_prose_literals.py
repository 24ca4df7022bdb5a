"""No prose in game/ outside the catalog: a sentence in a literal string is put through tr(),
ntr(), trc() or mark(), or its module is on the one visible list of developer-facing texts.

Issue 38: "Add a test, beside the existing .pot test, that fails on a prose literal outside
tr()/ntr()/mark() in game/ (developer-facing texts such as the map checker and CLI help may
be marked as such, in one visible list)." Prose is two words of letters in a row; docstrings
are the code's own; a literal that is a catalog message itself is a key put through tr() where
it is shown ("Save as…" naming the pause menu's button).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from tests.test_texts import extract_tool

ROOT = Path(__file__).resolve().parent.parent
PROSE = re.compile(r"[A-Za-z]{2,}[,;:]?\s+[A-Za-z]{2,}")
MARKERS = {"tr", "ntr", "trc", "mark"}

# The modules whose words are for developers, not players: each with why.
DEVELOPER_FACING = {
    "game/__main__.py": "the command line's help and errors",
    "game/check.py": "the command-line checker of maps and records",
    "game/selfplay.py": "the command-line self-play runner",
    "game/engine/koplopers/mapfile.py": "the map checker: a map author reads it",
    "game/ui/koplopers/country_file.py": "the country file's checker: a map author reads it "
    "(a damaged file is said on the console and the board is drawn without the country)",
    "game/engine/freight/notation.py": "action notation errors: the text spelling of moves",
    "game/engine/games.py": "an unknown game's name, a programming error",
    "game/engine/seat_view.py": "a view asked of a finished game, a programming error",
    "game/ai/levels.py": "an unknown computer level, a programming error",
    "game/ai/koplopers_coupling.py": "a search's internal error",
    "game/ai/koplopers_rater.py": "a search's internal error",
    "game/ai/koplopers_fitted.py": "a damaged weights file of a tournament level (a fit's "
    "output, read beside its module): a developer's error",
    "game/ui/smoke.py": "the smoke test's report on the command line",
    "game/ui/screens.py": "an unknown screen's name, a programming error",
    "game/ui/resources.py": "an incomplete installation, said before any screen exists",
}
# Single literals elsewhere that are not prose for players, each with why.
NOT_PROSE = {
    ("game/ui/app.py", "first frame at "): "the start-up benchmark's printed timing",
    ("game/engine/action.py", ": an action kind empty or listed twice"):
        "a game declaring two action kinds of one name, a programming error",
    ("game/ui/scenes/pause.py", "save as"): "a screen's registered name (screens.py)",
    ("game/ui/lessons/guide.py", "lesson done"): "a screen's registered name (screens.py)",
    ("game/ai/level_results.py", "the table is not a list of matches"):
        "why the shipped results table was not read, for the developer's stderr",
    ("game/ai/level_results.py", ": not read, so setup says no measured results ("):
        "the developer's stderr line when the shipped results table is damaged",
}


def _called(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    return func.attr if isinstance(func, ast.Attribute) else ""


def prose_literals(path: Path, messages: set[str]) -> list[tuple[int, str]]:
    """(line, text) of each prose literal in the module at `path` that is not a message."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) and isinstance(
                body[0].value, ast.Constant):
            skipped.add(id(body[0].value))  # a docstring
        if isinstance(node, ast.Call) and _called(node) in MARKERS:
            skipped.update(id(inner) for arg in node.args for inner in ast.walk(arg))
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in skipped and PROSE.search(node.value)
            and node.value not in messages]


def test_every_prose_literal_in_game_goes_through_the_catalog() -> None:
    messages = {message.msgid for message in extract_tool().messages()}
    found = [f"{place}:{line}: {text!r}"
             for path in sorted((ROOT / "game").rglob("*.py"))
             if (place := path.relative_to(ROOT).as_posix()) not in DEVELOPER_FACING
             for line, text in prose_literals(path, messages)
             if (place, text) not in NOT_PROSE]
    assert not found, "prose outside tr()/ntr()/trc()/mark():\n" + "\n".join(found)


def test_the_lists_name_only_modules_that_exist_and_still_need_it() -> None:
    messages = {message.msgid for message in extract_tool().messages()}
    for place in DEVELOPER_FACING:
        assert (ROOT / place).is_file(), place
    for place, text in NOT_PROSE:
        assert (place, text) in {(place, t) for _, t in prose_literals(ROOT / place, messages)}


def test_the_check_finds_a_sentence_and_leaves_marked_ones(tmp_path: Path) -> None:
    module = tmp_path / "sample.py"
    module.write_text('"""A docstring, the code\'s own."""\n'
                      'said = tr("Day {day} begins.")\n'
                      'shown = f"{name} takes the train"\n'
                      'key = "New game"\n', encoding="utf-8")
    assert prose_literals(module, {"New game"}) == [(3, " takes the train")]
