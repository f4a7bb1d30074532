"""The words the lessons' code puts on screen, in the lesson's language (gettext style).

The English text is the key, so code stays readable: ``tr("after {n} deals the average M is {m:.2f}", n=400,
m=6.5432)`` is ``"after 400 deals the average M is 6.54"`` in English and, once a lesson has called
``crisp_core.use_language("pt")``, ``"depois de 400 distribuições a média do M é 6,54"``: the template comes
from ``WORDS`` in ``crisp_core/translations/pt/words.py`` (``{"english text {n}": "texto {n}", ...}``), then is
filled like ``str.format``, with every value written the language's way (:func:`written`): decimal commas
and ``.`` (Portuguese, Spanish) or a narrow space (French) between thousands, ``True``/``False`` as words,
an :class:`~crisp_core.stats.Interval` as ``13,943 ± 0,637``.

Whole sentences are templates: word order differs between languages, so translated fragments are never glued
together.  A text that code translates later, from a variable, is marked with :func:`msg` where it is written,
so that tests/test_lesson_words.py finds it (as it finds every ``tr`` literal) and checks that every language
has it, with the same ``{placeholders}``.
"""

from __future__ import annotations

import importlib
import string
from fractions import Fraction
from functools import cache

from ..locale import THOUSANDS, language, module_name
from ..stats import Interval, Rate

DECIMAL_POINT = {"en": ".", "pt": ",", "es": ",", "fr": ",", "pt-PT": ","}


@cache
def words(lang: str) -> dict[str, str]:
    """The ``WORDS`` table of ``lang``: English template -> its translation (empty for English)."""
    if language(lang) == "en":
        return {}
    return importlib.import_module(f"{__package__}.{module_name(lang)}.words").WORDS


def msg(english: str) -> str:
    """``english`` unchanged: marks a text that code translates later with :func:`tr`."""
    return english


def tr(english: str, /, *, lang: str | None = None, **values: object) -> str:
    """``english`` in ``lang`` (None: the lesson's language), its ``{placeholders}`` filled from ``values``
    as :func:`written` writes them (format specs such as ``{p:.3f}`` or ``{n:>4}`` apply).  A text with no
    translation stays English."""
    lang = language(lang)
    template = words(lang).get(english, english)
    return _Formatter(lang).vformat(template, (), values) if values else template


def local_digits(text: str, lang: str | None = None) -> str:
    """A number written the English way (``1,234.5``) with ``lang``'s separators (``1.234,5`` in Portuguese)."""
    lang = language(lang)
    return text.translate({ord("."): DECIMAL_POINT[lang], ord(","): THOUSANDS[lang]})


def written(value: object, spec: str = "", lang: str | None = None) -> str:
    """``format(value, spec)`` as ``lang`` writes it: numbers with its separators, a Fraction with a float
    spec as that float, ``True``/``False`` as words, an interval or a rate of :mod:`crisp_core.stats`
    with its numbers written so; any other value as ``format`` gives it."""
    lang = language(lang)
    if isinstance(value, bool):
        return format(tr("True" if value else "False", lang=lang), spec)
    if isinstance(value, Interval):
        spec = spec or ".3f"
        return f"{written(value.mean, spec, lang)} ± {written(value.half_width, spec, lang)}"
    if isinstance(value, Rate):
        spec = spec or ".3f"
        between = "," if lang == "en" else ";"
        return (f"{written(value.mean, spec, lang)} [{written(value.low, spec, lang)}{between} "
                f"{written(value.high, spec, lang)}]")
    if isinstance(value, Fraction) and spec[-1:] in tuple("eEfFgGn%"):
        value = float(value)
    if isinstance(value, (int, float, Fraction)):
        return local_digits(format(value, spec), lang)
    return format(value, spec)


class _Formatter(string.Formatter):
    """``str.format`` writing every value as :func:`written` does, in one language."""

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang

    def format_field(self, value: object, format_spec: str) -> str:
        return written(value, format_spec, self.lang)
