"""HTML pictures of a Crisp table, shared by the play page and the notebook widgets (no dependencies).

Everything is drawn from one seat's :class:`~crisp_core.observation.Observation`, so a page can
never show a card that seat has not seen; :func:`true_table_html` draws the real cards, for
lessons that compare what each seat knows with the truth.
"""

from __future__ import annotations

from html import escape
from typing import Sequence

from .cards import Card
from .observation import Observation

SUIT_SYMBOLS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
SLOT_NAMES = ("L", "M", "R")

CSS = """
.crisp { font-family: system-ui, sans-serif; color: #1d2a22; }
.crisp .felt { background: #2f6b47; border-radius: 14px; padding: 12px; display: inline-block; min-width: 340px; }
.crisp .seat { background: rgba(255,255,255,.10); border-radius: 10px; padding: 6px 10px; margin: 6px 0;
  color: #f3f7f2; display: flex; align-items: center; gap: 10px; }
.crisp .seat.you { outline: 2px solid #ffd866; }
.crisp .seat.turn { background: rgba(255,216,102,.22); }
.crisp .who { min-width: 92px; font-weight: 600; }
.crisp .note { font-size: 12px; opacity: .85; }
.crisp .card { display: inline-flex; flex-direction: column; justify-content: center; align-items: center;
  width: 42px; height: 58px; border-radius: 6px; background: #fffdf7; border: 1px solid #b9b3a3;
  font-weight: 700; font-size: 17px; color: #1d2a22; box-shadow: 0 1px 2px rgba(0,0,0,.3); position: relative; }
.crisp .card.red { color: #c0392b; }
.crisp .card.back { background: repeating-linear-gradient(45deg, #7b2d3b, #7b2d3b 5px, #93404f 5px, #93404f 10px);
  border-color: #5a1f2a; }
.crisp .card .slot { position: absolute; bottom: -15px; font-size: 10px; color: #dfe8dc; font-weight: 400; }
.crisp .card.empty { background: transparent; border: 1px dashed #9fc3a8; box-shadow: none; }
.crisp .piles { display: flex; gap: 18px; align-items: center; color: #f3f7f2; margin: 10px 0 4px; }
.crisp .status { color: #f3f7f2; margin-top: 6px; }
"""


def card_name(card: Card) -> str:
    """A card as players write it: rank then suit symbol (``10♦``, ``A♠``)."""
    text = str(card)
    return ("10" if text[0] == "T" else text[0]) + SUIT_SYMBOLS[text[1]]


def card_html(card: Card | None, slot: str = "", face_down_label: str = "", changed: bool = False) -> str:
    """One card: its face if known, else its back; ``changed`` outlines it (what the last step changed)."""
    label = f'<span class="slot">{escape(slot)}</span>' if slot else ""
    extra = " changed" if changed else ""
    if card is None:
        title = escape(face_down_label or "unknown card")
        return f'<span class="card back{extra}" title="{title}" role="img" aria-label="{title}">{label}</span>'
    name = card_name(card)
    red = " red" if str(card)[1] in "dh" else ""
    return (f'<span class="card{red}{extra}" title="{card}" role="img" aria-label="{name}">'
            f'{name}{label}</span>')


def _seat_name(seat: int, viewer: int, names: Sequence[str] | None) -> str:
    if seat == viewer:
        return "You" if names is None else escape(names[seat])
    return f"Seat {seat}" if names is None else escape(names[seat])


def table_html(obs: Observation, names: Sequence[str] | None = None, hide_own: bool = False) -> str:
    """The table as ``obs``'s seat sees it.  ``hide_own`` draws its own face-down cards as backs even
    when it has seen them (playing from memory)."""
    rows = []
    for seat in range(obs.players):
        hand = obs.hand(seat)
        if hide_own and seat == obs.seat and obs.phase != "over":
            hand = (None, None, None)
        cards = "".join(card_html(c, SLOT_NAMES[i]) for i, c in enumerate(hand))
        notes = []
        if seat == obs.dealer:
            notes.append("dealer")
        if seat == obs.caller:
            notes.append("called crisp")
        if seat == obs.turn and obs.phase != "over":
            notes.append("to play")
        classes = "seat" + (" you" if seat == obs.seat else "") + (" turn" if seat == obs.turn else "")
        rows.append(f'<div class="{classes}"><span class="who">{_seat_name(seat, obs.seat, names)}</span>'
                    f'{cards}<span class="note">score {obs.scores[seat]}'
                    f'{" · " + ", ".join(notes) if notes else ""}</span></div>')
    top = obs.discard[-1] if obs.discard else None
    discard = card_html(top) if top is not None else '<span class="card empty"></span>'
    held = ""
    if obs.holding:
        who = "You hold" if obs.turn == obs.seat else f"Seat {obs.turn} holds"
        held = f'<span>{who}</span>{card_html(obs.held, face_down_label="a card you have not seen")}'
    stock = "order known" if obs.stock is not None else "face down"
    piles = (f'<div class="piles"><span>Stock: {obs.stock_size} ({stock})</span><span>Discard</span>{discard}'
             f'{held}</div>')
    return f'<div class="crisp"><div class="felt">{"".join(rows)}{piles}</div></div>'


def true_table_html(hands: Sequence[Card], players: int, title: str = "The real cards") -> str:
    """Every seat's real cards, face up."""
    rows = "".join(
        f'<div class="seat"><span class="who">Seat {seat}</span>'
        + "".join(card_html(hands[seat * 3 + i], SLOT_NAMES[i]) for i in range(3)) + "</div>"
        for seat in range(players))
    return f'<div class="crisp"><div class="felt"><div class="status">{escape(title)}</div>{rows}</div></div>'


def bar_chart_html(values: dict, title: str = "", fmt: str = "{:.1%}") -> str:
    """A horizontal bar chart of ``{label: number}`` (numbers from 0 to 1), drawn with HTML only."""
    top = max((float(v) for v in values.values()), default=0) or 1.0
    rows = "".join(
        f'<div style="display:flex;align-items:center;gap:6px;margin:2px 0"><span style="width:40px;text-align:right">'
        f'{escape(str(label))}</span><span style="display:inline-block;height:14px;background:#2f6b47;'
        f'width:{240 * float(v) / top:.1f}px"></span><span style="font-size:12px">{fmt.format(float(v))}</span></div>'
        for label, v in values.items())
    heading = f"<div><b>{escape(title)}</b></div>" if title else ""
    return f'<div class="crisp">{heading}{rows}</div>'


def style_tag() -> str:
    """The stylesheet, as a ``<style>`` element."""
    return f"<style>{CSS}</style>"
