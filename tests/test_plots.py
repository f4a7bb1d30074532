"""The inline-SVG plots: well-formed, accessible, escaped, deterministic, and drawing the right numbers."""

from __future__ import annotations

import math
import random
import re
import statistics
import subprocess
import sys
import xml.etree.ElementTree as ET
from fractions import Fraction
from pathlib import Path

import pytest

from crisp_core import plots
from crisp_core.crisp.probability import sum_distribution
from crisp_core.plots import (BAR_COLOUR, HIGHLIGHT_COLOUR, SVG_NS, Figure, bar_chart, histogram, line_chart,
                              log_ticks, nice_ticks, running_estimate, running_mean)

S = f"{{{SVG_NS}}}"
ONE_CARD = [0] + [4] * 9 + [16]  # value counts of a 52-card deck (R1.3)


def parse(fig: str) -> ET.Element:
    root = ET.fromstring(fig)
    assert root.tag == S + "svg"
    return root


def by_class(root: ET.Element, tag: str, cls: str) -> list[ET.Element]:
    return [el for el in root.iter(S + tag) if cls in (el.get("class") or "").split()]


def texts(root: ET.Element, cls: str) -> list[str]:
    return [el.text or "" for el in by_class(root, "text", cls)]


def number(label: str) -> float:
    """A tick label back to a number: '25%' -> 0.25, '−1,000' -> -1000."""
    label = label.replace("\u2212", "-").replace(",", "")
    return float(label[:-1]) / 100 if label.endswith("%") else float(label)


def points(polyline: ET.Element) -> list[tuple[float, float]]:
    return [tuple(map(float, pair.split(","))) for pair in polyline.get("points").split()]


def y_scale(root: ET.Element, fig: Figure):
    """Pixel y -> data value, from the horizontal grid lines of the drawn y ticks."""
    grid = [float(el.get("y1")) for el in by_class(root, "line", "grid") if el.get("y1") == el.get("y2")]
    ticks = fig.data["y_ticks"]
    (p0, t0), (p1, t1) = (grid[0], ticks[0]), (grid[len(ticks) - 1], ticks[-1])
    return lambda y: t0 + (y - p0) * (t1 - t0) / (p1 - p0), abs(p1 - p0) / abs(t1 - t0)


def sample_figures() -> dict[str, Figure]:
    rng = random.Random(5)
    return {
        "bars": bar_chart({"Random": Fraction(1, 8), "Heuristic": 0.41, "Expert": 3}, title="Wins",
                          x_label="bot", y_label="share", highlight={"Heuristic"}),
        "histogram": histogram(sum_distribution(ONE_CARD, 3), title="Total of three cards", x_label="total"),
        "lines": line_chart({"a": [(1, 0.2), (2, 0.4), (3, 0.1)], "b": [(x, x / 100) for x in range(1, 90)]},
                            title="Lines", reference={"exact": 0.25}, percent=True, x_label="n", y_label="p"),
        "running": running_estimate([rng.random() < 0.3 for _ in range(2000)], 0.3, title="Running"),
        "empty bars": bar_chart({}, title="Nothing"),
        "empty lines": line_chart({"a": []}, title="Nothing"),
    }


# ----------------------------------------------------------------------------------------------
# Every figure


@pytest.mark.parametrize("name", list(sample_figures()))
def test_valid_accessible_self_contained_svg(name):
    fig = sample_figures()[name]
    root = parse(fig)
    assert root.get("role") == "img"
    assert root.get("aria-label", "").strip()
    title, desc = root.find(S + "title"), root.find(S + "desc")
    assert title is not None and title.text.strip()
    assert desc is not None and len(desc.text) > 20
    assert list(root)[:2] == [title, desc]  # first children, as screen readers expect
    assert set(re.findall(r"\w+://[^\s\"'<>]*", fig)) == {SVG_NS}
    assert not re.search(r"<script|<style|<foreignObject|href=|\son\w+=|\sid=|javascript:", fig, re.I)
    first_rect = root.find(S + "rect")
    assert first_rect.get("fill").upper() == "#FFFFFF" and first_rect.get("width") == root.get("width")


def _luminance(colour: str) -> float:
    channels = [int(colour.lstrip("#")[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: str, b: str) -> float:
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize("name", list(sample_figures()))
def test_text_is_large_enough_and_has_aa_contrast(name):
    root = parse(sample_figures()[name])
    all_text = list(root.iter(S + "text"))
    assert all_text
    for el in all_text:
        assert float(el.get("font-size")) >= 12, el.text
        assert contrast(el.get("fill"), "#FFFFFF") >= 4.5, (el.text, el.get("fill"))


def test_contrast_helper_is_right():
    assert contrast("#000000", "#FFFFFF") == pytest.approx(21)
    assert contrast("#767676", "#FFFFFF") == pytest.approx(4.54, abs=0.01)
    assert contrast("#E69F00", "#FFFFFF") < 4.5  # Okabe-Ito orange: fine for lines, never for text


def test_palette_is_okabe_ito_and_bars_stand_out_from_white():
    okabe_ito = {"#000000", "#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7"}
    assert set(plots.PALETTE) <= okabe_ito and len(set(plots.PALETTE)) == len(plots.PALETTE)
    assert {BAR_COLOUR, HIGHLIGHT_COLOUR} <= okabe_ito and BAR_COLOUR != HIGHLIGHT_COLOUR
    for colour in (BAR_COLOUR, HIGHLIGHT_COLOUR, *plots.PALETTE[:4]):
        assert contrast(colour, "#FFFFFF") >= 3  # WCAG 1.4.11, graphical objects


def test_deterministic():
    for name, fig in sample_figures().items():
        assert fig == sample_figures()[name], name


@pytest.mark.subprocess
def test_same_string_whatever_the_hash_seed():
    code = ("from crisp_core.plots import bar_chart, histogram\n"
            "print(bar_chart({'x': 1, 'y': 2, 'z': 3}, highlight={'x', 'z', 'y'}), end='')\n"
            "print(histogram({1: .5, 4: .5}, highlight={4, 1}), end='')\n")
    root = str(Path(plots.__file__).resolve().parent.parent)
    outputs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=root,
                              env={"PYTHONHASHSEED": seed, "PYTHONPATH": root}).stdout for seed in ("1", "2", "3")}
    assert len(outputs) == 1 and next(iter(outputs)).count("<svg") == 2


def test_docstring_examples():
    import doctest

    result = doctest.testmod(plots)
    assert result.attempted >= 8 and result.failed == 0


# ----------------------------------------------------------------------------------------------
# Bars


def test_one_bar_per_key_in_order_with_heights_proportional_to_values():
    values = {"a": Fraction(1, 4), "b": 0.5, "c": Fraction(1, 8), "d": 0}
    root = parse(bar_chart(values))
    bars = by_class(root, "rect", "bar")
    assert len(bars) == 4
    xs = [float(b.get("x")) for b in bars]
    assert xs == sorted(xs)
    heights = [float(b.get("height")) for b in bars]
    assert heights[3] == 0 and heights[1] > 100
    for h, v in zip(heights, values.values()):
        assert h == pytest.approx(heights[1] * float(v) / 0.5, abs=0.02)
    bases = {round(float(b.get("y")) + float(b.get("height")), 1) for b in bars}
    assert len(bases) == 1  # all bars stand on the same baseline
    assert [t.text.split(": ")[0] for t in (b.find(S + "title") for b in bars)] == list(values)


def test_value_labels_use_fmt_and_fractions():
    root = parse(bar_chart({"ace": Fraction(1, 13), "ten": Fraction(4, 13)}))
    assert texts(root, "value") == ["7.7%", "30.8%"]
    root = parse(bar_chart({"a": 1200, "b": 3400}, fmt="{:,}"))
    assert texts(root, "value") == ["1,200", "3,400"]
    assert not any(t.endswith("%") for t in texts(root, "y-tick"))  # not a percentage format


def test_highlight_colour():
    root = parse(bar_chart({"a": 1, "b": 2, "c": 3}, highlight={"b"}, fmt="{}"))
    fills = [b.get("fill") for b in by_class(root, "rect", "bar")]
    assert fills == [BAR_COLOUR, HIGHLIGHT_COLOUR, BAR_COLOUR]
    assert [b.get("class") for b in by_class(root, "rect", "bar")] == ["bar", "bar highlight", "bar"]
    bold = [el.text for el in by_class(root, "text", "x-tick") if el.get("font-weight") == "bold"]
    assert bold == ["b"]  # not by colour alone
    assert "Highlighted: b" in root.find(S + "desc").text


def test_y_ticks_are_round_and_cover_the_bars():
    root = parse(bar_chart({"a": 0.13, "b": 0.41, "c": 0.07}))
    ticks = [number(t) for t in texts(root, "y-tick")]
    assert ticks[0] == 0 and ticks[-1] >= 0.41
    steps = {round(b - a, 9) for a, b in zip(ticks, ticks[1:])}
    assert len(steps) == 1 and is_round(steps.pop())


def test_all_zero_values_and_empty_data():
    root = parse(bar_chart({"a": 0, "b": 0.0}))
    assert [float(b.get("height")) for b in by_class(root, "rect", "bar")] == [0, 0]
    assert [number(t) for t in texts(root, "y-tick")][-1] > 0
    for fig in (bar_chart({}), histogram({}), line_chart({}), line_chart({"a": []}), running_estimate([])):
        root = parse(fig)
        assert texts(root, "note") == ["No data to show"]
        assert not by_class(root, "rect", "bar") and not list(root.iter(S + "polyline"))


def test_negative_and_odd_values_do_not_break_bars():
    root = parse(bar_chart({"a": -0.2, "b": 0.3, "c": float("nan")}))
    bars = by_class(root, "rect", "bar")
    assert len(bars) == 3 and float(bars[2].get("height")) == 0
    assert float(bars[0].get("y")) == pytest.approx(float(bars[1].get("y")) + float(bars[1].get("height")),
                                                    abs=0.02)  # below the zero line, above it
    assert "n/a" in root.find(S + "desc").text


def test_long_category_labels_wrap_or_slant_and_do_not_overlap():
    wrapped = parse(bar_chart({"call crisp early": 0.3, "call crisp late": 0.2, "never": 0.1,
                               "call at total below 10": 0.2, "random": 0.1}))
    assert texts(wrapped, "x-tick") == ["call crisp early", "call crisp late", "never", "call at total",
                                        "below 10", "random"]
    slanted = parse(bar_chart({f"category number {i}": i / 10 for i in range(10)}))
    labels = by_class(slanted, "text", "x-tick")
    assert len(labels) == 10 and all(el.get("transform", "").startswith("rotate(-40") for el in labels)
    assert_no_overlap(wrapped, "x-tick")


# ----------------------------------------------------------------------------------------------
# Histograms


def test_histogram_fills_gaps_with_zero():
    fig = histogram({3: Fraction(1, 2), 6: Fraction(1, 2)}, fmt="{:.0%}")
    root = parse(fig)
    bars = by_class(root, "rect", "bar")
    assert len(bars) == 4
    assert [float(b.get("height")) for b in bars][1:3] == [0, 0]
    assert [t.text for t in (b.find(S + "title") for b in bars)] == ["3: 50%", "4: 0%", "5: 0%", "6: 50%"]
    assert fig.data["values"] == {3: 0.5, 4: 0.0, 5: 0.0, 6: 0.5}
    with pytest.raises(ValueError):
        histogram({1.5: 1})


def test_histogram_of_three_card_totals_has_readable_labels():
    dist = sum_distribution(ONE_CARD, 3)
    assert min(dist) == 3 and max(dist) == 30
    fig = histogram(dist, highlight={20, 21})
    root = parse(fig)
    assert len(by_class(root, "rect", "bar")) == 28
    shown = [int(t) for t in texts(root, "x-tick")]
    assert 2 <= len(shown) < 28  # thinned out ...
    step = shown[1] - shown[0]
    assert all(x % step == 0 for x in shown) and shown == list(range(shown[0], shown[-1] + 1, step))
    assert_no_overlap(root, "x-tick")
    assert_no_overlap(root, "value")
    assert len(by_class(root, "rect", "highlight")) == 2


def test_histogram_with_many_bars():
    root = parse(histogram({k: 1 / 201 for k in range(-100, 101)}))
    shown = [number(t) for t in texts(root, "x-tick")]
    assert 3 <= len(shown) <= 15 and 0 in shown
    assert_no_overlap(root, "x-tick")


def assert_no_overlap(root: ET.Element, cls: str) -> None:
    """Horizontal labels of one kind do not overlap (widths estimated generously)."""
    boxes = []
    for el in by_class(root, "text", cls):
        if el.get("transform"):
            continue
        w = plots._text_width(el.text, float(el.get("font-size")), el.get("font-weight") == "bold")
        x, y = float(el.get("x")), float(el.get("y"))
        left = x - w / 2 if el.get("text-anchor") == "middle" else x - w if el.get("text-anchor") == "end" else x
        boxes.append((left, y - 10, left + w, y + 2))
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert not plots._overlaps(a, b), (a, b)


# ----------------------------------------------------------------------------------------------
# Ticks


def is_round(step: float) -> bool:
    mantissa = step / 10 ** math.floor(math.log10(step) + 1e-12)
    return any(math.isclose(mantissa, m) for m in (1, 2, 2.5, 5))


@pytest.mark.parametrize("lo, hi", [(0, 1), (0, 0.32), (3, 30), (-7, 2), (0.2, 0.2501), (0, 123456),
                                    (5, 5), (0, 0), (-0.5, -0.1), (1e9, 1e9 + 3), (0, 1e-7)])
@pytest.mark.parametrize("max_ticks", [4, 6, 10])
def test_nice_ticks_are_round_and_cover_the_range(lo, hi, max_ticks):
    ticks = nice_ticks(lo, hi, max_ticks)
    assert 2 <= len(ticks) <= max_ticks
    assert ticks[0] <= lo and ticks[-1] >= hi
    steps = [b - a for a, b in zip(ticks, ticks[1:])]
    assert max(steps) == pytest.approx(min(steps), rel=1e-6)
    assert is_round(steps[0])
    assert all(math.isclose(t / steps[0], round(t / steps[0]), abs_tol=1e-6) for t in ticks)  # multiples


def test_nice_ticks_examples():
    assert nice_ticks(0, 1, 5) == [0, 0.25, 0.5, 0.75, 1]
    assert nice_ticks(0, 0.0803, 6, percent=True) == [0, 0.02, 0.04, 0.06, 0.08, 0.1]  # no 2.5%
    assert nice_ticks(3, 30, 7, integer=True) == [0, 5, 10, 15, 20, 25, 30]
    assert all(isinstance(t, int) for t in nice_ticks(0, 7, integer=True))


@pytest.mark.parametrize("lo, hi", [(1, 5000), (1, 40), (10, 40), (3, 3), (0.01, 1), (1, 1e12), (7, 200000)])
def test_log_ticks_are_round_and_cover_the_range(lo, hi):
    ticks = log_ticks(lo, hi)
    assert 2 <= len(ticks) <= 9 and ticks == sorted(ticks)
    assert ticks[0] <= lo and ticks[-1] >= hi
    for t in ticks:
        mantissa = t / 10 ** math.floor(math.log10(t) + 1e-12)
        assert math.isclose(mantissa, round(mantissa)), t


def test_tick_labels():
    assert plots._tick_label(0.25, 0.25, percent=True) == "25%"
    assert plots._tick_label(0.025, 0.005, percent=True) == "2.5%"
    assert plots._tick_label(-1000, 500) == "\u22121,000"
    assert plots._tick_label(1e-17, 0.1) == "0.0"


# ----------------------------------------------------------------------------------------------
# Line charts


def test_line_chart_series_legend_markers_and_reference():
    fig = line_chart({"short": [(1, 0.1), (2, 0.3), (3, 0.2)], "long": [(x, 0.5) for x in range(41)]},
                     reference={"exact": 0.25}, percent=True)
    root = parse(fig)
    lines = list(root.iter(S + "polyline"))
    assert [el.get("data-series") for el in lines] == ["short", "long"]
    assert lines[0].get("stroke") != lines[1].get("stroke")
    assert texts(root, "legend") == ["short", "long"]
    markers = [el for el in root.iter() if el.get("class") == "marker"]
    assert len(markers) == 3 + 1  # 3 points of "short", plus its legend swatch; "long" has 41 points: none
    to_value, _ = y_scale(root, fig)
    ref = by_class(root, "line", "reference")
    assert len(ref) == 1 and ref[0].get("stroke-dasharray")
    assert to_value(float(ref[0].get("y1"))) == pytest.approx(0.25, abs=1e-3)
    assert texts(root, "reference-label") == ["exact: 25.0%"]
    assert all(t.endswith("%") for t in texts(root, "y-tick"))
    xs = [points(lines[0])[i][0] for i in range(3)]
    assert xs == sorted(xs)


def test_line_chart_negative_values_single_point_and_gaps():
    root = parse(line_chart({"a": [(0, -3.5), (1, 2), (2, float("nan")), (3, 1), (4, 0.5)]}))
    ticks = [number(t) for t in texts(root, "y-tick")]
    assert ticks[0] <= -3.5 and ticks[-1] >= 2 and any(t.startswith("\u2212") for t in texts(root, "y-tick"))
    assert [len(points(p)) for p in root.iter(S + "polyline")] == [2, 2]  # the NaN breaks the line
    single = parse(line_chart({"one": [(3, 2.5)]}, reference={"r": 2}))
    assert not list(single.iter(S + "polyline"))
    assert len([el for el in single.iter(S + "circle") if el.get("class") == "marker"]) == 2  # point + legend


def test_line_chart_y_range_and_log_axis():
    fig = line_chart({"a": [(x, x) for x in range(-1, 50)]}, y_range=(0, 10), x_log=True)
    root = parse(fig)
    assert fig.data["y_ticks"][0] == 0 and fig.data["y_ticks"][-1] == 10
    assert fig.data["series"]["a"][0] == (1, 1)  # x <= 0 cannot be on a log scale
    assert "2 points with x <= 0 left out" in root.find(S + "desc").text
    clip = [el for el in root.iter(S + "svg") if el is not root]
    assert len(clip) == 1 and clip[0].get("overflow") == "hidden" and list(clip[0].iter(S + "polyline"))
    x_ticks = [number(t) for t in texts(root, "x-tick")]
    assert x_ticks[0] <= 1 and x_ticks[-1] >= 49 and all(t in (1, 2, 5, 10, 20, 50, 100) for t in x_ticks)


def test_long_series_are_thinned_but_keep_their_ends():
    series = [(x, math.sin(x / 50)) for x in range(20_000)]
    fig = line_chart({"sine": series})
    (line,) = parse(fig).iter(S + "polyline")
    drawn = fig.data["series"]["sine"]
    assert len(points(line)) == len(drawn) < 4 * 560
    assert drawn[0] == series[0] and drawn[-1] == series[-1]
    assert max(y for _, y in drawn) == max(y for _, y in series)  # the peaks survive


# ----------------------------------------------------------------------------------------------
# Running estimates


def test_running_mean():
    assert running_mean([True, False, False, True]) == [(1, 1.0), (2, 0.5), (3, 1 / 3), (4, 0.5)]
    floats = [0.1] * 10 + [1e16, 1.0, -1e16]
    assert running_mean(floats)[-1] == (13, math.fsum(floats) / 13)
    assert running_mean([]) == []


def test_running_estimate_ends_at_the_mean_of_all_samples():
    rng = random.Random(11)
    hits = [rng.random() < 0.25 for _ in range(3000)]
    fig = running_estimate(hits, 0.25, title="Ten-valued card")
    root = parse(fig)
    mean = sum(hits) / len(hits)
    assert fig.data["series"]["estimate"][-1] == (3000, mean)
    assert fig.data["final"] == mean and fig.data["samples"] == 3000
    (line,) = root.iter(S + "polyline")
    to_value, pixels_per_unit = y_scale(root, fig)
    assert to_value(points(line)[-1][1]) == pytest.approx(mean, abs=1 / pixels_per_unit)
    assert abs(to_value(points(line)[0][1]) - float(hits[0])) < 1 / pixels_per_unit
    ref = by_class(root, "line", "reference")
    assert to_value(float(ref[0].get("y1"))) == pytest.approx(0.25, abs=1 / pixels_per_unit)
    assert texts(root, "reference-label") == ["exact: 25.0%"]
    assert "number of samples (log scale)" in texts(root, "axis-label")
    assert f"last point (3,000, {mean:.1%})" in root.find(S + "desc").text


def test_running_estimate_of_numbers():
    rng = random.Random(4)
    rolls = [float(rng.randint(1, 6)) for _ in range(500)]
    fig = running_estimate(rolls, Fraction(7, 2), label="mean roll")
    assert fig.data["series"]["mean roll"][-1] == (500, statistics.fmean(rolls))
    root = parse(fig)
    assert not any(t.endswith("%") for t in texts(root, "y-tick"))
    assert texts(root, "reference-label") == ["exact: 3.5"]


# ----------------------------------------------------------------------------------------------
# Escaping and display


def test_every_text_is_escaped():
    evil = '<script>alert("x")</script> & <b>'
    figs = [bar_chart({evil: 0.5}, title=evil, x_label=evil, y_label=evil, fmt="{:.0%}" + evil),
            histogram({1: 0.5}, title=evil),
            line_chart({evil: [(1, 2), (2, 3)]}, title=evil, reference={evil: 2.5}, x_label=evil),
            running_estimate([True], 0.5, title=evil, label=evil)]
    for fig in figs:
        root = parse(fig)
        assert "<script" not in fig and "<b>" not in fig
        assert not [el for el in root.iter() if el.tag.split("}")[-1] in ("script", "b")]
        shown = [el.text or "" for el in root.iter() if el.tag in (S + "text", S + "title", S + "desc")]
        assert any(evil in text for text in shown)
        assert evil in root.get("aria-label")


def test_control_characters_still_give_valid_xml():
    parse(bar_chart({"a\x00b\x1b": 1}, title="bell\x07"))


def test_figure_displays_itself_once():
    fig = bar_chart({"a": 0.5}, title="Shown")
    assert isinstance(fig, str) and fig.svg == str(fig) and type(fig.svg) is str
    assert fig._repr_svg_() == fig.svg
    html = fig._repr_html_()
    assert html.startswith("<div") and html.endswith("</div>") and html.count("<svg") == 1 and fig.svg in html
    bundle = fig._repr_mimebundle_()
    assert bundle["text/html"] == html and bundle["image/svg+xml"] == fig.svg
    assert "<svg" not in bundle["text/plain"] and "Shown" in bundle["text/plain"]
    assert set(fig._repr_mimebundle_(include={"text/html"})) == {"text/html"}
    assert "text/html" not in fig._repr_mimebundle_(exclude={"text/html"})


def test_figure_save(tmp_path):
    fig = line_chart({"é": [(1, 1), (2, 2)]}, title="ünïcode")
    fig.save(tmp_path / "plot.svg")
    assert (tmp_path / "plot.svg").read_text(encoding="utf-8") == fig
