"""Crisps's words on the site's pages, by language: its landing page tile's text and its rules page's title (the site's
build adds them to the pages' message catalogs: lite/site_games.py).  Its engine's words are in crisp_core/locale/.
This module also makes ``crisp_core.crisps`` a game package (crisp_core.games.packages)."""

SITE = {
    "en": {
        "landing.game.crisps.text": "A climbing game for two: play singles, pairs and runs that beat your opponent's, and be the first to empty your hand three times.",
        "rules.crisps.title": "Crisps — how to play",
    },
    "pt": {
        "landing.game.crisps.text": "Um jogo de escalada para dois: jogue cartas, pares e sequências que batam as do adversário e seja o primeiro a esvaziar a mão três vezes.",
        "rules.crisps.title": "Crisps — como jogar",
    },
    "es": {
        "landing.game.crisps.text": "Un juego de escalera para dos: juega cartas, parejas y escaleras que superen las del rival y sé el primero en vaciar tu mano tres veces.",
        "rules.crisps.title": "Crisps — cómo se juega",
    },
    "fr": {
        "landing.game.crisps.text": "Un jeu de combinaisons pour deux : pose cartes seules, paires et suites qui battent celles de l’adversaire, et sois le premier à vider ta main trois fois.",
        "rules.crisps.title": "Crisps — comment jouer",
    },
    "pt-PT": {
        "landing.game.crisps.text": "Um jogo de escalada para dois: joga cartas, pares e sequências que batam as do adversário, e sê o primeiro a esvaziar a mão três vezes.",
        "rules.crisps.title": "Crisps — como jogar",
    },
}
