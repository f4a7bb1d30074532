"""The engine's words in English, Portuguese, Spanish and French: one table of text templates per language.

:func:`text` fills one template, e.g. ``text("pt", "log.round", n=2)`` is ``"— Rodada 2 —"``.  Every language
has the same keys, each with the same ``{placeholders}`` (tests/test_narrate_languages.py checks it): the
narration's, the play page's and the coach's (``coach.``, crisp_core/coach.py).  The words are the rule
sheets': docs/RULES.md in English and the original Portuguese, Spanish and French sheets (monte, mazo, pioche;
descarte, défausse; Valete, Jota, Valet; "crisp" stays "crisp").

The templates are plain text: the values put into them (seat names) are used as given, and a page that shows
the result must escape it.
"""

from __future__ import annotations

from ..errors import shown
from . import en, es, fr, pt

LANGUAGES = ("en", "pt", "es", "fr")
DEFAULT = "en"
TEXTS: dict[str, dict[str, str]] = {"en": en.TEXTS, "pt": pt.TEXTS, "es": es.TEXTS, "fr": fr.TEXTS}


def check_language(lang: str) -> str:
    """``lang`` itself if it is one of :data:`LANGUAGES`; a :class:`ValueError` naming them otherwise."""
    if not isinstance(lang, str) or lang not in TEXTS:
        raise ValueError(f"unknown language {shown(lang)}: Crisp speaks {', '.join(LANGUAGES)}")
    return lang


def text(lang: str, key: str, **values: object) -> str:
    """The template ``key`` of language ``lang`` with its ``{placeholders}`` filled from ``values``."""
    return TEXTS[check_language(lang)][key].format(**values)
