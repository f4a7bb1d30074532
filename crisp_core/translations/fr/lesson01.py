"""Lesson 01's questions and scenes in French."""
QUESTIONS = {
    "01.hand-total": {"en": "81cbba0f8d",
        "prompt": "Tes trois cartes sont K♥, 3♦ et A♠. Combien vaut ta main ?",
        "explanation": "Le Roi compte 10, le 3 compte 3 et l’As compte 1 : 10 + 3 + 1 = 14 (R1.3). L’As est la "
                       "meilleure carte que tu puisses avoir ; un Roi ne vaut ni plus ni moins qu’un 10.",
    },
    "01.suit": {"en": "2fd1770296",
        "prompt": "Deux mains : K♠ 2♥ A♣ et 10♦ 2♠ A♥. Laquelle est la plus basse ?",
        "choices": ("La première", "La deuxième", "Aucune : elles valent autant"),
        "why_not": {
            0: "Ici, un Roi ne vaut ni plus ni moins qu’un 10 : le 10, le Valet, la Dame et le Roi comptent 10, et "
               "les couleurs ne changent rien.",
            1: "Un Roi ne vaut pas 13 : le 10, le Valet, la Dame et le Roi comptent 10, et les couleurs ne changent "
               "rien.",
        },
        "explanation": "Les deux valent 10 + 2 + 1 = 13. Le 10, le Valet, la Dame et le Roi comptent tous 10 (R1.3), "
                       "et la couleur d’une carte dit de quelle carte il s’agit (le jeu a 52 cartes différentes, "
                       "R1.2), mais elle ne change jamais son score.",
    },
    "01.face-in-hand": {"en": "b4e6b2c830",
        "prompt": "À la distribution, une de tes trois cartes est une Dame. À quoi te sert-elle ?",
        "choices": ("À rien : dans ta main, c’est juste une carte qui vaut 10",
                    "Tu peux utiliser son pouvoir spécial à ton premier tour",
                    "Elle compte 12, parce que c’est une Dame",
                    "Elle compte 0 tant que tu ne l’as pas utilisée"),
        "why_not": {
            1: "Les Valets, les Dames et les Rois n’ont un effet que si tu les tires de la pioche pendant un tour "
               "(les prochaines leçons le montrent). Un Valet, une Dame ou un Roi déjà dans une main n’a aucun "
               "pouvoir.",
            2: "Aucune carte ne compte plus de 10 : le 10, le Valet, la Dame et le Roi comptent tous 10.",
            3: "Une carte de ta main compte toujours ; un Valet, une Dame ou un Roi dans une main compte 10 dès "
               "qu’il y est.",
        },
        "explanation": "Un Valet, une Dame ou un Roi qui se trouve à l’une de tes trois places est un 10 ordinaire, "
                       "sans effet (R1.4). Ces cartes n’agissent que si on les tire de la pioche, et une telle carte "
                       "n’entre jamais dans une main.",
    },
    "01.fifth-card": {"en": "3ff79909cb",
        "prompt": "Quatre joueurs, la Place 1 distribue. Les cartes sont données face cachée, une à la fois. "
                  "Où va la 5e carte du paquet ?",
        "choices": ("Place 2, carte du milieu", "Place 3, carte du milieu", "Place 1, carte du milieu",
                    "Place 2, carte de gauche"),
        "why_not": {
            1: "Ce serait juste si chaque joueur recevait ses trois cartes d’un coup. Mais la distribution donne "
               "une carte à la fois et fait trois fois le tour de la table.",
            2: "Le donneur est servi en dernier à chaque tour de table, pas en premier : la distribution commence "
               "par la place à gauche du donneur.",
            3: "La Place 2 a déjà reçu la 1re carte : c’est sa carte de gauche. Une carte par joueur à chaque tour "
               "de table : la 5e carte commence le deuxième tour.",
        },
        "explanation": "La distribution commence à gauche du donneur et donne une carte par place à chaque tour de "
                       "table (R2.2). Les cartes 1 à 4 sont les cartes de gauche des Places 2, 3, 4, 1. La carte 5 "
                       "commence donc le deuxième tour : c’est la carte du milieu de la Place 2.",
    },
    "01.dealer-next": {"en": "f329360b0f",
        "prompt": "Quatre joueurs (Places 1 à 4). La Place 4 distribue la première manche. Qui distribue la "
                  "troisième manche ?",
        "choices": ("Place 1", "Place 2", "Place 3", "Place 4"),
        "why_not": {
            0: "La Place 1 distribue la deuxième manche : le rôle de donneur passe d’une place vers la gauche à "
               "chaque manche, et il passe deux fois avant la troisième manche.",
            2: "Le rôle de donneur va vers la gauche, au numéro de place suivant, pas en arrière : de la Place 4, "
               "il va à la Place 1, puis à la Place 2.",
            3: "Le donneur change à chaque manche ; personne ne garde ce rôle.",
        },
        "explanation": "Le rôle de donneur passe d’une place vers la gauche (dans le sens des aiguilles d’une "
                       "montre) à chaque manche (R2.1), et « à gauche » de la dernière place, c’est de nouveau la "
                       "Place 1 (R1.1) : la Place 4, puis la Place 1, puis la Place 2.",
    },
    "01.peek": {"en": "ed021351a3",
        "prompt": "Les cartes sont distribuées. Lesquelles de tes trois cartes as-tu le droit de regarder ?",
        "choices": ("Celle de gauche et celle de droite, une fois", "Les trois, une fois",
                    "Seulement celle du milieu", "Les trois, quand tu veux", "Aucune"),
        "why_not": {
            1: "Ta carte du milieu reste cachée, même pour toi. Tu apprendras plus tard des moyens de la découvrir.",
            2: "C’est l’inverse : tu vois les deux cartes des côtés, jamais celle du milieu.",
            3: "Tu regardes une fois, juste après la distribution, puis tes cartes restent face cachée : tu dois "
               "t’en souvenir. Crisp est un jeu de mémoire.",
            4: "Si : tu peux en regarder deux, une fois.",
        },
        "explanation": "Juste après la distribution, chaque joueur regarde une fois ses propres cartes de gauche "
                       "et de droite ; personne ne voit sa propre carte du milieu (R2.4). Ensuite, les cartes "
                       "restent face cachée et tu joues de mémoire.",
    },
    "01.first-turn": {"en": "69b8747fbd",
        "prompt": "Cinq joueurs (Places 1 à 5). La Place 5 distribue. Qui joue le premier tour ?",
        "choices": ("Place 5", "Place 1", "Place 4", "Place 2"),
        "why_not": {
            0: "Le donneur est le dernier de la table à jouer, pas le premier.",
            2: "La Place 4 est à droite du donneur. Le jeu tourne vers la gauche, au numéro de place suivant : la "
               "Place 4 joue donc juste avant le donneur, à la fin du premier tour de table.",
            3: "À gauche de la dernière place, la Place 5, c’est la Place 1 : les numéros font le tour de la table.",
        },
        "explanation": "La place à gauche du donneur joue en premier (R2.5) ; à une table de cinq, à gauche de la "
                       "Place 5, la dernière place, c’est de nouveau la Place 1 (R1.1). C’est aussi la place "
                       "qui a reçu la première carte de la distribution.",
    },
}
SCENES = {
    "deal_by_number": {"en": "3318e6e1c8",
        "title": "La distribution, carte par carte",
        "captions": {
            0: "La Place 1 a distribué. Les douze cartes du dessus étaient les trèfles de l’As à la Dame, dans cet "
               "ordre : le rang d’une carte dit donc quand elle a été distribuée. La Place 2 a reçu les 1re, 5e et "
               "9e cartes (R2.2). Chaque place a regardé ses propres cartes de gauche et de droite, personne une "
               "carte du milieu (R2.4).",
        },
    },
}
