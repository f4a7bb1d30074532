"""Lesson 11's questions and scenes in Portuguese (Brazil)."""

QUESTIONS = {
    "11.predict-two": {
        "en": "756aacb641",
        "prompt": "O Lugar 4 baixa duas cartas e diz: \"dois setes\". Você (Lugar 1) tem o 7♣ na mão. E o "
                  "“Duvido!” mostrou a você o 7♥, que o Lugar 2 pegou e ainda não jogou. Qual é, mais ou menos, a "
                  "chance de ser verdade?",
        "choices": ("Cerca de 1 chance em 2: ele tem bastante cartas",
                    "Cerca de 1 chance em 5",
                    "Cerca de 1 chance em 10",
                    "Nenhuma chance: tem de ser blefe"),
        "why_not": {0: "Só faltam dois setes que você não sabe onde estão: o 7♦ e o 7♠. O Lugar 4 precisa ter os "
                       "dois entre as suas 12 cartas. Isso é raro.",
                    1: "Essa é a conta de quem esqueceu o 7♥. Ele foi para a mão do Lugar 2 (C4.2), então não está "
                       "nas cartas do Lugar 4. Para o Lugar 4 só sobram dois setes, não três.",
                    3: "Ainda há dois setes que você não sabe onde estão. O Lugar 4 pode ter os dois: é difícil, "
                       "mas não impossível."},
        "explanation": "Você sabe onde estão o 7♣ (na sua mão) e o 7♥ (na mão do Lugar 2, C6.2). As 12 cartas do "
                       "Lugar 4 vieram das 38 que você não sabe onde estão. Entre elas há dois setes, e ele precisa "
                       "ter os dois. O primeiro tem 12 chances em 38 de estar com ele; o segundo, 11 em 37. "
                       "Multiplique: 66/703 ≈ 0,094, mais ou menos 1 chance em 10.",
    },
    "11.forgot-reveal": {
        "en": "a5b7872769",
        "prompt": "Um amigo faz a conta da mesma declaração e chega a 154/703 ≈ 0,22. Ele diz: \"não sei onde "
                  "estão o 7♦, o 7♥ e o 7♠\". O que está errado?",
        "choices": ("Nada: uma carta virada volta para a pilha",
                    "O 7♥ foi com a pilha para a mão do Lugar 2, e o Lugar 2 ainda não jogou desde então",
                    "Seu amigo devia contar o 7♣ também"),
        "why_not": {0: "Depois de um “Duvido!”, quem perde pega a pilha toda, com as cartas viradas (C4.2). A "
                       "pilha fica vazia.",
                    2: "O 7♣ está na sua mão. Ninguém mais pode ter jogado essa carta."},
        "explanation": "Um “Duvido!” vira as últimas cartas para todos verem (C4.2, C6.2). Quem pega a pilha pega "
                       "essas cartas também. Até o Lugar 2 jogar de novo, o 7♥ fica na mão do Lugar 2. Quem esquece "
                       "isso conta três setes em vez de dois. Aí a chance fica mais que o dobro: 0,22 em vez de "
                       "0,094.",
    },
    "11.four-aces": {
        "en": "85aeba2b23",
        "prompt": "Uma partida nova, com quatro à mesa. O Lugar 2 começa: baixa quatro cartas e diz \"quatro "
                  "ases\". Você não tem nenhum ás. O que você pode dizer?",
        "choices": ("É blefe com certeza: ninguém recebe quatro cartas iguais",
                    "Quase com certeza é blefe, mas pode ser verdade",
                    "É tão provável quanto dizer um ás só"),
        "why_not": {0: "O Lugar 2 tem 13 das 39 cartas que você não vê. Os quatro ases podem estar entre elas. É "
                       "raro, mas acontece.",
                    2: "Ter um ás entre 13 cartas é comum (5177/6327 ≈ 0,82). Ter os quatro é raro (55/6327)."},
        "explanation": "As 13 cartas do Lugar 2 vêm das 39 que você não sabe onde estão, e quatro delas são ases. "
                       "A chance de ele ter os quatro é C(35, 9) / C(39, 13) = 55/6327 ≈ 0,009. (C conta os jeitos "
                       "de escolher cartas: em cima, as mãos com os quatro ases; embaixo, todas as mãos.) É mais ou "
                       "menos 1 vez em 115. Então dizer quatro é quase sempre blefe, mas não sempre (C3.2).",
    },
    "11.hold-two": {
        "en": "0918d68cef",
        "prompt": "Você tem o 7♣ e o 7♦. O próximo jogador baixa três cartas e diz \"três setes\". O que é isso?",
        "choices": ("Proibido: o jogo não deixa dizer uma coisa impossível",
                    "Blefe com certeza: só há dois setes fora da sua mão",
                    "Difícil, mas possível"),
        "why_not": {0: "A declaração pode ser mentira; só a quantidade tem de ser verdade (C3.2). Ninguém confere, "
                       "a não ser que alguém grite “Duvido!” (C4.1).",
                    2: "Um baralho tem quatro setes (C1.2). Você tem dois, então ninguém mais pode baixar três."},
        "explanation": "Dizer isso é permitido: as cartas podem ser quaisquer (C3.2). Mas é mentira com certeza: "
                       "só sobram o 7♥ e o 7♠. A chance de ser verdade é 0. Grite “Duvido!”: você não tem como "
                       "perder (C4.2).",
    },
    "11.rank-after": {
        "en": "e704108d70",
        "prompt": "O Lugar 2 disse \"um 5\". Você gritou “Duvido!”, era blefe, e o Lugar 2 pegou a pilha. Agora "
                  "joga o Lugar 3. Que valor ele tem de dizer?",
        "choices": ("Ases: a pilha está vazia, então tudo recomeça",
                    "5 de novo: o valor do blefe é jogado outra vez",
                    "6: o valor passa para o seguinte, como depois de qualquer jogada"),
        "why_not": {0: "Um “Duvido!” nunca faz o valor voltar ao ás (C4.3).",
                    1: "A jogada com blefe conta como a vez do 5, mesmo sendo mentira. O valor passa para o "
                       "seguinte (C3.4)."},
        "explanation": "Depois de cada jogada, com ou sem “Duvido!”, o valor passa para o seguinte (C3.4). E quem "
                       "joga é o vizinho da esquerda de quem jogou antes, não importa quem gritou (C4.3). Então o "
                       "Lugar 3 tem de dizer 6.",
    },
    "11.big-pile": {
        "en": "9d4b696d57",
        "prompt": "A pilha tem 20 cartas, e não 4. Pense num duelo: cada carta que o outro pega é tão boa para "
                  "você quanto uma carta que você não pega. Com a pilha grande, você precisa ter mais certeza do "
                  "blefe antes de gritar?",
        "choices": ("Sim: se você errar, pega 20 cartas",
                    "Não: a chance de equilíbrio continua 1/2",
                    "Não: com uma pilha grande, grite até quando for provável que seja verdade"),
        "why_not": {0: "Se você acertar, é ele quem pega as mesmas 20 cartas (C4.2). O risco cresce igual para os "
                       "dois.",
                    2: "Se a chance de ser verdade passa de 1/2, você perde mais vezes do que ganha."},
        "explanation": "Quem erra pega a pilha toda (C4.2). Seja p a chance de a declaração ser verdade e P o "
                       "número de cartas da pilha. Com chance p, você pega as P cartas. Com chance 1 − p, quem pega "
                       "é ele. Gritar compensa quando (1 − p) × P > p × P, ou seja, quando p < 1/2. O tamanho da "
                       "pilha não muda nada.",
    },
}

SCENES = {}
