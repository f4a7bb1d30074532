"""Every rule is taught: notebooks/README.md maps each rule ID of docs/RULES.md and each online option
to the lessons that teach it, and each of those lessons names the rule."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from crisp_core.games import games

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
README = (NOTEBOOKS / "README.md").read_text()
RULES = (ROOT / "docs" / "RULES.md").read_text()
OPTIONS = ("R8", "R9", "R10", "R11.4")  # the online table's options (RULES.md R8-R10, R11.4)


def rule_ids() -> list[str]:
    """Every rule ID of play in RULES.md: the numbered items R1.1 ... R11.5, R10 (a rule without
    items) and the settled readings of play S1-S4 (S5-S6 are about records and option values)."""
    items = re.findall(r"^\s*- (R\d+(?:\.\d+)+|S[1-4]) ", RULES, re.M)
    sections = [s for s in re.findall(r"^## (R\d+) ", RULES, re.M) if not any(i.startswith(s + ".") for i in items)]
    return items + sections


def table(heading: str) -> dict[str, list[str]]:
    """First column -> the lesson numbers of the last column, for the table under ``heading``."""
    section = README.split(heading, 1)[1].split("\n## ", 1)[0]
    rows = [line.split("|")[1:-1] for line in section.splitlines() if line.startswith("| ")]
    return {cells[0].strip(): re.findall(r"\d\d", cells[-1]) for cells in rows[2:]}


def lesson_text(number: str) -> str:
    """All the text (markdown and code) of lesson ``number``."""
    [path] = NOTEBOOKS.glob(f"{number}-*.ipynb")
    return "\n".join("".join(cell["source"]) for cell in json.loads(path.read_text())["cells"])


def mentions(text: str, rule: str) -> bool:
    """True if ``text`` names ``rule`` itself (R5.4 is not named by R5.4.1)."""
    return re.search(re.escape(rule) + r"(?![.\d])|" + re.escape(rule) + r"(?=\.\s)", text) is not None


def test_rule_ids_are_read_from_the_rules():
    ids = rule_ids()
    assert ids[:2] == ["R1.1", "R1.2"] and "R5.4.3" in ids and "R10" in ids and "R11.5" in ids and "S4" in ids
    assert len(ids) == len(set(ids)) == 51


def test_every_rule_is_in_the_table():
    taught = table("## Every rule, and where it is taught")
    assert [r for r in rule_ids() if r not in taught] == []
    assert [r for r in taught if r not in rule_ids()] == [], "the table names a rule RULES.md does not have"
    assert all(lessons for lessons in taught.values())


def test_every_online_option_is_in_the_table():
    options = table("## The online table's options")
    rules = {cells for cells in re.findall(r"^\| [^|]+ \| (R[\d.]+) \|", README, re.M)}
    assert set(OPTIONS) <= rules and len(options) == len(OPTIONS)


def test_each_lesson_names_the_rules_it_teaches():
    missing = [(rule, lesson) for rule, lessons in table("## Every rule, and where it is taught").items()
               for lesson in lessons if not mentions(lesson_text(lesson), rule)]
    assert missing == [], f"rules not named in the lesson the table sends them to: {missing}"


def test_every_lesson_is_listed_and_links_to_the_next():
    listed = re.findall(r"\]\((\d\d-[\w-]+\.ipynb)\)", README.split("## Every rule")[0])
    assert listed and listed == sorted(p.name for p in NOTEBOOKS.glob("*.ipynb"))
    for name, following in zip(listed, listed[1:]):
        assert f"({following})" in lesson_text(name[:2]), f"{name} does not link to {following}"


# the games taught by a lesson of their own, with a table "## <Game>: every rule ..." (Crisp's is the table above)
SIBLINGS = [game for game in games() if f"\n## {game.title}: every rule, and where it is taught" in README]


def test_every_game_a_lesson_names_has_its_table():
    """Every registered game but Crisp (the first; its tables are above) that a lesson names has its table; a game
    no lesson names (a new one) has none to keep."""
    every = list(games())
    lessons = "\n".join(lesson_text(path.name[:2]) for path in sorted(NOTEBOOKS.glob("*.ipynb")))
    named = [game for game in every[1:] if re.search(rf"\b{re.escape(game.title)}\b", lessons)]
    assert every[0].name == "crisp" and named, "no lesson names a sibling game"
    assert [game.name for game in named if game not in SIBLINGS] == []


@pytest.mark.parametrize("game", SIBLINGS, ids=lambda game: game.name)
def test_every_rule_of_the_sibling_games_is_taught(game):
    """The table of each sibling game lists every rule ID of its document, and its one lesson names each one."""
    ids = re.findall(rf"^- ({game.rules}\d+\.\d+) ", (ROOT / game.docs).read_text(), re.M)
    taught = table(f"## {game.title}: every rule, and where it is taught")
    assert len(ids) > 20 and list(taught) == ids
    [lesson] = {number for lessons in taught.values() for number in lessons}
    assert all(lessons == [lesson] for lessons in taught.values())
    assert [rule for rule in ids if not mentions(lesson_text(lesson), rule)] == []
