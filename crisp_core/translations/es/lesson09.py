"""Lesson 09's questions and scenes in Spanish."""

QUESTIONS = {
    "09.memory-cost": {
        "en": "75ca1a24a3",
        "prompt": "El bot olvidadizo juega exactamente igual que el bot atento, pero al empezar cada "
                  "uno de sus turnos olvida cada carta que ha visto en una mano, con una probabilidad de 1 entre "
                  "10. Contra dos bots atentos, ¿cuántos puntos por ronda le cuesta olvidar?",
        "choices": (
            "Nada: una ronda es demasiado corta para olvidar algo importante.",
            "Alrededor de medio punto por ronda.",
            "Alrededor de 3 puntos por ronda.",
            "Alrededor de 6 puntos por ronda: juega casi a ciegas.",
        ),
        "why_not": {
            0: "Algo sí le cuesta, pero tan poco que unos cientos de rondas no lo pueden mostrar: esa es la "
               "trampa de la que trata esta lección.",
            2: "Eso es más o menos la mitad de la distancia entre jugar al azar y contar cartas. Olvidar una carta "
               "de cada diez por turno es mucho más suave.",
            3: "En cada turno todavía recuerda nueve cartas de cada diez, y el descarte sigue a la vista.",
        },
        "explanation": "Alrededor de medio punto: en 30.000 rondas, el bot olvidadizo se anotó 13,17 por ronda, y "
                       "los dos bots atentos, 12,51 y 12,61 (cada uno ± 0,07). Una ronda dura solo unos siete "
                       "turnos, así que hay poco tiempo para olvidar. Cuando sí olvida una carta baja suya, valora "
                       "esa posición como una carta sin ver: puede que cambie la carta buena y se deshaga de ella, y "
                       "canta crisp menos a menudo (R7.1) porque su mano parece peor de lo que es.",
    },
    "09.bigger": {
        "en": "02b8212a2a",
        "prompt": "Los bots A y B jugaron los mismos 400 repartos en la misma mesa. A se anotó 13,1 ± 0,8 puntos por "
                  "ronda, y B, 12,4 ± 0,8. Ronda a ronda, A menos B dio 0,7 ± 0,9. (Cada ± es la mitad del ancho de "
                  "un intervalo del 95 %.) ¿Qué puedes decir?",
        "choices": (
            "A juega peor que B: pierde 0,7 puntos por ronda.",
            "A y B juegan igual de bien.",
            "Puede que B sea mejor, pero 400 rondas no lo pueden decir: el intervalo de la diferencia contiene el "
            "0. Juega más rondas.",
            "B es mejor, porque su media es más baja.",
        ),
        "why_not": {
            0: "0,7 es lo que dieron estas 400 rondas, pero solo la suerte del reparto podría mover la diferencia "
               "en 0,9.",
            1: "Eso tampoco está demostrado: los números no permiten distinguirlos, y eso no es lo mismo que ser "
               "iguales. Con más rondas bien podría verse una diferencia.",
            3: "Una media más baja en 400 rondas puede ser suerte: la diferencia, 0,7 ± 0,9, va de menos de 0 a más "
               "de 0.",
        },
        "explanation": "Compara dos bots que jugaron los mismos repartos por su diferencia, ronda a ronda, como en "
                       "la lección 8: la suerte que compartieron se va de la cuenta. Aquí 0,7 ± 0,9 va de −0,2 a "
                       "1,6. Contiene el 0, así que la suerte por sí sola podría explicar la distancia. Los "
                       "intervalos se estrechan a medida que se suman rondas: con cuatro veces más rondas, la mitad "
                       "de ancho. En Crisp, menos es mejor, porque tu puntuación de la ronda es tu total (R11.1), "
                       "± 5 si cantaste (R11.2).",
    },
    "09.unseen-value": {
        "en": "0d94c3c905",
        "prompt": "Tu bot cuenta como 6,5 una carta de su mano que no ha visto. ¿Qué debería esperar, de media, de "
                  "la próxima carta que robe del mazo, si es una carta que puede meter en su mano?",
        "choices": (
            "También 6,5: una carta es una carta.",
            "5,5: una Jota, una Reina o un Rey robado del mazo nunca puede entrar en una mano, y las otras 40 "
            "cartas valen de media 5,5.",
            "10: hay que esperar lo peor.",
            "Alrededor de 3: las cartas que vale la pena meter en la mano son bajas.",
        ),
        "why_not": {
            0: "En una mano, una Jota, una Reina o un Rey vale 10 (R1.4), así que una carta sin ver que está ahí "
               "vale de media 85/13 ≈ 6,54. Pero esas 12 figuras nunca pueden entrar en la mano desde el mazo "
               "(R4.3).",
            2: "Solo 16 de las 52 cartas valen 10, y las 12 figuras que hay entre ellas no pueden entrar en la "
               "mano desde el mazo de ninguna manera (R4.3).",
            3: "La pregunta es sobre todas las cartas que pueden entrar, del As al 10: su media es "
               "220/40 = 5,5.",
        },
        "explanation": "Dos medias, no una. Una carta sin ver que ya está en una mano vale 85/13 ≈ 6,54: ahí la J, "
                       "la Q y la K valen 10 (R1.3, R1.4). Una carta que un robo del mazo puede meter en una mano "
                       "nunca es una J, una Q ni una K (R4.3): del As al 10, cuatro de cada, media "
                       "220/40 = 5,5 (lección 7).",
    },
}

SCENES = {}
