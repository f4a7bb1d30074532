"""Lesson 08's questions and scenes in French."""
QUESTIONS = {
    "08.predict-seven": {"en": "f11f220d33",
        "prompt": "Tes trois cartes font 7 en tout et tu les connais toutes les trois. Il y a deux autres joueurs ; "
                  "tu ne sais rien de leurs cartes. Quelle est la probabilité que ton 7 soit en ce moment "
                  "strictement le total le plus bas de la table ?",
        "choices": ("Environ 50 %", "Environ 75 %", "Environ 90 %", "Environ 98 %"),
        "why_not": {
            0: "Pour arriver à 7 ou moins, chaque adversaire a besoin de trois cartes basses à la fois ; c’est "
               "rare.",
            1: "Calcule : une fois ton 7 retiré du jeu, les trois cartes d’un adversaire font 7 ou moins seulement "
               "environ une fois sur 126.",
            2: "C’est plus proche, mais encore trop prudent : deux adversaires arrivent rarement à 7 ou moins.",
        },
        "explanation": "Une fois tes trois cartes retirées du jeu, trois cartes que tu n’as pas vues font 7 ou moins "
                       "seulement 311/39151 ≈ 0,79 % du temps (en moyenne sur les mains qui valent 7), environ une "
                       "fois sur 126 (la leçon 07 trouvait une fois sur 73 pour un jeu complet), et chacun des deux "
                       "adversaires doit rester au-dessus de 7 : le calcul exact donne environ 98 %. C’est la "
                       "probabilité d’être strictement le plus bas au moment où tu dis crisp (R7.1), avant le "
                       "dernier tour des autres.",
    },
    "08.more-players": {"en": "ac181f3d55",
        "prompt": "Tu as le même total à une table de 3 joueurs ou de 8. Où est-ce moins risqué de dire crisp avec "
                  "ce total ?",
        "choices": ("À 3 joueurs", "À 8 joueurs", "C’est pareil"),
        "why_not": {
            1: "Plus de joueurs, c’est plus de mains qui pourraient être plus basses que la tienne, ou égales.",
            2: "Ta probabilité dépend de chaque autre main : chaque joueur en plus, c’est une main de plus qui doit "
               "être plus haute que la tienne.",
        },
        "explanation": "Pour marquer −5, ton total doit être strictement plus bas que chaque autre main (R11.2). "
                       "Chaque adversaire est une main de plus qui peut être plus basse ou égale : la probabilité "
                       "baisse donc quand on ajoute des joueurs.",
    },
    "08.tie": {"en": "ccbc2f7ba3",
        "prompt": "Tu dis crisp avec 7. Quand les cartes sont révélées, un autre joueur a aussi 7 ; tous les autres "
                  "ont plus. Quel est ton score pour la manche ?",
        "choices": ("2", "7", "12"),
        "why_not": {
            0: "Le −5, c’est seulement pour un total strictement le plus bas. Être à égalité pour le plus bas, ce "
               "n’est pas être strictement le plus bas.",
            1: "Celui qui a dit crisp ne marque jamais juste son total : c’est −5 ou +5.",
        },
        "explanation": "R11.2 : celui qui a dit crisp marque son total − 5 si ce total est strictement le plus bas, "
                       "sinon son total + 5, et une égalité compte comme « sinon » : 7 + 5 = 12. L’autre joueur "
                       "qui a 7 marque simplement 7.",
    },
    "08.final-turns": {"en": "1af194a5d6",
        "prompt": "Tu dis crisp quand ton calcul dit : 98 % de chances d’être strictement le plus bas en ce moment. "
                  "Est-ce que 98 % est ta probabilité au moment où les cartes sont révélées ?",
        "choices": ("Oui : après un crisp, les cartes ne bougent plus",
                    "Non, en général moins : chaque autre joueur joue encore un dernier tour",
                    "Non, plus : personne d’autre ne peut plus dire crisp"),
        "why_not": {
            0: "Celui qui dit crisp n’est pas à l’abri. Après un crisp, chaque autre joueur joue exactement un "
               "dernier tour, et peut même échanger une de tes cartes avec une Dame.",
            2: "Personne d’autre ne peut dire crisp (R7.4), mais leurs cartes peuvent encore baisser.",
        },
        "explanation": "R7.3 : après le crisp, chaque autre joueur joue exactement un dernier tour, dans le sens des "
                       "aiguilles d’une montre en partant de ta gauche. Chacun peut échanger une carte plus basse "
                       "avec une des siennes, et une Dame peut échanger une de tes cartes. La probabilité calculée "
                       "au moment du crisp est la probabilité avant ces tours.",
    },
    "08.break-even": {"en": "6be565b6ef",
        "prompt": "Dans un modèle simple, dire crisp avec un total t rapporte en moyenne t + 5 − 10p (p : la "
                  "probabilité que tu sois strictement le plus bas), et attendre rapporte t. À partir de quelle "
                  "probabilité p est-ce que dire crisp fait marquer moins de points ? Écris un nombre ou une "
                  "fraction.",
        "explanation": "t + 5 − 10p est plus petit que t exactement quand 10p > 5, c’est-à-dire p > 1/2. Le −5 et "
                       "le +5 de R11.2 ont la même taille : dire crisp est donc payant quand tu as plus de chances "
                       "d’avoir raison que tort. Si attendre fait baisser ton total de g en moyenne, la barre monte "
                       "à (5 + g)/10.",
    },
    "08.predict-threshold": {"en": "79f2defa2b",
        "prompt": "Trois robots ne diffèrent que par le moment où ils disent crisp : dès que leur probabilité "
                  "calculée d’être strictement le plus bas atteint 50 %, 70 % ou 90 %. Chacun joue 400 manches "
                  "contre deux robots qui comptent les cartes, sur les mêmes donnes. Lequel marque le moins de "
                  "points en moyenne (plus bas, c’est mieux) ?",
        "choices": ("Celui qui dit crisp à 50 % : il dit crisp le plus souvent, et un crisp est payant à partir de "
                    "1/2",
                    "Celui qui dit crisp à 70 %",
                    "Celui qui dit crisp à 90 %"),
        "why_not": {
            0: "Le 1/2 vient d’un modèle où rien ne change après le crisp et où attendre ne fait rien gagner. À la "
               "table, ni l’un ni l’autre n’est vrai.",
            1: "C’est plus proche. Lance la simulation ci-dessous et compare.",
        },
        "explanation": "Dans la simulation ci-dessous, c’est le robot le plus prudent qui marque le moins de points. "
                       "Les crisps de chaque robot sont strictement les plus bas à peu près aussi souvent que son "
                       "seuil l’annonce : un crisp à 50 % gagne −5 et paie +5 à peu près aussi souvent l’un que "
                       "l’autre (R11.2), donc en moyenne il ne rapporte rien. Attendre continue de faire baisser "
                       "ton total, tour après tour, de plus que la seule pioche du modèle ; la barre monte donc "
                       "bien au-dessus de 1/2.",
    },
    "08.interval": {"en": "a525adb301",
        "prompt": "Dans une autre simulation, sur 400 autres donnes (les mêmes pour les deux robots), un robot qui "
                  "dit crisp à 90 % a marqué 0,6 ± 0,4 point de moins par manche qu’un robot qui dit crisp à 70 % "
                  "(l’intervalle à 95 % de la différence, donne par donne). Les deux scores moyens, chacun à "
                  "± 0,6, se chevauchent. Que conclus-tu ?",
        "choices": ("Dire crisp à 90 % a mieux marché : l’intervalle de la différence, de 0,2 à 1,0, laisse 0 en "
                    "dehors",
                    "Rien : les intervalles des deux moyennes se chevauchent, donc la différence pourrait être 0",
                    "Dire crisp à 70 % a mieux marché"),
        "why_not": {
            1: "Sur les mêmes donnes, une grande partie de la chance est la même pour les deux robots. L’intervalle "
               "à lire est celui de la différence, donne par donne, et il laisse 0 en dehors.",
            2: "C’est le score le plus bas qui gagne (R11.5) : 0,6 point de moins par manche, c’est mieux.",
        },
        "explanation": "Si l’intervalle à 95 % de la différence laisse 0 en dehors, la différence est plus grande "
                       "que la chance de 400 donnes. Comparer donne par donne enlève la chance commune : cet "
                       "intervalle est donc plus étroit que ceux des deux moyennes.",
    },
}
SCENES = {
    "call_with_six": {"en": "c6568030f3",
        "title": "Un crisp avec 6, et les derniers tours qui suivent",
        "captions": {
            0: "La Place 2 regarde son A♣ et son 2♥. Elle n’a pas vu sa carte M.",
            2: "La Place 2 a utilisé un Valet pour regarder sa carte M (R5.3) : un 3. Elle connaît son total : "
               "1 + 3 + 2 = 6.",
            3: "La Place 2 dit crisp à la fin de son tour (R7.1). Maintenant, chaque autre joueur joue un dernier "
               "tour (R7.3).",
            5: "Le dernier tour de la Place 3 : une Dame échange à l’aveugle son 9♥ contre l’A♣ de celle qui a dit "
               "crisp (R5.4). Celle-ci a maintenant 14.",
            7: "Le dernier tour de la Place 1 : elle échange le 3♣ avec son K♥ et a 10. Les cartes sont révélées "
               "(R7.5) : le 14 de celle qui a dit crisp n’est pas le plus bas, elle marque donc 14 + 5 = 19 "
               "(R11.2).",
        },
    },
}
