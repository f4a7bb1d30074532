"""Cheat's words in every language: its ``cheat.`` templates (its table on the play page, its coach, its bots, its
refusals) in ``words/<lang>.json``, its landing tile and rules title in ``site_words/<lang>.json`` (``SITE``, read on first use:
:func:`crisp_core.locale.lazy_site_words`).  This module also makes ``crisp_core.cheat`` a game package."""

from ..locale import game_words, lazy_site_words

TEXTS = game_words(__package__)
__getattr__ = lazy_site_words(__package__)  # SITE, read when the site's build asks for it (PEP 562)
