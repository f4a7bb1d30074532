"""Lesson 08's questions and scenes in French."""
QUESTIONS = {
    "08.predict-seven": {"en": "f11f220d33",
        "prompt": "Tes trois cartes font 7 en tout, et tu les connais toutes les trois. Il y a deux autres joueurs à "
                  "la table, et tu ne sais rien de leurs cartes. Quelle est la probabilité que ton 7 soit en ce "
                  "moment le total le plus bas de la table, sans égalité ?",
        "choices": ("Environ 50 %", "Environ 75 %", "Environ 90 %", "Environ 98 %"),
        "why_not": {
            0: "Pour arriver à 7 ou moins, un adversaire a besoin de trois cartes basses à la fois. C’est rare.",
            1: "Compte : une fois ton 7 retiré du jeu, les trois cartes d’un adversaire font 7 ou moins seulement "
               "environ une fois sur 126.",
            2: "C’est plus proche, mais tu as encore trop peur : un adversaire arrive rarement à 7 ou moins.",
        },
        "explanation": "Retire tes trois cartes du jeu. Parmi les cartes qui restent, trois cartes font 7 ou moins "
                       "seulement 311/39151 ≈ 0,79 % du temps (en moyenne sur les mains qui valent 7). C’est environ "
                       "une fois sur 126. (Avec un jeu complet, la leçon 07 trouvait une fois sur 73.) Les deux "
                       "adversaires doivent rester au-dessus de 7. En comptant tous les cas, on trouve environ "
                       "98 %. C’est ta probabilité d’être le plus bas, sans égalité, au moment où tu dis crisp "
                       "(R7.1). Elle vaut avant le dernier tour des autres.",
    },
    "08.more-players": {"en": "ac181f3d55",
        "prompt": "Tu as le même total à une table de 3 joueurs ou de 8. Où est-ce moins risqué de dire crisp avec "
                  "ce total ?",
        "choices": ("À 3 joueurs", "À 8 joueurs", "C’est pareil"),
        "why_not": {
            1: "Plus de joueurs, c’est plus de mains qui pourraient être plus basses que la tienne, ou égales.",
            2: "Ta probabilité dépend de chaque autre main. Chaque joueur en plus, c’est une main de plus qui doit "
               "être plus haute que la tienne.",
        },
        "explanation": "Pour marquer −5, ton total doit être plus bas que celui de chaque autre main, sans égalité "
                       "(R11.2). Chaque adversaire est une main de plus qui peut être plus basse ou égale. C’est "
                       "pour ça que la probabilité baisse quand il y a plus de joueurs.",
    },
    "08.tie": {"en": "ccbc2f7ba3",
        "prompt": "Tu dis crisp avec 7. Les cartes sont révélées : un autre joueur a aussi 7, et tous les autres "
                  "ont plus. Quel est ton score pour la manche ?",
        "choices": ("2", "7", "12"),
        "why_not": {
            0: "Le −5, c’est seulement pour celui qui a le total le plus bas tout seul. Être à égalité pour le "
               "plus bas ne suffit pas.",
            1: "Celui qui a dit crisp ne marque jamais juste son total : c’est −5 ou +5.",
        },
        "explanation": "R11.2 : celui qui a dit crisp marque son total − 5 s’il est le plus bas, sans égalité. "
                       "Sinon, il marque son total + 5, et une égalité compte comme « sinon » : 7 + 5 = 12. L’autre "
                       "joueur qui a 7 marque simplement 7.",
    },
    "08.final-turns": {"en": "1af194a5d6",
        "prompt": "Tu dis crisp quand ton calcul dit : 98 % de chances d’être le plus bas en ce moment, sans "
                  "égalité. Est-ce que 98 % est ta probabilité au moment où les cartes sont révélées ?",
        "choices": ("Oui : après un crisp, les cartes ne bougent plus",
                    "Non, en général moins : chaque autre joueur joue encore un dernier tour",
                    "Non, plus : personne d’autre ne peut plus dire crisp"),
        "why_not": {
            0: "Celui qui dit crisp n’est pas à l’abri. Après un crisp, chaque autre joueur joue exactement un "
               "dernier tour. Il peut même échanger une de tes cartes avec une Dame.",
            2: "Personne d’autre ne peut dire crisp (R7.4), mais leurs cartes peuvent encore baisser.",
        },
        "explanation": "R7.3 : après le crisp, chaque autre joueur joue exactement un dernier tour. Ils jouent dans "
                       "le sens des aiguilles d’une montre, en partant de ta gauche. Chacun peut prendre une carte "
                       "plus basse dans sa main. Et une Dame peut échanger une de tes cartes. La probabilité comptée "
                       "au moment du crisp est la probabilité avant ces derniers tours.",
    },
    "08.break-even": {"en": "6be565b6ef",
        "prompt": "Dans un modèle simple, dire crisp avec un total t rapporte en moyenne t + 5 − 10p points. Ici, "
                  "p est ta probabilité d’être le plus bas, sans égalité. Attendre rapporte t points. À partir de "
                  "quelle probabilité p est-ce que dire crisp fait marquer moins de points ? Écris un nombre ou "
                  "une fraction.",
        "explanation": "t + 5 − 10p est plus petit que t exactement quand 10p > 5, c’est-à-dire quand p > 1/2. Le −5 "
                       "et le +5 de R11.2 ont la même taille. Dire crisp est donc payant quand tu as plus de chances "
                       "d’avoir raison que tort. Si attendre fait baisser ton total de g points en moyenne, la "
                       "probabilité minimum monte à (5 + g)/10.",
    },
    "08.predict-threshold": {"en": "79f2defa2b",
        "prompt": "Trois robots ne diffèrent que sur un point : quand ils disent crisp. Chacun dit crisp dès que sa "
                  "probabilité d’être le plus bas atteint un minimum : 50 %, 70 % ou 90 %. Chacun joue 400 "
                  "manches contre deux robots qui comptent les cartes, avec les mêmes cartes. Lequel marque le "
                  "moins de points en moyenne (plus bas, c’est mieux) ?",
        "choices": ("Celui qui dit crisp à 50 % : il dit crisp le plus souvent, et un crisp est payant à partir de "
                    "1/2",
                    "Celui qui dit crisp à 70 %",
                    "Celui qui dit crisp à 90 %"),
        "why_not": {
            0: "Le 1/2 vient d’un modèle où rien ne change après le crisp et où attendre ne fait rien gagner. À une "
               "vraie table, ni l’un ni l’autre n’est vrai.",
            1: "C’est plus proche. Lance le test ci-dessous et compare.",
        },
        "explanation": "Dans le test ci-dessous, c’est le robot le plus prudent qui marque le moins de points. Les "
                       "crisps de chaque robot sont justes à peu près aussi souvent que sa règle l’annonce. Un crisp "
                       "à 50 % gagne donc le −5 et paie le +5 presque le même nombre de fois (R11.2). En moyenne, il "
                       "ne rapporte rien. Attendre, au contraire, continue de faire baisser ton total, tour après "
                       "tour, plus que la seule pioche du modèle. C’est pour ça que la probabilité minimum monte "
                       "bien au-dessus de 1/2.",
    },
    "08.interval": {"en": "a525adb301",
        "prompt": "Dans un autre test, deux robots jouent 400 autres manches, avec les mêmes cartes. L’un dit crisp "
                  "à 70 %. L’autre dit crisp à 90 % et a marqué 0,6 ± 0,4 point de moins par manche. C’est l’intervalle à 95 % de la différence, manche par manche. Les deux moyennes, chacune à "
                  "± 0,6, ont un morceau en commun. Que conclus-tu ?",
        "choices": ("Dire crisp à 90 % a mieux marché : l’intervalle de la différence va de 0,2 à 1,0 et ne "
                    "contient pas 0",
                    "Rien : les intervalles des deux moyennes ont un morceau en commun, donc la différence pourrait "
                    "être 0",
                    "Dire crisp à 70 % a mieux marché"),
        "why_not": {
            1: "Avec les mêmes cartes, une grande partie de la chance est la même pour les deux robots. L’intervalle "
               "qui compte est celui de la différence, manche par manche. Et il ne contient pas 0.",
            2: "C’est le score le plus bas qui gagne (R11.5) : 0,6 point de moins par manche, c’est mieux.",
        },
        "explanation": "Si l’intervalle à 95 % de la différence ne contient pas 0, la différence est plus grande que "
                       "la chance de 400 manches. Comparer manche par manche enlève la chance que les deux robots "
                       "partagent. C’est pour ça que cet intervalle est plus étroit que ceux des deux moyennes.",
    },
}
SCENES = {
    "call_with_six": {"en": "c6568030f3",
        "title": "Un crisp avec 6, et les derniers tours qui suivent",
        "captions": {
            0: "La Place 2 regarde son A♣ et son 2♥. Elle n’a pas encore vu sa carte du milieu.",
            2: "La Place 2 a utilisé un Valet pour regarder sa carte du milieu (R5.3) : c’est un 3. Maintenant, "
               "elle connaît son total : 1 + 3 + 2 = 6.",
            3: "La Place 2 dit crisp à la fin de son tour (R7.1). Maintenant, chaque autre joueur joue un dernier "
               "tour (R7.3).",
            5: "Le dernier tour de la Place 3 : avec une Dame, elle échange son 9♥ contre l’A♣ de celle qui a dit "
               "crisp. Elle le fait sans regarder (R5.4). Celle qui a dit crisp a maintenant 14.",
            7: "Le dernier tour de la Place 1 : elle échange son K♥ contre le 3♣ qu’elle a pioché et a 10. Les "
               "cartes sont révélées (R7.5). Le 14 de celle qui a dit crisp n’est pas le plus bas : elle marque "
               "donc 14 + 5 = 19 (R11.2).",
        },
    },
}
