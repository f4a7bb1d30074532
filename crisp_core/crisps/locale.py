"""Crisps's words, by language, as JSON files of this package (read by :func:`crisp_core.locale.read_words`): its words
on the site's pages, ``SITE``, are ``site_words/<lang>.json`` (its landing page tile's text and its rules page's
title; the site's build adds them to the pages' message catalogs: lite/site_games.py); its engine's own templates
(``crisps.`` keys: the play page's Crisps table, its coach, its bots, its refusals), ``TEXTS``, are
``words/<lang>.json``, added to :mod:`crisp_core.locale` when it registers. This module also makes
``crisp_core.crisps`` a game package (crisp_core.games.packages)."""

from ..locale import LANGUAGES, read_words

SITE = {lang: read_words(__package__, "site_words", lang) for lang in LANGUAGES}
TEXTS = {lang: read_words(__package__, "words", lang) for lang in LANGUAGES}
