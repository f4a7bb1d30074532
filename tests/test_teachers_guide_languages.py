"""The teacher's guide and the student worksheet in Portuguese, Spanish and French stay the English ones.

notebooks/TEACHERS.<lang>.md and notebooks/WORKSHEET.<lang>.md must have the English file's headings (every
level, in the same order), and under each heading the same numbers (as values: a decimal comma, thousands
grouped the language's way) and the same rule IDs as the English section, and the same tables with as many rows.
tests/test_teachers_guide.py recomputes every number of the English guide with crisp_core, so every answer is
recomputed in every language. The translated guide links the translated lessons (notebooks/<lang>/) and the
translated worksheet; the worksheet stays one page by the English test's measure and shows no answer.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from crisp_core.translations import RULE_ID, numbers

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
LANGUAGES = ("pt", "es", "fr", "pt-PT")

LESSONS = {
    "pt": ["01-cartas-e-a-distribuicao", "02-sua-vez", "03-cartas-especiais", "04-o-que-cada-um-sabe",
           "05-chamar-crisp-e-pontuacao", "06-a-mesa-online", "07-probabilidade-1", "08-probabilidade-2",
           "09-laboratorio-de-estrategia", "10-jogar", "11-cheat-e-blefe", "12-crisps-combinacoes"],
    "es": ["01-cartas-y-reparto", "02-un-turno", "03-cartas-especiales", "04-lo-que-sabe-cada-uno",
           "05-cantar-crisp-y-puntuar", "06-la-mesa-online", "07-probabilidad-1", "08-probabilidad-2",
           "09-laboratorio-de-estrategia", "10-jugar", "11-cheat-es-un-farol", "12-crisps-combinaciones"],
    "fr": ["01-les-cartes-et-la-donne", "02-un-tour", "03-les-cartes-speciales", "04-ce-que-chacun-sait",
           "05-dire-crisp-et-compter", "06-la-table-en-ligne", "07-probabilites-1", "08-probabilites-2",
           "09-labo-de-strategie", "10-jouer", "11-cheat-est-ce-du-bluff", "12-crisps-combinaisons"],
    "pt-PT": ["01-cartas-e-a-distribuicao", "02-a-tua-vez", "03-cartas-especiais", "04-o-que-cada-um-sabe",
              "05-chamar-crisp-e-pontuacao", "06-a-mesa-online", "07-probabilidade-1", "08-probabilidade-2",
              "09-laboratorio-de-estrategia", "10-jogar", "11-cheat-e-bluff", "12-crisps-combinacoes"],
}
# the word that opens each answer line of the worksheet (English: "Answer:")
ANSWER = {"en": "Answer:", "pt": "Resposta:", "es": "Respuesta:", "fr": "Réponse\u202f:", "pt-PT": "Resposta:"}
# the English worksheet must not show these answers; nor may a translation, written its way
ANSWERS_NOT_SHOWN = ("85/13", "6.54", "5.5", "11/2", "4/15", "12/45", "0.27", "7 + 5")
# the site's pages, linked as the English guide links them (the rules page shows the reader's language)
SITE_LINKS = {"../rules/", "../play/"}


def read(name: str) -> str:
    return (NOTEBOOKS / name).read_text(encoding="utf-8")


def sections(text: str) -> list[tuple[str, str]]:
    """(heading line, its text up to the next heading of any level); the text before the first heading is
    under the heading ``""``. The heading line belongs to its section."""
    found, current, lines = [], "", []
    for line in text.splitlines():
        if re.match(r"^#+ ", line):
            found.append((current, "\n".join(lines)))
            current, lines = line, [line]
        else:
            lines.append(line)
    found.append((current, "\n".join(lines)))
    return found


def without_link_targets(text: str) -> str:
    """The text with each Markdown link's target left out (file names differ by language)."""
    return re.sub(r"\]\([^)\s]*\)", "]", text)


def level(heading: str) -> int:
    return len(heading) - len(heading.lstrip("#"))


def table_rows(text: str) -> int:
    return sum(1 for line in text.splitlines() if line.startswith("|"))


def guide(lang: str) -> str:
    return read("TEACHERS.md" if lang == "en" else f"TEACHERS.{lang}.md")


def worksheet(lang: str) -> str:
    return read("WORKSHEET.md" if lang == "en" else f"WORKSHEET.{lang}.md")


DOCUMENTS = {"guide": guide, "worksheet": worksheet}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("doc", list(DOCUMENTS))
def test_the_same_headings_in_the_same_order(doc, lang):
    english, translated = sections(DOCUMENTS[doc]("en")), sections(DOCUMENTS[doc](lang))
    assert [level(h) for h, _ in translated] == [level(h) for h, _ in english], (
        f"{doc} {lang}: headings {[h for h, _ in translated]}, English {[h for h, _ in english]}")
    for (heading, _), (other, _) in zip(english, translated):
        assert bool(heading) == bool(other)
        if heading:
            assert other.strip("# ") and other != heading, f"{doc} {lang}: {heading!r} is not translated"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("doc", list(DOCUMENTS))
def test_each_section_has_the_english_numbers_rule_ids_and_tables(doc, lang):
    english, translated = sections(DOCUMENTS[doc]("en")), sections(DOCUMENTS[doc](lang))
    assert len(english) == len(translated)
    for (heading, source), (other, text) in zip(english, translated):
        where = f"{doc} {lang}, under {other or '(the start)'!r} ({heading or 'the start'})"
        want, got = numbers(without_link_targets(source), "en"), numbers(without_link_targets(text), lang)
        missing = [str(n) for n in want if n not in got or want.count(n) > got.count(n)]
        extra = [str(n) for n in got if n not in want or got.count(n) > want.count(n)]
        assert want == got, f"{where}: numbers missing {sorted(set(missing))}, extra {sorted(set(extra))}"
        assert sorted(set(RULE_ID.findall(source))) == sorted(set(RULE_ID.findall(text))), (
            f"{where}: rule IDs {sorted(set(RULE_ID.findall(text)))}, English {sorted(set(RULE_ID.findall(source)))}")
        assert table_rows(source) == table_rows(text), f"{where}: {table_rows(text)} table lines, English " \
                                                       f"{table_rows(source)}"


# --- links --------------------------------------------------------------------------------------------------------

def links(text: str) -> list[str]:
    return re.findall(r"\]\(([^)\s]+)\)", text)


def lesson_links(lang: str) -> list[str]:
    return [link for link in links(guide(lang)) if link.endswith(".ipynb")]


def expected_lesson_links(lang: str) -> list[str]:
    """The English guide's lesson links, in order, as links to the lessons translated into ``lang``."""
    names = {name[:2]: name for name in LESSONS[lang]}
    return [f"{lang}/{names[link[:2]]}.ipynb" for link in lesson_links("en")]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_guide_links_the_translated_lessons(lang):
    assert lesson_links(lang) == expected_lesson_links(lang)
    assert {link[:2] for link in lesson_links("en")} == {name[:2] for name in LESSONS[lang]}, "every lesson"


@pytest.mark.parametrize("link", sorted({link for lang in LANGUAGES for link in expected_lesson_links(lang)}))
def test_a_lesson_link_resolves_to_a_translated_lesson(link):
    assert (NOTEBOOKS / link).is_file(), f"the guides link {link}, which is not in notebooks/ (yet)"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_guide_links_only_the_site_its_worksheet_and_lessons(lang):
    english = [link for link in links(guide("en")) if not link.endswith(".ipynb")]
    translated = [link for link in links(guide(lang)) if not link.endswith(".ipynb")]
    # the English guide's site links, with the worksheet and hosting pages replaced by their translations
    own = {"../worksheet/": f"WORKSHEET.{lang}.md", "../hosting/": f"HOSTING.{lang}.md"}
    assert translated == [own.get(link, link) for link in english]
    assert set(translated) <= SITE_LINKS | set(own.values())
    assert all((NOTEBOOKS / name).is_file() for name in own.values())


# --- the worksheet ------------------------------------------------------------------------------------------------

def questions(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"^\*\*(\d+)\.\*\*", text, re.M)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_worksheet_fits_one_page(lang):
    """The English test's measure: at most 40 lines with text, none longer than 120 characters."""
    text = worksheet(lang)
    assert len([line for line in text.splitlines() if line.strip()]) <= 40
    assert all(len(line) <= 120 for line in text.splitlines()), [l for l in text.splitlines() if len(l) > 120]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_worksheet_asks_the_same_questions_and_shows_no_answer(lang):
    text = worksheet(lang)
    assert questions(text) == questions(worksheet("en"))
    assert text.count(ANSWER[lang]) == worksheet("en").count(ANSWER["en"]) == len(questions(text))
    for answer in ANSWERS_NOT_SHOWN:
        assert answer not in text and answer.replace(".", ",") not in text, answer


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_guide_answers_every_question_of_its_worksheet(lang):
    def answered(text: str) -> list[int]:
        part = [body for heading, body in sections(text) if heading.startswith("## ")][-1]
        return [int(n) for n in re.findall(r"^\| (\d+) \|", part, re.M)]
    assert answered(guide(lang)) == answered(guide("en")) == questions(worksheet(lang))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_guide_says_how_to_reset_and_names_the_lessons_buttons(lang):
    buttons = {"pt": ("Recomeçar", "Mostrar o código", "Conferir"),
               "es": ("Empezar de nuevo", "Mostrar el código", "Comprobar"),
               "fr": ("Recommencer", "Afficher le code", "Vérifier"),
               "pt-PT": ("Recomeçar", "Mostrar o código", "Verificar")}[lang]
    text = guide(lang)
    for button in buttons:
        assert f"**{button}**" in text, button
    assert "↺" in text
    for menu in ("Run All", "Run >", "Run →", "JupyterLab"):
        assert menu not in text, menu
