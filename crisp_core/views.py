"""HTML views for the lessons (no dependencies): the real table beside what each seat knows, with
what the last step changed highlighted, the "who knows what" grid, and the tables of results.

They draw a :class:`~crisp_core.crisp.round.RoundState` (the truth: lessons show it on purpose) with
the card pictures of :mod:`crisp_core.crisp.render`.  Every view takes ``lang`` (one of
:data:`crisp_core.locale.LANGUAGES`; None: the lessons' language, :func:`crisp_core.locale.language`):
its words come from :mod:`crisp_core.locale` and its numbers are written as that language writes
them (0,25).  Every name shown is escaped.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Collection, Sequence

from .cards import hand_total
from .cards import card_name
from .crisp.bots import BOTS
from .crisp.match import Match
from .crisp.observation import Observation
from .crisp.render import card_html, style_tag
from .crisp.round import RoundState
from .crisp.simulate import Results
from .locale import fixed, language, percent, position_short, seat_name, seat_number, text
from .stats import Interval

if TYPE_CHECKING:
    from .tournament import Standings

VIEW_CSS = """
.crisp .views { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
.crisp .panel-title { color: #f3f7f2; font-weight: 600; margin-bottom: 4px; }
.crisp .views .who { min-width: 9.5em; }
.crisp .card.changed { outline: 3px solid #ffd866; outline-offset: 2px; }
.crisp table.grid { border-collapse: collapse; font-size: 14px; line-height: 1.35; color: #1d2a22; background: #fffdf7; }
.crisp table.grid th, .crisp table.grid td { border: 1px solid #cfc9b8; padding: 3px 8px; text-align: center; }
.crisp table.grid th { background: #e8efe6; font-weight: 600; }
.crisp table.grid td.knows { background: #cfe8d5; font-weight: 700; color: #14532d; }
.crisp table.grid td.changed { outline: 3px solid #b7791f; outline-offset: -3px; }
.crisp table.grid tr.seat-start td, .crisp table.grid tr.seat-start th { border-top: 2px solid #7c8a7f; }
.crisp table.grid td.card-cell { font-weight: 700; }
.crisp table.grid td.card-cell.red { color: #b42318; }
.crisp .legend { font-size: 13px; color: #1d2a22; margin-top: 4px; }
.crisp .wide { overflow-x: auto; max-width: 100%; }
.widget-html-content:has(> .crisp > .wide) { min-width: 0; }  /* an HTML widget's box no wider than the page */
.crisp .wide > .legend { position: sticky; left: 0; line-height: 1.35; }
/* The hint shows only while the box has something to scroll to: the lesson's page marks such a box crisp-scrolls
   (lite/lesson/page.js), as it measures it; a scroll-timeline animation showed it where nothing scrolled. */
.crisp .swipe { display: none; position: sticky; left: 0; margin: 2px 0 6px; font-size: 14px; font-weight: 600;
  color: #14532d; }
.crisp .wide.crisp-scrolls > .swipe { display: block; }
/* A phone: the table's pictures and the grids fit 375 px where they can (four seats) */
@media (max-width: 520px) {
  .crisp .views .felt { min-width: 0; padding: 8px; box-sizing: border-box; max-width: 100%; }
  .crisp .views .seat { gap: 6px; padding: 6px 6px 22px; }
  .crisp .views .who { min-width: 4.5em; }
  .crisp .views .piles { flex-wrap: wrap; gap: 8px 14px; }
  .crisp table.grid { font-size: 13px; }
  .crisp table.grid th, .crisp table.grid td { padding: 3px 4px; }
}
"""
_CAPTION = "caption-side:top;text-align:left;font-weight:600"


def seat_names(players: int, names: Sequence[str] | None = None, lang: str | None = None) -> list[str]:
    """The seats' names: ``names`` if given, else the language's "Seat 1", "Seat 2", ... for seat indices 0, 1, ...
    ("Lugar 1" in Portuguese: :func:`crisp_core.locale.seat_name`)."""
    return list(names) if names is not None else [seat_name(lang, s) for s in range(players)]


def bot_name(bot: object, lang: str | None = None) -> str:
    """A bot's name as a table shows it: a ready-made bot's kind in ``lang`` ("aleatório"), any other as named."""
    name = str(bot)
    return text(language(lang), f"ui.kind.{name}") if name in BOTS else name


def changed_cards(previous: RoundState | None, state: RoundState) -> set[int]:
    """Slot indices (``seat * 3 + slot``) whose card differs between ``previous`` and ``state``."""
    if previous is None or previous.players != state.players:
        return set()
    return {i for i, (a, b) in enumerate(zip(previous.hands, state.hands)) if a != b}


def changed_knowledge(previous: RoundState | None, state: RoundState) -> set[tuple[int, int]]:
    """``(slot index, seat)`` pairs where what that seat knows of that slot changed: a card it now
    knows, a card it knew that left, a new card it does not know."""
    if previous is None or previous.players != state.players:
        return set()
    out = set()
    for i in range(3 * state.players):
        card_moved = previous.hands[i] != state.hands[i]
        for seat in range(state.players):
            bit = 1 << seat
            before, after = bool(previous.seen[i] & bit), bool(state.seen[i] & bit)
            if before != after or (card_moved and (before or after)):
                out.add((i, seat))
    return out


def _hand_row(name: str, cards: Sequence, seat: int, changed: Collection[int], lang: str, note: str = "") -> str:
    slots = [position_short(lang, k) for k in range(len(cards))]
    pictures = "".join(
        card_html(card, slots[k], text(lang, "ui.face_down_slot", name=name, slot=slots[k]),
                  changed=seat * 3 + k in changed, lang=lang)
        for k, card in enumerate(cards))
    extra = f'<span class="note">{escape(note)}</span>' if note else ""
    return f'<div class="seat"><span class="who">{escape(name)}</span>{pictures}{extra}</div>'


def _piles(state: RoundState, labels: Sequence[str], known_held: bool, known_stock: bool, lang: str) -> str:
    top = state.discard[-1] if state.discard else None
    empty = escape(text(lang, "ui.empty_discard"))
    discard = card_html(top) if top is not None else f'<span class="card empty" title="{empty}"></span>'
    held = ""
    if state.held is not None:
        held = (f'<span>{escape(text(lang, "ui.holds", name=labels[state.turn]))}</span>'
                + card_html(state.held if known_held else None, face_down_label=text(lang, "ui.unseen_by_seat"),
                            lang=lang))
    order = text(lang, "ui.order_known_all" if state.stock_public and known_stock else "ui.face_down")
    stock = escape(text(lang, "ui.stock", n=len(state.stock), order=order))
    return (f'<div class="piles"><span>{stock}</span><span>{escape(text(lang, "ui.discard"))}</span>{discard}'
            f'{held}</div>')


def truth_panel(state: RoundState, names: Sequence[str] | None = None, changed: Collection[int] = (),
                lang: str | None = None) -> str:
    """Every seat's real cards, face up, with each total; ``changed`` slots highlighted."""
    lang = language(lang)
    labels = seat_names(state.players, names, lang)
    rows = "".join(_hand_row(labels[s], state.hand(s), s, changed, lang,
                             text(lang, "ui.total", n=hand_total(state.hand(s))))
                   for s in range(state.players))
    return (f'<div class="felt truth"><div class="panel-title">{escape(text(lang, "ui.real_cards"))}</div>{rows}'
            f'{_piles(state, labels, True, True, lang)}</div>')


def seat_panel(state: RoundState, seat: int, names: Sequence[str] | None = None,
               changed: Collection[int] = (), lang: str | None = None) -> str:
    """The table as ``seat`` knows it (face-down backs where it has not seen the card)."""
    lang = language(lang)
    labels = seat_names(state.players, names, lang)
    obs: Observation = state.observation(seat, history=False)
    rows = "".join(_hand_row(text(lang, "ui.this_seat", name=labels[s]) if s == seat else labels[s], obs.hand(s), s,
                             changed, lang)
                   for s in range(state.players))
    title = escape(text(lang, "ui.knows", name=labels[seat]))
    return (f'<div class="felt seat-view"><div class="panel-title">{title}</div>{rows}'
            f'{_piles(state, labels, obs.held is not None, obs.stock is not None, lang)}</div>')


def table_view_html(state: RoundState, viewers: Sequence[int] | None = None, previous: RoundState | None = None,
                    names: Sequence[str] | None = None, truth: bool = True, lang: str | None = None) -> str:
    """The real cards (if ``truth``) beside the views of ``viewers`` (every seat if None); what
    changed since ``previous`` is outlined: cards that moved in the truth, cards a seat came to
    know (or lost track of) in its view."""
    seats = range(state.players) if viewers is None else viewers
    knowledge = changed_knowledge(previous, state)
    panels = [truth_panel(state, names, changed_cards(previous, state), lang)] if truth else []
    panels += [seat_panel(state, s, names, {i for i, seat in knowledge if seat == s}, lang) for s in seats]
    one = " one" if len(seats) == 1 else ""  # one seat's view: a scene on a phone shows it alone (widgets.steps)
    return _page(f'<div class="views{one}">{"".join(panels)}</div>', language(lang))


def knowledge_grid_html(state: RoundState, previous: RoundState | None = None,
                        names: Sequence[str] | None = None, lang: str | None = None) -> str:
    """For every card on the table (rows), which seats know it (columns).  Cells that changed since
    ``previous`` are outlined: watch knowledge move with a card in a Queen swap (R5.4.3)."""
    lang = language(lang)
    labels = seat_names(state.players, names, lang)
    changed = changed_knowledge(previous, state)
    moved = changed_cards(previous, state)
    yes, no = escape(text(lang, "ui.grid.yes")), escape(text(lang, "ui.grid.no"))
    rows = []
    for i, card in enumerate(state.hands):
        owner, slot = divmod(i, 3)
        red = " red" if str(card)[1] in "dh" else ""
        where = text(lang, "ui.grid.slot_of", name=labels[owner], slot=position_short(lang, slot))
        cells = [f'<th scope="row">{escape(where)}</th>',
                 f'<td class="card-cell{red}{" changed" if i in moved else ""}">{card_name(card)}</td>']
        for seat in range(state.players):
            knows = bool(state.seen[i] & (1 << seat))
            classes = ("knows " if knows else "") + ("changed" if (i, seat) in changed else "")
            cells.append(f'<td class="{classes.strip()}" aria-label="{yes if knows else no}">{"✓" if knows else "·"}'
                         f'</td>')
        rows.append(f'<tr class="{"seat-start" if slot == 0 else ""}">{"".join(cells)}</tr>')
    head = [text(lang, "ui.grid.slot"), text(lang, "ui.grid.card")]
    head += [text(lang, "ui.grid.knows", name=label) for label in labels]
    return _grid(head, rows, [text(lang, "ui.grid.legend")], lang, text(lang, "ui.grid.caption"))


def _score_cells(score: Interval, wins: Interval, calls: int, good: float | None, lang: str) -> str:
    """A bot's mean round score and round wins with their 95 % intervals, its crisp calls and their success."""
    success = "–" if good is None else percent(lang, good, 0)
    return (f"<td>{fixed(lang, score.mean, 2)} ± {fixed(lang, score.half_width, 2)}</td>"
            f"<td>{percent(lang, wins.mean)} ± {percent(lang, wins.half_width)}</td><td>{calls}</td>"
            f"<td>{success}</td>")


def _score_head(first: str, lang: str) -> list[str]:
    return [text(lang, first)] + [text(lang, f"ui.col.{c}") for c in ("bot", "mean", "wins", "calls", "lowest")]


def results_html(results: Results, lang: str | None = None) -> str:
    """A simulation's results as a table: mean round score and round-win share per seat, each with
    its 95 % interval, crisp calls and the share of them that were strictly lowest."""
    lang = language(lang)
    rows = [f"<tr><td>{seat_number(seat)}</td><td>{escape(bot_name(bot, lang))}</td>"
            f"{_score_cells(mean, win, calls, rate, lang)}</tr>"
            for seat, (bot, mean, win, calls, rate) in enumerate(zip(results.bots, results.mean_score(),
                                                                     results.win_rate(), results.calls,
                                                                     results.call_success()))]
    summary = text(lang, "ui.results.summary", rounds=results.rounds, unfinished=results.unfinished,
                   turns=fixed(lang, results.mean_turns(), 1))
    return _grid(_score_head("ui.col.seat", lang), rows, [summary], lang)


def standings_html(standings: "Standings", highlight: Sequence[str] = (), lang: str | None = None,
                   ready_made: Collection[str] | None = None) -> str:
    """A tournament's leaderboard: place, bot, mean round score and round wins with their 95 % intervals, crisp
    calls and the share of them that were strictly lowest; the rows of ``highlight`` stand out.  The entrants
    named in ``ready_made`` (default: those named as a ready-made bot, ``heuristic``) are ready-made bots, named
    in ``lang`` (``atento``); any other keeps the name it was given."""
    lang = language(lang)
    ready = set(BOTS if ready_made is None else ready_made)
    rows = []
    for place, row in enumerate(standings, 1):
        mark = " style='background:#fff3c4;font-weight:700'" if row.name in highlight else ""
        name = bot_name(row.name, lang) if row.name in ready else row.name
        rows.append(f"<tr{mark}><td>{place}</td><td>{escape(name)}</td>"
                    f"{_score_cells(row.score, row.wins, row.calls, row.call_success, lang)}</tr>")
    first = standings.rows[0] if standings.rows else None
    tables = text(lang, "ui.tables.one" if standings.tables == 1 else "ui.tables.many", n=standings.tables)
    summary = text(lang, "ui.leaderboard.summary", rounds=first.rounds + first.unfinished if first else 0,
                   deals=standings.deals, tables=tables, players=standings.players)
    return _grid(_score_head("ui.col.place", lang), rows, [summary], lang, text(lang, "ui.leaderboard"))


def match_table_html(match: Match, names: Sequence[str] | None = None, lang: str | None = None) -> str:
    """A match round by round: who called, each seat's card total and round score (R11.1-R11.2),
    the running match scores (R11.3), and the winners once it is over (R11.4-R11.5)."""
    lang = language(lang)
    labels = seat_names(match.players, names, lang)
    rows, running = [], [0] * match.players
    for number, rnd in enumerate(match.rounds, 1):
        if not rnd.is_over:
            rows.append(f"<tr><th scope='row'>{number}</th><td colspan='{match.players + 1}'>"
                        f"{escape(text(lang, 'ui.unfinished'))}</td></tr>")
            continue
        running = [t + s for t, s in zip(running, rnd.scores())]
        caller = "–" if rnd.caller < 0 else escape(labels[rnd.caller])
        cells = "".join(f"<td>{total} → {score}<br><b>{run}</b></td>"
                        for total, score, run in zip(rnd.totals(), rnd.scores(), running))
        rows.append(f"<tr><th scope='row'>{number}</th><td>{caller}</td>{cells}</tr>")
    if match.over:
        verdict = text(lang, "ui.match.over", target=match.options.target,
                       winners=", ".join(labels[s] for s in match.winners))
    else:
        verdict = text(lang, "ui.match.goes_on", target=match.options.target)
    head = [text(lang, "ui.col.round"), text(lang, "ui.col.caller")] + labels
    return _grid(head, rows, [escape(text(lang, "ui.match.legend")), f"<b>{escape(verdict)}</b>"], lang,
                 escaped_legend=True)


def round_scores_html(state: RoundState, match_scores: Sequence[int], names: Sequence[str],
                      winners: Sequence[int] | None = None, lang: str | None = None) -> str:
    """A finished round's score screen: each seat's cards, total, round score and match total, who called
    crisp, and the match's ``winners`` when it is over (None: it goes on)."""
    lang = language(lang)
    totals, scores = state.totals(), state.scores()
    rows = []
    for seat in range(state.players):
        name = text(lang, "ui.called_mark", name=names[seat]) if seat == state.caller else names[seat]
        cards = " ".join(card_name(c) for c in state.hand(seat))
        rows.append(f"<tr><th scope='row'>{escape(name)}</th><td>{cards}</td><td>{totals[seat]}</td>"
                    f"<td>{scores[seat]}</td><td>{match_scores[seat]}</td></tr>")
    legend = [] if winners is None else [text(lang, "ui.winners", names=", ".join(names[s] for s in winners))]
    head = [text(lang, f"ui.col.{c}") for c in ("player", "cards", "total", "round_score", "match")]
    return _grid(head, rows, legend, lang)


def _grid(head: Sequence[str], rows: Sequence[str], legend: Sequence[str], lang: str, caption: str = "",
          escaped_legend: bool = False) -> str:
    """A table of the views' style: column heads (plain text), rows (HTML), a caption and legend lines (plain
    text, or HTML already escaped with ``escaped_legend``)."""
    heads = "".join(f"<th scope='col'>{escape(h)}</th>" for h in head)
    title = f"<caption style='{_CAPTION}'>{escape(caption)}</caption>" if caption else ""
    notes = "".join(f"<div class='legend'>{line if escaped_legend else escape(line)}</div>" for line in legend)
    return _page(f"<table class='grid'>{title}<tr>{heads}</tr>{''.join(rows)}</table>{notes}", lang)


def _page(body: str, lang: str) -> str:
    """``body`` in the views' stylesheet and box: a box that scrolls sideways when ``body`` is wider than the page
    (a phone), and then says so in ``lang`` ("Swipe sideways to see it all →")."""
    hint = escape(text(lang, "ui.swipe_hint"))
    return (f"{style_tag()}<style>{VIEW_CSS}</style><div class='crisp'><div class='wide'>"
            f"<div class='swipe' aria-hidden='true'>{hint}</div>{body}</div></div>")
