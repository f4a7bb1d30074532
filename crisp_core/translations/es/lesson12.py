"""Lesson 12's questions and scenes in Spanish."""

QUESTIONS = {
    "12.queen-run": {
        "en": "2ebcb5f2fe",
        "prompt": "En Crisps la baraja no tiene jotas: los valores van 2, 3, …, 10, Q. En tu mano tienes "
                  "8♣ 9♠ 10♠ Q♦. ¿Es 9♠ 10♠ Q♦ una escalera?",
        "choices": ("Sí: como en la baraja no hay jotas, la reina va justo después del 10",
                    "No: una reina nunca puede formar parte de una escalera",
                    "Sí, pero solo como 8♣ 9♠ 10♠ Q♦, de cuatro cartas"),
        "why_not": {
            0: "Por su valor, la reina sí va justo después del 10, pero es el valor especial: nunca entra en una "
               "escalera (K3.4).",
            2: "Una escalera más larga no ayuda: cualquier escalera con la reina se rechaza (K3.4).",
        },
        "explanation": "La reina es el valor especial (K1.2) y nunca puede formar parte de una escalera ni de una "
                       "escalera de parejas (K3.4). Así que las escaleras de la mano se paran en el 10: 8♣ 9♠ 10♠ "
                       "es una escalera, 9♠ 10♠ Q♦ no.",
    },
    "12.pairs": {
        "en": "bec7a2295a",
        "prompt": "¿Cuántas parejas distintas puedes jugar con 4♦ 4♥ 5♣ 5♠ 8♣ 8♦ 8♥? Escribe un número.",
        "explanation": "Una pareja son dos cartas del mismo valor (K3.1). Los dos cuatros forman 1 pareja y los dos cincos, "
                       "1 pareja; los tres ochos forman 3 parejas distintas (8♣ 8♦, 8♣ 8♥, 8♦ 8♥: C(3, 2) = 3). "
                       "1 + 1 + 3 = 5.",
    },
    "12.equal-rank": {
        "en": "6b040e296b",
        "prompt": "El Puesto 2 sale con la pareja 5♦ 5♥. Tú tienes 5♣ 5♠. ¿Puedes jugarlas encima?",
        "choices": ("No: a una pareja solo la supera una pareja más alta",
                    "Sí: sigue una pareja de valor igual o mayor",
                    "Solo si añades también una tercera carta"),
        "why_not": {
            0: "Crisps no es un juego de «estrictamente más alto»: un valor igual sigue (K5.1).",
            2: "Una combinación que sigue tiene que ser del mismo tipo y tener el mismo número de cartas (K5.1): "
               "dos cartas sobre una pareja.",
        },
        "explanation": "Una combinación normal sigue a otra del mismo tipo y con el mismo número de cartas, con un "
                       "valor igual o mayor (K5.1). 5♣ 5♠ es una pareja de cincos sobre una pareja de cincos: sigue.",
    },
    "12.queen-follow": {
        "en": "ca4912b395",
        "prompt": "El Puesto 2 sale con la carta suelta Q♥. Tú tienes Q♦ y 8♣ 8♦ 8♥ (y otras cartas). ¿Cuáles "
                  "de estas puedes jugar encima?",
        "choices": ("Nada: la reina es el valor más alto",
                    "Solo Q♦",
                    "Q♦, y también 8♣ 8♦ 8♥",
                    "Solo 8♣ 8♦ 8♥"),
        "why_not": {
            0: "Un valor igual sigue (K5.1), y un trío o un póquer sigue a una combinación normal que tiene una "
               "reina (K5.2).",
            1: "Q♦ sigue (K5.1, valor igual), pero el trío también: la carta suelta es del valor especial (K5.2).",
            3: "Los tres ochos siguen (K5.2), pero Q♦ también: una carta suelta de valor igual sigue (K5.1).",
        },
        "explanation": "Q♦ sigue como carta suelta de valor igual (K5.1). Un trío o un póquer solo sigue a una "
                       "combinación normal si esa tiene una carta del valor especial, la reina (K5.2): así que "
                       "8♣ 8♦ 8♥ supera a la Q♥, pero no podría seguir a una escalera ni a una pareja de cincos.",
    },
    "12.passer": {
        "en": "ed671457f4",
        "prompt": "Has ganado la baza: el Puesto 2 ha pasado. Eliges la carta a ciegas. ¿Qué pasa con el 8♠ que "
                  "está boca arriba?",
        "choices": ("Se queda boca arriba para la baza siguiente",
                    "Se lo lleva el Puesto 2, que es quien pasó, y los dos jugadores saben que está en su mano",
                    "Sale de la ronda",
                    "Se lo lleva el Puesto 2, pero puede que tú no lo recuerdes"),
        "why_not": {
            0: "Quien gana toma una carta y quien pasó, la otra (K6.1); después, la siguiente carta del mazo "
               "cerrado se pone boca arriba.",
            2: "Solo las 4 cartas retiradas en el reparto salen de la ronda sin que nadie las vea (K2.2). Quien "
               "pasó toma la otra carta (K6.1).",
            3: "Cuando alguien toma una carta boca arriba, lo ven todos (K6.4), y cuáles conserva todavía el otro "
               "jugador forma parte de lo que sabes (K8.2).",
        },
        "explanation": "Quien gana elige la carta boca arriba o la carta de arriba del mazo cerrado, y quien pasó "
                       "toma la otra (K6.1). Tomar la carta boca arriba es público (K6.4, K8.2): elegir la carta a "
                       "ciegas le da el 8♠ a tu rival, y los dos jugadores lo saben.",
    },
}

SCENES = {}
