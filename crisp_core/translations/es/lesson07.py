"""Lesson 07's questions and scenes in Spanish."""

QUESTIONS = {
    "07.predict-m": {
        "en": "6f60890eca",
        "prompt": "Justo después del reparto no has visto tu carta del centro. De media, ¿cuánto vale una carta que no has visto "
                  "cuando está en tu mano?",
        "choices": ("5,5: la media del As al 10",
                    "Unos 6,5: las Jotas, las Reinas y los Reyes también valen 10",
                    "7: el punto medio entre el As y el Rey",
                    "Unos 10: la mayoría de las cartas son altas"),
        "why_not": {
            0: "5,5 es la media de las 40 cartas del As al 10. Tu carta del centro te la repartieron: puede ser "
               "cualquiera de las 52 cartas, y una Jota, una Reina o un Rey repartido en una mano vale 10.",
            2: "Los rangos no son valores: la Jota, la Reina y el Rey valen 10 los tres, no 11, 12 y 13.",
            3: "Solo 16 de las 52 cartas valen 10; las otras 36 valen de 1 a 9.",
        },
        "explanation": "Cuenta las cartas antes de cualquier vistazo (cualquier carta de la baraja podría ser tu "
                       "carta del centro). Cuatro cartas de cada valor del 1 al 9 suman 4 × 45 = 180; las 16 cartas que valen 10 "
                       "(10, J, Q, K: R1.3) suman 160. 340 / 52 = 85/13 ≈ 6,54. Una figura en una mano es un 10 "
                       "normal (R1.4).",
    },
    "07.stock-swap": {
        "en": "ff3d327459",
        "prompt": "Estás a punto de robar del mazo, con la esperanza de sacar una carta para meterla en tu mano. "
                  "De media, ¿cuánto vale una carta que este robo puede meter en tu mano?",
        "choices": ("85/13 ≈ 6,54, como cualquier carta que no has visto",
                    "5,5",
                    "10"),
        "why_not": {
            0: "Ese es el error clásico al contar. 85/13 cuenta las Jotas, las Reinas y los Reyes como 10, pero "
               "una J, una Q o una K robada del mazo nunca puede entrar en tu mano: la usas o la descartas.",
            2: "Una J, una Q o una K del mazo nunca entra en tu mano, así que nunca le suma 10.",
        },
        "explanation": "Una J, una Q o una K robada del mazo nunca puede entrar en tu mano por un cambio (R4.3); "
                       "las figuras solo valen 10 cuando están en una mano (R1.4). Las cartas que un robo puede "
                       "meter en tu mano son las 40 del As al 10, cuatro de cada valor: 4 × 55 / 40 = 220/40 = 5,5.",
    },
    "07.swap-six": {
        "en": "b487f0ba98",
        "prompt": "El Puesto 2 solo ha visto su A♣ y su 2♦. Roba un 6 del mazo. ¿Gana algo de media si cambia el "
                  "6 por su carta del centro, que no ha visto?",
        "choices": ("Sí: su carta del centro vale de media 331/49 ≈ 6,76, más que 6",
                    "No: una carta que no has visto vale de media 5,5, menos que 6",
                    "De media da igual"),
        "why_not": {
            1: "5,5 es la media de una carta que el mazo puede meter EN tu mano (nunca una J, Q o K, R4.3). Su "
               "carta del centro se la repartieron: puede ser una Jota, una Reina o un Rey, y entonces vale 10 (R1.4).",
            2: "Cuenta lo que el Puesto 2 no ha visto: su media no es 6.",
        },
        "explanation": "El Puesto 2 ya ha visto tres cartas: su A♣, su 2♦ y el 6 que ha robado. Su carta del centro es "
                       "una de las 49 cartas que no ha visto, cuyos valores suman 340 − 1 − 2 − 6 = 331, así que "
                       "vale de media 331/49 ≈ 6,76 (R1.3). Al meter el 6 en su lugar se ahorra de media 37/49 ≈ 0,76 "
                       "puntos.",
    },
    "07.count-after": {
        "en": "f5ff9d6ae4",
        "prompt": "El Puesto 2 ha visto su A♣ y su 2♦, y después ha visto ir al descarte 9♠, K♦, Q♠, 10♥ y J♦. "
                  "¿Qué probabilidad hay de que su carta del centro valga 10? Escribe una fracción como 3/7 o un número decimal.",
        "explanation": "El Puesto 2 ha visto 7 cartas, así que su carta del centro es una de las otras 45. De las 16 cartas que "
                       "valen 10 (R1.3), cuatro están en el descarte (K♦, Q♠, 10♥, J♦): quedan 12. "
                       "12/45 = 4/15 ≈ 0,267, menos que 16/50 = 0,32 justo después del reparto.",
    },
    "07.three-low": {
        "en": "7e568dd1e5",
        "prompt": "Tres cartas que nadie ha visto, por ejemplo la mano de otro jugador. ¿Qué probabilidad hay de "
                  "que sumen 7 o menos?",
        "choices": ("Alrededor del 1 %", "Alrededor del 10 %", "Alrededor del 25 %", "Alrededor del 50 %"),
        "why_not": {
            1: "Cuéntalo: necesitas tres cartas bajas a la vez, y 16 de las 52 cartas valen 10.",
            2: "Tres cartas suman de media 3 × 6,54 ≈ 19,6; un total de 7 o menos queda muy por debajo.",
            3: "Más de la mitad de todas las manos suman 20 o más: 7 o menos es raro.",
        },
        "explanation": "De los 22.100 grupos de tres cartas, solo 304 suman 7 o menos: 304/22100 = 76/5525 ≈ "
                       "1,4 %. Tres cartas suman de media 3 × 85/13 ≈ 19,6 (R1.3).",
    },
}

SCENES = {
    "counting_discards": {
        "en": "6aec784afa",
        "title": "Lo que los descartes le dicen al Puesto 2 sobre su carta del centro",
        "captions": {
            0: "El Puesto 2 mira su carta de la izquierda (A♣) y la de la derecha (2♦), nunca la del centro. "
               "Para el Puesto 2, la carta del centro es una de las 50 cartas que no ha visto; 16 de ellas valen 10 (R1.3).",
            2: "El Puesto 2 descarta el 9♠ que ha robado. Ya ha visto tres cartas; hay 49 que no ha visto, y "
               "siguen siendo 16 las que valen 10.",
            4: "El Puesto 3 roba un Rey y tiene que jugarlo (R5.2): el K♦ va boca arriba, y se deben dos robos "
               "más.",
            6: "El Puesto 3 descarta la Q♠ sin usarla (R5.1). Ya hay dos cartas de valor diez boca arriba.",
            8: "El 10♥ también va boca arriba: 13 de las 46 cartas que el Puesto 2 no ha visto valen 10.",
            10: "El Puesto 1 mete el 4♣ en su carta de la derecha con un cambio (R4.1); su J♦ va boca arriba. En una mano, la Jota "
                "era un 10 normal (R1.4). El Puesto 2 no ha visto el 4♣: 12 de las 45 cartas sin ver valen 10.",
        },
    },
}
