"""Cheat's words on the site's pages, by language: its landing page tile's text and its rules page's title (the site's
build adds them to the pages' message catalogs: lite/site_games.py).  Its engine's words are in crisp_core/locale/.
This module also makes ``crisp_core.cheat`` a game package (crisp_core.games.packages)."""

SITE = {
    "en": {
        "landing.game.cheat.text": "The bluffing game for 3–6 players: put cards down, claim the rank asked for, and call “Cheat!” — in real time — when you think someone lies.",
        "rules.cheat.title": "Cheat — how to play",
    },
    "pt": {
        "landing.game.cheat.text": "O jogo de blefe para 3 a 6 jogadores: baixe cartas, declare o valor pedido e grite “Duvido!” — em tempo real — quando achar que alguém mente.",
        "rules.cheat.title": "Cheat — como jogar",
    },
    "es": {
        "landing.game.cheat.text": "El juego de faroles para 3 a 6 jugadores: pon cartas, declara el valor que toca y grita “¡Mentira!” —en tiempo real— cuando creas que alguien miente.",
        "rules.cheat.title": "Cheat — cómo se juega",
    },
    "fr": {
        "landing.game.cheat.text": "Le jeu de bluff pour 3 à 6 joueurs : pose des cartes, annonce le rang demandé et crie « Menteur ! » — en temps réel — quand tu crois que quelqu’un ment.",
        "rules.cheat.title": "Cheat — comment jouer",
    },
    "pt-PT": {
        "landing.game.cheat.text": "O jogo de bluff para 3 a 6 jogadores: pousa cartas, declara o valor pedido e grita «Duvido!» — em tempo real — quando achares que alguém está a mentir.",
        "rules.cheat.title": "Cheat — como jogar",
    },
}
