"""Lesson 02's questions and scenes in French."""
QUESTIONS = {
    "02.who-sees": {"en": "6c06abe18a",
        "prompt": "La Place 2 pioche une carte, la regarde et l’échange avec sa carte du milieu, celle qu’elle n’a "
                  "jamais vue ; son ancienne carte du milieu va face visible sur la défausse. Qui sait quelle "
                  "carte la Place 2 a maintenant au milieu ?",
        "choices": ("Seulement la Place 2", "Toute la table",
                    "Personne : personne ne voit jamais une carte du milieu", "Tout le monde sauf la Place 2"),
        "why_not": {
            1: "Tout le monde voit la carte qui va face visible sur la défausse. La carte qui entre dans la main n’a "
               "été vue que par le joueur qui l’a piochée.",
            2: "La règle de la carte du milieu concerne la distribution : personne ne regarde alors sa carte du "
               "milieu (R2.4). Mais la Place 2 a regardé la carte piochée : la Place 2 sait donc ce qu’elle a mis "
               "au milieu.",
            3: "C’est l’inverse : celui qui pioche est le seul à avoir vu la carte piochée.",
        },
        "explanation": "Tu regardes la carte que tu pioches (R3.2) ; quand tu l’échanges, la carte qu’elle remplace "
                       "va face visible sur la défausse, où tout le monde la voit, mais toi seul as vu la nouvelle "
                       "carte (R4.1). Échanger avec ta carte du milieu, c’est un moyen de la connaître.",
    },
    "02.one-draw": {"en": "b854541cce",
        "prompt": "Tu as pioché un 9 et tu l’as échangé avec ta carte de gauche. Peux-tu maintenant piocher encore, "
                  "en espérant une carte plus basse ?",
        "choices": ("Non : le tour est fini", "Oui, encore une fois",
                    "Oui, autant de fois que tu veux jusqu’à ce que tu passes"),
        "why_not": {
            1: "Un tour commence avec une pioche à faire, et cette pioche est maintenant jouée. Seul un Roi tiré de "
               "la pioche donne des pioches en plus (leçon 3).",
            2: "Tu ne choisis jamais combien de cartes piocher : un tour commence avec exactement une pioche à "
               "faire.",
        },
        "explanation": "Un tour commence avec une pioche à faire (R3.1) ; tu l’as jouée en échangeant (R3.2), donc "
                       "il ne reste ni pioche à faire ni carte en main, et le tour se termine (R3.3). Le jeu continue "
                       "à ta gauche.",
    },
    "02.old-card": {"en": "2d6962694b",
        "prompt": "La Place 2 n’a jamais vu sa carte du milieu, le 9♣. Elle l’échange contre une carte piochée, et "
                  "le 9♣ va sur la défausse. Qui a vu le 9♣ maintenant ?",
        "choices": ("Tout le monde, la Place 2 comprise", "Tout le monde sauf la Place 2", "Seulement la Place 2",
                    "Personne"),
        "why_not": {
            1: "Le 9♣ arrive face visible : la Place 2 le voit aussi, et découvre sa carte du milieu seulement au "
               "moment où elle part.",
            2: "Une carte qui va sur la défausse est face visible pour toute la table, pas seulement pour le joueur "
               "qui l’y a mise.",
            3: "Les cartes de la défausse sont face visible : tout le monde les voit.",
        },
        "explanation": "La carte remplacée lors d’un échange va face visible sur la défausse, et tous les joueurs "
                       "la voient (R4.1), son ancien propriétaire aussi.",
    },
    "02.discard-tells": {"en": "9982a2e3f1",
        "prompt": "La Place 3 pioche, regarde et pose directement la carte piochée sur la défausse : c’est le 8♣. "
                  "Qu’est-ce qui a changé dans la main de la Place 3 ?",
        "choices": ("Rien : le 8♣ n’est jamais entré dans la main, et tout le monde l’a vu",
                    "Le 8♣ a remplacé une des cartes de la Place 3",
                    "La Place 3 a maintenant quatre cartes"),
        "why_not": {
            1: "Ça, c’est un échange, et la carte qui irait sur la défausse serait alors l’ancienne carte de la "
               "main, pas celle piochée.",
            2: "Tu as toujours exactement trois cartes : une carte piochée remplace l’une d’elles ou va sur la "
               "défausse.",
        },
        "explanation": "Défausser, c’est poser la carte piochée face visible sur la défausse, où tous les joueurs la "
                       "voient (R4.2) ; la main ne change pas. Un échange y aurait envoyé une ancienne carte à la "
                       "place (R4.1).",
    },
}
SCENES = {
    "first_turn": {"en": "1f1bd9848e",
        "title": "Un premier tour : piocher, puis échanger ou défausser",
        "captions": {
            0: "La Place 2 joue en premier (R2.5), et un tour commence avec une pioche à faire (R3.1). La Place 2 "
               "connaît sa carte de gauche (6♦) et sa carte de droite (2♥), pas celle du milieu.",
            1: "La Place 2 pioche la carte du dessus de la pioche et la regarde : le 3♦ (R3.2). Personne d’autre ne "
               "la voit. Où mettrais-tu un 3 si tu étais la Place 2 ?",
            2: "La Place 2 échange le 3♦ avec sa carte du milieu, celle qu’elle n’avait jamais vue (R4.1). "
               "L’ancienne carte du milieu, le 9♣, va face visible sur la défausse : tout le monde la voit, mais "
               "seule la Place 2 connaît le 3♦. Il ne reste ni pioche à faire ni carte en main, donc le tour est "
               "fini (R3.3).",
            3: "La Place 2 pourrait dire crisp maintenant (R7.1) ; elle dit « pas crisp » (S1). Ne rien dire et "
               "laisser la Place 3 piocher revient au même (R10).",
            4: "La Place 3 pioche le 10♠. La Place 3 sait que sa carte de gauche (A♠) et sa carte de droite (3♠) "
               "sont basses. Que va faire la Place 3 d’un 10 ?",
            5: "La Place 3 défausse le 10♠ face visible (R4.2) : maintenant, tout le monde l’a vu, et le tour de la "
               "Place 3 est fini. La Place 1 joue ensuite.",
        },
    },
}
