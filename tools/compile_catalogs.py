"""Compile every translators' catalog (.po) into the file gettext reads (.mo), beside it.

    python tools/compile_catalogs.py           # write assets/locale/*/LC_MESSAGES/railway.mo
    python tools/compile_catalogs.py --check   # exit 1 if a committed .mo differs from its .po

Stdlib only, in the manner of CPython's Tools/i18n/msgfmt.py, so a fresh clone, the
packaged app and a translator's machine need no gettext tools: the .mo files are
committed, and tests/test_catalogs.py checks that each is exactly what this makes
of its .po. Fuzzy entries are left out (a translator has not vouched for them) and
so are untranslated ones: gettext then shows the English message.
"""

from __future__ import annotations

import ast
import struct
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "assets" / "locale"
MAGIC = 0x950412DE  # GNU .mo, little-endian as struct writes it on every machine we build on
KEYWORDS = ("msgctxt", "msgid_plural", "msgid", "msgstr")


class CatalogError(ValueError):
    """A .po file this tool cannot read: the file and line say where."""


@dataclass
class _Entry:
    context: str | None = None
    msgid: str | None = None
    plural: str | None = None
    strings: dict[int, str] = field(default_factory=dict)
    fuzzy: bool = False


def _string(text: str, where: str) -> str:
    """The value of one quoted C-style string of a .po line."""
    if not (text.startswith('"') and text.endswith('"')):
        raise CatalogError(f"{where}: expected a quoted string, not {text!r}")
    try:
        value = ast.literal_eval(text)
    except (SyntaxError, ValueError) as error:
        raise CatalogError(f"{where}: {error}") from None
    if not isinstance(value, str):
        raise CatalogError(f"{where}: expected a string")
    return value


def read_po(path: Path) -> dict[bytes, bytes]:
    """The translations of the .po at `path` as the .mo keys them: msgid (with its context
    and plural joined as gettext does) to msgstr (plural forms joined by NUL)."""
    entries: list[_Entry] = []
    entry = _Entry()
    name, index = "", 0
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line, where = raw.strip(), f"{path}:{number}"
        keyword = next((k for k in KEYWORDS if line.startswith(k)), None)
        if name == "msgstr" and (line.startswith("#") or keyword in ("msgctxt", "msgid")):
            entries.append(entry)  # a comment or a new msgid ends the entry before it
            entry, name = _Entry(), ""
        if line.startswith("#"):
            entry.fuzzy = entry.fuzzy or (line.startswith("#,") and "fuzzy" in line)
            continue
        if not line:
            continue
        if keyword is None:
            if not (line.startswith('"') and name):
                raise CatalogError(f"{where}: cannot read {raw!r}")
            _add(entry, name, index, _string(line, where), continued=True)
            continue
        rest = line[len(keyword):]
        index = 0
        if keyword == "msgstr" and rest.startswith("["):
            close = rest.find("]")
            if close < 0 or not rest[1:close].isdigit():
                raise CatalogError(f"{where}: cannot read {raw!r}")
            index, rest = int(rest[1:close]), rest[close + 1:]
        name = keyword
        _add(entry, name, index, _string(rest.strip(), where), continued=False)
    if name == "msgstr":
        entries.append(entry)
    return dict(_compiled(e) for e in entries if _kept(e))


def _add(entry: _Entry, name: str, index: int, value: str, continued: bool) -> None:
    """Put `value` into the field `name` of `entry`, after what it holds if `continued`."""
    if name == "msgstr":
        entry.strings[index] = (entry.strings.get(index, "") if continued else "") + value
        return
    attribute = {"msgctxt": "context", "msgid": "msgid", "msgid_plural": "plural"}[name]
    before = getattr(entry, attribute) if continued else None
    setattr(entry, attribute, (before or "") + value)


def _kept(entry: _Entry) -> bool:
    """Translated and vouched for; the header (msgid "") is kept even when marked fuzzy."""
    if entry.msgid is None or not entry.strings:
        return False
    return entry.msgid == "" or (all(entry.strings.values()) and not entry.fuzzy)


def _compiled(entry: _Entry) -> tuple[bytes, bytes]:
    assert entry.msgid is not None
    key = entry.msgid if entry.plural is None else f"{entry.msgid}\0{entry.plural}"
    if entry.context is not None:
        key = f"{entry.context}\x04{key}"
    value = "\0".join(entry.strings[i] for i in sorted(entry.strings))
    return key.encode("utf-8"), value.encode("utf-8")


def mo_bytes(translations: dict[bytes, bytes]) -> bytes:
    """A GNU .mo file of `translations`, keys sorted, no hash table: byte for byte what
    GNU `msgfmt --no-hash` writes (the empty hash table's offset is where it would start)."""
    keys = sorted(translations)
    ids = strs = b""
    offsets: list[tuple[int, int, int, int]] = []
    for key in keys:
        offsets.append((len(ids), len(key), len(strs), len(translations[key])))
        ids += key + b"\0"
        strs += translations[key] + b"\0"
    ids_start = 7 * 4 + 16 * len(keys)
    strs_start = ids_start + len(ids)
    key_table: list[int] = []
    value_table: list[int] = []
    for id_offset, id_length, str_offset, str_length in offsets:
        key_table += [id_length, ids_start + id_offset]
        value_table += [str_length, strs_start + str_offset]
    header = struct.pack("<Iiiiiii", MAGIC, 0, len(keys), 7 * 4, 7 * 4 + 8 * len(keys), 0,
                         ids_start)
    tables = struct.pack(f"<{len(key_table) + len(value_table)}i", *key_table, *value_table)
    return header + tables + ids + strs


def catalogs() -> list[Path]:
    """Every translators' catalog in the app's locale folder."""
    return sorted(LOCALES.glob("*/LC_MESSAGES/*.po"))


def main(argv: list[str]) -> int:
    stale = []
    for po in catalogs():
        mo = po.with_suffix(".mo")
        translations = read_po(po)
        made = mo_bytes(translations)
        if "--check" in argv:
            if not mo.is_file() or mo.read_bytes() != made:
                stale.append(mo)
            continue
        mo.write_bytes(made)
        messages = len([key for key in translations if key])  # the header is no message
        print(f"{mo.relative_to(ROOT)}: {messages} messages")
    for mo in stale:
        print(f"{mo.relative_to(ROOT)} is out of date: run tools/compile_catalogs.py")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
