"""The games of crisp_core, each registered once: what it is called, its record format, its seats, its options,
its bots, where its engine, records, simulation, play-page table, words and rules page are.

Every place that needs "the games" reads this registry: :func:`replay` (a record of any game, by its
``format``), the command line (``replay``, ``simulate --game``), the tests (the contract test runs over
:func:`games`), the play page (its worker sends :func:`catalogue`) and the site's build (the rules pages, the
landing page's tiles, the rules' page map: lite/site_games.py).  A game's package registers it when imported
(``register(Game(...))`` in ``crisp_core/<game>/__init__.py``).  The games are discovered, not listed: a game
package is a subpackage of crisp_core that holds a ``locale`` module (its words; :func:`packages` finds them by
reading the package's folders with :mod:`pkgutil`, importing nothing), and the registry imports them the first
time it is read.  A package scan rather than entry points: it needs no installed metadata, so it works the same
from the working tree on ``PYTHONPATH``, a wheel and the play page's engine archive unpacked in Pyodide, with
nothing to install again when a game is added (entry points would need that, and a new game would edit
``pyproject.toml``).  Where a game's parts are heavy to import (its bots, its play-page table)
the entry names them as ``"module:attribute"``, loaded on first use (:meth:`Game.part`), so that registering a
game imports little.

A fourth game: a package ``crisp_core/<game>/`` with the rooms of the others (see ``crisp_core/README.md``),
its ``Game`` registered in its ``__init__.py`` and its words in its ``locale.py``.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
import sys
from dataclasses import dataclass
from typing import Any, Callable, Iterator

from .errors import shown
from .locale import DEFAULT, LANGUAGES, Phrase, add_words, illegal, text
from .records import record_object
from .tables import DEFAULT_NAMES, MAX_RECORD_CHARS

WORDS = "locale"  # the module that makes a subpackage of crisp_core a game package: its words

Ref = Callable[..., Any] | str  # a callable, or "module:attribute" naming one (loaded on first use)


@dataclass(frozen=True)
class Option:
    """An option of a game's table on the play page: the keyword ``name`` of the table's constructor, the
    ``values`` a person may choose (None among them: off), the ``default`` and the ``rule`` that defines it.
    ``values`` empty: any whole number from 1 (``presets`` are offered first)."""

    name: str
    rule: str
    default: Any = False
    values: tuple = (False, True)
    presets: tuple = ()

    def to_dict(self) -> dict[str, Any]:
        """The option as the play page reads it."""
        return {"name": self.name, "rule": self.rule, "default": self.default, "values": list(self.values),
                "presets": list(self.presets)}


@dataclass(frozen=True)
class Game:
    """One game, as the registry knows it.

    ``name`` is its word on the command line and on the play page (``crisp``), ``title`` its name in
    sentences; ``format`` its records' (``crisp/1``); ``seats`` the table sizes allowed by rule
    ``seat_rule``; ``rules`` the letter of its rule IDs and ``docs`` the document that has them; ``unit``
    what its records list (``round``, ``game``).  ``bots`` maps each bot's name to its class, in the order the
    page offers them (described by the templates ``bot_words + name`` of :mod:`crisp_core.locale`);
    ``page_bot`` is the page's bot for a new seat, ``simulated`` the command line's bots (the first at seat 0,
    the last at every other seat) at a table of ``players``.  ``options`` are its table's options on the play
    page.  The parts: ``new_match(players)``, ``load(record)``, ``to_record(match, names)``, ``replay(record)``
    (the F3 result), ``actions(players, rng)`` (the actions seats may name, legal or not: all, or a fair sample;
    the contract test tries them), ``play(state, bots, rng)`` (one round or game to its end), ``make_bot(name)``,
    ``simulate(bots, count, seed=..., **more)`` (a result with ``to_dict()`` and ``table()``;
    ``simulate_more`` names the command line's extra flags it takes, ``counts`` the flag that counts what it
    plays), ``options_from(dict)`` (its options from ``key=value`` words; None: it has none), the play page's
    ``table`` (``table(seats, names, seed, lang, clock, **options)``, and ``assist`` if the game has the page's
    assist: ``assist``) and ``replay_table`` (``replay_table(text, lang)``); a game without them is not on the page.
    ``words`` names its words module (``crisp_core.<game>.locale``: ``SITE``, its words on the site's pages by
    language, and, if it has them, ``TEXTS``, templates of :mod:`crisp_core.locale` by language, added there when
    it registers); ``rules_page`` is the folder of its players' rules under the site's ``rules/`` (``""``: the
    site's first rules page; None: none), ``other_rules`` the letters of its rule IDs besides ``rules`` (Crisp's
    settled readings ``S``); ``order`` its place in lists of the games (lowest first, then by name).
    """

    name: str
    title: str
    format: str
    seats: range
    seat_rule: str
    rules: str
    docs: str
    unit: str
    bots: Ref
    bot_words: str
    page_bot: str
    simulated: tuple[str, ...]
    players: int
    options: tuple[Option, ...]
    new_match: Ref
    load: Ref
    to_record: Ref
    replay: Ref
    actions: Ref
    play: Ref
    make_bot: Ref
    simulate: Ref
    counts: str
    table: Ref | None = None
    replay_table: Ref | None = None
    options_from: Ref | None = None
    simulate_more: tuple[str, ...] = ()
    assist: bool = False
    words: str = ""
    rules_page: str | None = None
    other_rules: str = ""
    order: int = 100

    def part(self, name: str) -> Callable[..., Any]:
        """The part ``name`` of this game (``"table"``, ``"load"``, …), loaded if the entry names it."""
        ref = getattr(self, name)
        if not isinstance(ref, str):
            return ref
        module, _, path = ref.partition(":")
        found = importlib.import_module(module)
        for attribute in path.split("."):
            found = getattr(found, attribute)
        return found

    def option(self, name: str) -> Option:
        """Its table's option ``name``."""
        return next(option for option in self.options if option.name == name)

    def bot_names(self) -> tuple[str, ...]:
        """Its bots' names, in the order the page offers them."""
        return tuple(self.part("bots"))

    def kind_words(self, lang: str) -> dict[str, str]:
        """Each of its bots' name in words in language ``lang`` (the templates ``ui.kind.<name>``)."""
        return {kind: text(lang, f"ui.kind.{kind}") for kind in self.bot_names()}

    def bot_descriptions(self, lang: str) -> dict[str, str]:
        """What each of its bots does, a sentence each in language ``lang``."""
        return {kind: text(lang, f"{self.bot_words}{kind}") for kind in self.bot_names()}

    def seats_text(self) -> str:
        """How many players it is for, in words: ``2 to 8``, ``two``."""
        return "two" if self.seats == range(2, 3) else f"{self.seats.start} to {self.seats.stop - 1}"

    def rule_letters(self) -> str:
        """The letters of its rule IDs: ``rules`` and ``other_rules`` (``RS`` for Crisp)."""
        return self.rules + self.other_rules

    def site_words(self) -> dict[str, dict[str, str]]:
        """Its words on the site's pages (its words module's ``SITE``), in every language of
        :data:`~crisp_core.locale.LANGUAGES`: a word it lacks in a language is its English word (none, if it has no
        words module)."""
        site = importlib.import_module(self.words).SITE if self.words else {}
        return {lang: {**site.get(DEFAULT, {}), **site.get(lang, {})} for lang in LANGUAGES}

    def to_dict(self) -> dict[str, Any]:
        """The game as the play page reads it (see :func:`catalogue`)."""
        return {"name": self.name, "title": self.title, "format": self.format, "unit": self.unit,
                "seats": [self.seats.start, self.seats.stop - 1], "seat_rule": self.seat_rule, "rules": self.rules,
                "bots": list(self.bot_names()), "page_bot": self.page_bot, "assist": self.assist,
                "kinds": {lang: self.kind_words(lang) for lang in LANGUAGES},
                "descriptions": {lang: self.bot_descriptions(lang) for lang in LANGUAGES},
                "options": [option.to_dict() for option in self.options]}


_GAMES: dict[str, Game] = {}
_loaded = False


def register(game: Game) -> Game:
    """Add ``game`` to the registry (a game's package does it once, when imported; again, it replaces its entry),
    and its words module's ``TEXTS`` to :mod:`crisp_core.locale`; a format or a rule letter another game has is
    an error."""
    for other in _GAMES.values():
        if other.name != game.name and other.format == game.format:
            raise ValueError(f"the format {game.format!r} is {other.name}'s already")
        shared = set(other.rule_letters()) & set(game.rule_letters())
        if other.name != game.name and shared:
            raise ValueError(f"the rule letter {min(shared)!r} is {other.name}'s already")
    words = importlib.import_module(game.words) if game.words else None
    if hasattr(words, "TEXTS"):
        add_words(words.TEXTS)
    _GAMES[game.name] = game
    return game


def unregister(name: str) -> None:
    """Take the game ``name`` out of the registry (for a game registered for a while, as the tests' toy game)."""
    del _GAMES[name]


def packages() -> list[str]:
    """The game packages: the subpackages of crisp_core that hold a :data:`WORDS` module, by name
    (``crisp_core.cheat``, …).  Found by listing crisp_core's folders (:func:`pkgutil.iter_modules`), which
    imports none of them."""
    root = sys.modules[__name__.rpartition(".")[0]]
    found = set()
    for package in pkgutil.iter_modules(root.__path__):
        inside = [os.path.join(folder, package.name) for folder in root.__path__]
        if package.ispkg and any(module.name == WORDS for module in pkgutil.iter_modules(inside)):
            found.add(f"{root.__name__}.{package.name}")
    return sorted(found)


def games() -> Iterator[Game]:
    """Every registered game, by ``order`` and then name (Crisp, Cheat, Crisps first); the game packages
    (:func:`packages`) are imported, registering theirs, the first time the registry is read."""
    global _loaded
    if not _loaded:
        _loaded = True
        for package in packages():
            importlib.import_module(package)
    return iter(sorted(_GAMES.values(), key=lambda game: (game.order, game.name)))


def names() -> list[str]:
    """The names of the registered games."""
    return [game.name for game in games()]


def game(name: str) -> Game:
    """The registered game ``name``; a :class:`ValueError` naming them otherwise."""
    found = {g.name: g for g in games()}.get(name)
    if found is None:
        raise ValueError(f"no game named {shown(name)} (known: {', '.join(names())})")
    return found


def replay(record: Any) -> dict:
    """The F3 result of replaying ``record``, a record of any registered game, chosen by its ``format``
    (``crisp/1`` RULES.md, ``cheat/1`` CHEAT.md, ``crisps/1`` CRISPS.md).  Raises
    :class:`~crisp_core.errors.IllegalAction` if the record breaks a rule of its game (its F4), and for
    anything else JSON can express."""
    fmt = record_object(record).get("format")
    for each in games():
        if each.format == fmt:
            return each.part("replay")(record)
    formats = [repr(each.format) for each in games()]
    listed = formats[0] if len(formats) == 1 else Phrase("list.or", first=", ".join(formats[:-1]), last=formats[-1])
    raise illegal("F", "refused.record_game", formats=listed, value=shown(fmt))


def catalogue() -> dict[str, Any]:
    """What the play page needs to know of the games (its worker sends it once Python is ready): each game's
    :meth:`Game.to_dict` (the games with a table for the page), the seats' default names and the largest record
    text a page loads."""
    return {"games": [each.to_dict() for each in games() if each.table is not None], "names": list(DEFAULT_NAMES),
            "max_record_chars": MAX_RECORD_CHARS}
