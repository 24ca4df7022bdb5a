"""House rules on imports: storage (game/store) keeps the player's files without a window
toolkit, so `python -m game check` and the statistics run on a machine with no screen,
and a save is judged by what the engine declares, never by how a screen draws it."""

import json
import subprocess
import sys
from pathlib import Path

import game.store
from tests.test_engine_purity import toolkit_imports

ROOT = Path(game.store.__file__).parents[2]


def test_no_store_module_imports_pygame_or_the_ui() -> None:
    assert toolkit_imports(Path(game.store.__file__).parent) == []


def _toolkits_loaded_by(code: str) -> list[str]:
    """The window toolkits a fresh interpreter has loaded after running `code`."""
    probe = (code + "\nimport json, sys\n"
             "print(json.dumps([m for m in ('pygame', 'pygame_gui') if m in sys.modules]))")
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True,
                          text=True, check=True)
    loaded: list[str] = json.loads(done.stdout.strip().splitlines()[-1])
    return loaded


def test_importing_every_store_module_loads_no_window_toolkit() -> None:
    store = Path(game.store.__file__).parent
    modules = [".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
               for path in store.rglob("*.py")]
    assert _toolkits_loaded_by("\n".join(f"import {m}" for m in modules)) == []


def test_checking_a_save_loads_no_window_toolkit(tmp_path: Path) -> None:
    """`python -m game check` replays a save exactly as Load does, without pygame."""
    from game.engine import freight
    from game.store.files import write_json_atomic

    game = freight.new_game(["Ann", "Bob"], seed=3)
    game.apply(game.legal_actions()[0])
    save = tmp_path / "game.json"
    write_json_atomic(save, game.record())
    code = (f"from game.__main__ import main\nassert main(['check', {str(save)!r}]) == 0")
    assert _toolkits_loaded_by(code) == []
