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
        "en": "aecbcdcb04",
        "prompt": "El puesto 1 termina su turno sin decir nada. El puesto 2 roba una carta y todavía la está "
                  "mirando. Ahora el puesto 1 dice «¡crisp!». ¿Qué pasa?",
        "choices": (
            "Demasiado tarde: cuando el siguiente jugador ya ha robado, nadie puede cantar.",
            "El canto vale, y el turno del puesto 2, que ya ha empezado, es su último turno.",
            "El canto vale, pero el puesto 2 debe devolver la carta y volver a empezar.",
            "El canto vale, y el puesto 2 todavía tendrá un último turno después de este.",
        ),
        "why_not": {
            0: "Solo es demasiado tarde cuando el puesto 2 ya ha resuelto ese primer robo (cambiar, descartar o "
               "carta especial).",
            2: "No se deshace nada: el puesto 2 sigue con la carta que robó.",
            3: "Cada uno de los demás jugadores tiene exactamente un último turno (R7.3); el del puesto 2 es el "
               "que ya ha empezado.",
        },
        "explanation": "Es el canto tardío (R7.2): después del primer robo del siguiente jugador y antes de que ese "
                       "robo se resuelva, aún se puede cantar, y el turno en marcha cuenta como el primero de los "
                       "últimos turnos (R7.3).",
    },
    "05.final-turns": {
        "en": "726454dacc",
        "prompt": "Hay cuatro jugadores en la mesa. El puesto 2 canta crisp al final de su propio turno. ¿Cuántos "
                  "turnos más se juegan antes de descubrir las cartas?",
        "explanation": "Cada uno de los demás jugadores juega exactamente un último turno, en el sentido de las "
                       "agujas del reloj a partir de la izquierda de quien cantó: los puestos 3, 0 y 1 (R7.3). "
                       "Quien cantó no vuelve a jugar; tras el último de los últimos turnos se descubren todas las "
                       "cartas (R7.5).",
    },
    "05.caller-safe": {
        "en": "c514a12d82",
        "prompt": "El puesto 0 ha cantado crisp. Durante los últimos turnos, el puesto 1 roba una Reina. ¿Puede el "
                  "puesto 1 usarla para cambiar una de sus cartas por una de las cartas del puesto 0?",
        "choices": (
            "No: cuando cantas, tu mano queda bloqueada.",
            "Sí: durante los últimos turnos, una Reina todavía puede tocar las cartas de quien cantó.",
            "Solo si el puesto 0 está de acuerdo.",
            "Sí, pero entonces el puesto 0 tiene un turno más para arreglar su mano.",
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
        "en": "31723fe074",
        "prompt": "El puesto 0 ha cantado crisp. En su último turno, el puesto 1 mete un As en su mano con un "
                  "cambio y ahora cree que tiene aún menos que el puesto 0. ¿Puede el puesto 1 cantar crisp "
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
                       "Además, el puesto 1 no necesita cantar: si acaba estrictamente por debajo del puesto 0, "
                       "el puesto 0 se anota +5 (R11.2).",
    },
    "05.tie": {
        "en": "5bd130231b",
        "prompt": "El puesto 1 canta crisp. Al descubrir las cartas, las del puesto 1 suman 7, las del puesto 0 "
                  "también 7, y las del puesto 2, 24. ¿Cuántos puntos se anota el puesto 1 en la ronda?",
        "explanation": "7 + 5 = 12. Quien canta solo se anota -5 con un total estrictamente más bajo que el de "
                       "todos los demás; empatar con el más bajo no basta, y quien canta se anota +5 (R11.2). El "
                       "puesto 0 no cantó y simplemente se anota su 7 (R11.1).",
    },
    "05.score-low": {
        "en": "046702d522",
        "prompt": "El puesto 2 canta crisp. Al descubrir las cartas, los totales son 12 (puesto 0), 9 (puesto 1) "
                  "y 3 (puesto 2). ¿Cuántos puntos se anota el puesto 2 en la ronda?",
        "explanation": "3 es estrictamente el más bajo, así que quien cantó se anota 3 - 5 = -2 (R11.2): los "
                       "puntos de una ronda pueden ser negativos, y entonces restan puntos a la puntuación de la "
                       "partida de quien cantó (R11.3).",
    },
    "05.match-end": {
        "en": "4232bfd8b1",
        "prompt": "El límite es 100. El puesto 0 tiene 96 puntos; se reparte una ronda nueva y el puesto 0 mira un "
                  "Rey y una Reina. ¿Cuándo termina la partida?",
        "choices": (
            "Ahora mismo: las cartas del puesto 0 ya lo llevan por encima de 100.",
            "En el momento en que la puntuación de la partida del puesto 0 más sus cartas llega a 100 durante "
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
                       "(R11.4). Hasta entonces, el puesto 0 todavía puede deshacerse de sus cartas altas con "
                       "cambios.",
    },
    "05.winner": {
        "en": "7119d68811",
        "prompt": "El límite es 100. Al final de una ronda, las puntuaciones de la partida son 104 (puesto 0), 83 "
                  "(puesto 1) y 83 (puesto 2). ¿Quién gana?",
        "choices": (
            "El puesto 0, porque llegó al límite.",
            "Los puestos 1 y 2 comparten la victoria.",
            "Nadie todavía: la partida sigue hasta que se deshaga el empate.",
            "El puesto 1, porque está sentado justo después del puesto 0.",
        ),
        "why_not": {
            0: "Llegar al límite es una mala noticia: termina la partida, y gana la puntuación MÁS BAJA (R11.5).",
            2: "Un empate con la puntuación más baja se comparte; no se juega ninguna ronda extra (R11.5).",
            3: "El orden de los puestos no deshace empates: los jugadores empatados comparten la victoria "
               "(R11.5).",
        },
        "explanation": "Los 104 del puesto 0 terminan la partida al final de esta ronda (R11.4); gana la "
                       "puntuación de la partida más baja, y los jugadores empatados con la más baja comparten la "
                       "victoria (R11.5).",
    },
}

SCENES = {
    "caller_hit_by_queen": {
        "en": "5861852b2c",
        "title": "Quien canta no está a salvo: una Reina en un último turno",
        "captions": {
            0: "El puesto 1 conoce su L (A♣) y su R (3♦); el puesto 2 sabe que su L es el K♣.",
            1: "El puesto 1 roba el 2♠.",
            2: "El puesto 1 lo cambia por su M (el 8♥ va al descarte): A♣ 2♠ 3♦ = 6.",
            3: "El puesto 1 canta crisp con 6. ¿Está ahora a salvo la mano del puesto 1?",
            4: "Último turno del puesto 2: la Q♥. Las cartas de quien canta suelen ser bajas...",
            5: "El puesto 2 usa la Reina (R5.4) para cambiar su K♣ por la L de quien cantó, a ciegas: durante "
               "los últimos turnos, quien cantó todavía puede ser objetivo de una Reina (R7.3). El puesto 1 mira "
               "la carta que le queda en su L, el K♣ (R5.4.2), y no puede hacer nada: quien cantó ya no tiene "
               "más turnos.",
            6: "Último turno del puesto 0: el 10♦.",
            7: "Se descubren todas las cartas: el puesto 1 tiene K♣ 2♠ 3♦ = 15, y el puesto 2 tiene 10. Quien "
               "cantó no es estrictamente el más bajo: 15 + 5 = 20 (R11.2).",
        },
    },
    "crisp_call": {
        "en": "807cb03bd6",
        "title": "Cantar crisp, los últimos turnos y descubrir las cartas",
        "captions": {
            0: "El puesto 1 conoce su L (A♣) y su R (3♦), 4 puntos, y una M que nunca ha visto.",
            1: "El puesto 1 roba el 2♠.",
            2: "El puesto 1 lo cambia por su M (el 9♥ va al descarte) y ahora conoce sus tres cartas: "
               "A♣ 2♠ 3♦ = 6. ¿Es 6 lo bastante bajo para cantar?",
            3: "El puesto 1 canta crisp justo al final de su propio turno (R7.1). Ahora cada uno de los demás "
               "jugadores juega exactamente un último turno, en el sentido de las agujas del reloj a partir de "
               "la izquierda de quien cantó: el puesto 2 y luego el puesto 0 (R7.3). Nadie más puede cantar en "
               "esta ronda (R7.4).",
            4: "Último turno del puesto 2: el 10♦.",
            5: "El último turno del puesto 2 ha terminado. Queda otro último turno: ¿de quién?",
            6: "Último turno del puesto 0: el 8♠.",
            7: "Ese era el último de los últimos turnos: se descubren todas las cartas (R7.5). Los puntos de una "
               "ronda son el total de las tres cartas (R11.1); el 6 del puesto 1 es estrictamente el más bajo, "
               "así que el puesto 1 se anota 6 - 5 = 1 (R11.2).",
        },
    },
    "late_call": {
        "en": "680bf66bf2",
        "title": "Un canto tardío, después del primer robo del siguiente jugador",
        "captions": {
            0: "El puesto 1 conoce su L (A♣) y su R (2♦).",
            1: "El puesto 1 roba el 3♠.",
            2: "El puesto 1 lo cambia por su M (el 8♣ va al descarte): A♣ 3♠ 2♦ = 6. El turno ha terminado, "
               "pero nadie lo anuncia, y el puesto 1 todavía no dice nada.",
            3: "El puesto 2 ha robado el 9♦ y aún no lo ha resuelto. ¿Puede el puesto 1 cantar crisp todavía?",
            4: "Sí: un canto tardío, después del primer robo del siguiente jugador y antes de que ese robo se "
               "resuelva (R7.2). El turno en curso del puesto 2 cuenta como el primero de los últimos turnos. "
               "¿Cuántos turnos más tendrá el puesto 2?",
            5: "Ninguno: el puesto 2 descarta el 9♦, y ese era su último turno.",
            6: "Último turno del puesto 0: el 7♦.",
            7: "El último turno del puesto 0 termina la ronda (R7.3, R7.5). El 6 del puesto 1 es estrictamente "
               "el más bajo: 6 - 5 = 1 (R11.2).",
        },
    },
    "tie_for_lowest": {
        "en": "d4d518875c",
        "title": "Quien canta empata con el más bajo",
        "captions": {
            0: "El puesto 1 conoce su L (2♣) y su R (4♥).",
            1: "El puesto 1 roba el A♠.",
            2: "El puesto 1 lo cambia por su M (el 9♦ va al descarte): 2♣ A♠ 4♥ = 7.",
            3: "El puesto 1 canta crisp con 7 (R7.1). El puesto 1 no ha visto ninguna de las cartas del "
               "puesto 0.",
            6: "Último turno del puesto 0: la J♣. El puesto 0 también tiene 7. ¿Cuántos puntos se anotará el "
               "puesto 1?",
            7: "Se descubren todas las cartas (R7.5): el puesto 1 tiene 7, y el puesto 0 también. Empatar con el "
               "más bajo no basta: solo quien canta y es estrictamente el más bajo se anota -5, así que el "
               "puesto 1 se anota 7 + 5 = 12 y el puesto 0 se anota 7 (R11.1, R11.2).",
        },
    },
}
