"""Crisp's words, by language, as JSON files of this package (read by :func:`crisp_core.locale.game_words` and
:func:`~crisp_core.locale.lazy_site_words`): its words on the site's pages, ``SITE``, are ``site_words/<lang>.json``,
read on first use (its landing page tile's text and its rules page's
title; the site's build adds them to the pages' message catalogs: lite/site_games.py); its engine's own templates,
``TEXTS``, are ``words/<lang>.json`` (the narration, one sentence per event, crisp_core.crisp.narrate; the play page's
log, notices and bots, crisp_core.crisp.web; the coach, crisp_core.crisp.coach), added to :mod:`crisp_core.locale`
when it registers; the words it shares with the lessons and the other games (seats, slots, refusals, the widgets')
are crisp_core/locale's. This module also makes ``crisp_core.crisp`` a game package (crisp_core.games.packages)."""

from ..locale import game_words, lazy_site_words

TEXTS = game_words(__package__)
__getattr__ = lazy_site_words(__package__)  # SITE, read when the site's build asks for it (PEP 562)
