"""Lesson 03's questions and scenes in Spanish."""

QUESTIONS = {
    "03.king-optional": {
        "en": "c9321f84a3",
        "prompt": "Robas un Rey del mazo. Preferirías no volver a robar en este turno. ¿Qué puedes hacer con él?",
        "choices": (
            "Descartarlo sin usarlo, como puedes hacer con una Jota o una Reina.",
            "Cambiarlo por una carta de tu mano, donde cuenta 10.",
            "Nada más: debes jugarlo, y eso te da dos robos más.",
            "Guardarlo y jugarlo en un turno posterior.",
        ),
        "why_not": {
            0: "Solo una Jota o una Reina puede descartarse sin usarla (R5.1). El Rey es distinto: debe usarse "
               "(R5.2).",
            1: "Una Jota, una Reina o un Rey robado del mazo nunca puede entrar en tu mano por un cambio (R4.3).",
            3: "Cada carta que robas se resuelve en el momento: se cambia, se descarta o se usa (R3.2). No se "
               "guarda nada.",
        },
        "explanation": "Un Rey robado debe usarse (R5.2): va enseguida al descarte y tu turno debe dos robos más "
                       "(R5.5).",
    },
    "03.jack-choices": {
        "en": "e40dc2931d",
        "prompt": "Robas una Jota del mazo, pero ya conoces tu carta del centro. ¿Qué puedes hacer con la Jota?",
        "choices": (
            "Cambiarla por una carta de mi mano: una Jota cuenta 10, igual que un 10.",
            "Usarla (mirar otra vez mi carta del centro) o descartarla sin usarla.",
            "Tengo que usarla: las cartas especiales hay que jugarlas.",
            "Guardarla para un turno posterior, cuando haya olvidado mi carta del centro.",
        ),
        "why_not": {
            0: "Una Jota, una Reina o un Rey robado del mazo nunca entra en una mano (R4.3). Solo las figuras que "
               "te tocaron en el reparto, o que te llegaron por un cambio con la Reina, están en una mano como "
               "simples 10.",
            2: "Solo el Rey debe jugarse (R5.2). Una Jota o una Reina puede descartarse sin usarla (R5.1).",
            3: "Una carta robada se resuelve en el momento (R3.2); no se puede guardar para más tarde.",
        },
        "explanation": "Una Jota o una Reina robada puede usarse y luego descartarse, o descartarse sin usarla "
                       "(R5.1); nunca puede entrar en la mano por un cambio (R4.3).",
    },
    "03.queen-who-looks": {
        "en": "f01b8dedbf",
        "prompt": "El Puesto 3 juega una Reina: cambia su carta del centro, que nadie ha visto nunca, por la "
                  "carta de la izquierda del Puesto 1. ¿Quién mira una carta a causa de este cambio?",
        "choices": (
            "Nadie: el cambio con la Reina es a ciegas para todos.",
            "Solo el Puesto 3, porque jugó la Reina.",
            "Solo el Puesto 1: mira su nueva carta de la izquierda, aunque nadie la haya visto nunca.",
            "Los dos puestos miran la carta que reciben.",
        ),
        "why_not": {
            0: "El cambio es a ciegas mientras se hace, pero después cada jugador mira la carta que recibe si le "
               "queda a la izquierda o a la derecha (R5.4.1, R5.4.2).",
            1: "El Puesto 3 recibe la antigua carta de la izquierda del Puesto 1 en el centro, y nadie mira una "
               "carta que le queda en el centro (R5.4.1).",
            3: "La nueva carta del Puesto 3 queda en el centro: no la mira (R5.4.1). Solo la nueva carta del "
               "Puesto 1 queda a la izquierda o a la derecha.",
        },
        "explanation": "Un jugador mira la carta que le queda a la izquierda o a la derecha, no en el centro "
                       "(R5.4.1). Lo mismo vale para el otro jugador, aunque el antiguo dueño de la carta nunca "
                       "la viera (R5.4.2): aquí el Puesto 1 descubre una carta que el Puesto 3 tenía sin haberla "
                       "visto nunca.",
    },
    "03.queen-knowledge": {
        "en": "bf82ea47ca",
        "prompt": "Después de ese cambio, la carta del centro del Puesto 3 es el A♦, que era la carta de la "
                  "izquierda del Puesto 1. El Puesto 1 lo había mirado en el reparto. ¿Quién conoce ahora la "
                  "carta del centro del Puesto 3?",
        "choices": (
            "Nadie: quedó en el centro, y nadie mira una carta que le queda en el centro.",
            "El Puesto 3, su nuevo dueño.",
            "El Puesto 1: vio el A♦ cuando era su carta de la izquierda, y vio qué dos posiciones se cambiaron.",
            "Todos: el cambio con la Reina se hace boca arriba.",
        ),
        "why_not": {
            0: "El Puesto 3 no la mira (R5.4.1), pero el Puesto 1 ya conocía la carta, y lo que sabía se va con "
               "ella (R5.4.3).",
            1: "Una carta que queda en el centro no se mira (R5.4.1): el Puesto 3 no conoce su nueva carta del "
               "centro.",
            3: "Las cartas siguen boca abajo; la mesa solo ve qué dos posiciones se cambiaron (R5.4.3).",
        },
        "explanation": "Todos ven qué dos posiciones se cambiaron, así que lo que cada uno sabía de esas dos "
                       "cartas se va con ellas (R5.4.3): el Puesto 1 sabe que el A♦ es ahora la carta del centro "
                       "del Puesto 3, mientras que el propio Puesto 3 no lo sabe.",
    },
    "03.king-chain": {
        "en": "d52340a4c9",
        "prompt": "El Puesto 2 roba un Rey y lo juega: debe dos robos más. En el primero de esos robos saca otro "
                  "Rey y lo juega. ¿Cuántos robos debe todavía el Puesto 2 justo después de jugar el segundo Rey?",
        "choices": ("1", "2", "3", "4"),
        "why_not": {
            0: "El segundo Rey no anula nada: suma dos robos más (R5.5).",
            1: "Es el error típico: el segundo Rey no sustituye al robo que aún quedaba pendiente, sino que le "
               "suma dos más (R5.5).",
            3: "Ya se ha hecho uno de los dos robos del primer Rey (el que trajo el segundo Rey): queda 1, más 2.",
        },
        "explanation": "Aún quedaba un robo pendiente del primer Rey, y un Rey robado en un robo extra suma dos "
                       "más (R5.5): 1 + 2 = 3.",
    },
    "03.flip-next": {
        "en": "7ed537a770",
        "prompt": "El mazo está vacío. El descarte tiene, en el orden en que se descartaron: primero 7♣, luego "
                  "2♦, J♥ y por último 9♠ (el 9♠ está boca arriba, encima). El siguiente jugador tiene que robar. "
                  "¿Qué carta robará?",
        "choices": (
            "El 9♠, la carta de arriba del descarte.",
            "El 7♣, la primera carta que se descartó.",
            "Nadie puede saberlo: el montón se baraja para formar el nuevo mazo.",
            "La J♥: las figuras vuelven arriba.",
        ),
        "why_not": {
            0: "Se da la vuelta al montón, boca abajo: su carta de arriba pasa al fondo del nuevo mazo, y la "
               "carta de abajo sube arriba (R6.2).",
            2: "No se baraja: se da la vuelta al montón tal como está (R6.1), así que el orden se conoce.",
            3: "No se ordena nada: el orden del nuevo mazo es el orden de los descartes (R6.2).",
        },
        "explanation": "Se da la vuelta a todo el descarte sin barajar (R6.1). Su carta de abajo, el descarte más "
                       "antiguo, pasa a ser la de arriba del nuevo mazo (R6.2): el 7♣, luego el 2♦, la J♥ y el 9♠.",
    },
    "03.flip-public": {
        "en": "cb0c4b701a",
        "prompt": "Después de dar la vuelta al descarte para formar un nuevo mazo, ¿quién puede saber el orden del "
                  "nuevo mazo?",
        "choices": (
            "Nadie: el mazo está boca abajo.",
            "Solo el jugador cuyo robo hizo que se diera la vuelta al montón.",
            "Todos los jugadores que recuerden los descartes, porque todos vieron cada descarte.",
        ),
        "why_not": {
            0: "Boca abajo no quiere decir desconocido: las cartas están en el orden en que todos vieron cómo se "
               "descartaban (R6.2).",
            1: "Cada descarte estuvo boca arriba para toda la mesa (R4.1, R4.2), así que todos los jugadores "
               "pueden saber el orden (R6.2).",
        },
        "explanation": "El nuevo mazo es el descarte en el orden en que se descartaron las cartas, la más antigua "
                       "primero, y todos vieron cada descarte: todos los jugadores pueden saber el orden del nuevo "
                       "mazo (R6.2). Una carta robada de él no es ningún secreto.",
    },
}

SCENES = {
    "drawn_face_cards": {
        "en": "f9b4e784d0",
        "title": "Jotas, Reinas y Reyes robados",
        "captions": {
            0: "Tres jugadores van a robar una Jota, una Reina y un Rey. Una J, una Q o un K robado del mazo "
               "nunca puede entrar en la mano por un cambio (R4.3): ¿qué otra cosa puede hacer cada uno con "
               "su carta?",
            1: "El Puesto 2 roba la J♠. No puede entrar en la mano del Puesto 2 (R4.3).",
            2: "El Puesto 2 descarta la Jota sin usarla: con una Jota está permitido (R5.1).",
            3: "El Puesto 3 roba la Q♣. ¿Usarla o no? Las dos cosas están permitidas (R5.1).",
            4: "El Puesto 3 descarta la Reina sin usarla.",
            5: "El Puesto 1 roba el K♦. ¿Puede el Puesto 1 descartarlo sin más?",
            6: "No: un Rey robado debe usarse (R5.2). Va al descarte y el Puesto 1 debe dos robos más (R5.5).",
            7: "Primer robo extra: el 4♥, una carta normal.",
            8: "El Puesto 1 lo cambia por su carta del centro; el 8♣ va al descarte.",
            9: "Segundo robo extra: el 9♦.",
            10: "El Puesto 1 lo descarta, y el turno termina (R3.3).",
        },
    },
    "empty_stock_flip": {
        "en": "123c805b2e",
        "title": "Al mazo vacío se le da la vuelta, no se baraja",
        "captions": {
            0: "Dos jugadores y 46 cartas en el mazo (los cuatro Reyes están en las manos). Los dos jugadores "
               "solo roban y descartan hasta que se acaba el mazo: fíjate en el orden del descarte.",
            2: "El 7♦ es la primera carta del descarte. Recuérdalo.",
            4: "El 3♣ es la segunda. Los dos jugadores vieron cada carta descartada.",
            92: "El mazo está vacío y el descarte tiene 46 cartas. El Puesto 2 tiene que robar ahora (R6.1). "
                "¿Qué carta será? Todos pueden saberlo (R6.2).",
            93: "Se da la vuelta al descarte, sin barajar, para formar el nuevo mazo (R6.1), así que el descarte "
                "más antiguo queda arriba (R6.2): el Puesto 2 roba el 7♦, la primera carta descartada. El mazo "
                "y el descarte nunca están vacíos a la vez en un robo (R6.3).",
            94: "El Puesto 2 descarta el 7♦: empieza el nuevo descarte. ¿Qué carta está ahora encima del mazo?",
            95: "El 3♣, la segunda carta que se descartó: los dos jugadores sabían que iba a salir.",
            96: "El Puesto 1 lo cambia por su carta de la izquierda. El Puesto 2 sabe exactamente dónde está el "
                "3♣.",
        },
    },
    "jack_peek": {
        "en": "20331245f5",
        "title": "Una Jota: mira tu carta del centro",
        "captions": {
            0: "El Puesto 2 conoce sus cartas de la izquierda (3♥) y de la derecha (5♠), pero nunca ha visto la "
               "del centro.",
            1: "El Puesto 2 roba la J♣. Una Jota robada del mazo puede usarse, o descartarse sin usarla (R5.1). "
               "¿Qué le enseñaría al Puesto 2 usarla?",
            2: "El Puesto 2 usa la Jota: mira una vez su carta del centro, el 2♦, y la Jota va al descarte "
               "(R5.3). Los demás ven pasar la Jota, no la carta del centro. Ahora el Puesto 2 conoce sus tres "
               "cartas: 3♥ 2♦ 5♠ = 10.",
        },
    },
    "king_chain": {
        "en": "14c63c616e",
        "title": "Un Rey: dos robos más",
        "captions": {
            0: "El Puesto 2 conoce sus cartas de la izquierda (5♥) y de la derecha (6♦), no la del centro.",
            1: "El Puesto 2 roba el K♠. Un Rey robado debe usarse (R5.2).",
            2: "El Rey va enseguida al descarte, y el Puesto 2 debe dos robos más (R5.5). ¿Cuántas cartas robará "
               "el Puesto 2 en total en este turno?",
            3: "Primer robo extra: el 3♣. Se resuelve como cualquier robo: cambiar, descartar o carta especial "
               "(R5.5).",
            4: "El Puesto 2 lo cambia por su carta del centro; el 10♣ que estaba allí va al descarte. Aún queda "
               "un robo pendiente.",
            5: "Segundo robo extra: el 8♠.",
            6: "El Puesto 2 lo descarta. No queda ningún robo pendiente ni ninguna carta en la mano: el turno "
               "termina (R3.3), después de tres robos.",
        },
    },
    "king_on_king_draw": {
        "en": "9539d07892",
        "title": "Un Rey robado en un robo extra de un Rey",
        "captions": {
            0: "El Puesto 2 está a punto de robar el primero de dos Reyes.",
            1: "El Puesto 2 roba el K♠.",
            2: "El Puesto 2 lo juega: debe dos robos más (R5.5).",
            3: "Primer robo extra: ¡otro Rey, el K♥! Aún queda un robo pendiente. ¿Cuántos quedarán pendientes "
               "cuando el Puesto 2 juegue este Rey: 2 o 3?",
            4: "Tres: un Rey robado en un robo extra suma dos robos más al que aún quedaba pendiente (R5.5); no "
               "lo sustituye.",
            5: "El 2♦: después de este quedan dos robos pendientes.",
            6: "El Puesto 2 lo cambia por su carta del centro (el 9♥ va al descarte).",
            7: "El 8♣: después de este queda un robo pendiente.",
            9: "El 7♠: el último robo pendiente.",
            10: "Cinco robos en un solo turno; ahora el turno termina (R3.3).",
        },
    },
    "queen_swap": {
        "en": "277e5f5f96",
        "title": "Una Reina: cambios a ciegas y conocimiento que se mueve",
        "captions": {
            0: "Mira la tabla de conocimiento. Cada uno ha visto sus cartas de la izquierda y de la derecha: el "
               "Puesto 2, el 9♠ y el 3♥; el Puesto 3, el 6♣ y el 2♣; el Puesto 1, el A♦ y el 4♠. Nadie ha visto "
               "una carta del centro.",
            1: "El Puesto 2 roba la Q♥. Una Reina cambia una de tus cartas por una carta de otro jugador, a "
               "ciegas y de forma definitiva (R5.4). ¿Cuál de sus cartas querría dar el Puesto 2?",
            2: "El Puesto 2 cambia su carta de la izquierda, el 9♠, por la carta de la derecha del Puesto 3. "
               "Ninguna de las dos queda en el centro, así que cada uno mira la carta que recibe (R5.4.1, "
               "R5.4.2): el Puesto 2 ve ahora el 2♣, y el Puesto 3, el 9♠. El Puesto 3 sigue sabiendo dónde está "
               "el 2♣: lo que cada uno sabía se va con la carta (R5.4.3). ¿Qué sabe el Puesto 1 de estas dos "
               "cartas?",
            3: "El Puesto 3 roba la Q♦, una segunda Reina. Esta vez fíjate en las cartas del centro.",
            4: "El Puesto 3 cambia su carta del centro, que nadie ha visto, por la carta de la izquierda del "
               "Puesto 1. El Puesto 1 mira su nueva carta de la izquierda, el 8♦, aunque el Puesto 3 nunca la vio "
               "(R5.4.2). El A♦ queda en el centro del Puesto 3: el Puesto 3 no lo mira (R5.4.1), pero el Puesto "
               "1 sabe que está ahí (R5.4.3). ¿Quién conoce ahora la carta del centro del Puesto 3?",
        },
    },
}
