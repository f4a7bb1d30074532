"""Lesson 09's questions and scenes in Portuguese (Brazil)."""

QUESTIONS = {
    "09.memory-cost": {
        "en": "75ca1a24a3",
        "prompt": "O robô esquecido joga exatamente como o robô atento, mas no começo de cada vez "
                  "dele ele esquece cada carta que viu numa mão, com chance de 1 em 10. Contra dois robôs "
                  "atentos, quantos pontos por rodada esquecer custa a ele?",
        "choices": (
            "Nada: uma rodada é curta demais para esquecer algo que importe.",
            "Cerca de meio ponto por rodada.",
            "Cerca de 3 pontos por rodada.",
            "Cerca de 6 pontos por rodada: ele joga quase às cegas.",
        ),
        "why_not": {
            0: "Custa sim alguma coisa, mas tão pouco que algumas centenas de rodadas não conseguem mostrar: essa "
               "é a armadilha de que esta lição trata.",
            2: "Isso é mais ou menos metade da diferença entre jogar ao acaso e contar cartas. Esquecer uma carta "
               "em dez a cada vez é bem mais leve.",
            3: "Ele ainda lembra nove cartas em dez a cada vez, e o descarte continua à vista.",
        },
        "explanation": "Cerca de meio ponto: em 30.000 rodadas, o robô esquecido fez 13,17 por rodada e os dois "
                       "robôs atentos, 12,51 e 12,61 (cada um ± 0,07). Uma rodada dura só umas sete vezes, então "
                       "há pouco tempo para esquecer. Quando ele esquece uma carta baixa sua, passa a avaliar aquela "
                       "posição como uma carta não vista: pode trocar a carta boa e jogá-la fora, e chama crisp "
                       "menos vezes (R7.1), porque a mão dele parece pior do que é.",
    },
    "09.bigger": {
        "en": "02b8212a2a",
        "prompt": "Os robôs A e B jogaram as mesmas 400 distribuições na mesma mesa. A fez 13,1 ± 0,8 pontos por rodada, "
                  "B 12,4 ± 0,8. Rodada por rodada, A menos B deu 0,7 ± 0,9. (Cada ± é a metade da largura de um "
                  "intervalo de 95 %.) O que você pode dizer?",
        "choices": (
            "A joga pior que B: ele perde 0,7 ponto por rodada.",
            "A e B jogam igualmente bem.",
            "B pode ser melhor, mas 400 rodadas não conseguem dizer: o intervalo da diferença contém 0. Jogue mais "
            "rodadas.",
            "B é melhor, porque a média dele é menor.",
        ),
        "why_not": {
            0: "0,7 é o que essas 400 rodadas deram, mas só a sorte da distribuição pode mexer a diferença em 0,9.",
            1: "Isso também não está provado: os números não conseguem separar os dois, e isso não é o mesmo que "
               "serem iguais. Mais rodadas podem muito bem mostrar uma diferença.",
            3: "Uma média menor em 400 rodadas pode ser sorte: a diferença, 0,7 ± 0,9, vai de abaixo de 0 até acima "
               "de 0.",
        },
        "explanation": "Compare dois robôs que jogaram as mesmas distribuições pela diferença, rodada por rodada, "
                       "como na lição 8: a sorte que eles dividiram some da conta. Aqui 0,7 ± 0,9 vai de −0,2 até "
                       "1,6. O intervalo contém 0, então só a sorte poderia explicar a diferença. Os intervalos "
                       "encolhem conforme as rodadas se acumulam: quatro vezes mais rodadas, metade da largura. No "
                       "Crisp, menos é melhor, porque a pontuação da rodada é o seu total (R11.1), ± 5 para quem "
                       "chamou crisp (R11.2).",
    },
    "09.unseen-value": {
        "en": "0d94c3c905",
        "prompt": "O seu robô conta como 6,5 uma carta da própria mão que ele não viu. O que ele deve esperar, em "
                  "média, da próxima carta que vai comprar do monte, se for uma carta que ele pode colocar na "
                  "mão?",
        "choices": (
            "6,5 também: carta é carta.",
            "5,5: um Valete, uma Dama ou um Rei comprado do monte nunca pode entrar numa mão, e as outras 40 "
            "cartas valem 5,5 em média.",
            "10: espere o pior.",
            "Cerca de 3: as cartas que valem a troca são baixas.",
        ),
        "why_not": {
            0: "Numa mão, um Valete, uma Dama ou um Rei conta 10 (R1.4), então uma carta não vista ali vale em "
               "média 85/13 ≈ 6,54. Mas essas 12 cartas (Valetes, Damas e Reis) nunca podem entrar na mão vindas "
               "do monte (R4.3).",
            2: "Só 16 das 52 cartas valem 10, e as 12 delas que são Valetes, Damas ou Reis nem podem entrar na "
               "mão vindas do monte (R4.3).",
            3: "A pergunta é sobre todas as cartas que podem entrar, do Ás ao 10: a média delas é "
               "220/40 = 5,5.",
        },
        "explanation": "São duas médias, não uma. Uma carta não vista que já está numa mão vale 85/13 ≈ 6,54: J, Q "
                       "e K contam 10 ali (R1.3, R1.4). Uma carta que uma compra do monte pode colocar numa mão "
                       "nunca é um J, Q ou K (R4.3): do Ás ao 10, quatro de cada, média 220/40 = 5,5 (lição 7).",
    },
}

SCENES = {}
