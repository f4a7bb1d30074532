"""Lesson 8's part of the class's pooled experiment (``lite/class_experiment.py``, ``"kind": "threshold"``): what a
run must be, how runs pool per threshold, refusals that change nothing, and the classroom server answering 30
students who played their own seeds with the lesson's widget (``ThresholdLab``)."""

from __future__ import annotations

import json
import random

import pytest

from crisp_core.widgets import ThresholdLab
from lite import class_experiment
from lite.class_experiment import MIN_SECONDS, Pool, Refused, Run, parse

from lite.tests.test_class_experiment import (Clock, class_server, request, student_counts,  # noqa: F401 (fixtures)
                                              tiny_site)

_played: dict[tuple[int, float, int], dict] = {}


def student_run(seed: int, threshold: float = 0.7, rounds: int = 400, nickname: str = "") -> dict:
    """What a student's "Send to the class" posts after pressing Run in lesson 8 with ``seed`` and ``threshold``."""
    key = (seed, threshold, rounds)
    if key not in _played:
        lab = ThresholdLab(lang="en")
        lab.run(threshold, rounds, seed)
        _played[key] = lab.counts()
    counts = dict(_played[key])
    return {**counts, "nickname": nickname} if nickname else counts


def test_the_lessons_widget_posts_what_the_server_takes():
    lab = ThresholdLab(lang="pt")
    assert lab.seed_box.value == 5 and lab.seed_box.max == class_experiment.MAX_SEED
    assert class_experiment.MAX_ROUNDS == max(n for _, n in lab.rounds_box.options)
    with pytest.raises(ValueError):
        lab.counts()  # nothing played yet
    results = lab.run(0.7)
    counts = lab.counts("Léo")
    assert counts == {"kind": "threshold", "seed": 5, "threshold": 70, "rounds": 400, "won": 143, "tied": 3,
                      "lost": 254, "unfinished": 0, "calls": results.calls[0], "good_calls": results.good_calls[0],
                      "nickname": "Léo"}
    run = parse(counts)
    assert isinstance(run, Run) and run.key == (5, 70) and run.wins == 146 and run.nickname == "Léo"
    lab.seed_box.value = 6  # changed after playing: the counts are still those of the rounds played
    assert lab.counts()["seed"] == 5
    assert lab.run(seed=6) and lab.counts()["seed"] == 6


@pytest.mark.parametrize("change, says", [
    (lambda c: c.update(won=c["won"] + 1), "add up"),
    (lambda c: c.update(rounds=c["rounds"] + 1), "add up"),
    (lambda c: c.update(good_calls=c["calls"] + 1), "good_calls"),
    (lambda c: c.update(calls=401, good_calls=0), "calls"),
    (lambda c: c.update(threshold=0.7), "whole number"),
    (lambda c: c.update(threshold=101), "threshold"),
    (lambda c: c.update(rounds=4000, lost=c["lost"] + 3600), "rounds"),
    (lambda c: c.update(tied=-1, lost=c["lost"] + 4), "whole number"),
    (lambda c: c.update(totals=[]), "unknown field"),
    (lambda c: c.update(kind="deal"), "kind"),
    (lambda c: c.update(seed=True), "seed"),
])
def test_runs_that_do_not_add_up_or_are_out_of_range_are_refused(change, says):
    counts = student_run(5)
    change(counts)
    with pytest.raises(Refused) as refused:
        parse(counts)
    assert refused.value.status == 400 and refused.value.reason == "invalid" and says in str(refused.value)


def test_runs_pool_per_threshold_one_per_seed_and_threshold_and_refusals_change_nothing():
    clock = Clock()
    pool = Pool(clock=clock)
    pool.add(parse(student_run(1, 0.7)), "10.0.0.1")
    pool.add(parse(student_run(1, 0.9)), "10.0.0.2")  # the same seed at another threshold: other rounds
    pool.add(parse(student_counts(1)), "10.0.0.3")  # lesson 7's deals of seed 1 are apart
    before = json.dumps(pool.state())
    for body, address, reason in ((student_run(1, 0.7), "10.0.0.4", "seed_taken"),
                                  (student_run(2, 0.7), "10.0.0.1", "too_soon")):
        with pytest.raises(Refused) as refused:
            pool.add(parse(body), address)
        assert refused.value.reason == reason
    assert json.dumps(pool.state()) == before
    clock.now += MIN_SECONDS
    pool.add(parse(student_run(3, 0.7)), "10.0.0.1")
    state = pool.state()
    assert state["posts"] == 1 and state["deals"] == 400  # lesson 7's count is untouched
    runs = state["threshold"]
    assert runs["posts"] == 3 and runs["rounds"] == 1200 and runs["exact"] is None
    at70, at90 = runs["thresholds"]
    assert (at70["threshold"], at70["posts"], at70["rounds"], at90["threshold"], at90["rounds"]) == (70, 2, 800, 90, 400)
    mine = [parse(student_run(seed, 0.7)) for seed in (1, 3)]
    assert at70["wins"] == sum(run.wins for run in mine) and at70["finished"] == 800
    assert at70["share"] == at70["wins"] / 800 and at70["interval"] == list(class_experiment.wilson(at70["wins"], 800))
    assert at70["interval"][0] < at70["share"] < at70["interval"][1]


def test_the_runs_kept_are_capped(monkeypatch):
    monkeypatch.setattr(class_experiment, "MAX_POSTS", 2)
    pool = Pool(clock=Clock())
    small = {"kind": "threshold", "rounds": 10, "won": 4, "tied": 0, "lost": 6, "unfinished": 0, "calls": 3,
             "good_calls": 2}
    for n, threshold in enumerate((50, 60)):
        pool.add(parse({**small, "seed": 1, "threshold": threshold}), f"10.0.0.{n}")
    with pytest.raises(Refused) as full:
        pool.add(parse({**small, "seed": 2, "threshold": 50}), "10.0.0.9")
    assert full.value.reason == "full" and pool.state()["threshold"]["posts"] == 2
    pool.add(parse({**small, "seed": 1, "threshold": 50, "rounds": 20, "lost": 16}), "10.0.0.8")  # may grow
    assert pool.state()["threshold"]["rounds"] == 30


def test_thirty_students_play_their_own_seeds_and_the_class_pools_them_per_threshold(class_server):
    url, clock = class_server
    status, empty = request(url)
    assert status == 200 and empty["threshold"] == {"posts": 0, "rounds": 0, "interval_kind": "wilson95",
                                                     "exact": None, "thresholds": [], "senders": []}
    rng = random.Random(8)
    sent = []
    for n in range(30):
        run = student_run(rng.randrange(1_000_000), rng.choice((0.5, 0.7, 0.9)), nickname=f"Aluna {n}")
        status, said = request(url, json.dumps(run).encode())
        assert status == 200 and said["accepted"] and said["posts"] == n + 1
        sent.append(run)
        assert said["rounds"] == 400 * sum(r["threshold"] == run["threshold"] for r in sent)
        clock.now += MIN_SECONDS
    code, again = request(url, json.dumps(sent[0]).encode())
    assert (code, again["reason"]) == (409, "seed_taken")
    status, state = request(url)
    runs = state["threshold"]
    assert runs["posts"] == 30 and runs["rounds"] == 12_000 and state["deals"] == 0
    assert [row["threshold"] for row in runs["thresholds"]] == sorted({r["threshold"] for r in sent})
    for row in runs["thresholds"]:
        mine = [r for r in sent if r["threshold"] == row["threshold"]]
        assert row["rounds"] == 400 * len(mine) and row["wins"] == sum(r["won"] + r["tied"] for r in mine)
        low, high = row["interval"]
        assert low < row["share"] < high and high - low < 0.12
    assert runs["senders"][-1] == {"nickname": "Aluna 29", "threshold": sent[-1]["threshold"], "rounds": 400}


def test_the_teachers_guide_has_a_hidden_box_for_lesson_8_in_every_language():
    import re

    from crisp_core.locale import LANGUAGES
    from lite.rules_page import class_experiment_box
    box = class_experiment_box()
    section = box[box.index('<section id="class-threshold"'):]
    assert re.match(r'<section id="class-threshold"[^>]* hidden>', section)
    for part in ("pool8-summary", "pool8-rows", "pool8-senders", '<th scope="col"'):
        assert part in section
    script = (class_experiment.__file__.replace("class_experiment.py", "site/class-experiment.js"))
    source = open(script, encoding="utf-8").read()
    assert "innerHTML" not in source and "threshold" in source
    keys = set(re.findall(r'data-i18n="([\w.]+)"', section)) | set(re.findall(r'"(teachers\.pool8?\.\w+)"', source))
    assert {"teachers.pool8.no_exact", "teachers.pool8.share", "teachers.pool8.summary"} <= keys
    root = class_experiment.__file__.replace("class_experiment.py", "site/i18n/")
    for lang in LANGUAGES:
        words = json.load(open(f"{root}{lang}.json", encoding="utf-8"))
        assert all(words.get(key) for key in keys), lang
        assert words["teachers.pool8.title"].count("8") == 1
