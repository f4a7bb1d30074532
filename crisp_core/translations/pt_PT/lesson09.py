"""Lesson 09's questions and scenes in Portuguese (Brazil)."""

QUESTIONS = {
    "09.memory-cost": {
        "en": "75ca1a24a3",
        "prompt": "O robô esquecido joga igual ao robô atento. A diferença: no começo de cada vez dele, ele pode "
                  "esquecer cada carta que viu, com chance de 1 em 10. Ele joga contra dois robôs atentos. Quantos "
                  "pontos por rodada esse esquecimento custa a ele?",
        "choices": (
            "Nada: uma rodada é curta demais para esquecer algo importante.",
            "Cerca de meio ponto por rodada.",
            "Cerca de 3 pontos por rodada.",
            "Cerca de 6 pontos por rodada: ele joga quase às cegas.",
        ),
        "why_not": {
            0: "Custa, sim, mas tão pouco que algumas centenas de rodadas não conseguem mostrar. É essa a armadilha "
               "desta lição.",
            2: "Isso é mais ou menos metade da diferença entre jogar ao acaso e contar cartas. Esquecer uma carta em "
               "cada dez, a cada vez, é bem mais leve.",
            3: "Ele ainda lembra nove de cada dez cartas, a cada vez. E o descarte continua à vista.",
        },
        "explanation": "Cerca de meio ponto. Em 30.000 rodadas, o esquecido fez 13,17 pontos por rodada. Os dois "
                       "atentos fizeram 12,51 e 12,61 (cada um ± 0,07). Uma rodada tem só umas sete vezes de jogar, "
                       "então há pouco tempo para esquecer. Quando ele esquece uma carta baixa dele, passa a contá-la "
                       "como uma carta não vista. Aí pode trocar essa carta boa e jogá-la fora. E chama crisp menos "
                       "vezes (R7.1), porque a mão dele parece pior do que é.",
    },
    "09.bigger": {
        "en": "02b8212a2a",
        "prompt": "Os robôs A e B jogaram as mesmas 400 distribuições, na mesma mesa. A fez 13,1 ± 0,8 pontos por "
                  "rodada. B fez 12,4 ± 0,8. Rodada por rodada, A menos B deu 0,7 ± 0,9. (Cada ± vem de um "
                  "intervalo de 95 %, como nas tabelas da lição.) O que você pode dizer?",
        "choices": (
            "A joga pior que B: ele perde 0,7 ponto por rodada.",
            "A e B jogam igualmente bem.",
            "B pode ser melhor, mas 400 rodadas não bastam para dizer: o intervalo da diferença contém o 0. Jogue "
            "mais rodadas.",
            "B é melhor, porque a média dele é menor.",
        ),
        "why_not": {
            0: "0,7 é o que essas 400 rodadas deram. Mas só a sorte das cartas já pode mexer a diferença em até 0,9.",
            1: "Isso também não está provado. Os números não conseguem separar os dois, e isso não quer dizer que "
               "são iguais. Com mais rodadas, pode muito bem aparecer uma diferença.",
            3: "Uma média menor em 400 rodadas pode ser sorte. A diferença, 0,7 ± 0,9, vai de abaixo de 0 até "
               "acima de 0.",
        },
        "explanation": "Quando dois robôs jogam as mesmas distribuições, compare a diferença, rodada por rodada, "
                       "como na lição 8. Assim a sorte que os dois dividiram sai da conta. Aqui, 0,7 ± 0,9 vai de "
                       "−0,2 até 1,6. O 0 está dentro, então só a sorte pode explicar a diferença. Com mais rodadas, "
                       "os intervalos encolhem: quatro vezes mais rodadas, metade da largura. E no Crisp, menos é "
                       "melhor: os pontos da rodada são o seu total (R11.1), ± 5 para quem chamou crisp (R11.2).",
    },
    "09.unseen-value": {
        "en": "0d94c3c905",
        "prompt": "O seu robô conta como 6,5 uma carta da mão que ele não viu. E a próxima carta que ele comprar "
                  "do monte? Se for uma carta que pode entrar na mão, quanto ela vale em média?",
        "choices": (
            "6,5 também: carta é carta.",
            "5,5: um Valete, uma Dama ou um Rei comprado do monte nunca entra na mão. As outras 40 cartas valem "
            "5,5 em média.",
            "10: espere o pior.",
            "Cerca de 3: as cartas que valem a troca são baixas.",
        ),
        "why_not": {
            0: "Numa mão, um Valete, uma Dama ou um Rei vale 10 (R1.4). Por isso uma carta não vista ali vale em "
               "média 85/13 ≈ 6,54. Mas essas 12 cartas nunca entram na mão vindas do monte (R4.3).",
            2: "Só 16 das 52 cartas valem 10. E 12 delas são Valetes, Damas ou Reis, que nem podem entrar na mão "
               "vindas do monte (R4.3).",
            3: "A pergunta fala de todas as cartas que podem entrar, do Ás ao 10. A média delas é 220/40 = 5,5.",
        },
        "explanation": "São duas médias, não uma. Uma carta não vista que já está numa mão vale em média "
                       "85/13 ≈ 6,54: ali, Valete, Dama e Rei contam 10 (R1.3, R1.4). Já uma carta comprada do monte "
                       "que entra na mão nunca é Valete, Dama ou Rei (R4.3). Ela vai do Ás ao 10, quatro de cada: "
                       "média 220/40 = 5,5 (lição 7).",
    },
}

SCENES = {}
