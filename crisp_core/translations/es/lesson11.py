"""Lesson 11's questions and scenes in Spanish."""

QUESTIONS = {
    "11.predict-two": {
        "en": "756aacb641",
        "prompt": "El Puesto 4 baja dos cartas y dice: «dos sietes». Tú (el Puesto 1) tienes el 7♣ en la mano. Y el "
                  "“¡Mentira!” te mostró el 7♥, que se llevó el Puesto 2 y que todavía no ha jugado. Más o menos, "
                  "¿qué probabilidad hay de que sea verdad?",
        "choices": ("Más o menos 1 de cada 2: tiene bastantes cartas",
                    "Más o menos 1 de cada 5",
                    "Más o menos 1 de cada 10",
                    "Ninguna: tiene que ser un farol"),
        "why_not": {
            0: "Solo faltan dos sietes que no sabes dónde están: el 7♦ y el 7♠. El Puesto 4 necesita tener los dos "
               "entre sus 12 cartas. Eso es raro.",
            1: "Esa es la cuenta de quien olvidó el 7♥. Fue a la mano del Puesto 2 (C4.2), así que no está entre "
               "las cartas del Puesto 4. Para el Puesto 4 solo quedan dos sietes, no tres.",
            3: "Todavía hay dos sietes que no sabes dónde están. El Puesto 4 puede tener los dos: es difícil, pero "
               "no imposible.",
        },
        "explanation": "Sabes dónde están el 7♣ (en tu mano) y el 7♥ (en la mano del Puesto 2, C6.2). Las 12 cartas "
                       "del Puesto 4 salieron de las 38 que no sabes dónde están. Entre ellas hay dos sietes, y él "
                       "necesita tener los dos. El primero tiene 12 posibilidades entre 38 de estar en su mano; el "
                       "segundo, 11 entre 37. Multiplica: 66/703 ≈ 0,094, más o menos 1 de cada 10.",
    },
    "11.forgot-reveal": {
        "en": "a5b7872769",
        "prompt": "Un amigo hace la cuenta de la misma declaración y le sale 154/703 ≈ 0,22. Dice: «no sé dónde "
                  "están el 7♦, el 7♥ y el 7♠». ¿Qué está mal?",
        "choices": ("Nada: una carta destapada vuelve al montón",
                    "El 7♥ fue con el montón a la mano del Puesto 2, y el Puesto 2 no ha jugado desde entonces",
                    "Tu amigo debería contar también el 7♣"),
        "why_not": {
            0: "Después de un “¡Mentira!”, quien pierde se lleva todo el montón, con las cartas destapadas (C4.2). "
               "El montón se queda vacío.",
            2: "El 7♣ está en tu mano. Nadie más puede haber jugado esa carta.",
        },
        "explanation": "Un “¡Mentira!” da la vuelta a las últimas cartas para que todos las vean (C4.2, C6.2). Quien "
                       "se lleva el montón se lleva también esas cartas. Hasta que el Puesto 2 vuelva a jugar, el "
                       "7♥ está en la mano del Puesto 2. Quien lo olvida cuenta tres sietes en vez de dos. Entonces "
                       "la probabilidad se hace más del doble: 0,22 en vez de 0,094.",
    },
    "11.four-aces": {
        "en": "85aeba2b23",
        "prompt": "Una partida nueva, con cuatro a la mesa. Empieza el Puesto 2: baja cuatro cartas y dice «cuatro "
                  "ases». Tú no tienes ningún as. ¿Qué puedes decir?",
        "choices": ("Es un farol seguro: nadie recibe cuatro cartas iguales",
                    "Casi seguro que es un farol, pero puede ser verdad",
                    "Es tan probable como decir un solo as"),
        "why_not": {
            0: "El Puesto 2 tiene 13 de las 39 cartas que no ves. Los cuatro ases pueden estar entre ellas. Es "
               "raro, pero pasa.",
            2: "Tener un as entre 13 cartas es normal (5177/6327 ≈ 0,82). Tener los cuatro es raro (55/6327).",
        },
        "explanation": "Las 13 cartas del Puesto 2 salen de las 39 que no sabes dónde están, y cuatro de ellas son "
                       "ases. La probabilidad de que tenga los cuatro es C(35, 9) / C(39, 13) = 55/6327 ≈ 0,009. (C "
                       "cuenta las maneras de elegir cartas: arriba, las manos con los cuatro ases; abajo, todas las "
                       "manos.) Es más o menos 1 vez de cada 115. Así que decir cuatro es casi siempre un farol, "
                       "pero no siempre (C3.2).",
    },
    "11.hold-two": {
        "en": "0918d68cef",
        "prompt": "Tienes el 7♣ y el 7♦. El siguiente jugador baja tres cartas y dice «tres sietes». ¿Qué es eso?",
        "choices": ("Prohibido: el juego no deja decir algo imposible",
                    "Un farol seguro: fuera de tu mano solo hay dos sietes",
                    "Difícil, pero posible"),
        "why_not": {
            0: "La declaración puede ser mentira; solo el número tiene que ser verdad (C3.2). Nadie lo comprueba, "
               "salvo que alguien grite “¡Mentira!” (C4.1).",
            2: "Una baraja tiene cuatro sietes (C1.2). Tú tienes dos, así que nadie más puede bajar tres.",
        },
        "explanation": "Decirlo está permitido: las cartas pueden ser cualesquiera (C3.2). Pero es mentira seguro: "
                       "solo quedan el 7♥ y el 7♠. La probabilidad de que sea verdad es 0. Grita “¡Mentira!”: no "
                       "puedes perder (C4.2).",
    },
    "11.rank-after": {
        "en": "e704108d70",
        "prompt": "El Puesto 2 dijo «un 5». Gritaste “¡Mentira!”, era un farol, y el Puesto 2 se llevó el montón. "
                  "Ahora juega el Puesto 3. ¿Qué valor tiene que decir?",
        "choices": ("Ases: el montón está vacío, así que todo vuelve a empezar",
                    "5 otra vez: el valor del farol se juega de nuevo",
                    "6: el valor pasa al siguiente, como después de cualquier jugada"),
        "why_not": {
            0: "Un “¡Mentira!” nunca hace volver el valor al as (C4.3).",
            1: "La jugada con farol cuenta como el turno del 5, aunque fuera mentira. El valor pasa al siguiente "
               "(C3.4).",
        },
        "explanation": "Después de cada jugada, con “¡Mentira!” o sin él, el valor pasa al siguiente (C3.4). Y juega "
                       "el vecino de la izquierda de quien jugó antes, no importa quién gritó (C4.3). Así que el "
                       "Puesto 3 tiene que decir 6.",
    },
    "11.big-pile": {
        "en": "9d4b696d57",
        "prompt": "El montón tiene 20 cartas, no 4. Piensa en un duelo: cada carta que se lleva el otro es tan buena "
                  "para ti como una carta que no te llevas tú. Con un montón grande, ¿necesitas estar más seguro "
                  "del farol antes de gritar?",
        "choices": ("Sí: si te equivocas, te llevas 20 cartas",
                    "No: la probabilidad de equilibrio sigue siendo 1/2",
                    "No: con un montón grande, grita aunque sea probable que sea verdad"),
        "why_not": {
            0: "Si aciertas, es él quien se lleva las mismas 20 cartas (C4.2). El riesgo crece igual para los dos.",
            2: "Si la probabilidad de que sea verdad pasa de 1/2, pierdes más veces de las que ganas.",
        },
        "explanation": "Quien se equivoca se lleva todo el montón (C4.2). Sea p la probabilidad de que la "
                       "declaración sea verdad y P el número de cartas del montón. Con probabilidad p, te llevas "
                       "tú las P cartas. Con probabilidad 1 − p, se las lleva él. Gritar compensa cuando "
                       "(1 − p) × P > p × P, es decir, cuando p < 1/2. El tamaño del montón no cambia nada.",
    },
}

SCENES = {}
