"""Lesson 09's questions and scenes in Spanish."""

QUESTIONS = {
    "09.memory-cost": {
        "en": "75ca1a24a3",
        "prompt": "El bot olvidadizo juega igual que el bot atento. La diferencia: al empezar cada uno de sus "
                  "turnos, puede olvidar cada carta que ha visto, con una probabilidad de 1 entre 10. Juega contra "
                  "dos bots atentos. ¿Cuántos puntos por ronda le cuesta olvidar?",
        "choices": (
            "Nada: una ronda es demasiado corta para olvidar algo importante.",
            "Alrededor de medio punto por ronda.",
            "Alrededor de 3 puntos por ronda.",
            "Alrededor de 6 puntos por ronda: juega casi a ciegas.",
        ),
        "why_not": {
            0: "Sí le cuesta algo, pero tan poco que unos cientos de rondas no lo pueden mostrar. Esa es la trampa "
               "de esta lección.",
            2: "Eso es más o menos la mitad de la distancia entre jugar al azar y contar cartas. Olvidar una carta "
               "de cada diez, en cada turno, es mucho más suave.",
            3: "Todavía recuerda nueve cartas de cada diez, en cada turno. Y el descarte sigue a la vista.",
        },
        "explanation": "Alrededor de medio punto. En 30.000 rondas, el olvidadizo se anotó 13,17 puntos por ronda. "
                       "Los dos atentos se anotaron 12,51 y 12,61 (cada uno ± 0,07). Una ronda solo tiene unos siete "
                       "turnos, así que hay poco tiempo para olvidar. Cuando olvida una carta baja suya, pasa a "
                       "contarla como una carta sin ver. Entonces puede cambiar esa carta buena y tirarla. Y canta "
                       "crisp menos a menudo (R7.1), porque su mano parece peor de lo que es.",
    },
    "09.bigger": {
        "en": "02b8212a2a",
        "prompt": "Los bots A y B jugaron los mismos 400 repartos, en la misma mesa. A se anotó 13,1 ± 0,8 puntos "
                  "por ronda. B se anotó 12,4 ± 0,8. Ronda a ronda, A menos B dio 0,7 ± 0,9. (Cada ± viene de un "
                  "intervalo del 95 %, como en las tablas de la lección.) ¿Qué puedes decir?",
        "choices": (
            "A juega peor que B: pierde 0,7 puntos por ronda.",
            "A y B juegan igual de bien.",
            "Puede que B sea mejor, pero 400 rondas no bastan para saberlo: el intervalo de la diferencia contiene "
            "el 0. Juega más rondas.",
            "B es mejor, porque su media es más baja.",
        ),
        "why_not": {
            0: "0,7 es lo que dieron estas 400 rondas. Pero solo la suerte de las cartas ya puede mover la diferencia "
               "hasta 0,9.",
            1: "Eso tampoco está demostrado. Los números no permiten distinguirlos, y eso no quiere decir que sean "
               "iguales. Con más rondas, bien podría verse una diferencia.",
            3: "Una media más baja en 400 rondas puede ser suerte. La diferencia, 0,7 ± 0,9, va de menos de 0 a más "
               "de 0.",
        },
        "explanation": "Cuando dos bots juegan los mismos repartos, compara su diferencia, ronda a ronda, como en la "
                       "lección 8. Así la suerte que compartieron sale de la cuenta. Aquí, 0,7 ± 0,9 va de −0,2 a "
                       "1,6. El 0 está dentro, así que la suerte sola podría explicar la diferencia. Con más rondas, "
                       "los intervalos se estrechan: cuatro veces más rondas, la mitad de ancho. Y en Crisp, menos es "
                       "mejor: tus puntos de la ronda son tu total (R11.1), ± 5 si cantaste (R11.2).",
    },
    "09.unseen-value": {
        "en": "0d94c3c905",
        "prompt": "Tu bot cuenta como 6,5 una carta de su mano que no ha visto. ¿Y la próxima carta que robe del "
                  "mazo? Si es una carta que puede entrar en su mano, ¿cuánto vale de media?",
        "choices": (
            "También 6,5: una carta es una carta.",
            "5,5: una Jota, una Reina o un Rey robado del mazo nunca entra en la mano. Las otras 40 cartas valen "
            "5,5 de media.",
            "10: hay que esperar lo peor.",
            "Alrededor de 3: las cartas que vale la pena meter en la mano son bajas.",
        ),
        "why_not": {
            0: "En una mano, una Jota, una Reina o un Rey vale 10 (R1.4). Por eso una carta sin ver que está ahí vale "
               "de media 85/13 ≈ 6,54. Pero esas 12 cartas nunca entran en la mano desde el mazo (R4.3).",
            2: "Solo 16 de las 52 cartas valen 10. Y 12 de ellas son Jotas, Reinas o Reyes, que ni siquiera pueden "
               "entrar en la mano desde el mazo (R4.3).",
            3: "La pregunta habla de todas las cartas que pueden entrar, del As al 10. Su media es 220/40 = 5,5.",
        },
        "explanation": "Son dos medias, no una. Una carta sin ver que ya está en una mano vale de media "
                       "85/13 ≈ 6,54: ahí, la Jota, la Reina y el Rey valen 10 (R1.3, R1.4). En cambio, una carta "
                       "robada del mazo que entra en la mano nunca es una Jota, una Reina ni un Rey (R4.3). Va del As "
                       "al 10, cuatro de cada: media 220/40 = 5,5 (lección 7).",
    },
}

SCENES = {}
