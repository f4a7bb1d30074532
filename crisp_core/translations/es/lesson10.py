"""Lesson 10's questions and scenes in Spanish."""

QUESTIONS = {
    "10.king-final": {
        "en": "bf2b90ad7b",
        "prompt": "El Puesto 3 ha cantado crisp. En tu último turno robas un Rey del mazo. ¿Qué pasa?",
        "choices": (
            "Nada: lo descartas y tu último turno ha terminado.",
            "Tienes que jugarlo: va al descarte y robas dos veces más, todavía dentro de este último turno.",
            "Puedes meterlo en tu mano con un cambio: vale 10, como cualquier figura.",
            "Robas una carta más en lugar del Rey.",
        ),
        "why_not": {
            0: "Un Rey robado no se puede descartar sin usarlo (R5.2), ni siquiera en un último turno.",
            2: "Una Jota, una Reina o un Rey robado del mazo nunca puede entrar en una mano por un cambio (R4.3).",
            3: "Un Rey da dos robos más, no uno (R5.5); un Rey en uno de ellos suma dos más.",
        },
        "explanation": "Un Rey robado debe jugarse (R5.2): va al descarte y tu turno te debe dos robos más (R5.5). "
                       "Un último turno es un turno completo (R7.3), así que esos dos robos son tuyos: una buena "
                       "ocasión para bajar tu total antes de que se descubran las cartas.",
    },
    "10.match-end": {
        "en": "3b9750bc5a",
        "prompt": "La partida se juega con un límite de 50. Al final de una ronda, los puntos de la partida son: tú 38, el "
                  "Puesto 2 52 y el Puesto 3 38. ¿Qué pasa?",
        "choices": (
            "Gana el Puesto 2: ha llegado al límite.",
            "La partida ha terminado, y la victoria se comparte entre el Puesto 3 y tú.",
            "Se juega una ronda más para deshacer el empate.",
            "Todavía nada: la partida sigue hasta que todos lleguen a 50.",
        ),
        "why_not": {
            0: "Llegar al límite termina la partida; no la gana. En Crisp ganan las puntuaciones bajas.",
            2: "No hay desempate: los jugadores empatados con la puntuación más baja comparten la victoria "
               "(R11.5).",
            3: "Basta con que un jugador llegue al límite o lo supere para que termine la partida (R11.4).",
        },
        "explanation": "La partida termina al final de la ronda en la que alguna puntuación llega al límite o lo "
                       "supera (R11.4): los 52 del Puesto 2 la terminan. Gana la puntuación más baja, y los "
                       "jugadores empatados con la más baja comparten la victoria (R11.5): el Puesto 3 y tú, con "
                       "38 cada uno.",
    },
}

SCENES = {}
