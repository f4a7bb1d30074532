"""Lesson 12's questions and scenes in Portuguese (Brazil)."""

QUESTIONS = {
    "12.queen-run": {
        "en": "2ebcb5f2fe",
        "prompt": "No Crisps o baralho não tem Valetes: os valores vão 2, 3, …, 10, Q. A sua mão tem 8♣ 9♠ 10♠ Q♦. "
                  "9♠ 10♠ Q♦ é uma sequência?",
        "choices": ("Sim: sem Valetes no baralho, a Dama vem logo depois do 10",
                    "Não: uma Dama nunca pode fazer parte de uma sequência",
                    "Sim, mas só como 8♣ 9♠ 10♠ Q♦, com quatro cartas"),
        "why_not": {0: "Em valor, a Dama vem mesmo logo depois do 10, mas ela é o valor especial: nunca entra numa "
                       "sequência (K3.4).",
                    2: "Uma sequência mais longa não ajuda: qualquer sequência com a Dama é recusada (K3.4)."},
        "explanation": "A Dama é o valor especial (K1.2) e nunca pode fazer parte de uma sequência nem de uma "
                       "sequência de pares (K3.4). Então as sequências da mão param no 10: 8♣ 9♠ 10♠ é uma "
                       "sequência, 9♠ 10♠ Q♦ não é.",
    },
    "12.pairs": {
        "en": "bec7a2295a",
        "prompt": "Quantos pares diferentes você pode jogar com 4♦ 4♥ 5♣ 5♠ 8♣ 8♦ 8♥? Digite um número.",
        "explanation": "Um par são duas cartas do mesmo valor (K3.1). Os dois quatros formam 1 par e os dois cincos, 1 par; os "
                       "três oitos formam 3 pares diferentes (8♣ 8♦, 8♣ 8♥, 8♦ 8♥: C(3, 2) = 3). 1 + 1 + 3 = 5.",
    },
    "12.equal-rank": {
        "en": "6b040e296b",
        "prompt": "O Lugar 2 começa com o par 5♦ 5♥. Você tem 5♣ 5♠. Pode jogá-los em cima?",
        "choices": ("Não: um par só pode ser batido por um par mais alto",
                    "Sim: um par de valor igual ou maior segue",
                    "Só se você juntar uma terceira carta"),
        "why_not": {0: "No Crisps não é preciso ser estritamente maior: um valor igual segue (K5.1).",
                    2: "Uma combinação que segue tem de ser do mesmo tipo e ter o mesmo número de cartas (K5.1): "
                       "duas cartas em cima de um par."},
        "explanation": "Uma combinação comum segue outra do mesmo tipo e com o mesmo número de cartas, de valor "
                       "igual ou maior (K5.1). 5♣ 5♠ é um par de cincos em cima de um par de cincos: segue.",
    },
    "12.queen-follow": {
        "en": "ca4912b395",
        "prompt": "O Lugar 2 começa com a carta única Q♥. Você tem Q♦ e 8♣ 8♦ 8♥ (e outras cartas). Quais destas "
                  "jogadas você pode fazer em cima dela?",
        "choices": ("Nenhuma: a Dama é o valor mais alto",
                    "Só Q♦",
                    "Q♦, e também 8♣ 8♦ 8♥",
                    "Só 8♣ 8♦ 8♥"),
        "why_not": {0: "Um valor igual segue (K5.1), e uma trinca ou quadra segue uma combinação comum que tenha "
                       "uma Dama (K5.2).",
                    1: "Q♦ segue (K5.1, valor igual), mas a trinca também: a carta única é do valor especial "
                       "(K5.2).",
                    3: "Os três oitos seguem (K5.2), mas Q♦ também: uma carta única de valor igual segue (K5.1)."},
        "explanation": "Q♦ segue como carta única de valor igual (K5.1). Uma trinca ou uma quadra só segue uma "
                       "combinação comum se esta tiver uma carta do valor especial, a Dama (K5.2): então 8♣ 8♦ 8♥ "
                       "bate a Q♥, mas não poderia seguir uma sequência nem um par de cincos.",
    },
    "12.passer": {
        "en": "ed671457f4",
        "prompt": "Você venceu a vaza: o Lugar 2 passou. Você escolhe a carta às cegas. O que acontece com o 8♠ "
                  "virado?",
        "choices": ("Continua virado para a próxima vaza",
                    "O Lugar 2, que passou, pega essa carta, e vocês dois sabem que ela está na mão dele",
                    "Sai da rodada",
                    "O Lugar 2 pega essa carta, mas você pode não lembrar"),
        "why_not": {0: "Quem vence pega uma carta e quem passou pega a outra (K6.1); depois a próxima carta do "
                       "monte é virada para cima.",
                    2: "Só as 4 cartas retiradas na distribuição saem da rodada sem ser vistas (K2.2). Quem passou "
                       "pega a outra carta (K6.1).",
                    3: "Todos veem quando alguém pega uma carta virada (K6.4), e quais delas o outro jogador ainda "
                       "tem faz parte do que você sabe (K8.2)."},
        "explanation": "Quem vence escolhe a carta virada ou a carta de cima do monte, e quem passou pega a outra "
                       "(K6.1). Pegar a carta virada é público (K6.4, K8.2): escolher a carta às cegas entrega o 8♠ "
                       "ao seu adversário, e vocês dois sabem disso.",
    },
}

SCENES = {}
