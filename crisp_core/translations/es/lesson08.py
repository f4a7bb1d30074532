"""Lesson 08's questions and scenes in Spanish."""

QUESTIONS = {
    "08.predict-seven": {
        "en": "f11f220d33",
        "prompt": "Tus tres cartas suman 7 y conoces las tres. Hay otros dos jugadores; no sabes nada de sus "
                  "cartas. ¿Qué probabilidad hay de que tu 7 sea ahora mismo el total más bajo de la mesa, sin "
                  "empate?",
        "choices": ("Alrededor del 50 %", "Alrededor del 75 %", "Alrededor del 90 %", "Alrededor del 98 %"),
        "why_not": {
            0: "Cada rival necesita tres cartas bajas a la vez para llegar a 7 o menos, y eso es raro.",
            1: "Cuéntalo: quitando tu propio 7 de la baraja, las tres cartas de un rival suman 7 o menos solo "
               "más o menos una vez de cada 126 manos.",
            2: "Te acercas, pero sigues siendo demasiado prudente: es raro que dos rivales lleguen a 7 o menos.",
        },
        "explanation": "Quitando tus tres cartas de la baraja, tres cartas que no has visto suman 7 o menos solo "
                       "el 311/39151 ≈ 0,79 % de las veces (media de todas las manos que suman 7), más o menos "
                       "una vez de cada 126 (en la lección 07 salía una vez de cada 73 con la baraja completa), y "
                       "cada uno de los dos rivales tiene que quedar por encima de 7: contado de forma exacta, "
                       "alrededor del 98 %. Esa es la probabilidad de tener el total más bajo sin empate cuando "
                       "cantas (R7.1), antes del último turno de los demás.",
    },
    "08.more-players": {
        "en": "ac181f3d55",
        "prompt": "Tienes el mismo total en una mesa de 3 jugadores o en una de 8. ¿Dónde es más seguro cantar "
                  "crisp con él?",
        "choices": ("Con 3 jugadores", "Con 8 jugadores", "Da igual"),
        "why_not": {
            1: "Más jugadores significa más manos que podrían ser más bajas que la tuya, o iguales.",
            2: "Tu probabilidad depende de todas las demás manos: cada jugador más es una mano más que tiene que "
               "ser más alta que la tuya.",
        },
        "explanation": "Para anotarte −5, tu total tiene que ser más bajo que todas las demás manos, sin empate "
                       "(R11.2). Cada rival es una mano más que puede ser más baja o igual, así que la probabilidad "
                       "baja cuando se suman jugadores.",
    },
    "08.tie": {
        "en": "ccbc2f7ba3",
        "prompt": "Cantas crisp con 7. Cuando se descubren las cartas, otro jugador también tiene 7; todos los "
                  "demás tienen más. ¿Cuántos puntos te anotas en la ronda?",
        "choices": ("2", "7", "12"),
        "why_not": {
            0: "El −5 es solo para un total que es el más bajo sin empate. Empatar con el más bajo no es ser el "
               "más bajo sin empate.",
            1: "Quien canta nunca se anota solo su total: siempre es −5 o +5.",
        },
        "explanation": "R11.2: quien canta se anota su total − 5 si es el más bajo sin empate, y si no, su total "
                       "+ 5; un empate cuenta como «si no»: 7 + 5 = 12. El otro jugador con 7 se anota "
                       "simplemente 7.",
    },
    "08.final-turns": {
        "en": "1af194a5d6",
        "prompt": "Cantas crisp cuando tu cuenta dice: un 98 % de tener ahora mismo el total más bajo sin empate. "
                  "¿Es ese 98 % tu probabilidad cuando se descubran las cartas?",
        "choices": ("Sí: después de cantar, las cartas quedan congeladas",
                    "No, normalmente es menor: cada uno de los demás jugadores todavía juega un último turno",
                    "No, es mayor: ya nadie más puede cantar"),
        "why_not": {
            0: "Quien canta no está a salvo. Después de cantar, cada uno de los demás jugadores juega exactamente "
               "un último turno, y hasta puede cambiar una de tus cartas con una Reina.",
            2: "Nadie más puede cantar (R7.4), pero sus cartas todavía pueden bajar.",
        },
        "explanation": "R7.3: después de cantar, cada uno de los demás jugadores juega exactamente un último turno, "
                       "en el sentido de las agujas del reloj a partir de tu izquierda. Cada uno puede meter en su "
                       "mano una carta más baja, y una Reina puede llevarse una de tus cartas. La probabilidad "
                       "calculada al cantar es la probabilidad antes de esos turnos.",
    },
    "08.break-even": {
        "en": "6be565b6ef",
        "prompt": "En un modelo sencillo, cantar con un total t te da de media t + 5 − 10p puntos (p: la "
                  "probabilidad de tener el total más bajo sin empate), y esperar te da t. ¿A partir de qué "
                  "probabilidad p te da menos puntos cantar? Escribe un número o una fracción.",
        "explanation": "t + 5 − 10p es menor que t justo cuando 10p > 5, es decir, p > 1/2. El −5 y el +5 de "
                       "R11.2 son del mismo tamaño, así que cantar compensa cuando es más probable acertar que "
                       "fallar. Si esperar baja tu total en g de media, el listón sube a (5 + g)/10.",
    },
    "08.predict-threshold": {
        "en": "79f2defa2b",
        "prompt": "Tres bots solo se diferencian en cuándo cantan crisp: en cuanto su probabilidad calculada de "
                  "tener el total más bajo sin empate llega al 50 %, al 70 % o al 90 %. Cada uno juega 400 rondas "
                  "contra dos bots que cuentan cartas, con los mismos repartos. ¿Cuál se anota menos puntos de "
                  "media (menos es mejor)?",
        "choices": ("El que canta al 50 %: es el que más canta, y cantar compensa a partir de 1/2",
                    "El que canta al 70 %",
                    "El que canta al 90 %"),
        "why_not": {
            0: "El 1/2 sale de un modelo en el que nada cambia después de cantar y esperar no gana nada. En la "
               "mesa no pasa ninguna de las dos cosas.",
            1: "Te acercas. Ejecuta la simulación de abajo y compara.",
        },
        "explanation": "En la simulación de abajo, el bot más prudente es el que se anota menos puntos. Las veces "
                       "que canta cada bot, tiene el total más bajo sin empate más o menos tan a menudo como dice "
                       "su umbral, así que cantar al 50 % gana el −5 y paga el +5 más o menos igual de a menudo "
                       "(R11.2): de media no gana nada. Esperar sigue bajando tu total, turno tras turno, más que "
                       "el único robo del modelo; eso sube el listón muy por encima de 1/2.",
    },
    "08.interval": {
        "en": "a525adb301",
        "prompt": "En otra simulación, con otros 400 repartos (los mismos para los dos bots), un bot que canta al "
                  "90 % se anotó 0,6 ± 0,4 puntos por ronda menos que uno que canta al 70 % (el intervalo del "
                  "95 % de la diferencia, reparto a reparto). Las dos medias, cada una ± 0,6, se solapan. ¿Qué "
                  "concluyes?",
        "choices": ("Cantar al 90 % fue mejor: el intervalo de la diferencia, de 0,2 a 1,0, deja fuera el 0",
                    "Nada: los intervalos de las dos medias se solapan, así que la diferencia podría ser 0",
                    "Cantar al 70 % fue mejor"),
        "why_not": {
            1: "Con los mismos repartos, gran parte de la suerte la comparten los dos bots. El intervalo que hay "
               "que leer es el de la diferencia, reparto a reparto, y deja fuera el 0.",
            2: "Gana la puntuación más baja (R11.5): 0,6 puntos menos por ronda es mejor.",
        },
        "explanation": "Si el intervalo del 95 % de la diferencia deja fuera el 0, la diferencia es mayor que la "
                       "suerte de 400 repartos. Comparar reparto a reparto quita la suerte compartida, así que ese "
                       "intervalo es más estrecho que los intervalos de las dos medias.",
    },
}

SCENES = {
    "call_with_six": {
        "en": "c6568030f3",
        "title": "Cantar crisp con 6, y los últimos turnos después",
        "captions": {
            0: "El Puesto 2 mira su A♣ y su 2♥. Su M está sin ver.",
            2: "El Puesto 2 ha usado una Jota para mirar su M (R5.3): un 3. Conoce su total: 1 + 3 + 2 = 6.",
            3: "El Puesto 2 canta crisp al final de su turno (R7.1). Ahora cada uno de los demás jugadores juega "
               "un último turno (R7.3).",
            5: "Último turno del Puesto 3: una Reina cambia su 9♥ por el A♣ de quien cantó, a ciegas (R5.4). "
               "Quien cantó tiene ahora 14.",
            7: "Último turno del Puesto 1: cambia el 3♣ por su K♥ y tiene 10. Se descubren las cartas (R7.5): el "
               "14 de quien cantó no es el más bajo, así que se anota 14 + 5 = 19 (R11.2).",
        },
    },
}
