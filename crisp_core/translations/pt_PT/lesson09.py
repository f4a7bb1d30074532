"""Lesson 09's questions and scenes in European Portuguese (pt-PT)."""

QUESTIONS = {
    "09.memory-cost": {
        "en": "75ca1a24a3",
        "prompt": "O robô esquecido joga tal e qual como o robô atento. A diferença: no início de cada uma das suas "
                  "vezes, pode esquecer cada carta que viu, com uma probabilidade de 1 em 10. Joga contra dois "
                  "robôs atentos. Quantos pontos por ronda lhe custa esse esquecimento?",
        "choices": (
            "Nada: uma ronda é curta demais para esquecer alguma coisa importante.",
            "Cerca de meio ponto por ronda.",
            "Cerca de 3 pontos por ronda.",
            "Cerca de 6 pontos por ronda: joga quase às cegas.",
        ),
        "why_not": {
            0: "Custa, sim, mas tão pouco que algumas centenas de rondas não chegam para o mostrar. É essa a "
               "armadilha desta lição.",
            2: "Isso é mais ou menos metade da diferença entre jogar ao acaso e contar cartas. Esquecer uma carta "
               "em cada dez, em cada vez, é muito mais leve.",
            3: "Ainda se lembra de nove cartas em cada dez, em cada vez. E o descarte continua à vista.",
        },
        "explanation": "Cerca de meio ponto. Em 30\u202f000 rondas, o esquecido fez 13,17 pontos por ronda. Os dois "
                       "atentos fizeram 12,51 e 12,61 (cada um ± 0,07). Uma ronda tem só umas sete vezes de jogar, "
                       "por isso há pouco tempo para esquecer. Quando se esquece de uma carta baixa sua, passa a "
                       "contá-la como uma carta que não viu. Então pode trocar essa carta boa e deitá-la fora. E "
                       "chama crisp menos vezes (R7.1), porque a sua mão parece pior do que é.",
    },
    "09.bigger": {
        "en": "02b8212a2a",
        "prompt": "Os robôs A e B jogaram as mesmas 400 distribuições, na mesma mesa. O A fez 13,1 ± 0,8 pontos "
                  "por ronda. O B fez 12,4 ± 0,8. Ronda a ronda, A menos B deu 0,7 ± 0,9. (Cada ± vem de um "
                  "intervalo de 95\u00a0%, como nas tabelas da lição.) O que podes dizer?",
        "choices": (
            "O A joga pior do que o B: perde 0,7 pontos por ronda.",
            "O A e o B jogam igualmente bem.",
            "O B pode ser melhor, mas 400 rondas não chegam para o dizer: o intervalo da diferença contém o 0. "
            "Joga mais rondas.",
            "O B é melhor, porque a sua média é mais baixa.",
        ),
        "why_not": {
            0: "0,7 é o que estas 400 rondas deram. Mas só a sorte das cartas já pode mexer na diferença até 0,9.",
            1: "Isso também não está provado. Os números não conseguem distinguir os dois, e isso não quer dizer "
               "que sejam iguais. Com mais rondas, pode muito bem aparecer uma diferença.",
            3: "Uma média mais baixa em 400 rondas pode ser sorte. A diferença, 0,7 ± 0,9, vai de abaixo de 0 até "
               "acima de 0.",
        },
        "explanation": "Quando dois robôs jogam as mesmas distribuições, compara a diferença, ronda a ronda, como "
                       "na lição 8. Assim, a sorte que os dois partilharam sai da conta. Aqui, 0,7 ± 0,9 vai de "
                       "−0,2 até 1,6. O 0 está lá dentro, por isso a sorte, sozinha, pode explicar a diferença. Com "
                       "mais rondas, os intervalos encolhem: quatro vezes mais rondas, metade da largura. E no "
                       "Crisp, menos é melhor: os pontos da ronda são o teu total (R11.1), ± 5 para quem chamou "
                       "crisp (R11.2).",
    },
    "09.unseen-value": {
        "en": "0d94c3c905",
        "prompt": "O teu robô conta como 6,5 uma carta da sua mão que ainda não viu. E a próxima carta que ele "
                  "comprar do monte? Se for uma carta que pode entrar na mão, quanto vale em média?",
        "choices": (
            "6,5 também: carta é carta.",
            "5,5: um Valete, uma Dama ou um Rei comprado do monte nunca entra na mão. As outras 40 cartas valem "
            "5,5 em média.",
            "10: espera o pior.",
            "Cerca de 3: as cartas que vale a pena trocar são baixas.",
        ),
        "why_not": {
            0: "Numa mão, um Valete, uma Dama ou um Rei vale 10 (R1.4). Por isso, uma carta não vista ali vale em "
               "média 85/13 ≈ 6,54. Mas essas 12 cartas nunca entram na mão vindas do monte (R4.3).",
            2: "Só 16 das 52 cartas valem 10. E 12 delas são Valetes, Damas ou Reis, que nem sequer podem entrar "
               "na mão vindos do monte (R4.3).",
            3: "A pergunta fala de todas as cartas que podem entrar, do Ás ao 10. A média delas é 220/40 = 5,5.",
        },
        "explanation": "São duas médias, não uma. Uma carta não vista que já está numa mão vale em média "
                       "85/13 ≈ 6,54: aí, o Valete, a Dama e o Rei contam 10 (R1.3, R1.4). Já uma carta comprada "
                       "do monte que entra na mão nunca é Valete, Dama ou Rei (R4.3). Vai do Ás ao 10, quatro de "
                       "cada: média 220/40 = 5,5 (lição 7).",
    },
}

SCENES = {}
