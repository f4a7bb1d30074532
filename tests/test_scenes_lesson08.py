"""Lesson 08's scene shows what it says: a likely call that the final turns turn into +5."""

from __future__ import annotations

from fractions import Fraction

from crisp_core.crisp.probability import chance_strictly_lowest
from crisp_core.scenes import scene


def test_call_with_six():
    s = scene("call_with_six")
    states = s.states()
    assert len(states) == len(s.actions) + 1 and set(s.captions) <= set(range(len(states)))
    # step 2: seat 1 has seen all three of its cards (R5.3) and may call (R7.1)
    before_call = states[2].observation(1)
    assert [str(c) for c in before_call.own_hand] == ["Ac", "3d", "2h"]
    assert any(str(a) == "1 crisp" for a in states[2].legal_actions())
    assert chance_strictly_lowest(before_call).value > 0.97  # "about 99 %"
    # step 3: the call; each other player then plays one final turn (R7.3), seat 2 first
    assert states[3].caller == 1 and states[3].turn == 2
    # step 5: the Queen gave the caller the 9h in its L, and the caller looked at it (R5.4.1-2)
    assert [str(c) for c in states[5].hand(1)] == ["9h", "3d", "2h"]
    assert str(states[5].observation(1).own_hand[0]) == "9h"
    # step 7: round over; 14 is not the lowest, so the caller scores 14 + 5 (R11.2)
    end = states[-1]
    assert end.is_over and end.totals() == [10, 14, 16] and end.scores() == [10, 19, 16]


def test_lesson_08_says_which_cards_the_callers_count_has_seen():
    """Issue 31: the lesson's 7609417/7669695 is counted with every card Seat 2 has seen; its prose names them (in
    every language) and the number of cards left unseen."""
    import json
    from pathlib import Path

    from crisp_core.cards import card_name
    from crisp_core.crisp.probability import chance_strictly_lowest

    obs = scene("call_with_six").states()[2].observation(1)
    assert chance_strictly_lowest(obs).exact == Fraction(7609417, 7669695)
    seen = [card_name(c) for c in obs.own_hand] + [card_name(c) for c in obs.discard]
    notebooks = Path(__file__).resolve().parent.parent / "notebooks"
    for path in [*notebooks.glob("08-*.ipynb"), *notebooks.glob("*/08-*.ipynb")]:
        cells = {c.get("id"): "".join(c["source"]) for c in json.loads(path.read_text(encoding="utf-8"))["cells"]}
        text = cells["table-count-head"]
        assert all(card in text for card in seen) and str(len(obs.unseen())) in text, path.name
