"""The engine's words in English, Portuguese (Brazil's, ``pt``; Portugal's, ``pt-PT``), Spanish and French: one table
of text templates per language.

:func:`text` fills one template, e.g. ``text("pt", "seat.name", n=2)`` is ``"Lugar 2"``.  Every language has the
same keys, each with the same ``{placeholders}`` (tests/test_narrate_languages.py checks it): the shared layer's here
(seats and slots; every refusal that is not one game's own, ``refused.``, ``action.``: :func:`illegal`,
:func:`refusal_text`; a piece of a reason told in words of its own is a :class:`Phrase`; the options in words,
``options.``; and the lessons' widgets and views, ``ui.``, ``quiz.``), and each game's own, which its package keeps
and adds with :func:`add_words` when it registers (Crisp's narration, log, bots and coach; ``cheat.``,
``crisps.``).  The words are the rule sheets': docs/RULES.md in English and the original Portuguese, Spanish and
French sheets (monte, mazo, pioche; descarte, défausse; Valete, Jota, Valet; "crisp" stays "crisp").

The templates are plain text: the values put into them (seat names) are used as given, and a page that shows
the result must escape it.

Where the words are: one JSON file per language, ``crisp_core/locale/<lang>.json`` (``pt-PT.json`` for Portugal's
Portuguese), a flat object of key to template, package data read with :func:`pkgutil.get_data` (so it is read the
same from a source tree, an installed wheel and the play page's engine archive in Pyodide; ``importlib.resources``
would do as well but loads zipfile, tempfile, lzma and more, which the play page would then have to fetch); a game's
are ``crisp_core/<game>/words/<lang>.json``, read by its ``locale.py`` with :func:`read_words`. JSON has no
comments, so the groups of this file's keys are told here: ``seat``, ``seat.name`` (``{n}`` is the number a person
reads), ``slot.``, ``unseen``; the refusals (``{card}`` is N1 text, ``{seat}`` and ``{turn}`` seats as a person
reads them, ``{value}`` what was given, as Python writes it); ``options.``
(crisp_core.crisp.options.Options.describe); and the lessons' widgets and views (crisp_core.widgets,
crisp_core.views, crisp_core.crisp.render, crisp_core.quiz), some of which the play page shows too: the site's build
takes those from here (lite/site_catalogue.py ``ENGINE_WORDS``). lite/word_fingerprints.py records, per translated
key, the English it was made from.

Seats are numbered from 1 wherever a person reads them and from 0 in the action notation and the records
(docs/RULES.md N and F): :func:`seat_number` is the one place that turns a seat index into the number a person
reads (lite/site/play/play.js has its twin, ``seatNumber``), and every template filled with a seat (``seat``,
``seat.name``, a refusal's ``{seat}``) is filled with that number: :func:`seat_word`, :func:`seat_name`, and
:class:`~crisp_core.errors.Seat` for the values of a refusal.  ``notation.seats`` says it once where a page or the
command line shows both.
"""

from __future__ import annotations

import functools
import json
import pkgutil
from typing import Callable, Mapping

from ..cards import SLOTS
from ..errors import Grouped, IllegalAction, Seat, shown

LANGUAGES = ("en", "pt", "es", "fr", "pt-PT")
DEFAULT = "en"
_current = DEFAULT  # the language of the lesson being read: see use_language


def read_words(package: str, folder: str, lang: str) -> dict[str, str]:
    """The words of language ``lang``, key to template: the JSON file ``<folder>/<lang>.json`` of ``package``
    (``folder`` ``""``: the package's own folder), read as package data (so from a wheel and in Pyodide too)."""
    data = pkgutil.get_data(package, f"{folder}/{lang}.json" if folder else f"{lang}.json")
    if data is None:
        raise OSError(f"{package} cannot read its words ({lang}.json)")
    return json.loads(data.decode("utf-8"))


TEXTS: dict[str, dict[str, str]] = {lang: read_words(__name__, "", lang) for lang in LANGUAGES}


SITE_WORDS = "site_words"  # a game package's folder of its words on the site's pages (lite/play_files.py leaves it out)


def game_words(package: str) -> dict[str, dict[str, str]]:
    """A game package's engine words in every language (``words/<lang>.json``), its ``locale`` module's ``TEXTS``."""
    return {lang: read_words(package, "words", lang) for lang in LANGUAGES}


def lazy_site_words(package: str) -> Callable[[str], dict[str, dict[str, str]]]:
    """A game's ``locale`` module's ``__getattr__`` (PEP 562): its ``SITE``, its words on the site's pages in every
    language (``site_words/<lang>.json``), read on first use.  Only the site's build asks for them
    (lite/site_games.py), so the engine, the lessons and the play page never open these files, and the play page's
    engine archive leaves them out."""
    @functools.cache
    def site() -> dict[str, dict[str, str]]:
        return {lang: read_words(package, SITE_WORDS, lang) for lang in LANGUAGES}

    def __getattr__(name: str) -> dict[str, dict[str, str]]:
        if name == "SITE":
            return site()
        raise AttributeError(f"module {package}.locale has no attribute {name!r}")
    return __getattr__


class Phrase(tuple):
    """A piece of a refusal's reason told in words of its own: the template ``key`` of :mod:`crisp_core.locale`
    with its ``values`` (``Phrase("crisps.combo.run", n=4)``, "a run of 4"), given as a value of a refusal so that
    each language says it its own way.  ``str()`` is its English text."""

    def __new__(cls, key: str, **values: object) -> "Phrase":
        return super().__new__(cls, (key, tuple(values.items())))

    @property
    def key(self) -> str:
        return self[0]

    @property
    def values(self) -> dict[str, object]:
        return dict(self[1])

    def __str__(self) -> str:
        return phrase_text("en", self)


def module_name(lang: str) -> str:
    """The name of ``lang``'s modules (``crisp_core/translations/pt_PT/``): its code with ``_`` for ``-``."""
    return lang.replace("-", "_")


def add_words(words: Mapping[str, Mapping[str, str]]) -> None:
    """Add a game's own templates (``words``: by language, English required) to every language's table: a game package
    keeps its words (``TEXTS`` of ``crisp_core/<game>/locale.py``, read from its ``words/<lang>.json``, added when it
    registers), so a new game edits none of this package's files. A template a language lacks is said in English
    there; a key another template already has, with other words, is an error."""
    for lang in LANGUAGES:
        for key, template in {**words[DEFAULT], **words.get(lang, {})}.items():
            if TEXTS[lang].setdefault(key, template) != template:
                raise ValueError(f"{lang}: the template {key!r} is another's already")


def check_language(lang: str) -> str:
    """``lang`` itself if it is one of :data:`LANGUAGES`; a :class:`ValueError` naming them otherwise."""
    if not isinstance(lang, str) or lang not in TEXTS:
        raise ValueError(f"unknown language {shown(lang)}: Crisp speaks {', '.join(LANGUAGES)}")
    return lang


def text(lang: str, key: str, **values: object) -> str:
    """The template ``key`` of language ``lang`` with its ``{placeholders}`` filled from ``values``."""
    return TEXTS[check_language(lang)][key].format(**values)


def seat_number(seat: int) -> int:
    """The number a person reads for the seat of index ``seat``: seats count from 1 wherever a person reads them
    (Seat 1 is seat 0 of the notation and the records, docs/RULES.md N and F)."""
    return seat + 1


def seat_word(lang: str | None, seat: int) -> str:
    """The seat of index ``seat`` as the narration names it in a sentence: ``seat 1`` for seat 0 (``Lugar 1``,
    ``Puesto 1``, ``Place 1``)."""
    return text(language(lang), "seat", n=seat_number(seat))


def seat_name(lang: str | None, seat: int) -> str:
    """The default name of the seat of index ``seat``: ``Seat 1`` for seat 0 (``Lugar 1``, ``Puesto 1``,
    ``Place 1``)."""
    return text(language(lang), "seat.name", n=seat_number(seat))


def position(lang: str | None, slot: int) -> str:
    """The place ``slot`` (0, 1, 2) of a hand as a sentence names it in ``lang``: ``L``, ``M``, ``R`` in English
    (docs/RULES.md N); ``carta da esquerda``, ``carta do meio``, ``carta da direita`` in Portuguese."""
    return text(language(lang), f"slot.{SLOTS[slot]}")


def position_short(lang: str | None, slot: int) -> str:
    """The place ``slot`` (0, 1, 2) of a hand in a word, as under a card: ``L``, ``M``, ``R``; ``esq.``, ``meio``,
    ``dir.``; ``izq.``, ``centro``, ``der.``; ``gauche``, ``milieu``, ``droite``."""
    return text(language(lang), f"ui.slot.{SLOTS[slot]}")


def of_seat(lang: str | None, name: str, seat: int) -> str:
    """Whose, for the seat of index ``seat`` called ``name``, as a sentence says it in ``lang``: "Seat 2's" or
    "Ana's"; "do Lugar 2" or "de Ana"; "del Puesto 2"; "de la Place 2" (a seat's default name takes the article
    its noun needs)."""
    lang = language(lang)
    if name == seat_name(lang, seat):
        return text(lang, "seat.of_seat", n=seat_number(seat))
    return text(lang, "seat.of_name", name=name)


def fixed(lang: str | None, value: float, digits: int = 2) -> str:
    """``value`` with exactly ``digits`` decimals, written as ``lang`` writes it: 0.50 in English, 0,50 in
    Portuguese, Spanish and French (for columns of numbers, where :func:`number` would drop the zeros)."""
    written = f"{value:.{digits}f}"
    return written if language(lang) == "en" else written.replace(".", ",")


def percent(lang: str | None, share: float, digits: int = 1) -> str:
    """A share (0.123) as a percentage in ``lang``: ``12.3%``, ``12,3%`` (Portuguese), ``12,3 %`` (Spanish,
    French)."""
    return text(language(lang), "ui.percent", p=fixed(lang, 100 * share, digits))


def illegal(rule: str, key: str, /, *, action: str | None = None, unit: str = "round", round: int | None = None,
            index: int | None = None, **values: object) -> IllegalAction:
    """The :class:`~crisp_core.errors.IllegalAction` of rule ``rule`` whose reason is template ``key`` filled with
    ``values`` (its message in English, as ever); ``action``, ``unit``, ``round`` and ``index`` as there."""
    return IllegalAction(rule, _reason("en", key, values), action=action, unit=unit, round=round, index=index,
                         key=key, values=values)


def phrase_text(lang: str | None, phrase: Phrase) -> str:
    """A :class:`Phrase` (a piece of a reason) in language ``lang``."""
    return _reason(language(lang), phrase.key, phrase.values)


def refusal_reason(lang: str | None, refusal: IllegalAction) -> str:
    """The reason of a refusal in language ``lang`` (None: the lessons' language); in English when it has no
    template."""
    return refusal.reason if refusal.key is None else _reason(language(lang), refusal.key, refusal.values)


def refusal_text(lang: str | None, refusal: IllegalAction) -> str:
    """A refusal in language ``lang`` with its rule ID, as the engine writes it: ``R5.2: um Rei comprado tem de ser
    usado, não descartado``."""
    return f"{refusal.rule}: {refusal_reason(lang, refusal)}"


# each language's thousands separator (crisp_core.translations.words writes numbers with it too)
THOUSANDS = {"en": ",", "pt": ".", "es": ".", "fr": "\u202f", "pt-PT": "\u202f"}


def _reason(lang: str, key: str, values: Mapping[str, object]) -> str:
    """Template ``key`` filled with ``values``: seconds (floats) written with ``lang``'s decimal mark, a
    :class:`~crisp_core.errors.Seat` as the number a person reads (:func:`seat_number`), a
    :class:`~crisp_core.errors.Grouped` number with its thousands separator, a
    :class:`Phrase` in ``lang``'s words."""
    return text(lang, key, **{name: _value(lang, value) for name, value in values.items()})


def _value(lang: str, value: object) -> object:
    if isinstance(value, Seat):
        return seat_number(value)
    if isinstance(value, float):
        return number(lang, value, 1)
    if isinstance(value, Grouped):
        return f"{value:,}".replace(",", THOUSANDS[lang])
    if isinstance(value, Phrase):
        return _reason(lang, value.key, value.values)
    return value


def use_language(lang: str) -> None:
    """Make ``lang`` the language of everything the lessons show that is not given one (a lesson's first cell
    calls it: ``crisp_core.use_language("pt")``)."""
    global _current
    _current = check_language(lang)


def language(lang: str | None = None) -> str:
    """``lang`` checked, or the language chosen by :func:`use_language` when ``lang`` is None."""
    return _current if lang is None else check_language(lang)


def number(lang: str | None, value: float, digits: int = 2) -> str:
    """``value`` rounded to ``digits`` decimals and written as ``lang`` writes it: 0.25 in English, 0,25 in
    Portuguese, Spanish and French (a whole number has no decimals)."""
    text = f"{value:.{digits}f}".rstrip("0").rstrip(".") if digits else f"{value:.0f}"
    return text if language(lang) == "en" else text.replace(".", ",")
