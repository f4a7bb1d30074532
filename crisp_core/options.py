"""Table options (RULES.md R8, R9, R11.4, F1) and their validation."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import IllegalAction, shown

DRAW_TIMERS = (30, 45, 60)  # R9: seconds per draw the host may choose
_OPTION_NAMES = ("target", "draw_from_discard", "draw_timer")


@dataclass(frozen=True, slots=True)
class Options:
    """The host's options: match target (R11.4), drawing from the discard (R8), draw timer (R9)."""

    target: int = 100
    draw_from_discard: bool = False
    draw_timer: int | None = None

    def __post_init__(self) -> None:
        if type(self.target) is not int or self.target < 1:
            raise IllegalAction("R11.4", f"target must be a whole number of points >= 1, not {shown(self.target)}")
        if type(self.draw_from_discard) is not bool:
            raise IllegalAction("R8", f"draw_from_discard must be true or false, not {shown(self.draw_from_discard)}")
        if self.draw_timer is not None and (type(self.draw_timer) is not int or self.draw_timer not in DRAW_TIMERS):
            raise IllegalAction("R9", f"draw_timer must be null, 30, 45 or 60, not {shown(self.draw_timer)}")

    @classmethod
    def from_dict(cls, data: Any) -> "Options":
        """Options from a record's ``options`` object (F1: every key may be left out)."""
        if not isinstance(data, dict):
            raise IllegalAction("F1", f"options must be an object, not {shown(data)}")
        unknown = [key for key in data if key not in _OPTION_NAMES]
        if unknown:
            raise IllegalAction("F1", f"unknown option {shown(unknown[0])} (known: {', '.join(_OPTION_NAMES)})")
        return cls(**data)

    def to_dict(self) -> dict[str, Any]:
        """The ``options`` object of a crisp/1 record."""
        return {"target": self.target, "draw_from_discard": self.draw_from_discard, "draw_timer": self.draw_timer}
