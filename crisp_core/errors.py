"""The one error type of the engine, :class:`IllegalAction`, raised for an illegal action (and returned unraised
by each game's ``refusal``), and :func:`shown`, which quotes a bad value in its message briefly."""

from __future__ import annotations

from typing import Iterator, Mapping

SHOWN_LIMIT = 60  # characters of a value's repr quoted in a message
_CHEAP_INT_BITS = 14_000  # ints of up to 4215 digits print fast and within Python's default 4300-digit limit


def shown(value: object, limit: int = SHOWN_LIMIT) -> str:
    """``repr(value)``, cut after ``limit`` characters with "…" and the value's type and size when cut.

    Safe and fast for any value JSON can produce, however large or deeply nested: the repr is built
    piece by piece and only as far as it is shown, so a huge list is not printed whole, a deep one
    does not recurse past ``limit`` levels, and an int too long to print is described instead.
    """
    pieces: list[str] = []
    length = 0
    for piece in _repr_pieces(value, limit):
        pieces.append(piece)
        length += len(piece)
        if length > limit:
            return "".join(pieces)[:limit] + "… (" + _size(value) + ")"
    return "".join(pieces)


def _repr_pieces(value: object, limit: int) -> Iterator[str]:
    """``repr(value)`` in pieces, lazily (a string longer than ``limit`` is given cut, still too long)."""
    if isinstance(value, str):
        yield repr(value if len(value) <= limit else value[:limit + 1])
    elif isinstance(value, list):
        yield "["
        for k, item in enumerate(value):
            yield ", " if k else ""
            yield from _repr_pieces(item, limit)
        yield "]"
    elif isinstance(value, dict):
        yield "{"
        for k, (key, item) in enumerate(value.items()):
            yield ", " if k else ""
            yield from _repr_pieces(key, limit)
            yield ": "
            yield from _repr_pieces(item, limit)
        yield "}"
    elif isinstance(value, int) and not isinstance(value, bool):
        yield _int_text(value)
    else:
        yield repr(value)


def _int_text(value: int) -> str:
    """An int as written, or described (``<int of about 100001 digits>``) when too long to print."""
    printed = _printed(value)
    if printed is not None:
        return printed
    return f"<{'negative ' if value < 0 else ''}int of about {_estimated_digits(value)} digits>"


def _size(value: object) -> str:
    """The type of a value shown cut, and how long it is: ``str of 10000000 characters``."""
    kind = type(value).__name__
    if isinstance(value, str):
        return f"{kind} of {len(value)} characters"
    if isinstance(value, (list, dict)):
        return f"{kind} of {len(value)} item{'' if len(value) == 1 else 's'}"
    if isinstance(value, int) and not isinstance(value, bool):
        printed = _printed(abs(value))
        return f"{kind} of {len(printed)} digits" if printed is not None else kind
    return kind


def _printed(value: int) -> str | None:
    """``str(value)``, or None if it is too long to print quickly (or at all: Python refuses over 4300 digits)."""
    if value.bit_length() > _CHEAP_INT_BITS:
        return None
    try:
        return str(value)
    except ValueError:  # a lower limit set with sys.set_int_max_str_digits()
        return None


def _estimated_digits(value: int) -> int:
    """The number of decimal digits of ``value``, exact or one too many, found without printing it."""
    return int(abs(value).bit_length() * 0.30102999566398120) + 1


class Seat(int):
    """A seat index that a refusal's reason names: equal to the index (its ``values`` keep the notation's and the
    records' 0-based seats), written as the number a person reads, from 1
    (:func:`crisp_core.locale.seat_number`): ``Seat(0)`` is "seat 1" in a reason."""

    def __repr__(self) -> str:
        return int.__repr__(self)


class Grouped(int):
    """A whole number that a refusal writes with its language's thousands separator (``1,048,576``)."""


class IllegalAction(ValueError):
    """An action, option or record that breaks a rule of RULES.md.

    ``rule`` is the rule ID (``"R4.3"``); ``round`` and ``index`` locate the action in a record
    (0-based) when known; ``action`` is its text; ``unit`` is what the record calls the part that
    ``round`` counts ("round" for Crisp and Crisps, "game" for Cheat).  The engine raises it before
    changing anything.  The message shows the action text through :func:`shown`, so it stays short
    however long the text.  Every refusal of the engine also has ``key`` and ``values``, the template
    of its reason in :mod:`crisp_core.locale`, with the ``values`` that fill it, so that
    :func:`crisp_core.locale.refusal_text` tells it in any language; one made with ``key`` None is told in
    English only.
    """

    def __init__(self, rule: str, reason: str, *, round: int | None = None, index: int | None = None,
                 action: str | None = None, unit: str = "round", key: str | None = None,
                 values: Mapping[str, object] | None = None) -> None:
        self.rule = rule
        self.reason = reason
        self.round = round
        self.index = index
        self.action = action
        self.unit = unit
        self.key = key
        self.values = dict(values or {})
        super().__init__(self._message())

    def _message(self) -> str:
        where = []
        if self.round is not None:
            where.append(f"{self.unit} {self.round}")
        if self.index is not None:
            where.append(f"action {self.index}")
        if self.action is not None:
            where.append(shown(self.action))
        place = ", ".join(where)
        return f"{place}: {self.rule}: {self.reason}" if place else f"{self.rule}: {self.reason}"

    def located(self, *, round: int | None = None, index: int | None = None,
                action: str | None = None) -> "IllegalAction":
        """The same refusal with its place in a record filled in."""
        return IllegalAction(self.rule, self.reason,
                             round=self.round if round is None else round,
                             index=self.index if index is None else index,
                             action=self.action if action is None else action, unit=self.unit,
                             key=self.key, values=self.values)
