"""The lessons' check-yourself questions and scenes in Portuguese (Brazil's and Portugal's), Spanish and French.

English is the source: the questions live in :mod:`crisp_core.questions`, the scenes in
:mod:`crisp_core.scenes` (and the Cheat and Crisps scene modules).  Each other language has a
package here (``pt``, ``es``, ``fr``, ``pt_PT`` for ``pt-PT``: :func:`crisp_core.locale.module_name`) with one module per
lesson, ``lessonNN``, defining

- ``QUESTIONS``: question key -> ``{"en": fingerprint, "prompt": ..., "choices": (...),
  "why_not": {index: ...}, "explanation": ...}`` (``choices``/``why_not`` as in the English question);
- ``SCENES``: scene key -> ``{"en": fingerprint, "title": ..., "captions": {step: ...}}`` (Crisp's scenes).

``"en"`` is :func:`fingerprint` of the English text the translation was made from: when the English
text changes, :func:`problems` reports the translation as stale until it is translated again and
its fingerprint renewed.  The numbers and rule IDs of a translation must be the English text's
(decimal commas allowed), so a translation can never carry a number the English text (and the
tests that recompute it) does not.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import pkgutil
import re
from fractions import Fraction
from functools import cache
from typing import Any

from ..locale import module_name

TRANSLATED = ("pt", "es", "fr", "pt-PT")


def fingerprint(value: Any) -> str:
    """A short, stable hash of a JSON-like value (the English text a translation was made from)."""
    text = json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:10]


def question_source(question) -> dict:
    """The English words of a :class:`~crisp_core.quiz.Question`, as a translation holds them."""
    return {"prompt": question.prompt, "choices": list(question.choices),
            "why_not": {str(k): v for k, v in sorted((question.why_not or {}).items())},
            "explanation": question.explanation}


def scene_source(scene) -> dict:
    """The English words of a scene: its title and captions."""
    return {"title": scene.title, "captions": {str(k): v for k, v in sorted(scene.captions.items())}}


@cache
def catalog(lang: str) -> dict[str, dict[str, dict]]:
    """``{"QUESTIONS": {...}, "SCENES": {...}}`` of every lesson module of ``lang`` (empty for English)."""
    found: dict[str, dict[str, dict]] = {"QUESTIONS": {}, "SCENES": {}}
    if lang not in TRANSLATED:
        return found
    package = importlib.import_module(f"{__name__}.{module_name(lang)}")
    for name in sorted(m.name for m in pkgutil.iter_modules(package.__path__)):
        module = importlib.import_module(f"{package.__name__}.{name}")
        for kind, entries in found.items():
            for key, entry in getattr(module, kind, {}).items():
                if key in entries:
                    raise ValueError(f"{lang}: {kind[:-1].lower()} {key!r} is translated twice")
                entries[key] = dict(entry, module=name)
    return found


def question_text(lang: str, key: str) -> dict | None:
    """The translation of question ``key`` into ``lang`` (None: none, or English)."""
    return catalog(lang)["QUESTIONS"].get(key)


def scene_text(lang: str, key: str) -> dict | None:
    """The translation of scene ``key``'s title and captions into ``lang`` (None: none, or English)."""
    return catalog(lang)["SCENES"].get(key)


RULE_ID = re.compile(r"\b[RCKNFST]\d+(?:\.\d+)*\b")
_NUMBER = re.compile(r"\d+(?:[.,\u202f\u00a0 ]\d+)*(?:/\d+)?")


def numbers(text: str, lang: str) -> list[Fraction]:
    """The numbers written in ``text`` as exact values, sorted: ``0.25`` in English, ``0,25`` elsewhere,
    thousands grouped with ``,`` (English), ``.`` (Portuguese, Spanish) or a space (French and all)."""
    found = []
    for token in _NUMBER.findall(RULE_ID.sub(" ", text.replace("{,}", ","))):  # LaTeX's decimal comma: 6{,}54
        for part in _split_spaced(token):
            value = _value(part, lang)
            if value is not None:
                found.append(value)
    return sorted(found)


def _split_spaced(token: str) -> list[str]:
    """A space followed by other than three digits separates two numbers ("3 4" is two, "10 000" one)."""
    parts = re.split(r"[ \u00a0\u202f](?!\d{3}(?!\d))", token)
    return [p for p in parts if p]


def _value(token: str, lang: str) -> Fraction | None:
    token = re.sub(r"[ \u00a0\u202f]", "", token)
    over = None
    if "/" in token:
        token, over = token.split("/", 1)
    group, point = (",", ".") if lang == "en" else (".", ",")
    if re.fullmatch(rf"[1-9]\d{{0,2}}(\{group}\d{{3}})+", token):  # 10.000, 1,234; never 0.094
        token = token.replace(group, "")
    token = token.replace(point, ".")
    if token.count(".") > 1 or token.endswith("."):
        token = token.rstrip(".")
        if token.count(".") > 1:
            return None
    try:
        value = Fraction(token)
    except ValueError:
        return None
    return value / int(over) if over else value


FORMULA = re.compile(r"\$\$?[^$]+\$\$?")  # a formula of a lesson's Markdown: $...$ or $$...$$


def text_problems(english: str, translated: str, lang: str, where: str) -> list[str]:
    """What is wrong with one translated text against its English source: untranslated, other rule IDs,
    other numbers."""
    found = []
    if english.strip() and translated.strip() == english.strip() and re.search(r"[A-Za-z]{4}", english):
        found.append(f"{where}: not translated")
    if sorted(set(RULE_ID.findall(english))) != sorted(set(RULE_ID.findall(translated))):
        found.append(f"{where}: rule IDs {sorted(set(RULE_ID.findall(english)))} in English, "
                     f"{sorted(set(RULE_ID.findall(translated)))} here")
    if numbers(english, "en") != numbers(translated, lang):
        found.append(f"{where}: numbers {[str(n) for n in numbers(english, 'en')]} in English, "
                     f"{[str(n) for n in numbers(translated, lang)]} here")
    pointed = [f for f in FORMULA.findall(translated) if re.search(r"\d\.\d", f)] if lang != "en" else []
    if pointed:  # the prose and the outputs around it have a decimal comma
        found.append(f"{where}: a decimal point in the formula {pointed[0]} (write 6{{,}}54)")
    return found
