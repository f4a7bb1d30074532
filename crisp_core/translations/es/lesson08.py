"""Lesson 08's questions and scenes in Spanish."""

QUESTIONS = {
    "08.predict-seven": {
        "en": "f11f220d33",
        "prompt": "Tus tres cartas suman 7, y conoces las tres. Hay otros dos jugadores en la mesa, y no sabes nada "
                  "de sus cartas. ¿Qué probabilidad hay de que tu 7 sea ahora el total más bajo de la mesa, sin "
                  "empate?",
        "choices": ("Alrededor del 50 %", "Alrededor del 75 %", "Alrededor del 90 %", "Alrededor del 98 %"),
        "why_not": {
            0: "Para llegar a 7 o menos, un rival necesita tres cartas bajas a la vez. Eso es raro.",
            1: "Cuéntalo: quitando tu 7 de la baraja, las tres cartas de un rival suman 7 o menos solo más o menos "
               "una vez de cada 126 manos.",
            2: "Te acercas, pero todavía tienes demasiado miedo: es raro que un rival llegue a 7 o menos.",
        },
        "explanation": "Quita tus tres cartas de la baraja. Entre las cartas que quedan, tres cartas suman 7 o menos "
                       "solo el 311/39151 ≈ 0,79 % de las veces (media de las manos que suman 7). Eso es más o menos "
                       "una vez de cada 126. (Con la baraja completa, en la lección 07 salía una vez de cada 73.) Los "
                       "dos rivales tienen que quedar por encima de 7. Contando todos los casos, sale alrededor del "
                       "98 %. Esa es tu probabilidad de ser el más bajo, sin empate, cuando cantas (R7.1). Vale "
                       "antes del último turno de los demás.",
    },
    "08.more-players": {
        "en": "ac181f3d55",
        "prompt": "Tienes el mismo total en una mesa de 3 jugadores o en una de 8. ¿Dónde es más seguro cantar "
                  "crisp con él?",
        "choices": ("Con 3 jugadores", "Con 8 jugadores", "Da igual"),
        "why_not": {
            1: "Más jugadores significa más manos que podrían ser más bajas que la tuya, o iguales.",
            2: "Tu probabilidad depende de todas las demás manos. Cada jugador de más es una mano más que tiene que "
               "ser más alta que la tuya.",
        },
        "explanation": "Para anotarte −5, tu total tiene que ser más bajo que el de cada una de las demás manos, sin "
                       "empate (R11.2). Cada rival es una mano más que puede ser más baja o igual. Por eso la "
                       "probabilidad baja cuando hay más jugadores.",
    },
    "08.tie": {
        "en": "ccbc2f7ba3",
        "prompt": "Cantas crisp con 7. Se descubren las cartas: otro jugador también tiene 7, y todos los demás "
                  "tienen más. ¿Cuántos puntos te anotas en la ronda?",
        "choices": ("2", "7", "12"),
        "why_not": {
            0: "El −5 es solo para quien tiene el total más bajo él solo. Empatar en el total más bajo no basta.",
            1: "Quien canta nunca se anota solo su total: siempre es −5 o +5.",
        },
        "explanation": "R11.2: quien canta se anota su total − 5 si es el más bajo, sin empate. Si no, se anota su "
                       "total + 5, y un empate cuenta como «si no»: 7 + 5 = 12. El otro jugador con 7 se anota "
                       "solo 7.",
    },
    "08.final-turns": {
        "en": "1af194a5d6",
        "prompt": "Cantas crisp cuando tu cuenta dice: un 98 % de ser ahora el más bajo, sin empate. ¿Es ese 98 % "
                  "tu probabilidad cuando se descubran las cartas?",
        "choices": ("Sí: después de cantar, las cartas quedan congeladas",
                    "No, normalmente es menor: cada uno de los demás jugadores todavía juega un último turno",
                    "No, es mayor: ya nadie más puede cantar"),
        "why_not": {
            0: "Quien canta no está a salvo. Después de cantar, cada uno de los demás jugadores juega exactamente "
               "un último turno. Hasta puede cambiar una de tus cartas con una Reina.",
            2: "Nadie más puede cantar (R7.4), pero sus cartas todavía pueden bajar.",
        },
        "explanation": "R7.3: después de cantar, cada uno de los demás jugadores juega exactamente un último turno. "
                       "Juegan en el sentido de las agujas del reloj, empezando por tu izquierda. Cada uno puede "
                       "meter en su mano una carta más baja. Y una Reina puede llevarse una de tus cartas. La "
                       "probabilidad contada al cantar es la probabilidad antes de esos últimos turnos.",
    },
    "08.break-even": {
        "en": "6be565b6ef",
        "prompt": "En un modelo sencillo, cantar con un total t te da de media t + 5 − 10p puntos. Aquí, p es tu "
                  "probabilidad de ser el más bajo, sin empate. Esperar te da t puntos. ¿A partir de qué "
                  "probabilidad p te da menos puntos cantar? Escribe un número o una fracción.",
        "explanation": "t + 5 − 10p es menor que t justo cuando 10p > 5, es decir, cuando p > 1/2. El −5 y el +5 de "
                       "R11.2 son del mismo tamaño. Así que cantar compensa cuando es más probable acertar que "
                       "fallar. Si esperar baja tu total en g puntos de media, la probabilidad mínima sube a "
                       "(5 + g)/10.",
    },
    "08.predict-threshold": {
        "en": "79f2defa2b",
        "prompt": "Tres bots solo se diferencian en una cosa: cuándo cantan crisp. Cada uno canta cuando su "
                  "probabilidad de ser el más bajo llega a un mínimo: 50 %, 70 % o 90 %. Cada uno juega "
                  "400 rondas contra dos bots que cuentan cartas, con las mismas cartas. ¿Cuál se anota menos "
                  "puntos de media (menos es mejor)?",
        "choices": ("El que canta al 50 %: es el que más canta, y cantar compensa a partir de 1/2",
                    "El que canta al 70 %",
                    "El que canta al 90 %"),
        "why_not": {
            0: "El 1/2 sale de un modelo en el que nada cambia después de cantar y esperar no gana nada. En una "
               "mesa de verdad, no pasa ninguna de las dos cosas.",
            1: "Te acercas. Haz la prueba de abajo y compara.",
        },
        "explanation": "En la prueba de abajo, el bot más prudente es el que se anota menos puntos. Los cantos de "
                       "cada bot aciertan más o menos tantas veces como dice su regla. Así que cantar al 50 % gana "
                       "el −5 y paga el +5 casi el mismo número de veces (R11.2). De media, no gana nada. En "
                       "cambio, esperar sigue bajando tu total, turno tras turno, más que el único robo del modelo. "
                       "Por eso la probabilidad mínima sube muy por encima de 1/2.",
    },
    "08.interval": {
        "en": "a525adb301",
        "prompt": "En otra prueba, dos bots juegan otras 400 rondas, con las mismas cartas. Uno canta al 70 %. El "
                  "otro canta al 90 % y se anotó 0,6 ± 0,4 puntos por ronda menos. Ese es el intervalo del 95 % "
                  "de la diferencia, ronda a ronda. Las dos medias, cada una con ± 0,6, tienen un trozo "
                  "en común. ¿Qué concluyes?",
        "choices": ("Cantar al 90 % fue mejor: el intervalo de la diferencia va de 0,2 a 1,0 y no incluye el 0",
                    "Nada: los intervalos de las dos medias tienen un trozo en común, así que la diferencia podría "
                    "ser 0",
                    "Cantar al 70 % fue mejor"),
        "why_not": {
            1: "Con las mismas cartas, gran parte de la suerte es igual para los dos bots. El intervalo que importa "
               "es el de la diferencia, ronda a ronda. Y no incluye el 0.",
            2: "Gana quien tiene menos puntos (R11.5): 0,6 puntos menos por ronda es mejor.",
        },
        "explanation": "Si el intervalo del 95 % de la diferencia no incluye el 0, la diferencia es mayor que la "
                       "suerte de 400 rondas. Comparar ronda a ronda quita la suerte que comparten los dos bots. Por "
                       "eso ese intervalo es más estrecho que los intervalos de las dos medias.",
    },
}

SCENES = {
    "call_with_six": {
        "en": "c6568030f3",
        "title": "Cantar crisp con 6, y los últimos turnos después",
        "captions": {
            0: "El Puesto 2 mira su A♣ y su 2♥. Todavía no ha visto su carta del centro.",
            2: "El Puesto 2 ha usado una Jota para mirar su carta del centro (R5.3): es un 3. Ahora conoce su "
               "total: 1 + 3 + 2 = 6.",
            3: "El Puesto 2 canta crisp al final de su turno (R7.1). Ahora cada uno de los demás jugadores juega "
               "un último turno (R7.3).",
            5: "Último turno del Puesto 3: con una Reina, cambia su 9♥ por el A♣ de quien cantó, sin mirar "
               "(R5.4). Ahora quien cantó tiene 14.",
            7: "Último turno del Puesto 1: cambia su K♥ por el 3♣ que ha robado y se queda con 10. Se descubren "
               "las cartas (R7.5). El 14 de quien cantó no es el más bajo, así que se anota 14 + 5 = 19 (R11.2).",
        },
    },
}
