"""The lessons' HTML views: what changed is outlined, the knowledge grid follows the engine, names are escaped."""

from __future__ import annotations

import re

from crisp_core import Options, RoundState, arranged_deck
from crisp_core.crisp.simulate import play_match, simulate
from crisp_core.views import (changed_cards, changed_knowledge, knowledge_grid_html, match_table_html, results_html,
                              seat_panel, table_view_html)


def queen_table() -> tuple[RoundState, RoundState]:
    """Seat 1 draws a Queen and swaps its L (seen by seat 1) with seat 2's R (seen by seat 2)."""
    state = RoundState(3, arranged_deck(3, 0, {1: ["2c", "5d", "9h"], 2: ["Kc", "3s", "4h"]}, stock=["Qd"]))
    state.apply("1 draw")
    before = state.clone()
    state.apply("1 queen L 2R")
    return before, state


def grid_marks(html: str) -> list[list[str]]:
    """The ✓/· marks of each grid row, in order."""
    return [re.findall(r">([✓·])</td>", row) for row in re.findall(r"<tr class=\"[^\"]*\">(.*?)</tr>", html)]


def test_changed_cards_are_the_two_swapped_slots():
    before, after = queen_table()
    assert changed_cards(before, after) == {3, 8}
    assert changed_cards(None, after) == set()


def test_knowledge_moves_with_the_queen_swap():
    before, after = queen_table()
    changed = changed_knowledge(before, after)
    # seat 1 knew its L (2c); that card went to seat 2's R; seat 2 knew the 4h, which is now seat 1's L
    assert (3, 1) in changed and (3, 2) in changed and (8, 1) in changed and (8, 2) in changed
    assert (0, 0) not in changed
    rows = grid_marks(knowledge_grid_html(after, before))
    assert rows[3] == ["·", "✓", "✓"]  # seat 1's L (4h): seat 1 looked (R5.4.1), seat 2 had seen it (R5.4.3)
    assert rows[8] == ["·", "✓", "✓"]  # seat 2's R (2c): seat 2 looked (R5.4.2), seat 1 had seen it
    assert rows[4] == ["·", "·", "·"]  # nobody has seen seat 1's M


def test_grid_rows_match_the_engine_for_every_seat():
    state = RoundState(4, arranged_deck(4, 2))
    rows = grid_marks(knowledge_grid_html(state))
    for i, row in enumerate(rows):
        assert row == ["✓" if state.seen[i] & (1 << s) else "·" for s in range(4)]


def test_a_seat_panel_shows_only_what_that_seat_knows():
    before, after = queen_table()
    panel = seat_panel(after, 0)
    assert 'title="4♥"' not in panel and 'title="2♣"' not in panel and 'title="4h"' not in panel
    assert panel.count("card back") == 9 - 2  # seat 0 knows its own L and R only
    truth = table_view_html(after, [0], before)
    assert truth.count('class="card red changed"') + truth.count('class="card changed"') == 2


def test_names_are_escaped():
    state = RoundState(2, arranged_deck(2))
    names = ["<script>alert(1)</script>", "Ana & Bo"]
    for html in (table_view_html(state, names=names), knowledge_grid_html(state, names=names)):
        assert "<script>" not in html and "&lt;script&gt;" in html and "Ana &amp; Bo" in html


def test_results_table_has_a_row_per_seat_with_intervals():
    results = simulate(["random", "heuristic"], rounds=40, seed=2)
    html = results_html(results)
    assert html.count("<tr>") == 3 and "40 rounds" in html and html.count("±") >= 4


def test_match_table_follows_the_match_to_its_winners():
    match = play_match(["heuristic", "heuristic", "random"], seed=5, options=Options(target=40))
    assert match.over and all(rnd.is_over for rnd in match.rounds)
    html = match_table_html(match, ["Ana", "<b>Bo</b>", "Cy"])
    assert html.count("<tr>") == 1 + len(match.rounds)
    last = re.findall(r"<b>(-?\d+)</b>", html)[-3:]
    assert [int(x) for x in last] == match.scores
    assert "&lt;b&gt;Bo&lt;/b&gt;" in html and "R11.5" in html
    winners = ", ".join(["Ana", "&lt;b&gt;Bo&lt;/b&gt;", "Cy"][s] for s in match.winners)
    assert f"Lowest score wins: {winners}" in html


def test_play_match_is_seeded():
    one, two = (play_match(["heuristic", "random"], seed=9, options=Options(target=30)) for _ in range(2))
    assert [r.history for r in one.rounds] == [r.history for r in two.rounds] and one.over
