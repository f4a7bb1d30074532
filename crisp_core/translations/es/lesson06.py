"""Lesson 06's questions and scenes in Spanish."""

QUESTIONS = {
    "06.take-queen": {
        "en": "c6d870a749",
        "prompt": "El anfitrión permite robar del descarte. La carta de arriba del descarte es una Reina, y la "
                  "tomas. ¿Qué puedes hacer con ella?",
        "choices": (
            "Usarla: cambiar una de mis cartas por una carta de otro jugador y luego descartarla.",
            "Mirarla y volver a dejarla directamente en el descarte.",
            "Meterla en mi mano con un cambio; ahí cuenta como un 10 normal.",
            "Usarla o meterla en mi mano con un cambio, lo que yo prefiera.",
        ),
        "why_not": {
            0: "Ese es el error de creer que «las figuras tomadas del descarte conservan su poder»: no lo "
               "conservan (R8.3).",
            1: "Una carta tomada del descarte no puede volver directamente al descarte (R8.2): tomarla significa "
               "meterla en tu mano con un cambio.",
            3: "Aquí no hay elección: tomada del descarte, una Reina no tiene poder (R8.3).",
        },
        "explanation": "Una carta tomada del descarte debe entrar en tu mano por un cambio (R8.2), y una Jota, una "
                       "Reina o un Rey tomado del descarte no tiene efecto: es un 10 normal (R8.3). Los poderes "
                       "son solo de las figuras robadas del mazo (R5).",
    },
    "06.take-back": {
        "en": "a6049fd022",
        "prompt": "Tomas la carta de arriba del descarte, un 9, y luego te arrepientes. ¿Y ahora qué?",
        "choices": (
            "Puedo volver a descartarla y robar del mazo en su lugar.",
            "De todos modos tengo que cambiarla por una de mis tres cartas.",
            "Puedo volver a descartarla; mi robo ya está gastado.",
        ),
        "why_not": {
            0: "Tomar del descarte es tu robo: no hay un segundo robo, y la carta debe entrar en tu mano por un "
               "cambio (R8.2).",
            2: "Descartar es para las cartas robadas del mazo (R4.2); una carta tomada del descarte debe entrar "
               "en tu mano por un cambio (R8.2).",
        },
        "explanation": "Una carta tomada del descarte debe entrar en la mano por un cambio (R8.2); no se puede "
                       "volver a descartar directamente. Toma solo una carta que quieras quedarte, porque la carta "
                       "que sustituye va al descarte, boca arriba a la vista de todos (R4.1).",
    },
    "06.king-draws": {
        "en": "91eb3c9bd5",
        "prompt": "En una mesa que permite robar del descarte, robas un Rey del mazo y lo juegas: dos robos más. "
                  "En esos dos robos, ¿de dónde puedes robar?",
        "choices": (
            "Solo del mazo: el descarte es para el primer robo de un turno.",
            "Solo del descarte, porque ahora el Rey está encima.",
            "En cada uno de ellos: del mazo o de arriba del descarte.",
        ),
        "why_not": {
            0: "R8.1 dice «en cada robo (incluidos los robos extra de un Rey)».",
            1: "Siempre se puede robar del mazo; el descarte es la opción adicional (R8.1).",
        },
        "explanation": "La opción vale para cada robo, incluidos los robos extra de un Rey (R8.1), siempre que el "
                       "descarte no esté vacío (R8.4). Fíjate en que ahora el propio Rey es la carta de arriba del "
                       "descarte: si lo tomas, es un 10 normal que debe entrar en tu mano por un cambio (R8.2, "
                       "R8.3).",
    },
    "06.who-knows": {
        "en": "03fabfb1b2",
        "prompt": "El Puesto 3 toma un 3 del descarte y lo cambia por su carta del centro. ¿Quién sabe que "
                  "la carta del centro del Puesto 3 es un 3?",
        "choices": (
            "Solo el Puesto 3.",
            "Todos los jugadores.",
            "Nadie: la carta del centro es la que nadie ve.",
        ),
        "why_not": {
            0: "El 3 estaba boca arriba en el descarte, a la vista de todos (R4.2, R8.5).",
            2: "En el reparto nadie ve la carta del centro (R2.4), pero una carta tomada del descarte ya la habían visto "
               "todos (R8.5).",
        },
        "explanation": "Todos vieron el 3 en el descarte y todos ven a qué posición va, así que todos saben dónde "
                       "está ahora (R8.5), aunque sea la carta del centro.",
    },
    "06.timeout-king": {
        "en": "002998751c",
        "prompt": "El tiempo por robo está activado. Robas un Rey del mazo, y se te acaba el tiempo antes de "
                  "jugarlo. ¿Qué pasa?",
        "choices": (
            "El Rey se juega por ti: tienes tus dos robos extra.",
            "Nada: te saltas el turno y te guardas el Rey para la próxima vez.",
            "El Rey se descarta sin usarlo, sin robos extra, y tu turno termina sin cantar crisp.",
            "Tienes otros 30 segundos para jugar el Rey.",
        ),
        "why_not": {
            0: "La mesa no juega nada por ti: el Rey va al descarte sin usarlo (R9.2).",
            1: "Una carta robada nunca se queda en tu mano: se descarta, y todos la ven (R9.2).",
            3: "Cada robo tiene su tiempo (R9); cuando se acaba, se pierde el turno (R9).",
        },
        "explanation": "Cuando se te acaba el tiempo, pierdes el resto de tu turno (R9): la carta robada se "
                       "descarta sin usarla, también un Rey, y un Rey descartado así no da robos extra (R9.2); el "
                       "turno termina sin cantar crisp (R9.4).",
    },
    "06.timeout-skip": {
        "en": "045f59637e",
        "prompt": "El tiempo por robo está activado y te toca, pero se te acaba el tiempo antes de robar siquiera. "
                  "¿Qué pasa?",
        "choices": (
            "No pasa nada: simplemente me salto el turno.",
            "La carta de arriba del mazo se roba y se descarta por mí; mi turno termina.",
            "La carta de arriba del mazo entra en mi mano con un cambio al azar.",
        ),
        "why_not": {
            0: "Ese es el error de creer que «quedarse sin tiempo solo salta el turno»: una carta pasa del mazo "
               "al descarte (R9.1).",
            2: "La mesa nunca cambia tu mano: la carta se descarta (R9.1).",
        },
        "explanation": "Quedarse sin tiempo no es simplemente saltarse el turno: si no habías robado, la carta de "
                       "arriba del mazo se roba y se descarta por ti (R9.1), boca arriba a la vista de todos, y "
                       "después no puedes cantar crisp (R9.4).",
    },
    "06.owed-draws": {
        "en": "cb9284a5f0",
        "prompt": "El tiempo por robo está activado. Jugaste un Rey y ya hiciste tu primer robo extra; se te acaba "
                  "el tiempo del segundo robo extra antes de robar. ¿Qué pasa?",
        "choices": (
            "El segundo robo extra simplemente se pierde; el mazo no se toca.",
            "Me guardo el robo pendiente y lo hago al principio de mi próximo turno.",
            "La carta de arriba del mazo se roba y se descarta por mí, y el turno termina.",
        ),
        "why_not": {
            0: "Quedarse sin tiempo antes de un robo siempre roba y descarta por ti la carta de arriba (R9.1, "
               "S2).",
            1: "Los robos pendientes nunca pasan al turno siguiente: al quedarte sin tiempo, se pierden (R9.3).",
        },
        "explanation": "El tiempo cuenta por robo (S2): con un robo extra pendiente y ninguna carta en la mano, la "
                       "carta de arriba del mazo se roba y se descarta por ti (R9.1), y los demás robos pendientes "
                       "se pierden (R9.3).",
    },
    "06.window": {
        "en": "108d4b359e",
        "prompt": "En línea, el turno del Puesto 2 terminó hace 2,5 segundos sin que dijera nada. El Puesto 3 ya "
                  "ha robado su primera carta y todavía no la ha resuelto. ¿Puede el Puesto 2 cantar crisp "
                  "todavía?",
        "choices": (
            "No: los 2 segundos ya han pasado, así que el margen se ha cerrado.",
            "Sí: es el canto tardío, y el turno del Puesto 3 pasa a ser el primero de los últimos turnos.",
            "No: cuando el Puesto 3 ya ha robado, nadie puede cantar.",
        ),
        "why_not": {
            0: "Los 2 s marcan cuándo puede empezar el siguiente jugador; el margen sigue abierto durante 3 s "
               "(R10).",
            2: "Después del primer robo del siguiente jugador y antes de que se resuelva, el canto tardío está "
               "permitido (R7.2).",
        },
        "explanation": "El margen para cantar crisp dura 3 s después de que termine un turno; el siguiente "
                       "jugador puede empezar a los 2 s, y en el último segundo aún se puede cantar (R10), como "
                       "el canto tardío de R7.2.",
    },
}

SCENES = {
    "timeout_owed_draws": {
        "en": "3d18147963",
        "title": "Se acaba el tiempo en un robo extra de un Rey",
        "captions": {
            0: "En esta mesa, cada robo tiene 30 segundos (R9).",
            1: "El Puesto 2 roba el K♠.",
            2: "El Puesto 2 lo juega: debe dos robos más (R5.5).",
            3: "Al Puesto 2 se le acaba el tiempo en el primer robo extra. R9 cuenta por robo: la carta de "
               "arriba, el 6♦, se roba y se descarta por él (R9.1), y el otro robo que aún debía se pierde "
               "(R9.3, S2). Después no hay canto de crisp (R9.4).",
            4: "El Puesto 3 roba el 7♣; el Puesto 2 tampoco puede cantar tarde (R9.4).",
        },
    },
    "timeout_with_king": {
        "en": "7a91187b32",
        "title": "Se acaba el tiempo: con un Rey en la mano, y luego sin haber robado",
        "captions": {
            0: "En esta mesa, cada robo tiene 30 segundos (R9).",
            1: "El Puesto 2 roba el K♠, y duda. ¿Qué pasa si ahora se acaba el tiempo?",
            2: "El Rey se descarta sin usarlo (R9.2): un Rey descartado así no da robos extra. El turno termina, "
               "y el Puesto 2 no puede cantar crisp, ni ahora ni tarde (R9.4). ¿Y si el Puesto 3 también es "
               "lento?",
            3: "Al Puesto 3 se le acaba el tiempo antes de robar: la carta de arriba del mazo, el 5♦, se roba y "
               "se descarta por él (R9.1). Pierde su turno, y tampoco puede cantar crisp (R9.4).",
            4: "El Puesto 1 roba la J♥: el juego sigue.",
            5: "El Puesto 1 descarta la J♥ sin usarla (R5.1): su turno ha terminado y empieza el robo del Puesto 2.",
        },
    },
}
