"""House rules on the project's own imports (DESIGN.md, "Layers"), read from the source.

- No import loop among the imports that run (at a module's top or inside a function).
- Counting the type-only ones (under `if TYPE_CHECKING:`) too, no knot of more than
  MAX_TYPE_KNOT modules: a reader follows those as well.
- Few imports of the project indented in game/ui (inside a function or a TYPE_CHECKING
  block), each saying why: a loop is mended by moving a responsibility, not hidden.
- Scenes are given services, never the app: no screen's package imports game.ui.app.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import networkx as nx

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "game"
MAX_TYPE_KNOT = 10
MAX_INDENTED = 20
# Where the screens live: none of them may import the app.
SCREEN_PACKAGES = ("game.ui.scenes.", "game.ui.table.", "game.ui.freight.", "game.ui.koplopers.",
                   "game.ui.lessons.", "game.ui.replay.", "game.ui.stats.")


@dataclass(frozen=True)
class Imported:
    source: str  # the importing module
    target: str  # the project's module it imports
    line: int
    indented: bool  # inside a function, a class or an if (not at the module's top)
    typing_only: bool  # under `if TYPE_CHECKING:`
    commented: bool  # a comment on its line, the line above, or its TYPE_CHECKING line


def module_paths() -> dict[str, Path]:
    found = {}
    for path in PACKAGE.rglob("*.py"):
        name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        found[name.removesuffix(".__init__")] = path
    return found


def _known(name: str, known: dict[str, Path]) -> str | None:
    """The project's module `name` names (a name imported from a module: that module)."""
    parts = name.split(".")
    while parts and ".".join(parts) not in known:
        parts.pop()
    return ".".join(parts) if parts else None


def _names(module: str, node: ast.Import | ast.ImportFrom, known: dict[str, Path]) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    if node.level:
        package = module.split(".")
        if known[module].name != "__init__.py":
            package = package[:-1]
        package = package[: len(package) - (node.level - 1)]
        base = ".".join(package + ([node.module] if node.module else []))
    return [f"{base}.{alias.name}" for alias in node.names]


def _commented(lines: list[str], line: int) -> bool:
    return "#" in lines[line - 1] or (line > 1 and lines[line - 2].strip().startswith("#"))


def imports(known: dict[str, Path]) -> list[Imported]:
    found = []
    for module, path in known.items():
        lines = path.read_text(encoding="utf-8").splitlines()
        tree = ast.parse("\n".join(lines))
        typing_block: dict[int, int] = {}  # id(import) -> line of its `if TYPE_CHECKING:`
        for node in ast.walk(tree):
            test = node.test if isinstance(node, ast.If) else None
            if test is not None and "TYPE_CHECKING" in ast.unparse(test):
                for inner in node.body:
                    for sub in ast.walk(inner):
                        typing_block[id(sub)] = node.lineno
        for node in ast.walk(tree):
            if not isinstance(node, (ast.Import, ast.ImportFrom)):
                continue
            block = typing_block.get(id(node))
            commented = _commented(lines, node.lineno) or (
                block is not None and "#" in lines[block - 1])
            for name in _names(module, node, known):
                target = _known(name, known)
                if target is not None and target != module:
                    found.append(Imported(module, target, node.lineno, node.col_offset > 0,
                                          block is not None, commented))
    return found


def knots(edges: list[Imported]) -> list[set[str]]:
    """The strongly connected sets of more than one module, largest first."""
    graph = nx.DiGraph((i.source, i.target) for i in edges)
    return sorted((c for c in nx.strongly_connected_components(graph) if len(c) > 1),
                  key=len, reverse=True)


KNOWN = module_paths()
IMPORTS = imports(KNOWN)


def test_the_reader_sees_the_imports_it_must() -> None:
    """The reader finds imports at the top, inside functions and under TYPE_CHECKING."""
    pairs = {(i.source, i.target, i.indented, i.typing_only) for i in IMPORTS}
    assert ("game.ui.app", "game.ui.navigator", False, False) in pairs
    assert ("game.ui.hints", "game.ai.hint", True, False) in pairs
    assert ("game.ui.hints", "game.ai.hint", True, True) in pairs


def test_no_import_loop_among_the_imports_that_run() -> None:
    found = knots([i for i in IMPORTS if not i.typing_only])
    assert found == [], [sorted(knot) for knot in found]


def test_with_type_only_imports_no_knot_is_larger_than_ten_modules() -> None:
    large = [sorted(knot) for knot in knots(IMPORTS) if len(knot) > MAX_TYPE_KNOT]
    assert large == []


def test_few_indented_imports_in_the_ui_and_each_says_why() -> None:
    indented = {(i.source, i.line): i for i in IMPORTS
                if i.indented and i.source.startswith("game.ui.")}
    silent = sorted(f"{source}:{line}" for (source, line), i in indented.items()
                    if not i.commented)
    assert silent == []
    assert len(indented) <= MAX_INDENTED, sorted(indented)


def test_no_screen_imports_the_app() -> None:
    offenders = sorted(f"{i.source}:{i.line}" for i in IMPORTS if i.target == "game.ui.app"
                       and i.source.startswith(SCREEN_PACKAGES))
    assert offenders == []
