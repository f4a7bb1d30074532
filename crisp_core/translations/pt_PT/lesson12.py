"""Lesson 12's questions and scenes in European Portuguese (pt-PT)."""

QUESTIONS = {
    "12.queen-run": {
        "en": "2ebcb5f2fe",
        "prompt": "No Crisps, o baralho não tem Valetes: os valores são 2, 3, …, 10, Q. A tua mão tem 8♣ 9♠ 10♠ Q♦. "
                  "9♠ 10♠ Q♦ é uma sequência?",
        "choices": ("Sim: sem Valetes no baralho, a Dama vem logo a seguir ao 10",
                    "Não: uma Dama nunca pode fazer parte de uma sequência",
                    "Sim, mas só como 8♣ 9♠ 10♠ Q♦, com quatro cartas"),
        "why_not": {0: "Em valor, a Dama vem mesmo logo a seguir ao 10, mas é o valor especial: nunca entra numa "
                       "sequência (K3.4).",
                    2: "Uma sequência mais comprida não ajuda: qualquer sequência com a Dama é recusada (K3.4)."},
        "explanation": "A Dama é o valor especial (K1.2) e nunca pode fazer parte de uma sequência nem de uma "
                       "sequência de pares (K3.4). Por isso, as sequências da tua mão acabam no 10: 8♣ 9♠ 10♠ é "
                       "uma sequência, 9♠ 10♠ Q♦ não é.",
    },
    "12.pairs": {
        "en": "bec7a2295a",
        "prompt": "Quantos pares diferentes podes jogar com 4♦ 4♥ 5♣ 5♠ 8♣ 8♦ 8♥? Escreve um número.",
        "explanation": "Um par são duas cartas do mesmo valor (K3.1). Os dois quatros formam 1 par e os dois cincos, "
                       "1 par; os três oitos formam 3 pares diferentes (8♣ 8♦, 8♣ 8♥, 8♦ 8♥: C(3, 2) = 3). "
                       "1 + 1 + 3 = 5.",
    },
    "12.equal-rank": {
        "en": "6b040e296b",
        "prompt": "O Lugar 2 começa com o par 5♦ 5♥. Tens 5♣ 5♠. Podes jogá-los por cima?",
        "choices": ("Não: um par só pode ser batido por um par mais alto",
                    "Sim: um par de valor igual ou superior segue",
                    "Só se juntares uma terceira carta"),
        "why_not": {0: "No Crisps, não é preciso ser mais alto: um valor igual também segue (K5.1).",
                    2: "Uma combinação que segue tem de ser do mesmo tipo e ter o mesmo número de cartas (K5.1): "
                       "duas cartas por cima de um par."},
        "explanation": "Uma combinação comum segue outra do mesmo tipo e com o mesmo número de cartas, de valor "
                       "igual ou superior (K5.1). 5♣ 5♠ é um par de cincos por cima de um par de cincos: segue.",
    },
    "12.queen-follow": {
        "en": "ca4912b395",
        "prompt": "O Lugar 2 começa com uma carta única, a Q♥. Tens a Q♦ e 8♣ 8♦ 8♥ (e outras cartas). Quais destas "
                  "jogadas podes fazer por cima dela?",
        "choices": ("Nenhuma: a Dama é o valor mais alto",
                    "Só a Q♦",
                    "A Q♦, e também 8♣ 8♦ 8♥",
                    "Só 8♣ 8♦ 8♥"),
        "why_not": {0: "Um valor igual segue (K5.1), e um trio ou quadra segue uma combinação comum que tenha "
                       "uma Dama (K5.2).",
                    1: "A Q♦ segue (K5.1, valor igual), mas o trio também: a carta única é do valor especial "
                       "(K5.2).",
                    3: "Os três oitos seguem (K5.2), mas a Q♦ também: uma carta única de valor igual segue (K5.1)."},
        "explanation": "A Q♦ segue como carta única de valor igual (K5.1). Um trio ou uma quadra só segue uma "
                       "combinação comum se esta tiver uma carta do valor especial, a Dama (K5.2). Por isso, "
                       "8♣ 8♦ 8♥ bate a Q♥, mas não poderia seguir uma sequência nem um par de cincos.",
    },
    "12.passer": {
        "en": "ed671457f4",
        "prompt": "Ganhaste a vaza: o Lugar 2 passou. Escolhes a carta às cegas. O que acontece ao 8♠ que estava "
                  "à vista?",
        "choices": ("Continua à vista para a vaza seguinte",
                    "O Lugar 2, que passou, fica com essa carta, e tanto tu como ele sabem que está na mão dele",
                    "Sai da ronda",
                    "O Lugar 2 fica com essa carta, mas podes não te lembrar"),
        "why_not": {0: "Quem ganha fica com uma carta e quem passou fica com a outra (K6.1); depois, a carta "
                       "seguinte do monte é voltada para cima.",
                    2: "Só as 4 cartas retiradas na distribuição saem da ronda sem ninguém as ver (K2.2). Quem "
                       "passou fica com a outra carta (K6.1).",
                    3: "Todos veem quando alguém tira a carta à vista (K6.4). E saber quais dessas cartas o outro "
                       "jogador ainda tem faz parte do que sabes (K8.2)."},
        "explanation": "Quem ganha escolhe a carta à vista ou a carta de cima do monte, e quem passou fica com a "
                       "outra (K6.1). Tirar a carta à vista é público (K6.4, K8.2): escolher a carta às cegas "
                       "entrega o 8♠ ao teu adversário, e tanto tu como ele sabem disso.",
    },
}

SCENES = {}
