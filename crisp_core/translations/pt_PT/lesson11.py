"""Lesson 11's questions and scenes in Portuguese (Brazil)."""

QUESTIONS = {
    "11.predict-two": {
        "en": "756aacb641",
        "prompt": "O Lugar 4 baixa duas cartas e declara dois setes. Você (Lugar 1) tem o 7♣, e uma contestação "
                  "mostrou a você o 7♥, que o Lugar 2 recolheu e não jogou desde então. Qual a chance, mais ou "
                  "menos, de a declaração ser verdadeira?",
        "choices": ("Cerca de 1 chance em 2: um jogador tem muitas cartas",
                    "Cerca de 1 chance em 5",
                    "Cerca de 1 chance em 10",
                    "Nenhuma chance: tem de ser blefe"),
        "why_not": {0: "Só sobram dois setes que você não sabe onde estão (o 7♦ e o 7♠), e o Lugar 4 precisa ter os "
                       "dois entre as suas 12 cartas: isso é raro.",
                    1: "Essa é a conta de quem esqueceu o 7♥: ele foi para a mão do Lugar 2 (C4.2), então não pode "
                       "estar na jogada do Lugar 4. Só sobram dois setes para o Lugar 4, não três.",
                    3: "Ainda há dois setes que você não sabe onde estão, e o Lugar 4 pode ter os dois: improvável, "
                       "não impossível."},
        "explanation": "Você sabe onde estão o 7♣ (na sua mão) e o 7♥ (na mão do Lugar 2, C6.2). As 12 cartas do "
                       "Lugar 4 vieram das 38 cartas que você não sabe onde estão, e duas delas são setes; as duas "
                       "precisam estar entre elas: (12 × 11) / (38 × 37) = 66/703 ≈ 0,094, mais ou menos 1 chance "
                       "em 10.",
    },
    "11.forgot-reveal": {
        "en": "a5b7872769",
        "prompt": "Um amigo faz a conta da mesma declaração e chega a 154/703 ≈ 0,22: \"o 7♦, o 7♥ e o 7♠ "
                  "não se sabe onde estão\". O que está errado?",
        "choices": ("Nada: uma carta virada para cima volta para a pilha",
                    "O 7♥ foi para a mão do Lugar 2 quando ele recolheu a pilha, e o Lugar 2 não jogou desde "
                    "então",
                    "Seu amigo deveria contar o 7♣ também"),
        "why_not": {0: "Depois de uma contestação, quem perde recolhe a pilha inteira, incluindo as cartas "
                       "viradas (C4.2): a pilha fica vazia.",
                    2: "O 7♣ está na sua própria mão: não pode estar na jogada de ninguém."},
        "explanation": "Uma contestação vira a última jogada para todos verem (C4.2, C6.2), e quem recolhe a pilha "
                       "leva essas cartas. Até o Lugar 2 jogar de novo, o 7♥ está na mão do Lugar 2. Esquecer isso "
                       "põe três setes na conta em vez de dois e mais que dobra a chance (0,22 em vez de 0,094).",
    },
    "11.four-aces": {
        "en": "85aeba2b23",
        "prompt": "Uma nova partida com quatro lugares: o Lugar 2 abre declarando quatro ases. Você não tem nenhum "
                  "ás. O que você sabe?",
        "choices": ("É blefe com certeza: quatro cartas iguais nunca vêm na distribuição",
                    "Muito provavelmente é blefe, mas pode ser verdade",
                    "É tão provável quanto uma declaração de um ás"),
        "why_not": {0: "O Lugar 2 tem 13 das 39 cartas que você não pode ver; os quatro ases podem estar entre "
                       "elas. É raro, mas acontece.",
                    2: "Um ás em 13 cartas é provável (5177/6327 ≈ 0,82); os quatro é raro (55/6327)."},
        "explanation": "As 13 cartas do Lugar 2 vêm das 39 que você não sabe onde estão, e quatro delas são ases. "
                       "Os quatro estão entre elas com chance C(35, 9) / C(39, 13) = 55/6327 ≈ 0,009, mais ou menos "
                       "1 em 115: uma declaração de quatro é quase sempre blefe, não sempre (C3.2).",
    },
    "11.hold-two": {
        "en": "0918d68cef",
        "prompt": "Você tem o 7♣ e o 7♦. O próximo jogador baixa três cartas e declara três setes. O que é essa "
                  "declaração?",
        "choices": ("Proibida: o jogo recusa uma declaração que não pode ser verdadeira",
                    "Blefe com certeza: só há dois setes fora da sua mão",
                    "Improvável, mas possível"),
        "why_not": {0: "A declaração pode ser falsa; só a quantidade tem de ser verdadeira (C3.2). Ninguém "
                       "confere, a menos que alguém conteste (C4.1).",
                    2: "Um baralho tem quatro setes (C1.2). Você tem dois, então ninguém mais pode baixar três setes."},
        "explanation": "A declaração é permitida — as cartas podem ser quaisquer (C3.2) —, mas é falsa com "
                       "certeza: só sobram o 7♥ e o 7♠. A chance de ela ser verdadeira é 0: conteste, você não "
                       "tem como perder (C4.2).",
    },
    "11.rank-after": {
        "en": "e704108d70",
        "prompt": "O Lugar 2 declarou um 5; você contestou, era blefe, e o Lugar 2 recolheu a pilha. Que valor o "
                  "Lugar 3, o próximo jogador, tem de declarar?",
        "choices": ("Ases: a pilha está vazia, então os valores recomeçam",
                    "5: o valor do blefe é jogado de novo",
                    "6: o valor avança, como depois de qualquer jogada"),
        "why_not": {0: "Uma contestação nunca faz o valor voltar ao A (C4.3).",
                    1: "A jogada com blefe continua valendo como a vez do 5: o valor avança (C3.4)."},
        "explanation": "Depois de cada jogada, contestada ou não, o valor exigido passa a ser o seguinte (C3.4), e "
                       "o jogo segue com o vizinho da esquerda de quem declarou, não importa quem contestou (C4.3): "
                       "o Lugar 3 declara 6.",
    },
    "11.big-pile": {
        "en": "9d4b696d57",
        "prompt": "A pilha tem 20 cartas em vez de 4. Num duelo (cada carta que quem declarou recolhe é tão boa "
                  "para você quanto uma carta que você não recolhe), você precisa ter mais certeza de um blefe "
                  "antes de contestar?",
        "choices": ("Sim: uma contestação errada custa 20 cartas",
                    "Não: a chance de equilíbrio continua 1/2",
                    "Não: com uma pilha grande você deveria contestar até uma declaração provável"),
        "why_not": {0: "Uma contestação certa faz quem declarou recolher as mesmas 20 cartas (C4.2): o que está "
                       "em jogo cresce igual para os dois.",
                    2: "Uma declaração verdadeira com chance acima de 1/2 ainda custa a você mais vezes do que "
                       "rende."},
        "explanation": "Quem erra recolhe a pilha inteira (C4.2). Com chance p você recolhe P cartas; com chance "
                       "1 − p, quem declarou recolhe. Contestar compensa quando (1 − p) × P > p × P, ou seja, "
                       "quando p < 1/2: o tamanho P da pilha se cancela.",
    },
}

SCENES = {}
