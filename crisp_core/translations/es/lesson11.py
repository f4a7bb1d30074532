"""Lesson 11's questions and scenes in Spanish."""

QUESTIONS = {
    "11.predict-two": {
        "en": "756aacb641",
        "prompt": "El Puesto 4 baja dos cartas y declara dos sietes. Tú (el Puesto 1) tienes el 7♣, y un desafío te "
                  "mostró el 7♥, que se llevó el Puesto 2 y que no ha jugado desde entonces. Más o menos, ¿qué "
                  "probabilidad hay de que la declaración sea verdad?",
        "choices": ("Más o menos 1 de cada 2: un jugador tiene bastantes cartas",
                    "Más o menos 1 de cada 5",
                    "Más o menos 1 de cada 10",
                    "Ninguna: tiene que ser un farol"),
        "why_not": {
            0: "Solo quedan dos sietes que no puedes situar (el 7♦ y el 7♠), y el Puesto 4 necesita tener los dos "
               "entre sus 12 cartas: eso es raro.",
            1: "Esa es la cuenta de alguien que se olvidó del 7♥: fue a la mano del Puesto 2 (C4.2), así que no "
               "puede estar en la jugada del Puesto 4. Para el Puesto 4 solo quedan dos sietes, no tres.",
            3: "Todavía hay dos sietes sin situar, y el Puesto 4 podría tener los dos: es improbable, no imposible.",
        },
        "explanation": "Puedes situar el 7♣ (tu mano) y el 7♥ (la mano del Puesto 2, C6.2). Las 12 cartas del "
                       "Puesto 4 salieron de las 38 cartas que no puedes situar, y dos de ellas son sietes; los dos "
                       "tienen que estar entre ellas: (12 × 11) / (38 × 37) = 66/703 ≈ 0,094, más o menos 1 de "
                       "cada 10.",
    },
    "11.forgot-reveal": {
        "en": "a5b7872769",
        "prompt": "Un amigo cuenta la misma declaración y le sale 154/703 ≈ 0,22: «no se sabe dónde están el 7♦, "
                  "el 7♥ y el 7♠». ¿Qué está mal?",
        "choices": ("Nada: una carta a la que se da la vuelta vuelve al montón",
                    "El 7♥ fue a la mano del Puesto 2 cuando se llevó el montón, y el Puesto 2 no ha jugado desde "
                    "entonces",
                    "Tu amigo también debería contar el 7♣"),
        "why_not": {
            0: "Después de un desafío, quien pierde se lleva todo el montón, incluidas las cartas a las que se dio "
               "la vuelta (C4.2): el montón queda vacío.",
            2: "El 7♣ está en tu propia mano: no puede estar en la jugada de nadie.",
        },
        "explanation": "Un desafío da la vuelta a la última jugada para que todos la vean (C4.2, C6.2), y quien se "
                       "lleva el montón se lleva esas cartas. Hasta que el Puesto 2 vuelva a jugar, el 7♥ está en "
                       "la mano del Puesto 2. Olvidarlo mete en la cuenta tres sietes en vez de dos, y multiplica la probabilidad por "
                       "más de dos (0,22 en vez de 0,094).",
    },
    "11.four-aces": {
        "en": "85aeba2b23",
        "prompt": "Una partida nueva con cuatro jugadores: el Puesto 2 empieza declarando cuatro ases. Tú no "
                  "tienes ningún As. ¿Qué sabes?",
        "choices": ("Es un farol seguro: nunca se reparten cuatro cartas iguales a nadie",
                    "Es muy probablemente un farol, pero puede ser verdad",
                    "Es igual de probable que una declaración de un As"),
        "why_not": {
            0: "El Puesto 2 tiene 13 de las 39 cartas que no puedes ver; los cuatro ases pueden estar entre ellas. "
               "Es raro, pero pasa.",
            2: "Un As entre 13 cartas es probable (5177/6327 ≈ 0,82); los cuatro es raro (55/6327).",
        },
        "explanation": "Las 13 cartas del Puesto 2 salen de las 39 que no puedes situar, y cuatro de ellas son "
                       "ases. Los cuatro están entre ellas con probabilidad C(35, 9) / C(39, 13) = 55/6327 ≈ 0,009, "
                       "más o menos 1 de cada 115: una declaración de cuatro es casi siempre un farol, pero no "
                       "siempre (C3.2).",
    },
    "11.hold-two": {
        "en": "0918d68cef",
        "prompt": "Tienes el 7♣ y el 7♦. El siguiente jugador baja tres cartas y declara tres sietes. ¿Qué es esta "
                  "declaración?",
        "choices": ("No está permitida: el juego rechaza una declaración que no puede ser verdad",
                    "Un farol seguro: fuera de tu mano solo hay dos sietes",
                    "Improbable, pero posible"),
        "why_not": {
            0: "La declaración puede ser falsa; solo el número tiene que ser verdad (C3.2). Nadie lo comprueba si "
               "nadie desafía (C4.1).",
            2: "Una baraja tiene cuatro sietes (C1.2). Tú tienes dos, así que nadie más puede bajar tres sietes.",
        },
        "explanation": "La declaración está permitida — las cartas pueden ser cualesquiera (C3.2) —, pero es falsa "
                       "seguro: solo quedan el 7♥ y el 7♠. La probabilidad de que sea verdad es 0: desafía, no "
                       "puedes perder (C4.2).",
    },
    "11.rank-after": {
        "en": "e704108d70",
        "prompt": "El Puesto 2 declaró un 5; lo desafiaste, era un farol y el Puesto 2 se llevó el montón. ¿Qué "
                  "tiene que declarar el Puesto 3, el siguiente jugador?",
        "choices": ("Ases: el montón está vacío, así que los valores vuelven a empezar",
                    "Los 5: se vuelve a jugar el valor del farol",
                    "Los 6: el valor avanza como después de cualquier jugada"),
        "why_not": {
            0: "Un desafío nunca devuelve el valor al A (C4.3).",
            1: "La jugada del farol cuenta igualmente como el turno de los 5: el valor avanza (C3.4).",
        },
        "explanation": "Después de cada jugada, haya desafío o no, el valor que toca pasa a ser el siguiente "
                       "(C3.4), y el juego sigue con el vecino de la izquierda de quien declaró, sea quien sea quien "
                       "desafió (C4.3): el Puesto 3 declara 6.",
    },
    "11.big-pile": {
        "en": "9d4b696d57",
        "prompt": "El montón tiene 20 cartas en vez de 4. En un duelo (cada carta que se lleva quien declara es "
                  "tan buena para ti como una carta que no te llevas), ¿tienes que estar más seguro de que es un "
                  "farol antes de desafiar?",
        "choices": ("Sí: un desafío equivocado cuesta 20 cartas",
                    "No: la probabilidad de equilibrio sigue siendo 1/2",
                    "No: con un montón grande deberías desafiar incluso una declaración probable"),
        "why_not": {
            0: "Un desafío acertado hace que quien declaró se lleve esas mismas 20 cartas (C4.2): lo que está en "
               "juego crece igual para los dos.",
            2: "Una declaración que es verdad con probabilidad mayor que 1/2 te sigue costando más veces de las "
               "que te compensa.",
        },
        "explanation": "Quien se equivoca se lleva todo el montón (C4.2). Con probabilidad p te llevas P cartas; "
                       "con probabilidad 1 − p se las lleva quien declaró. Desafiar compensa cuando "
                       "(1 − p) × P > p × P, es decir, cuando p < 1/2: el tamaño P del montón se anula.",
    },
}

SCENES = {}
