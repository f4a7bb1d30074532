"""Small inline-SVG plots for the teaching notebooks (standard library only).

The notebooks also run in JupyterLite (Pyodide, offline), where matplotlib, numpy or a CDN are not
available, so this module writes SVG by hand.  Every function returns a :class:`Figure`: a ``str``
holding one SVG document that a notebook shows as a picture.

>>> from fractions import Fraction
>>> fig = bar_chart({"Ace": Fraction(1, 13), "ten-valued": Fraction(4, 13)}, title="One card")
>>> fig.startswith("<svg") and fig == bar_chart({"Ace": Fraction(1, 13), "ten-valued": Fraction(4, 13)},
...                                             title="One card")
True
>>> nice_ticks(0, 0.32, 8)
[0.0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35]

Choices, for the classroom and for every reader:

* colours from the Okabe-Ito palette (safe with the common colour-vision deficiencies); bars and the
  first four line colours reach 3:1 against white, text reaches 4.5:1 (WCAG AA) or better;
* text 12px or larger, white background, light grid lines, axis ticks on round numbers;
* ``role="img"``, ``aria-label``, ``<title>`` and a ``<desc>`` that lists the data, for screen readers;
  every bar and marker carries a ``<title>`` tooltip with its exact value;
* no scripts, no ``<style>`` element, no ``id`` (two figures in one page cannot clash), no external
  references: the only URL is the SVG namespace;
* deterministic: the same input gives the same string;
* in the lesson's language (``lang=None``) or the one given: the fixed words (kinds of chart, notes, the
  descriptions, "exact") come from :func:`~crisp_core.translations.words.tr` and numbers are written the
  language's way (0,25 and 25,0% in Portuguese, Spanish and French).
"""

from __future__ import annotations

import math
import re
from typing import Collection, Iterable, Mapping, Sequence

from .locale import language
from .translations.words import local_digits, msg, tr

__all__ = [
    "Figure", "bar_chart", "histogram", "line_chart", "running_estimate", "running_mean",
    "nice_ticks", "log_ticks", "PALETTE", "BAR_COLOUR", "HIGHLIGHT_COLOUR",
]

SVG_NS = "http://www.w3.org/2000/svg"

# Okabe & Ito, "Color Universal Design" (2008).  Lines use them in this order: the first four have at
# least 3:1 contrast with white (blue 5.2, vermillion 3.9, bluish green 3.4, reddish purple 3.1).
PALETTE = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#000000", "#E69F00", "#56B4E9")
DASHES = ("", "8 4", "2 3", "10 3 2 3")  # series 8 and on reuse the colours with a dash pattern
BAR_COLOUR = "#0072B2"        # Okabe-Ito blue
HIGHLIGHT_COLOUR = "#D55E00"  # Okabe-Ito vermillion
BACKGROUND = "#FFFFFF"
TEXT = "#1F1F1F"              # 16.5:1 on white
MUTED = "#595959"             # 7.0:1 on white: ticks, notes
GRID = "#E3E3E3"
AXIS = "#6E6E6E"
REFERENCE = "#333333"
FONT = "Arial, Helvetica, 'Liberation Sans', sans-serif"

TITLE_SIZE, LABEL_SIZE, TICK_SIZE = 16, 13, 12
PAD = 10
MARKER_LIMIT = 40  # series with at most this many points get point markers


# ----------------------------------------------------------------------------------------------
# The figure


class Figure(str):
    """An SVG document (``str``) that shows itself as a picture in Jupyter.

    Jupyter asks :meth:`_repr_mimebundle_` and shows exactly one of the formats it gets, the richest
    it can: JupyterLab, Notebook 6/7, VS Code and nbconvert's HTML all take ``text/html``, the SVG
    inline in a ``<div>`` (crisp text that stays selectable, and the ``aria-label``/``<desc>`` reach
    screen readers, which an ``<img>`` would hide).  ``image/svg+xml`` is there for exporters that
    cannot use HTML (LaTeX/PDF), and ``text/plain`` is a one-line summary instead of the whole
    SVG source.  ``data`` holds the numbers that were drawn.
    """

    data: dict

    def __new__(cls, svg: str = "", data: dict | None = None):
        self = super().__new__(cls, svg)
        self.data = {} if data is None else data
        return self

    @property
    def svg(self) -> str:
        """The SVG document as a plain ``str``."""
        return str.__str__(self)

    def _repr_svg_(self) -> str:
        return self.svg

    def _repr_html_(self) -> str:
        return f'<div class="crisp-plot" style="max-width:100%;overflow-x:auto">{self.svg}</div>'

    def _repr_mimebundle_(self, include=None, exclude=None) -> dict:
        bundle = {"text/html": self._repr_html_(), "image/svg+xml": self.svg, "text/plain": repr(self)}
        if include:
            bundle = {k: v for k, v in bundle.items() if k in include}
        if exclude:
            bundle = {k: v for k, v in bundle.items() if k not in exclude}
        return bundle

    def __repr__(self) -> str:
        match = re.search(r"<title>(.*?)</title>", self.svg, re.S)
        name = _unescape(match.group(1)) if match else "empty"
        return f"<Figure {name!r}: SVG, {len(self)} characters>"

    def save(self, path) -> None:
        """Write the SVG to a file (UTF-8), e.g. ``fig.save("totals.svg")``."""
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(self.svg)


# ----------------------------------------------------------------------------------------------
# Text, escaping, numbers

_NOT_XML = re.compile("[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\U00010000-\U0010FFFF]")


def _clean(text: object) -> str:
    """One line of text: characters XML cannot hold replaced, whitespace runs made one space."""
    return " ".join(_NOT_XML.sub("\uFFFD", str(text)).split())


def _esc(text: object) -> str:
    """Escaped for XML text and double-quoted attributes (so it is also safe inline in HTML)."""
    return (_clean(text).replace("&", "&amp;").replace("<", "&lt;")
            .replace(">", "&gt;").replace('"', "&quot;"))


def _unescape(text: str) -> str:
    return (text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"')
            .replace("&amp;", "&"))


def _text_width(text: str, size: float, bold: bool = False) -> float:
    """A generous estimate of the rendered width of ``text`` in a sans-serif font."""
    units = 0.0
    for ch in text:
        if ch in "il.,:;'!|":
            units += 0.30
        elif ch in "fjtrI()[]{}/-\u2212 ":
            units += 0.38
        elif ch in "mwMW%@\u2026":
            units += 0.92
        elif ch.isupper():
            units += 0.70
        elif ord(ch) > 0x2E80:  # CJK and other wide scripts
            units += 1.0
        else:
            units += 0.57
    return units * size * (1.10 if bold else 1.04)


def _fit(text: str, width: float, size: float, bold: bool = False) -> str:
    """``text``, shortened with an ellipsis until it fits ``width``."""
    if _text_width(text, size, bold) <= width:
        return text
    while text and _text_width(text + "\u2026", size, bold) > width:
        text = text[:-1]
    return text.rstrip() + "\u2026"


def _wrap(text: str, width: float, size: float, bold: bool = False, max_lines: int = 3) -> list[str]:
    """Greedy word wrap into at most ``max_lines`` lines (the last one shortened if need be)."""
    words, lines, line = text.split(), [], ""
    for word in words:
        candidate = f"{line} {word}" if line else word
        if line and _text_width(candidate, size, bold) > width:
            lines.append(line)
            line = word
        else:
            line = candidate
    if line:
        lines.append(line)
    if len(lines) > max_lines:
        lines = lines[:max_lines - 1] + [" ".join(lines[max_lines - 1:])]
    return [_fit(item, width, size, bold) for item in lines]


def _n(value: float) -> str:
    """A coordinate: at most two decimals, no trailing zeros."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _decimals(step: float) -> int:
    """How many decimals show ``step`` (a tick step) exactly."""
    for places in range(0, 12):
        if abs(round(step, places) - step) <= abs(step) * 1e-9:
            return places
    return 12


def _minus(text: str) -> str:
    return "\u2212" + text[1:] if text.startswith("-") else text


def _tick_label(value: float, step: float, percent: bool = False, lang: str = "en") -> str:
    """A tick label: as many decimals as the step needs; thousands separated; a real minus sign."""
    if abs(value) < abs(step) * 1e-9:
        value = 0.0
    if percent:
        return _minus(local_digits(f"{value * 100:,.{_decimals(step * 100)}f}%", lang))
    return _minus(local_digits(f"{value:,.{_decimals(step)}f}", lang))


def _format_value(value: float, percent: bool = False, lang: str = "en") -> str:
    """A data value in a label: a percentage to one decimal, or four significant digits."""
    if not math.isfinite(value):
        return tr("n/a", lang=lang)
    if percent:
        return _minus(local_digits(f"{value:.1%}", lang))
    if value == int(value) and abs(value) < 1e15:
        return _minus(local_digits(f"{int(value):,}", lang))
    return _minus(local_digits(f"{value:,.4g}" if abs(value) >= 1e-3 else f"{value:.3g}", lang))


def _apply_fmt(fmt: str, value: object, lang: str = "en") -> str:
    """``fmt.format(value)`` with ``lang``'s separators; Fractions are retried as floats (Python 3.11
    cannot %-format them)."""
    if isinstance(value, float) and not math.isfinite(value):
        return tr("n/a", lang=lang)
    for candidate in (value, _as_float(value)):
        try:
            return _minus(local_digits(fmt.format(candidate), lang))
        except (TypeError, ValueError):
            continue
    return str(value)


def _as_float(value: object) -> float:
    try:
        result = float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError, OverflowError):
        return math.nan
    return result


# ----------------------------------------------------------------------------------------------
# Ticks


def nice_ticks(lo: float, hi: float, max_ticks: int = 6, *, integer: bool = False,
               percent: bool = False) -> list[float]:
    """Round tick values covering ``[lo, hi]``: steps of 1, 2 or 5 times a power of ten, or of 25,
    250... and 0.25 (shown as percentages when ``percent``: 25%, 0.25%...).

    The first tick is at or below ``lo``, the last at or above ``hi``; at most ``max_ticks`` ticks.
    ``integer`` keeps steps whole.  A single value gets a range around it (``0`` gives ``[0, 1]``).

    >>> nice_ticks(3, 30, integer=True)
    [0, 10, 20, 30]
    >>> nice_ticks(3, 30, 7, integer=True)
    [0, 5, 10, 15, 20, 25, 30]
    >>> nice_ticks(0, 1, 5)
    [0.0, 0.25, 0.5, 0.75, 1.0]
    """
    lo, hi = float(lo), float(hi)
    if not (math.isfinite(lo) and math.isfinite(hi)):
        lo, hi = 0.0, 1.0
    if hi < lo:
        lo, hi = hi, lo
    if hi == lo:
        if lo == 0:
            lo, hi = 0.0, 1.0
        elif integer:
            lo, hi = lo - 1, hi + 1
        else:
            spread = abs(lo) * 0.1
            lo, hi = lo - spread, hi + spread
    max_ticks = max(2, max_ticks)
    base = math.floor(math.log10(hi - lo)) - 2
    scale = 100 if percent else 1
    candidates = [m * 10.0 ** e for e in range(base, base + 5) for m in (1, 2, 2.5, 5)]
    for step in candidates:  # the finest round step that needs at most max_ticks ticks
        if integer and (step < 1 or step != int(step)):
            continue
        shown = round(step * scale, 12)
        if _decimals(shown / 2.5) == _decimals(shown) - 1 and not (shown >= 25 or shown == 0.25):
            continue  # 2.5, 0.025...: one decimal more than the labels around them need
        first, last = math.floor(lo / step + 1e-9), math.ceil(hi / step - 1e-9)
        if last - first + 1 <= max_ticks:
            break
    places = _decimals(step)
    ticks = [round(i * step, places + 1) for i in range(first, last + 1)]
    if integer:
        return [int(t) for t in ticks]
    return [t + 0.0 for t in ticks]  # no -0.0


def log_ticks(lo: float, hi: float, max_ticks: int = 8) -> list[float]:
    """Round ticks for a logarithmic axis covering ``[lo, hi]`` (both > 0): powers of ten, with
    2 and 5 times them when the range is short.  The first tick is at or below ``lo``, the last at
    or above ``hi``.

    >>> log_ticks(1, 5000)
    [1, 10, 100, 1000, 10000]
    >>> log_ticks(1, 40)
    [1, 2, 5, 10, 20, 50]
    >>> log_ticks(10, 40)
    [10, 20, 30, 40]
    """
    if not (lo > 0 and hi > 0 and math.isfinite(lo) and math.isfinite(hi)):
        lo, hi = 1.0, 10.0
    lo, hi = min(lo, hi), max(lo, hi)
    if hi == lo:
        hi = lo * 10
    first = math.floor(math.log10(lo) + 1e-9)
    last = max(math.ceil(math.log10(hi) - 1e-9), first + 1)
    powers = [10.0 ** e for e in range(first, last + 1)]

    def tidy(value: float) -> float:
        return int(round(value)) if value >= 1 else float(f"{value:.12g}")

    for multiples in ((1, 2, 3, 4, 5, 6, 7, 8, 9), (1, 2, 5)):  # short ranges: more ticks per decade
        if last - first > 3:
            break
        ticks = [p * m for p in powers for m in multiples]
        below = [t for t in ticks if t <= lo * (1 + 1e-9)]
        above = [t for t in ticks if t >= hi * (1 - 1e-9)]
        ticks = [t for t in ticks if below[-1] <= t <= above[0]]
        if len(ticks) <= max_ticks:
            return [tidy(t) for t in ticks]
    stride = 1
    while (last - first) // stride + 1 > max_ticks:
        stride += 1
    exponents = list(range(first, last + 1, stride))
    if exponents[-1] < last:
        exponents.append(exponents[-1] + stride)
    return [tidy(10.0 ** e) for e in exponents]


# ----------------------------------------------------------------------------------------------
# SVG pieces


def _text(x: float, y: float, text: str, *, size: int = TICK_SIZE, anchor: str = "start",
          fill: str = TEXT, bold: bool = False, rotate: float | None = None, cls: str = "") -> str:
    attrs = [f'x="{_n(x)}"', f'y="{_n(y)}"', f'font-size="{size}"', f'fill="{fill}"']
    if anchor != "start":
        attrs.append(f'text-anchor="{anchor}"')
    if bold:
        attrs.append('font-weight="bold"')
    if rotate is not None:
        attrs.append(f'transform="rotate({_n(rotate)} {_n(x)} {_n(y)})"')
    if cls:
        attrs.append(f'class="{cls}"')
    return f"<text {' '.join(attrs)}>{_esc(text)}</text>"


def _line(x1: float, y1: float, x2: float, y2: float, stroke: str, width: float = 1,
          dash: str = "", cls: str = "") -> str:
    extra = f' stroke-dasharray="{dash}"' if dash else ""
    extra += f' class="{cls}"' if cls else ""
    return (f'<line x1="{_n(x1)}" y1="{_n(y1)}" x2="{_n(x2)}" y2="{_n(y2)}" stroke="{stroke}" '
            f'stroke-width="{_n(width)}"{extra}/>')


def _title_block(title: str, width: int) -> tuple[list[str], float]:
    """The title lines, centred, and the height they take from the top."""
    if not _clean(title):
        return [], PAD
    lines = _wrap(_clean(title), width - 2 * PAD, TITLE_SIZE, bold=True)
    out = [_text(width / 2, PAD + 16 + 20 * i, line, size=TITLE_SIZE, anchor="middle", bold=True,
                 cls="title") for i, line in enumerate(lines)]
    return out, PAD + 20 * len(lines) + 4


def _document(width: int, height: int, kind: str, title: str, desc: str, body: list[str],
              data: dict) -> Figure:
    name = _clean(title) or kind
    label = f"{kind}: {name}" if _clean(title) else kind
    head = (f'<svg xmlns="{SVG_NS}" width="{width}" height="{height}" viewBox="0 0 {width} {height}" '
            f'role="img" aria-label="{_esc(label)}" font-family="{_esc(FONT)}" '
            f'style="max-width:100%;height:auto">')
    parts = [head, f"<title>{_esc(name)}</title>", f"<desc>{_esc(desc)}</desc>",
             f'<rect x="0" y="0" width="{width}" height="{height}" fill="{BACKGROUND}"/>', *body, "</svg>"]
    return Figure("\n".join(parts), data)


def _empty(width: int, height: int, kind: str, title: str, note: str, lang: str) -> Figure:
    """A figure with no data: the title and a note in the middle, so nothing looks broken."""
    body, top = _title_block(title, width)
    cx, cy = width / 2, (top + height) / 2
    box_w = min(width - 2 * PAD, _text_width(note, LABEL_SIZE) + 32)
    body.append(f'<rect x="{_n(cx - box_w / 2)}" y="{_n(cy - 20)}" width="{_n(box_w)}" height="36" '
                f'rx="6" fill="#F5F5F5" stroke="{GRID}"/>')
    body.append(_text(cx, cy + 3, _fit(note, box_w - 16, LABEL_SIZE), size=LABEL_SIZE, anchor="middle",
                      fill=MUTED, cls="note"))
    return _document(width, height, kind, title, tr("{kind} with no data. {note}", lang=lang, kind=kind, note=note),
                     body, {})


def _y_axis_label(text: str, top: float, bottom: float) -> list[str]:
    if not _clean(text):
        return []
    cy = (top + bottom) / 2
    label = _fit(_clean(text), max(bottom - top, 40), LABEL_SIZE)
    return [_text(PAD + 12, cy, label, size=LABEL_SIZE, anchor="middle", rotate=-90, cls="axis-label")]


def _x_axis_label(text: str, left: float, right: float, y: float) -> list[str]:
    if not _clean(text):
        return []
    label = _fit(_clean(text), right - left + 2 * PAD, LABEL_SIZE)
    return [_text((left + right) / 2, y, label, size=LABEL_SIZE, anchor="middle", cls="axis-label")]


def _summary(pairs: list[tuple[str, str]], limit: int = 60) -> str:
    shown = "; ".join(f"{k}: {v}" for k, v in pairs[:limit])
    return shown + ("; \u2026" if len(pairs) > limit else "")


def _overlaps(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


# ----------------------------------------------------------------------------------------------
# Bar charts


def bar_chart(values: Mapping[object, float], *, title: str = "", x_label: str = "", y_label: str = "",
              fmt: str = "{:.1%}", highlight: Collection = (), width: int = 560, height: int = 300,
              percent: bool | None = None, lang: str | None = None) -> Figure:
    """Vertical bars, one per key in order, with the value (formatted with ``fmt``) above each bar.

    Bars whose key is in ``highlight`` are drawn in the accent colour (vermillion) with a bold label.
    Values may be ``Fraction``, ``int`` or ``float``.  The y axis shows percentages when ``percent``
    is true, or when ``fmt`` is a percentage format and ``percent`` is left at ``None``.  Category
    labels that do not fit side by side are wrapped, then slanted.  Value labels that would collide
    are left out (except for highlighted bars); every bar has a tooltip with its value.  The chart's own
    words and numbers are in ``lang`` (None: the lesson's language).
    """
    return _bar_figure(values, numeric=False, kind=msg("Bar chart"), title=title, x_label=x_label,
                       y_label=y_label, fmt=fmt, highlight=highlight, width=width, height=height,
                       percent=percent, lang=language(lang))


def histogram(distribution: Mapping[int, float], *, title: str = "", x_label: str = "", y_label: str = "",
              fmt: str = "{:.1%}", highlight: Collection = (), width: int = 560, height: int = 300,
              percent: bool | None = None, lang: str | None = None) -> Figure:
    """A bar chart over the integers from the smallest key to the largest, gaps filled with 0.

    Made for distributions such as the total of three cards (3..30).  Tick labels sit on round
    numbers and are thinned out (every 2nd, 5th, 10th... integer) when they would be crowded.  In ``lang``
    (None: the lesson's language), as :func:`bar_chart`.
    """
    filled: dict[int, object] = {}
    if distribution:
        keys = []
        for key in distribution:
            number = _as_float(key)
            if not math.isfinite(number) or number != int(number):
                raise ValueError(f"histogram keys must be integers, got {key!r}")
            keys.append(int(number))
        lo, hi = min(keys), max(keys)
        if hi - lo > 5000:
            raise ValueError(f"histogram spans {hi - lo + 1} integers; that is too many bars to draw")
        given = {int(_as_float(k)): v for k, v in distribution.items()}
        filled = {x: given.get(x, 0) for x in range(lo, hi + 1)}
    marked = {int(_as_float(k)) for k in highlight if math.isfinite(_as_float(k))}
    return _bar_figure(filled, numeric=True, kind=msg("Histogram"), title=title, x_label=x_label,
                       y_label=y_label, fmt=fmt, highlight=marked, width=width, height=height,
                       percent=percent, lang=language(lang))


def _bar_figure(values: Mapping, *, numeric: bool, kind: str, title: str, x_label: str, y_label: str,
                fmt: str, highlight: Collection, width: int, height: int, percent: bool | None,
                lang: str) -> Figure:
    width, height = max(int(width), 220), max(int(height), 160)
    kind = tr(kind, lang=lang)
    if not values:
        return _empty(width, height, kind, title, tr("No data to show", lang=lang), lang)
    keys = list(values)
    raw = [values[k] for k in keys]
    nums = [_as_float(v) for v in raw]
    finite = [v for v in nums if math.isfinite(v)]
    marked = set(highlight)
    flags = [k in marked for k in keys]
    if percent is None:
        percent = "%" in fmt
    names = [_clean(k) for k in keys]
    value_texts = [_apply_fmt(fmt, v, lang) for v in raw]

    body, top = _title_block(title, width)
    top += 22  # room for the value label above the highest bar
    lo, hi = min(finite + [0.0]), max(finite + [0.0])
    guess_plot_h = height - top - 50 - (20 if x_label else 0)
    ticks = nice_ticks(lo, hi, max(4, min(10, int(guess_plot_h // 32) + 1)), percent=percent)
    step = ticks[1] - ticks[0]
    tick_texts = [_tick_label(t, step, percent, lang) for t in ticks]
    left = PAD + (22 if _clean(y_label) else 0) + max(_text_width(t, TICK_SIZE) for t in tick_texts) + 8
    right = PAD + 4
    n = len(keys)

    # Category labels under the bars: straight, wrapped in two lines, or slanted.
    layout, label_lines, shown_ticks = "straight", [[name] for name in names], list(range(n))
    label_h = 20.0
    slot = (width - left - right) / n
    if numeric:
        widest = max(_text_width(_tick_label(k, 1, lang=lang), TICK_SIZE) for k in keys)
        every = next(m for m in (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000)
                     if widest + 6 <= m * slot)
        shown_ticks = [i for i, k in enumerate(keys) if k % every == 0]
        label_lines = [[_tick_label(k, 1, lang=lang)] for k in keys]
    else:
        widths = [_text_width(name, TICK_SIZE, flag) for name, flag in zip(names, flags)]
        if max(widths) > slot - 6:
            wrapped = [_wrap(name, slot - 6, TICK_SIZE, flag, max_lines=2) for name, flag in zip(names, flags)]
            if all(not line.endswith("\u2026") for lines in wrapped for line in lines):
                layout, label_lines, label_h = "wrapped", wrapped, 34.0
            else:
                layout = "slanted"
                longest = min(max(widths), height * 0.3 / math.sin(math.radians(40)), 190)
                label_lines = [[_fit(name, longest, TICK_SIZE, flag)] for name, flag in zip(names, flags)]
                reach = max(_text_width(lines[0], TICK_SIZE, flag) for lines, flag in zip(label_lines, flags))
                label_h = reach * math.sin(math.radians(40)) + 20
                first_reach = _text_width(label_lines[0][0], TICK_SIZE, flags[0]) * math.cos(math.radians(40))
                left = max(left, first_reach + PAD - slot / 2 + 4)
                slot = (width - left - right) / n
    bottom = PAD + label_h + (22 if _clean(x_label) else 0)
    plot_top, plot_bottom = top, height - bottom
    plot_h = max(plot_bottom - plot_top, 30)
    plot_bottom = plot_top + plot_h
    plot_left, plot_right = left, width - right
    t0, t1 = ticks[0], ticks[-1]

    def y_of(v: float) -> float:
        return plot_bottom - (v - t0) / (t1 - t0) * plot_h

    # Grid and y ticks.
    for t, text in zip(ticks, tick_texts):
        y = y_of(t)
        body.append(_line(plot_left, y, plot_right, y, GRID, cls="grid"))
        body.append(_text(plot_left - 6, y + 4, text, anchor="end", fill=MUTED, cls="y-tick"))
    zero = y_of(0.0)

    # Bars.
    bar_w = max(1.0, min(slot * 0.72, 80.0))
    centres = [plot_left + slot * (i + 0.5) for i in range(n)]
    boxes = []
    for i, (value, flag) in enumerate(zip(nums, flags)):
        v = value if math.isfinite(value) else 0.0
        y_top, y_bottom = sorted((y_of(v), zero))
        x = centres[i] - bar_w / 2
        colour = HIGHLIGHT_COLOUR if flag else BAR_COLOUR
        boxes.append((x, y_top, x + bar_w, y_bottom))
        body.append(f'<rect class="bar{" highlight" if flag else ""}" x="{_n(x)}" y="{_n(y_top)}" '
                    f'width="{_n(bar_w)}" height="{_n(y_bottom - y_top)}" fill="{colour}">'
                    f"<title>{_esc(names[i])}: {_esc(value_texts[i])}</title></rect>")
    body.append(_line(plot_left, zero, plot_right, zero, AXIS, cls="axis"))

    # Value labels: all of them if none collide, else the highlighted ones (or the tallest bar).
    def label_box(i: int) -> tuple[float, float, float, float, float, float]:
        w = _text_width(value_texts[i], TICK_SIZE, flags[i])
        v = nums[i] if math.isfinite(nums[i]) else 0.0
        cx = min(max(centres[i], PAD / 2 + w / 2), width - PAD / 2 - w / 2)
        base = y_of(v) - 5 if v >= 0 else y_of(v) + 15
        return (cx - w / 2 - 1, base - 11, cx + w / 2 + 1, base + 2, cx, base)

    def collides(i: int, placed: list[int]) -> bool:
        box = label_box(i)[:4]
        if any(_overlaps(box, label_box(j)[:4]) for j in placed):
            return True
        return any(_overlaps(box, (b[0] + 0.5, b[1] + 0.5, b[2] - 0.5, b[3] - 0.5))
                   for j, b in enumerate(boxes) if j != i and b[3] - b[1] > 0)

    everyone: list[int] = []
    for i in range(n):
        if collides(i, everyone):
            break
        everyone.append(i)
    if len(everyone) == n:
        chosen = everyone
    else:
        def size(i: int) -> float:
            return abs(nums[i]) if math.isfinite(nums[i]) else -1.0

        # Highlighted bars, biggest first (a crowded label for a tiny bar says least), else the tallest.
        wanted = sorted((i for i in range(n) if flags[i]), key=lambda i: (-size(i), i)) or [
            max(range(n), key=size)]
        chosen = []
        for i in wanted:
            if not collides(i, chosen):
                chosen.append(i)
    for i in sorted(chosen):
        *_, cx, base = label_box(i)
        body.append(_text(cx, base, value_texts[i], anchor="middle", bold=flags[i], cls="value"))

    # Category / integer labels.
    label_top = plot_bottom + 17
    for i in shown_ticks:
        lines, flag, cx = label_lines[i], flags[i], centres[i]
        if numeric:
            body.append(_line(cx, plot_bottom, cx, plot_bottom + 4, AXIS, cls="tick"))
        if layout == "slanted":
            body.append(_text(cx + 4, label_top - 4, lines[0], anchor="end", bold=flag, rotate=-40,
                              cls="x-tick"))
        else:
            for j, line in enumerate(lines):
                body.append(_text(cx, label_top + 14 * j, line, anchor="middle", bold=flag, cls="x-tick"))
    body += _y_axis_label(y_label, plot_top, plot_bottom)
    body += _x_axis_label(x_label, plot_left, plot_right, height - PAD - 2)

    pairs = [(name, text) for name, text in zip(names, value_texts)]
    if numeric:
        desc = tr("{kind} with {n} bars, x from {low} to {high}." if n != 1 else "{kind} with 1 bar, x from {low} to {high}.",
                  lang=lang, kind=kind, n=n, low=keys[0], high=keys[-1])
    else:
        desc = tr("{kind} with {n} bars." if n != 1 else "{kind} with 1 bar.", lang=lang, kind=kind, n=n)
    desc += f" {_summary(pairs)}."
    if any(flags):
        desc += " " + tr("Highlighted: {names}.", lang=lang, names=", ".join(name for name, flag in zip(names, flags) if flag))
    if _clean(x_label) or _clean(y_label):
        desc += " " + tr("x axis: {x}; y axis: {y}.", lang=lang, x=_clean(x_label) or tr("categories", lang=lang),
                         y=_clean(y_label) or tr("value", lang=lang))
    return _document(width, height, kind, title, desc, body, {"values": dict(zip(keys, nums))})


# ----------------------------------------------------------------------------------------------
# Line charts

_MARKERS = ("circle", "square", "triangle", "diamond", "triangle-down")


def _marker(shape: str, x: float, y: float, colour: str, tip: str = "", r: float = 3.6) -> str:
    tip_el = f"<title>{_esc(tip)}</title>" if tip else ""
    common = f'fill="{colour}" stroke="{BACKGROUND}" stroke-width="1" class="marker"'
    if shape == "circle":
        return f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(r)}" {common}>{tip_el}</circle>'
    if shape == "square":
        s = r * 0.9
        return (f'<rect x="{_n(x - s)}" y="{_n(y - s)}" width="{_n(2 * s)}" height="{_n(2 * s)}" '
                f'{common}>{tip_el}</rect>')
    if shape == "triangle":
        pts = [(x, y - r * 1.2), (x + r * 1.1, y + r * 0.8), (x - r * 1.1, y + r * 0.8)]
    elif shape == "triangle-down":
        pts = [(x, y + r * 1.2), (x + r * 1.1, y - r * 0.8), (x - r * 1.1, y - r * 0.8)]
    else:  # diamond
        pts = [(x, y - r * 1.25), (x + r * 1.1, y), (x, y + r * 1.25), (x - r * 1.1, y)]
    points = " ".join(f"{_n(a)},{_n(b)}" for a, b in pts)
    return f'<polygon points="{points}" {common}>{tip_el}</polygon>'


def _thin(points: list[tuple[float, float, float, float]], columns: float) -> list:
    """Keep, per pixel column, the first, lowest, highest and last point (in their order)."""
    if len(points) <= 4 * columns:
        return points
    kept, bucket, current = [], [], None

    def flush():
        if bucket:
            picks = {0, len(bucket) - 1, min(range(len(bucket)), key=lambda i: bucket[i][3]),
                     max(range(len(bucket)), key=lambda i: bucket[i][3])}
            kept.extend(bucket[i] for i in sorted(picks))

    for point in points:
        column = math.floor(point[2])
        if column != current:
            flush()
            bucket, current = [], column
        bucket.append(point)
    flush()
    return kept


def line_chart(series: Mapping[str, Sequence[tuple[float, float]]], *, title: str = "", x_label: str = "",
               y_label: str = "", y_range: tuple[float, float] | None = None,
               reference: Mapping[str, float] = {}, x_log: bool = False, percent: bool = False,
               width: int = 560, height: int = 320, lang: str | None = None) -> Figure:
    """One line per series, with a legend; series of at most 40 points also get point markers.

    ``reference`` draws a labelled, dashed horizontal line per entry (say the exact value a running
    estimate converges to).  ``x_log`` puts x on a logarithmic scale (points with x <= 0 are left
    out).  ``percent`` formats the y axis as percentages.  ``y_range`` fixes the y axis; whatever
    lies outside it is clipped.  Points that are not finite numbers break the line.  The chart's own words
    and numbers are in ``lang`` (None: the lesson's language).
    """
    width, height = max(int(width), 240), max(int(height), 180)
    lang = language(lang)
    kind = tr("Line chart", lang=lang)
    names = [_clean(name) for name in series]
    colours = {name: PALETTE[i % len(PALETTE)] for i, name in enumerate(series)}
    shapes = {name: _MARKERS[i % len(_MARKERS)] for i, name in enumerate(series)}
    dashes = {name: DASHES[(i // len(PALETTE)) % len(DASHES)] for i, name in enumerate(series)}
    clean: dict = {}
    dropped = 0
    for name, points in series.items():
        kept = []
        for point in points:
            x, y = (_as_float(c) for c in point)
            if x_log and not x > 0:
                dropped += 1
                continue
            kept.append((x, y))
        clean[name] = kept
    refs = {name: _as_float(v) for name, v in reference.items() if math.isfinite(_as_float(v))}
    xs = [x for pts in clean.values() for x, y in pts if math.isfinite(x) and math.isfinite(y)]
    ys = [y for pts in clean.values() for x, y in pts if math.isfinite(x) and math.isfinite(y)]
    if not xs:
        note = tr("No points with x > 0 to show on a log scale" if dropped else "No data to show", lang=lang)
        return _empty(width, height, kind, title, note, lang)

    body, top = _title_block(title, width)

    # Legend, in rows under the title.
    legend, row_x, row, swatch = [], PAD + 4.0, 0, 30
    entries = []
    for name, label in zip(series, names):
        text = _fit(label or tr("(unnamed)", lang=lang), width - 2 * PAD - swatch - 10, LABEL_SIZE)
        entry_w = swatch + _text_width(text, LABEL_SIZE) + 18
        if row_x + entry_w > width - PAD and row_x > PAD + 4:
            row, row_x = row + 1, PAD + 4.0
        entries.append((name, text, row_x, row))
        row_x += entry_w
    legend_h = 20 * (row + 1) + 6
    for name, text, x, r in entries:
        y = top + 12 + 20 * r
        legend.append(_line(x, y, x + swatch - 6, y, colours[name], 2.5, dash=dashes[name], cls="legend-swatch"))
        if len(clean[name]) <= MARKER_LIMIT:
            legend.append(_marker(shapes[name], x + (swatch - 6) / 2, y, colours[name]))
        legend.append(_text(x + swatch, y + 4.5, text, size=LABEL_SIZE, cls="legend"))
    body += legend
    top += legend_h + 10

    # y axis.
    if y_range is not None:
        y_lo, y_hi = sorted((_as_float(y_range[0]), _as_float(y_range[1])))
        if not (math.isfinite(y_lo) and math.isfinite(y_hi)):
            y_range = None
    if y_range is None:
        y_lo, y_hi = min(ys + list(refs.values())), max(ys + list(refs.values()))
    bottom = PAD + 20 + (22 if _clean(x_label) else 0)
    guess_plot_h = height - top - bottom
    y_ticks = nice_ticks(y_lo, y_hi, max(4, min(10, int(guess_plot_h // 32) + 1)), percent=percent)
    y_step = y_ticks[1] - y_ticks[0]
    if y_range is not None and y_lo != y_hi:  # keep the range asked for; ticks inside it
        y_ticks = [t for t in y_ticks if y_lo - 1e-9 * y_step <= t <= y_hi + 1e-9 * y_step]
        v0, v1 = y_lo, y_hi
    else:
        v0, v1 = y_ticks[0], y_ticks[-1]
    y_texts = [_tick_label(t, y_step, percent, lang) for t in y_ticks]
    left = PAD + (22 if _clean(y_label) else 0) + max(_text_width(t, TICK_SIZE) for t in y_texts) + 8

    # Reference labels sit in the right margin, level with their lines: they never hide data.
    shown_refs = sorted(((name, v) for name, v in refs.items() if v0 <= v <= v1), key=lambda item: -item[1])
    room = width * 0.24
    ref_labels = []
    for name, value in shown_refs:
        shown = _format_value(value, percent, lang)
        text = f"{_clean(name)}: {shown}" if _clean(name) else shown
        ref_labels.append(_wrap(text, room, TICK_SIZE, bold=True, max_lines=2))
    ref_room = max((_text_width(line, TICK_SIZE, True) for lines in ref_labels for line in lines), default=0)

    # x axis: fewer ticks until their labels do not touch.
    x_min, x_max = min(xs), max(xs)
    right = PAD + 4
    for attempt in range(8, 1, -1):
        if x_log:
            x_ticks = log_ticks(x_min, x_max, attempt)
            step_x = 1.0
        else:
            x_ticks = nice_ticks(x_min, x_max, attempt)
            step_x = x_ticks[1] - x_ticks[0]
        x_texts = [_tick_label(t, min(step_x, t) if x_log and t < 1 else step_x, lang=lang) for t in x_ticks]
        right = PAD + max(4.0, _text_width(x_texts[-1], TICK_SIZE) / 2, ref_room + 8 if ref_room else 0)
        spacing = (width - left - right) / max(1, len(x_ticks) - 1)
        if x_log:  # uneven spacing: check neighbours in pixels
            lx = [math.log10(t) for t in x_ticks]
            spans = [(lx[i + 1] - lx[i]) / (lx[-1] - lx[0]) * (width - left - right) for i in range(len(lx) - 1)]
            spacing = min(spans) if spans else spacing
        if max(_text_width(t, TICK_SIZE) for t in x_texts) + 10 <= spacing:
            break
    plot_left, plot_right = left, width - right
    plot_top, plot_bottom = top, height - bottom
    plot_h = max(plot_bottom - plot_top, 30)
    plot_bottom = plot_top + plot_h
    plot_w = plot_right - plot_left
    u0, u1 = x_ticks[0], x_ticks[-1]
    if x_log:
        u0, u1 = math.log10(u0), math.log10(u1)

    def px(x: float) -> float:
        u = math.log10(x) if x_log else x
        return plot_left + (u - u0) / (u1 - u0) * plot_w

    def py(y: float) -> float:
        return plot_bottom - (y - v0) / (v1 - v0) * plot_h

    # Grid, ticks, frame.
    for t, text in zip(y_ticks, y_texts):
        y = py(t)
        body.append(_line(plot_left, y, plot_right, y, GRID, cls="grid"))
        body.append(_text(plot_left - 6, y + 4, text, anchor="end", fill=MUTED, cls="y-tick"))
    for t, text in zip(x_ticks, x_texts):
        x = px(t)
        body.append(_line(x, plot_top, x, plot_bottom, GRID, cls="grid"))
        body.append(_line(x, plot_bottom, x, plot_bottom + 4, AXIS, cls="tick"))
        body.append(_text(x, plot_bottom + 17, text, anchor="middle", fill=MUTED, cls="x-tick"))
    if y_ticks and py(y_ticks[-1]) > plot_top + 1:  # a y_range ending between ticks: mark its top
        body.append(_line(plot_left, plot_top, plot_right, plot_top, GRID, cls="grid"))
    body.append(_line(plot_left, plot_bottom, plot_right, plot_bottom, AXIS, cls="axis"))
    body.append(_line(plot_left, plot_top, plot_left, plot_bottom, AXIS, cls="axis"))

    # The data, clipped to the plot area (a nested <svg> clips without needing an id).
    # Markers on the edge stay whole, except at the ends of a y_range that was asked for.
    m, mv = 6, (0 if y_range is not None else 6)
    body.append(f'<svg x="{_n(plot_left - m)}" y="{_n(plot_top - mv)}" width="{_n(plot_w + 2 * m)}" '
                f'height="{_n(plot_h + 2 * mv)}" viewBox="{_n(plot_left - m)} {_n(plot_top - mv)} '
                f'{_n(plot_w + 2 * m)} {_n(plot_h + 2 * mv)}" overflow="hidden">')
    ref_at = len(body)  # reference lines go under the data, their labels over it
    drawn: dict[str, list[tuple[float, float]]] = {}
    between = "," if lang == "en" else ";"  # decimal commas elsewhere: (1; 0,5)
    for name in series:
        points = clean[name]
        colour = colours[name]
        with_pixels = [(x, y, px(x), py(y)) for x, y in points]
        segments, current = [], []
        for p in with_pixels:
            if math.isfinite(p[0]) and math.isfinite(p[1]):
                current.append(p)
            elif current:
                segments.append(current)
                current = []
        if current:
            segments.append(current)
        segments = [_thin(seg, plot_w) for seg in segments]
        drawn[name] = [(p[0], p[1]) for seg in segments for p in seg]
        for seg in segments:
            if len(seg) > 1:
                coords = " ".join(f"{_n(p[2])},{_n(p[3])}" for p in seg)
                body.append(f'<polyline class="series" data-series="{_esc(name)}" points="{coords}" '
                            f'fill="none" stroke="{colour}" stroke-width="2.2" stroke-linejoin="round" '
                            f'stroke-linecap="round"' + (f' stroke-dasharray="{dashes[name]}"' if dashes[name] else "")
                            + "/>")
        if len(points) <= MARKER_LIMIT or any(len(seg) == 1 for seg in segments):
            for seg in segments:
                if len(points) <= MARKER_LIMIT or len(seg) == 1:
                    for x, y, a, b in seg:
                        tip = f"{_clean(name)}: ({_format_value(x, lang=lang)}{between} {_format_value(y, percent, lang)})"
                        body.append(_marker(shapes[name], a, b, colour, tip))
    body.append("</svg>")
    ref_lines, ref_texts = [], []
    next_free = plot_top - 6.0  # labels top down, at least a line apart
    for (name, value), lines in zip(shown_refs, ref_labels):
        y = py(value)
        ref_lines.append(_line(plot_left, y, plot_right, y, REFERENCE, 1.5, dash="6 4", cls="reference"))
        first = max(y + 4 - 7 * (len(lines) - 1), next_free + 12)
        for i, line in enumerate(lines):
            ref_texts.append(_text(plot_right + 6, first + 14 * i, line, fill=REFERENCE, bold=True,
                                   cls="reference-label"))
        next_free = first + 14 * (len(lines) - 1) + 3
    body[ref_at:ref_at] = ref_lines
    body += ref_texts

    body += _y_axis_label(y_label, plot_top, plot_bottom)
    if x_log and _clean(x_label):
        x_label = tr("{label} (log scale)", lang=lang, label=x_label)
    body += _x_axis_label(x_label, plot_left, plot_right, height - PAD - 2)

    def value(y: float, percent: bool = False) -> str:
        return _format_value(y, percent, lang)

    parts = []
    for name, label in zip(series, names):
        pts = [p for p in clean[name] if math.isfinite(p[0]) and math.isfinite(p[1])]
        label = label or tr("(unnamed)", lang=lang)
        if pts:
            parts.append(tr("{name}: {n} points, y from {low} to {high}, last point ({x}, {y})" if len(pts) != 1
                            else "{name}: 1 point, y from {low} to {high}, last point ({x}, {y})", lang=lang,
                            name=label, n=len(pts), low=value(min(p[1] for p in pts), percent),
                            high=value(max(p[1] for p in pts), percent), x=value(pts[-1][0]),
                            y=value(pts[-1][1], percent)))
        else:
            parts.append(tr("{name}: no points", lang=lang, name=label))
    desc = tr("{kind} with {n} series, x from {low} to {high} on a log scale." if x_log
              else "{kind} with {n} series, x from {low} to {high}.", lang=lang, kind=kind, n=len(series),
              low=value(x_min), high=value(x_max))
    desc += " " + ". ".join(parts) + "."
    if refs:
        desc += " " + tr("Reference lines: {lines}.", lang=lang, lines="; ".join(
            tr("{name} at {value}", lang=lang, name=_clean(k), value=value(v, percent)) for k, v in refs.items()))
    if dropped:
        desc += " " + tr("{n} points with x <= 0 left out of the log scale." if dropped != 1
                         else "1 point with x <= 0 left out of the log scale.", lang=lang, n=dropped)
    return _document(width, height, kind, title, desc, body,
                     {"series": drawn, "reference": refs, "x_ticks": x_ticks, "y_ticks": y_ticks})


# ----------------------------------------------------------------------------------------------
# Running estimates


def running_mean(samples: Iterable[bool] | Iterable[float]) -> list[tuple[int, float]]:
    """``(k, mean of the first k samples)`` for every k; booleans count as 1 and 0.

    Integer (and boolean) samples are summed exactly; other sums are compensated (Neumaier), and
    the last mean is ``math.fsum(samples) / n``, the mean of all samples, correctly rounded.

    >>> running_mean([True, False, False, True])
    [(1, 1.0), (2, 0.5), (3, 0.3333333333333333), (4, 0.5)]
    """
    out: list[tuple[int, float]] = []
    values: list = []
    exact, total, compensation, integers = 0, 0.0, 0.0, True
    for k, sample in enumerate(samples, start=1):
        values.append(sample)
        if integers and isinstance(sample, int):  # bools and ints: exact integer sums
            exact += int(sample)
            out.append((k, exact / k))
            continue
        if integers:
            integers, total = False, float(exact)
        value = float(sample)
        t = total + value
        if abs(total) >= abs(value):
            compensation += (total - t) + value
        else:
            compensation += (value - t) + total
        total = t
        out.append((k, (total + compensation) / k))
    if out and not integers:
        out[-1] = (len(values), math.fsum(float(v) for v in values) / len(values))
    return out


def running_estimate(hits: Sequence[bool] | Sequence[float], exact: float | None = None, *, title: str = "",
                     label: str | None = None, x_label: str | None = None, y_label: str = "",
                     percent: bool | None = None, width: int = 560, height: int = 320,
                     lang: str | None = None) -> Figure:
    """The running mean after each sample (the law of large numbers at work), on a log x axis, with
    ``exact`` as a dashed reference line.  ``percent`` defaults to true when the samples are all
    booleans (the estimate is then a probability).  ``label`` and ``x_label`` default to "estimate" and
    "number of samples" in ``lang`` (None: the lesson's language)."""
    samples = list(hits)
    if percent is None:
        percent = bool(samples) and all(isinstance(s, bool) for s in samples)
    label = tr("estimate", lang=lang) if label is None else label
    x_label = tr("number of samples", lang=lang) if x_label is None else x_label
    reference = {} if exact is None else {tr("exact", lang=lang): float(exact)}
    points = running_mean(samples)
    fig = line_chart({label: points}, title=title, x_label=x_label, y_label=y_label or label,
                     reference=reference, x_log=True, percent=percent, width=width, height=height, lang=lang)
    if not points:
        return fig
    fig.data["samples"] = len(samples)
    fig.data["final"] = points[-1][1]
    return fig
