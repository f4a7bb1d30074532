"""Crisps table options (CRISPS.md K1.3, K2.3, K7.3, F1) and their validation."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..errors import shown
from ..locale import illegal
from ..records import options_object

OPTION_RULES = {"special_runs": "K1.3", "no_faceup": "K2.3", "auto_skip": "K7.3"}


@dataclass(frozen=True, slots=True)
class Options:
    """The options of a Crisps game: Jacks for Queens (K1.3), no face-up card (K2.3), the table's passes (K7.3)."""

    special_runs: bool = False
    no_faceup: bool = False
    auto_skip: bool = False

    def __post_init__(self) -> None:
        for name, rule in OPTION_RULES.items():
            value = getattr(self, name)
            if type(value) is not bool:
                raise illegal(rule, "crisps.refused.option", name=name, value=shown(value))

    @classmethod
    def from_dict(cls, data: Any) -> "Options":
        """Options from a record's ``options`` object (F1: every key may be left out; unknown keys refused)."""
        return cls(**options_object(data, OPTION_RULES))

    def to_dict(self) -> dict[str, bool]:
        """The ``options`` object of a crisps/1 record, keys in the order of F."""
        return {"special_runs": self.special_runs, "no_faceup": self.no_faceup, "auto_skip": self.auto_skip}
