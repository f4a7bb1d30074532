"""A lesson experiment's "Send to the class" button (lesson 7's deals, lesson 8's rounds), shown only when the lesson
is served by the classroom server (``python3 -m lite.site_server --host 0.0.0.0``, whose ``class-experiment`` pools
what students send: lite/class_experiment.py).

The lesson's Python runs in Pyodide, in the kernel's web worker.  The kernel's loader (lite/kernel/boot.mjs, at
``static/pyodide/`` of the site) tells the worker the site's root URL (``crispSiteRoot``), also when the site lives
under a sub-path; :meth:`ClassLink.find` asks ``<root>class-experiment`` once per kernel, and only a classroom server
answers it.  Outside the browser (plain Jupyter, nbval) there is no such root and no button.  The worker may make
synchronous requests, so a click sends and reads the answer at once (:func:`browser_request`).
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from html import escape
from typing import Callable

import ipywidgets as widgets

from ..locale import number, percent, text
from .base import Shown, kept, row

PATH = "class-experiment"
Request = Callable[[str, str, "str | None"], "tuple[int, str]"]  # method, url, JSON body -> status, text
REASONS = ("too_large", "too_soon", "invalid", "seed_taken", "full")  # lite/class_experiment.py's refusals
_STATUS = '<div role="status" style="margin-top:4px">{}</div>'


def site_root() -> str | None:
    """The site's root URL as the kernel's loader gave it, in Pyodide's worker; None anywhere else."""
    if sys.platform != "emscripten":
        return None
    import js  # Pyodide's own module: the worker's globals
    root = getattr(js, "crispSiteRoot", None)
    return root if isinstance(root, str) and root.endswith("/") else None


def browser_request(method: str, url: str, body: str | None = None) -> tuple[int, str]:
    """A synchronous request from Pyodide's worker: its status and text (an error when the network fails)."""
    from js import XMLHttpRequest
    request = XMLHttpRequest.new()
    request.open(method, url, False)
    if body is not None:
        request.setRequestHeader("Content-Type", "application/json")
    request.send(body)
    return int(request.status), str(request.responseText)


@dataclass
class Sent:
    """What the class's server said to a post: ``reason`` "" when it was taken, else its refusal's code (or
    "unreachable"); ``posts`` and ``deals`` (or, for lesson 8, ``rounds`` at the threshold sent): the class's, after
    it."""

    reason: str
    posts: int = 0
    deals: int = 0
    rounds: int = 0  # lesson 8's: the class's rounds at the threshold sent


@dataclass
class ClassLink:
    """The class's experiment at ``url``, spoken to through ``request``."""

    url: str
    request: Request = browser_request

    @classmethod
    def find(cls, root: str | None, request: Request = browser_request) -> "ClassLink | None":
        """The class's experiment of the site at ``root`` if a classroom server answers there; else None."""
        if root is None:
            return None
        url = root + PATH
        try:
            status, answer = request("GET", url, None)
            found = status == 200 and isinstance(json.loads(answer).get("deals"), int)
        except Exception:  # a static host's 404 page, no network, an offline copy: no class here
            return None
        return cls(url, request) if found else None

    def send(self, counts: dict) -> Sent:
        """Post ``counts`` (:func:`crisp_core.class_counts.hand_counts` or
        :func:`~crisp_core.class_counts.threshold_counts`); what the server said."""
        try:
            status, answer = self.request("POST", self.url, json.dumps(counts))
            said = json.loads(answer)
        except Exception:
            return Sent("unreachable")
        if status == 200 and said.get("accepted") is True:
            return Sent("", int(said.get("posts", 0)), int(said.get("deals", 0)), int(said.get("rounds", 0)))
        reason = said.get("reason") if isinstance(said, dict) else None
        return Sent(reason if reason in REASONS else "invalid")


_links: dict[str, ClassLink | None] = {}


def class_link() -> ClassLink | None:
    """This kernel's link to the class's experiment, looked for once."""
    root = site_root()
    if root is None:
        return None
    if root not in _links:
        _links[root] = ClassLink.find(root)
    return _links[root]


class SendToClass(Shown):
    """An optional nickname box, a "Send to the class" button and a line saying what became of the counts that
    ``counts(nickname)`` gives, sent through ``link``."""

    def __init__(self, link: ClassLink, counts: Callable[[str], dict], lang: str) -> None:
        self.link, self.counts, self.lang = link, counts, lang
        self.nickname = widgets.Text(description=text(lang, "ui.class.nickname"), style={"description_width": "initial"},
                                     layout=widgets.Layout(width="auto"))
        kept(self.nickname, "class-nickname")
        self.button = widgets.Button(description=text(lang, "ui.class.send"), button_style="info",
                                     layout=widgets.Layout(width="auto"))
        self.button.on_click(lambda _: self.send())
        self.output = widgets.HTML()
        self.widget = widgets.VBox([row(self.nickname, self.button), self.output])

    def send(self) -> str:
        """Send the counts; show and return the sentence saying what happened."""
        try:
            counts = self.counts(self.nickname.value.strip())
        except ValueError:  # nothing played yet (lesson 8 plays only when asked)
            said = text(self.lang, "ui.class.nothing")
            self.output.value = _STATUS.format(escape(said))
            return said
        self.button.disabled = True
        try:
            sent = self.link.send(counts)
        finally:
            self.button.disabled = False
        lang = self.lang
        if counts.get("kind") == "threshold":  # lesson 8's rounds
            said = (text(lang, "ui.class.rounds_sent", n=number(lang, counts["rounds"], 0),
                         threshold=percent(lang, counts["threshold"] / 100, 0), total=number(lang, sent.rounds, 0))
                    if not sent.reason else text(lang, "ui.class.rounds_taken") if sent.reason == "seed_taken"
                    else text(lang, f"ui.class.{sent.reason}"))
        else:
            said = (text(lang, "ui.class.sent", n=number(lang, counts["deals"], 0), total=number(lang, sent.deals, 0))
                    if not sent.reason else text(lang, f"ui.class.{sent.reason}"))
        self.output.value = _STATUS.format(escape(said))
        return said
