"""game.engine.freight is the one door to the engine for front ends and computer players.

Issue 14 item 3: outside game/engine, code imports a game's package API, never its
modules; the package docstring lists that API.
"""

import ast
from pathlib import Path

from game.engine import freight

ROOT = Path(__file__).resolve().parents[2]


def test_every_public_name_exists_and_the_package_says_what_it_offers() -> None:
    assert freight.__doc__ is not None
    for name in freight.__all__:
        assert hasattr(freight, name), name


def test_the_computer_players_read_freight_through_the_package_only() -> None:
    for path in sorted((ROOT / "game" / "ai").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert not node.module.startswith("game.engine.freight."), (path.name, node.module)
                if node.module == "game.engine.freight":
                    public = set(freight.__all__)
                    assert all(alias.name in public for alias in node.names), path.name
