"""List every text a player reads into assets/locale/railway.pot, the translators' template.

    python tools/extract_texts.py                    # write the template
    python tools/extract_texts.py --check            # exit 1 if the template is out of date
    python tools/extract_texts.py --update           # and merge it into every .po
    python tools/extract_texts.py --update --check   # exit 1 if a .po is not merged

A message is what game/texts.py is given as a literal string: `tr("...")`,
`ntr("...", "...", n)`, `trc("context", "...")` or `mark("...")`, found by reading
the code (ast), so nothing has to run; and every text of the lessons (assets/lessons/<game>/*.json:
each lesson's title and summary, each step's say, explain and nudge), which the
lesson screens put through tr() as they show them. A translator copies the template to
assets/locale/<language>/LC_MESSAGES/railway.po, translates it, and compiles it
to railway.mo (tools/compile_catalogs.py): the screens need no change.

`--update` merges the template into each catalog as msgmerge does, but keeps the file's
order, so that several people adding translations at once merge by appending: every entry
whose message the code still has stays where it is, with its translation, its translator
comments and flags (its "#:" lines are the template's); the template's new messages are
appended at the end, untranslated; entries of messages the code no longer has are dropped.
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
CONTEXTUAL = {"trc"}
CATALOGS = ROOT / "assets" / "locale"
HEADER = """\
# Every text a player reads in Railway Table Games.
# Made by tools/extract_texts.py from the code; do not edit by hand.
msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"
"""


Key = tuple[str | None, str, str | None]  # msgctxt, msgid, msgid_plural


@dataclass
class Message:
    context: str | None
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


def messages_in(path: Path, found: dict[Key, Message]) -> None:
    """Add the messages marked in the module at `path` to `found`, keyed by their words."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    place = path.relative_to(ROOT).as_posix()
    calls = sorted((node for node in ast.walk(tree) if isinstance(node, ast.Call)),
                   key=lambda node: (node.lineno, node.col_offset))
    for node in calls:
        name = _called(node)
        words = [_literal(arg) for arg in node.args[:2]]
        if name in SINGULAR and words[:1] and words[0] is not None:
            key: Key = (None, words[0], None)
        elif name in PLURAL and len(words) == 2 and None not in words:
            key = (None, words[0] or "", words[1])
        elif name in CONTEXTUAL and len(words) == 2 and None not in words:
            key = (words[0], words[1] or "", None)
        else:
            continue
        message = found.setdefault(key, Message(*key))
        message.places.append(place)


def lesson_messages(found: dict[Key, Message]) -> None:
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
                found.setdefault((None, text, None), Message(None, text, None)).places.append(
                    place)


def _quoted(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{escaped}"'


def messages() -> list[Message]:
    """Every message of the code and the lessons as it is now, in the order the files are read."""
    found: dict[Key, Message] = {}
    for path in sorted(SOURCES.rglob("*.py")):
        messages_in(path, found)
    lesson_messages(found)
    return list(found.values())


def _references(message: Message) -> list[str]:
    # Files, not lines: the template changes when a message does, not when code moves.
    return [f"#: {place}" for place in dict.fromkeys(message.places)]


def _entry(message: Message) -> list[str]:
    """A message's lines as the template has them, untranslated."""
    lines = [] if message.context is None else [f"msgctxt {_quoted(message.context)}"]
    lines.append(f"msgid {_quoted(message.msgid)}")
    if message.plural is None:
        return [*lines, 'msgstr ""']
    return [*lines, f"msgid_plural {_quoted(message.plural)}", 'msgstr[0] ""', 'msgstr[1] ""']


def template() -> str:
    """The .pot text for the code as it is now."""
    entries = ["\n".join([*_references(m), *_entry(m)]) + "\n" for m in messages()]
    return "\n".join([HEADER, *entries])


def _unquoted(text: str) -> str:
    """One quoted string of a .po line, read as tools/compile_catalogs.py reads it."""
    value = ast.literal_eval(text)
    assert isinstance(value, str), text
    return value


def _key(block: list[str]) -> Key | None:
    """The message a catalog entry translates; None for the header."""
    fields: dict[str, str] = {}
    name = ""
    for line in block:
        if line.startswith("#"):
            continue
        if line.startswith('"'):
            if name in fields:  # a msgstr's lines are the translation's, not the key's
                fields[name] += _unquoted(line)
            continue
        name, _, rest = line.partition(" ")
        if name in ("msgctxt", "msgid", "msgid_plural"):
            fields[name] = _unquoted(rest)
    if not fields.get("msgid"):
        return None
    return fields.get("msgctxt"), fields["msgid"], fields.get("msgid_plural")


def merged(catalog: str) -> str:
    """The catalog `catalog` (a .po's text) merged with the template, as --update writes it."""
    wanted = {(m.context, m.msgid, m.plural): m for m in messages()}
    blocks = [b.splitlines() for b in catalog.strip("\n").split("\n\n") if b.strip()]
    kept: list[str] = []
    seen: set[Key] = set()
    for block in blocks:
        key = _key(block)
        if key is None:  # the header, as the translator wrote it
            kept.append("\n".join(block))
            continue
        if key not in wanted or key in seen:
            continue  # the code no longer has it
        seen.add(key)
        comments = [line for line in block if line.startswith("#") and not line.startswith("#:")]
        body = [line for line in block if not line.startswith("#")]
        kept.append("\n".join([*comments, *_references(wanted[key]), *body]))
    kept += ["\n".join([*_references(m), *_entry(m)]) for key, m in wanted.items()
             if key not in seen]
    return "\n\n".join(kept) + "\n"


def catalogs() -> list[Path]:
    return sorted(CATALOGS.glob("*/LC_MESSAGES/*.po"))


def update(check: bool) -> int:
    """Merge the template into every catalog, or (`check`) say which is not merged."""
    stale = 0
    for po in catalogs():
        text = po.read_text(encoding="utf-8")
        made = merged(text)
        if made == text:
            continue
        if check:
            print(f"{po.relative_to(ROOT)} is not merged: run tools/extract_texts.py --update")
            stale += 1
            continue
        po.write_text(made, encoding="utf-8")
        new = made.count("\nmsgid ") - text.count("\nmsgid ")
        print(f"{po.relative_to(ROOT)}: merged ({new:+d} entries); translate the new ones at "
              "its end, then run tools/compile_catalogs.py")
    return 1 if stale else 0


def main(argv: list[str]) -> int:
    text = template()
    if "--update" in argv:
        if "--check" not in argv:
            TEMPLATE.write_text(text, encoding="utf-8")
        return update(check="--check" in argv)
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
