"""Lesson 02's questions and scenes in Spanish."""

QUESTIONS = {
    "02.who-sees": {
        "en": "6c06abe18a",
        "prompt": "El Puesto 2 roba una carta del mazo, la mira y la cambia por su carta del centro, la que nunca "
                  "vio; su antigua carta del centro va boca arriba al descarte. ¿Quién sabe qué carta tiene "
                  "ahora el Puesto 2 en el centro?",
        "choices": ("Solo el Puesto 2", "Todos los de la mesa", "Nadie: nadie ve nunca una carta del centro",
                    "Todos menos el Puesto 2"),
        "why_not": {
            1: "Todos ven la carta que va al descarte, boca arriba. La carta que entra en la mano solo la vio "
               "el jugador que la robó.",
            2: "La regla de la carta del centro es del reparto: en ese momento nadie mira su carta del centro "
               "(R2.4). Pero el Puesto 2 miró la carta robada, así que el Puesto 2 sabe qué metió en el "
               "centro.",
            3: "Es al revés: quien roba es el único que vio la carta robada.",
        },
        "explanation": "Miras la carta que robas (R3.2); cuando la cambias por una de las tuyas, la carta "
                       "sustituida va boca arriba al descarte y todos la ven, pero solo tú has visto la carta "
                       "nueva (R4.1). Cambiar por tu carta del centro es una manera de llegar a conocerla.",
    },
    "02.one-draw": {
        "en": "b854541cce",
        "prompt": "Has robado un 9 y lo has cambiado por tu carta de la izquierda. ¿Puedes volver a robar, con la "
                  "esperanza de sacar algo más bajo?",
        "choices": ("No: el turno ha terminado", "Sí, una vez más",
                    "Sí, tantas veces como quieras hasta que pases"),
        "why_not": {
            1: "Un turno empieza con un robo pendiente, y ese robo ya está resuelto. Solo un Rey robado del mazo "
               "da robos extra (lección 3).",
            2: "Nunca eliges cuántas cartas robar: un turno empieza con exactamente un robo pendiente.",
        },
        "explanation": "Un turno empieza con un robo pendiente (R3.1); lo has resuelto con un cambio (R3.2), así "
                       "que no queda nada pendiente ni en la mano y el turno termina (R3.3). El juego sigue a tu "
                       "izquierda.",
    },
    "02.old-card": {
        "en": "2d6962694b",
        "prompt": "El Puesto 2 nunca vio su carta del centro, el 9♣. Cambia una carta robada por ella, y el 9♣ "
                  "va al descarte. ¿Quién ha visto ahora el 9♣?",
        "choices": ("Todos, también el Puesto 2", "Todos menos el Puesto 2", "Solo el Puesto 2", "Nadie"),
        "why_not": {
            1: "El 9♣ cae boca arriba: el Puesto 2 también lo ve, y descubre cuál era su carta del centro justo "
               "cuando se va.",
            2: "Una carta que va al descarte queda boca arriba para toda la mesa, no solo para el jugador que la "
               "puso ahí.",
            3: "Las cartas del descarte están boca arriba: todos las ven.",
        },
        "explanation": "La carta que sustituye un cambio va boca arriba al descarte, y todos los jugadores la ven "
                       "(R4.1), también su antiguo dueño.",
    },
    "02.discard-tells": {
        "en": "9982a2e3f1",
        "prompt": "El Puesto 3 roba, mira y pone la carta robada directamente en el descarte: es el 8♣. "
                  "¿Qué ha cambiado en la mano del Puesto 3?",
        "choices": ("Nada: el 8♣ nunca entró en la mano, y todos lo vieron",
                    "El 8♣ sustituyó a una de las cartas del Puesto 3",
                    "El Puesto 3 tiene ahora cuatro cartas"),
        "why_not": {
            1: "Eso es un cambio, y entonces la carta que iría al descarte sería la antigua carta de la mano, "
               "no la robada.",
            2: "Siempre tienes exactamente tres cartas: una carta robada o sustituye a una de ellas o va al "
               "descarte.",
        },
        "explanation": "Descartar pone la carta robada boca arriba en el descarte, donde todos los jugadores la ven "
                       "(R4.2); la mano no cambia. Un cambio habría mandado allí una carta antigua (R4.1).",
    },
}

SCENES = {
    "first_turn": {
        "en": "1f1bd9848e",
        "title": "Un primer turno: robar y luego cambiar o descartar",
        "captions": {
            0: "El Puesto 2 juega primero (R2.5), y un turno empieza con un robo pendiente (R3.1). El Puesto 2 "
               "conoce su carta de la izquierda (6♦) y la de la derecha (2♥), no la del centro.",
            1: "El Puesto 2 roba la carta de arriba del mazo y la mira: el 3♦ (R3.2). Nadie más la ve. Si fueras "
               "el Puesto 2, ¿dónde pondrías un 3?",
            2: "El Puesto 2 cambia el 3♦ por su carta del centro, la que nunca había visto (R4.1). La antigua "
               "carta del centro, el 9♣, va boca arriba al descarte: todos la ven, pero solo el Puesto 2 conoce el "
               "3♦. No queda ningún robo pendiente ni ninguna carta en la mano, así que el turno termina (R3.3).",
            3: "El Puesto 2 podría cantar crisp ahora (R7.1); dice «sin crisp» (S1). No decir nada y dejar que "
               "el Puesto 3 robe significa lo mismo (R10).",
            4: "El Puesto 3 roba el 10♠. El Puesto 3 sabe que sus cartas de la izquierda (A♠) y de la derecha "
               "(3♠) son bajas. ¿Qué hará el Puesto 3 con un 10?",
            5: "El Puesto 3 descarta el 10♠ boca arriba (R4.2): ahora todos lo han visto, y el turno del "
               "Puesto 3 termina. Juega después el Puesto 1.",
        },
    },
}
