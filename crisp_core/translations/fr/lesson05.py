"""Lesson 05's questions and scenes in French."""
QUESTIONS = {
    "05.when": {"en": "591710db17",
        "prompt": "Tu viens de mettre une carte basse dans ta main et tu penses que tes trois cartes sont maintenant "
                  "les plus basses de la table. Quand peux-tu dire crisp ?",
        "choices": (
            "À n’importe quel moment de la manche, dès que je me sens assez bas.",
            "Juste à la fin de mon propre tour (ou, au plus tard, juste après la première pioche du joueur "
            "suivant).",
            "Seulement au début de mon prochain tour, avant de piocher.",
            "Seulement avant de piocher pendant ce tour, pour que les autres sachent ce que je vise.",
        ),
        "why_not": {
            0: "La possibilité ne vient qu’à la fin de ton propre tour (R7.1), prolongée au plus jusqu’à la première "
               "pioche du joueur suivant (R7.2).",
            2: "Au début de ton prochain tour, la possibilité est passée depuis longtemps : tout un tour de table a "
               "été joué.",
            3: "Avant que tu pioches, ton tour n’est pas encore fini ; l’annonce vient après.",
        },
        "explanation": "On dit crisp juste à la fin de son propre tour (R7.1). Personne n’annonce la fin d’un tour, "
                       "donc l’annonce est encore permise après la première pioche du joueur suivant, tant qu’il "
                       "n’a pas joué cette carte (R7.2).",
    },
    "05.pass": {"en": "f567f5e876",
        "prompt": "Ton tour est fini et tu dis « pas crisp ». Qu’est-ce que tu as dit ?",
        "choices": (
            "« Je saute mon prochain tour. »",
            "« Je donne ma possibilité de dire crisp au joueur suivant. »",
            "« Pas de crisp pour moi maintenant. » On peut dire « pas crisp » exactement quand on pourrait dire "
            "crisp.",
            "« Je dirai crisp un peu plus tard dans la manche. »",
        ),
        "why_not": {
            0: "Personne ne saute jamais son tour à Crisp ; « pas crisp » ne concerne que l’annonce de crisp.",
            1: "La possibilité du joueur suivant vient à la fin de son propre tour, pas de la tienne.",
            3: "La possibilité de dire crisp vient à la fin de ton propre tour (R7.1) ; « pas crisp » la ferme "
               "jusqu’à la fin de ton prochain tour.",
        },
        "explanation": "Dire « pas crisp » ferme seulement ta possibilité de dire crisp à la fin de ce tour (R7.1) ; "
                       "c’est permis exactement quand dire crisp le serait (S1). Ne rien dire et laisser le joueur "
                       "suivant commencer revient au même, sauf pour l’annonce en retard de R7.2.",
    },
    "05.late": {"en": "d954b4b3c6",
        "prompt": "La Place 2 finit son tour sans rien dire. La Place 3 pioche une carte et la regarde encore. La "
                  "Place 2 dit alors « crisp ! ». Que se passe-t-il ?",
        "choices": (
            "Trop tard : une fois que le joueur suivant a pioché, personne ne peut dire crisp.",
            "L’annonce compte, et le tour de la Place 3, déjà commencé, est son dernier tour.",
            "L’annonce compte, mais la Place 3 doit remettre la carte et recommencer.",
            "L’annonce compte, et la Place 3 aura encore un dernier tour après celui-ci.",
        ),
        "why_not": {
            0: "C’est trop tard seulement quand la Place 3 a joué cette première pioche (échange, défausse ou carte "
               "spéciale).",
            2: "Rien n’est annulé : la Place 3 continue avec la carte qu’elle a piochée.",
            3: "Chaque autre joueur a exactement un dernier tour (R7.3) ; celui de la Place 3 est celui qu’elle a "
               "commencé.",
        },
        "explanation": "C’est l’annonce en retard (R7.2) : après la première pioche du joueur suivant et avant qu’il "
                       "ait joué cette carte, on peut encore dire crisp, et le tour en cours compte comme le premier "
                       "des derniers tours (R7.3).",
    },
    "05.final-turns": {"en": "ee8378678d",
        "prompt": "Quatre joueurs sont à la table. La Place 3 dit crisp à la fin de son propre tour. Combien de tours "
                  "sont encore joués avant que les cartes soient révélées ?",
        "explanation": "Chaque autre joueur joue exactement un dernier tour, dans le sens des aiguilles d’une montre "
                       "à partir de la gauche de celui qui a dit crisp : les Places 4, 1 et 2 (R7.3). Celui qui a dit "
                       "crisp ne rejoue pas ; après le dernier des derniers tours, toutes les cartes sont révélées "
                       "(R7.5).",
    },
    "05.caller-safe": {"en": "6f9969dc0f",
        "prompt": "La Place 1 a dit crisp. Pendant les derniers tours, la Place 2 pioche une Dame. La Place 2 peut-elle "
                  "l’utiliser pour échanger une de ses propres cartes avec une carte de la Place 1 ?",
        "choices": (
            "Non : une fois que tu as dit crisp, ta main est bloquée.",
            "Oui : les cartes de celui qui a dit crisp peuvent encore être visées par une Dame pendant les derniers "
            "tours.",
            "Seulement si la Place 1 est d’accord.",
            "Oui, mais la Place 1 a alors un tour de plus pour réparer sa main.",
        ),
        "why_not": {
            0: "Rien ne bloque la main de celui qui a dit crisp : c’est l’erreur « celui qui a dit crisp est à "
               "l’abri ».",
            2: "Un échange avec une Dame n’a besoin de l’accord de personne : il se fait à l’aveugle et pour de bon "
               "(R5.4).",
            3: "Celui qui a dit crisp ne joue pas de dernier tour : après le dernier des derniers tours, les cartes "
               "sont révélées (R7.5).",
        },
        "explanation": "Celui qui a dit crisp peut encore être visé par un échange avec une Dame pendant les derniers "
                       "tours (R7.3). Dire crisp est un risque : une Dame peut lui donner une carte haute, et il ne "
                       "rejoue pas pour réparer ça.",
    },
    "05.second-call": {"en": "804888b384",
        "prompt": "La Place 1 a dit crisp. Pendant son dernier tour, la Place 2 met un As dans sa main et pense "
                  "maintenant être encore plus basse que la Place 1. La Place 2 peut-elle dire crisp elle aussi ?",
        "choices": (
            "Oui : les deux qui ont dit crisp jouent alors pour -5.",
            "Oui : la deuxième annonce annule la première.",
            "Non : une seule annonce par manche, et personne ne peut dire crisp pendant les derniers tours.",
        ),
        "why_not": {
            0: "Il n’y a jamais deux annonces de crisp dans une manche (R7.4).",
            1: "Une annonce ne peut pas être annulée, et personne ne peut dire crisp pendant les derniers tours "
               "(R7.4).",
        },
        "explanation": "Une seule annonce de crisp par manche, et personne ne peut dire crisp pendant les derniers "
                       "tours (R7.4). La Place 2 n’en a de toute façon pas besoin : si elle finit strictement plus "
                       "bas que la Place 1, la Place 1 marque +5 (R11.2).",
    },
    "05.tie": {"en": "8db8d1d602",
        "prompt": "La Place 2 dit crisp. Quand les cartes sont révélées, les cartes de la Place 2 font 7, celles de "
                  "la Place 1 font 7 aussi, et celles de la Place 3 font 24. Quel est le score de la manche de la "
                  "Place 2 ?",
        "explanation": "7 + 5 = 12. Celui qui a dit crisp n’a -5 qu’avec un total strictement plus bas que celui de "
                       "tous les autres ; être à égalité pour le plus bas ne suffit pas, et il a +5 (R11.2). La "
                       "Place 1 n’a pas dit crisp et marque simplement ses 7 points (R11.1).",
    },
    "05.score-low": {"en": "f6d3805b83",
        "prompt": "La Place 3 dit crisp. Quand les cartes sont révélées, les totaux sont 12 (Place 1), 9 (Place 2) et "
                  "3 (Place 3). Quel est le score de la manche de la Place 3 ?",
        "explanation": "3 est strictement le plus bas, donc celui qui a dit crisp marque 3 - 5 = -2 (R11.2) : un "
                       "score de manche peut être négatif, et il retire des points au score de la partie de celui "
                       "qui a dit crisp (R11.3).",
    },
    "05.match-end": {"en": "fe4e740dc0",
        "prompt": "La limite est de 100. La Place 1 a 96 points ; une nouvelle manche est distribuée et la Place 1 "
                  "regarde un Roi et une Dame. Quand la partie se termine-t-elle ?",
        "choices": (
            "Tout de suite : les cartes de la Place 1 la font déjà passer au-dessus de 100.",
            "Dès que le score de la partie de la Place 1 plus ses cartes atteint 100 pendant la manche.",
            "À la fin de cette manche, une fois les scores de la manche ajoutés, si un score de la partie est alors "
            "de 100 ou plus.",
            "Quand tous les joueurs ont atteint 100.",
        ),
        "why_not": {
            0: "Les cartes en main ne sont pas encore des points : c’est seulement quand elles sont révélées, à la "
               "fin de la manche, qu’elles comptent (R11.1).",
            1: "La manche est toujours jouée jusqu’au bout (R7.5, R11.4) ; rien ne s’arrête au milieu.",
            3: "Il suffit qu’un seul joueur atteigne la limite (R11.4).",
        },
        "explanation": "Les scores des manches sont ajoutés à la fin d’une manche (R11.1, R11.3), et la partie se "
                       "termine à la fin de la manche où un score de la partie atteint la limite ou plus (R11.4). "
                       "D’ici là, la Place 1 peut encore se débarrasser de ses cartes hautes.",
    },
    "05.winner": {"en": "484e05cd17",
        "prompt": "La limite est de 100. À la fin d’une manche, les scores de la partie sont 104 (Place 1), 83 "
                  "(Place 2) et 83 (Place 3). Qui gagne ?",
        "choices": (
            "La Place 1, parce qu’elle a atteint la limite.",
            "Les Places 2 et 3 gagnent ensemble.",
            "Personne pour l’instant : la partie continue jusqu’à ce que l’égalité soit rompue.",
            "La Place 2, parce qu’elle est assise juste après la Place 1.",
        ),
        "why_not": {
            0: "Atteindre la limite est une mauvaise nouvelle : cela termine la partie, et c’est le score le PLUS "
               "BAS qui gagne (R11.5).",
            2: "Une égalité pour le score le plus bas est partagée ; on ne joue pas de manche en plus (R11.5).",
            3: "L’ordre des places ne départage personne : les joueurs à égalité gagnent ensemble (R11.5).",
        },
        "explanation": "Les 104 points de la Place 1 terminent la partie à la fin de cette manche (R11.4) ; le score "
                       "de la partie le plus bas gagne, et les joueurs à égalité pour le plus bas gagnent ensemble "
                       "(R11.5).",
    },
}
SCENES = {
    "caller_hit_by_queen": {"en": "9a0c021d06",
        "title": "Celui qui a dit crisp n’est pas à l’abri : une Dame pendant un dernier tour",
        "captions": {
            0: "La Place 2 connaît sa carte L (A♣) et sa carte R (3♦) ; la Place 3 sait que sa carte L est le K♣.",
            1: "La Place 2 pioche le 2♠.",
            2: "La Place 2 l’échange avec sa carte M (le 8♥ va sur la défausse) : A♣ 2♠ 3♦ = 6.",
            3: "La Place 2 dit crisp avec 6. La main de la Place 2 est-elle à l’abri maintenant ?",
            4: "Dernier tour de la Place 3 : la Q♥. Les cartes de celui qui a dit crisp sont sans doute basses…",
            5: "La Place 3 utilise la Dame (R5.4) pour échanger son K♣ avec la carte L de celui qui a dit crisp, à "
               "l’aveugle : celui qui a dit crisp peut encore être visé par une Dame pendant les derniers tours "
               "(R7.3). La Place 2 regarde la carte qui arrive en L, le K♣ (R5.4.2), et ne peut rien y faire : "
               "celui qui a dit crisp ne joue plus.",
            6: "Dernier tour de la Place 1 : le 10♦.",
            7: "Toutes les cartes sont révélées : la Place 2 a K♣ 2♠ 3♦ = 15, la Place 3 a 10. Celui qui a dit crisp "
               "n’est pas strictement le plus bas : 15 + 5 = 20 (R11.2).",
        },
    },
    "crisp_call": {"en": "a6063b3522",
        "title": "Dire crisp, les derniers tours, les cartes révélées",
        "captions": {
            0: "La Place 2 connaît sa carte L (A♣) et sa carte R (3♦), 4 points, et une carte M qu’elle n’a jamais "
               "vue.",
            1: "La Place 2 pioche le 2♠.",
            2: "La Place 2 l’échange avec sa carte M (le 9♥ va sur la défausse) et connaît maintenant ses trois "
               "cartes : A♣ 2♠ 3♦ = 6. Est-ce que 6, c’est assez bas pour dire crisp ?",
            3: "La Place 2 dit crisp juste à la fin de son propre tour (R7.1). Chaque autre joueur joue maintenant "
               "exactement un dernier tour, dans le sens des aiguilles d’une montre à partir de la gauche de celui "
               "qui a dit crisp : la Place 3, puis la Place 1 (R7.3). Personne d’autre ne peut dire crisp dans "
               "cette manche (R7.4).",
            4: "Dernier tour de la Place 3 : le 10♦.",
            5: "Le dernier tour de la Place 3 est fini. Encore un dernier tour : à qui ?",
            6: "Dernier tour de la Place 1 : le 8♠.",
            7: "C’était le dernier des derniers tours : toutes les cartes sont révélées (R7.5). Le score d’une "
               "manche est le total des trois cartes (R11.1) ; le 6 de la Place 2 est strictement le plus bas, donc "
               "la Place 2 marque 6 - 5 = 1 (R11.2).",
        },
    },
    "late_call": {"en": "67b7f4d6a0",
        "title": "Une annonce en retard, après la première pioche du joueur suivant",
        "captions": {
            0: "La Place 2 connaît sa carte L (A♣) et sa carte R (2♦).",
            1: "La Place 2 pioche le 3♠.",
            2: "La Place 2 l’échange avec sa carte M (le 8♣ va sur la défausse) : A♣ 3♠ 2♦ = 6. Le tour est fini, "
               "mais personne ne l’annonce, et la Place 2 ne dit encore rien.",
            3: "La Place 3 a pioché le 9♦ et ne l’a pas encore joué. La Place 2 peut-elle encore dire crisp ?",
            4: "Oui : c’est une annonce en retard, après la première pioche du joueur suivant et avant qu’il ait joué "
               "cette carte (R7.2). Le tour en cours de la Place 3 compte comme le premier des derniers tours. "
               "Combien de tours la Place 3 aura-t-elle encore ?",
            5: "Aucun : la Place 3 défausse le 9♦, et c’était son dernier tour.",
            6: "Dernier tour de la Place 1 : le 7♦.",
            7: "Le dernier tour de la Place 1 termine la manche (R7.3, R7.5). Le 6 de la Place 2 est strictement le "
               "plus bas : 6 - 5 = 1 (R11.2).",
        },
    },
    "tie_for_lowest": {"en": "7b900b349a",
        "title": "Celui qui a dit crisp à égalité pour le plus bas",
        "captions": {
            0: "La Place 2 connaît sa carte L (2♣) et sa carte R (4♥).",
            1: "La Place 2 pioche l’A♠.",
            2: "La Place 2 l’échange avec sa carte M (le 9♦ va sur la défausse) : 2♣ A♠ 4♥ = 7.",
            3: "La Place 2 dit crisp avec 7 (R7.1). La Place 2 n’a vu aucune des cartes de la Place 1.",
            6: "Dernier tour de la Place 1 : le J♣. La Place 1 a 7, elle aussi. Combien la Place 2 va-t-elle "
               "marquer ?",
            7: "Toutes les cartes sont révélées (R7.5) : la Place 2 a 7, et la Place 1 aussi. Une égalité pour le "
               "plus bas ne suffit pas : seul celui qui a dit crisp avec le total strictement le plus bas a -5, "
               "donc la Place 2 marque 7 + 5 = 12 et la Place 1 marque 7 (R11.1, R11.2).",
        },
    },
}
