"""game.engine.koplopers is the one door into the engine (issue 14 item 3)."""

from __future__ import annotations

import re
from pathlib import Path

import game.engine.koplopers as koplopers

ROOT = Path(__file__).resolve().parents[2]
SUBMODULE = re.compile(r"(?:from|import)\s+game\.engine\.koplopers\.\w+")


def test_every_public_name_exists_and_the_package_docstring_lists_it() -> None:
    doc = koplopers.__doc__ or ""
    for name in koplopers.__all__:
        assert hasattr(koplopers, name), name
        assert re.search(rf"\b{name}\b", doc), f"{name} is not in the package docstring"


def test_computer_players_import_only_the_package_api() -> None:
    offenders = [f"{path.relative_to(ROOT)}: {line.strip()}"
                 for path in sorted((ROOT / "game" / "ai").glob("*.py"))
                 for line in path.read_text(encoding="utf-8").splitlines()
                 if SUBMODULE.search(line)]
    assert offenders == []
