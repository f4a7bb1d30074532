"""Lesson 04's questions and scenes in French."""

QUESTIONS = {
    "04.peek": {
        "en": "e335f8a63b",
        "prompt": "Les cartes viennent d’être distribuées, et tu as regardé ta carte de gauche et ta carte de "
                  "droite. Que sait le joueur à ta gauche de tes trois cartes ?",
        "choices": (
            "Rien : il t’a vu regarder, mais pas ce que tu as vu.",
            "Ta carte de gauche et ta carte de droite, puisque tu les as regardées devant tout le monde.",
            "Ta carte du milieu, puisque tu ne l’as jamais vue et que lui a le droit de la voir.",
            "Tes trois cartes.",
        ),
        "why_not": {
            1: "Le coup d’œil est secret : chaque joueur ne voit que ses propres cartes de gauche et de droite "
               "(R2.4). Les autres voient que tu as regardé, jamais quoi.",
            2: "Personne ne voit ta carte du milieu à la distribution, pas même toi (R2.4).",
            3: "À la distribution, chaque joueur voit deux cartes : ses propres cartes de gauche et de droite "
               "(R2.4). Personne ne voit celles des autres.",
        },
        "explanation": "À la distribution, chaque joueur regarde une fois ses propres cartes de gauche et de droite, "
                       "et personne ne voit sa propre carte du milieu (R2.4). Personne ne connaît une seule carte "
                       "d’un autre joueur.",
    },
    "04.swap-tells": {
        "en": "6c0c8b9885",
        "prompt": "La Place 2 pioche une carte et l’échange avec sa carte de gauche. L’ancienne, un 9 qu’elle avait "
                  "regardé, va face visible sur la défausse. Que peut dire la Place 1 de la nouvelle carte de gauche "
                  "de la Place 2 ?",
        "choices": (
            "Rien : elle n’a été montrée à personne d’autre que la Place 2.",
            "Elle est sans doute plus basse que 9 : la Place 2 l’a préférée à un 9 qu’elle connaissait.",
            "C’est le 9 : la carte retourne d’où elle vient.",
            "C’est sans doute un Valet, une Dame ou un Roi, qui vaut 10.",
        ),
        "why_not": {
            0: "Elle n’a pas été montrée (R4.1), mais le choix, si : la Place 2 a gardé la nouvelle carte et jeté un "
               "9 qu’elle avait vu à la distribution (R2.4). Les coups sont des indices.",
            2: "Le 9 est sur la défausse, face visible pour tout le monde (R4.1) ; la nouvelle carte a pris sa place.",
            3: "Un Valet, une Dame ou un Roi tiré de la pioche ne peut jamais être échangé avec une carte de la main "
               "(R4.3), et un joueur raisonnable n’échange pas un 9 contre un 10.",
        },
        "explanation": "Un échange montre à la table la carte qui quitte la main, jamais celle qui y entre (R4.1). "
                       "Mais la Place 2 savait que sa carte de gauche était un 9 et a préféré la nouvelle carte : "
                       "elle est sans doute plus basse que 9. Sans doute, pas sûrement : les joueurs font des "
                       "erreurs.",
    },
    "04.queen-shows": {
        "en": "82d4e3257d",
        "prompt": "La Place 2 utilise une Dame pour échanger sa carte du milieu (personne ne l’a jamais vue) avec la "
                  "carte de droite de la Place 3. Qui connaît la nouvelle carte de droite de la Place 3 ?",
        "choices": (
            "Personne : la Place 2 ne l’a jamais vue, donc personne ne peut l’avoir vue.",
            "La Place 3 : on regarde une carte qui devient sa carte de droite, peu importe à qui elle était avant.",
            "La Place 2 et la Place 3.",
            "Tout le monde : un échange avec une Dame se joue face visible.",
        ),
        "why_not": {
            0: "Le nouveau propriétaire regarde une carte qui devient sa carte de gauche ou de droite, même si "
               "l’ancien ne l’a jamais vue (R5.4.2). La Place 3 connaît maintenant une carte que la Place 2 avait "
               "sans jamais l’avoir vue.",
            2: "La Place 2 n’a jamais vu cette carte, et une Dame ne lui montre pas la carte qu’elle donne (R5.4.2).",
            3: "L’échange se fait à l’aveugle : la table voit quelles deux places ont été échangées, pas les cartes "
               "(R5.4.3).",
        },
        "explanation": "Celui qui reçoit une nouvelle carte de gauche ou de droite la regarde (R5.4.1), et l’autre "
                       "joueur aussi, même si l’ancien propriétaire de la carte ne l’a jamais vue (R5.4.2). Une Dame "
                       "peut montrer à ton adversaire une carte que tu n’as jamais vue toi-même.",
    },
    "04.knowledge-travels": {
        "en": "c0d710c207",
        "prompt": "Tu es la Place 1 et tu sais que ta carte de gauche est un 2. La Place 2 joue une Dame et échange "
                  "sa carte de droite avec ta carte de gauche. Où est ton 2 maintenant, et qui le sait ?",
        "choices": (
            "C’est la carte de droite de la Place 2, et toi comme la Place 2, vous le savez.",
            "C’est la carte de droite de la Place 2, mais seule la Place 2 le sait : ce que tu savais est resté avec "
            "ta carte de gauche.",
            "Personne ne sait où il est : un échange avec une Dame se fait à l’aveugle.",
            "C’est toujours ta carte de gauche : une Dame ne peut pas prendre une carte que tu as vue.",
        ),
        "why_not": {
            1: "Le savoir concerne les cartes, pas les places : tout le monde a vu quelles deux places ont été "
               "échangées, donc ce que tu savais suit la carte (R5.4.3).",
            2: "L’échange se fait à l’aveugle pour les cartes, pas pour les places : tout le monde voit quelles deux "
               "places ont été échangées (R5.4.3).",
            3: "Une Dame peut prendre n’importe quelle carte de n’importe quel autre joueur (R5.4), vue ou pas.",
        },
        "explanation": "Tout le monde voit quelles deux places ont été échangées, donc ce que chacun savait de ces "
                       "cartes les suit (R5.4.3) : tu connais toujours ton 2, qui est maintenant la carte de droite "
                       "de la Place 2, et la Place 2 l’a regardé en le recevant (R5.4.1). Toi aussi, tu regardes ta "
                       "nouvelle carte de gauche (R5.4.2).",
    },
    "04.discard-tells": {
        "en": "e0382b3fcd",
        "prompt": "La Place 2 pioche un 4 et le défausse, face visible. Qu’est-ce que ça laisse penser des cartes de "
                  "gauche et de droite de la Place 2, que la Place 2 a regardées pendant la distribution ?",
        "choices": (
            "Rien du tout : elle pouvait avoir n’importe quelle raison.",
            "Les deux valent sans doute 4 ou moins : un joueur raisonnable aurait échangé le 4 contre une carte plus "
            "haute.",
            "Les deux sont sans doute plus hautes que 4.",
            "Sa carte du milieu vaut sans doute 4 ou moins.",
        ),
        "why_not": {
            0: "Les coups sont des indices. Un 4 aurait pu entrer dans la main (R4.1) ; le jeter dit que la Place 2 "
               "ne connaissait aucune de ses cartes qui valait plus.",
            2: "Si sa carte de gauche ou de droite valait plus de 4, garder le 4 aurait fait baisser son total : "
               "elle aurait échangé (R4.1).",
            3: "La Place 2 n’a jamais vu sa carte du milieu (R2.4), donc le 4 n’en dit rien : elle ne pouvait pas "
               "comparer.",
        },
        "explanation": "Tout le monde voit la carte défaussée (R4.2), et le choix aussi : un joueur qui défausse un "
                       "4 ne connaissait aucune de ses cartes valant plus de 4 ; sinon, il aurait échangé le 4 avec "
                       "elle (R4.1). C’est une probabilité, pas une certitude : les joueurs oublient et font des "
                       "erreurs.",
    },
    "04.flip-draw": {
        "en": "0962b85e63",
        "prompt": "La défausse vient d’être retournée pour former une nouvelle pioche. La Place 1 y pioche une carte "
                  "et l’échange avec sa carte de gauche. Qui peut connaître la nouvelle carte de gauche de la Place "
                  "1 ?",
        "choices": (
            "Seulement la Place 1, comme pour toute carte piochée.",
            "Personne d’autre que la Place 1 et le joueur qui avait défaussé cette carte il y a longtemps.",
            "Chaque joueur qui s’est souvenu des cartes défaussées : l’ordre de la nouvelle pioche est public.",
        ),
        "why_not": {
            0: "D’habitude, seul celui qui pioche voit la carte piochée (R4.1), mais après un retournement tout le "
               "monde peut connaître l’ordre de la pioche (R6.2), donc tout le monde sait quelle carte a été piochée.",
            1: "Chaque carte défaussée était face visible pour toute la table (R4.2), donc chaque joueur a vu passer "
               "cette carte.",
        },
        "explanation": "La nouvelle pioche, c’est la défausse dans l’ordre où les cartes ont été défaussées, la plus "
                       "ancienne d’abord (R6.2) ; chaque joueur qui s’est souvenu des cartes défaussées sait quelle "
                       "carte la Place 1 a piochée et où elle est allée.",
    },
}

SCENES = {
    "deal": {
        "en": "f651bb3875",
        "title": "La distribution et le coup d’œil",
        "captions": {
            0: "La Place 1 distribue, une carte à la fois, en commençant par la place à sa gauche. Le premier tour "
               "de table donne à chacun sa carte de gauche : la carte 1 du paquet va à la Place 2, la carte 2 à la "
               "Place 3, la carte 3 à la Place 1 elle-même. Le deuxième tour donne les cartes du milieu, le "
               "troisième les cartes de droite (R2.2). Le reste du paquet forme la pioche (R2.3). Chaque joueur "
               "regarde une fois ses propres cartes de gauche et de droite, jamais celle du milieu (R2.4). Montre "
               "*seulement Place 2* : parmi les trois cartes de la Place 2, lesquelles la Place 2 connaît-elle ?",
            1: "La Place 2, à gauche du donneur, joue le premier tour (R2.5) : elle pioche la carte du dessus de la "
               "pioche, le 8♦, et la regarde (R3.2). Que sait la Place 3 de cette carte ?",
        },
    },
    "discard_tells": {
        "en": "4c3ae8a594",
        "title": "Un 4 défaussé",
        "captions": {
            0: "La Place 2 a regardé ses cartes de gauche et de droite (R2.4) ; personne d’autre ne les connaît.",
            1: "La Place 2 pioche un 4. Seule la Place 2 le voit.",
            2: "La Place 2 jette le 4, face visible (R4.2). Pourquoi garder un 2 et un 3 plutôt que le 4 ? Parce "
               "qu’ils sont plus bas.",
        },
    },
    "swap_tells": {
        "en": "81d59ef5cf",
        "title": "Un échange montre la carte qui part",
        "captions": {
            0: "La Place 2 a regardé sa carte de gauche, le 9♣, et sa carte de droite, le 5♥ (R2.4). Personne "
               "d’autre ne les connaît.",
            1: "La Place 2 pioche une carte. Seule la Place 2 la voit.",
            2: "La Place 2 échange la carte piochée avec sa carte de gauche. Le 9♣ va face visible sur la défausse, "
               "où tout le monde le voit ; la nouvelle carte reste le secret de la Place 2 (R4.1). Mais la Place 2 "
               "l’a préférée à un 9.",
        },
    },
    "take_from_discard": {
        "en": "71241df8b8",
        "title": "Prendre dans la défausse : une Dame n’est qu’un 10",
        "captions": {
            0: "À cette table, l’hôte permet de prendre la carte du dessus de la défausse au lieu de piocher (R8.1). "
               "La défausse est vide, donc la Place 2 doit piocher dans la pioche (R8.4).",
            1: "La Place 2 pioche la Q♠.",
            2: "La Place 2 défausse la Dame sans l’utiliser (R5.1) : elle est face visible sur le dessus de la "
               "défausse.",
            3: "La Place 3 prend la Q♠ dans la défausse au lieu de piocher (R8.1), en espérant échanger des cartes "
               "avec quelqu’un. La Place 3 peut-elle utiliser la Dame ? La Place 3 peut-elle la remettre directement "
               "sur la défausse ?",
            4: "Ni l’un ni l’autre : prise dans la défausse, une Dame est un 10 ordinaire, sans pouvoir (R8.3), et "
               "elle doit être échangée avec une carte de la main (R8.2). La Place 3 l’échange avec sa carte du "
               "milieu, le 9♠, qui va sur la défausse. Tout le monde a vu la Dame, donc tout le monde sait que c’est "
               "maintenant la carte du milieu de la Place 3 (R8.5).",
        },
    },
    "guess_table": {
        "en": "0920b17b4c",
        "title": "Une table de robots, la numéro 5",
        "captions": {},
    },
}
