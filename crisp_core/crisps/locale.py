"""Crisps's words in every language (:func:`crisp_core.locale.game_words` reads them; ``SITE``,
:func:`crisp_core.locale.lazy_site_words`, on first use): ``words/<lang>.json``, the
``crisps.`` templates of its table, coach, bots and refusals; ``site_words/<lang>.json``, its tile and rules title.
Having this module is what makes ``crisp_core.crisps`` a game package (crisp_core.games.packages)."""

from ..locale import game_words, lazy_site_words

TEXTS = game_words(__package__)
__getattr__ = lazy_site_words(__package__)  # SITE, read when the site's build asks for it (PEP 562)
