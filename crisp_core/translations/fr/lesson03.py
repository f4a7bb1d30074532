"""Lesson 03's questions and scenes in French."""
QUESTIONS = {
    "03.king-optional": {"en": "c9321f84a3",
        "prompt": "Tu tires un Roi de la pioche. Tu préférerais ne pas piocher à nouveau pendant ce tour. Que "
                  "peux-tu en faire ?",
        "choices": (
            "Le défausser sans l’utiliser, comme tu peux le faire avec un Valet ou une Dame.",
            "L’échanger avec une carte de ta main, où il compte 10.",
            "Rien d’autre : tu dois le jouer, et il te donne deux pioches en plus.",
            "Le garder et le jouer à un prochain tour.",
        ),
        "why_not": {
            0: "Seuls un Valet ou une Dame peuvent être défaussés sans être utilisés (R5.1). Un Roi, c’est "
               "différent : il doit être utilisé (R5.2).",
            1: "Un Valet, une Dame ou un Roi tiré de la pioche ne peut jamais être échangé avec une carte de ta "
               "main (R4.3).",
            3: "Chaque carte piochée est jouée tout de suite : échangée, défaussée ou utilisée (R3.2). On ne garde "
               "rien.",
        },
        "explanation": "Un Roi pioché doit être utilisé (R5.2) : il va tout de suite sur la défausse et ton tour te "
                       "donne deux pioches en plus (R5.5).",
    },
    "03.jack-choices": {"en": "e40dc2931d",
        "prompt": "Tu tires un Valet de la pioche, mais tu connais déjà ta carte du milieu. Que peux-tu faire du "
                  "Valet ?",
        "choices": (
            "L’échanger avec une carte de ma main : un Valet compte 10, comme un 10.",
            "L’utiliser (regarder encore une fois ma carte du milieu) ou le défausser sans l’utiliser.",
            "Je dois l’utiliser : les cartes spéciales doivent être jouées.",
            "Le garder pour un prochain tour, quand j’aurai oublié ma carte du milieu.",
        ),
        "why_not": {
            0: "Un Valet, une Dame ou un Roi tiré de la pioche n’entre jamais dans une main (R4.3). Seuls ceux qu’on "
               "t’a distribués, ou qu’un échange avec une Dame t’a apportés, sont dans une main comme de simples "
               "10.",
            2: "Seul le Roi doit être joué (R5.2). Un Valet ou une Dame peut être défaussé sans être utilisé (R5.1).",
            3: "Une carte piochée est jouée tout de suite (R3.2) ; on ne peut pas la garder pour plus tard.",
        },
        "explanation": "Un Valet ou une Dame piochés peuvent être utilisés puis défaussés, ou défaussés sans être "
                       "utilisés (R5.1) ; ils ne peuvent jamais être échangés avec une carte de ta main (R4.3).",
    },
    "03.queen-who-looks": {"en": "f01b8dedbf",
        "prompt": "La Place 3 joue une Dame : elle échange sa carte du milieu, que personne n’a jamais vue, avec "
                  "la carte de gauche de la Place 1. Qui regarde une carte à cause de cet échange ?",
        "choices": (
            "Personne : un échange avec une Dame se fait à l’aveugle pour tout le monde.",
            "Seulement la Place 3, puisqu’elle a joué la Dame.",
            "Seulement la Place 1 : elle regarde sa nouvelle carte de gauche, même si personne ne l’a jamais vue "
            "avant.",
            "Les deux places regardent la carte qu’elles reçoivent.",
        ),
        "why_not": {
            0: "L’échange se fait à l’aveugle, mais ensuite chaque joueur regarde la carte qu’il reçoit si elle "
               "arrive à gauche ou à droite (R5.4.1, R5.4.2).",
            1: "La Place 3 reçoit l’ancienne carte de gauche de la Place 1 au milieu, et personne ne regarde une "
               "carte qui arrive au milieu (R5.4.1).",
            3: "La nouvelle carte de la Place 3 arrive au milieu : pas de coup d’œil (R5.4.1). Seule la nouvelle "
               "carte de la Place 1 arrive à gauche ou à droite.",
        },
        "explanation": "Un joueur regarde une carte qui arrive à gauche ou à droite, pas au milieu (R5.4.1). "
                       "C’est pareil pour l’autre joueur, même si l’ancien propriétaire de la carte ne l’a jamais "
                       "vue (R5.4.2) : ici, la Place 1 découvre une carte que la Place 3 avait sans jamais "
                       "l’avoir vue.",
    },
    "03.queen-knowledge": {"en": "bf82ea47ca",
        "prompt": "Après cet échange, la carte du milieu de la Place 3 est l’A♦, qui était la carte de gauche de "
                  "la Place 1. La Place 1 l’avait regardé à la distribution. Qui connaît maintenant la carte du "
                  "milieu de la Place 3 ?",
        "choices": (
            "Personne : elle est arrivée au milieu, et personne ne regarde une carte qui arrive au milieu.",
            "La Place 3, sa nouvelle propriétaire.",
            "La Place 1 : elle a vu l’A♦ quand c’était sa carte de gauche, et elle a vu quelles deux places ont "
            "été échangées.",
            "Tout le monde : un échange avec une Dame se joue face visible.",
        ),
        "why_not": {
            0: "La Place 3 ne regarde pas (R5.4.1), mais la Place 1 connaissait déjà la carte, et ce savoir la "
               "suit (R5.4.3).",
            1: "On ne regarde pas une carte qui arrive au milieu (R5.4.1) : la Place 3 ne connaît pas sa nouvelle "
               "carte du milieu.",
            3: "Les cartes restent face cachée ; la table voit seulement quelles deux places ont été échangées "
               "(R5.4.3).",
        },
        "explanation": "Tout le monde voit quelles deux places ont été échangées : ce que chacun savait de ces "
                       "deux cartes les suit (R5.4.3). La Place 1 sait que l’A♦ est maintenant la carte du milieu "
                       "de la Place 3, alors que la Place 3 elle-même ne le sait pas.",
    },
    "03.king-chain": {"en": "d52340a4c9",
        "prompt": "La Place 2 pioche un Roi et le joue : deux pioches en plus à faire. À la première de ces pioches, "
                  "elle tire un autre Roi et le joue. Combien de pioches la Place 2 doit-elle encore faire juste "
                  "après avoir joué le deuxième Roi ?",
        "choices": ("1", "2", "3", "4"),
        "why_not": {
            0: "Le deuxième Roi n’annule rien : il ajoute deux pioches de plus (R5.5).",
            1: "C’est l’erreur classique : le deuxième Roi ne remplace pas la pioche qui restait à faire, il en "
               "ajoute deux (R5.5).",
            3: "L’une des deux pioches du premier Roi a été faite (c’est elle qui a donné le deuxième Roi) : il en "
               "reste 1, plus 2.",
        },
        "explanation": "Il restait une pioche à faire pour le premier Roi, et un Roi tiré lors d’une pioche en plus "
                       "en ajoute deux (R5.5) : 1 + 2 = 3.",
    },
    "03.flip-next": {"en": "7ed537a770",
        "prompt": "La pioche est vide. La défausse contient, dans l’ordre où elles ont été défaussées : le 7♣ en "
                  "premier, puis le 2♦, le J♥ et le 9♠ en dernier (le 9♠ est face visible sur le dessus). Le "
                  "joueur suivant doit piocher. Quelle carte va-t-il piocher ?",
        "choices": (
            "Le 9♠, la carte du dessus de la défausse.",
            "Le 7♣, la première carte défaussée.",
            "Personne ne peut le savoir : le tas est mélangé pour former une nouvelle pioche.",
            "Le J♥ : les Valets, les Dames et les Rois reviennent sur le dessus.",
        ),
        "why_not": {
            0: "Le tas est retourné face cachée : sa carte du dessus va en dessous de la nouvelle pioche, et la "
               "carte du dessous passe sur le dessus (R6.2).",
            2: "On ne mélange pas : le tas est retourné tel quel (R6.1), donc l’ordre est connu.",
            3: "Rien n’est trié : l’ordre de la nouvelle pioche est l’ordre des cartes défaussées (R6.2).",
        },
        "explanation": "Toute la défausse est retournée sans être mélangée (R6.1). Sa carte du dessous, la plus "
                       "ancienne carte défaussée, devient le dessus de la nouvelle pioche (R6.2) : le 7♣, puis le "
                       "2♦, le J♥ et le 9♠.",
    },
    "03.flip-public": {"en": "cb0c4b701a",
        "prompt": "Une fois la défausse retournée pour former une nouvelle pioche, qui peut connaître l’ordre de la "
                  "nouvelle pioche ?",
        "choices": (
            "Personne : la pioche est face cachée.",
            "Seulement le joueur dont la pioche a fait retourner le tas.",
            "Chaque joueur qui s’est souvenu des cartes défaussées, puisque chaque carte défaussée a été vue par "
            "tous.",
        ),
        "why_not": {
            0: "Face cachée ne veut pas dire inconnue : les cartes sont dans l’ordre où tout le monde les a vues "
               "être défaussées (R6.2).",
            1: "Chaque carte défaussée était face visible pour toute la table (R4.1, R4.2), donc chaque joueur peut "
               "connaître l’ordre (R6.2).",
        },
        "explanation": "La nouvelle pioche, c’est la défausse dans l’ordre où les cartes ont été défaussées, la plus "
                       "ancienne d’abord, et chaque carte défaussée a été vue par tous : chaque joueur peut connaître "
                       "l’ordre de la nouvelle pioche (R6.2). Une carte qu’on y pioche n’est pas un secret.",
    },
}
SCENES = {
    "drawn_face_cards": {"en": "f9b4e784d0",
        "title": "Des Valets, des Dames et des Rois piochés",
        "captions": {
            0: "Trois joueurs vont piocher un Valet, une Dame et un Roi. Un J, une Q ou un K tiré de la pioche ne "
               "peut jamais être échangé avec une carte de la main (R4.3) : que peut faire chacun d’autre avec sa "
               "carte ?",
            1: "La Place 2 pioche le J♠. Il ne peut pas entrer dans la main de la Place 2 (R4.3).",
            2: "La Place 2 défausse le Valet sans l’utiliser : c’est permis pour un Valet (R5.1).",
            3: "La Place 3 pioche la Q♣. L’utiliser ou pas ? Les deux sont permis (R5.1).",
            4: "La Place 3 défausse la Dame sans l’utiliser.",
            5: "La Place 1 pioche le K♦. La Place 1 peut-elle simplement le défausser ?",
            6: "Non : un Roi pioché doit être utilisé (R5.2). Il va sur la défausse et la Place 1 a deux pioches en "
               "plus à faire (R5.5).",
            7: "Première pioche en plus : le 4♥, une carte ordinaire.",
            8: "La Place 1 l’échange avec sa carte du milieu ; le 8♣ va sur la défausse.",
            9: "Deuxième pioche en plus : le 9♦.",
            10: "La Place 1 le défausse, et le tour est fini (R3.3).",
        },
    },
    "empty_stock_flip": {"en": "123c805b2e",
        "title": "La pioche vide est retournée, pas mélangée",
        "captions": {
            0: "Deux joueurs et 46 cartes dans la pioche (les quatre Rois sont dans les mains). Les deux joueurs "
               "piochent et défaussent jusqu’à ce que la pioche soit vide : observe l’ordre de la défausse.",
            2: "Le 7♦ est la première carte de la défausse. Retiens-le.",
            4: "Le 3♣ est la deuxième. Les deux joueurs ont vu chaque carte défaussée.",
            92: "La pioche est vide et la défausse contient 46 cartes. La Place 2 doit piocher maintenant (R6.1). "
                "Quelle carte sera-ce ? Tout le monde peut le savoir (R6.2).",
            93: "La défausse est retournée, sans être mélangée, pour former la nouvelle pioche (R6.1) : la plus "
                "ancienne carte défaussée est donc sur le dessus (R6.2). La Place 2 pioche le 7♦, la première carte "
                "défaussée. La pioche et la défausse ne sont jamais vides en même temps au moment de piocher (R6.3).",
            94: "La Place 2 défausse le 7♦ : il commence la nouvelle défausse. Quelle carte est maintenant sur le "
                "dessus de la pioche ?",
            95: "Le 3♣, la deuxième carte défaussée depuis le début : les deux joueurs savaient qu’il allait venir.",
            96: "La Place 1 l’échange avec sa carte de gauche. La Place 2 sait exactement où se trouve le 3♣.",
        },
    },
    "jack_peek": {"en": "20331245f5",
        "title": "Un Valet : regarder ta carte du milieu",
        "captions": {
            0: "La Place 2 connaît sa carte de gauche (3♥) et sa carte de droite (5♠), mais n’a jamais vu celle "
               "du milieu.",
            1: "La Place 2 pioche le J♣. Un Valet tiré de la pioche peut être utilisé, ou défaussé sans être "
               "utilisé (R5.1). Que montrerait-il à la Place 2 ?",
            2: "La Place 2 utilise le Valet : elle regarde une fois sa carte du milieu, le 2♦, et le Valet va sur "
               "la défausse (R5.3). Les autres voient passer le Valet, pas la carte du milieu. La Place 2 connaît "
               "maintenant ses trois cartes : 3♥ 2♦ 5♠ = 10.",
        },
    },
    "king_chain": {"en": "14c63c616e",
        "title": "Un Roi : deux pioches en plus",
        "captions": {
            0: "La Place 2 connaît sa carte de gauche (5♥) et sa carte de droite (6♦), pas celle du milieu.",
            1: "La Place 2 pioche le K♠. Un Roi pioché doit être utilisé (R5.2).",
            2: "Le Roi va tout de suite sur la défausse, et la Place 2 a deux pioches en plus à faire (R5.5). Combien "
               "de cartes la Place 2 va-t-elle piocher en tout pendant ce tour ?",
            3: "Première pioche en plus : le 3♣. Elle se joue comme n’importe quelle pioche : échanger, défausser ou "
               "carte spéciale (R5.5).",
            4: "La Place 2 l’échange avec sa carte du milieu ; le 10♣ qui s’y trouvait va sur la défausse. Il "
               "reste une pioche à faire.",
            5: "Deuxième pioche en plus : le 8♠.",
            6: "La Place 2 le défausse. Il ne reste ni pioche à faire ni carte en main : le tour est fini (R3.3), "
               "après trois pioches.",
        },
    },
    "king_on_king_draw": {"en": "9539d07892",
        "title": "Un Roi tiré lors d’une pioche en plus d’un Roi",
        "captions": {
            0: "La Place 2 va piocher le premier de deux Rois.",
            1: "La Place 2 pioche le K♠.",
            2: "La Place 2 le joue : deux pioches en plus à faire (R5.5).",
            3: "Première pioche en plus : encore un Roi, le K♥ ! Il reste une pioche à faire. Combien en restera-t-il "
               "quand la Place 2 aura joué ce Roi : 2 ou 3 ?",
            4: "Trois : un Roi tiré lors d’une pioche en plus ajoute deux pioches à celle qui restait à faire (R5.5) ; "
               "il ne la remplace pas.",
            5: "Le 2♦ : encore deux pioches à faire après celle-ci.",
            6: "La Place 2 l’échange avec sa carte du milieu (le 9♥ va sur la défausse).",
            7: "Le 8♣ : encore une pioche à faire après celle-ci.",
            9: "Le 7♠ : la dernière pioche à faire.",
            10: "Cinq pioches en un seul tour ; maintenant, le tour est fini (R3.3).",
        },
    },
    "queen_swap": {"en": "277e5f5f96",
        "title": "Une Dame : des échanges à l’aveugle, et un savoir qui voyage",
        "captions": {
            0: "Regarde la grille des connaissances. Chacune a vu ses cartes de gauche et de droite : la Place 2, "
               "le 9♠ et le 3♥ ; la Place 3, le 6♣ et le 2♣ ; la Place 1, l’A♦ et le 4♠. Personne n’a vu de carte "
               "du milieu.",
            1: "La Place 2 pioche la Q♥. Une Dame échange une de tes cartes avec une carte d’un autre joueur, à "
               "l’aveugle et pour de bon (R5.4). Laquelle de ses cartes la Place 2 aimerait-elle donner ?",
            2: "La Place 2 échange sa carte de gauche, le 9♠, avec la carte de droite de la Place 3. Aucune des "
               "deux n’arrive au milieu, donc chacune regarde la carte qu’elle reçoit (R5.4.1, R5.4.2) : la Place "
               "2 voit maintenant le 2♣, la Place 3 le 9♠. La Place 3 sait toujours où est le 2♣ : ce que chacun "
               "savait suit la carte (R5.4.3). Que sait la Place 1 de ces deux cartes ?",
            3: "La Place 3 pioche la Q♦, une deuxième Dame. Cette fois, regarde les cartes du milieu.",
            4: "La Place 3 échange sa carte du milieu, que personne n’a vue, avec la carte de gauche de la Place "
               "1. La Place 1 regarde sa nouvelle carte de gauche, le 8♦, même si la Place 3 ne l’a jamais vu "
               "(R5.4.2). L’A♦ arrive au milieu chez la Place 3 : la Place 3 ne le regarde pas (R5.4.1), mais la "
               "Place 1 sait qu’il est là (R5.4.3). Qui connaît maintenant la carte du milieu de la Place 3 ?",
        },
    },
}
