"""The words of the engine, the games and the site in Portuguese, Spanish and French, kept in step with their English
source, as lite/lesson_translations.py keeps the lessons.

    python3 -m lite.word_fingerprints check               # every key whose English changed since it was translated
                                                          # or that a language lacks (exit 1 if any)
    python3 -m lite.word_fingerprints sync LANG [STORE …]  # record the current English as what LANG was made from

A store (:func:`stores`) is a folder of JSON catalogues, one per language (``<lang>.json``, a flat object of key to
sentence): ``crisp_core/locale`` (the engine's words), each game's ``crisp_core/<game>/words`` and
``crisp_core/<game>/site_words``, and ``lite/site/i18n`` (the site's own).  Beside each translation,
``<lang>.fingerprints.json`` holds, for each key, the fingerprint of the English sentence it was translated from
(:func:`crisp_core.translations.fingerprint`, as the lessons' cells have theirs; not package data:
pyproject.toml leaves them out of the wheel).  When the English of a key changes, its fingerprint no longer matches
and ``check`` lists the key for every language; once a translator has brought a language's sentence in step (or
found it still right), ``sync LANG`` records the English as translated.  tests/test_word_catalogues.py runs the check.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import NamedTuple

from crisp_core.locale import DEFAULT, LANGUAGES
from crisp_core.translations import fingerprint

ROOT = Path(__file__).resolve().parent.parent
TRANSLATED = tuple(lang for lang in LANGUAGES if lang != DEFAULT)


class Problem(NamedTuple):
    """A key of a store that ``lang`` does not have in step with its English: ``"stale"`` (the English changed
    since it was translated, or was never recorded), ``"missing"`` (the language lacks it) or ``"unknown"`` (the
    language has a key the English does not)."""

    store: str
    lang: str
    key: str
    kind: str

    def __str__(self) -> str:
        return f"{self.store}/{self.lang}.json: {self.key} is {self.kind}"


def stores(root: Path = ROOT) -> list[Path]:
    """Every folder of per-language catalogues under ``root``: the engine's, each game's own and the site's."""
    found = [root / "crisp_core" / "locale", *sorted((root / "crisp_core").glob("*/words")),
             *sorted((root / "crisp_core").glob("*/site_words")), root / "lite" / "site" / "i18n"]
    return [folder for folder in found if (folder / f"{DEFAULT}.json").is_file()]


def read(path: Path) -> dict[str, str]:
    """A JSON catalogue (or fingerprints file); empty if there is none."""
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}


def prints_path(store: Path, lang: str) -> Path:
    """Where ``lang``'s fingerprints of ``store`` are kept: beside its catalogue."""
    return store / f"{lang}.fingerprints.json"


def check(root: Path = ROOT) -> list[Problem]:
    """Every key of every store that a translation does not have in step with its English (see :class:`Problem`)."""
    problems = []
    for store in stores(root):
        name = str(store.relative_to(root))
        english = read(store / f"{DEFAULT}.json")
        for lang in TRANSLATED:
            words, prints = read(store / f"{lang}.json"), read(prints_path(store, lang))
            for key, sentence in english.items():
                if key not in words:
                    problems.append(Problem(name, lang, key, "missing"))
                elif prints.get(key) != fingerprint(sentence):
                    problems.append(Problem(name, lang, key, "stale"))
            problems += [Problem(name, lang, key, "unknown") for key in words if key not in english]
    return problems


def sync(lang: str, names: list[str] | None = None, root: Path = ROOT) -> list[Path]:
    """Record, for every key ``lang`` has in each store (or in the stores ``names``, as ``check`` names them), the
    current English as what it was translated from; the fingerprints files written."""
    if lang not in TRANSLATED:
        raise ValueError(f"unknown language {lang!r}: the translations are {', '.join(TRANSLATED)}")
    written = []
    for store in stores(root):
        if names and str(store.relative_to(root)) not in names:
            continue
        english, words = read(store / f"{DEFAULT}.json"), read(store / f"{lang}.json")
        prints = {key: fingerprint(sentence) for key, sentence in english.items() if key in words}
        path = prints_path(store, lang)
        path.write_text(json.dumps(prints, indent=1) + "\n", encoding="utf-8")
        written.append(path)
    return written


def main(argv: list[str]) -> int:
    if argv[:1] == ["check"] and len(argv) == 1:
        problems = check()
        for problem in problems:
            print(problem)
        return 1 if problems else 0
    if argv[:1] == ["sync"] and len(argv) >= 2:
        for path in sync(argv[1], argv[2:] or None):
            print(f"recorded: {path.relative_to(ROOT)}")
        return 0
    print(__doc__.split("\n\n")[1], file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
