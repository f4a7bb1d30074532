"""Lesson 06's questions and scenes in French."""
QUESTIONS = {
    "06.take-queen": {"en": "c6d870a749",
        "prompt": "L’hôte autorise à piocher dans la défausse. La carte du dessus de la défausse est une Dame, et tu "
                  "la prends. Que peux-tu en faire ?",
        "choices": (
            "L’utiliser : échanger une de mes cartes avec une carte d’un autre joueur, puis la défausser.",
            "La regarder et la remettre directement sur la défausse.",
            "L’échanger avec une carte de ma main, où elle compte comme un simple 10.",
            "Au choix, l’utiliser ou l’échanger avec une carte de ma main.",
        ),
        "why_not": {
            0: "C’est l’erreur « un Valet, une Dame ou un Roi pris dans la défausse garde son pouvoir » : ce n’est "
               "pas le cas (R8.3).",
            1: "Une carte prise dans la défausse ne peut pas y être remise directement (R8.2) : la prendre, c’est "
               "l’échanger avec une carte de ta main.",
            3: "Ici, pas de choix : prise dans la défausse, une Dame n’a aucun pouvoir (R8.3).",
        },
        "explanation": "Une carte prise dans la défausse doit être échangée avec une carte de ta main (R8.2), et un "
                       "Valet, une Dame ou un Roi pris dans la défausse n’a aucun effet : c’est un 10 ordinaire "
                       "(R8.3). Les pouvoirs n’existent que pour les Valets, Dames et Rois tirés de la pioche (R5).",
    },
    "06.take-back": {"en": "a6049fd022",
        "prompt": "Tu prends la carte du dessus de la défausse, un 9, puis tu le regrettes. Et maintenant ?",
        "choices": (
            "Je peux la défausser à nouveau et piocher dans la pioche à la place.",
            "Je dois quand même l’échanger avec une de mes trois cartes.",
            "Je peux la défausser à nouveau ; ma pioche est utilisée.",
        ),
        "why_not": {
            0: "Prendre dans la défausse, c’est ta pioche : il n’y en a pas une deuxième, et la carte doit être "
               "échangée avec une carte de ta main (R8.2).",
            2: "Défausser, c’est pour les cartes tirées de la pioche (R4.2) ; une carte prise dans la défausse doit "
               "être échangée avec une carte de ta main (R8.2).",
        },
        "explanation": "Une carte prise dans la défausse doit être échangée avec une carte de la main (R8.2) ; elle ne "
                       "peut pas y être remise directement. Ne prends qu’une carte que tu veux garder, puisque la "
                       "carte qu’elle remplace va sur la défausse, face visible pour tout le monde (R4.1).",
    },
    "06.king-draws": {"en": "91eb3c9bd5",
        "prompt": "À une table qui autorise à piocher dans la défausse, tu tires un Roi de la pioche et tu le joues : "
                  "deux pioches en plus. Pour ces deux pioches, où peux-tu piocher ?",
        "choices": (
            "Seulement dans la pioche : la défausse, c’est pour la première pioche d’un tour.",
            "Seulement dans la défausse, puisque le Roi est maintenant dessus.",
            "Pour chacune d’elles : dans la pioche, ou la carte du dessus de la défausse.",
        ),
        "why_not": {
            0: "R8.1 dit « à chaque pioche (y compris les pioches en plus d’un Roi) ».",
            1: "On peut toujours piocher dans la pioche ; la défausse est un choix en plus (R8.1).",
        },
        "explanation": "L’option vaut pour chaque pioche, y compris les pioches en plus d’un Roi (R8.1), tant que la "
                       "défausse n’est pas vide (R8.4). Remarque que le Roi lui-même est maintenant le dessus de la "
                       "défausse : si tu le prends, c’est un simple 10 qui doit être échangé avec une carte de ta "
                       "main (R8.2, R8.3).",
    },
    "06.who-knows": {"en": "03fabfb1b2",
        "prompt": "La Place 3 prend un 3 dans la défausse et l’échange avec sa carte du milieu. Qui sait que la carte "
                  "du milieu de la Place 3 est un 3 ?",
        "choices": (
            "Seulement la Place 3.",
            "Tous les joueurs.",
            "Personne : la carte du milieu est celle que personne ne voit.",
        ),
        "why_not": {
            0: "Le 3 était face visible sur la défausse, à la vue de tous (R4.2, R8.5).",
            2: "Personne ne voit la carte du milieu à la distribution (R2.4), mais une carte prise dans la défausse a déjà "
               "été vue par tous (R8.5).",
        },
        "explanation": "Tout le monde a vu le 3 sur la défausse et tout le monde voit où il va. Tout le monde sait "
                       "donc où il se trouve maintenant (R8.5), même si c’est la carte du milieu.",
    },
    "06.timeout-king": {"en": "002998751c",
        "prompt": "Le temps par pioche est limité. Tu tires un Roi de la pioche, et ton temps s’écoule avant que tu "
                  "le joues. Que se passe-t-il ?",
        "choices": (
            "Le Roi est joué pour toi : tu as tes deux pioches en plus.",
            "Rien : ton tour est passé et tu gardes le Roi pour la prochaine fois.",
            "Le Roi est défaussé sans effet, sans pioches en plus, et ton tour se termine sans que crisp soit dit.",
            "Tu as de nouveau 30 secondes pour jouer le Roi.",
        ),
        "why_not": {
            0: "La table ne joue rien pour toi : le Roi va sur la défausse sans être utilisé (R9.2).",
            1: "Une carte piochée ne reste jamais dans ta main : elle est défaussée, et tout le monde la voit (R9.2).",
            3: "Chaque pioche a son temps (R9) ; quand il est écoulé, le tour est perdu (R9).",
        },
        "explanation": "Quand ton temps est écoulé, tu perds le reste de ton tour (R9) : la carte piochée est "
                       "défaussée sans effet, un Roi aussi, et un Roi défaussé ainsi ne donne pas de pioches en plus "
                       "(R9.2) ; le tour se termine sans que crisp soit dit (R9.4).",
    },
    "06.timeout-skip": {"en": "045f59637e",
        "prompt": "Le temps par pioche est limité et c’est ton tour, mais ton temps s’écoule avant même que tu "
                  "pioches. Que se passe-t-il ?",
        "choices": (
            "Rien : mon tour est simplement passé.",
            "La carte du dessus de la pioche est piochée et défaussée pour moi ; mon tour se termine.",
            "La carte du dessus de la pioche est échangée au hasard avec une carte de ma main.",
        ),
        "why_not": {
            0: "C’est l’erreur « un temps écoulé fait juste passer le tour » : une carte passe de la pioche à la "
               "défausse (R9.1).",
            2: "La table ne change jamais ta main : la carte est défaussée (R9.1).",
        },
        "explanation": "Un temps écoulé n’est pas un simple tour passé : si tu n’avais pas pioché, la carte du dessus "
                       "de la pioche est piochée et défaussée pour toi (R9.1), face visible pour tous, et tu ne peux "
                       "pas dire crisp ensuite (R9.4).",
    },
    "06.owed-draws": {"en": "cb9284a5f0",
        "prompt": "Le temps par pioche est limité. Tu as joué un Roi et fait ta première pioche en plus ; ton temps "
                  "pour la deuxième pioche en plus s’écoule avant que tu pioches. Que se passe-t-il ?",
        "choices": (
            "La deuxième pioche en plus est simplement perdue ; on ne touche pas à la pioche.",
            "Je garde la pioche qui me reste et je la fais au début de mon prochain tour.",
            "La carte du dessus de la pioche est piochée et défaussée pour moi, et le tour se termine.",
        ),
        "why_not": {
            0: "Un temps écoulé avant une pioche pioche et défausse toujours la carte du dessus pour toi (R9.1, S2).",
            1: "Les pioches qui restent à faire ne sont jamais reportées : un temps écoulé les fait perdre (R9.3).",
        },
        "explanation": "Le temps compte pioche par pioche (S2) : s’il reste une pioche en plus à faire et que tu ne "
                       "tiens aucune carte, la carte du dessus de la pioche est piochée et défaussée pour toi (R9.1), "
                       "et les pioches qui restent ensuite sont perdues (R9.3).",
    },
    "06.window": {"en": "108d4b359e",
        "prompt": "En ligne, le tour de la Place 2 s’est terminé il y a 2,5 secondes, sans un mot. La Place 3 a déjà "
                  "pioché sa première carte et ne l’a pas encore jouée. La Place 2 peut-elle encore dire crisp ?",
        "choices": (
            "Non : les 2 secondes sont passées, donc le moment pour dire crisp est fini.",
            "Oui : c’est l’annonce en retard, et le tour de la Place 3 devient le premier des derniers tours.",
            "Non : une fois que la Place 3 a pioché, personne ne peut dire crisp.",
        ),
        "why_not": {
            0: "Les 2 s, c’est le moment où le joueur suivant peut commencer ; le moment pour dire crisp reste "
               "ouvert pendant 3 s (R10).",
            2: "Après la première pioche du joueur suivant et avant qu’il l’ait jouée, l’annonce en retard est "
               "permise (R7.2).",
        },
        "explanation": "Le moment pour dire crisp dure 3 s après la fin d’un tour ; le joueur suivant peut commencer "
                       "au bout de 2 s, et pendant la dernière seconde on peut encore dire crisp (R10) : c’est "
                       "l’annonce en retard de R7.2.",
    },
}
SCENES = {
    "timeout_owed_draws": {"en": "3d18147963",
        "title": "Le temps s’écoule pendant une pioche en plus d’un Roi",
        "captions": {
            0: "À cette table, chaque pioche a 30 secondes (R9).",
            1: "La Place 2 pioche le K♠.",
            2: "La Place 2 le joue : deux pioches en plus à faire (R5.5).",
            3: "Le temps de la Place 2 s’écoule pendant la première pioche en plus. R9 compte pioche par pioche : la "
               "carte du dessus, le 6♦, est piochée et défaussée pour elle (R9.1), et l’autre pioche qui restait à "
               "faire est perdue (R9.3, S2). Aucune annonce de crisp ne suit (R9.4).",
            4: "La Place 3 pioche le 7♣ ; la Place 2 ne peut pas non plus dire crisp en retard (R9.4).",
        },
    },
    "timeout_with_king": {"en": "7a91187b32",
        "title": "Le temps s’écoule : un Roi en main, puis pas de pioche du tout",
        "captions": {
            0: "À cette table, chaque pioche a 30 secondes (R9).",
            1: "La Place 2 pioche le K♠, et elle hésite. Que se passe-t-il si le temps s’écoule maintenant ?",
            2: "Le Roi est défaussé sans être utilisé (R9.2) : un Roi défaussé ainsi ne donne pas de pioches en plus. "
               "Le tour se termine, et la Place 2 ne peut pas dire crisp, ni maintenant ni en retard (R9.4). Et si "
               "la Place 3 est lente, elle aussi ?",
            3: "Le temps de la Place 3 s’écoule avant qu’elle pioche : la carte du dessus de la pioche, le 5♦, est "
               "piochée et défaussée pour elle (R9.1). Son tour est perdu, sans annonce de crisp non plus (R9.4).",
            4: "La Place 1 pioche le J♥ : le jeu continue.",
            5: "La Place 1 défausse le J♥ sans s’en servir (R5.1) : son tour est fini, et la pioche de la Place 2 commence.",
        },
    },
}
