"""Cheat's words in every language: its ``cheat.`` templates (its table on the play page, its coach, its bots, its
refusals) in ``words/<lang>.json``, its landing tile and rules title in ``site_words/<lang>.json`` (read by
:func:`crisp_core.locale.game_words`).  This module also makes ``crisp_core.cheat`` a game package."""

from ..locale import game_words

SITE, TEXTS = game_words(__package__)
