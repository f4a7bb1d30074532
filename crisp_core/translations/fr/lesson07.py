"""Lesson 07's questions and scenes in French."""
QUESTIONS = {
    "07.predict-m": {"en": "6f60890eca",
        "prompt": "Juste après la distribution, tu n’as pas vu ta carte du milieu. En moyenne, combien vaut une carte que "
                  "tu n’as pas vue quand elle est dans ta main ?",
        "choices": ("5,5 : la moyenne de l’As au 10",
                    "Environ 6,5 : les Valets, les Dames et les Rois comptent 10 eux aussi",
                    "7 : le milieu entre l’As et le Roi",
                    "Environ 10 : la plupart des cartes sont hautes"),
        "why_not": {
            0: "5,5 est la moyenne des 40 cartes de l’As au 10. Ta carte du milieu a été distribuée : elle "
               "peut être n’importe laquelle des 52 cartes, et un Valet, une Dame ou un Roi reçu dans une main compte 10.",
            2: "Le rang n’est pas la valeur : le Valet, la Dame et le Roi comptent tous 10, pas 11, 12 et 13.",
            3: "Seulement 16 des 52 cartes valent 10 ; les 36 autres valent de 1 à 9.",
        },
        "explanation": "Compte les cartes avant tout coup d’œil (n’importe quelle carte du jeu pourrait être ta carte du milieu). "
                       "Quatre cartes de chaque valeur de 1 à 9 font 4 × 45 = 180 ; les 16 cartes qui valent 10 "
                       "(10, J, Q, K : R1.3) ajoutent 160. 340 / 52 = 85/13 ≈ 6,54. Un Valet, une Dame ou un Roi "
                       "dans une main est un simple 10 (R1.4).",
    },
    "07.stock-swap": {"en": "ff3d327459",
        "prompt": "Tu vas piocher dans la pioche en espérant une carte à échanger avec une carte de ta main. En "
                  "moyenne, combien vaut une carte que cette pioche peut mettre dans ta main ?",
        "choices": ("85/13 ≈ 6,54, comme n’importe quelle carte que tu n’as pas vue",
                    "5,5",
                    "10"),
        "why_not": {
            0: "C’est l’erreur classique quand on compte. 85/13 compte les Valets, les Dames et les Rois comme des "
               "10, mais un Valet, une Dame ou un Roi tiré de la pioche ne peut jamais entrer dans ta main : tu "
               "l’utilises ou tu le défausses.",
            2: "Un Valet, une Dame ou un Roi tiré de la pioche n’entre jamais dans ta main, donc il n’y ajoute "
               "jamais 10.",
        },
        "explanation": "Un Valet, une Dame ou un Roi tiré de la pioche ne peut jamais être échangé avec une carte de "
                       "ta main (R4.3) ; ces cartes ne comptent 10 qu’une fois dans une main (R1.4). Les cartes "
                       "qu’une pioche peut mettre dans ta main sont les 40 cartes de l’As au 10, quatre de chaque "
                       "valeur : 4 × 55 / 40 = 220/40 = 5,5.",
    },
    "07.swap-six": {"en": "b487f0ba98",
        "prompt": "La Place 2 n’a vu que son A♣ et son 2♦. Elle pioche un 6. Est-ce qu’échanger le 6 avec sa carte "
                  "du milieu jamais vue est un gain en moyenne ?",
        "choices": ("Oui : sa carte du milieu vaut en moyenne 331/49 ≈ 6,76, plus que 6",
                    "Non : une carte que tu n’as pas vue vaut en moyenne 5,5, moins que 6",
                    "En moyenne, ça ne change rien"),
        "why_not": {
            1: "5,5 est la moyenne d’une carte que la pioche peut mettre DANS ta main (jamais un Valet, une Dame "
               "ou un Roi, R4.3). Sa carte du milieu a été distribuée : elle peut être un Valet, une Dame ou un Roi, et alors "
               "elle compte 10 (R1.4).",
            2: "Compte les cartes que la Place 2 n’a pas vues : leur moyenne n’est pas 6.",
        },
        "explanation": "La Place 2 a maintenant vu trois cartes : son A♣, son 2♦ et le 6 qu’elle a pioché. Sa carte du "
                       "milieu est une des 49 cartes qu’elle n’a pas vues, dont les valeurs font en tout "
                       "340 − 1 − 2 − 6 = 331 : elle vaut donc en moyenne 331/49 ≈ 6,76 (R1.3). Mettre le 6 à sa "
                       "place fait gagner en moyenne 37/49 ≈ 0,76 point.",
    },
    "07.count-after": {"en": "f5ff9d6ae4",
        "prompt": "La Place 2 a vu son A♣ et son 2♦, puis elle a vu 9♠, K♦, Q♠, 10♥ et J♦ aller sur la défausse. "
                  "Quelle est la probabilité que sa carte du milieu vaille 10 ? Écris une fraction comme 3/7 ou un nombre "
                  "décimal.",
        "explanation": "La Place 2 a vu 7 cartes : sa carte du milieu est donc une des 45 autres. Sur les 16 cartes qui valent 10 "
                       "(R1.3), quatre sont sur la défausse (K♦, Q♠, 10♥, J♦) : il en reste 12. 12/45 = 4/15 ≈ "
                       "0,267, alors que c’était 16/50 = 0,32 juste après la distribution.",
    },
    "07.three-low": {"en": "7e568dd1e5",
        "prompt": "Trois cartes que personne n’a vues, par exemple la main d’un autre joueur. Quelle est la "
                  "probabilité que leur total soit de 7 ou moins ?",
        "choices": ("Environ 1 %", "Environ 10 %", "Environ 25 %", "Environ 50 %"),
        "why_not": {
            1: "Compte : il te faut trois cartes basses à la fois, et 16 des 52 cartes valent 10.",
            2: "Trois cartes valent en moyenne 3 × 6,54 ≈ 19,6 ; un total de 7 ou moins est très loin en dessous.",
            3: "Plus de la moitié des mains font 20 ou plus : 7 ou moins, c’est rare.",
        },
        "explanation": "Sur les 22 100 groupes de trois cartes, seulement 304 font 7 ou moins : 304/22100 = "
                       "76/5525 ≈ 1,4 %. Trois cartes valent en moyenne 3 × 85/13 ≈ 19,6 (R1.3).",
    },
}
SCENES = {
    "counting_discards": {"en": "6aec784afa",
        "title": "Ce que les défausses apprennent à la Place 2 sur sa carte du milieu",
        "captions": {
            0: "La Place 2 regarde sa carte de gauche (A♣) et celle de droite (2♦), jamais celle du milieu. "
               "Pour la Place 2, la carte du milieu est une des 50 cartes qu’elle n’a pas vues ; 16 d’entre elles valent 10 (R1.3).",
            2: "La Place 2 défausse le 9♠ qu’elle a pioché. Elle a maintenant vu trois cartes ; il y en a 49 "
               "qu’elle n’a pas vues, dont toujours 16 qui valent 10.",
            4: "La Place 3 pioche un Roi et doit le jouer (R5.2) : le K♦ passe face visible, et elle doit encore "
               "piocher deux fois.",
            6: "La Place 3 défausse la Q♠ sans l’utiliser (R5.1). Deux cartes qui valent dix sont maintenant face "
               "visible.",
            8: "Le 10♥ passe lui aussi face visible : 13 des 46 cartes que la Place 2 n’a pas vues valent 10.",
            10: "La Place 1 échange le 4♣ avec sa carte de droite (R4.1) ; son J♦ passe face visible. Dans une main, le "
                "Valet était un simple 10 (R1.4). La Place 2 n’a pas vu le 4♣ : 12 des 45 cartes qu’elle n’a pas "
                "vues valent 10.",
        },
    },
}
