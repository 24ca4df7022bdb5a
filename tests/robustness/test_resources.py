"""Shipped files are looked up in the bundle when frozen, and a missing one stops the app."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.ui.resources import MissingResource, shipped

ROOT = Path(__file__).resolve().parents[2]


def test_a_missing_shipped_file_is_an_error_naming_it(tmp_path: Path) -> None:
    with pytest.raises(MissingResource, match="nothing.ttf is missing"):
        shipped(tmp_path / "nothing.ttf")


def test_a_frozen_app_reads_its_assets_from_the_bundle_and_only_there(tmp_path: Path) -> None:
    """A bundle folder without assets/ fails at start, instead of using the repository's."""
    code = f"import sys; sys._MEIPASS = {str(tmp_path)!r}; import game.ui.resources"
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert done.returncode != 0
    assert f"MissingResource: {tmp_path / 'assets'} is missing" in done.stderr
