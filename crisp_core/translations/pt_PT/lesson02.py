"""Lesson 02's questions and scenes in Portuguese (Portugal)."""

QUESTIONS = {
    "02.who-sees": {
        "en": "6c06abe18a",
        "prompt": "O Lugar 2 compra uma carta do monte, vê-a e troca-a pela sua carta do meio, que nunca viu. "
                  "A antiga carta do meio vai voltada para cima para o descarte. Quem sabe agora qual é a carta "
                  "do meio do Lugar 2?",
        "choices": ("Só o Lugar 2", "Todos na mesa", "Ninguém: nunca ninguém vê uma carta do meio",
                    "Todos menos o Lugar 2"),
        "why_not": {1: "Todos veem a carta que vai para o descarte, voltada para cima. A carta que entra na "
                       "mão só foi vista pelo jogador que a comprou.",
                    2: "A regra da carta do meio é sobre a distribuição: nesse momento, ninguém espreita a sua "
                       "própria carta do meio (R2.4). Mas o Lugar 2 viu a carta comprada: o Lugar 2 sabe o que "
                       "pôs no meio.",
                    3: "É ao contrário: quem comprou a carta é o único que a viu."},
        "explanation": "Vês a carta que compras (R3.2). Quando a pões na mão com uma troca, a carta que ela "
                       "substitui vai voltada para cima para o descarte, à vista de todos. Mas só tu viste a "
                       "carta nova (R4.1). Trocar pela tua carta do meio é uma maneira de ficares a conhecê-la.",
    },
    "02.one-draw": {
        "en": "b854541cce",
        "prompt": "Compraste um 9 e trocaste-o pela tua carta da esquerda. Agora podes comprar outra vez, à "
                  "espera de uma carta mais baixa?",
        "choices": ("Não: a tua vez acabou", "Sim, mais uma vez", "Sim, quantas vezes quiseres, até passares"),
        "why_not": {1: "Cada vez começa com uma compra a fazer, e essa compra já está resolvida. Só um Rei "
                       "comprado do monte dá compras extra (lição 3).",
                    2: "Nunca escolhes quantas cartas compras: cada vez começa com exatamente uma compra a "
                       "fazer."},
        "explanation": "Cada vez começa com uma compra a fazer (R3.1). Resolveste-a com uma troca (R3.2): já não "
                       "falta nenhuma compra nem tens uma carta na mão, por isso a vez acaba (R3.3). O jogo "
                       "continua à tua esquerda.",
    },
    "02.old-card": {
        "en": "2d6962694b",
        "prompt": "O Lugar 2 nunca viu a sua carta do meio, o 9♣. Troca-a por uma carta comprada, e o 9♣ vai "
                  "para o descarte. Quem já viu o 9♣ agora?",
        "choices": ("Todos, incluindo o Lugar 2", "Todos menos o Lugar 2", "Só o Lugar 2",
                    "Ninguém"),
        "why_not": {1: "O 9♣ cai voltado para cima, e o Lugar 2 também o vê. Só fica a saber qual era a sua "
                       "carta do meio quando ela sai.",
                    2: "Uma carta que vai para o descarte fica voltada para cima para a mesa toda, não só para "
                       "o jogador que a pôs lá.",
                    3: "As cartas do descarte ficam voltadas para cima: todos as veem."},
        "explanation": "A carta que uma troca substitui vai voltada para cima para o descarte, e todos os "
                       "jogadores a veem (R4.1), incluindo o seu antigo dono.",
    },
    "02.discard-tells": {
        "en": "9982a2e3f1",
        "prompt": "O Lugar 3 compra, vê a carta e põe-na logo no descarte: é o 8♣. "
                  "O que mudou na mão do Lugar 3?",
        "choices": ("Nada: o 8♣ nunca entrou na mão, e todos o viram",
                    "O 8♣ substituiu uma das cartas do Lugar 3",
                    "Agora o Lugar 3 tem quatro cartas"),
        "why_not": {1: "Isso seria uma troca. Nesse caso, a carta que ia para o descarte seria a antiga carta "
                       "da mão, e não a comprada.",
                    2: "Tens sempre exatamente três cartas: uma carta comprada ou substitui uma delas ou vai "
                       "para o descarte."},
        "explanation": "Descartar põe a carta comprada voltada para cima no descarte, onde todos os jogadores a "
                       "veem (R4.2); a mão não muda. Uma troca teria mandado para lá uma carta antiga da mão "
                       "(R4.1).",
    },
}

SCENES = {
    "first_turn": {
        "en": "1f1bd9848e",
        "title": "A primeira vez da ronda: comprar, e depois trocar ou descartar",
        "captions": {
            0: "O Lugar 2 joga primeiro (R2.5), e cada vez começa com uma compra a fazer (R3.1). O Lugar 2 "
               "conhece a sua carta da esquerda (6♦) e a da direita (2♥), mas não a do meio.",
            1: "O Lugar 2 compra a carta de cima do monte e vê-a: é o 3♦ (R3.2). Mais ninguém a vê. Onde porias "
               "um 3 se fosses o Lugar 2?",
            2: "O Lugar 2 troca o 3♦ pela sua carta do meio, que nunca tinha visto (R4.1). A antiga carta do "
               "meio, o 9♣, vai voltada para cima para o descarte: todos a veem, mas só o Lugar 2 conhece "
               "o 3♦. Não falta nenhuma compra e não há carta na mão, por isso a vez acabou (R3.3).",
            3: "O Lugar 2 podia chamar crisp agora (R7.1), mas diz \"sem crisp\" (S1). Seria o mesmo não dizer "
               "nada e deixar o Lugar 3 comprar (R10).",
            4: "O Lugar 3 compra o 10♠. O Lugar 3 sabe que as suas cartas da esquerda (A♠) e da direita (3♠) "
               "são baixas. O que vai o Lugar 3 fazer com um 10?",
            5: "O Lugar 3 descarta o 10♠, voltado para cima (R4.2). Agora todos o viram, e a vez do Lugar 3 "
               "acabou. A seguir joga o Lugar 1.",
        },
    },
}
