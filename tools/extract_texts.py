"""List every text a player reads into assets/locale/railway.pot, the translators' template.

    python tools/extract_texts.py           # write the template
    python tools/extract_texts.py --check   # exit 1 if the template is out of date

A message is what game/texts.py is given as a literal string: `tr("...")`,
`ntr("...", "...", n)` or `mark("...")`, found by reading the code (ast), so
nothing has to run; and every text of the lessons (assets/lessons/<game>/*.json:
each lesson's title and summary, each step's say, explain and nudge), which the
lesson screens put through tr() as they show them. A translator copies the template to
assets/locale/<language>/LC_MESSAGES/railway.po, translates it, and compiles it
to railway.mo (msgfmt, or Babel's compile): the screens need no change.
"""

from __future__ import annotations

import ast
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "game"
LESSONS = ROOT / "assets" / "lessons"
LESSON_TEXTS = ("title", "about")
STEP_TEXTS = ("say", "explain", "nudge")
TEMPLATE = ROOT / "assets" / "locale" / "railway.pot"
SINGULAR = {"tr", "mark"}
PLURAL = {"ntr"}
HEADER = """\
# Every text a player reads in Railway Table Games.
# Made by tools/extract_texts.py from the code; do not edit by hand.
msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"
"""


@dataclass
class Message:
    msgid: str
    plural: str | None
    places: list[str] = field(default_factory=list)


def _called(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    return func.attr if isinstance(func, ast.Attribute) else ""


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def messages_in(path: Path, found: dict[tuple[str, str | None], Message]) -> None:
    """Add the messages marked in the module at `path` to `found`, keyed by their words."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    place = path.relative_to(ROOT).as_posix()
    calls = sorted((node for node in ast.walk(tree) if isinstance(node, ast.Call)),
                   key=lambda node: (node.lineno, node.col_offset))
    for node in calls:
        name = _called(node)
        words = [_literal(arg) for arg in node.args[:2]]
        if name in SINGULAR and words[:1] and words[0] is not None:
            key: tuple[str, str | None] = (words[0], None)
        elif name in PLURAL and len(words) == 2 and None not in words:
            key = (words[0] or "", words[1])
        else:
            continue
        message = found.setdefault(key, Message(*key))
        message.places.append(place)


def lesson_messages(found: dict[tuple[str, str | None], Message]) -> None:
    """Add the words of every lesson file to `found` (a file that is not a lesson's JSON adds
    none: the Learn screen lists it as not usable, and tests/lessons says why)."""
    for path in sorted(LESSONS.glob("*/*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            steps = [step for step in data.get("steps", []) if isinstance(step, dict)]
        except (ValueError, AttributeError):
            continue
        texts = [data.get(name) for name in LESSON_TEXTS]
        texts += [step.get(name) for step in steps for name in STEP_TEXTS]
        place = path.relative_to(ROOT).as_posix()
        for text in texts:
            if isinstance(text, str) and text.strip():
                found.setdefault((text, None), Message(text, None)).places.append(place)


def _quoted(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{escaped}"'


def template() -> str:
    """The .pot text for the code as it is now, messages in the order the files are read."""
    found: dict[tuple[str, str | None], Message] = {}
    for path in sorted(SOURCES.rglob("*.py")):
        messages_in(path, found)
    lesson_messages(found)
    parts = [HEADER]
    for message in found.values():
        # Files, not lines: the template changes when a message does, not when code moves.
        lines = [f"#: {place}" for place in dict.fromkeys(message.places)]
        lines.append(f"msgid {_quoted(message.msgid)}")
        if message.plural is None:
            lines.append('msgstr ""')
        else:
            lines += [f"msgid_plural {_quoted(message.plural)}", 'msgstr[0] ""', 'msgstr[1] ""']
        parts.append("\n".join(lines) + "\n")
    return "\n".join(parts)


def main(argv: list[str]) -> int:
    text = template()
    if "--check" in argv:
        current = TEMPLATE.read_text(encoding="utf-8") if TEMPLATE.is_file() else ""
        if current != text:
            print(f"{TEMPLATE.relative_to(ROOT)} is out of date: run tools/extract_texts.py")
            return 1
        return 0
    TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
    TEMPLATE.write_text(text, encoding="utf-8")
    print(f"{text.count('msgid ') - 1} messages in {TEMPLATE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
