"""The class's pooled experiment, held by the classroom server (``lite/site_server.py`` mounts it where it serves a
class, beside ``classroom.json``; a static host has neither).

Lesson 7's "Deal" experiment (``crisp_core.widgets.MiddleDeals``) deals rounds of three from a seed; a student's
"Send to the class" posts how often Seat 2's hand of three came to each total, 3 to 30 (``totals``), and how often
to 7 or less (``low``), with the seed and the number of deals.  The teacher's page (``lite/site/class-experiment.js``)
reads the class's pooled counts back: the total deals, the pooled histogram, the share of hands of 7 or less with its
95 % Wilson interval, and that share after each post (the running estimate).  The exact share the lesson computes
(76/5525) comes from the engine, into the page at build time (``lite/rules_page.py``).  The release archive's server
runs the engine from the site's own wheel (``site_server.py``), as every server does.

    POST {base}class-experiment  {"seed": 12, "deals": 400, "totals": [28 counts], "low": 5, "nickname": "Ana"}
    GET  {base}class-experiment  the pooled state (:meth:`Pool.state`)

What it accepts is bounded, and anything else is refused with ``{"error": <a sentence>, "reason": <a code>}`` and a
4xx status, changing nothing: a body of at most :data:`MAX_BODY` bytes (413, ``too_large``); one post per address
every :data:`MIN_SECONDS` (429, ``too_soon``); counts that are integers in range and add up (400, ``invalid``); a seed
the class has not sent yet, or sent with fewer deals (the same seed deals the same hands, and its first 400 deals are
the 400 deals of the same seed: the larger post replaces the smaller; 409, ``seed_taken``); at most
:data:`MAX_POSTS` seeds (409, ``full``).  Nothing identifies a student but the nickname they may type, cleaned as
``crisp_core.tables.plain_name`` cleans a seat's name.

Lesson 8's experiment (``crisp_core.widgets.ThresholdLab``, "Run 400 rounds") posts to the same address with
``"kind": "threshold"``: the card counter calling crisp at a threshold (a whole percent) played ``rounds`` rounds from
a seed, and how they ended for it: ``won`` alone (the lowest score), ``tied`` (sharing the lowest), ``lost`` and
``unfinished``, which add up to ``rounds``, and its ``calls``, of which ``good_calls`` were strictly lowest.  The same
bounds hold, one post per (seed, threshold) (the larger replaces the smaller: the first 400 rounds of a seed are its
400 rounds), and GET's ``threshold`` gives, per threshold, the pooled rounds, the rounds won (alone or tied) and that
share with its 95 % Wilson interval.  No exact value exists here: the class's pooled estimate is the answer.

    POST {base}class-experiment  {"kind": "threshold", "seed": 5, "threshold": 70, "rounds": 400, "won": 143,
                                  "tied": 3, "lost": 254, "unfinished": 0, "calls": 140, "good_calls": 95}
"""

from __future__ import annotations

import json
import time
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any, Callable

from crisp_core.stats import Rate
from crisp_core.tables import plain_name
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

PATH = "class-experiment"
FIRST_TOTAL, LAST_TOTAL = 3, 30  # a hand of three: three Aces (1 each) to three ten-valued cards (R1.3)
LOW = 7  # "7 or less", lesson 7's rare hand
MAX_DEALS = 10_000  # MiddleDeals' largest choice
MAX_SEED = 999_999  # MiddleDeals' seed box
MAX_BODY = 4096  # bytes: a post is about 200
MAX_POSTS = 1000  # seeds kept: each a few hundred bytes
MIN_SECONDS = 5.0  # between two posts of one address
MAX_ADDRESSES = 4096  # addresses remembered for the rate, the oldest forgotten first
SENDERS_SHOWN = 40  # the latest posts listed on the teacher's page
THRESHOLD = "threshold"  # lesson 8's kind of post
MAX_ROUNDS = 2000  # ThresholdLab's largest choice
RUN_FIELDS = ("won", "tied", "lost", "unfinished", "calls", "good_calls")


class Refused(Exception):
    """A post refused: its HTTP ``status``, a ``reason`` code the lesson's widget translates, and a sentence."""

    def __init__(self, status: int, reason: str, message: str) -> None:
        super().__init__(message)
        self.status, self.reason = status, reason


def clean_nickname(name: Any) -> str:
    """A nickname as plain text (:func:`crisp_core.tables.plain_name`); empty when none was given."""
    if name is not None and not isinstance(name, str):
        raise Refused(400, "invalid", "nickname must be text")
    return plain_name(name)


def wilson(hits: int, n: int) -> tuple[float, float]:
    """The 95 % Wilson score interval of the share ``hits / n`` (:class:`crisp_core.stats.Rate`: right also near 0,
    where "7 or less" lives, and for a few deals)."""
    rate = Rate.of(hits, n)
    return rate.low, rate.high


def _count(value: Any, name: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise Refused(400, "invalid", f"{name} must be a whole number from {low} to {high}")
    return value


@dataclass(frozen=True)
class Post:
    """One student's counts, checked: ``seed``, ``deals``, ``totals`` (hands per total, 3 to 30), ``low``."""

    seed: int
    deals: int
    totals: tuple[int, ...]
    low: int
    nickname: str = ""

    @classmethod
    def parse(cls, body: Any) -> "Post":
        """A post from its decoded JSON ``body``, or :class:`Refused` saying what is wrong."""
        if not isinstance(body, dict):
            raise Refused(400, "invalid", "the post must be a JSON object")
        unknown = set(body) - {"seed", "deals", "totals", "low", "nickname"}
        if unknown:
            raise Refused(400, "invalid", f"unknown field: {sorted(unknown)[0][:40]}")
        seed = _count(body.get("seed"), "seed", 0, MAX_SEED)
        deals = _count(body.get("deals"), "deals", 1, MAX_DEALS)
        totals = body.get("totals")
        if not isinstance(totals, list) or len(totals) != LAST_TOTAL - FIRST_TOTAL + 1:
            raise Refused(400, "invalid", f"totals must list {LAST_TOTAL - FIRST_TOTAL + 1} counts, "
                                          f"for the totals {FIRST_TOTAL} to {LAST_TOTAL}")
        totals = tuple(_count(count, "each count of totals", 0, deals) for count in totals)
        if sum(totals) != deals:
            raise Refused(400, "invalid", f"the counts of totals add up to {sum(totals)}, not to the {deals} deals")
        low = _count(body.get("low"), "low", 0, deals)
        if low != sum(totals[:LOW - FIRST_TOTAL + 1]):
            raise Refused(400, "invalid", f"low ({low}) is not the number of totals of {LOW} or less")
        return cls(seed, deals, totals, low, clean_nickname(body.get("nickname")))


@dataclass(frozen=True)
class Run:
    """Lesson 8's post, checked: ``threshold`` (a whole percent), ``seed``, ``rounds`` and how they ended for the
    card counter (:data:`RUN_FIELDS`)."""

    seed: int
    threshold: int
    rounds: int
    won: int
    tied: int
    lost: int
    unfinished: int
    calls: int
    good_calls: int
    nickname: str = ""

    @property
    def key(self) -> tuple[int, int]:
        return self.seed, self.threshold

    @property
    def wins(self) -> int:
        """Rounds the card counter won, alone or tied."""
        return self.won + self.tied

    @property
    def finished(self) -> int:
        return self.rounds - self.unfinished

    @classmethod
    def parse(cls, body: Any) -> "Run":
        """A run from its decoded JSON ``body`` (``kind`` "threshold"), or :class:`Refused` saying what is wrong."""
        unknown = set(body) - {"kind", "seed", "threshold", "rounds", "nickname", *RUN_FIELDS}
        if unknown:
            raise Refused(400, "invalid", f"unknown field: {sorted(unknown)[0][:40]}")
        seed = _count(body.get("seed"), "seed", 0, MAX_SEED)
        threshold = _count(body.get("threshold"), "threshold", 0, 100)
        rounds = _count(body.get("rounds"), "rounds", 1, MAX_ROUNDS)
        counts = {name: _count(body.get(name), name, 0, rounds) for name in RUN_FIELDS}
        ended = counts["won"] + counts["tied"] + counts["lost"] + counts["unfinished"]
        if ended != rounds:
            raise Refused(400, "invalid",
                          f"won, tied, lost and unfinished add up to {ended}, not to the {rounds} rounds")
        if counts["good_calls"] > counts["calls"] or counts["calls"] > rounds - counts["unfinished"]:
            raise Refused(400, "invalid", "good_calls must be at most calls, and calls at most the rounds finished")
        return cls(seed, threshold, rounds, **counts, nickname=clean_nickname(body.get("nickname")))


def parse(body: Any) -> "Post | Run":
    """Lesson 7's :class:`Post` or, with ``"kind": "threshold"``, lesson 8's :class:`Run`; else :class:`Refused`."""
    if not isinstance(body, dict):
        raise Refused(400, "invalid", "the post must be a JSON object")
    if "kind" not in body:
        return Post.parse(body)
    if body["kind"] != THRESHOLD:
        raise Refused(400, "invalid", "kind must be \"threshold\" (or absent, for lesson 7's deals)")
    return Run.parse(body)


@dataclass
class Pool:
    """The class's posts, one per seed (the largest), and the running estimate after each accepted post; ``clock``
    (seconds, monotonic) times the rate per address."""

    clock: Callable[[], float] = time.monotonic
    posts: "OrderedDict[int, Post]" = field(default_factory=OrderedDict)  # by seed, latest last
    history: list[tuple[int, int]] = field(default_factory=list)  # (deals, low) pooled after each accepted post
    last_post: "OrderedDict[str, float]" = field(default_factory=OrderedDict)  # address -> time of its last post
    runs: "OrderedDict[tuple[int, int], Run]" = field(default_factory=OrderedDict)  # lesson 8's, by (seed, threshold)

    def check_rate(self, address: str) -> None:
        """Refuse a post from ``address`` sooner than :data:`MIN_SECONDS` after its last accepted one."""
        last = self.last_post.get(address)
        if last is not None and self.clock() - last < MIN_SECONDS:
            raise Refused(429, "too_soon", f"one post every {MIN_SECONDS:g} seconds: wait a moment and send again")

    def add(self, post: "Post | Run", address: str) -> None:
        """Pool ``post`` from ``address`` (its rate checked first), or :class:`Refused`, changing nothing."""
        self.check_rate(address)
        if isinstance(post, Run):
            return self.add_run(post, address)
        kept = self.posts.get(post.seed)
        if kept is not None and kept.deals >= post.deals:
            raise Refused(409, "seed_taken", f"the class has the deals of seed {post.seed} already: "
                                             "choose another seed, deal, and send again")
        if kept is None and len(self.posts) >= MAX_POSTS:
            raise Refused(409, "full", f"the class's experiment holds {MAX_POSTS} seeds, its most")
        self.posts.pop(post.seed, None)
        self.posts[post.seed] = post
        self.posted(address)
        deals, low = self.totals()
        self.history.append((deals, low))
        del self.history[:-MAX_POSTS]

    def posted(self, address: str) -> None:
        """Remember when ``address`` last posted (the latest last; the oldest forgotten past :data:`MAX_ADDRESSES`)."""
        self.last_post.pop(address, None)
        self.last_post[address] = self.clock()
        while len(self.last_post) > MAX_ADDRESSES:
            self.last_post.popitem(last=False)

    def add_run(self, run: Run, address: str) -> None:
        """Pool lesson 8's ``run`` (its rate already checked), or :class:`Refused`, changing nothing."""
        kept = self.runs.get(run.key)
        if kept is not None and kept.rounds >= run.rounds:
            raise Refused(409, "seed_taken", f"the class has the rounds of seed {run.seed} at {run.threshold} % "
                                             "already: choose another seed, play, and send again")
        if kept is None and len(self.runs) >= MAX_POSTS:
            raise Refused(409, "full", f"the class's experiment holds {MAX_POSTS} runs, its most")
        self.runs.pop(run.key, None)
        self.runs[run.key] = run
        self.posted(address)

    def threshold_rounds(self, threshold: int) -> int:
        """The pooled rounds played at ``threshold``."""
        return sum(run.rounds for run in self.runs.values() if run.threshold == threshold)

    def threshold_state(self) -> dict:
        """GET's ``threshold``: the runs and rounds in all, and per threshold (lowest first) its runs, rounds,
        finished rounds, rounds ``won`` alone, ``tied``, ``wins`` (both), the share of wins among the finished rounds
        with its 95 % Wilson interval, calls and good calls; the latest senders' nicknames and thresholds."""
        rows = []
        for threshold in sorted({run.threshold for run in self.runs.values()}):
            runs = [run for run in self.runs.values() if run.threshold == threshold]
            total = {name: sum(getattr(run, name) for run in runs)
                     for name in (*RUN_FIELDS, "rounds", "finished", "wins")}
            n, wins = total["finished"], total["wins"]
            rows.append({"threshold": threshold, "posts": len(runs), **total,
                         "share": wins / n if n else None, "interval": list(wilson(wins, n)) if n else None})
        return {"posts": len(self.runs), "rounds": sum(run.rounds for run in self.runs.values()),
                "interval_kind": "wilson95", "exact": None, "thresholds": rows,
                "senders": [{"nickname": run.nickname, "threshold": run.threshold, "rounds": run.rounds}
                            for run in list(self.runs.values())[-SENDERS_SHOWN:]]}

    def totals(self) -> tuple[int, int]:
        """The pooled number of deals and of hands of 7 or less."""
        return sum(p.deals for p in self.posts.values()), sum(p.low for p in self.posts.values())

    def state(self) -> dict:
        """What GET answers: the posts and deals in all, the pooled ``totals`` (from ``first_total``), ``low`` with
        its share and that share's 95 % Wilson interval (None before any post), the ``history`` after each post
        (deals, low, the interval's low and high ends: the running estimate), and the latest senders' nicknames (empty
        when none was typed) and deals; ``threshold``: lesson 8's (:meth:`threshold_state`)."""
        deals, low = self.totals()
        pooled = [sum(p.totals[i] for p in self.posts.values()) for i in range(LAST_TOTAL - FIRST_TOTAL + 1)]
        return {"posts": len(self.posts), "deals": deals, "first_total": FIRST_TOTAL, "low_limit": LOW,
                "totals": pooled, "low": low, "share": low / deals if deals else None,
                "interval": list(wilson(low, deals)) if deals else None, "interval_kind": "wilson95",
                "history": [[d, n, *wilson(n, d)] for d, n in self.history],
                "senders": [{"nickname": p.nickname, "deals": p.deals}
                            for p in list(self.posts.values())[-SENDERS_SHOWN:]],
                THRESHOLD: self.threshold_state()}


def refusal(error: Refused) -> JSONResponse:
    return JSONResponse({"error": str(error), "reason": error.reason}, status_code=error.status)


async def read_body(request: Request, limit: int = MAX_BODY) -> bytes:
    """The request's body, or :class:`Refused` (413) as soon as it is longer than ``limit`` bytes (by its
    Content-Length, or by what arrives)."""
    too_large = Refused(413, "too_large", f"a post is at most {limit} bytes")
    try:
        if int(request.headers.get("content-length", "0")) > limit:
            raise too_large
    except ValueError:
        raise Refused(400, "invalid", "a bad Content-Length") from None
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > limit:
            raise too_large
    return body


def routes(base: str, pool: Pool) -> list[Route]:
    """The experiment's route under ``base`` ("/" or "/crisp/"): GET the pooled state, POST a student's counts."""

    async def experiment(request: Request) -> JSONResponse:
        headers = {"Cache-Control": "no-store"}
        if request.method == "GET":
            return JSONResponse(pool.state(), headers=headers)
        try:
            address = request.client.host if request.client else ""
            pool.check_rate(address)
            try:
                body = json.loads(await read_body(request))
            except (ValueError, UnicodeDecodeError):
                raise Refused(400, "invalid", "the post must be JSON") from None
            post = parse(body)
            pool.add(post, address)
        except Refused as error:
            return refusal(error)
        if isinstance(post, Run):
            return JSONResponse({"accepted": True, "posts": len(pool.runs),
                                 "rounds": pool.threshold_rounds(post.threshold)}, headers=headers)
        deals, _ = pool.totals()
        return JSONResponse({"accepted": True, "posts": len(pool.posts), "deals": deals}, headers=headers)

    return [Route(base + PATH, experiment, methods=["GET", "POST"])]
