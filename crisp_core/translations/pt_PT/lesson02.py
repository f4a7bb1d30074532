"""Lesson 02's questions and scenes in Portuguese (Brazil)."""

QUESTIONS = {
    "02.who-sees": {
        "en": "6c06abe18a",
        "prompt": "O Lugar 2 compra uma carta do monte, olha para ela e a troca pela sua carta do meio, a que "
                  "ele nunca viu; a antiga carta do meio vai virada para cima para o descarte. Quem sabe qual é "
                  "agora a carta do meio do Lugar 2?",
        "choices": ("Só o Lugar 2", "Todo mundo na mesa", "Ninguém: ninguém nunca vê uma carta do meio",
                    "Todo mundo menos o Lugar 2"),
        "why_not": {1: "Todo mundo vê a carta que vai para o descarte, virada para cima. A carta que entra na mão "
                       "só foi vista pelo jogador que a comprou.",
                    2: "A regra da carta do meio é sobre a distribuição: ninguém espia a própria carta do meio "
                       "nessa hora (R2.4). Mas o Lugar 2 olhou a carta comprada, então o Lugar 2 sabe o que pôs "
                       "no meio.",
                    3: "É o contrário: quem comprou é o único que viu a carta comprada."},
        "explanation": "Você olha a carta que compra (R3.2); quando você a põe na mão por troca, a carta que ela "
                       "substitui vai virada para cima para o descarte, para todo mundo ver, mas só você viu a "
                       "carta nova (R4.1). Trocar pela sua carta do meio é um jeito de passar a conhecê-la.",
    },
    "02.one-draw": {
        "en": "b854541cce",
        "prompt": "Você comprou um 9 e o trocou pela sua carta da esquerda. Agora você pode comprar de novo, "
                  "esperando algo mais baixo?",
        "choices": ("Não: a vez acabou", "Sim, mais uma vez", "Sim, quantas vezes quiser, até passar"),
        "why_not": {1: "Cada vez começa com uma compra a fazer, e essa compra já foi resolvida. Só um Rei comprado "
                       "do monte dá compras extras (lição 3).",
                    2: "Você nunca escolhe quantas cartas comprar: cada vez começa com exatamente uma compra a "
                       "fazer."},
        "explanation": "Cada vez começa com uma compra a fazer (R3.1); você a resolveu com uma troca (R3.2), então "
                       "não falta nenhuma compra nem há carta na mão, e a vez termina (R3.3). O jogo continua à "
                       "sua esquerda.",
    },
    "02.old-card": {
        "en": "2d6962694b",
        "prompt": "O Lugar 2 nunca viu sua carta do meio, o 9♣. Ele troca uma carta comprada por ela, e o 9♣ "
                  "vai para o descarte. Quem já viu o 9♣ agora?",
        "choices": ("Todo mundo, inclusive o Lugar 2", "Todo mundo menos o Lugar 2", "Só o Lugar 2", "Ninguém"),
        "why_not": {1: "O 9♣ cai virado para cima: o Lugar 2 também o vê, e só descobre qual era sua carta do "
                       "meio quando ela sai.",
                    2: "Uma carta que vai para o descarte fica virada para cima para a mesa inteira, não só para "
                       "o jogador que a pôs lá.",
                    3: "As cartas do descarte ficam viradas para cima: todo mundo as vê."},
        "explanation": "A carta que uma troca substitui vai virada para cima para o descarte, e todos os "
                       "jogadores a veem (R4.1), inclusive seu antigo dono.",
    },
    "02.discard-tells": {
        "en": "9982a2e3f1",
        "prompt": "O Lugar 3 compra, olha e põe a carta comprada direto no descarte: é o 8♣. "
                  "O que mudou na mão do Lugar 3?",
        "choices": ("Nada: o 8♣ nunca entrou na mão, e todo mundo o viu",
                    "O 8♣ substituiu uma das cartas do Lugar 3",
                    "O Lugar 3 agora tem quatro cartas"),
        "why_not": {1: "Isso seria uma troca, e aí a carta que vai para o descarte seria a antiga carta da mão, "
                       "não a comprada.",
                    2: "Você sempre tem exatamente três cartas: uma carta comprada ou substitui uma delas ou vai "
                       "para o descarte."},
        "explanation": "Descartar põe a carta comprada virada para cima no descarte, onde todos os jogadores a "
                       "veem (R4.2); a mão não muda. Uma troca teria mandado para lá uma carta antiga da mão "
                       "(R4.1).",
    },
}

SCENES = {
    "first_turn": {
        "en": "1f1bd9848e",
        "title": "A primeira vez da rodada: comprar, depois trocar ou descartar",
        "captions": {
            0: "O Lugar 2 joga primeiro (R2.5), e cada vez começa com uma compra a fazer (R3.1). O Lugar 2 conhece "
               "sua carta da esquerda (6♦) e a da direita (2♥), não a do meio.",
            1: "O Lugar 2 compra a carta de cima do monte e olha para ela: o 3♦ (R3.2). Ninguém mais a vê. Onde "
               "você poria um 3 se fosse o Lugar 2?",
            2: "O Lugar 2 troca o 3♦ pela sua carta do meio, que ele nunca tinha visto (R4.1). A antiga carta do "
               "meio, o 9♣, vai virada para cima para o descarte: todo mundo a vê, mas só o Lugar 2 conhece o "
               "3♦. Não falta nenhuma compra e não há carta na mão, então a vez acabou (R3.3).",
            3: "O Lugar 2 poderia chamar crisp agora (R7.1); ele diz \"sem crisp\" (S1). Não dizer nada e deixar "
               "o Lugar 3 comprar dá no mesmo (R10).",
            4: "O Lugar 3 compra o 10♠. O Lugar 3 sabe que suas cartas da esquerda (A♠) e da direita (3♠) são "
               "baixas. O que o Lugar 3 vai fazer com um 10?",
            5: "O Lugar 3 descarta o 10♠ virado para cima (R4.2): agora todo mundo o viu, e a vez do Lugar 3 "
               "acabou. O Lugar 1 joga em seguida.",
        },
    },
}
