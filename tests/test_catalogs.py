"""The translations: every committed catalog is compiled from its .po as it stands, complete
for the template, with every message's fields kept, and the Dutch one reads as Dutch.

Issue 38: the app in Dutch. tools/compile_catalogs.py writes railway.mo beside each
railway.po (no gettext tools needed); the .mo files are committed for a fresh clone and
the packaged app, so a test keeps them from drifting from their .po.
"""

from __future__ import annotations

import gettext
import importlib.util
import io
import json
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from types import ModuleType

import pytest

from game import texts
from game.engine import freight, koplopers

ROOT = Path(__file__).resolve().parent.parent
FIELD = re.compile(r"\{[^{}]*\}")


def tool(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


COMPILE = tool("compile_catalogs")
CATALOGS = COMPILE.catalogs()


def _all_template_ids() -> set[bytes]:
    """The template's messages as a .mo keys them: msgid, or msgid NUL plural, after its
    context and EOT where it has one."""
    text = (ROOT / "assets/locale/railway.pot").read_text(encoding="utf-8")
    ids = set()
    for block in text.split("\n\n"):
        found = dict(re.findall(r'^(msgctxt|msgid|msgid_plural) (".*")$', block, re.M))
        if found.get("msgid", '""') != '""':
            msgid = json.loads(found["msgid"])
            plural = found.get("msgid_plural")
            key = msgid if plural is None else f"{msgid}\0{json.loads(plural)}"
            context = found.get("msgctxt")
            ids.add((key if context is None else f"{json.loads(context)}\x04{key}").encode())
    return ids


def test_there_is_a_dutch_catalog() -> None:
    assert ROOT / "assets/locale/nl/LC_MESSAGES/railway.po" in CATALOGS


@pytest.mark.parametrize("po", CATALOGS, ids=[p.parts[-3] for p in CATALOGS])
def test_each_committed_mo_is_what_the_tool_makes_of_its_po(po: Path) -> None:
    mo = po.with_suffix(".mo")
    assert mo.is_file(), f"{mo} is missing: run python tools/compile_catalogs.py"
    assert mo.read_bytes() == COMPILE.mo_bytes(COMPILE.read_po(po)), (
        f"{mo} is out of date: run python tools/compile_catalogs.py")


@pytest.mark.parametrize("po", CATALOGS, ids=[p.parts[-3] for p in CATALOGS])
def test_each_catalog_translates_every_message_and_keeps_its_fields(po: Path) -> None:
    translations = COMPILE.read_po(po)
    missing = _all_template_ids() - set(translations)
    assert not missing, f"{len(missing)} untranslated, such as {sorted(missing)[:3]}"
    assert set(translations) - {b""} <= _all_template_ids(), "messages the code no longer has"
    header = translations[b""].decode()
    assert "Plural-Forms: nplurals=2; plural=(n != 1);" in header
    for key, value in translations.items():
        if not key:
            continue
        wanted = set(FIELD.findall(key.decode()))
        for form in value.decode().split("\0"):
            assert set(FIELD.findall(form)) == wanted, (key, form)


def test_the_tool_reads_what_gnu_msgfmt_reads() -> None:
    """Context, plurals, strings split over lines, escapes, fuzzy and untranslated entries."""
    po = ROOT / "tests" / "catalog_sample.po"
    translations = COMPILE.read_po(po)
    assert translations == {
        b"": b"Content-Type: text/plain; charset=UTF-8\n"
             b"Plural-Forms: nplurals=2; plural=(n != 1);\n",
        b"Two lines\nand a \"quote\"": "Twee regels\nen een “citaat”".encode(),
        b"menu\x04Open": b"Openen",
        b"{n} car\0{n} cars": b"{n} wagen\0{n} wagens",
    }
    catalog = gettext.GNUTranslations(io.BytesIO(COMPILE.mo_bytes(translations)))
    assert catalog.ngettext("{n} car", "{n} cars", 3) == "{n} wagens"
    assert catalog.pgettext("menu", "Open") == "Openen"


@pytest.mark.skipif(shutil.which("msgfmt") is None, reason="GNU gettext is not installed")
@pytest.mark.parametrize("po", [*CATALOGS, ROOT / "tests" / "catalog_sample.po"],
                         ids=[*(p.parts[-3] for p in CATALOGS), "sample"])
def test_the_tool_writes_what_gnu_msgfmt_writes(po: Path, tmp_path: Path) -> None:
    made = tmp_path / "gnu.mo"
    subprocess.run(["msgfmt", "--no-hash", "-o", str(made), str(po)], check=True)
    assert COMPILE.mo_bytes(COMPILE.read_po(po)) == made.read_bytes()


def test_dutch_turns_log_lines_buttons_and_plurals_dutch() -> None:
    texts.use_language("nl")
    assert texts.language() == "nl"
    assert freight.EndOfDayDrawn().log_line(["Ann"]) == "De Einde-van-de-dag-kaart is getrokken!"
    assert freight.LocomotiveAdded(0).log_line(["Ann"]) == "Ann zet een extra locomotief in."
    assert koplopers.RoundBegan(3, False).log_line(["Ann"]) == "Ronde 3 begint."
    assert texts.tr("New game") == "Nieuw spel" and texts.tr("End turn") == "Einde beurt"
    assert [texts.points(n) for n in (1, -1, 0, 108)] == [
        "1 punt", "-1 punt", "0 punten", "108 punten"]
    assert texts.cars(1) == "1 wagen" and texts.cars(3) == "3 wagens"
    assert texts.wins_with("Bob", 1) == "Bob wint met 1 punt"
    assert freight.a_car(freight.Car.ORE) == "een Ertswagen"
    assert texts.and_list(["Ann", "Bob", "Cy"]) == "Ann, Bob en Cy"
    assert texts.trc("turn", "Pass") == "Passen"
    assert texts.decimal(2.5) == "2,5"
    assert texts.sentence("ijzer") == "IJzer"
    moment = time.mktime((2026, 12, 4, 14, 5, 0, 0, 0, -1))
    assert texts.date_and_time(moment) == "4 dec. 2026, 14:05"
    texts.use_language("en")
    assert texts.date_and_time(moment) == "4 Dec 2026, 14:05"


def test_english_is_the_messages_themselves_and_the_system_decides_by_default(
        monkeypatch: pytest.MonkeyPatch) -> None:
    texts.use_language("en")
    assert texts.tr("New game") == "New game" and texts.points(3) == "3 points"
    for variable in texts.LANGUAGE_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    assert texts.system_language() == "en"
    monkeypatch.setenv("LANG", "nl_NL.UTF-8")
    assert texts.system_language() == "nl"
    texts.use_language(None)
    assert texts.tr("New game") == "Nieuw spel"
    monkeypatch.setenv("LANGUAGE", "fr:nl")  # the first language listed that the app speaks
    assert texts.system_language() == "nl"
    monkeypatch.setenv("LC_ALL", "de_DE.UTF-8")
    monkeypatch.delenv("LANGUAGE")
    assert texts.system_language() == "en"  # LC_ALL decides over LANG, and German is not spoken


def test_a_lesson_reads_dutch_with_the_catalog_on() -> None:
    lesson = json.loads((ROOT / "assets/lessons/koplopers/01-heerlen.json").read_text("utf-8"))
    texts.use_language("nl")
    assert texts.tr(lesson["title"]) == "Bouwen en kopmaken in Heerlen"
    step = lesson["steps"][0]
    assert texts.tr(step["say"]).startswith("Jij bent Leonie.")
    for step in lesson["steps"]:
        for name in ("say", "explain", "nudge"):
            if step.get(name):
                assert texts.tr(step[name]) != step[name], step[name]


def test_a_language_chosen_after_the_engine_loaded_names_the_log_cars_in_it() -> None:
    """The player may switch in Settings after a game was played: nothing of the log's
    words is fixed when the engine is imported ('een a Tank car' was)."""
    taken = freight.CarTaken(0, "tank", freight.Target(freight.LINE, 1), 0)
    assert taken.log_line(["Ann"]) == "Ann takes a Tank car from line 2."
    texts.use_language("nl")
    assert taken.log_line(["Ann"]) == "Ann neemt een Ketelwagen van spoor 2."


EXTRACT = tool("extract_texts")


@pytest.mark.parametrize("po", CATALOGS, ids=[p.parts[-3] for p in CATALOGS])
def test_each_catalog_is_merged_with_the_template_as_it_is(po: Path) -> None:
    assert EXTRACT.template() == (ROOT / "assets/locale/railway.pot").read_text("utf-8"), (
        "run python tools/extract_texts.py --update")
    assert EXTRACT.merged(po.read_text("utf-8")) == po.read_text("utf-8"), (
        f"{po} is not merged: run python tools/extract_texts.py --update")


def test_update_keeps_each_entry_in_its_place_and_appends_the_new_ones(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Several helpers append translations at once: an entry the code still has keeps its
    place, translation, translator comment and context; new messages come at the end."""
    message = EXTRACT.Message
    monkeypatch.setattr(EXTRACT, "messages", lambda: [
        message(None, "Day {day}", None, ["game/a.py"]),
        message("turn", "Pass", None, ["game/b.py"]),
        message(None, "{n} car", "{n} cars", ["game/c.py"]),
        message(None, "New", None, ["game/d.py"]),
    ])
    catalog = ('msgid ""\nmsgstr ""\n"Language: nl\\n"\n\n'
               '# translator: a fare stage, not a day of the week\n#: game/old.py\n'
               'msgctxt "turn"\nmsgid "Pass"\nmsgstr "Passen"\n\n'
               '#: game/gone.py\nmsgid "Gone"\nmsgstr "Weg"\n\n'
               '#: game/a.py\nmsgid "Day {day}"\nmsgstr "Dag {day}"\n\n'
               '#: game/c.py\nmsgid "{n} car"\nmsgid_plural "{n} cars"\n'
               'msgstr[0] "{n} wagen"\nmsgstr[1] "{n} wagens"\n')
    assert EXTRACT.merged(catalog) == (
        'msgid ""\nmsgstr ""\n"Language: nl\\n"\n\n'
        '# translator: a fare stage, not a day of the week\n#: game/b.py\n'
        'msgctxt "turn"\nmsgid "Pass"\nmsgstr "Passen"\n\n'
        '#: game/a.py\nmsgid "Day {day}"\nmsgstr "Dag {day}"\n\n'
        '#: game/c.py\nmsgid "{n} car"\nmsgid_plural "{n} cars"\n'
        'msgstr[0] "{n} wagen"\nmsgstr[1] "{n} wagens"\n\n'
        '#: game/d.py\nmsgid "New"\nmsgstr ""\n')


def test_the_template_gives_a_context_its_msgctxt() -> None:
    assert 'msgctxt "month"\nmsgid "May"\nmsgstr ""' in EXTRACT.template()


def test_a_damaged_save_is_refused_in_the_players_language(tmp_path: Path) -> None:
    """Load shows why a save cannot be opened: those reasons are read in Dutch too."""
    from game.engine.errors import InvalidRecord
    from game.store.save_format import read_save

    broken = tmp_path / "broken.json"
    broken.write_text('{"game": ', encoding="utf-8")
    texts.use_language("nl")
    with pytest.raises(InvalidRecord) as refused:
        read_save(broken)
    assert refused.value.reason == f"{broken} is geen geldige JSON (regel 1, kolom 10)"
    with pytest.raises(InvalidRecord) as refused:
        freight.load({"game": "freight"})
    assert refused.value.reason.startswith("het spelverslag mist ")
    record = freight.new_game(players=2, seed=1).record()
    record["actions"] = [{"type": "take", "line": "two", "colour": "red"}, {"type": "fly"}]
    with pytest.raises(InvalidRecord) as refused:
        freight.load(record)
    assert refused.value.reason == (
        "zet 1 is niet te lezen: zet 'take' heeft een onbekend veld: colour")
    record["actions"] = [{"type": "take", "line": "two"}]
    with pytest.raises(InvalidRecord) as refused:
        freight.load(record)
    assert refused.value.reason == (
        "zet 1 is niet te lezen: zet 'take': veld 'line' moet een geheel getal zijn")


def test_a_large_count_takes_the_languages_thousands_sign() -> None:
    """'Reading 12,345 more saves…' in English, 'Nog 12.345 opgeslagen spellen lezen…'."""
    assert texts.whole(12345) == "12,345" and texts.whole(7) == "7"
    texts.use_language("nl")
    assert texts.whole(12345) == "12.345" and texts.whole(1234567) == "1.234.567"
