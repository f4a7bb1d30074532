"""Crisp's words on the site's pages, by language: its landing page tile's text and its rules page's title (the site's
build adds them to the pages' message catalogs: lite/site_games.py).  Its engine's words are in crisp_core/locale/.
This module also makes ``crisp_core.crisp`` a game package (crisp_core.games.packages)."""

SITE = {
    "en": {
        "landing.game.crisp.text": "Memory and bluff for 2–8 players: three face-down cards each, and the lowest total wins if you call “crisp” at the right moment.",
        "rules.title": "Crisp — how to play",
    },
    "pt": {
        "landing.game.crisp.text": "Memória e blefe para 2 a 8 jogadores: três cartas viradas para baixo cada um, e o menor total vence se você chamar “crisp” na hora certa.",
        "rules.title": "Crisp — como jogar",
    },
    "es": {
        "landing.game.crisp.text": "Memoria y farol para 2 a 8 jugadores: tres cartas boca abajo cada uno, y gana el total más bajo si cantas “crisp” en el momento justo.",
        "rules.title": "Crisp — cómo se juega",
    },
    "fr": {
        "landing.game.crisp.text": "Mémoire et bluff pour 2 à 8 joueurs : trois cartes face cachée chacun, et le plus petit total gagne si tu dis « crisp » au bon moment.",
        "rules.title": "Crisp — comment jouer",
    },
    "pt-PT": {
        "landing.game.crisp.text": "Memória e bluff para 2 a 8 jogadores: cada um tem três cartas tapadas, e o menor total ganha se chamares «crisp» na altura certa.",
        "rules.title": "Crisp — como jogar",
    },
}
