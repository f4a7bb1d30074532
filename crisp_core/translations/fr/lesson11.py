"""Lesson 11's questions and scenes in French."""
QUESTIONS = {
    "11.predict-two": {"en": "756aacb641",
        "prompt": "La Place 4 pose deux cartes et dit : « deux sept ». Toi (Place 1), tu as le 7♣ en main. Et le "
                  "« Menteur ! » t’a montré le 7♥, que la Place 2 a ramassé et n’a pas encore posé. À peu près, "
                  "quelle est la probabilité que ce soit vrai ?",
        "choices": ("Environ 1 chance sur 2 : elle a pas mal de cartes",
                    "Environ 1 chance sur 5",
                    "Environ 1 chance sur 10",
                    "Aucune chance : c’est forcément du bluff"),
        "why_not": {
            0: "Il ne manque que deux sept dont tu ne sais pas où ils sont : le 7♦ et le 7♠. La Place 4 doit avoir "
               "les deux parmi ses 12 cartes. C’est rare.",
            1: "C’est le calcul de quelqu’un qui a oublié le 7♥. Il est allé dans la main de la Place 2 (C4.2), "
               "donc il n’est pas dans les cartes de la Place 4. Pour la Place 4, il ne reste que deux sept, pas "
               "trois.",
            3: "Il reste deux sept dont tu ne sais pas où ils sont. La Place 4 peut avoir les deux : c’est "
               "difficile, mais pas impossible.",
        },
        "explanation": "Tu sais où sont le 7♣ (dans ta main) et le 7♥ (dans la main de la Place 2, C6.2). Les 12 "
                       "cartes de la Place 4 viennent des 38 dont tu ne sais pas où elles sont. Parmi elles, il y a "
                       "deux sept, et elle doit avoir les deux. Le premier a 12 chances sur 38 d’être dans sa main ; "
                       "le second, 11 sur 37. Multiplie : 66/703 ≈ 0,094, environ 1 chance sur 10.",
    },
    "11.forgot-reveal": {"en": "a5b7872769",
        "prompt": "Un ami fait le calcul pour la même annonce et trouve 154/703 ≈ 0,22. Il dit : « je ne sais pas "
                  "où sont le 7♦, le 7♥ et le 7♠ ». Qu’est-ce qui ne va pas ?",
        "choices": ("Rien : une carte retournée retourne dans le tas",
                    "Le 7♥ est parti avec le tas dans la main de la Place 2, et la Place 2 n’a pas rejoué depuis",
                    "Ton ami devrait compter aussi le 7♣"),
        "why_not": {
            0: "Après un « Menteur ! », celui qui perd ramasse tout le tas, avec les cartes retournées (C4.2). Le "
               "tas est alors vide.",
            2: "Le 7♣ est dans ta main. Personne d’autre n’a pu poser cette carte.",
        },
        "explanation": "Un « Menteur ! » retourne les dernières cartes posées pour que tout le monde les voie (C4.2, "
                       "C6.2). Celui qui ramasse le tas ramasse aussi ces cartes. Tant que la Place 2 ne rejoue pas, "
                       "le 7♥ est dans la main de la Place 2. Celui qui l’oublie compte trois sept au lieu de deux. "
                       "Alors la probabilité fait plus que doubler : 0,22 au lieu de 0,094.",
    },
    "11.four-aces": {"en": "85aeba2b23",
        "prompt": "Une nouvelle partie, à quatre joueurs. La Place 2 commence : elle pose quatre cartes et dit "
                  "« quatre As ». Tu n’as aucun As. Que peux-tu dire ?",
        "choices": ("C’est du bluff à coup sûr : personne ne reçoit quatre cartes pareilles",
                    "C’est presque sûrement du bluff, mais ça peut être vrai",
                    "C’est aussi probable qu’annoncer un seul As"),
        "why_not": {
            0: "La Place 2 a 13 des 39 cartes que tu ne vois pas. Les quatre As peuvent être parmi elles. C’est "
               "rare, mais ça arrive.",
            2: "Avoir un As parmi 13 cartes, c’est courant (5177/6327 ≈ 0,82). Avoir les quatre est rare (55/6327).",
        },
        "explanation": "Les 13 cartes de la Place 2 viennent des 39 dont tu ne sais pas où elles sont, et quatre "
                       "d’entre elles sont des As. La probabilité qu’elle ait les quatre est "
                       "C(35, 9) / C(39, 13) = 55/6327 ≈ 0,009. (C compte les façons de choisir des cartes : en "
                       "haut, les mains avec les quatre As ; en bas, toutes les mains.) C’est environ 1 fois sur "
                       "115. Donc annoncer quatre, c’est presque toujours du bluff, mais pas toujours (C3.2).",
    },
    "11.hold-two": {"en": "0918d68cef",
        "prompt": "Tu as le 7♣ et le 7♦. Le joueur suivant pose trois cartes et dit « trois sept ». Qu’est-ce que "
                  "c’est ?",
        "choices": ("Interdit : le jeu ne laisse pas annoncer quelque chose d’impossible",
                    "Du bluff à coup sûr : il n’y a que deux sept hors de ta main",
                    "Difficile, mais possible"),
        "why_not": {
            0: "L’annonce peut être fausse ; seul le nombre doit être vrai (C3.2). Personne ne vérifie, sauf si "
               "quelqu’un crie « Menteur ! » (C4.1).",
            2: "Un jeu de cartes contient quatre sept (C1.2). Tu en as deux, donc personne d’autre ne peut en "
               "poser trois.",
        },
        "explanation": "Annoncer ça est permis : les cartes peuvent être n’importe lesquelles (C3.2). Mais c’est faux "
                       "à coup sûr : il ne reste que le 7♥ et le 7♠. La probabilité que ce soit vrai est 0. Crie "
                       "« Menteur ! » : tu ne peux pas perdre (C4.2).",
    },
    "11.rank-after": {"en": "e704108d70",
        "prompt": "La Place 2 a dit « un 5 ». Tu as crié « Menteur ! », c’était du bluff, et la Place 2 a ramassé "
                  "le tas. Maintenant, c’est la Place 3 qui joue. Quel rang doit-elle annoncer ?",
        "choices": ("Des As : le tas est vide, donc tout recommence",
                    "5 encore : le rang du bluff est rejoué",
                    "6 : le rang passe au suivant, comme après n’importe quelle pose"),
        "why_not": {
            0: "Un « Menteur ! » ne ramène jamais le rang à l’As (C4.3).",
            1: "La pose avec bluff compte comme le tour du 5, même si c’était un mensonge. Le rang passe au "
               "suivant (C3.4).",
        },
        "explanation": "Après chaque pose, avec ou sans « Menteur ! », le rang passe au suivant (C3.4). Et c’est le "
                       "voisin de gauche de celui qui a posé qui joue, peu importe qui a crié (C4.3). Donc la "
                       "Place 3 doit annoncer 6.",
    },
    "11.big-pile": {"en": "9d4b696d57",
        "prompt": "Le tas a 20 cartes, et pas 4. Pense à un duel : chaque carte que l’autre ramasse vaut pour toi "
                  "autant qu’une carte que tu ne ramasses pas. Avec un gros tas, dois-tu être plus sûr du bluff "
                  "avant de crier ?",
        "choices": ("Oui : si tu te trompes, tu ramasses 20 cartes",
                    "Non : la probabilité d’équilibre reste 1/2",
                    "Non : avec un gros tas, crie même quand c’est probablement vrai"),
        "why_not": {
            0: "Si tu as raison, c’est l’autre qui ramasse les mêmes 20 cartes (C4.2). Le risque grandit autant "
               "pour vous deux.",
            2: "Si la probabilité que ce soit vrai dépasse 1/2, tu perds plus souvent que tu ne gagnes.",
        },
        "explanation": "Celui qui se trompe ramasse tout le tas (C4.2). Appelle p la probabilité que l’annonce soit "
                       "vraie, et P le nombre de cartes du tas. Avec la probabilité p, tu ramasses les P cartes. Avec "
                       "la probabilité 1 − p, c’est l’autre. Crier est payant quand (1 − p) × P > p × P, "
                       "c’est-à-dire quand p < 1/2. La taille du tas n’y change rien.",
    },
}

SCENES = {}
