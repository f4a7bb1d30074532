"""Lesson 01's questions and scenes in Spanish."""

QUESTIONS = {
    "01.hand-total": {
        "en": "81cbba0f8d",
        "prompt": "Tus tres cartas son K♥, 3♦ y A♠. ¿Cuánto vale tu mano?",
        "explanation": "El Rey cuenta 10, el 3 cuenta 3 y el As cuenta 1: 10 + 3 + 1 = 14 (R1.3). "
                       "El As es la mejor carta que puedes tener; un Rey no es peor que un 10, ni mejor.",
    },
    "01.suit": {
        "en": "2fd1770296",
        "prompt": "Dos manos: K♠ 2♥ A♣ y 10♦ 2♠ A♥. ¿Cuál es más baja?",
        "choices": ("La primera", "La segunda", "Ninguna: valen lo mismo"),
        "why_not": {
            0: "Aquí un Rey no vale ni más ni menos que un 10: el 10 y todas las figuras cuentan 10, "
               "y los palos no cambian nada.",
            1: "Un Rey no vale 13: el 10 y todas las figuras cuentan 10, y los palos no cambian nada.",
        },
        "explanation": "Las dos valen 10 + 2 + 1 = 13. El 10, la Jota, la Reina y el Rey cuentan 10 (R1.3), y el "
                       "palo de una carta dice qué carta es (la baraja tiene 52 cartas distintas, R1.2), pero nunca "
                       "cambia su puntuación.",
    },
    "01.face-in-hand": {
        "en": "b4e6b2c830",
        "prompt": "En el reparto, una de tus tres cartas es una Reina. ¿Qué hace por ti?",
        "choices": ("Nada: en tu mano es solo una carta que vale 10",
                    "Puedes usar su poder especial en tu primer turno",
                    "Cuenta 12, porque es una Reina",
                    "Cuenta 0 hasta que la hayas usado"),
        "why_not": {
            1: "La Jota, la Reina y el Rey solo hacen algo cuando los robas del mazo durante un turno (lo verás "
               "en las próximas lecciones). Una figura que ya está en una mano no tiene ningún poder.",
            2: "Ninguna carta cuenta más de 10: el 10, la Jota, la Reina y el Rey cuentan 10.",
            3: "Una carta de tu mano siempre cuenta; una figura en una mano cuenta 10 desde el momento en que "
               "está ahí.",
        },
        "explanation": "Una Jota, una Reina o un Rey que ocupa una de tus tres posiciones es un 10 normal, "
                       "sin efecto (R1.4). Las figuras solo actúan cuando se roban del mazo, y una carta así nunca "
                       "entra en una mano.",
    },
    "01.fifth-card": {
        "en": "3ff79909cb",
        "prompt": "Cuatro jugadores; reparte el Puesto 1. Las cartas se dan boca abajo, de una en una. "
                  "¿Adónde va la 5.ª carta de la baraja?",
        "choices": ("Puesto 2, carta del centro", "Puesto 3, carta del centro", "Puesto 1, carta del centro",
                    "Puesto 2, carta de la izquierda"),
        "why_not": {
            1: "Eso sería cierto si cada jugador recibiera sus tres cartas de golpe. El reparto da las cartas "
               "de una en una y da tres vueltas a la mesa.",
            2: "Quien reparte se sirve el último en cada vuelta, no el primero: el reparto empieza por el "
               "puesto a la izquierda de quien reparte.",
            3: "El Puesto 2 ya recibió la 1.ª carta: es su carta de la izquierda. Una carta por jugador en cada "
               "vuelta: la 5.ª carta empieza la segunda vuelta.",
        },
        "explanation": "El reparto empieza a la izquierda de quien reparte y da una carta a cada puesto en cada "
                       "vuelta (R2.2). Las cartas 1-4 son las cartas de la izquierda de los Puestos 2, 3, 4, 1. "
                       "Así que la carta 5 empieza la segunda vuelta: es la carta del centro del Puesto 2.",
    },
    "01.dealer-next": {
        "en": "f329360b0f",
        "prompt": "Cuatro jugadores (Puestos 1-4). El Puesto 4 reparte en la primera ronda. ¿Quién reparte en "
                  "la tercera ronda?",
        "choices": ("Puesto 1", "Puesto 2", "Puesto 3", "Puesto 4"),
        "why_not": {
            0: "El Puesto 1 reparte en la segunda ronda: el turno de repartir pasa un puesto a la izquierda en "
               "cada ronda, y pasa dos veces antes de la tercera ronda.",
            2: "El reparto pasa a la izquierda, al número de puesto siguiente, no hacia atrás: del Puesto 4 "
               "pasa al Puesto 1 y luego al Puesto 2.",
            3: "Quien reparte cambia en cada ronda; nadie se queda con el reparto.",
        },
        "explanation": "El turno de repartir pasa un puesto a la izquierda (en el sentido de las agujas del reloj) "
                       "en cada ronda (R2.1), y a la «izquierda» del último puesto vuelve a estar el Puesto 1 "
                       "(R1.1): el Puesto 4, luego el Puesto 1 y luego el Puesto 2.",
    },
    "01.peek": {
        "en": "ed021351a3",
        "prompt": "Ya se han repartido las cartas. ¿Cuáles de tus tres cartas puedes mirar?",
        "choices": ("La de la izquierda y la de la derecha, una vez", "Las tres, una vez", "Solo la del centro",
                    "Las tres, cuando quieras", "Ninguna"),
        "why_not": {
            1: "Tu carta del centro sigue oculta, incluso para ti. Más adelante aprenderás maneras de "
               "descubrirla.",
            2: "Es al revés: ves las dos cartas de los lados y nunca la del centro.",
            3: "Miras una vez, justo después del reparto, y luego tus cartas se quedan boca abajo: tienes que "
               "recordarlas. Crisp es un juego de memoria.",
            4: "Sí que puedes mirar una vez dos de ellas.",
        },
        "explanation": "Justo después del reparto, cada jugador mira una vez sus propias cartas de la izquierda "
                       "y de la derecha; nadie ve su propia carta del centro (R2.4). A partir de ahí las cartas se "
                       "quedan boca abajo y juegas de memoria.",
    },
    "01.first-turn": {
        "en": "69b8747fbd",
        "prompt": "Cinco jugadores (Puestos 1-5). Reparte el Puesto 5. ¿Quién juega el primer turno?",
        "choices": ("Puesto 5", "Puesto 1", "Puesto 4", "Puesto 2"),
        "why_not": {
            0: "Quien reparte es el último de la mesa en jugar, no el primero.",
            2: "El Puesto 4 está a la derecha de quien reparte. El juego va hacia la izquierda, al número de "
               "puesto siguiente, así que el Puesto 4 juega justo antes de quien reparte, al final de la primera "
               "vuelta a la mesa.",
            3: "A la izquierda del último puesto, el Puesto 5, está el Puesto 1: los números dan la vuelta a la "
               "mesa.",
        },
        "explanation": "Juega primero el puesto a la izquierda de quien reparte (R2.5); en una mesa de cinco, a "
                       "la izquierda del Puesto 5, el último puesto, vuelve a estar el Puesto 1 (R1.1). Es "
                       "también el puesto que recibió la primera carta del reparto.",
    },
}

SCENES = {
    "deal_by_number": {
        "en": "3318e6e1c8",
        "title": "El reparto, carta a carta",
        "captions": {
            0: "Repartió el Puesto 1. Las doce cartas de arriba eran los tréboles del As a la Reina, en ese "
               "orden, así que el valor de una carta dice cuándo se repartió: el Puesto 2 recibió las cartas "
               "1.ª, 5.ª y 9.ª (R2.2). Cada puesto ha mirado sus propias cartas de la izquierda y de la derecha; "
               "nadie ha mirado una carta del centro (R2.4).",
        },
    },
}
