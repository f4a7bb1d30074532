"""Lesson 07's questions and scenes in Portuguese (Portugal)."""

QUESTIONS = {
    "07.predict-m": {
        "en": "6f60890eca",
        "prompt": "Logo depois da distribuição, ainda não viste a tua carta do meio. Em média, quanto vale uma carta "
                  "que está na tua mão e que não viste?",
        "choices": ("5,5: a média do Ás ao 10",
                    "Cerca de 6,5: os Valetes, as Damas e os Reis também contam 10",
                    "7: a meio caminho entre o Ás e o Rei",
                    "Cerca de 10: a maioria das cartas é alta"),
        "why_not": {0: "5,5 é a média das 40 cartas do Ás ao 10. A tua carta do meio veio na distribuição: pode ser "
                       "qualquer uma das 52 cartas, e um Valete, uma Dama ou um Rei que vem para uma mão conta 10.",
                    2: "A ordem das cartas não é o valor delas: o Valete, a Dama e o Rei contam 10, e não 11, 12 e 13.",
                    3: "Só 16 das 52 cartas valem 10; as outras 36 valem de 1 a 9."},
        "explanation": "Conta as cartas antes de espreitares alguma (qualquer carta do baralho pode ser a tua carta do "
                       "meio). Quatro cartas de cada valor de 1 a 9 somam 4 × 45 = 180; as 16 cartas que valem 10 "
                       "(10, J, Q, K: R1.3) somam 160. 340 / 52 = 85/13 ≈ 6,54. Um Valete, uma Dama ou um Rei numa "
                       "mão é um 10 normal (R1.4).",
    },
    "07.stock-swap": {
        "en": "ff3d327459",
        "prompt": "Vais comprar do monte, à espera de uma carta para trocar por uma da tua mão. Em média, quanto "
                  "vale uma carta que essa compra pode pôr na tua mão?",
        "choices": ("85/13 ≈ 6,54, como qualquer carta que não viste",
                    "5,5",
                    "10"),
        "why_not": {0: "Esse é o erro clássico de contagem. O 85/13 conta os Valetes, as Damas e os Reis como 10. Mas "
                       "um J, Q ou K comprado do monte nunca pode entrar na tua mão: usas a carta ou descarta-la.",
                    2: "Um J, Q ou K do monte nunca entra na tua mão, por isso nunca soma 10 ao teu total."},
        "explanation": "Um J, Q ou K comprado do monte nunca pode entrar na mão por troca (R4.3); os Valetes, as "
                       "Damas e os Reis só contam 10 depois de estarem numa mão (R1.4). As cartas que uma compra pode "
                       "pôr na tua mão são as 40 do Ás ao 10, quatro de cada valor: 4 × 55 / 40 = 220/40 = 5,5.",
    },
    "07.swap-six": {
        "en": "b487f0ba98",
        "prompt": "O Lugar 2 só viu o seu A♣ e o seu 2♦. Compra um 6 do monte. Trocar o 6 pela carta do meio, "
                  "que não viu, é um ganho em média?",
        "choices": ("Sim: a carta do meio dele vale 331/49 ≈ 6,76 em média, mais do que 6",
                    "Não: uma carta que não viste vale 5,5 em média, menos do que 6",
                    "Em média, tanto faz"),
        "why_not": {1: "5,5 é a média de uma carta que o monte pode pôr NA tua mão (nunca um J, Q ou K, R4.3). A "
                       "carta do meio dele veio na distribuição: pode ser um Valete, uma Dama ou um Rei, e nesse "
                       "caso conta 10 (R1.4).",
                    2: "Conta o que o Lugar 2 não viu: a média dessas cartas não é 6."},
        "explanation": "Agora o Lugar 2 já viu três cartas: o seu A♣, o seu 2♦ e o 6 que comprou. A carta do meio "
                       "dele é uma das 49 cartas que não viu, cujos valores somam 340 − 1 − 2 − 6 = 331. Por isso "
                       "vale em média 331/49 ≈ 6,76 (R1.3). Trocar o 6 pela carta do meio poupa, em média, "
                       "37/49 ≈ 0,76 pontos.",
    },
    "07.count-after": {
        "en": "f5ff9d6ae4",
        "prompt": "O Lugar 2 viu o seu A♣ e o seu 2♦, e depois viu 9♠, K♦, Q♠, 10♥ e J♦ irem para o descarte. "
                  "Qual é a probabilidade de a carta do meio dele valer 10? Escreve uma fração como 3/7 ou um "
                  "número decimal.",
        "explanation": "O Lugar 2 viu 7 cartas, por isso a carta do meio dele é uma das outras 45. Das 16 cartas que "
                       "valem 10 (R1.3), quatro estão no descarte (K♦, Q♠, 10♥, J♦): sobram 12. "
                       "12/45 = 4/15 ≈ 0,267, menos do que os 16/50 = 0,32 logo a seguir à distribuição.",
    },
    "07.three-low": {
        "en": "7e568dd1e5",
        "prompt": "Três cartas que ninguém viu, por exemplo a mão de outro jogador. Qual é a probabilidade de "
                  "somarem 7 ou menos?",
        "choices": ("Cerca de 1 %", "Cerca de 10 %", "Cerca de 25 %", "Cerca de 50 %"),
        "why_not": {1: "Faz as contas: precisas de três cartas baixas ao mesmo tempo, e 16 das 52 cartas valem 10.",
                    2: "Três cartas valem em média 3 × 6,54 ≈ 19,6; um total de 7 ou menos fica muito abaixo disso.",
                    3: "Mais de metade de todas as mãos soma 20 ou mais: 7 ou menos é raro."},
        "explanation": "Dos 22\u202f100 grupos de três cartas, só 304 somam 7 ou menos: "
                       "304/22100 = 76/5525 ≈ 1,4 %. Três cartas valem em média 3 × 85/13 ≈ 19,6 (R1.3).",
    },
}

SCENES = {
    "counting_discards": {
        "en": "6aec784afa",
        "title": "O que os descartes contam ao Lugar 2 sobre a carta do meio dele",
        "captions": {
            0: "O Lugar 2 espreita a sua carta da esquerda (A♣) e a da direita (2♦), nunca a do meio. Para o "
               "Lugar 2, a carta do meio é uma das 50 cartas que não viu; 16 delas valem 10 (R1.3).",
            2: "O Lugar 2 descarta o 9♠ que comprou. Agora já viu três cartas; há 49 que não viu, e 16 delas "
               "continuam a valer 10.",
            4: "O Lugar 3 compra um Rei e tem de o jogar (R5.2): o K♦ vai voltado para cima, e ainda lhe faltam "
               "duas compras.",
            6: "O Lugar 3 descarta a Q♠ sem a usar (R5.1). Agora há duas cartas de valor dez voltadas para cima.",
            8: "O 10♥ também vai voltado para cima: 13 das 46 cartas que o Lugar 2 não viu valem 10.",
            10: "O Lugar 1 troca o 4♣ pela sua carta da direita (R4.1); o J♦ dele vai voltado para cima. Na mão, o "
                "Valete era um 10 normal (R1.4). O Lugar 2 não viu o 4♣: 12 das 45 cartas não vistas valem 10.",
        },
    },
}
