"""What a reader must never meet in the site's text (issue 31): code, card codes, seats counted from 0, English game
words in a translation, a card's position by its English letter in a translation, rule codes in running text.

The text checked is what the reader sees, code hidden: ``READER_TEXT`` gathers it from a page in the browser,
``html_reader_text`` from a built page's HTML.  Both give two texts: everything shown, and the running text, which
leaves out links and buttons (a rule's ⓘ, a rule cited as a link, where a rule code may stand)."""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser

# Elements whose text a reader never reads as text: code (shown only on "Show code"), styles, scripts, KaTeX's
# MathML for screen readers, and what the page hides.
_UNREAD = ("script", "style", "template", "noscript")
_UNREAD_CLASSES = (".crisp-source", ".katex-mathml")
# Where a rule code may stand: a link, a button (the ⓘ buttons), a details' summary of a rule.
_LINKS = ("a", "button")

READER_TEXT = """(root) => {
  root = root || document.body;
  const unread = '%s';
  const links = '%s';
  const all = [], running = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode, element = node.parentElement;
    if (!element || element.closest(unread) || !element.checkVisibility({ visibilityProperty: true })) continue;
    all.push(node.textContent);
    if (!element.closest(links)) running.push(node.textContent);
  }
  return { all: all.join(' '), running: running.join(' ') };
}""" % (", ".join(_UNREAD + _UNREAD_CLASSES), ", ".join(_LINKS))


class _Text(HTMLParser):
    """The text of an HTML page as a reader reads it (see ``html_reader_text``)."""

    _VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, bool, bool]] = []  # (tag, unread, a link)
        self.all: list[str] = []
        self.running: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self._VOID:
            return
        classes = (dict(attrs).get("class") or "").split()
        unread = (tag in _UNREAD or "hidden" in dict(attrs) or any(c.lstrip(".") in classes for c in _UNREAD_CLASSES)
                  or dict(attrs).get("aria-hidden") == "true" and tag != "span")
        parent_unread, parent_link = self.stack[-1][1:] if self.stack else (False, False)
        self.stack.append((tag, parent_unread or unread, parent_link or tag in _LINKS))

    def handle_endtag(self, tag: str) -> None:
        for depth in range(len(self.stack) - 1, -1, -1):
            if self.stack[depth][0] == tag:
                del self.stack[depth:]
                return

    def handle_data(self, data: str) -> None:
        unread, link = self.stack[-1][1:] if self.stack else (False, False)
        if unread:
            return
        self.all.append(data)
        if not link:
            self.running.append(data)


def html_reader_text(html: str) -> dict[str, str]:
    """The text of a built page (``html``) a reader reads, as ``READER_TEXT`` gives it in the browser: ``all`` (every
    word shown) and ``running`` (without links and buttons)."""
    parser = _Text()
    parser.feed(html)
    return {"all": " ".join(parser.all), "running": " ".join(parser.running)}


# --- what a reader must not meet ----------------------------------------------------------------------------------
CODE = [
    (re.compile(r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b"), "a code name"),
    (re.compile(r"\b[A-Za-z_]\w*\.[a-z_]\w*\("), "a call"),
    (re.compile(r"\b[A-Z][a-z]+[A-Z]\w*\.[a-z]\w*"), "a code name"),
    (re.compile(r"\b[\w-]+\.(?:py|ipynb|md|json|js|csv|mjs)\b"), "a file name"),
    (re.compile(r"\b(?:Shift|Ctrl) ?\+ ?\w+"), "a key chord"),
    (re.compile(r"\[\d+(?:, \d+)+\]|\['|\{\d+: \d+"), "a Python value"),
    (re.compile(r"\b(?:True|False|None)\b"), "a Python value"),
]
# A card as the records write it ("Tc", "4d", "10h"): never "As" or "Ah", words of French, Portuguese and English (the
# aces of spades and hearts, written as records write them, are left to the other cards around them); in English
# "two 7s" is a plural, so a spade is not looked for there.
CARD_CODE = re.compile(r"(?<![\w♣♦♥♠])(?:[2-9TJQK]|10|A(?=[cd]))[cdhs](?![\w♣♦♥♠])")
SEAT_ZERO = re.compile(r"\b(?:seat|lugar|asiento|puesto|place|siège|jugador|joueur|jogador|player)s? 0\b",
                       re.IGNORECASE)
# A rule's code ("R4.3", "C4.1", "S1", "K2"): in running text only behind an ⓘ or a link.
RULE_CODE = re.compile(r"(?<![\w.-])[RSCKTFN]\d+(?:\.\d+)*(?![\w-])")
# A card's place in a hand by its English letter ("sua M", "L 9♣"): a translation says the words its play page
# shows (esquerda / meio / direita, izquierda / centro / derecha, gauche / milieu / droite).  Not a rule code (R4.3),
# not French "L'", not a letter in quotes (a key to press, "R" for Crisp's rules).
POSITION_LETTER = re.compile(r"(?<![\w♣♦♥♠'’\"«“$^{\\-])(?<!«\u202f)(?<!«\xa0)(?<!« )[LMR](?![\w'’\"»”$}]|\.\d|[\u202f\xa0 ]»)")
# English game words a translation never needs (French and European Portuguese keep their own "bluff", French its
# "expert").
ENGLISH_WORDS = {
    "pt": ["draw", "swap", "discard", "pass", "bluff", "heuristic", "random", "expert", "forgetful", "friendly",
           "seed", "Jack", "Queen", "King", "call"],
    "pt-PT": ["draw", "swap", "discard", "pass", "heuristic", "random", "expert", "forgetful", "friendly",
           "seed", "Jack", "Queen", "King", "call"],
    "es": ["draw", "swap", "discard", "pass", "bluff", "heuristic", "random", "expert", "forgetful", "friendly",
           "seed", "Jack", "Queen", "King", "call"],
    "fr": ["draw", "swap", "discard", "pass", "heuristic", "random", "forgetful", "friendly", "seed", "Jack",
           "Queen", "King", "call"],
}


def reader_problems(text: dict[str, str], lang: str) -> list[str]:
    """What ``text`` (``READER_TEXT``'s or ``html_reader_text``'s) shows a reader of ``lang`` that it must not:
    each as "what: the words around it"."""
    shown, running = text["all"], text["running"]
    found = []

    def quote(match: re.Match, source: str) -> str:
        return " ".join(source[max(0, match.start() - 30):match.end() + 30].split())

    for pattern, what in CODE:
        found += [f"{what} ({m.group(0)!r}): …{quote(m, shown)}…" for m in pattern.finditer(shown)]
    found += [f"a card code ({m.group(0)!r}): …{quote(m, shown)}…" for m in CARD_CODE.finditer(shown)
              if not (lang == "en" and m.group(0).endswith("s"))]
    found += [f"a seat 0: …{quote(m, shown)}…" for m in SEAT_ZERO.finditer(shown)]
    found += [f"a rule code in running text ({m.group(0)!r}): …{quote(m, running)}…"
              for m in RULE_CODE.finditer(running)]
    if lang != "en":
        found += [f"a position letter ({m.group(0)!r}): …{quote(m, shown)}…" for m in POSITION_LETTER.finditer(shown)]
    for word in ENGLISH_WORDS.get(lang, []):
        pattern = re.compile(rf"\b{word}\b", 0 if word[0].isupper() else re.IGNORECASE)
        found += [f"an English word ({m.group(0)!r}): …{quote(m, shown)}…" for m in pattern.finditer(shown)]
    return found


WIDGET = "application/vnd.jupyter.widget-view+json"


def output_html(output: dict) -> str:
    """An output as the light page shows it: its HTML, else its text (a widget's text is left to the browser), its
    rules' IDs as links (as lite/lesson/page.js makes them)."""
    if output.get("output_type") == "stream":
        shown = f"<pre>{html.escape(''.join(output.get('text', '')))}</pre>"
    else:
        data = output.get("data", {})
        if WIDGET in data:
            return ""
        if "text/html" in data:
            shown = "".join(data["text/html"])
        elif "text/plain" in data and not any(kind.startswith("image/") for kind in data):
            shown = f"<pre>{html.escape(''.join(data['text/plain']))}</pre>"
        else:
            return ""
    return RULE_CODE.sub(lambda m: f"<a>{m.group(0)}</a>", shown)


def prose_sentences(cells: list[dict]) -> list[str]:
    """The sentences of a notebook's prose (its markdown ``cells``): paragraphs and list items, headings and tables
    left out, cut after . ! ? … before anything but a small letter or a digit; a formula ($…$) is one word."""
    found = []
    for cell in cells:
        if cell["cell_type"] != "markdown":
            continue
        source = cell["source"] if isinstance(cell["source"], str) else "".join(cell["source"])
        source = re.sub(r"\$\$.+?\$\$|\$[^$\n]+\$", "FORMULA", source, flags=re.S)
        for block in re.split(r"\n\s*\n|\n(?=\s*(?:\d+\.|[-*])\s)", source):
            block = block.strip()
            if not block or block.startswith(("#", "|")):
                continue
            block = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", re.sub(r"^\s*(?:\d+\.|[-*>])\s+", "", block))
            found += [s for s in re.split(r"(?<=[.!?…])\s+(?=[^a-z0-9])", re.sub(r"[*_`]", "", block)) if s.split()]
    return found
