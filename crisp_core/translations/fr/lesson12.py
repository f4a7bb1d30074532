"""Lesson 12's questions and scenes in French."""
QUESTIONS = {
    "12.queen-run": {"en": "2ebcb5f2fe",
        "prompt": "À Crisps, le jeu n’a pas de Valets : les rangs vont 2, 3, …, 10, Q. Ta main contient 8♣ 9♠ 10♠ "
                  "Q♦. Est-ce que 9♠ 10♠ Q♦ est une suite ?",
        "choices": ("Oui : comme il n’y a pas de Valets dans le jeu, la Dame vient juste après le 10",
                    "Non : une Dame ne peut jamais faire partie d’une suite",
                    "Oui, mais seulement sous la forme 8♣ 9♠ 10♠ Q♦, longue de quatre cartes"),
        "why_not": {
            0: "La Dame vient bien juste après le 10 dans l’ordre des rangs, mais c’est le rang spécial : elle "
               "n’entre jamais dans une suite (K3.4).",
            2: "Une suite plus longue n’y change rien : toute suite qui contient la Dame est refusée (K3.4).",
        },
        "explanation": "La Dame est le rang spécial (K1.2) et ne peut jamais faire partie d’une suite ou d’une suite "
                       "de paires (K3.4). Les suites de cette main s’arrêtent donc au 10 : 8♣ 9♠ 10♠ est une suite, "
                       "9♠ 10♠ Q♦ n’en est pas une.",
    },
    "12.pairs": {"en": "bec7a2295a",
        "prompt": "Combien de paires différentes peux-tu poser avec 4♦ 4♥ 5♣ 5♠ 8♣ 8♦ 8♥ ? Écris un nombre.",
        "explanation": "Une paire, c’est deux cartes d’un même rang (K3.1). Les deux quatre font 1 paire et les deux cinq "
                       "1 paire ; les trois huit font 3 paires différentes (8♣ 8♦, 8♣ 8♥, 8♦ 8♥ : C(3, 2) = 3). "
                       "1 + 1 + 3 = 5.",
    },
    "12.equal-rank": {"en": "6b040e296b",
        "prompt": "La Place 2 entame avec la paire 5♦ 5♥. Tu as 5♣ 5♠. Peux-tu les poser dessus ?",
        "choices": ("Non : une paire doit être battue par une paire plus haute",
                    "Oui : une paire de rang égal ou supérieur suit",
                    "Seulement si tu ajoutes une troisième carte"),
        "why_not": {
            0: "À Crisps, il n’est pas obligatoire d’être strictement plus haut : un rang égal suit (K5.1).",
            2: "Une combinaison qui suit doit être du même type et avoir le même nombre de cartes (K5.1) : deux "
               "cartes sur une paire.",
        },
        "explanation": "Une combinaison ordinaire suit une combinaison du même type et du même nombre de cartes, "
                       "d’un rang égal ou supérieur (K5.1). 5♣ 5♠ est une paire de cinq sur une paire de cinq : elle "
                       "suit.",
    },
    "12.queen-follow": {"en": "ca4912b395",
        "prompt": "La Place 2 entame avec la carte seule Q♥. Tu as Q♦ et 8♣ 8♦ 8♥ (et d’autres cartes). "
                  "Lesquelles de ces cartes peux-tu poser dessus ?",
        "choices": ("Rien : la Dame est le rang le plus haut",
                    "Seulement Q♦",
                    "Q♦, et aussi 8♣ 8♦ 8♥",
                    "Seulement 8♣ 8♦ 8♥"),
        "why_not": {
            0: "Un rang égal suit (K5.1), et un brelan ou un carré suit une combinaison ordinaire qui contient une "
               "Dame (K5.2).",
            1: "Q♦ suit (K5.1, rang égal), mais le brelan aussi : la carte seule est du rang spécial (K5.2).",
            3: "Les trois huit suivent (K5.2), mais Q♦ aussi : une carte seule de rang égal suit (K5.1).",
        },
        "explanation": "Q♦ suit comme carte seule de rang égal (K5.1). Un brelan ou un carré ne suit une "
                       "combinaison ordinaire que si celle-ci contient une carte du rang spécial, la Dame (K5.2) : "
                       "8♣ 8♦ 8♥ bat donc la Q♥, mais ne pourrait pas suivre une suite ou une paire de cinq.",
    },
    "12.passer": {"en": "ed671457f4",
        "prompt": "Tu as gagné le pli : la Place 2 a passé. Tu choisis la carte cachée. Que devient le 8♠ "
                  "retourné ?",
        "choices": ("Il reste retourné pour le pli suivant",
                    "La Place 2, celle qui a passé, le prend, et vous savez tous les deux qu’il est dans sa main",
                    "Il quitte la manche",
                    "La Place 2 le prend, mais tu n’as pas le droit de t’en souvenir"),
        "why_not": {
            0: "Le gagnant prend une carte et celui qui a passé prend l’autre (K6.1) ; ensuite, la carte cachée "
               "suivante est retournée face visible.",
            2: "Seules les 4 cartes écartées à la distribution quittent la manche sans être vues (K2.2). Celui qui "
               "a passé prend l’autre carte (K6.1).",
            3: "Tout le monde voit quand on prend une carte retournée (K6.4), et savoir lesquelles l’autre joueur "
               "a encore fait partie de ce que tu sais (K8.2).",
        },
        "explanation": "Le gagnant choisit la carte retournée ou la carte du dessus de la pioche cachée, et celui "
                       "qui a passé prend l’autre (K6.1). Prendre une carte retournée se fait devant tout le monde "
                       "(K6.4, K8.2) : choisir la carte cachée donne le 8♠ à ton adversaire, et vous le savez tous "
                       "les deux.",
    },
}
SCENES = {}
