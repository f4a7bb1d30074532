"""French typography in the site's French words: a narrow no-break space (U+202F) before : ; ! ? % » and after «,
and between the groups of a number's digits ("10 000"), as French print has them (issue 31).

    python3 -m lite.french_spaces          # list what is not so, file by file (exit 1 if anything)
    python3 -m lite.french_spaces --fix    # put the narrow no-break space in

The French texts: the site's catalogue (lite/site/i18n/fr.json), the rules pages (lite/site/rules/*.fr.md), the
guides (notebooks/*.fr.md), the lessons' prose (notebooks/fr/*.ipynb, markdown cells), and the package's French words
(crisp_core/locale/fr.json and each game's crisp_core/<game>/words/fr.json and site_words/fr.json;
crisp_core/translations/fr/*.py: their string literals).  Code is left alone: a lesson's
code cells, `code` in Markdown, and anything that is not a string literal in a Python file.  (No library does this:
typography libraries for French work on HTML or whole texts, not on these sources' string literals.)"""

from __future__ import annotations

import io
import json
import re
import sys
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NARROW = "\u202f"
# a space or a no-break space before : ; ! ? % » (not a narrow one), or after «; digit groups "10 000"
BEFORE = re.compile(r"[ \u00a0]+(?=[:;!?%»])")
AFTER = re.compile(r"(?<=«)[ \u00a0]+")
DIGITS = re.compile(r"(?<![\d.,])(\d{1,3})[ \u00a0](?=\d{3}(?![\d.,]\d))")
CODE_SPAN = re.compile(r"(`[^`]*`|https?://\S+|\{[^{}]*\})")  # Markdown code, addresses, placeholders


def fixed(text: str) -> str:
    """``text`` with French typography's narrow no-break spaces (its code spans, addresses and {placeholders} as
    they are)."""
    parts = CODE_SPAN.split(text)
    for i in range(0, len(parts), 2):
        part = BEFORE.sub(NARROW, parts[i])
        part = AFTER.sub(NARROW, part)
        parts[i] = DIGITS.sub(lambda m: m.group(1) + NARROW, part)
    return "".join(parts)


def _python(source: str) -> str:
    """A Python file's source with its string literals fixed, except a dict's keys (the English texts a table of
    words translates)."""
    tokens = [t for t in tokenize.generate_tokens(io.StringIO(source).readline)
              if t.type not in (tokenize.NL, tokenize.NEWLINE, tokenize.COMMENT)]
    keys = set()
    for i, token in enumerate(tokens):
        if token.type == tokenize.STRING:
            after = next((t for t in tokens[i + 1:] if t.type != tokenize.STRING), None)
            if after is not None and after.string == ":":
                keys.add(i)
    lines = source.splitlines(keepends=True)
    for i in range(len(tokens) - 1, -1, -1):  # from the end: earlier positions stay valid
        token = tokens[i]
        if token.type != tokenize.STRING or token.start[0] != token.end[0] or i in keys:
            continue
        row, (start, end) = token.start[0] - 1, (token.start[1], token.end[1])
        line = lines[row]
        lines[row] = line[:start] + fixed(line[start:end]) + line[end:]
    return "".join(lines)


def _notebook(source: str) -> str:
    notebook = json.loads(source)
    for cell in notebook["cells"]:
        if cell["cell_type"] == "markdown":
            text = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
            cell["source"] = fixed(text).splitlines(keepends=True)
    return json.dumps(notebook, indent=1, ensure_ascii=False) + "\n"


def _catalogue(source: str) -> str:
    catalogue = json.loads(source)
    return json.dumps({key: fixed(value) for key, value in catalogue.items()}, indent=2, ensure_ascii=False) + "\n"


def french_files() -> dict[Path, callable]:
    """Every French source and how its text is fixed."""
    files = {ROOT / "lite" / "site" / "i18n" / "fr.json": _catalogue}
    files.update({path: fixed for path in sorted((ROOT / "lite" / "site" / "rules").glob("*.fr.md"))})
    files.update({path: fixed for path in sorted((ROOT / "notebooks").glob("*.fr.md"))})
    files.update({path: _notebook for path in sorted((ROOT / "notebooks" / "fr").glob("*.ipynb"))})
    files[ROOT / "crisp_core" / "locale" / "fr.json"] = _catalogue
    files.update({path: _catalogue for path in sorted((ROOT / "crisp_core").glob("*/*words/fr.json"))})
    files.update({path: _python for path in sorted((ROOT / "crisp_core" / "translations" / "fr").glob("*.py"))})
    return files


def unfixed() -> dict[Path, str]:
    """The French sources that typography would change, with their fixed text."""
    found = {}
    for path, fix in french_files().items():
        source = path.read_text(encoding="utf-8")
        if fix(source) != source:
            found[path] = fix(source)
    return found


def main(argv: list[str]) -> int:
    found = unfixed()
    for path, text in found.items():
        if "--fix" in argv:
            path.write_text(text, encoding="utf-8")
        print(f"{'fixed' if '--fix' in argv else 'to fix'}: {path.relative_to(ROOT)}")
    return 1 if found and "--fix" not in argv else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
