"""HTML views for the lessons (no dependencies): the real table beside what each seat knows, with
what the last step changed highlighted, and the "who knows what" grid.

They draw a :class:`~crisp_core.round.RoundState` (the truth: lessons show it on purpose) with
the card pictures of :mod:`crisp_core.render`.  Every name shown is escaped.
"""

from __future__ import annotations

from html import escape
from typing import Collection, Sequence

from .cards import SLOTS, hand_total
from .observation import Observation
from .render import card_html, card_name, style_tag
from .match import Match
from .round import RoundState
from .simulate import Results

VIEW_CSS = """
.crisp .views { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
.crisp .panel-title { color: #f3f7f2; font-weight: 600; margin-bottom: 4px; }
.crisp .views .who { min-width: 9.5em; }
.crisp .card.changed { outline: 3px solid #ffd866; outline-offset: 2px; }
.crisp table.grid { border-collapse: collapse; font-size: 14px; color: #1d2a22; background: #fffdf7; }
.crisp table.grid th, .crisp table.grid td { border: 1px solid #cfc9b8; padding: 3px 8px; text-align: center; }
.crisp table.grid th { background: #e8efe6; font-weight: 600; }
.crisp table.grid td.knows { background: #cfe8d5; font-weight: 700; color: #14532d; }
.crisp table.grid td.changed { outline: 3px solid #b7791f; outline-offset: -3px; }
.crisp table.grid tr.seat-start td, .crisp table.grid tr.seat-start th { border-top: 2px solid #7c8a7f; }
.crisp table.grid td.card-cell { font-weight: 700; }
.crisp table.grid td.card-cell.red { color: #b42318; }
.crisp .legend { font-size: 13px; color: #1d2a22; margin-top: 4px; }
"""


def seat_names(players: int, names: Sequence[str] | None = None) -> list[str]:
    """The seats' names: ``names`` if given, else "Seat 0", "Seat 1", ..."""
    return list(names) if names is not None else [f"Seat {s}" for s in range(players)]


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


def _hand_row(name: str, cards: Sequence, seat: int, changed: Collection[int], note: str = "") -> str:
    pictures = "".join(
        card_html(card, SLOTS[k], f"{name}, {SLOTS[k]}: face down", changed=seat * 3 + k in changed)
        for k, card in enumerate(cards))
    extra = f'<span class="note">{escape(note)}</span>' if note else ""
    return f'<div class="seat"><span class="who">{escape(name)}</span>{pictures}{extra}</div>'


def _piles(state: RoundState, known_held: bool, known_stock: bool) -> str:
    top = state.discard[-1] if state.discard else None
    discard = card_html(top) if top is not None else '<span class="card empty" title="empty discard"></span>'
    held = ""
    if state.held is not None:
        held = (f'<span>Seat {state.turn} holds</span>'
                + card_html(state.held if known_held else None, face_down_label="a card this seat has not seen"))
    order = "order known to all" if state.stock_public else "face down"
    stock = f"Stock: {len(state.stock)} ({order if known_stock else 'face down'})"
    return f'<div class="piles"><span>{stock}</span><span>Discard</span>{discard}{held}</div>'


def truth_panel(state: RoundState, names: Sequence[str] | None = None, changed: Collection[int] = ()) -> str:
    """Every seat's real cards, face up, with each total; ``changed`` slots highlighted."""
    labels = seat_names(state.players, names)
    rows = "".join(_hand_row(labels[s], state.hand(s), s, changed, f"total {hand_total(state.hand(s))}")
                   for s in range(state.players))
    return (f'<div class="felt"><div class="panel-title">The real cards</div>{rows}'
            f'{_piles(state, True, True)}</div>')


def seat_panel(state: RoundState, seat: int, names: Sequence[str] | None = None,
               changed: Collection[int] = ()) -> str:
    """The table as ``seat`` knows it (face-down backs where it has not seen the card)."""
    labels = seat_names(state.players, names)
    obs: Observation = state.observation(seat, history=False)
    rows = "".join(_hand_row(labels[s] + (" (this seat)" if s == seat else ""), obs.hand(s), s, changed)
                   for s in range(state.players))
    return (f'<div class="felt"><div class="panel-title">What {escape(labels[seat])} knows</div>{rows}'
            f'{_piles(state, obs.held is not None, obs.stock is not None)}</div>')


def table_view_html(state: RoundState, viewers: Sequence[int] | None = None, previous: RoundState | None = None,
                    names: Sequence[str] | None = None, truth: bool = True) -> str:
    """The real cards (if ``truth``) beside the views of ``viewers`` (every seat if None); what
    changed since ``previous`` is outlined: cards that moved in the truth, cards a seat came to
    know (or lost track of) in its view."""
    seats = range(state.players) if viewers is None else viewers
    knowledge = changed_knowledge(previous, state)
    panels = [truth_panel(state, names, changed_cards(previous, state))] if truth else []
    panels += [seat_panel(state, s, names, {i for i, seat in knowledge if seat == s}) for s in seats]
    return f'{style_tag()}<style>{VIEW_CSS}</style><div class="crisp"><div class="views">{"".join(panels)}</div></div>'


def knowledge_grid_html(state: RoundState, previous: RoundState | None = None,
                        names: Sequence[str] | None = None) -> str:
    """For every card on the table (rows), which seats know it (columns).  Cells that changed since
    ``previous`` are outlined: watch knowledge move with a card in a Queen swap (R5.4.3)."""
    labels = seat_names(state.players, names)
    changed = changed_knowledge(previous, state)
    moved = changed_cards(previous, state)
    head = "".join(f'<th scope="col">{escape(label)} knows</th>' for label in labels)
    rows = []
    for i, card in enumerate(state.hands):
        owner, slot = divmod(i, 3)
        red = " red" if str(card)[1] in "dh" else ""
        cells = [f'<th scope="row">{escape(labels[owner])} {SLOTS[slot]}</th>',
                 f'<td class="card-cell{red}{" changed" if i in moved else ""}">{card_name(card)}</td>']
        for seat in range(state.players):
            knows = bool(state.seen[i] & (1 << seat))
            classes = ("knows " if knows else "") + ("changed" if (i, seat) in changed else "")
            mark = "✓" if knows else "·"
            cells.append(f'<td class="{classes.strip()}" aria-label="{"knows" if knows else "does not know"}">'
                         f'{mark}</td>')
        rows.append(f'<tr class="{"seat-start" if slot == 0 else ""}">{"".join(cells)}</tr>')
    legend = ('<div class="legend">✓ this seat has seen the card now in that slot; '
              '· it has not. An outline marks what the last step changed.</div>')
    return (f'{style_tag()}<style>{VIEW_CSS}</style><div class="crisp"><table class="grid">'
            f'<caption style="caption-side:top;text-align:left;font-weight:600">Who knows what</caption>'
            f'<tr><th scope="col">Slot</th><th scope="col">Card</th>{head}</tr>{"".join(rows)}</table>{legend}</div>')


def results_html(results: Results) -> str:
    """A simulation's results as a table: mean round score and round-win share per seat, each with
    its 95 % interval, crisp calls and the share of them that were strictly lowest."""
    rows = []
    for seat, (bot, mean, win, calls, rate) in enumerate(zip(results.bots, results.mean_score(), results.win_rate(),
                                                             results.calls, results.call_success())):
        good = "–" if rate is None else f"{rate:.0%}"
        rows.append(f"<tr><td>{seat}</td><td>{escape(str(bot))}</td><td>{mean.mean:.2f} ± {mean.half_width:.2f}</td>"
                    f"<td>{win.mean:.1%} ± {win.half_width:.1%}</td><td>{calls}</td><td>{good}</td></tr>")
    head = ("<tr><th scope='col'>Seat</th><th scope='col'>Bot</th><th scope='col'>Mean round score</th>"
            "<th scope='col'>Round wins</th><th scope='col'>Crisp calls</th><th scope='col'>Strictly lowest</th></tr>")
    summary = (f"{results.rounds} rounds ({results.unfinished} unfinished), {results.mean_turns():.1f} turns a round; "
               "± is the half-width of a 95 % confidence interval.")
    return (f"{style_tag()}<style>{VIEW_CSS}</style><div class='crisp'><table class='grid'>{head}{''.join(rows)}"
            f"</table><div class='legend'>{summary}</div></div>")


def match_table_html(match: Match, names: Sequence[str] | None = None) -> str:
    """A match round by round: who called, each seat's card total and round score (R11.1-R11.2),
    the running match scores (R11.3), and the winners once it is over (R11.4-R11.5)."""
    labels = seat_names(match.players, names)
    head = "".join(f"<th scope='col'>{escape(label)}</th>" for label in labels)
    rows, running = [], [0] * match.players
    for number, rnd in enumerate(match.rounds, 1):
        if not rnd.is_over:
            rows.append(f"<tr><th scope='row'>{number}</th><td colspan='{match.players + 1}'>unfinished</td></tr>")
            continue
        running = [t + s for t, s in zip(running, rnd.scores())]
        caller = "–" if rnd.caller < 0 else escape(labels[rnd.caller])
        cells = "".join(f"<td>{total} → {score}<br><b>{run}</b></td>"
                        for total, score, run in zip(rnd.totals(), rnd.scores(), running))
        rows.append(f"<tr><th scope='row'>{number}</th><td>{caller}</td>{cells}</tr>")
    if match.over:
        winners = ", ".join(escape(labels[s]) for s in match.winners)
        verdict = (f"The match is over: someone reached {match.options.target} (R11.4). "
                   f"Lowest score wins: {winners} (R11.5).")
    else:
        verdict = f"The match goes on until a round ends with someone at {match.options.target} or more (R11.4)."
    legend = "In each cell: card total → round score, then the match score in bold."
    return (f"{style_tag()}<style>{VIEW_CSS}</style><div class='crisp'><table class='grid'>"
            f"<tr><th scope='col'>Round</th><th scope='col'>Called crisp</th>{head}</tr>{''.join(rows)}</table>"
            f"<div class='legend'>{legend}</div><div class='legend'><b>{verdict}</b></div></div>")
