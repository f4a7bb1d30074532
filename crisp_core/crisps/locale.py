"""Crisps's words in every language (:func:`crisp_core.locale.game_words` reads them): ``words/<lang>.json``, the
``crisps.`` templates of its table, coach, bots and refusals; ``site_words/<lang>.json``, its tile and rules title.
Having this module is what makes ``crisp_core.crisps`` a game package (crisp_core.games.packages)."""

from ..locale import game_words

SITE, TEXTS = game_words(__package__)
