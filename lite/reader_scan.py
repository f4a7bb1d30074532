"""What a reader of a lesson would meet that they must not (issue 31), found without a browser.

    python3 -m lite.reader_scan notebooks/pt/01-*.ipynb ...      # run each lesson, scan its prose and outputs

Each lesson runs in a Jupyter kernel (nbclient, as nbval runs it); its prose is rendered as the light page renders it
(rules' IDs as links) and its outputs are read as printed (text, HTML); both go through
``lite/tests/reader_words.reader_problems``.  Widgets' own words are not seen here (they draw only in a browser):
``lite/tests/test_lessons.py`` checks the light pages themselves.  Prints each problem; exits 1 if there is one."""

from __future__ import annotations

import sys
from pathlib import Path

from .lesson_page import _LessonRenderer, _markdown, _source
from .tests.reader_words import html_reader_text, output_html, reader_problems


def prose_html(cells: list[dict], name: str) -> str:
    """A lesson's prose (its markdown ``cells``; ``name`` its file's name) as its light page renders it: rules' IDs
    as links."""
    markdown = _markdown(_LessonRenderer(name, "../"))
    return "\n".join(markdown(_source(cell)) for cell in cells if cell["cell_type"] == "markdown")


def scan(path: Path) -> list[str]:
    """The problems of lesson ``path``, run afresh (its language from its first cell's use_language call)."""
    import nbclient
    import nbformat

    notebook = nbformat.read(path, as_version=4)
    lang = path.parent.name if path.parent.name in ("pt", "es", "fr", "pt-PT") else "en"
    client = nbclient.NotebookClient(notebook, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}})
    client.execute()
    outputs = [output_html(output) for cell in notebook.cells if cell.cell_type == "code"
               for output in cell.get("outputs", [])]
    return reader_problems(html_reader_text("\n".join([prose_html(notebook.cells, path.name), *outputs])), lang)


def main(paths: list[str]) -> int:
    found = 0
    for name in paths:
        problems = scan(Path(name))
        found += len(problems)
        print(f"== {name}: {len(problems)}")
        for problem in problems:
            print("   ", problem)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
