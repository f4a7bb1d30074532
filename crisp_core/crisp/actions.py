"""Actions and their notation (RULES.md N3): small frozen values, one instance per action.

``Action.parse("2 queen M 0L")`` and ``str(action)`` round-trip.  Every action that can exist at
a table of up to 8 seats is created once, so parsing is a dictionary look-up and the engine can
compare actions by identity.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from ..cards import SLOTS
from ..errors import shown
from ..locale import Phrase, illegal, language, position, seat_name, seat_number
from ..translations.words import msg, tr

MAX_PLAYERS = 8

# Action kinds, in the order of N3.
DRAW, TAKE, SWAP, DISCARD, JACK_USE, QUEEN_USE, KING_USE, CRISP, PASS, TIMEOUT = range(10)
KIND_NAMES = ("draw", "take", "swap", "discard", "jack", "queen", "king", "crisp", "pass", "timeout")
_KIND_BY_NAME = {name: kind for kind, name in enumerate(KIND_NAMES)}


_INTERNED: dict[tuple[int, int, int, int, int], "Action"] = {}


@dataclass(frozen=True, slots=True, eq=False)
class Action:
    """One action of one seat (N3).

    ``slot`` is the own slot (0-2 for L, M, R) of ``swap`` and ``queen``; ``target`` and
    ``target_slot`` name the other seat's card of ``queen``; unused fields are -1.
    Each action exists once: ``Action(1, SWAP, 0) is Action.parse("1 swap L")``, so equality
    and hashing are by identity, which keeps the engine's membership tests fast.
    """

    seat: int
    kind: int
    slot: int = -1
    target: int = -1
    target_slot: int = -1

    def __new__(cls, seat: int, kind: int, slot: int = -1, target: int = -1, target_slot: int = -1) -> "Action":
        found = _INTERNED.get((seat, kind, slot, target, target_slot))
        if found is not None:
            return found
        if _INTERNED:
            raise ValueError(f"no such action: seat={seat}, kind={kind}, slot={slot}, target={target}, "
                             f"target_slot={target_slot}")
        return object.__new__(cls)  # only while the table of all actions is built, below

    def __reduce__(self) -> tuple:
        return make, (self.seat, self.kind, self.slot, self.target, self.target_slot)

    def __str__(self) -> str:
        return _TEXT[self]

    def __repr__(self) -> str:
        return f"Action({_TEXT[self]!r})"

    @property
    def name(self) -> str:
        """The action word: ``draw``, ``swap``, ``queen`` ..."""
        return KIND_NAMES[self.kind]

    @staticmethod
    def parse(text: str) -> "Action":
        """The action written as ``text`` (N3); raise :class:`IllegalAction` (rule N3) if malformed.

        Runs of whitespace count as one space.  However long or odd ``text`` is, the refusal stays short.
        """
        if not isinstance(text, str):
            raise illegal("N3", "refused.action_type", value=shown(text))
        found = _BY_TEXT.get(text)
        if found is None:
            found = _BY_TEXT.get(" ".join(text.split(maxsplit=_MAX_WORDS)))
            if found is None:
                raise illegal("N3", "refused.action", why=_why_malformed(text), action=text)
        return found


_SAID = (msg("draw from the stock"), msg("take the top card of the discard"),
         msg("swap the drawn card into the {slot}"), msg("discard the drawn card"), msg("use the Jack"),
         msg("use the Queen: swap the {slot} with seat {target}'s {other_slot}"), msg("play the King"),
         msg("call crisp"), msg("pass"), msg("run out of time"))


def said(action: Action, lang: str | None = None) -> str:
    """What ``action`` does, in words of ``lang`` (None: the lesson's language): ``call crisp``, ``swap the drawn
    card into the L``; the seat is left out (:func:`moves_text`)."""
    lang = language(lang)
    slots = {} if action.slot < 0 else {"slot": position(lang, action.slot)}
    if action.kind == QUEEN_USE:
        slots.update(target=seat_number(action.target), other_slot=position(lang, action.target_slot))
    return tr(_SAID[action.kind], lang=lang, **slots)


def moves_text(actions, lang: str | None = None) -> str:
    """Some actions of one seat in words, comma-separated (``call crisp, pass``), or ``nothing`` if there are
    none: what the lessons print for ``state.legal_actions(seat)``."""
    return ", ".join(said(a, lang) for a in actions) or tr("nothing", lang=lang)


_TOLD = (msg("{seat} draws from the stock"), msg("{seat} takes the top card of the discard"),
         msg("{seat} swaps the drawn card into their {slot}"), msg("{seat} discards the drawn card"),
         msg("{seat} uses the Jack"), msg("{seat} uses the Queen: their {slot} and {target}'s {other_slot} change places"),
         msg("{seat} plays the King"), msg("{seat} calls crisp"), msg("{seat} does not call crisp"),
         msg("{seat} runs out of time"))


def told(action: Action | str, lang: str | None = None) -> str:
    """What ``action`` (an :class:`Action`, or its notation as a record writes it: ``"1 swap L"``) does and who does
    it, in words of ``lang`` (None: the lesson's language), the seat counted from 1 as a person reads it: ``"1 swap
    L"`` is ``Seat 2 swaps the drawn card into their L`` (``Lugar 2 troca a carta comprada pela sua carta da
    esquerda``)."""
    lang = language(lang)
    if isinstance(action, str):
        action = Action.parse(action)
    slots = {} if action.slot < 0 else {"slot": position(lang, action.slot)}
    if action.kind == QUEEN_USE:
        slots.update(target=seat_name(lang, action.target), other_slot=position(lang, action.target_slot))
    return tr(_TOLD[action.kind], lang=lang, seat=seat_name(lang, action.seat), **slots)


def record_moves(actions, lang: str | None = None) -> list[str]:
    """A record's actions (``record["rounds"][0]["actions"]``: ``["1 draw", "1 swap L", ...]``) read out in words of
    ``lang``, one :func:`told` sentence each, seats counted from 1: what a reader sees instead of the notation."""
    return [told(action, lang) for action in actions]


def make(seat: int, kind: int, slot: int = -1, target: int = -1, target_slot: int = -1) -> Action:
    """The one :class:`Action` instance with these fields (seats 0-7)."""
    return _INTERNED[(seat, kind, slot, target, target_slot)]


def actions_of_seat(seat: int, players: int) -> tuple[Action, ...]:
    """Every action seat ``seat`` could ever take at a table of ``players`` seats."""
    return _CANDIDATES[(seat, players)]


def sample_actions(players: int, rng: random.Random) -> list[Action]:
    """The actions the seats of a table of ``players`` may name, legal or not: all of them (they are few; ``rng`` is for
    the games that sample theirs), which the contract of every game tries (:attr:`crisp_core.games.Game.actions`)."""
    return [a for seat in range(players) for a in actions_of_seat(seat, players)]


def _text(a: Action) -> str:
    word = KIND_NAMES[a.kind]
    if a.kind == SWAP:
        return f"{a.seat} swap {SLOTS[a.slot]}"
    if a.kind == QUEEN_USE:
        return f"{a.seat} queen {SLOTS[a.slot]} {a.target}{SLOTS[a.target_slot]}"
    return f"{a.seat} {word}"


def _all_actions() -> list[Action]:
    out = []
    for seat in range(MAX_PLAYERS):
        for kind in range(len(KIND_NAMES)):
            if kind == SWAP:
                out += [Action(seat, kind, slot) for slot in range(3)]
            elif kind == QUEEN_USE:
                out += [Action(seat, kind, slot, target, tslot)
                        for slot in range(3) for target in range(MAX_PLAYERS) if target != seat
                        for tslot in range(3)]
            else:
                out.append(Action(seat, kind))
    return out


_ALL = _all_actions()
_INTERNED.update({(a.seat, a.kind, a.slot, a.target, a.target_slot): a for a in _ALL})
_TEXT = {a: _text(a) for a in _ALL}
_BY_TEXT = {text: a for a, text in _TEXT.items()}
_CANDIDATES = {(seat, n): tuple(a for a in _ALL if a.seat == seat and a.target < n)
               for n in range(2, MAX_PLAYERS + 1) for seat in range(n)}

_SEAT = r"(0|[1-9][0-9]*)"
_MAX_WORDS = 4  # the longest action, "0 queen M 2L", has 4 words: split no further (a text may be huge)


def _why_malformed(text: str) -> Phrase:
    """A short hint at what is wrong with a malformed action text."""
    words = text.split(maxsplit=2)  # only the first two words matter here
    if not words or not re.fullmatch(_SEAT, words[0]):
        return Phrase("action.seat_first")
    if len(words[0]) > len(str(MAX_PLAYERS)) or int(words[0]) >= MAX_PLAYERS:  # int() refuses > 4300 digits
        return Phrase("action.seats", last=MAX_PLAYERS - 1)
    if len(words) < 2 or words[1] not in _KIND_BY_NAME:
        return Phrase("action.second_word", words=", ".join(KIND_NAMES))
    if words[1] == "swap":
        return Phrase("action.swap")
    if words[1] == "queen":
        return Phrase("action.queen")
    return Phrase("action.no_arguments", word=words[1])
