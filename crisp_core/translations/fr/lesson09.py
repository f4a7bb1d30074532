"""Lesson 09's questions and scenes in French."""
QUESTIONS = {
    "09.memory-cost": {"en": "75ca1a24a3",
        "prompt": "Le robot distrait joue exactement comme le robot attentif, mais au début de chacun de ses "
                  "tours, il oublie chaque carte qu’il a vue dans une main avec une probabilité de 1 sur 10. Face "
                  "à deux robots attentifs, combien de points par manche lui coûte cet oubli ?",
        "choices": (
            "Rien : une manche est trop courte pour oublier quoi que ce soit d’important.",
            "Environ un demi-point par manche.",
            "Environ 3 points par manche.",
            "Environ 6 points par manche : il joue presque à l’aveugle.",
        ),
        "why_not": {
            0: "Ça coûte bien quelque chose, mais si peu que quelques centaines de manches ne peuvent pas le "
               "montrer : c’est justement le piège dont parle cette leçon.",
            2: "C’est à peu près la moitié de l’écart entre jouer au hasard et compter les cartes. Oublier une carte "
               "sur dix à chaque tour, c’est beaucoup plus léger.",
            3: "Il se souvient encore de neuf cartes sur dix à chaque tour, et la défausse reste visible.",
        },
        "explanation": "Environ un demi-point : sur 30 000 manches, le robot distrait a marqué 13,17 par manche et "
                       "les deux robots attentifs 12,51 et 12,61 (chacun à ± 0,07). Une manche ne dure qu’environ "
                       "sept tours : il y a donc peu de temps pour oublier. Quand il oublie une de ses cartes "
                       "basses, il l’estime comme une carte pas vue : il risque d’échanger cette bonne carte, et il "
                       "dit crisp moins souvent (R7.1), parce que sa main a l’air pire qu’elle ne l’est.",
    },
    "09.bigger": {"en": "02b8212a2a",
        "prompt": "Les robots A et B ont joué les mêmes 400 donnes à la même table. A a marqué 13,1 ± 0,8 points par "
                  "manche, B 12,4 ± 0,8. Manche par manche, A moins B a donné 0,7 ± 0,9. (Chaque ± est la "
                  "demi-largeur d’un intervalle à 95 %.) Que peux-tu dire ?",
        "choices": (
            "A joue moins bien que B : il perd 0,7 point par manche.",
            "A et B jouent aussi bien l’un que l’autre.",
            "B est peut-être meilleur, mais 400 manches ne permettent pas de le savoir : l’intervalle de la "
            "différence contient 0. Il faut jouer plus de manches.",
            "B est meilleur, parce que sa moyenne est plus basse.",
        ),
        "why_not": {
            0: "0,7, c’est ce qu’ont donné ces 400 manches, mais la chance de la donne pourrait à elle seule "
               "déplacer la différence de 0,9.",
            1: "Ce n’est pas montré non plus : les nombres ne permettent pas de les départager, ce qui n’est pas "
               "la même chose qu’être égaux. Plus de manches pourraient bien montrer une différence.",
            3: "Une moyenne plus basse sur 400 manches peut venir de la chance : la différence, 0,7 ± 0,9, va d’en "
               "dessous de 0 à au-dessus de 0.",
        },
        "explanation": "Compare deux robots qui ont joué les mêmes donnes par leur différence, manche par manche, "
                       "comme dans la leçon 8 : la chance qu’ils ont partagée disparaît du calcul. Ici, 0,7 ± 0,9 "
                       "va de −0,2 à 1,6. Il contient 0 : la chance seule pourrait expliquer l’écart. Les "
                       "intervalles rétrécissent à mesure que les manches s’accumulent : quatre fois plus de "
                       "manches, deux fois moins large. À Crisp, plus bas, c’est mieux, parce que ton score de "
                       "manche est ton total (R11.1), ± 5 pour celui qui a dit crisp (R11.2).",
    },
    "09.unseen-value": {"en": "0d94c3c905",
        "prompt": "Ton robot compte une carte de sa main qu’il n’a pas vue pour 6,5. En moyenne, que doit-il "
                  "attendre de la prochaine carte qu’il piochera, si c’est une carte qu’il peut mettre dans sa "
                  "main ?",
        "choices": (
            "6,5 aussi : une carte, c’est une carte.",
            "5,5 : un Valet, une Dame ou un Roi tiré de la pioche ne peut jamais entrer dans une main, et les 40 "
            "autres cartes valent 5,5 en moyenne.",
            "10 : il faut s’attendre au pire.",
            "Environ 3 : les cartes qui valent la peine d’être échangées sont basses.",
        ),
        "why_not": {
            0: "Dans une main, un Valet, une Dame ou un Roi compte 10 (R1.4) : une carte pas vue y vaut donc en "
               "moyenne 85/13 ≈ 6,54. Mais ces 12 Valets, Dames et Rois ne peuvent jamais entrer dans la main "
               "depuis la pioche (R4.3).",
            2: "Seulement 16 des 52 cartes valent 10, et les 12 Valets, Dames et Rois parmi elles ne peuvent pas "
               "du tout entrer dans la main depuis la pioche (R4.3).",
            3: "La question porte sur toutes les cartes qui peuvent entrer dans la main, de l’As au 10 : leur "
               "moyenne est 220/40 = 5,5.",
        },
        "explanation": "Deux moyennes, pas une seule. Une carte pas vue déjà dans une main vaut 85/13 ≈ 6,54 : le "
                       "Valet, la Dame et le Roi y comptent 10 (R1.3, R1.4). Une carte qu’une pioche peut mettre "
                       "dans une main n’est jamais un Valet, une Dame ou un Roi (R4.3) : de l’As au 10, quatre de "
                       "chaque, en moyenne 220/40 = 5,5 (leçon 7).",
    },
}
SCENES = {}
