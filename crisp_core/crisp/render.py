"""HTML pictures of a Crisp table for the lessons' widgets and views (no dependencies).

Everything is drawn from one seat's :class:`~crisp_core.crisp.observation.Observation`, or from the play page's
view of one seat (:func:`view_html`, as the notebook's play widget does), so a page can never show a card that seat
has not seen; :func:`true_table_html` draws the real cards, for
lessons that compare what each seat knows with the truth.  The words are in ``lang`` (None: the
lessons' language, :func:`crisp_core.locale.language`), from :mod:`crisp_core.locale`.
"""

from __future__ import annotations

from html import escape
from typing import Sequence

from ..cards import NAMES, Card, card_name
from ..locale import language, position_short, seat_name, text
from .observation import Observation


CSS = """
.crisp { font-family: system-ui, sans-serif; color: #1d2a22; }
.crisp .felt { background: #2f6b47; border-radius: 14px; padding: 12px; display: inline-block; min-width: 340px; }
.crisp .seat { background: rgba(255,255,255,.10); border-radius: 10px; padding: 6px 10px 22px; margin: 6px 0;
  color: #f3f7f2; display: flex; align-items: center; gap: 10px; }
.crisp .seat.you { outline: 2px solid #ffd866; }
.crisp .seat.turn { background: rgba(0,0,0,.15); box-shadow: inset 5px 0 0 #ffd866; }  /* white text keeps 4.5:1 */
.crisp .who { min-width: 92px; font-weight: 600; }
.crisp .note { font-size: 12px; }
.crisp .card { display: inline-flex; flex-direction: column; justify-content: center; align-items: center;
  width: 42px; height: 58px; border-radius: 6px; background: #fffdf7; border: 1px solid #b9b3a3;
  font-weight: 700; font-size: 17px; color: #1d2a22; box-shadow: 0 1px 2px rgba(0,0,0,.3); position: relative; }
.crisp .card.red { color: #c0392b; }
.crisp .card.back { background: repeating-linear-gradient(45deg, #7b2d3b, #7b2d3b 5px, #93404f 5px, #93404f 10px);
  border-color: #5a1f2a; }
.crisp .card .slot { position: absolute; top: 100%; margin-top: 3px; font-size: 12px; line-height: 14px;
  color: #ffffff; font-weight: 400; white-space: nowrap; }
.crisp .card.empty { background: transparent; border: 1px dashed #9fc3a8; box-shadow: none; }
.crisp .piles { display: flex; gap: 18px; align-items: center; color: #f3f7f2; margin: 10px 0 4px; }
.crisp .status { color: #f3f7f2; margin-top: 6px; }
"""


def card_html(card: Card | None, slot: str = "", face_down_label: str = "", changed: bool = False,
              lang: str | None = None) -> str:
    """One card: its face if known, else its back (labelled ``face_down_label``, or "unknown card" in ``lang``);
    ``slot`` is written under it; ``changed`` outlines it (what the last step changed)."""
    label = f'<span class="slot">{escape(slot)}</span>' if slot else ""
    extra = " changed" if changed else ""
    if card is None:
        title = escape(face_down_label or text(language(lang), "ui.unknown_card"))
        return f'<span class="card back{extra}" title="{title}" role="img" aria-label="{title}">{label}</span>'
    name = card_name(card)
    red = " red" if str(card)[1] in "dh" else ""
    return (f'<span class="card{red}{extra}" title="{name}" role="img" aria-label="{name}">'
            f'{name}{label}</span>')


def table_html(obs: Observation, names: Sequence[str] | None = None, hide_own: bool = False,
               lang: str | None = None) -> str:
    """The table as ``obs``'s seat sees it, in language ``lang`` (None: the lessons' language).  ``names`` are
    the seats' labels (default "You" for the seat itself, "Seat 1" for seat index 0, ...).  ``hide_own`` draws its own
    face-down cards as backs even when it has seen them (playing from memory)."""
    def name(card: Card | None) -> str | None:
        return None if card is None else NAMES[card]

    over = obs.phase == "over"
    return view_html({"viewer": obs.seat, "dealer": obs.dealer, "caller": obs.caller, "turn": obs.turn,
                      "round_over": over, "holding": obs.holding, "held": name(obs.held),
                      "seats": [{"score": obs.scores[s], "hand": [name(c) for c in obs.hand(s)]}
                                for s in range(obs.players)],
                      "discard": name(obs.discard[-1]) if obs.discard else None, "stock": obs.stock_size,
                      "stock_public": obs.stock is not None}, names, hide_own, lang)


def view_html(view: dict, names: Sequence[str] | None = None, hide_own: bool = False,
              lang: str | None = None) -> str:
    """The table in a view of the play page's form (:func:`crisp_core.crisp.web.table_data`: cards as N1 text, None
    for a card the viewer has not seen), in language ``lang``; ``names`` and ``hide_own`` as in :func:`table_html`."""
    lang = language(lang)
    viewer, turn, over = view["viewer"], view["turn"], view["round_over"]
    seats = view["seats"]
    labels = list(names) if names is not None else [text(lang, "ui.you") if s == viewer else seat_name(lang, s)
                                                    for s in range(len(seats))]
    rows = []
    for seat, data in enumerate(seats):
        hand = [None if c is None else Card.parse(c) for c in data["hand"]]
        if hide_own and seat == viewer and not over:
            hand = [None, None, None]
        cards = "".join(card_html(c, position_short(lang, i), lang=lang) for i, c in enumerate(hand))
        tags = [text(lang, key) for key, on in (("ui.dealer", seat == view["dealer"]),
                                                ("ui.called", seat == view["caller"]),
                                                ("ui.to_play", seat == turn and not over)) if on]
        note = text(lang, "ui.score", n=data["score"]) + (" · " + ", ".join(tags) if tags else "")
        classes = "seat" + (" you" if seat == viewer else "") + (" turn" if seat == turn else "")
        rows.append(f'<div class="{classes}"><span class="who">{escape(labels[seat])}</span>'
                    f'{cards}<span class="note">{escape(note)}</span></div>')
    top = view["discard"]
    discard = card_html(Card.parse(top)) if top is not None else '<span class="card empty"></span>'
    held = ""
    if view["holding"]:
        who = text(lang, "ui.you_hold") if turn == viewer else text(lang, "ui.holds", name=labels[turn])
        card = None if view["held"] is None else Card.parse(view["held"])
        held = f'<span>{escape(who)}</span>{card_html(card, face_down_label=text(lang, "unseen"))}'
    order = text(lang, "ui.order_known" if view["stock_public"] else "ui.face_down")
    piles = (f'<div class="piles"><span>{escape(text(lang, "ui.stock", n=view["stock"], order=order))}</span>'
             f'<span>{escape(text(lang, "ui.discard"))}</span>{discard}{held}</div>')
    return f'<div class="crisp"><div class="felt">{"".join(rows)}{piles}</div></div>'


def true_table_html(hands: Sequence[Card], players: int, title: str | None = None, lang: str | None = None) -> str:
    """Every seat's real cards, face up, under ``title`` (default: "The real cards" in ``lang``)."""
    lang = language(lang)
    rows = "".join(
        f'<div class="seat"><span class="who">{escape(seat_name(lang, seat))}</span>'
        + "".join(card_html(hands[seat * 3 + i], position_short(lang, i)) for i in range(3)) + "</div>"
        for seat in range(players))
    heading = text(lang, "ui.real_cards") if title is None else title
    return f'<div class="crisp"><div class="felt"><div class="status">{escape(heading)}</div>{rows}</div></div>'


def style_tag() -> str:
    """The stylesheet, as a ``<style>`` element."""
    return f"<style>{CSS}</style>"
