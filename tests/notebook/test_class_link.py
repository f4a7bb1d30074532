"""Lesson 7's "Send to the class" (crisp_core.widgets.class_link): absent outside the browser, and where a classroom
server answers, a button that sends the deals last dealt and says, in the lesson's language, what became of them."""

from __future__ import annotations

import json

import pytest

from crisp_core.class_counts import FIRST_TOTAL, LOW
from crisp_core.locale import LANGUAGES, number, percent, text
from crisp_core.widgets import MiddleDeals, ThresholdLab
from crisp_core.widgets import class_link as link_module
from crisp_core.widgets.class_link import REASONS, ClassLink

from test_widget_languages import inputs_are_named, words  # noqa: E402  (tests/ is on the path)

ROOT = "http://crisp-class.lan:8000/crisp/"


class FakeServer:
    """Answers as the classroom server would: the pooled deals, or the refusal the test chooses."""

    def __init__(self, refuse: str = "", status: int = 200) -> None:
        self.refuse, self.status, self.posts, self.deals = refuse, status, [], 0

    def __call__(self, method: str, url: str, body: str | None) -> tuple[int, str]:
        assert url == ROOT + "class-experiment"
        if method == "GET":
            return self.status, json.dumps({"deals": self.deals}) if self.status == 200 else "<h1>Not found</h1>"
        if self.refuse:
            return 409, json.dumps({"error": "no", "reason": self.refuse})
        self.posts.append(json.loads(body))
        if self.posts[-1].get("kind") == "threshold":  # lesson 8's: the class's rounds at that threshold
            rounds = sum(p["rounds"] for p in self.posts if p.get("threshold") == self.posts[-1]["threshold"])
            return 200, json.dumps({"accepted": True, "posts": len(self.posts), "rounds": rounds})
        self.deals += self.posts[-1]["deals"]
        return 200, json.dumps({"accepted": True, "posts": len(self.posts), "deals": self.deals})


def served_by(monkeypatch, server) -> None:
    """The lessons' kernel as if in the browser, on a site whose server is ``server``."""
    monkeypatch.setattr(link_module, "class_link", lambda: ClassLink.find(ROOT, server))
    monkeypatch.setattr("crisp_core.widgets.experiments.class_link", lambda: ClassLink.find(ROOT, server))


def test_outside_the_browser_there_is_no_button():
    assert link_module.site_root() is None and link_module.class_link() is None
    deals = MiddleDeals(lang="en")
    assert deals.sender is None and text("en", "ui.class.send") not in words(deals.widget)
    lab = ThresholdLab(lang="en")
    assert lab.sender is None and text("en", "ui.class.send") not in words(lab.widget)


def test_a_static_host_or_no_network_means_no_link():
    assert ClassLink.find(ROOT, FakeServer(status=404)) is None
    assert ClassLink.find(None, FakeServer()) is None

    def offline(method, url, body):
        raise OSError("no network")
    assert ClassLink.find(ROOT, offline) is None


def test_the_button_sends_the_deals_last_dealt_with_their_seed_and_nickname(monkeypatch):
    server = FakeServer()
    served_by(monkeypatch, server)
    deals = MiddleDeals(lang="pt")
    inputs_are_named(deals.widget)
    assert deals.sender.button.description == "Enviar para a turma"
    deals.deal(2000, 77)
    deals.seed_box.value = 5  # chosen, not dealt yet: the deals sent are those of seed 77
    deals.sender.nickname.value = "  Bia  "
    deals.sender.button.click()
    sent = server.posts[-1]
    assert (sent["seed"], sent["deals"], sent["nickname"]) == (77, 2000, "Bia")
    assert sum(sent["totals"]) == 2000 and sent["low"] == sum(sent["totals"][:LOW - FIRST_TOTAL + 1])
    assert sent["totals"] == [sum(t == total for t in deals.totals) for total in range(3, 31)]
    assert "Enviado! Suas 2000 distribuições entraram na conta da turma: 2000 distribuições ao todo." in \
        deals.sender.output.value


def unreachable(method: str, url: str, body: str | None) -> tuple[int, str]:
    raise OSError("the teacher's laptop went to sleep")


@pytest.mark.parametrize("reason", [*REASONS, "unreachable"])
def test_a_refusal_is_told_in_the_lessons_language(monkeypatch, reason):
    served_by(monkeypatch, FakeServer())
    deals = MiddleDeals(lang="es")
    url = ROOT + "class-experiment"
    deals.sender.link = ClassLink(url, unreachable if reason == "unreachable" else FakeServer(refuse=reason))
    said = deals.sender.send()
    assert said == text("es", f"ui.class.{reason}") and said.startswith("No se envió")
    assert said in deals.sender.output.value


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_has_the_buttons_words(lang):
    for key in ("nickname", "send", "unreachable", "rounds_taken", "nothing", *REASONS):
        assert text(lang, f"ui.class.{key}")
    assert "10" in text(lang, "ui.class.sent", n=10, total=20) and "20" in text(lang, "ui.class.sent", n=10, total=20)


def test_lesson_8_sends_the_rounds_last_played_with_their_seed_and_threshold(monkeypatch):
    server = FakeServer()
    served_by(monkeypatch, server)
    lab = ThresholdLab(lang="pt")
    inputs_are_named(lab.widget)
    assert lab.seed_box.description == "Semente" and lab.seed_box.value == 5
    assert lab.sender.button.description == "Enviar para a turma"
    lab.sender.button.click()  # nothing played yet: nothing sent
    assert server.posts == [] and "jogue as rodadas primeiro" in lab.sender.output.value
    results = lab.run(0.7, 400, 77)
    lab.seed_box.value = 5  # chosen, not played yet: the rounds sent are those of seed 77
    lab.threshold_box.value = 0.9
    lab.sender.nickname.value = "Bia"
    lab.sender.button.click()
    sent = server.posts[-1]
    assert (sent["kind"], sent["seed"], sent["threshold"], sent["rounds"], sent["nickname"]) == (
        "threshold", 77, 70, 400, "Bia")
    assert sent["won"] + sent["tied"] == sum(share > 0 for share in results.wins[0])
    assert sent["won"] + sent["tied"] + sent["lost"] + sent["unfinished"] == 400
    assert (sent["calls"], sent["good_calls"]) == (results.calls[0], results.good_calls[0])
    assert "Enviado! Suas 400 rodadas com 70% entraram na conta da turma: 400 rodadas com 70% ao todo." in \
        lab.sender.output.value


@pytest.mark.parametrize("lang", LANGUAGES)
def test_lesson_8_says_in_every_language_what_became_of_its_rounds(monkeypatch, lang):
    served_by(monkeypatch, FakeServer())
    lab = ThresholdLab(lang=lang)
    lab.run(0.5)
    lab.sender.link = ClassLink(ROOT + "class-experiment", FakeServer(refuse="seed_taken"))
    assert lab.sender.send() == text(lang, "ui.class.rounds_taken") != text(lang, "ui.class.seed_taken")
    lab.sender.link = ClassLink(ROOT + "class-experiment", FakeServer())
    said = lab.sender.send()
    assert said == text(lang, "ui.class.rounds_sent", n=number(lang, 400, 0), threshold=percent(lang, 0.5, 0),
                        total=number(lang, 400, 0))
