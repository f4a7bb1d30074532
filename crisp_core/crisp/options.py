"""Table options (RULES.md R8, R9, R11.4, F1) and their validation."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..errors import shown
from ..locale import illegal, language, text
from ..records import options_object

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
            raise illegal("R11.4", "refused.option_target", value=shown(self.target))
        if type(self.draw_from_discard) is not bool:
            raise illegal("R8", "refused.option_discard", value=shown(self.draw_from_discard))
        if self.draw_timer is not None and (type(self.draw_timer) is not int or self.draw_timer not in DRAW_TIMERS):
            raise illegal("R9", "refused.option_timer", value=shown(self.draw_timer))

    @classmethod
    def from_dict(cls, data: Any) -> "Options":
        """Options from a record's ``options`` object (F1: every key may be left out)."""
        return cls(**options_object(data, _OPTION_NAMES))

    def describe(self, lang: str | None = None) -> str:
        """The options in words, one a line, in ``lang`` (None: the lesson's language)."""
        lang = language(lang)
        lines = [text(lang, "options.target", n=self.target),
                 text(lang, "options.discard.on" if self.draw_from_discard else "options.discard.off"),
                 text(lang, "options.timer.off") if self.draw_timer is None
                 else text(lang, "options.timer", n=self.draw_timer)]
        return "\n".join(lines)

    def to_dict(self) -> dict[str, Any]:
        """The ``options`` object of a crisp/1 record."""
        return {"target": self.target, "draw_from_discard": self.draw_from_discard, "draw_timer": self.draw_timer}
