"""Lesson 07's questions and scenes in Portuguese (Brazil)."""

QUESTIONS = {
    "07.predict-m": {
        "en": "6f60890eca",
        "prompt": "Logo depois da distribuição você ainda não viu sua carta do meio. Em média, quanto vale uma carta que está "
                  "na sua mão e que você não viu?",
        "choices": ("5,5: a média do Ás ao 10",
                    "Cerca de 6,5: Valetes, Damas e Reis também contam 10",
                    "7: o meio do caminho entre o Ás e o Rei",
                    "Cerca de 10: a maioria das cartas é alta"),
        "why_not": {0: "5,5 é a média das 40 cartas do Ás ao 10. Sua carta do meio veio na distribuição: "
                       "ela pode ser qualquer uma das 52 cartas, e um Valete, uma Dama ou um Rei que vem para uma mão conta 10.",
                    2: "A ordem das cartas não é o valor delas: Valete, Dama e Rei contam 10, e não 11, 12 e 13.",
                    3: "Só 16 das 52 cartas valem 10; as outras 36 valem de 1 a 9."},
        "explanation": "Conte as cartas antes de espiar qualquer uma (qualquer carta do baralho pode ser a sua carta do meio). "
                       "Quatro cartas de cada valor de 1 a 9 somam 4 × 45 = 180; as 16 cartas que valem 10 "
                       "(10, J, Q, K: R1.3) somam 160. 340 / 52 = 85/13 ≈ 6,54. Um Valete, uma Dama ou um Rei numa "
                       "mão é um 10 comum (R1.4).",
    },
    "07.stock-swap": {
        "en": "ff3d327459",
        "prompt": "Você vai comprar do monte, torcendo por uma carta para trocar por uma da sua mão. Em média, "
                  "quanto vale uma carta que essa compra pode colocar na sua mão?",
        "choices": ("85/13 ≈ 6,54, como qualquer carta que você não viu",
                    "5,5",
                    "10"),
        "why_not": {0: "Esse é o erro clássico de contagem. O 85/13 conta Valetes, Damas e Reis como 10, mas um "
                       "J, Q ou K comprado do monte nunca pode entrar na sua mão: você usa a carta ou descarta.",
                    2: "Um J, Q ou K do monte nunca entra na sua mão, então nunca soma 10 a ela."},
        "explanation": "Um J, Q ou K comprado do monte nunca pode entrar na mão por troca (R4.3); Valetes, Damas "
                       "e Reis só contam 10 depois que estão numa mão (R1.4). As cartas que uma compra pode colocar "
                       "na sua mão são as 40 do Ás ao 10, quatro de cada valor: 4 × 55 / 40 = 220/40 = 5,5.",
    },
    "07.swap-six": {
        "en": "b487f0ba98",
        "prompt": "O Lugar 2 só viu seu A♣ e seu 2♦. Ele compra um 6 do monte. Trocar o 6 pela carta do meio, "
                  "que ele não viu, é um ganho em média?",
        "choices": ("Sim: a carta do meio dele vale 331/49 ≈ 6,76 em média, mais que 6",
                    "Não: uma carta que você não viu vale 5,5 em média, menos que 6",
                    "Em média, tanto faz"),
        "why_not": {1: "5,5 é a média de uma carta que o monte pode colocar NA sua mão (nunca um J, Q ou K, "
                       "R4.3). A carta do meio dele veio na distribuição: ela pode ser um Valete, uma Dama ou um Rei, e aí conta "
                       "10 (R1.4).",
                    2: "Conte o que o Lugar 2 não viu: a média dessas cartas não é 6."},
        "explanation": "Agora o Lugar 2 já viu três cartas: seu A♣, seu 2♦ e o 6 que comprou. A carta do meio dele "
                       "é uma das 49 cartas que ele não viu, cujos valores somam 340 − 1 − 2 − 6 = 331, então ela "
                       "vale em média 331/49 ≈ 6,76 (R1.3). Trocar o 6 pela carta do meio economiza em média 37/49 ≈ 0,76 ponto.",
    },
    "07.count-after": {
        "en": "f5ff9d6ae4",
        "prompt": "O Lugar 2 viu seu A♣ e seu 2♦, e depois viu 9♠, K♦, Q♠, 10♥ e J♦ irem para o descarte. Qual "
                  "é a chance de a carta do meio dele valer 10? Digite uma fração como 3/7 ou um número decimal.",
        "explanation": "O Lugar 2 viu 7 cartas, então a carta do meio dele é uma das outras 45. Das 16 cartas que valem 10 "
                       "(R1.3), quatro estão no descarte (K♦, Q♠, 10♥, J♦): sobram 12. 12/45 = 4/15 ≈ 0,267, "
                       "menos que os 16/50 = 0,32 logo depois da distribuição.",
    },
    "07.three-low": {
        "en": "7e568dd1e5",
        "prompt": "Três cartas que ninguém viu, por exemplo a mão de outro jogador. Qual é a chance de elas "
                  "somarem 7 ou menos?",
        "choices": ("Cerca de 1 %", "Cerca de 10 %", "Cerca de 25 %", "Cerca de 50 %"),
        "why_not": {1: "Faça a conta: você precisa de três cartas baixas ao mesmo tempo, e 16 das 52 cartas "
                       "valem 10.",
                    2: "Três cartas valem em média 3 × 6,54 ≈ 19,6; um total de 7 ou menos fica muito abaixo "
                       "disso.",
                    3: "Mais da metade de todas as mãos soma 20 ou mais: 7 ou menos é raro."},
        "explanation": "Dos 22.100 grupos de três cartas, só 304 somam 7 ou menos: 304/22100 = 76/5525 ≈ 1,4 %. "
                       "Três cartas valem em média 3 × 85/13 ≈ 19,6 (R1.3).",
    },
}

SCENES = {
    "counting_discards": {
        "en": "6aec784afa",
        "title": "O que os descartes contam ao Lugar 2 sobre a carta do meio dele",
        "captions": {
            0: "O Lugar 2 espia sua carta da esquerda (A♣) e a da direita (2♦), nunca a do meio. Para o Lugar 2, "
               "a carta do meio é uma das 50 cartas que ele não viu; 16 delas valem 10 (R1.3).",
            2: "O Lugar 2 descarta o 9♠ que comprou. Agora ele já viu três cartas; há 49 que ele não viu, e "
               "ainda 16 valem 10.",
            4: "O Lugar 3 compra um Rei e tem de jogá-lo (R5.2): o K♦ vai virado para cima, e ele deve mais duas "
               "compras.",
            6: "O Lugar 3 descarta a Q♠ sem usar (R5.1). Agora há duas cartas de valor dez viradas para cima.",
            8: "O 10♥ também vai virado para cima: 13 das 46 cartas que o Lugar 2 não viu valem 10.",
            10: "O Lugar 1 troca o 4♣ pela sua carta da direita (R4.1); o J♦ dele vai virado para cima. Numa mão, o Valete era "
                "um 10 comum (R1.4). O Lugar 2 não viu o 4♣: 12 das 45 cartas não vistas valem 10.",
        },
    },
}
