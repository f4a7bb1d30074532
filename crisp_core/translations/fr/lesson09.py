"""Lesson 09's questions and scenes in French."""
QUESTIONS = {
    "09.memory-cost": {"en": "75ca1a24a3",
        "prompt": "Le robot distrait joue comme le robot attentif. La différence : au début de chacun de ses tours, "
                  "il peut oublier chaque carte qu’il a vue, avec un risque de 1 sur 10. Il joue contre deux robots "
                  "attentifs. Combien de points par manche lui coûte cet oubli ?",
        "choices": (
            "Rien : une manche est trop courte pour oublier quelque chose d’important.",
            "Environ un demi-point par manche.",
            "Environ 3 points par manche.",
            "Environ 6 points par manche : il joue presque à l’aveugle.",
        ),
        "why_not": {
            0: "Ça coûte bien quelque chose, mais si peu que quelques centaines de manches ne peuvent pas le "
               "montrer. C’est justement le piège de cette leçon.",
            2: "C’est à peu près la moitié de l’écart entre jouer au hasard et compter les cartes. Oublier une carte "
               "sur dix, à chaque tour, c’est beaucoup plus léger.",
            3: "Il se souvient encore de neuf cartes sur dix, à chaque tour. Et la défausse reste visible.",
        },
        "explanation": "Environ un demi-point. Sur 30 000 manches, le distrait a marqué 13,17 points par manche. Les "
                       "deux attentifs ont marqué 12,51 et 12,61 (chacun à ± 0,07). Une manche n’a qu’environ sept "
                       "tours : il y a donc peu de temps pour oublier. Quand il oublie une de ses cartes basses, il la "
                       "compte comme une carte pas vue. Il risque alors d’échanger cette bonne carte et de s’en "
                       "débarrasser. Et il dit crisp moins souvent (R7.1), parce que sa main a l’air pire qu’elle ne "
                       "l’est.",
    },
    "09.bigger": {"en": "02b8212a2a",
        "prompt": "Les robots A et B ont joué les mêmes 400 donnes, à la même table. A a marqué 13,1 ± 0,8 points "
                  "par manche. B a marqué 12,4 ± 0,8. Manche par manche, A moins B a donné 0,7 ± 0,9. (Chaque ± "
                  "vient d’un intervalle à 95 %, comme dans les tableaux de la leçon.) Que peux-tu dire ?",
        "choices": (
            "A joue moins bien que B : il perd 0,7 point par manche.",
            "A et B jouent aussi bien l’un que l’autre.",
            "B est peut-être meilleur, mais 400 manches ne suffisent pas pour le savoir : l’intervalle de la "
            "différence contient 0. Il faut jouer plus de manches.",
            "B est meilleur, parce que sa moyenne est plus basse.",
        ),
        "why_not": {
            0: "0,7, c’est ce qu’ont donné ces 400 manches. Mais la chance des cartes peut à elle seule déplacer la "
               "différence de 0,9.",
            1: "Ce n’est pas montré non plus. Les nombres ne permettent pas de les départager, et ça ne veut pas "
               "dire qu’ils sont égaux. Avec plus de manches, une différence pourrait bien apparaître.",
            3: "Une moyenne plus basse sur 400 manches peut venir de la chance. La différence, 0,7 ± 0,9, va d’en "
               "dessous de 0 à au-dessus de 0.",
        },
        "explanation": "Quand deux robots jouent les mêmes donnes, compare leur différence, manche par manche, comme "
                       "dans la leçon 8. Comme ça, la chance qu’ils ont partagée sort du calcul. Ici, 0,7 ± 0,9 va "
                       "de −0,2 à 1,6. Le 0 est dedans : la chance seule pourrait expliquer l’écart. Avec plus de "
                       "manches, les intervalles rétrécissent : quatre fois plus de manches, deux fois moins large. "
                       "Et à Crisp, plus bas, c’est mieux : tes points de la manche sont ton total (R11.1), ± 5 pour "
                       "celui qui a dit crisp (R11.2).",
    },
    "09.unseen-value": {"en": "0d94c3c905",
        "prompt": "Ton robot compte pour 6,5 une carte de sa main qu’il n’a pas vue. Et la prochaine carte qu’il "
                  "piochera ? Si c’est une carte qui peut entrer dans sa main, combien vaut-elle en moyenne ?",
        "choices": (
            "6,5 aussi : une carte, c’est une carte.",
            "5,5 : un Valet, une Dame ou un Roi tiré de la pioche n’entre jamais dans une main. Les 40 autres "
            "cartes valent 5,5 en moyenne.",
            "10 : il faut s’attendre au pire.",
            "Environ 3 : les cartes qui valent la peine d’être échangées sont basses.",
        ),
        "why_not": {
            0: "Dans une main, un Valet, une Dame ou un Roi compte 10 (R1.4). Une carte pas vue y vaut donc en "
               "moyenne 85/13 ≈ 6,54. Mais ces 12 cartes n’entrent jamais dans la main depuis la pioche (R4.3).",
            2: "Seulement 16 des 52 cartes valent 10. Et 12 d’entre elles sont des Valets, des Dames ou des Rois, "
               "qui ne peuvent même pas entrer dans la main depuis la pioche (R4.3).",
            3: "La question parle de toutes les cartes qui peuvent entrer, de l’As au 10. Leur moyenne est "
               "220/40 = 5,5.",
        },
        "explanation": "Ce sont deux moyennes, pas une seule. Une carte pas vue déjà dans une main vaut en moyenne "
                       "85/13 ≈ 6,54 : là, le Valet, la Dame et le Roi comptent 10 (R1.3, R1.4). Par contre, une "
                       "carte piochée qui entre dans la main n’est jamais un Valet, une Dame ou un Roi (R4.3). Elle "
                       "va de l’As au 10, quatre de chaque : en moyenne 220/40 = 5,5 (leçon 7).",
    },
}
SCENES = {}
