"""Tournaments: bots, your own among them, play each other at fair tables; a leaderboard ranks them.

Your own bot can be a plain function of what its seat knows (see :func:`bot_from_function`)::

    def low_keeper(obs, legal, rng):
        moves = [move.name for move in legal]
        if "crisp" in moves:                      # my turn is over: call or not (R7.1)
            return "pass"
        return "discard"

    standings = tournament({"mine": low_keeper, "random": "random", "heuristic": "heuristic"}, rounds=20)

A tournament is fair: every group of ``players`` entrants sits at a table, each table gets the
same deals, and each deal is played once in every seat rotation, so every entrant plays every
hand of every deal its table gets.  Everything is seeded: the same call gives the same standings.

A bot that raises an exception, returns something that is not a move, or chooses a move that is
not legal now stops the tournament with a :class:`BotError` that says which bot, what it did, and
what the legal moves were (in a notebook it shows as that message, without a long traceback).
"""

from __future__ import annotations

import copy
import inspect
import itertools
import math
import os
import random
import traceback
from dataclasses import dataclass
from html import escape
from typing import Callable, Iterator, Mapping, Sequence, Union

from .cards import card_name
from .crisp.actions import CRISP, DISCARD, SWAP, Action
from .crisp.bots import BOTS, make_bot
from .crisp.driver import next_choice
from .crisp.observation import Observation
from .crisp.options import Options
from .crisp.render import style_tag
from .crisp.round import P_OVER, RoundState
from .crisp.simulate import Progress, Results
from .decks import shuffled_deck
from .errors import IllegalAction, shown
from .locale import language, position, position_short, seat_number, text
from .protocols import Bot
from .stats import Interval
from .translations.words import msg, tr, written

BotFunction = Callable[[Observation, Sequence[Action], random.Random], Union[Action, str]]
Entrant = Union[Bot, str, BotFunction]

MAX_TURNS = 200  # a round still going after this many turns is left unfinished (a simulator's limit, R7.6)
_PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__))


class BotError(Exception):
    """A bot that broke the game: it raised an exception, returned something that is not a move, or
    chose a move that is not legal now.  ``bot`` names it; the message says what happened and what
    the legal moves were; ``original`` is the exception it raised, if any."""

    def __init__(self, bot: str, message: str, original: BaseException | None = None) -> None:
        super().__init__(message)
        self.bot = bot
        self.original = original

    def _render_traceback_(self) -> list[str]:
        """What IPython shows instead of a traceback: just the message."""
        return f"BotError: {self}".splitlines()


# --- words for moves and situations --------------------------------------------------------------

def move_words(action: Action) -> str:
    """A move without its seat number, as a bot function may return it: ``"swap L"``, ``"crisp"``."""
    return str(action).split(" ", 1)[1]


def move_in_words(action: Action, obs: Observation | None = None) -> str:
    """A move as a reader says it, in the lesson's language, seen from ``obs``'s seat: "swap the J♦ into your L",
    "call crisp" (the coach's words); without ``obs``, or for another seat's move, the bot's own words ("swap L")."""
    if obs is None or action.seat != obs.seat:
        return move_words(action)
    if action.kind in (SWAP, DISCARD) and obs.held is None:  # no card in hand to name: the play page's button
        said = (text(language(), "ui.move.swap", slot=position(None, action.slot))
                if action.kind == SWAP else text(language(), "ui.move.discard"))
        return said[:1].lower() + said[1:]
    from .crisp.coach import move_in_words as said  # the coach's words; imported here to keep this module light
    return said(action, obs, language())


def describe_moves(legal: Sequence[Action], obs: Observation | None = None) -> str:
    """The legal moves, the many Queen swaps summed up in one phrase: as a reader says them in the lesson's
    language when ``obs`` (the seat that may make them) is given ("discard the J♦; use the Jack to look at your
    M"), else in the bot's own words ("'discard', 'jack'")."""
    if obs is not None:
        words = [move_in_words(a, obs) for a in legal if a.name != "queen"]
        queens = [a for a in legal if a.name == "queen"]
        if queens:
            words.append(tr("one of {n} Queen swaps, such as: {example}", n=len(queens),
                            example=move_in_words(queens[0], obs)))
        return "; ".join(words)
    words = [move_words(a) for a in legal]
    queens = [w for w in words if w.startswith("queen")]
    parts = [repr(w) for w in words if not w.startswith("queen")]
    if queens:
        parts.append(tr("one of {n} Queen swaps such as {example!r}", n=len(queens), example=queens[0]))
    return ", ".join(parts)


def describe_situation(obs: Observation) -> str:
    """Where the bot was when it was asked, in a few words (the lesson's language)."""
    cards = ", ".join(f"{position_short(None, slot)} {card_name(card) if card is not None else '?'}"
                      for slot, card in enumerate(obs.own_hand))
    if obs.held is not None:
        return tr("seat {seat} was holding the {card} it drew; its cards as it knows them: {cards}",
                  seat=seat_number(obs.seat), card=card_name(obs.held), cards=cards)
    if obs.window_seat == obs.seat:
        return tr("seat {seat} had ended its turn (crisp or pass); its cards as it knows them: {cards}",
                  seat=seat_number(obs.seat), cards=cards)
    return tr("seat {seat} was in phase {phase}; its cards as it knows them: {cards}", seat=seat_number(obs.seat),
              phase=obs.phase, cards=cards)


def _hint(action: Action, obs: Observation, legal: Sequence[Action]) -> str:
    """Why a well-formed move is not legal now, when a rule says it plainly."""
    if action.seat != obs.seat:
        return tr("that is a move of seat {seat}; this bot sits in seat {own}", seat=seat_number(action.seat),
                  own=seat_number(obs.seat))
    if any(a.kind == CRISP for a in legal):
        return tr("its turn is over: the only choice now is to call crisp or not (R7.1)")
    if action.kind == SWAP and obs.held is not None and obs.held.is_face:
        return tr("a Jack, Queen or King drawn from the stock can never be swapped into a hand (R4.3)")
    return ""


def _where(exc: BaseException) -> str:
    """The line of the learner's code where ``exc`` was raised (the deepest one outside this package)."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__)
              if not os.path.abspath(f.filename).startswith(_PACKAGE_DIR)]
    if not frames:
        return ""
    frame = frames[-1]
    code = f": {frame.line.strip()}" if frame.line else ""
    return tr("in {function}, line {line}", function=frame.name, line=frame.lineno) + code


def _message(headline: str, obs: Observation, legal: Sequence[Action], *details: tuple[str, str]) -> str:
    """A headline, then indented lines: the details given as (label, text), when it happened, the legal
    moves; labels are English, shown in the lesson's language."""
    details += ((msg("when"), describe_situation(obs)), (msg("legal moves"), describe_moves(legal, obs)))
    return "\n".join([headline] + ["  " + tr("{label}: {text}", label=tr(label), text=text)
                                    for label, text in details if text])


def crash_message(name: str, exc: BaseException, obs: Observation, legal: Sequence[Action]) -> str:
    """The message for a bot that raised ``exc`` when asked to choose (the lesson's language)."""
    return _message(tr("Bot {name!r} raised {error}: {message}", name=name, error=type(exc).__name__, message=exc),
                    obs, legal, (msg("where"), _where(exc)))


def to_action(name: str, answer: object, obs: Observation, legal: Sequence[Action]) -> Action:
    """The legal move a bot's ``answer`` stands for: one of ``legal``, or its words (``"swap L"``,
    with or without the seat number).  Anything else raises a :class:`BotError` that explains."""
    if isinstance(answer, Action):
        action = answer
    elif isinstance(answer, str):
        text = " ".join(answer.split())
        if not text.split(" ", 1)[0].isdigit():
            text = f"{obs.seat} {text}"
        try:
            action = Action.parse(text)
        except IllegalAction:
            raise BotError(name, _message(tr("Bot {name!r} returned {answer}, which is not a move.", name=name,
                                             answer=shown(answer)), obs, legal,
                                          (msg("hint"), tr("write one of these moves as your code writes it: {moves}",
                                                           moves=describe_moves(legal))))) from None
    elif answer is None:
        raise BotError(name, _message(tr("Bot {name!r} returned None.", name=name), obs, legal,
                                      (msg("hint"), tr("does the function forget to return a move?"))))
    else:
        raise BotError(name, _message(tr("Bot {name!r} returned {answer}, which is not a move.", name=name,
                                         answer=shown(answer)), obs, legal,
                                      (msg("hint"), tr("return one of the legal moves or its words, such as 'discard'"))))
    if action not in legal:
        raise BotError(name, _message(tr("Bot {name!r} chose {move!r}, which is not a legal move now.", name=name,
                                         move=move_in_words(action, obs)), obs, legal,
                                      (msg("why"), _hint(action, obs, legal))))
    return action


# --- a bot from a function -------------------------------------------------------------------------

class FunctionBot:
    """A bot whose choices come from ``function(obs, legal, rng)`` (see :func:`bot_from_function`)."""

    uses_history = True  # the function may read obs.events

    def __init__(self, name: str, function: BotFunction) -> None:
        self.name = name
        self.function = function

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        """The function's choice, as a legal :class:`Action`; a :class:`BotError` if it fails."""
        try:
            answer = self.function(obs, legal, rng)
        except BotError:
            raise
        except Exception as exc:  # the learner's code: any failure becomes a clear message
            raise BotError(self.name, crash_message(self.name, exc, obs, legal), exc) from None
        return to_action(self.name, answer, obs, legal)

    def __repr__(self) -> str:
        return f"FunctionBot({self.name!r}, {getattr(self.function, '__name__', self.function)!r})"


def bot_from_function(name: str, function: BotFunction) -> FunctionBot:
    """A bot that plays by ``function(obs, legal, rng)``.

    The function is asked only when its seat has a real choice: after a draw (swap, discard, use a
    Jack or Queen; a King is always played, R5.2) and at the end of its turn (``crisp`` or ``pass``,
    R7.1).  ``obs`` is what the seat knows (:class:`~crisp_core.crisp.observation.Observation`:
    ``own_hand``, ``held``, ``discard`` ...), ``legal`` the legal moves (each has a ``name``:
    ``"swap"``, ``"discard"``, ``"jack"``, ``"queen"``, ``"crisp"``, ``"pass"``), ``rng`` a random
    generator for any random choice.  It returns one of ``legal`` or its words: ``"swap M"``,
    ``"discard"``, ``"queen L 2M"``, ``"crisp"``.
    """
    if not callable(function):
        raise BotError(name, f"Bot {name!r}: {function!r} is not a function; write def {name}(obs, legal, rng): ...")
    try:
        inspect.signature(function).bind(None, (), None)
    except TypeError:
        raise BotError(name, f"Bot {name!r}: a bot function takes three inputs, as in "
                             f"def {name}(obs, legal, rng): ...") from None
    except ValueError:  # no signature to read (a built-in): let it be tried
        pass
    return FunctionBot(name, function)


def _factory(name: str, spec: Entrant) -> Callable[[], Bot]:
    """A maker of a fresh player for each round (so no memory carries over from round to round)."""
    if not isinstance(name, str) or not name.strip():
        raise BotError(str(name), f"every entrant needs a name (a non-empty string), not {name!r}")
    if isinstance(spec, str):
        if spec not in BOTS:
            raise BotError(name, f"Entrant {name!r}: there is no bot called {spec!r}; the ready-made bots are "
                                 f"{', '.join(map(repr, BOTS))}.")
        return lambda: make_bot(spec)
    if callable(getattr(spec, "choose", None)):
        return lambda: copy.deepcopy(spec)
    if callable(spec):
        bot = bot_from_function(name, spec)
        return lambda: bot
    raise BotError(name, f"Entrant {name!r} is {spec!r}: give a ready-made bot's name ({', '.join(map(repr, BOTS))}), "
                         f"a function def {name}(obs, legal, rng), or a bot object.")


# --- playing -------------------------------------------------------------------------------------

def play_guarded(state: RoundState, bots: Sequence[Bot], names: Sequence[str], rng: random.Random,
                 max_turns: int = MAX_TURNS) -> RoundState:
    """Play ``state`` to its end like :func:`crisp_core.crisp.driver.play_round`, but a bot that raises or
    chooses a move that is not legal stops it with a :class:`BotError` naming ``names[seat]``."""
    history = [getattr(bot, "uses_history", True) for bot in bots]
    while state.phase != P_OVER and state.turns < max_turns:
        seat, legal = next_choice(state)
        if len(legal) == 1:
            state.apply(legal[0])
            continue
        obs = Observation.of(state, seat, None, history[seat])
        try:
            answer = bots[seat].choose(obs, legal, rng)
        except BotError:
            raise
        except Exception as exc:
            raise BotError(names[seat], crash_message(names[seat], exc, obs, legal), exc) from None
        state.apply(to_action(names[seat], answer, obs, legal))
    return state


@dataclass(frozen=True)
class Standing:
    """One entrant's results: ``score`` the mean round score (R11.1-R11.2) and ``wins`` the share of
    rounds won (a tie for the lowest score shares the win), each with its 95 % interval; ``calls``
    its crisp calls and ``good_calls`` those that were strictly lowest (R11.2)."""

    name: str
    rounds: int
    score: Interval
    wins: Interval
    calls: int
    good_calls: int
    unfinished: int = 0

    @property
    def call_success(self) -> float | None:
        """The share of its crisp calls that were strictly lowest (None if it never called)."""
        return self.good_calls / self.calls if self.calls else None


@dataclass(frozen=True)
class Standings:
    """A tournament's standings, best (lowest mean round score) first."""

    rows: tuple[Standing, ...]
    players: int
    deals: int
    tables: int
    seed: int

    def __iter__(self) -> Iterator[Standing]:
        return iter(self.rows)

    def __len__(self) -> int:
        return len(self.rows)

    def __getitem__(self, key: int | str) -> Standing:
        """A row by place (0 is the best) or by entrant name."""
        if isinstance(key, str):
            for row in self.rows:
                if row.name == key:
                    return row
            raise KeyError(f"no entrant {key!r}; the entrants are {', '.join(repr(r.name) for r in self.rows)}")
        return self.rows[key]

    @property
    def names(self) -> list[str]:
        """The entrants' names, best first."""
        return [row.name for row in self.rows]

    def place(self, name: str) -> int:
        """The place of entrant ``name``: 1 for the best."""
        return self.names.index(name) + 1

    def summary(self, lang: str | None = None) -> str:
        """How the tournament was played, in one sentence of ``lang`` (None: the lesson's language)."""
        rounds = self.rows[0].rounds + self.rows[0].unfinished if self.rows else 0
        template = (msg("Each bot played {rounds} rounds: {deals} deals at each of {tables} table of {players}, "
                        "every deal once in each seat rotation. Lower scores are better; "
                        "± is the half-width of a 95 % confidence interval.") if self.tables == 1 else
                    msg("Each bot played {rounds} rounds: {deals} deals at each of {tables} tables of {players}, "
                        "every deal once in each seat rotation. Lower scores are better; "
                        "± is the half-width of a 95 % confidence interval."))
        return tr(template, lang=lang, rounds=rounds, deals=self.deals, tables=self.tables, players=self.players)

    def table(self) -> str:
        """A plain-text leaderboard."""
        width = max([len(r.name) for r in self.rows] + [3])
        lines = [f"{'place':>5}  {'bot':<{width}}  {'mean score':>14}  {'round wins':>15}  {'calls':>5}  {'good':>5}"]
        for place, row in enumerate(self.rows, 1):
            good = "-" if row.call_success is None else f"{row.call_success:.0%}"
            score = f"{row.score.mean:.2f} ± {row.score.half_width:.2f}"
            wins = f"{row.wins.mean:.1%} ± {row.wins.half_width:.1%}"
            lines.append(f"{place:>5}  {row.name:<{width}}  {score:>14}  {wins:>15}  {row.calls:>5}  {good:>5}")
        unfinished = sum(r.unfinished for r in self.rows)
        if unfinished:
            lines.append(f"(rounds left unfinished after {MAX_TURNS} turns are not scored)")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.table()

    def html(self, highlight: Sequence[str] = (), lang: str | None = None) -> str:
        """The leaderboard as an HTML table (names escaped) in ``lang`` (None: the lesson's language); rows of
        ``highlight`` stand out."""
        return standings_html(self, highlight, lang)

    def _repr_html_(self) -> str:
        return self.html()


def standings_html(standings: Standings, highlight: Sequence[str] = (), lang: str | None = None) -> str:
    """A leaderboard in ``lang`` (None: the lesson's language): place, bot, mean round score and round wins
    with their 95 % intervals, crisp calls and the share of them that were strictly lowest."""
    from .views import VIEW_CSS  # views imports simulate; imported here to keep this module light to load

    rows = []
    for place, row in enumerate(standings, 1):
        good = "–" if row.call_success is None else written(row.call_success, ".0%", lang)
        mark = " style='background:#fff3c4;font-weight:700'" if row.name in highlight else ""
        rows.append(f"<tr{mark}><td>{place}</td><td>{escape(row.name)}</td>"
                    f"<td>{written(row.score, '.2f', lang)}</td><td>{written(row.wins, '.1%', lang)}</td>"
                    f"<td>{row.calls}</td><td>{good}</td></tr>")
    head = "".join(f"<th scope='col'>{escape(tr(word, lang=lang))}</th>" for word in (
        msg("Place"), msg("Bot"), msg("Mean round score"), msg("Round wins"), msg("Crisp calls"),
        msg("Strictly lowest")))
    return (f"{style_tag()}<style>{VIEW_CSS}</style><div class='crisp'><table class='grid'>"
            f"<caption style='caption-side:top;text-align:left;font-weight:600'>{escape(tr('Leaderboard', lang=lang))}"
            f"</caption><tr>{head}</tr>{''.join(rows)}</table><div class='legend'>"
            f"{escape(standings.summary(lang))}</div></div>")


def tournament(entrants: Mapping[str, Entrant], *, players: int = 3, rounds: int = 30, seed: int = 1,
               options: Options | None = None, progress: Progress | None = None,
               max_turns: int = MAX_TURNS) -> Standings:
    """Play every group of ``players`` entrants against each other and rank them.

    ``entrants`` maps a name to a ready-made bot's name (``"heuristic"``), a bot function
    (:func:`bot_from_function`) or a bot object (copied afresh for every round).  Every table is
    dealt the same ``rounds`` deals, and plays each deal once in every seat rotation, so each
    entrant sits in every seat equally often and plays every hand of every deal.  ``progress(done,
    total)`` is called as rounds are played.  Deterministic for a given ``seed`` (as long as every
    bot is; ``expert`` thinks within a time limit, so it may not be).
    """
    if not isinstance(players, int) or not 2 <= players <= 8:
        raise ValueError(f"a table seats 2 to 8 players (R1.1), not {players!r}")
    if not isinstance(rounds, int) or rounds < 1:
        raise ValueError(f"rounds must be a whole number of deals, at least 1, not {rounds!r}")
    names = list(entrants)
    if len(names) < players:
        raise ValueError(f"a tournament at tables of {players} needs at least {players} entrants, not {len(names)}; "
                         f"add ready-made bots such as 'random' or 'heuristic'")
    factories = [_factory(name, entrants[name]) for name in names]
    options = options or Options()
    tables = list(itertools.combinations(range(len(names)), players))
    total = rounds * len(tables) * players
    scores: list[list[int]] = [[] for _ in names]
    wins: list[list[float]] = [[] for _ in names]
    calls, good, unfinished = [0] * len(names), [0] * len(names), [0] * len(names)
    done = 0
    for deal in range(rounds):
        deck = shuffled_deck(random.Random(f"crisp-tournament/{seed}/deal/{deal}"))
        dealer = deal % players
        for t, table in enumerate(tables):
            for shift in range(players):
                seated = [table[(seat + shift) % players] for seat in range(players)]
                bots = [factories[e]() for e in seated]
                rng = random.Random(f"crisp-tournament/{seed}/bots/{deal}/{t}/{shift}")
                state = RoundState.dealt(players, deck, dealer, options)
                play_guarded(state, bots, [names[e] for e in seated], rng, max_turns)
                _count(state, seated, scores, wins, calls, good, unfinished)
                done += 1
                if progress and (done % 20 == 0 or done == total):
                    progress(done, total)
    rows = [Standing(name, len(scores[i]), Interval.of(scores[i]), Interval.of(wins[i]), calls[i], good[i],
                     unfinished[i]) for i, name in enumerate(names)]
    rows.sort(key=lambda r: (math.isnan(r.score.mean), r.score.mean, -r.wins.mean, r.name))
    return Standings(tuple(rows), players, rounds, len(tables), seed)


def _count(state: RoundState, seated: Sequence[int], scores, wins, calls, good, unfinished) -> None:
    """Add one round's results to each seated entrant's tallies."""
    if not state.is_over:
        for e in seated:
            unfinished[e] += 1
        return
    round_scores, totals = state.scores(), state.totals()
    best = min(round_scores)
    winners = sum(1 for v in round_scores if v == best)
    for seat, e in enumerate(seated):
        scores[e].append(round_scores[seat])
        wins[e].append(1 / winners if round_scores[seat] == best else 0.0)
    if state.caller >= 0:
        e = seated[state.caller]
        calls[e] += 1
        if all(totals[state.caller] < t for s, t in enumerate(totals) if s != state.caller):
            good[e] += 1


# --- trying a bot, and how sure a comparison is ---------------------------------------------------

class BotCheck:
    """The verdict of :func:`check_bot`: ``ok``, and a message that shows as the cell's output."""

    def __init__(self, ok: bool, message: str, error: BotError | None = None) -> None:
        self.ok, self.message, self.error = ok, message, error

    def __repr__(self) -> str:
        return self.message

    __str__ = __repr__


def check_bot(bot: Entrant, *, name: str | None = None, rounds: int = 20, seed: int = 1,
              opponents: Sequence[str] = ("heuristic", "heuristic"), options: Options | None = None) -> BotCheck:
    """Try ``bot`` (a function, a bot or a ready-made bot's name) for ``rounds`` rounds against
    ``opponents``; say in words (the lesson's language) that it played them, or what went wrong (never a
    traceback)."""
    if name is None:
        name = bot if isinstance(bot, str) else getattr(bot, "name", None) or getattr(bot, "__name__", "your bot")
    try:
        make = _factory(name, bot)
        names = [name] + [f"{o} {i + 1}" for i, o in enumerate(opponents)]
        rng = random.Random(f"crisp-check/{seed}")
        results = Results(names)
        for r in range(rounds):
            state = RoundState.dealt(len(names), shuffled_deck(rng), r % len(names), options or Options())
            players = [make()] + [make_bot(o) for o in opponents]
            results.add_round(play_guarded(state, players, names, rng))
    except BotError as error:
        return BotCheck(False, tr("Problem: {error}", error=error), error)
    calls = results.calls[0]
    if isinstance(bot, str) and bot == name:  # a ready-made bot, named in the lesson's language
        from .views import bot_name
        name = bot_name(bot)
    values = dict(name=name, rounds=results.rounds, opponents=_bots_in_words(opponents),
                  mean=results.mean_score()[0].mean, unfinished=results.unfinished,
                  calls=tr("{n} crisp call", n=calls) if calls == 1 else tr("{n} crisp calls", n=calls))
    if results.unfinished:
        return BotCheck(True, tr("{name} played {rounds} rounds against {opponents} without a problem (mean round "
                                 "score {mean:.1f}, {calls}, {unfinished} unfinished).", **values))
    return BotCheck(True, tr("{name} played {rounds} rounds against {opponents} without a problem (mean round "
                             "score {mean:.1f}, {calls}).", **values))


_NUMBER_WORDS = (msg("two"), msg("three"), msg("four"), msg("five"), msg("six"), msg("seven"))  # 2 to 7


def _bots_in_words(names: Sequence[str]) -> str:
    """``["heuristic", "heuristic"]`` -> "two heuristic bots"; ``["random", "expert"]`` -> "a random bot and
    an expert bot" (in the lesson's language)."""
    from .views import bot_name  # the ready-made bots' names in the lesson's language ("atento")
    parts = []
    for bot in dict.fromkeys(names):
        count, name = list(names).count(bot), bot_name(bot)
        if count == 1:
            parts.append(tr("an {name} bot", name=name) if name[:1].lower() in "aeiou" else tr("a {name} bot", name=name))
        else:
            number = tr(_NUMBER_WORDS[count - 2]) if count - 2 < len(_NUMBER_WORDS) else str(count)
            if bot in BOTS:  # "dois robôs atentos": the kind's plural in the lesson's language
                name = text(language(), f"ui.kinds.{bot}")
            parts.append(tr("{count} {name} bots", count=number, name=name))
    if len(parts) == 1:
        return parts[0]
    return tr("{first} and {last}", first=", ".join(parts[:-1]), last=parts[-1])


def difference_curve(results: Results, a: int = 0, b: int = 1, start: int = 25, lang: str | None = None
                     ) -> dict[str, list[tuple[int, float]]]:
    """How the round-by-round difference between seats ``a`` and ``b`` (``a``'s score minus
    ``b``'s) settles as rounds pile up: its mean and the two ends of its 95 % interval after
    ``start``, 2 × ``start``, 4 × ``start`` ... rounds and after all of them (series for
    :func:`crisp_core.plots.line_chart`, named in ``lang``; None: the lesson's language)."""
    diffs = [x - y for x, y in zip(results.scores[a], results.scores[b])]
    marks, n = [], start
    while n < len(diffs):
        marks.append(n)
        n *= 2
    if diffs:
        marks.append(len(diffs))
    intervals = [Interval.of(diffs[:n]) for n in marks]
    return {tr("difference", lang=lang): [(n, i.mean) for n, i in zip(marks, intervals)],
            tr("top of the 95 % interval", lang=lang): [(n, i.high) for n, i in zip(marks, intervals)],
            tr("bottom of the 95 % interval", lang=lang): [(n, i.low) for n, i in zip(marks, intervals)]}
