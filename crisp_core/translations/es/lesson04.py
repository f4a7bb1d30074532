"""Lesson 04's questions and scenes in Spanish."""

QUESTIONS = {
    "04.peek": {
        "en": "e335f8a63b",
        "prompt": "Se acaban de repartir las cartas, y has mirado tus cartas de la izquierda y de la derecha. ¿Qué "
                  "sabe de tus tres cartas el jugador que tienes a la izquierda?",
        "choices": (
            "Nada: te vio mirar, pero no lo que viste.",
            "Tus cartas de la izquierda y de la derecha, porque las miraste a la vista de todos.",
            "Tu carta del centro, porque tú nunca la viste y él sí puede.",
            "Tus tres cartas.",
        ),
        "why_not": {
            1: "El vistazo es privado: cada jugador ve solo sus propias cartas de la izquierda y de la derecha "
               "(R2.4). Los demás ven que miraste, nunca qué.",
            2: "En el reparto nadie ve tu carta del centro, ni siquiera tú (R2.4).",
            3: "En el reparto cada jugador ve dos cartas: sus propias cartas de la izquierda y de la derecha (R2.4). "
               "Nadie ve las de otro.",
        },
        "explanation": "En el reparto, cada jugador mira una vez sus propias cartas de la izquierda y de la derecha, "
                       "y nadie ve su propia carta del centro (R2.4). Nadie conoce ni una sola carta de otro jugador.",
    },
    "04.swap-tells": {
        "en": "6c0c8b9885",
        "prompt": "El Puesto 2 roba una carta del mazo y la cambia por su carta de la izquierda. La antigua, un 9 "
                  "que había mirado, va boca arriba al descarte. ¿Qué puede decir el Puesto 1 de la nueva carta de "
                  "la izquierda del Puesto 2?",
        "choices": (
            "Nada: nunca se la enseñaron a nadie más que al Puesto 2.",
            "Probablemente es más baja que 9: el Puesto 2 la prefirió a un 9 que conocía.",
            "Es el 9: la carta vuelve al sitio de donde salió.",
            "Probablemente es una figura, que vale 10.",
        ),
        "why_not": {
            0: "La carta no se enseñó (R4.1), pero la decisión sí: el Puesto 2 se quedó con la carta nueva y tiró un "
               "9 que había visto en el reparto (R2.4). Las jugadas son pistas.",
            2: "El 9 está en el descarte, boca arriba para todos (R4.1); la carta nueva ocupó su lugar.",
            3: "Una Jota, una Reina o un Rey robado del mazo nunca puede entrar en la mano por un cambio (R4.3), y "
               "un jugador sensato no cambia un 9 por un 10.",
        },
        "explanation": "Un cambio enseña a la mesa la carta que sale de la mano, nunca la que entra (R4.1). Pero el "
                       "Puesto 2 sabía que su carta de la izquierda era un 9 y prefirió la carta nueva: "
                       "probablemente es más baja que 9. Probablemente, no seguro: los jugadores se equivocan.",
    },
    "04.queen-shows": {
        "en": "82d4e3257d",
        "prompt": "El Puesto 2 usa una Reina para cambiar su carta del centro (nadie la ha visto nunca) por la carta "
                  "de la derecha del Puesto 3. ¿Quién conoce la nueva carta de la derecha del Puesto 3?",
        "choices": (
            "Nadie: el Puesto 2 nunca la vio, así que nadie puede haberla visto.",
            "El Puesto 3: mira la carta que pasa a ser su carta de la derecha, sea quien sea su dueño anterior.",
            "El Puesto 2 y el Puesto 3.",
            "Todos: el cambio con la Reina se hace boca arriba.",
        ),
        "why_not": {
            0: "El nuevo dueño mira la carta que pasa a ser su carta de la izquierda o de la derecha, aunque su "
               "antiguo dueño nunca la viera (R5.4.2). El Puesto 3 conoce ahora una carta que el Puesto 2 tenía sin "
               "haberla visto nunca.",
            2: "El Puesto 2 nunca vio esa carta, y la Reina no le enseña la carta que entrega (R5.4.2).",
            3: "El cambio es a ciegas: la mesa ve qué dos posiciones se cambiaron, no las cartas (R5.4.3).",
        },
        "explanation": "Quien recibe una nueva carta de la izquierda o de la derecha la mira (R5.4.1), y lo mismo "
                       "hace el otro jugador, aunque el antiguo dueño de la carta nunca la viera (R5.4.2). Una Reina "
                       "puede enseñarle a tu rival una carta que ni tú mismo has visto.",
    },
    "04.knowledge-travels": {
        "en": "c0d710c207",
        "prompt": "Eres el Puesto 1 y sabes que tu carta de la izquierda es un 2. El Puesto 2 juega una Reina y "
                  "cambia su carta de la derecha por la tuya de la izquierda. ¿Dónde está ahora tu 2, y quién lo "
                  "sabe?",
        "choices": (
            "Es la carta de la derecha del Puesto 2, y tú lo sabes, igual que el Puesto 2.",
            "Es la carta de la derecha del Puesto 2, pero solo lo sabe el Puesto 2: lo que tú sabías se quedó en tu "
            "carta de la izquierda.",
            "Nadie sabe dónde está: el cambio con la Reina es a ciegas.",
            "Sigue siendo tu carta de la izquierda: una Reina no puede llevarse una carta que has visto.",
        ),
        "why_not": {
            1: "El conocimiento va con las cartas, no con las posiciones: todos vieron qué dos posiciones se "
               "cambiaron, así que lo que sabías se va con la carta (R5.4.3).",
            2: "El cambio es a ciegas en cuanto a las cartas, no en cuanto a las posiciones: todos ven qué dos "
               "posiciones se cambiaron (R5.4.3).",
            3: "Una Reina puede llevarse cualquier carta de cualquier otro jugador (R5.4), la hayas visto o no.",
        },
        "explanation": "Todos ven qué dos posiciones se cambiaron, así que lo que cada uno sabía de esas cartas se "
                       "va con ellas (R5.4.3): sigues conociendo tu 2, que ahora es la carta de la derecha del "
                       "Puesto 2, y el Puesto 2 lo miró al recibirlo (R5.4.1). Tú también miras tu nueva carta de la "
                       "izquierda (R5.4.2).",
    },
    "04.discard-tells": {
        "en": "e0382b3fcd",
        "prompt": "El Puesto 2 roba un 4 del mazo y lo descarta, boca arriba. ¿Qué sugiere eso sobre las cartas de "
                  "la izquierda y de la derecha del Puesto 2, que el Puesto 2 miró en el reparto?",
        "choices": (
            "Nada en absoluto: podía tener cualquier motivo.",
            "Probablemente las dos valen 4 o menos: un jugador sensato habría cambiado el 4 por una carta más alta.",
            "Probablemente las dos son más altas que 4.",
            "Su carta del centro probablemente vale 4 o menos.",
        ),
        "why_not": {
            0: "Las jugadas son pistas. Un 4 podía haber entrado en la mano (R4.1); tirarlo dice que el Puesto 2 no "
               "conocía ninguna carta suya que valiera más.",
            2: "Si su carta de la izquierda o la de la derecha valiera más de 4, quedarse con el 4 habría bajado su "
               "total: habría cambiado (R4.1).",
            3: "El Puesto 2 nunca ha visto su carta del centro (R2.4), así que el 4 no dice nada de ella: el jugador "
               "no podía comparar.",
        },
        "explanation": "Todos ven la carta descartada (R4.2), y también la decisión: un jugador que descarta un 4 no "
                       "conocía ninguna carta suya de más de 4; si no, habría cambiado el 4 por ella (R4.1). Es una "
                       "probabilidad, no una certeza: los jugadores olvidan y se equivocan.",
    },
    "04.flip-draw": {
        "en": "0962b85e63",
        "prompt": "Se acaba de dar la vuelta al descarte para formar un nuevo mazo. El Puesto 1 roba una carta de él "
                  "y la cambia por su carta de la izquierda. ¿Quién puede conocer la nueva carta de la izquierda del "
                  "Puesto 1?",
        "choices": (
            "Solo el Puesto 1, como con cualquier carta robada.",
            "Nadie más que el Puesto 1 y el jugador que descartó esa carta hace tiempo.",
            "Todos los jugadores que recuerden los descartes: el orden del nuevo mazo es público.",
        ),
        "why_not": {
            0: "Normalmente solo quien roba ve la carta robada (R4.1), pero después de dar la vuelta al descarte "
               "todos pueden saber el orden del mazo (R6.2), así que todos saben qué carta se ha robado.",
            1: "Cada descarte estuvo boca arriba para toda la mesa (R4.2), así que todos los jugadores vieron pasar "
               "esa carta.",
        },
        "explanation": "El nuevo mazo es el descarte en el orden en que se descartaron las cartas, la más antigua "
                       "primero (R6.2); todos los jugadores que recuerden los descartes saben qué carta robó el "
                       "Puesto 1 y adónde fue.",
    },
}

SCENES = {
    "deal": {
        "en": "f651bb3875",
        "title": "El reparto y el vistazo",
        "captions": {
            0: "Reparte el Puesto 1, de una carta en una, empezando por el puesto a su izquierda. La primera vuelta "
               "da a cada uno su carta de la izquierda: la carta 1 de la baraja va al Puesto 2, la carta 2 al Puesto "
               "3, la carta 3 al propio Puesto 1. La segunda vuelta da las cartas del centro, y la tercera, las de "
               "la derecha (R2.2). El resto de la baraja es el mazo (R2.3). Cada jugador mira una vez sus cartas de "
               "la izquierda y de la derecha, nunca la del centro (R2.4). Muestra solo el Puesto 2: de las tres "
               "cartas del Puesto 2, ¿cuáles conoce el Puesto 2?",
            1: "El Puesto 2, a la izquierda de quien reparte, juega el primer turno (R2.5): roba la carta de arriba "
               "del mazo, el 8♦, y la mira (R3.2). ¿Qué sabe el Puesto 3 de esa carta?",
        },
    },
    "discard_tells": {
        "en": "4c3ae8a594",
        "title": "Un 4 descartado",
        "captions": {
            0: "El Puesto 2 ha mirado sus cartas de la izquierda y de la derecha (R2.4); nadie más las conoce.",
            1: "El Puesto 2 roba un 4. Solo el Puesto 2 lo ve.",
            2: "El Puesto 2 tira el 4, boca arriba (R4.2). ¿Por qué quedarse con un 2 y un 3 en vez del 4? Porque "
               "son más bajos.",
        },
    },
    "swap_tells": {
        "en": "81d59ef5cf",
        "title": "Un cambio enseña la carta que sale",
        "captions": {
            0: "El Puesto 2 ha mirado su carta de la izquierda, el 9♣, y la de la derecha, el 5♥ (R2.4). Nadie más "
               "las conoce.",
            1: "El Puesto 2 roba una carta del mazo. Solo el Puesto 2 la ve.",
            2: "El Puesto 2 cambia la carta robada por su carta de la izquierda. El 9♣ va boca arriba al descarte, a "
               "la vista de todos; la carta nueva sigue siendo un secreto del Puesto 2 (R4.1). Pero el Puesto 2 la "
               "prefirió a un 9.",
        },
    },
    "take_from_discard": {
        "en": "71241df8b8",
        "title": "Tomar del descarte: una Reina es solo un 10",
        "captions": {
            0: "En esta mesa, el anfitrión permite tomar la carta de arriba del descarte en lugar de robar (R8.1). "
               "El descarte está vacío, así que el Puesto 2 tiene que robar del mazo (R8.4).",
            1: "El Puesto 2 roba la Q♠.",
            2: "El Puesto 2 descarta la Reina sin usarla (R5.1): queda boca arriba encima del descarte.",
            3: "El Puesto 3 toma la Q♠ del descarte en lugar de robar (R8.1), con la esperanza de cambiar cartas con "
               "alguien. ¿Puede el Puesto 3 usar la Reina? ¿Puede el Puesto 3 volver a dejarla directamente?",
            4: "Ninguna de las dos cosas: tomada del descarte, una Reina es un 10 normal sin poder (R8.3), y debe "
               "entrar en la mano por un cambio (R8.2). El Puesto 3 la cambia por su carta del centro, el 9♠, que va "
               "al descarte. Todos vieron la Reina, así que todos saben que ahora es la carta del centro del Puesto "
               "3 (R8.5).",
        },
    },
    "guess_table": {
        "en": "0920b17b4c",
        "title": "Una mesa de bots, la número 5",
        "captions": {},
    },
}
