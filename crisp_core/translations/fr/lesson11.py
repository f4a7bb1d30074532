"""Lesson 11's questions and scenes in French."""
QUESTIONS = {
    "11.predict-two": {"en": "756aacb641",
        "prompt": "La Place 4 pose deux cartes et annonce deux sept. Toi (Place 1), tu as le 7♣, et une contestation "
                  "t’a montré le 7♥, que la Place 2 a ramassé et qu’elle n’a pas posé depuis. À peu près quelle "
                  "est la probabilité que l’annonce soit vraie ?",
        "choices": ("Environ 1 chance sur 2 : un joueur a pas mal de cartes",
                    "Environ 1 chance sur 5",
                    "Environ 1 chance sur 10",
                    "Aucune chance : c’est forcément du bluff"),
        "why_not": {
            0: "Il ne reste que deux sept que tu ne peux pas situer (le 7♦ et le 7♠), et la Place 4 doit avoir les "
               "deux parmi ses 12 cartes : c’est rare.",
            1: "C’est le calcul de quelqu’un qui a oublié le 7♥ : il est allé dans la main de la Place 2 (C4.2), "
               "il ne peut donc pas être dans la pose de la Place 4. Il ne reste que deux sept pour la Place 4, pas "
               "trois.",
            3: "Deux sept ne sont toujours pas situés, et la Place 4 pourrait avoir les deux : c’est peu probable, "
               "pas impossible.",
        },
        "explanation": "Tu peux situer le 7♣ (ta main) et le 7♥ (la main de la Place 2, C6.2). Les 12 cartes de la "
                       "Place 4 viennent des 38 cartes que tu ne peux pas situer, dont deux sont des sept ; il faut "
                       "que les deux soient parmi elles : (12 × 11) / (38 × 37) = 66/703 ≈ 0,094, environ 1 chance "
                       "sur 10.",
    },
    "11.forgot-reveal": {"en": "a5b7872769",
        "prompt": "Un ami calcule la même annonce et trouve 154/703 ≈ 0,22 : « le 7♦, le 7♥ et le 7♠ ne sont "
                  "nulle part ». Qu’est-ce qui ne va pas ?",
        "choices": ("Rien : une carte retournée retourne dans le tas",
                    "Le 7♥ est allé dans la main de la Place 2 quand elle a ramassé le tas, et la Place 2 n’a "
                    "pas posé depuis",
                    "Ton ami devrait compter aussi le 7♣"),
        "why_not": {
            0: "Après une contestation, le perdant ramasse tout le tas, cartes retournées comprises (C4.2) : le "
               "tas est alors vide.",
            2: "Le 7♣ est dans ta propre main : il ne peut être dans la pose de personne.",
        },
        "explanation": "Une contestation retourne la dernière pose face visible pour tout le monde (C4.2, C6.2), "
                       "et celui qui ramasse le tas ramasse ces cartes. Tant que la Place 2 n’a pas posé de "
                       "nouveau, le 7♥ est dans la main de la Place 2. L’oublier met trois sept dans le calcul au lieu de deux, et "
                       "fait plus que doubler la probabilité (0,22 au lieu de 0,094).",
    },
    "11.four-aces": {"en": "85aeba2b23",
        "prompt": "Une nouvelle partie à quatre joueurs : la Place 2 commence en annonçant quatre As. Tu n’as aucun "
                  "As. Que sais-tu ?",
        "choices": ("C’est du bluff à coup sûr : on ne reçoit jamais quatre cartes du même rang",
                    "C’est très probablement du bluff, mais ça peut être vrai",
                    "C’est aussi probable qu’une annonce d’un seul As"),
        "why_not": {
            0: "La Place 2 a 13 des 39 cartes que tu ne vois pas ; les quatre As peuvent tous être parmi elles. "
               "C’est rare, mais ça arrive.",
            2: "Un As parmi 13 cartes, c’est probable (5177/6327 ≈ 0,82) ; les quatre, c’est rare (55/6327).",
        },
        "explanation": "Les 13 cartes de la Place 2 viennent des 39 que tu ne peux pas situer, dont quatre As. Les "
                       "quatre sont parmi elles avec une probabilité de C(35, 9) / C(39, 13) = 55/6327 ≈ 0,009, "
                       "environ 1 sur 115 : une annonce de quatre est presque toujours du bluff, pas toujours "
                       "(C3.2).",
    },
    "11.hold-two": {"en": "0918d68cef",
        "prompt": "Tu as le 7♣ et le 7♦. Le joueur suivant pose trois cartes et annonce trois sept. Qu’est-ce que "
                  "cette annonce ?",
        "choices": ("Interdite : le jeu refuse une annonce qui ne peut pas être vraie",
                    "Du bluff à coup sûr : il n’y a que deux sept en dehors de ta main",
                    "Peu probable mais possible"),
        "why_not": {
            0: "L’annonce peut être fausse ; seul le nombre doit être vrai (C3.2). Personne ne vérifie tant que "
               "personne ne conteste (C4.1).",
            2: "Un jeu a quatre sept (C1.2). Tu en as deux, donc personne d’autre ne peut poser trois sept.",
        },
        "explanation": "L’annonce est permise — les cartes peuvent être n’importe lesquelles (C3.2) — mais elle est "
                       "fausse à coup sûr : il ne reste que le 7♥ et le 7♠. La probabilité qu’elle soit vraie est "
                       "0 : conteste, tu ne peux pas perdre (C4.2).",
    },
    "11.rank-after": {"en": "e704108d70",
        "prompt": "La Place 2 a annoncé un 5 ; tu as contesté, c’était du bluff, et la Place 2 a ramassé le tas. "
                  "Qu’est-ce que la Place 3, le joueur suivant, doit annoncer ?",
        "choices": ("Des As : le tas est vide, donc les rangs recommencent",
                    "Des 5 : le rang du bluff est rejoué",
                    "Des 6 : le rang avance comme après n’importe quelle pose"),
        "why_not": {
            0: "Une contestation ne ramène jamais le rang à l’As (C4.3).",
            1: "La pose bluffée compte quand même comme le tour des 5 : le rang avance (C3.4).",
        },
        "explanation": "Après chaque pose, contestée ou non, le rang demandé devient le suivant (C3.4), et le jeu "
                       "continue avec le voisin de gauche de celui qui a posé, quel que soit celui qui a contesté "
                       "(C4.3) : la Place 3 annonce des 6.",
    },
    "11.big-pile": {"en": "9d4b696d57",
        "prompt": "Le tas a 20 cartes au lieu de 4. Dans un duel (chaque carte que ramasse celui qui a posé vaut "
                  "autant pour toi qu’une carte que tu ne ramasses pas), dois-tu être plus sûr d’un bluff avant "
                  "de contester ?",
        "choices": ("Oui : une contestation ratée coûte 20 cartes",
                    "Non : la probabilité d’équilibre reste 1/2",
                    "Non : avec un gros tas, tu devrais contester même une annonce probablement vraie"),
        "why_not": {
            0: "Une contestation réussie fait ramasser les mêmes 20 cartes à celui qui a posé (C4.2) : les deux "
               "enjeux grandissent ensemble.",
            2: "Une annonce vraie avec une probabilité supérieure à 1/2 te coûte quand même plus souvent qu’elle "
               "ne te rapporte.",
        },
        "explanation": "Celui qui se trompe ramasse tout le tas (C4.2). Avec la probabilité p, c’est toi qui "
                       "ramasses les P cartes ; avec la probabilité 1 − p, c’est celui qui a posé. Contester est "
                       "payant quand (1 − p) × P > p × P, c’est-à-dire quand p < 1/2 : la taille du tas P "
                       "s’annule.",
    },
}
SCENES = {}
