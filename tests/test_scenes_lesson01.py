"""Lesson 01's scene shows the deal order (R2.2), the stock and empty discard (R2.3), the peek (R2.4) and
the first turn (R2.5) on the engine's own state."""

from crisp_core.scenes import scene


def test_deal_by_number_shows_the_deal_order():
    deal = scene("deal_by_number")
    state = deal.start()
    hands = {seat: " ".join(map(str, state.hand(seat))) for seat in range(4)}
    assert hands == {1: "Ac 5c 9c", 2: "2c 6c Tc", 3: "3c 7c Jc", 0: "4c 8c Qc"}
    assert str(deal.deck[4]) == "5c" and str(state.hand(1)[1]) == "5c"  # the 5th card: seat 1's M


def test_deal_by_number_stock_discard_and_first_turn():
    state = scene("deal_by_number").start()
    obs = state.observation(1)
    assert obs.stock_size == 52 - 12 and obs.discard == ()
    assert state.turn == 1 and [str(a) for a in state.legal_actions()] == ["1 draw"]
    state.apply("1 draw")
    assert str(state.held) == "Kc"  # the 13th card of the deck is the top of the stock


def test_deal_by_number_peek_is_l_and_r_only():
    state = scene("deal_by_number").start()
    for seat in range(4):
        known = state.observation(seat).known
        assert [known[s * 3 + slot] is not None for s in range(4) for slot in range(3)] == [
            s == seat and slot != 1 for s in range(4) for slot in range(3)]
