"""The one error type of the engine: an action or record that breaks a rule."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action, option or record that breaks a rule of RULES.md.

    ``rule`` is the rule ID (``"R4.3"``); ``round`` and ``index`` locate the action in a record
    (0-based) when known; ``action`` is its text.  The engine raises it before changing anything.
    """

    def __init__(self, rule: str, reason: str, *, round: int | None = None, index: int | None = None,
                 action: str | None = None) -> None:
        self.rule = rule
        self.reason = reason
        self.round = round
        self.index = index
        self.action = action
        super().__init__(self._message())

    def _message(self) -> str:
        where = []
        if self.round is not None:
            where.append(f"round {self.round}")
        if self.index is not None:
            where.append(f"action {self.index}")
        if self.action is not None:
            where.append(repr(self.action))
        place = ", ".join(where)
        return f"{place}: {self.rule}: {self.reason}" if place else f"{self.rule}: {self.reason}"

    def located(self, *, round: int | None = None, index: int | None = None,
                action: str | None = None) -> "IllegalAction":
        """The same refusal with its place in a record filled in."""
        return IllegalAction(self.rule, self.reason,
                             round=self.round if round is None else round,
                             index=self.index if index is None else index,
                             action=self.action if action is None else action)
