"""Placeholders the build fills in: a marker such as ``/* CONFIG */ {}`` or ``<!--LESSONS-->`` written once in a
source file (a page, a script) and replaced by what only the build knows.  A marker that is missing (renamed, or
lost in an edit) or written twice would leave the site quietly wrong; :func:`fill` stops the build instead."""

from __future__ import annotations

from pathlib import Path


class PlaceholderError(ValueError):
    """A placeholder that is not in its file exactly once."""


def fill(text: str, placeholder: str, value: str, where: str | Path) -> str:
    """``text`` with its one ``placeholder`` replaced by ``value``.  ``where`` names the file ``text`` comes from
    (for the error).  Raises :class:`PlaceholderError`, naming the file and the placeholder, when ``placeholder``
    is not in ``text`` exactly once."""
    found = text.count(placeholder)
    if found != 1:
        raise PlaceholderError(f"{where}: the placeholder {placeholder!r} should be there once, found {found} times")
    return text.replace(placeholder, value)
