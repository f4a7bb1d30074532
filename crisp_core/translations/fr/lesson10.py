"""Lesson 10's questions and scenes in French."""
QUESTIONS = {
    "10.king-final": {"en": "bf2b90ad7b",
        "prompt": "La Place 3 a dit crisp. Pendant ton dernier tour, tu tires un Roi de la pioche. Que se passe-t-il ?",
        "choices": (
            "Rien : tu le défausses, et ton dernier tour est fini.",
            "Tu dois le jouer : il va sur la défausse et tu pioches encore deux fois, toujours pendant ce dernier "
            "tour.",
            "Tu peux l’échanger avec une carte de ta main : il vaut 10 comme tout Valet, Dame ou Roi.",
            "Tu pioches une carte de plus à la place du Roi.",
        ),
        "why_not": {
            0: "Un Roi pioché ne peut pas être défaussé sans être utilisé (R5.2), même pendant un dernier tour.",
            2: "Un Valet, une Dame ou un Roi tiré de la pioche ne peut jamais être échangé avec une carte d’une "
               "main (R4.3).",
            3: "Un Roi donne deux pioches en plus, pas une (R5.5) ; un Roi tiré lors de l’une d’elles en ajoute "
               "deux autres.",
        },
        "explanation": "Un Roi pioché doit être joué (R5.2) : il va sur la défausse et ton tour compte deux pioches "
                       "en plus (R5.5). Un dernier tour est un tour complet (R7.3) : les deux pioches sont donc à "
                       "toi, une belle occasion de faire baisser ton total avant que les cartes soient révélées.",
    },
    "10.match-end": {"en": "3b9750bc5a",
        "prompt": "Tu joues avec une limite de 50. À la fin d’une manche, les scores de la partie sont : toi 38, "
                  "Place 2 52, Place 3 38. Que se passe-t-il ?",
        "choices": (
            "La Place 2 gagne : elle a atteint la limite.",
            "La partie est finie, et la Place 3 et toi gagnez ensemble.",
            "On joue une manche de plus pour vous départager.",
            "Rien pour l’instant : la partie continue jusqu’à ce que tout le monde atteigne 50.",
        ),
        "why_not": {
            0: "Atteindre la limite termine la partie ; ça ne la fait pas gagner. À Crisp, ce sont les scores bas "
               "qui gagnent.",
            2: "Il n’y a pas de manche pour départager : les joueurs à égalité pour le score le plus bas gagnent "
               "ensemble (R11.5).",
            3: "Il suffit qu’un joueur atteigne la limite ou plus pour terminer la partie (R11.4).",
        },
        "explanation": "La partie se termine à la fin de la manche où un score atteint la limite ou plus (R11.4) : "
                       "les 52 de la Place 2 la terminent. Le score le plus bas gagne, et les joueurs à égalité pour "
                       "le plus bas gagnent ensemble (R11.5) : toi et la Place 3, avec 38 chacun.",
    },
}
SCENES = {}
