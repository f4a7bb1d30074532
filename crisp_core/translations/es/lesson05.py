"""Lesson 05's questions and scenes in Spanish."""

QUESTIONS = {
    "05.when": {
        "en": "591710db17",
        "prompt": "Acabas de meter una carta baja en tu mano con un cambio y crees que ahora tus tres cartas son "
                  "las más bajas de la mesa. ¿Cuándo puedes cantar crisp?",
        "choices": (
            "En cualquier momento de la ronda, cuando me vea con un total lo bastante bajo.",
            "Justo al final de mi propio turno (o, como muy tarde, justo después del primer robo del siguiente "
            "jugador).",
            "Solo al principio de mi siguiente turno, antes de robar.",
            "Solo antes de robar en este turno, para que los demás sepan a qué juego.",
        ),
        "why_not": {
            0: "La oportunidad llega solo cuando termina tu propio turno (R7.1), y se alarga como mucho hasta el "
               "primer robo del siguiente jugador (R7.2).",
            2: "Al principio de tu siguiente turno la oportunidad ya pasó hace mucho: ha pasado toda una vuelta "
               "de turnos.",
            3: "Antes de robar, tu turno aún no ha terminado; el canto viene después.",
        },
        "explanation": "El canto llega justo al final de tu propio turno (R7.1). Nadie anuncia el final de un "
                       "turno, así que aún se puede cantar después del primer robo del siguiente jugador, hasta "
                       "que ese robo se resuelve (R7.2).",
    },
    "05.pass": {
        "en": "f567f5e876",
        "prompt": "Tu turno ha terminado y dices «sin crisp». ¿Qué has dicho?",
        "choices": (
            "«Me salto mi próximo turno.»",
            "«Le paso mi oportunidad de cantar al siguiente jugador.»",
            "«Ahora no canto crisp.» Decir «sin crisp» está permitido exactamente cuando lo estaría cantar.",
            "«Cantaré un poco más adelante en la ronda.»",
        ),
        "why_not": {
            0: "En Crisp nadie se salta nunca un turno; «sin crisp» solo tiene que ver con el canto de crisp.",
            1: "La oportunidad del siguiente jugador llega al final de su propio turno, no del tuyo.",
            3: "La oportunidad de cantar llega al final de tu propio turno (R7.1); «sin crisp» la cierra hasta "
               "que termine tu siguiente turno.",
        },
        "explanation": "Decir «sin crisp» solo cierra tu oportunidad de cantar al final de este turno (R7.1); está "
                       "permitido exactamente cuando lo estaría cantar crisp (S1). No decir nada y dejar que "
                       "empiece el siguiente jugador significa lo mismo, salvo por el canto tardío de R7.2.",
    },
    "05.late": {
        "en": "d954b4b3c6",
        "prompt": "El Puesto 2 termina su turno sin decir nada. El Puesto 3 roba una carta y todavía la está "
                  "mirando. Ahora el Puesto 2 dice «¡crisp!». ¿Qué pasa?",
        "choices": (
            "Demasiado tarde: cuando el siguiente jugador ya ha robado, nadie puede cantar.",
            "El canto vale, y el turno del Puesto 3, que ya ha empezado, es su último turno.",
            "El canto vale, pero el Puesto 3 debe devolver la carta y volver a empezar.",
            "El canto vale, y el Puesto 3 todavía tendrá un último turno después de este.",
        ),
        "why_not": {
            0: "Solo es demasiado tarde cuando el Puesto 3 ya ha resuelto ese primer robo (cambiar, descartar o "
               "carta especial).",
            2: "No se deshace nada: el Puesto 3 sigue con la carta que robó.",
            3: "Cada uno de los demás jugadores tiene exactamente un último turno (R7.3); el del Puesto 3 es el "
               "que ya ha empezado.",
        },
        "explanation": "Es el canto tardío (R7.2): después del primer robo del siguiente jugador y antes de que ese "
                       "robo se resuelva, aún se puede cantar, y el turno en marcha cuenta como el primero de los "
                       "últimos turnos (R7.3).",
    },
    "05.final-turns": {
        "en": "ee8378678d",
        "prompt": "Hay cuatro jugadores en la mesa. El Puesto 3 canta crisp al final de su propio turno. ¿Cuántos "
                  "turnos más se juegan antes de descubrir las cartas?",
        "explanation": "Cada uno de los demás jugadores juega exactamente un último turno, en el sentido de las "
                       "agujas del reloj a partir de la izquierda de quien cantó: los Puestos 4, 1 y 2 (R7.3). "
                       "Quien cantó no vuelve a jugar; tras el último de los últimos turnos se descubren todas las "
                       "cartas (R7.5).",
    },
    "05.caller-safe": {
        "en": "6f9969dc0f",
        "prompt": "El Puesto 1 ha cantado crisp. Durante los últimos turnos, el Puesto 2 roba una Reina. ¿Puede el "
                  "Puesto 2 usarla para cambiar una de sus cartas por una de las cartas del Puesto 1?",
        "choices": (
            "No: cuando cantas, tu mano queda bloqueada.",
            "Sí: durante los últimos turnos, una Reina todavía puede tocar las cartas de quien cantó.",
            "Solo si el Puesto 1 está de acuerdo.",
            "Sí, pero entonces el Puesto 1 tiene un turno más para arreglar su mano.",
        ),
        "why_not": {
            0: "Nada bloquea la mano de quien cantó: ese es el error de creer que «quien canta está a salvo».",
            2: "Un cambio con la Reina no necesita el permiso de nadie: es a ciegas y definitivo (R5.4).",
            3: "Quien cantó no juega ningún último turno: tras el último de los últimos turnos se descubren las "
               "cartas (R7.5).",
        },
        "explanation": "Durante los últimos turnos, quien cantó todavía puede ser objetivo de un cambio con la "
                       "Reina (R7.3). Cantar es un riesgo: una Reina puede darle a quien cantó una carta alta, y "
                       "quien cantó ya no vuelve a jugar para arreglarlo.",
    },
    "05.second-call": {
        "en": "804888b384",
        "prompt": "El Puesto 1 ha cantado crisp. En su último turno, el Puesto 2 mete un As en su mano con un "
                  "cambio y ahora cree que tiene aún menos que el Puesto 1. ¿Puede el Puesto 2 cantar crisp "
                  "también?",
        "choices": (
            "Sí: entonces los dos que cantan juegan por el -5.",
            "Sí: el segundo canto anula el primero.",
            "No: solo un canto por ronda, y nadie puede cantar durante los últimos turnos.",
        ),
        "why_not": {
            0: "Nunca hay un segundo jugador que cante en una ronda (R7.4).",
            1: "Un canto no se puede anular, y nadie puede cantar durante los últimos turnos (R7.4).",
        },
        "explanation": "Solo un canto de crisp por ronda, y nadie puede cantar durante los últimos turnos (R7.4). "
                       "Además, el Puesto 2 no necesita cantar: si acaba estrictamente por debajo del Puesto 1, "
                       "el Puesto 1 se anota +5 (R11.2).",
    },
    "05.tie": {
        "en": "8db8d1d602",
        "prompt": "El Puesto 2 canta crisp. Al descubrir las cartas, las del Puesto 2 suman 7, las del Puesto 1 "
                  "también 7, y las del Puesto 3, 24. ¿Cuántos puntos se anota el Puesto 2 en la ronda?",
        "explanation": "7 + 5 = 12. Quien canta solo se anota -5 con un total estrictamente más bajo que el de "
                       "todos los demás; empatar con el más bajo no basta, y quien canta se anota +5 (R11.2). El "
                       "Puesto 1 no cantó y simplemente se anota su 7 (R11.1).",
    },
    "05.score-low": {
        "en": "f6d3805b83",
        "prompt": "El Puesto 3 canta crisp. Al descubrir las cartas, los totales son 12 (Puesto 1), 9 (Puesto 2) "
                  "y 3 (Puesto 3). ¿Cuántos puntos se anota el Puesto 3 en la ronda?",
        "explanation": "3 es estrictamente el más bajo, así que quien cantó se anota 3 - 5 = -2 (R11.2): los "
                       "puntos de una ronda pueden ser negativos, y entonces restan puntos a la puntuación de la "
                       "partida de quien cantó (R11.3).",
    },
    "05.match-end": {
        "en": "fe4e740dc0",
        "prompt": "El límite es 100. El Puesto 1 tiene 96 puntos; se reparte una ronda nueva y el Puesto 1 mira un "
                  "Rey y una Reina. ¿Cuándo termina la partida?",
        "choices": (
            "Ahora mismo: las cartas del Puesto 1 ya lo llevan por encima de 100.",
            "En el momento en que la puntuación de la partida del Puesto 1 más sus cartas llega a 100 durante "
            "la ronda.",
            "Al final de esta ronda, una vez sumados los puntos de la ronda, si entonces alguna puntuación de la "
            "partida es 100 o más.",
            "Cuando todos los jugadores hayan llegado a 100.",
        ),
        "why_not": {
            0: "Las cartas de la mano todavía no son puntos: solo cuentan al descubrirlas al final de la ronda "
               "(R11.1).",
            1: "La ronda siempre se juega hasta el final (R7.5, R11.4); nada se detiene a mitad.",
            3: "Basta con que un jugador llegue al límite (R11.4).",
        },
        "explanation": "Los puntos de la ronda se suman al final de la ronda (R11.1, R11.3), y la partida termina "
                       "al final de la ronda en la que alguna puntuación de la partida llega al límite o lo supera "
                       "(R11.4). Hasta entonces, el Puesto 1 todavía puede deshacerse de sus cartas altas con "
                       "cambios.",
    },
    "05.winner": {
        "en": "484e05cd17",
        "prompt": "El límite es 100. Al final de una ronda, las puntuaciones de la partida son 104 (Puesto 1), 83 "
                  "(Puesto 2) y 83 (Puesto 3). ¿Quién gana?",
        "choices": (
            "El Puesto 1, porque llegó al límite.",
            "Los Puestos 2 y 3 comparten la victoria.",
            "Nadie todavía: la partida sigue hasta que se deshaga el empate.",
            "El Puesto 2, porque está sentado justo después del Puesto 1.",
        ),
        "why_not": {
            0: "Llegar al límite es una mala noticia: termina la partida, y gana la puntuación MÁS BAJA (R11.5).",
            2: "Un empate con la puntuación más baja se comparte; no se juega ninguna ronda extra (R11.5).",
            3: "El orden de los puestos no deshace empates: los jugadores empatados comparten la victoria "
               "(R11.5).",
        },
        "explanation": "Los 104 del Puesto 1 terminan la partida al final de esta ronda (R11.4); gana la "
                       "puntuación de la partida más baja, y los jugadores empatados con la más baja comparten la "
                       "victoria (R11.5).",
    },
}

SCENES = {
    "caller_hit_by_queen": {
        "en": "9a0c021d06",
        "title": "Quien canta no está a salvo: una Reina en un último turno",
        "captions": {
            0: "El Puesto 2 conoce su L (A♣) y su R (3♦); el Puesto 3 sabe que su L es el K♣.",
            1: "El Puesto 2 roba el 2♠.",
            2: "El Puesto 2 lo cambia por su M (el 8♥ va al descarte): A♣ 2♠ 3♦ = 6.",
            3: "El Puesto 2 canta crisp con 6. ¿Está ahora a salvo la mano del Puesto 2?",
            4: "Último turno del Puesto 3: la Q♥. Las cartas de quien canta suelen ser bajas...",
            5: "El Puesto 3 usa la Reina (R5.4) para cambiar su K♣ por la L de quien cantó, a ciegas: durante "
               "los últimos turnos, quien cantó todavía puede ser objetivo de una Reina (R7.3). El Puesto 2 mira "
               "la carta que le queda en su L, el K♣ (R5.4.2), y no puede hacer nada: quien cantó ya no tiene "
               "más turnos.",
            6: "Último turno del Puesto 1: el 10♦.",
            7: "Se descubren todas las cartas: el Puesto 2 tiene K♣ 2♠ 3♦ = 15, y el Puesto 3 tiene 10. Quien "
               "cantó no es estrictamente el más bajo: 15 + 5 = 20 (R11.2).",
        },
    },
    "crisp_call": {
        "en": "a6063b3522",
        "title": "Cantar crisp, los últimos turnos y descubrir las cartas",
        "captions": {
            0: "El Puesto 2 conoce su L (A♣) y su R (3♦), 4 puntos, y una M que nunca ha visto.",
            1: "El Puesto 2 roba el 2♠.",
            2: "El Puesto 2 lo cambia por su M (el 9♥ va al descarte) y ahora conoce sus tres cartas: "
               "A♣ 2♠ 3♦ = 6. ¿Es 6 lo bastante bajo para cantar?",
            3: "El Puesto 2 canta crisp justo al final de su propio turno (R7.1). Ahora cada uno de los demás "
               "jugadores juega exactamente un último turno, en el sentido de las agujas del reloj a partir de "
               "la izquierda de quien cantó: el Puesto 3 y luego el Puesto 1 (R7.3). Nadie más puede cantar en "
               "esta ronda (R7.4).",
            4: "Último turno del Puesto 3: el 10♦.",
            5: "El último turno del Puesto 3 ha terminado. Queda otro último turno: ¿de quién?",
            6: "Último turno del Puesto 1: el 8♠.",
            7: "Ese era el último de los últimos turnos: se descubren todas las cartas (R7.5). Los puntos de una "
               "ronda son el total de las tres cartas (R11.1); el 6 del Puesto 2 es estrictamente el más bajo, "
               "así que el Puesto 2 se anota 6 - 5 = 1 (R11.2).",
        },
    },
    "late_call": {
        "en": "67b7f4d6a0",
        "title": "Un canto tardío, después del primer robo del siguiente jugador",
        "captions": {
            0: "El Puesto 2 conoce su L (A♣) y su R (2♦).",
            1: "El Puesto 2 roba el 3♠.",
            2: "El Puesto 2 lo cambia por su M (el 8♣ va al descarte): A♣ 3♠ 2♦ = 6. El turno ha terminado, "
               "pero nadie lo anuncia, y el Puesto 2 todavía no dice nada.",
            3: "El Puesto 3 ha robado el 9♦ y aún no lo ha resuelto. ¿Puede el Puesto 2 cantar crisp todavía?",
            4: "Sí: un canto tardío, después del primer robo del siguiente jugador y antes de que ese robo se "
               "resuelva (R7.2). El turno en curso del Puesto 3 cuenta como el primero de los últimos turnos. "
               "¿Cuántos turnos más tendrá el Puesto 3?",
            5: "Ninguno: el Puesto 3 descarta el 9♦, y ese era su último turno.",
            6: "Último turno del Puesto 1: el 7♦.",
            7: "El último turno del Puesto 1 termina la ronda (R7.3, R7.5). El 6 del Puesto 2 es estrictamente "
               "el más bajo: 6 - 5 = 1 (R11.2).",
        },
    },
    "tie_for_lowest": {
        "en": "7b900b349a",
        "title": "Quien canta empata con el más bajo",
        "captions": {
            0: "El Puesto 2 conoce su L (2♣) y su R (4♥).",
            1: "El Puesto 2 roba el A♠.",
            2: "El Puesto 2 lo cambia por su M (el 9♦ va al descarte): 2♣ A♠ 4♥ = 7.",
            3: "El Puesto 2 canta crisp con 7 (R7.1). El Puesto 2 no ha visto ninguna de las cartas del "
               "Puesto 1.",
            6: "Último turno del Puesto 1: la J♣. El Puesto 1 también tiene 7. ¿Cuántos puntos se anotará el "
               "Puesto 2?",
            7: "Se descubren todas las cartas (R7.5): el Puesto 2 tiene 7, y el Puesto 1 también. Empatar con el "
               "más bajo no basta: solo quien canta y es estrictamente el más bajo se anota -5, así que el "
               "Puesto 2 se anota 7 + 5 = 12 y el Puesto 1 se anota 7 (R11.1, R11.2).",
        },
    },
}
