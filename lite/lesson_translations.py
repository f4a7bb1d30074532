"""The lessons in Portuguese, Spanish and French, kept in step with their English source.

    python3 -m lite.lesson_translations check [LANG ...]          # what is missing, stale or different
    python3 -m lite.lesson_translations scaffold LANG NN FILENAME  # start a translation of lesson NN
    python3 -m lite.lesson_translations sync [LANG ...] [NN ...]   # code cells from English, outputs from a run
    python3 -m lite.lesson_translations sync en [NN ...]           # the English lessons' checked outputs anew

English is the source (``notebooks/NN-*.ipynb``); a translation is ``notebooks/LANG/NN-<its own name>.ipynb``
with the same cells in the same order.  Code is written once: a translation's code cells are the English
ones, except the language the first cell chooses (``crisp_core.use_language("pt")``), and ``sync`` copies
them.  Every cell of a translation carries, in its metadata ``crisp.en``, the fingerprint of the English cell
it was made from; ``check`` reports a markdown cell whose English source changed since (stale), one left in
English, and one whose numbers, rule IDs or lesson links differ from the English cell's.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from crisp_core.translations import TRANSLATED, fingerprint, text_problems

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
LANGUAGE_CALL = re.compile(r'use_language\("([\w-]+)"\)')
LESSON_LINK = re.compile(r"\]\((\d\d)-[\w-]+\.ipynb\)")
CHECKED_OUTPUT = "NBVAL_CHECK_OUTPUT"  # the cells whose outputs are kept, and compared by nbval


def source(cell: dict) -> str:
    """A cell's source as one string."""
    return cell["source"] if isinstance(cell["source"], str) else "".join(cell["source"])


def cell_fingerprint(cell: dict) -> str:
    """The fingerprint of an English cell: its type and source."""
    return fingerprint([cell["cell_type"], source(cell)])


def read(path: Path) -> dict:
    """A notebook as JSON."""
    return json.loads(path.read_text(encoding="utf-8"))


def write(path: Path, notebook: dict) -> None:
    """A notebook in the lessons' format (JSON, indent 1, UTF-8, a final newline)."""
    path.write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def lessons() -> dict[str, Path]:
    """The English lessons by number ("01" ... "12")."""
    return {p.name[:2]: p for p in sorted(NOTEBOOKS.glob("[0-9][0-9]-*.ipynb"))}


def translations(lang: str) -> dict[str, Path]:
    """The lessons translated into ``lang``, by number."""
    return {p.name[:2]: p for p in sorted((NOTEBOOKS / lang).glob("[0-9][0-9]-*.ipynb"))}


def in_language(code: str, lang: str) -> str:
    """English code with the lesson's language set to ``lang``."""
    return LANGUAGE_CALL.sub(f'use_language("{lang}")', code)


def lines(text: str) -> list[str]:
    """Text as nbformat's list of lines."""
    return text.splitlines(keepends=True)


def scaffold(lang: str, number: str, filename: str) -> Path:
    """Start the translation of lesson ``number`` into ``lang``: the English notebook, every cell marked with
    its English fingerprint, code in ``lang``; the markdown cells are then translated in place."""
    if lang not in TRANSLATED:
        raise SystemExit(f"unknown language {lang!r}: one of {', '.join(TRANSLATED)}")
    if not re.fullmatch(rf"{number}-[\w-]+\.ipynb", filename):
        raise SystemExit(f"the file name must look like {number}-some-words.ipynb")
    notebook = read(lessons()[number])
    for cell in notebook["cells"]:
        cell.setdefault("metadata", {})["crisp"] = {"en": cell_fingerprint(cell)}
        if cell["cell_type"] == "code":
            cell["source"] = lines(in_language(source(cell), lang))
    notebook["metadata"]["crisp"] = {"lang": lang, "lesson": number}
    path = NOTEBOOKS / lang / filename
    path.parent.mkdir(exist_ok=True)
    write(path, notebook)
    return path


def problems(lang: str) -> list[str]:
    """Every way the translations into ``lang`` differ from the English lessons beyond their prose."""
    found: list[str] = []
    english, translated = lessons(), translations(lang)
    for number in sorted(set(english) - set(translated)):
        found.append(f"{lang}: lesson {number} is not translated")
    for number, path in translated.items():
        if number not in english:
            found.append(f"{path.name}: no English lesson {number}")
            continue
        source_nb, nb = read(english[number]), read(path)
        where = f"{lang}/{path.name}"
        if nb["metadata"].get("crisp") != {"lang": lang, "lesson": number}:
            found.append(f"{where}: metadata crisp should be {{'lang': {lang!r}, 'lesson': {number!r}}}")
        if len(nb["cells"]) != len(source_nb["cells"]):
            found.append(f"{where}: {len(nb['cells'])} cells, the English lesson has {len(source_nb['cells'])}")
            continue
        for i, (en, cell) in enumerate(zip(source_nb["cells"], nb["cells"])):
            found += cell_problems(en, cell, lang, f"{where} cell {i}", set(translated))
    return found


def cell_problems(en: dict, cell: dict, lang: str, where: str, translated: set[str]) -> list[str]:
    """What is wrong with one translated cell against its English cell."""
    if cell["cell_type"] != en["cell_type"]:
        return [f"{where}: a {cell['cell_type']} cell where English has a {en['cell_type']} cell"]
    if cell.get("id") != en.get("id"):
        return [f"{where}: id {cell.get('id')!r}, English {en.get('id')!r}"]
    found = []
    if cell.get("metadata", {}).get("crisp", {}).get("en") != cell_fingerprint(en):
        found.append(f"{where}: made from an older English cell (run sync for code; translate markdown again)")
    if en["cell_type"] == "code":
        if source(cell) != in_language(source(en), lang):
            found.append(f"{where}: code differs from English (run sync)")
        return found
    found += text_problems(source(en), source(cell), lang, where)
    links = LESSON_LINK.findall(source(cell))
    if links != LESSON_LINK.findall(source(en)):
        found.append(f"{where}: links to lessons {links}, English {LESSON_LINK.findall(source(en))}")
    for target in re.findall(r"\]\(([\w-]+\.ipynb)\)", source(cell)):
        if not (NOTEBOOKS / lang / target).exists() and target[:2] in translated:
            found.append(f"{where}: the link {target} names no lesson in {lang}/")
    return found


def sync(lang: str, only: set[str] | None = None, execute: bool = True) -> None:
    """Bring the code cells of every translation into ``lang`` (or of lessons ``only``) in step with English
    (source, id, fingerprint), then run it and keep the outputs of the cells nbval compares.  For ``"en"``: run the
    English lessons and store those outputs anew (after a change of what the package prints)."""
    english = lessons()
    if lang == "en":
        for number, path in english.items():
            if not only or number in only:
                nb = read(path)
                run(nb, path.parent)
                write(path, nb)
                print(f"{path.relative_to(ROOT)}: outputs stored")
        return
    for number, path in translations(lang).items():
        if only and number not in only:
            continue
        source_nb, nb = read(english[number]), read(path)
        if len(nb["cells"]) != len(source_nb["cells"]):
            print(f"{path}: {len(nb['cells'])} cells against {len(source_nb['cells'])}: not synced")
            continue
        for en, cell in zip(source_nb["cells"], nb["cells"]):
            if en["cell_type"] == "code" and cell["cell_type"] == "code":
                cell.update(source=lines(in_language(source(en), lang)), id=en["id"],
                            metadata=dict(en.get("metadata", {}), crisp={"en": cell_fingerprint(en)}))
        nb["metadata"] = dict(source_nb["metadata"], crisp={"lang": lang, "lesson": number})
        if execute:
            run(nb, path.parent)
        write(path, nb)
        print(f"{path.relative_to(ROOT)}: synced")


def run(notebook: dict, folder: Path) -> None:
    """Run a notebook with ipykernel; keep the outputs of the cells marked NBVAL_CHECK_OUTPUT and their execution
    counts, no others (the site's copy drops the counts: lite/build.py's as_served)."""
    import nbclient
    import nbformat
    nb = nbformat.reads(json.dumps(notebook), as_version=4)
    nbclient.NotebookClient(nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(folder)}}
                            ).execute()
    for cell, done in zip(notebook["cells"], nb.cells):
        if cell["cell_type"] == "code":
            keep = CHECKED_OUTPUT in source(cell)
            cell["outputs"] = [_plain(o) for o in done.outputs] if keep else []
            # nbval takes a kept output without a count for a cell never run; a cell with no output keeps none
            cell["execution_count"] = done.execution_count if keep else None


def _plain(output) -> dict:
    """An nbclient output as the lessons store it (lists of lines)."""
    out = json.loads(json.dumps(output))
    if "text" in out:
        out["text"] = lines(out["text"]) if isinstance(out["text"], str) else out["text"]
    if out.get("output_type") == "execute_result":
        out["data"] = {k: lines(v) if isinstance(v, str) else v for k, v in out["data"].items()}
    return out


def main(argv: list[str]) -> int:
    if argv[:1] == ["scaffold"] and len(argv) == 4:
        print(scaffold(argv[1], argv[2], argv[3]).relative_to(ROOT))
        return 0
    if argv[:1] in (["check"], ["sync"]):
        only = {a for a in argv[1:] if re.fullmatch(r"\d\d", a)}
        langs = [a for a in argv[1:] if a not in only] or list(TRANSLATED)
        if argv[0] == "sync":
            for lang in langs:
                sync(lang, only or None)
            return 0
        found = [p for lang in langs for p in problems(lang)]
        print("\n".join(found) or "all translations in step with English")
        return 1 if found else 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
