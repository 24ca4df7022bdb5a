"""House rules on imports: the engine is pure, it never imports pygame, pygame_gui or
game.ui; and outside the engine, a game is used through its package API only."""

import ast
from pathlib import Path

import game.engine

FORBIDDEN = ("pygame", "pygame_gui", "game.ui")


def imported_modules(path: Path) -> list[str]:
    names: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
    return names


def toolkit_imports(package: Path) -> list[str]:
    """Each import of pygame, pygame_gui or game.ui in the modules of `package`'s folder."""
    return [
        f"{path.relative_to(package)} imports {name}"
        for path in package.rglob("*.py")
        for name in imported_modules(path)
        if any(name == bad or name.startswith(bad + ".") for bad in FORBIDDEN)
    ]


def test_no_engine_module_imports_pygame_or_the_ui() -> None:
    assert toolkit_imports(Path(game.engine.__file__).parent) == []


def test_the_ui_and_the_computer_players_use_each_game_through_its_package() -> None:
    """DESIGN.md: "Outside game/engine, code imports only a game's package API
    (game.engine.freight, game.engine.koplopers), never their submodules." """
    root = Path(game.engine.__file__).parents[1]
    games = [p.name for p in Path(game.engine.__file__).parent.iterdir() if p.is_dir()
             and (p / "__init__.py").exists()]
    offenders = [
        f"{path.relative_to(root)} imports {name}"
        for folder in ("ui", "ai")
        for path in (root / folder).rglob("*.py")
        for name in imported_modules(path)
        if any(name.startswith(f"game.engine.{g}.") for g in games)
    ]
    assert games and offenders == []
