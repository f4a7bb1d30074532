"""The class's pooled experiment (``lite/class_experiment.py``): what a post must be, how posts pool, and the
classroom server answering 30 students, refusing what is too big, too soon or does not add up, and changing nothing
then; a site served without a class has none of it."""

from __future__ import annotations

import json
import random
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from crisp_core.class_counts import dealt_hands, hand_counts, low_hand_chance
from lite import class_experiment, site_server
from lite.class_experiment import MIN_SECONDS, Pool, Post, Refused


class Clock:
    """A clock the test moves on by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def student_counts(seed: int, deals: int = 400, nickname: str = "") -> dict:
    """What a student's "Send to the class" posts after dealing ``deals`` from ``seed`` (the engine's own deals)."""
    return hand_counts([sum(card.value for card in hand) for hand in dealt_hands(deals, seed)], seed, nickname)


def test_a_students_counts_are_taken_as_they_are():
    post = Post.parse(student_counts(12))
    assert (post.seed, post.deals, sum(post.totals)) == (12, 400, 400)
    assert post.low == sum(post.totals[:5]) and post.nickname == ""


def test_the_lessons_widget_posts_what_the_server_takes():
    """The widget's counts (crisp_core) and the server's bounds (lite, without crisp_core on a release) agree."""
    from crisp_core import class_counts
    from crisp_core.widgets import MiddleDeals
    assert (class_counts.FIRST_TOTAL, class_counts.LAST_TOTAL, class_counts.LOW) == (
        class_experiment.FIRST_TOTAL, class_experiment.LAST_TOTAL, class_experiment.LOW)
    deals = MiddleDeals(deals=10_000, seed=999_999, lang="pt")
    assert class_experiment.MAX_DEALS == max(n for _, n in deals.deals_box.options)
    assert class_experiment.MAX_SEED == deals.seed_box.max
    post = Post.parse(deals.counts("Léo"))
    assert (post.seed, post.deals, post.nickname) == (999_999, 10_000, "Léo")


@pytest.mark.parametrize("change, says", [
    (lambda c: c.update(low=c["low"] + 1), "low"),
    (lambda c: c["totals"].__setitem__(20, c["totals"][20] + 1), "add up"),
    (lambda c: c.update(deals=c["deals"] + 1), "add up"),
    (lambda c: c.update(totals=c["totals"][:-1]), "28 counts"),
    (lambda c: c["totals"].__setitem__(0, -1), "whole number"),
    (lambda c: c["totals"].__setitem__(0, 1.0), "whole number"),
    (lambda c: c["totals"].__setitem__(0, True), "whole number"),
    (lambda c: c.update(seed=10**6), "seed"),
    (lambda c: c.update(deals=0, totals=[0] * 28, low=0), "deals"),
    (lambda c: c.update(extra=1), "unknown field"),
    (lambda c: c.update(nickname=["Ana"]), "nickname"),
])
def test_counts_that_do_not_add_up_or_are_out_of_range_are_refused(change, says):
    counts = student_counts(12)
    change(counts)
    with pytest.raises(Refused) as refused:
        Post.parse(counts)
    assert refused.value.status == 400 and refused.value.reason == "invalid" and says in str(refused.value)


def test_a_nickname_is_plain_text_and_may_be_left_out():
    assert class_experiment.clean_nickname("  Ana \n Maria ") == "Ana Maria"
    assert class_experiment.clean_nickname("a\u202eb\u2066c<b>") == "abc<b>"  # shown as text by the page
    assert class_experiment.clean_nickname(None) == class_experiment.clean_nickname("  ") == ""
    with pytest.raises(Refused):
        class_experiment.clean_nickname(["Ana"])


def test_posts_pool_one_per_seed_the_larger_replacing_the_smaller_and_each_address_waits():
    clock = Clock()
    pool = Pool(clock=clock)
    pool.add(Post.parse(student_counts(1, 400, "Ana")), "10.0.0.1")
    with pytest.raises(Refused) as soon:
        pool.add(Post.parse(student_counts(2)), "10.0.0.1")
    assert soon.value.status == 429 and soon.value.reason == "too_soon"
    pool.add(Post.parse(student_counts(2)), "10.0.0.2")
    for same in (student_counts(1, 400), student_counts(2, 400)):
        with pytest.raises(Refused) as taken:
            pool.add(Post.parse(same), "10.0.0.3")
        assert taken.value.status == 409 and taken.value.reason == "seed_taken"
    clock.now += MIN_SECONDS
    pool.add(Post.parse(student_counts(1, 2000)), "10.0.0.1")  # seed 1's 2000 deals hold its 400
    state = pool.state()
    assert state["posts"] == 2 and state["deals"] == 2400 and sum(state["totals"]) == 2400
    assert state["low"] == sum(state["totals"][:5])
    assert [point[0] for point in state["history"]] == [400, 800, 2400]
    assert state["history"][-1][1:] == [state["low"], *state["interval"]]
    assert [s["nickname"] for s in state["senders"]] == ["", ""]  # the larger post of seed 1 came without one


def test_the_pool_keeps_at_most_its_number_of_seeds(monkeypatch):
    monkeypatch.setattr(class_experiment, "MAX_POSTS", 3)
    pool = Pool(clock=Clock())
    for seed in range(3):
        pool.add(Post.parse(student_counts(seed, 10)), f"10.0.0.{seed}")
    with pytest.raises(Refused) as full:
        pool.add(Post.parse(student_counts(9, 10)), "10.0.0.9")
    assert full.value.reason == "full" and pool.state()["posts"] == 3
    pool.add(Post.parse(student_counts(0, 20)), "10.0.0.8")  # a seed it has may still grow
    assert pool.state()["deals"] == 40 and len(pool.history) <= 3


# --- the classroom server ------------------------------------------------------------------------------------------

def request(url: str, body: bytes | None = None, headers: dict | None = None) -> tuple[int, dict]:
    """The status and JSON answer of a GET (or a POST of ``body``)."""
    message = urllib.request.Request(url, data=body, headers={"Content-Type": "application/json", **(headers or {})})
    try:
        with urllib.request.urlopen(message, timeout=10) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as refused:
        return refused.code, json.loads(refused.read())


@pytest.fixture
def tiny_site(tmp_path: Path) -> Path:
    (tmp_path / "index.html").write_text("<!doctype html><title>Crisp</title>")
    return tmp_path


@pytest.fixture
def class_server(tiny_site):
    """A class served under a sub-path, its experiment's clock moved on by the test; yields (url, clock)."""
    clock = Clock()
    app = site_server.site_app(tiny_site, "/crisp/", classroom={"addresses": []}, pool=Pool(clock=clock))
    server = site_server.start(tiny_site, "/crisp/", app=app)
    yield server.url + "/" + class_experiment.PATH, clock
    server.shutdown()


def test_thirty_students_send_and_the_class_estimate_holds_the_exact_chance(class_server):
    url, clock = class_server
    status, empty = request(url)
    assert status == 200 and empty["deals"] == 0 and empty["share"] is None and empty["interval"] is None
    rng = random.Random(35)
    seeds = rng.sample(range(1, 1_000_000), 30)
    for n, seed in enumerate(seeds):
        deals = rng.choice((400, 2000))
        status, said = request(url, json.dumps(student_counts(seed, deals, f"Aluno {n}")).encode())
        assert status == 200 and said["accepted"] and said["posts"] == n + 1
        clock.now += MIN_SECONDS  # every student on one address here: each waits its turn
    status, state = request(url)
    assert status == 200 and state["posts"] == 30 and len(state["history"]) == 30
    assert state["deals"] == sum(state["totals"]) == state["history"][-1][0] > 30 * 400
    exact = float(low_hand_chance())
    low, high = state["interval"]
    assert low <= exact <= high and low < state["share"] < high
    assert high - low < 0.01  # narrower than the one student's interval of 400 deals
    assert state["senders"][-1] == {"nickname": "Aluno 29", "deals": state["history"][-1][0] - state["history"][-2][0]}


def test_oversized_too_frequent_and_inconsistent_posts_are_refused_and_change_nothing(class_server):
    url, clock = class_server
    assert request(url, json.dumps(student_counts(7)).encode())[0] == 200
    clock.now += MIN_SECONDS
    before = request(url)[1]
    wrong = student_counts(8)
    wrong["low"] += 1
    big = student_counts(9)
    big["nickname"] = "x" * 5000
    for body, status, reason in ((json.dumps(big).encode(), 413, "too_large"),
                                 (json.dumps(wrong).encode(), 400, "invalid"),
                                 (b"{not json", 400, "invalid"),
                                 (json.dumps(student_counts(7)).encode(), 409, "seed_taken")):
        code, said = request(url, body)
        assert (code, said["reason"]) == (status, reason) and said["error"]
    assert request(url, json.dumps(student_counts(10)).encode())[0] == 200
    code, said = request(url, json.dumps(student_counts(11)).encode())
    assert (code, said["reason"]) == (429, "too_soon") and "seconds" in said["error"]
    after = request(url)[1]
    assert after["posts"] == before["posts"] + 1 and after["deals"] == before["deals"] + 400


def test_a_site_served_without_a_class_has_no_experiment(tiny_site):
    """On 127.0.0.1 alone (no class to give addresses to) or from a static host: no classroom.json, no experiment."""
    server = site_server.start(tiny_site, "/crisp/")
    try:
        for path in ("class-experiment", "classroom.json"):
            with pytest.raises(urllib.error.HTTPError) as missing:
                urllib.request.urlopen(f"{server.url}/{path}", timeout=10)
            assert missing.value.code == 404
    finally:
        server.shutdown()
