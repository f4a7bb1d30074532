"""Lesson 05's questions and scenes in French."""
QUESTIONS = {
    "05.when": {"en": "591710db17",
        "prompt": "Tu viens de faire un échange et tu as mis une carte basse dans ta main. Maintenant, tu penses que "
                  "tes trois cartes sont les plus basses de la table. Quand peux-tu dire crisp ?",
        "choices": (
            "À n’importe quel moment de la manche, dès que je pense que mon total est bas.",
            "Juste à la fin de mon tour (ou, au plus tard, juste après que le joueur suivant a pioché sa première "
            "carte).",
            "Seulement au début de mon prochain tour, avant de piocher.",
            "Seulement avant de piocher pendant ce tour, pour que les autres sachent ce que je cherche.",
        ),
        "why_not": {
            0: "La possibilité vient seulement quand ton tour se termine (R7.1). Au plus tard, elle dure jusqu’à la "
               "première pioche du joueur suivant (R7.2).",
            2: "Au début de ton prochain tour, la possibilité est passée depuis longtemps. Tous les autres ont déjà "
               "joué un tour.",
            3: "Avant que tu pioches, ton tour n’est pas encore fini. L’annonce vient après.",
        },
        "explanation": "Tu dis crisp juste à la fin de ton tour (R7.1). Mais personne ne prévient que son tour est "
                       "fini. Alors tu peux encore dire crisp quand le joueur suivant a pioché. Tu as jusqu’au "
                       "moment où il décide quoi faire de sa carte (R7.2).",
    },
    "05.pass": {"en": "f567f5e876",
        "prompt": "Ton tour est fini et tu dis « pas crisp ». Qu’est-ce que tu as voulu dire ?",
        "choices": (
            "« Je saute mon prochain tour. »",
            "« Je donne ma possibilité de dire crisp au joueur suivant. »",
            "« Pas de crisp pour moi maintenant. » Tu peux dire « pas crisp » aux mêmes moments où tu peux dire "
            "crisp.",
            "« Je dirai crisp un peu plus tard dans la manche. »",
        ),
        "why_not": {
            0: "À Crisp, personne ne saute jamais son tour. « Pas crisp » parle seulement de l’annonce de crisp.",
            1: "Le joueur suivant a sa propre possibilité, à la fin de son tour. Elle ne vient pas de toi.",
            3: "La possibilité de dire crisp vient à la fin de ton tour (R7.1). Dire « pas crisp » la ferme "
               "jusqu’à la fin de ton prochain tour.",
        },
        "explanation": "Dire « pas crisp » ferme seulement ta possibilité de dire crisp à la fin de ce tour (R7.1). "
                       "Tu peux le dire aux mêmes moments où tu peux dire crisp (S1). Ne rien dire et laisser le "
                       "joueur suivant commencer, ça revient au même. La seule exception, c’est l’annonce en retard "
                       "(R7.2).",
    },
    "05.late": {"en": "d954b4b3c6",
        "prompt": "La Place 2 finit son tour sans rien dire. La Place 3 pioche une carte et la regarde encore. "
                  "Maintenant, la Place 2 dit « crisp ! ». Que se passe-t-il ?",
        "choices": (
            "Trop tard : une fois que le joueur suivant a pioché, personne ne peut dire crisp.",
            "L’annonce compte. Le tour de la Place 3, déjà commencé, est son dernier tour.",
            "L’annonce compte, mais la Place 3 doit remettre la carte et recommencer.",
            "L’annonce compte, et la Place 3 aura encore un dernier tour après celui-ci.",
        ),
        "why_not": {
            0: "C’est trop tard seulement quand la Place 3 a décidé quoi faire de sa carte : l’échanger, la "
               "défausser ou utiliser une carte spéciale.",
            2: "Rien n’est annulé : la Place 3 garde la carte qu’elle a piochée.",
            3: "Chacun des autres joue un seul dernier tour (R7.3). Celui de la Place 3, c’est celui qu’elle a déjà "
               "commencé.",
        },
        "explanation": "C’est l’annonce en retard (R7.2). Le joueur suivant a déjà pioché, mais il n’a pas encore "
                       "décidé quoi faire de sa carte. Alors on peut encore dire crisp. Le tour déjà commencé compte "
                       "comme le premier des derniers tours (R7.3).",
    },
    "05.final-turns": {"en": "ee8378678d",
        "prompt": "Quatre joueurs sont à la table. La Place 3 dit crisp à la fin de son tour. Combien de tours "
                  "sont encore joués avant que tout le monde montre ses cartes ?",
        "explanation": "Chacun des autres joue un dernier tour, un seul. Ils suivent le sens des aiguilles d’une "
                       "montre, en commençant à gauche de celui qui a dit crisp : Places 4, 1 et 2 (R7.3). Celui qui "
                       "a dit crisp ne joue plus. Après le dernier de ces tours, tout le monde montre ses cartes "
                       "(R7.5).",
    },
    "05.caller-safe": {"en": "6f9969dc0f",
        "prompt": "La Place 1 a dit crisp. Pendant les derniers tours, la Place 2 pioche une Dame. La Place 2 "
                  "peut-elle s’en servir pour échanger une de ses cartes avec une carte de la Place 1 ?",
        "choices": (
            "Non : quand tu as dit crisp, ta main est verrouillée.",
            "Oui : pendant les derniers tours, une Dame peut encore viser les cartes de celui qui a dit crisp.",
            "Seulement si la Place 1 est d’accord.",
            "Oui, mais la Place 1 a alors un tour de plus pour réparer sa main.",
        ),
        "why_not": {
            0: "Rien ne verrouille la main de celui qui a dit crisp. Croire que « celui qui dit crisp est à "
               "l’abri », c’est une erreur fréquente.",
            2: "Un échange avec une Dame n’a besoin de l’accord de personne. Il se fait à l’aveugle, sans voir la "
               "carte de l’autre, et on ne peut pas l’annuler (R5.4).",
            3: "Celui qui a dit crisp ne joue plus aucun tour. Après le dernier des derniers tours, tout le monde "
               "montre ses cartes (R7.5).",
        },
        "explanation": "Pendant les derniers tours, une Dame peut encore viser celui qui a dit crisp (R7.3). Dire "
                       "crisp, c’est un risque. Avec une Dame, quelqu’un peut lui donner une carte haute. Et celui "
                       "qui a dit crisp ne rejoue pas pour réparer ça.",
    },
    "05.second-call": {"en": "804888b384",
        "prompt": "La Place 1 a dit crisp. Pendant son dernier tour, la Place 2 fait un échange et met un As dans "
                  "sa main. Maintenant, elle pense avoir encore moins que la Place 1. La Place 2 peut-elle dire "
                  "crisp elle aussi ?",
        "choices": (
            "Oui : alors les deux disent crisp, et les deux essaient d’avoir le -5.",
            "Oui : la deuxième annonce annule la première.",
            "Non : il y a une seule annonce par manche, et personne ne peut dire crisp pendant les derniers tours.",
        ),
        "why_not": {
            0: "Dans une manche, il n’y a jamais un deuxième joueur qui dit crisp (R7.4).",
            1: "Une annonce ne peut pas être annulée. Et personne ne peut dire crisp pendant les derniers tours "
               "(R7.4).",
        },
        "explanation": "Il y a une seule annonce de crisp par manche, et personne ne peut dire crisp pendant les "
                       "derniers tours (R7.4). Mais la Place 2 n’a même pas besoin de dire crisp. Si elle finit avec "
                       "moins de points que la Place 1, la Place 1 marque +5 (R11.2).",
    },
    "05.tie": {"en": "8db8d1d602",
        "prompt": "La Place 2 dit crisp. À la fin, tout le monde montre ses cartes. Les cartes de la Place 2 font "
                  "7. Celles de la Place 1 font 7 aussi. Celles de la Place 3 font 24. Combien de points la Place "
                  "2 marque-t-elle dans la manche ?",
        "explanation": "7 + 5 = 12. Celui qui dit crisp a -5 seulement s’il a moins que tous les autres. Être à "
                       "égalité avec le plus bas ne suffit pas : il a +5 (R11.2). La Place 1 n’a pas dit crisp et "
                       "marque simplement ses 7 points (R11.1).",
    },
    "05.score-low": {"en": "f6d3805b83",
        "prompt": "La Place 3 dit crisp. À la fin, les totaux sont 12 (Place 1), 9 (Place 2) et 3 (Place 3). "
                  "Combien de points la Place 3 marque-t-elle dans la manche ?",
        "explanation": "3 est le total le plus bas, sans égalité. Donc celui qui a dit crisp marque 3 - 5 = -2 "
                       "(R11.2). Le score d’une manche peut être négatif. Il retire alors des points au score de la "
                       "partie de celui qui a dit crisp (R11.3).",
    },
    "05.match-end": {"en": "fe4e740dc0",
        "prompt": "La limite est 100. La Place 1 a 96 points. Une nouvelle manche commence, et la Place 1 regarde un "
                  "Roi et une Dame. Quand la partie se termine-t-elle ?",
        "choices": (
            "Tout de suite : avec ces cartes, la Place 1 dépasse déjà 100.",
            "Au moment où les points de la Place 1 plus ses cartes atteignent 100, au milieu de la manche.",
            "À la fin de cette manche, une fois les points ajoutés. Seulement si quelqu’un a alors 100 ou plus dans "
            "la partie.",
            "Quand tous les joueurs ont atteint 100.",
        ),
        "why_not": {
            0: "Les cartes en main ne sont pas encore des points. Elles comptent seulement quand tout le monde "
               "montre ses cartes, à la fin de la manche (R11.1).",
            1: "La manche est toujours jouée jusqu’au bout (R7.5, R11.4). Rien ne s’arrête au milieu.",
            3: "Il suffit qu’un seul joueur atteigne la limite (R11.4).",
        },
        "explanation": "Les points sont ajoutés à la fin de la manche (R11.1, R11.3). La partie se termine à la fin "
                       "de la manche où quelqu’un atteint la limite ou la dépasse (R11.4). D’ici là, la Place 1 peut "
                       "encore se débarrasser de ses cartes hautes par des échanges.",
    },
    "05.winner": {"en": "484e05cd17",
        "prompt": "La limite est 100. À la fin d’une manche, les scores de la partie sont 104 (Place 1), 83 (Place "
                  "2) et 83 (Place 3). Qui gagne ?",
        "choices": (
            "La Place 1, parce qu’elle a atteint la limite.",
            "Les Places 2 et 3 gagnent ensemble.",
            "Personne pour l’instant : la partie continue jusqu’à ce que l’égalité soit cassée.",
            "La Place 2, parce qu’elle est assise juste après la Place 1.",
        ),
        "why_not": {
            0: "Atteindre la limite, c’est une mauvaise nouvelle. Ça termine la partie, et c’est le score le PLUS "
               "BAS qui gagne (R11.5).",
            2: "Les joueurs à égalité pour le score le plus bas gagnent ensemble. On ne joue pas de manche en plus "
               "(R11.5).",
            3: "L’ordre des places ne départage personne. Les joueurs à égalité gagnent ensemble (R11.5).",
        },
        "explanation": "Les 104 points de la Place 1 terminent la partie à la fin de cette manche (R11.4). Le score "
                       "de la partie le plus bas gagne. Les joueurs à égalité pour le plus bas gagnent ensemble "
                       "(R11.5).",
    },
}
SCENES = {
    "caller_hit_by_queen": {"en": "9a0c021d06",
        "title": "Celui qui a dit crisp n’est pas à l’abri : une Dame pendant un dernier tour",
        "captions": {
            0: "La Place 2 connaît sa carte de gauche (A♣) et sa carte de droite (3♦). La Place 3 sait que sa carte "
               "de gauche est le K♣.",
            1: "La Place 2 pioche le 2♠.",
            2: "La Place 2 l’échange avec sa carte du milieu (le 8♥ va sur la défausse) : A♣ 2♠ 3♦ = 6.",
            3: "La Place 2 dit crisp avec 6. La main de la Place 2 est-elle à l’abri maintenant ?",
            4: "Dernier tour de la Place 3 : la Q♥. Les cartes de celui qui a dit crisp sont sans doute basses…",
            5: "La Place 3 utilise la Dame (R5.4). Elle échange son K♣ avec la carte de gauche de celui qui a dit "
               "crisp, sans savoir quelle carte elle va recevoir. Pendant les derniers tours, une Dame peut encore "
               "viser celui qui a dit crisp (R7.3). La Place 2 regarde sa nouvelle carte de gauche : le K♣ "
               "(R5.4.2). Et elle ne peut rien y faire, car celui qui a dit crisp ne joue plus.",
            6: "Dernier tour de la Place 1 : le 10♦.",
            7: "Tout le monde montre ses cartes : la Place 2 a K♣ 2♠ 3♦ = 15, et la Place 3 a 10. Celui qui a dit "
               "crisp n’a pas le total le plus bas : 15 + 5 = 20 (R11.2).",
        },
    },
    "crisp_call": {"en": "a6063b3522",
        "title": "Dire crisp, les derniers tours et les cartes montrées",
        "captions": {
            0: "La Place 2 connaît sa carte de gauche (A♣) et sa carte de droite (3♦) : 4 points. Sa carte du "
               "milieu, elle ne l’a jamais vue.",
            1: "La Place 2 pioche le 2♠.",
            2: "La Place 2 l’échange avec sa carte du milieu (le 9♥ va sur la défausse). Maintenant, elle connaît "
               "ses trois cartes : A♣ 2♠ 3♦ = 6. Est-ce que 6, c’est assez bas pour dire crisp ?",
            3: "La Place 2 dit crisp juste à la fin de son tour (R7.1). Maintenant, chacun des autres joue un "
               "dernier tour, un seul. Ils suivent le sens des aiguilles d’une montre, à partir de la gauche de "
               "celui qui a dit crisp : d’abord la Place 3, puis la Place 1 (R7.3). Personne d’autre ne peut dire "
               "crisp dans cette manche (R7.4).",
            4: "Dernier tour de la Place 3 : le 10♦.",
            5: "Le dernier tour de la Place 3 est fini. Il en reste encore un : à qui ?",
            6: "Dernier tour de la Place 1 : le 8♠.",
            7: "C’était le dernier des derniers tours. Tout le monde montre ses cartes (R7.5). Le score d’une manche "
               "est le total des trois cartes (R11.1). Le 6 de la Place 2 est le total le plus bas, sans égalité. "
               "Donc la Place 2 marque 6 - 5 = 1 (R11.2).",
        },
    },
    "late_call": {"en": "67b7f4d6a0",
        "title": "Une annonce en retard, quand le joueur suivant a déjà pioché",
        "captions": {
            0: "La Place 2 connaît sa carte de gauche (A♣) et sa carte de droite (2♦).",
            1: "La Place 2 pioche le 3♠.",
            2: "La Place 2 l’échange avec sa carte du milieu (le 8♣ va sur la défausse) : A♣ 3♠ 2♦ = 6. Le tour est "
               "fini, mais personne ne le dit. Et la Place 2 ne dit encore rien.",
            3: "La Place 3 a pioché le 9♦ et n’a pas encore décidé quoi en faire. La Place 2 peut-elle encore dire "
               "crisp ?",
            4: "Oui : c’est une annonce en retard. Le joueur suivant a déjà pioché, mais il n’a pas encore décidé "
               "quoi faire de sa carte (R7.2). Le tour de la Place 3, déjà commencé, compte comme le premier des "
               "derniers tours. Combien de tours la Place 3 aura-t-elle encore ?",
            5: "Aucun : la Place 3 défausse le 9♦, et c’était son dernier tour.",
            6: "Dernier tour de la Place 1 : le 7♦.",
            7: "Le dernier tour de la Place 1 termine la manche (R7.3, R7.5). Le 6 de la Place 2 est le total le plus "
               "bas, sans égalité : 6 - 5 = 1 (R11.2).",
        },
    },
    "tie_for_lowest": {"en": "7b900b349a",
        "title": "Celui qui a dit crisp est à égalité pour le plus bas",
        "captions": {
            0: "La Place 2 connaît sa carte de gauche (2♣) et sa carte de droite (4♥).",
            1: "La Place 2 pioche l’A♠.",
            2: "La Place 2 l’échange avec sa carte du milieu (le 9♦ va sur la défausse) : 2♣ A♠ 4♥ = 7.",
            3: "La Place 2 dit crisp avec 7 (R7.1). La Place 2 n’a vu aucune des cartes de la Place 1.",
            6: "Dernier tour de la Place 1 : le J♣. La Place 1 a 7, elle aussi. Combien la Place 2 va-t-elle "
               "marquer ?",
            7: "Tout le monde montre ses cartes (R7.5). La Place 2 a 7, et la Place 1 aussi. Une égalité pour le "
               "plus bas ne suffit pas. Seul celui qui dit crisp avec moins que tous les autres a -5. Donc la Place "
               "2 marque 7 + 5 = 12, et la Place 1 marque 7 (R11.1, R11.2).",
        },
    },
}
