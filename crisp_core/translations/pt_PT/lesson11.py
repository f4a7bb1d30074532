"""Lesson 11's questions and scenes in European Portuguese (pt-PT)."""

QUESTIONS = {
    "11.predict-two": {
        "en": "756aacb641",
        "prompt": "O Lugar 4 pousa duas cartas e diz: \"dois setes\". Tu (Lugar 1) tens o 7♣ na mão. E o «Duvido!» "
                  "mostrou-te o 7♥, que o Lugar 2 recolheu e ainda não jogou. Qual é, mais ou menos, a "
                  "probabilidade de ser verdade?",
        "choices": ("Cerca de 1 hipótese em 2: ele tem bastantes cartas",
                    "Cerca de 1 hipótese em 5",
                    "Cerca de 1 hipótese em 10",
                    "Nenhuma: tem de ser bluff"),
        "why_not": {0: "Só faltam dois setes que não sabes onde estão: o 7♦ e o 7♠. O Lugar 4 precisa de ter os "
                       "dois entre as suas 12 cartas. Isso é raro.",
                    1: "Essa é a conta de quem se esqueceu do 7♥. Foi para a mão do Lugar 2 (C4.2), por isso não "
                       "está nas cartas do Lugar 4. Para o Lugar 4 só restam dois setes, não três.",
                    3: "Ainda há dois setes que não sabes onde estão. O Lugar 4 pode ter os dois: é difícil, mas "
                       "não é impossível."},
        "explanation": "Sabes onde estão o 7♣ (na tua mão) e o 7♥ (na mão do Lugar 2, C6.2). As 12 cartas do "
                       "Lugar 4 vieram das 38 que não sabes onde estão. Entre elas há dois setes, e ele precisa de "
                       "ter os dois. O primeiro tem 12 hipóteses em 38 de estar com ele; o segundo, 11 em 37. "
                       "Multiplica: 66/703 ≈ 0,094, mais ou menos 1 hipótese em 10.",
    },
    "11.forgot-reveal": {
        "en": "a5b7872769",
        "prompt": "Um amigo faz a conta da mesma declaração e chega a 154/703 ≈ 0,22. Ele diz: \"não sei onde "
                  "estão o 7♦, o 7♥ e o 7♠\". O que está errado?",
        "choices": ("Nada: uma carta voltada para cima regressa à pilha",
                    "O 7♥ foi com a pilha para a mão do Lugar 2, e o Lugar 2 ainda não jogou desde então",
                    "O teu amigo devia contar também o 7♣"),
        "why_not": {0: "Depois de um «Duvido!», quem perde recolhe a pilha toda, com as cartas voltadas para cima "
                       "(C4.2). A pilha fica vazia.",
                    2: "O 7♣ está na tua mão. Mais ninguém pode ter jogado essa carta."},
        "explanation": "Um «Duvido!» volta as últimas cartas para cima, para todos verem (C4.2, C6.2). Quem recolhe "
                       "a pilha recolhe também essas cartas. Até o Lugar 2 voltar a jogar, o 7♥ fica na mão do "
                       "Lugar 2. Quem se esquece disso conta três setes em vez de dois. Então a probabilidade fica "
                       "mais do que o dobro: 0,22 em vez de 0,094.",
    },
    "11.four-aces": {
        "en": "85aeba2b23",
        "prompt": "Uma partida nova, com quatro à mesa. O Lugar 2 começa: pousa quatro cartas e diz \"quatro "
                  "Ases\". Não tens nenhum Ás. O que podes dizer?",
        "choices": ("É bluff de certeza: ninguém recebe quatro cartas iguais",
                    "É quase de certeza bluff, mas pode ser verdade",
                    "É tão provável como declarar um só Ás"),
        "why_not": {0: "O Lugar 2 tem 13 das 39 cartas que não vês. Os quatro Ases podem estar entre elas. É raro, "
                       "mas acontece.",
                    2: "Ter um Ás entre 13 cartas é comum (5177/6327 ≈ 0,82). Ter os quatro é raro (55/6327)."},
        "explanation": "As 13 cartas do Lugar 2 vêm das 39 que não sabes onde estão, e quatro delas são Ases. A "
                       "probabilidade de ele ter os quatro é C(35, 9) / C(39, 13) = 55/6327 ≈ 0,009. (C conta as "
                       "maneiras de escolher cartas: em cima, as mãos com os quatro Ases; em baixo, todas as mãos.) "
                       "É mais ou menos 1 vez em 115. Por isso, declarar quatro é quase sempre bluff, mas nem "
                       "sempre (C3.2).",
    },
    "11.hold-two": {
        "en": "0918d68cef",
        "prompt": "Tens o 7♣ e o 7♦. O jogador seguinte pousa três cartas e diz \"três setes\". O que é isto?",
        "choices": ("Proibido: o jogo não deixa declarar uma coisa impossível",
                    "Bluff de certeza: só há dois setes fora da tua mão",
                    "Difícil, mas possível"),
        "why_not": {0: "A declaração pode ser mentira; só a quantidade tem de ser verdadeira (C3.2). Ninguém "
                       "verifica, a não ser que alguém grite «Duvido!» (C4.1).",
                    2: "Um baralho tem quatro setes (C1.2). Tu tens dois, por isso mais ninguém pode pousar três."},
        "explanation": "Declarar isso é permitido: as cartas podem ser quaisquer umas (C3.2). Mas é mentira de "
                       "certeza: só restam o 7♥ e o 7♠. A probabilidade de ser verdade é 0. Grita «Duvido!»: não "
                       "tens como perder (C4.2).",
    },
    "11.rank-after": {
        "en": "e704108d70",
        "prompt": "O Lugar 2 declarou \"um 5\". Gritaste «Duvido!», era bluff, e o Lugar 2 recolheu a pilha. "
                  "Agora joga o Lugar 3. Que valor tem ele de declarar?",
        "choices": ("Ases: a pilha está vazia, por isso tudo recomeça",
                    "5 outra vez: o valor do bluff volta a ser jogado",
                    "6: o valor avança para o seguinte, como depois de qualquer jogada"),
        "why_not": {0: "Um «Duvido!» nunca faz o valor voltar ao Ás (C4.3).",
                    1: "A jogada com bluff conta como a vez do 5, mesmo que seja mentira. O valor avança para o "
                       "seguinte (C3.4)."},
        "explanation": "Depois de cada jogada, com ou sem «Duvido!», o valor avança para o seguinte (C3.4). E joga "
                       "o vizinho da esquerda de quem jogou antes, seja quem for que gritou (C4.3). Por isso, o "
                       "Lugar 3 tem de declarar 6.",
    },
    "11.big-pile": {
        "en": "9d4b696d57",
        "prompt": "A pilha tem 20 cartas, e não 4. Pensa num duelo: cada carta que o outro recolhe é tão boa para "
                  "ti como uma carta que tu não recolhes. Com a pilha grande, precisas de ter mais certeza do "
                  "bluff antes de gritar?",
        "choices": ("Sim: se te enganares, recolhes 20 cartas",
                    "Não: a probabilidade de equilíbrio continua a ser 1/2",
                    "Não: com uma pilha grande, grita mesmo quando for provável que seja verdade"),
        "why_not": {0: "Se acertares, é ele quem recolhe as mesmas 20 cartas (C4.2). O risco cresce da mesma "
                       "maneira para os dois.",
                    2: "Se a probabilidade de ser verdade passar de 1/2, perdes mais vezes do que ganhas."},
        "explanation": "Quem se engana recolhe a pilha toda (C4.2). Seja p a probabilidade de a declaração ser "
                       "verdadeira e P o número de cartas da pilha. Com probabilidade p, recolhes as P cartas. Com "
                       "probabilidade 1 − p, quem as recolhe é ele. Gritar compensa quando (1 − p) × P > p × P, ou "
                       "seja, quando p < 1/2. O tamanho da pilha não muda nada.",
    },
}

SCENES = {}
