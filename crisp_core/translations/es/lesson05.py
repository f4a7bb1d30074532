"""Lesson 05's questions and scenes in Spanish."""

QUESTIONS = {
    "05.when": {
        "en": "591710db17",
        "prompt": "Acabas de hacer un cambio y has metido una carta baja en tu mano. Ahora crees que tus tres "
                  "cartas son las más bajas de la mesa. ¿Cuándo puedes cantar crisp?",
        "choices": (
            "En cualquier momento de la ronda, cuando crea que mi total es bajo.",
            "Justo al final de mi turno (o, como muy tarde, justo después de que el siguiente jugador robe su "
            "primera carta).",
            "Solo al principio de mi siguiente turno, antes de robar.",
            "Solo antes de robar en este turno, para que los demás sepan lo que busco.",
        ),
        "why_not": {
            0: "La oportunidad solo llega cuando termina tu turno (R7.1). Como mucho, dura hasta el primer robo "
               "del siguiente jugador (R7.2).",
            2: "Al principio de tu siguiente turno, la oportunidad ya pasó hace rato. Todos los demás ya han "
               "jugado un turno.",
            3: "Antes de robar, tu turno aún no ha terminado. El canto viene después.",
        },
        "explanation": "Cantas justo al final de tu turno (R7.1). Pero nadie avisa de que su turno ha terminado. "
                       "Por eso, aún puedes cantar después de que el siguiente jugador robe, hasta que decida qué "
                       "hace con la carta (R7.2).",
    },
    "05.pass": {
        "en": "f567f5e876",
        "prompt": "Tu turno ha terminado y dices «sin crisp». ¿Qué has querido decir?",
        "choices": (
            "«Me salto mi próximo turno.»",
            "«Le paso mi oportunidad de cantar al siguiente jugador.»",
            "«Ahora no canto crisp.» Puedes decir «sin crisp» en los mismos momentos en que puedes cantar.",
            "«Cantaré un poco más adelante en la ronda.»",
        ),
        "why_not": {
            0: "En Crisp, nadie se salta nunca un turno. «Sin crisp» solo habla del canto de crisp.",
            1: "El siguiente jugador tiene su propia oportunidad, al final de su turno. Esa oportunidad no viene "
               "de ti.",
            3: "La oportunidad de cantar llega al final de tu turno (R7.1). Decir «sin crisp» la cierra hasta el "
               "final de tu siguiente turno.",
        },
        "explanation": "Decir «sin crisp» solo cierra tu oportunidad de cantar al final de este turno (R7.1). "
                       "Puedes decirlo en los mismos momentos en que puedes cantar (S1). Quedarte callado y dejar "
                       "que empiece el siguiente jugador es lo mismo. La única excepción es el canto tardío (R7.2).",
    },
    "05.late": {
        "en": "d954b4b3c6",
        "prompt": "El Puesto 2 termina su turno y se queda callado. El Puesto 3 roba una carta y todavía la está "
                  "mirando. Ahora el Puesto 2 dice «¡crisp!». ¿Qué pasa?",
        "choices": (
            "Demasiado tarde: cuando el siguiente jugador ya ha robado, nadie puede cantar.",
            "El canto vale. El turno del Puesto 3, que ya ha empezado, es su último turno.",
            "El canto vale, pero el Puesto 3 debe devolver la carta y volver a empezar.",
            "El canto vale, y el Puesto 3 todavía jugará otro último turno después de este.",
        ),
        "why_not": {
            0: "Solo es demasiado tarde cuando el Puesto 3 ya ha decidido qué hace con la carta: cambiarla, "
               "descartarla o usar una carta especial.",
            2: "No se deshace nada: el Puesto 3 se queda con la carta que robó.",
            3: "Cada uno de los demás juega solo un último turno (R7.3). El del Puesto 3 es el que ya ha empezado.",
        },
        "explanation": "Este es el canto tardío (R7.2). El siguiente jugador ya ha robado, pero aún no ha decidido "
                       "qué hace con la carta. Así que todavía se puede cantar. El turno que ya empezó cuenta como "
                       "el primero de los últimos turnos (R7.3).",
    },
    "05.final-turns": {
        "en": "ee8378678d",
        "prompt": "Hay cuatro jugadores en la mesa. El Puesto 3 canta crisp al final de su turno. ¿Cuántos turnos "
                  "se juegan todavía antes de que todos enseñen sus cartas?",
        "explanation": "Cada uno de los demás juega un último turno, solo uno. Van en el sentido de las agujas del "
                       "reloj, empezando a la izquierda de quien cantó: Puestos 4, 1 y 2 (R7.3). Quien cantó ya no "
                       "juega. Después del último de esos turnos, todos enseñan sus cartas (R7.5).",
    },
    "05.caller-safe": {
        "en": "6f9969dc0f",
        "prompt": "El Puesto 1 ha cantado crisp. En los últimos turnos, el Puesto 2 roba una Reina. ¿Puede el "
                  "Puesto 2 usarla para cambiar una de sus cartas por una carta del Puesto 1?",
        "choices": (
            "No: cuando cantas, tu mano queda cerrada con llave.",
            "Sí: en los últimos turnos, una Reina todavía puede golpear las cartas de quien cantó.",
            "Solo si el Puesto 1 lo permite.",
            "Sí, pero entonces el Puesto 1 tiene un turno más para arreglar su mano.",
        ),
        "why_not": {
            0: "Nada cierra la mano de quien cantó. Creer que «quien canta está a salvo» es un error común.",
            2: "Un cambio con la Reina no necesita el permiso de nadie. Se hace a ciegas, sin ver la carta del "
               "otro, y no se puede deshacer (R5.4).",
            3: "Quien cantó ya no juega ningún turno. Después del último de los últimos turnos, todos enseñan sus "
               "cartas (R7.5).",
        },
        "explanation": "En los últimos turnos, una Reina todavía puede golpear a quien cantó (R7.3). Cantar es un "
                       "riesgo. Con una Reina, alguien puede darle una carta alta a quien cantó. Y quien cantó no "
                       "vuelve a jugar para arreglarlo.",
    },
    "05.second-call": {
        "en": "804888b384",
        "prompt": "El Puesto 1 ha cantado crisp. En su último turno, el Puesto 2 hace un cambio y mete un As en su "
                  "mano. Ahora cree que tiene aún menos que el Puesto 1. ¿Puede el Puesto 2 cantar crisp también?",
        "choices": (
            "Sí: entonces cantan los dos, y los dos intentan ganar el -5.",
            "Sí: el segundo canto anula el primero.",
            "No: solo hay un canto por ronda, y nadie puede cantar en los últimos turnos.",
        ),
        "why_not": {
            0: "En una ronda nunca hay un segundo jugador que cante crisp (R7.4).",
            1: "Un canto no se puede anular. Y nadie puede cantar en los últimos turnos (R7.4).",
        },
        "explanation": "Solo hay un canto de crisp por ronda, y nadie puede cantar en los últimos turnos (R7.4). "
                       "Pero el Puesto 2 ni siquiera necesita cantar. Si termina con menos puntos que el Puesto 1, "
                       "el Puesto 1 se anota +5 (R11.2).",
    },
    "05.tie": {
        "en": "8db8d1d602",
        "prompt": "El Puesto 2 canta crisp. Al final, todos enseñan sus cartas. Las cartas del Puesto 2 suman 7. "
                  "Las del Puesto 1 también suman 7. Las del Puesto 3 suman 24. ¿Cuántos puntos se anota el "
                  "Puesto 2 en la ronda?",
        "explanation": "7 + 5 = 12. Quien canta solo gana el -5 si tiene menos que todos los demás. Empatar con el "
                       "más bajo no basta: quien cantó se anota +5 (R11.2). El Puesto 1 no cantó y solo se anota "
                       "sus 7 (R11.1).",
    },
    "05.score-low": {
        "en": "f6d3805b83",
        "prompt": "El Puesto 3 canta crisp. Al final, los totales son 12 (Puesto 1), 9 (Puesto 2) y 3 (Puesto 3). "
                  "¿Cuántos puntos se anota el Puesto 3 en la ronda?",
        "explanation": "3 es el total más bajo, sin empate. Así que quien cantó se anota 3 - 5 = -2 (R11.2). Los "
                       "puntos de una ronda pueden ser negativos. Entonces restan puntos al total de la partida de "
                       "quien cantó (R11.3).",
    },
    "05.match-end": {
        "en": "fe4e740dc0",
        "prompt": "El límite es 100. El Puesto 1 tiene 96 puntos. Empieza una ronda nueva, y el Puesto 1 mira un "
                  "Rey y una Reina. ¿Cuándo termina la partida?",
        "choices": (
            "Ahora mismo: con esas cartas, el Puesto 1 ya pasa de 100.",
            "En el momento en que los puntos del Puesto 1 más sus cartas lleguen a 100, en mitad de la ronda.",
            "Al final de esta ronda, después de sumar los puntos. Solo si alguien tiene entonces 100 o más en la "
            "partida.",
            "Cuando todos los jugadores lleguen a 100.",
        ),
        "why_not": {
            0: "Las cartas en la mano todavía no son puntos. Solo cuentan cuando todos enseñan sus cartas, al final "
               "de la ronda (R11.1).",
            1: "La ronda siempre se juega hasta el final (R7.5, R11.4). Nada se para en mitad de ella.",
            3: "Basta con que un jugador llegue al límite (R11.4).",
        },
        "explanation": "Los puntos se suman al final de la ronda (R11.1, R11.3). La partida termina al final de la "
                       "ronda en la que alguien llega al límite o lo pasa (R11.4). Hasta entonces, el Puesto 1 "
                       "todavía puede cambiar sus cartas altas.",
    },
    "05.winner": {
        "en": "484e05cd17",
        "prompt": "El límite es 100. Al final de una ronda, los totales de la partida son 104 (Puesto 1), 83 "
                  "(Puesto 2) y 83 (Puesto 3). ¿Quién gana?",
        "choices": (
            "El Puesto 1, porque llegó al límite.",
            "Los Puestos 2 y 3 comparten la victoria.",
            "Nadie todavía: la partida sigue hasta que se rompa el empate.",
            "El Puesto 2, porque se sienta justo después del Puesto 1.",
        ),
        "why_not": {
            0: "Llegar al límite es una mala noticia. Termina la partida, y gana el total MÁS BAJO (R11.5).",
            2: "Quien empata con el total más bajo comparte la victoria. No hay ronda extra (R11.5).",
            3: "El orden de los puestos no deshace empates. Los empatados comparten la victoria (R11.5).",
        },
        "explanation": "Los 104 del Puesto 1 terminan la partida al final de esta ronda (R11.4). Gana el total de "
                       "la partida más bajo. Los empatados con el más bajo comparten la victoria (R11.5).",
    },
}

SCENES = {
    "crisp_call": {
        "en": "a6063b3522",
        "title": "Cantar crisp, los últimos turnos y las cartas a la vista",
        "captions": {
            0: "El Puesto 2 conoce su carta de la izquierda (A♣) y la de la derecha (3♦): 4 puntos. La carta del "
               "centro no la ha visto nunca.",
            1: "El Puesto 2 roba el 2♠.",
            2: "El Puesto 2 lo cambia por la del centro (el 9♥ va al descarte). Ahora conoce sus tres cartas: "
               "A♣ 2♠ 3♦ = 6. ¿Un 6 es lo bastante bajo para cantar?",
            3: "El Puesto 2 canta crisp justo al final de su turno (R7.1). Ahora cada uno de los demás juega un "
               "último turno, solo uno. Van en el sentido de las agujas del reloj, desde la izquierda de quien "
               "cantó: primero el Puesto 3, luego el Puesto 1 (R7.3). Nadie más puede cantar en esta ronda (R7.4).",
            4: "El último turno del Puesto 3: el 10♦.",
            5: "El último turno del Puesto 3 ha terminado. Falta uno más: ¿de quién?",
            6: "El último turno del Puesto 1: el 8♠.",
            7: "Ese fue el último de los últimos turnos. Todos enseñan sus cartas (R7.5). Los puntos de la ronda son "
               "la suma de las tres cartas (R11.1). El 6 del Puesto 2 es el total más bajo, sin empate. Así que el "
               "Puesto 2 se anota 6 - 5 = 1 (R11.2).",
        },
    },
    "late_call": {
        "en": "67b7f4d6a0",
        "title": "Un canto tardío, cuando el siguiente jugador ya ha robado",
        "captions": {
            0: "El Puesto 2 conoce su carta de la izquierda (A♣) y la de la derecha (2♦).",
            1: "El Puesto 2 roba el 3♠.",
            2: "El Puesto 2 lo cambia por la del centro (el 8♣ va al descarte): A♣ 3♠ 2♦ = 6. El turno ha "
               "terminado, pero nadie lo avisa. Y el Puesto 2 todavía se queda callado.",
            3: "El Puesto 3 ha robado el 9♦ y aún no ha decidido qué hace con él. ¿Puede el Puesto 2 cantar crisp "
               "todavía?",
            4: "Sí: es un canto tardío. El siguiente jugador ya ha robado, pero aún no ha decidido qué hace con la "
               "carta (R7.2). El turno del Puesto 3, que ya empezó, cuenta como el primero de los últimos turnos. "
               "¿Cuántos turnos más tendrá el Puesto 3?",
            5: "Ninguno: el Puesto 3 descarta el 9♦, y ese fue su último turno.",
            6: "El último turno del Puesto 1: el 7♦.",
            7: "El último turno del Puesto 1 termina la ronda (R7.3, R7.5). El 6 del Puesto 2 es el total más bajo, "
               "sin empate: 6 - 5 = 1 (R11.2).",
        },
    },
    "tie_for_lowest": {
        "en": "7b900b349a",
        "title": "Quien canta empata en el total más bajo",
        "captions": {
            0: "El Puesto 2 conoce su carta de la izquierda (2♣) y la de la derecha (4♥).",
            1: "El Puesto 2 roba el A♠.",
            2: "El Puesto 2 lo cambia por la del centro (el 9♦ va al descarte): 2♣ A♠ 4♥ = 7.",
            3: "El Puesto 2 canta crisp con 7 (R7.1). El Puesto 2 no ha visto ninguna carta del Puesto 1.",
            6: "El último turno del Puesto 1: la J♣. El Puesto 1 también tiene 7. ¿Cuántos puntos se anotará el "
               "Puesto 2?",
            7: "Todos enseñan sus cartas (R7.5). El Puesto 2 tiene 7, y el Puesto 1 también. Empatar en el total "
               "más bajo no basta. Solo gana el -5 quien canta y tiene menos que todos. Así que el Puesto 2 se "
               "anota 7 + 5 = 12, y el Puesto 1 se anota 7 (R11.1, R11.2).",
        },
    },
    "caller_hit_by_queen": {
        "en": "9a0c021d06",
        "title": "Quien canta no está a salvo: una Reina en un último turno",
        "captions": {
            0: "El Puesto 2 conoce su carta de la izquierda (A♣) y la de la derecha (3♦). El Puesto 3 sabe que su "
               "carta de la izquierda es el K♣.",
            1: "El Puesto 2 roba el 2♠.",
            2: "El Puesto 2 lo cambia por la del centro (el 8♥ va al descarte): A♣ 2♠ 3♦ = 6.",
            3: "El Puesto 2 canta crisp con 6. ¿Está a salvo ahora la mano del Puesto 2?",
            4: "El último turno del Puesto 3: la Q♥. Las cartas de quien canta suelen ser bajas...",
            5: "El Puesto 3 usa la Reina (R5.4). Cambia su K♣ por la carta de la izquierda de quien cantó, sin saber "
               "qué carta va a recibir. En los últimos turnos, una Reina todavía puede golpear a quien cantó "
               "(R7.3). El Puesto 2 mira su nueva carta de la izquierda: el K♣ (R5.4.2). Y no puede hacer nada, "
               "porque quien cantó ya no juega.",
            6: "El último turno del Puesto 1: el 10♦.",
            7: "Todos enseñan sus cartas: el Puesto 2 tiene K♣ 2♠ 3♦ = 15, y el Puesto 3 tiene 10. Quien cantó no "
               "tiene el total más bajo: 15 + 5 = 20 (R11.2).",
        },
    },
}
