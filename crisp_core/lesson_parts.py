"""The lessons' parts spread over the modules of a package, collected by key: the check-yourself questions
(:mod:`crisp_core.questions`) and the scenes (:mod:`crisp_core.scenes`)."""

from __future__ import annotations

import importlib
import pkgutil
from typing import Iterable


def collect(package: str, path: Iterable[str], attribute: str) -> dict:
    """Every item of ``attribute`` (a tuple of items with a ``key``) in every module of ``package``
    (its ``__path__`` is ``path``), by key; a key used twice is an error."""
    found: dict = {}
    for module in sorted(m.name for m in pkgutil.iter_modules(path)):
        for item in getattr(importlib.import_module(f"{package}.{module}"), attribute):
            if item.key in found:
                raise ValueError(f"{package}: the key {item.key!r} is used twice")
            found[item.key] = item
    return found
